"""Copying a frozen value with some fields changed, fast.

The rules make a new ``Game`` for nearly every change; ``dataclasses.replace`` re-runs
``__init__`` and checks every field by name, which the hottest paths cannot afford.
``evolve`` copies the fields as they are. Elsewhere, prefer ``replace``: mypy checks its
field names and types.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


def evolve(value: T, **changes: Any) -> T:
    """``value`` with ``changes``, for a frozen dataclass with no ``__post_init__``.

    >>> from game.rules.state import Trackers
    >>> evolve(Trackers(doom=3), gears=2)
    Trackers(doom=3, kills=0, gears=2)
    """
    copier = _COPIERS.get(type(value))
    if copier is None:
        copier = _COPIERS[type(value)] = _copier(type(value))
    return copier(value, changes)  # type: ignore[no-any-return]


_new = object.__new__
_set = object.__setattr__
Copier = Callable[[Any, dict[str, Any]], Any]
_COPIERS: dict[type, Copier] = {}  # each class's copier, written once


def copier(cls: type[T]) -> Callable[[T, dict[str, Any]], T]:
    """``evolve`` for one class, its changes given as a dict: for the hottest callers."""
    found = _COPIERS.get(cls)
    if found is None:
        found = _COPIERS[cls] = _copier(cls)
    return found


def _given(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls) if f.init)


def _copier(cls: type) -> Copier:
    """A function copying a value of ``cls`` with changes: a value with a ``__dict__`` (the
    Game) copies it whole in one call, several times faster than setting 21 slots one by
    one; a slotted value sets each slot through the slot's own setter, in a function
    written out for the class (a third quicker than a loop over them). The fields a value
    keeps about itself (``init=False``: a kept hash or text) start afresh from their
    defaults."""
    every = fields(cls)
    kept = [f for f in every if not f.init]
    if any(f.default is MISSING for f in kept):
        raise TypeError(f"{cls.__name__} derives fields in __post_init__: use replace")
    known = frozenset(f.name for f in every if f.init)
    if not hasattr(cls, "__slots__"):
        reset = {f.name: f.default for f in kept}

        def copy_dict(value: Any, changes: dict[str, Any]) -> Any:
            if not known.issuperset(changes):
                _unknown(cls, changes)
            new: Any = _new(cls)
            fresh = value.__dict__.copy()  # a quarter quicker than filling the new one's
            fresh.update(changes)
            if reset:
                fresh.update(reset)
            _set(new, "__dict__", fresh)
            return new

        return copy_dict
    bound: dict[str, Any] = {"cls": cls, "known": known, "unknown": _unknown, "new": _new}
    body = ["if not known.issuperset(changes):", "    unknown(cls, changes)", "made = new(cls)"]
    for f in every:
        bound[f"put_{f.name}"] = getattr(cls, f.name).__set__
        if f.init:
            body.append(f"put_{f.name}(made, value.{f.name})")
        else:
            bound[f"kept_{f.name}"] = f.default
            body.append(f"put_{f.name}(made, kept_{f.name})")
    bound["setters"] = {f.name: getattr(cls, f.name).__set__ for f in every if f.init}
    body += ["for name, changed in changes.items():", "    setters[name](made, changed)"]
    copy_slots: Copier = _written("copy_slots", ["value", "changes"], [*body, "return made"], bound)
    return copy_slots


def _written(name: str, params: list[str], body: list[str], bound: dict[str, Any]) -> Any:
    """A function written out for one class (its fields by name, each slot's setter bound
    to it): several times quicker than a loop over the fields."""
    source = (
        f"def make({', '.join(bound)}):\n"
        f"    def {name}({', '.join(params)}):\n"
        + "".join(f"        {line}\n" for line in body or ["pass"])
        + f"    return {name}\n"
    )
    made: dict[str, Any] = {}
    exec(source, made)  # noqa: S102 -- code written here, from a class's own field names
    return made["make"](**bound)


def _unknown(cls: type, changes: dict[str, Any]) -> None:
    unknown = sorted(set(changes) - set(_given(cls)))[0]
    raise TypeError(f"{cls.__name__} has no field {unknown!r}")


_COMPARED: dict[type, tuple[str, ...]] = {}


def remade(value: Any) -> tuple[Any, ...]:
    """``__reduce__`` for a value that keeps its hash or text: a pickled or copied value is
    made again from its fields, so it never carries a hash salted in another process."""
    return type(value), tuple(getattr(value, name) for name in _given(type(value)))


def kept_hash(value: Any) -> int:
    """The hash of a frozen value's compared fields, kept on the value (in its ``_hash``
    field) for the next time: a value that passes unchanged from one game state to the
    next is hashed once. For a class whose ``__hash__`` returns ``self._hash or
    kept_hash(self)``."""
    cls = type(value)
    names = _COMPARED.get(cls)
    if names is None:
        names = _COMPARED[cls] = tuple(f.name for f in fields(cls) if f.compare)
    kept = hash(tuple([getattr(value, name) for name in names])) or 1
    object.__setattr__(value, "_hash", kept)
    return kept


@dataclass_transform(frozen_default=True)
def frozen(cls: type[T]) -> type[T]:
    """``@dataclass(frozen=True, slots=True)``, with an ``__init__`` that sets each slot
    through the slot's own setter: the generated one looks ``object.__setattr__`` up and
    calls it by name for every field (a frozen class refuses plain assignment), and events,
    Minions and questions are made hundreds of times a round. Construction takes about two
    fifths less, and a busy round 3 to 6 % less. For plain fields only (no
    ``__post_init__``, factory or keyword-only field: those keep ``@dataclass``).

    >>> from game.rules.state import Minion
    >>> Minion(7, (2, 3))
    Minion(id=7, cell=(2, 3))
    """
    if "__init__" in cls.__dict__ or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: frozen makes its own __init__: use @dataclass")
    cls = dataclass(frozen=True, slots=True)(cls)
    bound: dict[str, Any] = {}
    params, body = [], []
    for f in fields(cls):  # type: ignore[arg-type]
        if f.kw_only or f.default_factory is not MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: frozen takes plain fields: use @dataclass")
        bound[f"put_{f.name}"] = getattr(cls, f.name).__set__
        if not f.init:
            bound[f"kept_{f.name}"] = f.default
            body.append(f"put_{f.name}(self, kept_{f.name})")
            continue
        if f.default is MISSING:
            params.append(f.name)
        else:
            bound[f"default_{f.name}"] = f.default
            params.append(f"{f.name}=default_{f.name}")
        body.append(f"put_{f.name}(self, {f.name})")
    init = _written("__init__", ["self", *params], body, bound)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[method-assign]
    cls.__frozen_init__ = True  # type: ignore[attr-defined]  # for the test that checks them
    return cls
