"""What a move's reason counts: the number a reason carries ("kills 2 Minions", "pushes the
Bomb 3 spaces"), measured between the position a seat's line starts from and the one it
leads to. The planner names its reason with the number measured on its imagined outcome;
``tools/screen_truth.py`` measures the same on what the rules then do, so a reason's number
is a claim that can be checked.

A reason of a counted kind whose count comes out 0 says nothing true: the planner passes
over it to the next term it gains on (``COUNTED``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from game.rules import Cell, Facing, Game, Mech, Phase, PieceId, Prompt, Terrain, queries
from game.rules.events import Event
from game.rules.grid import king_distance
from game.rules.registry import RuleGroup

from .evaluate import minion_reach, params_of
from .geometry import FAR, geometry, walks

REPAIRS = "repairs"  # a Damage Card repaired: the count is the slot (1-6), 7 a System one

# The kinds whose reason carries a count, and what it counts.
COUNTED = frozenset(
    {"kills", "minions_left", "shards", "bomb", "delivered", "carried", "exposed", REPAIRS}
)
# The kinds that count the spaces the seat's Mech comes closer to something (``gap``).
TOWARD = frozenset({"shard_reach", "fetch", "hunt", "zone", "carry_route", "boss_reach", "strip"})
# The Boss fights' kinds: health taken, shields dropped, cards off the Boss's line.
BOSS = frozenset({"boss_health", "knockdown", "boss_shields", "cannon"})
# The guards' kinds: Minions kept back from the line or from what they attack, rows kept
# ahead of the lava. "incoming" is said with what the Minions head for (``named``).
INCOMING = {"bomb": "incoming_bomb", "school": "incoming_school", "assembly": "incoming_assembly"}
# "blocks": Minions a Mech stands between and the zone they march on, said with the zone.
BLOCKS = {"school": "blocks_school", "assembly": "blocks_assembly"}
GUARD = frozenset({"breach", "lava", "incoming", "blocks", *INCOMING.values(), *BLOCKS.values()})
# The rest: health given back, Repair Pads the Bomb rolls onto (or rows it gains on the
# lava), Boss Cards taken off or the one given it; against the alternative, damage spared
# and escalations put off.
PADS_BOMB = "pads_bomb"  # "pads" whose Bomb visits no pad: the rows it gains on the lava
BOSS_DRAFT = "boss_draft"  # "boss_cards" in the Boss draft: the Power the card given reaches
CANNON_DRAFT = "cannon_draft"  # "cannon" in the Boss draft: the Power the card given reaches
# "boss_reach" when the Boss's own move asks a way (it moves, or drags a Mech): the spaces
# every Mech ends nearer it than another way would leave them
BOSS_WAY = "boss_way"
KEEPS = frozenset({"health", "pads", PADS_BOMB, "boss_cards", BOSS_DRAFT, CANNON_DRAFT})
KEEPS |= {BOSS_WAY, "damage", "escalated"}
HEADING = "heading"  # the seat's Mech turned to face the way to the zone: the way's length
COUNTED |= TOWARD | BOSS | GUARD | KEEPS | {HEADING}
# Every name a reason may be said with beyond the evaluation's terms.
SAID = frozenset(
    {*INCOMING.values(), *BLOCKS.values(), PADS_BOMB, BOSS_DRAFT, CANNON_DRAFT, BOSS_WAY}
)
_BASES = {
    **{v: "incoming" for v in INCOMING.values()},
    **{v: "blocks" for v in BLOCKS.values()},
    PADS_BOMB: "pads",
    BOSS_DRAFT: "boss_cards",
    CANNON_DRAFT: "cannon",
    BOSS_WAY: "boss_reach",
}


def named(kind: str, game: Game, end: Game | None = None) -> str:
    """The reason's name as said: "incoming" and "blocks" with what the Minions head for in
    ``game``; "pads" as the rows the Bomb gains when it rolls onto no pad on the way to
    ``end``; "boss_cards" and "cannon" as the Boss draft when ``game`` asks for it;
    "boss_reach" as the way the Boss's move takes when it asks."""
    match kind:
        case "incoming":
            reach = minion_reach(game.mission)
            return INCOMING.get("bomb" if reach.target == "bomb" else reach.zone, kind)
        case "blocks":
            return BLOCKS.get(minion_reach(game.mission).zone, kind)
        case "pads" if end is not None and not pads_visited(game, end):
            return PADS_BOMB
        case "boss_cards" | "cannon" if game.pending is not None:
            is_draft = game.pending.prompt is Prompt.BOSS_CARD
            return (BOSS_DRAFT if kind == "boss_cards" else CANNON_DRAFT) if is_draft else kind
        case "boss_reach" if game.pending is not None and _is_boss_way(game):
            return BOSS_WAY
    return kind


