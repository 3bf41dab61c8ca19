"""Events in words for the rules log: one function per event type, each writing its line
from the event and the players' names. The play scene's event table says which function
words which event, and whether the line names its cause."""

from __future__ import annotations

from collections.abc import Mapping
from typing import assert_never

from game import names as said
from game.i18n import N_, ntr, tr
from game.rules import Facing, PieceId, PieceKind, Rune, queries
from game.rules import events as ev

Names = Mapping[int, str]  # each seat's Yordle, as the players know them

MOVES = {
    ev.Manner.WALK: N_("{piece} moved {spaces}"),
    ev.Manner.PUSH: N_("{piece} was pushed {spaces}"),
    ev.Manner.TOW: N_("{piece} was towed {spaces}"),
    ev.Manner.SLIDE: N_("{piece} slid {spaces}"),
    ev.Manner.SPAWN: N_("{piece} appeared {spaces}"),
}


def who(names: Names, seat: int) -> str:
    return names.get(seat, tr("seat {n}", n=seat + 1))


def piece_name(piece: PieceId, names: Names) -> str:
    match piece.kind:
        case PieceKind.MECH:
            return names.get(piece.seat, piece.label)
        case PieceKind.MINION:
            return tr("a Minion")
        case PieceKind.SHARD:
            return tr("a Crystal Shard")
        case PieceKind.BOSS:
            return tr("the Boss")
        case PieceKind.BOMB:
            return tr("the Bomb")
        case _:
            assert_never(piece.kind)


def spaces(count: int) -> str:
    return ntr("{n} space", "{n} spaces", count)


def capital(words: str) -> str:
    """The line's first letter in capitals ("a Minion..." begins a line as "A Minion...")."""
    return words[:1].upper() + words[1:]


# --- the Player Phase -------------------------------------------------------------------


def phase_started(e: ev.PhaseStarted, names: Names) -> str:
    return tr("— Round {round}: {phase} begins —", round=e.round, phase=said.phase(e.phase))


def cards_dealt(e: ev.CardsDealt, names: Names) -> str:
    return ntr("{n} card dealt face up", "{n} cards dealt face up", len(e.cards))


def card_drafted(e: ev.CardDrafted, names: Names) -> str:
    card, seat = said.command(e.card.command), who(names, e.seat)
    if e.is_random:
        return tr("{name} was dealt {card}", name=seat, card=card)
    return tr("{name} drafted {card}", name=seat, card=card)


def card_placed(e: ev.CardPlaced, names: Names) -> str:
    values = {"name": who(names, e.seat), "card": said.command(e.card.command), "slot": e.slot + 1}
    if e.discarded:
        return ntr(
            "{name} slotted {card} in slot {slot}, discarding {n}",
            "{name} slotted {card} in slot {slot}, discarding {n}",
            len(e.discarded),
            **values,
        )
    return tr("{name} slotted {card} in slot {slot}", **values)


def card_scrapped(e: ev.CardScrapped, names: Names) -> str:
    return tr("{name} scrapped {card}", name=who(names, e.seat), card=said.command(e.card.command))


def slots_swapped(e: ev.SlotsSwapped, names: Names) -> str:
    return tr("{name}'s slots {a} and {b} swapped", name=who(names, e.seat), a=e.a + 1, b=e.b + 1)


def seat_ready(e: ev.SeatReady, names: Names) -> str:
    return tr("{name} is ready", name=who(names, e.seat))


def slot_started(e: ev.SlotStarted, names: Names) -> str:
    values = {"name": who(names, e.seat), "slot": e.slot + 1, "card": said.cause(e.source.title)}
    if e.source.power:
        return tr(
            "{name} runs slot {slot}: {card} at Power {power}", power=e.source.power, **values
        )
    return tr("{name} runs slot {slot}: {card}", **values)


def piece_moved(e: ev.PieceMoved, names: Names) -> str:
    words = tr(MOVES[e.manner], piece=piece_name(e.piece, names), spaces=spaces(len(e.path) - 1))
    return capital(words)


