"""Colour is never the only clue: under simulated deuteranopia, protanopia and tritanopia the
four Mechs on the board still look different, by brightness alone and by the shape of the
Yordle's emblem they wear."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.palette import YORDLE_COLOURS
from game.rules import Yordle
from game.view.camera import Camera
from game.view.sprites import Sprite

# Machado, Oliveira & Fernandes (2009), full severity, on linear RGB.
SIMULATIONS = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
SIZE = 64
GRASS = (112, 160, 84)

Pixels = list[tuple[float, float, float]]


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _srgb(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def seen_with(surface: pygame.Surface, matrix: tuple[tuple[float, ...], ...]) -> Pixels:
    pixels = []
    for y in range(SIZE):
        for x in range(SIZE):
            r, g, b, _ = surface.get_at((x, y))
            rgb = (_linear(r), _linear(g), _linear(b))
            pixels.append(tuple(_srgb(sum(row[j] * rgb[j] for j in range(3))) for row in matrix))
    return pixels  # type: ignore[return-value]


def brightness(pixels: Pixels) -> list[float]:
    return [0.2126 * r + 0.7152 * g + 0.0722 * b for r, g, b in pixels]


def mech_on_grass(assets, yordle: Yordle) -> pygame.Surface:  # type: ignore[no-untyped-def]
    """One Mech on a board space, as the board draws it."""
    surface = pygame.Surface((SIZE, SIZE))
    surface.fill(GRASS)
    camera = Camera(pygame.Rect(0, 0, SIZE, SIZE), 1, 1)
    colour = YORDLE_COLOURS[yordle]
    Sprite("mech", SIZE / 2, SIZE / 2, colour=colour, emblem=yordle.value).draw(
        surface, camera, assets
    )
    return surface


def emblem_shape(pixels: Pixels) -> set[tuple[int, int]]:
    """The bright marks inside the emblem's ring, in the middle of the Mech."""
    light = brightness(pixels)
    inner = range(SIZE // 2 - 10, SIZE // 2 + 10)
    return {
        (i % SIZE, i // SIZE)
        for i, v in enumerate(light)
        if v > 190 and i % SIZE in inner and i // SIZE in inner
    }


@pytest.mark.parametrize("simulation", sorted(SIMULATIONS))
def test_the_four_mechs_stay_apart_without_their_colours(assets, simulation):
    matrix = SIMULATIONS[simulation]
    seen = {y: seen_with(mech_on_grass(assets, y), matrix) for y in Yordle}
    for a, b in itertools.combinations(Yordle, 2):
        light_a, light_b = brightness(seen[a]), brightness(seen[b])
        apart = sum(abs(p - q) for p, q in zip(light_a, light_b, strict=True)) / len(light_a)
        assert apart >= 5, f"{a.value} and {b.value} look alike under {simulation}"
        shape_a, shape_b = emblem_shape(seen[a]), emblem_shape(seen[b])
        assert shape_a and shape_b, "a Mech wears no emblem"
        overlap = len(shape_a & shape_b) / len(shape_a | shape_b)
        assert overlap < 0.6, f"{a.value}'s and {b.value}'s emblems share their shape"
