"""The round summary's card over the board, until a click."""

from __future__ import annotations

import pygame

from game.assets import Assets
from game.ui import theme
from game.ui.layout import round_summary
from game.ui.text import label, wrap
from game.ui.widgets import panel

FOOTER = "Click to continue"


def draw_round_summary(
    surface: pygame.Surface,
    assets: Assets,
    board: pygame.Rect,
    title: str,
    lines: list[str],
) -> pygame.Rect:
    """The card centred on the board; returns where it went."""
    font = assets.font(theme.BODY)
    width = round_summary(board, 0).width - 48
    rows = []
    for line in lines:  # a long line goes on indented, so each line still reads as one
        first, *rest = wrap(font, line, width)
        rows.append(first)
        rows += [f"    {more}" for more in wrap(font, " ".join(rest), width - 40) if rest]
    box = round_summary(board, len(rows))
    shade = pygame.Surface(box.inflate(16, 16).size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 110))
    surface.blit(shade, box.inflate(16, 16))
    panel(surface, box, theme.PANEL, theme.ACCENT, 3, 14)
    label(surface, assets, title, theme.HEADING, theme.ACCENT, midtop=(box.centerx, box.y + 18))
    y = box.y + 84
    for row in rows:
        label(surface, assets, row, theme.BODY, theme.TEXT, topleft=(box.x + 24, y))
        y += 34
    label(
        surface, assets, FOOTER, theme.SMALL, theme.MUTED, midbottom=(box.centerx, box.bottom - 14)
    )
    return box
