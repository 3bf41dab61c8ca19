"""A bot's move and its reason in the players' words. The bots name their reason (one of
``game.bots.REASONS``); this page says it, in the language being played."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from game import names as said
from game.bots import Decision
from game.bots.reasons import Landing
from game.i18n import N_, ntr, tr
from game.rules import (
    BOSS,
    Action,
    Choose,
    DraftCard,
    EndProgramming,
    Facing,
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
    "shards": N_("breaks a Crystal Shard"),  # counted: the words come from counted()
    "shard_reach": N_("gets closer to a Shard"),
    "minions_left": N_("clears out Minions"),
    "hunt": N_("closes in on the Minions"),
    "bomb": N_("gets the Bomb closer to its goal"),
    "delivered": N_("brings a Shard home"),
    "carried": N_("picks up a Shard"),
    "carry_route": N_("carries the Shard homeward"),
    "fetch": N_("heads for a Shard"),
    "zone": N_("heads for the goal zone"),
    "heading": N_("turns toward the goal zone"),
    "boss_health": N_("hurts the Boss"),
    "boss_shields": N_("drops a Boss shield"),
    "boss_reach": N_("gets in range of the Boss"),
    "boss_cards": N_("gives the Boss its least harmful card"),
    "boss_draft": N_("gives the Boss the less harmful card"),
    "cannon_draft": N_("gives the Boss the card that keeps the Doom Cannon farther off"),
    "boss_way": N_("leaves the Mechs closer to the Boss than another way would"),
    "knockdown": N_("hits the Boss toward a knockdown"),
    "health": N_("keeps the team's health up"),
    "incoming": N_("keeps Minions off the target"),
    "incoming_bomb": N_("keeps Minions from reaching the Bomb"),
    "incoming_school": N_("keeps Minions from reaching the School"),
    "incoming_assembly": N_("keeps Minions from reaching the Assembly Zone"),
    "blocks": N_("stands in the Minions' way"),
    "blocks_school": N_("stands between the Minions and the School"),
    "blocks_assembly": N_("stands between the Minions and the Assembly Zone"),
    "breach": N_("holds the line"),
    "lava": N_("stays ahead of the lava"),
    "pads": N_("keeps the next pad out of the lava"),
    "pads_bomb": N_("keeps the Bomb ahead of the lava"),
    "cannon": N_("keeps the Doom Cannon from charging"),
    "strip": N_("lines up on the Repair Pads to strip a Boss Card"),
    "damage": N_("avoids damage"),
    "exposed": N_("steps away from Minions"),
    "kills": N_("scraps Minions"),
    "stage": N_("completes an objective"),
    "escalated": N_("puts off an escalation that brings more Minions"),
    "result": N_("wins the mission"),
    # the bots' motives
    "steady": N_("no move gains more than another here"),
    "own_program": N_("fits this Mech's best program"),
    "teammate": N_("leaves a teammate the card they need"),
    "best_answer": N_("the answer that plays out best"),
    "even": N_("every answer comes to the same here"),
    "any_space": N_("no start space gains more than another here"),
    "open_way": N_("no way gains more yet; this one has room to step ahead"),
    "no_way": N_("no way ahead of it is open"),
    "saves": N_("keeps the mission from being lost"),
    "repairs": N_("repairs a Damage Card"),
    "keeps_tank": N_("keeps its Fuel Tanks for later and takes the damage"),
    # the scene's own: the planner failed, and the seat still moves
    "lost": N_("the bot could not decide, so it does the first thing allowed"),
}


MOTIVES = frozenset(
    {"steady", "own_program", "teammate", "best_answer", "even"}
    | {"any_space", "open_way", "no_way", "lost"}
)


def reason(
    why: str | Decision, by_chance: bool = False, count: int = 0, names: Mapping[int, str] = {}
) -> str:
    """The bot's reason in words (a Decision's, or a name from ``REASONS``), with the
    number it carries ("kills 2 Minions"; a name no page knows is shown as it is), or
    where a move no term gains on leaves the Mech (a Mech a Boss drags is called by its
    name in ``names``). A gain or a landing the bot saw only on dice or cards it imagined
    is said as a hope, not a promise."""
    if isinstance(why, Decision):
        if why.landing is not None and why.landing.piece is not None:
            return moved(why.landing, names)  # what the Boss's own move surely does
        if why.landing is not None:
            weighed = "answer" if isinstance(why.action, Choose) else "line"
            if isinstance(why.action, DraftCard):
                weighed = "draft"
            ends = landed(why.landing, weighed)
            return tr("{reason}, if luck allows", reason=ends) if why.by_chance else ends
        if why.program is not None:  # a draft pick: the program it fits, still to be made
            kind, count = why.program
            gain = reason(kind, False, count)
            return tr(
                "fits this Mech's best program, which {reason} if all goes to plan", reason=gain
            )
        if why.left is not None:
            return tr(
                "leaves {card} to a teammate who makes more of it", card=said.command(why.left)
            )
        if why.first_step:  # a start space or facing: the move's words say which
            gain = reason(why.why, False, why.count)
            if isinstance(why.action, Choose) and isinstance(why.action.option, Facing):
                return tr("a first step that way {reason}", reason=gain)
            return tr("a first step from there {reason}", reason=gain)
        return reason(why.why, why.by_chance, why.count)
    words = counted(why, count) if count > 0 else None
    if words is None:
        words = tr(REASON_WORDS[why]) if why in REASON_WORDS else why
    if by_chance and why not in MOTIVES:
        return tr("{reason}, if luck allows", reason=words)
    return words


FACES = {
    Facing.N: N_("facing up"),
    Facing.E: N_("facing right"),
    Facing.S: N_("facing down"),
    Facing.W: N_("facing left"),
}


# Where a line leaves the Mech, said by what was weighed: (it moves, it stays).
LANDINGS = {
    "line": (
        N_("nothing gains more this round; the Mech ends {where}, {facing}"),
        N_("nothing gains more this round; the Mech stays put, {facing}"),
    ),
    "answer": (
        N_("no answer gains more; the Mech ends {where}, {facing}"),
        N_("no answer gains more; the Mech stays put, {facing}"),
    ),
    "draft": (
        N_("fits this Mech's best program, which leaves it {where}, {facing}, if all goes to plan"),
        N_("fits this Mech's best program, which keeps it in place, {facing}, if all goes to plan"),
    ),
}


def landed(landing: Landing, weighed: str = "line") -> str:
    """A move, answer or draft pick no term gains on, said by what it does: where the
    seat's line leaves the Mech ("the Mech ends 2 spaces up and 1 space right, facing
    left"); ``weighed`` is a key of ``LANDINGS``."""
    assert landing.facing is not None  # a Mech's line leaves it facing some way
    facing = tr(FACES[landing.facing])
    ends, stays = LANDINGS[weighed]
    if not (landing.across or landing.down):
        return tr(stays, facing=facing)
    return tr(ends, where=_where(landing), facing=facing)


