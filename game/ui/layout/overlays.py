"""Panels laid over the board while the rules resolve: the beat caption and the round
summary. Sizes are design pixels, scaled by the screen."""

from __future__ import annotations

import pygame

from game.screen import Screen


def beat_bar(board: pygame.Rect, rows: int, screen: Screen) -> pygame.Rect:
    """The caption of the Minion or Danger Phase beat under way, ``rows`` lines tall, along
    the board's foot."""
    px = screen.px
    height = px(16 + rows * 34)
    return pygame.Rect(board.x + px(6), board.bottom - px(6) - height, board.width - px(12), height)


def round_summary(
    board: pygame.Rect, rows: int, screen: Screen, bounds: pygame.Rect
) -> pygame.Rect:
    """The round summary's card over the middle of the board, ``rows`` lines tall, kept
    inside ``bounds``."""
    px = screen.px
    box = pygame.Rect(0, 0, min(px(760), bounds.width), px(96 + rows * 38 + 52))
    box.center = board.center
    return box.clamp(bounds)
