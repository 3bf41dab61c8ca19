"""A seat's Overdrive, once the rules switch it on: a lit tag beside the Yordle's name, and
a tip with what it does while the pointer rests on the tag."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.i18n import tr
from game.palette import INK
from game.rules.queries import MAX_GEARS
from game.ui import theme
from game.ui.layout import SeatLayout
from game.ui.text import fitted, paragraph, paragraph_height
from game.ui.widgets import panel

OVERDRIVE = (255, 150, 40)
NAME_SIZE = 30  # the Yordle's name in a seat header
TIP_W = 460


@dataclass(frozen=True)
class OverdriveView:
    title: str  # "Overdrive: Full Throttle"
    text: str

    @property
    def short(self) -> str:
        return self.title.split(": ", 1)[-1]  # its name without "Overdrive: "


def tag_rect(assets: Assets, layout: SeatLayout, name: str, view: OverdriveView) -> pygame.Rect:
    """Where the tag sits: right after the name in an open seat's header; a round badge at
    the end of the name's line in a folded strip."""
    px, header = assets.px, layout.header
    if not layout.is_open:
        side = min(px(40), header.height // 2)
        return pygame.Rect(header.right - side, header.y, side, side)
    left = header.x + header.height + px(10) + assets.font(NAME_SIZE).size(name)[0] + px(12)
    width = px(40) + assets.font(theme.SMALL).size(view.short)[0] + px(12)
    width = min(width, max(px(80), layout.undo.x - px(200) - left))
    return pygame.Rect(left, header.y + px(3), width, header.height - px(6))


def draw_tag(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, view: OverdriveView
) -> None:
    pygame.draw.rect(surface, OVERDRIVE, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, INK, rect, max(1, assets.px(2)), border_radius=rect.height // 2)
    if rect.width < rect.height * 2:  # a badge: the bolt alone
        bolt(surface, rect.center, rect.height - assets.px(8))
        return
    bolt(surface, (rect.x + assets.px(16), rect.centery), rect.height - assets.px(10))
    where = (rect.x + assets.px(32), rect.centery)
    room = rect.width - assets.px(40)  # the tag: its tip shows the name whole
    fitted(surface, assets, view.short, theme.SMALL, INK, room, may_cut=True, midleft=where)


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
    surface: pygame.Surface,
    assets: Assets,
    anchor: pygame.Rect,
    view: OverdriveView,
    room: pygame.Rect,
) -> pygame.Rect:
    """The Overdrive's title and text, under its tag (within ``room``), as tall as its
    words at the players' text size; where it drew."""
    px = assets.px
    width = px(TIP_W)
    text_h = paragraph_height(assets, view.text, theme.BODY, width - px(24))
    title_h = assets.font(theme.BODY).get_linesize()
    note = tr("On: the team has all {most} Team Gears.", most=MAX_GEARS)
    note_h = paragraph_height(assets, note, theme.SMALL, width - px(24))  # one line, or two
    head = max(px(44), px(17) + title_h)  # above the text: its title
    foot = max(px(48), px(24) + note_h)  # below: the note
    box = pygame.Rect(0, 0, width, head + text_h + foot)
    box.topleft = (anchor.x, anchor.bottom + px(8))
    box.clamp_ip(room)
    shadow = pygame.draw.rect(surface, (0, 0, 0), box.move(px(6), px(8)), border_radius=px(12))
    panel(surface, box, theme.PANEL_DARK, OVERDRIVE, 3, 12, assets.scale)
    fitted(
        surface,
        assets,
        view.title,
        theme.BODY,
        OVERDRIVE,
        box.width - px(24),
        topleft=(box.x + px(12), box.y + px(10)),
    )
    body = pygame.Rect(box.x + px(12), box.y + head, box.width - px(24), text_h + px(4))
    paragraph(surface, assets, view.text, theme.BODY, theme.TEXT, body)
    below = pygame.Rect(box.x + px(12), box.bottom - px(8) - note_h, box.width - px(24), note_h)
    paragraph(surface, assets, note, theme.SMALL, theme.MUTED, below, role="label")
    return box.union(shadow)
