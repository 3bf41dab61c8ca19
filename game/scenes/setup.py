"""Choose how many Mechs (1-4) and a different Yordle for each."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.assets import Assets
from game.palette import YORDLE_COLOURS
from game.rules import Yordle
from game.scenes import routes
from game.scenes.base import Replace, Transition
from game.scenes.settings import Settings
from game.ui import theme
from game.ui.text import label
from game.ui.widgets import Button, Buttons, panel
from game.view.camera import Camera
from game.view.sprites import Sprite

ROW_Y = 300
ROW_H = 110


def count_rect(n: int) -> pygame.Rect:
    return pygame.Rect(560 + (n - 1) * 130, 170, 110, 60)


def yordle_rect(seat: int, index: int) -> pygame.Rect:
    return pygame.Rect(480 + index * 215, ROW_Y + seat * ROW_H + 18, 200, 64)


class SetupScene:
    covers_screen = True

    def __init__(self, assets: Assets, settings: Settings | None = None) -> None:
        self.assets = assets
        self.settings = settings or Settings()
        self.mouse = (0, 0)
        self.buttons = Buttons(self.assets)
        self._build()

    def _build(self) -> None:
        self.buttons = Buttons(self.assets)
        yordles = self.settings.yordles
        for n in range(1, 5):
            self.buttons.add(
                f"count{n}",
                Button(count_rect(n), f"{n} Mech{'s' * (n > 1)}", is_selected=n == len(yordles)),
            )
        for seat, chosen in enumerate(yordles):
            for i, yordle in enumerate(Yordle):
                taken = yordle in yordles and yordle != chosen
                self.buttons.add(
                    f"pick{seat}:{yordle.value}",
                    Button(
                        yordle_rect(seat, i),
                        yordle.value.title(),
                        is_enabled=not taken,
                        is_selected=yordle == chosen,
                        colour=YORDLE_COLOURS[yordle] if yordle == chosen else None,
                    ),
                )
        self.buttons.add("back", Button(pygame.Rect(420, 790, 220, 60), "Back"))
        self.buttons.add(
            "next", Button(pygame.Rect(960, 790, 260, 60), "Continue", colour=(60, 150, 90))
        )

    def _count(self, n: int) -> None:
        chosen = list(self.settings.yordles[:n])
        for yordle in Yordle:
            if len(chosen) >= n:
                break
            if yordle not in chosen:
                chosen.append(yordle)
        self.settings = replace(self.settings, yordles=tuple(chosen))

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        clicked = self.buttons.handle(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            clicked = "back"
        if clicked is None:
            return None
        if clicked == "back":
            if self.settings.is_campaign:
                return Replace(routes.Campaign(self.settings.mission_id, self.settings.yordles))
            return Replace(routes.Title())
        if clicked == "next":
            return Replace(routes.Briefing(self.settings))
        if clicked.startswith("count"):
            self._count(int(clicked[5:]))
        elif clicked.startswith("pick"):
            seat_text, yordle = clicked[4:].split(":")
            yordles = list(self.settings.yordles)
            yordles[int(seat_text)] = Yordle(yordle)
            self.settings = replace(self.settings, yordles=tuple(yordles))
        self._build()
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        label(screen, self.assets, "Choose your Mechs", 64, theme.ACCENT, midtop=(800, 30))
        mission = self.settings.mission
        kicker = "Tutorial" if mission.number == 0 else f"Mission {mission.number}"
        label(
            screen,
            self.assets,
            f"{kicker}: {mission.title.split(': ')[-1]}",
            theme.BODY,
            theme.TEXT,
            midtop=(800, 96),
        )
        label(
            screen,
            self.assets,
            "How many players? Each pilots one Mech; every Yordle once.",
            theme.BODY,
            theme.MUTED,
            midtop=(800, 130),
        )
        for seat, yordle in enumerate(self.settings.yordles):
            row = pygame.Rect(260, ROW_Y + seat * ROW_H, 1100, ROW_H - 10)
            panel(screen, row, theme.PANEL, YORDLE_COLOURS[yordle], 3)
            camera = Camera(pygame.Rect(row.x + 20, row.y + 5, 90, 90), 1, 1)
            Sprite("mech", 32, 32, angle=90, colour=YORDLE_COLOURS[yordle]).draw(
                screen, camera, self.assets
            )
            label(
                screen,
                self.assets,
                f"Mech {seat + 1}",
                theme.BODY,
                theme.TEXT,
                midleft=(row.x + 120, row.centery),
            )
        self.buttons.draw(screen, self.assets, self.mouse)
