"""The planning bot: it wins, it only ever does legal things, and it is deterministic."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game import rules
from game.bots import REASONS, Planner, acting_seats
from game.bots.evaluate import CHANCES, PROGRESS, TERMS, THREATS
from game.bots.planner import run_line
from game.content import campaign, load_mission
from game.scenario import build

ROOT = Path(__file__).resolve().parents[2]


def start(mission_id: str, seats: int, seed: int, is_ez: bool = False) -> rules.Game:
    mission = load_mission(mission_id)
    return rules.new_game(mission.rules_for(is_ez), mission.board, seats=seats, seed=seed).game


def test_four_bots_win_the_tutorial():
    game = start("tutorial", seats=4, seed=1)
    planner = Planner()
    while game.result is None and game.round <= 10:
        game = rules.apply(game, planner.next_action(game, acting_seats(game)[0])).game
    assert game.result is not None and game.result.is_won, f"round {game.round}:\n{game}"


@pytest.mark.parametrize("mission_id", ["mission-2", "mission-3", "mission-5", "mission-7"])
def test_every_decision_is_legal_and_says_why(mission_id):
    """From positions that random play reaches, each acting seat's decision is legal."""
    chooser = random.Random(mission_id)
    game = start(mission_id, seats=4, seed=3)
    planner = Planner()
    asked = 0
    while game.result is None and game.round <= 2:
        seats = acting_seats(game)
        if chooser.random() < 0.25:
            decision = planner.decide(game, chooser.choice(seats))
            assert decision.action in rules.legal_actions(game)
            assert decision.why in REASONS
            asked += 1
        game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game
    assert asked > 3


def test_a_seat_with_nothing_to_do_is_refused():
    game = start("mission-1", seats=2, seed=1)
    waiting = next(s for s in game.seats if s not in acting_seats(game))
    with pytest.raises(ValueError, match="nothing to do"):
        Planner().decide(game, waiting)


def test_questions_get_answers_among_the_options():
    game = start("tutorial", seats=2, seed=4)
    chooser = random.Random(0)
    answered = 0
    while game.result is None and answered < 3 and game.round <= 4:
        if game.pending is not None:
            action = Planner().next_action(game, game.pending.seat)
            assert isinstance(action, rules.Choose) and action.option in game.pending.options
            answered += 1
        game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game
    assert answered == 3


def test_every_mission_rule_feeds_the_evaluation():
    """A mission's objectives and defeats are understood through their rule kinds."""
    for mission in campaign():
        for rules_ in (mission.rules, mission.ez_rules):
            for stage in rules_.stages:
                assert stage.objective.kind in PROGRESS, (mission.id, stage.objective.kind)
            for defeat in rules_.defeats:
                assert defeat.kind in THREATS, (mission.id, defeat.kind)
            for effect in rules_.at_player_phase_end:
                assert effect.kind in CHANCES, (mission.id, effect.kind)


PLAY_A_ROUND = """
from game import rules
from game.bots import Planner, acting_seats
from game.content import load_mission
mission = load_mission("mission-10")
game = rules.new_game(mission.rules_for(False), mission.board, seats=4, seed=8).game
planner = Planner()
while game.round == 1 and game.result is None:
    action = planner.next_action(game, acting_seats(game)[0])
    print(action)
    game = rules.apply(game, action).game
"""


def test_same_game_same_decisions_whatever_the_hash_seed():
    """The bot's choices depend on the game alone (not on dict or set order in a process)."""
    runs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", PLAY_A_ROUND],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=env,
            check=True,
        )
        runs.append(done.stdout)
    assert runs[0] == runs[1]
    assert "Choose" in runs[0], "the round should include answered questions"


def test_a_hack_schematic_is_spent_when_it_pays_at_once():
    """Ziggs boxed in by four Minions blasts them with Short Fuse before programming."""
    run = build(
        {
            "board": ".  m  .\nm  0^ m\n.  m  .",
            "phase": "program",
            "gears": 2,
            "mechs": {0: {"yordle": "ziggs", "schematics": ["short_fuse"]}},
            "mission": {},
        }
    )
    decision = Planner().decide(run.game, 0)
    assert decision.action == rules.UseSchematic(0, "short_fuse")
    assert decision.why in TERMS, "a hack is spent for what it gains"


