"""Scenario actions may be written in the rules' notation, the lines saves and replays use."""

from __future__ import annotations

import pytest

from game.scenario import ScenarioError, run_file

READY_BOTH = """\
name: Both Mechs skewer north once every seat is Ready (seat 1 first)
board: |
  .  .  .
  .  .  .
  0> 1^ .
phase: program
first_player: 1
until: minions
mechs:
  0: {hand: [skewer]}
  1: {hand: [skewer]}
actions:
  - place 0 skewer 1
  - place 1 skewer 1
  - {do: ready 3, error: no seat}
  - ready 0
  - ready 1
expect:
  board: |
    .  .  .
    .  1^ .
    .  0> .
  phase: execute
"""


def test_a_scenario_written_in_notation_plays_like_the_mapping_form(tmp_path):
    path = tmp_path / "notation.yaml"
    path.write_text(READY_BOTH, encoding="utf-8")
    run_file(path)


def test_a_line_that_names_no_action_is_a_clear_error(tmp_path):
    path = tmp_path / "typo.yaml"
    path.write_text(READY_BOTH.replace("place 0 skewer 1", "plaec 0 skewer 1"), encoding="utf-8")
    with pytest.raises(ScenarioError, match="plaec 0 skewer 1"):
        run_file(path)
