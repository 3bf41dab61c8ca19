"""Where each seat's panel puts its things: open while its player programs, folded to a
strip otherwise.

An open panel shows the Command Line as cards (six slots and the System beside them), the
hand, the Schematics, and Undo and Ready; a folded strip shows the same slots as small
chips beside the Yordle's name. Sizes are design pixels (1920×1080).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

SLOTS = 6
PAD, GAP, SEP = 10, 6, 14  # inside a panel; between cards; between the line and the hand
HEADER_H = 40
NUMBERS_H = 24  # the slot numbers under the cards
CHIPS_H = 44  # the Schematic chips' row
CHIP_W = 270
TILE_MIN, TILE_MAX = 108, 140  # card widths: a two-line title at 20 px fits in 108
TILE_H_MIN = 104
CARD_RATIO = 1.35  # a card's height to its width, when there is room for it
WIDE_BIAS = 1.6  # the hand beside the line wins unless cards under it come this much bigger
STRIP_H = 80
NAME_W = 210  # the name and status column of a strip
MINI_MAX = 140
BUTTON_READY, BUTTON_UNDO, BUTTON_HINT = 130, 130, 100


@dataclass(frozen=True)
class SeatLayout:
    """One seat's panel, in window pixels."""

    panel: pygame.Rect
    header: pygame.Rect
    ready: pygame.Rect
    undo: pygame.Rect
    slots: tuple[pygame.Rect, ...]
    system: pygame.Rect
    hand: tuple[pygame.Rect, ...]
    hand_area: pygame.Rect
    schematics: tuple[pygame.Rect, ...] = ()  # one chip per Schematic brought along
    is_open: bool = True
    numbers: bool = True  # slot numbers under the cards (open panels)
    hint: pygame.Rect | None = None  # what the bot would do, for a player (open panels)


MINI_LEAST = 72  # narrower chips than this show too little; under 100 they drop the title
STRIP_HAND = 2  # places for the hand in a strip (more cards squeeze together)


def mini_width(panel_w: float, hand: int) -> float:
    """How wide a folded strip's chips come out (design pixels)."""
    count = SLOTS + 1 + min(hand, STRIP_HAND)
    room = panel_w - 2 * PAD - NAME_W - GAP - SEP - (count - 1) * GAP
    return min(MINI_MAX, room / count)


