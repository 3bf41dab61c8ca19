"""The field guide on screen: the list of pages down the left (sections and names, filtered
by the search), and the page itself: a title, its paragraphs and lists, and room for the
small boards the scene animates in it (one per Power for a Command Card).

Pages are plain words here; the scene builds them from the content and plays the boards.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.ui import theme
from game.ui.text import ELLIPSIS, fit_room, fitted, paragraph, paragraph_height
from game.ui.widgets import panel

ROW_H = 44  # design pixels per line of the list
GAP = 24
BOARD_H = 440  # the most a Command Card's board may take of a page's height
BOARD_LEAST = 200  # and the least, when its words need the rest (a longer language)


@dataclass(frozen=True)
class Block:
    """A heading and its words: one paragraph, or a bulleted list."""

    heading: str
    lines: tuple[str, ...]
    is_list: bool = False


@dataclass(frozen=True)
class Page:
    section: str
    name: str
    lead: str = ""  # under the title: "Fire · Move card", "Slot Damage"...
    blocks: tuple[Block, ...] = ()
    columns: tuple[Block, ...] = ()  # side by side, each over a board (a card's Powers)
    boards: int = 0  # small boards the page shows: one per column, or one beside the words
    colour: tuple[int, int, int] = theme.ACCENT  # the title's

    def matches(self, query: str) -> bool:
        """Whether a search finds this page: every word of it in the name or section."""
        words = _plain(f"{self.name} {self.section}")
        return all(word in words for word in _plain(query).split())


def _plain(words: str) -> str:
    """Small letters without accents: "runa" finds "Puertas rúnicas"."""
    apart = unicodedata.normalize("NFD", words.lower())
    return "".join(c for c in apart if not unicodedata.combining(c))


@dataclass(frozen=True)
class Row:
    rect: pygame.Rect
    text: str
    page: int | None  # the page it opens; None for a section's heading


def list_lines(pages: list[tuple[int, Page]]) -> list[tuple[str, int | None]]:
    """The list's lines: each section's heading (no page), then its pages."""
    lines: list[tuple[str, int | None]] = []
    section = None
    for index, page in pages:
        if page.section != section:
            section = page.section
            lines.append((section, None))
        lines.append((page.name, index))
    return lines


def visible_lines(assets: Assets, area: pygame.Rect) -> int:
    return area.height // assets.px(ROW_H)


def list_rows(
    assets: Assets, area: pygame.Rect, pages: list[tuple[int, Page]], scroll: int
) -> list[Row]:
    """The list's lines inside ``area``, ``scroll`` lines hidden above."""
    lines = list_lines(pages)
    height = assets.px(ROW_H)
    rows = []
    for i, (text, page_index) in enumerate(lines[scroll:]):
        rect = pygame.Rect(area.x, area.y + i * height, area.width, height)
        if rect.bottom > area.bottom:
            break
        rows.append(Row(rect, text, page_index))
    return rows


SCROLL_MARK = (150, 160, 190)  # the thumb showing where in a longer list the rows are


