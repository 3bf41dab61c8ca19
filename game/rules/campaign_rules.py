"""Mission rules of the campaign (Missions 2-10), named for missions.yaml.

- One Rune Die roll per Minion Phase, shared by movement and spawning (``phase_roll``).
- Spawning on Rune Spaces of the rolled colour, or in full rows of a spawn zone.
- Minions marching on a zone they invade (removed without a kill, the Doom Tracker -1).
- Zones the team must reach, or Minions must never reach.
- Crystal Shards locked onto the Assembly Zone's Rune Spaces (their gates stay open).
- Mission levels (spawn rows, extra steps) raised by escalations and kept in ``Game.levels``.

Rules: the dossiers of Missions 2 to 10; rules-data §7-§9; docs/design-notes.md, "Campaign".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from .board import Board, Rune
from .events import RuneSwitched, ShardDelivered
from .grid import Cell, Facing, step
from .minions import march_compass, spawn_minion
from .pieces import change_doom, roll_rune_die, set_rune
from .pursuit import Rank, field_to, march, prefer
from .registry import Params, action, predicate
from .state import Game, Shard
from .steps import Context, TakeDamage

# Mission levels: raised by escalation effects, read by Minion rules, never lowered.
SPAWN_ROWS = "spawn_rows"  # full rows spawned per spawn zone (Missions 2 and 4)
EVERY_ZONE = "every_spawn_zone"  # 1: rows spawn in every spawn zone, not the rolled one
OUTER_EXTRA = "outer_extra_step"  # 1: Minions on the outer tiles always take a second step

_ALL_RUNES = tuple(r.value for r in Rune)


# --- shared helpers ----------------------------------------------------------------------


def raise_level(ctx: Context, name: str, value: int) -> None:
    """Set a mission level, never lowering it (missions never de-escalate)."""
    if value > ctx.game.level(name):
        levels = dict(ctx.game.progress.levels)
        levels[name] = value
        ctx.update_progress(levels=tuple(sorted(levels.items())))


def phase_roll(ctx: Context, cause: str) -> Rune:
    """The Minion Phase's Rune Die: rolled once a round, read by movement and spawning."""
    game = ctx.game
    if game.progress.minion_roll is not None and game.progress.minion_roll[0] == game.round:
        return game.progress.minion_roll[1]
    rune = roll_rune_die(ctx, cause)
    ctx.update_progress(minion_roll=(game.round, rune))
    return rune


def _zones(board: Board, names: Iterable[str]) -> frozenset[Cell]:
    cells: frozenset[Cell] = frozenset()
    for name in names:
        cells |= board.zone(name)
    return cells


def _toward_middle(cells: frozenset[Cell]) -> Rank:
    """Closest (straight-line) to the zone's middle: the larger offset shrinks first, so
    Minions head for the centre lines before they turn in; ties go sideways (E, W)."""
    mx = sum(c[0] for c in cells) / len(cells)
    my = sum(c[1] for c in cells) / len(cells)

    def rank(cell: Cell, facing: Facing) -> tuple[float, ...]:
        x, y = step(cell, facing)
        return ((x - mx) ** 2 + (y - my) ** 2, float(facing in (Facing.N, Facing.S)))

    return rank


def zone_rows(board: Board, cells: frozenset[Cell]) -> tuple[tuple[Cell, ...], ...]:
    """A spawn zone cut into full rows along its long side, the row farthest from the middle
    of the board (the outer edge) first."""
    xs, ys = {c[0] for c in cells}, {c[1] for c in cells}
    is_across = len(xs) >= len(ys)  # rows run west-east
    middle = (board.height - 1) / 2 if is_across else (board.width - 1) / 2
    keys = sorted(ys if is_across else xs, key=lambda k: (-abs(k - middle), k))
    return tuple(
        tuple(sorted(c for c in cells if (c[1] if is_across else c[0]) == k)) for k in keys
    )


def _spawn_rows(ctx: Context, zone: str, rows: int, cause: str) -> None:
    for row in zone_rows(ctx.game.table.board, ctx.game.zone(zone))[:rows]:
        for cell in row:
            spawn_minion(ctx, cell, cause)


# --- setup ---------------------------------------------------------------------------------


@action("setup", "runes_off", colours=(tuple, _ALL_RUNES))
def runes_off(ctx: Context, p: Params, cause: str) -> None:
    """These Rune colours start switched off: their Gates open (Mission 8)."""
    for colour in p.names("colours"):
        set_rune(ctx, Rune(colour), False, "the Mechs start on Rune Spaces")


