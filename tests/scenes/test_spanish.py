"""The game in Spanish, as a group whose system speaks it plays: the guided Tutorial from
the title to the results with every word drawn in Spanish, and the language button that
switches every screen at once, remembered for the next run."""

from __future__ import annotations

import random

import text_audit
from staging import follow_coach

from game import i18n
from game.app import scene_stack
from game.preferences import PreferencesFile
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.session import Session
from game.scenes.title import TitleScene


class MouseHands:
    """The coach follower's clicks and drags as real mouse events, and time as frames."""

    def __init__(self, driver) -> None:  # type: ignore[no-untyped-def]
        self.click, self.drag, self.wait = driver.click, driver.drag, driver.frame


def test_language_es_plays_the_guided_tutorial_entirely_in_spanish(drive, assets, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "es")
    i18n.use(i18n.system_language())  # as the game starts, with no language chosen yet
    i18n.missing.clear()
    assets.records = []  # every word drawn from the title to the results
    driver = drive(TitleScene(assets))
    driver.frame()
    driver.click(driver.top.buttons["new"].rect.center)
    driver.click(driver.top.buttons["count2"].rect.center)
    driver.click(driver.top.buttons["next"].rect.center)
    driver.top.seed = 11
    driver.click(driver.top.buttons["speed"].rect.center)
    driver.click(driver.top.buttons["start"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene) and play.settings.is_guided
    shown = follow_coach(play, MouseHands(driver), random.Random(5).choice)
    driver.frame()
    assert isinstance(driver.top, ResultsScene) and driver.top.is_won
    assert len(shown) > 20
    drawn, assets.records = assets.records, None
    words = {text.words for text in drawn}
    assert {"Tutorial", "Siguiente", "Listo", "¡Victoria!"} <= words
    assert any(w.startswith("Escoged Cartas de Mando") for w in words)  # the coach's lessons
    assert i18n.missing == set()  # every message drawn had its translation
    seen = [text_audit.Seen("tutorial", text) for text in drawn]
    english = text_audit.foreign(seen, text_audit.vocabulary("es"))
    assert sorted({s.text.words for s in english}) == []


def test_the_language_button_switches_every_word_at_once_and_is_remembered(drive, assets, tmp_path):
    driver = drive(TitleScene(assets))
    driver.stack = scene_stack(driver.top, assets, Session(PreferencesFile(tmp_path)))
    driver.frame()
    title = driver.top
    assert title.buttons["campaign"].text == "Campaign"
    driver.click(title.buttons["language"].rect.center)
    driver.frame()
    assert i18n.language() == "es"
    assert driver.top.buttons["campaign"].text == "Campaña"  # no restart: the next frame
    assert driver.top.buttons["language"].text == "Idioma: Español"
    assert PreferencesFile(tmp_path).load().language == "es"

    assert Session(PreferencesFile(tmp_path)).preferences.language == "es"  # the next run's
    driver.click(driver.top.buttons["language"].rect.center)
    driver.frame()
    assert i18n.language() == "en" and driver.top.buttons["campaign"].text == "Campaign"
    assert PreferencesFile(tmp_path).load().language == "en"
