"""The Boss's quick geometry agrees with its footprint's distances everywhere."""

from __future__ import annotations

from game.rules.boss import _nearer
from game.rules.grid import Facing, step
from game.rules.state import Boss


def test_the_ways_nearer_the_boss_are_the_steps_that_shorten_the_distance() -> None:
    checked = 0
    for at in [(bx, by) for bx in range(4) for by in range(4)]:
        boss = Boss(at)
        for cell in [(x, y) for x in range(-1, 7) for y in range(-1, 7)]:
            now = sum(boss.gaps(cell))
            shorter = tuple(f for f in Facing if sum(boss.gaps(step(cell, f))) < now)
            assert _nearer(at, cell) == shorter, (at, cell)
            checked += bool(shorter)
    assert checked > 500  # most spaces lie outside the footprint, with a way in
