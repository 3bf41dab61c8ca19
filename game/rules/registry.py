"""Named, parameterised mission rules, looked up by the names missions.yaml uses.

Each rule declares its parameters and their types, so content can be checked before play.
Action rules change the game through a ``Context``; predicates only read a ``Game``.
"""

from __future__ import annotations

from collections.abc import Callable
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
