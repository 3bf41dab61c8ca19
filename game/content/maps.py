"""Tiled maps to rules values: Map Tile faces, turned and laid out, plus a mission overlay.

A face is a 6×6 ``.tmx`` whose tiles carry terrain as tileset properties; the ``edges`` layer
holds Spike Walls and Rune Gates on the side of a cell named by the tile's ``edge``. A
mission overlay is a ``.tmx`` of object layers whose rectangles name zones and marks.
"""

from __future__ import annotations

import base64
import binascii
import os
import struct
import xml.etree.ElementTree as ET
import zlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pytmx  # noqa: E402 -- after the banner is hushed

from game import paths
from game.rules.board import TILE_SIZE, Board, Edge, EdgeFeature, Rune, Space, Terrain, edge_beside
from game.rules.grid import Cell, Facing

from .errors import ContentError
from .reader import hint, read_bytes, shown

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
    words against the file that has it (never in the map library's own terms), and so that
    the map library, and the board's art after it, does bounded work: every file named
    lies in the content folder, every layer holds what its size says, every image is small
    enough to decode."""
    folder = paths.content_root_of(path)
    where = path.name
    if not path.is_file():
        raise ContentError(f"{path}: no such map file")
    root = _xml(path, where, folder)
    if root.tag != "map":
        raise ContentError(f"{where}: not a Tiled map (it holds <{shown(root.tag)}>)")
    for element in (root, *root.iter("layer")):
        for size in ("width", "height"):
            _whole(element.get(size), f"{where}: <{element.tag}> {size}", 1, MAX_MAP_SPACES)
    for size in ("tilewidth", "tileheight"):
        _whole(root.get(size), f"{where}: {size}", 1, MAX_TILE_PIXELS)
    tilesets: list[tuple[int, int]] = []  # each tileset's first gid and tile count
    for tileset in root.iter("tileset"):
        first = _whole(tileset.get("firstgid"), f"{where}: <tileset> firstgid", 1, MAX_TILES)
        source = tileset.get("source")
        if source is None:
            count = _tileset(tileset, where, path.parent, folder)
        else:
            count = check_tileset(path.parent / source, f"{where}: tileset {shown(source)}", folder)
        tilesets.append((first, count))
    for image in root.findall("imagelayer/image"):
        _image(image, f"{where}: <imagelayer>", path.parent, folder)
    _check_parts(root, where, tuple(tilesets))
    try:
        return pytmx.TiledMap(str(path))
    except Exception:  # pytmx raises bare Exceptions, KeyErrors and worse
        raise ContentError(
            f"{where}: not a Tiled map this game can read (open it in Tiled and save it again)"
        ) from None


def _xml(path: Path, where: str, folder: Path) -> ET.Element:
    """The file's XML, refusing before it is opened a file outside ``folder``, then anything
    but a regular file, files too large, entity declarations and XML not well formed."""
    data = read_bytes(path, where, folder)
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
        raise ContentError(f"{where}: declares XML entities (a Tiled file has none)")
    try:
        return ET.fromstring(data)
    except LookupError:  # <?xml encoding="..."?> names no encoding there is
        raise ContentError(f"{where}: line 1: an unknown text encoding (use UTF-8)") from None
    except ET.ParseError as error:
        line = error.position[0]
        raise ContentError(
            f"{where}: line {line}: not a readable Tiled file (broken XML)"
        ) from None


def _check_parts(root: ET.Element, where: str, tilesets: tuple[tuple[int, int], ...]) -> None:
    """Ids, object rectangles and layer data hold numbers that make sense: each layer as
    many tiles as it has spaces, each tile one of a tileset's."""
    for element in root.iter():
        if "id" in element.attrib:
            _whole(element.get("id"), f"{where}: <{element.tag}> id", 0, MAX_ID)
    for obj in root.iter("object"):
        for name in ("x", "y", "width", "height"):
            if name in obj.attrib:
                _number(obj.get(name), f"{where}: object {shown(obj.get('name'))}: {name}")
    for layer in root.iter("layer"):
        place = f"{where}: layer {shown(layer.get('name'))}"
        spaces = int(layer.get("width", "0")) * int(layer.get("height", "0"))
        for gid in _gids(layer, place, spaces):
            if gid and not any(first <= gid < first + count for first, count in tilesets):
                raise ContentError(f"{place}: tile {gid} is in no tileset of the map")


MAX_GID_CHARACTERS = 10  # a gid is 32 bits: at most 4294967295


def _gids(layer: ET.Element, place: str, spaces: int) -> list[int]:
    """A tile layer's tiles, one a space: CSV or base64 (plain, zlib or gzip), decoded
    with the size of the layer as a bound on the work (an inflated layer is at most four
    bytes a space)."""
    data = layer.find("data")
    if data is None:
        raise ContentError(f"{place}: no tile data")
    if data.find("chunk") is not None or data.find("tile") is not None:
        raise ContentError(f"{place}: tile data must be CSV or base64 (save it so in Tiled)")
    encoding, compression = data.get("encoding"), data.get("compression")
    if encoding == "csv" and compression is None:
        cells = [c.strip() for c in (data.text or "").split(",")]
        if len(cells) != spaces:
            raise ContentError(f"{place}: {len(cells)} tiles for {spaces} spaces")
        return [_whole(cell, f"{place}: a tile", 0, MAX_TILES) for cell in cells]
    if encoding != "base64":
        raise ContentError(f"{place}: tile data must be CSV or base64, not {shown(encoding)}")
    try:
        raw = base64.b64decode(data.text or "")
    except (binascii.Error, ValueError):
        raise ContentError(f"{place}: the base64 tile data is broken") from None
    wanted = spaces * 4
    if compression is not None:
        raw = _inflated(raw, compression, wanted, place)
    if len(raw) != wanted:
        raise ContentError(f"{place}: {len(raw) // 4} tiles for {spaces} spaces")
    gids = list(struct.unpack(f"<{spaces}I", raw))
    for gid in gids:
        if gid > MAX_TILES:
            raise ContentError(f"{place}: a tile: {gid} is out of range (0 to {MAX_TILES})")
    return gids


INFLATE_WINDOW = {"zlib": 15, "gzip": 16 + 15}


def _inflated(raw: bytes, compression: str, wanted: int, place: str) -> bytes:
    """``raw`` inflated, never past ``wanted`` bytes and one more (which refuses it)."""
    if compression not in INFLATE_WINDOW:
        raise ContentError(
            f"{place}: tile data compressed with {shown(compression)} (use zlib, gzip or none)"
        )
    inflater = zlib.decompressobj(INFLATE_WINDOW[compression])
    try:
        out = inflater.decompress(raw, wanted + 1)
    except zlib.error:
        raise ContentError(f"{place}: the {compression} tile data is broken") from None
    if len(out) > wanted:
        raise ContentError(
            f"{place}: the tile data inflates past {wanted} bytes (4 a space; at most that)"
        )
    if not inflater.eof or inflater.unused_data:
        raise ContentError(f"{place}: the {compression} tile data is cut short or followed by more")
    return out


def _number(value: str | None, where: str) -> float:
    try:
        number = float(value or "")
    except ValueError:
        raise ContentError(f"{where}: expected a number, got {shown(value)}") from None
    if not -MAX_PIXELS <= number <= MAX_PIXELS:  # NaN fails this too
        raise ContentError(f"{where}: {shown(value)} is out of range")
    return number


def _whole(value: str | None, where: str, low: int, high: int) -> int:
    text = (value or "").strip()
    if len(text) > MAX_GID_CHARACTERS or not (text.isascii() and text.lstrip("-").isdigit()):
        raise ContentError(f"{where}: expected a whole number, got {shown(value)}")
    number = int(text)
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
# The Tiled type each property must have (no type: a string): "false" as a string would
# be read as true.
PROPERTY_TYPES: dict[str, str] = {"start": "bool"}
MAX_IMAGE_SIDE = 8192  # pixels: a tileset image's width or height
MAX_IMAGE_PIXELS = 4096 * 4096  # pixels of one image (64 MB decoded)
MAX_IMAGE_BYTES = 32 * 1024 * 1024
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@cache
def check_tileset(path: Path, used_by: str = "", folder: Path | None = None) -> int:
    """A tileset file's tiles carry only the properties the game knows, with values it
    knows, and its image is small enough to decode; problems are named against the
    tileset file itself. The number of tiles it has. Nothing outside ``folder`` (by
    default the content folder of the tileset) is opened."""
    folder = folder or paths.content_root_of(path)
    where = path.name
    try:
        is_inside = paths.is_inside(path, folder)
        is_file = is_inside and path.is_file()
    except OSError as error:  # a loop of links, a name too long to be a file...
        raise ContentError(f"{used_by}: cannot be read ({error.strerror or error})") from None
    if not is_inside:
        raise ContentError(f"{used_by}: lies outside the content folder")
    if not is_file:
        raise ContentError(f"{used_by}: no such tileset file")
    root = _xml(path, where, folder)
    if root.tag != "tileset":
        raise ContentError(f"{where}: not a Tiled tileset (it holds <{shown(root.tag)}>)")
    return _tileset(root, where, path.parent, folder)


def _tileset(root: ET.Element, where: str, base: Path, folder: Path) -> int:
    """A tileset's sizes, image and tiles checked (``base``: where its paths start); how
    many tiles it has."""
    count = _whole(root.get("tilecount"), f"{where}: tilecount", 1, MAX_TILES)
    width = _whole(root.get("tilewidth"), f"{where}: tilewidth", 1, MAX_TILE_PIXELS)
    height = _whole(root.get("tileheight"), f"{where}: tileheight", 1, MAX_TILE_PIXELS)
    gaps = {
        name: _whole(root.get(name, "0"), f"{where}: {name}", 0, MAX_TILE_PIXELS)
        for name in ("spacing", "margin")
    }
    image = root.find("image")
    if image is not None:
        image_width, image_height = _image(image, f"{where}: <image>", base, folder)
        step = (width + gaps["spacing"], height + gaps["spacing"])
        columns = max(0, (image_width - width) // step[0] + 1)
        rows = max(0, (image_height - height) // step[1] + 1)
        if columns * rows != count:
            raise ContentError(
                f"{where}: its image holds {columns}×{rows} tiles of {width}×{height} "
                f"pixels, but tilecount says {count}"
            )
    for tile in root.iter("tile"):
        tile_id = _whole(tile.get("id"), f"{where}: a tile's id", 0, count - 1)
        for own in tile.findall("image"):
            _image(own, f"{where}: tile {tile_id}: <image>", base, folder)
        for prop in tile.iter("property"):
            name, value = prop.get("name", ""), prop.get("value", "")
            place = f"{where}: tile {tile_id}, property {shown(name)}"
            if name not in TILE_PROPERTIES:
                raise ContentError(f"{place}: unknown property" + hint(name, TILE_PROPERTIES))
            kind = PROPERTY_TYPES.get(name, "string")
            if prop.get("type", "string") != kind:
                raise ContentError(
                    f"{place}: must be of type {kind}, not {shown(prop.get('type', 'string'))}"
                )
            choices = TILE_PROPERTIES[name]
            if value not in choices:
                raise ContentError(
                    f"{place}: expected one of {list(choices)}, got {shown(value)}"
                    + hint(value, choices)
                )
    return count


def _image(image: ET.Element, where: str, base: Path, folder: Path) -> tuple[int, int]:
    """An ``<image>``'s size, within bounds; its file, when there is one, lies in the
    content folder (checked before it is opened), is a PNG, and is the size it is said
    to be (read from its header, before anything decodes it). A missing file is no
    error: the board is then drawn in flat colours."""
    source = image.get("source")
    if not source:
        raise ContentError(f"{where}: no source")
    width = _whole(image.get("width"), f"{where}: width", 1, MAX_IMAGE_SIDE)
    height = _whole(image.get("height"), f"{where}: height", 1, MAX_IMAGE_SIDE)
    if width * height > MAX_IMAGE_PIXELS:
        raise ContentError(
            f"{where}: {width}×{height} pixels is larger than the {MAX_IMAGE_PIXELS} an image "
            "may have"
        )
    path = base / source
    named = f"{where}: {shown(source)}"
    try:
        if not paths.is_inside(path, folder):
            raise ContentError(f"{named}: lies outside the content folder")
        if not path.exists():
            return width, height
        if path.stat().st_size > MAX_IMAGE_BYTES:
            raise ContentError(f"{named}: larger than {MAX_IMAGE_BYTES // (1024 * 1024)} MB")
        header = paths.read_regular(path, 24)
    except OSError as error:
        raise ContentError(f"{named}: cannot be read ({error.strerror or error})") from None
    if len(header) < 24 or not header.startswith(PNG_SIGNATURE) or header[12:16] != b"IHDR":
        raise ContentError(f"{named}: not a PNG image")
    real = struct.unpack(">II", header[16:24])
    if real != (width, height):
        raise ContentError(
            f"{named}: the image is {real[0]}×{real[1]} pixels, the tileset says {width}×{height}"
        )
    return width, height


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
    return Space(terrain, rune, props.get("start", False) is True)


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
