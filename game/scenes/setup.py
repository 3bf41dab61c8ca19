"""Choose how many Mechs (1-4), a different Yordle for each, and whether a player or the bot
pilots it (a table of bots plays on its own, to watch); in the guided Tutorial, the coach
says what this screen is for."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.assets import Assets
from game.content import lessons
from game.i18n import N_, ntr, tr
from game.palette import YORDLE_COLOURS
from game.rules import Yordle
from game.scenes import routes
from game.scenes.base import Replace, Transition
from game.scenes.settings import Settings
from game.ui import coach_panel, theme
from game.ui.coach_panel import CoachView
from game.ui.layout.menus import (
    SETUP_BACK,
    SETUP_NEXT,
    Stage,
    count_rect,
    pilot_rect,
    seat_row,
    yordle_rect,
)
from game.ui.text import label
from game.ui.widgets import Button, Buttons, panel
from game.view.camera import Camera
from game.view.sprites import Sprite

PILOTS = {False: N_("Player"), True: N_("Bot")}
PILOT_CHOSEN = (104, 92, 176)  # the fill of the pilot chosen: a toggle that reads at a glance
ASK = N_("How many Mechs? Each takes a Yordle, and a player or the bot pilots it.")


class SetupScene:
    covers_screen = True

    def __init__(self, assets: Assets, settings: Settings | None = None) -> None:
        self.assets = assets
        self.settings = settings or Settings()
        self.mouse = (0, 0)
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self._build()

    def _build(self) -> None:
        self.buttons = Buttons(self.assets)
        stage = self.stage
        yordles = self.settings.yordles
        for n in range(1, 5):
            self.buttons.add(
                f"count{n}",
                Button(
                    count_rect(stage, n),
                    ntr("{n} Mech", "{n} Mechs", n),
                    is_selected=n == len(yordles),
                ),
            )
        for seat, chosen in enumerate(yordles):
            for i, yordle in enumerate(Yordle):
                taken = yordle in yordles and yordle != chosen
                self.buttons.add(
                    f"pick{seat}:{yordle.value}",
                    Button(
                        yordle_rect(stage, seat, i),
                        yordle.value.title(),
                        is_enabled=not taken,
                        is_selected=yordle == chosen,
                        colour=YORDLE_COLOURS[yordle] if yordle == chosen else None,
                    ),
                )
            for is_bot, words in PILOTS.items():
                chosen_pilot = (seat in self.settings.bots) == is_bot
                self.buttons.add(
                    f"pilot{seat}:{'bot' if is_bot else 'player'}",
                    Button(
                        pilot_rect(stage, seat, is_bot),
                        tr(words),
                        is_selected=chosen_pilot,
                        colour=PILOT_CHOSEN if chosen_pilot else None,
                    ),
                )
        self.buttons.add("back", Button(stage.rect(*SETUP_BACK), tr("Back")))
        self.buttons.add(
            "next", Button(stage.rect(*SETUP_NEXT), tr("Continue"), colour=(46, 110, 70))
        )

    def _count(self, n: int) -> None:
        chosen = list(self.settings.yordles[:n])
        for yordle in Yordle:
            if len(chosen) >= n:
                break
            if yordle not in chosen:
                chosen.append(yordle)
        bots = tuple(seat for seat in self.settings.bots if seat < n)
        self.settings = replace(self.settings, yordles=tuple(chosen), bots=bots)

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
        elif clicked.startswith("pilot"):
            seat_text, pilot = clicked[5:].split(":")
            bots = set(self.settings.bots) - {int(seat_text)}
            if pilot == "bot":
                bots.add(int(seat_text))
            self.settings = replace(self.settings, bots=tuple(sorted(bots)))
        self._build()
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        stage, assets = self.stage, self.assets
        label(
            screen, assets, tr("Choose your Mechs"), 64, theme.ACCENT, midtop=stage.point(960, 30)
        )
        mission = self.settings.mission
        kicker = tr("Tutorial") if mission.number == 0 else tr("Mission {n}", n=mission.number)
        title = f"{kicker}: {tr(mission.title).split(': ')[-1]}"
        label(screen, assets, title, theme.BODY, theme.TEXT, midtop=stage.point(960, 110))
        label(screen, assets, tr(ASK), theme.BODY, theme.MUTED, midtop=stage.point(960, 148))
        for seat, yordle in enumerate(self.settings.yordles):
            row = seat_row(stage, seat)
            colour = YORDLE_COLOURS[yordle]
            panel(screen, row, theme.PANEL, colour, 3, scale=assets.scale)
            size = row.height - stage.px(20)
            camera = Camera(
                pygame.Rect(row.x + stage.px(20), row.y + stage.px(10), size, size), 1, 1
            )
            Sprite("mech", 32, 32, angle=90, colour=colour, emblem=yordle.value).draw(
                screen, camera, assets
            )
            where = (row.x + stage.px(150), row.centery)
            label(screen, assets, tr("Mech {n}", n=seat + 1), theme.BODY, theme.TEXT, midleft=where)
        self.buttons.draw(screen, assets, self.mouse)
        if self.settings.is_guided:
            self._coach(screen)

    def _coach(self, screen: pygame.Surface) -> None:
        """The Tutorial's first lesson: below the seats when there is room, else in the
        corner beside the title."""
        lesson, stage, assets = lessons().setup, self.stage, self.assets
        view = CoachView(tr(lesson.title), tr(lesson.says), tr("Tutorial"), ())
        below = seat_row(stage, len(self.settings.yordles) - 1)
        room = stage.rect(*SETUP_BACK).top - below.bottom - stage.px(40)
        size = coach_panel.panel_size(assets, view, below.width)
        if size[1] <= room:
            rect = pygame.Rect((below.x, below.bottom + stage.px(20)), size)
        else:
            corner = stage.rect(24, 20, 560, 0)
            rect = pygame.Rect(corner.topleft, coach_panel.panel_size(assets, view, corner.width))
        coach_panel.draw_panel(screen, assets, rect, view, self.mouse)
