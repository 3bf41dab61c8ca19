"""The Minion Phase: named rules for how Minions move, spawn and attack.

Rules: field guide, "Minion Phase", "Minions", "Spawn"; the Tutorial and Mission 1 dossiers.
"""

from __future__ import annotations

from .abilities import minion_armor
from .board import Terrain
from .cards import Lasting
from .damage import has_system
from .events import Manner, MinionSpawned, PieceMoved
from .grid import Cell, Facing, is_adjacent, king_distance, step
from .pieces import change_doom, roll_direction
from .registry import Params, RuleGroup, action
from .state import Minion, RuleRef
from .steps import AttackSeat, Context, RunRule, TakeDamage


def minion_can_enter(ctx: Context, cell: Cell) -> bool:
    """Minions never push, never leave the board, and share a space only with a Shard."""
    return ctx.game.is_free(cell)


def step_minion(ctx: Context, minion: Minion, direction: Facing, cause: str) -> bool:
    """One step; on an Oil Slick it slides on until something stops it (other Minions too)."""
    here = minion.cell
    path = [here]
    manner = Manner.WALK
    while minion_can_enter(ctx, there := step(path[-1], direction)):
        path.append(there)
        if ctx.game.board.terrain(there) is not Terrain.OIL:
            break
        manner = Manner.SLIDE
    if len(path) == 1:
        return False
    minions = ctx.game.minions
    for at, m in enumerate(minions):  # ids are unique: the one Minion, spliced in place
        if m.id == minion.id:
            minions = (*minions[:at], Minion(minion.id, path[-1]), *minions[at + 1 :])
            break
    ctx.update(minions=minions)
    ctx.emit(PieceMoved(cause, minion.piece, tuple(path), manner))
    return True


def current_minion(ctx: Context, minion_id: int) -> Minion | None:
    """The Minion as it stands now (an earlier step this phase may have moved or killed it)."""
    for m in ctx.game.minions:
        if m.id == minion_id:
            return m
    return None


def march_compass(ctx: Context, direction: Facing, steps: int, cause: str) -> None:
    """Every Minion steps ``steps`` times toward ``direction``; those furthest along the way
    move first, so none blocks another."""
    dx, dy = direction.vector
    for _ in range(steps):
        front_first = sorted(
            ctx.game.minions, key=lambda m: (-(m.cell[0] * dx + m.cell[1] * dy), m.id)
        )
        for minion in front_first:
            current = current_minion(ctx, minion.id)
            if current is not None:
                step_minion(ctx, current, direction, cause)


@action("move", "none")
def no_move(ctx: Context, p: Params, cause: str) -> None:
    """Minions stand still."""


@action("move", "compass", steps=(int, 1))
def compass_move(ctx: Context, p: Params, cause: str) -> None:
    """Roll the Rune Die; every Minion steps that way on the Crystal Compass."""
    march_compass(ctx, roll_direction(ctx, cause), p.number("steps"), cause)


@action("spawn", "none")
def no_spawn(ctx: Context, p: Params, cause: str) -> None:
    """No new Minions."""


def spawn_minion(ctx: Context, cell: Cell, cause: str) -> None:
    """A new Minion, only on a space that holds nothing (a Shard excepted)."""
    if not ctx.game.is_free(cell):
        return
    minion = Minion(ctx.game.next_id, cell)
    ctx.update(minions=ctx.game.minions + (minion,), next_id=ctx.game.next_id + 1)
    ctx.emit(MinionSpawned(cause, minion.id, cell))


@action("spawn", "all_runes")
def spawn_on_all_runes(ctx: Context, p: Params, cause: str) -> None:
    """A Minion on every empty Rune Space; a Mech standing on one blocks it."""
    for cell in ctx.game.board.rune_cells():
        spawn_minion(ctx, cell, cause)


@action("attack", "adjacent", bomb=(bool, False))
def adjacent_attack(ctx: Context, p: Params, cause: str) -> None:
    """Each Minion next to a Mech deals it 1 damage, player by player from the First Player;
    then, where the mission says so, each Minion next to the Bomb hurts it."""
    ctx.queue(*(AttackSeat(seat, cause) for seat in ctx.game.seat_order()))
    if p.flag("bomb"):
        ctx.queue(RunRule(RuleGroup.EFFECT, RuleRef.of("minions_hit_bomb"), cause))


@action("effect", "minions_hit_bomb")
def minions_hit_bomb(ctx: Context, p: Params, cause: str) -> None:
    """Each Minion next to the Bomb takes 1 from its health (after the players' damage)."""
    bomb = ctx.game.bomb
    if bomb is not None:
        change_doom(ctx, -sum(1 for m in ctx.game.minions if is_adjacent(m.cell, bomb)), cause)


def attack_seat(ctx: Context, step: AttackSeat) -> None:
    """Counted when this seat's turn comes: earlier players' damage may have moved things."""
    here = ctx.game.mech(step.seat).cell
    reach = 1 if has_system(ctx, step.seat, Lasting.DIAGONAL_ATTACKS) else 0
    count = sum(
        1
        for m in ctx.game.minions
        if is_adjacent(m.cell, here) or (reach and king_distance(m.cell, here) == 1)
    )
    count = max(0, count - minion_armor(ctx.game, step.seat)) if count else 0
    if count:
        ctx.queue(TakeDamage(step.seat, count, step.cause))
