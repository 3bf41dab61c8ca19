"""Copying a frozen value with some fields changed, fast.

The rules make a new ``Game`` for nearly every change; ``dataclasses.replace`` re-runs
``__init__`` and checks every field by name, which the hottest paths cannot afford.
``evolve`` copies the fields as they are. Elsewhere, prefer ``replace``: mypy checks its
field names and types.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields
from typing import Any, TypeVar

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
    one; a slotted value sets each slot through the slot's own setter. The fields a value
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
    slots = {f.name: getattr(cls, f.name) for f in every}
    given = tuple((slots[f.name].__set__, slots[f.name].__get__) for f in every if f.init)
    defaults = tuple((slots[f.name].__set__, f.default) for f in kept)
    setters = {name: slot.__set__ for name, slot in slots.items() if name in known}

    def copy_slots(value: Any, changes: dict[str, Any]) -> Any:
        if not known.issuperset(changes):
            _unknown(cls, changes)
        new: Any = _new(cls)
        for put, read in given:
            put(new, read(value))
        for put, default in defaults:
            put(new, default)
        for name, changed in changes.items():
            setters[name](new, changed)
        return new

    return copy_slots


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
