"""The campaign's content as the menus need it: mission order and each Yordle's Schematics."""

from __future__ import annotations

from game.content import MissionInfo, campaign, cards
from game.content.cards import SchematicInfo
from game.progress import Progress


def missions() -> tuple[MissionInfo, ...]:
    """The Tutorial, then Missions 1-10, in campaign order."""
    return tuple(sorted(campaign(), key=lambda m: m.number))


def numbers() -> dict[str, int]:
    return {m.id: m.number for m in campaign()}


def schematics() -> tuple[SchematicInfo, ...]:
    return cards().schematics


def schematic(name: str) -> SchematicInfo:
    return next(s for s in schematics() if s.spec.name == name)


def unlocked_for(progress: Progress, yordle: str) -> tuple[SchematicInfo, ...]:
    """A Yordle's unlocked Schematics, in the order of their envelopes."""
    found = [
        s for s in schematics() if s.spec.yordle == yordle and s.spec.name in progress.schematics
    ]
    return tuple(sorted(found, key=lambda s: s.spec.mission))
