"""``python -m game simulate --record DIR`` and ``python -m game replay [--verify] FILE...``:
every simulated game leaves a replay that plays back with every digest matching, and a
replay cut short fails with one line naming it."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

from game import commands

ROOT = Path(__file__).resolve().parent.parent


def test_simulated_games_leave_replays_that_verify(tmp_path, capsys):
    folder = tmp_path / "replays"
    argv = ["--mission", "all", "--players", "3", "--games", "1", "--seed", "5"]
    assert commands.simulate([*argv, "--record", str(folder)]) == 0
    files = sorted(folder.iterdir())
    assert len(files) == 11, "one replay per simulated game"
    capsys.readouterr()
    assert commands.replay(["--verify", *map(str, files)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(files) + 1
    assert all(line.startswith("ok   ") for line in lines[:-1])
    assert lines[-1] == "11 replays: 11 verified, 0 failed"

    cut = tmp_path / "cut.txt"
    cut.write_bytes(files[3].read_bytes()[:900])
    assert commands.replay(["--verify", str(files[0]), str(cut)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"ok   {files[0]}")
    assert out[1].startswith(f"FAIL {cut}: line ") and "cut short" in out[1]
    assert out[2] == "2 replays: 1 verified, 1 failed"


def test_the_command_line_names_a_bad_replay_in_one_line_and_opens_no_window(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"mechs-vs-minions record 1\ncontent \xff\n")
    for args in (["--verify", str(bad)], [str(bad)]):
        done = subprocess.run(
            [sys.executable, "-m", "game", "replay", *args],
            capture_output=True,
            text=True,
            cwd=ROOT,
        )
        assert done.returncode == 1
        said = (done.stdout + done.stderr).strip().splitlines()
        assert said[0] == f"FAIL {bad}: it is not UTF-8 text (byte 34)"
        assert "Traceback" not in done.stderr


def test_mechs_vs_minions_takes_the_same_subcommands_as_python_m_game():
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert scripts["project"]["scripts"]["mechs-vs-minions"] == "game.__main__:cli"
    from game.__main__ import SUBCOMMANDS, cli

    assert callable(cli) and "replay" in SUBCOMMANDS
