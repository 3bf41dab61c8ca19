"""A veil over a panel (the round summary's shade, the beat bar, a phase banner) looks as a
plain plate blitted at that alpha did, without making a plate for each size."""

import pygame
from hypothesis import given
from hypothesis import strategies as st

from game.assets import veil

channel = st.integers(0, 255)
colour = st.tuples(channel, channel, channel)


@given(under=colour, over=colour, alpha=channel)
def test_a_veil_looks_like_a_plate_blitted_at_its_alpha(under, over, alpha):
    plate = pygame.Surface((4, 4))
    plate.fill(over)
    plate.set_alpha(alpha)
    blitted, veiled = pygame.Surface((6, 6)), pygame.Surface((6, 6))
    blitted.fill(under)
    veiled.fill(under)
    blitted.blit(plate, (1, 1))
    veil(veiled, pygame.Rect(1, 1, 4, 4), over, alpha)
    for spot in ((2, 2), (0, 0), (5, 5)):  # inside, and outside untouched
        a, b = blitted.get_at(spot)[:3], veiled.get_at(spot)[:3]
        # SDL rounds its blend its own way: a shade of 3 in 255 either way is not seen.
        assert all(abs(x - y) <= 3 for x, y in zip(a, b, strict=True)), (spot, a, b)
