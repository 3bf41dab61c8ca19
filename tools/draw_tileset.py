"""Draw the terrain tileset and the piece sprites, procedurally and deterministically.

Writes ``assets/tiles/terrain.png`` (64 x 64 px per tile), ``maps/terrain.tsx`` (the Tiled
tileset with one property set per tile) and ``assets/sprites/*.png``.

Run headless from the repository root::

    SDL_VIDEODRIVER=dummy python tools/draw_tileset.py

Every shape is drawn at ``SS`` times the final size and scaled down once, which gives soft,
anti-aliased edges without any image files. All randomness comes from ``random.Random``
seeded with a CRC of the tile name, so two runs give identical pixels.
"""

from __future__ import annotations

import math
import os
import random
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (the SDL variables must be set first)

ROOT = Path(__file__).resolve().parent.parent
TILESET_PNG = ROOT / "assets" / "tiles" / "terrain.png"
TILESET_TSX = ROOT / "maps" / "terrain.tsx"
SPRITES_DIR = ROOT / "assets" / "sprites"

TILE = 64
COLUMNS = 8
SS = 4  # supersampling factor

Color = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

RUNE_COLOURS: dict[str, tuple[int, int, int]] = {  # the game's (game/palette.py)
    "red": (243, 75, 52),
    "yellow": (246, 198, 38),
    "blue": (91, 118, 241),
    "green": (27, 168, 111),
}
CREAM = (250, 244, 222)
INK = (34, 30, 36)
SIDES = ("N", "E", "S", "W")


# --------------------------------------------------------------------------- canvas helpers


class Canvas:
    """A supersampled drawing surface that takes coordinates in final (64 px) units."""

    def __init__(self, w: int = TILE, h: int = TILE) -> None:
        self.w, self.h = w, h
        self.surf = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)

    @staticmethod
    def s(v: float) -> int:
        return round(v * SS)

    def pts(self, points: Sequence[Point]) -> list[tuple[int, int]]:
        return [(self.s(x), self.s(y)) for x, y in points]

    def layer(self) -> pygame.Surface:
        return pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)

    def blit(self, layer: pygame.Surface, flags: int = 0) -> None:
        self.surf.blit(layer, (0, 0), special_flags=flags)

    def done(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))


def mix(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, ...]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def shade(c: Sequence[int], f: float) -> tuple[int, int, int]:
    """Darken (f < 1) or lighten towards white (f > 1) a colour."""
    if f <= 1:
        return (round(c[0] * f), round(c[1] * f), round(c[2] * f))
    t = min(f - 1, 1)
    return (
        round(c[0] + (255 - c[0]) * t),
        round(c[1] + (255 - c[1]) * t),
        round(c[2] + (255 - c[2]) * t),
    )


