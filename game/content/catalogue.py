"""The campaign as the game reads it: missions.yaml and the Tiled maps, loaded once."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from game.paths import CARDS_FILE, MAPS, MISSIONS_FILE

from .cards import Cards, load_cards
from .errors import ContentError
from .missions import MissionInfo, load_missions


@cache
def cards(path: Path = CARDS_FILE) -> Cards:
    return load_cards(path)


@cache
def campaign(path: Path = MISSIONS_FILE, maps_dir: Path = MAPS) -> tuple[MissionInfo, ...]:
    return load_missions(path, maps_dir, cards())


def mission_ids() -> tuple[str, ...]:
    return tuple(m.id for m in campaign())


def load_mission(mission_id: str) -> MissionInfo:
    for mission in campaign():
        if mission.id == mission_id:
            return mission
    raise ContentError(f"{MISSIONS_FILE.name}: no mission {mission_id!r}")
