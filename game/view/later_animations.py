"""How the later missions' events move the board: the Boss, the Lava Wall and Schematics,
one function per event type (None: nothing to watch)."""

from __future__ import annotations

from game import names as said
from game.i18n import ntr, tr
from game.palette import RUNE_COLOURS
from game.rules import BOSS, PieceId
from game.rules import events as ev
from game.view.director import Director
from game.view.effects import Banner, CellFlash
from game.view.tween import Animation, Call, Parallel, Sequence, Tween, Wait, linear

HIT = (255, 90, 60)
LAVA = (255, 130, 40)
SCHEMATIC = (140, 210, 255)


def boss_slot_started(d: Director, e: ev.BossSlotStarted) -> Animation | None:
    def light() -> None:
        d.hud.boss_slot = e.slot

    sub = said.cause(e.source.title)
    title = tr("Boss slot {n}", n=e.slot + 1)
    if e.source.power:
        title = tr("{slot} · Power {power}", slot=title, power=e.source.power)
    return Sequence(Call(light), d.show(Banner(text=title, sub=sub, is_top=True), 1.0))


def boss_damaged(d: Director, e: ev.BossDamaged) -> Animation | None:
    boss = d.view.sprite(BOSS)

    def hurt() -> None:
        d.hud.doom = e.health
        if boss is not None and boss.meter is not None:
            boss.meter = (e.health, boss.meter[1])

    d.float_at(BOSS, f"-1 ({said.element(e.element)})", HIT)
    flash = None
    if boss is not None:
        flash = Sequence(Tween(boss, 0.08, flash=1.0), Tween(boss, 0.4, flash=0.0))
    return Sequence(Call(hurt), Parallel(flash, Wait(0.3)))


def boss_shielded(d: Director, e: ev.BossShielded) -> Animation | None:
    boss = d.view.sprite(BOSS)
    words = tr("Shielded: {reason}", reason=said.cause(e.reason))
    d.float_at(BOSS, words, RUNE_COLOURS[e.element.rune])
    if boss is None:
        return Wait(0.4)
    return Sequence(
        Tween(boss, 0.05, shake=6.0),
        Tween(boss, 0.1, shake=-6.0),
        Tween(boss, 0.05, shake=0.0),
    )


def boss_cards_dealt(d: Director, e: ev.BossCardsDealt) -> Animation | None:
    count = len(e.names)
    sub = ntr("{n} card dealt: pick one", "{n} cards dealt: pick one", count)
    banner = Banner(text=tr("Boss draft"), sub=sub, is_top=True)
    return d.show(banner, 0.8)


def boss_card_slotted(d: Director, e: ev.BossCardSlotted) -> Animation | None:
    words = tr("slot {n} now Power {power}", n=e.slot + 1, power=e.power)
    d.float_at(BOSS, words, (255, 200, 120))
    return Wait(0.35)


def boss_card_removed(d: Director, e: ev.BossCardRemoved) -> Animation | None:
    d.float_at(BOSS, tr("slot {n} loses its top card", n=e.slot + 1), (140, 240, 150))
    return Wait(0.35)


def doom_cannon_fired(d: Director, e: ev.DoomCannonFired) -> Animation | None:
    cells = tuple(d.view.board.cells())
    return Parallel(
        d.show(Banner(text=tr("DOOM CANNON!"), sub=tr("the Boss fired"), colour=HIT), 1.8),
        d.show(CellFlash(cells=cells, colour=HIT, is_hit=False), 0.8),
    )


def lava_advanced(d: Director, e: ev.LavaAdvanced) -> Animation | None:
    view = d.view

    def start() -> None:
        view.is_lava_active = True
        view.lava_rows = min(view.lava_rows, e.rows - 1.0)

    flow = Tween(view, 0.45, linear, lava_rows=float(e.rows))
    heat = CellFlash(cells=e.cells, colour=LAVA, is_hit=False)
    return Sequence(Call(start), Parallel(flow, d.show(heat, 0.45)))


def schematic_used(d: Director, e: ev.SchematicUsed) -> Animation | None:
    d.float_at(PieceId.mech(e.seat), f"{said.card_title(e.title)}!", SCHEMATIC)
    return Wait(0.35)


def schematic_installed(d: Director, e: ev.SchematicInstalled) -> Animation | None:
    words = tr("{card} in slot {n}", card=said.card_title(e.title), n=e.slot + 1)
    d.float_at(PieceId.mech(e.seat), words, SCHEMATIC)
    return Wait(0.3)
