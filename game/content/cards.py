"""cards.yaml to rules values: the Command deck, Damage Cards, the Boss's Command Line and
Boss Cards, Schematics and Overdrives.

Every section is required; every number is bounded to what the game can use; every name is
defined once; every effect's parameters are checked against its declaration in the rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules.abilities import BOOSTS, Boost
from game.rules.boss import BOSS_EFFECTS
from game.rules.cards import (
    Command,
    DamageKind,
    DamageSpec,
    Element,
    Lasting,
    OverdriveSpec,
    SchematicKind,
    SchematicSpec,
)
from game.rules.damage import DAMAGE_EFFECTS
from game.rules.program import DOUBLE_DRAFT_DEAL
from game.rules.registry import ParamValue, Registry
from game.rules.schematics import FINISH_KINDS, SCHEMATIC_EFFECTS
from game.rules.state import BOSS_SLOTS, MAX_GEARS, MAX_STACK, SLOTS, BossSlotSpec, BossSpec, Yordle

from . import schema
from .reader import Reader, hint, shown

SHORT_MOST = 16  # letters in a short name: it must fit a chip in a folded seat's row
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
    "short": str,
}


@dataclass(frozen=True, slots=True)
class DamageInfo:
    spec: DamageSpec
    copies: int
    text: str
    from_mission: int
    is_designed: bool
    short: str  # the name a Command Line's compact row shows (the title unless given)


@dataclass(frozen=True, slots=True)
class CommandInfo:
    command: Command
    texts: tuple[str, ...]  # at Power 1, 2 and 3
    scrap: str
    short: str  # the name a Command Line's compact row shows (the title unless given)


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

    def damage_short(self, name: str) -> str:
        """A Damage Card's short name (the compact rows'), or "" for a name not known."""
        return next((d.short for d in self.damage if d.spec.name == name), "")

    def command(self, command: Command) -> CommandInfo:
        return next(c for c in self.commands if c.command is command)


# Enough Command Cards that a draft never runs dry: four full Command Lines, the largest deal
# and a Memory Core's extra cards.
MIN_COMMAND_CARDS = schema.MAX_SEATS * SLOTS * MAX_STACK + DOUBLE_DRAFT_DEAL + MAX_STACK
SECTIONS = {
    "version": int,
    "command_deck": dict,
    "damage_cards": list,
    "boss_slots": dict,
    "boss_cards": list,
    "schematics": dict,
    "overdrives": dict,
    "command_cards": list,
}


def load_cards(path: Path) -> Cards:
    reader = Reader(path.name)
    document = reader.load(path)
    top = reader.mapping(document, "top level", SECTIONS, tuple(SECTIONS))
    if top["version"] != 1:
        raise reader.fail("version", f"unknown version {shown(top['version'])} (expected 1)")
    commands = _command_deck(reader, top["command_deck"])
    command_texts = _command_texts(reader, top["command_cards"])
    damage = tuple(
        _damage(reader, raw, f"damage_cards[{i}]") for i, raw in enumerate(top["damage_cards"])
    )
    _unique(reader, "damage_cards", [d.spec.name for d in damage])
    slots, slot_texts = _boss_slots(reader, top["boss_slots"])
    boss_cards = tuple(
        _boss_card(reader, raw, f"boss_cards[{i}]") for i, raw in enumerate(top["boss_cards"])
    )
    _unique(reader, "boss_cards", [b.spec.name for b in boss_cards])
    elements = {s.element for s in slots}
    for i, card in enumerate(boss_cards):
        if card.spec.element not in elements:
            raise reader.fail(f"boss_cards[{i}].element", "no Boss slot takes this element")
    schematics = _schematics(reader, top["schematics"])
    overdrives = _overdrives(reader, top["overdrives"])
    return Cards(
        commands, damage, slots, slot_texts, boss_cards, schematics, overdrives, command_texts
    )


def _unique(reader: Reader, where: str, names: list[str]) -> None:
    seen: set[str] = set()
    for name in names:
        if name in seen:
            raise reader.fail(where, f"the name {name!r} is used twice")
        seen.add(name)


def _command_deck(reader: Reader, raw: Any) -> tuple[tuple[Command, int], ...]:
    deck = reader.mapping(raw, "command_deck", {"designed": bool, "copies": dict}, ("copies",))
    commands = []
    for name, copies in deck["copies"].items():
        where = f"command_deck.copies.{name}"
        if name not in {c.value for c in Command}:
            raise reader.fail(
                where, "no such Command Card" + hint(str(name), [c.value for c in Command])
            )
        if not isinstance(copies, int) or isinstance(copies, bool):
            raise reader.fail(where, f"copies must be a whole number, not {shown(copies)}")
        commands.append((Command(name), reader.number(copies, where, 0, schema.MAX_COPIES)))
    missing = set(Command) - {c for c, _ in commands}
    if missing:
        raise reader.fail("command_deck.copies", f"missing {sorted(m.value for m in missing)}")
    total = sum(copies for _, copies in commands)
    if total < MIN_COMMAND_CARDS:
        raise reader.fail(
            "command_deck.copies",
            f"{total} cards in all; a four-player game needs at least {MIN_COMMAND_CARDS}",
        )
    return tuple(commands)


def _effect(
    reader: Reader, family: Registry[Any], name: str, given: Any, where: str
) -> tuple[tuple[str, ParamValue], ...]:
    """An effect's parameters checked against what the rules declare for it."""
    declared = family[name]
    params = reader.params(given, where, name, declared.params, declared.defaults)
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in params.items()))


