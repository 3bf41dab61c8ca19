"""Named, parameterised mission rules, looked up by the names missions.yaml uses, and the
parameters of the card effects cards.yaml names.

Each rule and effect declares its parameters and their types (an enum type takes its values'
names), so content can be checked before play; defaults live in the declaration alone.
Action rules change the game through a ``Context``; predicates only read a ``Game``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

REGISTRIES = (
    "move",
    "spawn",
    "attack",
    "danger",
    "effect",
    "setup",
    "objective",
    "defeat",
    "trigger",
    "watch",
)


@dataclass(frozen=True, slots=True)
class RuleSpec:
    fn: Callable[..., Any]
    params: dict[str, type]
    defaults: dict[str, Any]


RULES: dict[str, dict[str, RuleSpec]] = {name: {} for name in REGISTRIES}


def rule(registry: str, name: str, **params: type | tuple[type, Any]) -> Callable[[Any], Any]:
    """Register a rule; a parameter given as ``(type, default)`` is optional."""

    def register(fn: Any) -> Any:
        types = {k: v[0] if isinstance(v, tuple) else v for k, v in params.items()}
        defaults = {k: v[1] for k, v in params.items() if isinstance(v, tuple)}
        RULES[registry][name] = RuleSpec(fn, types, defaults)
        return fn

    return register


def lookup(registry: str, name: str) -> RuleSpec:
    try:
        return RULES[registry][name]
    except KeyError:
        raise KeyError(f"no {registry} rule named {name!r}") from None


# --- card effects -------------------------------------------------------------------------

EFFECT_FAMILIES = ("damage", "schematic", "boss")


@dataclass(frozen=True, slots=True)
class EffectParams:
    """What parameters one card effect takes: their types, and defaults for optional ones."""

    params: dict[str, type]
    defaults: dict[str, Any]

    def bind(self, given: Iterable[tuple[str, Any]]) -> dict[str, Any]:
        """The parameters an effect runs with: the card's own, defaults for the rest."""
        return {**self.defaults, **dict(given)}


EFFECTS: dict[str, dict[str, EffectParams]] = {family: {} for family in EFFECT_FAMILIES}


def declare_effect(family: str, name: str, params: Mapping[str, type | tuple[type, Any]]) -> None:
    """Declare a card effect's parameters; one given as ``(type, default)`` is optional."""
    types = {k: v[0] if isinstance(v, tuple) else v for k, v in params.items()}
    defaults = {k: v[1] for k, v in params.items() if isinstance(v, tuple)}
    EFFECTS[family][name] = EffectParams(types, defaults)


def effect_params(family: str, name: str, given: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    return EFFECTS[family][name].bind(given)
