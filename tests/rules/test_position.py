"""A game state is a position on a shared Table: the Table (mission rules and board) is
hashed and written once, per-state hashing and digests walk only the position, and the
digest stays the one records were first written with."""

import pickle
import random
from copy import deepcopy
from dataclasses import fields, replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import rules
from game.content import campaign
from game.rules import cards, state
from game.rules.cards import Command
from game.rules.grid import is_adjacent, king_distance
from game.rules.notation import _canonical, digest
from game.rules.position import format_state, read_state
from game.rules.state import MissionRules
from game.rules.text import parse_board
from game.rules.values import evolve

SANDBOX = MissionRules(
    command_deck=(
        (Command.SPEED, 6),
        (Command.BLAZE, 6),
        (Command.RIPSAW, 6),
        (Command.OMNISTOMP, 6),
    )
)
BOARD = "s . . .\n. . . .\n. . . s"
# Digests of the sandbox game below, as commit d183359 wrote them (before the Table).
PINNED = ["3a5c155033f61f83", "8c6627f21560fabc", "b9bfcaeee81c14f9", "cfe8679511914476",
          "c71a7a9de4857e21"]  # fmt: skip


def sandbox_states() -> list[rules.Game]:
    game = rules.new_game(SANDBOX, parse_board(BOARD), seats=2, seed=7).game
    chooser, states = random.Random(3), [game]
    for _ in range(24):
        game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game
        states.append(game)
    return states


def test_digests_are_the_ones_records_were_first_written_with():
    assert [digest(g) for g in sandbox_states()][::6] == PINNED


def test_every_state_of_a_game_shares_the_table_it_started_on():
    mission = campaign()[6]
    chooser = random.Random(2)
    game = rules.new_game(mission.rules, mission.board, seats=3, seed=2).game
    table = game.table
    while game.result is None and game.round <= 3:
        game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game
        assert game.table is table
        if game.pending is not None and game.pending.preview is not None:
            assert game.pending.preview.table is table
    assert game.mission is mission.rules and game.board is mission.board


def test_hashing_a_state_never_walks_the_mission_or_the_board(monkeypatch):
    states = sandbox_states()

    def refuse(self: object) -> int:
        raise AssertionError(f"{type(self).__name__} hashed again")

    monkeypatch.setattr(MissionRules, "__hash__", refuse)
    monkeypatch.setattr(rules.Board, "__hash__", refuse)
    for game in states:
        hash(game)
        digest(game)


def test_equal_positions_on_equal_tables_are_equal_and_hash_alike():
    one = rules.new_game(SANDBOX, parse_board(BOARD), seats=2, seed=7).game
    two = rules.new_game(SANDBOX, parse_board(BOARD), seats=2, seed=7).game
    assert one.table is not two.table and one == two and hash(one) == hash(two)
    other = rules.new_game(replace(SANDBOX, id="other"), parse_board(BOARD), seats=2, seed=7).game
    assert other != one


KEEPING = [
    cls
    for module in (state, cards)
    for cls in vars(module).values()
    if isinstance(cls, type)
    and cls.__module__ == module.__name__
    and cls is not state.Table  # made once per game, never copied
    and hasattr(cls, "__dataclass_fields__")
    and any(f.name in ("_hash", "_text") for f in fields(cls))
]


def test_values_that_keep_their_hash_or_text_are_the_busy_ones():
    names = {cls.__name__ for cls in KEEPING}
    assert {"Mech", "Decks", "Boss", "Minion", "Card", "DamageCard"} <= names


