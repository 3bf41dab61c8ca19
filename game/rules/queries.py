"""Read-only questions the screen asks the rules, so that no panel decides a rule itself.

Each answer is read from values alone; nothing here changes a game.
"""

from __future__ import annotations

from . import events as ev
from .abilities import active_schematics, overdrive
from .cards import Card, DamageCard, DamageSpec
from .grid import Cell, Facing
from .ids import BOSS, PieceId, Seat
from .program import can_scrap, hand_room, stacked
from .requests import KEEP_FUEL_TANK, Prompt, Request, option_label
from .state import KILLS_PER_GEAR, MAX_GEARS, MAX_STACK, Game, Phase
from .steps import PlaceMech
from .trail import Trail, TrailStep, each_trail, program_trail, program_trails

__all__ = [
    "KEEP_FUEL_TANK",
    "KILLS_PER_GEAR",
    "MAX_GEARS",
    "Trail",
    "TrailStep",
    "active_schematics",
    "ahead_and_right",
    "arms_doom_cannon",
    "can_scrap",
    "damage_spec",
    "damage_taken",
    "each_trail",
    "draft_power",
    "dragged",
    "hand_room",
    "is_overdrive_on",
    "moved_by_boss",
    "moves_boss",
    "option_label",
    "overdrive",
    "program_trail",
    "program_trails",
    "quarter_turns",
    "this_slot",
]


def arms_doom_cannon(power: int) -> bool:
    """Whether a Boss slot at this Power fires the GG-101 Doom Cannon when it runs.

    Rules: field guide, "GG-101 Doom Cannon".

    >>> arms_doom_cannon(2), arms_doom_cannon(3)
    (False, True)
    """
    return power >= MAX_STACK


def is_overdrive_on(gears: int) -> bool:
    """Whether this many Team Gears switch every Yordle's Overdrive on.

    Rules: field guide, "Overdrive!".

    >>> is_overdrive_on(14), is_overdrive_on(15)
    (False, True)
    """
    return gears >= MAX_GEARS


def quarter_turns(facing: Facing, toward: Facing) -> int:
    """Clockwise quarter turns from ``facing`` to ``toward``: 0 ahead, 1 right, 2 behind,
    3 left.

    >>> quarter_turns(Facing.E, Facing.S), quarter_turns(Facing.N, Facing.W)
    (1, 3)
    """
    return (toward.degrees - facing.degrees) // 90 % 4


def ahead_and_right(origin: Cell, facing: Facing, cell: Cell) -> tuple[int, int]:
    """How far ``cell`` lies ahead of and to the right of a piece on ``origin`` facing
    ``facing`` (negative: behind, to the left).

    >>> ahead_and_right((2, 2), Facing.N, (3, 0))
    (2, 1)
    >>> ahead_and_right((2, 2), Facing.E, (1, 2))
    (-1, 0)
    """
    fx, fy = facing.vector
    dx, dy = cell[0] - origin[0], cell[1] - origin[1]
    return dx * fx + dy * fy, dy * fx - dx * fy


def damage_spec(game: Game, card: DamageCard) -> DamageSpec | None:
    """What a Damage Card does, from the mission's card list (None for one it lacks).

    >>> from game.rules import MissionRules, new_game
    >>> from game.rules.cards import DamageKind
    >>> from game.rules.text import parse_board
    >>> glitch = DamageSpec("glitch_1_2", "Glitch: Slots 1-2", DamageKind.GLITCH, "swap_slots")
    >>> game = new_game(MissionRules(damage_specs=(glitch,)), parse_board("s"), seed=1).game
    >>> damage_spec(game, DamageCard(1, "glitch_1_2")).title
    'Glitch: Slots 1-2'
    >>> damage_spec(game, DamageCard(2, "no_such_card")) is None
    True
    """
    return next((s for s in game.table.mission.damage_specs if s.name == card.name), None)


def draft_power(game: Game, seat: int, card: Card) -> tuple[int, int | None]:
    """The Power a drafted ``card`` would reach at best on ``seat``'s Command Line, and the
    slot whose stack it would join (None when it would start a stack of its own).

    Rules: rulebook, "Program": the same element stacks up to Power 3.
    """
    best: tuple[int, int | None] = (1, None)
    for index, slot in enumerate(game.mechs[seat].slots):
        if slot.is_damaged or slot.schematic is not None or slot.element is not card.element:
            continue
        power = stacked(slot, card)[0].power
        if power > best[0]:
            best = (power, index)
    return best