def base(kind: str) -> str:
    """The evaluation term a reason's name says (``named``'s inverse)."""
    return _BASES.get(kind, kind)


def killed(start: Game, end: Game) -> int:
    """Minions gone from the board."""
    left = {m.id for m in end.minions}
    return sum(1 for m in start.minions if m.id not in left)


def shattered(start: Game, end: Game) -> int:
    """Crystal Shards broken."""
    left = {s.id for s in end.shards}
    return sum(1 for s in start.shards if s.id not in left and not _carried(end, s.id))


def _carried(game: Game, shard: int) -> bool:
    return any(m.shard is not None and m.shard == shard for m in game.mechs)


def bomb_moved(start: Game, end: Game) -> int:
    """Spaces the Bomb stands from where it stood (0 if there is none)."""
    if start.bomb is None or end.bomb is None:
        return 0
    return abs(start.bomb[0] - end.bomb[0]) + abs(start.bomb[1] - end.bomb[1])


def repaired(before: Mech, after: Mech) -> int:
    """The first slot (1-6) whose Damage was repaired from ``before`` to ``after`` (the
    seat's Mech before and after programming), 7 for a System Damage; 0 for none."""
    for index, (a, b) in enumerate(zip(before.slots, after.slots, strict=True)):
        if a.damage is not None and b.damage is None:
            return index + 1
    return 7 if len(after.system_damage) < len(before.system_damage) else 0


@dataclass(frozen=True)
class Landing:
    """Where a seat's line leaves its Mech, from where it stood: the spaces to the right
    (``across``; negative, to the left) and down the board (``down``; negative, up), and
    the way it faces. What a move no term gains on still does, for all to see. A way the
    Boss's move takes leaves the ``piece`` it moves (the Boss, or a Mech it drags), whose
    facing it does not change (``facing`` None)."""

    across: int
    down: int
    facing: Facing | None
    piece: PieceId | None = None  # None: the seat's own Mech


def landing(before: Mech, after: Mech) -> Landing:
    """The seat's Mech ``before`` its line runs and ``after``, as a ``Landing``."""
    (x, y), (x2, y2) = before.cell, after.cell
    return Landing(x2 - x, y2 - y, after.facing)


def moved(game: Game, events: tuple[Event, ...]) -> Landing | None:
    """Where an answer to a way the Boss's move asks leaves the piece it moves (the Boss,
    or the Mech it drags), read from the answer's ``events``; None for any other question."""
    assert game.pending is not None
    found = queries.moved_by_boss(game, game.pending, events)
    if found is None:
        return None
    piece, (x, y), (x2, y2) = found
    return Landing(x2 - x, y2 - y, None, piece)


def beside(game: Game, seat: int) -> int:
    """Minions next to the seat's Mech (sharing an edge)."""
    x, y = game.mech(seat).cell
    return sum(1 for m in game.minions if abs(m.cell[0] - x) + abs(m.cell[1] - y) == 1)


def gap(
    kind: str,
    game: Game,
    cell: Cell,
    minions: Iterable[Cell] = (),
    gone: frozenset[int] = frozenset(),
) -> int:
    """How far a Mech standing on ``cell`` is from what a reason of ``kind`` heads for,
    on ``game``'s board (the Shards, zone, Boss or Repair Pads ``game`` shows, less the
    Shards ``gone``; for ``hunt`` the nearest of ``minions``, a king's move a space, as
    the evaluation counts it). FAR: nothing there."""
    geo = walks(game)
    if kind == "hunt":
        return min((king_distance(cell, m) for m in minions), default=FAR)
    if kind == "boss_reach":
        if game.boss is None:
            return FAR
        return max(0, max(game.boss.gaps(cell)) - 1)  # a king's move to its nearest space
    targets: frozenset[Cell]
    match kind:
        case "shard_reach":
            targets = frozenset(s.cell for s in game.shards if s.id not in gone)
        case "fetch":
            targets = frozenset(s.cell for s in game.shards if s.id not in gone and not s.is_locked)
        case "zone":
            targets = _objective_zone(game)
        case "carry_route":
            targets = _home(game)
        case "strip":
            targets = frozenset(c for c in geo.cells if game.board.terrain(c) is Terrain.REPAIR_PAD)
        case _:
            return FAR
    if not targets:
        return FAR
    return geo.to_cells(targets).get(cell, FAR)


