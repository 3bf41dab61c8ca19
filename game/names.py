"""The rules' values in words, in the current language: elements, kinds of card, facings,
Rune colours, phases, and card names. The rules name things in English for their own
notation; every screen words them through here (``game.i18n``)."""

from __future__ import annotations

import re

from game.i18n import N_, ctr, tr
from game.rules import Command, Element, Facing, Kind, Phase, Rune

ELEMENTS = {
    Element.FIRE: N_("Fire"),
    Element.ELECTRIC: N_("Electric"),
    Element.METAL: N_("Metal"),
    Element.COMPUTERY: N_("Computery"),
}
FACINGS = {Facing.N: N_("north"), Facing.E: N_("east"), Facing.S: N_("south"), Facing.W: N_("west")}
RUNES = {
    Rune.RED: N_("red"),
    Rune.YELLOW: N_("yellow"),
    Rune.BLUE: N_("blue"),
    Rune.GREEN: N_("green"),
}


def element(value: Element | str) -> str:
    """``Fire``, ``Electric``...: an element (or its rules name, ``"fire"``)."""
    return tr(ELEMENTS[Element(value)])


def kind(value: Kind) -> str:
    """``Move``, ``Turn`` or ``Attack``: the kind of a Command Card."""
    match value:
        case Kind.MOVE:
            return ctr("card kind", "Move")
        case Kind.TURN:
            return ctr("card kind", "Turn")
        case Kind.ATTACK:
            return ctr("card kind", "Attack")


def facing(value: Facing) -> str:
    """``north``...: the way a piece faces or a die points."""
    return tr(FACINGS[value])


def compass_letter(value: Facing) -> str:
    """``N``, ``E``, ``S``, ``W``: a facing in one letter, as on the Crystal Compass."""
    return tr(FACINGS[value])[:1].upper()


def rune(value: Rune | str) -> str:
    """``red``...: a Rune colour (or its rules name)."""
    return tr(RUNES[Rune(value)])


def phase(value: Phase) -> str:
    """``the draft``, ``the Minion Phase``...: a phase as the log names it ("Round 2:
    programming begins")."""
    match value:
        case Phase.DRAFT:
            return ctr("a phase begins", "the draft")
        case Phase.PROGRAM:
            return ctr("a phase begins", "programming")
        case Phase.EXECUTE:
            return ctr("a phase begins", "execution")
        case Phase.MINIONS:
            return ctr("a phase begins", "the Minion Phase")
        case Phase.DANGER:
            return ctr("a phase begins", "the Danger Phase")
        case Phase.OVER:
            return ctr("a phase begins", "the end")


def command(value: Command) -> str:
    """A Command Card's printed name (the catalogue has them from cards.yaml)."""
    return tr(value.title)


def card_title(title: str) -> str:
    """A card title the rules or the content give in English (Damage Cards, Schematics,
    Boss Cards): in the current language."""
    return tr(title)


# --- the rules' reasons, in words --------------------------------------------------------
# Events carry a ``cause`` (and some a ``reason``) the rules write in English for their own
# log and tests: "Blaze (Power 2): stomp", "an active red Rune Gate". The screen words them
# here, by their shapes; a phrase not known is shown as it is.

