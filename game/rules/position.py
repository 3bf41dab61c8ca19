"""A whole position as text, and back: the game's FEN.

Where ``str(game)`` draws the board and the notation writes one action, this writes
everything an action can change (hands, Command Lines, decks and discards in order,
trackers, progress, the agenda, a question waiting with its preview, the generator's
state), one field of the ``Game`` a line, each value as the constructor call that makes it,
with fields at their defaults left out. The Table (mission rules and board) is named, not
written: ``read_state`` is given it::

    position 1 mission-1
    mechs=(Mech(seat=0,yordle=Yordle.TRISTANA,cell=(2,9),facing=Facing.N),...)
    round=2
    phase=Phase.PROGRAM
    rng=Rng(state=1234567)

Reading never evaluates code: the text is parsed as Python expressions and only calls of
the rules' own value classes, their enum members, numbers, strings, tuples and sets are
accepted; anything else is a ``PositionError`` naming the line.
"""

from __future__ import annotations

import ast
from dataclasses import MISSING, Field, fields, is_dataclass
from enum import Enum
from types import ModuleType
from typing import Any

from . import board, cards, grid, ids, registry, requests, rng, state, steps
from .state import Game, Table

HEADING = "position 1"


class PositionError(ValueError):
    """A position text that does not read: the line (1-based) and what is wrong."""

    def __init__(self, line: int, what: str) -> None:
        super().__init__(f"line {line}: {what}")
        self.line = line


def format_state(game: Game) -> str:
    """The position as text, one field a line (``read_state`` reads it back).

    >>> from game.rules.cards import Command
    >>> from game.rules.engine import new_game
    >>> from game.rules.state import MissionRules
    >>> from game.rules.text import parse_board
    >>> deck = MissionRules(command_deck=((Command.SPEED, 8),))
    >>> game = new_game(deck, parse_board("s . s"), seats=2, seed=7).game
    >>> text = format_state(game)
    >>> text.splitlines()[0]
    'position 1 sandbox'
    >>> read_state(game.table, text) == game
    True
    """
    lines = [f"{HEADING} {game.table.mission.id}"]
    for f in _init_fields(Game):
        value = getattr(game, f.name)
        if f.name != "table" and not _is_default(f, value):
            lines.append(f"{f.name}={_write(value)}")
    return "\n".join(lines) + "\n"


def read_state(table: Table, text: str) -> Game:
    """The position a text holds, on this Table (``format_state`` reversed)."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith(HEADING + " "):
        raise PositionError(1, f"a position begins {HEADING!r} and the mission's id")
    mission = lines[0][len(HEADING) + 1 :].strip()
    if mission != table.mission.id:
        raise PositionError(1, f"this position is of {mission!r}, not {table.mission.id!r}")
    known = {f.name for f in _init_fields(Game)} - {"table"}
    given: dict[str, Any] = {}
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        name, equals, value = line.partition("=")
        if not equals or name not in known:
            raise PositionError(number, f"expected FIELD=VALUE with a field of a game: {line!r}")
        if name in given:
            raise PositionError(number, f"{name} is given twice")
        try:
            given[name] = _Reader(table).read(ast.parse(value, mode="eval").body)
        except (SyntaxError, ValueError, TypeError, KeyError) as error:
            raise PositionError(number, f"{name}: {error}") from None
    if "mechs" not in given:
        raise PositionError(len(lines), "a position needs its mechs")
    try:
        return Game(table, **given)
    except TypeError as error:
        raise PositionError(len(lines), str(error)) from None


# --- writing -------------------------------------------------------------------------------


def _init_fields(cls: type) -> tuple[Field[Any], ...]:
    return tuple(f for f in fields(cls) if f.init)


def _is_default(f: Field[Any], value: object) -> bool:
    if f.default is not MISSING:
        return bool(value == f.default)
    if f.default_factory is not MISSING:
        return bool(value == f.default_factory())
    return False


def _write(value: object) -> str:
    if isinstance(value, Table):
        raise ValueError("a position names its Table, it never writes it")
    if is_dataclass(value) and not isinstance(value, type):
        parts = [
            f"{f.name}={_write(getattr(value, f.name))}"
            for f in _init_fields(type(value))
            if f.name != "table" and not _is_default(f, getattr(value, f.name))
        ]
        return f"{type(value).__name__}({','.join(parts)})"
    if isinstance(value, Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, tuple):
        items = [_write(v) for v in value]
        return "(" + ",".join(items) + ("," if len(items) == 1 else "") + ")"
    if isinstance(value, frozenset):
        return "{" + ",".join(sorted(_write(v) for v in value)) + "}" if value else "frozenset()"
    if value is None or isinstance(value, bool | int | str):
        return repr(value)
    raise ValueError(f"a position holds no {type(value).__name__}")


# --- reading -------------------------------------------------------------------------------

_MODULES: tuple[ModuleType, ...] = (board, cards, grid, ids, registry, requests, rng, state, steps)


def _kinds() -> dict[str, type]:
    """Every value class and enum a position may name, by name."""
    found: dict[str, type] = {}
    for module in _MODULES:
        for name, value in vars(module).items():
            if (
                isinstance(value, type)
                and value.__module__ == module.__name__
                and value not in (Table, state.MissionRules, board.Board)  # the Table's
                and (is_dataclass(value) or issubclass(value, Enum))
            ):
                assert found.get(name, value) is value, f"two value classes named {name}"
                found[name] = value
    return found


KINDS = _kinds()


class _Reader:
    def __init__(self, table: Table) -> None:
        self.table = table

    def read(self, node: ast.expr) -> Any:
        match node:
            case ast.Constant(value=value) if value is None or isinstance(value, bool | int | str):
                return value
            case ast.UnaryOp(op=ast.USub(), operand=ast.Constant(value=int() as number)):
                return -number
            case ast.Tuple(elts=items):
                return tuple(self.read(item) for item in items)
            case ast.Set(elts=items):
                return frozenset(self.read(item) for item in items)
            case ast.Call(func=ast.Name(id="frozenset"), args=[], keywords=[]):
                return frozenset()
            case ast.Attribute(value=ast.Name(id=kind), attr=member):
                enum = KINDS.get(kind)
                if enum is None or not issubclass(enum, Enum):
                    raise ValueError(f"{kind} is not one of the rules' enums")
                return enum[member]
            case ast.Call(func=ast.Name(id=kind), args=[], keywords=keywords):
                cls = KINDS.get(kind)
                if cls is None or not is_dataclass(cls):
                    raise ValueError(f"{kind} is not one of the rules' values")
                given = {k.arg: self.read(k.value) for k in keywords if k.arg is not None}
                if len(given) != len(keywords):
                    raise ValueError(f"{kind} takes its fields by name")
                if cls is Game:
                    return Game(self.table, **given)
                return cls(**given)
        raise ValueError(f"{ast.unparse(node)!r} is not a value a position holds")
