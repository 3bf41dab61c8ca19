"""The only mapping from rules events to pictures: events in, animations out.

The rules never wait: ``play`` queues the events of an outcome that has already happened,
``update(dt)`` replays them as tweens on the board, ``finish()`` skips to the end. While
busy, ``hud`` holds the top-bar numbers as far as the replay has got. ``play_outcome``
replays the prelude of a question asked mid-step at once, and not again once it is
answered (see ``prelude``). Each event's sound (see ``cues``) starts with its animation.
"""

from __future__ import annotations

import textwrap
from collections import deque
from collections.abc import Callable

from game.palette import SHARD_COLOUR
from game.rules import BOSS, Command, Game, Phase, PieceId, PieceKind
from game.rules import events as ev
from game.rules.state import MAX_GEARS
from game.view import danger_director
from game.view.board_view import BoardView
from game.view.camera import TILE
from game.view.cues import Cues
from game.view.effects import (
    Banner,
    Burst,
    CellFlash,
    DamageReveal,
    Effect,
    FloatText,
    NumberDie,
    RuneDie,
)
from game.view.hud import HudState
from game.view.tween import (
    Animation,
    Call,
    Lazy,
    Parallel,
    Sequence,
    Tween,
    Wait,
    ease_out,
    linear,
)

PHASE_TITLES = {
    Phase.DRAFT: "Draft",
    Phase.PROGRAM: "Program",
    Phase.EXECUTE: "Execute",
    Phase.MINIONS: "Minion Phase",
    Phase.DANGER: "Danger Phase",
    Phase.OVER: "Mission over",
}


def title_of(name: str) -> str:
    """A slot's command name ("chain_lightning") or a Damage Card title, for captions."""
    try:
        return Command(name).title
    except ValueError:
        return name


