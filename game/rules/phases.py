"""The turn structure in one table: each phase, who acts in it, what is legal, when it ends
and what follows; and ``to_act``, which says who may act now.

The engine reads this table and nothing else about the order of a round: ``legal_actions``
asks the phase for its actions, ``why_illegal`` for its refusals, the agenda loop for its
end and its follower, ``enter_phase`` for what starts it. A question asked midway (a
``Request``) stands above every phase: while one waits, only its seat acts.

Rules: field guide, "Round", "Player Phase", "Minion Phase", "Danger Phase".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from .actions import (
    Action,
    DraftCard,
    EndProgramming,
    InstallSchematic,
    PlaceCard,
    ScrapCard,
    TimeRanOut,
    UseSchematic,
)
from .ids import Seat
from .program import (
    all_ready,
    can_scrap,
    deal_draft,
    draft_actions,
    each_program_action,
    program_actions,
)
from .registry import RuleGroup
from .requests import Request
from .schematics import refuse_schematic
from .state import SLOTS, Checkpoint, Game, Phase
from .steps import Context, FinishLine, RunRule, RunSlot, Step
from .values import evolve

FIRST_PHASE = Phase.DRAFT  # entering it from the last phase starts a new round


class Acting(StrEnum):
    """What the game waits on now."""

    ANSWER = "answer"  # one seat answers the question asked midway (``ToAct.request``)
    DRAFT = "draft"  # the seat whose pick it is
    PROGRAM = "program"  # every seat not yet Ready, all at once
    NOTHING = "nothing"  # no one: the rules resolve on (a phase halted before it began)
    OVER = "over"  # the mission has ended


@dataclass(frozen=True, slots=True)
class ToAct:
    """Who may act now and on what: ``seats`` in the order they act (one unless
    programming), and the question when one is asked."""

    kind: Acting
    seats: tuple[Seat, ...] = ()
    request: Request | None = None

    @property
    def is_simultaneous(self) -> bool:
        """Several seats may act in any order (the Program phase)."""
        return self.kind is Acting.PROGRAM


def _nobody(game: Game) -> tuple[Seat, ...]:
    return ()


def _no_actions(game: Game, only: Seat | None = None) -> tuple[Action, ...]:
    return ()


def _always(game: Game) -> bool:
    return True


def _no_refusal(game: Game, action: Action) -> str | None:
    return None


def _nothing_to_begin(ctx: Context) -> None:
    return None


@dataclass(frozen=True, slots=True)
class PhaseSpec:
    """One phase: what players do in it and how it runs.

    ``acting`` lists the seats that may act, ``actions`` what is legal (the only definition
    of legal, for this phase; given a seat, what that seat may do), ``moves`` the kinds of
    action that belong to the phase and ``refuse`` why one of those is not legal now, in
    words. ``is_done`` says when the phase may end once its agenda is empty, ``begin``
    queues its steps, ``next`` follows.
    """

    phase: Phase
    kind: Acting = Acting.NOTHING
    acting: Callable[[Game], tuple[Seat, ...]] = _nobody
    actions: Callable[[Game, Seat | None], tuple[Action, ...]] = _no_actions
    moves: tuple[type[Action], ...] = ()
    doing: str = ""  # what happens in the phase, for a refusal in another one
    refuse: Callable[[Game, Action], str | None] = _no_refusal
    is_done: Callable[[Game], bool] = _always
    begin: Callable[[Context], None] = _nothing_to_begin
    next: Phase | None = None
    # actions one by one, those naming another card than the one given left out
    each: Callable[[Game, Seat | None, int | None], Iterable[Action]] | None = None


# --- the Player Phase: draft, then program -------------------------------------------------


def _picking(game: Game) -> tuple[Seat, ...]:
    return game.draft.pick_order[:1]


def _refuse_draft(game: Game, action: Action) -> str | None:
    match action:
        case TimeRanOut():
            return "the draft is not timed"
        case DraftCard(seat=seat, card=card):
            if game.draft.pick_order and game.draft.pick_order[0] != seat:
                return f"it is seat {game.draft.pick_order[0]}'s pick, not seat {seat}'s"
            return f"card {card} is not in the draft row"
    return None


def _programming(game: Game) -> tuple[Seat, ...]:
    return tuple(m.seat for m in game.mechs if not m.is_ready)


def _refuse_program(game: Game, action: Action) -> str | None:
    match action:
        case PlaceCard(seat=seat, card=card, slot=slot):
            mech = game.mechs[seat]
            if all(c.id != card for c in mech.hand):
                return f"card {card} is not in seat {seat}'s hand"
            if not 0 <= slot < SLOTS:
                return f"there is no slot {slot + 1}"
            if mech.slots[slot].is_damaged:
                return f"slot {slot + 1} is damaged and cannot be programmed"
            if mech.slots[slot].schematic is not None:
                return f"slot {slot + 1} holds a Schematic and cannot be programmed"
        case ScrapCard(seat=seat, card=card):
            if all(c.id != card for c in game.mechs[seat].hand):
                return f"card {card} is not in seat {seat}'s hand"
            if not can_scrap(game):
                return "scrapping comes later in this mission: slot every card you draft"
            return "that scrap does not fit the card's element or the Command Line"
        case EndProgramming(seat=seat):
            if game.mechs[seat].hand:
                return f"seat {seat} must slot or scrap every drafted card before Ready"
            return f"seat {seat} is already ready"
        case UseSchematic() | InstallSchematic():
            return refuse_schematic(game, action)
    return None


def _begin_program(ctx: Context) -> None:
    ctx.update(mechs=tuple([evolve(m, is_ready=False) for m in ctx.game.mechs]))


def _begin_execute(ctx: Context) -> None:
    ctx.queue(*_command_lines(ctx.game.seat_order()))


@cache  # steps are values: every round in this seat order queues the same ones
def _command_lines(order: tuple[Seat, ...]) -> tuple[Step, ...]:
    """Each seat's six slots and the end of its line, from the First Player on."""
    steps: list[Step] = []
    for seat in order:
        steps += [RunSlot(seat, slot) for slot in range(SLOTS)]
        steps.append(FinishLine(seat))
    return tuple(steps)


