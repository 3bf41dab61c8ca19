"""The program preview: a seat's Command Line foreseen through the rules themselves."""

import doctest
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import rules
from game.content import campaign
from game.rules import Choose, Command, Facing, Phase, queries
from game.rules import trail as trail_module
from game.rules.steps import FinishLine, RunSlot
from game.scenario import build

BOARD = """
.  .  .  .  .  .  .
.  m  .  #  .  .  .
.  .  .  .  .  m  .
.  .  .  0^ .  .  .
.  m  .  .  .  .  .
.  .  .  .  .  .  .
"""


def test_the_trail_doctests_pass():
    assert doctest.testmod(trail_module).failed == 0


def executed(game: rules.Game, seat: int) -> tuple[rules.Game, list[rules.events.Event]]:
    """The line run for real in the Execute Phase, each question given its first option."""
    outcome = rules.engine.proceed(
        game, *(RunSlot(seat, i) for i in range(6)), FinishLine(seat), until=Phase.MINIONS
    )
    events = list(outcome.events)
    while outcome.game.pending is not None:
        request = outcome.game.pending
        outcome = rules.apply(outcome.game, Choose(request.seat, request.options[0]))
        events += outcome.events
    return outcome.game, events


def program(line: dict[int, list[str]]) -> rules.Game:
    return build({"board": BOARD, "phase": "program", "mechs": {0: {"line": line}}}).game


def test_a_line_without_questions_ends_where_execution_puts_the_mech():
    game = program({1: ["skewer", "skewer"], 3: ["flamespitter"], 5: ["blaze"]})
    trail = queries.program_trail(game, 0)
    after, _ = executed(game, 0)
    assert trail.end == after.mech(0).cell
    assert trail.end_facing is after.mech(0).facing
    assert [s.slot for s in trail.steps] == [0, 2, 4]
    assert not any(s.is_guess for s in trail.steps)
    assert trail.steps[0].path == ((3, 3), (3, 2)), "the Boulder stops Skewer after one space"


def test_turns_questions_and_attacks_are_marked_on_the_steps():
    game = program({1: ["scythe"], 2: ["flamespitter"]})
    trail = queries.program_trail(game, 0)
    turn, flame = trail.steps
    assert turn.asks == ((3, 3),), "Scythe asks which way to turn, on the Mech's space"
    assert turn.turns == (((3, 3), Facing.W),), "the first option, a left turn"
    assert flame.hits == ((2, 3), (1, 3)), "Flamespitter burns two spaces ahead, facing West"
    assert trail.end_facing is Facing.W


def test_a_push_is_carried_and_the_game_is_not_changed():
    game = build(
        {
            "board": ".  .  .\n.  1^ .\n.  0^ .",
            "phase": "program",
            "mechs": {0: {"line": {1: ["skewer"]}}},
        }
    ).game
    trail = queries.program_trail(game, 0)
    (step,) = trail.steps
    assert step.carried == ((rules.PieceId.mech(1), ((1, 1), (1, 0))),)
    assert game.mech(0).cell == (1, 2) and game.phase is Phase.PROGRAM


COMMANDS = [c.value for c in Command]


@settings(max_examples=60, deadline=None)
@given(
    st.dictionaries(
        st.integers(1, 6), st.lists(st.sampled_from(COMMANDS), min_size=1, max_size=1), max_size=6
    )
)
def test_any_line_ends_where_execution_with_first_answers_ends(line):
    game = program(line)
    trail = queries.program_trail(game, 0)
    after, events = executed(game, 0)
    assert (trail.end, trail.end_facing) == (after.mech(0).cell, after.mech(0).facing)
    attacked = [c for e in events if isinstance(e, rules.events.CellsAttacked) for c in e.cells]
    assert [c for s in trail.steps for c in s.hits] == attacked


@pytest.mark.parametrize("mission", campaign(), ids=lambda m: m.id)
def test_random_programming_states_of_every_mission_have_a_trail_on_the_board(mission):
    """Bombs, Bosses, Lava Walls, Schematics: the preview never fails, and each trail is
    one walk across the board, every slot starting where the one before ended."""
    for seed in range(4):
        seats = seed % 4 + 1
        chooser = random.Random(seed)
        game = rules.new_game(mission.rules, mission.board, seats, seed).game
        game = replace(game, trackers=replace(game.trackers, gears=seed * 5))
        while game.result is None and game.round <= 3:
            if game.phase is Phase.PROGRAM and game.pending is None:
                for mech in game.mechs:
                    trail = queries.program_trail(game, mech.seat)
                    here = mech.cell
                    for step in trail.steps:
                        assert step.path[0] == here
                        assert all(game.board.contains(c) for c in step.path)
                        here = step.end
            game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game


def test_the_trail_stops_where_the_tutorials_kaboom_cuts_the_line_short():
    """Shattering the last Shard moves the Tutorial on to the Minion Phase at once: the
    slots after it never run, in execution or in the preview."""
    from game.content import load_mission
    from game.rules import Card, Slot

    tutorial = load_mission("tutorial")
    game = rules.new_game(tutorial.rules, tutorial.board, 1, seed=3).game
    shard = game.shards[0]
    x, y = shard.cell
    mech = replace(game.mech(0), cell=(x, y + 2), facing=Facing.N)
    line = [Slot()] * 6
    line[0] = Slot((Card(990, Command.FLAMESPITTER),))
    line[2] = Slot((Card(991, Command.SKEWER),))
    game = replace(game, phase=Phase.PROGRAM, shards=(shard,)).with_mech(
        replace(mech, slots=tuple(line), hand=())
    )
    trail = queries.program_trail(game, 0)
    assert [s.slot for s in trail.steps] == [0]
    assert shard.cell in trail.steps[0].hits
    _, events = executed(game, 0)
    assert not any(isinstance(e, rules.events.SlotStarted) and e.slot == 2 for e in events)
    cut = next(i for i, e in enumerate(events) if isinstance(e, rules.events.PhaseStarted))
    moves = [
        e.end
        for e in events[:cut]
        if isinstance(e, rules.events.PieceMoved) and e.piece == game.mech(0).piece
    ]
    assert trail.end == (moves[-1] if moves else (x, y + 2))


def test_each_trail_starts_where_the_earlier_lines_leave_its_mech():
    """The preview runs the lines in execution order: a Mech the First Player's Skewer
    pushes shows its own line from where the push leaves it, as execution will run it."""
    from screen_truth import executed as run_everything

    game = build(
        {
            "board": ".  .  .\n.  .  .\n.  .  .\n.  1> .\n.  0^ .",
            "phase": "program",
            "mechs": {0: {"line": {1: ["skewer"]}}, 1: {"line": {2: ["skewer"]}}},
        }
    ).game
    first, second = queries.program_trails(game)
    assert first.steps[0].carried == ((rules.PieceId.mech(1), ((1, 3), (1, 2))),)
    assert second.start == (1, 2), "seat 1's line runs from where seat 0 pushed it"
    assert second.steps[0].path == ((1, 2), (2, 2))
    found = run_everything(game)
    assert found is not None
    lines, _ = found
    assert lines[1].path == [c for s in (second.steps[0],) for c in s.path]
    assert queries.program_trail(game, 1).start == (1, 3), "alone, it would start unpushed"
