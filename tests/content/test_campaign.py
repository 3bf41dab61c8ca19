"""Missions 2-10 set up the way their dossiers (and our design notes) say."""

from dataclasses import replace
from pathlib import Path

import pytest

from game import rules
from game.content import ContentError, campaign, cards
from game.content.missions import load_missions
from game.paths import MAPS
from game.rules.board import Rune, Terrain

MISSIONS = {m.id: m for m in campaign()}
LATER = [f"mission-{n}" for n in range(2, 11)]


def start(mission_id: str, seats: int = 4, is_ez: bool = False) -> rules.Game:
    mission = MISSIONS[mission_id]
    return rules.new_game(mission.rules_for(is_ez), mission.board, seats=seats, seed=5).game


def test_the_campaign_has_eleven_missions_in_order():
    assert [m.number for m in campaign()] == list(range(11))


@pytest.mark.parametrize("mission_id", LATER)
def test_later_missions_open_with_a_timed_double_draft_and_have_a_full_compass(mission_id):
    mission = MISSIONS[mission_id]
    assert mission.rules.is_first_draft_double and mission.rules.is_draft_timed
    assert {facing for _, facing in mission.rules.compass} == set(rules.Facing)
    assert mission.briefing and mission.debriefing and mission.special_rules


@pytest.mark.parametrize("mission_id", LATER)
@pytest.mark.parametrize("is_ez", [False, True], ids=["normal", "ez"])
def test_no_piece_starts_on_another(mission_id, is_ez):
    game = start(mission_id, is_ez=is_ez)
    cells = [m.cell for m in game.mechs] + [m.cell for m in game.minions]
    if game.bomb is not None:
        cells.append(game.bomb)
    if game.boss is not None:
        cells.extend(game.boss.footprint())
    assert len(cells) == len(set(cells))
    assert all(game.is_open(c) for c in cells)


def test_mission_two_mechs_start_in_the_burning_school_with_three_shards_out():
    game = start("mission-2")
    school = game.board.zone("school")
    assert all(m.cell in school for m in game.mechs)
    assert len(game.shards) == 3 and not any(s.cell in school for s in game.shards)
    assert (game.trackers.doom, start("mission-2", is_ez=True).trackers.doom) == (1, 3)
    assert game.mission.shard_mode == "carried"
    for colour in ("green", "blue", "yellow"):
        assert game.board.zone(f"spawn_{colour}") <= game.board.zone(f"tile_{colour}")
    assert not game.board.has_zone("tile_red")  # red is the School fire, not a tile


def test_mission_four_starts_on_the_line_and_ez_minions_march_two():
    game = start("mission-4")
    assert all(m.cell in game.board.zone("start_line") for m in game.mechs)
    assert MISSIONS["mission-4"].rules.minion_move.get("steps") == 3
    assert MISSIONS["mission-4"].ez_rules.minion_move.get("steps") == 2


def test_mission_four_is_won_anywhere_in_the_spawn_zone_the_dossier_calls_the_final_row():
    (stage,) = MISSIONS["mission-4"].rules.stages
    assert stage.objective.kind == "all_mechs_in_zone"
    assert stage.objective.get("zone") == "spawn"
    assert len(start("mission-4").board.zone("spawn")) == 3 * 6


def test_mission_three_boss_has_ten_health_and_five_in_ez_mode():
    normal, ez = start("mission-3"), start("mission-3", is_ez=True)
    assert (normal.trackers.doom, ez.trackers.doom) == (10, 5)


@pytest.mark.parametrize(("is_ez", "full"), [(False, 2), (True, 1)], ids=["normal", "ez"])
def test_mission_six_boss_has_two_health_one_in_ez_and_gets_up_at_full(is_ez, full):
    """Knocked to zero it sheds a Boss Card and is back to full health: 2, or 1 in EZ mode."""
    from game.rules.engine import proceed

    game = start("mission-6", is_ez=is_ez)
    assert game.trackers.doom == full
    card = game.boss.deck[0]
    slots = (*game.boss.slots[:3], (card,))
    boss = replace(game.boss, slots=slots, deck=game.boss.deck[1:])
    knocked = replace(game, trackers=replace(game.trackers, doom=0), boss=boss)
    after = proceed(knocked).game
    assert after.trackers.doom == full and after.result is None
    assert sum(len(s) for s in after.boss.slots) == 0, "no Boss Card was shed"