def test_wins_the_mission_is_said_only_of_a_win_and_a_rescue_says_so():
    """A lost position scores only its result: a move that merely avoids the loss gained
    on "result" and was said to win the mission."""
    from dataclasses import replace

    from game.bots.planner import SAVES, STEADY
    from game.bots.programs import Tried
    from game.rules.state import Ending, Result

    game = start("mission-1", seats=1, seed=2)
    planner = Planner()
    mind = planner.mind(game)
    lost = replace(game, result=Result(Ending.DOOM_EMPTY))
    won = replace(game, result=Result(Ending.BOMB_IN_ZONE))
    assert planner._why(mind, 0, game, Tried(-1e6, lost), Tried(0.0, game))[0] == SAVES
    assert planner._why(mind, 0, game, Tried(0.0, game), Tried(1e6, won))[0] == "result"
    assert planner._why(mind, 0, game, Tried(0.0, game), Tried(-1e6, lost))[0] == STEADY


def test_a_gain_on_imagined_dice_or_draws_is_marked_as_chance():
    from dataclasses import replace

    from game.bots.planner import is_chance

    game = start("mission-1", seats=1, seed=2)
    _, rolled = game.rng.next_int(6)
    assert not is_chance(game, game)
    assert is_chance(game, replace(game, rng=rolled))
    drawn = replace(game.decks, damage=game.decks.damage[1:])
    assert is_chance(game, replace(game, decks=drawn))


def test_a_card_the_plan_only_covers_over_is_scrapped_and_a_hint_never_shows_it():
    """Mission 9: the plan put Ripsaw in slot 1, then Fuel Tank over it; the Hint said
    "Ripsaw in slot 1 (scraps Minions)" of a line without Ripsaw, measured from nothing."""
    from game.bots.planner import _line_after, _tidy

    game = build(
        {
            "board": ".  .  .\n.  0^ .\n.  .  .",
            "phase": "program",
            "mechs": {0: {"hand": ["ripsaw", "fuel_tank"]}},
        }
    ).game
    ripsaw, tank = (c.id for c in game.mech(0).hand)
    covered = (rules.PlaceCard(0, ripsaw, 0), rules.PlaceCard(0, tank, 0))
    tidied = _tidy(game, 0, covered)
    assert tidied == (rules.ScrapCard(0, ripsaw), rules.PlaceCard(0, tank, 0))
    assert _line_after(game, 0, tidied) == _line_after(game, 0, covered)
    kept = (rules.PlaceCard(0, ripsaw, 0), rules.PlaceCard(0, tank, 1))
    assert _tidy(game, 0, kept) == kept, "a card that stays in the line stays"


def test_a_later_line_played_on_keeps_the_damage_earlier_lines_did_to_it():
    """The playout through the later seats' lines put each line's programmed Mech in place
    of the one on the board, wiping the damage earlier lines had just done to it (the
    program trials kept it already)."""
    from dataclasses import replace

    from game.bots import sandbox

    game = build(
        {
            "board": "0> .  .  .  .\n.  .  .  .  1>",
            "phase": "program",
            "mechs": {1: {"line": {1: "speed"}}},
        }
    ).game
    planner = Planner()
    planned = game.mech(1)
    hit, more = game.decks.damage[0], game.decks.damage[1]
    state = sandbox.execution_stage(game)
    slots = list(planned.slots)
    slots[3] = replace(slots[3], damage=hit)  # what seat 0's line did to seat 1 this round
    damaged = replace(state.mech(1), slots=tuple(slots), system_damage=(more,))
    state = state.with_mech(damaged)
    ran = run_line(planner.mind(game), state, 1, planned, planned)
    assert ran.mech(1).slots[3].damage == hit
    assert more in ran.mech(1).system_damage
    repaired = replace(planned, slots=tuple(replace(s, damage=None) for s in planned.slots))
    kept = run_line(planner.mind(game), state, 1, repaired, planned)
    assert kept.mech(1).slots[3].damage == hit, "a slot the program left alone keeps its damage"