# --- the Minion and Danger Phases ----------------------------------------------------------


def _begin_minions(ctx: Context) -> None:
    mission = ctx.game.table.mission
    ctx.checkpoint = Checkpoint.PLAYER_PHASE_END
    cause = "end of the Player Phase"
    ctx.queue(*(RunRule(RuleGroup.EFFECT, ref, cause) for ref in mission.at_player_phase_end))
    ctx.queue(
        RunRule(RuleGroup.MOVE, mission.minion_move, "Minion Phase: move"),
        RunRule(RuleGroup.SPAWN, mission.minion_spawn, "Minion Phase: spawn"),
        RunRule(RuleGroup.ATTACK, mission.minion_attack, "Minion Phase: attack"),
    )


def _begin_danger(ctx: Context) -> None:
    dangers = ctx.game.table.mission.dangers
    ctx.queue(*(RunRule(RuleGroup.DANGER, ref, "Danger Phase") for ref in dangers))


PHASES: dict[Phase, PhaseSpec] = {
    spec.phase: spec
    for spec in (
        PhaseSpec(
            Phase.DRAFT,
            kind=Acting.DRAFT,
            acting=_picking,
            actions=draft_actions,
            moves=(DraftCard, TimeRanOut),
            doing="cards are drafted in the draft",
            refuse=_refuse_draft,
            is_done=lambda game: not game.draft.pick_order,
            begin=deal_draft,
            next=Phase.PROGRAM,
        ),
        PhaseSpec(
            Phase.PROGRAM,
            kind=Acting.PROGRAM,
            acting=_programming,
            actions=program_actions,
            moves=(PlaceCard, ScrapCard, EndProgramming, UseSchematic, InstallSchematic),
            doing="programming happens in the program phase",
            refuse=_refuse_program,
            is_done=all_ready,
            begin=_begin_program,
            next=Phase.EXECUTE,
            each=each_program_action,
        ),
        PhaseSpec(Phase.EXECUTE, begin=_begin_execute, next=Phase.MINIONS),
        PhaseSpec(Phase.MINIONS, begin=_begin_minions, next=Phase.DANGER),
        PhaseSpec(Phase.DANGER, begin=_begin_danger, next=FIRST_PHASE),
        PhaseSpec(Phase.OVER, is_done=lambda game: False),
    )
}


def to_act(game: Game) -> ToAct:
    """Who may act now: the seat a question waits on, the seat whose pick it is, every seat
    not yet Ready; or no one, while the rules resolve or once the mission is over.

    >>> from game.rules.cards import Command
    >>> from game.rules.engine import new_game
    >>> from game.rules.state import MissionRules
    >>> from game.rules.text import parse_board
    >>> deck = MissionRules(command_deck=((Command.SPEED, 8),))
    >>> game = new_game(deck, parse_board("s . s"), seats=2, seed=7).game
    >>> now = to_act(game)
    >>> now.kind, now.seats == game.draft.pick_order[:1]
    (<Acting.DRAFT: 'draft'>, True)
    """
    if game.result is not None:
        return ToAct(Acting.OVER)
    if game.pending is not None:
        return ToAct(Acting.ANSWER, (game.pending.seat,), game.pending)
    spec = PHASES[game.phase]
    seats = spec.acting(game)
    return ToAct(spec.kind, seats) if seats else ToAct(Acting.NOTHING)


def owner_of(action: Action) -> PhaseSpec | None:
    """The phase an action belongs to (None for an answer, which belongs to a question)."""
    return next((s for s in PHASES.values() if isinstance(action, s.moves)), None)
