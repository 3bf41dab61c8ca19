"""A bot's move and its reason in the players' words. The bots name their reason (one of
``game.bots.REASONS``); this page says it, in the language being played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import names as said
from game.i18n import N_, tr
from game.rules import (
    Action,
    Choose,
    DraftCard,
    EndProgramming,
    Game,
    InstallSchematic,
    PlaceCard,
    ScrapCard,
    UseSchematic,
    queries,
)
from game.scenes import campaign_data
from game.scenes.play.views import damage_title

if TYPE_CHECKING:
    from game.scenes.play.screen import AnswerView

REASON_WORDS = {
    # the evaluation's terms: what the move does better than doing nothing
    "shards": N_("breaks a Crystal Shard"),
    "shard_reach": N_("gets closer to a Shard"),
    "minions_left": N_("clears out Minions"),
    "hunt": N_("closes in on the Minions"),
    "bomb": N_("gets the Bomb closer to its goal"),
    "delivered": N_("brings a Shard home"),
    "carried": N_("picks up a Shard"),
    "carry_route": N_("carries the Shard homeward"),
    "fetch": N_("heads for a Shard"),
    "zone": N_("heads for the goal zone"),
    "boss_health": N_("hurts the Boss"),
    "boss_shields": N_("drops a Boss shield"),
    "boss_reach": N_("gets in range of the Boss"),
    "boss_cards": N_("gives the Boss its least harmful card"),
    "knockdown": N_("hits the Boss toward a knockdown"),
    "health": N_("keeps the team's health up"),
    "incoming": N_("keeps Minions off the target"),
    "breach": N_("holds the line"),
    "lava": N_("stays ahead of the lava"),
    "pads": N_("keeps the next pad out of the lava"),
    "cannon": N_("keeps the Doom Cannon from charging"),
    "strip": N_("lines up on the Repair Pads to strip a Boss Card"),
    "damage": N_("avoids damage"),
    "exposed": N_("steps away from Minions"),
    "kills": N_("scraps Minions"),
    "stage": N_("completes an objective"),
    "result": N_("wins the mission"),
    # the bots' motives
    "steady": N_("keeps the team out of trouble"),
    "own_program": N_("fits this Mech's best program"),
    "teammate": N_("leaves a teammate the card they need"),
    "best_answer": N_("the answer that plays out best"),
    "saves": N_("keeps the mission from being lost"),
    # the scene's own: the planner failed, and the seat still moves
    "lost": N_("the bot could not decide, so it does the first thing allowed"),
}


MOTIVES = frozenset({"steady", "own_program", "teammate", "best_answer", "lost"})


def reason(why: str, by_chance: bool = False) -> str:
    """The bot's reason in words (a name no page knows is shown as it is). A gain the bot
    saw only on dice or cards it imagined is said as a hope, not a promise."""
    words = tr(REASON_WORDS[why]) if why in REASON_WORDS else why
    if by_chance and why not in MOTIVES:
        return tr("{reason}, if luck allows", reason=words)
    return words


def move_words(scene: AnswerView, game: Game, action: Action) -> str:
    """The move in a few words: "Skewer in slot 3", "scrap Blaze to repair slot 2"."""
    match action:
        case PlaceCard(seat=seat, card=card, slot=slot):
            return tr("{card} in slot {n}", card=_card(game, seat, card), n=slot + 1)
        case ScrapCard(seat=seat, card=card, repair=repair, swap=swap):
            title = _card(game, seat, card)
            if repair is not None:
                what = damage_title(game, seat, repair)
                return tr("scrap {card} to repair {what}", card=title, what=what)
            if swap is not None:
                a, b = swap[0] + 1, swap[1] + 1
                return tr("scrap {card} to swap slots {a} and {b}", card=title, a=a, b=b)
            return tr("scrap {card}", card=title)
        case EndProgramming():
            return tr("Ready")
        case DraftCard(card=card):
            row = {c.id: c.command for c in game.draft.row}
            return tr("draft {card}", card=said.command(row[card])) if card in row else ""
        case Choose(option=option):
            labels = {t.option: t.label for t in scene.answering.targets(game)}
            return labels.get(option, queries.option_label(option))
        case UseSchematic(name=name):
            return tr("use {schematic}", schematic=_schematic(name))
        case InstallSchematic(name=name, slot=slot):
            return tr("install {schematic} in slot {n}", schematic=_schematic(name), n=slot + 1)
    return ""


def _card(game: Game, seat: int, card: int) -> str:
    held = {c.id: c.command for c in game.mech(seat).hand}
    return said.command(held[card]) if card in held else tr("a card")


def _schematic(name: str) -> str:
    return said.card_title(campaign_data.schematic(name).spec.title)
