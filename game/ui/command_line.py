"""A seat's panel: its Yordle, the six-slot Command Line, System Damage and hand.

Open while its player programs (cards, buttons and Schematics); folded into a strip the
rest of the time (the same slots as chips). The header has a module of its own
(``seat_header``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game import names as said
from game.assets import Assets
from game.i18n import ntr, tr
from game.rules import Command, DamageCard, Mech, Slot
from game.ui import theme
from game.ui.card_view import draw_command, draw_ghost
from game.ui.emblem import card_mark
from game.ui.layout import SeatLayout, hand_rects
from game.ui.overdrive import OverdriveView
from game.ui.schematic_chips import SchematicChip, draw_chips
from game.ui.seat_header import draw_header, draw_name_column
from game.ui.slot_faces import draw_damage, draw_damage_chip, draw_empty_slot, draw_schematic
from game.ui.text import fitted, label, least_size, room_scale
from game.wording import wrap

DamageInfo = Callable[[DamageCard], tuple[str, str, str]]  # title, kind, text


def no_short(card: object) -> str:
    return ""


@dataclass
class SeatView:
    """Everything a seat panel shows, filled in by the play scene each frame."""

    name: str
    colour: tuple[int, int, int]
    mech: Mech
    damage_info: DamageInfo = field(compare=False)  # the same for the whole mission
    is_first: bool = False
    is_turn: bool = False
    status: str = ""
    status_short: str = ""  # the status in fewer words, where it has no room whole
    is_ready: bool = False  # its status says so, in green
    lit_slots: frozenset[int] = frozenset()
    preview: tuple[int, Slot] | None = None
    active_slot: int | None = None
    dragged: int | None = None
    can_ready: bool = False
    can_undo: bool = False
    can_hint: bool = False  # the Hint button shows (drawn over the panel by the scene)
    can_drag: bool = True  # a pointer here may take its cards (a bot's or a record's: no)
    is_programming: bool = False
    picked: frozenset[int] = field(default_factory=frozenset)
    schematics: tuple[SchematicChip, ...] = ()
    dragged_schematic: str | None = None
    carries_shard: bool = False
    overdrive: OverdriveView | None = None  # shown once the rules switch it on
    emblem: str = ""  # the Yordle, whose emblem marks its panel and cards
    # The short names small faces fall back on (the compact rows'): "" for none
    command_short: Callable[[Command], str] = field(default=no_short, compare=False)
    damage_short: Callable[[DamageCard], str] = field(default=no_short, compare=False)


def system_chips(layout: SeatLayout, count: int, scale: float) -> tuple[pygame.Rect, ...]:
    """Where the System Damage Cards' chips go in the System place, under its label (or in
    its place, when the cards need the room): they share it, each at least two lines high
    in an open panel and one in a strip; fewer places than cards when they do not fit."""
    area = layout.system
    gap = round(4 * scale)
    least = round((44 if layout.is_open else 22) * scale)  # two lines of words open, else one

    def places(top: int) -> tuple[pygame.Rect, ...]:
        room = area.bottom - gap - top
        fit = max(1, min(count, (room + gap) // (least + gap)))
        height = (room + gap) // fit - gap
        return tuple(
            pygame.Rect(area.x + gap, top + i * (height + gap), area.width - 2 * gap, height)
            for i in range(fit)
        )

    chips = places(area.y + round(LABEL_H * scale))
    if len(chips) < count:
        chips = places(area.y + gap)
    return chips


LABEL_H = 26  # the System's label, above its chips


def under_text(slot: Slot, short: str = "") -> tuple[str, ...]:
    """What lies under a Damage Card in its slot, longest words first: the card's name
    and the stack's Power, then shorter ways to say it (a small face takes the first that
    fits whole)."""
    if slot.top is None:
        return ()
    card = said.command(slot.top.command)
    forms = [tr("over {card}", card=card)]
    if slot.power > 1:
        forms.insert(0, tr("over {card} ×{power}", card=card, power=slot.power))
    if short and short != card:
        forms += [tr("over {card}", card=short), short]
    else:
        forms.append(card)
    return tuple(forms)


def draw_seat(
    surface: pygame.Surface,
    assets: Assets,
    layout: SeatLayout,
    view: SeatView,
    mouse: tuple[int, int],
    clock: float,
) -> None:
    px, panel = assets.px, layout.panel
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=px(12))
    edge, width = (view.colour, px(4)) if view.is_turn else (theme.EDGE, px(2))
    pygame.draw.rect(surface, edge, panel, max(1, width), border_radius=px(12))
    if layout.is_open:
        draw_header(surface, assets, layout, view, mouse)
    else:
        draw_name_column(surface, assets, layout, view)
    for i, rect in enumerate(layout.slots):
        _slot(surface, assets, rect, i, view)
        if layout.numbers:
            where = (rect.centerx, rect.bottom + px(2))
            words = tr("slot {n}", n=i + 1)
            with assets.text_room(_under_room(assets, layout, rect.bottom)):
                label(surface, assets, words, theme.SMALL, theme.MUTED, midtop=where)
    _system(surface, assets, layout, view)
    _hand(surface, assets, layout, view)
    if layout.is_open and view.schematics:
        draw_chips(
            surface,
            assets,
            view.schematics,
            layout.schematics,
            view.colour,
            mouse,
            view.dragged_schematic,
        )


def _under_room(assets: Assets, layout: SeatLayout, row_bottom: int) -> float:
    """The text scale for a line under a row of cards: as large as the players' text size,
    but no taller than the room down to what lies below (the hand, chips, the panel's edge)."""
    px = assets.px
    tops = [r.y for r in (*layout.hand, *layout.schematics) if r.y > row_bottom]
    room = min([layout.panel.bottom - px(2), *tops]) - (row_bottom + px(2))
    return min(assets.text_grow, room_scale(assets, room, (theme.SMALL,)))


def _hand(surface: pygame.Surface, assets: Assets, layout: SeatLayout, view: SeatView) -> None:
    px, hand = assets.px, view.mech.hand
    if layout.numbers and view.is_programming:
        where = (layout.hand[0].x, layout.hand[0].bottom + px(2))
        is_told = hand and len(layout.hand) > 1 and view.can_drag
        note = tr("hand: drag to a slot") if is_told else tr("hand")
        room = layout.hand_area.right - layout.hand[0].x
        with assets.text_room(_under_room(assets, layout, layout.hand[0].bottom)):
            if assets.font(least_size(assets, theme.SMALL)).size(note)[0] > room:
                note = tr("hand")  # the cards show how; their name is what must show whole
            fitted(surface, assets, note, theme.SMALL, theme.MUTED, room, topleft=where)
    places = hand_rects(layout, max(len(hand), len(layout.hand)))
    mark = None  # the holder's emblem on open panels' cards (a strip's chips need the room)
    if hand and view.emblem and layout.is_open:
        size = max(px(22), layout.hand[0].height // 5)
        mark = card_mark(assets, view.emblem, view.colour, size)
    for i, rect in enumerate(places):
        card = hand[i] if i < len(hand) else None
        if card is None or card.id == view.dragged:
            if view.is_programming or card is not None:
                pygame.draw.rect(surface, (52, 58, 78), rect, max(1, px(2)), border_radius=px(8))
            continue
        short = view.command_short(card.command)
        draw_command(surface, assets, rect, card.command, mark=mark, short=short)


def _slot(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, index: int, view: SeatView
) -> None:
    px = assets.px
    slot = view.mech.slots[index]
    is_lit = index in view.lit_slots
    if view.preview is not None and view.preview[0] == index:
        preview = view.preview[1]
        draw_empty_slot(surface, assets, rect, True)
        if preview.top is not None:
            command = preview.top.command
            short = view.command_short(command)
            draw_ghost(surface, assets, rect, command, preview.power, short=short)
    elif slot.damage is not None:
        title, kind, _ = view.damage_info(slot.damage)
        short = view.damage_short(slot.damage)
        below = under_text(slot, view.command_short(slot.top.command) if slot.top else "")
        draw_damage(surface, assets, rect, title, kind, under=below, short=short)
    elif slot.schematic is not None:
        chip = next((c for c in view.schematics if c.name == slot.schematic), None)
        title = chip.title if chip is not None else slot.schematic.replace("_", " ").title()
        draw_schematic(surface, assets, rect, title, "slot")
    elif slot.top is not None:
        command = slot.top.command
        draw_command(surface, assets, rect, command, slot.power, short=view.command_short(command))
    else:
        draw_empty_slot(surface, assets, rect, is_lit)
    if is_lit:
        pygame.draw.rect(
            surface, theme.GLOW, rect.inflate(px(8), px(8)), px(3), border_radius=px(10)
        )
    if view.active_slot == index:
        pygame.draw.rect(
            surface, view.colour, rect.inflate(px(10), px(10)), px(5), border_radius=px(10)
        )


def _system(surface: pygame.Surface, assets: Assets, layout: SeatLayout, view: SeatView) -> None:
    """The System: its label, then each System Damage Card by name (a count when more than
    fit), or "no damage"."""
    px, area = assets.px, layout.system
    pygame.draw.rect(surface, theme.PANEL_DARK, area, border_radius=px(8))
    room = area.width - px(8)
    top = (area.centerx, area.y + px(3))
    damage = view.mech.system_damage
    chips = system_chips(layout, len(damage), assets.scale)
    if not damage or chips[0].y >= area.y + px(LABEL_H) - px(2):
        fitted(surface, assets, tr("System"), theme.SMALL, theme.MUTED, room, midtop=top)
    if not damage:
        line = assets.font(theme.SMALL).get_linesize()
        y = area.y + px(3) + line
        for words in wrap(assets.font(theme.SMALL), tr("no damage"), room):  # whole words
            if y + line > area.bottom + px(2):
                break
            fitted(surface, assets, words, theme.SMALL, theme.MUTED, room, midtop=(area.centerx, y))
            y += line
        return
    if len(chips) < len(damage):  # more than fit: the count (hovering shows each card)
        chip = chips[0]
        pygame.draw.rect(surface, theme.DAMAGE_BODY, chip, border_radius=px(5))
        pygame.draw.rect(surface, theme.DAMAGE_EDGE, chip, max(1, px(2)), border_radius=px(5))
        words = ntr("{n} damage", "{n} damage", len(damage))
        if assets.font(theme.SMALL).size(words)[0] > chip.width - px(6):
            words = str(len(damage))
        fitted(
            surface, assets, words, theme.SMALL, theme.TEXT, chip.width - px(6), center=chip.center
        )
        return
    for card, chip in zip(damage, chips, strict=False):
        draw_damage_chip(surface, assets, chip, view.damage_info(card)[0], view.damage_short(card))
