"""Replays rules events as animations: events in, tweens out, one after another.

The rules never wait: ``play`` queues the events of an outcome that has already happened,
``update(dt)`` replays them, ``finish()`` skips to the end. While busy, ``hud`` holds the
top-bar numbers as far as the replay has got. What each event looks and sounds like comes
from the ``script`` the director is given (the play scene's event table); the director
only keeps time, moves pieces and sounds each event as its animation starts.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Protocol

from game.rules import Phase, PieceId, PieceKind
from game.rules import events as ev
from game.view.board_view import BoardView
from game.view.camera import TILE
from game.view.effects import Effect, FloatText
from game.view.hud import HudState
from game.view.tween import Animation, Call, Parallel, Sequence, Tween, linear

PHASE_TITLES = {
    Phase.DRAFT: "Draft",
    Phase.PROGRAM: "Program",
    Phase.EXECUTE: "Execute",
    Phase.MINIONS: "Minion Phase",
    Phase.DANGER: "Danger Phase",
    Phase.OVER: "Mission over",
}
ENDING_SOUNDS = ("win", "lose")  # the only sounds heard while skipping ahead


class Script(Protocol):
    """What the director asks about each event it replays."""

    def animate(self, director: Director, event: ev.Event) -> Animation | None: ...

    def sound(self, event: ev.Event, hud: HudState) -> str | None: ...


class Director:
    def __init__(
        self,
        view: BoardView,
        hud: HudState,
        script: Script,
        on_event: Callable[[ev.Event], None] | None = None,
        speed: float = 1.0,
        on_cue: Callable[[str], None] | None = None,
        words: Callable[[ev.Event], str | None] | None = None,
    ) -> None:
        self.view, self.hud, self.script, self.speed = view, hud, script, speed
        self.on_event = on_event or (lambda event: None)
        self.on_cue = on_cue or (lambda name: None)
        self.words = words or (lambda event: None)  # the mission's own words for an event
        self.queue: deque[ev.Event] = deque()
        self.current: Animation | None = None
        self.background: list[Animation] = []
        self.played: deque[ev.Event] = deque(maxlen=2000)  # the latest events replayed
        self._finished = False
        self._is_skipping = False

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def play(self, events: tuple[ev.Event, ...]) -> None:
        self.queue.extend(events)

    def take_finished(self) -> bool:
        """True once after the replay drains; the scene then snaps the board to the truth."""
        finished, self._finished = self._finished, False
        return finished

    def update(self, dt: float) -> None:
        was_busy = self.busy
        dt *= self.speed
        for anim in list(self.background):
            anim.update(dt)
            if anim.done:
                self.background.remove(anim)
        while True:
            if self.current is None:
                if not self.queue:
                    break
                self.current = self._next()
                continue
            dt = self.current.update(dt)
            if not self.current.done:
                break
            self.current = None
        if was_busy and not self.busy:
            self._finished = True

    def finish(self) -> None:
        was_busy = self.busy
        self._is_skipping = True
        if self.current is not None:
            self.current.finish()
            self.current = None
        while self.queue:
            anim = self._next()
            if anim is not None:
                anim.finish()
        self._is_skipping = False
        for anim in self.background:
            anim.finish()
        self.background.clear()
        if was_busy:
            self._finished = True

    # --- events to animations --------------------------------------------------------

    def _next(self) -> Animation | None:
        event = self.queue.popleft()
        if (
            isinstance(event, ev.PhaseStarted)
            and self.queue
            and isinstance(self.queue[0], ev.PhaseStarted)
        ):
            # An empty phase (a Danger Phase with no dangers): no banner, no log line.
            self.hud.phase, self.hud.round = event.phase, event.round
            self.played.append(event)
            return None
        self._start(event)
        if isinstance(event, ev.PieceMoved):
            group = [event]
            while self.queue:
                joined = self.queue[0]
                if not isinstance(joined, ev.PieceMoved) or not _joins(group[-1], joined):
                    break
                self.queue.popleft()
                self.played.append(joined)
                self.on_event(joined)
                group.append(joined)
            return Parallel(*(self.script.animate(self, e) for e in group))
        return self.script.animate(self, event)

    def _start(self, event: ev.Event) -> None:
        """Log the event and sound it; skipping ahead sounds only how the mission ended."""
        self.played.append(event)
        self.on_event(event)
        name = self.script.sound(event, self.hud)
        if name is not None and (not self._is_skipping or name in ENDING_SOUNDS):
            self.on_cue(name)

    # --- what animations are made of ---------------------------------------------------

    def show(self, effect: Effect, secs: float, blocking: bool = True) -> Animation | None:
        """An effect over the board for ``secs``; in the background unless ``blocking``."""
        anim = Sequence(
            Call(lambda: self.view.add_effect(effect)),
            Tween(effect, secs, linear, t=1.0),
            Call(lambda: self.view.remove_effect(effect)),
        )
        if blocking:
            return anim
        self.background.append(anim)
        return None

    def cell_of(self, key: PieceId) -> tuple[int, int]:
        """The cell a piece's sprite stands on now."""
        sprite = self.view.sprite(key)
        if sprite is None:
            return (0, 0)
        return (int(sprite.x // TILE), int(sprite.y // TILE))

    def float_at(
        self, key: PieceId, text: str, colour: tuple[int, int, int] = (246, 240, 222)
    ) -> None:
        self.show(FloatText(cell=self.cell_of(key), text=text, colour=colour), 1.1, False)


def _joins(last: ev.PieceMoved, event: ev.PieceMoved) -> bool:
    """Pushed lines move with their pusher; a Minion Phase moves all Minions together."""
    if last.manner is ev.Manner.PUSH:
        return True
    is_minion = last.piece.kind is event.piece.kind is PieceKind.MINION
    return is_minion and event.cause == last.cause
