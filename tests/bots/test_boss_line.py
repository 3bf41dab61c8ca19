"""The bot's sense of the Boss's Command Line: a fuller line makes a strip worth more."""

from __future__ import annotations

from game.bots.boss import _cannon_danger, _strip_worth


def test_a_strip_is_worth_more_as_the_line_fills():
    worths = [_strip_worth(h) for h in ([1, 1, 0, 0], [2, 1, 1, 0], [2, 2, 2, 1], [2, 2, 2, 2])]
    assert worths == sorted(worths) and len(set(worths)) == len(worths)
    # With every slot at Power 2 the next Boss Card fires the Doom Cannon: stripping one is
    # worth more than two points of Boss health (35 each in the evaluation).
    assert _strip_worth([2, 2, 2, 2]) > 70


def test_a_slot_at_power_three_is_a_lost_game_and_full_slots_add_up():
    assert _cannon_danger([3, 0, 0, 0]) > _cannon_danger([2, 2, 2, 2])
    assert _cannon_danger([2, 2, 2, 2]) > 4 * _cannon_danger([2, 0, 0, 0])
