"""The one loop: start a game, list legal actions, apply one, resolve the agenda.

Rules: field guide, "Round", "Player Phase", "Minion Phase", "Danger Phase", "First Player".
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import assert_never

from .abilities import Boost, boost
from .abilities import spec_of as schematic_spec
from .actions import (
    Action,
    Choose,
    TimeRanOut,
    UseSchematic,
)
from .board import Board
from .boss import draft_boss_card, run_boss_slot
from .cards import Card, Command, DamageCard, Kind, numbered
from .damage import draw_damage, run_slot_damage, spec_of, take_damage
from .effects import COMMAND_EFFECTS, describe
from .events import (
    Event,
    Manner,
    MechTurned,
    PhaseStarted,
    PieceMoved,
    SlotStarted,
    Source,
    SourceKind,
)
from .grid import Facing
from .ids import Seat
from .minions import attack_seat
from .missions import check_mission
from .phases import FIRST_PHASE, PHASES, owner_of
from .pieces import roll_player
from .program import apply_player_action
from .registry import RuleGroup, run
from .requests import NeedChoice, Prompt, Request, option_label
from .rng import Rng, shuffled
from .schematics import finish_line, run_hack, run_installed
from .state import (
    MAX_STACK,
    Checkpoint,
    Decks,
    Game,
    Lava,
    Mech,
    MissionRules,
    Phase,
    Table,
    Yordle,
)
from .steps import (
    AttackSeat,
    Context,
    DraftBossCard,
    DrawDamage,
    EnterPhase,
    FinishLine,
    MissionDecided,
    PlaceMech,
    RunBossSlot,
    RunRule,
    RunSchematic,
    RunSlot,
    Step,
    TakeDamage,
)
from .values import evolve


class IllegalAction(ValueError):
    """An action that ``legal_actions`` does not list; the game is left unchanged."""


@dataclass(frozen=True, slots=True)
class Outcome:
    game: Game
    events: tuple[Event, ...]


DEFAULT_YORDLES = (Yordle.TRISTANA, Yordle.CORKI, Yordle.HEIMERDINGER, Yordle.ZIGGS)


def new_game(
    mission: MissionRules,
    board: Board,
    seats: int | tuple[Yordle, ...] = 1,
    seed: int = 0,
    first_player: int | None = None,
    rng: Rng | None = None,
    loadouts: tuple[tuple[str, ...], ...] = (),
    is_placing: bool = False,
) -> Outcome:
    """Set up a mission: Mechs on start spaces, shuffled decks, setup rules, the first draft.

    With ``is_placing`` each player first picks a start space and a facing for their Mech,
    from the First Player on (Rules: mission setup, "any Mech starting space, facing any
    direction"); otherwise Mechs stand on the start spaces in seat order, facing inward.

    >>> from game.rules.cards import Command
    >>> from game.rules.text import parse_board
    >>> decks = MissionRules(command_deck=((Command.SPEED, 8),))
    >>> outcome = new_game(decks, parse_board("s . s"), seats=2, seed=7)
    >>> outcome.game.phase, len(outcome.game.draft.row)
    (<Phase.DRAFT: 'draft'>, 5)
    """
    count = seats if isinstance(seats, int) else len(seats)
    if not 1 <= count <= 4:
        raise IllegalAction(f"a mission takes 1 to 4 Mechs, not {count}")
    yordles = DEFAULT_YORDLES[:count] if isinstance(seats, int) else seats
    if len(set(yordles)) != len(yordles):
        raise IllegalAction("each Mech needs its own Yordle")
    starts = start_spaces(mission, board)
    if len(starts) < len(yordles):
        raise IllegalAction(f"the board has {len(starts)} start spaces for {len(yordles)} Mechs")
    mechs = tuple(
        Mech(seat, yordle, starts[seat], _facing_inward(board, starts[seat]))
        for seat, yordle in enumerate(yordles)
    )
    mechs = tuple(
        _equip(mission, m, loadouts[m.seat] if m.seat < len(loadouts) else ()) for m in mechs
    )
    game = Game(Table(mission, board), mechs=mechs, rng=rng or Rng.seeded(seed))
    ctx = Context(game, None)
    _shuffle_decks(ctx)
    for ref in mission.setup:
        run(ctx, RuleGroup.SETUP, ref, "setup")
    ctx.update_trackers(doom=mission.doom_start)
    ctx.update_draft(is_timed=mission.is_draft_timed)
    if mission.lava_edge is not None:
        ctx.update(lava=Lava(mission.lava_edge, speed=mission.lava_speed))
    chosen = roll_player(ctx, "choosing the First Player") if first_player is None else first_player
    ctx.update(first_player=chosen)
    placing = tuple(PlaceMech(seat) for seat in ctx.game.seat_order()) if is_placing else ()
    return _continue(ctx.game, ctx.events, (*placing, EnterPhase(Phase.DRAFT)), None)


def place_mech(ctx: Context, step: PlaceMech) -> None:
    """Pick a start space no earlier player took, then a facing. A Mech still waiting for
    its own player simply trades places with this one."""
    game = ctx.game
    mech = game.mechs[step.seat]
    order = game.seat_order()
    placed = order[: order.index(step.seat)]
    taken = {game.mechs[seat].cell for seat in placed}
    free = tuple(c for c in start_spaces(game.table.mission, game.table.board) if c not in taken)
    cause = "mission setup"
    cell = ctx.choices.cell(Request(step.seat, Prompt.START, free, cause))
    if cell != mech.cell:
        waiting = game.mech_at(cell)
        if waiting is not None:
            game = game.with_mech(replace(waiting, cell=mech.cell))
            ctx.events.append(PieceMoved(cause, waiting.piece, (cell, mech.cell), Manner.SPAWN))
        ctx.game = game.with_mech(replace(mech, cell=cell))
        ctx.events.append(PieceMoved(cause, mech.piece, (mech.cell, cell), Manner.SPAWN))
    facing = ctx.choices.pick(Request(step.seat, Prompt.FACING, tuple(Facing), cause), Facing)
    if facing is not mech.facing:
        ctx.put_mech(replace(ctx.game.mechs[step.seat], facing=facing))
        ctx.events.append(MechTurned(cause, step.seat, mech.facing, facing))


def _equip(mission: MissionRules, mech: Mech, names: tuple[str, ...]) -> Mech:
    """Rules: "Schematic Cards" -- up to two of the Mech's own Yordle's Schematics."""
    if len(names) > 2:
        raise IllegalAction(f"seat {mech.seat} brings {len(names)} Schematics; the limit is 2")
    for name in names:
        spec = next((s for s in mission.schematic_specs if s.name == name), None)
        if spec is None:
            raise IllegalAction(f"there is no Schematic named {name!r}")
        if spec.yordle != mech.yordle.value:
            raise IllegalAction(f"{spec.title} belongs to {spec.yordle}, not {mech.yordle.value}")
    return replace(mech, schematics=names)


def start_spaces(mission: MissionRules, board: Board) -> tuple[tuple[int, int], ...]:
    """Where Mechs start: the board's start spaces, or every open space of the mission's
    start zone (its start spaces first, then the rest in reading order)."""
    if mission.start_zone is None:
        return board.start_cells()
    zone = board.zone(mission.start_zone)
    cells = [c for c in board.cells() if c in zone and board.is_open(c)]
    return tuple(sorted(cells, key=lambda c: not board.space(c).is_start))


def _facing_inward(board: Board, cell: tuple[int, int]) -> Facing:
    dx, dy = board.width / 2 - 0.5 - cell[0], board.height / 2 - 0.5 - cell[1]
    if abs(dy) >= abs(dx):
        return Facing.S if dy > 0 else Facing.N
    return Facing.E if dx > 0 else Facing.W


def _shuffle_decks(ctx: Context) -> None:
    mission = ctx.game.table.mission
    cards, next_id = numbered(mission.command_deck, Card, ctx.game.next_id)
    damage, next_id = numbered(mission.damage_deck, DamageCard, next_id)
    deck, rng = shuffled(ctx.game.rng, cards)
    damage_deck, rng = shuffled(rng, damage)
    ctx.update(decks=Decks(command=deck, damage=damage_deck), rng=rng, next_id=next_id)


def legal_actions(game: Game, seat: Seat | None = None) -> tuple[Action, ...]:
    """Everything any seat may do now (or only ``seat``); the only definition of "legal".

    With ``seat`` given, the seatless ``TimeRanOut`` (the draft's clock) is left out.
    """
    if game.result is not None:
        return ()
    if game.pending is not None:
        if seat is not None and seat != game.pending.seat:
            return ()
        return tuple(Choose(game.pending.seat, o) for o in game.pending.options)
    actions = PHASES[game.phase].actions(game, seat)
    if seat is None:
        return actions
    return tuple(a for a in actions if getattr(a, "seat", None) == seat)


def apply(game: Game, action: Action, until: Phase | None = None) -> Outcome:
    """Apply one legal action and resolve until players are needed again.

    The outcome's events are everything that happened since the last outcome, each handed
    out once: when a step asks a question midway, the events before the question come with
    the outcome that asks, and the answer's outcome carries only what follows. ``until``
    lets tests and tools halt before a phase begins.
    """
    if not _is_legal(game, action):
        raise IllegalAction(why_illegal(game, action))
    if isinstance(action, Choose):
        head = game.agenda[0]
        answered = evolve(head, answers=head.answers + (action.option,))
        game = evolve(game, pending=None, agenda=(answered,) + game.agenda[1:])
        return _continue(game, [], (), until)
    if isinstance(action, UseSchematic):
        return _continue(game, [], (RunSchematic(action.seat, action.name),), until)
    game, events = apply_player_action(game, action)
    return _continue(game, events, (), until)


def _is_legal(game: Game, action: Action) -> bool:
    """``action in legal_actions(game, its seat)``, without making every legal action: an
    answer is checked against the question's options (most applies are answers), and a
    phase that lists its actions one by one (``each``) is read up to the match."""
    if game.result is not None:
        return False
    pending = game.pending
    if pending is not None:
        return (
            type(action) is Choose
            and action.seat == pending.seat
            and action.option in pending.options
        )
    seat, spec = getattr(action, "seat", None), PHASES[game.phase]
    if spec.each is not None:  # given the seat, every one of them is that seat's
        return any(a == action for a in spec.each(game, seat, getattr(action, "card", None)))
    return action in legal_actions(game, seat)


def apply_this_phase(game: Game, action: Action) -> Outcome:
    """``apply``, halting before the next phase begins: what the action does in the phase
    under way (a screen showing what an answer would do need not play out the round)."""
    return apply(game, action, until=PHASES[game.phase].next)


def proceed(game: Game, *steps: Step, until: Phase | None = None) -> Outcome:
    """Put steps at the head of the agenda and resolve (for setup code, tools and tests)."""
    return _continue(game, [], steps, until)


def _continue(
    game: Game, events: list[Event], steps: tuple[Step, ...], until: Phase | None
) -> Outcome:
    if steps:  # most applies (answers, cards placed) bring no steps: no copy then
        game = evolve(game, agenda=steps + game.agenda)
    events = list(events)
    game = _advance(game, events, until)
    return Outcome(game, tuple(events))


def _advance(game: Game, events: list[Event], until: Phase | None) -> Game:
    """Resolve steps until a question, the end of the mission, or players must act.

    A step that asks is put back at the head of the agenda, remembering how many of its
    events were handed out; when it runs again with the answer, those are not repeated.
    """
    game, is_settled = _checked(game, events, None)
    own = None  # a Game made in this loop and seen by nothing else: its agenda may be set
    while game.pending is None and game.result is None:
        if not game.agenda:
            spec = PHASES[game.phase]
            following = spec.next
            if not spec.is_done(game) or following is None or following is until:
                return game
            game = own = evolve(game, agenda=(EnterPhase(following),))
        step, rest = game.agenda[0], game.agenda[1:]
        ctx = Context(game, step)  # steps never read the agenda, so it keeps its head here
        try:
            resolve(ctx, step)
        except NeedChoice as asked:
            events.extend(ctx.events[step.shown :])
            waiting = evolve(step, shown=max(step.shown, len(ctx.events)))
            seen = ctx.game
            question = asked.request  # asked before the step changed anything: no preview
            if seen is not game:  # made during this step and seen by nothing else: no copy
                seen.__dict__["agenda"] = rest
                question = evolve(question, preview=seen)
            return evolve(game, agenda=(waiting,) + rest, pending=question)
        except MissionDecided:  # the Bomb met the last objective mid-step: won then
            events.extend(ctx.events[step.shown :])
            game, found, _ = check_mission(evolve(ctx.game, agenda=rest), met=True)
            events.extend(found)
            return game
        events.extend(ctx.events[step.shown :])
        agenda = tuple(ctx.then) + (() if ctx.is_cut else rest)
        is_moved_on = ctx.game is game  # the step changed only the agenda
        if not is_moved_on:  # a Game made during this step, seen by nothing else yet
            game = ctx.game
            game.__dict__["agenda"] = agenda
        elif game is own:
            game.__dict__["agenda"] = agenda
        else:
            game = evolve(game, agenda=agenda)
        if not (is_moved_on and is_settled and ctx.checkpoint is None):
            game, is_settled = _checked(game, events, ctx.checkpoint)
        own = game  # made here, by the step or its check: nothing else has seen it
    return game


def _checked(game: Game, events: list[Event], checkpoint: Checkpoint | None) -> tuple[Game, bool]:
    """The mission checked after a step: the game, and whether the check was settled."""
    game, found, is_settled = check_mission(game, checkpoint)
    events.extend(found)
    return game, is_settled


def resolve(ctx: Context, step: Step) -> None:
    match step:
        case RunSlot():
            run_slot(ctx, step)
        case TakeDamage():
            take_damage(ctx, step)
        case DrawDamage():
            draw_damage(ctx, step)
        case AttackSeat():
            attack_seat(ctx, step)
        case RunRule():
            run(ctx, step.registry, step.rule, step.cause)
        case EnterPhase():
            enter_phase(ctx, step.phase)
        case RunBossSlot():
            run_boss_slot(ctx, step)
        case RunSchematic():
            run_hack(ctx, step)
        case FinishLine():
            finish_line(ctx, step.seat)
        case PlaceMech():
            place_mech(ctx, step)
        case DraftBossCard():
            draft_boss_card(ctx, step)
        case _:
            assert_never(step)


def run_slot(ctx: Context, step: RunSlot) -> None:
    """Execute one slot: Slot Damage if it lies there, else the top card at the stack's Power."""
    mech = ctx.game.mechs[step.seat]
    slot = mech.slots[step.slot]
    cause = f"slot {step.slot + 1}"
    if slot.damage is not None:
        damage = spec_of(ctx, slot.damage)
        source = Source(SourceKind.DAMAGE, damage.name, damage.title)
        ctx.events.append(SlotStarted(cause, step.seat, step.slot, source))
        run_slot_damage(ctx, step.seat, slot.damage)
        return
    if slot.schematic is not None:
        schematic = schematic_spec(ctx.game, slot.schematic)
        source = Source(SourceKind.SCHEMATIC, schematic.name, schematic.title)
        ctx.events.append(SlotStarted(cause, step.seat, step.slot, source))
        run_installed(ctx, step.seat, slot.schematic)
        return
    active = mech.active(step.slot)
    if active is None:
        return
    command, power = active
    if command.kind is Kind.ATTACK:
        power = min(MAX_STACK, power + boost(ctx.game, step.seat, Boost.ATTACK_BONUS))
    source, described = _command_source(command, power)
    ctx.events.append(SlotStarted(cause, step.seat, step.slot, source))
    COMMAND_EFFECTS[command].fn(ctx, step.seat, power, described)


@cache
def _command_source(command: Command, power: int) -> tuple[Source, str]:
    """A Command Card at a Power as the screen is told it, and its cause in words: made
    once each (every slot run asks)."""
    source = Source(SourceKind.COMMAND, command.value, command.title, power, command.element)
    return source, describe(command, power)


def enter_phase(ctx: Context, phase: Phase) -> None:
    """Start a phase (a new round, when the round's first phase follows the last), then
    let the phase table queue what the phase does."""
    game = ctx.game
    if phase is FIRST_PHASE and PHASES[game.phase].next is phase:
        n = len(game.mechs)
        ctx.update(round=game.round + 1, first_player=(game.first_player + 1) % n)
    ctx.update(phase=phase)
    ctx.drop_rest_of_agenda()
    ctx.events.append(
        PhaseStarted(f"round {ctx.game.round}", phase, ctx.game.round, ctx.game.first_player)
    )
    PHASES[phase].begin(ctx)


def running_slot(game: Game) -> tuple[Seat, int] | None:
    """The Mech's slot whose step waits on a question, as (seat, slot), if one does."""
    step = game.agenda[0] if game.pending is not None else None
    return (step.seat, step.slot) if isinstance(step, RunSlot) else None


def running_boss_slot(game: Game) -> int | None:
    """The Boss slot whose step waits on a question, if one does."""
    step = game.agenda[0] if game.pending is not None else None
    return step.slot if isinstance(step, RunBossSlot) else None


def why_illegal(game: Game, action: Action) -> str:
    """A precise reason an action is refused, for the exception and the player."""
    if game.result is not None:
        return f"the mission is over ({game.result.cause}); {action!r} is not possible"
    if not isinstance(action, TimeRanOut) and not 0 <= action.seat < len(game.mechs):
        return f"there is no seat {action.seat}"
    if game.pending is not None:
        labels = ", ".join(game.pending.labels())
        if not isinstance(action, Choose):
            return f"seat {game.pending.seat} must first answer {game.pending.reason} ({labels})"
        if action.seat != game.pending.seat:
            return f"seat {game.pending.seat} answers this question, not seat {action.seat}"
        return f"{option_label(action.option)!r} is not one of the options: {labels}"
    if isinstance(action, Choose):
        return "there is no question waiting for an answer"
    spec, owner = PHASES[game.phase], owner_of(action)
    if owner is not None and owner is not spec:
        return f"{owner.doing}, and this is the {game.phase} phase"
    return spec.refuse(game, action) or f"{action!r} is not legal now"
