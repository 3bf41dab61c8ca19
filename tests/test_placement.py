"""The places an overlay may take, nearest first, made as they are read."""

from __future__ import annotations

import itertools
import random

import pygame

from game.view import placement


def test_places_near_a_point_come_in_the_order_of_a_full_sort() -> None:
    chooser = random.Random(1)
    for _ in range(200):
        area = pygame.Rect(chooser.randrange(50), chooser.randrange(50), 0, 0)
        area.size = (chooser.randrange(10, 300), chooser.randrange(10, 200))
        size = (chooser.randrange(1, area.width + 1), chooser.randrange(1, area.height + 1))
        step = chooser.randrange(1, 30)
        anchor = pygame.Rect(chooser.randrange(-50, 400), chooser.randrange(-50, 300), 4, 4)
        middle = list(placement.grid(area, size, step))
        cx, cy = anchor.centerx - size[0] // 2, anchor.centery - size[1] // 2
        # Stable: on a tie, the order nearest the middle first (``grid``'s).
        everything = sorted(middle, key=lambda r, c=(cx, cy): abs(r.x - c[0]) + abs(r.y - c[1]))
        found = list(placement.near(anchor, area, size, step))
        assert [tuple(r) for r in found] == [tuple(r) for r in everything]
        first = itertools.islice(placement.near(anchor, area, size, step), 3)
        assert [tuple(r) for r in first] == [tuple(r) for r in everything[:3]]