# --- Minion movement ---------------------------------------------------------------------


@action("move", "rolled_compass", steps=(int, 1))
def rolled_compass(ctx: Context, p: Params, cause: str) -> None:
    """Roll the Rune Die (the roll also picks the spawn colour); every Minion steps that way
    on the Crystal Compass, ``steps`` times, the one furthest along moving first."""
    direction = ctx.game.table.mission.compass_facing(phase_roll(ctx, cause))
    march_compass(ctx, direction, p.number("steps"), cause)


@action("move", "invade", zone=str, steps=(int, 1), prefer=(tuple, ("blue", "green")))
def invade(ctx: Context, p: Params, cause: str) -> None:
    """Minions march ``steps`` spaces on a zone (around boulders, ties to the preferred
    colours); one that steps in leaves play and costs the zone 1 health (Mission 7)."""
    field = field_to(ctx.game, ctx.game.zone(p.text("zone")))
    for _ in range(p.number("steps")):
        march(ctx, field, prefer(ctx, p.names("prefer")), cause, invaded=p.text("zone"))


@action("move", "school_siege", school=str, tiles=(str, "tile_"), fire=(Rune, "red"))
def school_siege(ctx: Context, p: Params, cause: str) -> None:
    """Mission 2: every Minion steps toward the School; then the Rune Die picks the outer
    tile (zone ``tiles`` + colour) whose Minions step once more, while the fire colour makes
    the School burn every Mech inside instead. Minions on the centre tile (in no tile zone)
    never take the second step. A Minion that gets into the School is removed and costs it
    1 health. Once the outer tiles hurry (level ``outer_extra_step``), every Minion on them
    takes the second step whatever the roll."""
    board = ctx.game.table.board
    school = board.zone(p.text("school"))
    field = field_to(ctx.game, school)
    rank = _toward_middle(school)
    march(ctx, field, rank, cause, invaded=p.text("school"))
    rune = phase_roll(ctx, cause)
    fire = Rune(p.text("fire"))
    if rune is fire:
        burning = [s for s in ctx.game.seat_order() if ctx.game.mechs[s].cell in school]
        ctx.queue(*(TakeDamage(seat, 1, "the School fire flared up") for seat in burning))
    tiles = [name for name, _ in board.zones if name.startswith(p.text("tiles"))]
    if ctx.game.level(OUTER_EXTRA):
        movers = _zones(board, tiles)
    elif rune is not fire and board.has_zone(p.text("tiles") + rune.value):
        movers = board.zone(p.text("tiles") + rune.value)
    else:
        return
    march(ctx, field, rank, cause, movers=movers, invaded=p.text("school"))


# --- spawning ------------------------------------------------------------------------------


@action(
    "spawn",
    "rolled_runes",
    avoid=(tuple, ()),
    with_locked=(bool, False),
    hurts_bomb=(tuple, ()),
)
def rolled_runes(ctx: Context, p: Params, cause: str) -> None:
    """A Minion on every empty Rune Space of the phase's rolled colour, never in the
    ``avoid`` zones (nor under the Lava Wall). ``with_locked``: also the colours of Rune
    Spaces holding a locked Shard (Mission 7). ``hurts_bomb``: rolling one of these colours
    costs the Bomb 1 health (Mission 8)."""
    board = ctx.game.table.board
    rune = phase_roll(ctx, cause)
    colours = {rune}
    if p.flag("with_locked"):
        colours |= {r for s in ctx.game.shards if s.is_locked and (r := board.space(s.cell).rune)}
    if rune.value in p.names("hurts_bomb") and ctx.game.bomb is not None:
        change_doom(ctx, -1, f"a {rune} roll: the Bomb's fuse burns on")
    avoid = _zones(board, p.names("avoid"))
    for cell in board.rune_cells():
        if board.space(cell).rune in colours and cell not in avoid:
            spawn_minion(ctx, cell, cause)


@action("spawn", "zone_rows", zone=str, rows=(int, 1))
def spawn_zone_rows(ctx: Context, p: Params, cause: str) -> None:
    """Full rows of Minions in a spawn zone, outer row first: ``rows`` of them, or more once
    an escalation raised the level ``spawn_rows`` (Mission 4)."""
    _spawn_rows(ctx, p.text("zone"), max(p.number("rows"), ctx.game.level(SPAWN_ROWS)), cause)


