"""The twelve Command Cards at Power 1, 2 and 3.

Rules: field guide, "Command Cards", "Chain Lightning", "Fuel Tank", "Skewer"; rules-data §2.2.
Offsets are (right, ahead) from the Mech as it stands when the effect resolves.
"""

from __future__ import annotations

from collections.abc import Callable

from .abilities import Boost, boost
from .cards import Command, Lasting
from .damage import has_system, move_penalty
from .grid import TURNS_BY_POWER, Cell, Facing, Turn, relative, step
from .ids import BOSS, Seat
from .movement import move_mech
from .pieces import ask_turn, hit_cells, is_enemy_at, target_key, turn_mech
from .registry import Registry
from .requests import Prompt, Request
from .steps import Context

Effect = Callable[[Context, Seat, int, str], None]  # a Command Card at its Power
COMMAND_EFFECTS: Registry[Effect] = Registry("Command Card effect")
effect = COMMAND_EFFECTS.register


def _cells(ctx: Context, seat: Seat, offsets: tuple[tuple[int, int], ...]) -> tuple[Cell, ...]:
    mech = ctx.game.mechs[seat]
    return tuple(relative(mech.cell, mech.facing, right, ahead) for right, ahead in offsets)


def _turn(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    options = TURNS_BY_POWER[power]
    if has_system(ctx, seat, Lasting.RIGHT_TURNS_ONLY):
        options = tuple(t for t in options if t in (Turn.RIGHT, Turn.FULL))
    turn = ask_turn(ctx, seat, options, cause)
    turn_mech(ctx, seat, turn, cause)


def _forward(ctx: Context, seat: Seat, moves: int, cause: str, key: Command) -> None:
    _move(ctx, seat, ctx.game.mechs[seat].facing, moves, cause, key)


def _move(
    ctx: Context, seat: Seat, direction: Facing, moves: int, cause: str, key: Command
) -> None:
    """Move cards lose a space per Sluggish Servos, and gain them from Move Boosts."""
    moves += boost(ctx.game, seat, Boost.MOVE_BONUS) - move_penalty(ctx, seat)
    move_mech(ctx, seat, direction, max(0, moves), cause, key)


@effect(Command.BLAZE)
def blaze(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    """Move forward Power spaces, then burn both sides of where the Mech ends."""
    _forward(ctx, seat, power, cause, Command.BLAZE)
    hit_cells(ctx, seat, _cells(ctx, seat, ((-1, 0), (1, 0))), cause)


FLAMESPITTER_PATTERNS = {
    1: ((0, 1), (0, 2)),
    2: ((0, 1), (0, 2), (-1, 2), (1, 2)),
    3: ((0, 1), (0, 2), (-1, 2), (1, 2), (-1, 3), (0, 3), (1, 3)),
}


@effect(Command.FLAMESPITTER)
def flamespitter(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    hit_cells(ctx, seat, _cells(ctx, seat, FLAMESPITTER_PATTERNS[power]), cause)


@effect(Command.FUEL_TANK)
def fuel_tank(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    _turn(ctx, seat, power, cause)


SPEED_DISTANCES = {1: (1, 2), 2: (2, 3, 4), 3: (3, 4, 5, 6)}


@effect(Command.SPEED)
def speed(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    distance = ctx.choices.pick(Request(seat, Prompt.DISTANCE, SPEED_DISTANCES[power], cause), int)
    _forward(ctx, seat, distance, cause, Command.SPEED)


CHAIN_LENGTHS = {1: 2, 2: 4, 3: 6}
_DIAGONALS = ((1, 1), (1, -1), (-1, 1), (-1, -1))


@effect(Command.CHAIN_LIGHTNING)
def chain_lightning(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    """Zap an enemy directly or diagonally ahead, then chain diagonally from each one hit."""
    ahead = _cells(ctx, seat, ((-1, 1), (0, 1), (1, 1)))
    candidates = tuple(c for c in ahead if is_enemy_at(ctx, c))
    hit: list[object] = []
    while candidates and len(hit) < CHAIN_LENGTHS[power]:
        target = ctx.choices.cell(Request(seat, Prompt.TARGET, candidates, cause))
        hit.append(target_key(ctx, target))
        hit_cells(ctx, seat, (target,), cause)
        candidates = tuple(
            c
            for dx, dy in _DIAGONALS
            if is_enemy_at(ctx, c := (target[0] + dx, target[1] + dy))
            and target_key(ctx, c) not in hit
        )


@effect(Command.CYCLOTRON)
def cyclotron(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    """Turn, then hit every diagonal space out to Power spaces away."""
    _turn(ctx, seat, power, cause)
    offsets = tuple((dx * d, dy * d) for d in range(1, power + 1) for dx, dy in _DIAGONALS)
    hit_cells(ctx, seat, _cells(ctx, seat, offsets), cause)


@effect(Command.SKEWER)
def skewer(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    _forward(ctx, seat, power, cause, Command.SKEWER)


@effect(Command.RIPSAW)
def ripsaw(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    """Saw straight ahead through the first Power enemies, until a Boulder, the edge, a Mech
    or the Bomb stops the blade."""
    mech = ctx.game.mechs[seat]
    cell, targets = step(mech.cell, mech.facing), []
    while ctx.game.is_open(cell):
        blocker = ctx.game.piece_at(cell)
        if blocker == BOSS:
            targets.append(cell)  # the Boss stops the blade and takes at most 1 damage
            break
        if blocker is not None:
            break
        if is_enemy_at(ctx, cell):
            targets.append(cell)
            if len(targets) == power:
                break
        cell = step(cell, mech.facing)
    hit_cells(ctx, seat, tuple(targets), cause)


SCYTHE_TARGETS = {1: 1, 2: 2, 3: 3}
_AROUND = tuple((dx, dy) for dy in (1, 0, -1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0))


@effect(Command.SCYTHE)
def scythe(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    """Turn, then cut up to Power chosen enemies among the eight surrounding spaces."""
    _turn(ctx, seat, power, cause)
    pick_targets(ctx, seat, _cells(ctx, seat, _AROUND), SCYTHE_TARGETS[power], cause)


def pick_targets(ctx: Context, seat: Seat, cells: tuple[Cell, ...], count: int, cause: str) -> None:
    candidates = tuple(c for c in cells if ctx.game.table.board.contains(c) and is_enemy_at(ctx, c))
    if len({target_key(ctx, c) for c in candidates}) <= count:
        hit_cells(ctx, seat, candidates, cause)
        return
    for _ in range(count):
        target = ctx.choices.cell(Request(seat, Prompt.TARGET, candidates, cause))
        hit_cells(ctx, seat, (target,), cause)
        chosen = target_key(ctx, target)
        candidates = tuple(c for c in candidates if c != target and target_key(ctx, c) != chosen)


@effect(Command.OMNISTOMP)
def omnistomp(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    """Move Power spaces forward, left or right (never back), keeping the Mech's facing."""
    facing = ctx.game.mechs[seat].facing
    options = (facing, facing.rotated(-1), facing.rotated(1))
    direction = ctx.choices.pick(Request(seat, Prompt.DIRECTION, options, cause), Facing)
    _move(ctx, seat, direction, power, cause, Command.OMNISTOMP)


@effect(Command.HEXMATIC_AIMBOT)
def hexmatic_aimbot(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    """Hit one chosen enemy within range Power (diagonals count as one space)."""
    (x, y), board = ctx.game.mechs[seat].cell, ctx.game.table.board
    # The square around the Mech, in the board's reading order (not every space's distance)
    cells = tuple(
        c
        for cy in range(y - power, y + power + 1)
        for cx in range(x - power, x + power + 1)
        if (c := (cx, cy)) != (x, y) and board.contains(c)
    )
    pick_targets(ctx, seat, cells, 1, cause)


@effect(Command.MEMORY_CORE)
def memory_core(ctx: Context, seat: Seat, power: int, cause: str) -> None:
    """Turn; its other gift, extra cards in the draft, is read by the draft itself."""
    _turn(ctx, seat, power, cause)


def describe(command: Command, power: int) -> str:
    return f"{command.title} (Power {power})"