def heads_in(field: dict[Cell, int], mech: Mech) -> bool:
    """Whether a step the way ``mech`` faces brings it nearer (by ``field``, which holds
    only the spaces a Mech can stand on)."""
    dx, dy = mech.facing.vector
    ahead = (mech.cell[0] + dx, mech.cell[1] + dy)
    return field.get(ahead, FAR) < field.get(mech.cell, FAR)


def turned_toward(start: Game, end: Game, seat: int) -> int:
    """When the seat's Mech ends facing a space nearer the zone, as it did not before
    (``heads_in``): how many spaces ahead of it each bring it nearer; else 0."""
    zone = _objective_zone(start)
    if not zone:
        return 0
    field = walks(start).to_cells(zone)
    was, now = start.mech(seat), end.mech(seat)
    if heads_in(field, was) or not heads_in(field, now):
        return 0
    (x, y), (dx, dy) = now.cell, now.facing.vector
    clear = 0
    while field.get((x + dx, y + dy), FAR) < field.get((x, y), FAR):
        x, y, clear = x + dx, y + dy, clear + 1
    return clear


def closer(before: int, after: int) -> int:
    """Spaces gained toward the target: ``before`` and ``after`` being ``gap``s (0 when
    either is FAR: nothing there to come closer to)."""
    if before >= FAR or after >= FAR:
        return 0
    return max(0, before - after)


def _objective_zone(game: Game) -> frozenset[Cell]:
    stages = game.mission.stages
    if game.progress.stage >= len(stages):
        return frozenset()
    objective = stages[game.progress.stage].objective
    if objective.kind != "all_mechs_in_zone":
        return frozenset()
    name = params_of(RuleGroup.OBJECTIVE, objective).text("zone")
    return game.board.zone(name) if name and game.board.has_zone(name) else frozenset()


def _home(game: Game) -> frozenset[Cell]:
    """Where a carried Shard is brought (objectives' delivery cells)."""
    for watch in game.mission.watches:
        if watch.kind not in ("lock_shards", "deliver_shards"):
            continue
        name = params_of(RuleGroup.WATCH, watch).text("zone")
        cells = game.board.zone(name) if name and game.board.has_zone(name) else frozenset()
        if watch.kind == "lock_shards":
            locked = {s.cell for s in game.shards if s.is_locked}
            return frozenset(
                c for c in cells if game.board.space(c).rune is not None and c not in locked
            )
        return cells
    return frozenset()


def held_back(
    kind: str,
    game: Game,
    before: Mapping[int, Cell],
    after: Mapping[int, Cell],
    bombs: tuple[Cell | None, Cell | None] = (None, None),
) -> int:
    """Minions (by id: where they stood ``before`` and ``after``) kept farther from what
    they attack on ``game``'s mission: each one killed, or pushed (or left, as the Bomb
    moves: ``bombs``, before and after) out of a nearer reach. ``breach``: the line of
    Mission 4, reached in one march, two or three; ``incoming``: the Bomb or the zone they
    march on, surely reached next Minion Phase, or perhaps."""
    levels = _levels(base(kind), game)
    if levels is None:
        return 0
    far = len(levels[1])
    held = 0
    for minion, cell in before.items():
        was = levels[0](cell, bombs[0])
        if was >= far:
            continue
        now = after.get(minion)
        if now is None or levels[0](now, bombs[1]) > was:
            held += 1
    return held


Level = Callable[[Cell, Cell | None], int]


