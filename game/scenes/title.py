"""The title screen: the Campaign, the guided Tutorial, the field guide, or Quit."""

from __future__ import annotations

import math

import pygame

from game.assets import Assets
from game.palette import YORDLE_COLOURS
from game.rules import Yordle
from game.scenes import routes
from game.scenes.base import Push, Quit, Replace, Transition
from game.ui import theme
from game.ui.layout.menus import TITLE_BUTTONS, Stage
from game.ui.text import label
from game.ui.widgets import Button, Buttons
from game.view.camera import Camera
from game.view.sprites import Sprite

BUTTON_WORDS = {"campaign": "Campaign", "new": "Tutorial", "guide": "Field guide", "quit": "Quit"}


class TitleScene:
    covers_screen = True

    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self.mouse = (0, 0)
        self.clock = 0.0
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self.buttons = Buttons(self.assets)
        for name, box in TITLE_BUTTONS.items():
            is_main = name == "campaign"
            button = Button(
                self.stage.rect(*box),
                BUTTON_WORDS[name],
                colour=(46, 110, 70) if is_main else None,
                size=theme.HEADING if is_main else theme.BODY,
            )
            self.buttons.add(name, button)

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Quit()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            return Push(routes.Guide())
        match self.buttons.handle(event):
            case "campaign":
                return Replace(routes.Campaign())
            case "new":
                return Replace(routes.Setup(is_guided=True))
            case "guide":
                return Push(routes.Guide())
            case "quit":
                return Quit()
        return None

    def update(self, dt: float) -> Transition | None:
        self.clock += dt
        return None

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        stage, assets = self.stage, self.assets
        parade = stage.rect(240, 360, 1440, 240)
        camera = Camera(parade, 12, 2)
        for i, yordle in enumerate(Yordle):
            bob = math.sin(self.clock * 2 + i) * 6
            x, y = (0.5 + i * 1.5) * 64 + 32, 64 + bob
            Sprite("mech", x, y, angle=90, colour=YORDLE_COLOURS[yordle], emblem=yordle.value).draw(
                screen, camera, assets
            )
        for i in range(4):
            x, y = (8 + i * 1.1) * 64, 64 + math.sin(self.clock * 3 + i) * 5
            Sprite("minion", x, y).draw(screen, camera, assets)
        label(screen, assets, "MECHS vs. MINIONS", 120, theme.ACCENT, midtop=stage.point(960, 110))
        words = "the cooperative board game, on one screen for 1-4 friends"
        label(screen, assets, words, theme.HEADING, theme.TEXT, midtop=stage.point(960, 260))
        self.buttons.draw(screen, assets, self.mouse)
        keys = "Play with the mouse · F1 field guide · F11 full screen · Esc pause"
        label(screen, assets, keys, theme.SMALL, theme.MUTED, midbottom=stage.point(960, 1050))