def _kind(reader: Reader, value: str, where: str, known: Any, what: str) -> str:
    if value not in known:
        raise reader.fail(where, f"unknown {what} {shown(value)}" + hint(value, known))
    return value


def _damage(reader: Reader, raw: Any, where: str) -> DamageInfo:
    spec = reader.mapping(
        raw, where, DAMAGE_KEYS, ("name", "title", "kind", "effect", "copies", "text")
    )
    kind = DamageKind(
        reader.choice(spec["kind"], f"{where}.kind", tuple(k.value for k in DamageKind))
    )
    effect = _kind(reader, spec["effect"], f"{where}.effect", DAMAGE_EFFECTS.entries, "effect")
    params = _effect(reader, DAMAGE_EFFECTS, effect, spec.get("params", {}), f"{where}.params")
    if effect in set(Lasting) and kind is not DamageKind.SYSTEM:
        raise reader.fail(
            f"{where}.kind", f"{effect} lasts only on System Damage (kind: system), not {kind}"
        )
    if effect == "swap_slots" and dict(params)["a"] == dict(params)["b"]:
        raise reader.fail(f"{where}.params", "a Glitch swaps two different slots")
    return DamageInfo(
        DamageSpec(
            reader.name(spec["name"], f"{where}.name"),
            reader.text(spec["title"], f"{where}.title", schema.MAX_TITLE),
            kind,
            effect,
            params,
        ),
        reader.number(spec["copies"], f"{where}.copies", 0, schema.MAX_COPIES),
        reader.text(spec["text"], f"{where}.text"),
        reader.number(spec.get("from_mission", 0), f"{where}.from_mission", 0, schema.LAST_MISSION),
        spec.get("designed", False),
        _short(reader, spec, where, spec["title"]),
    )


def _short(reader: Reader, card: dict[str, Any], where: str, title: str) -> str:
    """A card's short name, for the compact rows: the title unless ``short`` gives one."""
    if "short" not in card:
        return title
    return reader.text(card["short"], f"{where}.short", SHORT_MOST)


def _command_texts(reader: Reader, raw: list[Any]) -> tuple[CommandInfo, ...]:
    """Each Command Card's words: one line per Power and its scrap effect."""
    names = [c.value for c in Command]
    found: list[CommandInfo] = []
    for i, item in enumerate(raw):
        where = f"command_cards[{i}]"
        card = reader.mapping(
            item,
            where,
            {"name": str, "text": list, "scrap": str, "short": str},
            ("name", "text", "scrap"),
        )
        if card["name"] not in names:
            raise reader.fail(f"{where}.name", "no such Command Card" + hint(card["name"], names))
        if len(card["text"]) != 3 or not all(isinstance(t, str) for t in card["text"]):
            raise reader.fail(f"{where}.text", "a Command Card needs one text for each Power 1-3")
        texts = tuple(reader.text(t, f"{where}.text[{j}]") for j, t in enumerate(card["text"]))
        scrap = reader.text(card["scrap"], f"{where}.scrap")
        command = Command(card["name"])
        short = _short(reader, card, where, command.title)
        found.append(CommandInfo(command, texts, scrap, short))
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
YORDLES = tuple(y.value for y in Yordle)


