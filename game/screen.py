"""The window's size, and the scale of the game's design pixels on it.

Every screen is designed for 1920×1080: a font size, a gap or a card width is given in design
pixels, and ``px`` turns it into pixels of this window. The design canvas keeps the window's
shape (a wider window has more design pixels across), so layouts reflow instead of
letterboxing, and everything is drawn at the window's own resolution.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

DESIGN = (1920, 1080)
# Posted by a menu to switch full screen on or off, as F11 does (the app owns the window).
TOGGLE_FULLSCREEN = pygame.event.custom_type()
SMALLEST = (1280, 720)  # the smallest window the layouts are made for


@dataclass(frozen=True)
class Screen:
    width: int = DESIGN[0]
    height: int = DESIGN[1]

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)

    @property
    def scale(self) -> float:
        """Window pixels per design pixel: 1 at 1920×1080, 2 at 3840×2160."""
        return min(self.width / DESIGN[0], self.height / DESIGN[1])

    @property
    def design(self) -> tuple[float, float]:
        """The window's size in design pixels (at least 1920×1080, in its own shape)."""
        return (self.width / self.scale, self.height / self.scale)

    def px(self, n: float) -> int:
        """``n`` design pixels in window pixels."""
        return round(n * self.scale)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rectangle given in design pixels, in window pixels (edges rounded alike, so
        neighbours stay neighbours)."""
        s = self.scale
        left, top = round(x * s), round(y * s)
        return pygame.Rect(left, top, round((x + w) * s) - left, round((y + h) * s) - top)

    @property
    def bounds(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.width, self.height)


def starting_size(
    desktop: tuple[int, int] | None,
    asked: tuple[int, int] | None = None,
    remembered: tuple[int, int] | None = None,
) -> Screen:
    """The window to open: the size asked for; else the size it had last time, if the
    display still holds it; else the largest 16:9 window that leaves room for the desktop's
    title bar and task bar (about a tenth), never under 1280×720 unless the display itself
    is smaller."""
    if asked is not None:
        return Screen(*asked)
    if remembered is not None and (
        desktop is None or (remembered[0] <= desktop[0] and remembered[1] <= desktop[1])
    ):
        return Screen(*remembered)
    if desktop is None:
        return Screen(1600, 900)
    width, height = desktop
    room_w, room_h = width * 0.92, height * 0.88
    w = min(room_w, room_h * 16 / 9)
    w = max(w, SMALLEST[0])
    w, h = min(w, width), min(w * 9 / 16, height)
    return Screen(round(w), round(h))


def window_size(text: str) -> tuple[int, int]:
    """``1280x720`` as a size; a ValueError for anything else (or under 100 pixels a side).

    >>> window_size("1280x720")
    (1280, 720)
    """
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit()) or min(int(width), int(height)) < 100:
        raise ValueError(f"{text!r} is not a size such as 1280x720")
    return int(width), int(height)


def is_fullscreen() -> bool:
    """Whether the window fills the screen now."""
    surface = pygame.display.get_surface()
    return surface is not None and bool(surface.get_flags() & pygame.FULLSCREEN)


def toggle_fullscreen() -> None:
    """Ask the app to switch full screen on or off (next frame)."""
    pygame.event.post(pygame.event.Event(TOGGLE_FULLSCREEN))
