"""A question asked mid-step: what the step already did is handed out once, before the
question, with a preview of the board; the answer's outcome carries only what follows."""

from game import rules
from game.rules.events import MechTurned, MinionKilled, SlotStarted
from game.scenario import build


def scythe_waiting_for_a_turn():
    return build(
        {
            "board": "m  .  m\n.  0^ .\n.  .  .",
            "mechs": {0: {"line": {1: "scythe"}}},
        }
    ).game


def test_the_turn_made_before_the_target_question_comes_with_the_outcome_that_asks():
    game = scythe_waiting_for_a_turn()
    assert game.pending.prompt is rules.Prompt.TURN
    outcome = rules.apply(game, rules.Choose(0, rules.Turn.LEFT))
    asked = outcome.game.pending
    assert asked.prompt is rules.Prompt.TARGET
    assert [type(e) for e in outcome.events] == [MechTurned]
    assert asked.preview.mech(0).facing is rules.Facing.W
    assert outcome.game.mech(0).facing is rules.Facing.N  # the real game waits for the answer


def test_the_answer_hands_out_only_what_follows_it():
    turned = rules.apply(scythe_waiting_for_a_turn(), rules.Choose(0, rules.Turn.LEFT))
    outcome = rules.apply(turned.game, rules.Choose(0, turned.game.pending.options[0]))
    kinds = [type(e) for e in outcome.events]
    assert MechTurned not in kinds and SlotStarted not in kinds
    assert MinionKilled in kinds
    assert outcome.game.trackers.kills == 1
    assert outcome.game.mech(0).facing is rules.Facing.W


def test_an_answer_applied_this_phase_stops_before_the_minions_move():
    turned = rules.apply(scythe_waiting_for_a_turn(), rules.Choose(0, rules.Turn.LEFT))
    answer = rules.Choose(0, turned.game.pending.options[0])
    whole = rules.apply(turned.game, answer)
    this_phase = rules.apply_this_phase(turned.game, answer)
    assert whole.game.phase is not rules.Phase.EXECUTE, "the whole answer plays out the round"
    assert this_phase.game.phase is rules.Phase.EXECUTE
    assert this_phase.events == whole.events[: len(this_phase.events)]
    assert MinionKilled in [type(e) for e in this_phase.events]
