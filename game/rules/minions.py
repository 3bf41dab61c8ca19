"""The Minion Phase: named rules for how Minions move, spawn and attack.

Rules: field guide, "Minion Phase", "Minions", "Spawn"; the Tutorial and Mission 1 dossiers.
"""

from __future__ import annotations

from .abilities import minion_armor
from .board import Terrain
from .cards import Lasting
from .damage import has_system
from .events import Manner, MinionSpawned, PieceMoved
from .grid import Cell, Facing, is_adjacent, step
from .pieces import change_doom, roll_direction
from .registry import Params, RuleGroup, action
from .state import Minion, RuleRef
from .steps import AttackSeat, Context, RunRule, TakeDamage


class Marching:
    """Minions stepping one after another within one rule, the Game made once when all have
    stepped (``finish``): between their steps only the Minions' cells change and only the
    next step reads them, and a march takes 40 to 80 steps a round. Each step's event is
    emitted as it is taken, in order."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.minions = {m.id: m for m in ctx.game.minions}  # as they stand now
        self.taken = {m.cell for m in ctx.game.minions}
        self.has_moved = False
        self._clear: dict[Cell, bool] = {}  # open and holding no other piece: fixed meanwhile

    def current(self, minion_id: int) -> Minion | None:
        """The Minion as it stands now (an earlier step may have moved it)."""
        return self.minions.get(minion_id)

    def is_free(self, cell: Cell) -> bool:
        """Minions never push, never leave the board, and share a space only with a Shard."""
        if cell in self.taken:
            return False
        clear = self._clear.get(cell)
        if clear is None:
            game = self.ctx.game
            clear = self._clear[cell] = game.is_open(cell) and game.piece_at(cell) is None
        return clear

    def step(self, minion: Minion, direction: Facing, cause: str) -> bool:
        """One step; on an Oil Slick it slides on until something stops it (other Minions
        too)."""
        path, manner = [minion.cell], Manner.WALK
        while self.is_free(there := step(path[-1], direction)):
            path.append(there)
            if self.ctx.game.board.terrain(there) is not Terrain.OIL:
                break
            manner = Manner.SLIDE
        if len(path) == 1:
            return False
        self.minions[minion.id] = Minion(minion.id, path[-1])
        self.taken.remove(minion.cell)
        self.taken.add(path[-1])
        self.has_moved = True
        self.ctx.emit(PieceMoved(cause, minion.piece, tuple(path), manner))
        return True

    def finish(self) -> None:
        """The Game with every Minion where its steps took it, in the Game's own order."""
        if self.has_moved:
            self.ctx.update(minions=tuple(self.minions[m.id] for m in self.ctx.game.minions))
            self.has_moved = False


def march_compass(ctx: Context, direction: Facing, steps: int, cause: str) -> None:
    """Every Minion steps ``steps`` times toward ``direction``; those furthest along the way
    move first, so none blocks another."""
    dx, dy = direction.vector
    marching = Marching(ctx)
    for _ in range(steps):
        front_first = sorted(
            marching.minions.values(), key=lambda m: (-(m.cell[0] * dx + m.cell[1] * dy), m.id)
        )
        for minion in front_first:
            current = marching.current(minion.id)
            if current is not None:
                marching.step(current, direction, cause)
    marching.finish()


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
    ctx.events.append(MinionSpawned(cause, minion.id, cell))


@action("spawn", "all_runes")
def spawn_on_all_runes(ctx: Context, p: Params, cause: str) -> None:
    """A Minion on every empty Rune Space; a Mech standing on one blocks it."""
    for cell in ctx.game.table.board.rune_cells():
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
    here = ctx.game.mechs[step.seat].cell
    reach = 1 if has_system(ctx, step.seat, Lasting.DIAGONAL_ATTACKS) else 0
    x, y = here
    count = 0
    for m in ctx.game.minions:  # is_adjacent, or king_distance 1 with reach: written out
        dx, dy = abs(m.cell[0] - x), abs(m.cell[1] - y)
        if dx + dy == 1 or (reach and max(dx, dy) == 1):
            count += 1
    count = max(0, count - minion_armor(ctx.game, step.seat)) if count else 0
    if count:
        ctx.queue(TakeDamage(step.seat, count, step.cause))
