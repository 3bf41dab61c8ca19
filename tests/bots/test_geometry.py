"""The bot's sense of distance: walking around boulders and lava, and pushing the Bomb."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.bots.evaluate import Mind
from game.bots.geometry import FAR, LAVA_COST, TURN_COST, Geometry, walks
from game.bots.reasons import gap
from game.content import load_mission
from game.rules import Facing, Rune, Terrain
from game.rules.grid import neighbours
from game.rules.text import parse_board
from game.scenario import build


def test_a_bomb_is_pushed_from_behind_and_towed_from_in_front():
    board = parse_board(".  .  .  .  .")
    work = Geometry(board).bomb_work(frozenset({(4, 0)}))
    assert work[((2, 0), (1, 0))] == 2  # two pushes
    assert work[((2, 0), (0, 0))] == 3  # a step up, then two pushes
    # From in front the Mech can only tow it once: it is then stuck against the edge.
    assert ((2, 0), (3, 0)) not in work


def test_a_bomb_against_the_edge_is_towed_off_it_first():
    board = parse_board(".  .  .  .\n.  .  .  .")
    work = Geometry(board).bomb_work(frozenset({(3, 0)}))
    # Nothing can stand west of the Bomb to push it east. The Mech east of it walks south
    # and tows it one space (2), walks round behind it (2) and pushes it home (2).
    assert work[((0, 0), (1, 0))] == 6


def test_walking_around_a_boulder_and_through_lava_costs_more():
    board = parse_board(".  #  .\n.  L  .\n#  #  #")
    geo = Geometry(board)
    assert geo.walk((0, 0), (2, 0)) == 4 + LAVA_COST  # through the Lava Pool...
    assert geo.free((0, 0), (2, 0)) == 4  # ...which Minions do not mind


def test_a_mech_that_moves_only_the_way_it_faces_counts_its_turns():
    """A Move card moves a Mech the way it faces: a way that bends needs a Turn card at
    each bend, and a Mech facing away needs one before it starts."""
    board = parse_board(".  .  .\n#  #  .\n.  .  .")
    home = frozenset({(0, 2)})
    geo = Geometry(board)
    assert geo.to_cells(home)[(0, 0)] == 6
    headed = geo.headed(home)
    assert headed[((0, 0), Facing.E)] == 6 + 2 * TURN_COST  # east, south, west: two bends
    assert headed[((0, 0), Facing.W)] == 6 + 3 * TURN_COST  # and first a turn round
    assert headed[((2, 2), Facing.W)] == 2  # straight home
    # Never nearer than the walk, and only a turn dearer facing any other way.
    walk = geo.to_cells(home)
    for (cell, _facing), cost in headed.items():
        assert cost >= walk[cell]
        assert cost <= min(headed[(cell, f)] for f in Facing) + TURN_COST


def test_a_bomb_is_never_towed_through_a_rune_gate():
    # A Mech towing the Bomb east crosses the gate first, which switches its colour on, so
    # the Bomb cannot follow; pushed from behind, it goes through ahead of the Mech.
    home = frozenset({(4, 0), (5, 0)})
    open_ = Geometry(parse_board(".  .  .  .  .  .")).bomb_work(home)
    gated = Geometry(parse_board(".  .  .  .  .  .\ngate yellow 1,0 E")).bomb_work(home)
    assert open_[((1, 0), (2, 0))] == 6  # three tows
    assert ((1, 0), (2, 0)) not in gated
    assert gated[((1, 0), (0, 0))] == open_[((1, 0), (0, 0))] == 3  # three pushes
    # With a spare Mech to switch the colour off again (three or four), the tow counts.
    helped = Geometry(parse_board(".  .  .  .  .  .\ngate yellow 1,0 E")).bomb_work(
        home, helped=True
    )
    assert helped[((1, 0), (2, 0))] == 6


def test_a_mech_walks_around_the_boss_which_it_cannot_push():
    """Traced (Mission 6, normal, 4 seats, seed 201): a Mech beside the Boss, which sat
    between it and the entrance for five rounds, was counted as if it could walk through
    it, so no step round it ever gained and the team waited for it until the Cannon fired."""
    stages = [{"objective": {"kind": "all_mechs_in_zone", "params": {"zone": "end"}}}]
    board = "0> X  X  .\n.  X  X  .\n.  .  .  .\nzone end 3,0 3,2"
    game = build({"board": board, "phase": "program", "mission": {"stages": stages}}).game
    assert Geometry(game.board).to_cells(game.board.zone("end"))[(0, 0)] == 3  # through it
    assert walks(game).to_cells(game.board.zone("end"))[(0, 0)] == 5  # round it
    assert walks(game).walk((0, 0), (1, 0)) == 1  # a space under it: reached from beside it
    # The evaluation and the words count the same walk: a step south, round the Boss,
    # gains (through it, (0,1) is as far as (0,0): three steps).
    south = game.with_mech(replace(game.mech(0), cell=(0, 1)))
    assert Mind(game).terms(south)["zone"] > Mind(game).terms(game)["zone"]
    assert gap("zone", game, (0, 0)) == 5 and gap("zone", game, (0, 1)) == 4


def test_a_boulder_in_a_zone_is_no_place_to_walk_to():
    # Only a space the Boss blocks may start a walk: a boulder never does.
    board = parse_board(".  .  #\n.  .  .\nzone end 2,0 2,1")
    field = Geometry(board).to_cells(board.zone("end"))
    assert (2, 0) not in field and field[(1, 0)] == 2 and field[(1, 1)] == 1


@pytest.mark.parametrize("mission_id", ["mission-3", "mission-6", "mission-10"])
def test_no_walk_of_a_mech_passes_under_the_boss_wherever_it_stands(mission_id):
    """Every place the Boss can stand on each Boss mission's board, and every kind of
    place a Mech walks to (Repair Pads, Rune Spaces, the zones, each open space): a space
    the field counts as d steps away has a neighbour d - 1 or less away that a Mech may
    enter, and none of the Boss's spaces is on the way (the class of the bug traced in
    Mission 6: walks through the Boss)."""
    board = load_mission(mission_id).board
    cells = [c for c in board.cells() if board.is_open(c)]
    targets = [frozenset(c for c in cells if board.terrain(c) is Terrain.REPAIR_PAD)]
    targets += [frozenset(board.rune_cells(rune)) for rune in Rune]
    targets += [cells for _, cells in board.zones]
    targets += [frozenset({c}) for c in cells[::7]]
    for x, y in cells:
        feet = frozenset({(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)})
        if not all(board.is_open(c) for c in feet):
            continue
        geo = Geometry(board, feet)
        for target in (t for t in targets if t):
            field = geo.to_cells(target)
            starts = {c for c in target if c not in feet} or set(target)
            for cell, steps in field.items():
                if cell in starts:
                    continue
                assert cell not in feet, (mission_id, (x, y), cell)
                assert any(field.get(n, FAR) < steps for n in neighbours(cell)), (cell, steps)
