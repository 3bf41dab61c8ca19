"""Mission 4 in the bot's evaluation: a Minion marching on the line is a threat as far off
as it is, by the rounds it needs to get there, unless a Mech stands in its way."""

from __future__ import annotations

from dataclasses import replace

from game.bots.evaluate import Mind
from game.scenario import build

LINE = {
    "move": {"kind": "toward", "params": {"target": "zone", "zone": "line", "steps": 3}},
    "defeats": [{"kind": "minion_in_zone", "params": {"zone": "line"}}],
}
BOARD = (
    ".  .  .  .  .  .  .  .  .  .  .  .  .  m\n"
    "0> .  .  .  .  .  .  .  .  .  .  .  .  .\n"
    "1> .  .  .  .  .  .  .  .  .  .  .  .  .\n"
    "zone line 0,0 0,1 0,2"
)


def breach(moves: dict[int, tuple[int, int]], board: str = BOARD) -> float:
    game = build({"board": board, "phase": "program", "mission": LINE}).game
    for seat, cell in moves.items():
        game = game.with_mech(replace(game.mech(seat), cell=cell))
    return Mind(game).terms(game).get("breach", 0.0)


def test_a_minion_far_off_with_nothing_in_its_way_is_a_threat():
    # Thirteen spaces out, five marches of three: the old bands saw nothing beyond nine.
    assert breach({}) < 0


def test_a_mech_in_its_way_holds_it_up():
    assert breach({1: (4, 0)}) > breach({}), "Mech 1 steps into the Minion's row"
    assert breach({1: (4, 2)}) == breach({}), "a row away it may hit, not hold"


def test_a_minion_past_every_mech_is_worse():
    near = BOARD.replace(".  .  .  .  .  .  m\n", "m  .  .  .  .  .  .\n")  # 7 spaces out
    assert "m" in near.splitlines()[0][:25]
    ahead = breach({0: (1, 1), 1: (1, 2)}, near)  # both Mechs still nearer the line
    passed = breach({0: (9, 1), 1: (9, 2)}, near)  # both Mechs beyond it
    assert passed < ahead < 0
