"""How the events of the Player, Minion and Danger Phases move the board: one function per
event type, each making the animation the director plays (None: nothing to watch).

The play scene's event table says which function shows which event.
"""

from __future__ import annotations

import textwrap

from game import names as said
from game.i18n import tr
from game.palette import SHARD_COLOUR
from game.rules import BOSS, PieceId, queries
from game.rules import events as ev
from game.view.director import PHASE_TITLES, Director
from game.view.effects import Banner, Burst, CellFlash, DamageReveal, NumberDie, RuneDie
from game.view.tween import Animation, Call, Lazy, Parallel, Sequence, Tween, Wait, ease_out

HURT = (255, 140, 120)
HEALED = (140, 240, 150)
MINION = (255, 220, 120)
EXPLOSION = (255, 150, 60)


def slot_caption(source: ev.Source) -> str:
    """What runs in a slot: a Command at its Power, or a Damage Card or Schematic by name."""
    title = said.cause(source.title)
    return tr("{card} · Power {power}", card=title, power=source.power) if source.power else title


def vanish(
    d: Director, key: PieceId, cell: tuple[int, int], colour: tuple[int, int, int]
) -> Animation:
    """A piece bursts and fades away."""
    sprite = d.view.sprite(key)
    fade = Tween(sprite, 0.35, alpha=0.0, scale=1.5) if sprite is not None else None
    return Sequence(
        Parallel(d.show(Burst(cell=cell, colour=colour), 0.4), fade),
        Call(lambda: d.view.remove(key)),
    )


def note(d: Director, seat: int, text: str, colour: tuple[int, int, int], secs: float) -> Animation:
    """Words floating up from a Mech, and a short pause to read them."""
    d.float_at(PieceId.mech(seat), text, colour)
    return Wait(secs)


def phase_started(d: Director, e: ev.PhaseStarted) -> Animation | None:
    def enter() -> None:
        d.hud.phase, d.hud.round, d.hud.first_player = e.phase, e.round, e.first_player
        d.hud.active_slot = d.hud.boss_slot = None

    banner = Banner(text=tr(PHASE_TITLES[e.phase]), sub=tr("Round {n}", n=e.round))
    return Sequence(Call(enter), d.show(banner, 0.9))


def slot_started(d: Director, e: ev.SlotStarted) -> Animation | None:
    def light() -> None:
        d.hud.active_slot = (e.seat, e.slot)

    d.float_at(PieceId.mech(e.seat), slot_caption(e.source))
    return Sequence(Call(light), Wait(0.35))


def piece_moved(d: Director, e: ev.PieceMoved) -> Animation | None:
    sprite = d.view.sprite(e.piece)
    if sprite is None:
        return None
    secs = {ev.Manner.SLIDE: 0.12, ev.Manner.SPAWN: 0.01}.get(e.manner, 0.2)
    steps = []
    for cell in e.path[1:]:
        x, y = d.view.centre_of(e.piece, cell)
        steps.append(Tween(sprite, secs, x=x, y=y))
    return Sequence(*steps)


def mech_turned(d: Director, e: ev.MechTurned) -> Animation | None:
    sprite = d.view.mech(e.seat)
    delta = (e.after.degrees - e.before.degrees) % 360
    delta = 360 if delta == 0 else (delta - 360 if delta > 180 else delta)

    def settle() -> None:
        sprite.angle = e.after.degrees

    turn = Tween(sprite, 0.3 if abs(delta) < 360 else 0.6, angle=sprite.angle + delta)
    return Sequence(turn, Call(settle))