def moved(landing: Landing, names: Mapping[int, str] = {}) -> str:
    """A way the Boss's move takes that no term gains on, said by where it leaves the
    piece it moves: the Boss, or the Mech it drags."""
    if landing.piece == BOSS:
        if not (landing.across or landing.down):
            return tr("no way gains more; the Boss stays put")
        return tr("no way gains more; the Boss ends {where}", where=_where(landing))
    assert landing.piece is not None  # the Boss, or the Mech it drags
    name = names.get(landing.piece.seat) or tr("the dragged Mech")
    if not (landing.across or landing.down):
        return tr("no way gains more; {name} stays put", name=name)
    return tr("no way gains more; {name} ends {where}", name=name, where=_where(landing))


def _where(landing: Landing) -> str:
    """How far a piece ends from where it stood: "2 spaces up and 1 space right"."""
    steps = []
    if landing.down:
        n = abs(landing.down)
        if landing.down < 0:
            steps.append(ntr("{n} space up", "{n} spaces up", n))
        else:
            steps.append(ntr("{n} space down", "{n} spaces down", n))
    if landing.across:
        n = abs(landing.across)
        if landing.across < 0:
            steps.append(ntr("{n} space left", "{n} spaces left", n))
        else:
            steps.append(ntr("{n} space right", "{n} spaces right", n))
    return tr("{first} and {second}", first=steps[0], second=steps[1]) if steps[1:] else steps[0]


