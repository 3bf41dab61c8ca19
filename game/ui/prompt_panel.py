"""A panel of choices on the table: a question, then one button per answer.

However many answers there are, they stay on the table: the buttons shrink into more columns
and rows, and past what fits they go on pages turned with Previous and Next buttons.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.assets import Assets
from game.i18n import ntr, tr
from game.ui import theme
from game.ui.layout.table import ChoiceGrid, choice_grid
from game.ui.text import cut, fit_room, fitted, least_size, paragraph
from game.ui.widgets import Button, panel
from game.wording import wrap


@dataclass
class ChoicePanel:
    title: str
    colour: tuple[int, int, int]
    table: pygame.Rect  # where the panel is drawn
    scale: float  # the screen's scale (``game.screen``)
    options: list[tuple[str, Any]] = field(default_factory=list)
    hint: str = ""
    notes: dict[Any, str] = field(default_factory=dict)  # shown while an option is hovered
    page: int = 0
    lit: Any = None  # the answer hovered elsewhere (on the board), lit here too

    @property
    def grid(self) -> ChoiceGrid:
        return choice_grid(self.table, len(self.options), self.page, self.scale)

    def shown(self) -> list[tuple[tuple[str, Any], pygame.Rect]]:
        """The options on the page shown, each with its button."""
        grid = self.grid
        page = self.options[grid.first : grid.first + len(grid.rects)]
        return list(zip(page, grid.rects, strict=True))

    def rects(self) -> tuple[pygame.Rect, ...]:
        return self.grid.rects

    def option_at(self, pos: tuple[int, int]) -> Any | None:
        for (_, value), rect in self.shown():
            if rect.collidepoint(pos):
                return value
        return None

    def turn_at(self, pos: tuple[int, int]) -> int:
        """-1 or +1 over a page button that can turn, else 0."""
        grid = self.grid
        if grid.back is not None and grid.back.collidepoint(pos) and grid.page > 0:
            return -1
        if grid.forward is not None and grid.forward.collidepoint(pos):
            return 1 if grid.page < grid.pages - 1 else 0
        return 0

    def page_of(self, value: Any) -> int:
        """The page an option is on."""
        index = [option for _, option in self.options].index(value)
        first_page = choice_grid(self.table, len(self.options), 0, self.scale)
        return index // len(first_page.rects)

    def rect_of(self, value: Any) -> pygame.Rect:
        """The button of an option on the page shown (KeyError when it is on another)."""
        for (_, option), rect in self.shown():
            if option == value:
                return rect
        raise KeyError(value)

    def look(self, mouse: tuple[int, int]) -> tuple[object, ...]:
        """What the panel shows with the pointer at ``mouse``: equal looks, equal pixels."""
        hovered, grid = self.option_at(mouse), self.grid
        on_pages = tuple(r is not None and r.collidepoint(mouse) for r in (grid.back, grid.forward))
        shown = tuple(text for text, _ in self.options)
        return (
            ("choices", self.title, self.colour, tuple(self.table), shown, grid.page, self.hint),
            (repr(hovered), repr(self.lit), self.notes.get(hovered), on_pages),
        )

    def draw(self, surface: pygame.Surface, assets: Assets, mouse: tuple[int, int]) -> None:
        """The panel, its words as large as the text size asks while they all fit."""
        room = fit_room(assets, self.look(mouse), lambda layer: self._draw(layer, assets, mouse))
        with assets.text_room(room):
            self._draw(surface, assets, mouse)

    def _draw(self, surface: pygame.Surface, assets: Assets, mouse: tuple[int, int]) -> None:
        table, px = self.table, assets.px
        panel(surface, table, theme.PANEL, self.colour, 3, scale=assets.scale)
        fitted(
            surface,
            assets,
            self.title,
            theme.HEADING - 4,
            theme.TEXT,
            table.width - px(24),
            "body",
            midtop=(table.centerx, table.y + px(10)),
        )
        shown = self.shown()
        hovered = self.option_at(mouse)
        if hovered is None:
            hovered = self.lit
        is_cut = False
        for (text, value), rect in shown:
            is_whole = _button(surface, assets, rect, text, mouse, value == self.lit)
            is_cut = is_cut or (value == hovered and not is_whole)
        self._pages(surface, assets, mouse)
        note = self.notes.get(hovered, "") if hovered is not None else ""
        if is_cut and not note:
            note = next(text for text, value in self.options if value == hovered)
        last = max((r.bottom for _, r in shown), default=table.y + px(92))
        if self.grid.back is not None:
            last = self.grid.back.bottom
        room = pygame.Rect(table.x + px(24), last + px(10), table.width - px(48), 0)
        room.height = table.bottom - px(8) - room.y
        if note and room.height >= assets.font(theme.BODY).get_height():
            paragraph(surface, assets, note, theme.BODY, theme.TEXT, room, centred=True)
            note = ""
        line = note or self.hint
        if line:
            colour = theme.TEXT if note else theme.MUTED
            where = (table.centerx, table.y + px(52))
            width = table.width - px(24)
            size, role = theme.BODY, "body"
            if not note and assets.font(least_size(assets, theme.BODY)).size(line)[0] > width:
                size, role = theme.SMALL, "label"  # a long hint: a label's size, but whole
            fitted(surface, assets, line, size, colour, width, role, midtop=where)

    def _pages(self, surface: pygame.Surface, assets: Assets, mouse: tuple[int, int]) -> None:
        grid = self.grid
        if grid.back is None or grid.forward is None:
            return
        Button(grid.back, tr("Previous"), grid.page > 0, size=theme.SMALL).draw(
            surface, assets, mouse
        )
        is_more = grid.page < grid.pages - 1
        Button(grid.forward, tr("Next"), is_more, size=theme.SMALL).draw(surface, assets, mouse)
        choices = ntr("{n} choice", "{n} choices", len(self.options))
        words = tr(
            "page {page} of {pages} · {choices}",
            page=grid.page + 1,
            pages=grid.pages,
            choices=choices,
        )
        room = grid.forward.x - grid.back.right - assets.px(16)
        centre = ((grid.back.right + grid.forward.x) // 2, grid.back.centery)
        fitted(surface, assets, words, theme.SMALL, theme.MUTED, room, center=centre)


def _button(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    text: str,
    mouse: tuple[int, int],
    is_lit: bool,
) -> bool:
    """An answer's button; a long answer takes two lines, then ends in "…". True when the
    whole text shows."""
    size = theme.BODY if rect.height > assets.px(50) else theme.SMALL
    Button(rect, "", size=size, is_selected=is_lit).draw(surface, assets, mouse)
    width = rect.width - assets.px(12)
    font = assets.font(size)
    if font.size(text)[0] <= width:
        assets.write(surface, text, size, theme.TEXT, center=rect.center)
        return True
    small = theme.SMALL
    font = assets.font(small)
    lines = wrap(font, text, width)
    room = max(1, rect.height // font.get_linesize())
    is_whole = len(lines) <= room and all(font.size(x)[0] <= width for x in lines)
    lines = lines[:room]
    if not is_whole:
        lines[-1] = cut(assets, lines[-1] + "…", small, width)
    step = font.get_linesize()
    top = rect.centery - step * len(lines) // 2
    for i, line in enumerate(lines):  # cut short: the note shows it whole on hover
        where = (rect.centerx, top + i * step)
        cut_here = not is_whole and i == len(lines) - 1
        assets.write(surface, line, small, theme.TEXT, is_cut=cut_here, may_cut=True, midtop=where)
    return is_whole
