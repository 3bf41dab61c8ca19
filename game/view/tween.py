"""Animations that advance only through ``update(dt)``, so tests can step time by hand.

Every animation reports the time it did not use, so a ``Sequence`` hands the rest of a
frame to the next part, and ``finish()`` jumps straight to the end state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game import motion


class Animation(Protocol):
    done: bool

    def update(self, dt: float) -> float: ...

    def finish(self) -> None: ...


def smooth(t: float) -> float:
    return t * t * (3 - 2 * t)


def linear(t: float) -> float:
    return t


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class Tween:
    """Move attributes of ``target`` from wherever they are when it starts to ``values``
    (quickly, with motion reduced: ``game.view.motion``)."""

    def __init__(
        self, target: Any, secs: float, ease: Callable[[float], float] = smooth, **values: float
    ) -> None:
        self.target, self.ease, self.values = target, ease, values
        self.secs = motion.tween_secs(secs) if values else secs
        self.elapsed = 0.0
        self.start: dict[str, float] | None = None
        self.done = False

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        if self.start is None:
            self.start = {k: getattr(self.target, k) for k in self.values}
        self.elapsed += dt
        if self.elapsed >= self.secs:
            self.finish()
            return self.elapsed - self.secs
        t = self.ease(self.elapsed / self.secs)
        for key, end in self.values.items():
            begin = self.start[key]
            setattr(self.target, key, begin + (end - begin) * t)
        return 0.0

    def finish(self) -> None:
        for key, end in self.values.items():
            setattr(self.target, key, end)
        self.done = True


class Wait(Tween):
    def __init__(self, secs: float) -> None:
        super().__init__(None, secs)


class Call:
    """Run a function once, taking no time."""

    def __init__(self, fn: Callable[[], object]) -> None:
        self.fn = fn
        self.done = False

    def update(self, dt: float) -> float:
        self.finish()
        return dt

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


class Sequence:
    def __init__(self, *parts: Animation | None) -> None:
        self.parts = [p for p in parts if p is not None]
        self.index = 0
        self.done = not self.parts

    def update(self, dt: float) -> float:
        while self.index < len(self.parts):
            part = self.parts[self.index]
            dt = part.update(dt)
            if not part.done:
                return 0.0
            self.index += 1
        self.done = True
        return dt

    def finish(self) -> None:
        for part in self.parts[self.index :]:
            part.finish()
        self.index = len(self.parts)
        self.done = True


class Parallel:
    def __init__(self, *parts: Animation | None) -> None:
        self.parts = [p for p in parts if p is not None]
        self.done = not self.parts

    def update(self, dt: float) -> float:
        left = [p.update(dt) for p in self.parts]
        if all(p.done for p in self.parts):
            self.done = True
            return min(left, default=dt)
        return 0.0

    def finish(self) -> None:
        for part in self.parts:
            part.finish()
        self.done = True


class Lazy:
    """An animation built only when it starts (its target may not exist before then)."""

    def __init__(self, build: Callable[[], Animation]) -> None:
        self.build = build
        self.inner: Animation | None = None
        self.done = False

    def update(self, dt: float) -> float:
        if self.inner is None:
            self.inner = self.build()
        left = self.inner.update(dt)
        self.done = self.inner.done
        return left

    def finish(self) -> None:
        if self.inner is None:
            self.inner = self.build()
        self.inner.finish()
        self.done = True
