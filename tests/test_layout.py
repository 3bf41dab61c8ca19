"""The play screen's layout from 1280×720 to 3840×2160, any shape, one to four seats, every
board: everything on screen, nothing on top of anything else, the board the biggest panel,
and every part reachable by its name."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.screen import Screen, starting_size
from game.ui.layout import Needs, play_layout

SIZES = (
    (1280, 720),
    (1366, 768),
    (1600, 900),
    (1920, 1080),
    (2560, 1080),
    (1600, 1200),
    (3840, 2160),
)
BOARDS = ((6, 6), (12, 6), (18, 12), (18, 6))  # the Tutorial's and the missions' shapes
# The board and panel of each mission: Tutorial, Missions 1, 2, 3 (Boss), 4, 5 (Lava Wall).
MISSIONS = (((6, 6), ""), ((12, 6), ""), ((18, 12), ""), ((18, 6), "boss"), ((18, 6), ""))
MISSIONS += (((18, 6), "lava"), ((12, 6), "boss"))


def cases():  # type: ignore[no-untyped-def]
    for size, (board, mission), seats in itertools.product(SIZES, MISSIONS, range(1, 5)):
        has_chips = board != (6, 6) and seats % 2 == 0  # Schematics come with the campaign
        yield Screen(*size), Needs(seats, board, mission, has_chips)


CASES = list(cases())


def ids(case):  # type: ignore[no-untyped-def]
    screen, needs = case
    board = f"{needs.board[0]}x{needs.board[1]}"
    return f"{screen.width}x{screen.height}-{board}-{needs.seats}{needs.mission}"


@pytest.mark.parametrize("case", CASES, ids=[ids(c) for c in CASES])
def test_every_panel_fits_on_screen_apart_from_the_others(case):
    screen, needs = case
    for is_open in (False, True):
        layout = play_layout(screen, needs, is_open)
        bounds = screen.bounds
        panels = [layout.top_bar, layout.board, layout.prompt, layout.log, layout.dock]
        if layout.mission is not None:
            panels.append(layout.mission)
        for a, b in itertools.combinations(panels, 2):
            assert not a.colliderect(b), f"{a} overlaps {b}"
        seats = [s.panel for s in layout.seats]
        for panel in [*panels, *seats]:
            assert bounds.contains(panel), f"{panel} leaves the screen"
        for panel in seats:
            assert layout.dock.contains(panel)
            assert not panel.colliderect(layout.table)
        for a, b in itertools.combinations(seats, 2):
            assert not a.colliderect(b)
        for seat in layout.seats:
            parts = [*seat.slots, seat.system, *seat.hand]
            for a, b in itertools.combinations(parts, 2):
                assert not a.colliderect(b)
            assert all(seat.panel.contains(p) for p in parts)
            if is_open:
                assert seat.panel.contains(seat.ready) and seat.panel.contains(seat.undo)
                # the Hint buttons are drawn by the panel they lie in (``hints_within``)
                assert seat.hint is None or seat.panel.contains(seat.hint)
        assert layout.prompt.contains(layout.hint), "the prompt's Hint lies within it"


@pytest.mark.parametrize("case", CASES, ids=[ids(c) for c in CASES])
def test_the_board_is_the_biggest_panel_and_keeps_its_place(case):
    screen, needs = case
    folded, opened = play_layout(screen, needs, False), play_layout(screen, needs, True)
    assert folded.board == opened.board and folded.cell == opened.cell
    area = folded.board.width * folded.board.height
    for layout in (folded, opened):
        others = [layout.prompt, layout.log, *(s.panel for s in layout.seats)]
        if layout.mission is not None:
            others.append(layout.mission)
        assert all(area >= r.width * r.height for r in others)
    assert folded.cell >= 35, "spaces too small to follow from the sofa"


@pytest.mark.parametrize("seats", [1, 2])
@pytest.mark.parametrize("board", BOARDS)
def test_one_or_two_seats_leave_no_half_of_the_screen_empty(seats, board):
    screen = Screen(1920, 1080)
    for is_open in (False, True):
        layout = play_layout(screen, Needs(seats, board), is_open)
        panels = [layout.top_bar, layout.board, layout.prompt, layout.log, layout.dock]
        used = sum(r.width * r.height for r in panels)
        assert used >= 0.8 * screen.width * screen.height


def test_seats_fold_to_strips_except_while_programming():
    screen, needs = Screen(1920, 1080), Needs(4, (18, 6))
    folded, opened = play_layout(screen, needs, False), play_layout(screen, needs, True)
    assert not any(s.is_open for s in folded.seats) and all(s.is_open for s in opened.seats)
    assert max(s.panel.height for s in folded.seats) < min(s.panel.height for s in opened.seats)
    assert folded.table.height > opened.table.height, "folded seats leave the table room"


def test_every_part_answers_to_its_name():
    layout = play_layout(Screen(1920, 1080), Needs(3, (18, 6), "lava"), True)
    for name in layout.names():
        rect = layout.rect_of(name)
        assert isinstance(rect, pygame.Rect)
    assert layout.rect_of("board") == layout.board
    assert layout.rect_of("command_line:2").contains(layout.seats[2].slots[5])
    assert layout.rect_of("slot:1:3") == layout.seats[1].slots[3]
    assert layout.rect_of("scrap_bin") == layout.scrap_bin
    for name in ("seat:3", "nothing", "slot:0:9", "hand:x"):
        with pytest.raises(KeyError):
            layout.rect_of(name)


def test_sizes_scale_from_the_1920_by_1080_design():
    small, big = Screen(1280, 720), Screen(3840, 2160)
    assert (small.scale, Screen().scale, big.scale) == (pytest.approx(2 / 3), 1.0, 2.0)
    assert Screen(2560, 1080).design == (2560, 1080), "a wider window has more room across"
    needs = Needs(2, (12, 6))
    at_720, at_4k = play_layout(small, needs, False), play_layout(big, needs, False)
    assert at_4k.board.width == pytest.approx(at_720.board.width * 3, abs=6)


def test_the_window_fits_the_display():
    for display in ((1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)):
        window = starting_size(display)
        assert window.width <= display[0] and window.height <= display[1]
        assert window.width >= min(1280, display[0])


@pytest.mark.parametrize("case", CASES, ids=[ids(c) for c in CASES])
def test_every_card_a_hand_holds_in_a_round_lies_apart(case):
    """A hand has room for the cards it holds this round (two each in a Double Draft, even
    at four seats): none lies over another, as one card hid another before."""
    from dataclasses import replace

    from game.ui.layout import hand_rects
    from game.ui.layout.seats import hand_places

    screen, needs = case
    for most in (0, 2):
        wanted = replace(needs, hand=most)
        for seat in play_layout(screen, wanted, True).seats:
            cards = hand_rects(seat, hand_places(needs.seats, most))
            for a, b in itertools.combinations(cards, 2):
                assert not a.colliderect(b), f"{most or 'a share'}: {a} under {b}"
