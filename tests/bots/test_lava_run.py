"""Mission 9, the run ahead of the Lava Wall: a Mech's way counts its turns, a Mech with no
Move card in its line is stranded, and the draft shares the row out to the team as a whole
(traced: four Mechs, seed 201, the Mech at the start with two Attack cards was left every
Move card and the lava took it in round 3)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from game import rules
from game.bots import Planner, acting_seats
from game.bots.evaluate import Mind
from game.content import load_mission
from game.rules import Command, Facing, Phase
from game.rules.cards import Card, Kind


def start(seats: int, seed: int = 1) -> rules.Game:
    mission = load_mission("mission-9")
    return rules.new_game(mission.rules_for(False), mission.board, seats=seats, seed=seed).game


def test_a_mech_whose_way_bends_counts_as_further_from_the_zone():
    """From (2, 1) facing east the way to the Safety Zone turns south past a boulder, then
    east, then north; from (2, 5) it runs east. Both are 17 steps away."""
    game = start(seats=1)
    mind = Mind(game)
    mech = game.mech(0)
    bends = game.with_mech(replace(mech, cell=(2, 1), facing=Facing.E))
    straight = game.with_mech(replace(mech, cell=(2, 5), facing=Facing.E))
    assert mind.terms(bends)["zone"] == mind.terms(straight)["zone"]
    assert mind.terms(bends)["heading"] < mind.terms(straight).get("heading", 0.0)


def test_a_mech_with_no_move_card_in_its_line_is_stranded_before_the_lava():
    game = start(seats=2)
    mind = Mind(game)
    mech = game.mech(0)
    assert game.lava is not None and game.lava.speed == 1
    here = game.with_mech(replace(mech, cell=(2, 4), facing=Facing.E))  # a row ahead of it
    speed = Card(900, Command.SPEED)
    slots = (replace(mech.slots[0], cards=(speed,)),) + mech.slots[1:]
    moving = here.with_mech(replace(here.mech(0), slots=slots))
    attack = Card(901, Command.FLAMESPITTER)
    slots = (replace(mech.slots[0], cards=(attack,)),) + mech.slots[1:]
    stranded = here.with_mech(replace(here.mech(0), slots=slots))
    assert mind.terms(stranded)["lava"] < mind.terms(moving)["lava"]
    # Far ahead, the lava rounds away: a line without a Move card costs nothing yet.
    far = [g.with_mech(replace(g.mech(0), cell=(9, 4))) for g in (stranded, moving)]
    assert mind.terms(far[0])["lava"] == mind.terms(far[1])["lava"]


def test_the_teammates_picking_next_share_the_row_out_the_best_way():
    """A seat picking next gains a little more from the Skewer than from anything else;
    the seat after it gains a lot, and nothing from the rest. Shared out the best way, the
    Skewer goes to the second (picked in turn, the first would take it)."""
    game = start(seats=4)
    planner = Planner()
    worths = {
        (2, Command.SKEWER): 24.2,
        (2, Command.CHAIN_LIGHTNING): 24.0,
        (0, Command.SKEWER): 88.0,
    }
    planner._worth = lambda game, seat, command: worths.get((seat, command), 0.0)  # type: ignore[method-assign]
    row = Counter({Command.SKEWER: 1, Command.CHAIN_LIGHTNING: 1})
    assert planner._shared(game, (2, 0), row) == 24.0 + 88.0
    assert row == Counter({Command.SKEWER: 1, Command.CHAIN_LIGHTNING: 1})  # left as it was
    assert planner._shared(game, (2, 0), Counter()) == 0.0


def test_the_stranded_mech_is_left_the_rounds_one_move_card():
    """Seed 201, round 2: the row holds one Move card (a Skewer), and the Mech at (2, 0)
    has none in its line with the lava two rows away. Whoever picks first, it ends the
    draft with the Skewer."""
    game = start(seats=4, seed=201)
    planner = Planner()
    while not (game.round == 2 and game.phase is Phase.DRAFT):
        game = rules.apply(game, planner.decide(game, acting_seats(game)[0]).action).game
    moves = [c.command for c in game.draft.row if c.command.kind is Kind.MOVE]
    assert moves == [Command.SKEWER]
    stranded = game.mech(0)
    running = [stranded.active(s) for s in range(6)]
    assert all(r is None or r[0].kind is not Kind.MOVE for r in running)
    while game.phase is Phase.DRAFT:
        game = rules.apply(game, planner.decide(game, acting_seats(game)[0]).action).game
    assert Command.SKEWER in [c.command for c in game.mech(0).hand] + [
        c.command for s in game.mech(0).slots for c in s.cards
    ]
