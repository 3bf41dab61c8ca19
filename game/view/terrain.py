"""The board's ground: tileset art when assets/tiles/terrain.png exists, flat colours if not.

The high-contrast board (``starker``, the players' option) sets Oil, Boulders and Repair
Pads further from the open ground's brightness (darker on light ground, lighter on dark),
turns Lava bright, leaves the open ground (and its runes) as it is, and rims every border
between two kinds of space with a thick line.

Tile ids are found by their Tiled properties in maps/terrain.tsx, never by position, so
the tileset can be redrawn in any order.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
import zlib
from collections.abc import Iterable
from pathlib import Path

import pygame

from game import paths
from game.assets import Assets, veil
from game.palette import INK, draw_rune, luminance, shade
from game.rules import Board, Cell, Facing, Rune, Terrain

Props = tuple[tuple[str, str], ...]
VOID = (12, 13, 19)

FLAT: dict[Terrain, tuple[int, int, int]] = {
    Terrain.EMPTY: (112, 160, 84),
    Terrain.BOULDER: (120, 112, 104),
    Terrain.OIL: (36, 36, 46),
    Terrain.LAVA: (226, 96, 34),
    Terrain.REPAIR_PAD: (84, 142, 196),
}


def tile_ids(tsx: Path = paths.TILESET_TSX) -> dict[Props, list[int]]:
    """Tile ids of the tileset grouped by their sorted property pairs."""
    if not tsx.exists():
        return {}
    found: dict[Props, list[int]] = {}
    for tile in ET.parse(tsx).getroot().iter("tile"):
        props = tuple(
            sorted((p.get("name", ""), p.get("value", "")) for p in tile.iter("property"))
        )
        found.setdefault(props, []).append(int(tile.get("id", "0")))
    return found


class Tileset:
    """Cuts 64-pixel tiles out of the terrain sheet, scaled to the board's cell size."""

    def __init__(self, sheet: pygame.Surface, ids: dict[Props, list[int]], cell: int) -> None:
        self.sheet, self.ids, self.cell = sheet, ids, cell
        self.columns = max(1, sheet.get_width() // 64)
        self._cut: dict[int, pygame.Surface] = {}

    def tile(self, props: dict[str, str], variant: int = 0) -> pygame.Surface | None:
        ids = self.ids.get(tuple(sorted(props.items())))
        if not ids:
            return None
        tile_id = ids[variant % min(3, len(ids))]
        if tile_id not in self._cut:
            area = pygame.Rect(
                (tile_id % self.columns) * 64, (tile_id // self.columns) * 64, 64, 64
            )
            piece = self.sheet.subsurface(area)
            self._cut[tile_id] = pygame.transform.smoothscale(piece, (self.cell, self.cell))
        return self._cut[tile_id]


def render_ground(
    board: Board, cell: int, assets: Assets, covered: frozenset[Cell] | None = None
) -> pygame.Surface:
    """The whole board's ground, edges and grid at ``cell`` pixels per space, from tileset
    tiles found by property (flat colours without art); spaces outside ``covered`` are void."""
    surface = pygame.Surface((board.width * cell, board.height * cell))
    surface.fill(VOID)
    sheet = assets.image("tiles/terrain")
    ids = tile_ids()
    tileset = Tileset(sheet, ids, cell) if sheet is not None and ids else None
    for c in board.cells():
        if covered is not None and c not in covered:
            continue
        rect = pygame.Rect(c[0] * cell, c[1] * cell, cell, cell)
        tile = tileset.tile(_props(board, c), _variant(c)) if tileset else None
        if tile is not None:
            surface.blit(tile, rect)
        else:
            _flat_space(surface, board, c, rect)
    for edge in sorted(board.spikes):
        _edge(surface, tileset, edge, {"edge": "", "feature": "spike"}, cell, None)
    for edge, rune in board.gates:
        _edge(
            surface, tileset, edge, {"edge": "", "feature": "gate", "rune": rune.value}, cell, rune
        )
    draw_grid(surface, board, cell, covered)
    return surface


def draw_grid(
    surface: pygame.Surface, board: Board, cell: int, covered: frozenset[Cell] | None = None
) -> None:
    for c in board.cells():
        if covered is None or c in covered:
            pygame.draw.rect(surface, shade(FLAT[Terrain.EMPTY], 0.55), _rect(c, cell), 1)


# The high-contrast board: each kind of space is veiled towards a colour (and how strongly,
# 0-255), the dark one on a light ground and the light one on a dark ground, so that it
# stands apart from the open ground whatever the map's art; open ground (and its runes)
# stays as drawn; Lava is always made bright.
STARK: dict[Terrain, tuple[tuple[int, int, int], tuple[int, int, int], int]] = {
    Terrain.BOULDER: ((40, 36, 34), (150, 146, 140), 150),
    Terrain.OIL: ((6, 6, 10), (150, 136, 196), 150),
    Terrain.LAVA: ((255, 214, 70), (255, 226, 90), 180),
    Terrain.REPAIR_PAD: ((20, 50, 140), (120, 200, 255), 170),
}
DARK_GROUND = 0.15  # open ground darker than this (relative luminance) counts as dark
BORDERS = ((8, 8, 12), (236, 236, 236))  # the rim between two kinds: on light, on dark


def ground_light(surface: pygame.Surface, board: Board, cell: int, shown: Iterable[Cell]) -> float:
    """How bright the open ground is, on average (relative luminance, 0 to 1)."""
    open_ = [c for c in shown if board.terrain(c) is Terrain.EMPTY]
    if not open_:
        return 1.0
    total = 0.0
    for c in open_:
        middle = _rect(c, cell).inflate(-cell // 3, -cell // 3)
        r, g, b, *_ = pygame.transform.average_color(surface, middle)
        total += luminance((round(r), round(g), round(b)))
    return total / len(open_)


def starker(
    surface: pygame.Surface, board: Board, cell: int, covered: frozenset[Cell] | None = None
) -> None:
    """The ground drawn for high contrast, over what ``render_ground`` (or the Tiled art)
    drew: each kind of space veiled away from the open ground's brightness, the borders
    between kinds rimmed, the grid drawn plain."""
    shown = [c for c in board.cells() if covered is None or c in covered]
    is_dark = ground_light(surface, board, cell, shown) < DARK_GROUND
    for c in shown:
        terrain = board.terrain(c)
        if terrain in STARK:
            on_light, on_dark, alpha = STARK[terrain]
            veil(surface, _rect(c, cell), on_dark if is_dark else on_light, alpha)
    border = BORDERS[is_dark]
    line = max(3, cell // 14)
    places = set(shown)
    for c in shown:
        rect = _rect(c, cell)
        pygame.draw.rect(surface, shade(border, 0.8) if is_dark else border, rect, 1)
        for dx, dy in ((1, 0), (0, 1)):
            n = (c[0] + dx, c[1] + dy)
            if n not in places or board.terrain(n) is board.terrain(c):
                continue
            if dx:
                edge = pygame.Rect(rect.right - line // 2, rect.y, line, cell)
            else:
                edge = pygame.Rect(rect.x, rect.bottom - line // 2, cell, line)
            surface.fill(border, edge)


def _rect(c: Cell, cell: int) -> pygame.Rect:
    return pygame.Rect(c[0] * cell, c[1] * cell, cell, cell)


def _variant(c: Cell) -> int:
    return zlib.crc32(f"{c[0]},{c[1]}".encode()) % 3


def _props(board: Board, c: Cell) -> dict[str, str]:
    space = board.space(c)
    props = {"terrain": space.terrain.value}
    if space.rune is not None:
        props["rune"] = space.rune.value
    if space.is_start:
        props["start"] = "true"
    return props


def _flat_space(surface: pygame.Surface, board: Board, c: Cell, rect: pygame.Rect) -> None:
    space = board.space(c)
    base = FLAT[space.terrain]
    if space.terrain is Terrain.EMPTY and (c[0] + c[1]) % 2:
        base = shade(base, 0.93)
    surface.fill(base, rect)
    inner = rect.inflate(-rect.width // 3, -rect.height // 3)
    if space.terrain is Terrain.BOULDER:
        pygame.draw.ellipse(
            surface, shade(base, 0.7), rect.inflate(-rect.width // 8, -rect.width // 6)
        )
        pygame.draw.ellipse(surface, INK, rect.inflate(-rect.width // 8, -rect.width // 6), 2)
    elif space.terrain is Terrain.REPAIR_PAD:
        w = max(4, rect.width // 8)
        pygame.draw.rect(
            surface, (240, 240, 240), (inner.centerx - w // 2, inner.y, w, inner.height)
        )
        pygame.draw.rect(
            surface, (240, 240, 240), (inner.x, inner.centery - w // 2, inner.width, w)
        )
    elif space.terrain is Terrain.OIL:
        pygame.draw.ellipse(surface, (70, 70, 96), inner, 2)
    if space.rune is not None:
        draw_rune(surface, space.rune, rect.center, rect.width * 0.55)
    if space.is_start:
        inset = rect.inflate(-rect.width // 6, -rect.height // 6)
        pygame.draw.rect(surface, (250, 244, 222), inset, max(2, rect.width // 24), border_radius=6)


def _edge(
    surface: pygame.Surface,
    tileset: Tileset | None,
    edge: tuple[Cell, Cell],
    props: dict[str, str],
    cell: int,
    rune: Rune | None,
) -> None:
    a, b = edge
    side = {(0, -1): Facing.N, (1, 0): Facing.E, (0, 1): Facing.S, (-1, 0): Facing.W}[
        (b[0] - a[0], b[1] - a[1])
    ]
    props = {**props, "edge": side.value}
    tile = tileset.tile(props) if tileset else None
    rect = _rect(a, cell)
    if tile is not None:
        surface.blit(tile, rect)
        return
    thick = max(4, cell // 10)
    strip = {
        Facing.N: pygame.Rect(rect.x, rect.y, cell, thick),
        Facing.S: pygame.Rect(rect.x, rect.bottom - thick, cell, thick),
        Facing.W: pygame.Rect(rect.x, rect.y, thick, cell),
        Facing.E: pygame.Rect(rect.right - thick, rect.y, thick, cell),
    }[side]
    colour = (60, 56, 60) if rune is None else shade(FLAT[Terrain.EMPTY], 0.4)
    surface.fill(colour, strip)
    if rune is not None:
        draw_rune(surface, rune, strip.center, cell * 0.3)
