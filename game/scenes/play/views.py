"""What the play scene's panels show, read from the snapshot on screen and the card texts:
Schematic chips, Overdrives, Damage Cards, the Boss's Command Line, the Lava Wall and the
Team Gear marks."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING

from game import names as said
from game import rules
from game.content import MissionInfo, cards
from game.content.messages import SHORT
from game.i18n import ctr, tr
from game.rules import (
    DamageCard,
    DamagedSlot,
    Element,
    Game,
    InstallSchematic,
    RepairTarget,
    SystemDamage,
    UseSchematic,
    queries,
)
from game.rules import events as ev
from game.scenes import campaign_data
from game.ui.card_text import KIND_TEXT
from game.ui.card_view import CardWords
from game.ui.mission_panel import BossSlotView, BossView, LavaView, MissionView
from game.ui.overdrive import OverdriveView
from game.ui.schematic_chips import SchematicChip

if TYPE_CHECKING:
    from game.scenes.play.screen import Screen


def schematic_chips(
    game: Game, seat: int, legal: tuple[rules.Action, ...]
) -> tuple[SchematicChip, ...]:
    """The seat's Schematics: switched on by the rules, used, installed, usable right now."""
    mech = game.mech(seat)
    on = {s.name for s in queries.active_schematics(game, seat)}
    installed = {s.schematic: i for i, s in enumerate(mech.slots) if s.schematic is not None}
    chips = []
    for name in mech.schematics:
        spec = campaign_data.schematic(name).spec
        chips.append(
            SchematicChip(
                name,
                said.card_title(spec.title),
                spec.kind.value,
                spec.gears,
                is_on=name in on or name in installed,
                is_used=name in mech.used,
                slot=installed.get(name),
                can_use=UseSchematic(seat, name) in legal,
                can_install=any(
                    isinstance(a, InstallSchematic) and a.seat == seat and a.name == name
                    for a in legal
                ),
            )
        )
    return tuple(chips)


def overdrive_view(game: Game, seat: int) -> OverdriveView | None:
    """The seat's Overdrive with its card text, when the rules have switched it on."""
    drive = queries.overdrive(game, seat)
    if drive is None:
        return None
    text = next((o.text for o in cards().overdrives if o.spec.yordle == drive.yordle), "")
    return OverdriveView(said.card_title(drive.title), tr(text))


def gear_marks(
    game: Game, colours: Mapping[int, tuple[int, int, int]]
) -> tuple[tuple[int, tuple[int, int, int]], ...]:
    return tuple(
        (campaign_data.schematic(name).spec.gears, colours[mech.seat])
        for mech in game.mechs
        for name in mech.schematics
    )


@cache
def command_words(command: rules.Command) -> CardWords:
    """What a Command Card says, from the card data."""
    info = cards().command(command)
    return CardWords(info.texts, info.scrap)


@cache
def _command_shorts() -> dict[rules.Command, str]:
    return {info.command: info.short for info in cards().commands}


def command_short(command: rules.Command) -> str:
    """A Command Card's short name (the compact rows'), in the current language."""
    return ctr(SHORT, _command_shorts()[command])


def damage_short(card: DamageCard) -> str:
    """A Damage Card's short name (the compact rows'), in the current language."""
    short = cards().damage_short(card.name)
    return ctr(SHORT, short) if short else ""


@cache
def boss_texts() -> dict[str, tuple[str, tuple[str, ...]]]:
    """Each Boss Card's title and its text at Power 1 and 2."""
    return {info.spec.name: (info.spec.title, info.texts) for info in cards().boss_cards}


def boss_card_text(name: str, power: int) -> tuple[str, str]:
    title, texts = boss_texts().get(name, (name.replace("_", " ").title(), ("",)))
    return said.card_title(title), tr(texts[max(0, min(power, len(texts)) - 1)])


def mission_words(mission: MissionInfo, is_ez: bool, event: object) -> str | None:
    """The mission's own words for a stage won, an escalation or a loss, if it has any."""
    if isinstance(event, ev.MissionEnded) and not event.result.is_won:
        words = dict(mission.defeat_texts).get(event.result.rule)
        return tr(words) if words else None
    words = mission.words_for(event, is_ez)
    return tr(words) if words else None


def doom_words(mission: MissionInfo) -> str:
    """What the Doom Tracker counts in this mission ("Bomb health"), or just "Doom"."""
    return tr(mission.doom_meaning) if mission.doom_meaning else tr("Doom")


def mission_view(scene: Screen) -> MissionView:
    game, hud, mission = scene.shown, scene.hud, scene.mission
    doom_label = doom_words(mission)
    objective = tr(mission.objective_at(game.progress.stage))
    view = MissionView(objective, doom_label, hud.doom)
    if game.boss is not None:
        slot_texts = cards().boss_slot_texts
        slots = []
        for i, stack in enumerate(game.boss.slots):
            element = game.mission.boss_slots[i].element
            if queries.arms_doom_cannon(len(stack)):
                title = boss_card_text(stack[-1].name, 1)[0]
                text = tr(
                    "Power 3: when this slot runs, the Doom Cannon fires and the mission is lost."
                )
            elif stack:
                title, text = boss_card_text(stack[-1].name, len(stack))
            else:
                title, text = "", tr(slot_texts[i]) if i < len(slot_texts) else ""
            is_armed = queries.arms_doom_cannon(len(stack))
            slots.append(
                BossSlotView(element, title, text, len(stack), hud.boss_slot == i, is_armed)
            )
        down = tuple(said.element(e) for e in Element if e.rune in hud.inactive_runes)
        health = hud.doom or 0
        most = max(game.mission.doom_start or health, health)
        view = MissionView(
            objective, doom_label, hud.doom, BossView(tuple(slots), health, most, down)
        )
    elif game.lava is not None:
        lava = game.lava
        sideways = lava.edge.value in "WE"  # it advances column by column
        across = game.board.width if sideways else game.board.height
        shown = round(scene.board_view.lava_rows)
        view = MissionView(
            objective,
            tr(mission.doom_meaning) if mission.doom_meaning else None,
            hud.doom,
            lava=LavaView(lava.edge, shown, across, lava.speed, lava.is_active, sideways),
        )
    return view


def damage_info(game: Game, card: DamageCard) -> tuple[str, str, str]:
    """A Damage Card's title, kind and what it does, from the mission's card list."""
    spec = queries.damage_spec(game, card)
    if spec is None:
        return card.name, "", ""
    text = tr(cards().damage_text(card.name))
    kind = tr(KIND_TEXT[spec.kind.value]) if spec.kind.value in KIND_TEXT else ""
    return said.card_title(spec.title), spec.kind.value, f"{text} {kind}"


def damage_title(game: Game, seat: int, ref: RepairTarget) -> str:
    """A repair target in words: "Slot 3: Stuck Controls" or "System: Short Circuit"."""
    mech = game.mech(seat)
    match ref:
        case DamagedSlot(slot=slot):
            card = mech.slots[slot].damage
            if card is not None:
                return tr("Slot {n}: {card}", n=slot + 1, card=damage_info(game, card)[0])
        case SystemDamage(card=card_id):
            for card in mech.system_damage:
                if card.id == card_id:
                    return tr("System: {card}", card=damage_info(game, card)[0])
    return ref.label
