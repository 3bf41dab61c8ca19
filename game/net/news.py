"""What changed a game online, as a screen shows it: an action played (animated with its
events), or a Program Phase move taken back (the game snaps to where it now stands)."""

from __future__ import annotations

from dataclasses import dataclass

from game import rules
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


News = Played | TookBack
