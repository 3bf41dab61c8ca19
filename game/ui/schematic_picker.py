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


def chip_rects(
    area: pygame.Rect, seat: int, seats: int, count: int, scale: float
) -> tuple[pygame.Rect, ...]:
    row = row_rect(area, seat, seats, scale)
    gap = round(6 * scale)
    name_w = round(NAME_W * scale)
    lines = max(1, -(-count // COLUMNS))
    # as few columns as keep that many lines (three at least): five chips go three and
    # two, wider, so that longer titles ("Acolchado antiexplosión") show whole
    columns = COLUMNS if lines == 1 else max(3, -(-count // lines))
    width = (row.width - name_w) // columns - gap
    height = min(round(52 * scale), (row.height - gap) // lines - gap)
    return tuple(
        pygame.Rect(
            row.x + name_w + (i % columns) * (width + gap),
            row.y + gap // 2 + (i // columns) * (height + gap),
            width,
            height,
        )
        for i in range(count)
    )


def draw_picker(
    surface: pygame.Surface,
    assets: Assets,
    area: pygame.Rect,
    rows: list[SeatRow],
    mouse: tuple[int, int],
    detail: str,
) -> None:
    """The picker, its words as large as the text size asks while they all fit."""
    key = ("picker", tuple(area), repr(rows), detail)
    room = fit_room(assets, key, lambda layer: _picker(layer, assets, area, rows, mouse, detail))
    with assets.text_room(room):
        _picker(surface, assets, area, rows, mouse, detail)


def _picker(
    surface: pygame.Surface,
    assets: Assets,
    area: pygame.Rect,
    rows: list[SeatRow],
    mouse: tuple[int, int],
    detail: str,
) -> None:
    px, scale = assets.px, assets.scale
    panel(surface, area, theme.PANEL, scale=scale)
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
    for seat, row in enumerate(rows):
        box = row_rect(area, seat, len(rows), scale)
        pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=px(8))
        pygame.draw.circle(surface, row.colour, (box.x + px(16), box.y + px(20)), px(9))
        name = fitted(
            surface,
            assets,
            row.yordle.title(),
            theme.BODY,
            theme.TEXT,
            px(NAME_W - 36),
            midleft=(box.x + px(30), box.y + px(20)),
        )
        picked = sum(c.is_picked for c in row.chips)
        label(
            surface,
            assets,
            tr("{picked} of {most}", picked=picked, most=2),
            theme.SMALL,
            theme.MUTED,
            topleft=(box.x + px(30), name.bottom + px(2)),
        )
        if not row.chips:
            fitted(
                surface,
                assets,
                tr("none unlocked yet: win campaign missions"),
                theme.SMALL,
                theme.MUTED,
                box.right - box.x - px(NAME_W) - px(8),
                midleft=(box.x + px(NAME_W), box.centery),
            )
        rects = chip_rects(area, seat, len(rows), len(row.chips), scale)
        for chip, rect in zip(row.chips, rects, strict=True):
            _chip(surface, assets, chip, rect, row.colour, rect.collidepoint(mouse))
    box = pygame.Rect(
        area.x + px(24), area.bottom - px(DETAIL_H), area.width - px(48), px(DETAIL_H - 8)
    )
    paragraph(surface, assets, detail, theme.BODY, theme.TEXT, box)


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
    badge = (rect.right - px(18), rect.centery)
    pygame.draw.circle(surface, theme.ACCENT, badge, px(13))
    label(surface, assets, str(chip.gears), theme.SMALL, INK, center=badge)
    font = assets.font(theme.SMALL)
    width = rect.width - px(44)
    lines = wrap(font, chip.title, width)
    if len(lines) > 2:  # no third line: the rest on the second, whole (smaller) or cut
        lines = [lines[0], chip.title[len(lines[0].rstrip("-")) :].strip()]
    if len(lines) > 1 and 2 * font.get_height() > rect.height + px(2):
        lines = [chip.title]  # chips of one line (three rows of them): shortened, not piled
    y = rect.centery - len(lines) * font.get_linesize() // 2
    floor = least_size(assets, theme.SMALL)
    for line in lines:
        size = fit_size(assets, line, theme.SMALL, width, floor)
        shown = cut(assets, line, size, width)
        where = (rect.x + px(12), y)
        room = pygame.Rect(where[0], rect.y - px(3), width, rect.height + px(6))  # the chip's
        assets.write(
            surface, shown, size, theme.TEXT, box=room, is_cut=shown != line, topleft=where
        )
        y += font.get_linesize()


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
