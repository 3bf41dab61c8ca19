"""How far things are on a board: walking distances between every pair of spaces, worked out
once per board, and distances to named zones.

Mechs and the Bomb walk around Massive Boulders; a Rune Gate may be shut, so crossing one
counts as a detour of ``GATE_COST`` spaces. Minions ignore gates. The Bomb's own distances
count what it takes to push or tow it there. A Mech cannot push the Boss either: its walks
go around the spaces the Boss stands on (``geometry(board, blocked)``).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable

from game.rules import Board, Game, Rune, Terrain
from game.rules.board import Edge, edge_between
from game.rules.grid import Cell, Facing, neighbours
from game.rules.pursuit import distances

GATE_COST = 3
LAVA_COST = 3  # a Lava Pool ends the move and burns: walking through costs a detour
TURN_COST = 2  # a change of facing on a Mech's way: a Turn card spent, a slot not moving
FAR = 99
WorkKey = tuple[frozenset[Cell], frozenset[Rune], bool]  # targets, shut colours, helped


class Geometry:
    """Shortest walks on one board, cached: ``walk`` for Mechs and the Bomb, ``free`` for
    Minions (gates do not stop them). ``blocked``: spaces no walk enters, though a walk may
    start or end on one (a target under the Boss is reached from beside it)."""

    def __init__(self, board: Board, blocked: frozenset[Cell] = frozenset()) -> None:
        self.board = board
        self.blocked = blocked
        self.cells = tuple(c for c in board.cells() if self.is_open(c))
        self._gates: frozenset[Edge] = frozenset(edge for edge, _ in board.gates)
        self._walk: dict[Cell, dict[Cell, int]] = {}
        self._free: dict[Cell, dict[Cell, int]] = {}
        self._zones: dict[tuple[str, frozenset[Cell]], dict[Cell, int]] = {}
        self._headed: dict[frozenset[Cell], dict[tuple[Cell, Facing], int]] = {}
        self._rolls: dict[frozenset[Cell], dict[Cell, int]] = {}
        self._around: dict[tuple[str, Cell, Cell], dict[Cell, int]] = {}
        self._work: dict[WorkKey, dict[tuple[Cell, Cell], int]] = {}

    def is_open(self, cell: Cell) -> bool:
        return cell not in self.blocked and self.board.is_open(cell)

    def walk(self, a: Cell, b: Cell) -> int:
        field = self._walk.get(a)
        if field is None:
            field = self._walk[a] = self._search((a,), self._gates, hurts=True)
        if b in self.blocked:  # reached from beside it
            return min((field.get(n, FAR) + 1 for n in neighbours(b)), default=FAR)
        return field.get(b, FAR)

    def free(self, a: Cell, b: Cell) -> int:
        field = self._free.get(a)
        if field is None:
            field = self._free[a] = self._search((a,), frozenset())
        return field.get(b, FAR)

    def to_cells(self, cells: frozenset[Cell], kind: str = "walk") -> dict[Cell, int]:
        """Distance from every open space to the nearest of ``cells`` (to the nearest one
        not blocked, where there is one)."""
        key = (kind, cells)
        field = self._zones.get(key)
        if field is None:
            is_walk = kind == "walk"
            gates = self._gates if is_walk else frozenset[Edge]()
            sources = sorted(c for c in cells if c not in self.blocked) or sorted(cells)
            field = self._zones[key] = self._search(sources, gates, hurts=is_walk)
        return field

    def headed(self, cells: frozenset[Cell]) -> dict[tuple[Cell, Facing], int]:
        """``to_cells`` for a Mech that moves only the way it faces: the cost from each
        open space, facing each way, to the nearest of ``cells``, every change of facing
        on the way costing ``TURN_COST`` spaces more."""
        field = self._headed.get(cells)
        if field is None:
            field = self._headed[cells] = self._headed_search(cells)
        return field

    def _headed_search(self, cells: frozenset[Cell]) -> dict[tuple[Cell, Facing], int]:
        gates, is_open = self._gates, self.is_open
        found: dict[tuple[Cell, Facing], int] = {}
        sources = sorted(c for c in cells if is_open(c)) or sorted(cells)
        heap = [(0, (c, f)) for c in sources for f in Facing]
        heapq.heapify(heap)
        while heap:  # backwards: from the zone to where a Mech could start
            cost, (cell, facing) = heapq.heappop(heap)
            if (cell, facing) in found:
                continue
            found[(cell, facing)] = cost
            for other in Facing:
                if (cell, other) not in found:
                    heapq.heappush(heap, (cost + TURN_COST, (cell, other)))
            dx, dy = facing.vector
            before = (cell[0] - dx, cell[1] - dy)
            if is_open(before) and (before, facing) not in found:  # priced as walks are
                heapq.heappush(heap, (cost + self._step(cell, before, gates), (before, facing)))
        return found

    def around(self, spot: Cell, blocker: Cell) -> dict[Cell, int]:
        """Walking distances to ``spot`` when ``blocker`` (the Bomb, say) is in the way."""
        key = ("around", spot, blocker)
        field = self._around.get(key)
        if field is None:
            field = self._around[key] = self._search((spot,), self._gates, True, blocker)
        return field

    def rolls(self, targets: frozenset[Cell]) -> dict[Cell, int]:
        """How hard it is to get the Bomb from each space to the nearest target: a step it
        can be pushed costs 1, one it can only be towed costs 2, and rolling into a Lava
        Pool or through a Rune Gate costs more."""
        field = self._rolls.get(targets)
        if field is None:
            field = self._rolls[targets] = self._backward(targets)
        return field

    def roll_cost(self, here: Cell, there: Cell) -> int | None:
        """The cost of moving the Bomb one space, or None if no Mech could do it."""
        board = self.board
        heading = (there[0] - here[0], there[1] - here[1])
        behind = (here[0] - heading[0], here[1] - heading[1])
        if board.is_open(behind):
            cost = 1
        elif any(board.is_open(c) and c != here for c in neighbours(there)):
            cost = 2  # a Mech in front walks away and tows it
        else:
            return None
        if board.terrain(there) is Terrain.LAVA:
            cost += 3
        if edge_between(here, there) in self._gates:
            cost += GATE_COST - 1
        return cost

    def bomb_work(
        self, targets: frozenset[Cell], shut: frozenset[Rune] = frozenset(), helped: bool = False
    ) -> dict[tuple[Cell, Cell], int]:
        """For the Bomb on one space and a Mech on another: the fewest Mech steps that get
        the Bomb to a target, counting walks to the right side of it, pushes (one step)
        and tows (two steps); Lava Pools cost extra, the Bomb never crosses a gate of a
        ``shut`` colour and a Mech only at a price (it needs that colour's Move card). The
        Bomb is not towed through a gate: the Mech towing it crossed that gate a step
        before, and a Mech passing a gate switches its colour on. ``helped``: a spare Mech
        may step on that colour's Rune Space to switch it off again (a team of three or
        four), so the tow is counted as before.

        Worked out backwards from every finished position, once per target and set of shut
        colours; a pushing puzzle of this size (a few thousand positions) takes a fraction
        of a second.
        """
        key = (targets, shut, helped)
        work = self._work.get(key)
        if work is None:
            work = self._work[key] = self._bomb_work(targets, shut, helped)
        return work

    def gate_colours(self) -> frozenset[Rune]:
        return frozenset(colour for _, colour in self.board.gates)

    def _bomb_work(
        self, targets: frozenset[Cell], shut: frozenset[Rune], helped: bool
    ) -> dict[tuple[Cell, Cell], int]:
        board = self.board
        closed = {edge for edge, colour in board.gates if colour in shut}
        gates = frozenset[Edge]() if helped else self._gates
        is_open = board.is_open

        def walk(a: Cell, b: Cell) -> int:
            """A Mech entering ``b`` from ``a``: a shut gate to get through, a Lava Pool."""
            cost = GATE_COST if edge_between(a, b) in closed else 1
            return cost + (LAVA_COST if board.terrain(b) is Terrain.LAVA else 0)

        def roll(a: Cell, b: Cell) -> int | None:
            """The Bomb entering ``b`` from ``a``, or None through a shut gate."""
            if edge_between(a, b) in closed:
                return None
            return LAVA_COST if board.terrain(b) is Terrain.LAVA else 0

        found: dict[tuple[Cell, Cell], int] = {}
        heap = [(0, (b, m)) for b in sorted(targets) if is_open(b) for m in self.cells if m != b]
        heapq.heapify(heap)
        while heap:
            cost, (bomb, mech) = heapq.heappop(heap)
            if (bomb, mech) in found:
                continue
            found[(bomb, mech)] = cost
            # The Mech walked here from next door.
            for before in neighbours(mech):
                if before != bomb and is_open(before) and (bomb, before) not in found:
                    heapq.heappush(heap, (cost + walk(before, mech), (bomb, before)))
            dx, dy = bomb[0] - mech[0], bomb[1] - mech[1]
            if abs(dx) + abs(dy) != 1:
                continue
            # The Mech pushed: it stepped from behind into the Bomb's old space.
            rolled = roll(mech, bomb)
            behind = (mech[0] - dx, mech[1] - dy)
            if rolled is not None and is_open(behind) and (mech, behind) not in found:
                step = walk(behind, mech) + rolled
                heapq.heappush(heap, (cost + step, (mech, behind)))
            # The Mech towed: it stood where the Bomb is now and walked on (not into a
            # Lava Pool, which ends the walk), dragging the Bomb in from another side.
            if board.terrain(mech) is Terrain.LAVA:
                continue
            for came in neighbours(bomb):
                if came == mech or not is_open(came) or (came, bomb) in found:
                    continue
                if edge_between(came, bomb) in gates:
                    continue  # the Mech crossed that gate first, and passing it shut it
                rolled = roll(came, bomb)
                if rolled is not None:
                    step = walk(bomb, mech) + 1 + rolled
                    heapq.heappush(heap, (cost + step, (came, bomb)))
        return found

    def _backward(self, targets: frozenset[Cell]) -> dict[Cell, int]:
        is_open = self.board.is_open
        return cheapest(sorted(targets), lambda cell, before: self.roll_cost(before, cell), is_open)

    def _search(
        self,
        sources: Iterable[Cell],
        gates: frozenset[Edge],
        hurts: bool = False,
        blocker: Cell | None = None,
    ) -> dict[Cell, int]:
        """Dijkstra over open spaces; crossing a gate edge costs ``GATE_COST``, and with
        ``hurts`` a Lava Pool costs ``LAVA_COST`` more."""
        board = self.board
        starts = frozenset(sources)

        def is_open(cell: Cell) -> bool:  # a walk may start on a blocked space, not enter one
            if cell == blocker or not board.is_open(cell):
                return False
            return cell in starts or cell not in self.blocked

        if not gates and not hurts:  # every step costs 1: the Minions' own distances
            return distances(is_open, starts)

        return cheapest(sources, lambda cell, near: self._step(cell, near, gates, hurts), is_open)

    def _step(self, cell: Cell, near: Cell, gates: frozenset[Edge], hurts: bool = True) -> int:
        """A walk's step between neighbours, searched from ``cell`` (a zone's side):
        crossing a gate costs ``GATE_COST``, and with ``hurts`` a Lava Pool at ``near``
        ``LAVA_COST`` more."""
        cost = GATE_COST if edge_between(cell, near) in gates else 1
        return cost + (LAVA_COST if hurts and self.board.terrain(near) is Terrain.LAVA else 0)


def cheapest(
    sources: Iterable[Cell],
    step: Callable[[Cell, Cell], int | None],
    is_open: Callable[[Cell], bool],
) -> dict[Cell, int]:
    """Dijkstra from ``sources`` over open spaces: the cost to reach each, a step from a
    space to a neighbour costing ``step(space, neighbour)`` (None: that way is shut)."""
    found: dict[Cell, int] = {}
    heap = [(0, c) for c in sources if is_open(c)]
    heapq.heapify(heap)
    while heap:
        cost, cell = heapq.heappop(heap)
        if cell in found:
            continue
        found[cell] = cost
        for near in neighbours(cell):
            if near in found or not is_open(near):
                continue
            price = step(cell, near)
            if price is not None:
                heapq.heappush(heap, (cost + price, near))
    return found


_CACHE: dict[tuple[int, frozenset[Cell]], Geometry] = {}


def geometry(board: Board, blocked: frozenset[Cell] = frozenset()) -> Geometry:
    """The board's Geometry around the ``blocked`` spaces, kept while the board lives
    (boards are shared between copies; the Boss stands on a few places a game)."""
    key = (id(board), blocked)
    found = _CACHE.get(key)
    if found is None or found.board is not board:
        if len(_CACHE) > 64:
            _CACHE.clear()
        found = _CACHE[key] = Geometry(board, blocked)
    return found


def walks(game: Game) -> Geometry:
    """Where a Mech can walk in ``game``: around the Boss, which no Mech can push."""
    if game.boss is None:
        return geometry(game.board)
    return geometry(game.board, game.boss.footprint())
