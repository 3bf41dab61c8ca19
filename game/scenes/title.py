"""The title screen: the Campaign, a quick Tutorial, or Quit."""

from __future__ import annotations

import math

import pygame

from game.assets import Assets
from game.palette import YORDLE_COLOURS
from game.rules import Yordle
from game.scenes import routes
from game.scenes.base import Quit, Replace, Transition
from game.ui import theme
from game.ui.text import label
from game.ui.widgets import Button, Buttons
from game.view.camera import Camera
from game.view.sprites import Sprite


class TitleScene:
    covers_screen = True

    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self.buttons = Buttons(self.assets)
        self.buttons.add(
            "campaign",
            Button(
                pygame.Rect(650, 540, 300, 64), "Campaign", colour=(60, 150, 90), size=theme.HEADING
            ),
        )
        self.buttons.add("new", Button(pygame.Rect(650, 620, 300, 56), "Quick Tutorial"))
        self.buttons.add("quit", Button(pygame.Rect(650, 692, 300, 56), "Quit"))
        self.mouse = (0, 0)
        self.clock = 0.0

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Quit()
        match self.buttons.handle(event):
            case "campaign":
                return Replace(routes.Campaign())
            case "new":
                return Replace(routes.Setup())
            case "quit":
                return Quit()
        return None

    def update(self, dt: float) -> Transition | None:
        self.clock += dt
        return None

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        camera = Camera(pygame.Rect(200, 300, 1200, 200), 12, 2)
        for i, yordle in enumerate(Yordle):
            bob = math.sin(self.clock * 2 + i) * 6
            x, y = (0.5 + i * 1.5) * 64 + 32, 64 + bob
            Sprite("mech", x, y, angle=90, colour=YORDLE_COLOURS[yordle]).draw(
                screen, camera, self.assets
            )
        for i in range(4):
            x, y = (8 + i * 1.1) * 64, 64 + math.sin(self.clock * 3 + i) * 5
            Sprite("minion", x, y).draw(screen, camera, self.assets)
        label(screen, self.assets, "MECHS vs. MINIONS", 120, theme.ACCENT, midtop=(800, 110))
        label(
            screen,
            self.assets,
            "the cooperative board game, on one screen for 1-4 friends",
            theme.HEADING,
            theme.TEXT,
            midtop=(800, 220),
        )
        self.buttons.draw(screen, self.assets, self.mouse)
        label(
            screen,
            self.assets,
            "Play with the mouse · F11 full screen · Esc pause",
            theme.SMALL,
            theme.MUTED,
            midbottom=(800, 880),
        )
