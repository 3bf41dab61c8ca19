"""Layers readied in spare time: the same pictures as new ones, their memory touched a band
at a time, one kept for each of the latest sizes asked for."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.warm_layers import BAND, WarmLayers, untouched  # noqa: E402


def test_an_untouched_layer_draws_and_blends_as_a_new_see_through_surface_does() -> None:
    pygame.init()
    plain = pygame.Surface((40, 30), pygame.SRCALPHA)
    mapped = untouched((40, 30))
    assert mapped.get_masks() == plain.get_masks() and mapped.get_at((3, 3)) == (0, 0, 0, 0)
    ground = [pygame.Surface((40, 30)), pygame.Surface((40, 30))]
    for layer, under in zip((plain, mapped), ground, strict=True):
        layer.fill((200, 40, 10, 120), (5, 5, 20, 10))
        under.fill((10, 60, 90))
        under.blit(layer, (0, 0))
    assert pygame.image.tobytes(ground[0], "RGB") == pygame.image.tobytes(ground[1], "RGB")


def test_a_layer_is_warmed_a_band_a_step_and_taken_once_ready() -> None:
    warm, steps = WarmLayers(), iter(range(10))
    warm.want((8, 3 * BAND))
    warm.warm(lambda: next(steps) < 2)  # two bands of three
    assert warm.take((8, 3 * BAND)) is None, "not all of it touched yet"
    warm.warm(lambda: True)
    layer = warm.take((8, 3 * BAND))
    assert layer is not None and layer.get_size() == (8, 3 * BAND)
    assert warm.take((8, 3 * BAND)) is None, "each is taken once"


def test_only_the_latest_sizes_are_kept_warm() -> None:
    warm = WarmLayers()
    for size in ((4, 4), (5, 5), (6, 6)):
        warm.want(size)
        warm.warm(lambda: True)
    assert warm.take((4, 4)) is None
    assert warm.take((5, 5)) is not None and warm.take((6, 6)) is not None
