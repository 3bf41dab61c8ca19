"""The Minions' distance fields kept on a Table are the fields the position makes afresh."""

import random

from game import rules
from game.content.catalogue import load_mission
from game.rules.pursuit import distances, field_to


def test_a_kept_field_is_the_one_made_afresh_as_the_lava_wall_comes_on():
    info = load_mission("mission-5")  # Minions walk to the Bomb while the Lava Wall flows
    chooser = random.Random(5)
    game = rules.new_game(info.rules, info.board, seats=2, seed=5).game
    depths = set()
    while game.result is None and game.round <= 12:
        if game.bomb is not None:
            targets = frozenset({game.bomb})
            assert field_to(game, targets) == distances(game.is_open, targets)
        if game.lava is not None:
            depths.add(game.lava.rows)
        game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game
    assert len(depths) >= 2  # the wall moved while the fields were kept


def test_a_field_is_made_once_for_the_same_targets_and_wall():
    info = load_mission("mission-1")
    game = rules.new_game(info.rules, info.board, seats=2, seed=1).game
    targets = frozenset({game.bomb})
    assert field_to(game, targets) is field_to(game, targets)
