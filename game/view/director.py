"""Replays rules events as animations: events in, tweens out, one after another.

The rules never wait: ``play`` queues the events of an outcome that has already happened,
``update(dt)`` replays them, ``finish()`` skips to the end. While busy, ``hud`` holds the
top-bar numbers as far as the replay has got. What each event looks and sounds like comes
from the ``script`` the director is given (the play scene's event table); the director
only keeps time, moves pieces and sounds each event as its animation starts.

The Minion and Danger Phases play in beats (``game.view.beats``): each beat stays at least
``BEAT_SECS`` of director time, or, in step mode, until ``advance()``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Protocol

from game.i18n import N_
from game.rules import Phase, PieceId, PieceKind
from game.rules import events as ev
from game.view.beats import PACED_PHASES, Beats
from game.view.board_view import BoardView
from game.view.camera import TILE
from game.view.effects import Effect, FloatText, Placed
from game.view.hud import HudState
from game.view.placement import MINIONS, key_rects
from game.view.tween import Animation, Call, Parallel, Sequence, Tween, linear

PHASE_TITLES = {  # translated where they are drawn
    Phase.DRAFT: N_("Draft"),
    Phase.PROGRAM: N_("Program"),
    Phase.EXECUTE: N_("Execute"),
    Phase.MINIONS: N_("Minion Phase"),
    Phase.DANGER: N_("Danger Phase"),
    Phase.OVER: N_("Mission over"),
}
ENDING_SOUNDS = ("win", "lose")  # the only sounds heard while skipping ahead
BEAT_SECS = 1.0  # the least a beat of the Minion or Danger Phase stays, at normal speed
PINNED_AT = 0.5  # an effect held through a step-mode wait, at its fullest


class Script(Protocol):
    """What the director asks about each event it replays."""

    def animate(self, director: Director, event: ev.Event) -> Animation | None: ...

    def sound(self, event: ev.Event, hud: HudState) -> str | None: ...


def is_empty_phase(event: ev.Event, following: ev.Event | None) -> bool:
    """A phase that begins and at once gives way to the next (a Danger Phase with no
    dangers): it has no banner, no log line and no beat."""
    return isinstance(event, ev.PhaseStarted) and isinstance(following, ev.PhaseStarted)


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
        is_stepping: bool = False,
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
        self.beats = Beats()
        self.is_stepping = is_stepping  # wait for ``advance()`` between beats
        self.beat_time = 0.0  # director time since the beat under way began
        self._released = False  # step mode: the players stepped on
        self._shown: Effect | None = None  # the beat's latest effect, to hold while waiting
        self._pinned: Effect | None = None

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    @property
    def is_paced(self) -> bool:
        """Whether the replay has reached the Minion or Danger Phase."""
        return self.hud.phase in PACED_PHASES

    @property
    def waiting(self) -> bool:
        """Step mode: a beat is over and the next waits for the players."""
        return self.is_stepping and self._holds()

    def play(self, events: tuple[ev.Event, ...]) -> None:
        self.queue.extend(events)

    def take_finished(self) -> bool:
        """True once after the replay drains; the scene then snaps the board to the truth."""
        finished, self._finished = self._finished, False
        return finished

    def update(self, dt: float) -> None:
        was_busy = self.busy
        dt *= self.speed
        self.beat_time += dt
        for anim in list(self.background):
            anim.update(dt)
            if anim.done:
                self.background.remove(anim)
        while True:
            if self.current is None:
                if not self.queue:
                    break
                if self._holds():
                    self._pin()
                    break
                self.current = self._next()
                continue
            dt = self.current.update(dt)
            if not self.current.done:
                break
            self.current = None
        if was_busy and not self.busy:
            self._drained()

    def finish(self) -> None:
        """Skip to the end of everything queued."""
        was_busy = self.busy
        self._skip(until_held=False)
        for anim in self.background:
            anim.finish()
        self.background.clear()
        if was_busy:
            self._drained()

    def advance(self) -> None:
        """Step mode: on to the next beat; mid-beat, to the end of this one, where it waits."""
        if self.waiting:
            self._released = True
            self._unpin()
            return
        was_busy = self.busy
        self._skip(until_held=True)
        if was_busy and not self.busy:
            self._drained()
        elif self._holds():
            self._pin()

    def _skip(self, until_held: bool) -> None:
        self._is_skipping = True
        if self.current is not None:
            self.current.finish()
            self.current = None
        while self.queue and not (until_held and self._holds()):
            anim = self._next()
            if anim is not None:
                anim.finish()
        self._is_skipping = False

    def _drained(self) -> None:
        self._finished = True
        self._unpin()
        self.beats.close()

    # --- beats ---------------------------------------------------------------------------

    def _holds(self) -> bool:
        """Whether the next event waits: it opens a beat of the Minion or Danger Phase (or
        the phase itself) and the beat before has not had its time or its step."""
        if self.current is not None or not self.queue or not self.beats.events:
            return False
        upcoming = self.queue[0]
        enters = isinstance(upcoming, ev.PhaseStarted) and upcoming.phase in PACED_PHASES
        if not (self.is_paced or enters) or self.beats.joins(upcoming):
            return False
        if self.is_stepping:
            return not self._released
        return self.beat_time < BEAT_SECS

    def _count(self, event: ev.Event) -> None:
        if self.beats.add(event):
            self.beat_time, self._released, self._shown = 0.0, False, None
            self._unpin()

    def _pin(self) -> None:
        """Keep the beat's picture (the die, the Damage Card) up while step mode waits."""
        if self.is_stepping and self._pinned is None and self._shown is not None:
            self._pinned, self._shown.t = self._shown, PINNED_AT
            self.view.add_effect(self._pinned)

    def _unpin(self) -> None:
        if self._pinned is not None:
            self.view.remove_effect(self._pinned)
            self._pinned = None

    # --- events to animations --------------------------------------------------------

    def _next(self) -> Animation | None:
        event = self.queue.popleft()
        following = self.queue[0] if self.queue else None
        if isinstance(event, ev.PhaseStarted) and is_empty_phase(event, following):
            # An empty phase (a Danger Phase with no dangers): no banner, no log line, no beat.
            self.hud.phase, self.hud.round = event.phase, event.round
            self.played.append(event)
            return None
        self._count(event)
        self._start(event)
        if isinstance(event, ev.PieceMoved):
            group = [event]
            while self.queue:
                joined = self.queue[0]
                if not isinstance(joined, ev.PieceMoved) or not _joins(group[-1], joined):
                    break
                self.queue.popleft()
                self._count(joined)
                self.played.append(joined)
                self.on_event(joined)
                group.append(joined)
            return Parallel(*(self.script.animate(self, e) for e in group))
        return self.script.animate(self, event)

    def _start(self, event: ev.Event) -> None:
        """Log the event and sound it; skipping ahead sounds only how the mission ended."""
        self.played.append(event)
        self.hud.follow(event)
        self.on_event(event)
        name = self.script.sound(event, self.hud)
        if name is not None and (not self._is_skipping or name in ENDING_SOUNDS):
            self.on_cue(name)

    # --- what animations are made of ---------------------------------------------------

    def show(self, effect: Effect, secs: float, blocking: bool = True) -> Animation | None:
        """An effect over the board for ``secs``; in the background unless ``blocking``. An
        overlay that must hide no piece learns where the Mechs, the Shards, the Bomb and the
        Boss are, and the Minions it should keep in sight."""
        if isinstance(effect, Placed):
            sprites, camera = self.view.sprites.values(), self.view.camera
            effect.avoid = key_rects(sprites, camera)
            effect.aside = key_rects(sprites, camera, MINIONS)
        anim = Sequence(
            Call(lambda: self.view.add_effect(effect)),
            Tween(effect, secs, linear, t=1.0),
            Call(lambda: self.view.remove_effect(effect)),
        )
        if blocking:
            self._shown = effect
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
