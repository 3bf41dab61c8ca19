"""Copying a frozen value with some fields changed, fast.

The rules make a new ``Game`` for nearly every change; ``dataclasses.replace`` re-runs
``__init__`` and checks every field by name, which the hottest paths cannot afford.
``evolve`` copies the fields as they are. Elsewhere, prefer ``replace``: mypy checks its
field names and types.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields, is_dataclass
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
    """A function copying a value of ``cls`` with changes, written for its fields: a value
    with a ``__dict__`` (the Game) copies it whole in one call, which is several times
    faster than setting 21 slots one by one; a slotted value sets each slot through the
    slot's own setter, reading the change or the old value. The fields a value keeps about
    itself (``init=False``: a kept hash or text) start afresh from their defaults."""
    every = fields(cls)
    kept = [f for f in every if not f.init]
    if any(f.default is MISSING for f in kept):
        raise TypeError(f"{cls.__name__} derives fields in __post_init__: use replace")
    known = frozenset(f.name for f in every if f.init)
    scope: dict[str, Any] = {"_new": _new, "_cls": cls, "_known": known, "_unknown": _unknown}
    lines = ["def copy(value, changes):"]
    lines.append("    if not _known.issuperset(changes):")
    lines.append("        _unknown(_cls, changes)")
    lines.append("    new = _new(_cls)")
    if not hasattr(cls, "__slots__"):
        scope["_reset"] = {f.name: f.default for f in kept}
        lines.append("    fresh = new.__dict__")
        lines.append("    fresh.update(value.__dict__)")
        lines.append("    fresh.update(changes)")
        if kept:
            lines.append("    fresh.update(_reset)")
    else:
        lines.append("    get = changes.get")
        for n, f in enumerate(every):
            descriptor = getattr(cls, f.name)
            scope[f"_s{n}"], scope[f"_g{n}"] = descriptor.__set__, descriptor.__get__
            if f.init:
                lines.append(f"    _s{n}(new, get({f.name!r}, _g{n}(value)))")
            else:
                scope[f"_d{n}"] = f.default
                lines.append(f"    _s{n}(new, _d{n})")
    lines.append("    return new")
    exec("\n".join(lines) + "\n", scope)  # noqa: S102 -- our own fields' names
    copy: Copier = scope["copy"]
    return copy


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


def quicken(namespace: dict[str, Any]) -> None:
    """Give every frozen, slotted dataclass defined in a module (its ``globals()``) a faster
    ``__init__``, the same in every other way.

    A frozen dataclass's own ``__init__`` finds ``object.__setattr__`` anew for each field;
    this one sets each slot through the slot's own setter, found once. The rules make some
    four hundred events, steps and questions a round. A class with a ``__post_init__`` or
    a ``default_factory`` keeps its ``__init__``.
    """
    module = namespace["__name__"]
    for value in list(namespace.values()):
        if isinstance(value, type) and value.__module__ == module and is_dataclass(value):
            _quicken(value)


def _quicken(cls: type) -> None:
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        return
    if hasattr(cls, "__post_init__") or not params.init:
        return
    every = fields(cls)
    if any(f.default_factory is not MISSING for f in every):
        return
    scope: dict[str, Any] = {}
    head: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    for n, f in enumerate(every):
        descriptor = getattr(cls, f.name)
        scope[f"_s{n}"] = descriptor.__set__
        if f.default is not MISSING:
            scope[f"_d{n}"] = f.default
        if not f.init:
            body.append(f"_s{n}(self, _d{n})")
            continue
        (keyword if f.kw_only else head).append(
            f.name + (f"=_d{n}" if f.default is not MISSING else "")
        )
        body.append(f"_s{n}(self, {f.name})")
    signature = ", ".join(["self", *head, *(["*", *keyword] if keyword else [])])
    source = f"def __init__({signature}):\n    " + ("\n    ".join(body) or "pass") + "\n"
    exec(source, scope)  # noqa: S102 -- our own fields' names, as dataclasses itself does
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[misc]
