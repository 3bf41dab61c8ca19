"""Copying a frozen value with some fields changed, fast.

The rules make a new ``Game`` for nearly every change; ``dataclasses.replace`` re-runs
``__init__`` and checks every field by name, which the hottest paths cannot afford.
``evolve`` copies the fields as they are. Elsewhere, prefer ``replace``: mypy checks its
field names and types.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any, TypeVar

T = TypeVar("T")


def evolve(value: T, **changes: Any) -> T:
    """``value`` with ``changes``, for a frozen dataclass with no ``__post_init__``.

    >>> from game.rules.state import Trackers
    >>> evolve(Trackers(doom=3), gears=2)
    Trackers(doom=3, kills=0, gears=2)
    """
    cls = type(value)
    shape = _SHAPES.get(cls)
    if shape is None:
        shape = _SHAPES[cls] = _shape(cls)
    given, known, kept, reset = shape
    if not known.issuperset(changes):
        unknown = sorted(set(changes) - known)[0]
        raise TypeError(f"{cls.__name__} has no field {unknown!r}")
    copy: Any = _new(cls)
    if reset is not None:  # a value with a __dict__ (the Game) copies it in one call
        fresh = copy.__dict__
        fresh.update(value.__dict__)
        fresh.update(changes)
        if reset:
            fresh.update(reset)
        return copy  # type: ignore[no-any-return]
    for name in given:
        _set(copy, name, getattr(value, name))
    for name, changed in changes.items():
        _set(copy, name, changed)
    for name, default in kept:  # what a value keeps about itself starts afresh
        _set(copy, name, default)
    return copy  # type: ignore[no-any-return]


_new = object.__new__
_set = object.__setattr__
# The fields evolve copies, their names, the fields a value keeps about itself (with their
# defaults), and those again as a dict for a class whose values have a __dict__ (else None).
Shape = tuple[tuple[str, ...], frozenset[str], tuple[tuple[str, Any], ...], dict[str, Any] | None]
_SHAPES: dict[type, Shape] = {}  # by class, found once


def _shape(cls: type) -> Shape:
    """A class's fields as evolve copies them: the given ones, and the ones it keeps."""
    given = tuple(f.name for f in fields(cls) if f.init)
    kept = tuple((f.name, f.default) for f in fields(cls) if not f.init)
    if any(default is MISSING for _, default in kept):
        raise TypeError(f"{cls.__name__} derives fields in __post_init__: use replace")
    # Copying a __dict__ whole is several times faster than setting 21 slots one by one.
    return given, frozenset(given), kept, None if hasattr(cls, "__slots__") else dict(kept)


_COMPARED: dict[type, tuple[str, ...]] = {}


def remade(value: Any) -> tuple[Any, ...]:
    """``__reduce__`` for a value that keeps its hash or text: a pickled or copied value is
    made again from its fields, so it never carries a hash salted in another process."""
    names = _SHAPES.get(type(value)) or _shape(type(value))
    return type(value), tuple(getattr(value, name) for name in names[0])


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
