"""The caption bar of the Minion and Danger Phases: the beat under way in words and, in
step mode, the keys that step on. Compact and see-through: it lies over the board's foot
(or where the scene finds it hides fewer pieces)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.assets import Assets, veil
from game.ui import theme
from game.ui.layout.overlays import beat_bar
from game.ui.text import label
from game.wording import wrap

MAX_ROWS = 2


@dataclass(frozen=True)
class BeatBarView:
    caption: str  # what this beat shows, in words
    hint: str = ""  # the keys, in step mode
    is_waiting: bool = False  # step mode: the players' turn to step on


def draw_beat_bar(
    surface: pygame.Surface,
    assets: Assets,
    board: pygame.Rect,
    view: BeatBarView,
    place: Callable[[pygame.Rect], pygame.Rect] | None = None,
) -> pygame.Rect:
    """The beat's caption in its bar, along the board's foot or where ``place`` moves it
    from there; where the bar is."""
    px = assets.px
    width = beat_bar(board, 1, assets.screen).width - px(24)
    hint = assets.text(view.hint, theme.SMALL, theme.MUTED) if view.hint else None
    room = width - (hint.get_width() + px(16) if hint is not None else 0)
    for size in (theme.BODY, theme.SMALL):
        rows = wrap(assets.font(size), view.caption, room)
        if len(rows) <= MAX_ROWS:
            break
    rows = rows[:MAX_ROWS]
    rect = beat_bar(board, len(rows), assets.screen)
    rect = place(rect) if place is not None else rect
    veil(surface, rect, theme.PANEL_DARK, 215)
    edge = theme.ACCENT if view.is_waiting else theme.EDGE
    thickness = px(3) if view.is_waiting else px(2)
    pygame.draw.rect(surface, edge, rect, thickness, border_radius=px(8))
    line = assets.font(size).get_linesize()
    top = rect.centery - line * len(rows) // 2
    for i, row in enumerate(rows):
        label(surface, assets, row, size, theme.TEXT, topleft=(rect.x + px(12), top + i * line))
    if hint is not None:
        surface.blit(hint, hint.get_rect(midright=(rect.right - px(12), rect.centery)))
    return rect
