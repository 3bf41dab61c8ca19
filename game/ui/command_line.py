"""A seat's panel: its Yordle, the six-slot Command Line, System Damage and hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.assets import Assets
from game.palette import INK, SHARD_COLOUR
from game.rules import Card, DamageCard, Mech, Slot
from game.ui import theme
from game.ui.card_view import (
    draw_command,
    draw_damage,
    draw_empty_slot,
    draw_ghost,
    draw_schematic,
)
from game.ui.layout import SeatLayout, hand_rects
from game.ui.overdrive import NAME_SIZE, OverdriveView, draw_tag, tag_rect
from game.ui.schematic_chips import SchematicChip, draw_chips
from game.ui.text import fit_size, label
from game.ui.widgets import Button

DamageInfo = Callable[[DamageCard], tuple[str, str, str]]  # title, kind, text


@dataclass
class SeatView:
    """Everything a seat panel shows, filled in by the play scene each frame."""

    name: str
    colour: tuple[int, int, int]
    mech: Mech
    damage_info: DamageInfo
    is_first: bool = False
    is_turn: bool = False
    status: str = ""
    lit_slots: frozenset[int] = frozenset()
    preview: tuple[int, Slot] | None = None
    active_slot: int | None = None
    dragged: int | None = None
    can_ready: bool = False
    can_undo: bool = False
    is_programming: bool = False
    picked: frozenset[int] = field(default_factory=frozenset)
    schematics: tuple[SchematicChip, ...] = ()
    dragged_schematic: str | None = None
    carries_shard: bool = False
    overdrive: OverdriveView | None = None  # shown once the rules switch it on


def system_chips(layout: SeatLayout, count: int) -> tuple[pygame.Rect, ...]:
    area = layout.system
    return tuple(
        pygame.Rect(area.x, area.y + 22 + i * 26, area.width, 22)
        for i in range(count)
        if area.y + 22 + i * 26 + 22 <= area.bottom + 30
    )


def under_text(slot: Slot) -> str | None:
    if slot.top is None:
        return None
    return f"over {slot.top.command.title}" + (f" ×{slot.power}" if slot.power > 1 else "")


def draw_seat(
    surface: pygame.Surface,
    assets: Assets,
    layout: SeatLayout,
    view: SeatView,
    mouse: tuple[int, int],
    clock: float,
) -> None:
    panel = layout.panel
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=12)
    pygame.draw.rect(
        surface,
        view.colour if view.is_turn else theme.EDGE,
        panel,
        4 if view.is_turn else 2,
        border_radius=12,
    )
    _header(surface, assets, layout, view, mouse)
    for i, rect in enumerate(layout.slots):
        _slot(surface, assets, rect, i, view)
        label(
            surface,
            assets,
            f"slot {i + 1}",
            theme.TINY,
            theme.MUTED,
            midtop=(rect.centerx, rect.bottom + 3),
        )
    _system(surface, assets, layout, view)
    if view.schematics and layout.schematics:
        if layout.schematics[0].height > 40:
            at = (layout.schematics[0].x + 2, layout.schematics[0].y - 4)
            label(surface, assets, "Schematics", theme.SMALL, theme.MUTED, bottomleft=at)
        draw_chips(
            surface,
            assets,
            view.schematics,
            layout.schematics,
            view.colour,
            mouse,
            view.dragged_schematic,
        )
    if view.is_programming and layout.hand[0].y > layout.slots[0].bottom:
        label(
            surface,
            assets,
            "Hand — drag a card onto a slot, or onto the scrap bin",
            theme.SMALL,
            theme.MUTED,
            bottomleft=(layout.hand_area.x + 4, layout.hand[0].y - 4),
        )
    hand = view.mech.hand
    places = hand_rects(layout, max(len(hand), len(layout.hand)))
    if layout.hand[0].y <= layout.slots[0].bottom:
        tray = layout.hand_area
        pygame.draw.rect(surface, theme.PANEL_DARK, tray, border_radius=10)
        label(
            surface, assets, "hand", theme.TINY, theme.MUTED, midtop=(tray.centerx, tray.bottom + 1)
        )
    for i, rect in enumerate(places):
        card = hand[i] if i < len(hand) else None
        if card is None or card.id == view.dragged:
            if view.is_programming or card is not None:
                pygame.draw.rect(surface, (52, 58, 78), rect, 2, border_radius=8)
            continue
        draw_command(surface, assets, rect, card.command)


def _header(
    surface: pygame.Surface,
    assets: Assets,
    layout: SeatLayout,
    view: SeatView,
    mouse: tuple[int, int],
) -> None:
    header = layout.header
    pygame.draw.circle(surface, view.colour, (header.x + 14, header.centery), 12)
    pygame.draw.circle(surface, INK, (header.x + 14, header.centery), 12, 2)
    name = label(
        surface, assets, view.name, NAME_SIZE, theme.TEXT, midleft=(header.x + 34, header.centery)
    )
    x = name.right + 12
    if view.overdrive is not None:
        tag = tag_rect(assets, layout, view.name, view.overdrive)
        draw_tag(surface, assets, tag, view.overdrive)
        x = tag.right + 12
    if view.carries_shard:
        x = _shard_tag(surface, assets, x, header.centery)
    if view.is_first:
        tag = label(
            surface, assets, "First Player", theme.SMALL, INK, midleft=(x + 8, header.centery)
        )
        pygame.draw.rect(surface, theme.ACCENT, tag.inflate(16, 8), border_radius=10)
        label(surface, assets, "First Player", theme.SMALL, INK, midleft=(x + 8, header.centery))
        x = tag.right + 16
    right = layout.undo.x if view.can_undo else layout.ready.x if view.can_ready else header.right
    if view.status and right - x - 8 >= 40:
        colour = theme.GOOD if view.status.startswith("Ready") else theme.MUTED
        if view.is_turn:
            colour = view.colour
        size = fit_size(assets, view.status, theme.BODY, right - x - 8)
        label(surface, assets, view.status, size, colour, midleft=(x, header.centery))
    if view.can_undo:
        Button(layout.undo, "Undo", size=theme.SMALL).draw(surface, assets, mouse)
    if view.can_ready:
        Button(layout.ready, "Ready", colour=(60, 150, 90)).draw(surface, assets, mouse)


def _shard_tag(surface: pygame.Surface, assets: Assets, x: int, y: int) -> int:
    """A Crystal Shard in the Mech's grip, beside its name."""
    tag = label(surface, assets, "carries a Shard", theme.SMALL, INK, midleft=(x + 26, y))
    box = pygame.Rect(x, tag.y - 4, tag.right - x + 8, tag.height + 8)
    pygame.draw.rect(surface, SHARD_COLOUR, box, border_radius=10)
    gem = [(x + 12, y - 9), (x + 19, y), (x + 12, y + 9), (x + 5, y)]
    pygame.draw.polygon(surface, (230, 252, 255), gem)
    pygame.draw.polygon(surface, INK, gem, 2)
    label(surface, assets, "carries a Shard", theme.SMALL, INK, midleft=(x + 26, y))
    return box.right + 12


