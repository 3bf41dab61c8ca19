"""Stage a Command Card mid-game on a live play scene, or follow the coach through a match:
for tests and screenshots alike."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

import pygame

from game import rules
from game.rules import Facing, Phase
from game.rules.engine import proceed
from game.rules.state import Minion, Slot
from game.rules.steps import RunSlot
from game.scenes.play import PlayScene


def stage(
    play: PlayScene,
    command: rules.Command,
    power: int,
    cells: tuple[tuple[int, int], ...],
    minions: tuple[Minion, ...] = (),
) -> None:
    """Seat 0 runs ``command`` at ``power`` from slot 1; the Mechs stand on ``cells`` facing
    North, their hands empty."""
    game = play.game
    cards = tuple(c for c in game.decks.command if c.command is command)[:power]
    mechs = tuple(
        replace(m, cell=cell, facing=Facing.N, hand=(), slots=(Slot(),) * 6)
        for m, cell in zip(game.mechs, cells, strict=True)
    )
    mechs = (replace(mechs[0], slots=(Slot(cards=cards),) + (Slot(),) * 5), *mechs[1:])
    game = replace(
        game,
        mechs=mechs,
        minions=minions,
        decks=replace(game.decks, command=tuple(c for c in game.decks.command if c not in cards)),
        draft=replace(game.draft, row=(), pick_order=()),
        phase=Phase.EXECUTE,
        agenda=(RunSlot(0, 0),),
    )
    outcome = proceed(game)
    play.director.finish()
    play.model.stage(outcome.game)
    play.board_view.sync(play.game)
    play.hud.sync(play.game)
    play.director.play(outcome.events)
    play.director.update(0)


class Hands(Protocol):
    """How a follower of the coach acts: a click, a drag, or time passing."""

    def click(self, pos: tuple[int, int]) -> None: ...

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None: ...

    def wait(self, secs: float) -> None: ...


def follow_coach(
    play: PlayScene,
    hands: Hands,
    choose: Callable[[list[object]], object],
    on_lesson: Callable[[str], None] = lambda lesson: None,
    limit: int = 3000,
) -> list[str]:
    """Do only what the coach lights up until the match leaves the screen: read each lesson
    to its Next button, click a lit part, drag the lit card onto a lit place (``choose``
    picks which), or watch (time passes: lessons about the replay hold it). Returns the
    lessons shown, in order; ``on_lesson`` hears of each as it shows."""
    from game.content.lessons import Gesture
    from game.scenes.play.input_gate import GRACE

    shown: list[str] = []
    for _ in range(limit):
        if play.game.result is not None and not play.director.busy:
            return shown
        hands.wait(GRACE + 1 / 30)  # look at the screen before clicking on it
        spot = play.coach.spotlight(play)
        if spot is None:
            raise AssertionError("the coach left the players without a way forward")
        if spot.lesson is not None and (not shown or shown[-1] != spot.lesson.id):
            shown.append(spot.lesson.id)
            on_lesson(spot.lesson.id)
        if spot.gesture is Gesture.READ:
            button = play.coach.button_rect(play, "next")
            assert button is not None, f"{spot.lesson} has no Next button"
            hands.click(button.center)
        elif spot.gesture is Gesture.WATCH:
            hands.wait(0.25)
        elif spot.gesture is Gesture.CLICK:
            assert spot.lit, f"nothing lit to click ({spot.lesson})"
            hands.click(spot.lit[0].center)
        else:
            assert len(spot.lit) >= 2, f"nothing lit to drag onto ({spot.lesson})"
            target = choose(list(spot.lit[1:]))
            assert isinstance(target, pygame.Rect)
            hands.drag(spot.lit[0].center, target.center)
    raise AssertionError(f"the match did not end; lessons shown: {shown}")
