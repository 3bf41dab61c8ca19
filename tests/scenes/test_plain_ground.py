"""A feature a mission reads as plain ground is drawn as plain ground, not just ignored."""

from __future__ import annotations

from game.paths import MAPS
from game.view.tiled_board import render_face


def test_the_features_a_mission_ignores_are_not_drawn(screen):  # type: ignore[no-untyped-def]
    face = MAPS / "tiles" / "forest-1.tmx"
    full, plain = render_face(face), render_face(face, frozenset({"oil", "repair_pad"}))
    for x, y in ((5, 2), (3, 5)):  # forest-1's Oil Slick and Repair Pad
        centre = (x * 64 + 32, y * 64 + 32)
        assert full.get_at(centre) != plain.get_at(centre), f"{(x, y)} still shows its feature"
    assert full.get_at((32, 32)) == plain.get_at((32, 32)), "the Rune Space at 0,0 should stay"
