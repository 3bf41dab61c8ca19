"""cards.yaml to rules values: the Command deck's make-up and every Damage Card."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules.abilities import BOOST_EFFECTS
from game.rules.boss import BOSS_EFFECTS
from game.rules.cards import (
    Command,
    DamageKind,
    DamageSpec,
    Element,
    OverdriveSpec,
    SchematicKind,
    SchematicSpec,
)
from game.rules.damage import DAMAGE_EFFECTS
from game.rules.schematics import SCHEMATIC_EFFECTS
from game.rules.state import BossSlotSpec, BossSpec

from .reader import Reader, hint

DAMAGE_KEYS = {
    "name": str,
    "title": str,
    "kind": str,
    "effect": str,
    "params": dict,
    "copies": int,
    "text": str,
    "from_mission": int,
    "designed": bool,
}


@dataclass(frozen=True, slots=True)
class DamageInfo:
    spec: DamageSpec
    copies: int
    text: str
    from_mission: int
    is_designed: bool


@dataclass(frozen=True, slots=True)
class CommandInfo:
    command: Command
    texts: tuple[str, ...]  # at Power 1, 2 and 3
    scrap: str


@dataclass(frozen=True, slots=True)
class BossCardInfo:
    spec: BossSpec
    copies: int
    texts: tuple[str, ...]  # at Power 1 and Power 2


@dataclass(frozen=True, slots=True)
class SchematicInfo:
    spec: SchematicSpec
    text: str


@dataclass(frozen=True, slots=True)
class OverdriveInfo:
    spec: OverdriveSpec
    text: str


@dataclass(frozen=True, slots=True)
class Cards:
    command_deck: tuple[tuple[Command, int], ...]
    damage: tuple[DamageInfo, ...]
    boss_slots: tuple[BossSlotSpec, ...] = ()
    boss_slot_texts: tuple[str, ...] = ()
    boss_cards: tuple[BossCardInfo, ...] = ()
    schematics: tuple[SchematicInfo, ...] = ()
    overdrives: tuple[OverdriveInfo, ...] = ()
    commands: tuple[CommandInfo, ...] = ()

    @property
    def schematic_specs(self) -> tuple[SchematicSpec, ...]:
        return tuple(s.spec for s in self.schematics)

    @property
    def overdrive_specs(self) -> tuple[OverdriveSpec, ...]:
        return tuple(o.spec for o in self.overdrives)

    @property
    def boss_specs(self) -> tuple[BossSpec, ...]:
        return tuple(b.spec for b in self.boss_cards)

    @property
    def boss_deck(self) -> tuple[tuple[str, int], ...]:
        return tuple((b.spec.name, b.copies) for b in self.boss_cards)

    @property
    def damage_specs(self) -> tuple[DamageSpec, ...]:
        return tuple(d.spec for d in self.damage)

    def damage_deck(self, mission_number: int) -> tuple[tuple[str, int], ...]:
        """The Damage deck of a mission: every card whose envelope is already open."""
        return tuple(
            (d.spec.name, d.copies) for d in self.damage if d.from_mission <= mission_number
        )

    def rules_fields(self, mission_number: int) -> dict[str, Any]:
        """The MissionRules fields this card data fills in, for a mission of that number."""
        return {
            "command_deck": self.command_deck,
            "damage_deck": self.damage_deck(mission_number),
            "damage_specs": self.damage_specs,
            "boss_slots": self.boss_slots,
            "boss_deck": self.boss_deck,
            "boss_specs": self.boss_specs,
            "schematic_specs": self.schematic_specs,
            "overdrive_specs": self.overdrive_specs,
        }

    def damage_text(self, name: str) -> str:
        return next((d.text for d in self.damage if d.spec.name == name), "")

    def command(self, command: Command) -> CommandInfo:
        return next(c for c in self.commands if c.command is command)


def load_cards(path: Path) -> Cards:
    reader = Reader(path.name)
    document = reader.load(path)
    top = reader.mapping(
        document,
        "top level",
        {
            "version": int,
            "command_deck": dict,
            "damage_cards": list,
            "boss_slots": dict,
            "boss_cards": list,
            "schematics": dict,
            "overdrives": dict,
            "command_cards": list,
        },
        ("command_deck", "command_cards", "damage_cards"),
    )
    deck = reader.mapping(
        top["command_deck"], "command_deck", {"designed": bool, "copies": dict}, ("copies",)
    )
    commands = []
    for name, copies in deck["copies"].items():
        where = f"command_deck.copies.{name}"
        if name not in {c.value for c in Command}:
            raise reader.fail(
                where, "no such Command Card" + hint(str(name), [c.value for c in Command])
            )
        if not isinstance(copies, int) or copies < 0:
            raise reader.fail(where, f"copies must be a whole number, not {copies!r}")
        commands.append((Command(name), copies))
    missing = set(Command) - {c for c, _ in commands}
    if missing:
        raise reader.fail("command_deck.copies", f"missing {sorted(m.value for m in missing)}")
    command_texts = _command_texts(reader, top["command_cards"])
    damage = tuple(
        _damage(reader, raw, f"damage_cards[{i}]") for i, raw in enumerate(top["damage_cards"])
    )
    names = [d.spec.name for d in damage]
    for name in names:
        if names.count(name) > 1:
            raise reader.fail("damage_cards", f"the name {name!r} is used twice")
    slots, slot_texts = _boss_slots(reader, top.get("boss_slots", {"slots": []}))
    boss_cards = tuple(
        _boss_card(reader, raw, f"boss_cards[{i}]")
        for i, raw in enumerate(top.get("boss_cards", []))
    )
    elements = {s.element for s in slots}
    for i, card in enumerate(boss_cards):
        if slots and card.spec.element not in elements:
            raise reader.fail(f"boss_cards[{i}].element", "no Boss slot takes this element")
    schematics = _schematics(reader, top.get("schematics", {"cards": []}))
    overdrives = _overdrives(reader, top.get("overdrives", {"cards": []}))
    return Cards(
        tuple(commands),
        damage,
        slots,
        slot_texts,
        boss_cards,
        schematics,
        overdrives,
        command_texts,
    )


def _command_texts(reader: Reader, raw: list[Any]) -> tuple[CommandInfo, ...]:
    """Each Command Card's words: one line per Power and its scrap effect."""
    names = [c.value for c in Command]
    found: list[CommandInfo] = []
    for i, item in enumerate(raw):
        where = f"command_cards[{i}]"
        card = reader.mapping(
            item, where, {"name": str, "text": list, "scrap": str}, ("name", "text", "scrap")
        )
        if card["name"] not in names:
            raise reader.fail(f"{where}.name", "no such Command Card" + hint(card["name"], names))
        if len(card["text"]) != 3 or not all(isinstance(t, str) and t for t in card["text"]):
            raise reader.fail(f"{where}.text", "a Command Card needs one text for each Power 1-3")
        found.append(CommandInfo(Command(card["name"]), tuple(card["text"]), card["scrap"]))
    missing = sorted(set(names) - {c.command.value for c in found})
    if missing or len(found) != len(names):
        raise reader.fail(
            "command_cards", f"each Command Card needs its text once; missing {missing}"
        )
    return tuple(found)


