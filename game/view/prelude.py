"""Questions asked mid-step: what the board shows while one waits, and which events are new.

A step may ask after it has done part of its work (a Mech turned, then picks a target).
The request carries that part as ``prelude`` events and the game as it stands then as
``preview``. The screen replays the prelude at once and shows the preview while the players
decide; when the answer comes, the step runs again from the top and its events begin with
the same prelude, which must not be replayed.
"""

from __future__ import annotations

import logging

from game.rules import Game
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
    return tuple(game.pending.prelude) if game.pending is not None else ()


def unseen(
    played: tuple[ev.Event, ...], events: tuple[ev.Event, ...], game: Game
) -> tuple[ev.Event, ...]:
    """What an outcome adds to the ``played`` prelude of the question it answers: its events
    after that prelude, then the part of a new question's prelude not yet played.

    ``game`` is the outcome's game. Either the answered step finished, and the outcome
    begins with what was played; or it asked again, and the new prelude does.
    """
    new = tuple(events)
    if played and new[: len(played)] == played:
        new, played = new[len(played) :], ()
    prelude = prelude_of(game)
    if prelude[: len(played)] != played:
        log.warning("a question's prelude does not continue what was shown; replaying it")
        played = ()
    return new + prelude[len(played) :]


class Prelude:
    """Remembers the events of the waiting step already on screen, across its questions."""

    def __init__(self) -> None:
        self.played: tuple[ev.Event, ...] = ()

    def fresh(self, events: tuple[ev.Event, ...], game: Game) -> tuple[ev.Event, ...]:
        """The events of an outcome not yet shown, then the new question's prelude (if any);
        ``game`` is the outcome's game."""
        fresh = unseen(self.played, events, game)
        self.played = prelude_of(game)
        return fresh
