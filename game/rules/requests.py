"""Questions the rules wait on, and the machinery that replays known answers.

A step that needs a decision asks through ``Choices``. If the answer is already known it is
returned; if not, ``NeedChoice`` pauses the game with a ``Request`` listing every legal
option, and the step reruns from the top once a player answers (effects are pure, so the
rerun sees exactly what the first run saw).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .grid import Cell, format_cell
from .state import Seat

Option = Any  # a Turn, Facing, int, Cell or str: hashable, and printable by option_label


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


NO_TOW = "none"
KEEP_FUEL_TANK = "keep"


@dataclass(frozen=True, slots=True)
class Request:
    """A question: who answers, what kind, every legal option, and which card or rule asks.

    A step may ask after it has already done part of its work (a Mech walked, then may
    tow). ``prelude`` holds the events of that part and ``preview`` the game as it stands
    then, so the view can show them while the players decide; once answered, the step
    runs again from the top and its events begin with the same prelude.
    """

    seat: Seat
    prompt: Prompt
    options: tuple[Option, ...]
    reason: str
    prelude: tuple[Any, ...] = ()
    preview: Any = None

    def labels(self) -> tuple[str, ...]:
        return tuple(option_label(o) for o in self.options)


class NeedChoice(Exception):  # noqa: N818 -- a signal, not an error
    def __init__(self, request: Request) -> None:
        super().__init__(request)
        self.request = request


def option_label(option: Option) -> str:
    """How an option is written in logs and scenario files.

    >>> option_label((3, 4))
    '3,4'
    """
    if isinstance(option, tuple):
        return format_cell(option)
    return str(option)


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

    def cell(self, request: Request) -> Cell:
        answer: Cell = self.ask(request)
        return answer
