"""Units of resolution on the agenda, and the scratchpad one step resolves with.

Steps are frozen values; ``answers`` holds the choices players have already made for this
step, which ``Choices`` replays when the step is resolved again after a question.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .events import Event
from .requests import Choices, Option
from .state import Game, Phase, RuleRef, Seat


@dataclass(frozen=True, slots=True)
class RunSlot:
    seat: Seat
    slot: int
    answers: tuple[Option, ...] = ()


@dataclass(frozen=True, slots=True)
class TakeDamage:
    seat: Seat
    amount: int
    cause: str
    answers: tuple[Option, ...] = ()


@dataclass(frozen=True, slots=True)
class DrawDamage:
    """One Damage Card per remaining point, each resolved fully before the next."""

    seat: Seat
    amount: int
    cause: str
    answers: tuple[Option, ...] = ()


@dataclass(frozen=True, slots=True)
class RunRule:
    """A mission rule by name: a Minion move, spawn or attack, a danger, an escalation."""

    registry: str
    rule: RuleRef
    cause: str
    answers: tuple[Option, ...] = ()
    is_stage_setup: bool = False  # the next objective waits until these have run


@dataclass(frozen=True, slots=True)
class AttackSeat:
    """Minions adjacent to one seat's Mech attack it, counted when that seat's turn comes."""

    seat: Seat
    cause: str
    answers: tuple[Option, ...] = ()


@dataclass(frozen=True, slots=True)
class EnterPhase:
    phase: Phase
    answers: tuple[Option, ...] = ()


@dataclass(frozen=True, slots=True)
class RunSchematic:
    """A Hack Schematic being used."""

    seat: Seat
    name: str
    answers: tuple[Option, ...] = ()


@dataclass(frozen=True, slots=True)
class FinishLine:
    """After a seat's six slots: Overdrives that act at the end of a Command Line."""

    seat: Seat
    answers: tuple[Option, ...] = ()


@dataclass(frozen=True, slots=True)
class PlaceMech:
    """Mission setup: the player picks the Mech's start space and facing."""

    seat: Seat
    answers: tuple[Option, ...] = ()


@dataclass(frozen=True, slots=True)
class RunBossSlot:
    slot: int
    answers: tuple[Option, ...] = ()


@dataclass(frozen=True, slots=True)
class DraftBossCard:
    answers: tuple[Option, ...] = ()


Step = (
    RunSlot
    | TakeDamage
    | DrawDamage
    | RunRule
    | AttackSeat
    | EnterPhase
    | RunBossSlot
    | DraftBossCard
    | RunSchematic
    | FinishLine
    | PlaceMech
)


class Context:
    """The scratchpad of one step: the game as it changes, events so far, steps to follow.

    It never outlives the step: if a question is asked, it is thrown away with the step's
    partial work and the step runs again from the top.
    """

    def __init__(self, game: Game, step: Any) -> None:
        self.game = game
        self.step = step
        self.events: list[Event] = []
        self.then: list[Any] = []
        self.choices = Choices(getattr(step, "answers", ()))

    def emit(self, *events: Event) -> None:
        self.events.extend(events)

    def queue(self, *steps: Any) -> None:
        self.then.extend(steps)

    def update(self, **changes: Any) -> None:
        self.game = replace(self.game, **changes)
