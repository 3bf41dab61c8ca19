"""Mission 1 from the title screen, by mouse alone: the campaign map, the Mechs, the briefing,
then several rounds, with the Bomb drawn where the rules put it whenever the board is still."""

from __future__ import annotations

from game.rules import BOMB
from game.scenes.briefing import BriefingScene
from game.scenes.campaign import CampaignScene
from game.scenes.play import PlayScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene


def test_mission1_from_the_title_plays_rounds_by_mouse_with_the_bomb_where_the_rules_put_it(
    drive, assets, player
):
    driver = drive(TitleScene(assets))
    driver.click(driver.top.buttons["campaign"].rect.center)
    campaign = driver.top
    assert isinstance(campaign, CampaignScene) and campaign.message is None
    driver.click(campaign.stop_rect("mission-1").center)
    assert campaign.selected == "mission-1"
    driver.click(campaign.buttons["play"].rect.center)
    assert isinstance(driver.top, SetupScene)
    driver.click(driver.top.buttons["count2"].rect.center)
    driver.click(driver.top.buttons["next"].rect.center)
    briefing = driver.top
    assert isinstance(briefing, BriefingScene)
    briefing.seed = 31
    driver.click(briefing.buttons["start"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene) and play.mission.id == "mission-1"
    assert play.settings.is_campaign and len(play.game.mechs) == 2

    bot = player(driver, seed=5)
    checked = 0
    for _ in range(600):
        bot.settle()
        if driver.top is not play or play.game.round > 3:
            break
        assert play.board_view.drift(play.game) == []
        bomb = play.board_view.sprite(BOMB)
        assert bomb is not None and play.game.bomb is not None
        on_screen = play.camera.to_screen(bomb.x, bomb.y)
        assert play.camera.cell_rect(play.game.bomb).collidepoint(on_screen)
        assert play.camera.cell_at((round(on_screen[0]), round(on_screen[1]))) == play.game.bomb
        checked += 1
        bot.play_one()
    assert play.game.round > 3 or driver.top is not play, "fewer than three rounds were played"
    assert checked > 20