def given_up(game: Game, seat: int, card: int, slot: int) -> tuple[tuple[Card, ...], int]:
    """What placing hand card ``card`` on ``slot`` takes off the slot: the cards that
    leave it (a stack of another element, or the bottom card of a full one) and the
    skewered Minions lost with a replaced stack. Nothing for a card not in hand.

    Rules: rulebook, "Program" (stacking and overriding); design note on Skewer.
    """
    mech = game.mechs[seat]
    held = next((c for c in mech.hand if c.id == card), None)
    if held is None:
        return (), 0
    here = mech.slots[slot]
    after, dropped = stacked(here, held)
    return dropped, here.parked - after.parked


def unplaced_seats(game: Game) -> frozenset[int]:
    """The seats whose Mech has no start space yet while the Mechs are placed: their turn
    to place it is still ahead, or under way with the start space not yet chosen."""
    seats = {step.seat for step in game.agenda if isinstance(step, PlaceMech)}
    if game.pending is not None and game.pending.prompt is Prompt.FACING:
        seats.discard(game.pending.seat)
    return frozenset(seats)


# --- what an answer itself does, read from the events the rules give for it ------------------


def this_slot(events: tuple[ev.Event, ...]) -> tuple[ev.Event, ...]:
    """An answer's consequences up to the next slot, the Boss's next slot or the next phase:
    what the answer itself does (the asking slot started before it asked)."""
    for i, event in enumerate(events):
        starts = isinstance(event, ev.SlotStarted | ev.BossSlotStarted)
        if starts or (isinstance(event, ev.PhaseStarted) and i > 0):
            return events[:i]
    return events


def moves_boss(events: tuple[ev.Event, ...]) -> bool:
    """Whether an answer moves the Boss (or tries to): the Boss's own way (a later slot's
    Charge is not the answer's)."""
    moved = ev.PieceMoved | ev.MoveBlocked
    return any(isinstance(e, moved) and e.piece == BOSS for e in this_slot(events))


def dragged(game: Game, request: Request, events: tuple[ev.Event, ...]) -> Seat | None:
    """The Mech a Boss drags by an answer (a way asked in the Danger Phase whose first move
    walks a Mech toward the Boss, or tries to), or None: the Boss's own way, or any other
    question. Pieces the dragged Mech pushes move before it."""
    if request.prompt is not Prompt.DIRECTION or game.phase is not Phase.DANGER:
        return None
    for e in this_slot(events):
        if isinstance(e, ev.PieceMoved) and e.manner is not ev.Manner.PUSH:
            return e.piece.seat if e.piece.is_mech and e.manner is ev.Manner.WALK else None
        if isinstance(e, ev.MoveBlocked):
            return e.piece.seat if e.piece.is_mech else None
    return None


def damage_taken(events: tuple[ev.Event, ...]) -> int:
    """The damage the Mechs take in ``events`` (an answer's slot, say)."""
    return sum(e.amount for e in events if isinstance(e, ev.DamageTaken))


def moved_by_boss(
    game: Game, request: Request, events: tuple[ev.Event, ...]
) -> tuple[PieceId, Cell, Cell] | None:
    """The piece a way asked by the Boss's move takes (the Boss itself, or the Mech it
    drags), where it stood and where it ends in this slot; None for any other question."""
    if request.prompt is not Prompt.DIRECTION or game.phase is not Phase.DANGER:
        return None
    seat = dragged(game, request, events)
    if seat is not None:
        piece = PieceId.mech(seat)
    elif moves_boss(events):
        piece = BOSS
    else:
        return None
    shown = request.preview or game  # the step may have moved pieces before it asked
    if seat is not None:
        start = shown.mech(seat).cell
    elif shown.boss is not None:
        start = shown.boss.cell
    else:
        return None
    end = start
    for e in this_slot(events):
        if isinstance(e, ev.PieceMoved) and e.piece == piece:
            end = e.end
    return piece, start, end
