"""The campaign's content as the menus need it: mission order and each Yordle's Schematics."""

from __future__ import annotations

from game.content import MissionInfo, campaign, cards
from game.content.cards import SchematicInfo
from game.progress import Progress, unlocked_schematics


def missions() -> tuple[MissionInfo, ...]:
    """The Tutorial, then Missions 1-10, in campaign order."""
    return tuple(sorted(campaign(), key=lambda m: m.number))


def numbers() -> dict[str, int]:
    return {m.id: m.number for m in campaign()}


def schematics() -> tuple[SchematicInfo, ...]:
    return cards().schematics


def schematic(name: str) -> SchematicInfo:
    return next(s for s in schematics() if s.spec.name == name)


def unlocked(progress: Progress) -> frozenset[str]:
    """The Schematics the campaign has handed out so far."""
    return unlocked_schematics(numbers(), progress, [s.spec for s in schematics()])


def offered_for(yordle: str, mission: int, progress: Progress | None) -> tuple[SchematicInfo, ...]:
    """A Yordle's Schematics to pick from before a mission, in the order of their envelopes:
    every envelope up to and including this mission's, plus in the campaign (``progress``)
    whatever the team unlocked before. Quick play has no progress."""
    owned = unlocked(progress) if progress is not None else frozenset()
    found = [
        s
        for s in schematics()
        if s.spec.yordle == yordle and (s.spec.mission <= mission or s.spec.name in owned)
    ]
    return tuple(sorted(found, key=lambda s: s.spec.mission))
