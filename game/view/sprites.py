"""Pieces on the board as sprites: a position in board pixels, a facing angle, fading.

Sprites draw the art from assets/sprites when present and simple shapes when absent. A Mech
wears its Yordle's emblem, upright on its back, so no one needs its colour to know it. On
the high-contrast board every piece wears a rim, dark inside and light outside (``halo``),
so it stands out from any ground, Lava or Oil.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game import motion
from game.assets import Assets, opaque
from game.palette import INK, MINION_COLOUR, SHARD_COLOUR, shade
from game.view.camera import Camera

LAYERS = {"shard": 0, "minion": 1, "bomb": 2, "boss": 3, "mech": 4}
IMAGES = {
    "mech": "sprites/mech",
    "minion": "sprites/minion",
    "shard": "sprites/crystal_shard",
    "bomb": "sprites/bomb",
    "boss": "sprites/boss",
}
SIZES = {"mech": 0.94, "minion": 0.8, "shard": 0.72, "bomb": 0.8, "boss": 1.9}
METER_GOOD, METER_LOW, METER_EMPTY = (120, 222, 140), (244, 104, 92), (50, 30, 34)


@dataclass
class Sprite:
    kind: str  # mech | minion | shard | bomb
    x: float
    y: float
    angle: float = 0.0  # degrees clockwise from north
    alpha: float = 1.0
    scale: float = 1.0
    colour: tuple[int, int, int] = (200, 200, 200)
    label: str = ""
    shake: float = 0.0  # a sideways jolt in board pixels, for blocked moves
    carries: bool = False  # a Mech holding a Crystal Shard
    meter: tuple[int, int] | None = None  # the Boss's health, out of its start
    flash: float = 0.0  # 1 → 0: a hit just landed
    emblem: str = ""  # a Mech's Yordle: assets/sprites/emblem_<yordle>.png

    def draw(self, surface: pygame.Surface, camera: Camera, assets: Assets) -> pygame.Rect | None:
        """Draw the piece; where it drew (None: nowhere, it is gone)."""
        if self.alpha <= 0.01 or self.scale <= 0.01:
            return None
        sx, sy = camera.to_screen(self.x + motion.jolt(self.shake), self.y)
        centre = (round(sx), round(sy))
        size = max(4, round(camera.cell * SIZES[self.kind] * self.scale))
        art = self._art(assets, size)
        drawn = []
        if assets.is_high_contrast and self.alpha >= 0.99:
            angle = round(self.angle / 3) * 3 if self.kind == "mech" else 0
            key = ("halo", self.kind, size, self.colour, angle)
            rim = assets.keep(key, lambda: halo(art, max(2, round(size / 24))))
            drawn.append(surface.blit(rim, rim.get_rect(center=centre)))
        if self.alpha < 0.99:  # the kept art faded for one blit, not copied (at 4K, a copy
            art.set_alpha(round(255 * self.alpha))  # per ghost of the trails each redraw)
            drawn.append(surface.blit(art, art.get_rect(center=centre)))
            opaque(art)
        else:
            drawn.append(surface.blit(art, art.get_rect(center=centre)))
        if self.flash > 0.01:
            hit = art.copy()
            hit.fill((255, 60, 40, 0), special_flags=pygame.BLEND_RGBA_MAX)
            hit.set_alpha(round(200 * self.flash))
            surface.blit(hit, hit.get_rect(center=centre))
        if self.meter is not None:
            drawn.append(self._meter(surface, (sx, sy - size * 0.5 - 4), size))
        if self.kind == "mech":
            drawn.append(self._pointer(surface, (sx, sy), camera.cell * self.scale))
            drawn.append(self._emblem(surface, assets, centre, size))
            if self.carries:
                gem = assets.scaled(IMAGES["shard"], max(8, size // 2)) or fallback(
                    "shard", size // 2, SHARD_COLOUR, 0
                )
                at = gem.get_rect(center=(round(sx + size * 0.3), round(sy - size * 0.3)))
                drawn.append(surface.blit(gem, at))
        return drawn[0].unionall(drawn[1:])

    def _art(self, assets: Assets, size: int) -> pygame.Surface:
        angle = round(self.angle / 3) * 3 if self.kind == "mech" else 0
        tint = self.colour if self.kind == "mech" else None
        image = assets.scaled(IMAGES[self.kind], size, tint, angle)
        if image is not None:
            return image
        return fallback(self.kind, size, self.colour, angle)

    def _meter(
        self, surface: pygame.Surface, midbottom: tuple[float, float], size: int
    ) -> pygame.Rect:
        """Health pips above the Boss: one per point it started with; where they are."""
        assert self.meter is not None
        health, most = self.meter
        bar = pygame.Rect(0, 0, round(size * 0.8), max(6, size // 14))
        bar.midbottom = (round(midbottom[0]), max(bar.height + 1, round(midbottom[1])))
        drawn = pygame.draw.rect(surface, INK, bar.inflate(4, 4), border_radius=4)
        step = bar.width / max(1, most)
        colour = METER_LOW if health * 3 <= most else METER_GOOD
        for i in range(most):
            pip = pygame.Rect(
                round(bar.x + i * step) + 1, bar.y, max(1, round(step) - 2), bar.height
            )
            pygame.draw.rect(surface, colour if i < health else METER_EMPTY, pip)
        return drawn

    def _emblem(
        self, surface: pygame.Surface, assets: Assets, centre: tuple[int, int], size: int
    ) -> pygame.Rect:
        """The Yordle's mark, upright whichever way the Mech faces; where it is."""
        if not self.emblem:
            return pygame.Rect(centre, (0, 0))
        mark = assets.scaled(f"sprites/emblem_{self.emblem}", max(8, round(size * 0.5)))
        if mark is None:
            return pygame.Rect(centre, (0, 0))
        if self.alpha < 0.99:
            mark = mark.copy()
            mark.set_alpha(round(255 * self.alpha))
        return surface.blit(mark, mark.get_rect(center=centre))

    def _pointer(
        self, surface: pygame.Surface, centre: tuple[float, float], cell: float
    ) -> pygame.Rect:
        """A bright wedge just outside the Mech's nose, so its facing reads at a glance."""
        a = math.radians(self.angle)
        fx, fy = math.sin(a), -math.cos(a)
        rx, ry = -fy, fx
        tip = (centre[0] + fx * cell * 0.5, centre[1] + fy * cell * 0.5)
        base = cell * 0.36
        half = cell * 0.13
        points = [
            tip,
            (centre[0] + fx * base + rx * half, centre[1] + fy * base + ry * half),
            (centre[0] + fx * base - rx * half, centre[1] + fy * base - ry * half),
        ]
        if self.alpha < 0.99:
            return pygame.Rect(round(centre[0]), round(centre[1]), 0, 0)
        pygame.draw.polygon(surface, self.colour, points)
        return pygame.draw.polygon(surface, INK, points, 2)


