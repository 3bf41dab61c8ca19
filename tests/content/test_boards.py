"""The early missions as the rulebook prints them: the Tutorial's plain ground and its late
scrapping, Mission 1's single Repair Pad, Mission 2's three pads and a School no Oil Slick
feeds too early."""

from __future__ import annotations

import itertools
from dataclasses import replace
from pathlib import Path

import pytest

from game import rules
from game.content import ContentError, cards, load_mission
from game.content.missions import load_missions
from game.paths import MAPS
from game.rules.board import Rune
from game.rules.engine import proceed
from game.rules.rng import Rng
from game.rules.steps import EnterPhase


def features(mission_id: str) -> dict[str, list[tuple[int, int]]]:
    board = load_mission(mission_id).board
    found: dict[str, list[tuple[int, int]]] = {"oil": [], "repair_pad": [], "rune": []}
    for cell in board.cells():
        space = board.space(cell)
        if space.terrain.value in found:
            found[space.terrain.value].append(cell)
        if space.rune is not None:
            found["rune"].append(cell)
    return found


def test_the_tutorial_board_is_plain_ground_but_for_what_it_introduces():
    assert features("tutorial") == {"oil": [], "repair_pad": [], "rune": []}
    board = load_mission("tutorial").board
    assert len(board.start_cells()) == 4 and board.zone("shards") == board.zone("school")


def test_the_tutorial_offers_scrapping_only_from_its_second_objective():
    game = start("tutorial")
    while game.phase is rules.Phase.DRAFT:
        game = rules.apply(game, rules.legal_actions(game)[0]).game
    legal = rules.legal_actions(game)
    assert legal and not any(isinstance(a, rules.ScrapCard) for a in legal)
    assert any(
        isinstance(a, rules.ScrapCard)
        for a in rules.legal_actions(replace(game, progress=replace(game.progress, stage=1)))
    )


def test_mission_1_has_one_repair_pad_and_it_is_the_target():
    mission = load_mission("mission-1")
    assert features("mission-1")["repair_pad"] == sorted(mission.board.zone("target"))
    runes = {mission.board.space(c).rune for c in features("mission-1")["rune"]}
    assert runes == set(Rune), "Minions still spawn on the Rune Spaces"


def test_mission_1_plays_by_the_rules_its_scenarios_check():
    """tests/scenarios/mission1_*.yaml check these rules; this ties them to the content."""
    mission = load_mission("mission-1")
    rules_ = mission.rules
    assert rules_.minion_move == rules.RuleRef.of(
        "toward", target="bomb", steps=1, prefer=("blue", "green")
    )
    assert rules_.minion_spawn.kind == "all_runes"
    assert rules_.minion_attack == rules.RuleRef.of("adjacent", bomb=True)
    assert [s.objective for s in rules_.stages] == [rules.RuleRef.of("bomb_in_zone", zone="target")]
    (escalation,) = rules_.escalations
    assert escalation.when == rules.RuleRef.of("bomb_left_zone", zone="school")
    assert [ref.kind for ref in escalation.then] == ["timed_draft"]
    assert not rules_.is_draft_timed and rules_.is_first_draft_double
    assert (rules_.doom_start, mission.ez_rules.doom_start) == (5, 7)
    game = start("mission-1")
    assert game.bomb in game.board.zone("school")
    assert {m.cell for m in game.minions} == set(game.board.rune_cells())


def test_mission_2_has_three_repair_pads_each_holding_a_shard():
    game = start("mission-2")
    pads = features("mission-2")["repair_pad"]
    assert len(pads) == 3 and sorted(s.cell for s in game.shards) == sorted(pads)


def start(mission_id: str) -> rules.Game:
    mission = load_mission(mission_id)
    return rules.new_game(mission.rules, mission.board, seats=1, seed=1).game


def test_no_roll_of_the_dice_brings_a_mission_2_minion_into_the_school_before_round_4():
    """The Mechs away fetching Shards (one parked out of the way); the first Shard lifted at
    once, so two rows spawn; every sequence of three Rune Die rolls."""
    game = start("mission-2")
    game = game.with_mech(replace(game.mech(0), cell=(6, 6)))
    game = replace(
        game,
        trackers=replace(game.trackers, doom=99),
        progress=replace(game.progress, levels=(("spawn_rows", 2),)),
    )
    for rolls in itertools.product(list(Rune), repeat=3):
        played = replace(game, rng=Rng(state=1, rune_script=rolls))
        for round_ in (1, 2, 3):
            played = replace(played, round=round_, phase=rules.Phase.OVER)
            played = proceed(played, EnterPhase(rules.Phase.MINIONS), until=rules.Phase.DANGER).game
        assert played.trackers.doom == 99, f"a Minion got into the School by round 3 with {rolls}"


def test_a_feature_that_cannot_be_plain_ground_is_named(tmp_path: Path):
    text = """
version: 1
missions:
  - id: broken
    number: 9
    title: T
    objective: O
    briefing: B
    debriefing: D
    board: {tiles: [{face: forest-1, at: [0, 0], plain: [boulder]}]}
    stages: [{objective: no_minions}]
"""
    path = tmp_path / "missions.yaml"
    path.write_text(text)
    with pytest.raises(ContentError, match=r"tiles\[0\]\.plain: 'boulder' cannot be plain"):
        load_missions(path, MAPS, cards())
