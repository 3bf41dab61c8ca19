"""The end of a mission: victory, or the cause of the defeat; Retry or back to the title."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from game.assets import Assets
from game.rules import Game
from game.scenes.base import Replace, Transition
from game.scenes.settings import Settings
from game.ui import theme
from game.ui.text import label, paragraph
from game.ui.widgets import Button, Buttons, panel


class ResultsScene:
    covers_screen = True

    def __init__(self, assets: Assets, settings: Settings, game: Game, title: str) -> None:
        self.assets, self.settings, self.game, self.title = assets, settings, game, title
        self.mouse = (0, 0)
        self.buttons = Buttons()
        self.buttons.add(
            "retry", Button(pygame.Rect(520, 720, 260, 64), "Retry", colour=(60, 150, 90))
        )
        self.buttons.add("title", Button(pygame.Rect(820, 720, 260, 64), "Title"))

    @property
    def is_won(self) -> bool:
        return self.game.result is not None and self.game.result.is_won

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        match self.buttons.handle(event):
            case "retry":
                from game.scenes.play import PlayScene

                settings = replace(self.settings, seed=random.randrange(1 << 30))
                return Replace(PlayScene(self.assets, settings))
            case "title":
                from game.scenes.title import TitleScene

                return Replace(TitleScene(self.assets))
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        result = self.game.result
        headline = "Victory!" if self.is_won else "Defeat"
        colour = theme.GOOD if self.is_won else theme.BAD
        label(screen, self.assets, headline, 120, colour, midtop=(800, 110))
        label(screen, self.assets, self.title, theme.HEADING, theme.ACCENT, midtop=(800, 240))
        box = pygame.Rect(400, 310, 800, 360)
        panel(screen, box, theme.PANEL, colour, 3)
        cause = result.cause if result is not None else ""
        mission = self.settings.mission
        if result is not None and not self.is_won and hasattr(mission, "defeat_text"):
            cause = mission.defeat_text(result)
        lines = [f"Result: {cause}." if self.is_won else f"Cause of the defeat: {cause}."]
        if self.is_won:
            lines.append(self.settings.mission.debriefing)
        g = self.game
        lines.append(
            f"Rounds played: {g.round} · Team Gears: {g.gears} · Minions left: {len(g.minions)}"
        )
        y = box.y + 30
        for line in lines:
            y = (
                paragraph(
                    screen,
                    self.assets,
                    line,
                    30,
                    theme.TEXT,
                    pygame.Rect(box.x + 40, y, box.width - 80, box.bottom - y),
                    centred=True,
                )
                + 24
            )
        self.buttons.draw(screen, self.assets, self.mouse)
