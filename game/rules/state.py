"""The game as an immutable value: pieces, Command Lines, decks, trackers, phase and agenda."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, TypeVar

from .board import Board, Rune, Terrain
from .cards import (
    Card,
    Command,
    DamageCard,
    DamageSpec,
    Element,
    OverdriveSpec,
    SchematicSpec,
)
from .grid import Cell, Facing
from .ids import BOMB, BOSS, PieceId, Seat
from .registry import ParamValue
from .rng import Rng
from .values import evolve, kept_hash, remade

if TYPE_CHECKING:
    from .requests import Request
    from .steps import Step

T = TypeVar("T")

SLOTS = 6
MAX_STACK = 3
KILLS_PER_GEAR = 5
MAX_GEARS = 15


class Phase(StrEnum):
    DRAFT = "draft"
    PROGRAM = "program"
    EXECUTE = "execute"
    MINIONS = "minions"
    DANGER = "danger"
    OVER = "over"


class Checkpoint(StrEnum):
    """A moment an objective may wait for, instead of holding whenever it is checked."""

    PLAYER_PHASE_END = "player_phase_end"


class Yordle(StrEnum):
    CORKI = "corki"
    HEIMERDINGER = "heimerdinger"
    TRISTANA = "tristana"
    ZIGGS = "ziggs"


@dataclass(frozen=True, slots=True)
class Slot:
    """One Command Line slot: a stack of same-element cards (top last) and maybe Slot Damage."""

    cards: tuple[Card, ...] = ()
    damage: DamageCard | None = None
    parked: int = 0  # Minions skewered onto this stack, each one blocks a later damage
    schematic: str | None = None  # an installed Slot Schematic, which runs instead of cards

    @property
    def power(self) -> int:
        return len(self.cards)

    @property
    def top(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    @property
    def element(self) -> Element | None:
        return self.cards[-1].element if self.cards else None

    @property
    def is_damaged(self) -> bool:
        return self.damage is not None

    @property
    def is_empty(self) -> bool:
        return not self.cards and self.damage is None and self.schematic is None


@dataclass(frozen=True)  # no slots: a Mech is copied for every change, its dict in one call
class Mech:
    seat: Seat
    yordle: Yordle
    cell: Cell
    facing: Facing
    slots: tuple[Slot, ...] = (Slot(),) * SLOTS
    system_damage: tuple[DamageCard, ...] = ()
    hand: tuple[Card, ...] = ()
    is_ready: bool = False
    shard: int | None = None  # the id of the Crystal Shard this Mech carries
    schematics: tuple[str, ...] = ()  # the (up to two) Schematics brought on this mission
    used: tuple[str, ...] = ()  # Hack Schematics already spent
    _hash: int = field(default=0, init=False, repr=False, compare=False)  # see kept_hash
    _text: str = field(default="", init=False, repr=False, compare=False)  # see digest

    def __hash__(self) -> int:
        return self._hash or kept_hash(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return remade(self)

    @property
    def piece(self) -> PieceId:
        return PieceId.mech(self.seat)

    def active(self, slot: int) -> tuple[Command, int] | None:
        """The command a slot runs and its Power, or None for an empty or damaged slot."""
        s = self.slots[slot]
        cards = s.cards  # not the properties: every slot run asks
        if s.damage is not None or s.schematic is not None or not cards:
            return None
        return cards[-1].command, len(cards)

    def damage_cards(self) -> tuple[DamageCard, ...]:
        slot_damage = tuple(s.damage for s in self.slots if s.damage is not None)
        return slot_damage + self.system_damage


@dataclass(frozen=True, slots=True)
class Minion:
    id: int
    cell: Cell
    _hash: int = field(default=0, init=False, repr=False, compare=False)  # see kept_hash
    _text: str = field(default="", init=False, repr=False, compare=False)  # see digest

    def __hash__(self) -> int:
        return self._hash or kept_hash(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return remade(self)

    @property
    def piece(self) -> PieceId:
        return PieceId.minion(self.id)


@dataclass(frozen=True, slots=True)
class Shard:
    id: int
    cell: Cell
    is_locked: bool = False  # Mission 7: locked into the Assembly Zone, never picked up again

    @property
    def piece(self) -> PieceId:
        return PieceId.shard(self.id)


BOSS_SLOTS = 4


@dataclass(frozen=True, slots=True)
class BossCard:
    id: int
    name: str

    def __str__(self) -> str:
        return f"{self.name}#{self.id}"


@dataclass(frozen=True, slots=True)
class BossSpec:
    """A Boss Card: its element (which slot it goes to) and an effect for Power 1 and 2."""

    name: str
    title: str
    element: Element
    effect: str
    levels: tuple[tuple[tuple[str, ParamValue], ...], ...]  # parameters at Power 1, Power 2

    def params(self, power: int) -> tuple[tuple[str, ParamValue], ...]:
        return self.levels[min(power, len(self.levels)) - 1]


@dataclass(frozen=True, slots=True)
class BossSlotSpec:
    """A slot of the Boss Command Line: its element and the danger it runs when empty."""

    element: Element
    effect: str
    params: tuple[tuple[str, ParamValue], ...] = ()


@dataclass(frozen=True, slots=True)
class Boss:
    """Rumble's stolen Mech: 2×2 spaces from ``cell`` (its top-left), four stacks of cards."""

    cell: Cell
    slots: tuple[tuple[BossCard, ...], ...] = ((),) * BOSS_SLOTS
    deck: tuple[BossCard, ...] = ()
    discard: tuple[BossCard, ...] = ()
    offer: tuple[BossCard, ...] = ()
    has_fired: bool = False  # the GG-101 Doom Cannon went off
    _hash: int = field(default=0, init=False, repr=False, compare=False)  # see kept_hash
    _text: str = field(default="", init=False, repr=False, compare=False)  # see digest

    def __hash__(self) -> int:
        return self._hash or kept_hash(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return remade(self)

    def footprint(self, at: Cell | None = None) -> frozenset[Cell]:
        x, y = self.cell if at is None else at
        return frozenset({(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)})

    def gaps(self, cell: Cell, at: Cell | None = None) -> tuple[int, int]:
        """How many spaces lie between ``cell`` and the footprint (placed at ``at``) across
        and down, 0 within its columns or rows: the distance to its nearest space is their
        sum, and the range (diagonal steps as one) the larger.

        >>> Boss((3, 3)).gaps((0, 4))
        (3, 0)
        """
        x, y = self.cell if at is None else at
        return max(x - cell[0], 0, cell[0] - x - 1), max(y - cell[1], 0, cell[1] - y - 1)

    def covers(self, cell: Cell) -> bool:
        """``cell in self.footprint()``, without making the footprint."""
        x, y = self.cell
        return x <= cell[0] <= x + 1 and y <= cell[1] <= y + 1


@dataclass(frozen=True, slots=True)
class RuleRef:
    """A named, parameterised rule from a registry, as missions.yaml names it."""

    kind: str
    params: tuple[tuple[str, ParamValue], ...] = ()

    def get(self, key: str) -> ParamValue | None:
        """A parameter as given in the content (its declared default is not filled in)."""
        return dict(self.params).get(key)

    @classmethod
    def of(cls, kind: str, **params: ParamValue) -> RuleRef:
        return cls(kind, tuple(sorted(params.items())))


NO_RULE = RuleRef("none")


@dataclass(frozen=True, slots=True)
class Stage:
    """One objective of a mission; completing the last stage wins, others run ``then``.

    ``checkpoint`` set: the objective counts only at that moment ("player_phase_end").
    """

    objective: RuleRef
    then: tuple[RuleRef, ...] = ()
    checkpoint: Checkpoint | None = None


@dataclass(frozen=True, slots=True)
class Escalation:
    when: RuleRef
    then: tuple[RuleRef, ...]


@dataclass(frozen=True, slots=True)
class MissionRules:
    """Everything the rules need to know about one mission, without any text or art."""

    id: str = "sandbox"
    compass: tuple[tuple[Rune, Facing], ...] = (
        (Rune.RED, Facing.N),
        (Rune.YELLOW, Facing.S),
        (Rune.BLUE, Facing.E),
        (Rune.GREEN, Facing.W),
    )
    minion_move: RuleRef = NO_RULE
    minion_spawn: RuleRef = NO_RULE
    minion_attack: RuleRef = RuleRef.of("adjacent")
    dangers: tuple[RuleRef, ...] = ()
    setup: tuple[RuleRef, ...] = ()
    stages: tuple[Stage, ...] = ()
    defeats: tuple[RuleRef, ...] = ()
    escalations: tuple[Escalation, ...] = ()
    shard_mode: str = "breakable"  # breakable | carried | immune
    is_first_draft_double: bool = False
    is_draft_timed: bool = False
    scrap_from_stage: int = 0  # the Tutorial brings in scrapping only with its second stage
    doom_start: int | None = None
    bomb_max_health: int | None = None  # set: a Repair Pad heals the Bomb up to this
    lava_edge: Facing | None = None  # the board edge the Lava Wall waits beyond
    lava_speed: int = 1
    boss_slots: tuple[BossSlotSpec, ...] = ()
    boss_deck: tuple[tuple[str, int], ...] = ()
    boss_specs: tuple[BossSpec, ...] = ()
    boss_needs_shards_gone: bool = False  # Mission 10: no damage gets through before that
    at_player_phase_end: tuple[RuleRef, ...] = ()  # effects when the Player Phase ends
    schematic_specs: tuple[SchematicSpec, ...] = ()
    overdrive_specs: tuple[OverdriveSpec, ...] = ()
    watches: tuple[RuleRef, ...] = ()  # checked after every step and Mech step (deliveries)
    start_zone: str | None = None  # Mechs start in this zone, not on the board's start spaces
    # The decks and what each Damage Card does come from the card data (cards.yaml).
    command_deck: tuple[tuple[Command, int], ...] = ()
    damage_deck: tuple[tuple[str, int], ...] = ()
    damage_specs: tuple[DamageSpec, ...] = ()

    @property
    def may_time_drafts(self) -> bool:
        """Whether its drafts are timed, or may come to be (an escalation starts the glass:
        Mission 1 once the Bomb leaves the School)."""
        escalated = (ref.kind for e in self.escalations for ref in e.then)
        return self.is_draft_timed or "timed_draft" in escalated

    def compass_facing(self, rune: Rune) -> Facing:
        return dict(self.compass)[rune]

    def compass_rune(self, facing: Facing) -> Rune:
        return {f: r for r, f in self.compass}[facing]


@dataclass(frozen=True, slots=True)
class Lava:
    """The Lava Wall: which edge it flows from, how many rows it covers, how fast it goes."""

    edge: Facing
    rows: int = 0
    speed: int = 1
    is_active: bool = False
    pads_covered: int = 0
    has_pushed_mech: bool = False

    @property
    def heading(self) -> Facing:
        return self.edge.opposite

    def covers(self, cell: Cell, width: int, height: int) -> bool:
        # Asked for every space a piece looks at: no table of all four depths per call.
        x, y = cell
        edge = self.edge
        if edge is Facing.N:
            depth = y
        elif edge is Facing.S:
            depth = height - 1 - y
        elif edge is Facing.W:
            depth = x
        else:
            depth = width - 1 - x
        return depth < self.rows


class Ending(StrEnum):
    """The rule that ended a mission: the last objective reached, or the defeat that struck.
    Each value is the rule's name in missions.yaml (``objectives``, ``defeats``)."""

    # won: the mission's last objective
    NO_SHARDS = "no_shards"  # every Crystal Shard is gone
    NO_MINIONS = "no_minions"  # every Minion is gone
    BOMB_IN_ZONE = "bomb_in_zone"  # the Bomb stands in the named zone
    SHARDS_DELIVERED = "shards_delivered"  # enough Crystal Shards were brought home
    BOMB_VISITED_IN_ORDER = "bomb_visited_in_order"  # the Bomb reached each Repair Pad in turn
    BOSS_BEATEN = "boss_beaten"  # the Boss's Doom Tracker reached zero
    ALL_MECHS_IN_ZONE = "all_mechs_in_zone"  # every Mech stands in the named zone
    # lost: one of the mission's defeats
    DOOM_EMPTY = "doom_empty"  # the Doom Tracker reached zero
    DOOM_CANNON = "doom_cannon"  # a Power 3 Boss slot fired the GG-101 Doom Cannon
    LAVA_PUSHED_MECH = "lava_pushed_mech"  # the Lava Wall pushed a Mech
    LAVA_COVERED_UNVISITED_PAD = "lava_covered_unvisited_pad"  # lava over a pad not yet visited
    MINION_IN_ZONE = "minion_in_zone"  # a Minion reached the named zone

    @property
    def is_won(self) -> bool:
        return self in WINS


WINS = frozenset(
    {
        Ending.NO_SHARDS,
        Ending.NO_MINIONS,
        Ending.BOMB_IN_ZONE,
        Ending.SHARDS_DELIVERED,
        Ending.BOMB_VISITED_IN_ORDER,
        Ending.BOSS_BEATEN,
        Ending.ALL_MECHS_IN_ZONE,
    }
)


@dataclass(frozen=True, slots=True)
class Result:
    """How a mission ended: the rule that ended it, and whether that is a win.

    >>> Result(Ending.DOOM_EMPTY).is_won, Result(Ending.DOOM_EMPTY).cause
    (False, 'defeat: doom_empty')
    """

    ending: Ending

    @property
    def is_won(self) -> bool:
        return self.ending.is_won

    @property
    def rule(self) -> str:
        """The objective or defeat rule's name (missions.yaml keys its words by it)."""
        return self.ending.value

    @property
    def cause(self) -> str:
        """The ending in the rules' words, as events carry causes."""
        return "every objective complete" if self.is_won else f"defeat: {self.ending.value}"


@dataclass(frozen=True, slots=True)
class Decks:
    """The Command deck and the Damage deck, each with its discard pile (top card first)."""

    command: tuple[Card, ...] = ()
    discard: tuple[Card, ...] = ()
    damage: tuple[DamageCard, ...] = ()
    damage_discard: tuple[DamageCard, ...] = ()
    _hash: int = field(default=0, init=False, repr=False, compare=False)  # see kept_hash
    _text: str = field(default="", init=False, repr=False, compare=False)  # see digest

    def __hash__(self) -> int:
        return self._hash or kept_hash(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return remade(self)


@dataclass(frozen=True, slots=True)
class Draft:
    """The cards dealt face up this round and who picks next; timed by Zhonya's Minuteglass
    once a mission says so."""

    row: tuple[Card, ...] = ()
    pick_order: tuple[Seat, ...] = ()
    is_timed: bool = False


@dataclass(frozen=True, slots=True)
class Trackers:
    """The printed trackers: Doom (the Bomb's, the Boss's or a place's health), Minion kills
    toward the next Team Gear, and Team Gears."""

    doom: int | None = None
    kills: int = 0
    gears: int = 0


@dataclass(frozen=True, slots=True)
class Progress:
    """What a mission remembers about itself: the objective reached, escalations fired,
    levels they raised, and what has happened that its rules look back on."""

    stage: int = 0
    escalated: frozenset[int] = frozenset()
    levels: tuple[tuple[str, int], ...] = ()  # mission levels escalations raise (spawn rows...)
    delivered: int = 0  # Crystal Shards handed in or locked
    picked_shards: frozenset[int] = frozenset()  # every Shard that was ever picked up
    bomb_pads: tuple[Cell, ...] = ()  # Repair Pads the Bomb has visited, in order
    minion_roll: tuple[int, Rune] | None = None  # this round's Minion Phase Rune Die roll
    locked_runes: frozenset[Rune] = frozenset()  # Mission 7: gates a locked Shard holds open


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Table:
    """What a mission is played by and on: its rules and its board, which no action changes.

    Every snapshot of a game refers to the one Table it started with, so a snapshot holds
    only the position. A Table hashes once, when it is made, and compares by identity
    first; the digest's text of it is kept on it once written (``text``).
    """

    mission: MissionRules
    board: Board
    _hash: int = field(init=False, default=0)
    _kept: dict[str, Any] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.mission, self.board)))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Table):
            return NotImplemented
        return (
            self._hash == other._hash
            and self.mission == other.mission
            and self.board == other.board
        )

    def __repr__(self) -> str:
        return f"Table({self.mission.id!r}, {self.board.width}x{self.board.height})"

    def __reduce__(self) -> tuple[Any, ...]:
        return Table, (self.mission, self.board)

    def kept(self, name: str, make: Callable[[Table], T]) -> T:
        """``make(self)``, made once and kept under ``name``: the same Table always makes
        the same (the digest keeps its text of the Table here)."""
        found: T | None = self._kept.get(name)  # no cast(): a call, after every step
        if found is None:
            found = self._kept[name] = make(self)
        return found