PHRASES = (
    # causes that are names of things, or fixed phrases
    N_("Boss draft"),
    N_("Boss draft: pick one"),
    N_("Double Draft"),
    N_("Player Draft"),
    N_("draft pick"),
    N_("unpicked cards"),
    N_("programming"),
    N_("ready"),
    N_("scrap"),
    N_("setup"),
    N_("mission setup"),
    N_("end of the Player Phase"),
    N_("choosing the First Player"),
    N_("Zhonya's Minuteglass ran out"),
    N_("the Command deck ran low"),
    N_("Minion Phase: move"),
    N_("Minion Phase: spawn"),
    N_("Minion Phase: attack"),
    N_("Minion Phase"),
    N_("Danger Phase"),
    N_("GG-101 Doom Cannon"),
    N_("Oil Slick"),
    N_("Repair Pad"),
    N_("Lava Pool"),
    N_("Spike Wall"),
    N_("the Lava Wall"),
    N_("skewered Minions"),
    N_("a Crystal Shard fell"),
    N_("a Crystal Shard came home"),
    N_("a Crystal Shard locked into place"),
    N_("a locked Crystal Shard holds the gates open"),
    N_("a Mech stepped on a Crystal Shard"),
    N_("a Mech stepped on a Rune Space"),
    N_("every Mech stands on a Repair Pad"),
    N_("every objective complete"),
    N_("the Bomb rolled onto a Repair Pad"),
    N_("the Bomb stomped a Minion"),
    N_("the Boss cannot be beaten here"),
    N_("the Boss raised its shield again"),
    N_("the Boss was knocked down"),
    N_("the Mechs start on Rune Spaces"),
    N_("the School fire flared up"),
    N_("default danger"),
    # why a move stopped, why a hit did nothing
    N_("a Massive Boulder"),
    N_("a Spike Wall"),
    N_("a piece is in the way"),
    N_("a piece it cannot push"),
    N_("the board edge"),
    N_("the pushed line cannot move"),
    N_("the Crystal Shards still protect it"),
    # why the rules refuse a move a player tried
    N_("scrapping comes later in this mission: slot every card you draft"),
    N_("that scrap does not fit the card's element or the Command Line"),
)
BY_RUNE = {
    "passing the {} Rune Gate": {
        Rune.RED: N_("passing the red Rune Gate"),
        Rune.YELLOW: N_("passing the yellow Rune Gate"),
        Rune.BLUE: N_("passing the blue Rune Gate"),
        Rune.GREEN: N_("passing the green Rune Gate"),
    },
    "an active {} Rune Gate": {
        Rune.RED: N_("an active red Rune Gate"),
        Rune.YELLOW: N_("an active yellow Rune Gate"),
        Rune.BLUE: N_("an active blue Rune Gate"),
        Rune.GREEN: N_("an active green Rune Gate"),
    },
    "its {} Rune Shield is up": {
        Rune.RED: N_("its red Rune Shield is up"),
        Rune.YELLOW: N_("its yellow Rune Shield is up"),
        Rune.BLUE: N_("its blue Rune Shield is up"),
        Rune.GREEN: N_("its green Rune Shield is up"),
    },
    "a {} roll: the Bomb's fuse burns on": {
        Rune.RED: N_("a red roll: the Bomb's fuse burns on"),
        Rune.YELLOW: N_("a yellow roll: the Bomb's fuse burns on"),
        Rune.BLUE: N_("a blue roll: the Bomb's fuse burns on"),
        Rune.GREEN: N_("a green roll: the Bomb's fuse burns on"),
    },
}
_KNOWN = frozenset(PHRASES)
_RUNE_PHRASES = {
    phrase: rune_words
    for shape, by_rune in BY_RUNE.items()
    for rune_value, rune_words in by_rune.items()
    for phrase in (shape.format(rune_value.value),)
}


def cause(text: str) -> str:
    """A cause or reason from the rules in the current language, read by its shape."""
    if text in _KNOWN:
        return tr(text)
    if text in _RUNE_PHRASES:
        return tr(_RUNE_PHRASES[text])
    for suffix, shape in (
        (": stomp", N_("{what}: stomp")),
        (": which way", N_("{what}: which way")),
        (": which shield", N_("{what}: which shield")),
        (": a Minion got in", N_("{what}: a Minion got in")),
        (" detonated", N_("{what} detonated")),
    ):
        if text.endswith(suffix):
            return tr(shape, what=cause(text.removesuffix(suffix)))
    if text.startswith("Boss: "):
        return tr("Boss: {what}", what=cause(text.removeprefix("Boss: ")))
    if text.startswith("scrapped "):
        return tr("scrapped {card}", card=cause(text.removeprefix("scrapped ")))
    if text.startswith("defeat: "):
        return tr("defeat")
    head, power = _power(text)
    if power is not None:
        return tr("{what} (Power {power})", what=cause(head), power=power)
    for shape, number in _NUMBERED:
        found = number.fullmatch(text)
        if found is not None:
            return tr(shape, n=int(found.group(1)))
    return tr(text)  # a title from the content (Damage Cards...), or a phrase not known


def _power(text: str) -> tuple[str, int | None]:
    if text.endswith(")") and " (Power " in text:
        head, _, tail = text.rpartition(" (Power ")
        if tail[:-1].isdigit():
            return head, int(tail[:-1])
    return text, None


_NUMBERED = tuple(
    (shape, re.compile(pattern))
    for shape, pattern in (
        (N_("slot {n}"), r"slot (\d+)"),
        (N_("slot {n} default danger"), r"slot (\d+) default danger"),
        (N_("round {n}"), r"round (\d+)"),
        (N_("escalation {n}"), r"escalation (\d+)"),
        (N_("objective {n} complete"), r"objective (\d+) complete"),
        (
            N_("slot {n} is damaged and cannot be programmed"),
            r"slot (\d+) is damaged and cannot be programmed",
        ),
        (N_("there is no slot {n}"), r"there is no slot (\d+)"),
    )
)


DAMAGE_KINDS = {"glitch": N_("glitch"), "system": N_("system"), "slot": N_("slot")}


def damage_kind(value: str) -> str:
    """``glitch``, ``system`` or ``slot``: the kind of a Damage Card, in small letters."""
    return tr(DAMAGE_KINDS[value]) if value in DAMAGE_KINDS else value


def rune_colour(value: Rune | str) -> str:
    """A Rune's colour to name the Rune itself ("the red Rune", "a red Rune Space"): in
    Spanish it agrees with "runa"."""
    match Rune(value):
        case Rune.RED:
            return ctr("a Rune's colour", "red")
        case Rune.YELLOW:
            return ctr("a Rune's colour", "yellow")
        case Rune.BLUE:
            return ctr("a Rune's colour", "blue")
        case Rune.GREEN:
            return ctr("a Rune's colour", "green")
