"""Questions asked mid-step: what the board shows while one waits.

A step may ask after it has done part of its work (a Mech turned, then picks a target).
The events of that part come with the outcome that asks, and the request carries the game
as it stands then as ``preview``, which the screen shows while the players decide.
"""

from __future__ import annotations

from game.rules import Game


def as_shown(game: Game) -> Game:
    """The snapshot the board and panels show: the question's preview while one waits."""
    request = game.pending
    if request is not None and request.preview is not None:
        return request.preview
    return game