def move_blocked(d: Director, e: ev.MoveBlocked) -> Animation | None:
    sprite = d.view.sprite(e.piece)
    front = (e.cell[0] + e.toward.vector[0], e.cell[1] + e.toward.vector[1])
    cells = (front,) if d.view.board.contains(front) else ()
    d.float_at(e.piece, tr("Blocked!"), HURT)
    shake = None
    if sprite is not None:
        shake = Sequence(
            Tween(sprite, 0.05, shake=7.0),
            Tween(sprite, 0.08, shake=-7.0),
            Tween(sprite, 0.05, shake=0.0),
        )
    return Parallel(shake, d.show(CellFlash(cells=cells, colour=(230, 60, 50)), 0.35))


def cells_attacked(d: Director, e: ev.CellsAttacked) -> Animation | None:
    if not e.cells:
        return None
    colour = d.view.mech_colours.get(e.seat, (255, 150, 40))
    return d.show(CellFlash(cells=e.cells, colour=colour), 0.45)


def minion_gone(d: Director, e: ev.MinionKilled | ev.MinionRemoved) -> Animation | None:
    return vanish(d, PieceId.minion(e.minion), e.cell, MINION)


def shard_shattered(d: Director, e: ev.ShardShattered) -> Animation | None:
    return vanish(d, PieceId.shard(e.shard), e.cell, SHARD_COLOUR)


def minion_spawned(d: Director, e: ev.MinionSpawned) -> Animation | None:
    key = PieceId.minion(e.minion)

    def appear() -> None:
        sprite = d.view.place(key, "minion", e.cell)
        sprite.alpha, sprite.scale = 0.0, 0.3

    grow = Lazy(lambda: Tween(d.view.sprites[key], 0.3, ease_out, alpha=1.0, scale=1.0))
    return Sequence(Call(appear), grow)


def kill_counted(d: Director, e: ev.KillCounted) -> Animation | None:
    def count() -> None:
        d.hud.kills, d.hud.gears = e.kills, e.gears

    return Call(count)


def gear_earned(d: Director, e: ev.GearEarned) -> Animation | None:
    if queries.is_overdrive_on(e.gears):
        banner = Banner(text=tr("OVERDRIVE!"), sub=tr("every Yordle's Overdrive is on"))
        return d.show(banner, 1.4)
    sub = tr("{gears} of {most}", gears=e.gears, most=queries.MAX_GEARS)
    return d.show(Banner(text=tr("Team Gear earned!"), sub=sub), 0.8)


def doom_changed(d: Director, e: ev.DoomChanged) -> Animation | None:
    def doom() -> None:
        d.hud.doom = e.after
        boss = d.view.sprite(BOSS)
        if boss is not None and boss.meter is not None:
            boss.meter = (e.after, max(boss.meter[1], e.after))

    return Call(doom)


def rune_switched(d: Director, e: ev.RuneSwitched) -> Animation | None:
    def switch() -> None:
        runes = d.hud.inactive_runes
        d.hud.inactive_runes = (runes - {e.rune}) if e.is_active else (runes | {e.rune})

    return Call(switch)


def damage_taken(d: Director, e: ev.DamageTaken) -> Animation | None:
    key = PieceId.mech(e.seat)
    d.float_at(key, tr("Damage!"), (255, 120, 110))
    return d.show(CellFlash(cells=(d.cell_of(key),), colour=(230, 40, 40)), 0.3)


def damage_drawn(d: Director, e: ev.DamageDrawn) -> Animation | None:
    reveal = DamageReveal(
        cell=d.cell_of(PieceId.mech(e.seat)),
        title=said.card_title(e.title),
        kind=said.damage_kind(str(e.kind)),
        words=tuple(textwrap.wrap(said.card_title(e.title), 18)),
        colour=d.view.mech_colours.get(e.seat, (200, 60, 50)),
    )
    return d.show(reveal, 1.3)


def damage_slotted(d: Director, e: ev.DamageSlotted) -> Animation | None:
    return note(d, e.seat, tr("Slot {n} damaged", n=e.slot + 1), HURT, 0.3)


def damage_kept(d: Director, e: ev.DamageKept) -> Animation | None:
    return note(d, e.seat, tr("System Damage"), HURT, 0.3)


