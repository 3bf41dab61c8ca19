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


def test_a_kept_field_walks_around_boulders_as_one_made_afresh():
    """Every zone and the Bomb, on boards with Massive Boulders (and Mission 5's Lava Wall)."""
    for mission in ("mission-5", "mission-7", "mission-8", "mission-10"):
        info = load_mission(mission)
        chooser = random.Random(8)
        game = rules.new_game(info.rules, info.board, seats=4, seed=8).game
        checked = 0
        while game.result is None and game.round <= 8:
            names = {name for name, _ in game.table.board.zones}
            for targets in [game.zone(n) for n in names] + [frozenset({game.bomb or (0, 0)})]:
                made = field_to(game, targets)
                assert made == distances(game.is_open, targets), (mission, game.round)
                checked += bool(made)
            game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game
        assert checked, mission
