"""The mission panel: the objective when there is room, then the Boss's Command Line or
the Lava Wall.

The Boss's four slots show their card, Power and element (hover one for what it does); a
slot at Power 3 warns that the Doom Cannon fires when it runs. The Lava Wall shows how far
it has come, in the columns or rows it advances by, and how fast it flows.

The panel's parts have fixed heights in the play layout: the objective's words grow with the
players' text size as far as they fit, the counters, the Boss's slots and the Lava Wall's
track keep their design size (``Assets.text_room``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game import names as said
from game.assets import Assets
from game.i18n import ntr, tr
from game.palette import CREAM, ELEMENT_COLOURS, INK, legible, shade
from game.rules import Element, Facing
from game.ui import theme
from game.ui.card_view import draw_symbol
from game.ui.text import balanced, fitted, label, least_size, paragraph, paragraph_height
from game.ui.widgets import panel

CANNON = (244, 84, 60)
HEAT = (255, 130, 40)
OBJECTIVE_H = 130  # design pixels, as the layout keeps for it


@dataclass(frozen=True)
class BossSlotView:
    element: Element
    title: str  # the top card's title, or "" when the slot is empty
    text: str  # what it does at its Power (or the default danger)
    power: int
    is_running: bool = False
    is_armed: bool = False  # the Doom Cannon fires when it runs


@dataclass(frozen=True)
class BossView:
    slots: tuple[BossSlotView, ...]
    health: int
    most: int
    shields_down: tuple[str, ...]


@dataclass(frozen=True)
class LavaView:
    edge: Facing  # the side it flows from
    covered: int  # columns (from the West or East) or rows covered
    across: int  # in all
    speed: int
    is_active: bool
    sideways: bool = False  # it advances column by column, from the West or East


@dataclass(frozen=True)
class MissionView:
    objective: str
    doom_label: str | None = None
    doom: int | None = None
    boss: BossView | None = None
    lava: LavaView | None = None


def sections(
    rect: pygame.Rect, scale: float, has_objective: bool | int
) -> tuple[pygame.Rect, pygame.Rect]:
    """The objective's part of the panel (maybe empty) and the rest. ``has_objective``: the
    objective's design height in the panel (``PlayLayout.objective_h``), or whether it has
    the usual ``OBJECTIVE_H``."""
    inner = rect.inflate(-round(28 * scale), -round(20 * scale))
    tall = (
        (OBJECTIVE_H if has_objective else 0) if isinstance(has_objective, bool) else has_objective
    )
    height = round((tall - 10) * scale) if tall else 0
    top = pygame.Rect(inner.x, inner.y, inner.width, height)
    return top, pygame.Rect(inner.x, inner.y + height, inner.width, inner.bottom - inner.y - height)


def boss_slot_rects(
    rect: pygame.Rect, scale: float, has_objective: bool | int, foot: int | None = None
) -> tuple[pygame.Rect, ...]:
    """The Boss's four slots, one under the other below its header and health, above a
    foot of ``foot`` window pixels (``boss_foot``; one line's if not given)."""
    _, body = sections(rect, scale, has_objective)
    gap, top = round(6 * scale), body.y + round(66 * scale)
    foot = round(40 * scale) if foot is None else foot
    h = min(round(40 * scale), (body.bottom - foot - top - 3 * gap) // 4)
    return tuple(pygame.Rect(body.x, top + i * (h + gap), body.width, h) for i in range(4))


def _foot_words(boss: BossView) -> str:
    """What the foot under the Boss's slots says: the Doom Cannon armed, or its shields."""
    armed = [i for i, s in enumerate(boss.slots) if s.is_armed]
    if armed:
        return ntr(
            "DOOM CANNON armed in slot {slots}!",
            "DOOM CANNON armed in slots {slots}!",
            len(armed),
            slots=tr(" and ").join(str(i + 1) for i in armed),
        )
    down = ", ".join(boss.shields_down)
    if down:
        return tr("Shields down: {elements} (hit with those)", elements=down)
    return tr("All shields up: step on Rune Spaces")


def boss_foot(assets: Assets, rect: pygame.Rect, has_objective: bool | int, boss: BossView) -> int:
    """How tall the foot under the Boss's slots is: one line, or two if its words need
    them (a narrow panel, the TV safe area); for ``boss_slot_rects``."""
    _, body = sections(rect, assets.scale, has_objective)
    one, width = assets.px(40), body.width - assets.px(10)
    words = _foot_words(boss)
    if assets.font(theme.SMALL).size(words)[0] <= width:
        return one
    return max(one, paragraph_height(assets, words, theme.SMALL, width, 0) + assets.px(10))


def draw_mission_panel(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    view: MissionView,
    clock: float,
    has_objective: bool | int,
) -> None:
    panel(surface, rect, theme.PANEL_DARK, scale=assets.scale)
    top, body = sections(rect, assets.scale, has_objective)
    if has_objective:
        _objective(surface, assets, top, view)
    with assets.text_room(1.0):
        if view.boss is not None:
            _boss(surface, assets, rect, body, view.boss, clock, has_objective)
        elif view.lava is not None:
            _lava(surface, assets, body, view.lava)


def _objective(
    surface: pygame.Surface, assets: Assets, box: pygame.Rect, view: MissionView
) -> None:
    px = assets.px
    text_right = box.right
    if view.doom is not None and view.doom_label and view.boss is None:
        with assets.text_room(1.0):
            text_right = _doom_counter(surface, assets, box, view.doom_label, view.doom)
    # The heading grows with the text size only while the objective still fits under it.
    tall = assets.font(theme.SMALL).get_height()
    room = box.bottom - box.y - tall - px(2)
    with assets.text_room(1.0):
        least = paragraph_height(assets, view.objective, theme.BODY, text_right - box.x)
    grow = assets.text_grow if least <= room else 1.0
    with assets.text_room(grow):
        head = label(
            surface, assets, tr("Objective"), theme.SMALL, theme.ACCENT, topleft=box.topleft
        )
    words = pygame.Rect(
        box.x, head.bottom + px(2), text_right - box.x, box.bottom - head.bottom - px(2)
    )
    paragraph(surface, assets, view.objective, theme.BODY, theme.TEXT, words)


def _doom_counter(
    surface: pygame.Surface, assets: Assets, box: pygame.Rect, name: str, doom: int
) -> int:
    """What the Doom Tracker counts and how much is left, at the top right of ``box``;
    returns where the objective's words must end."""
    px = assets.px
    wide = assets.font(theme.SMALL).size(name)[0] + px(16)  # its name shows whole
    width = min(px(240), max(px(150), wide))
    counter = pygame.Rect(box.right - width, box.y, width, min(box.height, px(96)))
    pygame.draw.rect(surface, theme.PANEL, counter, border_radius=px(10))
    top = (counter.centerx, counter.y + px(4))
    fitted(surface, assets, name, theme.SMALL, theme.MUTED, counter.width - px(8), midtop=top)
    bottom = (counter.centerx, counter.bottom)
    label(surface, assets, str(doom), 48, theme.BAD, midbottom=bottom)
    return counter.x - px(10)


def _lava(surface: pygame.Surface, assets: Assets, body: pygame.Rect, lava: LavaView) -> None:
    px = assets.px
    head = label(surface, assets, tr("Lava Wall"), theme.BODY, HEAT, topleft=body.topleft)
    if lava.sideways:
        unit = ntr("{n} column", "{n} columns", lava.speed)
    else:
        unit = ntr("{n} row", "{n} rows", lava.speed)
    edge = said.facing(lava.edge)
    if lava.is_active:
        state = tr("from the {edge}: {speed} a Danger Phase", edge=edge, speed=unit)
        if assets.font(least_size(assets, theme.SMALL)).size(state)[0] > body.width:
            state = tr("{speed} a Danger Phase", speed=unit)  # the board shows the edge
    else:
        state = tr("waits beyond the {edge} edge", edge=edge)
    written = fitted(
        surface, assets, state, theme.SMALL, theme.TEXT, body.width, topleft=(body.x, head.bottom)
    )
    track = pygame.Rect(body.x, written.bottom + px(6), body.width, px(22))
    pygame.draw.rect(surface, (50, 30, 30), track, border_radius=px(6))
    step = track.width / max(1, lava.across)
    for i in range(lava.across):
        cell = pygame.Rect(
            round(track.x + i * step) + 1, track.y + px(2), max(1, round(step) - 2), px(18)
        )
        if i < lava.covered:
            pygame.draw.rect(surface, HEAT, cell, border_radius=px(3))
        elif i < lava.covered + lava.speed and lava.is_active:
            pygame.draw.rect(surface, (150, 80, 50), cell, max(1, px(2)), border_radius=px(3))
    if lava.sideways:
        note = ntr(
            "{n} of {all} column covered",
            "{n} of {all} columns covered",
            lava.covered,
            all=lava.across,
        )
    else:
        note = ntr(
            "{n} of {all} row covered", "{n} of {all} rows covered", lava.covered, all=lava.across
        )
    label(surface, assets, note, theme.SMALL, theme.MUTED, topleft=(track.x, track.bottom + px(4)))


def _boss(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    body: pygame.Rect,
    boss: BossView,
    clock: float,
    has_objective: bool | int,
) -> None:
    px = assets.px
    head = label(
        surface, assets, tr("Boss Command Line"), theme.BODY, theme.ACCENT, topleft=body.topleft
    )
    words = tr("Health {health}/{most}", health=boss.health, most=boss.most)
    at = (body.x, head.bottom + px(4))
    health = label(surface, assets, words, theme.SMALL, theme.TEXT, topleft=at)
    bar = pygame.Rect(health.right + px(12), health.centery - px(8), 0, px(16))
    bar.width = max(0, body.right - bar.x)
    pygame.draw.rect(surface, INK, bar.inflate(4, 4), border_radius=px(5))
    step = bar.width / max(1, boss.most)
    for i in range(boss.most):
        pip = pygame.Rect(round(bar.x + i * step) + 1, bar.y, max(1, round(step) - 2), bar.height)
        pygame.draw.rect(surface, theme.GOOD if i < boss.health else (60, 40, 44), pip)
    foot_h = boss_foot(assets, rect, has_objective, boss)
    for i, (slot, box) in enumerate(
        zip(boss.slots, boss_slot_rects(rect, assets.scale, has_objective, foot_h), strict=False)
    ):
        _boss_slot(surface, assets, box, i, slot, clock)
    foot = pygame.Rect(body.x, body.bottom - px(34), body.width, px(34))
    text, ink = _foot_words(boss), theme.MUTED
    if any(s.is_armed for s in boss.slots):
        foot = pygame.Rect(body.x, body.bottom - max(px(34), foot_h - px(4)), body.width, 0)
        foot.height = body.bottom - foot.y
        pulse = 0.5 + 0.5 * math.sin(clock * 6)
        pygame.draw.rect(surface, CANNON, foot, border_radius=px(8))
        pygame.draw.rect(
            surface, shade(theme.GLOW, 0.6 + 0.4 * pulse), foot, px(3), border_radius=px(8)
        )
        ink = INK
    if foot_h <= px(40):
        fitted(surface, assets, text, theme.SMALL, ink, foot.width - px(10), center=foot.center)
        return
    # Too long for one line (a narrow panel, the TV safe area): wrapped, the slots shorter.
    text = balanced(assets, text, theme.SMALL, foot.width - px(10))
    tall = paragraph_height(assets, text, theme.SMALL, foot.width - px(10), 0)
    room = pygame.Rect(foot.x + px(5), foot.centery - tall // 2, foot.width - px(10), tall)
    room.height = max(room.height, body.bottom - room.y)
    paragraph(surface, assets, text, theme.SMALL, ink, room, True, 0, "label")


def _boss_slot(
    surface: pygame.Surface,
    assets: Assets,
    box: pygame.Rect,
    index: int,
    slot: BossSlotView,
    clock: float,
) -> None:
    """One row: the element, the slot's number, its card (hover for what it does), Power."""
    px = assets.px
    colour = ELEMENT_COLOURS[slot.element]
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(8))
    band = pygame.Rect(box.x, box.y, px(96), box.height)
    pygame.draw.rect(
        surface,
        legible(shade(colour, 0.7))[0],
        band,
        border_top_left_radius=px(8),
        border_bottom_left_radius=px(8),
    )
    size = min(px(26), box.height - px(6))
    draw_symbol(surface, slot.element, (band.x + px(4) + size // 2, band.centery), size)
    room, name = band.right - band.x - size - px(12), tr("Slot {n}", n=index + 1)
    if assets.font(theme.SMALL).size(name)[0] > room:
        name = str(index + 1)  # a narrow panel: the number says which
    ink = legible(shade(colour, 0.7))[1]
    fitted(
        surface, assets, name, theme.SMALL, ink, room, midleft=(band.x + size + px(8), band.centery)
    )
    pips_x = box.right - px(14) - 2 * px(16)
    for p in range(3):
        centre = (pips_x + p * px(16), box.centery)
        lit = p < slot.power
        fill = (CANNON if slot.is_armed else CREAM) if lit else shade(colour, 0.45)
        pygame.draw.circle(surface, fill, centre, px(6))
        pygame.draw.circle(surface, INK, centre, px(6), 1)
    edge = colour
    if slot.is_armed:
        edge = shade(CANNON, 0.8 + 0.2 * math.sin(clock * 6))
    if slot.is_running:
        edge = theme.GLOW
    width = px(4) if slot.is_running or slot.is_armed else px(2)
    pygame.draw.rect(surface, edge, box, max(1, width), border_radius=px(8))
    title = slot.title or tr("default danger")
    colour_ = theme.TEXT if slot.title else theme.MUTED
    room = pips_x - px(14) - band.right - px(10)
    fitted(
        surface,
        assets,
        title,
        theme.SMALL,
        colour_,
        room,
        may_cut=True,  # hovering the row shows the card whole
        midleft=(band.right + px(10), box.centery),
    )