def test_a_plan_is_made_again_when_a_teammate_readies_another_line(monkeypatch):
    """Seat 0's plan assumed seat 1's line. Seat 1 following its own plan keeps it; seat 1
    (a person, say) slotting something else and Ready has seat 0 planned again, not read
    from the stale plan, whose claims were made for another line."""
    board = ".  .  .  .\n0^ .  .  1^\n.  .  .  ."
    hands = {0: {"hand": ["speed", "speed"]}, 1: {"hand": ["speed", "memory_core"]}}
    game = build({"board": board, "phase": "program", "mechs": hands}).game
    planned: list[int] = []
    plan_team = Planner._plan_team
    monkeypatch.setattr(
        Planner, "_plan_team", lambda self, g: (planned.append(g.round), plan_team(self, g))
    )

    def seat_1_ready(planner: Planner, game: rules.Game, *, as_planned: bool) -> rules.Game:
        after = rules.apply(game, planner.decide(game, 0).action).game
        while not after.mech(1).is_ready:
            if as_planned:
                action = planner.decide(after, 1).action
            elif after.mech(1).hand:  # every card in the last slot it may
                legal = rules.legal_actions(after)
                places = [a for a in legal if isinstance(a, rules.PlaceCard) and a.seat == 1]
                action = max(places, key=lambda a: a.slot)
            else:
                action = rules.EndProgramming(1)
            after = rules.apply(after, action).game
        return after

    planner = Planner()
    kept = seat_1_ready(planner, game, as_planned=True)
    planner.decide(kept, 0)
    assert len(planned) == 1, "seat 1 ran the line the plan assumed: the plan is kept"
    planner = Planner()
    other = seat_1_ready(planner, game, as_planned=False)
    assert other.mech(1).slots != kept.mech(1).slots
    planner.decide(other, 0)
    assert len(planned) == 3, "a teammate Ready with another line: planned again"


def test_finalists_the_first_imagining_ranks_low_are_imagined_once(monkeypatch):
    """Successive halving: every finalist is played through the round once; only the
    ``replayed`` best are imagined again, and they lead the ranking."""
    from game.bots import planner as planning

    game = start("mission-1", seats=2, seed=4)
    while game.phase is not rules.Phase.PROGRAM:
        game = rules.apply(game, Planner().next_action(game, acting_seats(game)[0])).game
    plays: list[tuple[planning._Imagined, int]] = []  # a finalist played on, and its imagining
    play = planning._Imagined._play
    monkeypatch.setattr(
        planning._Imagined,
        "_play",
        lambda self, sample: (plays.append((self, sample)), play(self, sample))[1],
    )
    rankings: list[tuple[list[int], list[int]]] = []  # (imagined twice, the ranking)
    finalists = Planner._finalists

    def ranked(self, mind, seat, tried, *rest):
        start = len(plays)
        order = finalists(self, mind, seat, tried, *rest)
        twice = {id(f.game) for f, sample in plays[start:] if sample == 1}
        rankings.append(([i for i in order if id(tried[i].state) in twice], order))
        return order

    monkeypatch.setattr(Planner, "_finalists", ranked)
    Planner().decide(game, acting_seats(game)[0])
    replayed = planning.Settings().replayed
    halved = [(twice, order) for twice, order in rankings if len(order) > replayed]
    assert halved, "some seat had more finalists than are imagined twice"
    for twice, order in halved:
        assert twice == order[:replayed], "the best of the first imagining, imagined again, lead"
    firsts = [f for f, sample in plays if sample == 0]
    assert len({id(f) for f in firsts}) == len(firsts), "each imagining is made once"


def test_one_imagining_values_the_encore_as_the_average_of_all_does():
    planner = Planner()
    imagined = planning_imagined(planner)
    imagined.ends, imagined.encore = [-40.0, -42.0], 3.0
    settings = planner.settings
    weight = settings.encore / settings.rollouts
    assert imagined.value(1) == -40.0 + weight * 3.0
    assert imagined.value(2) == -41.0 + weight * 3.0


def planning_imagined(planner: Planner):
    from game.bots.planner import _Imagined

    game = start("mission-1", seats=1, seed=1)
    return _Imagined(planner.settings, planner.mind(game), 0, game, [])
