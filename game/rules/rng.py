"""The one source of chance: a seeded generator kept inside the game state.

Scripted rolls (for scenario tests) are consumed before the generator is asked.
Rules: field guide, "Rune Die" (12 faces, 4 colours), "Number Die" (d6).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TypeVar

from .board import Rune
from .values import evolve

T = TypeVar("T")

_MASK = (1 << 64) - 1

# rules-data §8.1 (design needed): 12 faces, assumed three of each colour.
RUNE_DIE_FACES: tuple[Rune, ...] = (Rune.RED, Rune.YELLOW, Rune.BLUE, Rune.GREEN) * 3


@dataclass(frozen=True, slots=True)
class Rng:
    """SplitMix64: tiny, pure and the same on every platform and Python version."""

    state: int = 0
    rune_script: tuple[Rune, ...] = ()
    number_script: tuple[int, ...] = ()

    @classmethod
    def seeded(cls, seed: int) -> Rng:
        return cls(state=seed & _MASK)

    def next_int(self, bound: int) -> tuple[int, Rng]:
        """A uniform integer in ``range(bound)`` and the advanced generator."""
        state, z = _advance(self.state)
        return z % bound, evolve(self, state=state)


def _advance(state: int) -> tuple[int, int]:
    """SplitMix64's next state and its output."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def roll_rune(rng: Rng) -> tuple[Rune, Rng]:
    """Roll the Rune Die.

    >>> roll_rune(Rng(rune_script=(Rune.BLUE,)))[0]
    <Rune.BLUE: 'blue'>
    """
    if rng.rune_script:
        return rng.rune_script[0], replace(rng, rune_script=rng.rune_script[1:])
    face, rng = rng.next_int(len(RUNE_DIE_FACES))
    return RUNE_DIE_FACES[face], rng


def roll_number(rng: Rng) -> tuple[int, Rng]:
    """Roll the Number Die: 1..6."""
    if rng.number_script:
        return rng.number_script[0], replace(rng, number_script=rng.number_script[1:])
    face, rng = rng.next_int(6)
    return face + 1, rng


def shuffled(rng: Rng, items: tuple[T, ...]) -> tuple[tuple[T, ...], Rng]:
    """A Fisher-Yates shuffle of ``items``."""
    pool = list(items)
    state = rng.state
    for i in range(len(pool) - 1, 0, -1):
        state, z = _advance(state)  # ``next_int(i + 1)``, without a generator each draw
        j = z % (i + 1)
        pool[i], pool[j] = pool[j], pool[i]
    return tuple(pool), (evolve(rng, state=state) if len(pool) > 1 else rng)
