"""The field guide's pages, built from the content: the mission in play, guide.yaml's round,
programming, terrain, pieces and zones, every Command Card at its three Powers, every Damage
Card, and every mission's objective, special rules, escalations and ways to lose.

Each page that shows boards comes with its demos (``Shown``): the scene plays them.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.content import MissionInfo, campaign, cards, guide
from game.content.guide import Demo
from game.palette import ELEMENT_COLOURS, Colour, contrast, shade
from game.rules import Command
from game.ui import theme
from game.ui.card_text import ELEMENT_NAMES, KIND_NAMES, KIND_TEXT
from game.ui.guide_page import Block, Page

POWERS = (1, 2, 3)


@dataclass(frozen=True)
class Shown:
    """A page and the demos its boards play: (demo, cards in slot 1, answers) each."""

    page: Page
    demos: tuple[tuple[Demo, tuple[str, ...], tuple[str, ...]], ...] = ()


def pages(mission: MissionInfo | None = None) -> list[Shown]:
    """Every page, in the order the list shows them: the mission in play first."""
    found = [mission_page(mission, "This mission")] if mission is not None else []
    book = guide()
    for section in book.sections[:2]:
        found += [_entry(section.title, e.name, e.text, e.demo) for e in section.entries]
    found += [command_page(c) for c in Command]
    found += damage_pages()
    for section in book.sections[2:]:
        found += [_entry(section.title, e.name, e.text, e.demo) for e in section.entries]
    found += [mission_page(m, "Missions") for m in campaign()]
    return found


def _entry(section: str, name: str, text: str, demo: Demo | None) -> Shown:
    page = Page(section, name, blocks=(Block("", (text,)),), boards=int(demo is not None))
    return Shown(page, ((demo, demo.line, demo.answers),) if demo is not None else ())


def command_page(command: Command) -> Shown:
    info = cards().command(command)
    lead = f"{ELEMENT_NAMES[command.element]} · {KIND_NAMES[command.kind]} card"
    columns = tuple(Block(f"Power {p}", (info.texts[p - 1],)) for p in POWERS)
    found = guide().demo_of(command)
    demos: tuple[tuple[Demo, tuple[str, ...], tuple[str, ...]], ...] = ()
    if found is not None:
        demo, answers = found
        demos = tuple((demo, (command.value,) * p, answers[p - 1]) for p in POWERS)
    stacks = "One card is Power 1; a stack of two is Power 2; three, Power 3."
    page = Page(
        "Command Cards",
        command.title,
        lead,
        (Block("Scrap it", (info.scrap,)), Block("Power", (stacks,))),
        columns,
        len(demos),
        readable(ELEMENT_COLOURS[command.element]),
    )
    return Shown(page, demos)


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
        origin = "in the deck from the Tutorial on"
        if info.from_mission and since is not None:
            origin = f"added from Mission {info.from_mission} on ({since.title})"
        blocks = (
            Block("", (info.text,)),
            Block("In the deck", (f"{info.copies} copies, {origin}.",)),
        )
        found.append(Shown(Page("Damage Cards", info.spec.title, KIND_TEXT[kind], blocks)))
    return found


def mission_page(mission: MissionInfo, section: str) -> Shown:
    kicker = "Tutorial" if mission.number == 0 else f"Mission {mission.number}"
    escalations = tuple(t for t in (*mission.escalation_texts, *mission.stage_texts) if t)
    defeats = tuple(text for _, text in mission.defeat_texts)
    blocks = [Block("Objective", (mission.objective,))]
    if mission.special_rules:
        blocks.append(Block("Special rules", mission.special_rules, True))
    if escalations:
        blocks.append(Block("Escalations", escalations, True))
    loss = defeats or ("This mission can't be lost: keep playing rounds until you win.",)
    blocks.append(Block("How it is lost", loss, True))
    if mission.zone_texts:
        zones = tuple(
            f"{name.replace('_', ' ').title()}: {text}" for name, text in mission.zone_texts
        )
        blocks.append(Block("Zones", zones, True))
    return Shown(Page(section, mission.title, kicker, tuple(blocks)))
