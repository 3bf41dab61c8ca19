"""Events in words for the rules log: one function per event type, each writing its line
from the event and the players' names. The play scene's event table says which function
words which event, and whether the line names its cause."""

from __future__ import annotations

from collections.abc import Mapping
from typing import assert_never

from game.rules import Facing, Phase, PieceId, PieceKind, queries
from game.rules import events as ev

Names = Mapping[int, str]  # each seat's Yordle, as the players know them

PHASES = {
    Phase.DRAFT: "the draft",
    Phase.PROGRAM: "programming",
    Phase.EXECUTE: "execution",
    Phase.MINIONS: "the Minion Phase",
    Phase.DANGER: "the Danger Phase",
    Phase.OVER: "the end",
}
MOVES = {
    ev.Manner.WALK: "moved",
    ev.Manner.PUSH: "was pushed",
    ev.Manner.TOW: "was towed",
    ev.Manner.SLIDE: "slid",
    ev.Manner.SPAWN: "appeared",
}


def who(names: Names, seat: int) -> str:
    return names.get(seat, f"seat {seat + 1}")


def piece_name(piece: PieceId, names: Names) -> str:
    match piece.kind:
        case PieceKind.MECH:
            return names.get(piece.seat, piece.label)
        case PieceKind.MINION:
            return "a Minion"
        case PieceKind.SHARD:
            return "a Crystal Shard"
        case PieceKind.BOSS:
            return "the Boss"
        case PieceKind.BOMB:
            return "the Bomb"
        case _:
            assert_never(piece.kind)


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'s' * (count != 1)}"


# --- the Player Phase -------------------------------------------------------------------


def phase_started(e: ev.PhaseStarted, names: Names) -> str:
    return f"— Round {e.round}: {PHASES[e.phase]} begins —"


def cards_dealt(e: ev.CardsDealt, names: Names) -> str:
    return f"{len(e.cards)} cards dealt face up"


def card_drafted(e: ev.CardDrafted, names: Names) -> str:
    how = "was dealt" if e.is_random else "drafted"
    return f"{who(names, e.seat)} {how} {e.card.command.title}"


def card_placed(e: ev.CardPlaced, names: Names) -> str:
    lost = f", discarding {len(e.discarded)}" if e.discarded else ""
    return f"{who(names, e.seat)} slotted {e.card.command.title} in slot {e.slot + 1}{lost}"


def card_scrapped(e: ev.CardScrapped, names: Names) -> str:
    return f"{who(names, e.seat)} scrapped {e.card.command.title}"


def slots_swapped(e: ev.SlotsSwapped, names: Names) -> str:
    return f"{who(names, e.seat)}'s slots {e.a + 1} and {e.b + 1} swapped"


def seat_ready(e: ev.SeatReady, names: Names) -> str:
    return f"{who(names, e.seat)} is ready"


def slot_started(e: ev.SlotStarted, names: Names) -> str:
    at = f" at Power {e.source.power}" if e.source.power else ""
    return f"{who(names, e.seat)} runs slot {e.slot + 1}: {e.source.title}{at}"


def piece_moved(e: ev.PieceMoved, names: Names) -> str:
    return f"{piece_name(e.piece, names)} {MOVES[e.manner]} {plural(len(e.path) - 1, 'space')}"


def move_blocked(e: ev.MoveBlocked, names: Names) -> str:
    return f"{piece_name(e.piece, names)} was blocked by {e.reason}"


def mech_turned(e: ev.MechTurned, names: Names) -> str:
    if e.before == e.after:
        return f"{who(names, e.seat)} spun all the way round"
    return f"{who(names, e.seat)} turned to face {e.after.name}"


def cells_attacked(e: ev.CellsAttacked, names: Names) -> str:
    return f"{who(names, e.seat)} attacked {plural(len(e.cells), 'space')}"


def minion_killed(e: ev.MinionKilled, names: Names) -> str:
    return "a Minion was destroyed"


def minion_removed(e: ev.MinionRemoved, names: Names) -> str:
    return "a Minion left the board"


def minion_spawned(e: ev.MinionSpawned, names: Names) -> str:
    return "a Minion appeared"


def shard_shattered(e: ev.ShardShattered, names: Names) -> str:
    return "a Crystal Shard shattered"


def gear_earned(e: ev.GearEarned, names: Names) -> str:
    return f"Team Gear earned: {e.gears} of {queries.MAX_GEARS}"


# --- damage -----------------------------------------------------------------------------


def damage_taken(e: ev.DamageTaken, names: Names) -> str:
    return f"{who(names, e.seat)} takes damage"


