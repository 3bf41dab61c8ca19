"""The Game Board: terrain per space, features on edges, and named zones.

Rules: field guide, "Game Board", "Map Tile", "Massive Boulders", "Oil Slick", "Lava Pool",
"Repair Pad", "Rune Spaces", "Spike Walls", "Rune Gates", "The School".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from .grid import Cell, Facing, step

TILE_SIZE = 6


class Terrain(StrEnum):
    EMPTY = "empty"
    BOULDER = "boulder"
    OIL = "oil"
    LAVA = "lava"
    REPAIR_PAD = "repair_pad"


class Rune(StrEnum):
    RED = "red"
    YELLOW = "yellow"
    BLUE = "blue"
    GREEN = "green"


class EdgeFeature(StrEnum):
    SPIKE = "spike"
    GATE = "gate"


Edge = tuple[Cell, Cell]


def edge_between(a: Cell, b: Cell) -> Edge:
    """The edge shared by two adjacent cells, written the same whichever side you start from."""
    return (a, b) if a <= b else (b, a)


def edge_beside(cell: Cell, facing: Facing) -> Edge:
    return edge_between(cell, step(cell, facing))


@dataclass(frozen=True, slots=True)
class Space:
    terrain: Terrain = Terrain.EMPTY
    rune: Rune | None = None
    is_start: bool = False


@dataclass(frozen=True, slots=True)
class Board:
    """A rectangle of spaces (row-major), with spike walls and rune gates on edges.

    Zones are named sets of cells (School, Assembly Zone, marks for setup); their insides
    count as empty for movement, so they matter only to mission rules.
    """

    width: int
    height: int
    spaces: tuple[Space, ...]
    spikes: frozenset[Edge] = frozenset()
    gates: tuple[tuple[Edge, Rune], ...] = ()
    zones: tuple[tuple[str, frozenset[Cell]], ...] = ()
    # Derived once, because rules ask them thousands of times a round.
    _by_cell: dict[Cell, Space] = field(init=False, repr=False, compare=False, hash=False)
    _cells: tuple[Cell, ...] = field(init=False, repr=False, compare=False, hash=False)
    _by_terrain: dict[Terrain, tuple[Cell, ...]] = field(
        init=False, repr=False, compare=False, hash=False
    )

    def __post_init__(self) -> None:
        if len(self.spaces) != self.width * self.height:
            raise ValueError(
                f"a {self.width}x{self.height} board needs {self.width * self.height} spaces,"
                f" got {len(self.spaces)}"
            )
        cells = tuple((x, y) for y in range(self.height) for x in range(self.width))
        object.__setattr__(self, "_cells", cells)
        object.__setattr__(self, "_by_cell", dict(zip(cells, self.spaces, strict=True)))
        by_terrain = {t: tuple(c for c in cells if self._by_cell[c].terrain is t) for t in Terrain}
        object.__setattr__(self, "_by_terrain", by_terrain)

    def contains(self, cell: Cell) -> bool:
        return cell in self._by_cell

    def space(self, cell: Cell) -> Space:
        try:
            return self._by_cell[cell]
        except KeyError:
            raise ValueError(f"{cell} is off the board") from None

    def terrain(self, cell: Cell) -> Terrain:
        return self.space(cell).terrain

    def is_open(self, cell: Cell) -> bool:
        """On the board and not a Massive Boulder: a piece could stand here."""
        space = self._by_cell.get(cell)
        return space is not None and space.terrain is not Terrain.BOULDER

    def cells(self) -> tuple[Cell, ...]:
        return self._cells

    def cells_of(self, terrain: Terrain) -> tuple[Cell, ...]:
        """Every space of one terrain, in reading order."""
        return self._by_terrain[terrain]

    def gate_on(self, edge: Edge) -> Rune | None:
        for gate_edge, colour in self.gates:
            if gate_edge == edge:
                return colour
        return None

    def zone(self, name: str) -> frozenset[Cell]:
        for zone_name, cells in self.zones:
            if zone_name == name:
                return cells
        raise KeyError(f"the board has no zone named {name!r}")

    def has_zone(self, name: str) -> bool:
        return any(zone_name == name for zone_name, _ in self.zones)

    def rune_cells(self, colour: Rune | None = None) -> tuple[Cell, ...]:
        return tuple(
            c
            for c in self.cells()
            if self.space(c).rune is not None and (colour is None or self.space(c).rune == colour)
        )

    def start_cells(self) -> tuple[Cell, ...]:
        return tuple(c for c in self.cells() if self.space(c).is_start)

    def tile_of(self, cell: Cell) -> Cell:
        """Which 6×6 Map Tile a cell lies on, as (column, row) of tiles."""
        return (cell[0] // TILE_SIZE, cell[1] // TILE_SIZE)
