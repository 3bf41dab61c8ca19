"""Actions as one readable line each, and back; and a digest of a whole game state.

One line per action, the seat first after the verb, cards by their command name::

    draft 1 speed            seat 1 drafts a Speed card from the row
    place 0 blaze 2          seat 0 puts a Blaze card into slot 2
    scrap 2 ripsaw repair slot:3
    scrap 0 speed swap 1-4
    ready 3
    use 0 rocket_punch       a Hack Schematic; ``install 0 NAME 4`` a Slot Schematic
    choose 0 3,4             an answer, written as the question's option label
    time-ran-out

A card name picks the first card of that command (in the draft row, or in the seat's
hand); where another copy stands before the one meant, the card's id follows: ``speed#41``.
So every line reads back to exactly the action it was written from, in the game it was
written in. Saves, replays and logs use this notation.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

from .actions import (
    Action,
    Choose,
    DraftCard,
    EndProgramming,
    InstallSchematic,
    PlaceCard,
    ScrapCard,
    TimeRanOut,
    UseSchematic,
)
from .board import Board
from .cards import Card, Command
from .requests import DamagedSlot, Prompt, SystemDamage, option_label, read_option
from .state import Game, MissionRules, Result, Table


class ActionTextError(ValueError):
    """A line that names no action of this game; says what is wrong."""


def format_action(game: Game, action: Action) -> str:
    """The action as one line, for the game it is about to be applied to.

    >>> from game.rules import MissionRules, new_game
    >>> from game.rules.text import parse_board
    >>> deck = MissionRules(command_deck=((Command.SPEED, 8),))
    >>> game = new_game(deck, parse_board("s . s"), seats=2, seed=7).game
    >>> seat = game.draft.pick_order[0]
    >>> action = DraftCard(seat, game.draft.row[1].id)
    >>> format_action(game, action) == f"draft {seat} speed#{action.card}"
    True
    >>> read_action(game, format_action(game, action)) == action
    True
    """
    match action:
        case DraftCard(seat=seat, card=card):
            return f"draft {seat} {_card_word(game.draft.row, card)}"
        case PlaceCard(seat=seat, card=card, slot=slot):
            return f"place {seat} {_card_word(game.mechs[seat].hand, card)} {slot + 1}"
        case ScrapCard(seat=seat, card=card, repair=repair, swap=swap):
            line = f"scrap {seat} {_card_word(game.mechs[seat].hand, card)}"
            if repair is not None:
                line += f" repair {repair.label}"
            if swap is not None:
                line += f" swap {swap[0] + 1}-{swap[1] + 1}"
            return line
        case EndProgramming(seat=seat):
            return f"ready {seat}"
        case UseSchematic(seat=seat, name=name):
            return f"use {seat} {name}"
        case InstallSchematic(seat=seat, name=name, slot=slot):
            return f"install {seat} {name} {slot + 1}"
        case Choose(seat=seat, option=option):
            return f"choose {seat} {option_label(option)}"
        case TimeRanOut():
            return "time-ran-out"
    raise ActionTextError(f"{action!r} has no notation")


def read_action(game: Game, line: str) -> Action:
    """The action a line names, in this game (``format_action`` reversed)."""
    words = line.split()
    if not words:
        raise ActionTextError("an empty line names no action")
    verb, rest = words[0], words[1:]
    try:
        if verb == "time-ran-out" and not rest:
            return TimeRanOut()
        seat = int(rest[0])
        match verb, rest[1:]:
            case "draft", [card]:
                return DraftCard(seat, _card_id(game.draft.row, card))
            case "place", [card, slot]:
                return PlaceCard(seat, _card_id(_hand(game, seat), card), int(slot) - 1)
            case "scrap", [card, *extra]:
                return _scrap(game, seat, _card_id(_hand(game, seat), card), extra)
            case "ready", []:
                return EndProgramming(seat)
            case "use", [name]:
                return UseSchematic(seat, name)
            case "install", [name, slot]:
                return InstallSchematic(seat, name, int(slot) - 1)
            case "choose", [label]:
                if game.pending is None:
                    raise ActionTextError("nothing is asked, so nothing can be chosen")
                return Choose(seat, read_option(game.pending.prompt, label))
    except (IndexError, ValueError) as error:
        if isinstance(error, ActionTextError):
            raise
        raise ActionTextError(f"{line!r} is not an action: {error}") from None
    raise ActionTextError(f"{line!r} is not an action")


def _hand(game: Game, seat: int) -> tuple[Card, ...]:
    if not 0 <= seat < len(game.mechs):
        raise ActionTextError(f"there is no seat {seat}")
    return game.mechs[seat].hand


def _scrap(game: Game, seat: int, card: int, extra: list[str]) -> ScrapCard:
    match extra:
        case []:
            return ScrapCard(seat, card)
        case ["repair", target]:
            repair = read_option(Prompt.REPAIR, target)
            assert isinstance(repair, DamagedSlot | SystemDamage)
            return ScrapCard(seat, card, repair=repair)
        case ["swap", pair]:
            a, _, b = pair.partition("-")
            return ScrapCard(seat, card, swap=(int(a) - 1, int(b) - 1))
    raise ActionTextError(f"a scrap ends with 'repair TARGET' or 'swap A-B', not {extra}")


def _card_word(cards: tuple[Card, ...], card_id: int) -> str:
    card = next((c for c in cards if c.id == card_id), None)
    if card is None:
        return f"card#{card_id}"
    first = next(c for c in cards if c.command is card.command)
    return card.command.value if first.id == card_id else f"{card.command.value}#{card_id}"


def _card_id(cards: tuple[Card, ...], word: str) -> int:
    name, _, number = word.partition("#")
    if number:
        return int(number)
    command = Command(name)
    card = next((c for c in cards if c.command is command), None)
    if card is None:
        raise ActionTextError(f"there is no {command.title} card to take")
    return card.id


def digest(game: Game) -> str:
    """A short fingerprint of the whole state, equal for equal states in any process (unlike
    ``hash``, which Python salts per process for strings).

    The text it hashes is the one records were first written with: the board and mission
    rules, then every field of the position. The Table's part is written once per Table.
    """
    sha = game.table.kept("digest", _table_sha).copy()
    sha.update(_position(game).encode())
    return sha.hexdigest()[:16]


def _canonical(value: object) -> str:
    writer = _WRITERS.get(type(value))
    if writer is None:
        writer = _WRITERS[type(value)] = _writer_for(type(value))
    return writer(value)


Writer = Callable[[Any], str]


def _writer_for(cls: type) -> Writer:
    """How a value of this type is written (each type's writer is found once)."""
    if cls is Game:
        return _game
    if cls is Result:  # as digests first wrote it, so old records still verify
        return lambda r: f"Result(is_won={r.is_won!r},cause={r.cause!r},rule={r.rule!r})"
    if is_dataclass(cls):
        return _fields_writer(cls)
    if issubclass(cls, Enum):
        return lambda e: f"{cls.__name__}.{e.name}"
    if issubclass(cls, tuple | list):
        return _items
    if issubclass(cls, frozenset | set):
        return lambda v: "{" + ",".join(sorted(_canonical(x) for x in v)) + "}"
    if issubclass(cls, dict):
        return lambda v: (
            "{" + ",".join(sorted(f"{_canonical(k)}:{_canonical(x)}" for k, x in v.items())) + "}"
        )
    return repr


def _items(value: tuple[object, ...] | list[object]) -> str:
    return "(" + ",".join([_canonical(v) for v in value]) + ")"


def _fields_writer(cls: type, every: bool = False) -> Writer:
    """A dataclass as ``Name(field=value,...)``: its compared fields (``every``: all), and
    its text kept on the value when the class has room for it (a ``_text`` field)."""
    names = tuple(f.name for f in fields(cls) if f.compare or every)
    head = f"{cls.__name__}("

    def write(value: object) -> str:
        return head + ",".join([f"{n}={_canonical(getattr(value, n))}" for n in names]) + ")"

    if "_text" in names or all(f.name != "_text" for f in fields(cls)):
        return write

    def keep(value: Any) -> str:
        text: str = value._text
        if not text:
            text = write(value)
            object.__setattr__(value, "_text", text)
        return text

    return keep


_POSITION = tuple(f.name for f in fields(Game) if f.name != "table")


def _table(table: Table) -> str:
    board = _fields_writer(Board, every=True)(table.board)
    return f"Game(board={board},mission={_fields_writer(MissionRules, every=True)(table.mission)},"


def _table_sha(table: Table) -> hashlib._Hash:
    return hashlib.sha256(table.kept("text", _table).encode())


def _position(game: Game) -> str:
    return ",".join([f"{n}={_canonical(getattr(game, n))}" for n in _POSITION]) + ")"


def _game(game: Game) -> str:
    return game.table.kept("text", _table) + _position(game)


_WRITERS: dict[type, Writer] = {}  # by type, found once: the same type always writes alike
