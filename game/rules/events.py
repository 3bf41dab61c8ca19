"""What happened, in the past tense, with the card or rule that caused it.

Every event carries enough to animate it and a ``cause`` such as "Blaze (Power 2)" or
"Minion Phase: attack", so a log can say why.
"""

from __future__ import annotations

from enum import StrEnum

from .board import Rune
from .cards import Card, DamageCard, DamageKind, Element
from .grid import Cell, Facing
from .ids import PieceId, Seat
from .state import Phase, Result
from .values import frozen


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


@frozen
class Source:
    """What runs in a slot, typed for the screen: its kind, its name in the content, the
    title players read, its Power (0 where none) and its element, if it has one."""

    kind: SourceKind
    name: str
    title: str
    power: int = 0
    element: Element | None = None


@frozen
class Event:
    cause: str  # why it happened, in words for the log ("Blaze (Power 2)", "Minion Phase")


@frozen
class PhaseStarted(Event):
    phase: Phase
    round: int
    first_player: Seat


@frozen
class CardsDealt(Event):
    cards: tuple[Card, ...]


@frozen
class DeckReshuffled(Event):
    size: int


@frozen
class CardDrafted(Event):
    seat: Seat
    card: Card
    is_random: bool = False


@frozen
class CardsDiscarded(Event):
    cards: tuple[Card, ...]


@frozen
class CardPlaced(Event):
    seat: Seat
    card: Card
    slot: int
    discarded: tuple[Card, ...]


@frozen
class CardScrapped(Event):
    seat: Seat
    card: Card


@frozen
class SlotsSwapped(Event):
    seat: Seat
    a: int
    b: int


@frozen
class SeatReady(Event):
    seat: Seat


@frozen
class SlotStarted(Event):
    seat: Seat
    slot: int
    source: Source


@frozen
class PieceMoved(Event):
    piece: PieceId
    path: tuple[Cell, ...]
    manner: Manner

    @property
    def end(self) -> Cell:
        return self.path[-1]


@frozen
class MoveBlocked(Event):
    piece: PieceId
    cell: Cell
    toward: Facing
    reason: str


@frozen
class MechTurned(Event):
    seat: Seat
    before: Facing
    after: Facing


@frozen
class CellsAttacked(Event):
    seat: Seat
    cells: tuple[Cell, ...]
    element: Element | None  # Fire burns, the others zap; None: no element (a Damage Card)


@frozen
class MinionKilled(Event):
    minion: int
    cell: Cell


@frozen
class MinionRemoved(Event):
    """A Minion left play without counting as a kill (it invaded a zone, say)."""

    minion: int
    cell: Cell


@frozen
class MinionSpawned(Event):
    minion: int
    cell: Cell


@frozen
class ShardShattered(Event):
    shard: int
    cell: Cell


@frozen
class ShardPickedUp(Event):
    seat: Seat
    shard: int
    cell: Cell


@frozen
class ShardDropped(Event):
    """A carried Shard fell; ``caught_by`` is the seat holding it afterwards, if any."""

    seat: Seat
    shard: int
    cell: Cell
    caught_by: Seat | None


@frozen
class ShardDelivered(Event):
    seat: Seat
    shard: int
    cell: Cell


@frozen
class MinionParked(Event):
    """A Minion skewered onto a stack: it blocks one later damage to this Mech."""

    seat: Seat
    slot: int
    parked: int


@frozen
class DamageBlocked(Event):
    seat: Seat
    amount: int


@frozen
class FuelTankDetonated(Event):
    seat: Seat
    slot: int
    power: int
    cells: tuple[Cell, ...]


@frozen
class KillCounted(Event):
    kills: int
    gears: int


@frozen
class GearEarned(Event):
    gears: int


@frozen
class DamageTaken(Event):
    seat: Seat
    amount: int


@frozen
class DamageDrawn(Event):
    seat: Seat
    card: DamageCard
    title: str
    kind: DamageKind


@frozen
class DamageSlotted(Event):
    seat: Seat
    card: DamageCard
    slot: int
    replaced: DamageCard | None


@frozen
class DamageKept(Event):
    seat: Seat
    card: DamageCard


@frozen
class DamageRepaired(Event):
    seat: Seat
    card: DamageCard


@frozen
class DoomChanged(Event):
    before: int
    after: int


@frozen
class RuneDieRolled(Event):
    rune: Rune
    facing: Facing


@frozen
class NumberDieRolled(Event):
    number: int


@frozen
class RuneSwitched(Event):
    rune: Rune
    is_active: bool


@frozen
class StageCompleted(Event):
    stage: int


@frozen
class Escalated(Event):
    index: int


@frozen
class DraftTimed(Event):
    pass


@frozen
class LavaAdvanced(Event):
    edge: Facing
    rows: int
    cells: tuple[Cell, ...]


@frozen
class SchematicUsed(Event):
    seat: Seat
    name: str
    title: str


@frozen
class SchematicInstalled(Event):
    seat: Seat
    name: str
    title: str
    slot: int


@frozen
class BossDamaged(Event):
    element: Element
    health: int


@frozen
class BossShielded(Event):
    element: Element
    reason: str


@frozen
class BossSlotStarted(Event):
    slot: int
    source: Source


@frozen
class BossCardsDealt(Event):
    names: tuple[str, ...]


@frozen
class BossCardSlotted(Event):
    name: str
    slot: int
    power: int
    discarded: tuple[str, ...]


@frozen
class BossCardRemoved(Event):
    name: str
    slot: int


@frozen
class DoomCannonFired(Event):
    slot: int


@frozen
class MissionEnded(Event):
    result: Result
