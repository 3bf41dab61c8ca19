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


@dataclass(frozen=True)
class Light:
    """What the pointer lights on a panel of choices: the button under it, those lit (the
    answer hovered on the board), the option the note speaks of and its note, and whether
    it is over Previous and Next."""

    on: int | None
    lit: tuple[int, ...]
    spoken: int | None
    note: str | None
    on_pages: tuple[bool, bool]

    def of(self, button: int) -> tuple[bool, bool]:
        """How a button of the page is lit: under the pointer, and lit."""
        return button == self.on, button in self.lit


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
        """What the panel shows with the pointer at ``mouse``: equal looks, equal pixels.
        Two parts: what stays while the pointer moves, and what it lights (``Light``)."""
        grid, values = self.grid, [value for (_, value), _ in self.shown()]
        spoken = self._spoken(mouse)
        back, forward = (r is not None and r.collidepoint(mouse) for r in (grid.back, grid.forward))
        light = Light(
            next((i for i, rect in enumerate(grid.rects) if rect.collidepoint(mouse)), None),
            tuple(i for i, value in enumerate(values) if value == self.lit),
            spoken,
            None if spoken is None else self.notes.get(self.options[spoken][1]),
            (back, forward),
        )
        shown = tuple(text for text, _ in self.options)
        return (
            ("choices", self.title, self.colour, tuple(self.table), shown, grid.page, self.hint),
            light,
        )

    def room(self, assets: Assets, mouse: tuple[int, int]) -> float:
        """The text room its words are drawn at (``fit_room``)."""
        return fit_room(assets, self.look(mouse), lambda layer: self._draw(layer, assets, mouse))

    def draw(self, surface: pygame.Surface, assets: Assets, mouse: tuple[int, int]) -> None:
        """The panel, its words as large as the text size asks while they all fit."""
        with assets.text_room(self.room(assets, mouse)):
            self._draw(surface, assets, mouse)

    def changed(
        self, old: tuple[object, ...], new: tuple[object, ...], assets: Assets, room: float
    ) -> list[pygame.Rect] | None:
        """Where this panel drawn for the look ``old`` differs from it drawn for ``new``, both
        at the text room ``room``: the buttons whose light changed, and the note's place when
        what it says changed (None: anywhere, more than the light changed)."""
        was, now = old[1], new[1]
        if old[0] != new[0] or not isinstance(was, Light) or not isinstance(now, Light):
            return None
        grid = self.grid
        places = [rect for i, rect in enumerate(grid.rects) if was.of(i) != now.of(i)]
        turns = zip(was.on_pages, now.on_pages, (grid.back, grid.forward), strict=True)
        places += [rect for a, b, rect in turns if a != b and rect is not None]
        with assets.text_room(room):
            if self._note(assets, was.spoken) != self._note(assets, now.spoken):
                places.append(self._note_place(assets))
        return places

    def _spoken(self, mouse: tuple[int, int]) -> int | None:
        """The option the note speaks of: the one under the pointer, else the one lit."""
        chosen = self.option_at(mouse)
        if chosen is None:
            chosen = self.lit
        values = [value for _, value in self.options]
        return values.index(chosen) if chosen is not None and chosen in values else None

    def _note(self, assets: Assets, spoken: int | None) -> str:
        """What the note says of an option: its note, or its words when its button cuts them."""
        if spoken is None:
            return ""
        text, value = self.options[spoken]
        if value in self.notes:
            return self.notes[value]
        rect = next((r for (_, v), r in self.shown() if v == value), None)
        return text if rect is not None and not _lines(assets, rect, text)[2] else ""

    def _below(self, assets: Assets) -> pygame.Rect:
        """The room under the buttons, where a note goes when a line of it fits."""
        table, px = self.table, assets.px
        last = max((r.bottom for r in self.grid.rects), default=table.y + px(92))
        if self.grid.back is not None:
            last = self.grid.back.bottom
        room = pygame.Rect(table.x + px(24), last + px(10), table.width - px(48), 0)
        room.height = table.bottom - px(8) - room.y
        return room

    def _note_place(self, assets: Assets) -> pygame.Rect:
        """Where a note is drawn: the room under the buttons, else the hint's line."""
        table, px = self.table, assets.px
        below, line = self._below(assets), assets.font(theme.BODY).get_height()
        if below.height >= line:  # the whole width and depth: its words may spill a little
            top = below.y - px(4)
            return pygame.Rect(table.x, top, table.width, table.bottom - top)
        return pygame.Rect(table.x, table.y + px(48), table.width, line + px(8))

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
        for (text, value), rect in self.shown():
            _button(surface, assets, rect, text, mouse, value == self.lit)
        self._pages(surface, assets, mouse)
        note, room = self._note(assets, self._spoken(mouse)), self._below(assets)
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


def _lines(assets: Assets, rect: pygame.Rect, text: str) -> tuple[int, list[str] | None, bool]:
    """How an answer's words go on its button: the text size, the lines at the small size
    (None: one line at the size), and whether the whole text shows."""
    size = theme.BODY if rect.height > assets.px(50) else theme.SMALL
    width = rect.width - assets.px(12)
    if assets.font(size).size(text)[0] <= width:
        return size, None, True
    font = assets.font(theme.SMALL)
    lines = wrap(font, text, width)
    room = max(1, rect.height // font.get_linesize())
    is_whole = len(lines) <= room and all(font.size(x)[0] <= width for x in lines)
    lines = lines[:room]
    if not is_whole:
        lines[-1] = cut(assets, lines[-1] + "…", theme.SMALL, width)
    return size, lines, is_whole


def _button(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    text: str,
    mouse: tuple[int, int],
    is_lit: bool,
) -> None:
    """An answer's button; a long answer takes two lines, then ends in "…" (the note then
    shows it whole)."""
    size, lines, is_whole = _lines(assets, rect, text)
    Button(rect, "", size=size, is_selected=is_lit).draw(surface, assets, mouse)
    if lines is None:
        assets.write(surface, text, size, theme.TEXT, center=rect.center)
        return
    small = theme.SMALL
    step = assets.font(small).get_linesize()
    top = rect.centery - step * len(lines) // 2
    for i, line in enumerate(lines):
        where = (rect.centerx, top + i * step)
        cut_here = not is_whole and i == len(lines) - 1
        assets.write(surface, line, small, theme.TEXT, is_cut=cut_here, may_cut=True, midtop=where)
