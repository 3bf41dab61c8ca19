"""The campaign map: a trail from the School yard down into the Magma Chamber, one stop per
mission, each won, open or locked.

The map is drawn into a rectangle of the window (``area``) at the screen's ``scale``; stops
sit at design positions from its corner (``layout.menus.STOPS``)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game import motion
from game.assets import Assets
from game.palette import CREAM, INK, legible, shade
from game.ui import theme
from game.ui.layout.menus import STOP_RADIUS, STOPS
from game.ui.text import fitted, label

FOREST = (46, 84, 58)
MAGMA = (86, 44, 36)


@dataclass(frozen=True)
class Stop:
    number: int
    title: str
    is_won: bool
    is_open: bool
    is_next: bool
    is_selected: bool


def stop_centre(area: pygame.Rect, index: int, scale: float) -> tuple[int, int]:
    x, y = STOPS[index]
    return (area.x + round(x * scale), area.y + round(y * scale))


def stop_at(area: pygame.Rect, pos: tuple[int, int], count: int, scale: float) -> int | None:
    for i in range(min(count, len(STOPS))):
        x, y = stop_centre(area, i, scale)
        if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= ((STOP_RADIUS + 6) * scale) ** 2:
            return i
    return None


def render_ground(size: tuple[int, int], scale: float) -> pygame.Surface:
    """The map's backdrop, drawn once per window size: woods fading into a volcanic cave,
    and the trail."""
    width, height = size
    surface = pygame.Surface(size)
    for x in range(width):
        t = min(1.0, max(0.0, (x - width * 0.5) / (width * 0.25)))
        colour = tuple(round(a + (b - a) * t) for a, b in zip(FOREST, MAGMA, strict=True))
        pygame.draw.line(surface, colour, (x, 0), (x, height))
    rng = random.Random(7)
    for _ in range(170):
        x, y = rng.randrange(width), rng.randrange(height)
        r = round(rng.randrange(12, 40) * scale)
        if x < width * 0.6:
            pygame.draw.circle(surface, shade(FOREST, rng.uniform(0.6, 0.85)), (x, y), r)
        else:
            points = [
                (
                    x + r * math.cos(a) * rng.uniform(0.6, 1),
                    y + r * math.sin(a) * rng.uniform(0.5, 1),
                )
                for a in (i * math.tau / 7 for i in range(7))
            ]
            pygame.draw.polygon(surface, shade(MAGMA, rng.uniform(0.55, 0.8)), points)
    for _ in range(26):
        x, y = rng.randrange(width // 2, width), rng.randrange(height)
        pygame.draw.circle(surface, (200, 90, 30), (x, y), round(rng.randrange(4, 10) * scale))
    local = [(round(x * scale), round(y * scale)) for x, y in STOPS]
    trail = _curve(local)
    pygame.draw.lines(surface, (30, 26, 24), False, trail, round(24 * scale))
    pygame.draw.lines(surface, (196, 170, 120), False, trail, round(14 * scale))
    for i in range(0, len(trail) - 1, 6):
        pygame.draw.line(surface, (150, 126, 86), trail[i], trail[i + 1], round(5 * scale))
    pygame.draw.rect(surface, theme.EDGE, surface.get_rect(), max(1, round(3 * scale)))
    return surface


def _curve(points: list[tuple[int, int]], steps: int = 14) -> list[tuple[float, float]]:
    """A Catmull-Rom spline through the stops."""
    padded = [points[0], *points, points[-1]]
    out: list[tuple[float, float]] = []
    for i in range(1, len(padded) - 2):
        p0, p1, p2, p3 = padded[i - 1], padded[i], padded[i + 1], padded[i + 2]
        for s in range(steps):
            t = s / steps
            out.append(
                tuple(  # type: ignore[arg-type]
                    0.5
                    * (
                        2 * p1[k]
                        + (-p0[k] + p2[k]) * t
                        + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t * t
                        + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t**3
                    )
                    for k in (0, 1)
                )
            )
    out.append(points[-1])
    return out


def draw_stops(
    surface: pygame.Surface,
    assets: Assets,
    area: pygame.Rect,
    stops: list[Stop],
    mouse: tuple[int, int],
    clock: float,
) -> None:
    """The map's stops, each with its number and name (at their design size whatever the
    text size: the stops stand where the map has them, and the details panel beside the
    map says the same at the players' size)."""
    with assets.text_room(1.0):
        _draw_stops(surface, assets, area, stops, mouse, clock)


