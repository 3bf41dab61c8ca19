"""Copying a frozen value with some fields changed, fast.

The rules make a new ``Game`` for nearly every change; ``dataclasses.replace`` re-runs
``__init__`` and checks every field by name, which the hottest paths cannot afford.
``evolve`` copies the slots as they are. Elsewhere, prefer ``replace``: mypy checks its
field names and types.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, TypeVar

T = TypeVar("T")

_FIELDS: dict[type, tuple[str, ...]] = {}


def evolve(value: T, **changes: Any) -> T:
    """``value`` with ``changes``, for a frozen dataclass with slots and no ``__post_init__``.

    >>> from game.rules.state import Trackers
    >>> evolve(Trackers(doom=3), gears=2)
    Trackers(doom=3, kills=0, gears=2)
    """
    cls = type(value)
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls) if f.init)  # type: ignore[arg-type]
        _KEPT_FIELDS[cls] = tuple((f.name, f.default) for f in fields(cls) if not f.init)  # type: ignore[arg-type]
    unknown = changes.keys() - set(names)
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {sorted(unknown)[0]!r}")
    copy = object.__new__(cls)
    for name in names:
        object.__setattr__(copy, name, changes[name] if name in changes else getattr(value, name))
    for name, default in _KEPT_FIELDS[cls]:  # what a value keeps about itself starts afresh
        object.__setattr__(copy, name, default)
    return copy


_KEPT_FIELDS: dict[type, tuple[tuple[str, Any], ...]] = {}
_COMPARED: dict[type, tuple[str, ...]] = {}


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
