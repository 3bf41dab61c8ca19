"""The briefing's Schematic picker: each seat's unlocked Schematics as chips, two at most."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.palette import INK, shade
from game.ui import theme
from game.ui.text import fit_size, label, paragraph, wrap
from game.ui.widgets import panel

PICKER = pygame.Rect(720, 150, 820, 420)
NAME_W = 170
COLUMNS = 5
DETAIL_H = 58
CHIP_FONT = 17


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


def row_rect(seat: int, seats: int) -> pygame.Rect:
    top = PICKER.y + 56
    height = (PICKER.height - 56 - DETAIL_H - 8) // max(1, seats)
    return pygame.Rect(PICKER.x + 12, top + seat * height, PICKER.width - 24, height - 6)


def chip_rects(seat: int, seats: int, count: int) -> tuple[pygame.Rect, ...]:
    row = row_rect(seat, seats)
    width = (row.width - NAME_W) // COLUMNS - 6
    height = min(40, (row.height - 6) // 2)
    return tuple(
        pygame.Rect(
            row.x + NAME_W + (i % COLUMNS) * (width + 6),
            row.y + 3 + (i // COLUMNS) * (height + 4),
            width,
            height,
        )
        for i in range(count)
    )


def draw_picker(
    surface: pygame.Surface,
    assets: Assets,
    rows: list[SeatRow],
    mouse: tuple[int, int],
    detail: str,
) -> None:
    panel(surface, PICKER, theme.PANEL)
    label(
        surface,
        assets,
        "Schematics",
        theme.BODY,
        theme.ACCENT,
        topleft=(PICKER.x + 24, PICKER.y + 16),
    )
    label(
        surface,
        assets,
        "two per Mech at most",
        theme.SMALL,
        theme.MUTED,
        midleft=(PICKER.x + 170, PICKER.y + 29),
    )
    if not any(row.chips for row in rows):
        box = PICKER.inflate(-80, -160)
        text = (
            "No Schematics unlocked yet. Each campaign mission you win unlocks one more "
            "for every Yordle, to bring along on later missions."
        )
        paragraph(surface, assets, text, theme.BODY, theme.MUTED, box, centred=True, spacing=6)
        return
    _legend(surface, assets, (PICKER.right - 400, PICKER.y + 29))
    for seat, row in enumerate(rows):
        area = row_rect(seat, len(rows))
        pygame.draw.rect(surface, theme.PANEL_DARK, area, border_radius=8)
        pygame.draw.circle(surface, row.colour, (area.x + 16, area.y + 20), 9)
        label(
            surface,
            assets,
            row.yordle.title(),
            theme.BODY,
            theme.TEXT,
            midleft=(area.x + 32, area.y + 20),
        )
        picked = sum(c.is_picked for c in row.chips)
        label(
            surface,
            assets,
            f"{picked} of 2 picked",
            theme.TINY,
            theme.MUTED,
            topleft=(area.x + 32, area.y + 34),
        )
        if not row.chips:
            label(
                surface,
                assets,
                "none unlocked yet: win campaign missions to earn them",
                theme.SMALL,
                theme.MUTED,
                midleft=(area.x + NAME_W, area.centery),
            )
        for chip, rect in zip(row.chips, chip_rects(seat, len(rows), len(row.chips)), strict=True):
            _chip(surface, assets, chip, rect, row.colour, rect.collidepoint(mouse))
    box = pygame.Rect(PICKER.x + 24, PICKER.bottom - DETAIL_H - 4, PICKER.width - 48, DETAIL_H)
    paragraph(surface, assets, detail, theme.SMALL, theme.TEXT, box)


def _chip(
    surface: pygame.Surface,
    assets: Assets,
    chip: Chip,
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    is_hover: bool,
) -> None:
    kind_colour = theme.SCHEMATIC_KINDS[chip.kind][1]
    fill = shade(colour, 0.55) if chip.is_picked else (52, 58, 78)
    if is_hover:
        fill = shade(fill, 1.12)
    pygame.draw.rect(surface, fill, rect, border_radius=7)
    pygame.draw.rect(surface, kind_colour, (rect.x, rect.y, 6, rect.height), border_radius=3)
    edge = colour if chip.is_picked else theme.EDGE
    pygame.draw.rect(surface, edge, rect, 3 if chip.is_picked else 1, border_radius=7)
    badge = pygame.Rect(rect.right - 24, rect.centery - 10, 20, 20)
    pygame.draw.circle(surface, theme.ACCENT, badge.center, 10)
    label(surface, assets, str(chip.gears), theme.TINY, INK, center=badge.center)
    font = assets.font(CHIP_FONT)
    lines = wrap(font, chip.title, rect.width - 40)[:2]
    y = rect.centery - len(lines) * font.get_linesize() // 2
    for line in lines:
        size = fit_size(assets, line, CHIP_FONT, rect.width - 40, 11)
        label(surface, assets, line, size, theme.TEXT, topleft=(rect.x + 12, y))
        y += font.get_linesize()


def _legend(surface: pygame.Surface, assets: Assets, midleft: tuple[int, int]) -> None:
    """What the chips' colours and numbers mean."""
    x, y = midleft
    for name, colour in theme.SCHEMATIC_KINDS.values():
        pygame.draw.rect(surface, colour, (x, y - 7, 6, 14), border_radius=2)
        x = label(surface, assets, name, theme.TINY, theme.MUTED, midleft=(x + 10, y)).right + 14
    pygame.draw.circle(surface, theme.ACCENT, (x + 9, y), 9)
    label(surface, assets, "n", theme.TINY, INK, center=(x + 9, y))
    label(surface, assets, "Team Gears to switch on", theme.TINY, theme.MUTED, midleft=(x + 24, y))
