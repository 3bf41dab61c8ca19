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


def test_the_place_hiding_least_keeps_every_piece_in_sight_before_any_minion() -> None:
    """``least_hiding`` by brute force, on random boxes: the first place hiding neither a
    piece nor a Minion; else, among those hiding no piece, the one hiding least of the
    Minions (the first on a tie); else the one hiding least of the pieces."""
    chooser = random.Random(4)

    def boxes(count: int) -> list[pygame.Rect]:
        return [
            pygame.Rect(chooser.randrange(200), chooser.randrange(200), 30, 30)
            for _ in range(count)
        ]

    for _ in range(300):
        places = [pygame.Rect(r.topleft, (80, 40)) for r in boxes(chooser.randrange(1, 12))]
        pieces, minions = boxes(chooser.randrange(4)), boxes(chooser.randrange(8))
        found = placement.least_hiding(iter(places), pieces, minions)
        free = [p for p in places if placement.covered(p, pieces) == 0]
        if free:
            best = min(free, key=lambda p: placement.covered(p, minions))
        else:
            best = min(places, key=lambda p: placement.covered(p, pieces))
        assert found == best