def damage_drawn(e: ev.DamageDrawn, names: Names) -> str:
    return f"{who(names, e.seat)} drew Damage: {e.title} ({e.kind})"


def damage_slotted(e: ev.DamageSlotted, names: Names) -> str:
    return f"the Damage Card covers {who(names, e.seat)}'s slot {e.slot + 1}"


def damage_kept(e: ev.DamageKept, names: Names) -> str:
    return f"{who(names, e.seat)} keeps it as System Damage"


def damage_repaired(e: ev.DamageRepaired, names: Names) -> str:
    return f"{who(names, e.seat)} repaired a Damage Card"


def damage_blocked(e: ev.DamageBlocked, names: Names) -> str:
    return f"{who(names, e.seat)} blocked {e.amount} damage"


def fuel_tank_detonated(e: ev.FuelTankDetonated, names: Names) -> str:
    return f"{who(names, e.seat)}'s Fuel Tank detonated, hitting {len(e.cells)} spaces"


# --- the mission ------------------------------------------------------------------------


def doom_changed(e: ev.DoomChanged, names: Names) -> str:
    return f"Doom went from {e.before} to {e.after}"


def rune_die_rolled(e: ev.RuneDieRolled, names: Names) -> str:
    return f"Rune Die: {e.rune.value}, the Compass points {e.facing.name}"


def number_die_rolled(e: ev.NumberDieRolled, names: Names) -> str:
    return f"Number Die: {e.number}"


def rune_switched(e: ev.RuneSwitched, names: Names) -> str:
    return f"the {e.rune.value} Rune is {'active' if e.is_active else 'inactive'}"


def stage_completed(e: ev.StageCompleted, names: Names) -> str:
    return "Objective complete!"


def escalated(e: ev.Escalated, names: Names) -> str:
    return "The mission escalates"


def draft_timed(e: ev.DraftTimed, names: Names) -> str:
    return "From now on Zhonya's Minuteglass times the draft"


def shard_picked_up(e: ev.ShardPickedUp, names: Names) -> str:
    return f"{who(names, e.seat)} picked up a Crystal Shard"


def shard_dropped(e: ev.ShardDropped, names: Names) -> str:
    caught = f", caught by {who(names, e.caught_by)}" if e.caught_by is not None else ""
    return f"{who(names, e.seat)} dropped a Crystal Shard{caught}"


def shard_delivered(e: ev.ShardDelivered, names: Names) -> str:
    return f"{who(names, e.seat)} delivered a Crystal Shard"


def minion_parked(e: ev.MinionParked, names: Names) -> str:
    return f"{who(names, e.seat)} skewered a Minion onto its Skewer"


def mission_ended(e: ev.MissionEnded, names: Names) -> str:
    return ("Victory! " if e.result.is_won else "Defeat: ") + e.result.cause


# --- the Boss, the Lava Wall and Schematics ---------------------------------------------


def boss_slot_started(e: ev.BossSlotStarted, names: Names) -> str:
    at = f" at Power {e.source.power}" if e.source.power else ""
    return f"the Boss runs slot {e.slot + 1}: {e.source.title}{at}"


def boss_damaged(e: ev.BossDamaged, names: Names) -> str:
    return f"the Boss takes a {e.element} hit: health {e.health}"


def boss_shielded(e: ev.BossShielded, names: Names) -> str:
    return f"a {e.element} hit is blocked: {e.reason}"


def boss_cards_dealt(e: ev.BossCardsDealt, names: Names) -> str:
    return f"{len(e.names)} Boss Cards dealt"


def boss_card_slotted(e: ev.BossCardSlotted, names: Names) -> str:
    return f"a Boss Card goes into slot {e.slot + 1} (Power {e.power})"


def boss_card_removed(e: ev.BossCardRemoved, names: Names) -> str:
    return f"the top card of Boss slot {e.slot + 1} is torn off"


def doom_cannon_fired(e: ev.DoomCannonFired, names: Names) -> str:
    return f"the Doom Cannon fired from Boss slot {e.slot + 1}!"


def lava_advanced(e: ev.LavaAdvanced, names: Names) -> str:
    unit = "column" if e.edge in (Facing.W, Facing.E) else "row"  # it comes from that side
    return f"the Lava Wall flows on: {plural(e.rows, unit)} covered"


def schematic_used(e: ev.SchematicUsed, names: Names) -> str:
    return f"{who(names, e.seat)} used the Schematic {e.title}"


def schematic_installed(e: ev.SchematicInstalled, names: Names) -> str:
    return f"{who(names, e.seat)} installed {e.title} in slot {e.slot + 1}"
