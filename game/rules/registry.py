"""Named, parameterised rules, looked up by the names missions.yaml and cards.yaml use.

Each rule declares its parameters, their types and defaults, so content is checked before
play and a rule reads its parameters typed (``Params``), never guessing a default. Action
rules change the game through a ``Context``; predicates only read a ``Game``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from .state import Game, RuleRef
    from .steps import Context

ParamValue = int | bool | str | tuple[str, ...]
ParamType = type[int] | type[bool] | type[str] | type[tuple[str, ...]]

F = TypeVar("F")


class Params:
    """The parameters a rule runs with, read by type; content checked them at load."""

    __slots__ = ("_values",)

    def __init__(self, values: Mapping[str, ParamValue]) -> None:
        self._values = values

    def _get(self, name: str) -> ParamValue:
        try:
            return self._values[name]
        except KeyError:
            raise KeyError(f"no parameter {name!r} (declare it on the rule)") from None

    def number(self, name: str) -> int:
        value = self._get(name)
        assert isinstance(value, int) and not isinstance(value, bool), (name, value)
        return value

    def flag(self, name: str) -> bool:
        value = self._get(name)
        assert isinstance(value, bool), (name, value)
        return value

    def text(self, name: str) -> str:
        value = self._get(name)
        assert isinstance(value, str), (name, value)
        return value

    def names(self, name: str) -> tuple[str, ...]:
        value = self._get(name)
        assert isinstance(value, tuple), (name, value)
        return value


@dataclass(frozen=True, slots=True)
class Entry(Generic[F]):
    """A registered rule: the function, its parameter types and the defaults."""

    fn: F
    params: Mapping[str, ParamType]
    defaults: Mapping[str, ParamValue]

    def bind(self, given: tuple[tuple[str, ParamValue], ...]) -> Params:
        return Params({**self.defaults, **dict(given)})


class Registry(Generic[F]):
    """Rules of one kind by name, filled by the ``register`` decorator (explicitly, at
    import of the module defining them)."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.entries: dict[str, Entry[F]] = {}

    def register(
        self, name: str, **params: ParamType | tuple[ParamType, ParamValue]
    ) -> Callable[[F], F]:
        """A parameter given as ``(type, default)`` is optional."""

        def add(fn: F) -> F:
            types = {k: v[0] if isinstance(v, tuple) else v for k, v in params.items()}
            defaults = {k: v[1] for k, v in params.items() if isinstance(v, tuple)}
            self.entries[name] = Entry(fn, types, defaults)
            return fn

        return add

    def __contains__(self, name: str) -> bool:
        return name in self.entries

    def __getitem__(self, name: str) -> Entry[F]:
        try:
            return self.entries[name]
        except KeyError:
            raise KeyError(f"no {self.what} named {name!r}") from None

    def bound(self, name: str, given: tuple[tuple[str, ParamValue], ...]) -> tuple[F, Params]:
        """The rule and the parameters it runs with: the content's, defaults for the rest."""
        entry = self[name]
        return entry.fn, entry.bind(given)


class RuleGroup(StrEnum):
    """Where a mission rule is used: each group is a registry of its own."""

    MOVE = "move"
    SPAWN = "spawn"
    ATTACK = "attack"
    DANGER = "danger"
    EFFECT = "effect"
    SETUP = "setup"
    WATCH = "watch"
    OBJECTIVE = "objective"
    DEFEAT = "defeat"
    TRIGGER = "trigger"

    @property
    def is_predicate(self) -> bool:
        return self in (RuleGroup.OBJECTIVE, RuleGroup.DEFEAT, RuleGroup.TRIGGER)


ActionRule = Callable[["Context", Params, str], None]
Predicate = Callable[["Game", Params], bool]

ACTIONS: dict[RuleGroup, Registry[ActionRule]] = {
    g: Registry(f"{g} rule") for g in RuleGroup if not g.is_predicate
}
PREDICATES: dict[RuleGroup, Registry[Predicate]] = {
    g: Registry(f"{g} rule") for g in RuleGroup if g.is_predicate
}


def declared_rules(
    group: RuleGroup,
) -> Mapping[str, Entry[ActionRule]] | Mapping[str, Entry[Predicate]]:
    """Every rule of a group with its parameters, for checking content."""
    return PREDICATES[group].entries if group.is_predicate else ACTIONS[group].entries


def action(
    group: str, name: str, **params: ParamType | tuple[ParamType, ParamValue]
) -> Callable[[ActionRule], ActionRule]:
    return ACTIONS[RuleGroup(group)].register(name, **params)


def predicate(
    group: str, name: str, **params: ParamType | tuple[ParamType, ParamValue]
) -> Callable[[Predicate], Predicate]:
    return PREDICATES[RuleGroup(group)].register(name, **params)


Bound = tuple[Predicate, Params]


def holds(group: RuleGroup, ref: RuleRef, game: Game) -> bool:
    """Whether a named predicate (objective, defeat, trigger) holds now."""
    fn, params = _predicate(group, ref)
    return fn(game, params)


def bound(group: RuleGroup, ref: RuleRef) -> Bound:
    """A named predicate with its parameters, to call as ``fn(game, params)``."""
    return _predicate(group, ref)


def run(ctx: Context, group: RuleGroup, ref: RuleRef, cause: str) -> None:
    """Run a named action rule (a Minion move, a setup, an effect...)."""
    fn, params = _action(group, ref)
    fn(ctx, params, cause)


# Missions are checked after every step: look each rule up and bind its parameters once.
@cache
def _predicate(group: RuleGroup, ref: RuleRef) -> tuple[Predicate, Params]:
    return PREDICATES[group].bound(ref.kind, ref.params)


@cache
def _action(group: RuleGroup, ref: RuleRef) -> tuple[ActionRule, Params]:
    return ACTIONS[group].bound(ref.kind, ref.params)
