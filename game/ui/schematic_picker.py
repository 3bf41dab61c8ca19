"""The briefing's Schematic picker: each seat's unlocked Schematics as chips, two at most.

Positions are window pixels inside the picker's rectangle; sizes below are design pixels.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.i18n import ctr, tr
from game.palette import INK, shade
from game.ui import theme
from game.ui.text import cut, fit_room, fit_size, fitted, label, least_size, paragraph
from game.ui.widgets import panel
from game.wording import wrap

NAME_W = 198  # the seat's name and count: room for 'Heimerdinger' in the TV safe area
COLUMNS = 4
TAB_H = 96  # a seat's tab at most, when the rows are too crowded
CHIP_H = 52  # a chip at most: room for two lines of its title
SHEET_CHIP_H = 64  # a chip at most beside the tabs (two lines with room around them)
HEAD_H = 60
DETAIL_H = 92


@dataclass(frozen=True)
class Chip:
    name: str
    title: str
    kind: str
    gears: int
    is_picked: bool


@dataclass(frozen=True)
class SeatRow:
    yordle: str
    colour: tuple[int, int, int]
    chips: tuple[Chip, ...]


def row_rect(area: pygame.Rect, seat: int, seats: int, scale: float) -> pygame.Rect:
    top = area.y + round(HEAD_H * scale)
    height = (area.bottom - round((DETAIL_H + 8) * scale) - top) // max(1, seats)
    side = round(8 * scale)
    return pygame.Rect(
        area.x + side, top + seat * height, area.width - 2 * side, height - round(6 * scale)
    )


@dataclass(frozen=True)
class Layout:
    """Where the picker puts each seat: in rows, every seat's chips at once; or, when the
    rows cannot hold every title whole, a tab per seat down the left and the open seat's
    chips large beside them (``sheet``)."""

    is_tabbed: bool
    open_seat: int
    boxes: tuple[pygame.Rect, ...]  # each seat's row, or its tab
    chips: tuple[tuple[pygame.Rect, ...], ...]  # each seat's chips as shown (a closed tab's: none)
    sheet: pygame.Rect | None = None  # tabbed: the open seat's chips' panel


def lay_out(
    assets: Assets, area: pygame.Rect, titles: tuple[tuple[str, ...], ...], open_seat: int
) -> Layout:
    """The rows when every seat's titles fit their chips whole there at the players' text
    size, else the tabs when they do there; else the same at the words' least size (the
    text size then grows them as far as they still fit)."""
    open_seat = min(max(0, open_seat), len(titles) - 1)
    for scale in dict.fromkeys((assets.text_grow, 1.0)):
        with assets.text_room(scale):
            found = _rows(assets, area, titles, open_seat) or _tabs(assets, area, titles, open_seat)
        if found is not None:
            return found
    with assets.text_room(1.0):
        tabs = _tabs(assets, area, titles, open_seat, must_hold=False)
    assert tabs is not None
    return tabs


def _rows(
    assets: Assets, area: pygame.Rect, titles: tuple[tuple[str, ...], ...], open_seat: int
) -> Layout | None:
    """Every seat's chips in a row of its own, the same columns in each, if they hold."""
    rows = [row_rect(area, seat, len(titles), assets.scale) for seat in range(len(titles))]
    count = max((len(names) for names in titles), default=0)
    for columns in _row_columns(count):
        chips = [
            _row_chips(assets, row, len(names), columns)
            for row, names in zip(rows, titles, strict=True)
        ]
        if all(_holds(assets, c, names) for c, names in zip(chips, titles, strict=True)):
            return Layout(False, open_seat, tuple(rows), tuple(chips))
    return None


