"""Questions asked mid-step, as the screen sees them.

A step may ask after it has done part of its work (a Mech turned, then picks a target).
The request carries that part as ``prelude`` events and the game as it stands then as
``preview``: while the players decide, the prelude has been played and the board and panels
show the preview. ``fresh_events`` is the one place that knows which of an outcome's events
are new to the screen.
"""

from __future__ import annotations

import logging

from game.rules import Game, Outcome, Request
from game.rules import events as ev

log = logging.getLogger(__name__)


def as_shown(game: Game) -> Game:
    """The snapshot the board and panels show: the question's preview while one waits."""
    request = game.pending
    if request is not None and request.preview is not None:
        preview: Game = request.preview
        return preview
    return game


def prelude_of(game: Game) -> tuple[ev.Event, ...]:
    """What the step waiting on a question has done so far (nothing when none waits)."""
    return tuple(game.pending.prelude) if game.pending is not None else ()


def fresh_events(answered: Request | None, outcome: Outcome) -> tuple[ev.Event, ...]:
    """The events of ``outcome`` not yet on screen, then a new question's prelude.

    ``answered`` is the question the action answered, if any. Today the answered step runs
    again from the top, so the outcome repeats that question's prelude, which was played
    when it was asked; a step that asks again carries its whole story in the new prelude.
    Once outcomes carry only fresh events, this is simply ``outcome.events``.
    """
    played = tuple(answered.prelude) if answered is not None else ()
    new = outcome.events
    if played and new[: len(played)] == played:
        new, played = new[len(played) :], ()
    prelude = prelude_of(outcome.game)
    if prelude[: len(played)] != played:
        log.warning("a question's prelude does not continue what was shown; replaying it")
        played = ()
    return new + prelude[len(played) :]