def counted(why: str, n: int) -> str | None:
    """A reason that carries a count, in words (None: the kind counts nothing)."""
    match why:
        case "kills" | "minions_left":
            return ntr("kills {n} Minion", "kills {n} Minions", n)
        case "shards":
            return ntr("breaks {n} Crystal Shard", "breaks {n} Crystal Shards", n)
        case "bomb":
            return ntr(
                "moves the Bomb {n} space toward its goal",
                "moves the Bomb {n} spaces toward its goal",
                n,
            )
        case "delivered":
            return ntr("brings {n} Shard home", "brings {n} Shards home", n)
        case "carried":
            return ntr("picks up {n} Shard", "picks up {n} Shards", n)
        case "exposed":
            return ntr(
                "steps away from {n} Minion beside it", "steps away from {n} Minions beside it", n
            )
        case "keeps_tank":
            return tr("keeps the Fuel Tank in slot {n} for later and takes the damage", n=n)
        case "repairs":
            if n > 6:
                return tr("repairs a System Damage Card")
            return tr("repairs the Damage in slot {n}", n=n)
        case "shard_reach":
            return ntr(
                "comes {n} space closer to a Crystal Shard",
                "comes {n} spaces closer to a Crystal Shard",
                n,
            )
        case "fetch":
            return ntr(
                "comes {n} space closer to a Shard to pick up",
                "comes {n} spaces closer to a Shard to pick up",
                n,
            )
        case "hunt":
            return ntr(
                "comes {n} space closer to the Minions",
                "comes {n} spaces closer to the Minions",
                n,
            )
        case "zone":
            return ntr(
                "comes {n} space closer to the goal zone",
                "comes {n} spaces closer to the goal zone",
                n,
            )
        case "carry_route":
            return ntr(
                "carries the Shard {n} space closer to home",
                "carries the Shard {n} spaces closer to home",
                n,
            )
        case "boss_reach":
            return ntr(
                "comes {n} space closer to the Boss",
                "comes {n} spaces closer to the Boss",
                n,
            )
        case "strip":
            return ntr(
                "comes {n} space closer to a Repair Pad, to strip a Boss Card",
                "comes {n} spaces closer to a Repair Pad, to strip a Boss Card",
                n,
            )
        case "boss_health":
            return ntr("takes {n} health from the Boss", "takes {n} health from the Boss", n)
        case "knockdown":
            return ntr(
                "takes {n} health from the Boss, toward a knockdown",
                "takes {n} health from the Boss, toward a knockdown",
                n,
            )
        case "boss_shields":
            return ntr("drops {n} Boss shield", "drops {n} Boss shields", n)
        case "cannon":
            return ntr(
                "takes {n} card off the Boss's line, away from the Doom Cannon",
                "takes {n} cards off the Boss's line, away from the Doom Cannon",
                n,
            )
        case "breach":
            return ntr(
                "keeps {n} Minion back from the line",
                "keeps {n} Minions back from the line",
                n,
            )
        case "lava":
            return ntr(
                "gets {n} row farther ahead of the lava",
                "gets {n} rows farther ahead of the lava",
                n,
            )
        case "incoming":
            return ntr(
                "keeps {n} Minion from reaching its target",
                "keeps {n} Minions from reaching their target",
                n,
            )
        case "incoming_bomb":
            return ntr(
                "keeps {n} Minion from reaching the Bomb",
                "keeps {n} Minions from reaching the Bomb",
                n,
            )
        case "incoming_school":
            return ntr(
                "keeps {n} Minion from reaching the School",
                "keeps {n} Minions from reaching the School",
                n,
            )
        case "incoming_assembly":
            return ntr(
                "keeps {n} Minion from reaching the Assembly Zone",
                "keeps {n} Minions from reaching the Assembly Zone",
                n,
            )
        case "health":
            return ntr("gives the Bomb {n} health back", "gives the Bomb {n} health back", n)
        case "pads":
            return ntr(
                "rolls the Bomb onto {n} Repair Pad ahead of the lava",
                "rolls the Bomb onto {n} Repair Pads ahead of the lava",
                n,
            )
        case "pads_bomb":
            return ntr(
                "gets the Bomb {n} row farther ahead of the lava",
                "gets the Bomb {n} rows farther ahead of the lava",
                n,
            )
        case "boss_cards":
            return ntr(
                "takes {n} card off the Boss's line", "takes {n} cards off the Boss's line", n
            )
        case "boss_draft":
            return tr("gives the Boss the less harmful card, at Power {n}", n=n)
        case "cannon_draft":
            return tr(
                "gives the Boss the card that keeps the Doom Cannon farther off, at Power {n}",
                n=n,
            )
        case "boss_way":
            return ntr(
                "leaves the Mechs {n} space closer to the Boss than another way would",
                "leaves the Mechs {n} spaces closer to the Boss than another way would",
                n,
            )
        case "damage":
            return ntr(
                "spares the team at least {n} damage", "spares the team at least {n} damage", n
            )
        case "escalated":
            return ntr(
                "puts off {n} escalation that brings more Minions",
                "puts off {n} escalations that bring more Minions",
                n,
            )
        case "blocks":
            return ntr("stands in the way of {n} Minion", "stands in the way of {n} Minions", n)
        case "blocks_school":
            return ntr(
                "stands between {n} Minion and the School",
                "stands between {n} Minions and the School",
                n,
            )
        case "blocks_assembly":
            return ntr(
                "stands between {n} Minion and the Assembly Zone",
                "stands between {n} Minions and the Assembly Zone",
                n,
            )
        case "heading":
            return ntr(
                "turns toward the goal zone, {n} space clear ahead",
                "turns toward the goal zone, {n} spaces clear ahead",
                n,
            )
    return None