def _tabs(
    assets: Assets,
    area: pygame.Rect,
    titles: tuple[tuple[str, ...], ...],
    open_seat: int,
    must_hold: bool = True,
) -> Layout | None:
    """A tab per seat down the left, the open seat's chips beside them, the same columns
    for every seat's (so that opening another keeps the look); None if some seat's do not
    hold, unless not ``must_hold`` (then the first tried)."""
    seats, px = len(titles), assets.px
    top = area.y + px(HEAD_H)
    body = pygame.Rect(
        area.x + px(8), top, area.width - px(16), area.bottom - px(DETAIL_H + 8) - top
    )
    step = min(body.height // seats, px(TAB_H))
    tabs = tuple(
        pygame.Rect(body.x, body.y + seat * step, px(NAME_W), step - px(6)) for seat in range(seats)
    )
    sheet = pygame.Rect(body.x + px(NAME_W), body.y, body.width - px(NAME_W), body.height)
    room = sheet.inflate(-px(16), -px(12))
    count = max((len(names) for names in titles), default=0)
    best = 2 if count <= 4 else 3  # five go three and two, as in the rows
    for columns in (best, 2, 3, 1):
        grids = [_grid(assets, room, len(names), columns, SHEET_CHIP_H) for names in titles]
        if not must_hold or all(
            _holds(assets, g, names) for g, names in zip(grids, titles, strict=True)
        ):
            shown = tuple(g if seat == open_seat else () for seat, g in enumerate(grids))
            return Layout(True, open_seat, tabs, shown, sheet)
    return None


def _row_columns(count: int) -> tuple[int, ...]:
    """The rows' columns to try for ``count`` chips a seat: as many as keep the fewest
    lines (three at least: five chips go three and two, wider), then fewer."""
    lines = max(1, -(-count // COLUMNS))
    best = COLUMNS if lines == 1 else max(3, -(-count // lines))
    return tuple(dict.fromkeys((best, *range(best - 1, 1, -1))))


def _row_chips(
    assets: Assets, row: pygame.Rect, count: int, columns: int
) -> tuple[pygame.Rect, ...]:
    """A row's chips in ``columns`` columns right of its name."""
    name_w = assets.px(NAME_W)
    return _grid(
        assets, pygame.Rect(row.x + name_w, row.y, row.width - name_w, row.height), count, columns
    )


def _grid(
    assets: Assets, room: pygame.Rect, count: int, columns: int, tallest: int = CHIP_H
) -> tuple[pygame.Rect, ...]:
    """``count`` chips in ``columns`` columns filling ``room``'s width from its top, each
    ``tallest`` design pixels at most."""
    gap = assets.px(6)
    lines = max(1, -(-count // columns))
    width = room.width // columns - gap
    height = min(assets.px(tallest), (room.height - gap) // lines - gap)
    return tuple(
        pygame.Rect(
            room.x + (i % columns) * (width + gap),
            room.y + gap // 2 + (i // columns) * (height + gap),
            width,
            height,
        )
        for i in range(count)
    )


def _holds(assets: Assets, rects: tuple[pygame.Rect, ...], titles: tuple[str, ...]) -> bool:
    """Whether chips at ``rects`` show these titles whole, each chip a line of its words
    tall with room around them at least (not the slivers of three crowded lines)."""
    least = assets.font(theme.SMALL).get_height() + assets.px(6)
    return all(
        rect.height >= least and title_lines(assets, title, rect) is not None
        for title, rect in zip(titles, rects, strict=True)
    )


def badge_radius(assets: Assets) -> int:
    """A chip's Team Gears badge: round its number at the words' size."""
    return max(assets.px(13), assets.font(theme.SMALL).get_height() // 2 + assets.px(3))


def title_width(assets: Assets, rect: pygame.Rect) -> int:
    """The room for a chip's title: from its kind's stripe to its badge."""
    return rect.width - assets.px(18) - 2 * badge_radius(assets)


def title_lines(assets: Assets, title: str, rect: pygame.Rect) -> list[tuple[str, int]] | None:
    """A chip's title as it is drawn in ``rect``: its lines (one, else two) and each
    one's size, as large as fits down to the least; None if it does not fit whole (a word
    broken or cut short, or a line too low for the chip)."""
    px, font = assets.px, assets.font(theme.SMALL)
    width, floor = title_width(assets, rect), least_size(assets, theme.SMALL)
    if assets.font(floor).size(title)[0] <= width or 2 * font.get_height() > rect.height + px(2):
        lines = [title]  # on one line when it fits there (smaller, if need be)
    else:
        lines = wrap(font, title, width)
        if len(lines) > 2:  # no third line: the rest on the second, smaller
            lines = [lines[0], title[len(lines[0]) :].strip()]
    if " ".join(lines) != title or font.get_height() > rect.height + px(2):
        return None  # a word broken with a hyphen
    sized = [(line, fit_size(assets, line, theme.SMALL, width, floor)) for line in lines]
    if any(assets.font(size).size(line)[0] > width for line, size in sized):
        return None
    return sized


def draw_picker(
    surface: pygame.Surface,
    assets: Assets,
    area: pygame.Rect,
    rows: list[SeatRow],
    layout: Layout,
    mouse: tuple[int, int],
    detail: str,
) -> None:
    """The picker, its words as large as the text size asks while they all fit."""
    key = ("picker", tuple(area), repr(rows), repr(layout), detail)

    def draw(layer: pygame.Surface) -> None:
        _picker(layer, assets, area, rows, layout, mouse, detail)

    with assets.text_room(fit_room(assets, key, draw)):
        draw(surface)


def _picker(
    surface: pygame.Surface,
    assets: Assets,
    area: pygame.Rect,
    rows: list[SeatRow],
    layout: Layout,
    mouse: tuple[int, int],
    detail: str,
) -> None:
    px = assets.px
    panel(surface, area, theme.PANEL, scale=assets.scale)
    head = label(
        surface,
        assets,
        tr("Schematics"),
        theme.BODY,
        theme.ACCENT,
        topleft=(area.x + px(24), area.y + px(18)),
    )
    has_chips = any(row.chips for row in rows)
    end = area.right - px(24)
    if has_chips:
        end = _legend(surface, assets, end, head.centery).x - px(8)
    note, room = tr("two per Mech at most"), end - head.right - px(16)
    where = (head.right + px(16), head.centery)
    if assets.font(least_size(assets, theme.SMALL)).size(note)[0] <= room:
        fitted(surface, assets, note, theme.SMALL, theme.MUTED, room, midleft=where)
    # else left out, never cut short: each seat's "0 of 2" says as much
    if not has_chips:
        box = area.inflate(-px(80), -px(180))
        text = tr(
            "No Schematics unlocked yet. Each campaign mission you win unlocks one more "
            "for every Yordle, to bring along on later missions."
        )
        paragraph(surface, assets, text, theme.BODY, theme.MUTED, box, centred=True, spacing=6)
        return
    if layout.sheet is not None:
        pygame.draw.rect(surface, theme.PANEL_DARK, layout.sheet, border_radius=px(8))
    for seat, (row, box) in enumerate(zip(rows, layout.boxes, strict=True)):
        if layout.is_tabbed:
            _tab(surface, assets, row, box, seat == layout.open_seat, box.collidepoint(mouse))
        else:
            pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=px(8))
            _seat_name(surface, assets, row, box.x, box.y + px(20))
        if not row.chips and (seat == layout.open_seat or not layout.is_tabbed):
            space = layout.sheet if layout.sheet is not None else box
            left = space.x + px(16) if layout.is_tabbed else box.x + px(NAME_W)
            fitted(
                surface,
                assets,
                tr("none unlocked yet: win campaign missions"),
                theme.SMALL,
                theme.MUTED,
                space.right - left - px(8),
                midleft=(left, space.centery),
            )
        for chip, rect in zip(row.chips, layout.chips[seat], strict=False):
            _chip(surface, assets, chip, rect, row.colour, rect.collidepoint(mouse))
    foot = pygame.Rect(
        area.x + px(24), area.bottom - px(DETAIL_H), area.width - px(48), px(DETAIL_H - 8)
    )
    paragraph(surface, assets, detail, theme.BODY, theme.TEXT, foot)


def _seat_name(
    surface: pygame.Surface, assets: Assets, row: SeatRow, x: int, y: int, has_pips: bool = False
) -> None:
    """A seat's dot, name and count from ``x`` (its row's or tab's left), the name's middle
    at ``y``; with ``has_pips``, beside the count a pip for each pick: its kind's colour and
    its Team Gears (a closed tab's picks at a glance)."""
    px = assets.px
    pygame.draw.circle(surface, row.colour, (x + px(16), y), px(9))
    name = fitted(
        surface,
        assets,
        row.yordle.title(),
        theme.BODY,
        theme.TEXT,
        px(NAME_W - 36),
        midleft=(x + px(30), y),
    )
    picked = [c for c in row.chips if c.is_picked]
    count = label(
        surface,
        assets,
        tr("{picked} of {most}", picked=len(picked), most=2),
        theme.SMALL,
        theme.MUTED,
        topleft=(x + px(30), name.bottom + px(2)),
    )
    if not has_pips:
        return
    at = count.right + px(10)
    for chip in picked:
        radius = max(px(12), assets.font(theme.SMALL).get_height() // 2 + px(2))
        centre = (at + radius, count.centery)
        pygame.draw.circle(surface, theme.SCHEMATIC_KINDS[chip.kind][1], centre, radius)
        label(surface, assets, str(chip.gears), theme.SMALL, INK, center=centre)
        at += 2 * radius + px(6)


def _tab(
    surface: pygame.Surface,
    assets: Assets,
    row: SeatRow,
    box: pygame.Rect,
    is_open: bool,
    is_hover: bool,
) -> None:
    """A seat's tab down the picker's left: the open one of a piece with the chips' panel
    right of it, in the seat's colour along its edge; the others a step back."""
    px = assets.px
    if is_open:
        joined = pygame.Rect(box.x, box.y, box.width + px(10), box.height)
        pygame.draw.rect(surface, theme.PANEL_DARK, joined, border_radius=px(8))
        pygame.draw.rect(
            surface, row.colour, (box.x, box.y, px(6), box.height), border_radius=px(3)
        )
    else:
        fill = shade(theme.PANEL_DARK, 1.25) if is_hover else theme.PANEL
        inner = box.inflate(-px(4), 0).move(-px(2), 0)
        pygame.draw.rect(surface, fill, inner, border_radius=px(8))
        pygame.draw.rect(surface, theme.EDGE, inner, 1, border_radius=px(8))
    font = assets.font(theme.BODY)
    tall = font.get_height() + px(2) + assets.font(theme.SMALL).get_height()
    _seat_name(surface, assets, row, box.x, box.centery - tall // 2 + font.get_height() // 2, True)


def _chip(
    surface: pygame.Surface,
    assets: Assets,
    chip: Chip,
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    is_hover: bool,
) -> None:
    px = assets.px
    kind_colour = theme.SCHEMATIC_KINDS[chip.kind][1]
    fill = shade(colour, 0.35) if chip.is_picked else (52, 58, 78)
    if is_hover:
        fill = shade(fill, 1.12)
    pygame.draw.rect(surface, fill, rect, border_radius=px(7))
    pygame.draw.rect(
        surface, kind_colour, (rect.x, rect.y, px(6), rect.height), border_radius=px(3)
    )
    edge = colour if chip.is_picked else theme.EDGE
    pygame.draw.rect(surface, edge, rect, px(3) if chip.is_picked else 1, border_radius=px(7))
    radius = badge_radius(assets)
    badge = (rect.right - px(5) - radius, rect.centery)
    pygame.draw.circle(surface, theme.ACCENT, badge, radius)
    label(surface, assets, str(chip.gears), theme.SMALL, INK, center=badge)
    width = title_width(assets, rect)
    floor = least_size(assets, theme.SMALL)
    sized = title_lines(assets, chip.title, rect)
    if sized is None:  # the layout keeps this from happening: shortened, and counted so
        size = fit_size(assets, chip.title, theme.SMALL, width, floor)
        sized = [(chip.title, size)]
    step = assets.font(theme.SMALL).get_linesize()
    y = rect.centery - len(sized) * step // 2
    for line, size in sized:
        shown = cut(assets, line, size, width)
        where = (rect.x + px(12), y)
        room = pygame.Rect(where[0], rect.y - px(3), width, rect.height + px(6))  # the chip's
        assets.write(
            surface, shown, size, theme.TEXT, box=room, is_cut=shown != line, topleft=where
        )
        y += step


def _legend(surface: pygame.Surface, assets: Assets, right: int, y: int) -> pygame.Rect:
    """What the chips' colours and numbers mean, ending at ``right``; where it went."""
    px, font = assets.px, assets.font(theme.SMALL)
    names = [tr(name) for name, _ in theme.SCHEMATIC_KINDS.values()]
    gears = ctr("the Schematics' legend", "Team Gears")
    width = sum(font.size(name)[0] + px(24) for name in names) + px(28) + font.size(gears)[0]
    x = left = right - width
    for name, (_, colour) in zip(names, theme.SCHEMATIC_KINDS.values(), strict=True):
        pygame.draw.rect(surface, colour, (x, y - px(8), px(6), px(16)), border_radius=px(2))
        written = label(surface, assets, name, theme.SMALL, theme.MUTED, midleft=(x + px(10), y))
        x = written.right + px(14)
    pygame.draw.circle(surface, theme.ACCENT, (x + px(11), y), px(11))
    label(surface, assets, "n", theme.SMALL, INK, center=(x + px(11), y))
    label(surface, assets, gears, theme.SMALL, theme.MUTED, midleft=(x + px(28), y))
    return pygame.Rect(left, y - px(12), width, px(24))
