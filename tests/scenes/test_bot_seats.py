"""Bot seats and the Hint button, played as people play: a seat set to Bot in the setup,
a bot that drafts, programs and readies by itself beside a person, a table of bots that
plays a mission to its end, and a Hint that shows a legal move and changes nothing."""

from __future__ import annotations

from game.rules import Yordle
from game.scenes.briefing import BriefingScene
from game.scenes.play import PlayScene
from game.scenes.settings import Settings
from game.scenes.setup import SetupScene

TWO = (Yordle.CORKI, Yordle.ZIGGS)


def test_a_seat_is_set_to_bot_in_the_setup_and_plays_as_one(drive, assets):
    driver = drive(SetupScene(assets, Settings(yordles=TWO)))
    buttons = driver.top.buttons
    assert buttons["pilot1:player"].is_selected and not buttons["pilot1:bot"].is_selected
    driver.click(buttons["pilot1:bot"].rect.center)
    assert driver.top.settings.bots == (1,)
    assert driver.top.buttons["pilot1:bot"].is_selected
    driver.click(driver.top.buttons["pilot0:bot"].rect.center)
    driver.click(driver.top.buttons["pilot0:player"].rect.center)
    assert driver.top.settings.bots == (1,), "the toggle goes both ways"
    driver.click(driver.top.buttons["count1"].rect.center)
    assert driver.top.settings.bots == (), "a seat that is gone is no bot"
    driver.click(driver.top.buttons["count2"].rect.center)
    driver.click(driver.top.buttons["pilot1:bot"].rect.center)
    driver.click(driver.top.buttons["next"].rect.center)
    assert isinstance(driver.top, BriefingScene)
    driver.top.seed = 11
    driver.click(driver.top.buttons["start"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene)
    assert play.settings.bots == (1,) and play.autosave.setup.bots == (1,)