def move_words(scene: AnswerView, game: Game, action: Action) -> str:
    """The move in a few words: "Skewer in slot 3", "scrap Blaze to repair slot 2"."""
    match action:
        case PlaceCard(seat=seat, card=card, slot=slot):
            placed = tr("{card} in slot {n}", card=_card(game, seat, card), n=slot + 1)
            given_up = _given_up(game, seat, card, slot)
            return (
                tr("{move}, giving up {cards}", move=placed, cards=given_up) if given_up else placed
            )
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


def _given_up(game: Game, seat: int, card: int, slot: int) -> str:
    """The cards a placement takes off the slot (overridden, or pushed off a full stack),
    and the skewered Minions lost with them (the rules say which: ``queries.given_up``)."""
    dropped, skewered = queries.given_up(game, seat, card, slot)
    lost = [said.command(c.command) for c in dropped]
    if skewered:
        lost.append(ntr("{n} skewered Minion", "{n} skewered Minions", skewered))
    return tr(" and ").join(lost)


def _card(game: Game, seat: int, card: int) -> str:
    held = {c.id: c.command for c in game.mech(seat).hand}
    return said.command(held[card]) if card in held else tr("a card")


def _schematic(name: str) -> str:
    return said.card_title(campaign_data.schematic(name).spec.title)
