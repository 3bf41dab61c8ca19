"""Screenshots of bot seats and hints, for ``tools/screenshots.py``.

A bot's card on its way to a slot (three Mechs, the third the bot's), and the Hint of a
person's seat: for a start space (placing), a draft pick and a card to program.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from game import rules
from game.bots import acting_seats
from game.rules import Yordle
from game.scenes.play import Mode, PlayScene
from game.scenes.settings import Settings

FRAME = 1 / 30


def wait(play: PlayScene, done: Callable[[], bool], seconds: float = 60.0) -> None:
    """Frames go on while the bot thinks on its thread, until ``done()``; the round
    summary closed as a click would."""
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise RuntimeError("the bot never got there")
        if play.round_end.summary is not None:
            play.round_end.dismiss()
        if play.director.busy:
            play.director.finish()
        play.update(FRAME)
        time.sleep(0.002)


def click(play: PlayScene, rect: pygame.Rect) -> None:
    play.update(0.3)  # past the input gate
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        play.handle(pygame.event.Event(kind, pos=rect.center, button=1))


def hint(shooter: Any, play: PlayScene, name: str, shot: str) -> None:
    """A person's Hint, asked by a click and shown once the bot has thought."""
    click(play, play.layout.rect_of(name))
    seats = play.bot_seats
    wait(play, lambda: seats.shown_hint(play) is not None and seats.move is None)
    play.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
    shooter.shoot(shot, play)


def play_until(play: PlayScene, done: Callable[[], bool], bot: int) -> None:
    """The people do the first thing the rules list for them, the bot plays itself."""
    end = time.monotonic() + 120
    while not done():
        if time.monotonic() > end:
            raise RuntimeError("the game never got there")
        people = [s for s in acting_seats(play.game) if s != bot]
        is_quiet = play.bot_seats.move is None and play.round_end.summary is None
        if people and is_quiet and not play.director.busy:
            mine = [
                a for a in rules.legal_actions(play.game) if getattr(a, "seat", None) == people[0]
            ]
            places = [a for a in mine if isinstance(a, rules.PlaceCard)]
            play.perform((places or mine)[0])
        wait(play, lambda: True)
        play.update(FRAME)
        time.sleep(0.002)


def shoot_all(shooter: Any) -> None:
    yordles = (Yordle.CORKI, Yordle.TRISTANA, Yordle.ZIGGS)
    play = PlayScene(shooter.assets, Settings(yordles=yordles, seed=12, bots=(2,), is_placing=True))
    game = lambda: play.game  # noqa: E731
    moving = lambda: play.bot_seats.move  # noqa: E731
    wait(play, lambda: play.mode is Mode.ANSWERING and game().pending.seat == 0)
    hint(shooter, play, "hint", "hint_answer")
    play_until(play, lambda: play.mode is Mode.DRAFTING and game().draft.pick_order[0] != 2, 2)
    hint(shooter, play, "hint", "hint_draft")
    play_until(
        play, lambda: (m := moving()) is not None and m.t > 0.45 and play.mode is Mode.DRAFTING, 2
    )
    shooter.shoot("bot_draft", play)
    play_until(play, lambda: play.mode is Mode.PROGRAMMING, 2)
    hint(shooter, play, "hint:1", "hint_program")
    play_until(play, lambda: (m := moving()) is not None and 0.45 < m.t < 0.6, 2)
    shooter.shoot("bot_program", play)
    replay_with_reasons(shooter)


def replay_with_reasons(shooter: Any) -> None:
    """A bot's game recorded with its reasons (``simulate --record``), watched: paused
    on a program step, its reason where play says whose turn it is (in the language the
    screenshots are in, as it was recorded in)."""
    import tempfile
    from pathlib import Path

    from game.commands import play, record_played
    from game.content import load_mission
    from game.scenes.replay import ReplayScene

    played = play(load_mission("tutorial"), 2, 3, False, 30, bot="planner", is_explained=True)
    folder = Path(tempfile.mkdtemp(prefix="mvm-reasons-"))
    viewer = ReplayScene(shooter.assets, record_played(folder, played, False))
    programming = next(i for i, line in enumerate(played.reasons) if " program " in line)
    right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    for _ in range(programming + 1):  # Right: one action, paused
        viewer.handle(right)
    viewer.update(0.5)
    shooter.shoot("replay_reasons", viewer)
