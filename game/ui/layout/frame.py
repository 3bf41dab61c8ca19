"""The play screen's big regions: the board as large as the rest allows, the dock for the
seats and the table, and the side for the prompt, the mission panel and the log.

Three arrangements are tried and the one with the bigger board wins: the board on top with
the side beside it and the dock across the bottom (long boards, many seats); the board
across the top with the dock and the side under it (tall screens); or the board on the left
with the dock beside it and the side under the board or at the dock's foot (square boards).
The dock must hold every seat open (programming) and, with the seats folded to strips, a
table big enough for dealt cards. Roomy strips and table (card titles on the chips) win
over a board up to a sixth bigger. All in design pixels.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.ui.layout.seats import (
    MINI_LEAST,
    STRIP_H,
    OpenShape,
    best_open_shape,
    hand_places,
    mini_width,
)

G = 8  # between panels
TOP_BAR_H = 64
CELL_MIN, CELL_MAX = 24, 130
SIDE_MIN_W, SIDE_MAX_W = 400, 560
PROMPT_H = 140
LOG_MIN_H = 140
MISSION_H = {"": 0, "lava": 140, "boss": 250}  # besides the objective, when room
TABLE_MIN_W = 700
ROOMY_SHARE = 0.85  # roomy panels, unless the board would be less than this of its most
SCRAP_MIN_W, SCRAP_MIN_H = 300, 150
BOARD_MARGIN = 0.35  # of a cell, kept clear around the board for arrows and captions

Box = tuple[float, float, float, float]  # x, y, width, height


@dataclass(frozen=True)
class Needs:
    """What the screen must make room for besides the board."""

    seats: int
    board: tuple[int, int]  # spaces across and down
    mission: str = ""  # "boss", "lava" or ""
    has_chips: bool = False  # some seat brought Schematics
    hand: int = 0  # the most cards a hand holds this round (0: a share of four picks)


@dataclass(frozen=True)
class Room:
    """How much the panels beside the board get: the narrowest strip chips and the
    lowest table."""

    mini: float
    table_h: float


TIGHT = Room(MINI_LEAST, 330)  # chips with the element and Power; dealt cards in one row
ROOMY = Room(104, 380)  # chips with their card's title


@dataclass(frozen=True)
class Packing:
    """How the dock holds the seats: ``columns`` of panels, open panels' card shape."""

    columns: int
    shape: OpenShape
    strip_columns: int


@dataclass(frozen=True)
class Frame:
    board: Box  # the board and its margin
    cell: int
    dock: Box
    side: tuple[Box, ...]  # one or two columns: the prompt and log first, the mission last
    packing: Packing
    is_board_on_top: bool


