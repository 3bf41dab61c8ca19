"""Which sound an event makes as the director replays it (names of assets/sounds/*.wav).

``Cues`` remembers the element of the slot that runs, so a Fire attack burns and the others
zap. Unknown events make no sound.
"""

from __future__ import annotations

from game.rules import Command, Element
from game.rules import events as ev

# Every sound the game plays; tools/make_sounds.py writes one WAV for each.
SOUNDS = (
    "step",
    "stomp",
    "turn",
    "zap",
    "burn",
    "damage",
    "spawn",
    "shield",
    "lava",
    "boss",
    "click",
    "win",
    "lose",
)


class Cues:
    def __init__(self) -> None:
        self.element: Element | None = None

    def for_event(self, event: ev.Event) -> str | None:  # noqa: C901 -- one case per event
        match event:
            case ev.SlotStarted(name=name):
                try:
                    self.element = Command(name).element
                except ValueError:
                    self.element = None
                return None
            case ev.PhaseStarted() | ev.BossSlotStarted():
                self.element = None
                return "boss" if isinstance(event, ev.BossSlotStarted) else None
            case ev.PieceMoved(manner=manner) if manner is not ev.Manner.SPAWN:
                return "step"
            case ev.MoveBlocked():
                return "stomp"
            case ev.MechTurned():
                return "turn"
            case ev.CellsAttacked(cells=cells) if cells:
                return "burn" if self.element is Element.FIRE else "zap"
            case ev.FuelTankDetonated():
                return "burn"
            case ev.MinionKilled() | ev.ShardShattered() | ev.MinionParked():
                return "stomp"
            case ev.DamageDrawn():
                return "damage"
            case ev.MinionSpawned():
                return "spawn"
            case ev.DamageBlocked() | ev.BossShielded():
                return "shield"
            case ev.LavaAdvanced():
                return "lava"
            case ev.BossDamaged():
                return "boss"
            case ev.MissionEnded(result=result):
                return "win" if result.is_won else "lose"
        return None
