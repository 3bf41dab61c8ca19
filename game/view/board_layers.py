"""The board's static picture, built once: ground (Tiled art, else flat colours), the void
around the tiles, the grid and the labelled zones; starker on the high-contrast board."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.assets import Assets
from game.rules import Board
from game.view.terrain import draw_grid, render_ground, starker
from game.view.tiled_board import Placed, covered_cells, render_board
from game.view.zones import draw_zones


def render_static(
    board: Board, cell: int, assets: Assets, tiles: Sequence[Placed] = ()
) -> pygame.Surface:
    covered = covered_cells(tiles) if tiles else None
    surface = None
    if tiles and assets.image("tiles/terrain") is not None:
        surface = render_board(tiles, board.width, board.height, cell)
        if surface is not None:
            draw_grid(surface, board, cell, covered)
    if surface is None:
        surface = render_ground(board, cell, assets, covered)
    if assets.is_high_contrast:
        starker(surface, board, cell, covered)
    draw_zones(surface, board, cell, assets)
    return surface.convert() if pygame.display.get_surface() is not None else surface
