"""The top of a seat's panel: the Yordle's emblem and name, its Overdrive, a Shard in its
grip, the First Player, what it is doing, and Undo and Ready while it programs; or, in a
folded strip, the emblem, name and status in a column."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.assets import Assets
from game.i18n import tr
from game.palette import INK, SHARD_COLOUR
from game.ui import theme
from game.ui.emblem import draw_badge
from game.ui.layout import SeatLayout
from game.ui.overdrive import NAME_SIZE, draw_tag, tag_rect
from game.ui.text import fitted, label, least_size, room_scale
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.command_line import SeatView


def draw_header(
    surface: pygame.Surface,
    assets: Assets,
    layout: SeatLayout,
    view: SeatView,
    mouse: tuple[int, int],
) -> None:
    px, header = assets.px, layout.header
    radius = header.height // 2
    draw_badge(
        surface, assets, view.emblem, view.colour, (header.x + radius, header.centery), radius
    )
    name_at = (header.x + 2 * radius + px(10), header.centery)
    name = label(surface, assets, view.name, NAME_SIZE, theme.TEXT, midleft=name_at)
    x = name.right + px(12)
    if view.overdrive is not None:
        tag = tag_rect(assets, layout, view.name, view.overdrive)
        draw_tag(surface, assets, tag, view.overdrive)
        x = tag.right + px(12)
    if view.carries_shard:
        x = _shard_tag(surface, assets, x, header.centery)
    if view.is_first:
        x = _first_tag(surface, assets, x, header.centery)
    right = layout.undo.x if view.can_undo else layout.ready.x if view.can_ready else header.right
    if view.can_hint and layout.hint is not None:
        right = layout.hint.x
    room = right - x - px(8)  # the status only where it fits whole: the buttons say as much
    if view.status and assets.font(theme.SMALL).size(view.status)[0] <= room:
        colour = theme.GOOD if view.is_ready else theme.MUTED
        if view.is_turn:
            colour = view.colour
        fitted(
            surface,
            assets,
            view.status,
            theme.BODY,
            colour,
            room,
            midleft=(x, header.centery),
        )
    if view.can_undo:
        Button(layout.undo, tr("Undo"), size=theme.SMALL).draw(surface, assets, mouse)
    if view.can_ready:
        Button(layout.ready, tr("Ready"), colour=theme.READY).draw(surface, assets, mouse)


def draw_name_column(
    surface: pygame.Surface, assets: Assets, layout: SeatLayout, view: SeatView
) -> None:
    """A folded strip's left end: emblem and name, then what the seat is doing (its words
    as large as the players' text size asks, while the two lines fit the strip)."""
    room = room_scale(
        assets, layout.header.height * 0.75 - assets.px(2), (theme.BODY / 2, theme.SMALL)
    )
    with assets.text_room(room):
        _name_column(surface, assets, layout, view)


def _name_column(
    surface: pygame.Surface, assets: Assets, layout: SeatLayout, view: SeatView
) -> None:
    px, column = assets.px, layout.header
    radius = min(px(20), column.height // 4)
    top = column.y + column.height // 4
    draw_badge(surface, assets, view.emblem, view.colour, (column.x + radius, top), radius)
    x = column.x + 2 * radius + px(8)
    name = view.name
    right = column.right
    if view.overdrive is not None:
        tag = tag_rect(assets, layout, view.name, view.overdrive)
        draw_tag(surface, assets, tag, view.overdrive)
        right = tag.x - px(4)
    fitted(surface, assets, name, theme.BODY, theme.TEXT, right - x, midleft=(x, top))
    status = view.status or (tr("carries a Shard") if view.carries_shard else "")
    status = status or (tr("First Player") if view.is_first else "")
    floor = assets.font(least_size(assets, theme.SMALL))
    if status == view.status and view.status_short and floor.size(status)[0] > column.width:
        status = view.status_short
    if status:
        colour = view.colour if view.is_turn else theme.MUTED
        where = (column.x, column.bottom - px(2))
        fitted(surface, assets, status, theme.SMALL, colour, column.width, bottomleft=where)


def _first_tag(surface: pygame.Surface, assets: Assets, x: int, y: int) -> int:
    px = assets.px
    words = tr("First Player")
    width, height = assets.font(theme.SMALL).size(words)
    tag = pygame.Rect(x, y - height // 2 - px(4), width + px(16), height + px(8))
    pygame.draw.rect(surface, theme.ACCENT, tag, border_radius=px(10))
    label(surface, assets, words, theme.SMALL, INK, center=tag.center)
    return tag.right + px(12)


def _shard_tag(surface: pygame.Surface, assets: Assets, x: int, y: int) -> int:
    """A Crystal Shard in the Mech's grip, beside its name."""
    px = assets.px
    words = tr("carries a Shard")
    width, height = assets.font(theme.SMALL).size(words)
    box = pygame.Rect(x, y - height // 2 - px(4), width + px(34), height + px(8))
    pygame.draw.rect(surface, SHARD_COLOUR, box, border_radius=px(10))
    gem = [(x + px(12), y - px(9)), (x + px(19), y), (x + px(12), y + px(9)), (x + px(5), y)]
    pygame.draw.polygon(surface, (230, 252, 255), gem)
    pygame.draw.polygon(surface, INK, gem, max(1, px(2)))
    label(surface, assets, words, theme.SMALL, INK, midleft=(x + px(26), y))
    return box.right + px(12)
