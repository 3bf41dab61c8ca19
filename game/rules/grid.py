"""Square-grid geometry: cells, facings, turns, adjacency and range.

Cells are ``(x, y)`` with x growing east and y growing south, so north is "up" on screen.
"""

from __future__ import annotations

from enum import StrEnum

Cell = tuple[int, int]


class Facing(StrEnum):
    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def vector(self) -> Cell:
        return _VECTORS[self]

    @property
    def degrees(self) -> int:
        """Clockwise from north, for drawing."""
        return CLOCKWISE.index(self) * 90

    def rotated(self, quarter_turns: int) -> Facing:
        """The facing after ``quarter_turns`` clockwise quarter turns (negative: anticlockwise)."""
        return CLOCKWISE[(CLOCKWISE.index(self) + quarter_turns) % 4]

    def turned(self, turn: Turn) -> Facing:
        return self.rotated(_TURN_QUARTERS[turn])

    @property
    def opposite(self) -> Facing:
        return self.rotated(2)


class Turn(StrEnum):
    """Every answer a Turn card can give; ``FULL`` is the 360° spin of a Power 3 Turn."""

    LEFT = "left"
    RIGHT = "right"
    AROUND = "around"
    FULL = "full"


# The order every rule lists directions in: north first, clockwise.
CLOCKWISE = (Facing.N, Facing.E, Facing.S, Facing.W)
_VECTORS = {Facing.N: (0, -1), Facing.E: (1, 0), Facing.S: (0, 1), Facing.W: (-1, 0)}
# Each facing's vector and its right-hand one, for ``relative`` (every attack's pattern).
_AHEAD_RIGHT = {f: _VECTORS[f] + _VECTORS[CLOCKWISE[(i + 1) % 4]] for i, f in enumerate(CLOCKWISE)}
_TURN_QUARTERS = {Turn.LEFT: -1, Turn.RIGHT: 1, Turn.AROUND: 2, Turn.FULL: 0}

# Rules: Command Cards, "Turn Commands" -- more Power, more ways to turn; never skip.
TURNS_BY_POWER: dict[int, tuple[Turn, ...]] = {
    1: (Turn.LEFT, Turn.RIGHT),
    2: (Turn.LEFT, Turn.RIGHT, Turn.AROUND),
    3: (Turn.LEFT, Turn.RIGHT, Turn.AROUND, Turn.FULL),
}


def step(cell: Cell, facing: Facing, distance: int = 1) -> Cell:
    """The cell ``distance`` spaces from ``cell`` toward ``facing``.

    >>> step((2, 2), Facing.N, 2)
    (2, 0)
    """
    dx, dy = _VECTORS[facing]  # not the property: the rules step thousands of times a round
    return (cell[0] + dx * distance, cell[1] + dy * distance)


def relative(cell: Cell, facing: Facing, right: int, ahead: int) -> Cell:
    """The cell ``right`` spaces to the right and ``ahead`` spaces forward of a piece.

    >>> relative((2, 2), Facing.E, right=1, ahead=2)
    (4, 3)
    """
    ax, ay, rx, ry = _AHEAD_RIGHT[facing]
    return (cell[0] + ax * ahead + rx * right, cell[1] + ay * ahead + ry * right)


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The four adjacent cells (sharing an edge), north first, clockwise."""
    x, y = cell
    return ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))  # N, E, S, W as CLOCKWISE


def is_adjacent(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def king_distance(a: Cell, b: Cell) -> int:
    """Range counts diagonal steps as one space.

    >>> king_distance((0, 0), (2, 1))
    2
    """
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def direction_between(a: Cell, b: Cell) -> Facing:
    """The facing that leads from ``a`` to the adjacent cell ``b``."""
    delta = (b[0] - a[0], b[1] - a[1])
    for facing, vector in _VECTORS.items():
        if vector == delta:
            return facing
    raise ValueError(f"{a} and {b} are not adjacent")


def format_cell(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"
