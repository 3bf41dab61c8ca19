"""The campaign as the game reads it: cards.yaml, missions.yaml, the Tiled maps, lessons.yaml
and guide.yaml of the content folder being played (``game.paths.content()``), each loaded
once."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from game import paths

from .cards import Cards, load_cards
from .errors import ContentError
from .guide import Guide, load_guide
from .lessons import Lessons, load_lessons
from .missions import MissionInfo, load_missions


def cards(path: Path | None = None) -> Cards:
    return _cards(path or paths.content().cards)


def campaign(path: Path | None = None, maps_dir: Path | None = None) -> tuple[MissionInfo, ...]:
    folder = paths.content()
    return _campaign(path or folder.missions, maps_dir or folder.maps, folder.cards)


@cache
def _cards(path: Path) -> Cards:
    if not path.is_file():
        raise ContentError(f"{path.name}: no such file in {path.parent}")
    return load_cards(path)


@cache
def _campaign(path: Path, maps_dir: Path, cards_path: Path) -> tuple[MissionInfo, ...]:
    deck = cards(cards_path)
    if not path.is_file():
        raise ContentError(f"{path.name}: no such file in {path.parent}")
    return load_missions(path, maps_dir, deck)


def mission_ids() -> tuple[str, ...]:
    return tuple(m.id for m in campaign())


def load_mission(mission_id: str) -> MissionInfo:
    for mission in campaign():
        if mission.id == mission_id:
            return mission
    raise ContentError(f"{paths.content().missions.name}: no mission {mission_id!r}")


def lessons() -> Lessons:
    return _lessons(paths.content().lessons)


def guide() -> Guide:
    return _guide(paths.content().guide)


@cache
def _lessons(path: Path) -> Lessons:
    return load_lessons(path)


@cache
def _guide(path: Path) -> Guide:
    return load_guide(path)
