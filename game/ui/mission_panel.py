"""The panel under a long board: the Boss's Command Line, the Lava Wall, or the objective.

The Boss's four slots show their stacks and Power; a slot at Power 3 warns that the Doom
Cannon fires when it runs. The Lava Wall shows how far it has come and how fast it flows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.palette import CREAM, ELEMENT_COLOURS, INK, shade
from game.rules import Element
from game.ui import theme
from game.ui.card_view import draw_symbol
from game.ui.text import fit_size, label, paragraph
from game.ui.widgets import panel

CANNON = (244, 84, 60)


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
    edge: str  # "West"
    rows: int
    across: int  # rows in all
    speed: int
    is_active: bool


@dataclass(frozen=True)
class MissionView:
    objective: str
    doom_label: str | None = None
    doom: int | None = None
    boss: BossView | None = None
    lava: LavaView | None = None


def draw_mission_panel(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, view: MissionView, clock: float
) -> None:
    panel(surface, rect, theme.PANEL_DARK)
    if view.boss is not None:
        _boss(surface, assets, rect, view.boss, clock)
        return
    body = rect.inflate(-28, -24)
    if view.lava is not None:
        body.y = _lava(surface, assets, body, view.lava, clock) + 10
        body.height = rect.bottom - 12 - body.y
    label(surface, assets, "Objective", theme.SMALL, theme.ACCENT, topleft=body.topleft)
    text_box = pygame.Rect(body.x, body.y + 26, body.width - 120, body.height - 26)
    paragraph(surface, assets, view.objective, theme.SMALL, theme.TEXT, text_box, spacing=3)
    if view.doom is not None and view.doom_label:
        box = pygame.Rect(body.right - 108, body.y + 4, 108, 84)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        size = fit_size(assets, view.doom_label, theme.TINY, box.width - 8, 11)
        label(surface, assets, view.doom_label, size, theme.MUTED, midtop=(box.centerx, box.y + 6))
        label(surface, assets, str(view.doom), 48, theme.BAD, midbottom=(box.centerx, box.bottom))


def _lava(
    surface: pygame.Surface, assets: Assets, body: pygame.Rect, lava: LavaView, clock: float
) -> int:
    heat = (255, 130, 40)
    label(surface, assets, "Lava Wall", theme.BODY, heat, topleft=body.topleft)
    if lava.is_active:
        rows = f"{lava.speed} row{'s' * (lava.speed != 1)}"
        state = f"flows from the {lava.edge} · {rows} each Danger Phase"
    else:
        state = f"waits beyond the {lava.edge} edge · speed {lava.speed} once it flows"
    size = fit_size(assets, state, theme.SMALL, body.width - 130)
    label(surface, assets, state, size, theme.TEXT, midleft=(body.x + 124, body.y + 13))
    track = pygame.Rect(body.x, body.y + 34, body.width, 22)
    pygame.draw.rect(surface, (50, 30, 30), track, border_radius=6)
    step = track.width / max(1, lava.across)
    glow = 1.0
    for i in range(lava.across):
        cell = pygame.Rect(round(track.x + i * step) + 1, track.y + 2, max(1, round(step) - 2), 18)
        if i < lava.rows:
            pygame.draw.rect(surface, shade(heat, glow), cell, border_radius=3)
        elif i < lava.rows + lava.speed and lava.is_active:
            pygame.draw.rect(surface, (120, 60, 40), cell, 2, border_radius=3)
    note = f"{lava.rows} of {lava.across} rows covered"
    label(surface, assets, note, theme.TINY, theme.MUTED, topleft=(track.x, track.bottom + 4))
    return track.bottom + 24


def _boss(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, boss: BossView, clock: float
) -> None:
    label(
        surface,
        assets,
        "Boss Command Line",
        theme.BODY,
        theme.ACCENT,
        topleft=(rect.x + 14, rect.y + 8),
    )
    bar = pygame.Rect(rect.right - 220, rect.y + 12, 206, 18)
    label(
        surface,
        assets,
        f"Health {boss.health}/{boss.most}",
        theme.SMALL,
        theme.TEXT,
        midright=(bar.x - 8, bar.centery),
    )
    pygame.draw.rect(surface, INK, bar.inflate(4, 4), border_radius=5)
    step = bar.width / max(1, boss.most)
    for i in range(boss.most):
        pip = pygame.Rect(round(bar.x + i * step) + 1, bar.y, max(1, round(step) - 2), bar.height)
        pygame.draw.rect(surface, theme.GOOD if i < boss.health else (60, 40, 44), pip)
    width = (rect.width - 28 - 3 * 8) // 4
    armed = [i for i, s in enumerate(boss.slots) if s.is_armed]
    for i, slot in enumerate(boss.slots):
        box = pygame.Rect(rect.x + 14 + i * (width + 8), rect.y + 42, width, 150)
        _boss_slot(surface, assets, box, i, slot, clock)
    foot = pygame.Rect(rect.x + 14, rect.bottom - 34, rect.width - 28, 26)
    if armed:
        pulse = 0.5 + 0.5 * math.sin(clock * 6)
        pygame.draw.rect(surface, CANNON, foot, border_radius=8)
        pygame.draw.rect(surface, shade(theme.GLOW, 0.6 + 0.4 * pulse), foot, 3, border_radius=8)
        slots = " and ".join(str(i + 1) for i in armed)
        text = f"DOOM CANNON: slot {slots} at Power 3 fires when it runs!"
        label(
            surface,
            assets,
            text,
            fit_size(assets, text, theme.SMALL, foot.width - 10),
            INK,
            center=foot.center,
        )
        return
    down = ", ".join(boss.shields_down)
    text = (
        f"Shields down: {down} (hit with those elements)"
        if down
        else "Every Rune Shield is up: step on Rune Spaces to drop them"
    )
    label(
        surface,
        assets,
        text,
        fit_size(assets, text, theme.SMALL, foot.width),
        theme.MUTED,
        center=foot.center,
    )


def _boss_slot(
    surface: pygame.Surface,
    assets: Assets,
    box: pygame.Rect,
    index: int,
    slot: BossSlotView,
    clock: float,
) -> None:
    colour = ELEMENT_COLOURS[slot.element]
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
    band = pygame.Rect(box.x, box.y, box.width, 28)
    pygame.draw.rect(
        surface, shade(colour, 0.8), band, border_top_left_radius=8, border_top_right_radius=8
    )
    draw_symbol(surface, slot.element, (band.x + 15, band.centery), 22)
    label(
        surface,
        assets,
        f"Slot {index + 1}",
        theme.SMALL,
        CREAM,
        midleft=(band.x + 30, band.centery),
    )
    for p in range(3):
        centre = (band.right - 14 - (2 - p) * 15, band.centery)
        lit = p < slot.power
        fill = (CANNON if slot.is_armed else CREAM) if lit else shade(colour, 0.45)
        pygame.draw.circle(surface, fill, centre, 6)
        pygame.draw.circle(surface, INK, centre, 6, 1)
    edge = colour
    if slot.is_armed:
        edge = shade(CANNON, 0.8 + 0.2 * math.sin(clock * 6))
    if slot.is_running:
        edge = theme.GLOW
    pygame.draw.rect(
        surface, edge, box, 4 if slot.is_running or slot.is_armed else 2, border_radius=8
    )
    inner = pygame.Rect(box.x + 6, band.bottom + 4, box.width - 12, box.bottom - band.bottom - 8)
    title = slot.title or "empty"
    size = fit_size(assets, title, theme.SMALL, inner.width, 12)
    label(
        surface,
        assets,
        title,
        size,
        theme.TEXT if slot.title else theme.MUTED,
        midtop=(inner.centerx, inner.y),
    )
    text = slot.text if slot.title else f"default: {slot.text}"
    paragraph(
        surface,
        assets,
        text,
        theme.TINY - 2,
        theme.TEXT if slot.title else theme.MUTED,
        pygame.Rect(inner.x, inner.y + 24, inner.width, inner.height - 24),
    )