def damage_repaired(d: Director, e: ev.DamageRepaired) -> Animation | None:
    return note(d, e.seat, tr("Repaired"), HEALED, 0.3)


def slots_swapped(d: Director, e: ev.SlotsSwapped) -> Animation | None:
    words = tr("Slots {a} and {b} swap", a=e.a + 1, b=e.b + 1)
    return note(d, e.seat, words, (246, 240, 222), 0.25)


def rune_die_rolled(d: Director, e: ev.RuneDieRolled) -> Animation | None:
    return d.show(RuneDie(rune=e.rune, facing=e.facing, cause=said.cause(e.cause)), 1.3)


def number_die_rolled(d: Director, e: ev.NumberDieRolled) -> Animation | None:
    return d.show(NumberDie(number=e.number), 0.9)


def stage_completed(d: Director, e: ev.StageCompleted) -> Animation | None:
    """An objective met: the mission won (its end follows in the same events), or a new
    objective (the Tutorial's Kaboom): the banner says which."""
    sub = d.words(e) or said.cause(e.cause)
    is_won = any(isinstance(q, ev.MissionEnded) and q.result.is_won for q in d.queue)
    title = tr("Objective complete!") if is_won else tr("New objective!")
    return d.show(Banner(text=title, sub=sub), 2.2)


def escalated(d: Director, e: ev.Escalated) -> Animation | None:
    sub = d.words(e) or said.cause(e.cause)
    return d.show(Banner(text=tr("Escalation!"), sub=sub, colour=(255, 120, 90)), 2.0)


def draft_timed(d: Director, e: ev.DraftTimed) -> Animation | None:
    banner = Banner(text=tr("Zhonya's Minuteglass"), sub=tr("every draft is timed now"))
    return d.show(banner, 1.3)


def shard_picked_up(d: Director, e: ev.ShardPickedUp) -> Animation | None:
    def pick() -> None:
        d.view.mech(e.seat).carries = True

    return Sequence(vanish(d, PieceId.shard(e.shard), e.cell, SHARD_COLOUR), Call(pick))


def shard_dropped(d: Director, e: ev.ShardDropped) -> Animation | None:
    def drop() -> None:
        d.view.mech(e.seat).carries = False
        if e.caught_by is None:
            d.view.place(PieceId.shard(e.shard), "shard", e.cell)
        else:
            d.view.mech(e.caught_by).carries = True

    return Sequence(Call(drop), d.show(Burst(cell=e.cell, colour=SHARD_COLOUR), 0.3))


def shard_delivered(d: Director, e: ev.ShardDelivered) -> Animation | None:
    def deliver() -> None:
        d.view.mech(e.seat).carries = False

    d.float_at(PieceId.mech(e.seat), tr("Shard delivered!"), SHARD_COLOUR)
    return Sequence(Call(deliver), Wait(0.3))


def minion_parked(d: Director, e: ev.MinionParked) -> Animation | None:
    return note(d, e.seat, tr("Skewered!"), MINION, 0.2)


def damage_blocked(d: Director, e: ev.DamageBlocked) -> Animation | None:
    return note(d, e.seat, tr("Damage blocked"), HEALED, 0.3)


def fuel_tank_detonated(d: Director, e: ev.FuelTankDetonated) -> Animation | None:
    d.float_at(PieceId.mech(e.seat), tr("Fuel Tank detonates!"), EXPLOSION)
    return d.show(CellFlash(cells=e.cells, colour=(255, 120, 40)), 0.5)


def mission_ended(d: Director, e: ev.MissionEnded) -> Animation | None:
    title = tr("Victory!") if e.result.is_won else tr("Defeat")
    colour = HEALED if e.result.is_won else (255, 110, 100)
    sub = d.words(e) or said.cause(e.result.cause)
    return d.show(Banner(text=title, sub=sub, colour=colour), 1.6)
