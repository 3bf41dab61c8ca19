"""The mission's zones players care about, drawn once onto the board: a translucent fill,
an outline along the zone's border and a name tag in its top-left corner."""

from __future__ import annotations

import re

import pygame

from game.assets import Assets
from game.palette import INK, RUNE_COLOURS, legible
from game.rules import Board, Cell, Rune

TAG_SIZE = 20  # design pixels

# zone name (or its prefix before "_") -> label, colour
ZONES: dict[str, tuple[str, tuple[int, int, int]]] = {
    "school": ("School", (250, 214, 74)),
    "target": ("Target", (250, 120, 80)),
    "spawn": ("Spawn", (186, 120, 240)),
    "start_line": ("Starting line", (250, 250, 250)),
    "assembly": ("Assembly", (110, 226, 250)),
    "deploy": ("Bomb Deploy", (250, 120, 80)),
    "safety": ("Safety", (120, 230, 140)),
    "entrance": ("Entrance", (120, 230, 140)),
    "pad": ("Pad", (110, 180, 250)),
}


def zone_style(name: str) -> tuple[str, tuple[int, int, int]] | None:
    """How to show a zone, or None for setup marks (where pieces start) and helpers."""
    if name in ZONES:
        return ZONES[name]
    prefix, _, rest = name.partition("_")
    if prefix not in ZONES or not rest:
        return None
    words, colour = ZONES[prefix]
    if rest in {r.value for r in Rune}:
        return f"{words} {rest}", RUNE_COLOURS[Rune(rest)]
    if re.fullmatch(r"\d+", rest):
        return f"{words} {rest}", colour
    return None


def draw_zones(
    surface: pygame.Surface, board: Board, cell: int, assets: Assets, fill_alpha: int = 46
) -> None:
    """Onto the board's static layer (board pixels at ``cell`` per space)."""
    shown = [(name, cells, zone_style(name)) for name, cells in board.zones]
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for _, cells, style in shown:
        if style is not None:
            for c in cells:
                layer.fill((*style[1], fill_alpha), _rect(c, cell))
    surface.blit(layer, (0, 0))
    width = max(3, cell // 14)
    for _, cells, style in shown:
        if style is not None:
            _outline(surface, cells, cell, style[1], width)
    for _, cells, style in shown:
        if style is not None:
            _tag(surface, assets, cells, cell, *style)


def _rect(c: Cell, cell: int) -> pygame.Rect:
    return pygame.Rect(c[0] * cell, c[1] * cell, cell, cell)


def _outline(
    surface: pygame.Surface,
    cells: frozenset[Cell],
    cell: int,
    colour: tuple[int, int, int],
    width: int,
) -> None:
    for c in cells:
        r = _rect(c, cell)
        for (dx, dy), strip in _borders(r, width + 3, 0).items():
            if (c[0] + dx, c[1] + dy) not in cells:
                surface.fill(INK, strip)
    for c in cells:
        r = _rect(c, cell)
        for (dx, dy), strip in _borders(r, width, 1).items():
            if (c[0] + dx, c[1] + dy) not in cells:
                surface.fill(colour, strip)


def _borders(r: pygame.Rect, w: int, gap: int) -> dict[tuple[int, int], pygame.Rect]:
    """Strips ``w`` wide lying ``gap`` pixels inside each side of a cell."""
    return {
        (0, -1): pygame.Rect(r.x, r.y + gap, r.width, w),
        (0, 1): pygame.Rect(r.x, r.bottom - gap - w, r.width, w),
        (-1, 0): pygame.Rect(r.x + gap, r.y, w, r.height),
        (1, 0): pygame.Rect(r.right - gap - w, r.y, w, r.height),
    }


def _tag(
    surface: pygame.Surface,
    assets: Assets,
    cells: frozenset[Cell],
    cell: int,
    text: str,
    colour: tuple[int, int, int],
) -> None:
    corner = min(cells, key=lambda c: (c[1], c[0]))
    words = text.upper()
    width, height = assets.font(TAG_SIZE).size(words)
    r = _rect(corner, cell)
    tag = pygame.Rect(0, 0, width + assets.px(8), height + assets.px(2))
    # Straddle the zone's top edge where there is room above it, else sit just inside.
    tag.bottomleft = (
        (r.x + 2, r.y + tag.height // 2) if corner[1] > 0 else (r.x + 4, r.y + 4 + tag.height)
    )
    tag.clamp_ip(surface.get_rect())
    fill, ink = legible(colour)
    pygame.draw.rect(surface, fill, tag, border_radius=assets.px(4))
    pygame.draw.rect(surface, INK, tag, 1, border_radius=assets.px(4))
    assets.write(surface, words, TAG_SIZE, ink, center=tag.center)
