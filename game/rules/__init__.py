"""The pure rules engine of Mechs vs. Minions.

May import only the standard library: no pygame, pytmx, yaml, files or clocks. A game is a
value; ``apply(game, action)`` returns the next value and the events that explain it.
"""

from . import boss as _boss  # noqa: F401 -- registers the Boss
from . import campaign_rules as _campaign  # noqa: F401 -- registers Missions 2-10
from . import events, queries  # what happened, and what the screen may ask
from . import lava as _lava  # noqa: F401 -- registers the Lava Wall
from . import minions as _minions  # noqa: F401 -- registers the Minion rules
from . import missions as _missions  # noqa: F401 -- registers the mission rules
from . import pursuit as _pursuit  # noqa: F401 -- registers Minions that chase targets
from . import shards as _shards  # noqa: F401 -- registers Shard deliveries
from .actions import (
    Action,
    Choose,
    DraftCard,
    EndProgramming,
    InstallSchematic,
    PlaceCard,
    ScrapCard,
    TimeRanOut,
    UseSchematic,
)
from .board import Board, Rune, Space, Terrain, edge_beside
from .cards import GATE_KEYS, Card, Command, DamageCard, DamageSpec, Element, Kind
from .engine import (
    IllegalAction,
    Outcome,
    apply,
    apply_this_phase,
    legal_actions,
    new_game,
    running_boss_slot,
    running_slot,
)
from .grid import Cell, Facing, Turn
from .ids import BOMB, BOSS, PieceId, PieceKind, Seat
from .phases import Acting, ToAct, to_act
from .position import PositionError, format_state, read_state
from .requests import (
    BossCardName,
    BossSlot,
    DamagedSlot,
    FuelTank,
    KeepFuelTank,
    NoTow,
    Option,
    Prompt,
    RepairTarget,
    Request,
    SlotPair,
    SystemDamage,
    option_label,
    read_option,
)
from .state import (
    Ending,
    Escalation,
    Game,
    Mech,
    MissionRules,
    Phase,
    Result,
    RuleRef,
    Slot,
    Stage,
    Yordle,
)

__all__ = [
    "GATE_KEYS",
    "edge_beside",
    "BossCardName",
    "BossSlot",
    "DamagedSlot",
    "FuelTank",
    "KeepFuelTank",
    "NoTow",
    "Option",
    "RepairTarget",
    "SlotPair",
    "SystemDamage",
    "option_label",
    "read_option",
    "BOMB",
    "BOSS",
    "PieceId",
    "PieceKind",
    "Seat",
    "Action",
    "Board",
    "Card",
    "Cell",
    "Choose",
    "Command",
    "DamageCard",
    "DamageSpec",
    "DraftCard",
    "Element",
    "EndProgramming",
    "Escalation",
    "Facing",
    "Game",
    "IllegalAction",
    "Kind",
    "Mech",
    "MissionRules",
    "Outcome",
    "Phase",
    "PlaceCard",
    "Prompt",
    "Request",
    "Result",
    "Ending",
    "RuleRef",
    "Rune",
    "ScrapCard",
    "Slot",
    "Space",
    "Stage",
    "Terrain",
    "TimeRanOut",
    "Turn",
    "Yordle",
    "apply",
    "apply_this_phase",
    "legal_actions",
    "new_game",
    "running_boss_slot",
    "running_slot",
    "Acting",
    "ToAct",
    "to_act",
    "PositionError",
    "format_state",
    "read_state",
    "InstallSchematic",
    "UseSchematic",
    "events",
    "queries",
]
