"""A Command Line foreseen: what one seat's six slots would do if they ran now.

The line runs through the engine itself on the game value (a copy by nature), slot by slot,
so the answer is the rules' own; where a card asks a question the first option is taken and
the slot is marked as a guess, as is one that rolls a die.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .actions import Choose
from .engine import apply, proceed
from .events import (
    CellsAttacked,
    Event,
    Manner,
    MechTurned,
    NumberDieRolled,
    PhaseStarted,
    PieceMoved,
    RuneDieRolled,
)
from .grid import Cell, Facing
from .ids import PieceId, Seat
from .state import SLOTS, Game, Phase
from .steps import FinishLine, RunSlot, Step

QUESTION_LIMIT = 64  # a line asks far fewer; a guard against a rule that never stops asking


@dataclass(frozen=True, slots=True)
class TrailStep:
    """What one slot would do: ``slot`` is None for the end of the line (Overdrives)."""

    slot: int | None
    path: tuple[Cell, ...]  # the Mech's spaces through the slot, from where it stood
    facing: Facing  # where it faces afterwards
    turns: tuple[tuple[Cell, Facing], ...]  # each turn: the space and the new facing
    hits: tuple[Cell, ...]  # spaces it attacks
    carried: tuple[tuple[PieceId, tuple[Cell, ...]], ...]  # pieces it pushes or tows
    asks: tuple[Cell, ...] = ()  # where a question took its first option
    rolls: bool = False  # a die decides part of it

    @property
    def end(self) -> Cell:
        return self.path[-1]

    @property
    def is_guess(self) -> bool:
        return bool(self.asks) or self.rolls


@dataclass(frozen=True, slots=True)
class Trail:
    seat: Seat
    start: Cell
    facing: Facing  # at the start
    steps: tuple[TrailStep, ...]  # slots that do something, in order

    @property
    def end(self) -> Cell:
        return self.steps[-1].end if self.steps else self.start

    @property
    def end_facing(self) -> Facing:
        return self.steps[-1].facing if self.steps else self.facing


def program_trail(game: Game, seat: Seat) -> Trail:
    """Run ``seat``'s Command Line on ``game`` alone, answering every question with its
    first option; what each slot would do.

    >>> from dataclasses import replace
    >>> from game.rules import Card, Command, MissionRules, Slot, new_game
    >>> from game.rules.text import parse_board
    >>> game = new_game(MissionRules(), parse_board("s . . ."), seed=1).game
    >>> mech = game.mech(0)
    >>> line = (Slot((Card(90, Command.BLAZE),)), Slot(), Slot((Card(91, Command.SPEED),)))
    >>> trail = program_trail(game.with_mech(replace(mech, slots=line + (Slot(),) * 3)), 0)
    >>> [(s.slot, s.path, s.asks) for s in trail.steps]
    [(0, ((0, 0), (1, 0)), ()), (2, ((1, 0), (2, 0)), ((1, 0),))]
    >>> trail.end, trail.end_facing.name
    ((2, 0), 'E')
    """
    return _trail(game, seat)[0]


def program_trails(game: Game) -> tuple[Trail, ...]:
    """Every Mech's trail, in the order the lines run (from the First Player): each line
    runs from the position the earlier ones leave, as execution will run them once every
    seat is Ready. A seat's trail is shown where its Mech stands in ``game.mechs``.
    """
    found = {trail.seat: trail for trail in each_trail(game)}
    return tuple(found[m.seat] for m in game.mechs)


def each_trail(game: Game) -> Iterator[Trail]:
    """The trails of ``program_trails`` one at a time, in the order the lines run (so a
    screen can work one out a frame)."""
    phase = game.phase
    for seat in game.seat_order():
        trail, game = _trail(game, seat, phase)
        yield trail


def _trail(game: Game, seat: Seat, phase: Phase | None = None) -> tuple[Trail, Game]:
    """The seat's trail and the game its line leaves (``phase``: the one the lines run
    in; an earlier line that ended it, or the mission, leaves this one nothing to do)."""
    mech = game.mechs[seat]
    steps: list[TrailStep] = []
    here, facing = mech.cell, mech.facing
    slots: tuple[tuple[int | None, Step], ...] = (
        *((i, RunSlot(seat, i)) for i in range(SLOTS)),
        (None, FinishLine(seat)),
    )
    phase = game.phase if phase is None else phase
    for slot, step in slots:
        if game.result is not None or game.phase is not phase:
            break  # the mission ended, or an objective moved on to a new phase: the line stops
        game, events, asks = _run(game, step, seat)
        found = _read(slot, seat, here, facing, events, asks)
        if found is not None:
            steps.append(found)
            here, facing = found.end, found.facing
    return Trail(seat, mech.cell, mech.facing, tuple(steps)), game


def _run(game: Game, step: Step, seat: Seat) -> tuple[Game, list[Event], list[Cell]]:
    """One step to its end, each question answered with its first option."""
    outcome = proceed(game, step, until=Phase.EXECUTE)
    events, asks = list(outcome.events), []
    for _ in range(QUESTION_LIMIT):
        request = outcome.game.pending
        if request is None:
            break
        shown = request.preview or outcome.game
        asks.append(shown.mech(seat).cell)
        outcome = apply(outcome.game, Choose(request.seat, request.options[0]))
        events.extend(outcome.events)
    return outcome.game, events, asks


def _read(
    slot: int | None,
    seat: Seat,
    here: Cell,
    facing: Facing,
    events: list[Event],
    asks: list[Cell],
) -> TrailStep | None:
    """The slot's events as a step of the trail (None: it did nothing to watch)."""
    piece = PieceId.mech(seat)
    path, turns = [here], []
    hits: list[Cell] = []
    carried: list[tuple[PieceId, tuple[Cell, ...]]] = []
    rolls = False
    for event in events:
        match event:
            case PhaseStarted():
                break  # what the next phase does is not this line's
            case PieceMoved(piece=moved, path=moved_path) if moved == piece:
                path.extend(moved_path[1:])
            case PieceMoved(manner=Manner.PUSH | Manner.TOW):
                carried.append((event.piece, event.path))
            case MechTurned(seat=turned, after=after) if turned == seat:
                facing = after
                turns.append((path[-1], after))
            case CellsAttacked(seat=attacker, cells=cells) if attacker == seat:
                hits.extend(cells)
            case RuneDieRolled() | NumberDieRolled():
                rolls = True
    if len(path) == 1 and not (turns or hits or carried or asks or rolls):
        return None
    return TrailStep(
        slot, tuple(path), facing, tuple(turns), tuple(hits), tuple(carried), tuple(asks), rolls
    )
