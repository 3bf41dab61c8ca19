"""Which piece: a typed identity for Mechs, Minions, Shards, the Bomb and the Boss.

Events and questions name pieces with a ``PieceId``; nobody parses a piece's name.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

Seat = int


class PieceKind(StrEnum):
    MECH = "mech"
    MINION = "minion"
    SHARD = "shard"
    BOMB = "bomb"
    BOSS = "boss"


@dataclass(frozen=True, slots=True, order=True)
class PieceId:
    """A piece: its kind and, for Mechs, Minions and Shards, its seat or id.

    >>> PieceId.mech(2).label, PieceId.mech(2).seat
    ('mech2', 2)
    """

    kind: PieceKind
    number: int = 0

    def __eq__(self, other: object) -> bool:
        # The rules compare pieces with BOMB and BOSS at every step: no field tuples.
        if not isinstance(other, PieceId):
            return NotImplemented
        return self.kind == other.kind and self.number == other.number

    @classmethod
    def mech(cls, seat: int) -> PieceId:
        found = _MECHS.get(seat)  # every event about a Mech names it: made once per seat
        if found is None:
            found = _MECHS[seat] = cls(PieceKind.MECH, seat)
        return found

    @classmethod
    def minion(cls, minion_id: int) -> PieceId:
        found = _MINIONS.get(minion_id)  # every step, attack and kill names its Minion
        if found is None:
            if len(_MINIONS) >= _MOST_KEPT:  # ids only grow: the oldest are long gone
                _MINIONS.clear()
            found = _MINIONS[minion_id] = cls(PieceKind.MINION, minion_id)
        return found

    @classmethod
    def shard(cls, shard_id: int) -> PieceId:
        return cls(PieceKind.SHARD, shard_id)

    @property
    def is_mech(self) -> bool:
        return self.kind is PieceKind.MECH

    @property
    def seat(self) -> int:
        """The seat of a Mech (asking any other piece for a seat is a bug)."""
        if self.kind is not PieceKind.MECH:
            raise ValueError(f"{self.label} is not a Mech")
        return self.number

    @property
    def label(self) -> str:
        if self.kind in (PieceKind.BOMB, PieceKind.BOSS):
            return self.kind.value
        return f"{self.kind.value}{self.number}"

    def __str__(self) -> str:
        return self.label


_MECHS: dict[int, PieceId] = {}
_MINIONS: dict[int, PieceId] = {}
_MOST_KEPT = 4096
BOMB = PieceId(PieceKind.BOMB)
BOSS = PieceId(PieceKind.BOSS)
