"""A seat's Overdrive, once the rules switch it on: a lit tag beside the Yordle's name, and
a tip with what it does while the pointer rests on the tag."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.palette import INK
from game.ui import theme
from game.ui.layout import SeatLayout
from game.ui.text import fit_size, label, paragraph, wrap
from game.ui.widgets import panel

OVERDRIVE = (255, 150, 40)
NAME_SIZE = 30  # the Yordle's name in a seat header
PREFIX = "Overdrive: "


@dataclass(frozen=True)
class OverdriveView:
    title: str  # "Overdrive: Full Throttle"
    text: str

    @property
    def short(self) -> str:
        return self.title.removeprefix(PREFIX)


def tag_rect(assets: Assets, layout: SeatLayout, name: str, view: OverdriveView) -> pygame.Rect:
    """Where the tag sits: right after the name in the seat's header."""
    header = layout.header
    left = header.x + 34 + assets.font(NAME_SIZE).size(name)[0] + 12
    width = 34 + assets.font(theme.SMALL).size(view.short)[0] + 12
    width = min(width, max(60, header.right - 232 - left))
    return pygame.Rect(left, header.y + 3, width, header.height - 6)


def draw_tag(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, view: OverdriveView
) -> None:
    pygame.draw.rect(surface, OVERDRIVE, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, INK, rect, 2, border_radius=rect.height // 2)
    bolt(surface, (rect.x + 16, rect.centery), rect.height - 10)
    size = fit_size(assets, view.short, theme.SMALL, rect.width - 40, 11)
    label(surface, assets, view.short, size, INK, midleft=(rect.x + 30, rect.centery))


def bolt(surface: pygame.Surface, centre: tuple[int, int], height: int) -> None:
    x, y, h = centre[0], centre[1], height / 2
    points = [
        (x + h * 0.2, y - h),
        (x - h * 0.5, y + h * 0.15),
        (x - h * 0.02, y + h * 0.15),
        (x - h * 0.25, y + h),
        (x + h * 0.5, y - h * 0.2),
        (x + h * 0.02, y - h * 0.2),
    ]
    pygame.draw.polygon(surface, (255, 246, 200), points)
    pygame.draw.polygon(surface, INK, points, 1)


def draw_tip(
    surface: pygame.Surface, assets: Assets, anchor: pygame.Rect, view: OverdriveView
) -> None:
    """The Overdrive's title and text, under its tag."""
    font = assets.font(theme.SMALL)
    lines = len(wrap(font, view.text, 396))
    box = pygame.Rect(0, 0, 420, 74 + lines * font.get_linesize())
    box.topleft = (anchor.x, anchor.bottom + 8)
    box.clamp_ip(pygame.Rect(0, 64, 1600, 836))
    pygame.draw.rect(surface, (0, 0, 0), box.move(6, 8), border_radius=12)
    panel(surface, box, theme.PANEL_DARK, OVERDRIVE, 3, 12)
    size = fit_size(assets, view.title, theme.BODY, box.width - 24)
    label(surface, assets, view.title, size, OVERDRIVE, topleft=(box.x + 12, box.y + 10))
    body = pygame.Rect(box.x + 12, box.y + 42, box.width - 24, box.height - 70)
    paragraph(surface, assets, view.text, theme.SMALL, theme.TEXT, body)
    note = "On: the team has all 15 Team Gears."
    label(surface, assets, note, theme.TINY, theme.MUTED, bottomleft=(box.x + 12, box.bottom - 8))
