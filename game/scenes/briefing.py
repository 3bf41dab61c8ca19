"""The mission briefing: title, objective, story, and the options for this match."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from game.assets import Assets
from game.scenes.base import Replace, Transition
from game.scenes.settings import MINUTEGLASS_SECONDS, Settings
from game.ui import theme
from game.ui.text import label, paragraph
from game.ui.widgets import Button, Buttons, panel

OPTIONS = pygame.Rect(960, 170, 560, 520)


def option_rect(row: int) -> pygame.Rect:
    return pygame.Rect(OPTIONS.x + 300, OPTIONS.y + 70 + row * 100, 230, 56)


class BriefingScene:
    covers_screen = True

    def __init__(self, assets: Assets, settings: Settings, seed: int | None = None) -> None:
        self.assets, self.settings = assets, settings
        self.seed = seed
        self.mouse = (0, 0)
        self.buttons = Buttons()
        self._build()

    def _build(self) -> None:
        s = self.settings
        self.buttons = Buttons()
        self.buttons.add(
            "ez", Button(option_rect(0), "On" if s.is_ez else "Off", is_selected=s.is_ez)
        )
        self.buttons.add(
            "glass",
            Button(
                option_rect(1), "On" if s.has_minuteglass else "Off", is_selected=s.has_minuteglass
            ),
        )
        self.buttons.add(
            "seconds",
            Button(
                option_rect(2), f"{s.minuteglass_seconds} seconds", is_enabled=s.has_minuteglass
            ),
        )
        self.buttons.add("speed", Button(option_rect(3), s.speed.value.title()))
        self.buttons.add("back", Button(pygame.Rect(420, 790, 220, 60), "Back"))
        self.buttons.add(
            "start", Button(pygame.Rect(960, 790, 300, 60), "Start mission", colour=(60, 150, 90))
        )

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        clicked = self.buttons.handle(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            clicked = "back"
        s = self.settings
        match clicked:
            case "back":
                from game.scenes.setup import SetupScene

                return Replace(SetupScene(self.assets, s))
            case "start":
                from game.scenes.play import PlayScene

                seed = self.seed if self.seed is not None else random.randrange(1 << 30)
                return Replace(PlayScene(self.assets, replace(s, seed=seed)))
            case "ez":
                self.settings = replace(s, is_ez=not s.is_ez)
            case "glass":
                self.settings = replace(s, has_minuteglass=not s.has_minuteglass)
            case "seconds":
                options = MINUTEGLASS_SECONDS
                i = options.index(s.minuteglass_seconds) if s.minuteglass_seconds in options else 0
                self.settings = replace(s, minuteglass_seconds=options[(i + 1) % len(options)])
            case "speed":
                self.settings = replace(s, speed=s.speed.next())
            case _:
                return None
        self._build()
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        mission = self.settings.mission
        label(screen, self.assets, "Mission briefing", theme.BODY, theme.MUTED, topleft=(80, 50))
        label(screen, self.assets, mission.title, 60, theme.ACCENT, topleft=(80, 80))
        story = pygame.Rect(80, 170, 840, 520)
        panel(screen, story, theme.PANEL)
        label(
            screen,
            self.assets,
            "Objective",
            theme.BODY,
            theme.ACCENT,
            topleft=(story.x + 24, story.y + 20),
        )
        y = paragraph(
            screen,
            self.assets,
            mission.objective,
            30,
            theme.TEXT,
            pygame.Rect(story.x + 24, story.y + 52, story.width - 48, 120),
        )
        label(
            screen,
            self.assets,
            "Briefing",
            theme.BODY,
            theme.ACCENT,
            topleft=(story.x + 24, y + 20),
        )
        y = paragraph(
            screen,
            self.assets,
            mission.briefing,
            26,
            theme.TEXT,
            pygame.Rect(story.x + 24, y + 52, story.width - 48, story.bottom - y - 70),
            spacing=6,
        )
        self._special_rules(screen, story, y)
        panel(screen, OPTIONS, theme.PANEL)
        label(
            screen,
            self.assets,
            "Options",
            theme.BODY,
            theme.ACCENT,
            topleft=(OPTIONS.x + 24, OPTIONS.y + 20),
        )
        same = mission.ez_rules == mission.rules
        rows = (
            ("EZ-Mode", "no change in this mission" if same else "an easier start"),
            ("Zhonya's Minuteglass", "on: every draft is timed; off: never"),
            ("Sand in the glass", "how long each draft may take"),
            ("Animation speed", "Space skips any animation"),
        )
        for i, (name, note) in enumerate(rows):
            rect = option_rect(i)
            label(
                screen,
                self.assets,
                name,
                theme.BODY,
                theme.TEXT,
                topleft=(OPTIONS.x + 24, rect.y + 4),
            )
            label(
                screen,
                self.assets,
                note,
                theme.TINY,
                theme.MUTED,
                topleft=(OPTIONS.x + 24, rect.y + 32),
            )
        names = ", ".join(y.value.title() for y in self.settings.yordles)
        label(screen, self.assets, f"Mechs: {names}", theme.BODY, theme.TEXT, topleft=(80, 720))
        self.buttons.draw(screen, self.assets, self.mouse)

    def _special_rules(self, screen: pygame.Surface, story: pygame.Rect, y: int) -> None:
        special = getattr(self.settings.mission, "special_rules", ())
        if not special:
            return
        heading = (story.x + 24, y + 20)
        label(screen, self.assets, "Special rules", theme.BODY, theme.ACCENT, topleft=heading)
        y += 52
        for rule in special:
            pygame.draw.circle(screen, theme.ACCENT, (story.x + 32, y + 10), 4)
            box = pygame.Rect(story.x + 46, y, story.width - 70, story.bottom - y - 10)
            y = paragraph(screen, self.assets, rule, theme.BODY, theme.TEXT, box) + 8