def _levels(kind: str, game: Game) -> tuple[Level, tuple[int, ...]] | None:
    """How near a Minion is to harm: a function of its cell (and the Bomb's), giving its
    level (0 nearest), and the levels' reaches (a level past them all: no danger)."""
    geo = geometry(game.board)
    reach = minion_reach(game.mission)
    if kind == "breach":
        zone = next((d for d in game.mission.defeats if d.kind == "minion_in_zone"), None)
        if zone is None:
            return None
        name = params_of(RuleGroup.DEFEAT, zone).text("zone")
        if not game.board.has_zone(name):
            return None
        field = geo.to_cells(game.board.zone(name), "free")
        steps = max(reach.most, 1)
        marks: tuple[int, ...] = (steps, 2 * steps, 3 * steps)
    elif kind == "incoming":
        if reach.target == "bomb" and game.bomb is not None:
            marks = (reach.sure + 1, reach.most + 1)
            return (lambda c, b: _level(geo.free(c, b) if b else FAR, marks)), marks
        if reach.target != "zone" or not game.board.has_zone(reach.zone):
            return None
        field = geo.to_cells(game.board.zone(reach.zone), "free")
        marks = (reach.sure, reach.most)
    else:
        return None
    return (lambda c, b: _level(field.get(c, FAR), marks)), marks


def _level(distance: int, marks: tuple[int, ...]) -> int:
    return next((i for i, mark in enumerate(marks) if distance <= mark), len(marks))


def lava_rows(game: Game, before: Cell, after: Cell) -> int:
    """Rows of lava a Mech put between itself and the Lava Wall, from ``before`` to
    ``after`` (0 where there is none)."""
    if game.lava is None:
        return 0
    from .threats import _lava_depth

    return max(0, _lava_depth(game, after) - _lava_depth(game, before))


def count(kind: str, seat: int, start: Game, end: Game, alt: Game | None = None) -> int:
    """The number a reason of ``kind`` carries, from ``start`` to ``end`` (0: none);
    damage spared is counted against ``alt``, where the alternative weighed (the line as
    it was, the worst answer) leads from ``start``."""
    match kind:
        case "health":  # only the Bomb gets health back on a line (a Repair Pad)
            if start.bomb is None or start.trackers.doom is None or end.trackers.doom is None:
                return 0
            return max(0, end.trackers.doom - start.trackers.doom)
        case "pads":
            return pads_visited(start, end)
        case "pads_bomb":
            if start.bomb is None or end.bomb is None:
                return 0
            return lava_rows(start, start.bomb, end.bomb)
        case "boss_cards":
            return max(0, boss_cards(start) - boss_cards(end))
        case "boss_draft" | "cannon_draft":
            return drafted_power(start, end)
        case "boss_way":
            return 0 if alt is None else max(0, boss_gaps(alt) - boss_gaps(end))
        case "damage":
            return 0 if alt is None else max(0, damage_drawn(start, alt) - damage_drawn(start, end))
        case "escalated":
            if alt is None:
                return 0
            return len(set(alt.progress.escalated) - set(end.progress.escalated))
        case "blocks_school" | "blocks_assembly" | "blocks":
            return stands_between(end, seat)
        case "heading":
            return turned_toward(start, end, seat)
    kind = base(kind)
    if kind in ("breach", "incoming"):
        was = {m.id: m.cell for m in start.minions}
        now = {m.id: m.cell for m in end.minions}
        return held_back(kind, start, was, now, (start.bomb, end.bomb))
    if kind == "lava":
        return lava_rows(start, start.mech(seat).cell, end.mech(seat).cell)
    match kind:
        case "kills" | "minions_left":
            return killed(start, end)
        case "shards":
            return shattered(start, end)
        case "bomb":
            return bomb_moved(start, end)
        case "delivered":
            return max(0, end.progress.delivered - start.progress.delivered)
        case "carried":
            carriers = sum(1 for m in end.mechs if m.shard is not None)
            return max(0, carriers - sum(1 for m in start.mechs if m.shard is not None))
        case "exposed":
            return max(0, beside(start, seat) - beside(end, seat))
        case "repairs":
            return repaired(start.mech(seat), end.mech(seat))
    if kind in ("boss_health", "knockdown"):
        return boss_hurt(start, end)
    if kind == "boss_shields":
        return max(0, len(end.inactive_runes) - len(start.inactive_runes))
    if kind == "cannon":
        return max(0, boss_cards(start) - boss_cards(end))
    if kind in TOWARD:
        here, there = start.mech(seat).cell, end.mech(seat).cell
        before = gap(kind, start, here, (m.cell for m in start.minions))
        after = gap(kind, start, there, (m.cell for m in end.minions), _gone(start, end))
        return closer(before, after)
    return 0


