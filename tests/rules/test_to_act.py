"""Who acts now: ``to_act`` and ``legal_actions`` agree at every state random play reaches,
and the phase table is the one place the turn structure is written."""

import random
import typing
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import rules
from game.content import campaign, cards
from game.rules import Acting, Phase, legal_actions, to_act
from game.rules.actions import Action, Choose, TimeRanOut
from game.rules.engine import DEFAULT_YORDLES, IllegalAction, why_illegal
from game.rules.phases import PHASES

MISSIONS = campaign()


def _loadout(yordle: rules.Yordle, seed: int) -> tuple[str, ...]:
    names = [s.spec.name for s in cards().schematics if s.spec.yordle == yordle.value]
    first = seed % (len(names) - 1)
    return (names[first], names[first + 1])


def check_agreement(game: rules.Game) -> None:
    """Every legal action belongs to a seat in ``to_act``, every seat in it has one, and
    ``legal_actions(game, seat)`` is exactly that seat's share."""
    now = to_act(game)
    legal = legal_actions(game)
    seated = [a for a in legal if not isinstance(a, TimeRanOut)]
    assert {a.seat for a in seated} == set(now.seats), (now, game.phase)
    assert len(set(now.seats)) == len(now.seats)
    for seat in game.seats:
        mine = legal_actions(game, seat)
        assert mine == tuple(a for a in seated if a.seat == seat)
        assert bool(mine) == (seat in now.seats)
    if game.result is not None:
        assert now.kind is Acting.OVER and not legal
    elif game.pending is not None:
        assert now.kind is Acting.ANSWER and now.request is game.pending
        assert all(isinstance(a, Choose) for a in legal)
    elif not legal:
        assert now.kind is Acting.NOTHING
    else:
        assert now.kind is PHASES[game.phase].kind
        assert now.is_simultaneous == (now.kind is Acting.PROGRAM)
        if not now.is_simultaneous:
            assert len(now.seats) == 1


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    mission=st.sampled_from(MISSIONS),
    seats=st.integers(1, 4),
    seed=st.integers(0, 10_000),
    is_placing=st.booleans(),
)
def test_to_act_agrees_with_legal_actions_in_random_games(mission, seats, seed, is_placing):
    chooser = random.Random(seed)
    loadouts = tuple(_loadout(yordle, seed) for yordle in DEFAULT_YORDLES[:seats])
    game = rules.new_game(
        mission.rules_for(seed % 2 == 1),
        mission.board,
        seats,
        seed,
        loadouts=loadouts,
        is_placing=is_placing,
    ).game
    game = replace(game, trackers=replace(game.trackers, gears=seed % 16))
    check_agreement(game)
    while game.result is None and game.round <= 3:
        actions = legal_actions(game)
        assert actions, f"the game waits on no one in {game.phase}"
        game = rules.apply(game, chooser.choice(actions)).game
        check_agreement(game)
        check_refusals(game, actions)


def check_refusals(game: rules.Game, earlier: tuple[Action, ...]) -> None:
    """What was legal a moment ago and is not now is refused with its own reason."""
    legal = set(legal_actions(game))
    for action in (a for a in earlier if a not in legal):
        reason = why_illegal(game, action)
        assert reason and "is not legal now" not in reason, (action, reason)
        with pytest.raises(IllegalAction):
            rules.apply(game, action)


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_every_mission_and_seat_count_reaches_each_kind_of_turn(seats):
    """The property above sees drafting, programming and answering, not just one of them."""
    seen: set[Acting] = set()
    for mission in MISSIONS:
        chooser = random.Random(seats)
        game = rules.new_game(mission.rules, mission.board, seats, seats, is_placing=True).game
        while game.result is None and game.round <= 2:
            seen.add(to_act(game).kind)
            check_agreement(game)
            game = rules.apply(game, chooser.choice(legal_actions(game))).game
    assert {Acting.ANSWER, Acting.DRAFT, Acting.PROGRAM} <= seen


def test_a_phase_halted_before_it_begins_waits_on_no_one():
    mission = MISSIONS[1]
    chooser = random.Random(3)
    game = rules.new_game(mission.rules, mission.board, seats=2, seed=3).game
    while game.phase is Phase.DRAFT:
        game = rules.apply(game, legal_actions(game)[0]).game
    while legal_actions(game):
        game = rules.apply_this_phase(game, chooser.choice(legal_actions(game))).game
    assert game.phase is Phase.PROGRAM and all(m.is_ready for m in game.mechs)
    assert to_act(game) == rules.ToAct(Acting.NOTHING)
    check_agreement(game)


def test_the_phase_table_names_every_phase_and_every_action_once():
    assert set(PHASES) == set(Phase)
    assert all(spec.phase is phase for phase, spec in PHASES.items())
    kinds = [k for spec in PHASES.values() for k in spec.moves]
    assert sorted(k.__name__ for k in kinds) == sorted(
        k.__name__ for k in typing.get_args(Action) if k is not Choose
    )
    follows = [spec.next for spec in PHASES.values() if spec.next is not None]
    assert len(set(follows)) == len(follows), "two phases lead into the same one"
    phase, seen = Phase.DRAFT, []
    while phase not in seen:
        seen.append(phase)
        phase = PHASES[phase].next  # type: ignore[assignment]
    assert seen == [p for p in Phase if p is not Phase.OVER], "a round runs through each phase"


def test_an_action_of_another_phase_is_refused_naming_both_phases():
    mission = MISSIONS[1]
    game = rules.new_game(mission.rules, mission.board, seats=2, seed=3).game
    with pytest.raises(IllegalAction, match="programming happens in the program phase.*draft"):
        rules.apply(game, rules.EndProgramming(0))
    seat = game.draft.pick_order[0]
    other = 1 - seat
    card = game.draft.row[0].id
    assert why_illegal(game, rules.DraftCard(other, card)) == (
        f"it is seat {seat}'s pick, not seat {other}'s"
    )
