"""Playing with friends in other homes: host a game (pick its mission, then the seats,
marking those played from afar) or join one (its address and room code). A note says what
ended the last online game, when one just ended (the host closed it, say).

Mouse, arrows and Enter, or any pad, drive it, as on the title screen.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.assets import Assets
from game.content import MissionInfo
from game.i18n import tr
from game.input import Intent, Kind
from game.scenes import routes
from game.scenes.base import ButtonScreen, Push, Replace, Transition
from game.scenes.campaign_data import missions
from game.ui import theme
from game.ui.layout.menus import Stage
from game.ui.text import label, paragraph
from game.ui.widgets import Button, Buttons


def mission_name(mission: MissionInfo) -> str:
    """``Tutorial: ...`` or ``Mission 3: ...``, in the current language."""
    kicker = tr("Tutorial") if mission.number == 0 else tr("Mission {n}", n=mission.number)
    return f"{kicker}: {tr(mission.title).split(': ')[-1]}"


class OnlineScene(ButtonScreen):
    covers_screen = True

    def __init__(self, assets: Assets, note: str = "") -> None:
        self.assets, self.note = assets, note
        self.mouse = (0, 0)
        self.choices = missions()
        self.chosen = 0
        self.resize()

    @property
    def mission(self) -> MissionInfo:
        return self.choices[self.chosen]

    def resize(self) -> None:
        self.stage = stage = Stage(self.assets.screen)
        self.buttons = Buttons(self.assets, getattr(self, "buttons", None), steered=True)
        self.buttons.add("mission", Button(stage.rect(460, 400, 1000, 80), ""))
        host = Button(stage.rect(460, 520, 490, 96), tr("Host a game"), colour=theme.READY)
        self.buttons.add("host", host)
        self.buttons.add("join", Button(stage.rect(970, 520, 490, 96), tr("Join a game")))
        self.buttons.add("back", Button(stage.rect(60, 960, 240, 72), tr("Back")))
        self.buttons.first = "host"
        self._label()

    def _label(self) -> None:
        self.buttons["mission"].text = tr(
            "Mission to host: {name}", name=mission_name(self.mission)
        )

    # --- input ------------------------------------------------------------------------------

    def act(self, intent: Intent) -> Transition | None:
        """Esc or B goes back to the title; left and right on the mission pick another."""
        if intent.kind is Kind.BACK:
            return self._press("back")
        if intent.kind is Kind.MENU:
            intent = replace(intent, kind=Kind.PICK)
        return self._press(self.buttons.act(intent))

    def _press(self, name: str | None) -> Transition | None:
        match name:
            case "mission":
                self.chosen = (self.chosen + 1) % len(self.choices)
                self._label()
            case "host":
                return Replace(routes.Setup(mission_id=self.mission.id, is_online=True))
            case "join":
                return Push(routes.Join())
            case "back":
                return Replace(routes.Title())
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        stage, assets = self.stage, self.assets
        label(
            screen,
            assets,
            tr("Play online"),
            theme.TITLE,
            theme.ACCENT,
            midtop=stage.point(960, 110),
        )
        words = tr(
            "Friends in other homes play in the same game: one of you hosts, choosing which"
            " Mechs are played from afar, and gives the others the room code and the address"
            " on the host's screen; they join with them."
        )
        box = stage.rect(360, 220, 1200, 150)
        paragraph(screen, assets, words, theme.BODY, theme.TEXT, box, centred=True)
        self.buttons.draw(screen, assets, self.mouse)
        if self.note:
            box = stage.rect(360, 680, 1200, 160)
            paragraph(screen, assets, self.note, theme.BODY, theme.BAD, box, centred=True)
