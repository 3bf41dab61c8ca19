"""The mission briefing: title, objective, story, each Mech's Schematics, and the options.

Each seat picks up to two of its own Yordle's Schematics: every envelope up to and including
this mission's (the rulebook opens a mission's envelope as the mission starts), plus in the
campaign whatever was unlocked before. The picks go to the rules as that seat's loadout.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from game.assets import Assets
from game.palette import YORDLE_COLOURS
from game.progress import MAX_LOADOUT, SaveFile
from game.scenes import campaign_data, routes
from game.scenes.base import Replace, Transition
from game.scenes.settings import MINUTEGLASS_SECONDS, Settings
from game.ui import theme
from game.ui.schematic_picker import Chip, SeatRow, chip_rects, draw_picker
from game.ui.text import label, paragraph
from game.ui.widgets import Button, Buttons, panel

STORY = pygame.Rect(60, 150, 640, 620)
OPTIONS = pygame.Rect(720, 586, 820, 184)


def option_rect(row: int) -> pygame.Rect:
    return pygame.Rect(OPTIONS.right - 250, OPTIONS.y + 10 + row * 43, 230, 38)


class BriefingScene:
    covers_screen = True

    def __init__(self, assets: Assets, settings: Settings, seed: int | None = None) -> None:
        self.assets = assets
        self.seed = seed
        self.mouse = (0, 0)
        self.store = SaveFile()
        self.progress = self.store.peek()
        progress = self.progress if settings.is_campaign else None
        self.choices = {
            seat: campaign_data.offered_for(yordle.value, settings.mission.number, progress)
            for seat, yordle in enumerate(settings.yordles)
        }
        if not settings.loadouts:
            settings = replace(settings, loadouts=self._remembered(settings))
        self.settings = settings
        self.detail = "Hover over a Schematic to read it; click to bring it along."
        self.pressed: tuple[int, str] | None = None
        self.buttons = Buttons(self.assets)
        self._build()

    def _remembered(self, settings: Settings) -> tuple[tuple[str, ...], ...]:
        """Each Yordle's picks from last time, where still unlocked."""
        return tuple(
            tuple(
                n
                for n in self.progress.loadout(yordle.value)
                if n in {s.spec.name for s in self.choices[seat]}
            )[:MAX_LOADOUT]
            for seat, yordle in enumerate(settings.yordles)
        )

    def loadout(self, seat: int) -> tuple[str, ...]:
        loadouts = self.settings.loadouts
        return loadouts[seat] if seat < len(loadouts) else ()

    def chip_rect(self, seat: int, name: str) -> pygame.Rect:
        """Where a seat's Schematic chip is (tests click it)."""
        names = [s.spec.name for s in self.choices[seat]]
        seats = len(self.settings.yordles)
        return chip_rects(seat, seats, len(names))[names.index(name)]

    def _build(self) -> None:
        s = self.settings
        self.buttons = Buttons(self.assets)
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
        self.buttons.add("back", Button(pygame.Rect(420, 800, 220, 60), "Back"))
        self.buttons.add(
            "start", Button(pygame.Rect(960, 800, 300, 60), "Start mission", colour=(60, 150, 90))
        )

    # --- input ------------------------------------------------------------------------------

    def _chip_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        seats = len(self.settings.yordles)
        for seat, infos in self.choices.items():
            for info, rect in zip(infos, chip_rects(seat, seats, len(infos)), strict=True):
                if rect.collidepoint(pos):
                    return seat, info.spec.name
        return None

    def _toggle(self, seat: int, name: str) -> None:
        picked = list(self.loadout(seat))
        title = campaign_data.schematic(name).spec.title
        if name in picked:
            picked.remove(name)
        elif len(picked) >= MAX_LOADOUT:
            self.detail = "Two at most: click one of the picked Schematics to put it back first."
            return
        else:
            picked.append(name)
            self.detail = f"{title} goes along. " + self._describe(name)
        loadouts = [self.loadout(i) for i in range(len(self.settings.yordles))]
        loadouts[seat] = tuple(picked)
        self.settings = replace(self.settings, loadouts=tuple(loadouts))

    @staticmethod
    def _describe(name: str) -> str:
        info = campaign_data.schematic(name)
        kind = theme.SCHEMATIC_KINDS[info.spec.kind.value][0]
        return f"{info.spec.title} ({kind}, on at {info.spec.gears} Team Gears): {info.text}"

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
            hovered = self._chip_at(event.pos)
            if hovered is not None and event.type == pygame.MOUSEMOTION:
                self.detail = self._describe(hovered[1])
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self._chip_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chip = self._chip_at(event.pos)
            if chip is not None and chip == self.pressed:
                self._toggle(*chip)
        clicked = self.buttons.handle(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            clicked = "back"
        s = self.settings
        match clicked:
            case "back":
                return Replace(routes.Setup(replace(s, loadouts=())))
            case "start":
                return self._start()
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

    def _start(self) -> Transition:
        s = self.settings
        if s.is_campaign:
            self._remember_picks()
        seed = self.seed if self.seed is not None else random.randrange(1 << 30)
        return Replace(routes.Play(replace(s, seed=seed, is_placing=True)))

    def _remember_picks(self) -> None:
        """Save each Yordle's picks for next time, but never over a file we cannot read."""
        try:
            saved = self.store.read()
        except (OSError, ValueError):
            return
        remembered = saved
        for seat, yordle in enumerate(self.settings.yordles):
            remembered = remembered.with_loadout(yordle.value, self.loadout(seat))
        if remembered != saved:
            self.store.save(remembered)  # a failure only forgets the picks

    def update(self, dt: float) -> Transition | None:
        return None

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        mission = self.settings.mission
        kicker = "Tutorial" if mission.number == 0 else f"Mission {mission.number}"
        label(screen, self.assets, f"{kicker} briefing", theme.BODY, theme.MUTED, topleft=(60, 40))
        label(screen, self.assets, mission.title, 60, theme.ACCENT, topleft=(60, 70))
        self._story(screen)
        rows = [
            SeatRow(
                yordle.value,
                YORDLE_COLOURS[yordle],
                tuple(
                    Chip(
                        i.spec.name,
                        i.spec.title,
                        i.spec.kind.value,
                        i.spec.gears,
                        i.spec.name in self.loadout(seat),
                    )
                    for i in self.choices[seat]
                ),
            )
            for seat, yordle in enumerate(self.settings.yordles)
        ]
        draw_picker(screen, self.assets, rows, self.mouse, self.detail)
        self._options(screen)
        self.buttons.draw(screen, self.assets, self.mouse)

    def _story(self, screen: pygame.Surface) -> None:
        mission, story = self.settings.mission, STORY
        panel(screen, story, theme.PANEL)
        x = story.x + 24
        label(screen, self.assets, "Objective", theme.BODY, theme.ACCENT, topleft=(x, story.y + 20))
        y = paragraph(
            screen,
            self.assets,
            mission.objective,
            28,
            theme.TEXT,
            pygame.Rect(x, story.y + 52, story.width - 48, 120),
        )
        label(screen, self.assets, "Briefing", theme.BODY, theme.ACCENT, topleft=(x, y + 16))
        y = paragraph(
            screen,
            self.assets,
            mission.briefing,
            theme.SMALL + 2,
            theme.TEXT,
            pygame.Rect(x, y + 48, story.width - 48, story.bottom - y - 60),
            spacing=4,
        )
        special = mission.special_rules
        if not special:
            return
        label(screen, self.assets, "Special rules", theme.BODY, theme.ACCENT, topleft=(x, y + 14))
        y += 46
        for rule in special:
            if y > story.bottom - 30:
                break
            pygame.draw.circle(screen, theme.ACCENT, (x + 6, y + 10), 4)
            box = pygame.Rect(x + 20, y, story.width - 68, story.bottom - y - 10)
            y = paragraph(screen, self.assets, rule, theme.SMALL, theme.TEXT, box) + 6

    def _options(self, screen: pygame.Surface) -> None:
        mission = self.settings.mission
        panel(screen, OPTIONS, theme.PANEL)
        same = mission.ez_rules == mission.rules
        rows = (
            ("EZ-Mode", "no change in this mission" if same else "an easier start"),
            ("Zhonya's Minuteglass", "on: every draft is timed"),
            ("Sand in the glass", "how long each draft may take"),
            ("Animation speed", "Space skips any animation"),
        )
        for i, (name, note) in enumerate(rows):
            rect = option_rect(i)
            shown = label(
                screen,
                self.assets,
                name,
                theme.BODY,
                theme.TEXT,
                midleft=(OPTIONS.x + 24, rect.centery),
            )
            label(
                screen,
                self.assets,
                note,
                theme.SMALL,
                theme.MUTED,
                midleft=(shown.right + 14, rect.centery + 1),
            )
