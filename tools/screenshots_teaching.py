"""Screenshots of the teaching, for ``tools/screenshots.py``: every lesson of the guided
Tutorial as it shows (``lesson_<id>``), every introduction a later mission brings, the
lessons menu, and every page of the field guide (``guide_<name>``), with its boards
mid-animation.

The Tutorial is played by following the coach (``staging.follow_coach``) with events sent
straight to the scene; introductions come from a throwaway save directory, never the
player's own.
"""

from __future__ import annotations

import random
import re
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
from staging import follow_coach

from game import i18n
from game.content import lessons
from game.rules import Yordle
from game.scenes.guide import GuideScene
from game.scenes.lessons_menu import LessonsScene
from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.scenes.settings import Settings, Speed
from game.scenes.setup import SetupScene

FRAME = 1 / 30
# Where each introduction first shows when the campaign is played in order, and anything
# the mission needs staged for it (Team Gears for the Overdrive).
INTRODUCED_IN = (
    ("mission-1", {}),
    ("mission-2", {}),
    ("mission-3", {}),
    ("mission-5", {}),
    ("mission-6", {"gears": 15}),
)


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


class SceneHands:
    """Clicks and drags sent straight to one scene, and its clock run forward."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene

    def send(self, kind: int, **data: object) -> None:
        self.scene.handle(pygame.event.Event(kind, data))

    def click(self, pos: tuple[int, int]) -> None:
        self.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.send(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.scene.update(FRAME)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.send(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        self.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.send(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
        self.send(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.scene.update(FRAME)

    def wait(self, secs: float) -> None:
        self.scene.update(secs)


def shoot_all(shooter: Any) -> None:
    setup_lesson(shooter)
    tutorial_lessons(shooter)
    with tempfile.TemporaryDirectory(prefix="mvm-teaching-") as folder:
        introductions(shooter, Path(folder))
    field_guide(shooter)


def setup_lesson(shooter: Any) -> None:
    settings = Settings(yordles=(Yordle.CORKI, Yordle.HEIMERDINGER), is_guided=True)
    shooter.shoot(f"lesson_{lessons().setup.id}", SetupScene(shooter.assets, settings))


def tutorial_lessons(shooter: Any) -> None:
    """Every lesson of the guided Tutorial, the moment it shows, and the lessons menu."""
    yordles = (Yordle.CORKI, Yordle.TRISTANA)
    settings = Settings(yordles=yordles, seed=11, is_guided=True, is_placing=True, speed=Speed.FAST)
    play = PlayScene(shooter.assets, settings)
    hands = SceneHands(play)

    def shoot(lesson: str) -> None:
        play.update(0.7)  # what the lesson speaks of has come up on the board
        play.mouse = (5, 5)  # a pointer out of the way: nothing enlarged over the lesson
        shooter.shoot(f"lesson_{lesson}", play)

    follow_coach(play, hands, random.Random(5).choice, shoot)
    menu = LessonsScene(shooter.assets, settings)
    shooter.shoot("lessons_menu", play, menu)


def introductions(shooter: Any, save_dir: Path) -> None:
    """Each introduction a later mission brings, read in the campaign's order."""
    import os

    before = os.environ.get("MVM_SAVE_DIR")
    os.environ["MVM_SAVE_DIR"] = str(save_dir)
    try:
        for mission_id, staged in INTRODUCED_IN:
            settings = Settings(
                mission_id=mission_id,
                yordles=(Yordle.ZIGGS, Yordle.CORKI),
                is_campaign=True,
                loadouts=(("short_fuse",), ("afterburners",)),
                has_minuteglass=True,
            )
            play = PlayScene(shooter.assets, settings)
            if staged:
                game = play.game
                play.model.stage(replace(game, trackers=replace(game.trackers, **staged)))
                play.hud.sync(play.game)
            read_introductions(shooter, play)
            draft_until_programming(play)
            read_introductions(shooter, play)
        shooter.shoot("pause_lessons", play, PauseScene(shooter.assets, play.settings))
    finally:
        if before is None:
            del os.environ["MVM_SAVE_DIR"]
        else:
            os.environ["MVM_SAVE_DIR"] = before


def read_introductions(shooter: Any, play: PlayScene) -> None:
    hands = SceneHands(play)
    play.director.finish()
    for _ in range(60):
        hands.wait(0.3)
        lesson = play.coach.current
        if lesson is None:
            return
        play.mouse = (5, 5)
        shooter.shoot(f"lesson_{lesson.id}", play)
        button = play.coach.button_rect(play, "next")
        if button is None:
            return
        hands.click(button.center)


def draft_until_programming(play: PlayScene) -> None:
    """Pick the first card each time until the pilots program (their chips show then)."""
    from game import rules

    for _ in range(40):
        play.director.finish()
        play.update(FRAME)
        if play.round_end.summary is not None:
            play.round_end.dismiss()
        drafts = [a for a in play.model.legal if isinstance(a, rules.DraftCard)]
        if not drafts:
            return
        play.perform(drafts[0])


def field_guide(shooter: Any) -> None:
    """Every page, from the title; the mission's page from play; a search."""
    guide = GuideScene(shooter.assets)
    for index, shown in enumerate(guide.pages):
        guide._open(index)
        for _ in range(12):
            guide.update(0.1)
        shooter.shoot(f"guide_{slug(shown.page.name)}", guide)
    settings = Settings(mission_id="mission-3", yordles=(Yordle.TRISTANA,))
    in_play = GuideScene(shooter.assets, settings)
    shooter.shoot("guide_this_mission", in_play)
    for letter in {"es": "runa"}.get(i18n.language(), "rune"):  # a word of its language
        in_play.handle(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    shooter.shoot("guide_search", in_play)
