"""What happened, in the past tense, with the card or rule that caused it.

Every event carries enough to animate it and a ``cause`` such as "Blaze (Power 2)" or
"Minion Phase: attack", so a log can say why.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .board import Rune
from .cards import Card, DamageCard, DamageKind, Element
from .grid import Cell, Facing
from .ids import PieceId, Seat
from .state import Phase, Result


class Manner(StrEnum):
    WALK = "walk"
    PUSH = "push"
    TOW = "tow"
    SLIDE = "slide"
    SPAWN = "spawn"


class SourceKind(StrEnum):
    COMMAND = "command"  # a Command Card at its Power
    DAMAGE = "damage"  # a Damage Card
    SCHEMATIC = "schematic"  # a Schematic (or Overdrive)
    BOSS_CARD = "boss_card"  # a Boss Card at its Power
    BOSS_DANGER = "boss_danger"  # the danger an empty Boss slot runs


@dataclass(frozen=True, slots=True)
class Source:
    """What runs in a slot, typed for the screen: its kind, its name in the content, the
    title players read, its Power (0 where none) and its element, if it has one."""

    kind: SourceKind
    name: str
    title: str
    power: int = 0
    element: Element | None = None


@dataclass(frozen=True, slots=True)
class Event:
    cause: str  # why it happened, in words for the log ("Blaze (Power 2)", "Minion Phase")


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    phase: Phase
    round: int
    first_player: Seat


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    size: int


@dataclass(frozen=True, slots=True)
class CardDrafted(Event):
    seat: Seat
    card: Card
    is_random: bool = False


@dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardPlaced(Event):
    seat: Seat
    card: Card
    slot: int
    discarded: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardScrapped(Event):
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class SlotsSwapped(Event):
    seat: Seat
    a: int
    b: int


@dataclass(frozen=True, slots=True)
class SeatReady(Event):
    seat: Seat


@dataclass(frozen=True, slots=True)
class SlotStarted(Event):
    seat: Seat
    slot: int
    source: Source


@dataclass(frozen=True, slots=True)
class PieceMoved(Event):
    piece: PieceId
    path: tuple[Cell, ...]
    manner: Manner

    @property
    def end(self) -> Cell:
        return self.path[-1]


@dataclass(frozen=True, slots=True)
class MoveBlocked(Event):
    piece: PieceId
    cell: Cell
    toward: Facing
    reason: str


@dataclass(frozen=True, slots=True)
class MechTurned(Event):
    seat: Seat
    before: Facing
    after: Facing


@dataclass(frozen=True, slots=True)
class CellsAttacked(Event):
    seat: Seat
    cells: tuple[Cell, ...]
    element: Element | None  # Fire burns, the others zap; None: no element (a Damage Card)


@dataclass(frozen=True, slots=True)
class MinionKilled(Event):
    minion: int
    cell: Cell


@dataclass(frozen=True, slots=True)
class MinionRemoved(Event):
    """A Minion left play without counting as a kill (it invaded a zone, say)."""

    minion: int
    cell: Cell


@dataclass(frozen=True, slots=True)
class MinionSpawned(Event):
    minion: int
    cell: Cell


@dataclass(frozen=True, slots=True)
class ShardShattered(Event):
    shard: int
    cell: Cell


@dataclass(frozen=True, slots=True)
class ShardPickedUp(Event):
    seat: Seat
    shard: int
    cell: Cell


@dataclass(frozen=True, slots=True)
class ShardDropped(Event):
    """A carried Shard fell; ``caught_by`` is the seat holding it afterwards, if any."""

    seat: Seat
    shard: int
    cell: Cell
    caught_by: Seat | None


@dataclass(frozen=True, slots=True)
class ShardDelivered(Event):
    seat: Seat
    shard: int
    cell: Cell


@dataclass(frozen=True, slots=True)
class MinionParked(Event):
    """A Minion skewered onto a stack: it blocks one later damage to this Mech."""

    seat: Seat
    slot: int
    parked: int


@dataclass(frozen=True, slots=True)
class DamageBlocked(Event):
    seat: Seat
    amount: int


@dataclass(frozen=True, slots=True)
class FuelTankDetonated(Event):
    seat: Seat
    slot: int
    power: int
    cells: tuple[Cell, ...]


@dataclass(frozen=True, slots=True)
class KillCounted(Event):
    kills: int
    gears: int


@dataclass(frozen=True, slots=True)
class GearEarned(Event):
    gears: int


@dataclass(frozen=True, slots=True)
class DamageTaken(Event):
    seat: Seat
    amount: int


@dataclass(frozen=True, slots=True)
class DamageDrawn(Event):
    seat: Seat
    card: DamageCard
    title: str
    kind: DamageKind


@dataclass(frozen=True, slots=True)
class DamageSlotted(Event):
    seat: Seat
    card: DamageCard
    slot: int
    replaced: DamageCard | None


@dataclass(frozen=True, slots=True)
class DamageKept(Event):
    seat: Seat
    card: DamageCard


@dataclass(frozen=True, slots=True)
class DamageRepaired(Event):
    seat: Seat
    card: DamageCard


@dataclass(frozen=True, slots=True)
class DoomChanged(Event):
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class RuneDieRolled(Event):
    rune: Rune
    facing: Facing


@dataclass(frozen=True, slots=True)
class NumberDieRolled(Event):
    number: int


@dataclass(frozen=True, slots=True)
class RuneSwitched(Event):
    rune: Rune
    is_active: bool


@dataclass(frozen=True, slots=True)
class StageCompleted(Event):
    stage: int


@dataclass(frozen=True, slots=True)
class Escalated(Event):
    index: int


@dataclass(frozen=True, slots=True)
class DraftTimed(Event):
    pass


@dataclass(frozen=True, slots=True)
class LavaAdvanced(Event):
    edge: Facing
    rows: int
    cells: tuple[Cell, ...]


@dataclass(frozen=True, slots=True)
class SchematicUsed(Event):
    seat: Seat
    name: str
    title: str


@dataclass(frozen=True, slots=True)
class SchematicInstalled(Event):
    seat: Seat
    name: str
    title: str
    slot: int


@dataclass(frozen=True, slots=True)
class BossDamaged(Event):
    element: Element
    health: int


@dataclass(frozen=True, slots=True)
class BossShielded(Event):
    element: Element
    reason: str


@dataclass(frozen=True, slots=True)
class BossSlotStarted(Event):
    slot: int
    source: Source


@dataclass(frozen=True, slots=True)
class BossCardsDealt(Event):
    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BossCardSlotted(Event):
    name: str
    slot: int
    power: int
    discarded: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BossCardRemoved(Event):
    name: str
    slot: int


@dataclass(frozen=True, slots=True)
class DoomCannonFired(Event):
    slot: int


@dataclass(frozen=True, slots=True)
class MissionEnded(Event):
    result: Result
