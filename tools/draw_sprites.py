"""Draw piece sprites with the tileset's helpers: the 2×2 Boss and the Yordles' emblems.

Writes ``assets/sprites/boss.png`` (128 × 128 px: two spaces square) and
``assets/sprites/emblem_<yordle>.png`` (64 × 64 px): a mark for each Yordle that its Mech,
its panel and its cards wear, told apart by shape alone (a plane for Corki, a wrench for
Heimerdinger, a crosshair for Tristana, a bomb for Ziggs). Deterministic, like
``tools/draw_tileset.py``; run headless from the repository root::

    SDL_VIDEODRIVER=dummy python tools/draw_sprites.py
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from draw_tileset import (  # noqa: E402
    INK,
    SPRITES_DIR,
    TILE,
    Canvas,
    Tread,
    draw_tread,
    fill_shape,
    outline,
    polygon,
    soft,
)

HULL = (132, 112, 150)
HULL_DARK = (74, 58, 92)
SCRAP = (176, 120, 72)
GLOW = (255, 96, 60)


def boss() -> pygame.Surface:
    """Rumble's stolen Mech from above, facing north: a squat armoured hull with scrap
    plates, a flame cannon, a saw arm, spikes at the back and a tiny Minion in the cockpit."""
    cv = Canvas(2 * TILE, 2 * TILE)
    treads = [pygame.Rect(cv.s(x), cv.s(14), cv.s(20), cv.s(100)) for x in (8, 100)]
    hull = [(30, 22), (64, 10), (98, 22), (108, 60), (100, 104), (64, 118), (28, 104), (20, 60)]
    soft(cv, polygon(cv, hull), (0, 0, 0, 170), 3.0, (2.5, 4.0))
    for t in treads:
        soft(
            cv,
            lambda s, c, r=t: pygame.draw.rect(s, c, r, border_radius=cv.s(6)),
            (0, 0, 0, 160),
            2,
            (2, 3),
        )
        look = Tread(6, (96, 90, 96), (46, 42, 48), (30, 28, 32), range(18, 112, 6), 2, 1.6)
        draw_tread(cv, t, look)
        pygame.draw.rect(cv.surf, INK, t, cv.s(1.4), border_radius=cv.s(6))
    fill_shape(cv, polygon(cv, hull), HULL, HULL_DARK, 100)
    outline(cv, hull, INK, 2.0)
    for plate in (
        [(34, 30), (52, 26), (54, 44), (36, 48)],
        [(76, 28), (94, 34), (90, 50), (74, 46)],
        [(36, 82), (54, 86), (50, 100), (34, 96)],
    ):
        fill_shape(cv, polygon(cv, plate), SCRAP, (120, 76, 44), 45)
        outline(cv, plate, INK, 1.2)
        for x, y in plate:
            pygame.draw.circle(
                cv.surf, (60, 40, 30), (cv.s(x + (2 if x < 64 else -2)), cv.s(y + 2)), cv.s(1.2)
            )
    # flame cannon on the right, pointing south
    barrel = pygame.Rect(cv.s(80), cv.s(70), cv.s(16), cv.s(46))
    soft(
        cv,
        lambda s, c: pygame.draw.rect(s, c, barrel, border_radius=cv.s(4)),
        (0, 0, 0, 150),
        2,
        (2, 3),
    )
    fill_shape(
        cv,
        lambda s, c: pygame.draw.rect(s, c, barrel, border_radius=cv.s(4)),
        (90, 90, 100),
        (40, 40, 48),
        0,
    )
    pygame.draw.rect(cv.surf, INK, barrel, cv.s(1.4), border_radius=cv.s(4))
    muzzle = (88, 116)
    soft(cv, lambda s, c: pygame.draw.circle(s, c, cv.pts([muzzle])[0], cv.s(8)), (*GLOW, 200), 3)
    pygame.draw.circle(cv.surf, (255, 210, 90), cv.pts([muzzle])[0], cv.s(4))
    # saw arm on the left
    saw = (38, 108)
    pygame.draw.line(cv.surf, (70, 66, 74), cv.pts([(40, 70)])[0], cv.pts([saw])[0], cv.s(7))
    teeth = [
        (
            saw[0] + (12 if i % 2 else 9) * math.cos(math.tau * i / 16),
            saw[1] + (12 if i % 2 else 9) * math.sin(math.tau * i / 16),
        )
        for i in range(16)
    ]
    fill_shape(cv, polygon(cv, teeth), (214, 214, 220), (130, 130, 140))
    outline(cv, teeth, INK, 1.2)
    pygame.draw.circle(cv.surf, INK, cv.pts([saw])[0], cv.s(3))
    # cockpit dome with a tiny Minion pilot
    dome = (64, 58)
    soft(
        cv,
        lambda s, c: pygame.draw.circle(s, c, cv.pts([dome])[0], cv.s(19)),
        (0, 0, 0, 140),
        2,
        (1.5, 2.5),
    )
    fill_shape(
        cv,
        lambda s, c: pygame.draw.circle(s, c, cv.pts([dome])[0], cv.s(19)),
        (150, 210, 230),
        (60, 110, 150),
        70,
    )
    pilot = (64, 60)
    pygame.draw.circle(cv.surf, (156, 122, 210), cv.pts([pilot])[0], cv.s(9))
    pygame.draw.circle(cv.surf, INK, cv.pts([pilot])[0], cv.s(9), cv.s(1))
    for ex in (-4, 4):
        pygame.draw.circle(
            cv.surf, (255, 226, 90), cv.pts([(pilot[0] + ex, pilot[1] + 2)])[0], cv.s(2)
        )
    pygame.draw.circle(cv.surf, INK, cv.pts([dome])[0], cv.s(19), cv.s(1.8))
    # horns and a glowing visor at the front (south)
    for side in (-1, 1):
        horn = [(64 + side * 22, 24), (64 + side * 34, 6), (64 + side * 30, 28)]
        fill_shape(cv, polygon(cv, horn), (230, 220, 200), (150, 140, 120))
        outline(cv, horn, INK, 1.2)
    visor = pygame.Rect(cv.s(46), cv.s(100), cv.s(36), cv.s(8))
    soft(cv, lambda s, c: pygame.draw.rect(s, c, visor, border_radius=cv.s(3)), (*GLOW, 200), 2.5)
    pygame.draw.rect(cv.surf, GLOW, visor, border_radius=cv.s(3))
    pygame.draw.rect(cv.surf, INK, visor, cv.s(1.2), border_radius=cv.s(3))
    done = pygame.transform.flip(cv.done(), False, True)  # drawn facing south; the Boss faces north
    pygame.draw.ellipse(done, (255, 255, 255, 150), pygame.Rect(49, 53, 12, 5))
    return done


CREAM = (246, 240, 222)
EMBLEM_GROUND = (28, 26, 34)


def _emblem_disc(cv: Canvas) -> None:
    """The dark disc every emblem sits on, ringed in cream, so it reads on any Mech."""
    centre = cv.pts([(32, 32)])[0]
    pygame.draw.circle(cv.surf, CREAM, centre, cv.s(31))
    pygame.draw.circle(cv.surf, EMBLEM_GROUND, centre, cv.s(27))


def corki() -> pygame.Surface:
    """A little plane seen from above, nose up."""
    cv = Canvas()
    _emblem_disc(cv)
    plane = [
        (32, 9), (36, 20), (36, 27), (52, 35), (52, 40), (36, 37), (35, 47), (41, 52),
        (41, 55), (32, 53), (23, 55), (23, 52), (29, 47), (28, 37), (12, 40), (12, 35),
        (28, 27), (28, 20),
    ]  # fmt: skip
    fill_shape(cv, polygon(cv, plane), CREAM, CREAM)
    return cv.done()


def heimerdinger() -> pygame.Surface:
    """A spanner, slanted."""
    cv = Canvas()
    _emblem_disc(cv)
    handle = [(20, 47), (38, 27), (44, 32), (25, 52)]
    fill_shape(cv, polygon(cv, handle), CREAM, CREAM)
    head = cv.pts([(43, 22)])[0]
    pygame.draw.circle(cv.surf, CREAM, head, cv.s(11))
    jaw = [(43, 22), (50, 9), (57, 16)]
    pygame.draw.polygon(cv.surf, EMBLEM_GROUND, cv.pts(jaw))
    pygame.draw.circle(cv.surf, EMBLEM_GROUND, head, cv.s(4))
    pygame.draw.circle(cv.surf, CREAM, cv.pts([(22, 50)])[0], cv.s(5))
    return cv.done()


def tristana() -> pygame.Surface:
    """A gunsight: a ring, four ticks and a dot."""
    cv = Canvas()
    _emblem_disc(cv)
    centre = cv.pts([(32, 32)])[0]
    pygame.draw.circle(cv.surf, CREAM, centre, cv.s(15), cv.s(4))
    for a, b in (
        ((32, 9), (32, 22)),
        ((32, 42), (32, 55)),
        ((9, 32), (22, 32)),
        ((42, 32), (55, 32)),
    ):
        pygame.draw.line(cv.surf, CREAM, cv.pts([a])[0], cv.pts([b])[0], cv.s(5))
    pygame.draw.circle(cv.surf, CREAM, centre, cv.s(4))
    return cv.done()


def ziggs() -> pygame.Surface:
    """A round bomb with a lit fuse."""
    cv = Canvas()
    _emblem_disc(cv)
    pygame.draw.circle(cv.surf, CREAM, cv.pts([(29, 37)])[0], cv.s(14))
    pygame.draw.rect(cv.surf, CREAM, pygame.Rect(cv.s(32), cv.s(17), cv.s(10), cv.s(9)))
    pygame.draw.lines(cv.surf, CREAM, False, cv.pts([(38, 19), (44, 13), (49, 14)]), cv.s(3))
    for dx, dy in ((0, -6), (5, -3), (6, 3), (-5, -4)):
        spark = cv.pts([(51, 12), (51 + dx, 12 + dy)])
        pygame.draw.line(cv.surf, CREAM, spark[0], spark[1], cv.s(2))
    return cv.done()


SPRITES = {
    "boss": boss,
    "emblem_corki": corki,
    "emblem_heimerdinger": heimerdinger,
    "emblem_tristana": tristana,
    "emblem_ziggs": ziggs,
}


def main() -> None:
    pygame.init()
    SPRITES_DIR.mkdir(parents=True, exist_ok=True)
    for name, draw in SPRITES.items():
        pygame.image.save(draw(), str(SPRITES_DIR / f"{name}.png"))


if __name__ == "__main__":
    main()