def hand_places(seats: int, most: int = 0) -> int:
    """Room in a hand: the ``most`` cards a hand holds this round, else the four cards
    drafted each round shared out among the seats."""
    return most or -(-4 // max(1, seats))


@dataclass(frozen=True)
class OpenShape:
    """How open panels are drawn: card size and whether the hand sits beside the line
    (``is_wide``) or under it."""

    tile: float
    tile_h: float
    is_wide: bool
    has_chips: bool

    def size(self, hand: int) -> tuple[float, float]:
        t, h = self.tile, self.tile_h
        line = 7 * t + 6 * GAP
        hand_w = hand * t + (hand - 1) * GAP
        chips = CHIPS_H + GAP if self.has_chips else 0
        if self.is_wide:
            return (2 * PAD + line + SEP + hand_w, 2 * PAD + HEADER_H + GAP + h + NUMBERS_H + chips)
        beside = hand_w + SEP + CHIP_W if self.has_chips else hand_w
        width = 2 * PAD + max(line, beside)
        return (width, 2 * PAD + HEADER_H + GAP + h + NUMBERS_H + GAP + h + NUMBERS_H)


def best_open_shape(width: float, height: float, hand: int, has_chips: bool) -> OpenShape | None:
    """The biggest cards with which an open panel fits in ``width`` × ``height``."""
    best: OpenShape | None = None
    for is_wide in (True, False):
        fixed_w = 2 * PAD + 6 * GAP
        if is_wide:
            t = (width - fixed_w - SEP - (hand - 1) * GAP) / (7 + hand)
            room_h = height - (2 * PAD + HEADER_H + GAP + NUMBERS_H)
            room_h -= CHIPS_H + GAP if has_chips else 0
        else:
            t = (width - fixed_w) / 7
            beside = CHIP_W + SEP if has_chips else 0
            t = min(t, (width - 2 * PAD - beside - (hand - 1) * GAP) / hand)
            room_h = (height - (2 * PAD + HEADER_H + 2 * GAP + 2 * NUMBERS_H)) / 2
        t = min(t, TILE_MAX)
        h = min(room_h, t * CARD_RATIO)
        if t < TILE_MIN or h < TILE_H_MIN:
            continue
        shape = OpenShape(t, h, is_wide, has_chips)
        if best is None or t * h > best.tile * best.tile_h * WIDE_BIAS:
            best = shape
    return best


def open_panel(
    panel: pygame.Rect, shape: OpenShape, hand: int, scale: float, chips: int
) -> SeatLayout:
    """An open panel's parts, in window pixels, for a panel already placed."""

    def s(n: float) -> int:
        return round(n * scale)

    t, h = s(shape.tile), s(shape.tile_h)
    pad, gap = s(PAD), s(GAP)
    header = pygame.Rect(panel.x + pad, panel.y + pad, panel.width - 2 * pad, s(HEADER_H))
    ready = pygame.Rect(header.right - s(BUTTON_READY), header.y, s(BUTTON_READY), header.height)
    undo = pygame.Rect(ready.x - s(BUTTON_UNDO) - gap, header.y, s(BUTTON_UNDO), header.height)
    hint = pygame.Rect(undo.x - s(BUTTON_HINT) - gap, header.y, s(BUTTON_HINT), header.height)
    top = header.bottom + gap
    slots = tuple(pygame.Rect(panel.x + pad + i * (t + gap), top, t, h) for i in range(SLOTS))
    system = pygame.Rect(slots[-1].right + gap, top, t, h)
    if shape.is_wide:
        hand_x, hand_y = system.right + s(SEP), top
        chip_y = top + h + s(NUMBERS_H) + gap
        chip_rects = tuple(
            pygame.Rect(panel.x + pad + i * (s(CHIP_W) + gap), chip_y, s(CHIP_W), s(CHIPS_H))
            for i in range(chips)
        )
        area_right = panel.right - pad
    else:
        hand_x, hand_y = panel.x + pad, top + h + s(NUMBERS_H) + gap
        chip_x = panel.right - pad - s(CHIP_W)
        chip_h = (h - gap) // 2
        chip_rects = tuple(
            pygame.Rect(chip_x, hand_y + i * (chip_h + gap), s(CHIP_W), chip_h)
            for i in range(chips)
        )
        area_right = chip_x - gap if chips else panel.right - pad
    hands = tuple(pygame.Rect(hand_x + i * (t + gap), hand_y, t, h) for i in range(hand))
    hand_area = pygame.Rect(hand_x - gap, hand_y - gap, area_right - hand_x + 2 * gap, h + 2 * gap)
    return SeatLayout(
        panel, header, ready, undo, slots, system, hands, hand_area, chip_rects, hint=hint
    )


CHIP_LEAST = 126  # a strip chip's width that holds any card's short name on one line


def strip_panel(panel: pygame.Rect, hand: int, scale: float, chips: int) -> SeatLayout:
    """A folded strip: the name, then the line as chips, the System and the hand; in one
    row when the chips come out wide enough to name their cards (``CHIP_LEAST``), else the
    line in two rows of three with the System and the hand in columns beside them."""

    def s(n: float) -> int:
        return round(n * scale)

    pad, gap = s(PAD), s(GAP)
    header = pygame.Rect(panel.x + pad, panel.y + pad, s(NAME_W), panel.height - 2 * pad)
    hand = min(hand, STRIP_HAND)
    width = mini_width(panel.width / scale, hand)
    height = panel.height - 2 * pad
    x = header.right + gap
    if width >= CHIP_LEAST:
        mini = s(width)
        slots = tuple(
            pygame.Rect(x + i * (mini + gap), header.y, mini, height) for i in range(SLOTS)
        )
        system = pygame.Rect(slots[-1].right + gap, header.y, mini, height)
        hand_x = system.right + s(SEP)
        hands = tuple(
            pygame.Rect(hand_x + i * (mini + gap), header.y, mini, height) for i in range(hand)
        )
    else:
        room = panel.right - pad - x
        mini = (room - 3 * gap - s(SEP)) // 5
        half = (height - gap) // 2
        slots = tuple(
            pygame.Rect(x + (i % 3) * (mini + gap), header.y + (i // 3) * (half + gap), mini, half)
            for i in range(SLOTS)
        )
        system = pygame.Rect(slots[2].right + gap, header.y, mini, height)
        hand_x = system.right + s(SEP)
        hands = tuple(
            pygame.Rect(hand_x, header.y + i * (half + gap), mini, half) for i in range(hand)
        )
    hand_area = pygame.Rect(hand_x - gap, header.y, panel.right - pad - hand_x + gap, height)
    nowhere = pygame.Rect(panel.right, panel.y, 0, 0)
    chip_rects = tuple(nowhere for _ in range(chips))  # Schematics show only when open
    return SeatLayout(
        panel, header, nowhere, nowhere, slots, system, hands, hand_area, chip_rects, False, False
    )


def hand_rects(layout: SeatLayout, count: int) -> tuple[pygame.Rect, ...]:
    """Where a hand of ``count`` cards lies; more cards than places squeeze together (in a
    column of places, the last place takes the rest)."""
    if count <= len(layout.hand):
        return layout.hand[:count]
    first = layout.hand[0]
    if len(layout.hand) > 1 and layout.hand[1].x == first.x:  # a column: squeeze the last
        *above, last = layout.hand
        rest = count - len(above)
        step = max(1, last.width // rest)
        tail = tuple(
            pygame.Rect(last.x + i * step, last.y, last.width - (rest - 1) * step, last.height)
            for i in range(rest)
        )
        return (*above, *tail)
    room = layout.hand_area.right - first.x - first.width
    step = min(first.width + 2, room // max(1, count - 1))
    return tuple(first.move(i * step, 0) for i in range(count))
