"""A card in the draft row is worth what its best line does run twice: a Move card goes on
moving next round, an Attack card with nothing in reach does nothing either time."""

from __future__ import annotations

import pytest

from game import rules
from game.bots import Planner, Settings
from game.scenario import build

BOMB_RUN = {"stages": [{"objective": {"kind": "bomb_in_zone", "params": {"zone": "deploy"}}}]}


def drafting_beside_the_bomb() -> rules.Game:
    """One seat drafting, its Mech facing the Bomb, five spaces from the zone."""
    board = ".  .  .  .  .  .  .\n0> B  .  .  .  .  .\n.  .  .  .  .  .  .\nzone deploy 6,1"
    deck = ["speed", "ripsaw", "ripsaw", "ripsaw", "ripsaw"]
    spec = {"board": board, "mission": BOMB_RUN, "doom": 10, "phase": "draft", "deck": deck}
    return build(spec).game


def test_a_move_card_is_worth_its_second_push_and_an_idle_attack_nothing_more():
    game = drafting_beside_the_bomb()
    assert game.phase is rules.Phase.DRAFT
    once = Planner(Settings(draft_encore=False))
    twice = Planner()
    speed, ripsaw = rules.Command.SPEED, rules.Command.RIPSAW
    gain = twice._worth(game, 0, speed) - once._worth(game, 0, speed)
    assert gain > 0, "the Speed line run again pushes the Bomb on toward the zone"
    assert twice._worth(game, 0, ripsaw) == pytest.approx(once._worth(game, 0, ripsaw))
