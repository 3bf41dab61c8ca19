"""The campaign's missions as the game reads them.

A stand-in until missions.yaml and the Tiled maps are loaded here: the Tutorial and
Mission 1 on boards written in the rules' text notation.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules import Board, MissionRules, RuleRef, Stage
from game.rules.text import parse_board


class ContentError(ValueError):
    """Content that cannot be loaded: names the file, the place and what is wrong."""


@dataclass(frozen=True, slots=True)
class MissionInfo:
    id: str
    number: int
    title: str
    objective: str
    briefing: str
    debriefing: str
    doom_meaning: str | None
    rules: MissionRules
    ez_rules: MissionRules
    board: Board
    map_path: str | None = None


_TUTORIAL_BOARD = """
s  .  .  .  .  s
.  .  .  .  .  .
.  .  *  *  .  .
.  .  *  *  .  .
.  .  .  .  .  .
s  .  .  .  .  s
zone school 2,2 3,3
zone shards 2,2 3,3
zone minions 1,0 4,0 0,2 5,3 1,5 4,5 2,1 3,4
"""

_TUTORIAL = MissionRules(
    id="tutorial",
    minion_move=RuleRef.of("compass", steps=1),
    setup=(RuleRef.of("shards_at", zone="shards"),),
    stages=(
        Stage(
            RuleRef.of("no_shards"),
            then=(
                RuleRef.of("damage_each", amount=1),
                RuleRef.of("minions_at", zone="minions"),
                RuleRef.of("go_to_phase", phase="minions"),
            ),
        ),
        Stage(RuleRef.of("no_minions")),
    ),
)

_MISSIONS = {
    "tutorial": MissionInfo(
        id="tutorial",
        number=0,
        title="Tutorial: Target Practice",
        objective="Shatter all four Crystal Shards in the School.",
        briefing=(
            "Rumble has lined up four fragile Crystal Shards inside the School as targets. "
            "Draft Command Cards, slot them into your Command Line, and watch your Mech carry "
            "them out. Walk onto a Shard or hit it with an attack to shatter it."
        ),
        debriefing="Every Minion is scrap. Your team is ready for a real mission.",
        doom_meaning=None,
        rules=_TUTORIAL,
        ez_rules=_TUTORIAL,
        board=parse_board(_TUTORIAL_BOARD),
    ),
}


def mission_ids() -> tuple[str, ...]:
    return tuple(_MISSIONS)


def load_mission(mission_id: str) -> MissionInfo:
    try:
        return _MISSIONS[mission_id]
    except KeyError:
        raise ContentError(f"missions: no mission {mission_id!r}") from None
