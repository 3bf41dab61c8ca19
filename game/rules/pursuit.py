"""Minions that move toward something: the Bomb or a zone, around boulders, by shortest path.

Rules: Mission 1 ("toward the Bomb ... prefer the Blue or Green directions ... if no space
is closer it stays put"), Missions 5, 7 and 8 (around Massive Boulders).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from .board import Rune
from .grid import CLOCKWISE, Cell, Facing, neighbours, step
from .minions import Marching
from .pieces import change_doom, remove_minion
from .registry import Params, action
from .state import Game
from .steps import Context

FAR = 10**6  # a space no target can be reached from


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


_KEPT_FIELDS = 256  # fields a Table keeps: a game reaches a few dozen targets and Lava depths


def field_to(game: Game, targets: frozenset[Cell]) -> dict[Cell, int]:
    """``distances`` over the game's open spaces, kept on its Table: only the targets and
    the Lava Wall's reach change what is open, and every Minion Phase (and every imagined
    one of the bot's) asks again. The field is shared: read it, never change it."""
    lava = game.lava
    reach = (lava.edge, lava.rows) if lava is not None and lava.rows > 0 else None
    kept: dict[object, dict[Cell, int]] = game.table.kept("minion fields", lambda _: {})
    key = (targets, reach)
    field = kept.get(key)
    if field is None:
        if len(kept) >= _KEPT_FIELDS:
            kept.clear()
        field = kept[key] = distances(game.is_open, targets)
    return field


def target_cells(ctx: Context, p: Params) -> frozenset[Cell]:
    if p.text("target") == "bomb":
        return frozenset({ctx.game.bomb}) if ctx.game.bomb is not None else frozenset()
    return ctx.game.zone(p.text("zone"))


Rank = Callable[[Cell, Facing], tuple[float, ...]]


def march(
    ctx: Context,
    field: dict[Cell, int],
    rank: Rank,
    cause: str,
    movers: frozenset[Cell] | None = None,
    invaded: str | None = None,
) -> None:
    """One step for every Minion (or those standing on ``movers``), nearest the target
    first: to a free space closer along ``field``, the best by ``rank``; a Minion with no
    closer free space stays put. With ``invaded``, a Minion that steps in is removed."""
    order = sorted(ctx.game.minions, key=lambda m: (field.get(m.cell, FAR), m.id))
    marching = Marching(ctx)
    for minion in order:
        current = marching.current(minion.id)
        if current is None or (movers is not None and current.cell not in movers):
            continue
        here = field.get(current.cell)
        if not here:
            continue
        closer = [
            f
            for f in CLOCKWISE
            if field.get(n := step(current.cell, f), here) < here and marching.is_free(n)
        ]
        if not closer:
            continue
        marching.step(current, min(closer, key=lambda f: rank(current.cell, f)), cause)
        if invaded is not None:  # removing reads the Game: it is made before, and after
            marching.finish()
            remove_invaders(ctx, invaded, cause)
            marching = Marching(ctx)
    marching.finish()


def prefer(ctx: Context, colours: Iterable[str]) -> Rank:
    """Among equally good steps, the directions of these colours on the Crystal Compass
    first, then north first, clockwise."""
    preferred = {ctx.game.table.mission.compass_facing(Rune(c)) for c in colours}
    return lambda cell, facing: (float(facing not in preferred), float(CLOCKWISE.index(facing)))


def remove_invaders(ctx: Context, zone: str, cause: str) -> None:
    """Minions standing in the zone leave play (not a kill) and it loses 1 health each."""
    cells = ctx.game.zone(zone)
    for minion in sorted(ctx.game.minions, key=lambda m: m.id):
        if minion.cell in cells:
            remove_minion(ctx, minion, f"{cause}: a Minion got in")
            change_doom(ctx, -1, f"{cause}: a Minion got in")


@action(
    "move", "toward", target=str, zone=(str, ""), steps=(int, 1), prefer=(tuple, ("blue", "green"))
)
def move_toward(ctx: Context, p: Params, cause: str) -> None:
    """Every Minion steps closer to the target, nearest first; a Minion with no free closer
    space stays put. Ties go to the preferred Crystal Compass colours."""
    targets = target_cells(ctx, p)
    if not targets:
        return
    field = field_to(ctx.game, targets)
    for _ in range(p.number("steps")):
        march(ctx, field, prefer(ctx, p.names("prefer")), cause)
