"""A seat's Schematics beside its Command Line: what each does now, a Use button for a
Hack the rules allow, and a grip to drag a Slot Schematic onto a slot."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.palette import INK, shade
from game.ui import theme
from game.ui.text import fit_size, label
from game.ui.widgets import Button


@dataclass(frozen=True)
class SchematicChip:
    name: str
    title: str
    kind: str  # hack | boost | slot
    gears: int  # Team Gears that switch it on
    is_on: bool
    is_used: bool = False
    slot: int | None = None  # where a Slot Schematic is installed
    can_use: bool = False
    can_install: bool = False

    @property
    def status(self) -> str:
        kind = theme.SCHEMATIC_KINDS[self.kind][0]
        if self.is_used:
            return f"{kind} · used"
        if not self.is_on:
            return f"{kind} · on at {self.gears} Gears"
        if self.slot is not None:
            return f"{kind} · in slot {self.slot + 1}"
        if self.can_install:
            return f"{kind} · drag onto a slot"
        if self.kind == "boost":
            return f"{kind} · working"
        return f"{kind} · ready"


def use_rect(chip: pygame.Rect) -> pygame.Rect:
    """The Use button of a Hack's chip."""
    height = min(32, chip.height - 4)
    rect = pygame.Rect(0, 0, 62 if chip.height > 40 else 50, height)
    rect.midright = (chip.right - 6, chip.centery)
    return rect


def draw_chips(
    surface: pygame.Surface,
    assets: Assets,
    chips: tuple[SchematicChip, ...],
    rects: tuple[pygame.Rect, ...],
    colour: tuple[int, int, int],
    mouse: tuple[int, int],
    hidden: str | None = None,
) -> None:
    for chip, rect in zip(chips, rects, strict=False):
        if chip.name == hidden:
            pygame.draw.rect(surface, (52, 58, 78), rect, 2, border_radius=8)
            continue
        draw_chip(surface, assets, chip, rect, colour, mouse)


def draw_chip(
    surface: pygame.Surface,
    assets: Assets,
    chip: SchematicChip,
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    mouse: tuple[int, int] = (-1, -1),
) -> None:
    kind_colour = theme.SCHEMATIC_KINDS[chip.kind][1]
    is_live = chip.is_on and not chip.is_used
    fill = (40, 62, 92) if is_live else (44, 48, 62)
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    strip = pygame.Rect(rect.x, rect.y, 6, rect.height)
    pygame.draw.rect(surface, kind_colour if is_live else (70, 74, 90), strip, border_radius=3)
    edge = (
        theme.GLOW
        if chip.can_use or chip.can_install
        else (shade(colour, 0.8) if is_live else theme.EDGE)
    )
    pygame.draw.rect(surface, edge, rect, 2, border_radius=8)
    right = rect.right - 8
    if chip.can_use:
        button = use_rect(rect)
        Button(button, "Use", colour=(200, 110, 40), size=theme.SMALL).draw(surface, assets, mouse)
        right = button.x - 6
    elif chip.can_install:
        for i in range(3):
            for j in range(2):
                pygame.draw.circle(
                    surface, theme.GLOW, (rect.right - 22 + j * 8, rect.centery - 8 + i * 8), 2
                )
        right = rect.right - 30
    text_colour = theme.TEXT if is_live else theme.MUTED
    if rect.height >= 48:
        size = fit_size(assets, chip.title, theme.BODY, right - rect.x - 14)
        label(surface, assets, chip.title, size, text_colour, topleft=(rect.x + 14, rect.y + 7))
        status = fit_size(assets, chip.status, theme.TINY, right - rect.x - 14, 11)
        label(
            surface,
            assets,
            chip.status,
            status,
            theme.MUTED,
            bottomleft=(rect.x + 14, rect.bottom - 7),
        )
        return
    words = (
        chip.title
        if chip.can_use or chip.can_install
        else f"{chip.title} · {chip.status.split(' · ')[-1]}"
    )
    size = fit_size(assets, words, theme.SMALL, right - rect.x - 12, 11)
    label(surface, assets, words, size, text_colour, midleft=(rect.x + 12, rect.centery))
    if chip.is_used:
        pygame.draw.line(surface, INK, (rect.x + 10, rect.centery), (right, rect.centery), 2)
