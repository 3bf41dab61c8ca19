"""Questions the rules wait on, the typed answers they offer, and replaying known answers.

A step that needs a decision asks through ``Choices``. If the answer is already known it is
returned; if not, ``NeedChoice`` pauses the game with a ``Request`` listing every legal
option, and the step reruns from the top once a player answers (effects are pure, so the
rerun sees exactly what the first run saw, and the engine hands out only the events that
come after what it already delivered).

Every option is a value: a ``Turn``, ``Facing``, ``Rune``, a distance (``int``), a space
(``Cell``), or one of the small frozen types below. Each prints as ``option_label`` says,
and that label is how logs and scenario files write it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, TypeVar, assert_never

from .board import Rune
from .grid import Cell, Facing, Turn, format_cell
from .ids import Seat

if TYPE_CHECKING:
    from .state import Game

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class DamagedSlot:
    """A Damage Card lying on a slot (0-based), to repair."""

    slot: int

    @property
    def label(self) -> str:
        return f"slot:{self.slot + 1}"


@dataclass(frozen=True, slots=True)
class SystemDamage:
    """A System Damage card beside the Command Line, by card id, to repair."""

    card: int

    @property
    def label(self) -> str:
        return f"system:{self.card}"


RepairTarget = DamagedSlot | SystemDamage


@dataclass(frozen=True, slots=True)
class FuelTank:
    """Detonate the Fuel Tank stack in this slot (0-based)."""

    slot: int

    @property
    def label(self) -> str:
        return f"slot:{self.slot + 1}"


@dataclass(frozen=True, slots=True)
class KeepFuelTank:
    """Take the damage and keep every Fuel Tank."""

    @property
    def label(self) -> str:
        return "keep"


@dataclass(frozen=True, slots=True)
class NoTow:
    """Walk on without towing anything."""

    @property
    def label(self) -> str:
        return "none"


@dataclass(frozen=True, slots=True)
class BossSlot:
    """One slot of the Boss Command Line (0-based)."""

    slot: int

    @property
    def label(self) -> str:
        return f"slot:{self.slot + 1}"


@dataclass(frozen=True, slots=True)
class BossCardName:
    """A Boss Card offered in the Boss draft, by its name in cards.yaml."""

    name: str

    @property
    def label(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class SlotPair:
    """Two slots (0-based, ``a < b``) to swap."""

    a: int
    b: int

    @property
    def label(self) -> str:
        return f"{self.a + 1}-{self.b + 1}"


KEEP_FUEL_TANK = KeepFuelTank()
NO_TOW = NoTow()

Option = (
    Turn
    | Facing
    | Rune
    | int
    | Cell
    | DamagedSlot
    | SystemDamage
    | FuelTank
    | KeepFuelTank
    | NoTow
    | BossSlot
    | BossCardName
    | SlotPair
)


class Prompt(StrEnum):
    TURN = "turn"
    DISTANCE = "distance"
    DIRECTION = "direction"
    TARGET = "target"
    TOW = "tow"
    REPAIR = "repair"
    DETONATE = "detonate"
    START = "start"
    FACING = "facing"
    BOSS_CARD = "boss_card"
    BOSS_SLOT = "boss_slot"
    SHIELD = "shield"
    SWAP = "swap"


@dataclass(frozen=True, slots=True)
class Request:
    """A question: who answers, what kind, every legal option, and which card or rule asks.

    A step may ask after it has already done part of its work (a Mech walked, then may
    tow): those events were already handed out, and ``preview`` is the game as it stands
    then, so the view can draw it while the players decide. A step that asks before it
    changes anything has no preview: the waiting game is what it would show.
    """

    seat: Seat
    prompt: Prompt
    options: tuple[Option, ...]
    reason: str
    preview: Game | None = None

    def labels(self) -> tuple[str, ...]:
        return tuple(option_label(o) for o in self.options)


class NeedChoice(Exception):  # noqa: N818 -- a signal, not an error
    def __init__(self, request: Request) -> None:
        super().__init__(request)
        self.request = request


def option_label(option: Option) -> str:
    """How an option is written in logs and scenario files.

    >>> option_label((3, 4)), option_label(DamagedSlot(2)), option_label(Facing.N)
    ('3,4', 'slot:3', 'N')
    """
    match option:
        case Turn() | Facing() | Rune():
            return option.value
        case int():
            return str(option)
        case tuple():
            return format_cell(option)
        case (
            DamagedSlot()
            | SystemDamage()
            | FuelTank()
            | KeepFuelTank()
            | NoTow()
            | BossSlot()
            | BossCardName()
            | SlotPair()
        ):
            return option.label
        case _:
            assert_never(option)


def read_option(prompt: Prompt, text: str) -> Option:
    """The option a label names, for a question of this kind (``option_label`` reversed).

    >>> read_option(Prompt.REPAIR, "slot:3"), read_option(Prompt.TARGET, "2,5")
    (DamagedSlot(slot=2), (2, 5))
    """
    text = text.strip()
    try:
        match prompt:
            case Prompt.TURN:
                return Turn(text)
            case Prompt.DIRECTION | Prompt.FACING:
                return Facing(text)
            case Prompt.SHIELD:
                return Rune(text)
            case Prompt.DISTANCE:
                return int(text)
            case Prompt.TARGET | Prompt.START:
                return _read_cell(text)
            case Prompt.TOW:
                return NO_TOW if text == NO_TOW.label else _read_cell(text)
            case Prompt.REPAIR:
                kind, _, number = text.partition(":")
                if kind == "system":
                    return SystemDamage(int(number))
                return DamagedSlot(_read_slot(text))
            case Prompt.DETONATE:
                return (
                    KEEP_FUEL_TANK if text == KEEP_FUEL_TANK.label else FuelTank(_read_slot(text))
                )
            case Prompt.BOSS_SLOT:
                return BossSlot(_read_slot(text))
            case Prompt.BOSS_CARD:
                return BossCardName(text)
            case Prompt.SWAP:
                a, _, b = text.partition("-")
                return SlotPair(int(a) - 1, int(b) - 1)
            case _:
                assert_never(prompt)
    except ValueError:
        raise ValueError(f"{text!r} is not an answer to a {prompt} question") from None


def _read_cell(text: str) -> Cell:
    x, _, y = text.partition(",")
    return (int(x), int(y))


def _read_slot(text: str) -> int:
    kind, _, number = text.partition(":")
    if kind != "slot":
        raise ValueError(text)
    return int(number) - 1


class Choices:
    """Hands out a step's known answers in order; asks for the next one when they run out."""

    def __init__(self, answers: tuple[Option, ...]) -> None:
        self._answers = answers
        self._used = 0

    def ask(self, request: Request) -> Option:
        if not request.options:
            raise ValueError(f"a request with no options: {request}")
        if len(request.options) == 1:
            return request.options[0]
        if self._used < len(self._answers):
            answer = self._answers[self._used]
            self._used += 1
            return answer
        raise NeedChoice(request)

    def pick(self, request: Request, kind: type[T]) -> T:
        """An answer of a known type (every option of the request has that type)."""
        answer = self.ask(request)
        if not isinstance(answer, kind):
            raise TypeError(f"{request.prompt} expects a {kind.__name__}, not {answer!r}")
        return answer

    def cell(self, request: Request) -> Cell:
        answer = self.ask(request)
        if not isinstance(answer, tuple):
            raise TypeError(f"{request.prompt} expects a space, not {answer!r}")
        return answer
