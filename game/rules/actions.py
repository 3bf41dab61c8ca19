"""What players do, in the imperative. Only actions from ``legal_actions`` are accepted."""

from __future__ import annotations

from dataclasses import dataclass

from .ids import Seat
from .requests import Option, RepairTarget


@dataclass(frozen=True, slots=True)
class DraftCard:
    seat: Seat
    card: int


@dataclass(frozen=True, slots=True)
class TimeRanOut:
    """Zhonya's Minuteglass ran out: deal the remaining picks at random."""


@dataclass(frozen=True, slots=True)
class PlaceCard:
    seat: Seat
    card: int
    slot: int


@dataclass(frozen=True, slots=True)
class ScrapCard:
    """Scrap a drafted card: ``repair`` names a Damage Card to remove, ``swap`` two slots
    (0-based); neither means scrapping for nothing."""

    seat: Seat
    card: int
    repair: RepairTarget | None = None
    swap: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class EndProgramming:
    """The seat's Ready button: every drafted card has been slotted or scrapped."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class UseSchematic:
    """Spend a Hack Schematic (during programming, once Team Gears allow it)."""

    seat: Seat
    name: str


@dataclass(frozen=True, slots=True)
class InstallSchematic:
    """Put an active Slot Schematic into an undamaged slot; the cards there are discarded."""

    seat: Seat
    name: str
    slot: int


@dataclass(frozen=True, slots=True)
class Choose:
    seat: Seat
    option: Option


Action = (
    DraftCard
    | TimeRanOut
    | PlaceCard
    | ScrapCard
    | EndProgramming
    | UseSchematic
    | InstallSchematic
    | Choose
)
