"""Mission 9 gives the team a fair start: its Mechs start two columns ahead of the Lava
Wall, and (the small seeded version of tools/mission9_survival.py) nearly every deal leaves
some program that gets the whole team through round 2."""

from __future__ import annotations

from dataclasses import replace

import pytest
from mission9_survival import lost_deals

from game import rules
from game.content import load_mission
from game.rules.engine import start_spaces

DEALS = 20  # per seat count; the tool measures hundreds
MISSION = load_mission("mission-9")


def test_every_start_space_lies_two_columns_from_the_lava_edge():
    assert MISSION.rules.lava_edge is rules.Facing.W
    assert {x for x, _ in start_spaces(MISSION.rules, MISSION.board)} == {2}


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_at_most_one_deal_in_twenty_leaves_no_program_that_survives_round_2(seats):
    seeds = range(1, DEALS + 1)
    lost = lost_deals(MISSION.rules, MISSION.board, seats, seeds, rounds=2, budget=1500)
    assert len(lost) <= DEALS // 20, f"no surviving program for seeds {lost}"


def test_starting_one_column_from_the_lava_leaves_many_four_mech_deals_hopeless():
    """The measure can fail: with the start spaces one column further back (as the board
    once had them) the Lava Wall reaches the Mechs in round 2, and many deals give no way
    to move all four of them in time."""
    board = MISSION.board
    starts = set(start_spaces(MISSION.rules, board))
    moved = {(x - 1, y) for x, y in starts if board.is_open((x - 1, y))}
    spaces = tuple(replace(board.space(c), is_start=c in moved) for c in board.cells())
    back = replace(board, spaces=spaces)
    lost = lost_deals(MISSION.rules, back, 4, range(1, 9), rounds=2, budget=600)
    assert len(lost) >= 2, "a start beside the lava should not be this easy"
