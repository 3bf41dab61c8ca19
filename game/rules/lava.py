"""The Lava Wall: it flows in from one board edge during the Danger Phase.

Rules: field guide, "Lava Wall"; Missions 5 and 9; rules-data §7 (with its design proposals:
a Repair Pad it covers adds 1 to its speed from the next Danger Phase; a piece it cannot push
stays in the lava front and takes the damage all the same; covered spaces are out of play).
"""

from __future__ import annotations

from dataclasses import replace

from .board import Terrain
from .events import LavaAdvanced, Manner
from .grid import Cell, Facing
from .ids import BOMB, BOSS, PieceId
from .movement import Stepped, step_piece
from .pieces import kill_minion
from .registry import Params, RuleGroup, action, predicate
from .state import Game, Lava, RuleRef
from .steps import Context, RunRule, TakeDamage


def row_ahead(game: Game, lava: Lava) -> tuple[Cell, ...]:
    """The spaces the wall covers next, or none once it has crossed the whole board."""
    width, height = game.table.board.width, game.table.board.height
    depth = lava.rows
    if lava.edge in (Facing.S, Facing.N):
        if depth >= height:
            return ()
        y = height - 1 - depth if lava.edge is Facing.S else depth
        return tuple((x, y) for x in range(width))
    if depth >= width:
        return ()
    x = width - 1 - depth if lava.edge is Facing.E else depth
    return tuple((x, y) for y in range(height))


@action("danger", "lava_wall")
def lava_wall(ctx: Context, p: Params, cause: str) -> None:
    """Once active, the wall flows its speed in rows; pushed pieces take 1 damage a row,
    players' Damage Cards first in player order, then the Bomb."""
    lava = ctx.game.lava
    if lava is None or not lava.is_active:
        return
    hurt: dict[PieceId, int] = {}
    stuck: set[PieceId] = set()
    for _ in range(lava.speed):
        cells = row_ahead(ctx.game, ctx.game.lava)  # type: ignore[arg-type]
        if not cells:
            break
        _advance_row(ctx, cells, hurt, stuck)
    lava = ctx.game.lava
    assert lava is not None
    ctx.update(lava=replace(lava, speed=ctx.game.table.mission.lava_speed + lava.pads_covered))
    for seat in ctx.game.seat_order():
        if hurt.get(PieceId.mech(seat)):
            ctx.queue(TakeDamage(seat, hurt[PieceId.mech(seat)], "the Lava Wall"))
    if hurt.get(BOMB):
        ctx.queue(
            RunRule(RuleGroup.EFFECT, RuleRef.of("damage_bomb", amount=hurt[BOMB]), "the Lava Wall")
        )


def _advance_row(
    ctx: Context, cells: tuple[Cell, ...], hurt: dict[PieceId, int], stuck: set[PieceId]
) -> None:
    """One row: Minions in it die, Mechs and the Bomb are pushed a row ahead (1 damage each).

    A piece that cannot be pushed stays in the lava front, hurt all the same, and takes 1
    more for every further row the wall flows this Danger Phase (rules-data §7: 1 damage
    per row the wall would have pushed it).
    """
    lava = ctx.game.lava
    assert lava is not None
    for held in stuck:
        hurt[held] = hurt.get(held, 0) + 1
    for cell in cells:
        minion = ctx.game.minion_at(cell)
        if minion is not None:
            kill_minion(ctx, minion, "the Lava Wall")
        piece = ctx.game.piece_at(cell)
        if piece is not None and piece != BOSS:
            pushed = step_piece(ctx, piece, lava.heading, Manner.PUSH, "the Lava Wall")
            if pushed is Stepped.BLOCKED:
                stuck.add(piece)
            hurt[piece] = hurt.get(piece, 0) + 1
            if piece != BOMB:
                ctx.update(lava=replace(lava, has_pushed_mech=True))
    pads = sum(1 for c in cells if ctx.game.table.board.terrain(c) is Terrain.REPAIR_PAD)
    lava = ctx.game.lava
    assert lava is not None
    lava = replace(lava, rows=lava.rows + 1, pads_covered=lava.pads_covered + pads)
    ctx.update(lava=lava)
    ctx.events.append(LavaAdvanced("the Lava Wall", lava.edge, lava.rows, cells))


@action("effect", "activate_lava")
def activate_lava(ctx: Context, p: Params, cause: str) -> None:
    """The Lava Wall starts to flow from this Danger Phase on."""
    lava = ctx.game.lava
    if lava is not None and not lava.is_active:
        ctx.update(lava=replace(lava, is_active=True))


@predicate("defeat", "lava_pushed_mech")
def lava_pushed_mech(game: Game, p: Params) -> bool:
    """The Lava Wall pushed a Mech."""
    return game.lava is not None and game.lava.has_pushed_mech


@predicate("defeat", "lava_covered_unvisited_pad")
def lava_covered_unvisited_pad(game: Game, p: Params) -> bool:
    """The Lava Wall flowed over a Repair Pad the Bomb had not reached yet."""
    lava = game.lava
    if lava is None or lava.rows <= 0:  # checked after every step: nothing covered yet
        return False
    width, height = game.table.board.width, game.table.board.height
    pads = game.table.board.cells_of(Terrain.REPAIR_PAD)
    return any(lava.covers(c, width, height) and c not in game.progress.bomb_pads for c in pads)
