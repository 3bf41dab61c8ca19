"""Progress toward the objectives missions.yaml names: Shards, Minions, the Bomb, zones.

Each function is registered under the objective rule's kind and adds named terms.
"""

from __future__ import annotations

from game.rules import Game, Rune
from game.rules.grid import Cell, king_distance
from game.rules.registry import Params, RuleGroup

from .evaluate import FAR, Mind, Terms, add, params_of, progress
from .geometry import Geometry, walks


def _nearest(geo: Geometry, cells: list[Cell], target: Cell) -> int:
    return min((geo.walk(c, target) for c in cells), default=FAR)


@progress("no_shards")
def _no_shards(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    shards_to_break(mind, game, terms)


def shards_to_break(mind: Mind, game: Game, terms: Terms) -> None:
    """Shards an attack or a stomp breaks: fewer, and a Mech near each of those left (on a
    clock, the farthest one most: the team is done only when a Mech has got there)."""
    mechs = [m.cell for m in game.mechs]
    add(terms, "shards", -25.0 * len(game.shards))
    geo = walks(game)
    reach = [min(_nearest(geo, mechs, s.cell), 30) for s in game.shards]
    near = sum(min(r, 8) for r in reach)
    add(terms, "shard_reach", -1.2 * near - mind.tempo * max(reach, default=0))


@progress("no_minions")
def _no_minions(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    mechs = [m.cell for m in game.mechs]
    add(terms, "minions_left", -12.0 * len(game.minions))
    hunt = sum(min((king_distance(c, m.cell) for m in game.minions), default=0) for c in mechs)
    add(terms, "hunt", -1.0 * hunt)


@progress("bomb_in_zone")
def _bomb_in_zone(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    _bomb_toward(mind, game, mind.zone(p.text("zone")), 0, terms)


@progress("bomb_visited_in_order")
def _bomb_visited_in_order(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    zones = [mind.zone(name) for name in p.names("zones")]
    position, done = 0, 0
    for cells in zones:
        visits = [i for i, c in enumerate(game.progress.bomb_pads) if c in cells and i >= position]
        if not visits:
            break
        position, done = visits[0] + 1, done + 1
    if done == len(zones):
        return
    names = tuple(p.names("zones")[done:])
    rest = mind._legs.get(names)
    if rest is None:  # the legs still to roll after the next pad
        rest = mind._legs[names] = sum(
            min(mind.geo.rolls(b).get(x, FAR) for x in a)
            for a, b in zip(zones[done:], zones[done + 1 :], strict=False)
        )
    _bomb_toward(mind, game, zones[done], rest, terms)


def _bomb_toward(mind: Mind, game: Game, targets: frozenset[Cell], rest: int, terms: Terms) -> None:
    """The work left to get the Bomb there: the Mech best placed to push or tow it, and
    every step it and the Bomb still have to make (Geometry.bomb_work)."""
    bomb = game.bomb
    if bomb is None or not targets:
        return
    shut = frozenset(c for c in mind.geo.gate_colours() if game.is_rune_active(c))
    left = _work_left(mind, game, targets, shut, bomb)
    geo = walks(game)
    for colour in sorted(shut):  # or first switch a gate colour off, on one of its runes
        toggle = 1 + min(mind.to_rune(geo, m.cell, colour) for m in game.mechs)
        left = min(left, toggle + _work_left(mind, game, targets, shut - {colour}, bomb))
    add(terms, "bomb", -9.0 * (min(left, 60) + rest))


def _work_left(
    mind: Mind, game: Game, targets: frozenset[Cell], shut: frozenset[Rune], bomb: Cell
) -> float:
    """The best placed Mech's work, and a little of the others' (a second Mech waiting
    at the next corner saves the first a walk; the rest keep up to take over)."""
    work = mind.geo.bomb_work(targets, shut, helped=len(game.mechs) > 2)
    ranked = sorted(work.get((bomb, m.cell), FAR) for m in game.mechs)
    rest = sum(min(w, 60) for w in ranked[2:])
    return ranked[0] + 0.15 * min(ranked[1:] + [ranked[0]]) + 0.05 * rest


@progress("shards_delivered")
def _shards_delivered(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    """Carried Shards come home: to a zone (Mission 2) or to a free Rune Space of the
    Assembly Zone (Mission 7, where the watch rule names the zone)."""
    home = _delivery_cells(mind, game)
    geo = walks(game)
    field = geo.to_cells(home) if home else {}
    add(terms, "delivered", 90.0 * game.progress.delivered)
    carriers = [m for m in game.mechs if m.shard is not None]
    add(terms, "carried", 45.0 * len(carriers))
    spare = _spare(game) / len(game.mechs)  # a lone Mech's steps, the zone left bare
    route = sum(min(field.get(m.cell, FAR), 30) for m in carriers)
    add(terms, "carry_route", -1.5 * (1 + 2.3 * spare) * route)
    free = [m.cell for m in game.mechs if m.shard is None]
    loose = [s.cell for s in game.shards if not s.is_locked]
    add(terms, "fetch", -1.0 * (1 + 3 * spare) * _fetch_work(geo, free, loose, field))


def _fetch_work(geo: Geometry, free: list[Cell], loose: list[Cell], home: dict[Cell, int]) -> int:
    """Steps to the loose Shards: each free Mech walks to one (``matched``); a Shard no
    Mech is left for counts the walk out to it from ``home``, the same wherever the Mechs
    stand. (Each Shard's walk from its nearest Mech pulled a lone Mech between two Shards
    both ways at once, and it stood still.)"""
    pairs = matched(geo, free, loose)
    fetched = {j for _, j, _ in pairs}
    left = (min(home.get(s, FAR), 30) for j, s in enumerate(loose) if j not in fetched)
    return sum(steps for _, _, steps in pairs) + sum(left)


def matched(geo: Geometry, walkers: list[Cell], targets: list[Cell]) -> list[tuple[int, int, int]]:
    """Each walker sent to a target of its own, the nearest pairs first: (walker, target,
    steps, capped at 30) for each pair made."""
    pairs = sorted(
        (min(geo.walk(w, t), 30), i, j)
        for i, w in enumerate(walkers)
        for j, t in enumerate(targets)
    )
    walkers_sent: set[int] = set()
    taken: set[int] = set()
    made: list[tuple[int, int, int]] = []
    for steps, i, j in pairs:
        if i not in walkers_sent and j not in taken:
            walkers_sent.add(i)
            taken.add(j)
            made.append((i, j, steps))
    return made


def _spare(game: Game) -> float:
    """The health to spare, 0 to 1, for what a step toward a Shard is worth against it: at
    3 or less every point is needed (Mission 2's School); from 10 on (Mission 7's Assembly
    Zone) a round spent on the way costs less than the Minions that come while it waits.
    Shared among the Mechs: a team fetches in parallel, and steeper steps drew all four
    away from the zone (Mission 7, EZ, 4 seats: 9/10 to 6/10 at full weight)."""
    return min(1.0, max(0.0, ((game.trackers.doom or 0) - 3) / 7))


def _delivery_cells(mind: Mind, game: Game) -> frozenset[Cell]:
    for watch in mind.mission.watches:
        if watch.kind not in ("lock_shards", "deliver_shards"):
            continue
        cells = mind.zone(params_of(RuleGroup.WATCH, watch).text("zone"))
        if watch.kind == "lock_shards":
            locked = {s.cell for s in game.shards if s.is_locked}
            runes = (c for c in cells if mind.board.space(c).rune is not None)
            return frozenset(c for c in runes if c not in locked)
        if watch.kind == "deliver_shards":
            return cells
    return frozenset()


@progress("all_mechs_in_zone")
def _all_mechs_in_zone(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    """Every Mech nearer the zone (on a clock, each step is time: all must be there). With
    a Lava Wall behind them, each Mech's way counts its turns too (``Geometry.headed``):
    a Mech facing a boulder or away, or whose way bends, needs a Turn card before a Move
    card helps it, a round the lava takes; and the rearmost Mech's steps count ``LAST``
    times more, as the wall takes it first. Without a wall these cost Missions 4 and 6
    games (docs/balance.md)."""
    geo = walks(game)
    zone = mind.zone(p.text("zone"))
    field = geo.to_cells(zone)
    away: float = sum(min(field.get(m.cell, FAR), 40) for m in game.mechs)
    step = 3.0 + mind.tempo
    if game.lava is not None:
        away += LAST * max(min(field.get(m.cell, FAR), 40) for m in game.mechs)
        headed = geo.headed(zone)
        turns = sum(
            min(headed.get((m.cell, m.facing), FAR), 40) - min(field.get(m.cell, FAR), 40)
            for m in game.mechs
            if m.cell not in zone
        )
        add(terms, "heading", -step * max(0, turns))
    add(terms, "zone", -step * away)


LAST = 1.0  # the rearmost Mech's steps count this much more: the wall takes it first
