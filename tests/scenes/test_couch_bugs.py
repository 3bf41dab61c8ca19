"""Bugs found playing as a new player would (issue 16), each driven by mouse events."""

from __future__ import annotations

from dataclasses import replace

import pygame
from staging import stage

from game import rules
from game.progress import SaveFile
from game.rules import Command, Facing, Prompt, Yordle
from game.scenes.briefing import BriefingScene
from game.scenes.campaign import CampaignScene
from game.scenes.play import Mode, PlayScene
from game.scenes.play.answering import destination_tags
from game.scenes.results import ResultsScene
from game.scenes.settings import Settings, Speed
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.view.effects import FloatText


def start(drive, assets, player, yordles=(Yordle.CORKI,), mission="tutorial", seed=5):  # type: ignore[no-untyped-def]
    settings = Settings(mission_id=mission, yordles=tuple(yordles), seed=seed)
    driver = drive(PlayScene(assets, settings))
    player(driver).settle()
    return driver, driver.top


def drawn(driver, assets) -> list[str]:  # type: ignore[no-untyped-def]
    play = driver.stack.scenes[0]
    if isinstance(play, PlayScene):
        play.redraw()
    assets.records = []
    driver.frame()
    words = [r.words for r in assets.records]
    assets.records = None
    return words


def move(driver, pos) -> None:  # type: ignore[no-untyped-def]
    driver.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def open_column(game: rules.Game, x_first: bool = False) -> tuple[int, int]:
    """A space two from the north edge with open ground ahead of it."""
    for x in range(game.board.width):
        column = [(x, y) for y in range(3)]
        if all(
            game.is_free(c) and game.board.space(c).terrain is rules.Terrain.EMPTY for c in column
        ):
            return (x, 2)
    raise AssertionError("no open column")


def test_1_a_card_dragged_before_a_pause_does_not_stick_to_the_pointer(drive, assets, player):
    driver, play = start(drive, assets, player)
    bot = player(driver)
    while play.mode is not Mode.PROGRAMMING:
        bot.settle()
        bot.play_one()
    card = play.game.mech(0).hand[0]
    driver.send(pygame.MOUSEBUTTONDOWN, pos=bot._hand_pos(0, card.id), button=1)
    driver.send(pygame.MOUSEMOTION, pos=(400, 300), rel=(5, 5), buttons=(1, 0, 0))
    assert play.programming.drag is not None
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.top.buttons["resume"].rect.center)
    assert driver.top is play and play.programming.drag is None
    slot = play.layouts[0].slots[0].center
    driver.click(slot)  # the next click: no card lands
    assert card in play.game.mech(0).hand and play.game.mech(0).slots[0].top != card


def test_2_answers_ending_on_one_space_share_one_short_tag(drive, assets, player):
    driver, play = start(drive, assets, player)
    at = open_column(play.game)
    stage(play, Command.SPEED, 2, (at,))  # 2, 3 or 4 forward: all end on the north edge
    player(driver).settle()
    assert play.game.pending is not None and play.game.pending.prompt is Prompt.DISTANCE
    targets = play.answering.targets(play.game)
    tags = destination_tags(Prompt.DISTANCE, targets, None)
    assert tags == [(((at[0], 0),), "2·3·4")], "one tag where three answers end"
    words = drawn(driver, assets)
    assert "2·3·4" in words and not any(w.startswith("Move Move") for w in words)
    driver.click(play.camera.cell_rect((at[0], 0)).center)
    assert play.game.mech(0).cell == (at[0], 0)


def test_3_turn_arrows_and_captions_stay_inside_the_board_frame(drive, assets, player):
    driver, play = start(drive, assets, player)
    corner = next(c for c in ((0, 0), (5, 0), (0, 5), (5, 5)) if play.game.is_free(c))
    stage(play, Command.CYCLOTRON, 1, (corner,))
    player(driver).settle()
    assert play.game.pending is not None and play.game.pending.prompt is Prompt.TURN
    frame, top_bar = play.layout.board, play.layout.top_bar
    arrows = [play.answering.arrow_rect(play.game, t) for t in play.answering.targets(play.game)]
    assert arrows and all(frame.contains(a) and not a.colliderect(top_bar) for a in arrows)
    caption = FloatText(cell=corner, text="Flamespitter · Power 1", t=0.5)
    assets.records = []
    caption.draw(driver.screen, play.camera, assets)
    drawn_at = assets.records[0].rect
    assets.records = None
    assert frame.contains(drawn_at), "the caption leaves the board's frame"
    before = play.game.mech(0).facing
    driver.click(arrows[0].center)
    assert play.game.mech(0).facing != before