@pytest.mark.parametrize("cls", KEEPING, ids=lambda c: c.__name__)
def test_a_changed_copy_never_keeps_the_old_hash_or_text(cls):
    """``evolve`` and ``replace`` start what a value keeps about itself afresh."""
    game = sandbox_states()[-1]
    samples = {
        "Mech": (game.mechs[0], "hand", ()),
        "Decks": (game.decks, "discard", game.decks.command[:2]),
        "Minion": (state.Minion(1, (0, 0)), "cell", (1, 1)),
        "Boss": (state.Boss((0, 0)), "has_fired", True),
        "Card": (game.decks.command[0], "id", 999),
        "DamageCard": (cards.DamageCard(1, "glitch"), "name", "other"),
    }
    value, name, changed = samples[cls.__name__]
    hash(value)
    digest(replace(game, mechs=game.mechs))  # writes the texts of what the game holds
    before = _canonical(value)
    for copy in (evolve(value, **{name: changed}), replace(value, **{name: changed})):
        fresh = type(value)(**{f.name: getattr(copy, f.name) for f in fields(copy) if f.init})
        assert hash(copy) == hash(fresh) and copy == fresh
        assert _canonical(copy) == _canonical(fresh) != before


# --- the position as text ------------------------------------------------------------------


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    mission=st.sampled_from(campaign()),
    seats=st.integers(1, 4),
    seed=st.integers(0, 10_000),
    is_placing=st.booleans(),
)
def test_every_state_of_random_games_round_trips_through_its_text(mission, seats, seed, is_placing):
    chooser = random.Random(seed)
    rules_of = mission.rules_for(seed % 2 == 1)
    game = rules.new_game(rules_of, mission.board, seats, seed, is_placing=is_placing).game
    while True:
        text = format_state(game)
        back = read_state(game.table, text)
        assert back == game and format_state(back) == text
        assert digest(back) == digest(game)
        if game.result is not None or game.round > 2:
            break
        game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game


def test_a_position_read_back_plays_on_exactly_as_the_original():
    states = sandbox_states()
    back = read_state(states[0].table, format_state(states[0]))
    chooser = random.Random(3)
    for expected in states[1:]:
        back = rules.apply(back, chooser.choice(rules.legal_actions(back))).game
        assert back == expected


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda t: t.replace("position 1 sandbox", "position 1 mission-3"), "of 'mission-3'"),
        (lambda t: t.replace("position 1", "board 1"), "line 1: a position begins"),
        (lambda t: t + "colour=3\n", "a field of a game"),
        (lambda t: t + "round=__import__('os')\n", "not a value a position holds"),
        (lambda t: t + "round=Board(width=1)\n", "Board is not one of the rules' values"),
        (lambda t: t + "round=Phase.NOON\n", "NOON"),
        (lambda t: t + "round=(\n", "round"),
        (lambda t: t + "round=2\nround=3\n", "round is given twice"),
        (lambda t: "\n".join(x for x in t.splitlines() if not x.startswith("mechs")), "mechs"),
    ],
)
def test_a_position_that_does_not_read_says_which_line_and_why(change, message):
    game = sandbox_states()[0]
    with pytest.raises(rules.PositionError, match=message):
        read_state(game.table, change(format_state(game)))


def test_a_pickled_or_copied_game_is_equal_and_carries_no_kept_hash():
    """Python salts string hashes per process: a kept hash must never travel."""
    game = sandbox_states()[-1]
    hash(game)
    digest(game)
    for copy in (pickle.loads(pickle.dumps(game)), deepcopy(game)):
        assert copy == game and hash(copy) == hash(game) and digest(copy) == digest(game)
        assert copy.table is not game.table
    mech = pickle.loads(pickle.dumps(game.mechs[0]))
    assert mech._hash == 0 and mech._text == ""


@given(
    st.tuples(st.integers(-3, 12), st.integers(-3, 12)),
    st.tuples(st.integers(0, 8), st.integers(0, 8)),
)
def test_boss_gaps_are_the_distances_to_its_nearest_space(cell, corner):
    """``Boss.gaps`` (two subtractions) says what a walk over its four spaces would."""
    boss = state.Boss(corner)
    footprint = boss.footprint()
    across, down = boss.gaps(cell)
    assert across + down == min(abs(c[0] - cell[0]) + abs(c[1] - cell[1]) for c in footprint)
    assert max(across, down) == min(king_distance(cell, c) for c in footprint)
    if cell not in footprint:
        assert (across + down == 1) == any(is_adjacent(cell, c) for c in footprint)
