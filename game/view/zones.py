"""The mission's zones players care about, drawn once onto the board: a translucent fill,
an outline along the zone's border and a name tag in its top-left corner."""

from __future__ import annotations

import re

import pygame

from game import names as said
from game.assets import Assets
from game.i18n import N_, tr
from game.palette import INK, RUNE_COLOURS, legible
from game.rules import Board, Cell, Rune

TAG_SIZE = 20  # design pixels

# zone name (or its prefix before "_") -> label, colour
ZONES: dict[str, tuple[str, tuple[int, int, int]]] = {
    "school": (N_("School"), (250, 214, 74)),
    "target": (N_("Target"), (250, 120, 80)),
    "spawn": (N_("Spawn"), (186, 120, 240)),
    "start_line": (N_("Starting line"), (250, 250, 250)),
    "assembly": (N_("Assembly"), (110, 226, 250)),
    "deploy": (N_("Bomb Deploy"), (250, 120, 80)),
    "safety": (N_("Safety"), (120, 230, 140)),
    "entrance": (N_("Entrance"), (120, 230, 140)),
    "pad": (N_("Pad"), (110, 180, 250)),
}


def zone_style(name: str) -> tuple[str, tuple[int, int, int]] | None:
    """How to show a zone (its label in the current language, its colour), or None for
    setup marks (where pieces start) and helpers."""
    if name in ZONES:
        words, colour = ZONES[name]
        return tr(words), colour
    prefix, _, rest = name.partition("_")
    if prefix not in ZONES or not rest:
        return None
    words, colour = ZONES[prefix]
    if rest in {r.value for r in Rune}:
        return f"{tr(words)} {said.rune(rest)}", RUNE_COLOURS[Rune(rest)]
    if re.fullmatch(r"\d+", rest):
        return f"{tr(words)} {rest}", colour
    return None


def zone_label(name: str) -> str:
    """A zone's name as the board labels it (any zone: else its name from the map)."""
    style = zone_style(name)
    return style[0] if style is not None else name.replace("_", " ").title()


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