def boss_hurt(start: Game, end: Game) -> int:
    """Health the Boss lost from ``start`` to ``end`` (a knockdown heals it fully, Mission
    6: what it had lost before is counted with it)."""
    before, after = start.trackers.doom, end.trackers.doom
    if start.boss is None or before is None or after is None:
        return 0
    knocks = any(w.kind == "boss_cannot_die" for w in start.mission.watches)
    if after > before and knocks:  # knocked down and healed: the hits took it to 0, then on
        return before + (start.mission.doom_start or after) - after
    return max(0, before - after)


def _is_boss_way(game: Game) -> bool:
    """The question asks which way the Boss's move goes (``rules.boss``: it closes in, or
    drags a Mech), the Boss's slots running in the Danger Phase."""
    pending = game.pending
    return pending is not None and pending.prompt is Prompt.DIRECTION and game.phase is Phase.DANGER


def boss_gaps(game: Game) -> int:
    """The steps every Mech needs to come within reach of the Boss, all told (a king's move
    to its nearest space, as the evaluation's "boss_reach" counts)."""
    if game.boss is None:
        return 0
    return sum(max(0, max(game.boss.gaps(m.cell)) - 1) for m in game.mechs)


def boss_cards(game: Game) -> int:
    """Cards on the Boss's Command Line."""
    return sum(len(s) for s in game.boss.slots) if game.boss is not None else 0


def _gone(start: Game, end: Game) -> frozenset[int]:
    """Shards on the board at ``start`` that are not at ``end`` (broken or picked up)."""
    left = {s.id for s in end.shards}
    return frozenset(s.id for s in start.shards if s.id not in left)


AGAINST = frozenset({"damage", "escalated"})  # counted against the alternative weighed
AGAINST_ANSWERS = frozenset({BOSS_WAY})  # counted against another answer to the question
# What the Boss draft gives is on the table: no die after it changes the Power it reaches.
SURE = frozenset({BOSS_DRAFT, CANNON_DRAFT})


def hedged(kind: str, start: Game, alt: Game | None) -> bool:
    """Whether a count against the alternative (``AGAINST``) rests on the bot's imaginings:
    the alternative rolled dice, or drew more than its first Damage Card (what that card
    does next, and so the damage after it, is imagined). The first is certain: "spares
    the team at least 1 damage"."""
    if kind not in AGAINST or alt is None:
        return False
    if alt.rng != start.rng or (start.boss is not None and alt.boss != start.boss):
        return True
    return damage_drawn(start, alt) > 1 if kind == "damage" else alt.decks != start.decks


def pads_visited(start: Game, end: Game) -> int:
    """Repair Pads the Bomb rolled onto for the first time (Mission 5)."""
    return len(set(end.progress.bomb_pads) - set(start.progress.bomb_pads))


def drafted_power(start: Game, end: Game) -> int:
    """The Power the Boss Card the team gave the Boss reached on its slot: the slot whose
    stack changed from ``start`` (the Boss draft asking) to ``end`` (0: none changed)."""
    if start.boss is None or end.boss is None:
        return 0
    for before, after in zip(start.boss.slots, end.boss.slots, strict=True):
        if before != after and after:
            return len(after)
    return 0


def damage_drawn(start: Game, end: Game) -> int:
    """Damage the Mechs took from ``start`` to ``end``: each point draws a Damage Card (a
    deck run dry is refilled from its discard)."""
    before, after = start.decks, end.decks
    if len(after.damage) <= len(before.damage):
        return len(before.damage) - len(after.damage)
    return len(before.damage) + len(before.damage_discard) - len(after.damage)


def stands_between(game: Game, seat: int) -> int:
    """Minions the seat's Mech holds off the zone they march on (``threats.held_off``): held
    off with every Mech where it stands, not without this one."""
    from .threats import held_off

    reach = minion_reach(game.mission)
    if reach.target != "zone" or not game.board.has_zone(reach.zone):
        return 0
    field = geometry(game.board).to_cells(game.board.zone(reach.zone), "free")
    mechs = {m.seat: m.cell for m in game.mechs}
    held = held_off(game, field, reach, set(mechs.values()))
    if not held:
        return 0
    without = held_off(game, field, reach, {c for s, c in mechs.items() if s != seat})
    return sum(1 for minion in held if minion not in without)
