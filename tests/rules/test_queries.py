"""The questions the screen asks the rules answer as the rules play (and their doctests)."""

import doctest

from game import rules
from game.rules import Facing, queries
from game.rules.grid import relative


def test_the_queries_doctests_pass():
    assert doctest.testmod(queries).failed == 0


def test_ahead_and_right_undoes_the_rules_own_relative_cells():
    for facing in Facing:
        for right in range(-2, 3):
            for ahead in range(-2, 3):
                cell = relative((5, 5), facing, right, ahead)
                assert queries.ahead_and_right((5, 5), facing, cell) == (ahead, right)


def test_quarter_turns_are_the_turns_the_rules_make():
    for facing in Facing:
        for turns in range(4):
            assert queries.quarter_turns(facing, facing.rotated(turns)) == turns


def test_a_running_slot_says_what_runs_there_typed_with_its_power_and_element():
    from game.rules.events import SlotStarted, SourceKind
    from game.scenario import build

    run = build({"board": ".  .  .\n.  0^ .", "mechs": {0: {"line": {2: ["blaze", "blaze"]}}}})
    started = next(e for e in run.events if isinstance(e, SlotStarted))
    assert started.source.kind is SourceKind.COMMAND
    assert (started.source.title, started.source.power) == ("Blaze", 2)
    assert started.source.element is rules.Element.FIRE


def test_no_hand_holds_more_cards_than_the_room_the_screen_makes_for_its_round():
    """The screen gives each hand ``hand_room`` places: every hand, in random play of the
    first rounds (the Double Draft's among them) at one to four seats, fits them, and some
    hand fills them."""
    import random

    from game.content import load_mission

    for mission_id in ("tutorial", "mission-1"):
        mission = load_mission(mission_id)
        for seats in range(1, 5):
            chooser = random.Random(seats)
            game = rules.new_game(mission.rules, mission.board, seats=seats, seed=seats).game
            fullest: dict[int, int] = {}
            while game.result is None and game.round <= 2:
                room = queries.hand_room(game)
                most = max(len(m.hand) for m in game.mechs)
                assert most <= room, f"{mission_id}, {seats} seats, round {game.round}"
                fullest[game.round] = max(fullest.get(game.round, 0), most)
                game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game
            share = -(-4 // seats)  # four picks a round
            first = 2 if mission.rules.is_first_draft_double else share
            assert fullest == {1: first, 2: share}, (mission_id, seats, fullest)
