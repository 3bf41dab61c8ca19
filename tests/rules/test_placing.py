"""Mission setup: each player puts their Mech on a start space, facing any way."""

from game import rules
from game.content import load_mission


def placing_game(seats: int) -> rules.Game:
    tutorial = load_mission("tutorial")
    return rules.new_game(tutorial.rules, tutorial.board, seats, seed=3, is_placing=True).game


def test_players_place_in_turn_from_the_first_player_then_the_draft_begins():
    game = placing_game(2)
    first = game.first_player
    assert (game.pending.seat, game.pending.prompt) == (first, rules.Prompt.START)
    game = rules.apply(game, rules.Choose(first, (4, 4))).game
    assert game.pending.prompt is rules.Prompt.FACING
    assert game.pending.options == tuple(rules.Facing)
    game = rules.apply(game, rules.Choose(first, rules.Facing.W)).game
    other = 1 - first
    assert game.pending.seat == other and (4, 4) not in game.pending.options
    game = rules.apply(game, rules.Choose(other, game.pending.options[0])).game
    game = rules.apply(game, rules.Choose(other, rules.Facing.S)).game
    assert game.pending is None and game.phase is rules.Phase.DRAFT and game.draft.row
    assert game.mech(first).cell == (4, 4) and game.mech(first).facing is rules.Facing.W
    assert game.mech(other).facing is rules.Facing.S


def test_a_mech_not_yet_placed_trades_places_instead_of_blocking():
    game = placing_game(2)
    first, other = game.first_player, 1 - game.first_player
    their_cell = game.mech(other).cell
    assert their_cell in game.pending.options
    game = rules.apply(game, rules.Choose(first, their_cell)).game
    game = rules.apply(game, rules.Choose(first, rules.Facing.N)).game
    assert game.mech(first).cell == their_cell
    assert len({m.cell for m in game.mechs}) == 2