def gradient(
    size: tuple[int, int], a: Sequence[int], b: Sequence[int], angle: float = 90
) -> pygame.Surface:
    """A linear gradient from colour a to colour b; angle 90 runs top to bottom."""
    w, h = size
    # Draw a 1-D ramp, then stretch and rotate it: cheaper than per-pixel work.
    n = 256
    ramp = pygame.Surface((n, 1), pygame.SRCALPHA)
    a4 = tuple(a) + ((255,) if len(a) == 3 else ())
    b4 = tuple(b) + ((255,) if len(b) == 3 else ())
    for i in range(n):
        ramp.set_at((i, 0), mix(a4, b4, i / (n - 1)))
    diag = math.ceil(math.hypot(w, h)) + 2
    big = pygame.transform.smoothscale(ramp, (diag, diag))
    big = pygame.transform.rotate(big, -angle)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(big, ((w - big.get_width()) // 2, (h - big.get_height()) // 2))
    return out


def fill_shape(
    cv: Canvas,
    draw: Callable[[pygame.Surface, Color], object],
    a: Sequence[int],
    b: Sequence[int],
    angle: float = 90,
) -> None:
    """Fill whatever ``draw(surface, colour)`` paints with a gradient from a to b."""
    mask = cv.layer()
    draw(mask, (255, 255, 255, 255))
    grad = gradient(mask.get_size(), a, b, angle)
    grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    cv.blit(grad)


def soft(
    cv: Canvas,
    draw: Callable[[pygame.Surface, Color], object],
    colour: Color,
    blur: float,
    offset: Point = (0, 0),
) -> None:
    """Paint a blurred copy of a shape: drop shadows and glows."""
    layer = cv.layer()
    draw(layer, colour)
    layer = pygame.transform.gaussian_blur(layer, max(1, cv.s(blur)), False)
    cv.surf.blit(layer, (cv.s(offset[0]), cv.s(offset[1])))


def rng_for(name: str) -> random.Random:
    return random.Random(zlib.crc32(name.encode()))


def blob(cx: float, cy: float, r: float, wobble: float, seed: str, n: int = 48) -> list[Point]:
    """A closed, smooth, irregular outline around (cx, cy)."""
    rng = rng_for(seed)
    waves = [(rng.randint(2, 5), rng.uniform(0, math.tau), rng.uniform(0.3, 1.0)) for _ in range(3)]
    total = sum(w[2] for w in waves)
    out = []
    for i in range(n):
        t = math.tau * i / n
        k = sum(amp * math.sin(freq * t + ph) for freq, ph, amp in waves) / total
        rr = r * (1 + wobble * k)
        out.append((cx + rr * math.cos(t), cy + rr * math.sin(t)))
    return out


def polygon(cv: Canvas, points: Sequence[Point]) -> Callable[[pygame.Surface, Color], object]:
    scaled = cv.pts(points)
    return lambda surf, col: pygame.draw.polygon(surf, col, scaled)


def outline(cv: Canvas, points: Sequence[Point], colour: Color, width: float) -> None:
    pygame.draw.polygon(cv.surf, colour, cv.pts(points), max(1, cv.s(width)))
    for x, y in points:  # round joints
        pygame.draw.circle(cv.surf, colour, (cv.s(x), cv.s(y)), max(1, cv.s(width) // 2))


def grid_border(cv: Canvas) -> None:
    """A faint frame so the 6 x 6 grid stays readable when floor tiles sit side by side."""
    layer = cv.layer()
    pygame.draw.rect(layer, (0, 0, 0, 52), layer.get_rect(), cv.s(1))
    cv.blit(layer)


# --------------------------------------------------------------------------- floors


def grass(variant: int) -> pygame.Surface:
    cv = Canvas()
    rng = rng_for(f"grass-{variant}")
    base_top, base_bottom = [
        ((118, 176, 80), (100, 158, 68)),
        ((112, 172, 78), (96, 154, 66)),
        ((122, 178, 84), (104, 160, 70)),
    ][variant]
    cv.surf.blit(gradient(cv.surf.get_size(), base_top, base_bottom, 70), (0, 0))
    layer = cv.layer()
    # soft mottling
    for _ in range(9):
        x, y = rng.uniform(0, 64), rng.uniform(0, 64)
        c = (140, 196, 100, 40) if rng.random() < 0.5 else (70, 124, 50, 34)
        pygame.draw.circle(layer, c, (cv.s(x), cv.s(y)), cv.s(rng.uniform(6, 12)))
    layer = pygame.transform.gaussian_blur(layer, cv.s(4), True)
    cv.blit(layer)
    # tufts: little V strokes
    for _ in range(14 if variant != 1 else 10):
        x, y = rng.uniform(5, 59), rng.uniform(6, 60)
        dark = (74, 126, 52)
        for dx in (-2.2, 0, 2.2):
            pygame.draw.line(
                cv.surf, dark, (cv.s(x), cv.s(y)), (cv.s(x + dx), cv.s(y - 3.5)), cv.s(0.9)
            )
    for _ in range(10):
        x, y = rng.uniform(3, 61), rng.uniform(3, 61)
        pygame.draw.circle(cv.surf, (156, 204, 112), (cv.s(x), cv.s(y)), cv.s(0.8))
    if variant == 1:  # a few flowers
        for _ in range(5):
            x, y = rng.uniform(8, 56), rng.uniform(8, 56)
            petal = (250, 246, 232) if rng.random() < 0.6 else (250, 214, 90)
            for k in range(5):
                t = math.tau * k / 5
                pygame.draw.circle(
                    cv.surf,
                    petal,
                    (cv.s(x + 1.4 * math.cos(t)), cv.s(y + 1.4 * math.sin(t))),
                    cv.s(1.1),
                )
            pygame.draw.circle(cv.surf, (236, 170, 40), (cv.s(x), cv.s(y)), cv.s(0.8))
    if variant == 2:  # clover patches
        for _ in range(4):
            x, y = rng.uniform(10, 54), rng.uniform(10, 54)
            for k in range(3):
                t = math.tau * k / 3 + 0.5
                pygame.draw.circle(
                    cv.surf,
                    (84, 140, 60),
                    (cv.s(x + 1.8 * math.cos(t)), cv.s(y + 1.8 * math.sin(t))),
                    cv.s(1.6),
                )
    grid_border(cv)
    return cv.done()


def yard() -> pygame.Surface:
    """Packed earth of the school yard (forest side, under the School piece)."""
    cv = Canvas()
    rng = rng_for("yard")
    cv.surf.blit(gradient(cv.surf.get_size(), (202, 170, 118), (186, 152, 102), 70), (0, 0))
    layer = cv.layer()
    for _ in range(10):
        x, y = rng.uniform(0, 64), rng.uniform(0, 64)
        c = (220, 192, 140, 50) if rng.random() < 0.5 else (150, 118, 78, 40)
        pygame.draw.circle(layer, c, (cv.s(x), cv.s(y)), cv.s(rng.uniform(5, 11)))
    cv.blit(pygame.transform.gaussian_blur(layer, cv.s(4), True))
    for _ in range(16):
        x, y, r = rng.uniform(4, 60), rng.uniform(4, 60), rng.uniform(0.8, 1.8)
        pygame.draw.circle(cv.surf, (140, 112, 80), (cv.s(x), cv.s(y + 0.4)), cv.s(r))
        pygame.draw.circle(cv.surf, (222, 200, 160), (cv.s(x), cv.s(y)), cv.s(r * 0.8))
    grid_border(cv)
    return cv.done()


def rock(variant: int) -> pygame.Surface:
    cv = Canvas()
    rng = rng_for(f"rock-{variant}")
    top, bottom = [
        ((80, 68, 66), (62, 54, 54)),
        ((76, 66, 66), (58, 50, 52)),
        ((84, 70, 64), (64, 54, 52)),
    ][variant]
    cv.surf.blit(gradient(cv.surf.get_size(), top, bottom, 70), (0, 0))
    layer = cv.layer()
    for _ in range(8):
        x, y = rng.uniform(0, 64), rng.uniform(0, 64)
        c = (110, 96, 90, 40) if rng.random() < 0.5 else (36, 30, 30, 46)
        pygame.draw.circle(layer, c, (cv.s(x), cv.s(y)), cv.s(rng.uniform(6, 13)))
    cv.blit(pygame.transform.gaussian_blur(layer, cv.s(4), True))
    # slab seams
    for _ in range(2 + variant % 2):
        x, y = rng.uniform(6, 58), rng.uniform(6, 58)
        pts = [(x, y)]
        ang = rng.uniform(0, math.tau)
        for _ in range(4):
            ang += rng.uniform(-0.8, 0.8)
            x, y = x + 6 * math.cos(ang), y + 6 * math.sin(ang)
            pts.append((x, y))
        pygame.draw.lines(cv.surf, (38, 32, 32), False, cv.pts(pts), cv.s(1.0))
        pygame.draw.lines(
            cv.surf,
            (104, 92, 88),
            False,
            cv.pts([(px + 0.7, py + 0.7) for px, py in pts]),
            cv.s(0.5),
        )
    for _ in range(12):
        x, y = rng.uniform(3, 61), rng.uniform(3, 61)
        pygame.draw.circle(cv.surf, (112, 100, 94), (cv.s(x), cv.s(y)), cv.s(0.7))
    if variant == 2:  # an ember crack
        pts = [(10, 50), (20, 44), (27, 46), (36, 37), (44, 36), (52, 26)]
        soft(
            cv,
            lambda s, c: pygame.draw.lines(s, c, False, cv.pts(pts), cv.s(3.5)),
            (255, 110, 30, 150),
            2.5,
        )
        pygame.draw.lines(cv.surf, (60, 20, 14), False, cv.pts(pts), cv.s(1.8))
        pygame.draw.lines(cv.surf, (255, 150, 50), False, cv.pts(pts), cv.s(0.8))
    grid_border(cv)
    return cv.done()


# --------------------------------------------------------------------------- cell features


def boulder() -> pygame.Surface:
    cv = Canvas()
    shape = blob(32, 33, 26, 0.10, "boulder")
    soft(cv, polygon(cv, shape), (0, 0, 0, 150), 2.5, (2, 3))
    fill_shape(cv, polygon(cv, shape), (158, 144, 132), (70, 60, 58), 55)
    # a lighter cap on the lit side gives the lump some volume
    cap = blob(27, 26, 15, 0.12, "boulder-cap")
    fill_shape(cv, polygon(cv, cap), (178, 164, 150, 150), (120, 108, 100, 0), 55)
    for line in (
        [(22, 40), (30, 34), (34, 38), (42, 30)],
        [(38, 50), (44, 44), (50, 45)],
        [(16, 26), (20, 22)],
    ):
        pygame.draw.lines(cv.surf, (52, 44, 42), False, cv.pts(line), cv.s(1.2))
    pygame.draw.ellipse(
        cv.surf, (230, 222, 210, 90), pygame.Rect(cv.s(17), cv.s(15), cv.s(12), cv.s(6))
    )
    outline(cv, shape, (34, 28, 28), 1.6)
    return cv.done()


def oil() -> pygame.Surface:
    cv = Canvas()
    shape = blob(32, 33, 25, 0.16, "oil")
    soft(cv, polygon(cv, shape), (0, 0, 0, 70), 2.0, (1, 2))
    fill_shape(cv, polygon(cv, shape), (48, 44, 62), (18, 16, 24), 60)
    # thin-film sheen
    sheen = cv.layer()
    for (cx, cy, r), col in zip(
        ((27, 28, 13), (36, 38, 11), (24, 40, 7)),
        ((200, 90, 220, 90), (60, 200, 220, 80), (240, 210, 80, 70)),
        strict=True,
    ):
        pygame.draw.circle(sheen, col, (cv.s(cx), cv.s(cy)), cv.s(r), cv.s(2))
    mask = cv.layer()
    pygame.draw.polygon(mask, (255, 255, 255, 255), cv.pts(shape))
    sheen = pygame.transform.gaussian_blur(sheen, cv.s(1), False)
    sheen.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    cv.blit(sheen)
    pygame.draw.ellipse(
        cv.surf, (255, 255, 255, 150), pygame.Rect(cv.s(18), cv.s(17), cv.s(10), cv.s(4))
    )
    pygame.draw.circle(cv.surf, (255, 255, 255, 120), (cv.s(42), cv.s(44)), cv.s(1.5))
    outline(cv, shape, (10, 8, 14), 1.0)
    return cv.done()


def lava() -> pygame.Surface:
    cv = Canvas()
    shape = blob(32, 32, 28, 0.08, "lava")
    soft(cv, polygon(cv, shape), (255, 90, 20, 170), 3.0)
    pygame.draw.polygon(cv.surf, (70, 26, 18), cv.pts(shape))
    inner = blob(32, 32, 24.5, 0.09, "lava")
    # radial heat: bright core, deep orange edge
    heat = cv.layer()
    for i in range(24):
        t = i / 23
        r = 24 * (1 - t) + 2
        pygame.draw.circle(
            heat, mix((214, 62, 20), (255, 226, 96), t) + (255,), (cv.s(32), cv.s(33)), cv.s(r)
        )
    heat = pygame.transform.gaussian_blur(heat, cv.s(2), True)
    mask = cv.layer()
    pygame.draw.polygon(mask, (255, 255, 255, 255), cv.pts(inner))
    heat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    cv.blit(heat)
    rng = rng_for("lava-crust")
    for cx, cy, r in ((20, 22, 4.5), (44, 40, 5), (40, 18, 3), (22, 44, 3.5)):
        crust = blob(cx, cy, r, 0.25, f"crust-{cx}")
        pygame.draw.polygon(cv.surf, (120, 40, 20), cv.pts(crust))
        pygame.draw.polygon(cv.surf, (80, 26, 16), cv.pts(crust), cv.s(0.8))
    for _ in range(5):
        x, y = rng.uniform(18, 46), rng.uniform(18, 46)
        pygame.draw.circle(cv.surf, (255, 244, 170), (cv.s(x), cv.s(y)), cv.s(1.3), cv.s(0.6))
    outline(cv, inner, (120, 36, 18), 1.2)
    return cv.done()


def repair_pad() -> pygame.Surface:
    cv = Canvas()
    plate = pygame.Rect(cv.s(6), cv.s(6), cv.s(52), cv.s(52))
    soft(
        cv,
        lambda s, c: pygame.draw.rect(s, c, plate, border_radius=cv.s(9)),
        (0, 0, 0, 120),
        2.0,
        (1.5, 2.5),
    )
    fill_shape(
        cv,
        lambda s, c: pygame.draw.rect(s, c, plate, border_radius=cv.s(9)),
        (214, 220, 224),
        (132, 140, 148),
    )
    pygame.draw.rect(cv.surf, (56, 62, 70), plate, cv.s(1.4), border_radius=cv.s(9))
    recess = plate.inflate(-cv.s(10), -cv.s(10))
    fill_shape(
        cv,
        lambda s, c: pygame.draw.rect(s, c, recess, border_radius=cv.s(5)),
        (110, 118, 126),
        (170, 178, 184),
    )
    for bx, by in ((10.5, 10.5), (53.5, 10.5), (10.5, 53.5), (53.5, 53.5)):
        pygame.draw.circle(cv.surf, (90, 96, 104), (cv.s(bx), cv.s(by)), cv.s(1.8))
        pygame.draw.circle(cv.surf, (230, 234, 238), (cv.s(bx - 0.4), cv.s(by - 0.4)), cv.s(0.7))
    # a bold plus: the pad heals
    arm, half = 7.0, 19.0
    cross = [
        (32 - arm, 32 - half),
        (32 + arm, 32 - half),
        (32 + arm, 32 - arm),
        (32 + half, 32 - arm),
        (32 + half, 32 + arm),
        (32 + arm, 32 + arm),
        (32 + arm, 32 + half),
        (32 - arm, 32 + half),
        (32 - arm, 32 + arm),
        (32 - half, 32 + arm),
        (32 - half, 32 - arm),
        (32 - arm, 32 - arm),
    ]
    soft(cv, polygon(cv, cross), (70, 255, 120, 160), 2.5)
    fill_shape(cv, polygon(cv, cross), (130, 236, 140), (40, 170, 80))
    outline(cv, cross, (20, 80, 40), 1.3)
    return cv.done()


def start_marks(cv: Canvas) -> None:
    """Corner brackets framing the cell: a Mech may be placed here at setup."""
    inset, length, w = 5.0, 15.0, 3.4
    layer = cv.layer()
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        ox = inset if sx > 0 else 64 - inset
        oy = inset if sy > 0 else 64 - inset
        pts = [(ox + sx * length, oy), (ox, oy), (ox, oy + sy * length)]
        pygame.draw.lines(layer, (255, 255, 255, 255), False, cv.pts(pts), cv.s(w))
        pygame.draw.circle(layer, (255, 255, 255, 255), (cv.s(ox), cv.s(oy)), cv.s(w / 2))
        for p in (pts[0], pts[2]):
            pygame.draw.circle(layer, (255, 255, 255, 255), cv.pts([p])[0], cv.s(w / 2))
    shadow = layer.copy()
    shadow.fill((20, 16, 20, 255), special_flags=pygame.BLEND_RGBA_MULT)
    grown = pygame.transform.gaussian_blur(shadow, cv.s(1.2), False)
    for _ in range(3):
        cv.blit(grown)
    tinted = layer.copy()
    tinted.fill(CREAM + (255,), special_flags=pygame.BLEND_RGBA_MULT)
    cv.blit(tinted)


def start_space() -> pygame.Surface:
    cv = Canvas()
    layer = cv.layer()
    pygame.draw.rect(
        layer,
        (255, 250, 230, 46),
        pygame.Rect(cv.s(7), cv.s(7), cv.s(50), cv.s(50)),
        border_radius=cv.s(4),
    )
    cv.blit(layer)
    start_marks(cv)
    # a small hub with four notches: "any facing" is allowed at setup
    soft(
        cv,
        lambda s, c: pygame.draw.circle(s, c, (cv.s(32), cv.s(32)), cv.s(6)),
        (0, 0, 0, 120),
        1.0,
        (0.5, 1),
    )
    pygame.draw.circle(cv.surf, CREAM, (cv.s(32), cv.s(32)), cv.s(5.5))
    pygame.draw.circle(cv.surf, INK, (cv.s(32), cv.s(32)), cv.s(5.5), cv.s(1.2))
    for k in range(4):
        t = math.tau * k / 4
        a = (32 + 8 * math.cos(t), 32 + 8 * math.sin(t))
        b = (32 + 12.5 * math.cos(t), 32 + 12.5 * math.sin(t))
        pygame.draw.line(cv.surf, INK, cv.pts([a])[0], cv.pts([b])[0], cv.s(3.2))
        pygame.draw.line(cv.surf, CREAM, cv.pts([a])[0], cv.pts([b])[0], cv.s(1.6))
    return cv.done()


def rune_points(kind: str, cx: float, cy: float, size: float) -> list[Point]:
    """Outline of a rune's shape: red triangle, yellow diamond, blue circle, green square."""
    if kind == "red":
        r = size * 0.60
        cy += 0.08 * size  # centre the triangle's area, not its bounding box
        return [
            (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
            for a in (-90, 30, 150)
        ]
    if kind == "yellow":
        r = size * 0.55
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if kind == "blue":
        r = size * 0.42
        return [
            (cx + r * math.cos(math.tau * i / 64), cy + r * math.sin(math.tau * i / 64))
            for i in range(64)
        ]
    if kind == "green":
        r = size * 0.37
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    raise ValueError(kind)


def scale_about(points: Sequence[Point], cx: float, cy: float, f: float) -> list[Point]:
    return [(cx + (x - cx) * f, cy + (y - cy) * f) for x, y in points]


def grow(points: Sequence[Point], cx: float, cy: float, d: float) -> list[Point]:
    """Push each vertex d units away from the centre (a cheap outset for convex shapes)."""
    out = []
    for x, y in points:
        dx, dy = x - cx, y - cy
        n = math.hypot(dx, dy) or 1
        out.append((x + dx / n * d, y + dy / n * d))
    return out


def rune_emblem(cv: Canvas, kind: str, cx: float, cy: float, size: float) -> None:
    """A sticker-like rune: cream rim, dark outline, colour fill, nested inner outline."""
    colour = RUNE_COLOURS[kind]
    pts = rune_points(kind, cx, cy, size)
    rim_d = max(1.4, size * 0.07) * (1.9 if kind == "red" else 1.3 if kind == "yellow" else 1.0)
    rim = grow(pts, cx, cy, rim_d)
    soft(cv, polygon(cv, rim), (0, 0, 0, 130), max(0.8, size * 0.04), (size * 0.02, size * 0.04))
    pygame.draw.polygon(cv.surf, CREAM, cv.pts(rim))
    outline(cv, rim, INK, max(0.6, size * 0.03))
    fill_shape(cv, polygon(cv, pts), shade(colour, 1.28), shade(colour, 0.78))
    outline(cv, pts, shade(colour, 0.45), max(0.7, size * 0.035))
    inner = scale_about(pts, cx, cy + (0.08 * size if kind == "red" else 0), 0.5)
    outline(cv, inner, shade(colour, 1.6), max(0.6, size * 0.045))


def rune_space(kind: str, with_start: bool = False) -> pygame.Surface:
    cv = Canvas()
    colour = RUNE_COLOURS[kind]
    size = 38 if with_start else 42
    soft(cv, polygon(cv, rune_points(kind, 32, 32, size)), colour + (150,), 4.0)
    if with_start:
        start_marks(cv)
    rune_emblem(cv, kind, 32, 32, size)
    return cv.done()


# --------------------------------------------------------------------------- edge features


def rotate_to(surf: pygame.Surface, side: str) -> pygame.Surface:
    """Turn a strip drawn along the north border so it lies on ``side``."""
    return pygame.transform.rotate(surf, {"N": 0, "E": -90, "S": 180, "W": 90}[side])


def strip_centre(side: str, depth: float) -> Point:
    return {"N": (32, depth), "E": (64 - depth, 32), "S": (32, 64 - depth), "W": (depth, 32)}[side]


def spike_wall(side: str) -> pygame.Surface:
    """Steel teeth bolted to the neighbouring boulder, pointing into this cell."""
    cv = Canvas()
    teeth = []
    n = 6
    w = 60 / n
    for i in range(n):
        x0 = 2 + i * w
        teeth.append([(x0, 4.5), (x0 + w, 4.5), (x0 + w / 2, 15.5)])
    for t in teeth:
        soft(cv, polygon(cv, t), (0, 0, 0, 120), 1.0, (0.8, 1.4))
    for t in teeth:
        left = [t[0], ((t[0][0] + t[1][0]) / 2, t[0][1]), t[2]]
        right = [((t[0][0] + t[1][0]) / 2, t[0][1]), t[1], t[2]]
        fill_shape(cv, polygon(cv, left), (236, 238, 242), (170, 176, 186))
        fill_shape(cv, polygon(cv, right), (150, 156, 166), (96, 102, 112))
        outline(cv, t, (34, 36, 44), 0.8)
    bar = pygame.Rect(0, 0, cv.s(64), cv.s(5.5))
    fill_shape(cv, lambda s, c: pygame.draw.rect(s, c, bar), (120, 124, 134), (58, 60, 70))
    pygame.draw.rect(cv.surf, (28, 30, 36), bar, cv.s(0.8))
    for bx in (8, 24, 40, 56):
        pygame.draw.circle(cv.surf, (200, 204, 212), (cv.s(bx), cv.s(2.7)), cv.s(1.1))
    return rotate_to(cv.done(), side)


def rune_gate(kind: str, side: str) -> pygame.Surface:
    """A glowing barrier between two stone posts, with the rune's shape in the middle."""
    colour = RUNE_COLOURS[kind]
    cv = Canvas()
    beam = pygame.Rect(cv.s(6), cv.s(4), cv.s(52), cv.s(8))
    soft(cv, lambda s, c: pygame.draw.rect(s, c, beam), colour + (220,), 2.5)
    pygame.draw.rect(cv.surf, shade(colour, 0.55) + (235,), beam)
    core = pygame.Rect(cv.s(6), cv.s(6), cv.s(52), cv.s(4))
    pygame.draw.rect(cv.surf, shade(colour, 1.25), core)
    pygame.draw.rect(
        cv.surf, shade(colour, 1.7), pygame.Rect(cv.s(6), cv.s(7.3), cv.s(52), cv.s(1.4))
    )
    for x in (1, 55):
        post = pygame.Rect(cv.s(x), cv.s(0.5), cv.s(8), cv.s(15))
        soft(
            cv,
            lambda s, c, p=post: pygame.draw.rect(s, c, p, border_radius=cv.s(2)),
            (0, 0, 0, 140),
            1.0,
            (0.6, 1.2),
        )
        fill_shape(
            cv,
            lambda s, c, p=post: pygame.draw.rect(s, c, p, border_radius=cv.s(2)),
            (150, 140, 132),
            (74, 66, 62),
        )
        pygame.draw.rect(cv.surf, INK, post, cv.s(0.9), border_radius=cv.s(2))
        pygame.draw.circle(cv.surf, shade(colour, 1.2), post.center, cv.s(1.6))
    out = pygame.Surface((TILE * SS, TILE * SS), pygame.SRCALPHA)
    out.blit(rotate_to(cv.surf, side), (0, 0))
    cv.surf = out
    # the emblem is drawn after turning so triangles always point up
    cx, cy = strip_centre(side, 8)
    rune_emblem(cv, kind, cx, cy, 16)
    return cv.done()


# --------------------------------------------------------------------------- the tileset


@dataclass(frozen=True)
class TileSpec:
    name: str
    draw: Callable[[], pygame.Surface]
    props: dict[str, str | bool] = field(default_factory=dict)


def tile_specs() -> list[TileSpec]:
    """Every tile in tileset order; the index is the Tiled tile id (gid - firstgid)."""
    specs = [
        TileSpec("grass-a", lambda: grass(0), {"terrain": "empty"}),
        TileSpec("grass-b", lambda: grass(1), {"terrain": "empty"}),
        TileSpec("grass-c", lambda: grass(2), {"terrain": "empty"}),
        TileSpec("yard", yard, {"terrain": "empty"}),
        TileSpec("rock-a", lambda: rock(0), {"terrain": "empty"}),
        TileSpec("rock-b", lambda: rock(1), {"terrain": "empty"}),
        TileSpec("rock-c", lambda: rock(2), {"terrain": "empty"}),
        TileSpec("boulder", boulder, {"terrain": "boulder"}),
        TileSpec("oil", oil, {"terrain": "oil"}),
        TileSpec("lava", lava, {"terrain": "lava"}),
        TileSpec("repair-pad", repair_pad, {"terrain": "repair_pad"}),
        TileSpec("start", start_space, {"terrain": "empty", "start": True}),
    ]
    for kind in RUNE_COLOURS:
        specs.append(
            TileSpec(
                f"rune-{kind}", lambda k=kind: rune_space(k), {"terrain": "empty", "rune": kind}
            )
        )
    for kind in RUNE_COLOURS:
        specs.append(
            TileSpec(
                f"rune-{kind}-start",
                lambda k=kind: rune_space(k, True),
                {"terrain": "empty", "rune": kind, "start": True},
            )
        )
    for side in SIDES:
        specs.append(
            TileSpec(
                f"spike-{side}", lambda s=side: spike_wall(s), {"edge": side, "feature": "spike"}
            )
        )
    for kind in RUNE_COLOURS:
        for side in SIDES:
            specs.append(
                TileSpec(
                    f"gate-{kind}-{side}",
                    lambda k=kind, s=side: rune_gate(k, s),
                    {"edge": side, "feature": "gate", "rune": kind},
                )
            )
    return specs


def draw_tileset(specs: Sequence[TileSpec]) -> pygame.Surface:
    rows = math.ceil(len(specs) / COLUMNS)
    sheet = pygame.Surface((COLUMNS * TILE, rows * TILE), pygame.SRCALPHA)
    for i, spec in enumerate(specs):
        sheet.blit(spec.draw(), ((i % COLUMNS) * TILE, (i // COLUMNS) * TILE))
    return sheet


def tileset_xml(specs: Sequence[TileSpec]) -> str:
    rows = math.ceil(len(specs) / COLUMNS)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<tileset version="1.8" tiledversion="1.8.2" name="terrain" tilewidth="64" '
        f'tileheight="64" tilecount="{len(specs)}" columns="{COLUMNS}">',
        f' <image source="../assets/tiles/terrain.png" width="{COLUMNS * TILE}" '
        f'height="{rows * TILE}"/>',
    ]
    for i, spec in enumerate(specs):
        lines.append(f' <tile id="{i}">')
        lines.append("  <properties>")
        for key, value in spec.props.items():
            if isinstance(value, bool):
                lines.append(
                    f'   <property name="{key}" type="bool" value="{str(value).lower()}"/>'
                )
            else:
                lines.append(f'   <property name="{key}" value="{value}"/>')
        lines.append("  </properties>")
        lines.append(" </tile>")
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- piece sprites


@dataclass(frozen=True)
class Tread:
    """How a caterpillar track looks: corner radius, body colours and its rungs."""

    radius: float
    fill: Color
    dark: Color
    rung: Color
    rungs: range
    inset: float = 1.5
    rung_width: float = 1.2


def draw_tread(cv: Canvas, rect: pygame.Rect, look: Tread) -> None:
    """A track body with its rungs; the mech sprite and the Boss share it."""
    fill_shape(
        cv,
        lambda s, c, r=rect: pygame.draw.rect(s, c, r, border_radius=cv.s(look.radius)),
        look.fill,
        look.dark,
        0,
    )
    for y in look.rungs:
        pygame.draw.line(
            cv.surf,
            look.rung,
            (rect.left + cv.s(look.inset), cv.s(y)),
            (rect.right - cv.s(look.inset), cv.s(y)),
            cv.s(look.rung_width),
        )


def mech() -> pygame.Surface:
    """A player Mech seen from above, facing north, in neutral greys for tinting."""
    cv = Canvas()
    treads = [
        pygame.Rect(cv.s(7), cv.s(13), cv.s(12), cv.s(42)),
        pygame.Rect(cv.s(45), cv.s(13), cv.s(12), cv.s(42)),
    ]
    hull = [(15, 25), (32, 9), (49, 25), (49, 50), (43, 56), (21, 56), (15, 50)]
    soft(cv, polygon(cv, hull), (0, 0, 0, 150), 2.0, (1.5, 2.5))
    for t in treads:
        soft(
            cv,
            lambda s, c, r=t: pygame.draw.rect(s, c, r, border_radius=cv.s(4)),
            (0, 0, 0, 150),
            1.5,
            (1.5, 2.5),
        )
    for t in treads:
        draw_tread(cv, t, Tread(4, (96, 96, 100), (56, 56, 60), (36, 36, 40), range(16, 54, 4)))
        pygame.draw.rect(cv.surf, (28, 28, 32), t, cv.s(1.1), border_radius=cv.s(4))
    fill_shape(cv, polygon(cv, hull), (236, 236, 236), (168, 168, 170), 60)
    outline(cv, hull, (44, 44, 48), 1.5)
    # panel seam and exhausts at the back
    pygame.draw.line(cv.surf, (130, 130, 134), (cv.s(18), cv.s(46)), (cv.s(46), cv.s(46)), cv.s(1))
    for x in (25, 35):
        pygame.draw.rect(
            cv.surf,
            (70, 70, 74),
            pygame.Rect(cv.s(x), cv.s(50), cv.s(4), cv.s(5)),
            border_radius=cv.s(1),
        )
    # cockpit dome
    soft(
        cv,
        lambda s, c: pygame.draw.circle(s, c, (cv.s(32), cv.s(35)), cv.s(8.5)),
        (0, 0, 0, 110),
        1.0,
        (0.8, 1.2),
    )
    fill_shape(
        cv,
        lambda s, c: pygame.draw.circle(s, c, (cv.s(32), cv.s(35)), cv.s(8.5)),
        (190, 196, 204),
        (96, 102, 112),
        60,
    )
    pygame.draw.circle(cv.surf, (44, 44, 48), (cv.s(32), cv.s(35)), cv.s(8.5), cv.s(1.2))
    pygame.draw.ellipse(
        cv.surf, (255, 255, 255, 170), pygame.Rect(cv.s(27), cv.s(29.5), cv.s(6), cv.s(3.5))
    )
    # facing arrow at the nose
    arrow = [(32, 12.5), (40, 22), (35, 22), (35, 25), (29, 25), (29, 22), (24, 22)]
    pygame.draw.polygon(cv.surf, (255, 255, 255), cv.pts(arrow))
    outline(cv, arrow, (30, 30, 34), 1.1)
    return cv.done()


def minion() -> pygame.Surface:
    cv = Canvas()
    c = (32, 34)
    soft(
        cv,
        lambda s, col: pygame.draw.circle(s, col, (cv.s(c[0]), cv.s(c[1])), cv.s(16)),
        (0, 0, 0, 150),
        1.8,
        (1.2, 2.2),
    )
    for side in (-1, 1):  # little arms
        arm = pygame.Rect(0, 0, cv.s(8), cv.s(10))
        arm.center = (cv.s(c[0] + side * 16), cv.s(c[1] + 3))
        pygame.draw.ellipse(cv.surf, (74, 56, 120), arm)
        pygame.draw.ellipse(cv.surf, INK, arm, cv.s(1))
    fill_shape(
        cv,
        lambda s, col: pygame.draw.circle(s, col, (cv.s(c[0]), cv.s(c[1])), cv.s(16)),
        (156, 122, 210),
        (84, 60, 140),
        60,
    )
    pygame.draw.circle(cv.surf, INK, (cv.s(c[0]), cv.s(c[1])), cv.s(16), cv.s(1.3))
    # helmet with a crest
    helm = pygame.Rect(cv.s(17), cv.s(17), cv.s(30), cv.s(22))
    fill_shape(
        cv, lambda s, col: pygame.draw.ellipse(s, col, helm), (120, 128, 150), (60, 64, 84), 60
    )
    pygame.draw.ellipse(cv.surf, INK, helm, cv.s(1.1))
    crest = [(32, 12), (35.5, 20), (32, 32), (28.5, 20)]
    fill_shape(cv, polygon(cv, crest), (240, 120, 90), (170, 50, 40))
    outline(cv, crest, INK, 0.9)
    for ex in (25, 39):  # glowing eyes under the helmet rim
        pygame.draw.ellipse(cv.surf, INK, pygame.Rect(cv.s(ex - 3.5), cv.s(38), cv.s(7), cv.s(5)))
        pygame.draw.ellipse(
            cv.surf, (255, 226, 90), pygame.Rect(cv.s(ex - 2.5), cv.s(38.8), cv.s(5), cv.s(3.2))
        )
    pygame.draw.ellipse(
        cv.surf, (255, 255, 255, 120), pygame.Rect(cv.s(22), cv.s(20), cv.s(8), cv.s(4))
    )
    return cv.done()


def bomb() -> pygame.Surface:
    cv = Canvas()
    c = (30, 36)
    soft(
        cv,
        lambda s, col: pygame.draw.circle(s, col, (cv.s(c[0]), cv.s(c[1])), cv.s(19)),
        (0, 0, 0, 150),
        2.0,
        (1.5, 2.5),
    )
    fill_shape(
        cv,
        lambda s, col: pygame.draw.circle(s, col, (cv.s(c[0]), cv.s(c[1])), cv.s(19)),
        (96, 96, 110),
        (20, 20, 26),
        55,
    )
    band = pygame.Rect(cv.s(11), cv.s(32), cv.s(38), cv.s(7))
    mask = cv.layer()
    pygame.draw.circle(mask, (255, 255, 255, 255), (cv.s(c[0]), cv.s(c[1])), cv.s(19))
    stripe = cv.layer()
    pygame.draw.rect(stripe, (214, 70, 50, 255), band)
    stripe.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    cv.blit(stripe)
    pygame.draw.circle(cv.surf, INK, (cv.s(c[0]), cv.s(c[1])), cv.s(19), cv.s(1.4))
    pygame.draw.ellipse(
        cv.surf, (255, 255, 255, 140), pygame.Rect(cv.s(18), cv.s(22), cv.s(10), cv.s(6))
    )
    cap = pygame.Rect(cv.s(38), cv.s(14), cv.s(10), cv.s(9))
    fill_shape(
        cv,
        lambda s, col: pygame.draw.rect(s, col, cap, border_radius=cv.s(2)),
        (200, 200, 210),
        (110, 110, 120),
    )
    pygame.draw.rect(cv.surf, INK, cap, cv.s(1), border_radius=cv.s(2))
    fuse = [(44, 14), (46, 9), (50, 7), (53, 9)]
    pygame.draw.lines(cv.surf, (120, 90, 60), False, cv.pts(fuse), cv.s(2))
    spark = [
        (
            53 + (5 if i % 2 == 0 else 2) * math.cos(math.tau * i / 10),
            9 + (5 if i % 2 == 0 else 2) * math.sin(math.tau * i / 10),
        )
        for i in range(10)
    ]
    soft(cv, polygon(cv, spark), (255, 200, 60, 200), 1.5)
    pygame.draw.polygon(cv.surf, (255, 232, 110), cv.pts(spark))
    pygame.draw.circle(cv.surf, (255, 255, 230), (cv.s(53), cv.s(9)), cv.s(1.4))
    return cv.done()


def crystal_shard() -> pygame.Surface:
    cv = Canvas()
    outer = [(32, 6), (43, 20), (40, 52), (30, 58), (22, 48), (21, 20)]
    soft(cv, polygon(cv, outer), (60, 220, 255, 150), 3.0)
    soft(cv, polygon(cv, outer), (0, 0, 0, 110), 1.5, (2, 2.5))
    core = (31, 26)
    facets = [
        ([outer[0], outer[1], core], (200, 252, 255), (130, 226, 246)),
        ([outer[1], outer[2], core], (60, 170, 210), (30, 120, 170)),
        ([outer[2], outer[3], core], (40, 130, 180), (24, 96, 140)),
        ([outer[3], outer[4], core], (80, 190, 226), (50, 150, 200)),
        ([outer[4], outer[5], core], (150, 236, 252), (90, 200, 236)),
        ([outer[5], outer[0], core], (230, 255, 255), (170, 240, 252)),
    ]
    for pts, a, b in facets:
        fill_shape(cv, polygon(cv, pts), a, b)
    for p in outer:
        pygame.draw.line(cv.surf, (20, 90, 120, 160), cv.pts([p])[0], cv.pts([core])[0], cv.s(0.6))
    outline(cv, outer, (16, 64, 90), 1.3)
    sparkle = [(26, 14), (27, 17), (30, 18), (27, 19), (26, 22), (25, 19), (22, 18), (25, 17)]
    pygame.draw.polygon(cv.surf, (255, 255, 255), cv.pts(sparkle))
    return cv.done()


def school() -> pygame.Surface:
    """The School piece seen from above: a gabled roof covering a 2 x 2 block of cells."""
    cv = Canvas(2 * TILE, 2 * TILE)
    walls = pygame.Rect(cv.s(8), cv.s(10), cv.s(112), cv.s(108))
    soft(
        cv,
        lambda s, c: pygame.draw.rect(s, c, walls, border_radius=cv.s(4)),
        (0, 0, 0, 160),
        3.0,
        (2, 4),
    )
    pygame.draw.rect(cv.surf, (226, 210, 176), walls, border_radius=cv.s(4))
    pygame.draw.rect(cv.surf, INK, walls, cv.s(1.4), border_radius=cv.s(4))
    north = [(4, 8), (124, 8), (124, 62), (4, 62)]
    south = [(4, 62), (124, 62), (124, 120), (4, 120)]
    fill_shape(cv, polygon(cv, north), (226, 104, 74), (184, 74, 52))
    fill_shape(cv, polygon(cv, south), (166, 62, 44), (132, 46, 34))
    for y0, y1, light in ((8, 62, True), (62, 120, False)):
        col = (150, 56, 40) if light else (104, 36, 26)
        for y in range(int(y0) + 8, int(y1), 9):
            pygame.draw.line(cv.surf, col, (cv.s(5), cv.s(y)), (cv.s(123), cv.s(y)), cv.s(1))
        for row, y in enumerate(range(int(y0), int(y1), 9)):
            for x in range(6 + (row % 2) * 6, 124, 12):
                pygame.draw.line(
                    cv.surf,
                    col,
                    (cv.s(x), cv.s(y + 1)),
                    (cv.s(x), cv.s(min(y + 8, y1 - 1))),
                    cv.s(0.8),
                )
    ridge = pygame.Rect(cv.s(4), cv.s(59), cv.s(120), cv.s(6))
    fill_shape(cv, lambda s, c: pygame.draw.rect(s, c, ridge), (120, 110, 104), (70, 62, 60))
    pygame.draw.rect(cv.surf, INK, ridge, cv.s(1))
    for pts in (north, south):
        outline(cv, pts, (70, 24, 18), 1.4)
    # chimney and a bell cupola
    chim = pygame.Rect(cv.s(90), cv.s(24), cv.s(14), cv.s(14))
    soft(cv, lambda s, c: pygame.draw.rect(s, c, chim), (0, 0, 0, 140), 1.5, (2, 3))
    fill_shape(cv, lambda s, c: pygame.draw.rect(s, c, chim), (190, 170, 150), (120, 104, 92))
    pygame.draw.rect(cv.surf, INK, chim, cv.s(1.1))
    pygame.draw.rect(cv.surf, (40, 34, 32), chim.inflate(-cv.s(6), -cv.s(6)))
    cup = (34, 62)
    soft(
        cv,
        lambda s, c: pygame.draw.circle(s, c, (cv.s(cup[0]), cv.s(cup[1])), cv.s(13)),
        (0, 0, 0, 150),
        1.5,
        (2, 3),
    )
    fill_shape(
        cv,
        lambda s, c: pygame.draw.circle(s, c, (cv.s(cup[0]), cv.s(cup[1])), cv.s(13)),
        (250, 210, 90),
        (200, 140, 40),
        55,
    )
    pygame.draw.circle(cv.surf, INK, (cv.s(cup[0]), cv.s(cup[1])), cv.s(13), cv.s(1.3))
    for k in range(8):  # a gear on the cupola: Rumble's workshop school
        t = math.tau * k / 8
        a = (cup[0] + 5 * math.cos(t), cup[1] + 5 * math.sin(t))
        b = (cup[0] + 9 * math.cos(t), cup[1] + 9 * math.sin(t))
        pygame.draw.line(cv.surf, (120, 80, 30), cv.pts([a])[0], cv.pts([b])[0], cv.s(2.6))
    pygame.draw.circle(cv.surf, (120, 80, 30), (cv.s(cup[0]), cv.s(cup[1])), cv.s(6))
    pygame.draw.circle(cv.surf, (250, 214, 110), (cv.s(cup[0]), cv.s(cup[1])), cv.s(2.5))
    return cv.done()


SPRITES: dict[str, Callable[[], pygame.Surface]] = {
    "mech": mech,
    "minion": minion,
    "bomb": bomb,
    "crystal_shard": crystal_shard,
    "school": school,
}


# --------------------------------------------------------------------------- entry points


def draw_all() -> dict[str, pygame.Surface]:
    """Draw everything in memory: ``tiles/terrain`` plus ``sprites/<name>``."""
    out = {"tiles/terrain": draw_tileset(tile_specs())}
    for name, fn in SPRITES.items():
        out[f"sprites/{name}"] = fn()
    return out


def main() -> None:
    pygame.init()
    images = draw_all()
    TILESET_PNG.parent.mkdir(parents=True, exist_ok=True)
    SPRITES_DIR.mkdir(parents=True, exist_ok=True)
    for key, surf in images.items():
        pygame.image.save(surf, str(ROOT / "assets" / f"{key}.png"))
    TILESET_TSX.parent.mkdir(parents=True, exist_ok=True)
    TILESET_TSX.write_text(tileset_xml(tile_specs()), encoding="utf-8")


if __name__ == "__main__":
    main()
