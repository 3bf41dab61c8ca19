"""A Yordle's emblem on a disc of its colour: beside its name, on its cards in hand, and
(through the board's sprites) on its Mech. Shape tells the Yordles apart without colour."""

from __future__ import annotations

import pygame

from game.assets import Assets
from game.palette import INK, shade


def emblem_image(assets: Assets, yordle: str, size: int) -> pygame.Surface | None:
    """The emblem's art at ``size`` window pixels (None without the art)."""
    return assets.scaled(f"sprites/emblem_{yordle}", max(8, size))


def draw_badge(
    surface: pygame.Surface,
    assets: Assets,
    yordle: str,
    colour: tuple[int, int, int],
    centre: tuple[int, int],
    radius: int,
) -> None:
    """The emblem on a disc of the Yordle's colour, ringed in ink."""
    pygame.draw.circle(surface, shade(colour, 0.55), centre, radius)
    pygame.draw.circle(surface, colour, centre, radius, max(2, radius // 6))
    pygame.draw.circle(surface, INK, centre, radius, max(1, radius // 12))
    art = emblem_image(assets, yordle, round(radius * 1.5))
    if art is not None:
        surface.blit(art, art.get_rect(center=centre))


def card_mark(
    assets: Assets, yordle: str, colour: tuple[int, int, int], size: int
) -> pygame.Surface:
    """A small badge for the corner of a card in this Yordle's hand (cached per size)."""
    mark = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_badge(mark, assets, yordle, colour, (size // 2, size // 2), size // 2 - 1)
    return mark