class Director:
    def __init__(
        self,
        view: BoardView,
        hud: HudState,
        on_event: Callable[[ev.Event], None] | None = None,
        speed: float = 1.0,
        on_cue: Callable[[str], None] | None = None,
        words: Callable[[ev.Event], str | None] | None = None,
    ) -> None:
        self.view, self.hud, self.speed = view, hud, speed
        self.on_event = on_event or (lambda event: None)
        self.on_cue = on_cue or (lambda name: None)
        self.words = words or (lambda event: None)  # the mission's own words for an event
        self.queue: deque[ev.Event] = deque()
        self.current: Animation | None = None
        self.background: list[Animation] = []
        self.played: deque[ev.Event] = deque(maxlen=2000)  # the latest events replayed
        self.cues = Cues()
        self._finished = False
        self._is_skipping = False

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def play(self, events: tuple[ev.Event, ...]) -> None:
        self.queue.extend(events)

    def play_outcome(self, events: tuple[ev.Event, ...], game: Game) -> tuple[ev.Event, ...]:
        """Queue an outcome's events (each is handed out once, questions or not)."""
        self.play(events)
        return events

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
        self.played.append(event)
        self.on_event(event)
        self._cue(event)
        if isinstance(event, ev.PieceMoved):
            group = [event]
            while self.queue and self._joins(group, self.queue[0]):
                joined = self.queue.popleft()
                self.played.append(joined)
                self.on_event(joined)
                group.append(joined)
            return Parallel(*(self._move(e) for e in group))
        return self._animate(event)

    def _cue(self, event: ev.Event) -> None:
        """Its sound; skipping ahead sounds only how the mission ended."""
        name = self.cues.for_event(event)
        if name is not None and (not self._is_skipping or name in ("win", "lose")):
            self.on_cue(name)

    @staticmethod
    def _joins(group: list[ev.PieceMoved], event: ev.Event) -> bool:
        """Pushed lines move with their pusher; a Minion Phase moves all Minions together."""
        if not isinstance(event, ev.PieceMoved):
            return False
        last = group[-1]
        if last.manner is ev.Manner.PUSH:
            return True
        is_minion = last.piece.kind is event.piece.kind is PieceKind.MINION
        return is_minion and event.cause == last.cause

    def show(self, effect: Effect, secs: float, blocking: bool = True) -> Animation | None:
        anim = Sequence(
            Call(lambda: self.view.add_effect(effect)),
            Tween(effect, secs, linear, t=1.0),
            Call(lambda: self.view.remove_effect(effect)),
        )
        if blocking:
            return anim
        self.background.append(anim)
        return None

    def _cell_of(self, key: PieceId) -> tuple[int, int]:
        sprite = self.view.sprite(key)
        if sprite is None:
            return (0, 0)
        return (int(sprite.x // TILE), int(sprite.y // TILE))

    def float_at(
        self, key: PieceId, text: str, colour: tuple[int, int, int] = (246, 240, 222)
    ) -> None:
        self.show(FloatText(cell=self._cell_of(key), text=text, colour=colour), 1.1, False)

    def _move(self, event: ev.PieceMoved) -> Animation | None:
        sprite = self.view.sprite(event.piece)
        if sprite is None:
            return None
        secs = {ev.Manner.SLIDE: 0.12, ev.Manner.SPAWN: 0.01}.get(event.manner, 0.2)
        steps = []
        for cell in event.path[1:]:
            x, y = self.view.centre_of(event.piece, cell)
            steps.append(Tween(sprite, secs, x=x, y=y))
        return Sequence(*steps)

    def _animate(self, event: ev.Event) -> Animation | None:  # noqa: C901 -- one case per event
        view, hud = self.view, self.hud
        match event:
            case ev.PhaseStarted(phase=phase, round=rnd, first_player=first):

                def enter() -> None:
                    hud.phase, hud.round, hud.first_player = phase, rnd, first
                    hud.active_slot = hud.boss_slot = None

                banner = Banner(text=PHASE_TITLES[phase], sub=f"Round {rnd}")
                return Sequence(Call(enter), self.show(banner, 0.9))
            case ev.SlotStarted(seat=seat, slot=slot, name=name, power=power):

                def light() -> None:
                    hud.active_slot = (seat, slot)

                if hud.active_slot == (seat, slot):
                    return None  # the same slot again, resumed after a question
                caption = f"{title_of(name)} · Power {power}" if power else title_of(name)
                self.float_at(PieceId.mech(seat), caption)
                return Sequence(Call(light), Wait(0.35))
            case ev.MechTurned(seat=seat, before=before, after=after):
                sprite = view.mech(seat)
                delta = (after.degrees - before.degrees) % 360
                delta = 360 if delta == 0 else (delta - 360 if delta > 180 else delta)

                def settle() -> None:
                    sprite.angle = after.degrees

                return Sequence(
                    Tween(sprite, 0.3 if abs(delta) < 360 else 0.6, angle=sprite.angle + delta),
                    Call(settle),
                )
            case ev.MoveBlocked(piece=piece, cell=cell, toward=toward):
                sprite = view.sprite(piece)
                front = (cell[0] + toward.vector[0], cell[1] + toward.vector[1])
                flash = CellFlash(
                    cells=(front,) if view.board.contains(front) else (), colour=(230, 60, 50)
                )
                self.float_at(piece, "Blocked!", (255, 140, 120))
                shake = None
                if sprite is not None:
                    shake = Sequence(
                        Tween(sprite, 0.05, shake=7.0),
                        Tween(sprite, 0.08, shake=-7.0),
                        Tween(sprite, 0.05, shake=0.0),
                    )
                return Parallel(shake, self.show(flash, 0.35))
            case ev.CellsAttacked(seat=seat, cells=cells):
                colour = view.mech_colours.get(seat, (255, 150, 40))
                return self.show(CellFlash(cells=cells, colour=colour), 0.45) if cells else None
            case (
                ev.MinionKilled(minion=minion, cell=cell)
                | ev.MinionRemoved(minion=minion, cell=cell)
            ):
                return self._vanish(PieceId.minion(minion), cell, (255, 220, 120))
            case ev.ShardShattered(shard=shard, cell=cell):
                return self._vanish(PieceId.shard(shard), cell, SHARD_COLOUR)
            case ev.MinionSpawned(minion=minion, cell=cell):

                def appear() -> None:
                    sprite = view.place(PieceId.minion(minion), "minion", cell)
                    sprite.alpha, sprite.scale = 0.0, 0.3

                key = PieceId.minion(minion)
                return Sequence(
                    Call(appear),
                    Lazy(lambda: Tween(view.sprites[key], 0.3, ease_out, alpha=1.0, scale=1.0)),
                )
            case ev.KillCounted(kills=kills, gears=gears):

                def count() -> None:
                    hud.kills, hud.gears = kills, gears

                return Call(count)
            case ev.GearEarned(gears=gears) if gears >= MAX_GEARS:
                banner = Banner(text="OVERDRIVE!", sub="every Yordle's Overdrive is on")
                return self.show(banner, 1.4)
            case ev.GearEarned(gears=gears):
                return self.show(Banner(text="Team Gear earned!", sub=f"{gears} of 15"), 0.8)
            case ev.DoomChanged(after=after):

                def doom() -> None:
                    hud.doom = after
                    boss = view.sprite(BOSS)
                    if boss is not None and boss.meter is not None:
                        boss.meter = (after, max(boss.meter[1], after))

                return Call(doom)
            case ev.RuneSwitched(rune=rune, is_active=is_active):

                def switch() -> None:
                    hud.inactive_runes = (
                        (hud.inactive_runes - {rune})
                        if is_active
                        else (hud.inactive_runes | {rune})
                    )

                return Call(switch)
            case ev.DamageTaken(seat=seat):
                key = PieceId.mech(seat)
                self.float_at(key, "Damage!", (255, 120, 110))
                return self.show(CellFlash(cells=(self._cell_of(key),), colour=(230, 40, 40)), 0.3)
            case ev.DamageDrawn(seat=seat, title=title, kind=kind):
                words = tuple(textwrap.wrap(title, 18))
                reveal = DamageReveal(
                    cell=self._cell_of(PieceId.mech(seat)),
                    title=title,
                    kind=kind,
                    words=words,
                    colour=view.mech_colours.get(seat, (200, 60, 50)),
                )
                return self.show(reveal, 1.3)
            case ev.DamageSlotted(seat=seat, slot=slot):
                self.float_at(PieceId.mech(seat), f"Slot {slot + 1} damaged", (255, 140, 120))
                return Wait(0.3)
            case ev.DamageKept(seat=seat):
                self.float_at(PieceId.mech(seat), "System Damage", (255, 140, 120))
                return Wait(0.3)
            case ev.DamageRepaired(seat=seat):
                self.float_at(PieceId.mech(seat), "Repaired", (140, 240, 150))
                return Wait(0.3)
            case ev.SlotsSwapped(seat=seat, a=a, b=b):
                self.float_at(PieceId.mech(seat), f"Slots {a + 1} and {b + 1} swap")
                return Wait(0.25)
            case ev.RuneDieRolled(rune=rune, facing=facing, cause=cause):
                return self.show(RuneDie(rune=rune, facing=facing, cause=cause), 1.3)
            case ev.NumberDieRolled(number=number):
                return self.show(NumberDie(number=number), 0.9)
            case ev.StageCompleted():
                sub = self.words(event) or event.cause
                return self.show(Banner(text="Objective complete!", sub=sub), 2.2)
            case ev.Escalated():
                sub = self.words(event) or event.cause
                return self.show(Banner(text="Escalation!", sub=sub, colour=(255, 120, 90)), 2.0)
            case ev.DraftTimed():
                return self.show(
                    Banner(text="Zhonya's Minuteglass", sub="every draft is timed now"), 1.3
                )
            case ev.ShardPickedUp(seat=seat, shard=shard, cell=cell):

                def pick() -> None:
                    view.mech(seat).carries = True

                return Sequence(self._vanish(PieceId.shard(shard), cell, SHARD_COLOUR), Call(pick))
            case ev.ShardDropped(seat=seat, shard=shard, cell=cell, caught_by=caught_by):

                def drop() -> None:
                    view.mech(seat).carries = False
                    if caught_by is None:
                        view.place(PieceId.shard(shard), "shard", cell)
                    else:
                        view.mech(caught_by).carries = True

                return Sequence(Call(drop), self.show(Burst(cell=cell, colour=SHARD_COLOUR), 0.3))
            case ev.ShardDelivered(seat=seat):

                def deliver() -> None:
                    view.mech(seat).carries = False

                self.float_at(PieceId.mech(seat), "Shard delivered!", SHARD_COLOUR)
                return Sequence(Call(deliver), Wait(0.3))
            case ev.MinionParked(seat=seat):
                self.float_at(PieceId.mech(seat), "Skewered!", (255, 220, 120))
                return Wait(0.2)
            case ev.DamageBlocked(seat=seat):
                self.float_at(PieceId.mech(seat), "Damage blocked", (140, 240, 150))
                return Wait(0.3)
            case ev.FuelTankDetonated(seat=seat, cells=cells):
                self.float_at(PieceId.mech(seat), "Fuel Tank detonates!", (255, 150, 60))
                return self.show(CellFlash(cells=cells, colour=(255, 120, 40)), 0.5)
            case ev.MissionEnded(result=result):
                title = "Victory!" if result.is_won else "Defeat"
                colour = (140, 240, 150) if result.is_won else (255, 110, 100)
                return self.show(Banner(text=title, sub=result.cause, colour=colour), 1.6)
        return danger_director.animate(self, event)

    def _vanish(
        self, key: PieceId, cell: tuple[int, int], colour: tuple[int, int, int]
    ) -> Animation:
        sprite = self.view.sprite(key)
        fade = Tween(sprite, 0.35, alpha=0.0, scale=1.5) if sprite is not None else None
        return Sequence(
            Parallel(self.show(Burst(cell=cell, colour=colour), 0.4), fade),
            Call(lambda: self.view.remove(key)),
        )
