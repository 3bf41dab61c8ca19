"""Every Command Card face in a Command Line or a hand names its kind (MOVE, TURN, ATTACK)
at every window size and seat count: on a narrow face the element's symbol gives up room,
as ATTACK, the longest, once went unsaid on every attack card at four seats."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import names as said
from game.assets import Assets
from game.rules import Command
from game.screen import Screen
from game.ui.card_view import draw_command
from game.ui.layout import Needs, hand_rects, play_layout

SIZES = ((1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1080), (3840, 2160))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_every_card_face_in_a_line_or_hand_names_its_kind(size, seats):  # type: ignore[no-untyped-def]
    assets = Assets()
    assets.fit(Screen(*size))
    faces = set()
    for mission, hand in itertools.product(("", "boss", "lava"), (0, 2)):  # 2: a Double Draft
        needs = Needs(seats, (18, 6), mission, False, hand=hand)
        seat = play_layout(Screen(*size), needs, True).seats[0]
        faces |= {rect.size for rect in (seat.slots[0], *hand_rects(seat, max(hand, 1)))}
    surface = pygame.Surface(size)
    for width, height in faces:
        for command in Command:
            assets.records = []
            draw_command(surface, assets, pygame.Rect(0, 0, width, height), command, 1)
            written = {r.words for r in assets.records}
            assets.records = None
            kind = said.kind(command.kind).upper()
            assert kind in written, f"{command.value} at {width}x{height} says {written}"
