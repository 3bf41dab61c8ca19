"""The campaign map: a trail from the School yard down into the Magma Chamber, one stop per
mission, each won, open or locked."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.palette import CREAM, INK, shade
from game.ui import theme
from game.ui.text import fit_size, label

MAP = pygame.Rect(40, 120, 1020, 720)
RADIUS = 44
# Tutorial, then Missions 1-10: forest on the left, the Magma Chamber on the right.
STOPS = (
    (120, 730),
    (270, 640),
    (170, 500),
    (300, 370),
    (470, 450),
    (560, 610),
    (730, 700),
    (870, 570),
    (760, 420),
    (880, 290),
    (730, 200),
)
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


def stop_centre(index: int) -> tuple[int, int]:
    return STOPS[index]


def stop_at(pos: tuple[int, int], count: int) -> int | None:
    for i in range(min(count, len(STOPS))):
        x, y = STOPS[i]
        if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (RADIUS + 6) ** 2:
            return i
    return None


def render_ground() -> pygame.Surface:
    """The map's backdrop, drawn once: woods fading into a volcanic cave, and the trail."""
    surface = pygame.Surface(MAP.size)
    for x in range(MAP.width):
        t = min(1.0, max(0.0, (x - MAP.width * 0.5) / (MAP.width * 0.25)))
        colour = tuple(round(a + (b - a) * t) for a, b in zip(FOREST, MAGMA, strict=True))
        pygame.draw.line(surface, colour, (x, 0), (x, MAP.height))
    rng = random.Random(7)
    for _ in range(170):
        x, y = rng.randrange(MAP.width), rng.randrange(MAP.height)
        r = rng.randrange(10, 34)
        if x < MAP.width * 0.6:
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
        x, y = rng.randrange(MAP.width // 2, MAP.width), rng.randrange(MAP.height)
        pygame.draw.circle(surface, (200, 90, 30), (x, y), rng.randrange(3, 8))
    local = [(x - MAP.x, y - MAP.y) for x, y in STOPS]
    trail = _curve(local)
    pygame.draw.lines(surface, (30, 26, 24), False, trail, 20)
    pygame.draw.lines(surface, (196, 170, 120), False, trail, 12)
    for i in range(0, len(trail) - 1, 6):
        pygame.draw.line(surface, (150, 126, 86), trail[i], trail[i + 1], 4)
    pygame.draw.rect(surface, theme.EDGE, surface.get_rect(), 3, border_radius=4)
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
    surface: pygame.Surface, assets: Assets, stops: list[Stop], mouse: tuple[int, int], clock: float
) -> None:
    for i, stop in enumerate(stops):
        centre = STOPS[i]
        is_hover = stop.is_open and (
            (mouse[0] - centre[0]) ** 2 + (mouse[1] - centre[1]) ** 2 <= RADIUS**2
        )
        if stop.is_selected:
            pygame.draw.circle(surface, theme.ACCENT, centre, RADIUS + 10, 5)
        elif stop.is_next:
            pulse = 4 + 3 * math.sin(clock * 4)
            pygame.draw.circle(surface, theme.GLOW, centre, RADIUS + 6 + pulse, 3)
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 4, centre[1] + 6), RADIUS)
        if stop.is_won:
            fill = (236, 196, 70)
        elif stop.is_open:
            fill = (88, 140, 210) if stop.number <= 5 else (214, 106, 60)
        else:
            fill = (70, 72, 82)
        if is_hover:
            fill = shade(fill, 1.15)
        pygame.draw.circle(surface, fill, centre, RADIUS)
        pygame.draw.circle(surface, INK, centre, RADIUS, 4)
        text = "T" if stop.number == 0 else str(stop.number)
        ink = INK if stop.is_won else (CREAM if stop.is_open else (130, 130, 140))
        label(
            surface,
            assets,
            text,
            46,
            ink,
            center=(centre[0], centre[1] - (6 if stop.is_won else 0)),
        )
        if stop.is_won:
            _tick(surface, (centre[0], centre[1] + 24))
        elif not stop.is_open:
            _padlock(surface, (centre[0] + 30, centre[1] + 28))
        name = stop.title.split(": ")[-1]
        size = fit_size(assets, name, theme.SMALL, 190)
        image = assets.text(name, size, CREAM if stop.is_open else theme.MUTED)
        tag = image.get_rect(midtop=(centre[0], centre[1] + RADIUS + 8)).inflate(12, 4)
        pygame.draw.rect(surface, (20, 22, 30), tag, border_radius=8)
        surface.blit(image, image.get_rect(center=tag.center))


def _tick(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    x, y = centre
    pygame.draw.lines(surface, INK, False, [(x - 10, y - 2), (x - 3, y + 5), (x + 11, y - 8)], 5)


def _padlock(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    x, y = centre
    body = pygame.Rect(0, 0, 22, 18)
    body.midtop = (x, y - 4)
    pygame.draw.arc(surface, (200, 200, 210), pygame.Rect(x - 8, y - 17, 16, 22), 0, math.pi, 4)
    pygame.draw.rect(surface, (200, 200, 210), body, border_radius=3)
    pygame.draw.rect(surface, INK, body, 2, border_radius=3)
