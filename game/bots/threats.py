"""How close a mission is to being lost: health and the Minions closing on it, a Minion at
the line, the Lava Wall.

Each function is registered under the defeat rule's kind and adds named (negative) terms.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from game.rules import Facing, Game, Rune, Terrain
from game.rules.cards import Kind
from game.rules.grid import CLOCKWISE, Cell, neighbours, step
from game.rules.registry import Params, RuleGroup
from game.rules.state import Mech, Minion

from .evaluate import DOOMED, FAR, Mind, Reach, Terms, add, params_of, threat


@threat("doom_empty")
def _doom_empty(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    """Health (of the Bomb, the School, the Assembly Zone) and the Minions about to take it."""
    doom = game.trackers.doom or 0
    add(terms, "health", 25.0 * doom)
    sure, maybe = _incoming(mind, game)
    hurt = 20.0 * sure + 8.0 * maybe
    if sure >= doom > 0:
        hurt += DOOMED
    add(terms, "incoming", -hurt)
    _blocks(mind, game, doom, sure, terms)


def _blocks(mind: Mind, game: Game, doom: int, sure: int, terms: Terms) -> None:
    """Minions counted as incoming that the Mechs stand in the way of (``held_off``): they
    take nothing next Minion Phase, so what ``incoming`` charged for them is given back."""
    reach = mind.reach
    if reach.target != "zone" or not reach.zone or not game.minions:
        return
    field = mind.field(mind.zone(reach.zone), "free")
    held = held_off(game, field, reach, {m.cell for m in game.mechs})
    if not held:
        return
    surely = sum(1 for is_sure in held.values() if is_sure)
    back = 20.0 * surely + 8.0 * (len(held) - surely)
    if sure >= doom > 0 and sure - surely < doom:
        back += DOOMED
    add(terms, "blocks", back)


def held_off(
    game: Game, field: Mapping[Cell, int], reach: Reach, mechs: Collection[Cell]
) -> dict[int, bool]:
    """Minions within a march of the zone (``field``: their steps to it) that cannot get
    in next Minion Phase because Mechs stand on ``mechs``: a Minion steps only to a free
    space nearer the zone, so it is held off when every such way in runs through a Mech.
    Each by id, with whether it would surely have got in (else perhaps)."""
    held: dict[int, bool] = {}
    open_: dict[Cell, bool] = {}

    def gets_in(cell: Cell) -> bool:
        known = open_.get(cell)
        if known is None:
            d = field.get(cell, FAR)
            known = cell not in mechs and (
                d == 0 or any(field.get(n) == d - 1 and gets_in(n) for n in neighbours(cell))
            )
            open_[cell] = known
        return known

    for minion in game.minions:
        d = field.get(minion.cell, FAR)
        if 0 < d <= reach.most and not any(
            field.get(n) == d - 1 and gets_in(n) for n in neighbours(minion.cell)
        ):
            held[minion.id] = d <= reach.sure
    return held


def _incoming(mind: Mind, game: Game) -> tuple[int, int]:
    """Minions that will hit the guarded thing next Minion Phase: surely, and perhaps."""
    return mind.kept(_incoming_from, game.minions, game.bomb)


def _incoming_from(mind: Mind, minions: tuple[Minion, ...], bomb: Cell | None) -> tuple[int, int]:
    reach = mind.reach
    if reach.target == "bomb" and bomb is not None and mind.hits_bomb:
        # steps short of the Bomb: they hit from a neighbouring space
        distances = [mind.geo.free(m.cell, bomb) - 1 for m in minions]
    elif reach.target == "zone" and reach.zone:
        field = mind.field(mind.zone(reach.zone), "free")
        distances = [field.get(m.cell, FAR) for m in minions]
    else:
        return 0, 0
    sure = sum(d <= reach.sure for d in distances)
    maybe = sum(reach.sure < d <= reach.most for d in distances)
    return sure, maybe


@threat("minion_in_zone")
def _minion_in_zone(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    """Mission 4: no Minion may reach the line. Each Minion's own march there is known
    (``lanes``): one a march away loses the game; one whose way no Mech stands on is a
    threat however far it still is, the more the sooner it arrives, and twice that once it
    is nearer the line than every Mech (they must turn back to catch it); a Mech beside its
    way may hit it as it passes; a Mech on its way holds it up (the Minion stays behind)."""
    zone = mind.zone(p.text("zone"))
    lanes = _lanes(mind, zone)
    field = mind.field(zone, "free")
    mechs = [m.cell for m in game.mechs]
    front = min((field.get(c, FAR) for c in mechs), default=FAR)
    danger = 0.0
    for minion in game.minions:
        lane = lanes.get(minion.cell)
        if lane is None:
            continue
        marches, way, beside = lane
        if any(c in way for c in mechs):
            danger += _HELD[min(marches, len(_HELD) - 1)]
            continue
        if marches <= 1:
            danger += DOOMED
            continue
        worth = _OPEN[min(marches, len(_OPEN) - 1)]
        if field.get(minion.cell, FAR) < front:
            worth *= 2.0
        elif any(c in beside for c in mechs):
            worth *= 0.6
        danger += worth
    add(terms, "breach", -danger)


# By the Minion Phases a Minion needs to reach the line: with no Mech on its way, and held
# up behind one (a Mech in the way may still step aside, so a near one counts a little).
_OPEN = (DOOMED, DOOMED, 60.0, 25.0, 10.0, 5.0, 2.0)
_HELD = (60.0, 60.0, 8.0, 3.0, 1.0)

_NEAR = (-1, 0, 1)
Lane = tuple[int, frozenset[Cell], frozenset[Cell]]
_LANES: dict[tuple[int, frozenset[Cell]], tuple[Mind, dict[Cell, Lane]]] = {}


def _lanes(mind: Mind, zone: frozenset[Cell]) -> dict[Cell, Lane]:
    """For every space, how a lone Minion there marches to the zone (as the ``toward`` rule
    moves it, an Oil Slick sliding it on): the Minion Phases it takes, the spaces it
    crosses, and the spaces beside them. Worked out once per game."""
    key = (id(mind), zone)
    found = _LANES.get(key)
    if found is not None and found[0] is mind:
        return found[1]
    if len(_LANES) > 16:
        _LANES.clear()
    board = mind.board
    field = mind.field(zone, "free")
    rule = mind.mission.minion_move
    moves = params_of(RuleGroup.MOVE, rule)
    steps = max(mind.reach.most, 1)
    colours = moves.names("prefer") if rule.kind == "toward" else ("blue", "green")
    preferred = {mind.mission.compass_facing(Rune(c)) for c in colours}

    def rank(facing: Facing) -> tuple[bool, int]:
        return (facing not in preferred, CLOCKWISE.index(facing))

    lanes: dict[Cell, Lane] = {}
    for start in mind.geo.cells:
        cell, way, taken = start, [start], 0
        while cell not in zone and taken < 60:
            here = field.get(cell, FAR)
            closer = [f for f in CLOCKWISE if field.get(step(cell, f), here) < here]
            if not closer:
                break
            facing = min(closer, key=rank)
            cell, taken = step(cell, facing), taken + 1
            way.append(cell)
            while board.terrain(cell) is Terrain.OIL and board.is_open(step(cell, facing)):
                cell = step(cell, facing)
                way.append(cell)
        if cell not in zone:
            continue
        ahead = frozenset(way[1:])
        near = frozenset((x + dx, y + dy) for x, y in ahead for dx in _NEAR for dy in _NEAR)
        beside = near - ahead
        lanes[start] = (-(-taken // steps), ahead, beside)
    _LANES[key] = (mind, lanes)
    return lanes


def _lava_depth(game: Game, cell: Cell) -> int:
    """How many rows of lava it takes to reach a space."""
    assert game.lava is not None
    x, y = cell
    edge = game.lava.edge
    if edge is Facing.S:
        return game.board.height - 1 - y
    if edge is Facing.E:
        return game.board.width - 1 - x
    return y if edge is Facing.N else x


def _lava_front(game: Game) -> int:
    """Rows the lava covers once the next Danger Phase is over (if it flows by then)."""
    lava = game.lava
    assert lava is not None
    return lava.rows + (lava.speed if _lava_flows(game) else 0)


def _lava_flows(game: Game) -> bool:
    """The lava flows in the next Danger Phase."""
    return game.lava is not None and (game.lava.is_active or _lava_wakes(game))


def _lava_wakes(game: Game) -> bool:
    """An escalation wakes the lava this round (``round_reached``) or soon."""
    for index, escalation in enumerate(game.mission.escalations):
        if index in game.progress.escalated:
            continue
        if any(t.kind == "activate_lava" for t in escalation.then):
            when = escalation.when
            if when.kind != "round_reached":
                continue
            if game.round >= params_of(RuleGroup.TRIGGER, when).number("round"):
                return True
    return False


@threat("lava_pushed_mech")
def _lava_pushed_mech(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    if game.lava is None:
        return
    front = _lava_front(game)
    flows = _lava_flows(game)
    danger = 0.0
    for mech in game.mechs:
        margin = _lava_depth(game, mech.cell) - front
        close = DOOMED if margin < 0 else _LAVA_CLOSE[min(margin, len(_LAVA_CLOSE) - 1)]
        if flows and not _moves(mech):  # stranded: a card drafted next round must move it
            later = max(0, margin - game.lava.speed + 1)  # 0: caught a round later
            close = max(close, _STRANDED[min(later, len(_STRANDED) - 1)])
        danger += close
    add(terms, "lava", -danger)


# A Mech this many rows ahead of where the lava will be: at 0 it must move next round.
_LAVA_CLOSE = (60.0, 25.0, 8.0, 0.0)
# A Mech whose line runs no Move card, by its rows ahead of where the lava will be a round
# later, plus one (first: caught by then): about half the above, as next round's draft
# may bring it one.
_STRANDED = (100.0, 30.0, 12.5, 4.0, 0.0)


def _moves(mech: Mech) -> bool:
    """Whether a Move card runs in the Mech's Command Line."""
    return any(
        (found := mech.active(slot)) is not None and found[0].kind is Kind.MOVE
        for slot in range(len(mech.slots))
    )


@threat("lava_covered_unvisited_pad")
def _lava_covered_pad(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    if game.lava is None:
        return
    front = _lava_front(game)
    danger = 0.0
    for pad in mind.pads:
        if pad in game.progress.bomb_pads:
            continue
        margin = _lava_depth(game, pad) - front
        if margin < 0:
            danger += DOOMED
        elif margin < 4:
            danger += 10.0 * (4 - margin)
    # The lava pushes and burns whatever it meets: the Bomb and Mechs keep ahead of it.
    for cell in [m.cell for m in game.mechs] + ([game.bomb] if game.bomb else []):
        if _lava_depth(game, cell) - front < 0:
            danger += 15.0
    add(terms, "pads", -danger)
