"""The window, the clock and the one loop: events to the top scene, update, draw, flip.

The layout is drawn on a 1600×900 logical surface that is scaled (letterboxed) to the
window; mouse positions are mapped back to logical coordinates before scenes see them.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import assert_never

import pygame

from game import paths
from game.assets import Assets
from game.progress import remove_interrupted_saves
from game.scenes import routes
from game.scenes.base import SIZE, Scene, SceneStack
from game.scenes.briefing import BriefingScene
from game.scenes.broken import BrokenContentScene, opening
from game.scenes.campaign import CampaignScene
from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.routes import Route
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene

log = logging.getLogger(__name__)

MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class Viewport:
    """Maps the logical surface onto the window, keeping its aspect ratio."""

    def __init__(self) -> None:
        self.is_fullscreen = False
        self.window = self._open()
        self.canvas = pygame.Surface(SIZE)

    def _open(self) -> pygame.Surface:
        if self.is_fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(SIZE, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        self.is_fullscreen = not self.is_fullscreen
        self.window = self._open()

    def resized(self) -> None:
        window = pygame.display.get_surface()
        if window is not None:
            self.window = window

    def _fit(self) -> tuple[float, int, int]:
        w, h = self.window.get_size()
        scale = min(w / SIZE[0], h / SIZE[1])
        return scale, (w - round(SIZE[0] * scale)) // 2, (h - round(SIZE[1] * scale)) // 2

    def to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type not in MOUSE_EVENTS:
            return event
        scale, ox, oy = self._fit()
        x, y = event.pos
        data = dict(event.dict)
        data["pos"] = (round((x - ox) / scale), round((y - oy) / scale))
        if "rel" in data:
            data["rel"] = (round(data["rel"][0] / scale), round(data["rel"][1] / scale))
        return pygame.event.Event(event.type, data)

    def present(self) -> None:
        scale, ox, oy = self._fit()
        if scale == 1 and (ox, oy) == (0, 0):
            self.window.blit(self.canvas, (0, 0))
        else:
            self.window.fill((0, 0, 0))
            size = (round(SIZE[0] * scale), round(SIZE[1] * scale))
            self.window.blit(pygame.transform.smoothscale(self.canvas, size), (ox, oy))
        pygame.display.flip()


def build_scene(route: Route, assets: Assets) -> Scene:
    """The one place scenes are made: each route a scene returns becomes its scene here."""
    match route:
        case routes.Title():
            return TitleScene(assets)
        case routes.Broken(error):
            return BrokenContentScene(assets, error)
        case routes.Campaign(selected, yordles):
            return CampaignScene(assets, selected, yordles)
        case routes.Setup(settings):
            return SetupScene(assets, settings)
        case routes.Briefing(settings):
            return BriefingScene(assets, settings)
        case routes.Play(settings):
            return PlayScene(assets, settings)
        case routes.Pause(settings):
            return PauseScene(assets, settings)
        case routes.Results(settings, game, title):
            return ResultsScene(assets, settings, game, title)
        case _:
            assert_never(route)


def scene_stack(first: Scene, assets: Assets) -> SceneStack:
    """A stack starting at ``first`` that builds the scenes it is sent to."""

    def build(route: Route) -> Scene:
        return build_scene(route, assets)

    return SceneStack(first, build)


def opening_scene(assets: Assets) -> Scene:
    """The title screen, or what is wrong with the content when it does not load."""
    return build_scene(opening(), assets)


def init_sound() -> bool:
    try:
        pygame.mixer.init()
    except pygame.error as error:
        log.info("no sound: %s", error)
        return False
    return True


def options(argv: Sequence[str]) -> None:
    """Read the command line: ``--content DIR`` plays another content folder."""
    parser = argparse.ArgumentParser(prog="mechs-vs-minions")
    parser.add_argument("--content", type=Path, help="play the content in this folder")
    args = parser.parse_args(list(argv))
    if args.content is not None:
        paths.use_content(args.content)


def cli() -> None:
    """The ``mechs-vs-minions`` command."""
    main(sys.argv[1:])


def main(argv: Sequence[str] = ()) -> None:
    """Open the window and run the game until a scene quits or the window closes.

    ``--content DIR`` plays another content folder (its own missions.yaml, cards.yaml and
    maps/); if it does not load, the error screen says why.
    """
    options(argv)
    logging.basicConfig(level=logging.INFO)
    remove_interrupted_saves()
    pygame.init()
    has_sound = init_sound()
    pygame.display.set_caption("Mechs vs. Minions")
    viewport = Viewport()
    assets = Assets(has_sound=has_sound)
    stack = scene_stack(opening_scene(assets), assets)
    clock = pygame.Clock()
    while stack.is_running:
        dt = min(clock.tick(60) / 1000, 0.1)
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                stack.scenes.clear()
            elif event.type == pygame.VIDEORESIZE:
                viewport.resized()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                viewport.toggle_fullscreen()
            else:
                stack.handle(viewport.to_logical(event))
        stack.update(dt)
        if stack.is_running:
            stack.draw(viewport.canvas)
            viewport.present()
    pygame.quit()