def test_mission_five_lava_waits_and_pads_get_farther():
    game = start("mission-5")
    assert game.lava is not None and not game.lava.is_active
    assert game.trackers.doom == 5 and game.mission.bomb_max_health == 5
    pads = [min(game.board.zone(f"pad_{n}")) for n in (1, 2, 3)]
    assert all(game.board.terrain(p) is Terrain.REPAIR_PAD for p in pads)
    distance = [abs(p[0] - game.bomb[0]) + abs(p[1] - game.bomb[1]) for p in pads]
    assert distance == sorted(distance)
    assert MISSIONS["mission-5"].ez_rules.escalations[0].when.kind == "bomb_visited"


def test_mission_six_and_ten_put_a_shard_on_every_repair_pad():
    for mission_id in ("mission-6", "mission-10"):
        game = start(mission_id)
        pads = {c for c in game.board.cells() if game.board.terrain(c) is Terrain.REPAIR_PAD}
        assert {s.cell for s in game.shards} == pads and len(pads) == 4
        assert game.boss is not None and game.mission.shard_mode == "breakable"
    assert start("mission-10").mission.boss_needs_shards_gone


def test_mission_seven_assembly_zone_has_one_rune_of_each_colour_and_no_shard():
    game = start("mission-7")
    assembly = game.board.zone("assembly")
    assert sorted(game.board.space(c).rune for c in assembly) == sorted(Rune)
    assert len(game.shards) == 4 and not any(s.cell in assembly for s in game.shards)
    assert (game.trackers.doom, start("mission-7", is_ez=True).trackers.doom) == (10, 15)


def test_mission_eight_gates_start_open_with_mechs_on_rune_spaces():
    game = start("mission-8")
    assert game.inactive_runes == frozenset(Rune)
    assert all(game.board.space(m.cell).rune is not None for m in game.mechs)
    assert (game.trackers.doom, start("mission-8", is_ez=True).trackers.doom) == (10, 15)


def test_mission_nine_lava_flows_from_round_one_but_waits_in_ez_mode():
    assert start("mission-9").lava.is_active
    assert not start("mission-9", is_ez=True).lava.is_active


def test_mission_ten_minions_start_on_every_rune_space():
    game = start("mission-10")
    runes = {c for c in game.board.rune_cells() if game.board.is_open(c)}
    assert runes <= {m.cell for m in game.minions}
    assert (game.trackers.doom, start("mission-10", is_ez=True).trackers.doom) == (10, 5)


BROKEN = """
version: 1
missions:
  - id: broken
    number: 9
    title: T
    objective: O
    briefing: B
    debriefing: D
    board: {tiles: [{face: forest-1, at: [0, 0]}], overlay: missions/tutorial.tmx}
    stages: [{objective: no_minions}]
"""


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("    stages:", "    start_zone: scool\n    stages:"), "no zone 'scool' (did you mean"),
        (
            ("{objective: no_minions}", "{objective: no_minions, checkpoint: later}"),
            "checkpoint: expected one of",
        ),
        (
            (
                "    stages:",
                "    minions: {move: {kind: invade, params: {zone: nest}}}\n    stages:",
            ),
            "rule invade names the zone 'nest'",
        ),
        (("    stages:", "    lava: {speed: 2}\n    stages:"), "lava: missing key 'edge'"),
    ],
)
def test_broken_campaign_content_is_named(tmp_path: Path, change, message):
    path = tmp_path / "missions.yaml"
    path.write_text(BROKEN.replace(*change))
    with pytest.raises(ContentError) as error:
        load_missions(path, MAPS, cards())
    assert message in str(error.value)
