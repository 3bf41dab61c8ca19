"""The round summary's card over the board, until a click."""

from __future__ import annotations

import pygame

from game.assets import Assets, veil
from game.i18n import N_, tr
from game.ui import theme
from game.ui.layout.overlays import round_summary
from game.ui.text import label
from game.ui.widgets import panel
from game.wording import wrap

FOOTER = N_("Click to continue")


def draw_round_summary(
    surface: pygame.Surface,
    assets: Assets,
    board: pygame.Rect,
    bounds: pygame.Rect,
    title: str,
    lines: list[str],
) -> pygame.Rect:
    """The card centred on the board (inside ``bounds``); returns where it drew (the card
    and the shade around it)."""
    font, px = assets.font(theme.BODY), assets.px
    width = round_summary(board, 0, assets.screen, bounds).width - px(48)
    rows = []
    for line in lines:  # a long line goes on indented, so each line still reads as one
        first, *rest = wrap(font, line, width)
        rows.append(first)
        rows += [f"    {more}" for more in wrap(font, " ".join(rest), width - px(40)) if rest]
    box = round_summary(board, len(rows), assets.screen, bounds)
    margin = box.inflate(px(16), px(16))
    veil(surface, margin, (0, 0, 0), 110)
    panel(surface, box, theme.PANEL, theme.ACCENT, 3, 14, scale=assets.scale)
    label(surface, assets, title, theme.HEADING, theme.ACCENT, midtop=(box.centerx, box.y + px(18)))
    y, step = box.y + px(90), font.get_linesize() + px(4)
    for row in rows:
        label(surface, assets, row, theme.BODY, theme.TEXT, topleft=(box.x + px(24), y))
        y += step
    where = (box.centerx, box.bottom - px(14))
    label(surface, assets, tr(FOOTER), theme.SMALL, theme.MUTED, midbottom=where)
    return margin