SCHEMATIC_KEYS = {
    "name": str,
    "title": str,
    "yordle": str,
    "mission": int,
    "type": str,
    "gears": int,
    "effect": str,
    "params": dict,
    "text": str,
}
YORDLES = ("corki", "heimerdinger", "tristana", "ziggs")


def _schematic_effect(reader: Reader, value: str, where: str) -> str:
    if value not in SCHEMATIC_EFFECTS and value not in BOOST_EFFECTS:
        known = [*SCHEMATIC_EFFECTS, *BOOST_EFFECTS]
        raise reader.fail(where, f"unknown Schematic effect {value!r}" + hint(value, known))
    return value


def _yordle(reader: Reader, value: str, where: str) -> str:
    if value not in YORDLES:
        raise reader.fail(where, f"no Yordle {value!r}" + hint(value, YORDLES))
    return value


def _int_params(reader: Reader, raw: Any, where: str) -> tuple[tuple[str, int], ...]:
    for key, value in raw.items():
        if not isinstance(value, int) or isinstance(value, bool):
            raise reader.fail(f"{where}.{key}", f"expected a whole number, got {value!r}")
    return tuple(sorted(raw.items()))


def _schematics(reader: Reader, raw: Any) -> tuple[SchematicInfo, ...]:
    spec = reader.mapping(raw, "schematics", {"designed": bool, "cards": list}, ("cards",))
    result = []
    for i, item in enumerate(spec["cards"]):
        where = f"schematics.cards[{i}]"
        card = reader.mapping(
            item, where, SCHEMATIC_KEYS, tuple(k for k in SCHEMATIC_KEYS if k != "params")
        )
        kinds = [k.value for k in SchematicKind]
        if card["type"] not in kinds:
            raise reader.fail(
                f"{where}.type", f"expected one of {kinds}" + hint(card["type"], kinds)
            )
        schematic = SchematicSpec(
            card["name"],
            card["title"],
            _yordle(reader, card["yordle"], f"{where}.yordle"),
            card["mission"],
            SchematicKind(card["type"]),
            card["gears"],
            _schematic_effect(reader, card["effect"], f"{where}.effect"),
            _int_params(reader, card.get("params", {}), f"{where}.params"),
        )
        result.append(SchematicInfo(schematic, card["text"]))
    names = [s.spec.name for s in result]
    for name in names:
        if names.count(name) > 1:
            raise reader.fail("schematics", f"the name {name!r} is used twice")
    return tuple(result)


