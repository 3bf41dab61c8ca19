"""Buttons and panels. A button fires when pressed and released inside it."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.palette import legible
from game.ui import theme
from game.ui.text import fitted


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, int, int] = theme.PANEL,
    edge: tuple[int, int, int] = theme.EDGE,
    width: int = 2,
    radius: int = 10,
    scale: float = 1.0,
) -> None:
    """A rounded panel; ``width`` and ``radius`` are design pixels at ``scale``."""
    line, round_ = max(1, round(width * scale)), max(2, round(radius * scale))
    pygame.draw.rect(surface, colour, rect, border_radius=round_)
    pygame.draw.rect(surface, edge, rect, line, border_radius=round_)


def glow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    phase: float,
    scale: float = 1.0,
) -> None:
    """A pulsing outline: ``phase`` is any clock in seconds."""
    width = max(2, round((3 + 2 * (1 + math.sin(phase * 5))) * scale))
    radius = max(4, round(12 * scale))
    pygame.draw.rect(
        surface, colour, rect.inflate(width * 2, width * 2), width, border_radius=radius
    )


@dataclass
class Button:
    rect: pygame.Rect
    text: str
    is_enabled: bool = True
    is_selected: bool = False
    colour: tuple[int, int, int] | None = None
    size: int = theme.BODY

    def draw(self, surface: pygame.Surface, assets: Assets, mouse: tuple[int, int]) -> None:
        is_hover = self.is_enabled and self.rect.collidepoint(mouse)
        fill = self.colour or theme.BUTTON
        if not self.is_enabled:
            fill = theme.BUTTON_OFF
        elif is_hover:
            fill = tuple(min(255, c + 28) for c in fill)  # type: ignore[assignment]
        edge = theme.ACCENT if self.is_selected or is_hover else theme.EDGE
        radius = assets.px(8)
        fill, ink = legible(fill)
        line = max(1, assets.px(3 if self.is_selected else 2))
        colour = ink if self.is_enabled else theme.MUTED

        def paint(layer: pygame.Surface, at: pygame.Rect) -> None:
            pygame.draw.rect(layer, fill, at, border_radius=radius)
            pygame.draw.rect(layer, edge, at, line, border_radius=radius)
            width = at.width - assets.px(12)
            fitted(layer, assets, self.text, self.size, colour, width, center=at.center)

        # Drawn once per look and kept: buttons over the play screen are drawn every frame.
        key = ("button", self.text, self.size, fill, edge, line, colour)
        assets.stamp(surface, self.rect, key, paint)


class Buttons:
    """A set of named buttons; ``handle`` returns the name of the one clicked (with a click
    sound, given the assets)."""

    def __init__(self, assets: Assets | None = None) -> None:
        self.items: dict[str, Button] = {}
        self.pressed: str | None = None
        self.assets = assets

    def add(self, name: str, button: Button) -> Button:
        self.items[name] = button
        return button

    def __getitem__(self, name: str) -> Button:
        return self.items[name]

    def at(self, pos: tuple[int, int]) -> str | None:
        for name, button in self.items.items():
            if button.is_enabled and button.rect.collidepoint(pos):
                return name
        return None

    def handle(self, event: pygame.event.Event) -> str | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            if pressed is not None and pressed == self.at(event.pos):
                if self.assets is not None:
                    self.assets.play("click")
                return pressed
        return None

    def draw(self, surface: pygame.Surface, assets: Assets, mouse: tuple[int, int]) -> None:
        for button in self.items.values():
            button.draw(surface, assets, mouse)