_MINION_CELLS = "_minion_cells_kept"


def _zones_by_name(table: Table) -> dict[str, frozenset[Cell]]:
    zones: dict[str, frozenset[Cell]] = {}
    for name, cells in table.board.zones:
        zones.setdefault(name, cells)  # the first of a name, as Board.zone finds it
    return zones


@dataclass(frozen=True)  # no slots: evolve copies a __dict__ in one call
class Game:
    """One position of a mission: everything actions change, and the Table it is played on.

    Equal positions on equal Tables are equal; the hash walks the position only.
    """

    table: Table
    mechs: tuple[Mech, ...]
    round: int = 1
    phase: Phase = Phase.DRAFT
    first_player: Seat = 0
    minions: tuple[Minion, ...] = ()
    shards: tuple[Shard, ...] = ()
    bomb: Cell | None = None
    lava: Lava | None = None
    boss: Boss | None = None
    inactive_runes: frozenset[Rune] = frozenset()
    trackers: Trackers = Trackers()
    decks: Decks = Decks()
    draft: Draft = Draft()
    progress: Progress = Progress()
    agenda: tuple[Step, ...] = ()
    pending: Request | None = None
    result: Result | None = None
    rng: Rng = field(default_factory=Rng)
    next_id: int = 1

    @property
    def board(self) -> Board:
        return self.table.board

    @property
    def mission(self) -> MissionRules:
        return self.table.mission

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(m.seat for m in self.mechs)

    def seat_order(self) -> tuple[Seat, ...]:
        """Seats from the First Player, clockwise."""
        n = len(self.mechs)
        return tuple((self.first_player + i) % n for i in range(n))

    def mech(self, seat: Seat) -> Mech:
        return self.mechs[seat]

    def with_mech(self, mech: Mech) -> Game:
        mechs = list(self.mechs)
        mechs[mech.seat] = mech
        return evolve(self, mechs=tuple(mechs))

    def minion_at(self, cell: Cell) -> Minion | None:
        kept = self.__dict__.get(_MINION_CELLS)  # _minion_cells, inlined: the hottest look-up
        if kept is not None and kept[0] is self.minions:
            found: Minion | None = kept[1].get(cell)
            return found
        return self._minion_cells().get(cell)

    def _minion_cells(self) -> dict[Cell, Minion]:
        """Each Minion by its cell, asked for hundreds of times a round. Kept beside the
        fields (never compared, hashed or pickled) with the tuple of Minions it was made
        from: evolve copies it along, and it is made again once that tuple is replaced."""
        kept = self.__dict__.get(_MINION_CELLS)
        if kept is None or kept[0] is not self.minions:
            # reversed: where two Minions shared a cell, the first would be found
            kept = (self.minions, {m.cell: m for m in reversed(self.minions)})
            self.__dict__[_MINION_CELLS] = kept
        cells: dict[Cell, Minion] = kept[1]
        return cells

    def __getstate__(self) -> dict[str, Any]:
        """Pickled and copied by its fields alone (what is kept beside them is made again)."""
        return {name: value for name, value in self.__dict__.items() if name != _MINION_CELLS}

    def mech_at(self, cell: Cell) -> Mech | None:
        for m in self.mechs:
            if m.cell == cell:
                return m
        return None

    def shard_at(self, cell: Cell) -> Shard | None:
        for s in self.shards:
            if s.cell == cell:
                return s
        return None

    def piece_at(self, cell: Cell) -> PieceId | None:
        """The blocking piece in a cell: a Mech, the Bomb or the Boss (not Minions, Shards)."""
        for mech in self.mechs:
            if mech.cell == cell:
                return mech.piece
        if self.bomb == cell:
            return BOMB
        if self.boss is not None and self.boss.covers(cell):
            return BOSS
        return None

    def cell_of(self, piece: PieceId) -> Cell:
        if piece == BOSS:
            assert self.boss is not None
            return self.boss.cell
        if piece == BOMB:
            assert self.bomb is not None
            return self.bomb
        return self.mechs[piece.seat].cell

    def is_open(self, cell: Cell) -> bool:
        """On the board, not a Massive Boulder and not under the Lava Wall."""
        board = self.table.board
        space = board._by_cell.get(cell)  # board.is_open, inlined: asked of every step
        if space is None or space.terrain is Terrain.BOULDER:
            return False
        lava = self.lava
        return lava is None or lava.rows <= 0 or not lava.covers(cell, board.width, board.height)

    def is_free(self, cell: Cell) -> bool:
        """Open and holding no Mech, Bomb or Minion (Shards do not block)."""
        return self.is_open(cell) and self.piece_at(cell) is None and self.minion_at(cell) is None

    def zone(self, name: str) -> frozenset[Cell]:
        """``board.zone(name)`` from a dict kept on the Table: objectives and Minion rules
        look zones up after every step, and the board would search its list of them."""
        zones = self.table._kept.get("zones") or self.table.kept("zones", _zones_by_name)
        found = zones.get(name)
        return found if found is not None else self.table.board.zone(name)

    def is_rune_active(self, rune: Rune) -> bool:
        return rune not in self.inactive_runes and rune not in self.progress.locked_runes

    def level(self, name: str) -> int:
        """A mission level an escalation raised (0 until then)."""
        return dict(self.progress.levels).get(name, 0)

    def card_count(self) -> int:
        """Every Command Card in the game, wherever it lies (it never changes)."""
        in_lines = sum(len(s.cards) for m in self.mechs for s in m.slots)
        in_hands = sum(len(m.hand) for m in self.mechs)
        piles = len(self.decks.command) + len(self.decks.discard) + len(self.draft.row)
        return piles + in_lines + in_hands

    def __str__(self) -> str:
        from .text import format_game

        return format_game(self)
