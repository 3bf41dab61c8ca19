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
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls))  # type: ignore[arg-type]
    unknown = changes.keys() - set(names)
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {sorted(unknown)[0]!r}")
    copy = object.__new__(cls)
    for name in names:
        object.__setattr__(copy, name, changes[name] if name in changes else getattr(value, name))
    return copy
