"""The round summary's card over the board, until a click."""

from __future__ import annotations

from collections.abc import Callable, Iterator

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
    place: Callable[[pygame.Rect], pygame.Rect] | None = None,
) -> list[pygame.Rect]:
    """The card centred on the board (inside ``bounds``), or where ``place`` moves it from
    there; returns where it drew (the card and the shade around it; nowhere while a new
    card is still being painted)."""
    font, px = assets.font(theme.BODY), assets.px
    width = round_summary(board, 0, assets.screen, bounds).width - px(48)
    rows = []
    for line in lines:  # a long line goes on indented, so each line still reads as one
        first, *rest = wrap(font, line, width)
        rows.append(first)
        rows += [f"    {more}" for more in wrap(font, " ".join(rest), width - px(40)) if rest]
    box = round_summary(board, len(rows), assets.screen, bounds)
    box = place(box) if place is not None else box
    margin = box.inflate(px(16), px(16))
    footer = tr(FOOTER)

    def steps(layer: pygame.Surface, at: pygame.Rect) -> Iterator[None]:
        card = box.move(at.x - margin.x, at.y - margin.y)
        if layer.get_flags() & pygame.SRCALPHA:  # the kept picture: its shade see-through
            layer.fill((0, 0, 0, SHADE), at)
        else:
            veil(layer, at, (0, 0, 0), SHADE)
        panel(layer, card, theme.PANEL, theme.ACCENT, 3, 14, scale=assets.scale)
        yield
        top = (card.centerx, card.y + px(18))
        label(layer, assets, title, theme.HEADING, theme.ACCENT, midtop=top)
        y, step = card.y + px(90), font.get_linesize() + px(4)
        for row in rows:
            yield
            label(layer, assets, row, theme.BODY, theme.TEXT, topleft=(card.x + px(24), y))
            y += step
        where = (card.centerx, card.bottom - px(14))
        label(layer, assets, footer, theme.SMALL, theme.MUTED, midbottom=where)

    def draw(layer: pygame.Surface, at: pygame.Rect) -> None:
        for _ in steps(layer, at):
            pass

    # Drawn once and kept: at 4K a shade, a panel and a dozen lines cost milliseconds a
    # frame, for as long as the card is up. A new card is painted a part a frame (its new
    # memory and a dozen lines took 10 ms of one frame at 4K) and shown once whole.
    key = ("round summary", title, tuple(rows), footer)
    if not assets.paint_stamp(margin.size, key, steps, BUDGET):
        return []
    assets.stamp(surface, margin, key, draw)
    return [margin]


BUDGET = 0.004  # seconds of a frame: a new card is painted further while it spent less
SHADE = 110  # the shade's alpha around the card
