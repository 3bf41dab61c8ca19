"""Esc during play: Resume, the field guide, lessons to read again, Restart, the animation
speed, step mode, the sound's volume (or off), reduce motion, full screen, the language, or
Quit to title. The options are remembered between runs (the app keeps them).

The mission is saved after every action, so Quit to title just goes (Continue on the title
brings it back); Restart asks first (``confirm``), and so does Quit to title when the game
could not be saved.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game import motion
from game.assets import Assets
from game.i18n import N_, tr
from game.input import Intent, Kind
from game.scenes import routes
from game.scenes.base import Pop, Push, Replace, Transition
from game.scenes.language import language_words, switch_language
from game.scenes.play.teaching import rereadable
from game.scenes.routes import Leaving
from game.scenes.settings import Settings
from game.screen import is_fullscreen, toggle_fullscreen
from game.ui import theme
from game.ui.layout.menus import PAUSE, Stage, pause_button
from game.ui.text import label
from game.ui.widgets import Button, Buttons, panel

NAMES = (
    ("resume", N_("Resume")),
    ("guide", N_("Field guide")),
    ("lessons", N_("Lessons")),
    ("restart", N_("Restart")),
    ("speed", ""),
    ("step", ""),
    ("sound", ""),
    ("motion", ""),
    ("fullscreen", ""),
    ("language", ""),
    ("pads", N_("Controllers")),
    ("title", N_("Quit to title")),
)

VOLUMES = (100, 60, 30)  # per cent: the sound button goes down through them, then off


def next_volume(is_on: bool, volume: int) -> tuple[bool, int]:
    """The sound after a click: loudest from off, one level down, off after the quietest."""
    if not is_on:
        return True, VOLUMES[0]
    quieter = [v for v in VOLUMES if v < volume]
    return (True, quieter[0]) if quieter else (False, volume)


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
        self.buttons["language"].text = language_words()
        self._label_speed()
        self._label_step()
        self._label_sound()
        self._label_motion()
        self._label_fullscreen()
        if self.is_saved:
            self.buttons["title"].text = tr("Save and quit to title")
        if not rereadable(self.settings):
            self.buttons["lessons"].is_enabled = False
            self.buttons["lessons"].text = tr("Lessons: none yet")

    def _label_speed(self) -> None:
        self.buttons["speed"].text = tr("Speed: {speed}", speed=self.settings.speed.words)

    def _label_step(self) -> None:
        is_on = self.settings.is_stepping
        self.buttons["step"].text = tr("Step mode: on") if is_on else tr("Step mode: off")

    def _label_sound(self) -> None:
        button = self.buttons["sound"]
        button.is_enabled = self.assets.has_sound
        if not self.assets.has_sound:
            button.text = tr("Sound: no audio device")
        else:
            volume = self.assets.sound_volume
            is_on = self.assets.is_sound_on
            button.text = tr("Sound: {volume} %", volume=volume) if is_on else tr("Sound: off")

    def _label_motion(self) -> None:
        is_on = motion.is_reduced()
        self.buttons["motion"].text = tr("Reduce motion: on") if is_on else tr("Reduce motion: off")

    def _label_fullscreen(self) -> None:
        is_on = is_fullscreen()
        self.buttons["fullscreen"].text = tr("Full screen: on") if is_on else tr("Full screen: off")

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
            case "restart":
                return Push(routes.Confirm(Leaving.RESTART, 3, self.settings, self.is_saved))
            case "speed":
                self.settings = replace(self.settings, speed=self.settings.speed.next())
                self._label_speed()
            case "step":
                self.settings = replace(self.settings, is_stepping=not self.settings.is_stepping)
                self._label_step()
            case "sound":
                assets = self.assets
                assets.is_sound_on, assets.sound_volume = next_volume(
                    assets.is_sound_on, assets.sound_volume
                )
                self._label_sound()
                assets.play("click")
            case "motion":
                motion.reduce(not motion.is_reduced())
                self._label_motion()
            case "fullscreen":
                toggle_fullscreen()  # the app switches it before the next frame
            case "language":
                switch_language()
            case "pads":
                return Push(routes.Pads())
            case "title" if self.is_saved:
                return Replace(routes.Title(), levels=2)
            case "title":
                return Push(routes.Confirm(Leaving.TITLE, 3, self.settings))
        return None

    def update(self, dt: float) -> Transition | None:
        self._label_fullscreen()  # switched by the app, or by F11
        return None

    def draw(self, screen: pygame.Surface) -> None:
        shade = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
        shade.fill((10, 12, 20, 170))
        screen.blit(shade, (0, 0))
        box = self.stage.rect(*PAUSE)
        panel(screen, box, theme.PANEL, theme.ACCENT, 3, 16, self.assets.scale)
        top = (box.centerx, box.y + self.assets.px(24))
        label(screen, self.assets, tr("Paused"), 56, theme.ACCENT, midtop=top)
        self.buttons.draw(screen, self.assets, self.mouse)
