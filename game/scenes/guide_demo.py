"""A small board in the field guide that plays a demo over and over: the real rules run the
position (a rules scenario from guide.yaml) and the play screen's director and event table
animate what they did.
"""

from __future__ import annotations

import logging

import pygame

from game.assets import Assets
from game.content import ContentError
from game.content.guide import Demo, play_demo
from game.palette import YORDLE_COLOURS
from game.rules import Yordle
from game.rules import events as ev
from game.scenario import build
from game.scenes.play.event_table import EventTable
from game.ui import theme
from game.view.board_view import BoardView
from game.view.camera import Camera
from game.view.director import Director
from game.view.hud import HudState

log = logging.getLogger(__name__)

PAUSE = 1.4  # seconds the end stays on the board before the demo starts again
UNSHOWN = (ev.PhaseStarted, ev.SeatReady)  # a banner each would cover the little board


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
            self.start, played = play_demo(demo, line, answers)
        except ContentError as error:
            log.error("%s", error)
            self.start, played = build({"board": demo.board}).game, ()
        self.events = tuple(e for e in played if not isinstance(e, UNSHOWN))
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
