"""The title screen: Continue the saved mission (when there is one), the Campaign, the
guided Tutorial, Online (host or join friends in other homes), the field guide, the
options screen, Quit, the language the game speaks and the pads' buttons (Controllers).
Mouse, arrows and Enter, or any pad (A or Start presses, Back opens the field guide)
drive it."""

from __future__ import annotations

import math
from dataclasses import replace
from datetime import datetime

import pygame

from game import i18n, motion
from game.assets import Assets
from game.content import load_mission
from game.i18n import N_, tr
from game.input import Intent, Kind
from game.palette import YORDLE_COLOURS
from game.rules import Yordle
from game.saves import MissionSave, Saved
from game.scenes import routes
from game.scenes.base import Push, Replace, Transition
from game.scenes.language import language_button, switch_language
from game.scenes.routes import Leaving
from game.ui import theme
from game.ui.layout.menus import (
    TITLE_BUTTONS,
    TITLE_CONTINUE,
    TITLE_KEYS,
    TITLE_LANGUAGE,
    TITLE_PADS,
    TITLE_SHIFT,
    Stage,
)
from game.ui.text import fitted, label, paragraph, paragraph_height
from game.ui.widgets import Button, Buttons
from game.view.camera import Camera
from game.view.sprites import Sprite

BUTTON_WORDS = {
    "campaign": N_("Campaign"),
    "new": N_("Tutorial"),
    "online": N_("Online"),
    "guide": N_("Field guide"),
    "options": N_("Options"),
    "quit": N_("Quit"),
}
MONTHS = (
    N_("January"),
    N_("February"),
    N_("March"),
    N_("April"),
    N_("May"),
    N_("June"),
    N_("July"),
    N_("August"),
    N_("September"),
    N_("October"),
    N_("November"),
    N_("December"),
)