def _overdrives(reader: Reader, raw: Any) -> tuple[OverdriveInfo, ...]:
    spec = reader.mapping(raw, "overdrives", {"designed": bool, "cards": list}, ("cards",))
    result = []
    keys = {"yordle": str, "title": str, "effect": str, "params": dict, "text": str}
    for i, item in enumerate(spec["cards"]):
        where = f"overdrives.cards[{i}]"
        card = reader.mapping(item, where, keys, ("yordle", "title", "effect", "text"))
        drive = OverdriveSpec(
            _yordle(reader, card["yordle"], f"{where}.yordle"),
            card["title"],
            _schematic_effect(reader, card["effect"], f"{where}.effect"),
            _int_params(reader, card.get("params", {}), f"{where}.params"),
        )
        result.append(OverdriveInfo(drive, card["text"]))
    return tuple(result)


def _element(reader: Reader, value: Any, where: str) -> Element:
    names = [e.value for e in Element]
    if value not in names:
        raise reader.fail(where, f"expected one of {names}" + hint(str(value), names))
    return Element(value)


def _boss_effect(reader: Reader, value: str, where: str) -> str:
    if value not in BOSS_EFFECTS:
        raise reader.fail(where, f"unknown Boss effect {value!r}" + hint(value, BOSS_EFFECTS))
    return value


def _boss_slots(reader: Reader, raw: Any) -> tuple[tuple[BossSlotSpec, ...], tuple[str, ...]]:
    spec = reader.mapping(raw, "boss_slots", {"designed": bool, "slots": list}, ("slots",))
    slots, texts = [], []
    for i, item in enumerate(spec["slots"]):
        where = f"boss_slots.slots[{i}]"
        slot = reader.mapping(
            item,
            where,
            {"element": str, "effect": str, "params": dict, "text": str},
            ("element", "effect", "text"),
        )
        slots.append(
            BossSlotSpec(
                _element(reader, slot["element"], f"{where}.element"),
                _boss_effect(reader, slot["effect"], f"{where}.effect"),
                tuple(sorted(slot.get("params", {}).items())),
            )
        )
        texts.append(slot["text"])
    if slots and len({s.element for s in slots}) != len(slots):
        raise reader.fail("boss_slots", "each Boss slot needs its own element")
    return tuple(slots), tuple(texts)


def _boss_card(reader: Reader, raw: Any, where: str) -> BossCardInfo:
    keys = {
        "name": str,
        "title": str,
        "element": str,
        "effect": str,
        "levels": list,
        "copies": int,
        "designed": bool,
        "text": list,
    }
    card = reader.mapping(
        raw, where, keys, ("name", "title", "element", "effect", "levels", "copies", "text")
    )
    if len(card["levels"]) != 2 or len(card["text"]) != 2:
        raise reader.fail(where, "a Boss Card needs levels and text for Power 1 and Power 2")
    levels = tuple(tuple(sorted(level.items())) for level in card["levels"])
    spec = BossSpec(
        card["name"],
        card["title"],
        _element(reader, card["element"], f"{where}.element"),
        _boss_effect(reader, card["effect"], f"{where}.effect"),
        levels,
    )
    return BossCardInfo(spec, card["copies"], tuple(card["text"]))


def _damage(reader: Reader, raw: Any, where: str) -> DamageInfo:
    spec = reader.mapping(
        raw, where, DAMAGE_KEYS, ("name", "title", "kind", "effect", "copies", "text")
    )
    kinds = [k.value for k in DamageKind]
    if spec["kind"] not in kinds:
        raise reader.fail(f"{where}.kind", f"expected one of {kinds}" + hint(spec["kind"], kinds))
    if spec["effect"] not in DAMAGE_EFFECTS:
        raise reader.fail(
            f"{where}.effect",
            f"unknown effect {spec['effect']!r}" + hint(spec["effect"], DAMAGE_EFFECTS),
        )
    params = tuple(sorted((str(k), str(v)) for k, v in spec.get("params", {}).items()))
    return DamageInfo(
        DamageSpec(spec["name"], spec["title"], DamageKind(spec["kind"]), spec["effect"], params),
        spec["copies"],
        spec["text"],
        spec.get("from_mission", 0),
        spec.get("designed", False),
    )
