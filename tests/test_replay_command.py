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


def test_watching_a_replay_opens_it_in_the_window_and_esc_ends(tmp_path, monkeypatch):
    import pygame

    from game import app
    from game.record import Setup, record_actions, to_text
    from game.rules import Yordle
    from game.scenes.replay import ReplayScene

    path = tmp_path / "replay.txt"
    path.write_text(to_text(record_actions(Setup("tutorial", (Yordle.CORKI,), 3), ())))
    shown = []
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    script = [[], [], [escape]]

    def events() -> list[pygame.event.Event]:
        return script.pop(0) if script else [pygame.event.Event(pygame.QUIT)]

    real_build = app.build_scene

    def build(route, assets, session=None):  # type: ignore[no-untyped-def]
        scene = real_build(route, assets, session)
        shown.append(scene)
        return scene

    monkeypatch.setattr(pygame.event, "get", events)
    monkeypatch.setattr(pygame, "quit", lambda: None)
    monkeypatch.setattr(app, "build_scene", build)
    assert app.main([], watch=path) == 0
    assert len(shown) == 1 and isinstance(shown[0], ReplayScene)
    assert shown[0].problem is None and script == [], "Esc did not end the replay"


def test_a_planner_game_is_recorded_with_the_reason_for_every_action(tmp_path, capsys):
    """The replay of a bot's game can be read beside why it did each thing: one line an
    action, in the replay's own notation, with the words the play screen shows."""
    folder = tmp_path / "replays"
    argv = ["--mission", "tutorial", "--players", "2", "--games", "1", "--seed", "3"]
    assert commands.simulate([*argv, "--bot", "planner", "--record", str(folder)]) == 0
    replay = (folder / "tutorial_seats2_seed3.txt").read_text(encoding="utf-8").splitlines()
    actions = replay[replay.index("actions") + 1 :]
    actions = [a for a in actions if not a.startswith(("round ", "end "))]
    reasons = (folder / "tutorial_seats2_seed3.reasons.txt").read_text(encoding="utf-8")
    lines = reasons.splitlines()
    assert [line.split(": ", 1)[1].split(" -- ")[0] for line in lines] == actions
    assert lines[0].startswith("round 1 draft ")
    assert all(line.split(" -- ")[1] for line in lines), "every action has its reason"
    assert any("Crystal Shard" in line for line in lines), "reasons name what they gain"
    assert commands.replay(["--verify", str(folder / "tutorial_seats2_seed3.txt")]) == 0
