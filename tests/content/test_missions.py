"""missions.yaml loads, every mission starts, and broken content gets a precise error."""

import subprocess
import sys
from pathlib import Path

import pytest

from game import rules
from game.content import ContentError, campaign, cards
from game.content.maps import load_overlay
from game.content.missions import load_missions
from game.paths import MAPS, MISSIONS_FILE, ROOT

MISSIONS = campaign()


@pytest.mark.parametrize("mission", MISSIONS, ids=[m.id for m in MISSIONS])
@pytest.mark.parametrize("is_ez", [False, True], ids=["normal", "ez"])
def test_every_mission_starts_for_each_allowed_seat_count(mission, is_ez):
    low, high = mission.seats
    for seats in range(low, high + 1):
        game = rules.new_game(mission.rules_for(is_ez), mission.board, seats=seats, seed=3).game
        assert game.phase is rules.Phase.DRAFT
        assert len({m.cell for m in game.mechs}) == seats


def test_ez_mode_gives_mission_one_a_sturdier_bomb():
    mission = next(m for m in MISSIONS if m.id == "mission-1")
    assert (mission.rules.doom_start, mission.ez_rules.doom_start) == (5, 7)


MINIMAL = """
version: 1
missions:
  - id: broken
    number: 9
    title: T
    objective: O
    briefing: B
    debriefing: D
    board: {tiles: [{face: forest-1, at: [0, 0]}]}
    stages: [{objective: no_minions}]
"""


def load_text(tmp_path: Path, text: str):
    path = tmp_path / "missions.yaml"
    path.write_text(text)
    return load_missions(path, MAPS, cards())


def test_the_minimal_mission_loads(tmp_path):
    (mission,) = load_text(tmp_path, MINIMAL)
    assert mission.board.width == 6


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("title: T", "titel: T"), "missions[0].titel: unknown key (did you mean 'title'?)"),
        (
            ("no_minions", "no_minion"),
            "unknown objective rule 'no_minion' (did you mean 'no_minions'?)",
        ),
        (
            ("board: {", "minions: {move: {kind: compass, params: {steps: two}}}\n    board: {"),
            "missions[0].minions.move.params.steps: expected int, got 'two'",
        ),
        (("forest-1", "forest-9"), "no tile face 'forest-9'"),
        (("at: [0, 0]", "at: [3, 0]"), "is not on the 6-space grid"),
        (("number: 9", "number: nine"), "missions[0].number: expected int, got str"),
        (
            ("stages:", "setup: [{kind: shards_at, params: {zone: nowhere}}]\n    stages:"),
            "names the zone 'nowhere'",
        ),
        (
            (
                "board: {tiles: [{face: forest-1, at: [0, 0]}]}",
                "board: {tiles: [{face: forest-1, at: [0, 0]}], overlay: missions/none.tmx}",
            ),
            "no such map file",
        ),
        (("board:", "seats: {max: 6}\n    board:"), "seats.max: 6 is out of range (1 to 4)"),
    ],
)
def test_broken_content_names_the_file_the_place_and_the_problem(tmp_path, change, message):
    with pytest.raises(ContentError) as error:
        load_text(tmp_path, MINIMAL.replace(*change))
    assert message in str(error.value)
    assert "missions.yaml" in str(error.value) or ".tmx" in str(error.value)


def test_invalid_yaml_says_the_line(tmp_path):
    with pytest.raises(ContentError, match=r"missions.yaml: line \d+: not valid YAML"):
        load_text(tmp_path, MINIMAL + "  - id: [unclosed\n")


def test_a_broken_tile_face_names_the_map(tmp_path):
    broken = tmp_path / "tiles"
    broken.mkdir()
    (broken / "forest-1.tmx").write_text("<map><oops")
    with pytest.raises(ContentError, match="forest-1.tmx: line 1: not a readable Tiled file"):
        load_missions(_write(tmp_path, MINIMAL), tmp_path, cards())


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "missions.yaml"
    path.write_text(text)
    return path


def test_check_command_prints_the_summary_line():
    done = subprocess.run(
        [sys.executable, "-m", "game", "check"], capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    line = done.stdout.strip().splitlines()[0]  # then the translations' line
    assert line.startswith(f"content ok: {len(MISSIONS)} missions, 10 tile faces, 96 command cards")


def test_simulate_plays_every_mission_and_summarises():
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "game",
            "simulate",
            "--mission",
            "all",
            "--players",
            "2",
            "--games",
            "2",
            "--seed",
            "7",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 3 * len(MISSIONS) + 1  # games, then one line per mission, then all
    assert lines[2 * len(MISSIONS)].startswith(f"{MISSIONS[0].id}: ")
    assert " won, mean " in lines[2 * len(MISSIONS)]
    assert lines[-1].startswith(f"{2 * len(MISSIONS)} games:")
    assert MISSIONS_FILE.exists()


def test_an_overlay_object_off_the_grid_is_named(tmp_path):
    overlay = tmp_path / "crooked.tmx"
    overlay.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.8" orientation="orthogonal" renderorder="right-down" width="6" '
        'height="6" tilewidth="64" tileheight="64" infinite="0" nextlayerid="2" '
        'nextobjectid="2">\n <objectgroup id="1" name="zones">\n'
        '  <object id="1" name="school" type="zone" x="100" y="128" width="128" height="128"/>\n'
        " </objectgroup>\n</map>\n"
    )
    board = rules.Board(6, 6, (rules.Space(rules.Terrain.EMPTY),) * 36)
    with pytest.raises(ContentError, match=r"crooked.tmx: object 'school' .* not aligned"):
        load_overlay(overlay, board)


def test_a_board_with_too_few_start_spaces_for_a_seat_is_refused():
    mission = next(m for m in MISSIONS if m.id == "tutorial")
    with pytest.raises(rules.IllegalAction, match="start spaces for 5 Mechs|1 to 4 Mechs"):
        rules.new_game(mission.rules, mission.board, seats=5, seed=1)


def test_the_tutorial_has_words_for_its_first_objective_and_none_for_a_plain_event():
    from game.rules.events import DraftTimed, Escalated, StageCompleted

    tutorial = next(m for m in MISSIONS if m.id == "tutorial")
    assert "Kaboom" in tutorial.words_for(StageCompleted("objective 1 complete", 0), False)
    assert tutorial.words_for(DraftTimed("x"), False) is None
    mission1 = next(m for m in MISSIONS if m.id == "mission-1")
    assert "ticking" in mission1.words_for(Escalated("escalation 1", 0), False)
