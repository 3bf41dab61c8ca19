"""Esc during play: Resume, the field guide, lessons to read again, Restart, the animation
speed, step mode, the options screen (``game.scenes.options``: text size, sound, motion...),
or Quit to title. The options are remembered between runs (the app keeps them).

The mission is saved after every action, so Quit to title just goes (Continue on the title
brings it back); Restart asks first (``confirm``), and so does Quit to title when the game
could not be saved.

A guest in a game another home hosts is offered only what is its own to do: no Restart (the
game is the host's), and Leave the game, which goes at once to the Online screen: the host
keeps the game, and the same code joins it again. The host of an online game has no
Restart either (it would close the room on the friends); Quit to title keeps the game saved,
and Continue opens the room again.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.assets import Assets
from game.i18n import N_, tr
from game.input import Intent, Kind
from game.scenes import routes
from game.scenes.base import Pop, Push, Replace, Transition
from game.scenes.play.teaching import rereadable
from game.scenes.routes import Leaving
from game.scenes.settings import Settings
from game.ui.layout.menus import PAUSE, Stage, pause_button
from game.ui.widgets import Button, Buttons, menu_box

NAMES = (
    ("resume", N_("Resume")),
    ("guide", N_("Field guide")),
    ("lessons", N_("Lessons")),
    ("restart", N_("Restart")),
    ("speed", ""),
    ("step", ""),
    ("options", N_("Options")),
    ("pads", N_("Controllers")),
    ("title", N_("Quit to title")),
)


class PauseScene:
    covers_screen = False

    def __init__(self, assets: Assets, settings: Settings, is_saved: bool = False) -> None:
        self.assets, self.settings, self.is_saved = assets, settings, is_saved
        self.mouse = (0, 0)
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self.buttons = Buttons(self.assets, steered=True)
        for i, (name, text) in enumerate(NAMES):
            self.buttons.add(name, Button(pause_button(self.stage, i), tr(text) if text else ""))
        self._label_speed()
        self._label_step()
        if self.is_saved:
            self.buttons["title"].text = tr("Save and quit to title")
        if self.settings.is_guest:
            self.buttons["restart"].is_enabled = False
            self.buttons["restart"].text = tr("Restart: the host's to choose")
            self.buttons["title"].text = tr("Leave the game")
        elif self.settings.is_online:  # the host: a restart here would close the room
            self.buttons["restart"].is_enabled = False
            self.buttons["restart"].text = tr("Restart: not in an online game")
        if not rereadable(self.settings):
            self.buttons["lessons"].is_enabled = False
            self.buttons["lessons"].text = tr("Lessons: none yet")

    def _label_speed(self) -> None:
        self.buttons["speed"].text = tr("Speed: {speed}", speed=self.settings.speed.words)

    def _label_step(self) -> None:
        is_on = self.settings.is_stepping
        self.buttons["step"].text = tr("Step mode: on") if is_on else tr("Step mode: off")

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        return self._press(self.buttons.handle(event))

    def act(self, intent: Intent) -> Transition | None:
        """Esc, B or Start resume; Back opens the field guide; arrows or stick and Enter
        or A choose."""
        if intent.kind in (Kind.BACK, Kind.MENU):
            return Pop(self.settings)
        if intent.kind is Kind.GUIDE:
            return Push(routes.Guide(self.settings))
        return self._press(self.buttons.act(intent))

    def _press(self, name: str | None) -> Transition | None:
        match name:
            case "resume":
                return Pop(self.settings)
            case "guide":
                return Push(routes.Guide(self.settings))
            case "lessons":
                return Replace(routes.Lessons(self.settings))
            case "restart" if not self.settings.is_online:
                return Push(routes.Confirm(Leaving.RESTART, 3, self.settings, self.is_saved))
            case "speed":
                self.settings = replace(self.settings, speed=self.settings.speed.next())
                self._label_speed()
            case "step":
                self.settings = replace(self.settings, is_stepping=not self.settings.is_stepping)
                self._label_step()
            case "options":
                return Push(routes.Options())
            case "pads":
                return Push(routes.Pads())
            case "title" if self.settings.is_guest:
                note = tr("You left the game. Join again with the same code to play on.")
                return Replace(routes.Online(note=note), levels=2)
            case "title" if self.is_saved:
                return Replace(routes.Title(), levels=2)
            case "title":
                return Push(routes.Confirm(Leaving.TITLE, 3, self.settings))
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        box = self.stage.rect(*PAUSE)
        menu_box(screen, self.assets, box, tr("Paused"), shade=170)
        self.buttons.draw(screen, self.assets, self.mouse)
