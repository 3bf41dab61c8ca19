"""``tools/balance.py``: the bot plays the cells asked for and writes the report; with
``--record`` every game leaves its replay and the bot's reasons beside it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game import commands

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
