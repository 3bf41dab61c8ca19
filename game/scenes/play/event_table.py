"""What each rules event means on screen, in one table: its animation (``game.view``
animations), its sound (``game.view.cues``) and its line in the log (``game.ui.event_text``).

Every ``Event`` type is either in ``SHOWN`` or listed in ``SILENT``; a test keeps it so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from game import names as said
from game.rules import events as ev
from game.ui import event_text as words
from game.ui.event_text import Names
from game.view import animations as anim
from game.view import cues
from game.view import later_animations as later
from game.view.director import Director
from game.view.hud import HudState
from game.view.tween import Animation

E = TypeVar("E", bound=ev.Event)


def never(event: ev.Event) -> bool:
    return False


def always(event: ev.Event) -> bool:
    return True


@dataclass(frozen=True)
class Shown(Generic[E]):
    """How one event type is shown; every part is optional."""

    animate: Callable[[Director, E], Animation | None] | None = None
    sound: str | Callable[[E, HudState], str | None] | None = None
    line: Callable[[E, Names], str] | None = None
    # Whether the log line names why it happened ("Blaze (Power 2)").
    says_why: Callable[[E], bool] = always
    # The seat panels keep the state from before the event until its replay is over.
    is_replayed: bool = False


def _by_the_minuteglass(event: ev.CardDrafted) -> bool:
    return event.is_random


def _row(kind: type[E], shown: Shown[E]) -> tuple[type[ev.Event], Shown[Any]]:
    return kind, shown


SHOWN: dict[type[ev.Event], Shown[Any]] = dict(
    [
        # The Player Phase
        _row(
            ev.PhaseStarted,
            Shown(anim.phase_started, None, words.phase_started, says_why=never),
        ),
        _row(ev.CardsDealt, Shown(line=words.cards_dealt)),
        _row(ev.CardDrafted, Shown(line=words.card_drafted, says_why=_by_the_minuteglass)),
        _row(ev.CardPlaced, Shown(line=words.card_placed)),
        _row(ev.CardScrapped, Shown(line=words.card_scrapped)),
        _row(ev.SlotsSwapped, Shown(anim.slots_swapped, None, words.slots_swapped)),
        _row(ev.SeatReady, Shown(line=words.seat_ready)),
        _row(
            ev.SlotStarted,
            Shown(anim.slot_started, None, words.slot_started, never, is_replayed=True),
        ),
        # Moving, turning, attacking
        _row(
            ev.PieceMoved,
            Shown(anim.piece_moved, cues.piece_moved, words.piece_moved, is_replayed=True),
        ),
        _row(ev.MoveBlocked, Shown(anim.move_blocked, "stomp", words.move_blocked)),
        _row(ev.MechTurned, Shown(anim.mech_turned, "turn", words.mech_turned)),
        _row(
            ev.CellsAttacked, Shown(anim.cells_attacked, cues.cells_attacked, words.cells_attacked)
        ),
        _row(ev.MinionKilled, Shown(anim.minion_gone, "stomp", words.minion_killed)),
        _row(ev.MinionRemoved, Shown(anim.minion_gone, None, words.minion_removed)),
        _row(
            ev.MinionSpawned,
            Shown(anim.minion_spawned, "spawn", words.minion_spawned, is_replayed=True),
        ),
        _row(ev.ShardShattered, Shown(anim.shard_shattered, "stomp", words.shard_shattered)),
        _row(ev.ShardPickedUp, Shown(anim.shard_picked_up, None, words.shard_picked_up)),
        _row(ev.ShardDropped, Shown(anim.shard_dropped, None, words.shard_dropped)),
        _row(ev.ShardDelivered, Shown(anim.shard_delivered, None, words.shard_delivered)),
        _row(ev.MinionParked, Shown(anim.minion_parked, "stomp", words.minion_parked)),
        _row(ev.KillCounted, Shown(anim.kill_counted)),
        _row(ev.GearEarned, Shown(anim.gear_earned, None, words.gear_earned)),
        # Damage
        _row(ev.DamageTaken, Shown(anim.damage_taken, None, words.damage_taken)),
        _row(
            ev.DamageDrawn,
            Shown(anim.damage_drawn, "damage", words.damage_drawn, is_replayed=True),
        ),
        _row(ev.DamageSlotted, Shown(anim.damage_slotted, None, words.damage_slotted)),
        _row(ev.DamageKept, Shown(anim.damage_kept, None, words.damage_kept)),
        _row(ev.DamageRepaired, Shown(anim.damage_repaired, None, words.damage_repaired)),
        _row(ev.DamageBlocked, Shown(anim.damage_blocked, "shield", words.damage_blocked)),
        _row(
            ev.FuelTankDetonated,
            Shown(anim.fuel_tank_detonated, "burn", words.fuel_tank_detonated),
        ),
        # The mission
        _row(ev.DoomChanged, Shown(anim.doom_changed, None, words.doom_changed)),
        _row(ev.RuneDieRolled, Shown(anim.rune_die_rolled, None, words.rune_die_rolled)),
        _row(ev.NumberDieRolled, Shown(anim.number_die_rolled, None, words.number_die_rolled)),
        _row(ev.RuneSwitched, Shown(anim.rune_switched, None, words.rune_switched)),
        _row(ev.StageCompleted, Shown(anim.stage_completed, None, words.stage_completed)),
        _row(ev.Escalated, Shown(anim.escalated, None, words.escalated)),
        _row(ev.DraftTimed, Shown(anim.draft_timed, None, words.draft_timed)),
        _row(
            ev.MissionEnded,
            Shown(anim.mission_ended, cues.mission_ended, words.mission_ended, is_replayed=True),
        ),
        # The Boss, the Lava Wall and Schematics
        _row(
            ev.BossSlotStarted,
            Shown(later.boss_slot_started, "boss", words.boss_slot_started, is_replayed=True),
        ),
        _row(
            ev.BossDamaged,
            Shown(later.boss_damaged, "boss", words.boss_damaged, is_replayed=True),
        ),
        _row(ev.BossShielded, Shown(later.boss_shielded, "shield", words.boss_shielded)),
        _row(ev.BossCardsDealt, Shown(later.boss_cards_dealt, None, words.boss_cards_dealt)),
        _row(ev.BossCardSlotted, Shown(later.boss_card_slotted, None, words.boss_card_slotted)),
        _row(ev.BossCardRemoved, Shown(later.boss_card_removed, None, words.boss_card_removed)),
        _row(ev.DoomCannonFired, Shown(later.doom_cannon_fired, None, words.doom_cannon_fired)),
        _row(
            ev.LavaAdvanced,
            Shown(later.lava_advanced, "lava", words.lava_advanced, is_replayed=True),
        ),
        _row(ev.SchematicUsed, Shown(later.schematic_used, None, words.schematic_used)),
        _row(
            ev.SchematicInstalled,
            Shown(later.schematic_installed, None, words.schematic_installed),
        ),
    ]
)

# Events nobody needs to see: the deck's bookkeeping.
SILENT: frozenset[type[ev.Event]] = frozenset({ev.DeckReshuffled, ev.CardsDiscarded})

NOT_SHOWN: Shown[Any] = Shown()


def shown(event: ev.Event) -> Shown[Any]:
    return SHOWN.get(type(event), NOT_SHOWN)


class EventTable:
    """The table as the director and the log read it."""

    def animate(self, director: Director, event: ev.Event) -> Animation | None:
        animate = shown(event).animate
        return animate(director, event) if animate is not None else None

    def sound(self, event: ev.Event, hud: HudState) -> str | None:
        sound = shown(event).sound
        return sound(event, hud) if callable(sound) else sound

    def line(self, event: ev.Event, names: Names) -> tuple[str, str] | None:
        """The log line and its cause ("" when the line does not say why), or None."""
        row = shown(event)
        if row.line is None:
            return None
        return row.line(event, names), said.cause(event.cause) if row.says_why(event) else ""

    def is_replayed(self, event: ev.Event) -> bool:
        return shown(event).is_replayed
