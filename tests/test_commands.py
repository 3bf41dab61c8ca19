"""``python -m game check`` and ``simulate``: custom content folders, every mission played
at each seat count, and invariants checked after every action."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from game import commands
from game.rules import boss

ROOT = Path(__file__).resolve().parent.parent


def run_game(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=ROOT
    )


def test_check_validates_another_content_folder(content_copy):
    done = run_game("check", "--content", str(content_copy))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("content ok: 11 missions, 10 tile faces")
    assert "every mission played at each seat count" in done.stdout


def test_a_typo_in_an_effect_parameter_fails_check_with_file_place_and_suggestion(content_copy):
    cards = content_copy / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(
        text.replace("effect: blast, params: {range: 1}", "effect: blast, params: {rnage: 1}", 1)
    )
    done = run_game("check", "--content", str(content_copy))
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("content error: cards.yaml: schematics.cards[")
    assert ".params.rnage: blast takes no such parameter (did you mean 'range'?)" in done.stderr


def check_in_process(folder: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = commands.check(["--content", str(folder)])
    out = capsys.readouterr()
    return status, out.out, out.err


@pytest.mark.parametrize(
    ("file", "damage", "message"),
    [
        ("missions.yaml", b"\xff\xfe", "content error: missions.yaml: byte 0: not UTF-8 text"),
        ("cards.yaml", b"", "content error: cards.yaml: top level: expected a mapping"),
        ("maps/terrain.tsx", b"<tileset", "content error: terrain.tsx: line 1: not a readable"),
    ],
)
def test_a_broken_file_is_a_clear_error(content_copy, capsys, file, damage, message):
    (content_copy / file).write_bytes(damage)
    status, out, err = check_in_process(content_copy, capsys)
    assert (status, out) == (1, "")
    assert err.startswith(message), err


def test_a_tileset_error_is_named_against_the_tileset(content_copy, capsys):
    tsx = content_copy / "maps" / "terrain.tsx"
    tsx.write_text(tsx.read_text().replace('value="boulder"', 'value="bouldr"', 1))
    status, _, err = check_in_process(content_copy, capsys)
    assert status == 1
    assert err.startswith("content error: terrain.tsx: tile "), err
    assert "property 'terrain': expected one of" in err and "(did you mean 'boulder'?)" in err


def test_a_folder_without_content_says_what_is_missing(tmp_path, capsys, monkeypatch):
    from game import paths

    monkeypatch.setattr(paths, "_content", paths.content())
    status, _, err = check_in_process(tmp_path, capsys)
    assert status == 1 and err.startswith("content error: cards.yaml: no such file in ")


def test_check_plays_every_mission_and_names_one_that_breaks_in_play(
    content_copy, capsys, monkeypatch
):
    def blast(ctx, p, cause):  # type: ignore[no-untyped-def]
        raise ZeroDivisionError("a rule that cannot cope")

    declared = boss.BOSS_EFFECTS["boss_blast"]
    monkeypatch.setitem(boss.BOSS_EFFECTS.entries, "boss_blast", replace(declared, fn=blast))
    status, _, err = check_in_process(content_copy, capsys)
    assert status == 1
    assert err.startswith("content error: missions.yaml: mission 'mission-3' with ")
    assert "the game broke in play (ZeroDivisionError: a rule that cannot cope)" in err


def test_simulate_check_reports_the_first_broken_invariant_with_seed_and_actions(
    capsys, monkeypatch
):
    calls = []

    def broken(game, start, before):  # type: ignore[no-untyped-def]
        calls.append(game)
        return ["two pieces stand on (3, 4)"] if len(calls) == 5 else []

    monkeypatch.setattr(commands, "broken", broken)
    status = commands.simulate(
        ["--mission", "tutorial", "--players", "2", "--games", "3", "--seed", "40", "--check"]
    )
    err = capsys.readouterr().err
    assert status == 1
    assert err.startswith(
        "invariant broken in tutorial, 2 seats, seed 40, round 1, after 4 actions: "
        "two pieces stand on (3, 4)"
    )
    assert "reproduce: python -m game simulate --mission tutorial --players 2 --games 1 " in err
    assert "--seed 40 --check" in err
    assert "\n  4. " in err and "\n  5. " not in err


def test_simulate_check_passes_on_the_campaign(capsys):
    status = commands.simulate(
        ["--mission", "all", "--players", "3", "--games", "1", "--seed", "5", "--check"]
    )
    assert status == 0
    assert capsys.readouterr().out.splitlines()[-1].endswith("invariants held after every action")
