"""Board pixels (64 per cell, y down) to screen pixels, and back for mouse picking."""

from __future__ import annotations

import pygame

from game.rules import Cell

TILE = 64


class Camera:
    """Fits a ``width`` × ``height`` board into ``area``, centred, with square cells and
    ``margin`` cells of room around it (``frame``) for marks that reach past its edge."""

    def __init__(self, area: pygame.Rect, width: int, height: int, margin: float = 0.0) -> None:
        self.width, self.height, self.margin = width, height, margin
        self.fit(area)

    def fit(self, area: pygame.Rect) -> None:
        """Fit the board into a new area (the window changed size)."""
        across, down = self.width + 2 * self.margin, self.height + 2 * self.margin
        self.cell = max(8, int(min(area.width / across, area.height / down)))
        self.scale = self.cell / TILE
        self.rect = pygame.Rect(0, 0, self.cell * self.width, self.cell * self.height)
        self.rect.center = area.center
        self.frame = area.copy()

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return (self.rect.x + x * self.scale, self.rect.y + y * self.scale)

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        return pygame.Rect(
            self.rect.x + cell[0] * self.cell,
            self.rect.y + cell[1] * self.cell,
            self.cell,
            self.cell,
        )

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        if not self.rect.collidepoint(pos):
            return None
        return ((pos[0] - self.rect.x) // self.cell, (pos[1] - self.rect.y) // self.cell)


def cell_centre(cell: Cell) -> tuple[float, float]:
    """The centre of a cell in board pixels."""
    return (cell[0] * TILE + TILE / 2, cell[1] * TILE + TILE / 2)
