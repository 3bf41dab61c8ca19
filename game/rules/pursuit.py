"""Minions that move toward something: the Bomb or a zone, around boulders, by shortest path.

Rules: Mission 1 ("toward the Bomb ... prefer the Blue or Green directions ... if no space
is closer it stays put"), Missions 5, 7 and 8 (around Massive Boulders).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from .board import Rune
from .grid import Cell, Facing, neighbours, step
from .minions import step_minion
from .registry import Params, action
from .steps import Context

_ORDER = (Facing.N, Facing.E, Facing.S, Facing.W)


def distances(is_open: Callable[[Cell], bool], targets: frozenset[Cell]) -> dict[Cell, int]:
    """Steps from every open space to the nearest target, walking around boulders.

    >>> from game.rules.text import parse_board
    >>> distances(parse_board(". # .").is_open, frozenset({(2, 0)})).get((0, 0)) is None
    True
    """
    found = {cell: 0 for cell in targets if is_open(cell)}
    queue = deque(found)
    while queue:
        cell = queue.popleft()
        for near in neighbours(cell):
            if near not in found and is_open(near):
                found[near] = found[cell] + 1
                queue.append(near)
    return found


def target_cells(ctx: Context, p: Params) -> frozenset[Cell]:
    if p.text("target") == "bomb":
        return frozenset({ctx.game.bomb}) if ctx.game.bomb is not None else frozenset()
    return ctx.game.board.zone(p.text("zone"))


@action(
    "move", "toward", target=str, zone=(str, ""), steps=(int, 1), prefer=(tuple, ("blue", "green"))
)
def move_toward(ctx: Context, p: Params, cause: str) -> None:
    """Every Minion steps closer to the target, nearest first; a Minion with no free closer
    space stays put. Ties go to the preferred Crystal Compass colours."""
    targets = target_cells(ctx, p)
    if not targets:
        return
    field = distances(ctx.game.is_open, targets)
    preferred = {ctx.game.mission.compass_facing(Rune(c)) for c in p.names("prefer")}
    for _ in range(p.number("steps")):
        order = sorted(ctx.game.minions, key=lambda m: (field.get(m.cell, 10**6), m.id))
        for minion in order:
            current = next((m for m in ctx.game.minions if m.id == minion.id), None)
            if current is None or current.cell not in field:
                continue
            here = field[current.cell]
            closer = [
                f
                for f in _ORDER
                if field.get(n := step(current.cell, f), here) < here and ctx.game.is_free(n)
            ]
            if closer:
                closer.sort(key=lambda f: f not in preferred)
                step_minion(ctx, current, closer[0], cause)
