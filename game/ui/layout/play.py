"""Where everything sits on the play screen, for a window size, a board and a seat count.

The scene draws into these rectangles and hit-tests clicks against them, and tests compute
where to click from them, so there is one source for every position. Every part has a name
(``rect_of("board")``, ``rect_of("command_line:2")``...) for whatever needs to point at it.
The seats are ``open`` while programming and folded to strips otherwise; the board keeps
its place either way.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.screen import Screen
from game.ui.layout import frame as fr
from game.ui.layout.frame import MISSION_H, PROMPT_H, SCRAP_MIN_H, SCRAP_MIN_W, G, Needs
from game.ui.layout.seats import (
    STRIP_H,
    SeatLayout,
    hand_places,
    open_panel,
    strip_panel,
)
from game.ui.layout.table import ChoiceGrid, choice_grid, draft_cards

OBJECTIVE_H = 130
WORDS_MOST = 1.5  # the prompt and the objective grow with words up to this much
LOG_LEAST_H = 80  # the least the log may shrink to for the prompt (from LOG_MIN_H)
ANSWERS_LEAST = (500, 260)  # design pixels: a table smaller leaves the answers to the board
STRIP_TALL = 112  # strips grow this tall when the table keeps its room: chips show titles


@dataclass(frozen=True)
class PlayLayout:
    screen: Screen
    needs: Needs
    is_open: bool
    top_bar: pygame.Rect
    board: pygame.Rect  # the board with a margin around it for arrows and captions
    cell: int  # design pixels per space
    prompt: pygame.Rect  # who acts now and how
    mission: pygame.Rect | None  # the objective, the Boss's Command Line or the Lava Wall
    log: pygame.Rect
    dock: pygame.Rect  # the seats and the table
    table: pygame.Rect  # dealt cards, a question's answers, the slot that runs
    scrap_bin: pygame.Rect
    seats: tuple[SeatLayout, ...]
    has_objective: bool = False  # the mission panel has room for the objective's words
    objective_h: int = 0  # design pixels of it the objective's (OBJECTIVE_H, more for larger words)

    @property
    def below_top_bar(self) -> pygame.Rect:
        """Where enlarged cards, tips and summaries may go."""
        bounds = self.screen.bounds
        return pygame.Rect(
            0, self.top_bar.bottom, bounds.width, bounds.height - self.top_bar.bottom
        )

    @property
    def help(self) -> pygame.Rect:
        """The "?" button at the top bar's right end: it opens the field guide."""
        bar, px = self.top_bar, self.screen.px
        size = bar.height - px(16)
        return pygame.Rect(bar.right - size - px(12), bar.y + px(8), size, size)

    @property
    def hint(self) -> pygame.Rect:
        """The Hint button at the prompt's top right: what the bot would do for the player
        who drafts or is asked now (while programming, each open seat has its own)."""
        box, px = self.prompt, self.screen.px
        return pygame.Rect(box.right - px(134), box.y + px(8), px(120), px(40))

    @property
    def choices(self) -> pygame.Rect:
        """Where a question's answers go: the table, or over the board when the open seats
        leave the table too little room."""
        width, height = (self.screen.px(least) for least in ANSWERS_LEAST)
        if self.table.width >= width and self.table.height >= height:
            return self.table
        box = self.screen.rect(0, 0, 900, 420).clip(self.board.inflate(-self.board.width // 10, 0))
        box.center = self.board.center
        return box

    @property
    def round_summary(self) -> pygame.Rect:
        """Over the board, for the summary of a round."""
        return self.board.inflate(-self.board.width // 8, -self.board.height // 8)

    def room_below(self, top: int) -> pygame.Rect:
        """The screen from ``top`` down, as wide as the board's place, that no panel takes
        (to the first panel or the window's foot, less the gap panels keep): where a banner
        may hide no space. No height where a panel starts at once (many seats, tall
        boards)."""
        bottom = self.screen.bounds.bottom - self.screen.px(G)
        span = pygame.Rect(self.board.x, top, self.board.width, max(0, bottom - top))
        for taken in (self.prompt, self.mission, self.log, self.dock, self.scrap_bin):
            if taken is not None and taken.colliderect(span):
                bottom = min(bottom, taken.top - self.screen.px(G))
        return pygame.Rect(self.board.x, top, self.board.width, max(0, bottom - top))

    def box_below(self, centre_x: int, top: int, size: tuple[int, int]) -> pygame.Rect | None:
        """A box of ``size`` centred on ``centre_x`` from ``top`` down, if it fits in the
        room no panel takes (``room_below``); else None."""
        box = pygame.Rect((0, 0), size)
        box.midtop = (centre_x, top)
        return box if self.room_below(top).contains(box) else None

    def draft_cards(self, count: int) -> tuple[pygame.Rect, ...]:
        return draft_cards(self.table, count, self.screen.scale)

    def choice_grid(self, count: int, page: int = 0) -> ChoiceGrid:
        return choice_grid(self.choices, count, page, self.screen.scale)

    def zoom_rect(self, anchor: pygame.Rect, height: int = 560) -> pygame.Rect:
        """Where the enlarged copy of a hovered card goes: beside it, on screen."""
        zoom = self.screen.rect(0, 0, 380, height)
        if anchor.centerx > self.screen.width // 2:
            zoom.midright = (anchor.left - self.screen.px(12), anchor.centery)
        else:
            zoom.midleft = (anchor.right + self.screen.px(12), anchor.centery)
        zoom.clamp_ip(self.below_top_bar)
        return zoom

    # --- names ---------------------------------------------------------------------------

    def names(self) -> tuple[str, ...]:
        """Every name ``rect_of`` answers to."""
        fixed = ["top_bar", "help", "board", "prompt", "hint", "log", "dock", "table", "scrap_bin"]
        fixed += ["draft_row", "choices", "round_summary", "program_preview", "below_top_bar"]
        if self.mission is not None:
            fixed.append("mission")
        for seat, layout in enumerate(self.seats):
            fixed += [f"{part}:{seat}" for part in SEAT_PARTS]
            fixed += [f"slot:{seat}:{i}" for i in range(len(layout.slots))]
        return tuple(fixed)

    def rect_of(self, name: str) -> pygame.Rect:
        """A part of the screen by name; KeyError for a name it does not know."""
        fixed = {
            "top_bar": self.top_bar,
            "help": self.help,
            "board": self.board,
            "prompt": self.prompt,
            "hint": self.hint,
            "log": self.log,
            "dock": self.dock,
            "table": self.table,
            "draft_row": self.table,
            "choices": self.choices,
            "scrap_bin": self.scrap_bin,
            "round_summary": self.round_summary,
            "program_preview": self.board,
            "below_top_bar": self.below_top_bar,
        }
        if name in fixed:
            return fixed[name].copy()
        if name == "mission" and self.mission is not None:
            return self.mission.copy()
        part, _, rest = name.partition(":")
        seat_text, _, index = rest.partition(":")
        if part in SEAT_PARTS or part == "slot":
            try:
                layout = self.seats[int(seat_text)]
                if part == "slot":
                    return layout.slots[int(index)].copy()
                return _seat_part(layout, part)
            except (ValueError, IndexError):
                pass
        raise KeyError(name)


SEAT_PARTS = ("seat", "command_line", "hand", "system", "ready", "undo", "hint", "schematics")


def _seat_part(layout: SeatLayout, part: str) -> pygame.Rect:
    match part:
        case "seat":
            return layout.panel.copy()
        case "command_line":
            return layout.slots[0].unionall(list(layout.slots[1:]))
        case "hand":
            return layout.hand_area.copy()
        case "system":
            return layout.system.copy()
        case "ready":
            return layout.ready.copy()
        case "undo":
            return layout.undo.copy()
        case "hint":
            return (layout.hint or pygame.Rect(layout.panel.topright, (0, 0))).copy()
    chips = [r for r in layout.schematics if r.width]
    return chips[0].unionall(chips[1:]) if chips else pygame.Rect(layout.panel.topright, (0, 0))


@lru_cache(maxsize=64)  # a window dragged to new sizes keeps only the latest
def play_layout(
    screen: Screen,
    needs: Needs,
    is_open: bool,
    words: float = 1.0,
    prompt: float = PROMPT_H,
    log: float = LOG_LEAST_H,
) -> PlayLayout:
    """The play screen for this window, board and seats; ``is_open`` while programming.
    ``words``: how much larger than designed words are drawn (the text size, the TV safe
    area): the objective grows with them. The prompt is ``prompt`` design pixels tall
    where the side has room (``PROMPT_H`` at least: its words' need, the scrap bin's),
    taken from the log down to ``log`` (what its heading and a line need)."""
    design = screen.design
    found = fr.frame(design, needs)

    def rect(box: fr.Box) -> pygame.Rect:
        return screen.rect(*box)

    top_bar = screen.rect(0, 0, design[0], fr.TOP_BAR_H)
    grow = min(max(words, 1.0), WORDS_MOST)
    sides = _side(found.side, needs, screen, grow, (prompt, max(log, LOG_LEAST_H)))
    prompt_rect, mission, log_rect, objective_h = sides
    x, y, w, h = found.dock
    hand = hand_places(needs.seats, needs.hand)
    chips = 2 if needs.has_chips else 0
    packing = found.packing
    seats: list[SeatLayout] = []
    table_box = None
    if is_open:
        columns, shape = packing.columns, packing.shape
        content_w, panel_h = shape.size(hand)
        panel_w = min((w - (columns - 1) * G) / columns, content_w + 40)
        for seat in range(needs.seats):
            row, col = divmod(seat, columns)
            box = (x + col * (panel_w + G), y + row * (panel_h + G), panel_w, panel_h)
            seats.append(open_panel(rect(box), shape, hand, screen.scale, chips))
        used = -(-needs.seats // columns) * (panel_h + G)
        right = columns * (panel_w + G)
        if w - right >= SCRAP_MIN_W:  # the table beside the panels, the scrap bin by the hands
            table_box = (x + right, y, w - right, h)
    else:
        columns = packing.strip_columns
        rows = -(-needs.seats // columns)
        panel_w = (w - (columns - 1) * G) / columns
        strip_h = max(STRIP_H, min(STRIP_TALL, (h - fr.ROOMY.table_h) / rows - G))
        for seat in range(needs.seats):
            row, col = divmod(seat, columns)
            box = (x + col * (panel_w + G), y + row * (strip_h + G), panel_w, strip_h)
            seats.append(strip_panel(rect(box), hand, screen.scale, chips))
        used = rows * (strip_h + G)
    table_box = table_box or (x, y + used, w, max(0.0, h - used))
    table = rect(table_box)
    is_roomy = table_box[3] >= SCRAP_MIN_H and table_box[2] >= SCRAP_MIN_W
    scrap_bin = table if is_open and is_roomy else prompt_rect
    return PlayLayout(
        screen,
        needs,
        is_open,
        top_bar,
        rect(found.board),
        found.cell,
        prompt_rect,
        mission,
        log_rect,
        rect(found.dock),
        table,
        scrap_bin,
        tuple(seats),
        objective_h > 0,
        objective_h,
    )


def _side(
    columns: tuple[fr.Box, ...],
    needs: Needs,
    screen: Screen,
    grow: float = 1.0,
    heights: tuple[float, float] = (PROMPT_H, fr.LOG_MIN_H),
) -> tuple[pygame.Rect, pygame.Rect | None, pygame.Rect, int]:
    """The prompt on top, the mission panel (with the objective when there is room) and the
    log filling the rest; with two columns, the mission panel has the second. With words
    ``grow`` times larger, the objective as much taller; the prompt as tall as ``heights``
    asks, the log giving way down to the least it asks. Last, the objective's design
    height in the mission panel (0: none)."""
    x, y, w, h = columns[0]
    need = MISSION_H[needs.mission]
    wanted, log_least = heights
    log_least = min(fr.LOG_MIN_H, log_least) if wanted > PROMPT_H else fr.LOG_MIN_H
    others = log_least + G + (need + G if need and len(columns) == 1 else 0)
    prompt_h = max(PROMPT_H, min(round(wanted), h - G - others))
    if len(columns) > 1:
        prompt = screen.rect(x, y, w, prompt_h)
        below = y + prompt_h + G
        mx, my, mw, mh = columns[1]
        mission = screen.rect(mx, my, mw, mh)
        has = mh >= need + OBJECTIVE_H
        return prompt, mission, screen.rect(x, below, w, y + h - below), OBJECTIVE_H if has else 0
    spare = h - G - log_least - G - need  # for the prompt and the objective
    grown = round(OBJECTIVE_H * grow)  # its words larger, as much taller: or none
    extra = grown if spare - prompt_h >= grown else 0
    prompt = screen.rect(x, y, w, prompt_h)
    below = y + prompt_h + G
    if not need and not extra:
        return prompt, None, screen.rect(x, below, w, y + h - below), 0
    height = need + extra
    mission = screen.rect(x, below, w, height)
    log_y = below + height + G
    return prompt, mission, screen.rect(x, log_y, w, y + h - log_y), extra
