"""Card faces drawn from card data: Command Cards (with the active Power lit) and Damage Cards.

Every card has a small face for slots, hands and the draft row, and a large face with the
full text for hovering.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.palette import CREAM, ELEMENT_COLOURS, INK, shade
from game.rules import Command, Element
from game.ui import theme
from game.ui.card_text import ELEMENT_NAMES, KIND_NAMES
from game.ui.text import fit_size, label, paragraph, wrap

BIG = 200  # cards at least this wide show their full text


@dataclass(frozen=True, slots=True)
class CardWords:
    """What a Command Card says (from the card data): a text for each Power, its scrap."""

    powers: tuple[str, ...]
    scrap: str

    def at(self, power: int) -> str:
        return self.powers[max(1, min(len(self.powers), power)) - 1]


def draw_symbol(
    surface: pygame.Surface, element: Element, centre: tuple[int, int], size: int
) -> None:
    """The element's badge: a coloured disc with a flame, bolt, gear or chip on it."""
    cx, cy = centre
    r = size / 2
    pygame.draw.circle(surface, shade(ELEMENT_COLOURS[element], 0.75), centre, r)
    pygame.draw.circle(surface, INK, centre, r, max(1, size // 14))
    s = r * 0.62

    def pts(shape: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(cx + x * s, cy + y * s) for x, y in shape]

    if element is Element.FIRE:
        flame = [
            (0, -1),
            (0.5, -0.1),
            (0.62, 0.4),
            (0.3, 0.9),
            (-0.3, 0.9),
            (-0.62, 0.4),
            (-0.4, -0.15),
            (-0.15, 0.15),
        ]
        pygame.draw.polygon(surface, CREAM, pts(flame))
    elif element is Element.ELECTRIC:
        bolt = [
            (0.25, -1),
            (-0.55, 0.15),
            (-0.05, 0.15),
            (-0.3, 1),
            (0.6, -0.2),
            (0.08, -0.2),
            (0.45, -1),
        ]
        pygame.draw.polygon(surface, CREAM, pts(bolt))
    elif element is Element.METAL:
        gear = [
            (
                math.cos(math.tau * i / 16) * (1 if i % 2 else 0.7),
                math.sin(math.tau * i / 16) * (1 if i % 2 else 0.7),
            )
            for i in range(16)
        ]
        pygame.draw.polygon(surface, CREAM, pts(gear))
        pygame.draw.circle(surface, shade(ELEMENT_COLOURS[element], 0.75), centre, s * 0.3)
    else:
        chip = pygame.Rect(0, 0, s * 1.2, s * 1.2)
        chip.center = centre
        for i in (-1, 0, 1):
            off = i * s * 0.4
            pygame.draw.line(
                surface, CREAM, (cx + off, cy - s), (cx + off, cy + s), max(1, size // 14)
            )
            pygame.draw.line(
                surface, CREAM, (cx - s, cy + off), (cx + s, cy + off), max(1, size // 14)
            )
        pygame.draw.rect(surface, CREAM, chip, border_radius=max(1, size // 12))


def draw_power_pips(
    surface: pygame.Surface, rect: pygame.Rect, power: int, colour: tuple[int, int, int]
) -> None:
    r = max(3, rect.height // 2 - 1)
    for i in range(3):
        centre = (rect.x + r + i * (2 * r + 3), rect.centery)
        pygame.draw.circle(surface, colour if i < power else (210, 204, 190), centre, r)
        pygame.draw.circle(surface, INK, centre, r, 1)


def draw_command(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    command: Command,
    power: int | None = None,
    words: CardWords | None = None,
) -> None:
    """A Command Card face; ``power`` (the stack's Power) lights that line and the pips. A
    face big enough for text shows ``words``."""
    if rect.width >= BIG:
        _big(surface, assets, rect, command, power, words)
    else:
        _small(surface, assets, rect, command, power)


def draw_ghost(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    command: Command,
    power: int | None,
    words: CardWords | None = None,
) -> None:
    """A see-through card, for previews of what a drop would make."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    local = pygame.Rect(0, 0, rect.width, rect.height)
    if rect.width >= BIG:
        _big(layer, assets, local, command, power, words)
    else:
        _small(layer, assets, local, command, power)
    layer.set_alpha(185)
    surface.blit(layer, rect)


def _frame(
    surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], band: int
) -> None:
    radius = max(4, rect.width // 12)
    pygame.draw.rect(surface, theme.CARD_BODY, rect, border_radius=radius)
    top = pygame.Rect(rect.x, rect.y, rect.width, band)
    pygame.draw.rect(
        surface, colour, top, border_top_left_radius=radius, border_top_right_radius=radius
    )
    pygame.draw.rect(
        surface, shade(colour, 0.6), rect, max(2, rect.width // 30), border_radius=radius
    )


def _small(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, command: Command, power: int | None
) -> None:
    colour = ELEMENT_COLOURS[command.element]
    band = max(18, rect.height // 4)
    _frame(surface, rect, colour, band)
    badge = band - 4
    draw_symbol(surface, command.element, (rect.x + 3 + badge // 2, rect.y + band // 2), badge)
    kind = KIND_NAMES[command.kind].upper()
    size = fit_size(assets, kind, max(12, rect.width // 6), rect.width - badge - 10)
    label(surface, assets, kind, size, INK, midright=(rect.right - 5, rect.y + band // 2 + 1))
    name_size = max(14, rect.width // 5)
    font = assets.font(name_size)
    lines = wrap(font, command.title, rect.width - 8)
    height = len(lines) * font.get_linesize()
    y = rect.y + band + (rect.height - band - 18 - height) // 2
    for line in lines:
        size = fit_size(assets, line, name_size, rect.width - 8)
        label(surface, assets, line, size, INK, midtop=(rect.centerx, y))
        y += font.get_linesize()
    if power:
        pips = pygame.Rect(0, 0, 3 * 12 + 6, 12)
        pips.midbottom = (rect.centerx, rect.bottom - 5)
        draw_power_pips(surface, pips, power, colour)


def _big(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    command: Command,
    power: int | None,
    words: CardWords | None,
) -> None:
    colour = ELEMENT_COLOURS[command.element]
    band = 54
    _frame(surface, rect, colour, band)
    draw_symbol(surface, command.element, (rect.x + 30, rect.y + band // 2), 42)
    size = fit_size(assets, command.title, 34, rect.width - 64)
    label(surface, assets, command.title, size, INK, midleft=(rect.x + 56, rect.y + band // 2 + 1))
    sub = f"{ELEMENT_NAMES[command.element]} · {KIND_NAMES[command.kind]}"
    label(surface, assets, sub, theme.SMALL, (90, 84, 80), midtop=(rect.centerx, rect.y + band + 6))
    row_top = rect.y + band + 32
    row_h = (rect.height - (row_top - rect.y) - 44) // 3
    for p in (1, 2, 3):
        row = pygame.Rect(rect.x + 8, row_top + (p - 1) * row_h, rect.width - 16, row_h - 4)
        is_active = power == p
        if is_active:
            pygame.draw.rect(surface, shade(colour, 1.55), row, border_radius=8)
            pygame.draw.rect(surface, shade(colour, 0.6), row, 3, border_radius=8)
        badge = pygame.Rect(row.x + 4, row.y + 6, 26, 26)
        pygame.draw.circle(surface, colour if is_active else (200, 194, 182), badge.center, 13)
        label(surface, assets, str(p), 22, INK, center=badge.center)
        text_rect = pygame.Rect(row.x + 36, row.y + 5, row.width - 40, row.height - 6)
        paragraph(
            surface,
            assets,
            words.at(p) if words else "",
            19,
            INK if is_active or power is None else (110, 104, 100),
            text_rect,
        )
    scrap = pygame.Rect(rect.x + 10, rect.bottom - 40, rect.width - 20, 36)
    if words:
        paragraph(surface, assets, words.scrap, 17, (100, 94, 90), scrap, centred=True)


def draw_damage(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    title: str,
    kind: str,
    text: str = "",
    under: str | None = None,
) -> None:
    """A Damage Card face: hazard stripes, its title, and on big cards what it does."""
    radius = max(4, rect.width // 12)
    pygame.draw.rect(surface, theme.DAMAGE_BODY, rect, border_radius=radius)
    band = pygame.Rect(rect.x, rect.y, rect.width, max(14, rect.height // 7))
    clip = surface.get_clip()
    surface.set_clip(band.clip(clip) if clip else band)
    pygame.draw.rect(surface, (240, 200, 60), band)
    step = max(8, band.height)
    for x in range(band.x - band.height, band.right, step * 2 // 1):
        pygame.draw.polygon(
            surface,
            INK,
            [
                (x, band.bottom),
                (x + step // 2 + band.height, band.y),
                (x + step + band.height, band.y),
                (x + step // 2, band.bottom),
            ],
        )
    surface.set_clip(clip)
    pygame.draw.rect(
        surface, theme.DAMAGE_EDGE, rect, max(2, rect.width // 30), border_radius=radius
    )
    is_big = rect.width >= BIG
    size = 30 if is_big else max(13, rect.width // 6)
    body = pygame.Rect(rect.x + 6, band.bottom + 6, rect.width - 12, rect.height - band.height - 12)
    label(
        surface,
        assets,
        "DAMAGE",
        size - 4 if is_big else max(11, size - 3),
        theme.DAMAGE_EDGE,
        midtop=(rect.centerx, band.bottom + 3),
    )
    body.y += size
    body.height -= size
    y = paragraph(surface, assets, title, size, CREAM, body, centred=True)
    if is_big:
        y = paragraph(
            surface,
            assets,
            f"({kind})",
            theme.SMALL,
            theme.MUTED,
            pygame.Rect(body.x, y + 4, body.width, 30),
            centred=True,
        )
        paragraph(
            surface,
            assets,
            text,
            theme.SMALL,
            CREAM,
            pygame.Rect(body.x + 4, y + 10, body.width - 8, rect.bottom - y - 16),
        )
    if under:
        strip = pygame.Rect(rect.x + 3, rect.bottom - 20, rect.width - 6, 17)
        pygame.draw.rect(surface, (30, 16, 18), strip, border_radius=4)
        size = fit_size(assets, under, 16, strip.width - 4, 10)
        label(surface, assets, under, size, theme.MUTED, center=strip.center)


def draw_empty_slot(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, is_lit: bool
) -> None:
    colour = theme.GLOW if is_lit else (70, 78, 100)
    pygame.draw.rect(surface, (32, 36, 50), rect, border_radius=max(4, rect.width // 12))
    dash = 8
    for x in range(rect.x + 6, rect.right - 6, dash * 2):
        pygame.draw.line(
            surface, colour, (x, rect.y + 2), (min(x + dash, rect.right - 6), rect.y + 2), 2
        )
        pygame.draw.line(
            surface,
            colour,
            (x, rect.bottom - 3),
            (min(x + dash, rect.right - 6), rect.bottom - 3),
            2,
        )
    for y in range(rect.y + 6, rect.bottom - 6, dash * 2):
        pygame.draw.line(
            surface, colour, (rect.x + 2, y), (rect.x + 2, min(y + dash, rect.bottom - 6)), 2
        )
        pygame.draw.line(
            surface,
            colour,
            (rect.right - 3, y),
            (rect.right - 3, min(y + dash, rect.bottom - 6)),
            2,
        )
    label(surface, assets, "empty", theme.TINY, (96, 104, 128), center=rect.center)


def draw_schematic(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, title: str, kind: str
) -> None:
    """An installed Slot Schematic: a blueprint card that runs instead of Command Cards."""
    radius = max(4, rect.width // 12)
    pygame.draw.rect(surface, (30, 66, 120), rect, border_radius=radius)
    step = max(8, rect.width // 6)
    for x in range(rect.x + step, rect.right, step):
        pygame.draw.line(surface, (52, 92, 150), (x, rect.y + 4), (x, rect.bottom - 4))
    for y in range(rect.y + step, rect.bottom, step):
        pygame.draw.line(surface, (52, 92, 150), (rect.x + 4, y), (rect.right - 4, y))
    colour = theme.SCHEMATIC_KINDS.get(kind, ("", (120, 180, 250)))[1]
    pygame.draw.rect(surface, colour, rect, max(2, rect.width // 30), border_radius=radius)
    size = max(11, min(16, rect.width // 7))
    label(surface, assets, "SCHEMATIC", size, colour, midtop=(rect.centerx, rect.y + 6))
    body = pygame.Rect(rect.x + 5, rect.y + 12 + size, rect.width - 10, rect.height - size - 16)
    title_size = fit_size(assets, max(title.split(), key=len), max(14, rect.width // 5), body.width)
    paragraph(surface, assets, title, title_size, CREAM, body, centred=True)
