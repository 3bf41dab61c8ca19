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
