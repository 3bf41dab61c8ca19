"""A seat's Schematics beside its Command Line: what each does now, a Use button for a
Hack the rules allow, and a grip to drag a Slot Schematic onto a slot."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.i18n import tr
from game.palette import INK, shade
from game.ui import theme
from game.ui.text import fitted
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
        return f"{tr(theme.SCHEMATIC_KINDS[self.kind][0])} · {self.state}"

    @property
    def state(self) -> str:
        if self.is_used:
            return tr("used")
        if not self.is_on:
            return tr("on at {gears} Gears", gears=self.gears)
        if self.slot is not None:
            return tr("in slot {n}", n=self.slot + 1)
        if self.can_install:
            return tr("drag onto a slot")
        if self.kind == "boost":
            return tr("working")
        return tr("ready")


def use_rect(chip: pygame.Rect) -> pygame.Rect:
    """The Use button of a Hack's chip: a third of the chip, at its right end."""
    rect = pygame.Rect(0, 0, max(chip.width // 3, chip.height), chip.height - chip.height // 6)
    rect.midright = (chip.right - chip.height // 10, chip.centery)
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
            pygame.draw.rect(surface, (52, 58, 78), rect, 2, border_radius=assets.px(8))
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
    px = assets.px
    kind_colour = theme.SCHEMATIC_KINDS[chip.kind][1]
    is_live = chip.is_on and not chip.is_used
    fill = (40, 62, 92) if is_live else (44, 48, 62)
    pygame.draw.rect(surface, fill, rect, border_radius=px(8))
    strip = pygame.Rect(rect.x, rect.y, px(6), rect.height)
    pygame.draw.rect(surface, kind_colour if is_live else (70, 74, 90), strip, border_radius=px(3))
    edge = (
        theme.GLOW
        if chip.can_use or chip.can_install
        else (shade(colour, 0.8) if is_live else theme.EDGE)
    )
    pygame.draw.rect(surface, edge, rect, max(1, px(2)), border_radius=px(8))
    right = rect.right - px(8)
    if chip.can_use:
        button = use_rect(rect)
        Button(button, tr("Use"), colour=(150, 70, 24), size=theme.SMALL).draw(
            surface, assets, mouse
        )
        right = button.x - px(6)
    elif chip.can_install:
        for i in range(3):
            for j in range(2):
                dot = (rect.right - px(22) + j * px(8), rect.centery - px(8) + i * px(8))
                pygame.draw.circle(surface, theme.GLOW, dot, max(1, px(2)))
        right = rect.right - px(30)
    text_colour = theme.TEXT if is_live else theme.MUTED
    room = right - rect.x - px(14)
    two_lines = 2 * assets.font(theme.SMALL).get_linesize() + px(6)
    width = assets.font(theme.SMALL).size  # a chip's words: its tip shows them whole
    if rect.height >= two_lines:
        top = (rect.x + px(14), rect.y + px(3))
        fitted(
            surface, assets, chip.title, theme.SMALL, text_colour, room, may_cut=True, topleft=top
        )
        bottom = (rect.x + px(14), rect.bottom - px(3))
        status = chip.status if width(chip.status)[0] <= room else chip.state  # its kind aside
        fitted(surface, assets, status, theme.SMALL, theme.MUTED, room, bottomleft=bottom)
        return
    words = chip.title if chip.can_use or chip.can_install else f"{chip.title} · {chip.state}"
    if width(words)[0] > room:
        words = chip.title
    fitted(
        surface,
        assets,
        words,
        theme.SMALL,
        text_colour,
        room,
        may_cut=True,
        midleft=(rect.x + px(12), rect.centery),
    )
    if chip.is_used:
        pygame.draw.line(
            surface, INK, (rect.x + px(10), rect.centery), (right, rect.centery), px(2)
        )
