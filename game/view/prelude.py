"""Questions asked mid-step, as the screen sees them.

A step may ask after it has done part of its work (a Mech turned, then picks a target).
The events of that part come with the outcome that asks (every event is handed out once),
and the request carries the game as it stands then as ``preview``: while the players
decide, the board and panels show the preview.
"""

from __future__ import annotations

from game.rules import Game


def as_shown(game: Game) -> Game:
    """The snapshot the board and panels show: the question's preview while one waits."""
    request = game.pending
    if request is not None and request.preview is not None:
        return request.preview
    return game
