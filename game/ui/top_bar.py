"""The strip across the top: round, phase, First Player, kills, Team Gears, Doom, Rune Coins."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.palette import INK, draw_rune
from game.rules import Phase, Rune
from game.rules.queries import KILLS_PER_GEAR, MAX_GEARS, is_overdrive_on
from game.ui import theme
from game.ui.layout import TOP_BAR
from game.ui.overdrive import OVERDRIVE, bolt
from game.ui.text import label

PHASE_BANNERS = {
    Phase.DRAFT: ("Player Phase · Draft", (74, 120, 200)),
    Phase.PROGRAM: ("Player Phase · Program", (60, 150, 110)),
    Phase.EXECUTE: ("Player Phase · Execute", (200, 120, 50)),
    Phase.MINIONS: ("Minion Phase", (140, 90, 190)),
    Phase.DANGER: ("Danger Phase", (200, 60, 60)),
    Phase.OVER: ("Mission over", (90, 90, 100)),
}
SETUP_BANNER = ("Mission setup", (96, 110, 130))


@dataclass
class TopBarInfo:
    mission: str
    round: int
    phase: Phase
    first_name: str
    first_colour: tuple[int, int, int]
    kills: int
    gears: int
    doom: int | None
    inactive_runes: frozenset[Rune]
    timer: float | None = None
    doom_label: str = "Doom"
    has_shields: bool = False  # a Boss mission: each active Rune Coin is a raised shield
    gear_marks: tuple[tuple[int, tuple[int, int, int]], ...] = ()  # (gears, seat colour)
    is_setting_up: bool = False  # players are still placing their Mechs


def _gear(
    surface: pygame.Surface, centre: tuple[int, int], r: int, colour: tuple[int, int, int]
) -> None:
    points = [
        (
            centre[0] + math.cos(math.tau * i / 12) * (r if i % 2 else r * 0.72),
            centre[1] + math.sin(math.tau * i / 12) * (r if i % 2 else r * 0.72),
        )
        for i in range(12)
    ]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.circle(surface, theme.PANEL_DARK, centre, max(1, r // 3))


def _gear_marks(surface: pygame.Surface, info: TopBarInfo, x: int) -> None:
    """Under the Team Gear track: a tick in a seat's colour where a Schematic switches on."""
    stacked: dict[int, int] = {}
    for gears, colour in sorted(info.gear_marks):
        i = max(1, min(MAX_GEARS, gears)) - 1
        row = stacked.get(i, 0)
        stacked[i] = row + 1
        cx, top = x + 8 + i * 15, TOP_BAR.centery + 18 + row * 4
        points = [(cx, top - 1), (cx + 6, top + 8), (cx - 6, top + 8)]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, INK, points, 1)


def _overdrive_gear(surface: pygame.Surface, centre: tuple[int, int], is_on: bool) -> None:
    """The last gear of the track switches every Overdrive on: a bolt in an orange ring."""
    pygame.draw.circle(surface, OVERDRIVE if is_on else (64, 70, 90), centre, 8)
    pygame.draw.circle(surface, OVERDRIVE, centre, 9, 2)
    bolt(surface, centre, 13)


def _shield(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """A raised Rune Shield: a bright ring around the coin."""
    pygame.draw.circle(surface, (190, 230, 255), centre, 16, 2)


def draw_top_bar(surface: pygame.Surface, assets: Assets, info: TopBarInfo) -> None:
    bar = TOP_BAR
    pygame.draw.rect(surface, theme.PANEL_DARK, bar)
    pygame.draw.line(surface, theme.EDGE, bar.bottomleft, (bar.right, bar.bottom - 1), 2)
    y = bar.centery
    title = label(surface, assets, info.mission, 26, theme.TEXT, midleft=(14, y - 10))
    label(surface, assets, f"Round {info.round}", theme.SMALL, theme.MUTED, midleft=(14, y + 14))
    x = max(title.right, 250) + 20
    text, colour = SETUP_BANNER if info.is_setting_up else PHASE_BANNERS[info.phase]
    chip = pygame.Rect(x, bar.y + 10, 290, 40)
    pygame.draw.rect(surface, colour, chip, border_radius=20)
    pygame.draw.rect(surface, INK, chip, 2, border_radius=20)
    label(surface, assets, text, 28, theme.TEXT, center=chip.center)
    x = chip.right + 24
    label(surface, assets, "First Player", theme.TINY, theme.MUTED, topleft=(x, bar.y + 6))
    pygame.draw.circle(surface, info.first_colour, (x + 9, y + 10), 8)
    label(surface, assets, info.first_name, theme.BODY, theme.TEXT, midleft=(x + 22, y + 10))
    x += 170
    label(surface, assets, "Minion kills", theme.TINY, theme.MUTED, topleft=(x, bar.y + 6))
    for i in range(KILLS_PER_GEAR):
        centre = (x + 10 + i * 22, y + 10)
        pygame.draw.circle(surface, (214, 90, 80) if i < info.kills else (64, 70, 90), centre, 8)
        pygame.draw.circle(surface, INK, centre, 8, 2)
    x += 130
    is_overdrive = is_overdrive_on(info.gears)
    gears = f"Team Gears {info.gears}/{MAX_GEARS}" + (" · OVERDRIVE!" if is_overdrive else "")
    label(
        surface,
        assets,
        gears,
        theme.TINY,
        OVERDRIVE if is_overdrive else theme.MUTED,
        topleft=(x, bar.y + 6),
    )
    for i in range(MAX_GEARS - 1):
        lit = OVERDRIVE if is_overdrive else theme.ACCENT
        _gear(surface, (x + 8 + i * 15, y + 8), 7, lit if i < info.gears else (64, 70, 90))
    _overdrive_gear(surface, (x + 8 + (MAX_GEARS - 1) * 15, y + 8), is_overdrive)
    _gear_marks(surface, info, x)
    x += 240
    if info.doom is not None:
        doom = info.doom_label
        head = label(surface, assets, doom, theme.TINY, theme.MUTED, topleft=(x, bar.y + 6))
        label(surface, assets, str(info.doom), 34, theme.BAD, midleft=(x, y + 10))
        x = max(x + 70, head.right + 14)
    runes = "Rune Shields" if info.has_shields else "Rune Coins"
    label(surface, assets, runes, theme.TINY, theme.MUTED, topleft=(x, bar.y + 6))
    for i, rune in enumerate(Rune):
        centre = (x + 14 + i * 32, y + 10)
        is_up = rune not in info.inactive_runes
        draw_rune(surface, rune, centre, 26, is_up)
        if info.has_shields and is_up:
            _shield(surface, centre)
    if info.timer is not None:
        box = pygame.Rect(bar.right - 200, bar.y + 8, 188, 44)
        urgent = info.timer < 10
        pygame.draw.rect(surface, (120, 40, 40) if urgent else (50, 60, 90), box, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=10)
        secs = max(0, math.ceil(info.timer))
        label(
            surface,
            assets,
            f"Minuteglass {secs // 60}:{secs % 60:02d}",
            theme.BODY,
            theme.TEXT,
            center=box.center,
        )
