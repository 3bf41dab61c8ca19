"""``tools/balance.py``: the bot plays the cells asked for and writes the report; with
``--record`` every game leaves its replay and the bot's reasons beside it."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from game import commands
from game.content import load_mission

ROOT = Path(__file__).resolve().parent.parent


def test_the_balance_report_keeps_each_games_replay_and_reasons(tmp_path, capsys):
    out, folder = tmp_path / "balance.md", tmp_path / "replays"
    argv = ["--games", "1", "--seats", "1", "--modes", "ez", "--missions", "tutorial"]
    argv += ["--seed", "4", "--jobs", "1", "--out", str(out), "--record", str(folder)]
    done = subprocess.run(
        [sys.executable, "tools/balance.py", *argv], capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert "| tutorial | 1/1" in out.read_text(encoding="utf-8")
    replay = folder / "tutorial_seats1_seed4_ez.txt"
    reasons = (folder / "tutorial_seats1_seed4_ez.reasons.txt").read_text(encoding="utf-8")
    assert reasons.startswith("round 1 ") and " -- " in reasons
    assert commands.replay(["--verify", str(replay)]) == 0
    assert "1 verified, 0 failed" in capsys.readouterr().out


def test_a_missed_target_says_how_often_luck_alone_would_miss_it():
    """Ten games a cell: 4 of 10 against a target of half is what a bot at the target
    scores in more than a third of cells; 1 of 10, about one cell in a hundred."""
    sys.path.insert(0, str(ROOT / "tools"))
    import balance

    assert balance.as_low_by_chance(10, 10, 0.5) == 1.0
    assert abs(balance.as_low_by_chance(4, 10, 0.5) - 386 / 1024) < 1e-12
    assert abs(balance.as_low_by_chance(0, 10, 0.8) - 0.2**10) < 1e-15
    games = [{"mission": "mission-5", "seats": 4, "ez": False, "verdict": "win", "rounds": 9}]
    games += [{**games[0], "verdict": "loss (The Bomb exploded.)"}] * 9
    args = argparse.Namespace(games=10, seed=200, rounds=30, jobs=2)
    missions = [load_mission("mission-5")]
    text = balance.report(games, missions, [4], ["normal"], args, 1, "`abc`")
    assert "- mission-5, normal, 4 seats: won 10% (target 50%); at the target, 1% of cells" in text
