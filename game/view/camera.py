"""Board pixels (64 per cell, y down) to screen pixels, and back for mouse picking."""

from __future__ import annotations

import pygame

from game.rules import Cell

TILE = 64


class Camera:
    """Fits a ``width`` × ``height`` board into ``area``, centred, with square cells."""

    def __init__(self, area: pygame.Rect, width: int, height: int) -> None:
        self.cell = max(8, min(area.width // width, area.height // height))
        self.scale = self.cell / TILE
        self.width, self.height = width, height
        self.rect = pygame.Rect(0, 0, self.cell * width, self.cell * height)
        self.rect.center = area.center

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
