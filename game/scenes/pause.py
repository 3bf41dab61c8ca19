"""Esc during play: Resume, Restart, the animation speed, step mode, sound on or off, or Quit
to title."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.assets import Assets
from game.scenes import routes
from game.scenes.base import Pop, Replace, Transition
from game.scenes.settings import Settings
from game.ui import theme
from game.ui.text import label
from game.ui.widgets import Button, Buttons, panel

BOX = pygame.Rect(600, 140, 400, 600)


class PauseScene:
    covers_screen = False

    def __init__(self, assets: Assets, settings: Settings) -> None:
        self.assets, self.settings = assets, settings
        self.mouse = (0, 0)
        self.buttons = Buttons(self.assets)
        names = (
            ("resume", "Resume"),
            ("restart", "Restart"),
            ("speed", ""),
            ("step", ""),
            ("sound", ""),
            ("title", "Quit to title"),
        )
        for i, (name, text) in enumerate(names):
            self.buttons.add(
                name, Button(pygame.Rect(BOX.x + 50, BOX.y + 100 + i * 80, 300, 60), text)
            )
        self._label_speed()
        self._label_step()
        self._label_sound()

    def _label_speed(self) -> None:
        self.buttons["speed"].text = f"Speed: {self.settings.speed.value}"

    def _label_step(self) -> None:
        self.buttons["step"].text = f"Step mode: {'on' if self.settings.is_stepping else 'off'}"

    def _label_sound(self) -> None:
        button = self.buttons["sound"]
        button.is_enabled = self.assets.has_sound
        if not self.assets.has_sound:
            button.text = "Sound: no audio device"
        else:
            button.text = f"Sound: {'on' if self.assets.is_sound_on else 'off'}"

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop(self.settings)
        match self.buttons.handle(event):
            case "resume":
                return Pop(self.settings)
            case "restart":
                return Replace(routes.Play(self.settings), levels=2)
            case "speed":
                self.settings = replace(self.settings, speed=self.settings.speed.next())
                self._label_speed()
            case "step":
                self.settings = replace(self.settings, is_stepping=not self.settings.is_stepping)
                self._label_step()
            case "sound":
                self.assets.is_sound_on = not self.assets.is_sound_on
                self._label_sound()
                self.assets.play("click")
            case "title":
                return Replace(routes.Title(), levels=2)
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        shade = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
        shade.fill((10, 12, 20, 170))
        screen.blit(shade, (0, 0))
        panel(screen, BOX, theme.PANEL, theme.ACCENT, 3, 16)
        label(screen, self.assets, "Paused", 56, theme.ACCENT, midtop=(BOX.centerx, BOX.y + 24))
        self.buttons.draw(screen, self.assets, self.mouse)
