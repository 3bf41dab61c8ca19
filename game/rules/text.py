"""A text notation for boards and positions, read by tests and printed by ``str(game)``.

One token per space, separated by spaces, rows top (north) to bottom::

    .  #  ~m  +   r
    s  0^ .   B   *

A token is terrain, then an optional piece, then an optional Shard (``*``).
Terrain: ``.`` empty, ``#`` Massive Boulder, ``~`` Oil Slick, ``L`` Lava Pool, ``+`` Repair Pad,
``r y b g`` Rune Spaces, ``s`` Mech start (it may follow a rune: ``rs``).
Pieces: a seat digit and its facing ``^ > v <`` (a Mech), ``m`` a Minion, ``B`` the Bomb,
``X`` the four spaces of the 2×2 Boss.
Lines after the grid add edges and zones::

    spike 1,0 E          a Spike Wall on the east side of space 1,0
    gate red 2,1 N       a red Rune Gate on the north side of space 2,1
    zone school 1,1 2,2  a named zone: the rectangle from 1,1 to 2,2 (or a list of spaces)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .board import Board, Edge, Rune, Space, Terrain, edge_beside
from .grid import Cell, Facing

_TERRAIN = {
    ".": Terrain.EMPTY,
    "#": Terrain.BOULDER,
    "~": Terrain.OIL,
    "L": Terrain.LAVA,
    "+": Terrain.REPAIR_PAD,
}
_RUNES = {"r": Rune.RED, "y": Rune.YELLOW, "b": Rune.BLUE, "g": Rune.GREEN}
_ARROWS = {"^": Facing.N, ">": Facing.E, "v": Facing.S, "<": Facing.W}
_TOKEN = re.compile(r"^([.#~L+rybgs]*)(?:([0-3])([\^>v<])|(m)|(B)|(X))?(\*)?$")


class NotationError(ValueError):
    """Text that is not a board in the notation; says the line and the token."""


@dataclass(frozen=True, slots=True)
class Position:
    """The pieces a diagram shows, beside the board it shows them on."""

    board: Board
    mechs: tuple[tuple[int, Cell, Facing], ...]
    minions: tuple[Cell, ...]
    shards: tuple[Cell, ...]
    bomb: Cell | None
    boss: Cell | None = None  # the top-left space of the Boss


def parse(text: str) -> Position:
    rows, extras = _split(text)
    spaces: list[Space] = []
    mechs, minions, shards, boss_cells = [], [], [], []
    bomb: Cell | None = None
    width = len(rows[0][1]) if rows else 0
    for y, (line_no, tokens) in enumerate(rows):
        if len(tokens) != width:
            raise NotationError(
                f"line {line_no}: {len(tokens)} spaces, but the first row has {width}"
            )
        for x, token in enumerate(tokens):
            match = _TOKEN.match(token)
            if match is None:
                raise NotationError(f"line {line_no}: {token!r} is not a space token")
            terrain_part, seat, arrow, minion, bomb_mark, boss_mark, shard = match.groups()
            spaces.append(_space(terrain_part, line_no, token))
            if seat is not None:
                mechs.append((int(seat), (x, y), _ARROWS[arrow]))
            if minion:
                minions.append((x, y))
            if boss_mark:
                boss_cells.append((x, y))
            if bomb_mark:
                bomb = (x, y)
            if shard:
                shards.append((x, y))
    spikes: set[Edge] = set()
    gates: list[tuple[Edge, Rune]] = []
    zones: list[tuple[str, frozenset[Cell]]] = []
    for line_no, words in extras:
        try:
            if words[0] == "spike":
                spikes.add(edge_beside(_cell(words[1]), Facing(words[2])))
            elif words[0] == "gate":
                gates.append((edge_beside(_cell(words[2]), Facing(words[3])), Rune(words[1])))
            elif words[0] == "zone":
                zones.append((words[1], _zone_cells(words[2:])))
            else:
                raise NotationError(f"unknown keyword {words[0]!r}")
        except (IndexError, ValueError) as error:
            raise NotationError(f"line {line_no}: {' '.join(words)!r}: {error}") from None
    board = Board(width, len(rows), tuple(spaces), frozenset(spikes), tuple(gates), tuple(zones))
    boss = min(boss_cells, key=lambda c: (c[1], c[0])) if boss_cells else None
    if boss is not None:
        square = {(boss[0] + dx, boss[1] + dy) for dx in (0, 1) for dy in (0, 1)}
        if set(boss_cells) != square:
            raise NotationError("the Boss (X) must fill exactly one 2×2 square")
    return Position(board, tuple(sorted(mechs)), tuple(minions), tuple(shards), bomb, boss)


def parse_board(text: str) -> Board:
    return parse(text).board


def _split(text: str) -> tuple[list[tuple[int, list[str]]], list[tuple[int, list[str]]]]:
    rows: list[tuple[int, list[str]]] = []
    extras: list[tuple[int, list[str]]] = []
    for line_no, line in enumerate(text.splitlines(), start=1):
        words = line.split()
        if not words:
            continue
        if words[0] in ("spike", "gate", "zone"):
            extras.append((line_no, words))
        elif extras:
            raise NotationError(f"line {line_no}: board rows must come before edges and zones")
        else:
            rows.append((line_no, words))
    if not rows:
        raise NotationError("the text holds no board rows")
    return rows, extras


def _space(terrain_part: str, line_no: int, token: str) -> Space:
    terrain, rune, is_start = Terrain.EMPTY, None, False
    for char in terrain_part:
        if char in _TERRAIN:
            terrain = _TERRAIN[char]
        elif char in _RUNES:
            rune = _RUNES[char]
        elif char == "s":
            is_start = True
    return Space(terrain, rune, is_start)


def _cell(word: str) -> Cell:
    x, y = word.split(",")
    return (int(x), int(y))


def _zone_cells(words: list[str]) -> frozenset[Cell]:
    if len(words) == 2 and all("," in w for w in words):
        (x1, y1), (x2, y2) = _cell(words[0]), _cell(words[1])
        return frozenset(
            (x, y)
            for x in range(min(x1, x2), max(x1, x2) + 1)
            for y in range(min(y1, y2), max(y1, y2) + 1)
        )
    return frozenset(_cell(w) for w in words)


def format_position(position: Position) -> str:
    board = position.board
    pieces: dict[Cell, str] = {}
    arrows = {f: a for a, f in _ARROWS.items()}
    for seat, cell, facing in position.mechs:
        pieces[cell] = f"{seat}{arrows[facing]}"
    for cell in position.minions:
        pieces[cell] = "m"
    if position.bomb is not None:
        pieces[position.bomb] = "B"
    if position.boss is not None:
        x, y = position.boss
        for cell in ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)):
            pieces[cell] = "X"
    shards = set(position.shards)
    lines = []
    for y in range(board.height):
        tokens = []
        for x in range(board.width):
            terrain = _terrain_token(board.space((x, y)))
            piece = pieces.get((x, y), "") + ("*" if (x, y) in shards else "")
            if piece and terrain == ".":
                terrain = ""
            tokens.append((terrain + piece).ljust(3))
        lines.append(" ".join(tokens).rstrip())
    for a, b in sorted(board.spikes):
        lines.append(f"spike {_edge_words(a, b)}")
    for (a, b), rune in board.gates:
        lines.append(f"gate {rune} {_edge_words(a, b)}")
    for name, cells in board.zones:
        lines.append(f"zone {name} " + " ".join(f"{x},{y}" for x, y in sorted(cells)))
    return "\n".join(lines)


def _terrain_token(space: Space) -> str:
    names = {t: c for c, t in _TERRAIN.items()}
    runes = {r: c for c, r in _RUNES.items()}
    token = runes[space.rune] if space.rune else ""
    if space.terrain is not Terrain.EMPTY or not token:
        token = (names[space.terrain] if space.terrain is not Terrain.EMPTY else "") + token
    token += "s" if space.is_start else ""
    return token or "."


def _edge_words(a: Cell, b: Cell) -> str:
    side = Facing.E if b[0] > a[0] else Facing.S
    return f"{a[0]},{a[1]} {side}"


def format_game(game: object) -> str:
    from .state import Game

    assert isinstance(game, Game)
    position = Position(
        game.table.board,
        tuple((m.seat, m.cell, m.facing) for m in game.mechs),
        tuple(m.cell for m in game.minions),
        tuple(s.cell for s in game.shards),
        game.bomb,
        game.boss.cell if game.boss is not None else None,
    )
    return format_position(position)
