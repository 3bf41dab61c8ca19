"""What a move's reason counts: the number a reason carries ("kills 2 Minions", "pushes the
Bomb 3 spaces"), measured between the position a seat's line starts from and the one it
leads to. The planner names its reason with the number measured on its imagined outcome;
``tools/screen_truth.py`` measures the same on what the rules then do, so a reason's number
is a claim that can be checked.

A reason of a counted kind whose count comes out 0 says nothing true: the planner passes
over it to the next term it gains on (``COUNTED``).
"""

from __future__ import annotations

from game.rules import Game, Mech
from game.rules.grid import king_distance

REPAIRS = "repairs"  # a Damage Card repaired: the count is the slot (1-6), 7 a System one
NEAR = 2  # a Minion this close (king's moves) to a Mech is trouble nearby

# The kinds whose reason carries a count, and what it counts.
COUNTED = frozenset(
    {"kills", "minions_left", "shards", "bomb", "delivered", "carried", "exposed", REPAIRS}
)


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


def beside(game: Game, seat: int) -> int:
    """Minions next to the seat's Mech (sharing an edge)."""
    x, y = game.mech(seat).cell
    return sum(1 for m in game.minions if abs(m.cell[0] - x) + abs(m.cell[1] - y) == 1)


def nearby(game: Game) -> int:
    """Minions within ``NEAR`` spaces of any Mech: trouble close by."""
    mechs = [m.cell for m in game.mechs]
    return sum(1 for m in game.minions if any(king_distance(m.cell, c) <= NEAR for c in mechs))


def count(kind: str, seat: int, start: Game, end: Game) -> int:
    """The number a reason of ``kind`` carries, from ``start`` to ``end`` (0: none)."""
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
    return 0
