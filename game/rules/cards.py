"""Command Cards and Damage Cards: names, elements and kinds. How many of each card a deck
holds, and what every card does and says, is data in cards.yaml (game/content reads it).

Rules: field guide, "Command Cards", "Damage"; rules-data §2.1 and §3.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeVar

from .board import Rune
from .registry import ParamValue
from .values import remade

K = TypeVar("K")
C = TypeVar("C")


class Element(StrEnum):
    FIRE = "fire"
    ELECTRIC = "electric"
    METAL = "metal"
    COMPUTERY = "computery"

    @property
    def rune(self) -> Rune:
        """The Rune colour that shares this element (Rune Gates, Rune Shields)."""
        return _ELEMENT_RUNES[self]

    @property
    def can_repair(self) -> bool:
        """Rules: "Scrap to Repair" (Fire, Metal) versus "Scrap to Reprogram"."""
        return self in (Element.FIRE, Element.METAL)


_ELEMENT_RUNES = {
    Element.FIRE: Rune.RED,
    Element.ELECTRIC: Rune.YELLOW,
    Element.METAL: Rune.BLUE,
    Element.COMPUTERY: Rune.GREEN,
}


class Kind(StrEnum):
    MOVE = "move"
    ATTACK = "attack"
    TURN = "turn"


class Command(StrEnum):
    BLAZE = "blaze"
    FLAMESPITTER = "flamespitter"
    FUEL_TANK = "fuel_tank"
    SPEED = "speed"
    CHAIN_LIGHTNING = "chain_lightning"
    CYCLOTRON = "cyclotron"
    SKEWER = "skewer"
    RIPSAW = "ripsaw"
    SCYTHE = "scythe"
    OMNISTOMP = "omnistomp"
    HEXMATIC_AIMBOT = "hexmatic_aimbot"
    MEMORY_CORE = "memory_core"

    @property
    def element(self) -> Element:
        return _COMMANDS[self][0]

    @property
    def kind(self) -> Kind:
        return _COMMANDS[self][1]

    @property
    def title(self) -> str:  # type: ignore[override]  # the printed name, not str.title()
        return _TITLES[self]


# Every slot that runs names its card: written once, not each time.
_TITLES = {c: c.value.replace("_", " ").title() for c in Command}
_TITLES[Command.HEXMATIC_AIMBOT] = "Hexmatic Aimbot"

# rules-data §2.1: each element has exactly one Move, one Attack and one Turn.
_COMMANDS: dict[Command, tuple[Element, Kind]] = {
    Command.BLAZE: (Element.FIRE, Kind.MOVE),
    Command.FLAMESPITTER: (Element.FIRE, Kind.ATTACK),
    Command.FUEL_TANK: (Element.FIRE, Kind.TURN),
    Command.SPEED: (Element.ELECTRIC, Kind.MOVE),
    Command.CHAIN_LIGHTNING: (Element.ELECTRIC, Kind.ATTACK),
    Command.CYCLOTRON: (Element.ELECTRIC, Kind.TURN),
    Command.SKEWER: (Element.METAL, Kind.MOVE),
    Command.RIPSAW: (Element.METAL, Kind.ATTACK),
    Command.SCYTHE: (Element.METAL, Kind.TURN),
    Command.OMNISTOMP: (Element.COMPUTERY, Kind.MOVE),
    Command.HEXMATIC_AIMBOT: (Element.COMPUTERY, Kind.ATTACK),
    Command.MEMORY_CORE: (Element.COMPUTERY, Kind.TURN),
}

# Rules: "Rune Gates" -- the Move card of a gate's colour may pass it while it is active.
GATE_KEYS: dict[Rune, Command] = {
    Rune.RED: Command.BLAZE,
    Rune.YELLOW: Command.SPEED,
    Rune.BLUE: Command.SKEWER,
    Rune.GREEN: Command.OMNISTOMP,
}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One physical Command Card; the id keeps copies apart for the view and for counting."""

    id: int
    command: Command
    _text: str = field(default="", init=False, repr=False, compare=False)  # see digest

    def __reduce__(self) -> tuple[Any, ...]:
        return remade(self)

    @property
    def element(self) -> Element:
        return self.command.element

    def __str__(self) -> str:
        return f"{self.command.title}#{self.id}"


class DamageKind(StrEnum):
    GLITCH = "glitch"
    SYSTEM = "system"
    SLOT = "slot"


class Lasting(StrEnum):
    """System Damage effects that do nothing when drawn: the rules read them where they
    apply for as long as the card stays beside the Command Line."""

    DIAGONAL_ATTACKS = "diagonal_attacks"
    MOVE_PENALTY = "move_penalty"
    RIGHT_TURNS_ONLY = "right_turns_only"
    NO_PAD_REPAIR = "no_pad_repair"


@dataclass(frozen=True, slots=True)
class DamageSpec:
    """What a Damage Card does: its kind, an effect named in the damage registry, parameters."""

    name: str
    title: str
    kind: DamageKind
    effect: str
    params: tuple[tuple[str, ParamValue], ...] = ()


@dataclass(frozen=True, slots=True)
class DamageCard:
    id: int
    name: str
    _text: str = field(default="", init=False, repr=False, compare=False)  # see digest

    def __reduce__(self) -> tuple[Any, ...]:
        return remade(self)

    def __str__(self) -> str:
        return f"{self.name}#{self.id}"


class SchematicKind(StrEnum):
    HACK = "hack"  # used once, during programming
    BOOST = "boost"  # works while active
    SLOT = "slot"  # installed into a slot, runs whenever that slot runs


@dataclass(frozen=True, slots=True)
class SchematicSpec:
    name: str
    title: str
    yordle: str
    mission: int  # the mission whose envelope unlocks it
    kind: SchematicKind
    gears: int  # Team Gears needed before it works
    effect: str
    params: tuple[tuple[str, ParamValue], ...] = ()


@dataclass(frozen=True, slots=True)
class OverdriveSpec:
    yordle: str
    title: str
    effect: str
    params: tuple[tuple[str, ParamValue], ...] = ()


def numbered(
    counts: Iterable[tuple[K, int]], make: Callable[[int, K], C], first_id: int
) -> tuple[tuple[C, ...], int]:
    """The copies of each card in a deck list, numbered from ``first_id``; and the next id.

    >>> numbered((("a", 2), ("b", 1)), lambda i, n: f"{n}{i}", 7)
    (('a7', 'a8', 'b9'), 10)
    """
    cards = []
    for name, copies in counts:
        for _ in range(copies):
            cards.append(make(first_id, name))
            first_id += 1
    return tuple(cards), first_id


def damage_spec(name: str, specs: tuple[DamageSpec, ...]) -> DamageSpec:
    for spec in specs:
        if spec.name == name:
            return spec
    raise KeyError(f"no Damage Card named {name!r}")