def scroll_mark(
    assets: Assets, area: pygame.Rect, scroll: int, lines: int, shown: int
) -> tuple[pygame.Rect, pygame.Rect] | None:
    """The track and the thumb along the list's right edge (in the panel's margin) when the
    list has more ``lines`` than the ``shown`` ones, ``scroll`` hidden above; else None."""
    if lines <= shown or shown <= 0:
        return None
    px = assets.px
    track = pygame.Rect(area.right + px(1), area.y, px(6), area.height)
    height = max(px(24), track.height * shown // lines)
    top = track.y + (track.height - height) * scroll // max(1, lines - shown)
    return track, pygame.Rect(track.x, top, track.width, height)


def draw_list(
    surface: pygame.Surface,
    assets: Assets,
    area: pygame.Rect,
    rows: list[Row],
    selected: int | None,
    mouse: tuple[int, int],
    mark: tuple[pygame.Rect, pygame.Rect] | None = None,
) -> None:
    px = assets.px
    panel(surface, area.inflate(px(16), px(16)), theme.PANEL_DARK, scale=assets.scale)
    if mark is not None:
        track, thumb = mark
        pygame.draw.rect(surface, theme.PANEL, track, border_radius=px(3))
        pygame.draw.rect(surface, SCROLL_MARK, thumb, border_radius=px(3))
    for row in rows:
        if row.page is None:
            where = (row.rect.x + px(8), row.rect.bottom - px(6))
            fitted(
                surface,
                assets,
                row.text,
                theme.SMALL,
                theme.MUTED,
                row.rect.width,
                bottomleft=where,
            )
            continue
        if row.page == selected or row.rect.collidepoint(mouse):
            fill = theme.BUTTON_HOVER if row.page == selected else theme.BUTTON
            pygame.draw.rect(surface, fill, row.rect.inflate(0, -px(4)), border_radius=px(8))
        at = (row.rect.x + px(20), row.rect.centery)
        fitted(
            surface, assets, row.text, theme.BODY, theme.TEXT, row.rect.width - px(28), midleft=at
        )


def _top(assets: Assets, area: pygame.Rect) -> int:
    """Where the page's body starts, below its kicker, title and lead."""
    return area.y + assets.px(140)


def board_areas(assets: Assets, area: pygame.Rect, page: Page) -> list[pygame.Rect]:
    """Where the page's small boards go."""
    px = assets.px
    top = _top(assets, area)
    if page.columns:  # a board over each Power's words, as tall as the page allows
        width = (area.width - 2 * px(GAP)) // 3
        height = min(
            px(BOARD_H), area.height // 2, area.bottom - top - _words_under(assets, area, page)
        )
        height = max(height, px(BOARD_LEAST))
        return [
            pygame.Rect(area.x + i * (width + px(GAP)), top + px(44), width, height)
            for i in range(page.boards)
        ]
    if page.boards:
        side = min(area.width * 2 // 5, area.height - px(180), px(520))
        return [pygame.Rect(area.right - side, top, side, side)]
    return []


def _words_under(assets: Assets, area: pygame.Rect, page: Page) -> int:
    """How tall the words under a card page's boards are at 100 % (window pixels): the
    Powers' columns, then the blocks in one column or two. The boards give them room."""
    px = assets.px
    width = (area.width - 2 * px(GAP)) // 3
    with assets.text_room(1.0):
        columns = max(
            paragraph_height(assets, " ".join(c.lines), theme.BODY, width) for c in page.columns
        )
        items = _items(page.blocks)
        one = sum(i.height(assets, area.width) for i in items)
        half = (area.width - px(GAP)) // 2
        two = next((h for h in range(0, one + 1, px(8)) if _flows(assets, items, half, h, 2)), one)
    return px(44) + px(16) + columns + px(20) + min(one, two)


def _flows(assets: Assets, items: list[_Item], width: int, height: int, columns: int) -> bool:
    """Whether ``items`` flow into ``columns`` columns of ``height`` as ``_blocks`` lays them."""
    column, y = 0, 0
    for n, item in enumerate(items):
        needs = item.height(assets, width)
        if item.is_heading and n + 1 < len(items):
            needs += items[n + 1].height(assets, width)
        if y + needs > height and item.words:
            column, y = column + 1, 0
            if column >= columns or needs > height:
                return False
        y += item.height(assets, width) if item.words or y > 0 else 0
    return True


def draw_page(surface: pygame.Surface, assets: Assets, area: pygame.Rect, page: Page) -> None:
    """The page in ``area``: its words as large as the text size asks while the page holds
    them all (``fit_room``)."""
    key = ("guide page", page, tuple(area))
    room = fit_room(assets, key, lambda layer: _page(layer, assets, area, page))
    with assets.text_room(room):
        _page(surface, assets, area, page)


def _page(surface: pygame.Surface, assets: Assets, area: pygame.Rect, page: Page) -> None:
    px = assets.px
    panel(surface, area.inflate(px(24), px(24)), theme.PANEL, scale=assets.scale)
    fitted(
        surface, assets, page.section, theme.SMALL, theme.MUTED, area.width, topleft=area.topleft
    )
    title = fitted(
        surface, assets, page.name, 48, page.colour, area.width, topleft=(area.x, area.y + px(28))
    )
    if page.lead:
        fitted(
            surface,
            assets,
            page.lead,
            theme.BODY,
            theme.TEXT,
            area.width,
            topleft=(area.x, title.bottom + px(6)),
        )
    top = _top(assets, area)
    boards = board_areas(assets, area, page)
    if page.columns:
        width = (area.width - 2 * px(GAP)) // 3
        low = top
        for i, column in enumerate(page.columns):
            x = area.x + i * (width + px(GAP))
            fitted(
                surface, assets, column.heading, theme.BODY, theme.ACCENT, width, topleft=(x, top)
            )
            below = boards[i].bottom + px(16) if i < len(boards) else top + px(44)
            box = pygame.Rect(x, below, width, area.bottom - below)
            low = max(
                low, paragraph(surface, assets, " ".join(column.lines), theme.BODY, theme.TEXT, box)
            )
        top = low + px(20)
    right = boards[0].x - px(GAP) if boards and not page.columns else area.right
    _blocks(
        surface, assets, pygame.Rect(area.x, top, right - area.x, area.bottom - top), page.blocks
    )


@dataclass(frozen=True)
class _Item:
    """One piece of the blocks' flow: a heading, a line (a list's item) or a gap."""

    words: str = ""
    is_heading: bool = False
    is_list: bool = False

    def height(self, assets: Assets, width: int) -> int:
        px = assets.px
        if not self.words:
            return px(12)
        if self.is_heading:
            return assets.font(theme.BODY).get_height() + px(8)
        indent = px(22) if self.is_list else 0
        return paragraph_height(assets, self.words, theme.BODY, width - indent) + px(6)


def _items(blocks: tuple[Block, ...]) -> list[_Item]:
    items: list[_Item] = []
    for block in blocks:
        if block.heading:
            items.append(_Item(block.heading, is_heading=True))
        items += [_Item(line, is_list=block.is_list) for line in block.lines]
        items.append(_Item())
    return items


def _blocks(
    surface: pygame.Surface, assets: Assets, box: pygame.Rect, blocks: tuple[Block, ...]
) -> None:
    """The blocks down the page, in two columns when one would run off its foot (a long
    mission, a longer language); whatever still does not fit ends in "…"."""
    px = assets.px
    items = _items(blocks)
    columns = 1 if sum(i.height(assets, box.width) for i in items) <= box.height else 2
    width = box.width if columns == 1 else (box.width - px(GAP)) // 2
    column, y = 0, box.y
    for n, item in enumerate(items):
        needs = item.height(assets, width)
        if item.is_heading and n + 1 < len(items):  # a heading stays with its first line
            needs += items[n + 1].height(assets, width)
        if y + needs > box.bottom and item.words:
            column, y = column + 1, box.y
            if column >= columns:
                where = (box.x + (columns - 1) * (width + px(GAP)), box.bottom - px(30))
                assets.write(surface, ELLIPSIS, theme.BODY, theme.MUTED, is_cut=True, topleft=where)
                return
        x = box.x + column * (width + px(GAP))
        if item.is_heading:
            head = fitted(
                surface, assets, item.words, theme.BODY, theme.ACCENT, width, topleft=(x, y)
            )
            y = head.bottom + px(6)
        elif item.words:
            indent = px(22) if item.is_list else 0
            if item.is_list:
                pygame.draw.circle(surface, theme.ACCENT, (x + px(7), y + px(13)), px(5))
            rect = pygame.Rect(x + indent, y, width - indent, box.bottom - y)
            y = paragraph(surface, assets, item.words, theme.BODY, theme.TEXT, rect) + px(6)
        elif y > box.y:
            y += px(12)
