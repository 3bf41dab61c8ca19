"""Crystal Shards that Mechs carry: picking up, dropping when hurt, catching, delivering.

Rules: field guide, "Crystal Shards" (picking up, dropping, "Nice catch!"); Missions 2 and 7.
"""

from __future__ import annotations

from dataclasses import replace

from .events import ShardDelivered, ShardDropped, ShardPickedUp
from .grid import step
from .ids import Seat
from .pieces import roll_direction
from .registry import Params, RuleGroup, action, run
from .state import Shard
from .steps import Context


def pick_up(ctx: Context, seat: Seat) -> None:
    """A Mech stepping onto a Shard takes it, if its hands are free."""
    game = ctx.game
    mech = game.mechs[seat]
    shard = next((s for s in game.shards if s.cell == mech.cell and not s.is_locked), None)
    if game.table.mission.shard_mode != "carried" or shard is None or mech.shard is not None:
        return
    ctx.game = replace(
        game.with_mech(replace(mech, shard=shard.id)),
        shards=tuple(s for s in game.shards if s.id != shard.id),
    )
    ctx.update_progress(picked_shards=game.progress.picked_shards | {shard.id})
    ctx.events.append(ShardPickedUp("a Mech stepped on a Crystal Shard", seat, shard.id, mech.cell))


def watch_the_step(ctx: Context) -> None:
    """The mission's watched rules, run each time a Mech enters a space where Shards are
    carried: "once your Mech steps into the School" (Mission 2) and "as soon as a Mech
    carrying a Crystal Shard steps on" (Mission 7) happen on that step, even when the same
    move carries the Mech on."""
    for ref in ctx.game.table.mission.watches:
        run(ctx, RuleGroup.WATCH, ref, "a Mech stepped in")


def drop_shard(ctx: Context, seat: Seat, cause: str) -> None:
    """Before a Damage Card resolves, a carried Shard falls one space the Rune Die's way.

    Onto a Minion it slides beneath; onto a Mech with free hands it is caught; off the board
    or onto anything else it lands at the Mech's feet and is caught again at once.
    """
    mech = ctx.game.mechs[seat]
    if mech.shard is None:
        return
    there = step(mech.cell, roll_direction(ctx, "a Crystal Shard fell"))
    game = ctx.game
    other = game.mech_at(there) if game.table.board.contains(there) else None
    shard = Shard(mech.shard, there)
    if other is not None and other.shard is None:
        game = game.with_mech(replace(mech, shard=None)).with_mech(replace(other, shard=shard.id))
        ctx.game = game
        ctx.events.append(ShardDropped(cause, seat, shard.id, there, other.seat))
    elif game.is_open(there) and game.piece_at(there) is None:
        ctx.game = replace(game.with_mech(replace(mech, shard=None)), shards=game.shards + (shard,))
        ctx.events.append(ShardDropped(cause, seat, shard.id, there, None))
    else:
        ctx.events.append(ShardDropped(cause, seat, shard.id, mech.cell, seat))


@action("watch", "deliver_shards", zone=str)
def deliver_shards(ctx: Context, p: Params, cause: str) -> None:
    """A Mech carrying a Shard inside the zone hands it over; it leaves play."""
    zone = ctx.game.zone(p.text("zone"))
    for mech in ctx.game.mechs:
        if mech.shard is not None and mech.cell in zone:
            ctx.put_mech(replace(mech, shard=None))
            ctx.update_progress(delivered=ctx.game.progress.delivered + 1)
            ctx.events.append(
                ShardDelivered("a Crystal Shard came home", mech.seat, mech.shard, mech.cell)
            )
