"""A question asked mid-step shows what the step had already done, and replays it exactly."""

from game import rules
from game.rules.events import MechTurned
from game.scenario import build


def scythe_waiting_for_a_target():
    return build(
        {
            "board": "m  .  m\n.  0^ .\n.  .  .",
            "mechs": {0: {"line": {1: "scythe"}}},
        }
    ).game


def test_the_prelude_holds_the_turn_made_before_the_target_question():
    game = scythe_waiting_for_a_target()
    assert game.pending.prompt is rules.Prompt.TURN
    turned = rules.apply(game, rules.Choose(0, rules.Turn.LEFT)).game
    asked = turned.pending
    assert asked.prompt is rules.Prompt.TARGET
    assert [type(e) for e in asked.prelude][-1] is MechTurned
    assert asked.preview.mech(0).facing is rules.Facing.W
    assert turned.mech(0).facing is rules.Facing.N  # the real game waits for the answer


def test_the_answered_step_begins_with_the_same_events_as_its_prelude():
    game = rules.apply(scythe_waiting_for_a_target(), rules.Choose(0, rules.Turn.LEFT)).game
    prelude = game.pending.prelude
    outcome = rules.apply(game, rules.Choose(0, game.pending.options[0]))
    assert outcome.events[: len(prelude)] == prelude
    assert outcome.game.kills == 1
