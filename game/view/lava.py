"""The Lava Wall over the rows it covers: a flowing molten texture and a glowing front.

Everything is drawn once when the board is built; each frame is one blit of a scrolled
window of the texture plus one blit of the front's glow.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from game.rules import Facing

CRUST = (70, 18, 10)
MOLTEN = (236, 92, 24)
BRIGHT = (255, 206, 80)


def _tile(size: int) -> pygame.Surface:
    """A square of molten rock that tiles seamlessly: glowing pools under a dark crust
    broken by bright cracks."""
    tile = pygame.Surface((size, size))
    tile.fill((170, 44, 14))
    rng = random.Random(9)

    def wrapped(draw: Callable[[float, float], None], x: float, y: float) -> None:
        for dx in (-size, 0, size):
            for dy in (-size, 0, size):
                draw(x + dx, y + dy)

    for _ in range(9):  # hot pools: concentric circles, orange to yellow at the heart
        x, y, r = rng.random() * size, rng.random() * size, size * rng.uniform(0.12, 0.22)
        for k, colour in enumerate(((226, 88, 22), (246, 132, 34), (255, 190, 70))):

            def pool(
                px: float, py: float, c: tuple[int, int, int] = colour, q: float = r * (1 - k * 0.3)
            ) -> None:
                pygame.draw.circle(tile, c, (px, py), q)

            wrapped(pool, x, y)
    for _ in range(7):  # crust plates
        x, y, r = rng.random() * size, rng.random() * size, size * rng.uniform(0.1, 0.17)
        points = [
            (math.cos(a) * r * rng.uniform(0.6, 1.0), math.sin(a) * r * rng.uniform(0.6, 1.0))
            for a in (i * math.tau / 7 for i in range(7))
        ]

        def plate(px: float, py: float, pts: list[tuple[float, float]] = points) -> None:
            shape = [(px + u, py + v) for u, v in pts]
            pygame.draw.polygon(tile, (92, 26, 12), shape)
            pygame.draw.polygon(tile, (255, 150, 50), shape, 1)

        wrapped(plate, x, y)
    return tile


def _glow(length: int, depth: int, edge: Facing) -> pygame.Surface:
    """Heat shimmering ahead of the front: bright at the lava, fading away from it."""
    horizontal = edge in (Facing.W, Facing.E)
    size = (depth, length) if horizontal else (length, depth)
    glow = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(depth):
        alpha = round(190 * (1 - i / depth) ** 2)
        colour = (255, 140 + round(80 * (1 - i / depth)), 40, alpha)
        # i counts away from the lava; the lava lies toward ``edge``.
        at = {Facing.W: i, Facing.E: depth - 1 - i, Facing.N: i, Facing.S: depth - 1 - i}[edge]
        if horizontal:
            pygame.draw.line(glow, colour, (at, 0), (at, length))
        else:
            pygame.draw.line(glow, colour, (0, at), (length, at))
    return glow


class LavaLayer:
    def __init__(self, width: int, height: int, cell: int, edge: Facing) -> None:
        self.width, self.height, self.cell, self.edge = width, height, cell, edge
        self.period = max(8, cell * 2)
        tile = _tile(self.period)
        w, h = width * cell + self.period, height * cell + self.period
        self.texture = pygame.Surface((w, h))
        for x in range(0, w, self.period):
            for y in range(0, h, self.period):
                self.texture.blit(tile, (x, y))
        horizontal = edge in (Facing.W, Facing.E)
        length = height * cell if horizontal else width * cell
        self.glow = _glow(length, max(6, round(cell * 0.8)), edge)
        self.rim = max(3, cell // 12)

    def covered(self, rows: float) -> pygame.Rect:
        """The covered part of the board, in board pixels (relative to its top-left)."""
        depth = round(
            min(rows, self.width if self.edge in (Facing.W, Facing.E) else self.height) * self.cell
        )
        bw, bh = self.width * self.cell, self.height * self.cell
        return {
            Facing.W: pygame.Rect(0, 0, depth, bh),
            Facing.E: pygame.Rect(bw - depth, 0, depth, bh),
            Facing.N: pygame.Rect(0, 0, bw, depth),
            Facing.S: pygame.Rect(0, bh - depth, bw, depth),
        }[self.edge]

    def draw(
        self,
        surface: pygame.Surface,
        origin: tuple[int, int],
        rows: float,
        clock: float,
        is_active: bool,
    ) -> pygame.Rect:
        """The lava over ``rows`` and its glowing front; where they were drawn."""
        area = self.covered(rows)
        flow = round(clock * self.cell * 0.35) % self.period
        dx, dy = {Facing.W: (-1, 0), Facing.E: (1, 0), Facing.N: (0, -1), Facing.S: (0, 1)}[
            self.edge
        ]
        if area.width and area.height:
            window = area.move(self.period // 2 + dx * flow, self.period // 2 + dy * flow)
            window.x %= self.period
            window.y %= self.period
            window.size = area.size
            surface.blit(self.texture, area.move(origin), window)
        pulse = 0.75 + 0.25 * math.sin(clock * 3.1)
        self.glow.set_alpha(round(255 * pulse * (1.0 if is_active else 0.45)))
        front = self._front(area)
        drawn = surface.blit(self.glow, front.move(origin)).union(area.move(origin))
        if area.width and area.height:  # within the lava: a sliver of it has a sliver of rim
            rim = self._rim(area).clip(area).move(origin)
            surface.fill(BRIGHT, rim)
        return drawn

    def _front(self, area: pygame.Rect) -> pygame.Rect:
        g = self.glow.get_rect()
        return {
            Facing.W: g.move(area.right, 0),
            Facing.E: g.move(area.left - g.width, 0),
            Facing.N: g.move(0, area.bottom),
            Facing.S: g.move(0, area.top - g.height),
        }[self.edge]

    def _rim(self, area: pygame.Rect) -> pygame.Rect:
        r = self.rim
        return {
            Facing.W: pygame.Rect(area.right - r, area.y, r, area.height),
            Facing.E: pygame.Rect(area.x, area.y, r, area.height),
            Facing.N: pygame.Rect(area.x, area.bottom - r, area.width, r),
            Facing.S: pygame.Rect(area.x, area.y, area.width, r),
        }[self.edge]
