"""Every ``@frozen`` value of the rules is made as ``@dataclass(frozen=True, slots=True)``
would make it: the same parameters, defaults and fields, and still frozen."""

import dataclasses
import importlib
import inspect
import pkgutil

import pytest

import game.rules


def _frozen_classes() -> list[type]:
    found = []
    for module in pkgutil.iter_modules(game.rules.__path__):
        loaded = importlib.import_module(f"game.rules.{module.name}")
        for value in vars(loaded).values():
            if isinstance(value, type) and value.__dict__.get("__frozen_init__"):
                found.append(value)
    return found


FROZEN = _frozen_classes()


def _as_dataclass_makes_it(cls: type) -> type:
    """A twin of ``cls`` made by ``@dataclass`` alone, from the same fields."""
    specs = [
        (f.name, f.type, dataclasses.field(default=f.default, init=f.init, compare=f.compare))
        for f in dataclasses.fields(cls)
    ]
    return dataclasses.make_dataclass(cls.__name__, specs, frozen=True, slots=True)


def test_the_events_and_pieces_are_among_them():
    names = {cls.__name__ for cls in FROZEN}
    assert {"Minion", "Request", "SlotStarted", "PieceMoved", "Slot"} <= names
    assert len(FROZEN) > 80


@pytest.mark.parametrize("cls", FROZEN, ids=lambda cls: cls.__name__)
def test_a_frozen_value_is_made_as_a_dataclass_would_make_it(cls):
    twin = _as_dataclass_makes_it(cls)
    ours, theirs = inspect.signature(cls.__init__), inspect.signature(twin.__init__)
    assert [(p.name, p.default) for p in ours.parameters.values()] == [
        (p.name, p.default) for p in theirs.parameters.values()
    ]
    given = [object() for p in ours.parameters.values() if p.default is inspect.Parameter.empty]
    made, twin_made = cls(*given[1:]), twin(*given[1:])
    for f in dataclasses.fields(cls):
        assert getattr(made, f.name) is getattr(twin_made, f.name), f.name
    for f in dataclasses.fields(cls)[:1]:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(made, f.name, None)