def _schematics(reader: Reader, raw: Any) -> tuple[SchematicInfo, ...]:
    spec = reader.mapping(raw, "schematics", {"designed": bool, "cards": list}, ("cards",))
    result = []
    for i, item in enumerate(spec["cards"]):
        where = f"schematics.cards[{i}]"
        card = reader.mapping(
            item, where, SCHEMATIC_KEYS, tuple(k for k in SCHEMATIC_KEYS if k != "params")
        )
        kinds = tuple(k.value for k in SchematicKind)
        kind = SchematicKind(reader.choice(card["type"], f"{where}.type", kinds))
        # A Boost is read where it applies; a Hack or Slot Schematic runs an effect.
        family = BOOSTS if kind is SchematicKind.BOOST else SCHEMATIC_EFFECTS
        what = f"{kind} effect"
        effect = _kind(reader, card["effect"], f"{where}.effect", family.entries, what)
        schematic = SchematicSpec(
            reader.name(card["name"], f"{where}.name"),
            reader.text(card["title"], f"{where}.title", schema.MAX_TITLE),
            reader.choice(card["yordle"], f"{where}.yordle", YORDLES),
            reader.number(card["mission"], f"{where}.mission", 0, schema.LAST_MISSION),
            kind,
            reader.number(card["gears"], f"{where}.gears", 0, MAX_GEARS),
            effect,
            _effect(reader, family, effect, card.get("params", {}), f"{where}.params"),
        )
        result.append(SchematicInfo(schematic, reader.text(card["text"], f"{where}.text")))
    _unique(reader, "schematics", [s.spec.name for s in result])
    return tuple(result)


def _overdrives(reader: Reader, raw: Any) -> tuple[OverdriveInfo, ...]:
    spec = reader.mapping(raw, "overdrives", {"designed": bool, "cards": list}, ("cards",))
    result = []
    keys = {"yordle": str, "title": str, "effect": str, "params": dict, "text": str}
    # An Overdrive is a Boost, or an effect run as its Command Line finishes.
    known = (*Boost, *FINISH_KINDS)
    for i, item in enumerate(spec["cards"]):
        where = f"overdrives.cards[{i}]"
        card = reader.mapping(item, where, keys, ("yordle", "title", "effect", "text"))
        effect = _kind(reader, card["effect"], f"{where}.effect", known, "Overdrive effect")
        drive = OverdriveSpec(
            reader.choice(card["yordle"], f"{where}.yordle", YORDLES),
            reader.text(card["title"], f"{where}.title", schema.MAX_TITLE),
            effect,
            _effect(
                reader,
                BOOSTS if effect in BOOSTS else SCHEMATIC_EFFECTS,
                effect,
                card.get("params", {}),
                f"{where}.params",
            ),
        )
        result.append(OverdriveInfo(drive, reader.text(card["text"], f"{where}.text")))
    yordles = [o.spec.yordle for o in result]
    for yordle in set(yordles):
        if yordles.count(yordle) > 1:
            raise reader.fail("overdrives", f"{yordle} has more than one Overdrive")
    return tuple(result)


def _element(reader: Reader, value: Any, where: str) -> Element:
    return Element(reader.choice(value, where, tuple(e.value for e in Element)))


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
        effect = _kind(
            reader, slot["effect"], f"{where}.effect", BOSS_EFFECTS.entries, "Boss effect"
        )
        slots.append(
            BossSlotSpec(
                _element(reader, slot["element"], f"{where}.element"),
                effect,
                _effect(reader, BOSS_EFFECTS, effect, slot.get("params", {}), f"{where}.params"),
            )
        )
        texts.append(reader.text(slot["text"], f"{where}.text"))
    if len(slots) != BOSS_SLOTS or len({s.element for s in slots}) != BOSS_SLOTS:
        raise reader.fail(
            "boss_slots.slots", f"the Boss has {BOSS_SLOTS} slots, one for each element"
        )
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
    effect = _kind(reader, card["effect"], f"{where}.effect", BOSS_EFFECTS.entries, "Boss effect")
    levels = []
    for power, level in enumerate(card["levels"]):
        place = f"{where}.levels[{power}]"
        if not isinstance(level, dict):
            raise reader.fail(place, f"expected a mapping, got {type(level).__name__}")
        levels.append(_effect(reader, BOSS_EFFECTS, effect, level, place))
    texts = reader.words(card["text"], f"{where}.text")
    spec = BossSpec(
        reader.name(card["name"], f"{where}.name"),
        reader.text(card["title"], f"{where}.title", schema.MAX_TITLE),
        _element(reader, card["element"], f"{where}.element"),
        effect,
        tuple(levels),
    )
    return BossCardInfo(
        spec,
        reader.number(card["copies"], f"{where}.copies", 0, schema.MAX_COPIES),
        tuple(reader.text(t, f"{where}.text[{i}]") for i, t in enumerate(texts)),
    )
