"""The end of a mission: victory, or the cause of the defeat; Retry, the map or the title.

A campaign win is saved at once, and the screen says what it unlocked.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from game.assets import Assets
from game.progress import SaveFile, record_win, unlocked_missions
from game.rules import Game
from game.scenes import campaign_data, routes
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
        self.buttons = Buttons(self.assets)
        self.news: list[str] = []
        if self.is_won and settings.is_campaign:
            self.news = self._save_win()
        left = 380 if settings.is_campaign else 520
        self.buttons.add(
            "retry", Button(pygame.Rect(left, 730, 260, 64), "Retry", colour=(60, 150, 90))
        )
        if settings.is_campaign:
            self.buttons.add(
                "campaign",
                Button(
                    pygame.Rect(left + 300, 730, 260, 64), "Campaign map", colour=(70, 110, 170)
                ),
            )
        self.buttons.add(
            "title",
            Button(pygame.Rect(left + 300 * (1 + settings.is_campaign), 730, 260, 64), "Title"),
        )

    def _save_win(self) -> list[str]:
        """Record the win; what it opened, in words (or why it could not be saved)."""
        store = SaveFile()
        before, trouble = store.load()
        numbers = campaign_data.numbers()
        specs = [s.spec for s in campaign_data.schematics()]
        after = record_win(before, self.settings.mission_id, numbers, specs)
        news = [trouble] if trouble else []
        problem = store.save(after)
        if problem:
            return [*news, problem]
        opened = unlocked_missions(numbers, after) - unlocked_missions(numbers, before)
        for mission in campaign_data.missions():
            if mission.id in opened:
                news.append(f"Mission {mission.number} is open: {mission.title}.")
        fresh = sorted(campaign_data.unlocked(after) - campaign_data.unlocked(before))
        if fresh:
            titles = ", ".join(campaign_data.schematic(n).spec.title for n in fresh)
            news.append(f"New Schematics: {titles}.")
        return news or ["Progress saved."]

    @property
    def is_won(self) -> bool:
        return self.game.result is not None and self.game.result.is_won

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        match self.buttons.handle(event):
            case "retry":
                settings = replace(self.settings, seed=random.randrange(1 << 30))
                return Replace(routes.Play(settings))
            case "campaign":
                return Replace(routes.Campaign(self.settings.mission_id, self.settings.yordles))
            case "title":
                return Replace(routes.Title())
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        result = self.game.result
        headline = "Victory!" if self.is_won else "Defeat"
        colour = theme.GOOD if self.is_won else theme.BAD
        label(screen, self.assets, headline, 120, colour, midtop=(800, 80))
        label(screen, self.assets, self.title, theme.HEADING, theme.ACCENT, midtop=(800, 210))
        box = pygame.Rect(300, 270, 1000, 420)
        panel(screen, box, theme.PANEL, colour, 3)
        cause = result.cause if result is not None else ""
        mission = self.settings.mission
        if result is not None and not self.is_won:
            cause = mission.defeat_text(result)
        lines = [f"Result: {cause}." if self.is_won else f"Cause of the defeat: {cause}."]
        if self.is_won:
            lines.append(self.settings.mission.debriefing)
        g = self.game
        gears, left = g.trackers.gears, len(g.minions)
        lines.append(f"Rounds played: {g.round} · Team Gears: {gears} · Minions left: {left}")
        lines.extend(self.news)
        y = box.y + 30
        for line in lines:
            y = (
                paragraph(
                    screen,
                    self.assets,
                    line,
                    26 if line in self.news else 30,
                    theme.ACCENT if line in self.news else theme.TEXT,
                    pygame.Rect(box.x + 40, y, box.width - 80, box.bottom - y),
                    centred=True,
                )
                + 24
            )
        self.buttons.draw(screen, self.assets, self.mouse)
