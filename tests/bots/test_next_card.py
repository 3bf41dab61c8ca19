"""The encore counts the card a seat drafts next: a Mech left facing its way is worth more."""

from __future__ import annotations

import pytest

from game import rules
from game.bots import Planner, sandbox
from game.bots.planner import _Imagined, encore_with_card, run_line
from game.bots.programs import Search
from game.scenario import build

BOMB_RUN = {"stages": [{"objective": {"kind": "bomb_in_zone", "params": {"zone": "deploy"}}}]}


def position(facing: str) -> rules.Game:
    """A Mech with an empty Command Line beside the Bomb, four spaces from the zone."""
    board = f".  .  .  .  .\n0{facing} B  .  .  .\n.  .  .  .  .\nzone deploy 4,1"
    return build({"board": board, "mission": BOMB_RUN, "doom": 10}).game


def test_a_next_move_card_pushes_the_bomb_only_for_a_mech_facing_it():
    planner = Planner()
    facing, away = position(">"), position("^")
    mind = planner.mind(facing)
    plain = [mind.score(run_line(mind, sandbox.execution_stage(g), 0)) for g in (facing, away)]
    assert plain[0] == plain[1], "with an empty line, which way the Mech faces scores alike"
    search = Search(mind)
    with_card = [
        encore_with_card(search, g, 0, p) for g, p in zip((facing, away), plain, strict=True)
    ]
    assert with_card[0] > plain[0], "a Move card drafted next round pushes the Bomb"
    assert with_card[0] > with_card[1]


def test_only_the_finalists_imagined_again_count_the_next_card():
    """Successive halving: every finalist is valued once with the line as it stands; the
    best few, imagined again, with the next card too, and its lines count as programs."""
    game = position(">")
    planner = Planner()
    imagined = _Imagined(planner.settings, planner.mind(game), 0, sandbox.execution_stage(game), [])
    weight = planner.settings.encore / planner.settings.rollouts
    once = imagined.value(1)
    assert once == imagined.ends[0], "an empty line run once more gains nothing"
    twice = imagined.value(2)
    assert twice - sum(imagined.ends) / 2 == pytest.approx(weight * imagined.encore)
    assert imagined.encore > 0, "a Move card drafted next pushes the Bomb on"
    assert imagined.runs > 0
