"""Animations for the later missions' events: the Boss, the Lava Wall and Schematics.

The director hands each event it does not know to ``animate``; None means no animation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.palette import RUNE_COLOURS
from game.rules import BOSS, Element, PieceId
from game.rules import events as ev
from game.view.effects import Banner, CellFlash
from game.view.tween import Animation, Call, Parallel, Sequence, Tween, Wait, linear

if TYPE_CHECKING:
    from game.view.director import Director

HIT = (255, 90, 60)
LAVA = (255, 130, 40)
SCHEMATIC = (140, 210, 255)


def _element_colour(element: str) -> tuple[int, int, int]:
    try:
        return RUNE_COLOURS[Element(element).rune]
    except ValueError:
        return (230, 230, 230)


def animate(director: Director, event: ev.Event) -> Animation | None:  # noqa: C901
    view, hud = director.view, director.hud
    boss = view.sprite(BOSS)
    match event:
        case ev.BossSlotStarted(slot=slot, power=power):

            def light() -> None:
                hud.boss_slot = slot

            sub = event.cause.removeprefix("Boss: ").removeprefix(f"slot {slot + 1} ")
            title = f"Boss slot {slot + 1}" + (f" · Power {power}" if power else "")
            banner = Banner(text=title, sub=sub, is_top=True)
            return Sequence(Call(light), director.show(banner, 1.0))
        case ev.BossDamaged(element=element, health=health):

            def hurt() -> None:
                hud.doom = health
                if boss is not None and boss.meter is not None:
                    boss.meter = (health, boss.meter[1])

            director.float_at(BOSS, f"-1 ({element})", HIT)
            flash = None
            if boss is not None:
                flash = Sequence(Tween(boss, 0.08, flash=1.0), Tween(boss, 0.4, flash=0.0))
            return Sequence(Call(hurt), Parallel(flash, Wait(0.3)))
        case ev.BossShielded(element=element, reason=reason):
            director.float_at(BOSS, f"Shielded: {reason}", _element_colour(element))
            if boss is None:
                return Wait(0.4)
            return Sequence(
                Tween(boss, 0.05, shake=6.0),
                Tween(boss, 0.1, shake=-6.0),
                Tween(boss, 0.05, shake=0.0),
            )
        case ev.BossCardsDealt(names=names):
            text = "two cards" if len(names) == 2 else f"{len(names)} card{'s' * (len(names) != 1)}"
            banner = Banner(text="Boss draft", sub=f"{text} dealt: pick one", is_top=True)
            return director.show(banner, 0.8)
        case ev.BossCardSlotted(slot=slot, power=power):
            director.float_at(BOSS, f"slot {slot + 1} now Power {power}", (255, 200, 120))
            return Wait(0.35)
        case ev.BossCardRemoved(slot=slot):
            director.float_at(BOSS, f"slot {slot + 1} loses its top card", (140, 240, 150))
            return Wait(0.35)
        case ev.DoomCannonFired():
            cells = tuple(view.board.cells())
            return Parallel(
                director.show(Banner(text="DOOM CANNON!", sub="the Boss fired", colour=HIT), 1.8),
                director.show(CellFlash(cells=cells, colour=HIT, is_hit=False), 0.8),
            )
        case ev.LavaAdvanced(rows=rows, cells=cells):

            def start() -> None:
                view.is_lava_active = True
                view.lava_rows = min(view.lava_rows, rows - 1.0)

            flow = Tween(view, 0.45, linear, lava_rows=float(rows))
            heat = CellFlash(cells=cells, colour=LAVA, is_hit=False)
            return Sequence(Call(start), Parallel(flow, director.show(heat, 0.45)))
        case ev.SchematicUsed(seat=seat):
            director.float_at(PieceId.mech(seat), f"{event.cause}!", SCHEMATIC)
            return Wait(0.35)
        case ev.SchematicInstalled(seat=seat, slot=slot):
            director.float_at(PieceId.mech(seat), f"{event.cause} in slot {slot + 1}", SCHEMATIC)
            return Wait(0.3)
    return None
