"""A game state is a position on a shared Table: the Table (mission rules and board) is
hashed and written once, per-state hashing and digests walk only the position, and the
digest stays the one records were first written with."""

import random
from dataclasses import fields, replace

import pytest

from game import rules
from game.content import campaign
from game.rules import cards, state
from game.rules.cards import Command
from game.rules.notation import _canonical, digest
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
