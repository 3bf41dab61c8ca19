"""Moving Mechs and the Bomb: stomping, pushing lines, towing, oil, lava, spikes, gates, pads.

Rules: field guide, "Move Commands", "Push", "Tow", "Oil Slick", "Lava Pool", "Spike Walls",
"Rune Gates", "Repair Pad", "Stomp"; rules-data §2.3.
"""

from __future__ import annotations

from enum import Enum

from .abilities import pad_bonus
from .board import Terrain, edge_between
from .cards import GATE_KEYS, Command, Lasting, damage_spec
from .events import Manner, MinionParked, MoveBlocked, PieceMoved
from .grid import Cell, Facing, direction_between, neighbours, step
from .ids import BOMB, BOSS, PieceId, Seat
from .pieces import change_doom, kill_minion, repair_one, set_rune, shatter_shard_at
from .registry import RuleGroup, holds
from .requests import NO_TOW, Prompt, Request
from .shards import pick_up, watch_the_step
from .steps import Context, MissionDecided, RunSlot, TakeDamage
from .values import evolve


class Stepped(Enum):
    MOVED = "moved"
    STOPPED = "stopped"  # moved, but the move ends here (a Lava Pool)
    BLOCKED = "blocked"


def move_mech(
    ctx: Context,
    seat: Seat,
    direction: Facing,
    moves: int,
    cause: str,
    key: Command | None = None,
    can_tow: bool = True,
) -> None:
    """Walk ``moves`` spaces toward ``direction``, stopping early only when blocked.

    A card that grants two or more moves may spend two of them to tow: after a step, an
    adjacent Mech or the Bomb may be dragged into the space just left (rulings 6, 7).
    """
    piece = ctx.game.mechs[seat].piece
    remaining = moves
    while remaining > 0:
        origin = ctx.game.mechs[seat].cell
        outcome = step_piece(ctx, piece, direction, Manner.WALK, cause, key)
        remaining -= 1
        if outcome is not Stepped.MOVED:
            return  # blocked, or stopped by a Lava Pool: the rest of the move (and any tow) is lost
        if can_tow and remaining >= 1 and _offer_tow(ctx, seat, origin, cause):
            remaining -= 1


def _offer_tow(ctx: Context, seat: Seat, origin: Cell, cause: str) -> bool:
    here = ctx.game.mechs[seat].cell
    towable = tuple(
        c
        for c in neighbours(origin)
        if c != here and ctx.game.piece_at(c) not in (None, BOSS) and not _gate_shut(ctx, c, origin)
    )
    if not towable:
        return False
    answer = ctx.choices.ask(Request(seat, Prompt.TOW, (NO_TOW, *towable), cause))
    if not isinstance(answer, tuple):
        return False
    towed = ctx.game.piece_at(answer)
    assert towed is not None
    step_piece(ctx, towed, direction_between(answer, origin), Manner.TOW, cause)
    return True


def step_piece(
    ctx: Context,
    piece: PieceId,
    direction: Facing,
    manner: Manner,
    cause: str,
    key: Command | None = None,
) -> Stepped:
    """Move a Mech or the Bomb one space, pushing whatever line of them stands in the way.

    The Bomb is in a zone as soon as it enters it: if on the way (pushed, towed or sliding)
    it met the mission's last objective, the mission is won once this move is made, even
    when the Bomb went on (issue 22: pushed across Mission 1's Repair Pad).
    """
    stepped = _step_piece(ctx, piece, direction, manner, cause, key)
    if ctx.objective_met:
        raise MissionDecided
    return stepped


def _watch_the_bomb(ctx: Context) -> None:
    game = ctx.game
    stages = game.table.mission.stages
    if game.result is None and game.progress.stage == len(stages) - 1:
        stage = stages[-1]
        if stage.checkpoint is None and holds(RuleGroup.OBJECTIVE, stage.objective, game):
            ctx.objective_met = True


def _step_piece(
    ctx: Context,
    piece: PieceId,
    direction: Facing,
    manner: Manner,
    cause: str,
    key: Command | None = None,
) -> Stepped:
    game = ctx.game
    here = game.cell_of(piece)
    there = step(here, direction)
    reason = _blocker(ctx, piece, here, there, key)
    if reason is None and game.piece_at(there) is not None:
        if manner in (Manner.SLIDE, Manner.TOW):
            reason = "a piece is in the way"
        elif not _push_line(ctx, there, direction, cause):
            reason = "the pushed line cannot move"
    if reason is not None:
        ctx.events.append(MoveBlocked(cause, piece, here, direction, reason))
        return Stepped.BLOCKED
    return _enter(ctx, piece, here, there, direction, manner, cause, key)


def _blocker(
    ctx: Context, piece: PieceId, here: Cell, there: Cell, key: Command | None
) -> str | None:
    """Why a piece cannot cross from ``here`` into ``there``, or None. Bumps spikes."""
    game = ctx.game
    edge = edge_between(here, there)
    if not game.is_open(there):
        if edge in game.table.board.spikes:
            _bump_spike(ctx, piece)
            return "a Spike Wall"
        if not game.table.board.contains(there):
            return "the board edge"
        return "a Massive Boulder" if not game.table.board.is_open(there) else "the Lava Wall"
    gate = game.table.board.gate_on(edge)
    if gate is not None and game.is_rune_active(gate) and GATE_KEYS[gate] != key:
        return f"an active {gate} Rune Gate"
    return None