def _draw_stops(
    surface: pygame.Surface,
    assets: Assets,
    area: pygame.Rect,
    stops: list[Stop],
    mouse: tuple[int, int],
    clock: float,
) -> None:
    px, scale = assets.px, assets.scale
    radius = px(STOP_RADIUS)
    for i, stop in enumerate(stops):
        centre = stop_centre(area, i, scale)
        is_hover = stop.is_open and (
            (mouse[0] - centre[0]) ** 2 + (mouse[1] - centre[1]) ** 2 <= radius**2
        )
        if stop.is_selected:
            pygame.draw.circle(surface, theme.ACCENT, centre, radius + px(10), px(5))
        elif stop.is_next:
            pulse = 4 + motion.jolt(3 * math.sin(clock * 4))  # a ring that breathes: still
            pygame.draw.circle(surface, theme.GLOW, centre, radius + px(6 + pulse), px(3))
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + px(4), centre[1] + px(6)), radius)
        if stop.is_won:
            fill = (236, 196, 70)
        elif stop.is_open:
            fill = (88, 140, 210) if stop.number <= 5 else (214, 106, 60)
        else:
            fill = (70, 72, 82)
        if is_hover:
            fill = shade(fill, 1.15)
        fill, ink = legible(fill)
        pygame.draw.circle(surface, fill, centre, radius)
        pygame.draw.circle(surface, INK, centre, radius, px(4))
        text = "T" if stop.number == 0 else str(stop.number)
        at = (centre[0], centre[1] - px(7 if stop.is_won else 0))
        label(surface, assets, text, 54, ink, center=at)
        if stop.is_won:
            _tick(surface, (centre[0], centre[1] + px(28)), scale)
        elif not stop.is_open:
            _padlock(surface, (centre[0] + px(36), centre[1] + px(34)), scale)
        name = stop.title.split(": ")[-1]
        colour = CREAM if stop.is_open else (190, 194, 208)
        image_w = min(px(290), assets.font(theme.SMALL).size(name)[0])
        tag = pygame.Rect(0, 0, image_w + px(16), assets.font(theme.SMALL).get_height() + px(6))
        tag.midtop = (centre[0], centre[1] + radius + px(8))
        pygame.draw.rect(surface, (20, 22, 30), tag, border_radius=px(8))
        fitted(surface, assets, name, theme.SMALL, colour, px(290), center=tag.center)


def _tick(surface: pygame.Surface, centre: tuple[int, int], scale: float) -> None:
    x, y = centre

    def s(n: float) -> int:
        return round(n * scale)

    points = [(x - s(12), y - s(2)), (x - s(4), y + s(6)), (x + s(13), y - s(10))]
    pygame.draw.lines(surface, INK, False, points, s(6))


def _padlock(surface: pygame.Surface, centre: tuple[int, int], scale: float) -> None:
    x, y = centre

    def s(n: float) -> int:
        return round(n * scale)

    body = pygame.Rect(0, 0, s(26), s(22))
    body.midtop = (x, y - s(5))
    shackle = pygame.Rect(x - s(10), y - s(20), s(20), s(26))
    pygame.draw.arc(surface, (200, 200, 210), shackle, 0, math.pi, s(5))
    pygame.draw.rect(surface, (200, 200, 210), body, border_radius=s(3))
    pygame.draw.rect(surface, INK, body, max(1, s(2)), border_radius=s(3))
