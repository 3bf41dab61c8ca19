"""Terms of the bot's evaluation that steer whole missions: escalations that bring more
Minions cost the team, and the Mechs not pushing the Bomb are wanted near it."""

from __future__ import annotations

from dataclasses import replace

from game import rules
from game.bots.evaluate import Mind
from game.content import load_mission


def start(mission_id: str, seats: int) -> rules.Game:
    mission = load_mission(mission_id)
    return rules.new_game(mission.rules_for(False), mission.board, seats=seats, seed=1).game


def test_an_escalation_that_brings_more_minions_costs_the_team():
    game = start("mission-2", seats=2)
    mind = Mind(game)
    fired = replace(game, progress=replace(game.progress, escalated=frozenset({0})))
    assert mind.terms(fired)["escalated"] < 0
    assert mind.score(fired) < mind.score(game)


def test_an_escalation_that_only_times_the_draft_costs_nothing():
    game = start("mission-1", seats=2)  # the Bomb leaving the School: a timed draft
    fired = replace(game, progress=replace(game.progress, escalated=frozenset({0})))
    assert Mind(game).terms(fired).get("escalated", 0.0) == 0.0


def test_a_mech_trailing_far_behind_the_bomb_costs_more_than_one_beside_it():
    game = start("mission-8", seats=4)
    mind = Mind(game)
    assert game.bomb is not None
    bomb = game.bomb
    last = max(game.mechs, key=lambda m: (mind.geo.walk(m.cell, bomb), m.seat))  # the rearmost
    free = [c for c in mind.geo.cells if game.piece_at(c) is None]
    far = max(free, key=lambda c: (min(mind.geo.walk(c, bomb), 99), c))
    trailing = game.with_mech(replace(last, cell=far))
    assert mind.terms(trailing)["bomb"] < mind.terms(game)["bomb"]


def test_an_escalation_on_the_way_to_the_goal_costs_nothing():
    game = start("mission-4", seats=2)  # a Mech entering the second tile: more spawn rows
    fired = replace(game, progress=replace(game.progress, escalated=frozenset({0})))
    assert Mind(game).terms(fired).get("escalated", 0.0) == 0.0


def test_a_mech_facing_a_boulder_on_the_way_to_the_zone_counts_as_further_away():
    """Mission 9: the Mech at (3, 1) facing east has a boulder ahead; facing north it can
    walk on, and turn once onto the open top row to the Safety Zone. Its Move cards help
    only once it turns, so a line that leaves it facing the boulder is worth less (the
    trace: a Mech passed over every Turn card, stuck there until the lava came)."""
    game = start("mission-9", seats=4)
    mind = Mind(game)
    mech = game.mech(1)
    assert game.board.terrain((4, 1)) is rules.Terrain.BOULDER
    blocked = game.with_mech(replace(mech, cell=(3, 1), facing=rules.Facing.E))
    turned = game.with_mech(replace(mech, cell=(3, 1), facing=rules.Facing.N))
    assert mind.terms(blocked)["heading"] < mind.terms(turned).get("heading", 0.0)
    assert mind.score(blocked) < mind.score(turned)


def test_with_the_lava_behind_a_step_of_the_rearmost_mech_is_worth_more_than_the_leaders():
    """Mission 9: the wall takes the last Mech first, and every Mech must reach the zone;
    the team's Move cards go where the rearmost gains (the trace: the leaders took Speed
    and Blaze while the last Mech stood by the start until the lava came)."""
    game = start("mission-9", seats=2)
    mind = Mind(game)
    lead, last = game.mech(0), game.mech(1)
    spread = game.with_mech(replace(lead, cell=(9, 4), facing=rules.Facing.E))
    spread = spread.with_mech(replace(last, cell=(3, 4), facing=rules.Facing.E))
    leader_on = spread.with_mech(replace(spread.mech(0), cell=(10, 4)))
    last_on = spread.with_mech(replace(spread.mech(1), cell=(4, 4)))
    assert mind.terms(last_on)["zone"] > mind.terms(leader_on)["zone"]


def _mission_7_last_two(doom: int) -> tuple[rules.Game, Mind]:
    """Mission 7, one Mech, EZ: two Shards left, at (0, 3) and (16, 0), one on either side
    of the Assembly Zone (8-9, 2-3); the zone at ``doom`` health."""
    mission = load_mission("mission-7")
    game = rules.new_game(mission.rules_for(True), mission.board, seats=1, seed=1).game
    left = tuple(s for s in game.shards if s.cell in ((0, 3), (16, 0)))
    game = replace(game, shards=left, trackers=replace(game.trackers, doom=doom))
    return game, Mind(game)


def test_a_lone_mech_between_two_shards_gains_by_walking_to_either():
    """Counting each Shard's walk from its nearest Mech, a step toward one was a step
    away from the other, and the Mech stood guard until the cap (the trace: seed 204, two
    Shards locked by round 9 and none after). One Mech fetches one Shard at a time: the
    other waits, its walk out from the zone the same wherever the Mech stands."""
    game, mind = _mission_7_last_two(doom=8)
    mech = game.mech(0)
    between = mind.terms(game.with_mech(replace(mech, cell=(8, 1))))["fetch"]
    assert mind.terms(game.with_mech(replace(mech, cell=(6, 1))))["fetch"] > between
    assert mind.terms(game.with_mech(replace(mech, cell=(10, 1))))["fetch"] > between


def test_with_health_to_spare_a_step_toward_a_shard_is_worth_more():
    """At 15 health the zone can take a few Minions while its Mech is out fetching; at 3
    every point is needed (the School of Mission 2 has 1 to 3), and a step is worth as
    much as it always was."""

    def step_worth(doom: int) -> float:
        game, mind = _mission_7_last_two(doom)
        mech = game.mech(0)
        near = mind.terms(game.with_mech(replace(mech, cell=(6, 1))))["fetch"]
        return near - mind.terms(game.with_mech(replace(mech, cell=(7, 1))))["fetch"]

    assert step_worth(15) > 3 * step_worth(3) > 0
