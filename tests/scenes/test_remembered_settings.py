"""Choices made in one run come back in the next: the Mechs and their pilots, the
Minuteglass, the speed, step mode, sound and its volume, reduce motion, through the real
menus."""

from __future__ import annotations

import pygame

from game import motion
from game.app import scene_stack
from game.preferences import PreferencesFile
from game.rules import Yordle
from game.scenes.briefing import BriefingScene
from game.scenes.play import PlayScene
from game.scenes.session import Session
from game.scenes.settings import Speed
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene


def run(drive, assets, folder):  # type: ignore[no-untyped-def]
    """A new run of the game: a session reading the settings file, at the title."""
    driver = drive(TitleScene(assets))
    driver.stack = scene_stack(driver.top, assets, Session(PreferencesFile(folder)))
    return driver


def test_choices_made_in_one_run_are_offered_in_the_next(drive, assets, tmp_path, monkeypatch):
    monkeypatch.setattr(assets, "is_sound_on", True)
    monkeypatch.setattr(assets, "sound_volume", 100)
    monkeypatch.setattr(assets, "has_sound", True)  # a sound card, heard by no one
    monkeypatch.setattr(assets, "play", lambda name: None)
    driver = run(drive, assets, tmp_path)
    driver.click(driver.top.buttons["new"].rect.center)
    driver.click(driver.top.buttons["count3"].rect.center)
    driver.click(driver.top.buttons["pick0:ziggs"].rect.center)
    driver.click(driver.top.buttons["pilot2:bot"].rect.center)
    driver.click(driver.top.buttons["next"].rect.center)
    briefing = driver.top
    driver.click(briefing.buttons["glass"].rect.center)
    driver.click(briefing.buttons["seconds"].rect.center)  # 40 -> 60 seconds
    driver.click(briefing.buttons["start"].rect.center)
    assert isinstance(driver.top, PlayScene)
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    for name in ("speed", "step", "options"):
        driver.click(pause.buttons[name].rect.center)
    options = driver.top
    for name in ("sound", "sound", "motion", "back"):
        driver.click(options.buttons[name].rect.center)
    driver.click(pause.buttons["resume"].rect.center)
    assert assets.sound_volume == 30 and motion.is_reduced()
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.top.buttons["options"].rect.center)
    driver.click(driver.top.buttons["sound"].rect.center)
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.top.buttons["resume"].rect.center)
    assert assets.is_sound_on is False

    assets.is_sound_on, assets.sound_volume = True, 100  # as a new run starts
    motion.reduce(False)
    again = Session(PreferencesFile(tmp_path))
    assert again.preferences.is_sound_on is False
    assert again.preferences.sound_volume == 30  # the volume it had when last on
    assert again.preferences.is_motion_reduced
    driver = run(drive, assets, tmp_path)
    driver.click(driver.top.buttons["new"].rect.center)
    setup = driver.top
    assert isinstance(setup, SetupScene)
    assert setup.settings.yordles[0] is Yordle.ZIGGS and len(setup.settings.yordles) == 3
    assert setup.settings.bots == (2,), "the third Mech is still the bot's"
    driver.click(setup.buttons["next"].rect.center)
    briefing = driver.top
    assert isinstance(briefing, BriefingScene)
    chosen = briefing.settings
    assert chosen.has_minuteglass and chosen.minuteglass_seconds == 60
    assert chosen.speed is Speed.FAST and chosen.is_stepping
