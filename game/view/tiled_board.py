"""The board's art from the mission's Tiled maps: each placed face drawn layer by layer
(ground, features, edges) with ``pytmx.util_pygame``, turned clockwise, laid at its spaces.

Rendered once at Tiled's own 64 pixels a space, then scaled once to the camera's cell.
Returns None when the art cannot be read, so the caller falls back to flat colours.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol

import pygame

from game import paths
from game.rules import Cell
from game.view.camera import TILE

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

log = logging.getLogger(__name__)

FACE = 6  # a Map Tile face is 6×6 spaces
LAYERS = ("ground", "features", "edges")
VOID = (12, 13, 19)


class Placed(Protocol):
    """A Map Tile face placed on the board (content's ``Placement``)."""

    @property
    def face(self) -> str: ...

    @property
    def at(self) -> Cell: ...

    @property
    def turn(self) -> int: ...

    @property
    def plain(self) -> frozenset[str]:
        """Features the mission reads as plain ground: not drawn."""


def covered_cells(tiles: Iterable[Placed]) -> frozenset[Cell]:
    """Every space some Map Tile lies on; the rest of the board's rectangle is void."""
    return frozenset(
        (t.at[0] + x, t.at[1] + y) for t in tiles for x in range(FACE) for y in range(FACE)
    )


def render_face(path: Path, plain: frozenset[str] = frozenset()) -> pygame.Surface:
    """One face at 64 px a space, its tile layers in file order (the names we know first),
    leaving out the feature tiles of what the mission reads as plain ground."""
    from pytmx.util_pygame import load_pygame

    tmx: Any = load_pygame(str(path))
    surface = pygame.Surface((tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight))
    surface.fill(VOID)
    names = [layer.name for layer in tmx.visible_layers if hasattr(layer, "tiles")]
    order = [n for n in LAYERS if n in names] + [n for n in names if n not in LAYERS]
    for name in order:
        layer = tmx.get_layer_by_name(name)
        for x, y, gid in layer.iter_data():
            image = tmx.get_tile_image_by_gid(gid) if gid else None
            if image is None or (name == "features" and _is_plain(tmx, gid, plain)):
                continue
            surface.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
    return surface


def _is_plain(tmx: Any, gid: int, plain: frozenset[str]) -> bool:
    props = tmx.get_tile_properties_by_gid(gid) or {}
    return props.get("terrain") in plain or ("rune" in props and "rune" in plain)


def render_board(
    tiles: Iterable[Placed], width: int, height: int, cell: int, maps: Path | None = None
) -> pygame.Surface | None:
    """The whole board at ``cell`` pixels a space, void where no tile lies; None if the
    maps or their images cannot be loaded (no display, missing or broken files). The maps
    are the content folder's being played, unless ``maps`` says otherwise."""
    maps = maps or paths.content().maps
    native = pygame.Surface((width * TILE, height * TILE))
    native.fill(VOID)
    faces: dict[tuple[str, frozenset[str]], pygame.Surface] = {}
    try:
        for tile in tiles:
            key = (tile.face, tile.plain)
            if key not in faces:
                faces[key] = render_face(maps / "tiles" / f"{tile.face}.tmx", tile.plain)
            image = faces[key]
            if tile.turn % 360:
                image = pygame.transform.rotate(image, -tile.turn)
            native.blit(image, (tile.at[0] * TILE, tile.at[1] * TILE))
    except (pygame.error, OSError, ValueError, KeyError) as error:
        log.warning("board art unavailable, drawing flat colours: %s", error)
        return None
    if cell == TILE:
        return native
    return pygame.transform.smoothscale(native, (width * cell, height * cell))
