"""What changed a game online, as a screen shows it: an action played (animated with its
events), or a Program Phase move taken back (the game snaps to where it now stands); and
what did not: this window's move the host (or this window's own copy of the rules) refused,
to say so beside the piece it concerned."""

from __future__ import annotations

from dataclasses import dataclass

from game import rules
from game.net.protocol import Refused
from game.rules import Action, Game


@dataclass(frozen=True)
class Played:
    """An action the game took, numbered as the host numbered it, with what it caused."""

    n: int
    action: Action
    outcome: rules.Outcome


@dataclass(frozen=True)
class TookBack:
    """A seat's last Program Phase move, taken back: the game to show."""

    seat: int
    game: Game


@dataclass(frozen=True)
class Refusal:
    """A move of this window that was not taken: the action (None: a take-back) of which
    seat, and the host's refusal (its key words it in any language), or None when this
    window's own copy of the rules said no before sending it."""

    seat: int | None
    action: Action | None
    refused: Refused | None = None


News = Played | TookBack | Refusal