class TitleScene:
    covers_screen = True

    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self.mouse = (0, 0)
        self.clock = 0.0
        self.saved: Saved | None = None
        self.trouble: str | None = None  # why a saved mission could not be used
        try:
            self.saved, self.trouble = MissionSave().load()
        except OSError as error:
            self.trouble = tr(
                "The save folder cannot be used: {problem}.", problem=error.strerror or error
            )
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self.buttons = Buttons(self.assets, steered=True)
        shift = 0
        if self.saved is not None:
            shift = TITLE_SHIFT
            button = Button(self.stage.rect(*TITLE_CONTINUE), "", colour=(46, 110, 70))
            self.buttons.add("continue", button)
        for name, box in TITLE_BUTTONS.items():
            is_main = name == "campaign" and self.saved is None
            x, y, w, h = box
            moved = 0 if name == "quit" else shift  # Quit keeps its corner
            button = Button(
                self.stage.rect(x, y + moved, w, h),
                tr(BUTTON_WORDS[name]),
                colour=(46, 110, 70) if is_main else None,
                size=theme.HEADING if is_main else theme.BODY,
            )
            self.buttons.add(name, button)
        self.buttons.add("language", language_button(self.stage.rect(*TITLE_LANGUAGE)))
        pads = Button(self.stage.rect(*TITLE_PADS), tr("Controllers"), size=theme.SMALL)
        self.buttons.add("pads", pads)
        self.buttons.first = "continue" if self.saved is not None else "campaign"

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            return Push(routes.Guide())
        return self._press(self.buttons.handle(event))

    def act(self, intent: Intent) -> Transition | None:
        """Esc quits (a pad's B does not: the title is as far back as it goes); Back opens
        the field guide; Start presses as A does."""
        if intent.kind is Kind.BACK and not intent.device.is_pad:
            return Push(routes.Confirm(Leaving.CLOSE))
        if intent.kind is Kind.GUIDE:
            return Push(routes.Guide())
        if intent.kind is Kind.MENU:
            intent = replace(intent, kind=Kind.PICK)
        return self._press(self.buttons.act(intent))

    def _press(self, name: str | None) -> Transition | None:
        match name:
            case "continue" if self.saved is not None:
                return Replace(routes.Continue(self.saved))
            case "campaign":
                return Replace(routes.Campaign())
            case "new":
                return Replace(routes.Setup(is_guided=True))
            case "online":
                return Replace(routes.Online())
            case "guide":
                return Push(routes.Guide())
            case "options":
                return Push(routes.Options())
            case "quit":
                return Push(routes.Confirm(Leaving.CLOSE))
            case "language":
                switch_language()
            case "pads":
                return Push(routes.Pads())
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
            bob = motion.jolt(math.sin(self.clock * 2 + i) * 6)
            x, y = (0.5 + i * 1.5) * 64 + 32, 64 + bob
            Sprite("mech", x, y, angle=90, colour=YORDLE_COLOURS[yordle], emblem=yordle.value).draw(
                screen, camera, assets
            )
        for i in range(4):
            x, y = (8 + i * 1.1) * 64, 64 + motion.jolt(math.sin(self.clock * 3 + i) * 5)
            Sprite("minion", x, y).draw(screen, camera, assets)
        with assets.text_room(1.0):  # the name of the game, already large: it keeps its place
            label(
                screen, assets, "MECHS vs. MINIONS", 120, theme.ACCENT, midtop=stage.point(960, 110)
            )
        words = tr("the cooperative board game, on one screen for 1-4 friends")
        label(screen, assets, words, theme.HEADING, theme.TEXT, midtop=stage.point(960, 260))
        self.buttons.draw(screen, assets, self.mouse)
        self._draw_continue(screen)
        trouble = self.trouble or i18n.trouble  # a save, or the language's words, unread
        if trouble:
            box = stage.rect(240, 286, 1440, 80)
            paragraph(screen, assets, trouble, theme.BODY, theme.BAD, box, centred=True)
        keys = tr("Mouse, keyboard or pads · F1 field guide · H hint · F11 full screen · Esc pause")
        room = stage.rect(*TITLE_KEYS)  # between the corners' buttons: two lines if need be
        tall = paragraph_height(assets, keys, theme.SMALL, room.width)
        room.top = max(room.top, room.bottom - tall)
        paragraph(screen, assets, keys, theme.SMALL, theme.MUTED, room, centred=True, role="label")

    def _draw_continue(self, screen: pygame.Surface) -> None:
        """The saved mission on its button: which, how far, who, and when."""
        if self.saved is None:
            return
        assets, rect = self.assets, self.buttons["continue"].rect
        mission = load_mission(self.saved.record.setup.mission_id)
        if mission.number == 0:
            go_on = tr("Continue the Tutorial")
        else:
            go_on = tr("Continue Mission {n}", n=mission.number)
        top, room = (rect.centerx, rect.y + assets.px(12)), rect.width - assets.px(40)
        fitted(screen, assets, go_on, theme.HEADING, theme.TEXT, room, midtop=top)
        name = tr(mission.title).split(": ")[-1]
        detail = f"{name} · {continue_detail(self.saved)}"
        if assets.font(theme.SMALL).size(detail)[0] > room:  # the team is on the title screen
            detail = f"{name} · {continue_detail(self.saved, with_team=False)}"
        bottom = (rect.centerx, rect.bottom - assets.px(14))
        fitted(screen, assets, detail, 22, theme.TEXT, room, midbottom=bottom)


def continue_detail(saved: Saved, today: datetime | None = None, with_team: bool = True) -> str:
    """``round 4 · Corki and Ziggs · saved today at 20:14`` (the team left out unless
    ``with_team``)."""
    record = saved.record
    if not with_team:
        return tr(
            "round {n} · saved {when}", n=saved.played.game.round, when=when(record.saved, today)
        )
    names = [y.value.title() for y in record.setup.yordles]
    team = (
        names[0]
        if len(names) == 1
        else tr("{some} and {last}", some=", ".join(names[:-1]), last=names[-1])
    )
    return tr(
        "round {n} · {team} · saved {when}",
        n=saved.played.game.round,
        team=team,
        when=when(record.saved, today),
    )


def when(saved: str, today: datetime | None = None) -> str:
    """A time of saving as a player says it: today, yesterday, or the day."""
    moment, now = datetime.fromisoformat(saved), today or datetime.now()
    days = (now.date() - moment.date()).days
    clock = moment.strftime("%H:%M")
    if days == 0:
        return tr("today at {time}", time=clock)
    if days == 1:
        return tr("yesterday at {time}", time=clock)
    month = tr(MONTHS[moment.month - 1])
    return tr("on {day} {month} at {time}", day=moment.day, month=month, time=clock)
