"""Colours that stay apart for every player: the four Mechs' colours and the four rune
colours, seen as with deuteranopia, protanopia and tritanopia (Machado, Oliveira and
Fernandes 2009, full severity, on linear RGB), differ pairwise by CIEDE2000 ΔE ≥ 12 (about
10 is told apart at a glance; shapes tell them apart too: emblems and rune shapes)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping

import pytest

from game.palette import RUNE_COLOURS, YORDLE_COLOURS
from tests.scenes.test_colour_blind import SIMULATIONS as MACHADO

Colour = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], ...]
SIMULATIONS: dict[str, Matrix | None] = {"normal vision": None, **MACHADO}
LEAST = 12.0  # CIEDE2000


def linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def seen(colour: Colour, matrix: Matrix | None) -> tuple[float, float, float]:
    """The colour in linear RGB as a viewer with that vision sees it."""
    rgb = [linear(c) for c in colour]
    if matrix is None:
        return (rgb[0], rgb[1], rgb[2])
    out = [min(1.0, max(0.0, sum(row[j] * rgb[j] for j in range(3)))) for row in matrix]
    return (out[0], out[1], out[2])


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of a linear sRGB colour."""
    r, g, b = rgb
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(one: tuple[float, float, float], two: tuple[float, float, float]) -> float:
    """ΔE00 (Sharma, Wu and Dalal 2005)."""
    l1, a1, b1 = one
    l2, a2, b2 = two
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dlp, dcp = l2 - l1, c2p - c1p
    dhp = 0.0
    if c1p * c2p:
        dhp = h2p - h1p
        dhp = dhp - 360 if dhp > 180 else dhp + 360 if dhp < -180 else dhp
    d_hp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lbp, cbp = (l1 + l2) / 2, (c1p + c2p) / 2
    if not c1p * c2p:
        hbp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbp = (h1p + h2p) / 2
    else:
        hbp = (h1p + h2p + (360 if h1p + h2p < 360 else -360)) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hbp - 30))
        + 0.24 * math.cos(math.radians(2 * hbp))
        + 0.32 * math.cos(math.radians(3 * hbp + 6))
        - 0.20 * math.cos(math.radians(4 * hbp - 63))
    )
    theta = 30 * math.exp(-(((hbp - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbp**7 / (cbp**7 + 25**7))
    sl = 1 + 0.015 * (lbp - 50) ** 2 / math.sqrt(20 + (lbp - 50) ** 2)
    sc, sh = 1 + 0.045 * cbp, 1 + 0.015 * cbp * t
    rt = -math.sin(math.radians(2 * theta)) * rc
    return math.sqrt(
        (dlp / sl) ** 2 + (dcp / sc) ** 2 + (d_hp / sh) ** 2 + rt * (dcp / sc) * (d_hp / sh)
    )


def test_ciede2000_matches_the_published_test_pairs() -> None:
    # Sharma, Wu and Dalal's table: pairs 1, 7, 17 and 25
    pairs = [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ]
    for one, two, expected in pairs:
        assert ciede2000(one, two) == pytest.approx(expected, abs=1e-4)


def test_the_simulations_confuse_what_they_should() -> None:
    """Red and green look alike to a deuteranope (the test would pass on anything if the
    matrices were wrong), blue and green less so to a tritanope than to anyone else."""
    red, green = (200, 40, 40), (60, 140, 40)
    normal = ciede2000(lab(seen(red, None)), lab(seen(green, None)))
    deutan = ciede2000(
        lab(seen(red, SIMULATIONS["deuteranopia"])), lab(seen(green, SIMULATIONS["deuteranopia"]))
    )
    assert deutan < normal / 3
    assert seen((255, 255, 255), SIMULATIONS["tritanopia"]) == pytest.approx((1, 1, 1), abs=0.01)


@pytest.mark.parametrize(
    ("group", "colours"),
    [("the Mechs", YORDLE_COLOURS), ("the runes", RUNE_COLOURS)],
)
@pytest.mark.parametrize("vision", list(SIMULATIONS))
def test_four_colours_stay_apart_for_every_vision(
    group: str, colours: Mapping[object, Colour], vision: str
) -> None:
    matrix = SIMULATIONS[vision]
    close = [
        f"{a} and {b}: ΔE {ciede2000(lab(seen(ca, matrix)), lab(seen(cb, matrix))):.1f}"
        for (a, ca), (b, cb) in itertools.combinations(colours.items(), 2)
        if ciede2000(lab(seen(ca, matrix)), lab(seen(cb, matrix))) < LEAST
    ]
    assert not close, f"with {vision}, {group}' colours too close: {'; '.join(close)}"


def test_the_tileset_paints_runes_in_the_game_s_colours() -> None:
    import draw_tileset

    from game.rules import Rune

    assert {rune.value: RUNE_COLOURS[rune] for rune in Rune} == draw_tileset.RUNE_COLOURS