def test_6_the_results_end_a_sentence_with_one_full_stop(drive, assets):
    settings = Settings(mission_id="mission-1", yordles=(Yordle.CORKI,))
    game = settings.new_game().game
    lost = replace(game, result=rules.Result(rules.Ending.DOOM_EMPTY))
    driver = drive(ResultsScene(assets, settings, lost, settings.mission.title))
    words = " ".join(drawn(driver, assets))
    assert "The Bomb exploded." in words and ".." not in words
    driver.click(driver.top.buttons["retry"].rect.center)
    assert isinstance(driver.top, PlayScene)


def test_7_the_lava_wall_from_the_west_counts_columns(drive, assets, player):
    driver, play = start(drive, assets, player, mission="mission-5")
    assert play.layout.mission is not None
    words = " ".join(drawn(driver, assets))
    assert "columns covered" in words and "rows" not in words


def test_8_briefing_choices_come_back_for_the_next_mission(drive, assets):
    driver = drive(TitleScene(assets))
    driver.click(driver.top.buttons["new"].rect.center)
    driver.click(driver.top.buttons["count3"].rect.center)
    driver.click(driver.top.buttons["pick0:ziggs"].rect.center)
    driver.click(driver.top.buttons["next"].rect.center)
    briefing = driver.top
    driver.click(briefing.buttons["glass"].rect.center)
    driver.click(briefing.buttons["speed"].rect.center)
    driver.click(briefing.buttons["start"].rect.center)
    assert isinstance(driver.top, PlayScene)
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.top.buttons["title"].rect.center)  # saved: no question
    driver.click(driver.top.buttons["new"].rect.center)
    setup = driver.top
    assert isinstance(setup, SetupScene)
    assert setup.settings.yordles[0] is Yordle.ZIGGS and len(setup.settings.yordles) == 3
    driver.click(setup.buttons["next"].rect.center)
    again = driver.top
    assert isinstance(again, BriefingScene)
    assert again.settings.has_minuteglass and again.settings.speed is Speed.FAST


def test_9_answers_that_change_nothing_say_so(drive, assets, player):
    driver, play = start(drive, assets, player)
    at = open_column(play.game)
    stage(play, Command.SPEED, 2, (at,))
    player(driver).settle()
    labels = [t.label for t in play.answering.targets(play.game)]
    assert labels == ["Move 2", "Move 3 (= Move 2)", "Move 4 (= Move 2)"]
    panel = play.answering.panel(play.game)
    move(driver, panel.rect_of(3).center)
    assert any("stops where Move 2 stops" in w for w in drawn(driver, assets))
    driver.click(panel.rect_of(2).center)
    player(driver).settle()
    west = next(y for y in range(6) if play.game.is_free((0, y)) and y > 0)
    stage(play, Command.OMNISTOMP, 1, ((0, west),))
    player(driver).settle()
    assert play.game.pending is not None and play.game.pending.prompt is Prompt.DIRECTION
    off = next(t for t in play.answering.targets(play.game) if t.option is Facing.W)
    assert off.label.endswith("no effect") and "edge" in off.note


def test_10_a_won_mission_opens_the_map_on_the_next_and_locked_ones_say_why(
    drive, assets, save_dir
):
    settings = Settings(mission_id="mission-1", yordles=(Yordle.CORKI,), is_campaign=True)
    game = settings.new_game().game
    won = replace(game, result=rules.Result(rules.Ending.BOMB_IN_ZONE))
    SaveFile().save(SaveFile().read())
    driver = drive(ResultsScene(assets, settings, won, settings.mission.title))
    driver.click(driver.top.buttons["campaign"].rect.center)
    campaign = driver.top
    assert isinstance(campaign, CampaignScene) and campaign.selected == "mission-2"
    driver.click(campaign.stop_rect("mission-5").center)
    assert campaign.selected == "mission-2"
    assert any("win Mission 4" in w for w in drawn(driver, assets))


def test_10_a_quick_tutorial_win_counts_for_the_campaign(drive, assets, save_dir):
    settings = Settings(yordles=(Yordle.CORKI,))
    won = replace(settings.new_game().game, result=rules.Result(rules.Ending.NO_SHARDS))
    driver = drive(ResultsScene(assets, settings, won, settings.mission.title))
    assert "tutorial" in SaveFile().read().won
    driver.click(driver.top.buttons["title"].rect.center)
    driver.click(driver.top.buttons["campaign"].rect.center)
    campaign = driver.top
    assert isinstance(campaign, CampaignScene) and "tutorial" in campaign.progress.won
