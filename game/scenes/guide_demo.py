"""A small board in the field guide that plays a demo over and over: the real rules run the
position (a rules scenario from guide.yaml) and the play screen's director and event table
animate what they did.
"""

from __future__ import annotations

import logging

import pygame

from game import rules
from game.assets import Assets
from game.content.guide import Demo
from game.palette import YORDLE_COLOURS
from game.rules import Game, Yordle
from game.rules import events as ev
from game.scenario import ScenarioError, act, build
from game.scenes.play.event_table import EventTable
from game.ui import theme
from game.view.board_view import BoardView
from game.view.camera import Camera
from game.view.director import Director
from game.view.hud import HudState

log = logging.getLogger(__name__)

PAUSE = 1.4  # seconds the end stays on the board before the demo starts again
MOST_ANSWERS = 20
UNSHOWN = (ev.PhaseStarted, ev.SeatReady)  # a banner each would cover the little board


def play_demo(
    demo: Demo, line: tuple[str, ...] | None = None, answers: tuple[str, ...] = ()
) -> tuple[Game, tuple[ev.Event, ...]]:
    """The demo's position, and what the rules do when seat 0 runs its Command Line: each
    question answered as scripted, else with its first choice."""
    run = build(demo.scenario(line))
    start = run.game
    act(run, {"ready": 0})
    scripted = list(answers or demo.answers)
    for _ in range(MOST_ANSWERS):
        asked = run.game.pending
        if asked is None:
            break
        if scripted:
            act(run, {"choose": scripted.pop(0)})
        else:
            outcome = rules.apply(
                run.game, rules.Choose(asked.seat, asked.options[0]), until=run.until
            )
            run.game = outcome.game
            run.events.extend(outcome.events)
    shown = tuple(e for e in run.events if not isinstance(e, UNSHOWN))
    return start, shown


class DemoBoard:
    """One demo on screen, in ``area``; ``update`` runs it, ``draw`` shows it."""

    def __init__(
        self,
        assets: Assets,
        demo: Demo,
        area: pygame.Rect,
        line: tuple[str, ...] | None = None,
        answers: tuple[str, ...] = (),
    ) -> None:
        self.assets = assets
        try:
            self.start, self.events = play_demo(demo, line, answers)
        except (ScenarioError, rules.IllegalAction, ValueError, KeyError) as error:
            log.error("a field guide demo does not play: %s", error)
            self.start, self.events = build({"board": demo.board}).game, ()
        board = self.start.board
        self.camera = Camera(area, board.width, board.height)
        colours = {0: YORDLE_COLOURS[Yordle.CORKI]}
        self.view = BoardView(board, self.camera, assets, colours, (), self.start, {0: "corki"})
        self.hud = HudState()
        self.director = Director(self.view, self.hud, EventTable())
        self.rest = 0.0
        self.restart()

    def restart(self) -> None:
        self.view.sync(self.start)
        self.hud.sync(self.start)
        self.director.play(self.events)
        self.rest = 0.0

    def update(self, dt: float) -> None:
        self.view.clock += dt
        if self.director.busy:
            self.director.update(dt)
            return
        self.rest += dt
        if self.rest >= PAUSE:
            self.restart()

    def draw(self, surface: pygame.Surface) -> None:
        px = self.assets.px
        frame = self.camera.rect.inflate(px(8), px(8))
        pygame.draw.rect(surface, theme.PANEL_DARK, frame, border_radius=px(8))
        self.view.draw(surface)
        self.view.draw_effects(surface)