HALO_DARK, HALO_LIGHT = (10, 10, 14), (250, 250, 250)


def halo(art: pygame.Surface, width: int) -> pygame.Surface:
    """A rim around the art's shape, ``width`` pixels of dark next to it and as many of
    light outside that, to draw under the art."""
    shape = pygame.mask.from_surface(art)
    light = shape.to_surface(setcolor=(*HALO_LIGHT, 255), unsetcolor=(0, 0, 0, 0))
    dark = shape.to_surface(setcolor=(*HALO_DARK, 255), unsetcolor=(0, 0, 0, 0))
    pad = 2 * width
    out = pygame.Surface((art.get_width() + 2 * pad, art.get_height() + 2 * pad), pygame.SRCALPHA)
    for layer, reach in ((light, 2 * width), (dark, width)):
        for dx in range(-reach, reach + 1):
            for dy in range(-reach, reach + 1):
                if dx * dx + dy * dy <= reach * reach + 1:
                    out.blit(layer, (pad + dx, pad + dy))
    return out


def fallback(kind: str, size: int, colour: tuple[int, int, int], angle: int) -> pygame.Surface:
    """A plain shape for a piece when its art is missing."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size // 2
    if kind == "mech":
        body = pygame.Rect(size * 0.15, size * 0.2, size * 0.7, size * 0.7)
        pygame.draw.rect(surface, colour, body, border_radius=size // 8)
        pygame.draw.rect(surface, INK, body, 2, border_radius=size // 8)
        nose = [(r, size * 0.04), (size * 0.78, size * 0.34), (size * 0.22, size * 0.34)]
        pygame.draw.polygon(surface, shade(colour, 1.4), nose)
        pygame.draw.polygon(surface, INK, nose, 2)
        pygame.draw.circle(surface, shade(colour, 0.6), (r, round(size * 0.58)), size // 7)
        return pygame.transform.rotate(surface, -angle) if angle else surface
    if kind == "minion":
        pygame.draw.circle(surface, MINION_COLOUR, (r, r), r - 2)
        pygame.draw.circle(surface, INK, (r, r), r - 2, 2)
        for ex in (-1, 1):
            pygame.draw.circle(surface, (255, 226, 90), (r + ex * size // 6, r), max(2, size // 12))
    elif kind == "shard":
        points = [(r, 2), (size * 0.75, r), (r, size - 2), (size * 0.25, r)]
        pygame.draw.polygon(surface, SHARD_COLOUR, points)
        pygame.draw.polygon(surface, INK, points, 2)
    elif kind == "boss":
        body = pygame.Rect(0, 0, size, size).inflate(-size // 8, -size // 8)
        pygame.draw.rect(surface, (120, 84, 150), body, border_radius=size // 6)
        pygame.draw.rect(surface, INK, body, 3, border_radius=size // 6)
        pygame.draw.circle(surface, (255, 90, 60), (r, r), size // 7)
    else:
        pygame.draw.circle(surface, (50, 50, 60), (r, r), r - 3)
        pygame.draw.circle(surface, (214, 70, 50), (r, r), r - 3, max(2, size // 10))
    return surface