@action("spawn", "rolled_zone_rows", prefix=(str, "spawn_"), rows=(int, 1))
def rolled_zone_rows(ctx: Context, p: Params, cause: str) -> None:
    """Full rows in the spawn zone of the rolled colour (zone ``prefix`` + colour; none for a
    colour without one); every spawn zone once the level ``every_spawn_zone`` is set. The
    number of rows is ``rows`` or the level ``spawn_rows`` (Mission 2)."""
    board = ctx.game.table.board
    rune = phase_roll(ctx, cause)
    rows = max(p.number("rows"), ctx.game.level(SPAWN_ROWS))
    if ctx.game.level(EVERY_ZONE):
        names = [name for name, _ in board.zones if name.startswith(p.text("prefix"))]
    else:
        names = (
            [p.text("prefix") + rune.value] if board.has_zone(p.text("prefix") + rune.value) else []
        )
    for name in names:
        _spawn_rows(ctx, name, rows, cause)


# --- escalation effects --------------------------------------------------------------------


@action("effect", "more_spawn_rows", rows=int)
def more_spawn_rows(ctx: Context, p: Params, cause: str) -> None:
    """From now on spawn this many full rows (level ``spawn_rows``)."""
    raise_level(ctx, SPAWN_ROWS, p.number("rows"))


@action("effect", "spawn_in_every_zone")
def spawn_in_every_zone(ctx: Context, p: Params, cause: str) -> None:
    """From now on every spawn zone spawns, whatever the roll (level ``every_spawn_zone``)."""
    raise_level(ctx, EVERY_ZONE, 1)


@action("effect", "outer_minions_hurry")
def outer_minions_hurry(ctx: Context, p: Params, cause: str) -> None:
    """From now on Minions on the outer tiles always step twice (level ``outer_extra_step``)."""
    raise_level(ctx, OUTER_EXTRA, 1)


# --- zones: objectives, triggers, defeats ---------------------------------------------------


@predicate("objective", "all_mechs_in_zone", zone=str)
def all_mechs_in_zone(game: Game, p: Params) -> bool:
    """Every Mech stands in the zone at the same time."""
    cells = game.zone(p.text("zone"))
    return all(m.cell in cells for m in game.mechs)


@predicate("trigger", "mech_in_zone", zone=str)
def mech_in_zone(game: Game, p: Params) -> bool:
    """A Mech has set foot in the zone (escalations fire once, so leaving changes nothing)."""
    cells = game.zone(p.text("zone"))
    return any(m.cell in cells for m in game.mechs)


@predicate("defeat", "minion_in_zone", zone=str)
def minion_in_zone(game: Game, p: Params) -> bool:
    """A Minion got through to the zone."""
    cells = game.zone(p.text("zone"))
    return any(m.cell in cells for m in game.minions)


# --- Mission 7: Shards locked into the Assembly Zone ---------------------------------------


@action("watch", "lock_shards", zone=str)
def lock_shards(ctx: Context, p: Params, cause: str) -> None:
    """A Mech carrying a Shard on a Rune Space of the zone that holds no locked Shard locks
    its Shard there: it counts as delivered, can never be picked up again, and that colour's
    Rune Gates stay open for good."""
    board = ctx.game.table.board
    zone = board.zone(p.text("zone"))
    for seat in ctx.game.seats:
        mech = ctx.game.mechs[seat]
        rune = board.space(mech.cell).rune if mech.cell in zone else None
        if mech.shard is None or rune is None:
            continue
        if any(s.is_locked and s.cell == mech.cell for s in ctx.game.shards):
            continue
        shard = Shard(mech.shard, mech.cell, is_locked=True)
        game = ctx.game.with_mech(replace(mech, shard=None))
        ctx.game = replace(
            game,
            shards=game.shards + (shard,),
            progress=replace(
                game.progress,
                delivered=game.progress.delivered + 1,
                locked_runes=game.progress.locked_runes | {rune},
            ),
        )
        ctx.events.append(
            ShardDelivered("a Crystal Shard locked into place", seat, shard.id, mech.cell)
        )
        set_rune(ctx, rune, False, "a locked Crystal Shard holds the gates open")
    for rune in sorted(ctx.game.progress.locked_runes - ctx.game.inactive_runes):
        ctx.update(inactive_runes=ctx.game.inactive_runes | {rune})
        ctx.events.append(RuneSwitched("a locked Crystal Shard holds the gates open", rune, False))
