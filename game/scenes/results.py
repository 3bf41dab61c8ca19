"""The end of a mission: victory, or the cause of the defeat; Retry, the map, the title, or
Watch replay (the mission's replay file, kept when it ended).

A campaign win is saved at once, and the screen says what it unlocked; a Tutorial won from
the title counts for the campaign too. After a win the map opens on the next mission.

Online, the host's end is a game on the couch's (its win saved alike, its replay kept), and
Retry hosts the mission again (a new room, for friends to join); a guest's game was the
host's, so nothing is saved here, and the way on is Play online or the title.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pygame

from game import names as said
from game.assets import Assets
from game.i18n import tr
from game.input import Intent
from game.progress import SaveFile, record_win, unlocked_missions
from game.rules import Game
from game.scenes import campaign_data, routes
from game.scenes.base import Push, Replace, Transition
from game.scenes.settings import Settings
from game.ui import theme
from game.ui.layout.menus import RESULTS_BOX, Stage, results_button
from game.ui.text import draw_fitted, label, paragraph
from game.ui.widgets import Button, Buttons, panel


def sentence(text: str) -> str:
    """``text`` ending in exactly one full stop (or its own ! or ?)."""
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else f"{text}."


class ResultsScene:
    covers_screen = True

    def __init__(
        self, assets: Assets, settings: Settings, game: Game, title: str, replay: Path | None = None
    ) -> None:
        self.assets, self.settings, self.game, self.title = assets, settings, game, title
        self.replay = replay
        self.mouse = (0, 0)
        self.news: list[str] = []
        counts = settings.is_campaign or settings.mission.number == 0
        if self.is_won and counts and not settings.is_guest:
            self.news = self._save_win()
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self.buttons = Buttons(self.assets, steered=True)
        names = [("retry", tr("Host again") if self.is_hosted else tr("Retry"), (46, 110, 70))]
        if self.settings.is_guest:
            names = [("online", tr("Play online"), (46, 110, 70))]
        if self.settings.is_campaign and not self.settings.is_guest:
            names.append(("campaign", tr("Campaign map"), (52, 84, 140)))
        if self.replay is not None:
            names.append(("replay", tr("Watch replay"), (120, 84, 150)))
        names.append(("title", tr("Title"), theme.BUTTON))
        for i, (name, text, colour) in enumerate(names):
            rect = results_button(self.stage, i, len(names))
            self.buttons.add(name, Button(rect, text, colour=colour))

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
                title = tr(mission.title)
                news.append(tr("Mission {n} is open: {title}.", n=mission.number, title=title))
        fresh = sorted(campaign_data.unlocked(after) - campaign_data.unlocked(before))
        if fresh:
            titles = ", ".join(tr(campaign_data.schematic(n).spec.title) for n in fresh)
            news.append(tr("New Schematics: {titles}.", titles=titles))
        return news or [tr("Progress saved.")]

    @property
    def is_hosted(self) -> bool:
        """This window hosted the game online (its friends' Mechs were played from afar)."""
        return self.settings.is_online and not self.settings.is_guest

    @property
    def is_won(self) -> bool:
        return self.game.result is not None and self.game.result.is_won

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        return self._press(self.buttons.handle(event))

    def act(self, intent: Intent) -> Transition | None:
        """The arrows or the stick and Enter or A choose (the first: Retry)."""
        return self._press(self.buttons.act(intent))

    def _press(self, name: str | None) -> Transition | None:
        match name:
            case "retry":
                settings = replace(self.settings, seed=random.randrange(1 << 30))
                return Replace(routes.Host(settings) if self.is_hosted else routes.Play(settings))
            case "online":
                return Replace(routes.Online())
            case "campaign":
                won = self.is_won  # then the map offers the next mission
                selected = None if won else self.settings.mission_id
                return Replace(routes.Campaign(selected, self.settings.yordles))
            case "replay" if self.replay is not None:
                return Push(routes.Replay(self.replay))
            case "title":
                return Replace(routes.Title())
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        stage, assets = self.stage, self.assets
        px = assets.px
        result = self.game.result
        headline = tr("Victory!") if self.is_won else tr("Defeat")
        colour = theme.GOOD if self.is_won else theme.BAD
        label(screen, assets, headline, 120, colour, midtop=stage.point(960, 70))
        label(
            screen,
            assets,
            tr(self.title),
            theme.HEADING,
            theme.ACCENT,
            midtop=stage.point(960, 236),
        )
        box = stage.rect(*RESULTS_BOX)
        panel(screen, box, theme.PANEL, colour, 3, scale=assets.scale)
        cause = said.cause(result.cause) if result is not None else ""
        mission = self.settings.mission
        if result is not None and not self.is_won:
            cause = tr(mission.defeat_text(result))
        if self.is_won:
            lines = [tr("Result: {why}", why=sentence(cause)), tr(mission.debriefing)]
        else:
            lines = [tr("Cause of the defeat: {why}", why=sentence(cause))]
        g = self.game
        gears, left = g.trackers.gears, len(g.minions)
        lines.append(
            tr(
                "Rounds played: {rounds} · Team Gears: {gears} · Minions left: {left}",
                rounds=g.round,
                gears=gears,
                left=left,
            )
        )
        lines.extend(self.news)

        def story(layer: pygame.Surface) -> None:
            y = box.y + px(30)
            for line in lines:
                is_news = line in self.news
                where = pygame.Rect(box.x + px(48), y, box.width - px(96), box.bottom - y)
                size = theme.BODY + 4 if is_news else 30
                shade = theme.ACCENT if is_news else theme.TEXT
                y = paragraph(layer, assets, line, size, shade, where, centred=True) + px(20)

        # the words as large as the text size asks while the panel holds them all
        draw_fitted(screen, assets, ("results", tuple(lines), tuple(box)), story)
        self.buttons.draw(screen, assets, self.mouse)