def move_blocked(e: ev.MoveBlocked, names: Names) -> str:
    words = tr(
        "{piece} was blocked by {reason}",
        piece=piece_name(e.piece, names),
        reason=said.cause(e.reason),
    )
    return capital(words)


def mech_turned(e: ev.MechTurned, names: Names) -> str:
    if e.before == e.after:
        return tr("{name} spun all the way round", name=who(names, e.seat))
    return tr("{name} turned to face {way}", name=who(names, e.seat), way=said.facing(e.after))


def cells_attacked(e: ev.CellsAttacked, names: Names) -> str:
    return tr("{name} attacked {spaces}", name=who(names, e.seat), spaces=spaces(len(e.cells)))


def minion_killed(e: ev.MinionKilled, names: Names) -> str:
    return tr("A Minion was destroyed")


def minion_removed(e: ev.MinionRemoved, names: Names) -> str:
    return tr("A Minion left the board")


def minion_spawned(e: ev.MinionSpawned, names: Names) -> str:
    return tr("A Minion appeared")


def shard_shattered(e: ev.ShardShattered, names: Names) -> str:
    return tr("A Crystal Shard shattered")


def gear_earned(e: ev.GearEarned, names: Names) -> str:
    return tr("Team Gear earned: {gears} of {most}", gears=e.gears, most=queries.MAX_GEARS)


# --- damage -----------------------------------------------------------------------------

DAMAGE_KINDS = {"glitch": N_("Glitch"), "system": N_("System Damage"), "slot": N_("Slot Damage")}


def damage_taken(e: ev.DamageTaken, names: Names) -> str:
    return tr("{name} takes damage", name=who(names, e.seat))


def damage_drawn(e: ev.DamageDrawn, names: Names) -> str:
    kind = DAMAGE_KINDS.get(str(e.kind))
    return tr(
        "{name} drew Damage: {card} ({kind})",
        name=who(names, e.seat),
        card=said.card_title(e.title),
        kind=tr(kind) if kind else str(e.kind),
    )


def damage_slotted(e: ev.DamageSlotted, names: Names) -> str:
    return tr(
        "The Damage Card covers {name}'s slot {slot}", name=who(names, e.seat), slot=e.slot + 1
    )


def damage_kept(e: ev.DamageKept, names: Names) -> str:
    return tr("{name} keeps it as System Damage", name=who(names, e.seat))


def damage_repaired(e: ev.DamageRepaired, names: Names) -> str:
    return tr("{name} repaired a Damage Card", name=who(names, e.seat))


def damage_blocked(e: ev.DamageBlocked, names: Names) -> str:
    return ntr(
        "{name} blocked {n} damage", "{name} blocked {n} damage", e.amount, name=who(names, e.seat)
    )


def fuel_tank_detonated(e: ev.FuelTankDetonated, names: Names) -> str:
    return ntr(
        "{name}'s Fuel Tank detonated, hitting {n} space",
        "{name}'s Fuel Tank detonated, hitting {n} spaces",
        len(e.cells),
        name=who(names, e.seat),
    )


# --- the mission ------------------------------------------------------------------------


def doom_changed(e: ev.DoomChanged, names: Names) -> str:
    return tr("Doom went from {before} to {after}", before=e.before, after=e.after)


def rune_die_rolled(e: ev.RuneDieRolled, names: Names) -> str:
    return tr(
        "Rune Die: {rune}, the Compass points {way}",
        rune=said.rune(e.rune),
        way=said.facing(e.facing),
    )


def number_die_rolled(e: ev.NumberDieRolled, names: Names) -> str:
    return tr("Number Die: {number}", number=e.number)


RUNES_ON = {
    (rune, is_active): words
    for rune, on, off in (
        (Rune.RED, N_("The red Rune is active"), N_("The red Rune is inactive")),
        (Rune.YELLOW, N_("The yellow Rune is active"), N_("The yellow Rune is inactive")),
        (Rune.BLUE, N_("The blue Rune is active"), N_("The blue Rune is inactive")),
        (Rune.GREEN, N_("The green Rune is active"), N_("The green Rune is inactive")),
    )
    for is_active, words in ((True, on), (False, off))
}


