"""A bot seat placing its Mech at the start faces somewhere worth a first step."""

from __future__ import annotations

from game import rules
from game.bots import Planner
from game.content import load_mission
from game.rules import Facing


def _placed(mission_id: str, seats: int) -> tuple[rules.Game, list[rules.Action]]:
    """The bot places every Mech; the game after, and each answer it gave."""
    mission = load_mission(mission_id)
    game = rules.new_game(
        mission.rules_for(False), mission.board, seats=seats, seed=201, is_placing=True
    ).game
    planner, answers = Planner(), []
    while game.pending is not None:
        action = planner.next_action(game, game.pending.seat)
        answers.append(action)
        game = rules.apply(game, action).game
    return game, answers


def test_a_mech_placed_beside_the_bomb_faces_the_space_behind_it_not_a_teammate():
    # Mission 8: the Bomb at (1,3) goes east; the Mech at (0,4) steps north to (0,3),
    # behind it. East of it waits the other Mech, west is off the board.
    game, _ = _placed("mission-8", 2)
    assert game.mech(0).cell == (0, 4) and game.mech(0).facing is Facing.N
    # The Mech at (1,4) faces neither the boulder at (2,4) nor the Bomb, which a step
    # north would push off its way.
    assert game.mech(1).cell == (1, 4) and game.mech(1).facing not in (Facing.E, Facing.N)


def test_a_placed_mech_never_faces_a_boulder_or_the_board_edge_when_it_could_step():
    for mission_id in ("tutorial", "mission-1", "mission-4", "mission-8"):
        game, _ = _placed(mission_id, 4)
        for mech in game.mechs:
            ahead = rules.grid.step(mech.cell, mech.facing)
            ways = [rules.grid.step(mech.cell, f) for f in Facing]
            if any(game.is_open(c) and game.piece_at(c) is None for c in ways):
                assert game.is_open(ahead), (mission_id, mech.seat, mech.cell, mech.facing)


def test_every_placing_question_is_answered_by_the_bot():
    _, answers = _placed("mission-8", 2)
    asked = [a for a in answers if isinstance(a, rules.Choose)]
    assert len(asked) == 4  # a space and a facing for each of two Mechs
