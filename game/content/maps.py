"""Tiled maps to rules values: Map Tile faces, turned and laid out, plus a mission overlay.

A face is a 6×6 ``.tmx`` whose tiles carry terrain as tileset properties; the ``edges`` layer
holds Spike Walls and Rune Gates on the side of a cell named by the tile's ``edge``. A
mission overlay is a ``.tmx`` of object layers whose rectangles name zones and marks.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pytmx  # noqa: E402 -- after the banner is hushed

from game.rules.board import TILE_SIZE, Board, Edge, EdgeFeature, Rune, Space, Terrain, edge_beside
from game.rules.grid import Cell, Facing

from .errors import ContentError
from .reader import hint, shown
from .schema import MAX_FILE_BYTES

TURNS = (0, 90, 180, 270)
MAX_MAP_SPACES = 64  # a map's width or height, in spaces
MAX_TILE_PIXELS = 512
MAX_TILES = 4096  # tiles in one tileset
MAX_ID = 1_000_000  # a layer's or object's id
MAX_PIXELS = 1_000_000  # an object's position or size
FACE_LAYERS = ("ground", "features", "edges")
OBJECT_KINDS = ("zone", "mark")


@dataclass(frozen=True, slots=True)
class Face:
    """One Map Tile face read from Tiled: spaces row-major, and its edge features."""

    name: str
    spaces: tuple[Space, ...]
    spikes: frozenset[tuple[Cell, Facing]]
    gates: tuple[tuple[Cell, Facing, Rune], ...]


PLAIN_FEATURES = ("oil", "repair_pad", "rune")  # what a mission may read as plain ground


@dataclass(frozen=True, slots=True)
class Placement:
    face: str
    at: Cell  # the top-left space of the tile on the board
    turn: int  # clockwise degrees
    plain: frozenset[str] = frozenset()  # features this mission ignores: plain ground here


def plained(space: Space, plain: frozenset[str]) -> Space:
    """A space with the features a mission ignores read as plain ground."""
    terrain = Terrain.EMPTY if space.terrain.value in plain else space.terrain
    rune = None if "rune" in plain else space.rune
    return Space(terrain, rune, space.is_start)


@cache
def load_face(path: Path) -> Face:
    tmx = _read(path)
    where = path.name
    if (tmx.width, tmx.height) != (TILE_SIZE, TILE_SIZE):
        raise ContentError(f"{where}: a Map Tile face is 6×6, this map is {tmx.width}×{tmx.height}")
    spaces: dict[Cell, Space] = {}
    spikes: set[tuple[Cell, Facing]] = set()
    gates: list[tuple[Cell, Facing, Rune]] = []
    for layer_name in FACE_LAYERS:
        layer = _layer(tmx, layer_name, where)
        for x, y, gid in layer.iter_data():
            if not gid:
                continue
            props = tmx.get_tile_properties_by_gid(gid) or {}
            place = f"{where}: layer {layer_name!r}, space {x},{y}"
            if layer_name == "edges":
                feature, side = _edge(props, place)
                if feature is EdgeFeature.SPIKE:
                    spikes.add(((x, y), side))
                else:
                    gates.append(((x, y), side, _rune(props.get("rune"), place)))
            elif layer_name == "features" or (x, y) not in spaces:
                spaces[(x, y)] = _space(props, place)
    cells = [(x, y) for y in range(TILE_SIZE) for x in range(TILE_SIZE)]
    missing = [c for c in cells if c not in spaces]
    if missing:
        raise ContentError(f"{where}: space {missing[0][0]},{missing[0][1]} has no ground tile")
    return Face(path.stem, tuple(spaces[c] for c in cells), frozenset(spikes), tuple(gates))


def _read(path: Path) -> Any:
    """A Tiled map, its XML and its tilesets checked first, so that any problem is named in
    words against the file that has it (never in the map library's own terms)."""
    if not path.is_file():
        raise ContentError(f"{path}: no such map file")
    root = _xml(path)
    where = path.name
    if root.tag != "map":
        raise ContentError(f"{where}: not a Tiled map (it holds <{shown(root.tag)}>)")
    for element in (root, *root.iter("layer")):
        for size in ("width", "height"):
            _whole(element.get(size), f"{where}: <{element.tag}> {size}", 1, MAX_MAP_SPACES)
    for size in ("tilewidth", "tileheight"):
        _whole(root.get(size), f"{where}: {size}", 1, MAX_TILE_PIXELS)
    _check_parts(root, where)
    for tileset in root.iter("tileset"):
        _whole(tileset.get("firstgid"), f"{where}: <tileset> firstgid", 1, MAX_TILES)
        source = tileset.get("source")
        if source is not None:
            check_tileset(path.parent / source, f"{where}: tileset {shown(source)}")
    try:
        return pytmx.TiledMap(str(path))
    except Exception:  # pytmx raises bare Exceptions, KeyErrors and worse
        raise ContentError(
            f"{where}: not a Tiled map this game can read (open it in Tiled and save it again)"
        ) from None


def _xml(path: Path) -> ET.Element:
    """The file's XML, refusing files too large or not well formed."""
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise ContentError(f"{path.name}: cannot be read ({error.strerror or error})") from None
    if len(data) > MAX_FILE_BYTES:
        raise ContentError(f"{path.name}: larger than {MAX_FILE_BYTES // 1024} KB")
    try:
        return ET.fromstring(data)
    except LookupError:  # <?xml encoding="..."?> names no encoding there is
        raise ContentError(f"{path.name}: line 1: an unknown text encoding (use UTF-8)") from None
    except ET.ParseError as error:
        line = error.position[0]
        raise ContentError(
            f"{path.name}: line {line}: not a readable Tiled file (broken XML)"
        ) from None


def _check_parts(root: ET.Element, where: str) -> None:
    """Ids, object rectangles and CSV layer data hold numbers that make sense."""
    for element in root.iter():
        if "id" in element.attrib:
            _whole(element.get("id"), f"{where}: <{element.tag}> id", 0, MAX_ID)
    for obj in root.iter("object"):
        for name in ("x", "y", "width", "height"):
            if name in obj.attrib:
                _number(obj.get(name), f"{where}: object {shown(obj.get('name'))}: {name}")
    for layer in root.iter("layer"):
        data = layer.find("data")
        if data is None or data.get("encoding") != "csv":
            continue
        place = f"{where}: layer {shown(layer.get('name'))}"
        cells = [c.strip() for c in (data.text or "").split(",")]
        expected = int(layer.get("width", "0")) * int(layer.get("height", "0"))
        if len(cells) != expected:
            raise ContentError(f"{place}: {len(cells)} tiles for {expected} spaces")
        for cell in cells:
            _whole(cell, f"{place}: a tile", 0, MAX_TILES)


def _number(value: str | None, where: str) -> float:
    try:
        number = float(value or "")
    except ValueError:
        raise ContentError(f"{where}: expected a number, got {shown(value)}") from None
    if not -MAX_PIXELS <= number <= MAX_PIXELS:  # NaN fails this too
        raise ContentError(f"{where}: {shown(value)} is out of range")
    return number


def _whole(value: str | None, where: str, low: int, high: int) -> int:
    try:
        number = int(value or "")
    except ValueError:
        raise ContentError(f"{where}: expected a whole number, got {shown(value)}") from None
    if not low <= number <= high:
        raise ContentError(f"{where}: {number} is out of range ({low} to {high})")
    return number


TILE_PROPERTIES: dict[str, tuple[str, ...]] = {
    "terrain": tuple(t.value for t in Terrain),
    "rune": tuple(r.value for r in Rune),
    "feature": tuple(f.value for f in EdgeFeature),
    "edge": tuple(f.value for f in Facing),
    "start": ("true", "false"),
}


@cache
def check_tileset(path: Path, used_by: str = "") -> None:
    """A tileset's tiles carry only the properties the game knows, with values it knows;
    problems are named against the tileset file itself."""
    try:
        is_file = path.is_file()
    except OSError:  # a name too long to be a file, say
        is_file = False
    if not is_file:
        raise ContentError(f"{used_by}: no such tileset file")
    root = _xml(path)
    where = path.name
    if root.tag != "tileset":
        raise ContentError(f"{where}: not a Tiled tileset (it holds <{shown(root.tag)}>)")
    count = _whole(root.get("tilecount"), f"{where}: tilecount", 1, MAX_TILES)
    for tile in root.iter("tile"):
        tile_id = _whole(tile.get("id"), f"{where}: a tile's id", 0, count - 1)
        for prop in tile.iter("property"):
            name, value = prop.get("name", ""), prop.get("value", "")
            place = f"{where}: tile {tile_id}, property {shown(name)}"
            if name not in TILE_PROPERTIES:
                raise ContentError(f"{place}: unknown property" + hint(name, TILE_PROPERTIES))
            choices = TILE_PROPERTIES[name]
            if value not in choices:
                raise ContentError(
                    f"{place}: expected one of {list(choices)}, got {shown(value)}"
                    + hint(value, choices)
                )


def _layer(tmx: Any, name: str, where: str) -> Any:
    try:
        return tmx.get_layer_by_name(name)
    except ValueError:
        raise ContentError(f"{where}: no tile layer named {name!r}") from None


def _space(props: dict[str, Any], place: str) -> Space:
    try:
        terrain = Terrain(props.get("terrain", "empty"))
    except ValueError:
        raise ContentError(f"{place}: unknown terrain {props.get('terrain')!r}") from None
    rune = _rune(props["rune"], place) if "rune" in props else None
    return Space(terrain, rune, bool(props.get("start", False)))


def _rune(value: Any, place: str) -> Rune:
    try:
        return Rune(value)
    except ValueError:
        raise ContentError(f"{place}: unknown rune colour {value!r}") from None


def _edge(props: dict[str, Any], place: str) -> tuple[EdgeFeature, Facing]:
    try:
        return EdgeFeature(str(props.get("feature"))), Facing(str(props.get("edge")))
    except ValueError:
        raise ContentError(
            f"{place}: an edge tile needs feature spike|gate and edge N|E|S|W"
        ) from None


def turned(cell: Cell, turn: int) -> Cell:
    """Where a space of a face lands when the tile is turned clockwise by ``turn`` degrees."""
    x, y = cell
    last = TILE_SIZE - 1
    return {0: (x, y), 90: (last - y, x), 180: (last - x, last - y), 270: (y, last - x)}[turn]


def compose(placements: tuple[Placement, ...], faces_dir: Path, where: str) -> Board:
    """Lay the tiles out on one board; every tile must sit on the 6-space grid."""
    if not placements:
        raise ContentError(f"{where}: a board needs at least one Map Tile")
    for p in placements:
        if p.turn not in TURNS:
            raise ContentError(f"{where}: tile {p.face}: turn must be one of {TURNS}, not {p.turn}")
        if p.at[0] % TILE_SIZE or p.at[1] % TILE_SIZE or min(p.at) < 0:
            raise ContentError(f"{where}: tile {p.face} at {p.at} is not on the 6-space grid")
        if max(p.at) + TILE_SIZE > MAX_MAP_SPACES:
            raise ContentError(
                f"{where}: tile {p.face} at {p.at} lies beyond {MAX_MAP_SPACES} spaces"
            )
    width = max(p.at[0] for p in placements) + TILE_SIZE
    height = max(p.at[1] for p in placements) + TILE_SIZE
    grid: dict[Cell, Space] = {}
    spikes: set[Edge] = set()
    gates: list[tuple[Edge, Rune]] = []
    for p in placements:
        face = load_face(faces_dir / f"{p.face}.tmx")
        quarters = p.turn // 90
        for index, space in enumerate(face.spaces):
            local = turned((index % TILE_SIZE, index // TILE_SIZE), p.turn)
            cell = (p.at[0] + local[0], p.at[1] + local[1])
            if cell in grid:
                raise ContentError(f"{where}: tile {p.face} overlaps another tile at {cell}")
            grid[cell] = plained(space, p.plain)
        for local, side in face.spikes:
            spikes.add(_board_edge(p, local, side, quarters))
        for local, side, rune in face.gates:
            gates.append((_board_edge(p, local, side, quarters), rune))
    cells = [(x, y) for y in range(height) for x in range(width)]
    spaces = tuple(grid.get(c, Space(Terrain.BOULDER)) for c in cells)
    return Board(width, height, spaces, frozenset(spikes), tuple(gates))


def _board_edge(p: Placement, local: Cell, side: Facing, quarters: int) -> Edge:
    x, y = turned(local, p.turn)
    return edge_beside((p.at[0] + x, p.at[1] + y), side.rotated(quarters))


def load_overlay(path: Path, board: Board) -> tuple[tuple[str, frozenset[Cell]], ...]:
    """Zones and marks: rectangles (or tile-sized points) snapped to the grid, by name; each
    must lie on the board."""
    tmx = _read(path)
    size = tmx.tilewidth
    zones: dict[str, set[Cell]] = {}
    for group in tmx.objectgroups:
        for obj in group:
            kind = obj.type or getattr(obj, "class", None)
            place = f"{path.name}: object {shown(obj.name or obj.id)} in layer {shown(group.name)}"
            if kind not in OBJECT_KINDS:
                raise ContentError(
                    f"{place}: type must be one of {OBJECT_KINDS}, not {shown(kind)}"
                )
            if not obj.name:
                raise ContentError(f"{place}: a {kind} needs a name")
            if obj.x % size or obj.y % size or obj.width % size or obj.height % size:
                raise ContentError(f"{place}: not aligned to the {size}-pixel grid")
            x0, y0 = int(obj.x // size), int(obj.y // size)
            w, h = max(1, int(obj.width // size)), max(1, int(obj.height // size))
            if x0 < 0 or y0 < 0 or x0 + w > board.width or y0 + h > board.height:
                raise ContentError(
                    f"{path.name}: zone {shown(obj.name)} reaches off the "
                    f"{board.width}×{board.height} board"
                )
            cells = {(x, y) for x in range(x0, x0 + w) for y in range(y0, y0 + h)}
            zones.setdefault(obj.name, set()).update(cells)
    return tuple((name, frozenset(cells)) for name, cells in sorted(zones.items()))
