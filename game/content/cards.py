"""cards.yaml to rules values: the Command deck's make-up and every Damage Card."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules.cards import Command, DamageKind, DamageSpec
from game.rules.damage import DAMAGE_EFFECTS

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
class Cards:
    command_deck: tuple[tuple[Command, int], ...]
    damage: tuple[DamageInfo, ...]

    @property
    def damage_specs(self) -> tuple[DamageSpec, ...]:
        return tuple(d.spec for d in self.damage)

    def damage_deck(self, mission_number: int) -> tuple[tuple[str, int], ...]:
        """The Damage deck of a mission: every card whose envelope is already open."""
        return tuple(
            (d.spec.name, d.copies) for d in self.damage if d.from_mission <= mission_number
        )

    def damage_text(self, name: str) -> str:
        return next((d.text for d in self.damage if d.spec.name == name), "")


def load_cards(path: Path) -> Cards:
    reader = Reader(path.name)
    document = reader.load(path)
    top = reader.mapping(
        document,
        "top level",
        {"version": int, "command_deck": dict, "damage_cards": list},
        ("command_deck", "damage_cards"),
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
    damage = tuple(
        _damage(reader, raw, f"damage_cards[{i}]") for i, raw in enumerate(top["damage_cards"])
    )
    names = [d.spec.name for d in damage]
    for name in names:
        if names.count(name) > 1:
            raise reader.fail("damage_cards", f"the name {name!r} is used twice")
    return Cards(tuple(commands), damage)


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
