"""Colours and the four rune shapes, shared by the board view and the interface.

Imports only pygame. Rune colours also differ by shape (red triangle, yellow diamond, blue
circle, green square), as on the tileset, and the Mechs by their Yordles' emblems; the four
rune colours, and the four Mechs', also stay apart as seen with deuteranopia, protanopia
and tritanopia (CIEDE2000 at least 12 between any two, ``tests/test_colours.py``: the
green is bluer and the blue lighter than the first ones, Tristana's pink redder, Ziggs'
orange softer, each within ΔE 6 of what it was and no darker against the panels).
"""

from __future__ import annotations

import math

import pygame

from game.rules import Element, Rune, Yordle

Colour = tuple[int, int, int]

RUNE_COLOURS: dict[Rune, Colour] = {
    Rune.RED: (243, 75, 52),
    Rune.YELLOW: (246, 198, 38),
    Rune.BLUE: (91, 118, 241),
    Rune.GREEN: (27, 168, 111),
}

ELEMENT_COLOURS: dict[Element, Colour] = {e: RUNE_COLOURS[e.rune] for e in Element}

YORDLE_COLOURS: dict[Yordle, Colour] = {
    Yordle.CORKI: (64, 209, 233),
    Yordle.HEIMERDINGER: (255, 231, 38),
    Yordle.TRISTANA: (255, 80, 155),
    Yordle.ZIGGS: (239, 155, 92),
}

MINION_COLOUR: Colour = (150, 112, 206)
SHARD_COLOUR: Colour = (110, 226, 250)
INK: Colour = (28, 26, 34)
CREAM: Colour = (246, 240, 222)


def shade(colour: Colour, factor: float) -> Colour:
    """Darker when ``factor`` < 1, lighter toward white when > 1."""
    if factor <= 1:
        return (round(colour[0] * factor), round(colour[1] * factor), round(colour[2] * factor))
    t = min(factor - 1, 1.0)
    r, g, b = colour
    return (round(r + (255 - r) * t), round(g + (255 - g) * t), round(b + (255 - b) * t))


def luminance(colour: Colour) -> float:
    """Relative luminance (WCAG 2): 0 for black, 1 for white."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = colour
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: Colour, b: Colour) -> float:
    """The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def legible(fill: Colour, least: float = 4.5) -> tuple[Colour, Colour]:
    """A fill and the ink to write on it, at least ``least``:1 apart: dark ink where the
    fill is light enough, else cream on the fill darkened as far as it takes."""
    if contrast(INK, fill) >= least:
        return fill, INK
    factor = 1.0
    while contrast(CREAM, shade(fill, factor)) < least and factor > 0.2:
        factor -= 0.05
    return shade(fill, factor), CREAM


def rune_points(rune: Rune, centre: tuple[float, float], size: float) -> list[tuple[float, float]]:
    """The outline of a rune's shape, ``size`` pixels across."""
    cx, cy = centre
    if rune is Rune.RED:
        r = size * 0.6
        cy += size * 0.08
        return [
            (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
            for a in (-90, 30, 150)
        ]
    if rune is Rune.YELLOW:
        r = size * 0.55
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if rune is Rune.BLUE:
        r = size * 0.45
        return [
            (cx + r * math.cos(math.tau * i / 32), cy + r * math.sin(math.tau * i / 32))
            for i in range(32)
        ]
    r = size * 0.38
    return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]


def draw_rune(
    surface: pygame.Surface,
    rune: Rune,
    centre: tuple[float, float],
    size: float,
    is_lit: bool = True,
) -> None:
    """A rune emblem: its shape in its colour with a cream rim, or greyed out when unlit."""
    points = rune_points(rune, centre, size)
    fill = RUNE_COLOURS[rune] if is_lit else (92, 92, 100)
    pygame.draw.polygon(surface, CREAM if is_lit else (70, 70, 78), points)
    inner = [
        (centre[0] + (x - centre[0]) * 0.78, centre[1] + (y - centre[1]) * 0.78) for x, y in points
    ]
    pygame.draw.polygon(surface, fill, inner)
    pygame.draw.polygon(surface, INK, points, max(1, round(size / 16)))
