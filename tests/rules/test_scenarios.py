"""Every scenario file under tests/scenarios passes, one test each."""

import subprocess
import sys
from pathlib import Path

import pytest

from game.scenario import main, run_file

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
FILES = sorted(SCENARIOS.glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path):
    run_file(path)


def test_there_are_enough_scenarios():
    assert len(FILES) >= 60


def test_runner_reports_each_file_and_fails_on_a_broken_one(tmp_path, capsys):
    broken = tmp_path / "broken.yaml"
    broken.write_text("board: |\n  0^ .\nexpect:\n  kills: 9\n")
    assert main([str(FILES[0]), str(broken)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("ok") and lines[1].startswith("FAIL") and "kills" in lines[1]


def test_command_line_runner_exits_zero_when_all_pass():
    done = subprocess.run(
        [sys.executable, "-m", "game.scenario", str(FILES[0])], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
