"""Title → Setup → Briefing → Play, and the overlays, driven by mouse clicks."""

from __future__ import annotations

import pygame

from game.rules import Yordle
from game.scenes.briefing import BriefingScene
from game.scenes.confirm import ConfirmScene
from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.settings import Settings, Speed
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene

YORDLES = list(Yordle)


def count_button(driver, n: int) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    return driver.top.buttons[f"count{n}"].rect.center


def yordle_button(driver, seat: int, yordle: Yordle) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    return driver.top.buttons[f"pick{seat}:{yordle.value}"].rect.center


def to_play(drive, assets, mechs: int = 2):  # type: ignore[no-untyped-def]
    driver = drive(TitleScene(assets))
    driver.click(driver.top.buttons["new"].rect.center)
    assert isinstance(driver.top, SetupScene)
    driver.click(count_button(driver, mechs))
    driver.click(driver.top.buttons["next"].rect.center)
    assert isinstance(driver.top, BriefingScene)
    driver.top.seed = 11
    driver.click(driver.top.buttons["start"].rect.center)
    assert isinstance(driver.top, PlayScene)
    return driver


def test_title_setup_briefing_reach_play_by_mouse(drive, assets):
    driver = drive(TitleScene(assets))
    driver.click(driver.top.buttons["new"].rect.center)
    driver.click(count_button(driver, 3))
    driver.click(yordle_button(driver, 0, Yordle.ZIGGS))
    assert driver.top.settings.yordles[0] is Yordle.ZIGGS
    driver.click(driver.top.buttons["next"].rect.center)
    briefing = driver.top
    assert isinstance(briefing, BriefingScene)
    driver.click(briefing.buttons["ez"].rect.center)
    driver.click(briefing.buttons["speed"].rect.center)
    assert briefing.settings.is_ez and briefing.settings.speed is Speed.FAST
    briefing.seed = 3
    driver.click(briefing.buttons["start"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene)
    assert [m.yordle for m in play.game.mechs][0] is Yordle.ZIGGS
    assert len(play.game.mechs) == 3
    assert len({m.yordle for m in play.game.mechs}) == 3


def test_setup_never_gives_two_seats_the_same_yordle(drive, assets):
    driver = drive(SetupScene(assets, Settings(yordles=(Yordle.CORKI, Yordle.ZIGGS))))
    taken = driver.top.settings.yordles[1]
    driver.click(yordle_button(driver, 0, taken))
    yordles = driver.top.settings.yordles
    assert yordles == (Yordle.CORKI, Yordle.ZIGGS)
    driver.click(count_button(driver, 4))
    assert sorted(driver.top.settings.yordles) == sorted(Yordle)
    driver.click(count_button(driver, 1))
    assert driver.top.settings.yordles == (Yordle.CORKI,)


def test_back_buttons_lead_back_to_the_title(drive, assets):
    driver = drive(BriefingScene(assets, Settings()))
    driver.click(driver.top.buttons["back"].rect.center)
    assert isinstance(driver.top, SetupScene)
    driver.click(driver.top.buttons["back"].rect.center)
    assert isinstance(driver.top, TitleScene)
    driver.click(driver.top.buttons["quit"].rect.center)
    asked = driver.top
    assert isinstance(asked, ConfirmScene) and driver.stack.is_running  # asked, not gone
    driver.click(asked.buttons["no"].rect.center)
    assert isinstance(driver.top, TitleScene)
    driver.click(driver.top.buttons["quit"].rect.center)
    driver.click(driver.top.buttons["yes"].rect.center)
    assert not driver.stack.is_running


def test_escape_pauses_and_the_overlay_resumes_restarts_or_quits(drive, assets):
    driver = to_play(drive, assets)
    play = driver.top
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert isinstance(pause, PauseScene) and driver.stack.scenes[-2] is play
    driver.frame()
    driver.click(pause.buttons["speed"].rect.center)
    driver.click(pause.buttons["resume"].rect.center)
    assert driver.top is play and play.speed == Speed.FAST.factor
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.top.buttons["restart"].rect.center)
    driver.click(driver.top.buttons["yes"].rect.center)  # asked first (test_confirm)
    assert isinstance(driver.top, PlayScene) and driver.top is not play
    assert len(driver.stack.scenes) == 1
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.top.buttons["title"].rect.center)  # the game is saved: no question
    assert isinstance(driver.top, TitleScene) and len(driver.stack.scenes) == 1


def test_results_offer_retry_and_title(drive, assets, player):
    driver = to_play(drive, assets, mechs=1)
    play = driver.top
    game = play.game
    from dataclasses import replace

    from game.rules import Ending, Result

    lost = replace(game, result=Result(Ending.DOOM_EMPTY))
    driver = drive(ResultsScene(assets, play.settings, lost, "Tutorial"))
    driver.frame()
    assert not driver.top.is_won
    driver.click(driver.top.buttons["retry"].rect.center)
    assert isinstance(driver.top, PlayScene)
    driver = drive(ResultsScene(assets, play.settings, lost, "Tutorial"))
    driver.click(driver.top.buttons["title"].rect.center)
    assert isinstance(driver.top, TitleScene)
