"""Events in words for the rules log: what happened, and (in brackets) why."""

from __future__ import annotations

from typing import assert_never

from game.rules import Command, Phase, PieceId, PieceKind
from game.rules import events as ev

PHASES = {
    Phase.DRAFT: "the draft",
    Phase.PROGRAM: "programming",
    Phase.EXECUTE: "execution",
    Phase.MINIONS: "the Minion Phase",
    Phase.DANGER: "the Danger Phase",
    Phase.OVER: "the end",
}


def piece_name(piece: PieceId, names: dict[int, str]) -> str:
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


def _title(name: str) -> str:
    try:
        return Command(name).title
    except ValueError:
        return name


def describe(event: ev.Event, names: dict[int, str]) -> str | None:  # noqa: C901 -- one case each
    """One line for the log, or None for events too small to mention."""
    who = names.get
    match event:
        case ev.PhaseStarted(phase=phase, round=rnd):
            return f"— Round {rnd}: {PHASES[phase]} begins —"
        case ev.CardsDealt(cards=cards):
            return f"{len(cards)} cards dealt face up"
        case ev.CardDrafted(seat=seat, card=card, is_random=is_random):
            how = "was dealt" if is_random else "drafted"
            return f"{who(seat)} {how} {card.command.title}"
        case ev.CardPlaced(seat=seat, card=card, slot=slot, discarded=discarded):
            lost = f", discarding {len(discarded)}" if discarded else ""
            return f"{who(seat)} slotted {card.command.title} in slot {slot + 1}{lost}"
        case ev.CardScrapped(seat=seat, card=card):
            return f"{who(seat)} scrapped {card.command.title}"
        case ev.SlotsSwapped(seat=seat, a=a, b=b):
            return f"{who(seat)}'s slots {a + 1} and {b + 1} swapped"
        case ev.SeatReady(seat=seat):
            return f"{who(seat)} is ready"
        case ev.SlotStarted(seat=seat, slot=slot, name=name, power=power):
            at = f" at Power {power}" if power else ""
            return f"{who(seat)} runs slot {slot + 1}: {_title(name)}{at}"
        case ev.PieceMoved(piece=piece, path=path, manner=manner):
            steps = len(path) - 1
            verb = {
                "walk": "moved",
                "push": "was pushed",
                "tow": "was towed",
                "slide": "slid",
                "spawn": "appeared",
            }[manner.value]
            return f"{piece_name(piece, names)} {verb} {steps} space{'s' * (steps != 1)}"
        case ev.MoveBlocked(piece=piece, reason=reason):
            return f"{piece_name(piece, names)} was blocked by {reason}"
        case ev.MechTurned(seat=seat, before=before, after=after):
            if before == after:
                return f"{who(seat)} spun all the way round"
            return f"{who(seat)} turned to face {after.name}"
        case ev.CellsAttacked(seat=seat, cells=cells):
            return f"{who(seat)} attacked {len(cells)} space{'s' * (len(cells) != 1)}"
        case ev.MinionKilled():
            return "a Minion was destroyed"
        case ev.MinionRemoved():
            return "a Minion left the board"
        case ev.MinionSpawned():
            return "a Minion appeared"
        case ev.ShardShattered():
            return "a Crystal Shard shattered"
        case ev.GearEarned(gears=gears):
            return f"Team Gear earned: {gears} of 15"
        case ev.DamageTaken(seat=seat):
            return f"{who(seat)} takes damage"
        case ev.DamageDrawn(seat=seat, title=title, kind=kind):
            return f"{who(seat)} drew Damage: {title} ({kind})"
        case ev.DamageSlotted(seat=seat, slot=slot):
            return f"the Damage Card covers {who(seat)}'s slot {slot + 1}"
        case ev.DamageKept(seat=seat):
            return f"{who(seat)} keeps it as System Damage"
        case ev.DamageRepaired(seat=seat):
            return f"{who(seat)} repaired a Damage Card"
        case ev.DoomChanged(before=before, after=after):
            return f"Doom went from {before} to {after}"
        case ev.RuneDieRolled(rune=rune, facing=facing):
            return f"Rune Die: {rune.value}, the Compass points {facing.name}"
        case ev.NumberDieRolled(number=number):
            return f"Number Die: {number}"
        case ev.RuneSwitched(rune=rune, is_active=is_active):
            return f"the {rune.value} Rune is {'active' if is_active else 'inactive'}"
        case ev.StageCompleted():
            return "Objective complete!"
        case ev.Escalated():
            return "The mission escalates"
        case ev.DraftTimed():
            return "From now on Zhonya's Minuteglass times the draft"
        case ev.ShardPickedUp(seat=seat):
            return f"{who(seat)} picked up a Crystal Shard"
        case ev.ShardDropped(seat=seat, caught_by=caught_by):
            caught = f", caught by {who(caught_by)}" if caught_by is not None else ""
            return f"{who(seat)} dropped a Crystal Shard{caught}"
        case ev.ShardDelivered(seat=seat):
            return f"{who(seat)} delivered a Crystal Shard"
        case ev.MinionParked(seat=seat):
            return f"{who(seat)} skewered a Minion onto its Skewer"
        case ev.DamageBlocked(seat=seat, amount=amount):
            return f"{who(seat)} blocked {amount} damage"
        case ev.FuelTankDetonated(seat=seat, cells=cells):
            return f"{who(seat)}'s Fuel Tank detonated, hitting {len(cells)} spaces"
        case ev.MissionEnded(result=result):
            return ("Victory! " if result.is_won else "Defeat: ") + result.cause
    return _later_missions(event, names)


def _later_missions(event: ev.Event, names: dict[int, str]) -> str | None:
    """The Boss, the Lava Wall and Schematics."""
    who = names.get
    match event:
        case ev.BossSlotStarted(slot=slot):
            return f"the Boss runs slot {slot + 1}"
        case ev.BossDamaged(element=element, health=health):
            return f"the Boss takes a {element} hit: health {health}"
        case ev.BossShielded(element=element, reason=reason):
            return f"a {element} hit is blocked: {reason}"
        case ev.BossCardsDealt(names=cards):
            return f"{len(cards)} Boss Cards dealt"
        case ev.BossCardSlotted(slot=slot, power=power):
            return f"a Boss Card goes into slot {slot + 1} (Power {power})"
        case ev.BossCardRemoved(slot=slot):
            return f"the top card of Boss slot {slot + 1} is torn off"
        case ev.DoomCannonFired(slot=slot):
            return f"the Doom Cannon fired from Boss slot {slot + 1}!"
        case ev.LavaAdvanced(rows=rows):
            return f"the Lava Wall flows on: {rows} row{'s' * (rows != 1)} covered"
        case ev.SchematicUsed(seat=seat):
            return f"{who(seat)} used a Schematic"
        case ev.SchematicInstalled(seat=seat, slot=slot):
            return f"{who(seat)} installed a Schematic in slot {slot + 1}"
    return None


def with_cause(event: ev.Event, names: dict[int, str]) -> tuple[str, str] | None:
    """The sentence and its cause, or None when the event is not worth a line."""
    text = describe(event, names)
    if text is None:
        return None
    cause = event.cause
    if isinstance(
        event, ev.PhaseStarted | ev.SlotStarted | ev.CardDrafted
    ) and not cause.startswith("Zhonya"):
        cause = ""
    return text, cause
