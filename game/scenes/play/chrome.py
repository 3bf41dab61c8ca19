"""The play screen's panels drawn into one picture, each redrawn only when what it shows
has changed.

Everything but the board's pieces, its effects and what follows the pointer lives in this
"chrome". Each panel (``panels.CHROME``) gives, every frame, its place on screen and a key:
the values it draws from, cheap to read (the pointer only as what it hovers, a pulsing glow
only while it pulses). A panel whose key changed is cleared to the background and drawn
again within its place, so a log line or a lit slot costs one panel, not the whole screen.
A new layout or window size redraws every panel.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import theme

if TYPE_CHECKING:
    from game.scenes.play.scene import PlayScene


@dataclass(frozen=True)
class Part:
    """One panel as it stands this frame: its name, place, key, and how to draw it."""

    name: str
    place: pygame.Rect
    key: Any  # compared with ==: equal keys draw the same pixels
    draw: Callable[[pygame.Surface], None]


def hovered(rects: Iterable[pygame.Rect], mouse: tuple[int, int]) -> int | None:
    """Which of ``rects`` the pointer is over (the first), for keys of panels that light
    what it hovers: moving within one thing or over none redraws nothing."""
    return next((i for i, rect in enumerate(rects) if rect.collidepoint(mouse)), None)


class Chrome:
    """The panels' picture (on the assets' shared canvas) and the key each was drawn for."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None  # None: draw every panel afresh
        self.keys: dict[str, Any] = {}
        self.frame: tuple[Any, ...] | None = None  # the layout and size it was drawn for
        self.redraws = 0  # panels drawn, all told (tests count them)

    def get(
        self,
        scene: PlayScene,
        size: tuple[int, int],
        parts: Callable[[PlayScene], Iterable[Part]],
    ) -> pygame.Surface:
        layout = scene.layout
        surface, is_ours = scene.assets.canvas(size, self)
        if self.surface is None or not is_ours or self.frame != (layout, size):
            surface.fill(theme.BACKGROUND)
            self.keys.clear()
            self.frame = (layout, size)
        self.surface = surface
        for part in parts(scene):
            if part.name in self.keys and self.keys[part.name] == part.key:
                continue
            surface.set_clip(part.place)
            surface.fill(theme.BACKGROUND)
            part.draw(surface)
            surface.set_clip(None)
            self.keys[part.name] = part.key
            self.redraws += 1
        return surface
