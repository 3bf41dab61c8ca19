"""Each place a line's answers could leave the Mech is weighed on its own: a turn this
round's score cannot tell apart is chosen by what it sets up for the next card."""

from __future__ import annotations

from game import rules
from game.bots import Planner, Settings, acting_seats, sandbox
from game.bots.programs import Program, Search
from game.scenario import build

BOMB_RUN = {"stages": [{"objective": {"kind": "bomb_in_zone", "params": {"zone": "deploy"}}}]}


def beside_the_bomb() -> rules.Game:
    """A Mech facing up beside the Bomb, a Memory Core (a turn, left or right) in hand."""
    board = ".  .  .  .  .\n0^ B  .  .  .\n.  .  .  .  .\nzone deploy 4,1"
    spec = {"board": board, "mission": BOMB_RUN, "doom": 10, "phase": "program"}
    return build({**spec, "mechs": {0: {"hand": ["memory_core"]}}}).game


def test_a_turn_keeps_the_best_outcome_for_each_way_the_mech_may_end_facing():
    game = beside_the_bomb()
    planner = Planner()
    placed = rules.apply(game, rules.PlaceCard(0, game.mech(0).hand[0].id, 0)).game
    start = sandbox.execution_stage(placed)
    (tried,) = Search(planner.mind(game)).try_all(start, 0, [Program((), placed.mech(0))])
    ends = [t.state.mech(0).facing for t in (tried, *tried.others)]
    assert len(ends) == len(set(ends)) >= 2, ends
    assert all(other.score <= tried.score for other in tried.others)


def test_a_mech_turns_to_face_the_bomb_it_will_push_next_round():
    """Facing the Bomb or facing away scores alike this round (nothing moves); the way
    facing the Bomb, weighed as a finalist of its own, is where its next card pushes.
    (Every program is a finalist here and imagined twice: by default only the best three
    are, and six placings of the card that tie, facing one way, may crowd out the other.)"""
    game = beside_the_bomb()
    planner = Planner(Settings(finalists=20, replayed=20))
    while game.phase is rules.Phase.PROGRAM:
        game = rules.apply(game, planner.decide(game, acting_seats(game)[0]).action).game
    while game.mech(0).facing is rules.Facing.N and game.result is None:
        game = rules.apply(game, planner.decide(game, acting_seats(game)[0]).action).game
    assert game.mech(0).facing is rules.Facing.E
