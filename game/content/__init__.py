"""Content: missions.yaml and the Tiled maps turned into rules values.

May import game.rules, PyYAML and pytmx; never the view, the UI or the scenes.
"""

from .catalogue import campaign, cards, guide, lessons, load_mission, mission_ids
from .errors import ContentError
from .missions import MissionInfo

__all__ = [
    "ContentError",
    "MissionInfo",
    "campaign",
    "cards",
    "guide",
    "lessons",
    "load_mission",
    "mission_ids",
]
