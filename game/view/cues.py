"""The game's sounds (names of assets/sounds/*.wav), and the events whose sound depends on
what happened. The play scene's event table says which event makes which sound."""

from __future__ import annotations

from game.rules import Element
from game.rules import events as ev
from game.view.hud import HudState

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


def piece_moved(event: ev.PieceMoved, hud: HudState) -> str | None:
    """Footsteps, but a piece set down on the board makes none."""
    return None if event.manner is ev.Manner.SPAWN else "step"


def cells_attacked(event: ev.CellsAttacked, hud: HudState) -> str | None:
    """A Fire slot's attack burns, the others zap; an attack on no space is silent."""
    if not event.cells:
        return None
    return "burn" if event.element is Element.FIRE else "zap"


def mission_ended(event: ev.MissionEnded, hud: HudState) -> str | None:
    return "win" if event.result.is_won else "lose"
