"""The board notation reads back exactly what it prints, for any position."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.board import Board, Rune, Space, Terrain, edge_between
from game.rules.grid import Facing
from game.rules.text import NotationError, Position, format_position, parse

spaces = st.builds(
    Space,
    terrain=st.sampled_from(list(Terrain)),
    rune=st.one_of(st.none(), st.sampled_from(list(Rune))),
    is_start=st.booleans(),
)


@st.composite
def positions(draw):
    width, height = draw(st.integers(2, 7)), draw(st.integers(2, 7))
    board_spaces = draw(st.lists(spaces, min_size=width * height, max_size=width * height))
    cells = [(x, y) for y in range(height) for x in range(width)]
    taken = draw(st.permutations(cells))
    seats = draw(st.integers(0, min(4, len(cells) - 2)))
    mechs = tuple((seat, taken[seat], draw(st.sampled_from(list(Facing)))) for seat in range(seats))
    rest = taken[seats:]
    minions = tuple(rest[: draw(st.integers(0, len(rest) - 1))])
    bomb = rest[-1] if draw(st.booleans()) else None
    shards = tuple(c for c in cells if draw(st.booleans()) and c != bomb)
    right_edges = [
        edge_between((x, y), (x + 1, y)) for x in range(width - 1) for y in range(height)
    ]
    spikes = frozenset(draw(st.lists(st.sampled_from(right_edges), max_size=3)))
    board = Board(
        width, height, tuple(board_spaces), spikes, (), (("school", frozenset(cells[:2])),)
    )
    return Position(board, mechs, minions, shards, bomb)


@settings(max_examples=150, deadline=None)
@given(positions())
def test_printing_then_reading_gives_back_the_same_position(position):
    again = parse(format_position(position))
    assert again.board == position.board
    assert again.mechs == position.mechs
    assert sorted(again.minions) == sorted(position.minions)
    assert sorted(again.shards) == sorted(position.shards)
    assert again.bomb == position.bomb


def test_a_bad_token_names_the_line():
    try:
        parse(". .\n. ?")
    except NotationError as error:
        assert "line 2" in str(error) and "'?'" in str(error)
    else:
        raise AssertionError("a bad token was accepted")
