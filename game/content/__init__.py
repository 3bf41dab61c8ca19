"""Content: missions and maps turned into rules values. Imports rules, PyYAML and pytmx."""

from .catalogue import MissionInfo, load_mission, mission_ids

__all__ = ["MissionInfo", "load_mission", "mission_ids"]