def _gate_shut(ctx: Context, here: Cell, there: Cell) -> bool:
    """An active Rune Gate lies between two spaces: only a matching Move card may cross it."""
    gate = ctx.game.table.board.gate_on(edge_between(here, there))
    return gate is not None and ctx.game.is_rune_active(gate)


def _bump_spike(ctx: Context, piece: PieceId) -> None:
    """Rules: "Spike Walls" -- 1 damage, at most once per executed slot (ruling 3)."""
    if piece in ctx.spiked:
        return
    ctx.spiked.add(piece)
    _hurt(ctx, piece, "Spike Wall")


def _hurt(ctx: Context, piece: PieceId, cause: str) -> None:
    if piece == BOMB:
        change_doom(ctx, -1, cause)
    else:
        ctx.queue(TakeDamage(piece.seat, 1, cause))


def _push_line(ctx: Context, first: Cell, direction: Facing, cause: str) -> bool:
    """Push every Mech and Bomb in an unbroken line one space, or nothing at all."""
    line: list[PieceId] = []
    cell = first
    while (piece := ctx.game.piece_at(cell)) is not None:
        if piece == BOSS:
            return False  # Rules: "Push" -- the Boss cannot be pushed
        line.append(piece)
        cell = step(cell, direction)
    for piece in line[:-1]:
        here = ctx.game.cell_of(piece)
        if _gate_shut(ctx, here, step(here, direction)):
            return False
    front = line[-1]
    if _blocker(ctx, front, ctx.game.cell_of(front), cell, key=None) is not None:
        return False
    for piece in reversed(line):
        _step_piece(ctx, piece, direction, Manner.PUSH, cause)
    return True


def _enter(
    ctx: Context,
    piece: PieceId,
    here: Cell,
    there: Cell,
    direction: Facing,
    manner: Manner,
    cause: str,
    key: Command | None,
) -> Stepped:
    game = ctx.game
    is_mech = piece != BOMB
    gate = game.table.board.gate_on(edge_between(here, there))
    if gate is not None and is_mech:  # field guide, "Rune Gates": only a Mech passing
        set_rune(ctx, gate, True, f"passing the {gate} Rune Gate")
    _place(ctx, piece, there)
    ctx.events.append(PieceMoved(cause, piece, (here, there), manner))
    minion = ctx.game.minion_at(there)
    if minion is not None:
        kill_minion(ctx, minion, f"{cause}: stomp")
        if piece == BOMB:
            change_doom(ctx, -1, "the Bomb stomped a Minion")
        elif key is Command.SKEWER and manner is not Manner.PUSH:
            _park(ctx, piece.seat)
    if is_mech and ctx.game.table.mission.shard_mode == "breakable":
        shatter_shard_at(ctx, there, f"{cause}: stomp")
    elif is_mech:
        pick_up(ctx, piece.seat)
        watch_the_step(ctx)
    space = ctx.game.table.board.space(there)
    if is_mech and space.rune is not None:
        set_rune(ctx, space.rune, False, "a Mech stepped on a Rune Space")
    if space.terrain is Terrain.REPAIR_PAD:
        _repair(ctx, piece)
    elif space.terrain is Terrain.LAVA:
        _hurt(ctx, piece, "Lava Pool")  # the Bomb loses 1 health too (field guide, "Push")
    if not is_mech:
        _watch_the_bomb(ctx)
    if space.terrain is Terrain.LAVA:
        return Stepped.STOPPED
    if space.terrain is Terrain.OIL:
        slid = _step_piece(ctx, piece, direction, Manner.SLIDE, "Oil Slick", key)
        if slid is Stepped.STOPPED:
            return Stepped.STOPPED
    return Stepped.MOVED


def _repair(ctx: Context, piece: PieceId) -> None:
    """Rules: "Repair Pad" -- each entry repairs a Mech (unless Coolant Leak says no), and
    in missions that allow it heals the Bomb up to its most health."""
    if piece == BOMB:
        pads = ctx.game.progress.bomb_pads + (ctx.game.cell_of(BOMB),)
        ctx.update_progress(bomb_pads=pads)
        most = ctx.game.table.mission.bomb_max_health
        if (
            most is not None
            and ctx.game.trackers.doom is not None
            and ctx.game.trackers.doom < most
        ):
            change_doom(ctx, 1, "the Bomb rolled onto a Repair Pad")
        return
    seat = piece.seat
    specs = ctx.game.table.mission.damage_specs
    system = ctx.game.mechs[seat].system_damage
    if not any(damage_spec(d.name, specs).effect == Lasting.NO_PAD_REPAIR for d in system):
        for _ in range(1 + pad_bonus(ctx.game, seat)):
            repair_one(ctx, seat, "Repair Pad")


def _park(ctx: Context, seat: Seat) -> None:
    """Rules: "Skewer" -- a Minion it kills rides on the card as a one-use shield."""
    running = ctx.step
    if not isinstance(running, RunSlot) or running.seat != seat:
        return
    mech = ctx.game.mechs[seat]
    slots = list(mech.slots)
    slot = slots[running.slot]
    slots[running.slot] = evolve(slot, parked=slot.parked + 1)
    ctx.put_mech(evolve(mech, slots=tuple(slots)))
    ctx.events.append(MinionParked("Skewer", seat, running.slot, slot.parked + 1))


def _place(ctx: Context, piece: PieceId, cell: Cell) -> None:
    if piece == BOMB:
        ctx.update(bomb=cell)
    else:
        mech = ctx.game.mechs[piece.seat]
        ctx.put_mech(evolve(mech, cell=cell))
