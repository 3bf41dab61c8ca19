"""Where everything sits on the 1600×900 screen of the play scene.

The scene draws into these rectangles and hit-tests clicks against them, and tests compute
where to click from them, so there is one source for every position.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

TOP_BAR = pygame.Rect(0, 0, 1600, 60)
INFO = pygame.Rect(8, 68, 280, 232)
LOG = pygame.Rect(8, 308, 280, 584)
BOARD = pygame.Rect(296, 68, 540, 540)
TABLE = pygame.Rect(296, 616, 540, 276)
SEATS = pygame.Rect(844, 68, 748, 824)
BELOW_TOP_BAR = pygame.Rect(0, 64, 1600, 836)  # where tips and enlarged cards may go
SLOTS = 6


@dataclass(frozen=True)
class Frame:
    """The left half of the play screen, arranged for the board's shape. ``mission`` is the
    panel for the Boss, the Lava Wall or the objective, when there is room for it."""

    board: pygame.Rect
    info: pygame.Rect
    log: pygame.Rect
    mission: pygame.Rect | None = None


def frame_for(width: int, height: int) -> Frame:
    """Square boards sit beside the info and log; long ones span the left half above the
    mission panel; big ones take the whole left half, the info and log beside the table."""
    if width <= height * 1.2:
        return Frame(BOARD, INFO, LOG)
    if width >= height * 2:
        return Frame(
            pygame.Rect(8, 68, 828, 300),
            pygame.Rect(8, 376, 280, 200),
            pygame.Rect(8, 584, 280, 308),
            pygame.Rect(296, 376, 540, 232),
        )
    return Frame(
        pygame.Rect(8, 68, 828, 540), pygame.Rect(8, 616, 280, 116), pygame.Rect(8, 740, 280, 152)
    )


@dataclass(frozen=True)
class SeatLayout:
    panel: pygame.Rect
    header: pygame.Rect
    ready: pygame.Rect
    undo: pygame.Rect
    slots: tuple[pygame.Rect, ...]
    system: pygame.Rect
    hand: tuple[pygame.Rect, ...]
    hand_area: pygame.Rect
    schematics: tuple[pygame.Rect, ...] = ()  # one chip per Schematic brought along


def seat_layouts(seats: int) -> tuple[SeatLayout, ...]:
    """One panel per seat, stacked; two rows (line, then hand) when there is room."""
    gap = 8
    height = (SEATS.height - gap * (seats - 1)) // seats
    hand_size = 4 if seats == 1 else 2
    is_tall = seats <= 2
    layouts = []
    for seat in range(seats):
        panel = pygame.Rect(SEATS.x, SEATS.y + seat * (height + gap), SEATS.width, height)
        header = pygame.Rect(panel.x + 10, panel.y + 6, panel.width - 20, 34)
        ready = pygame.Rect(header.right - 120, header.y, 120, header.height)
        undo = pygame.Rect(ready.x - 96, header.y, 88, header.height)
        top = header.bottom + 8
        if is_tall:
            w, h = 100, 140
            slots = tuple(pygame.Rect(panel.x + 12 + i * (w + 8), top, w, h) for i in range(SLOTS))
            system = pygame.Rect(slots[-1].right + 12, top, panel.right - slots[-1].right - 24, h)
            hand_top = top + h + 34
            hand = tuple(
                pygame.Rect(panel.x + 12 + i * (w + 8), hand_top, w, h) for i in range(hand_size)
            )
            tray = pygame.Rect(panel.right - 262, hand_top, 250, h)
            hand_area = pygame.Rect(panel.x + 8, hand_top - 26, tray.x - panel.x - 20, h + 30)
            chips = tuple(pygame.Rect(tray.x, tray.y + i * 76, tray.width, 64) for i in range(2))
        else:
            w, h = 72, 101
            slots = tuple(pygame.Rect(panel.x + 10 + i * (w + 6), top, w, h) for i in range(SLOTS))
            system = pygame.Rect(slots[-1].right + 10, top, 80, h)
            hand = tuple(
                pygame.Rect(system.right + 14 + i * (w + 6), top, w, h) for i in range(hand_size)
            )
            hand_area = pygame.Rect(
                system.right + 8, top - 4, panel.right - system.right - 14, h + 8
            )
            y = top + h + 23
            chip_h = max(20, min(30, panel.bottom - y - 4))
            chips = tuple(pygame.Rect(panel.x + 10 + i * 250, y, 240, chip_h) for i in range(2))
        layouts.append(
            SeatLayout(panel, header, ready, undo, slots, system, hand, hand_area, chips)
        )
    return tuple(layouts)


def draft_cards(count: int) -> tuple[pygame.Rect, ...]:
    """The dealt cards face up on the table: one row of up to five, else two rows."""
    per_row = count if count <= 5 else (count + 1) // 2
    rows = 1 if count <= 5 else 2
    w = min(100, (TABLE.width - 20) // max(1, per_row) - 8)
    h = min(round(w * 1.4), (TABLE.height - 56) // rows - 6)
    rects = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        left = TABLE.centerx - (in_row * (w + 8) - 8) // 2
        rects.append(pygame.Rect(left + col * (w + 8), TABLE.y + 48 + row * (h + 6), w, h))
    return tuple(rects)


SCRAP_BIN = pygame.Rect(TABLE.x + 16, TABLE.y + 52, 200, TABLE.height - 68)


# Button sizes for a prompt's options, largest first; the first that fits them all is used.
CHOICE_SIZES = ((220, 44), (160, 44), (160, 36), (160, 32), (120, 32))
CHOICE_AREA = pygame.Rect(TABLE.x + 12, TABLE.y + 68, TABLE.width - 24, TABLE.height - 76)
CHOICE_GAP = 8


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


def _grid_fits(width: int, height: int) -> tuple[int, int]:
    cols = (CHOICE_AREA.width + CHOICE_GAP) // (width + CHOICE_GAP)
    rows = (CHOICE_AREA.height + CHOICE_GAP) // (height + CHOICE_GAP)
    return cols, rows


def _rows_of(count: int, cols: int, width: int, height: int) -> tuple[pygame.Rect, ...]:
    """``count`` buttons in rows of ``cols`` from the top of the area, each row centred."""
    rects = []
    for i in range(count):
        row, col = divmod(i, cols)
        in_row = min(cols, count - row * cols)
        left = CHOICE_AREA.centerx - (in_row * (width + CHOICE_GAP) - CHOICE_GAP) // 2
        top = CHOICE_AREA.y + row * (height + CHOICE_GAP)
        rects.append(pygame.Rect(left + col * (width + CHOICE_GAP), top, width, height))
    return tuple(rects)


def choice_grid(count: int, page: int = 0) -> ChoiceGrid:
    """Buttons for ``count`` options on the table: smaller ones as there are more, and pages
    (with a row of arrows at the bottom) when even the smallest do not all fit."""
    for width, height in CHOICE_SIZES:
        if width == 220 and count > 3:
            continue  # wide buttons only for a short row
        cols, rows = _grid_fits(width, height)
        if cols * rows >= count:
            return ChoiceGrid(_rows_of(count, cols, width, height))
    width, height = CHOICE_SIZES[-1]
    cols, rows = _grid_fits(width, height)
    per_page = cols * (rows - 1)  # the bottom row turns the pages
    pages = -(-count // per_page)
    page = max(0, min(page, pages - 1))
    first = page * per_page
    shown = min(per_page, count - first)
    bottom = CHOICE_AREA.y + (rows - 1) * (height + CHOICE_GAP)
    back = pygame.Rect(CHOICE_AREA.x, bottom, width, height)
    forward = pygame.Rect(CHOICE_AREA.right - width, bottom, width, height)
    return ChoiceGrid(_rows_of(shown, cols, width, height), first, page, pages, back, forward)


def zoom_rect(anchor: pygame.Rect, height: int = 380) -> pygame.Rect:
    """Where the enlarged copy of a hovered card goes: beside it, on screen."""
    zoom = pygame.Rect(0, 0, 260, height)
    if anchor.centerx > 800:
        zoom.midright = (anchor.left - 12, anchor.centery)
    else:
        zoom.midleft = (anchor.right + 12, anchor.centery)
    zoom.clamp_ip(BELOW_TOP_BAR)
    return zoom


def beat_bar(board: pygame.Rect, rows: int) -> pygame.Rect:
    """The caption of the Minion or Danger Phase beat under way, ``rows`` lines tall, along
    the board's foot."""
    height = 14 + rows * 30
    return pygame.Rect(board.x + 6, board.bottom - 6 - height, board.width - 12, height)


def round_summary(board: pygame.Rect, rows: int) -> pygame.Rect:
    """The round summary's card over the middle of the board, ``rows`` lines tall."""
    box = pygame.Rect(0, 0, 600, 84 + rows * 34 + 48)
    box.center = board.center
    return box.clamp(BELOW_TOP_BAR)


def hand_rects(layout: SeatLayout, count: int) -> tuple[pygame.Rect, ...]:
    """Where a hand of ``count`` cards lies; more cards than places squeeze together."""
    if count <= len(layout.hand):
        return layout.hand[:count]
    first = layout.hand[0]
    room = layout.hand_area.right - 6 - first.x - first.width
    step = room // max(1, count - 1)
    return tuple(first.move(i * step, 0) for i in range(count))
