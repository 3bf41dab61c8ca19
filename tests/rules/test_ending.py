"""How a mission ends is typed: one ``Ending`` per objective and defeat rule, the words the
screens show unchanged, and a finished game's digest as records first wrote it."""

import random
from dataclasses import replace

import pytest

from game import rules
from game.content import campaign
from game.rules import Ending, Result, notation
from game.rules.notation import digest
from game.rules.registry import RuleGroup, declared_rules
from game.rules.state import WINS


def test_every_objective_and_defeat_rule_has_its_ending_and_no_other_does():
    objectives = set(declared_rules(RuleGroup.OBJECTIVE))
    defeats = set(declared_rules(RuleGroup.DEFEAT))
    assert {e.value for e in WINS} == objectives
    assert {e.value for e in Ending if e not in WINS} == defeats


def test_every_mission_ends_by_a_typed_ending_of_its_own_rules():
    for mission in campaign():
        rules_of = mission.rules
        last = rules_of.stages[-1].objective.kind
        assert Ending(last).is_won, mission.id
        for defeat in rules_of.defeats:
            assert not Ending(defeat.kind).is_won, mission.id


@pytest.mark.parametrize(
    "ending, cause",
    [
        (Ending.DOOM_EMPTY, "defeat: doom_empty"),
        (Ending.MINION_IN_ZONE, "defeat: minion_in_zone"),
        (Ending.NO_SHARDS, "every objective complete"),
        (Ending.BOSS_BEATEN, "every objective complete"),
    ],
)
def test_the_words_of_an_ending_are_the_cause_the_screens_showed(ending, cause):
    result = Result(ending)
    assert result.cause == cause and result.rule == ending.value
    assert result.is_won is (ending in WINS)


def test_random_games_end_with_the_ending_their_event_reports():
    ended = 0
    for seed, mission in enumerate(campaign()):
        chooser = random.Random(seed)
        game = rules.new_game(mission.rules, mission.board, seats=2, seed=seed).game
        events = []
        while game.result is None and game.round <= 12:
            outcome = rules.apply(game, chooser.choice(rules.legal_actions(game)))
            game, events = outcome.game, list(outcome.events)
        if game.result is not None:
            ended += 1
            assert isinstance(game.result.ending, Ending)
            last = events[-1]
            assert isinstance(last, rules.events.MissionEnded) and last.result == game.result
    assert ended >= 6


def test_a_finished_game_digests_its_result_as_records_first_wrote_it():
    mission = campaign()[1]
    game = rules.new_game(mission.rules, mission.board, seats=1, seed=1).game
    lost = replace(game, result=Result(Ending.DOOM_EMPTY))
    text = notation._canonical(lost.result)
    assert text == "Result(is_won=False,cause='defeat: doom_empty',rule='doom_empty')"
    assert digest(lost) != digest(replace(game, result=Result(Ending.LAVA_PUSHED_MECH)))