def _slot(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, index: int, view: SeatView
) -> None:
    slot = view.mech.slots[index]
    is_lit = index in view.lit_slots
    if view.preview is not None and view.preview[0] == index:
        preview = view.preview[1]
        draw_empty_slot(surface, assets, rect, True)
        if preview.top is not None:
            draw_ghost(surface, assets, rect, preview.top.command, preview.power)
    elif slot.damage is not None:
        title, kind, _ = view.damage_info(slot.damage)
        draw_damage(surface, assets, rect, title, kind, under=under_text(slot))
    elif slot.schematic is not None:
        chip = next((c for c in view.schematics if c.name == slot.schematic), None)
        title = chip.title if chip is not None else slot.schematic.replace("_", " ").title()
        draw_schematic(surface, assets, rect, title, "slot")
    elif slot.top is not None:
        draw_command(surface, assets, rect, slot.top.command, slot.power)
    else:
        draw_empty_slot(surface, assets, rect, is_lit)
    if is_lit:
        pygame.draw.rect(surface, theme.GLOW, rect.inflate(8, 8), 3, border_radius=10)
    if view.active_slot == index:
        pygame.draw.rect(surface, view.colour, rect.inflate(10, 10), 5, border_radius=10)


def _system(surface: pygame.Surface, assets: Assets, layout: SeatLayout, view: SeatView) -> None:
    label(
        surface,
        assets,
        "System",
        theme.TINY,
        theme.MUTED,
        midtop=(layout.system.centerx, layout.system.y),
    )
    damage = view.mech.system_damage
    chips = system_chips(layout, len(damage))
    for card, chip in zip(damage, chips, strict=False):
        title = view.damage_info(card)[0]
        pygame.draw.rect(surface, theme.DAMAGE_BODY, chip, border_radius=5)
        pygame.draw.rect(surface, theme.DAMAGE_EDGE, chip, 2, border_radius=5)
        size = fit_size(assets, title, theme.TINY, chip.width - 6, 10)
        label(surface, assets, title, size, theme.TEXT, center=chip.center)
    if not damage:
        label(
            surface,
            assets,
            "none",
            theme.TINY,
            (90, 96, 118),
            midtop=(layout.system.centerx, layout.system.y + 24),
        )


def hand_card_at(layout: SeatLayout, hand: tuple[Card, ...], pos: tuple[int, int]) -> Card | None:
    """The card under the pointer; later cards lie on top of earlier ones."""
    for card, rect in reversed(list(zip(hand, hand_rects(layout, len(hand)), strict=True))):
        if rect.collidepoint(pos):
            return card
    return None