def rune_switched(e: ev.RuneSwitched, names: Names) -> str:
    return tr(RUNES_ON[(e.rune, e.is_active)])


def stage_completed(e: ev.StageCompleted, names: Names) -> str:
    return tr("Objective complete!")


def escalated(e: ev.Escalated, names: Names) -> str:
    return tr("The mission escalates")


def draft_timed(e: ev.DraftTimed, names: Names) -> str:
    return tr("From now on Zhonya's Minuteglass times the draft")


def shard_picked_up(e: ev.ShardPickedUp, names: Names) -> str:
    return tr("{name} picked up a Crystal Shard", name=who(names, e.seat))


def shard_dropped(e: ev.ShardDropped, names: Names) -> str:
    if e.caught_by is not None:
        return tr(
            "{name} dropped a Crystal Shard, caught by {catcher}",
            name=who(names, e.seat),
            catcher=who(names, e.caught_by),
        )
    return tr("{name} dropped a Crystal Shard", name=who(names, e.seat))


def shard_delivered(e: ev.ShardDelivered, names: Names) -> str:
    return tr("{name} delivered a Crystal Shard", name=who(names, e.seat))


def minion_parked(e: ev.MinionParked, names: Names) -> str:
    return tr("{name} skewered a Minion onto its Skewer", name=who(names, e.seat))


def mission_ended(e: ev.MissionEnded, names: Names) -> str:
    if e.result.is_won:
        return tr("Victory! {why}", why=said.cause(e.result.cause))
    return tr("Defeat!")  # why: the mission's own words, logged next


# --- the Boss, the Lava Wall and Schematics ---------------------------------------------


def boss_slot_started(e: ev.BossSlotStarted, names: Names) -> str:
    values = {"slot": e.slot + 1, "card": said.cause(e.source.title)}
    if e.source.power:
        return tr(
            "The Boss runs slot {slot}: {card} at Power {power}", power=e.source.power, **values
        )
    return tr("The Boss runs slot {slot}: {card}", **values)


def boss_damaged(e: ev.BossDamaged, names: Names) -> str:
    return tr(
        "The Boss takes a hit of {element}: health {health}",
        element=said.element(e.element),
        health=e.health,
    )


def boss_shielded(e: ev.BossShielded, names: Names) -> str:
    return tr(
        "A hit of {element} is blocked: {reason}",
        element=said.element(e.element),
        reason=said.cause(e.reason),
    )


def boss_cards_dealt(e: ev.BossCardsDealt, names: Names) -> str:
    return ntr("{n} Boss Card dealt", "{n} Boss Cards dealt", len(e.names))


def boss_card_slotted(e: ev.BossCardSlotted, names: Names) -> str:
    return tr("A Boss Card goes into slot {slot} (Power {power})", slot=e.slot + 1, power=e.power)


def boss_card_removed(e: ev.BossCardRemoved, names: Names) -> str:
    return tr("The top card of Boss slot {slot} is torn off", slot=e.slot + 1)


def doom_cannon_fired(e: ev.DoomCannonFired, names: Names) -> str:
    return tr("The Doom Cannon fired from Boss slot {slot}!", slot=e.slot + 1)


def lava_advanced(e: ev.LavaAdvanced, names: Names) -> str:
    if e.edge in (Facing.W, Facing.E):  # it comes from that side: it covers columns
        covered = ntr("{n} column covered", "{n} columns covered", e.rows)
    else:
        covered = ntr("{n} row covered", "{n} rows covered", e.rows)
    return tr("The Lava Wall flows on: {covered}", covered=covered)


def schematic_used(e: ev.SchematicUsed, names: Names) -> str:
    return tr(
        "{name} used the Schematic {card}", name=who(names, e.seat), card=said.card_title(e.title)
    )


def schematic_installed(e: ev.SchematicInstalled, names: Names) -> str:
    return tr(
        "{name} installed {card} in slot {slot}",
        name=who(names, e.seat),
        card=said.card_title(e.title),
        slot=e.slot + 1,
    )