def _open_fit(w: float, h: float, needs: Needs) -> tuple[int, OpenShape] | None:
    """The columns and card shape that show every seat open in ``w`` × ``h``."""
    hand, best = hand_places(needs.seats, needs.hand), None
    for columns in (1, 2) if needs.seats > 1 else (1,):
        rows = -(-needs.seats // columns)
        panel_w = (w - (columns - 1) * G) / columns
        panel_h = (h - (rows - 1) * G) / rows
        shape = best_open_shape(panel_w, panel_h, hand, needs.has_chips)
        if shape is not None and (best is None or shape.tile > best[1].tile):
            best = (columns, shape)
    return best


def strip_columns(w: float, h: float, needs: Needs, room: Room) -> int | None:
    """Strips in one column when the table keeps its room below them, else two; their
    chips never narrower than the room allows."""
    seats, hand = needs.seats, hand_places(needs.seats, needs.hand)
    for columns in (1, 2) if seats > 1 else (1,):
        rows = -(-seats // columns)
        panel_w = (w - (columns - 1) * G) / columns
        if mini_width(panel_w, hand) < room.mini:
            continue
        if h - rows * (STRIP_H + G) >= room.table_h and w >= TABLE_MIN_W:
            return columns
    return None


def _dock_packing(w: float, h: float, needs: Needs, room: Room) -> Packing | None:
    opened = _open_fit(w, h, needs)
    strips = strip_columns(w, h, needs, room)
    if opened is None or strips is None:
        return None
    return Packing(opened[0], opened[1], strips)


def side_need(needs: Needs) -> float:
    return PROMPT_H + G + MISSION_H[needs.mission] + G + LOG_MIN_H


def _side_columns(x: float, y: float, w: float, h: float, needs: Needs) -> tuple[Box, ...] | None:
    """The side as one column, or two (prompt and log, then the mission) when it is wide."""
    if w < SIDE_MIN_W:
        return None
    if h >= side_need(needs):
        return ((x, y, w, h),)
    mission = MISSION_H[needs.mission]
    if w >= 2 * SIDE_MIN_W + G and h >= max(PROMPT_H + G + LOG_MIN_H, mission):
        half = (w - G) / 2
        return ((x, y, half, h), (x + half + G, y, half, h))
    return None


def board_size(needs: Needs, cell: int) -> tuple[float, float]:
    """The board and the margin around it, in design pixels."""
    across, down = needs.board
    return (across + 2 * BOARD_MARGIN) * cell, (down + 2 * BOARD_MARGIN) * cell


def _board_on_top(body: Box, cell: int, needs: Needs, room: Room) -> Frame | None:
    x, y, w, h = body
    bw, bh = board_size(needs, cell)
    if bh > h or bw > w:
        return None
    side_w = min(SIDE_MAX_W, w - bw - G)
    side = _side_columns(x + w - side_w, y, side_w, bh, needs)
    dock_h = h - bh - G
    packing = _dock_packing(w, dock_h, needs, room)
    if side is None or packing is None:
        return None
    board_x = x + (w - side_w - G - bw) / 2  # the board centred in what the side leaves
    return Frame((board_x, y, bw, bh), cell, (x, y + bh + G, w, dock_h), side, packing, True)


def _board_over_all(body: Box, cell: int, needs: Needs, room: Room) -> Frame | None:
    """The board across the top; under it the dock, and the side at the dock's right."""
    x, y, w, h = body
    bw, bh = board_size(needs, cell)
    if bh > h or bw > w:
        return None
    below_y, below_h = y + bh + G, h - bh - G
    side_w = SIDE_MIN_W if w < 2400 else SIDE_MAX_W
    side = _side_columns(x + w - side_w, below_y, side_w, below_h, needs)
    dock_w = w - side_w - G
    packing = _dock_packing(dock_w, below_h, needs, room)
    if side is None or packing is None:
        return None
    board = (x + (w - bw) / 2, y, bw, bh)
    return Frame(board, cell, (x, below_y, dock_w, below_h), side, packing, True)


def _board_on_left(body: Box, cell: int, needs: Needs, room: Room) -> Frame | None:
    x, y, w, h = body
    bw, bh = board_size(needs, cell)
    if bh > h or bw > w:
        return None
    dock_x, dock_w = x + bw + G, w - bw - G
    under = h - bh - G
    side = _side_columns(x, y + bh + G, bw, under, needs) if under > 0 else None
    dock_h = h
    if side is None:  # at the foot of the dock instead
        dock_h = h - side_need(needs) - G
        side = _side_columns(dock_x, y + dock_h + G, dock_w, h - dock_h - G, needs)
    packing = _dock_packing(dock_w, dock_h, needs, room) if dock_w > 0 else None
    if side is None or packing is None:
        return None
    return Frame((x, y, bw, bh), cell, (dock_x, y, dock_w, dock_h), side, packing, False)


@lru_cache(maxsize=64)  # a window dragged to new sizes keeps only the latest
def frame(design: tuple[float, float], needs: Needs) -> Frame:
    """The arrangement with the biggest board, the panels roomy if that costs the board
    little enough (ties: board on top)."""
    width, height = design
    body = (G, TOP_BAR_H + G, width - 2 * G, height - TOP_BAR_H - 2 * G)
    tight, roomy = _biggest(body, needs, TIGHT), _biggest(body, needs, ROOMY)
    if roomy is not None and tight is not None and roomy.cell >= ROOMY_SHARE * tight.cell:
        return roomy
    if tight is None:  # a window far smaller than 1280×720: squeeze what is left
        return _squeezed(body, needs)
    return tight


def _biggest(body: Box, needs: Needs, room: Room) -> Frame | None:
    best: Frame | None = None
    for arrange in (_board_on_top, _board_over_all, _board_on_left):
        for cell in range(CELL_MAX, CELL_MIN - 1, -1):
            found = arrange(body, cell, needs, room)
            if found is not None:
                if best is None or found.cell > best.cell:
                    best = found
                break
    return best


def _squeezed(body: Box, needs: Needs) -> Frame:
    x, y, w, h = body
    cell = max(8, int(min(w * 0.5 / needs.board[0], h * 0.5 / needs.board[1])))
    bw, bh = board_size(needs, cell)
    shape = OpenShape(108, 104, True, needs.has_chips)
    side = ((x + bw + G, y, max(1, w - bw - G), bh),)
    packing = Packing(1, shape, 1)
    return Frame((x, y, bw, bh), cell, (x, y + bh + G, w, h - bh - G), side, packing, True)
