"""Places on the table: the dealt cards, and the buttons of a question's answers.

Computed in window pixels from the table's rectangle and the screen's scale (sizes below
are design pixels).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

TITLE_H = 52  # the table's title line
CARD_MAX_W = 300
CARD_RATIO = 1.4
CARD_GAP = 12
# Button sizes for a prompt's options, largest first; the first that fits them all is used.
CHOICE_SIZES = ((300, 60), (240, 56), (200, 52), (180, 48))
CHOICE_GAP = 10
CHOICE_TOP = 92  # under the question and its hint


def draft_cards(table: pygame.Rect, count: int, scale: float) -> tuple[pygame.Rect, ...]:
    """The dealt cards face up on the table, as big as fits: one row, else two."""
    if count <= 0:
        return ()

    def s(n: float) -> int:
        return round(n * scale)

    gap = s(CARD_GAP)
    room = pygame.Rect(table.x + gap, table.y + s(TITLE_H), table.width - 2 * gap, 0)
    room.height = table.bottom - gap - room.y
    best: tuple[int, int, int] | None = None  # width, height, per row
    for rows in (1, 2):
        per_row = -(-count // rows)
        w = min(s(CARD_MAX_W), (room.width - (per_row - 1) * gap) // per_row)
        h = min(round(w * CARD_RATIO), (room.height - (rows - 1) * gap) // rows)
        w = min(w, round(h / CARD_RATIO * 1.25))  # never much wider than a card
        if best is None or w * h > best[0] * best[1]:
            best = (w, h, per_row)
    assert best is not None
    w, h, per_row = best
    rects = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        left = room.centerx - (in_row * (w + gap) - gap) // 2
        rects.append(pygame.Rect(left + col * (w + gap), room.y + row * (h + gap), w, h))
    return tuple(rects)


@dataclass(frozen=True)
class ChoiceGrid:
    """Where a prompt's options go: ``rects`` for the options of the page shown (in order),
    and, when they need more than one page, the buttons that turn it."""

    rects: tuple[pygame.Rect, ...]
    first: int = 0  # the index of the option in rects[0]
    page: int = 0
    pages: int = 1
    back: pygame.Rect | None = None
    forward: pygame.Rect | None = None


def choice_area(table: pygame.Rect, scale: float) -> pygame.Rect:
    top, side = round(CHOICE_TOP * scale), round(12 * scale)
    return pygame.Rect(
        table.x + side, table.y + top, table.width - 2 * side, table.height - top - side
    )


def choice_grid(table: pygame.Rect, count: int, page: int, scale: float) -> ChoiceGrid:
    """Buttons for ``count`` options on the table: smaller ones as there are more, and pages
    (with a row of arrows at the bottom) when even the smallest do not all fit."""
    area = choice_area(table, scale)
    gap = round(CHOICE_GAP * scale)

    def fits(width: int, height: int) -> tuple[int, int]:
        return (area.width + gap) // (width + gap), (area.height + gap) // (height + gap)

    def rows_of(shown: int, cols: int, width: int, height: int) -> tuple[pygame.Rect, ...]:
        rects = []
        for i in range(shown):
            row, col = divmod(i, cols)
            in_row = min(cols, shown - row * cols)
            left = area.centerx - (in_row * (width + gap) - gap) // 2
            top = area.y + row * (height + gap)
            rects.append(pygame.Rect(left + col * (width + gap), top, width, height))
        return tuple(rects)

    for i, (w, h) in enumerate(CHOICE_SIZES):
        width, height = round(w * scale), round(h * scale)
        if i == 0 and count > 3:
            continue  # wide buttons only for a short row
        cols, rows = fits(width, height)
        if cols * rows >= count:
            return ChoiceGrid(rows_of(count, cols, width, height))
    width, height = (round(n * scale) for n in CHOICE_SIZES[-1])
    cols, rows = fits(width, height)
    cols, rows = max(1, cols), max(2, rows)
    per_page = cols * (rows - 1)  # the bottom row turns the pages
    pages = -(-count // per_page)
    page = max(0, min(page, pages - 1))
    first = page * per_page
    shown = min(per_page, count - first)
    bottom = area.y + (rows - 1) * (height + gap)
    back = pygame.Rect(area.x, bottom, width, height)
    forward = pygame.Rect(area.right - width, bottom, width, height)
    return ChoiceGrid(rows_of(shown, cols, width, height), first, page, pages, back, forward)
