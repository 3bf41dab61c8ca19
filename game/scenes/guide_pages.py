"""The field guide's pages, built from the content: the mission in play, guide.yaml's round,
programming, terrain, pieces and zones, every Command Card at its three Powers, every Damage
Card, and every mission's objective, special rules, escalations and ways to lose.

Each page that shows boards comes with its demos (``Shown``): the scene plays them.
"""

from __future__ import annotations

from dataclasses import dataclass

from game import names as said
from game.content import MissionInfo, campaign, cards, guide
from game.content.guide import Demo
from game.content.messages import SHORT
from game.i18n import ctr, ntr, tr
from game.palette import ELEMENT_COLOURS, Colour, contrast, shade
from game.rules import Command
from game.ui import theme
from game.ui.card_text import KIND_TEXT
from game.ui.guide_page import Block, Page
from game.view.zones import zone_label

POWERS = (1, 2, 3)


@dataclass(frozen=True)
class Shown:
    """A page and the demos its boards play: (demo, cards in slot 1, answers) each."""

    page: Page
    demos: tuple[tuple[Demo, tuple[str, ...], tuple[str, ...]], ...] = ()


def pages(mission: MissionInfo | None = None) -> list[Shown]:
    """Every page, in the order the list shows them: the mission in play first."""
    found = [mission_page(mission, tr("This mission"))] if mission is not None else []
    book = guide()
    for section in book.sections[:2]:
        found += [_entry(tr(section.title), e.name, e.text, e.demo) for e in section.entries]
    found += [command_page(c) for c in Command]
    found += damage_pages()
    for section in book.sections[2:]:
        found += [_entry(tr(section.title), e.name, e.text, e.demo) for e in section.entries]
    found += [mission_page(m, tr("Missions")) for m in campaign()]
    return found


def _entry(section: str, name: str, text: str, demo: Demo | None) -> Shown:
    blocks = (Block("", (tr(text),)),)
    page = Page(section, tr(name), blocks=blocks, boards=int(demo is not None))
    return Shown(page, ((demo, demo.line, demo.answers),) if demo is not None else ())


def command_page(command: Command) -> Shown:
    info = cards().command(command)
    lead = tr(
        "{element} · {kind} card",
        element=said.element(command.element),
        kind=said.kind(command.kind),
    )
    lead = with_short(lead, said.command(command), ctr(SHORT, info.short))
    columns = tuple(Block(tr("Power {n}", n=p), (tr(info.texts[p - 1]),)) for p in POWERS)
    found = guide().demo_of(command)
    demos: tuple[tuple[Demo, tuple[str, ...], tuple[str, ...]], ...] = ()
    if found is not None:
        demo, answers = found
        demos = tuple((demo, (command.value,) * p, answers[p - 1]) for p in POWERS)
    stacks = tr("One card is Power 1; a stack of two is Power 2; three, Power 3.")
    page = Page(
        tr("Command Cards"),
        said.command(command),
        lead,
        (Block(tr("Scrap it"), (tr(info.scrap),)), Block(tr("Power"), (stacks,))),
        columns,
        len(demos),
        readable(ELEMENT_COLOURS[command.element]),
    )
    return Shown(page, demos)


def with_short(lead: str, title: str, short: str) -> str:
    """A card page's line under its title, naming the short name the seats' rows use."""
    if not short or short == title:
        return lead
    return tr("{lead} · “{short}” in the rows", lead=lead, short=short)


def readable(colour: Colour, behind: Colour = theme.PANEL) -> Colour:
    """The colour lightened until words in it read on the page (4.5:1)."""
    factor = 1.0
    while contrast(shade(colour, factor), behind) < 4.5 and factor < 2:
        factor += 0.05
    return shade(colour, factor)


def damage_pages() -> list[Shown]:
    found = []
    numbers = {m.number: m for m in campaign()}
    for info in cards().damage:
        kind = info.spec.kind.value
        since = numbers.get(info.from_mission)
        if info.from_mission and since is not None:
            origin = ntr(
                "{n} copy, added from Mission {mission} on ({title}).",
                "{n} copies, added from Mission {mission} on ({title}).",
                info.copies,
                mission=info.from_mission,
                title=tr(since.title),
            )
        else:
            origin = ntr(
                "{n} copy, in the deck from the Tutorial on.",
                "{n} copies, in the deck from the Tutorial on.",
                info.copies,
            )
        blocks = (Block("", (tr(info.text),)), Block(tr("In the deck"), (origin,)))
        title, kind_text = said.card_title(info.spec.title), tr(KIND_TEXT[kind])
        kind_text = with_short(kind_text, title, ctr(SHORT, info.short))
        found.append(Shown(Page(tr("Damage Cards"), title, kind_text, blocks)))
    return found


def mission_page(mission: MissionInfo, section: str) -> Shown:
    kicker = tr("Tutorial") if mission.number == 0 else tr("Mission {n}", n=mission.number)
    escalations = tuple(tr(t) for t in (*mission.escalation_texts, *mission.stage_texts) if t)
    defeats = tuple(tr(text) for _, text in mission.defeat_texts)
    blocks = [Block(tr("Objective"), (tr(mission.objective),))]
    if mission.special_rules:
        rules = tuple(tr(rule) for rule in mission.special_rules)
        blocks.append(Block(tr("Special rules"), rules, True))
    if escalations:
        blocks.append(Block(tr("Escalations"), escalations, True))
    loss = defeats or (tr("This mission can't be lost: keep playing rounds until you win."),)
    blocks.append(Block(tr("How it is lost"), loss, True))
    if mission.zone_texts:
        zones = tuple(
            tr("{zone}: {text}", zone=zone_label(name), text=tr(text))
            for name, text in mission.zone_texts
        )
        blocks.append(Block(tr("Zones"), zones, True))
    return Shown(Page(section, tr(mission.title), kicker, tuple(blocks)))
