"""Bots that play Mechs vs. Minions through the rules engine's public moves.

May import only the standard library and ``game.rules`` (no pygame): a bot reads a ``Game``
and returns an action that ``legal_actions`` lists, and why: a name from ``REASONS`` (an
evaluation term it gains on, or a motive) that the presentation words in the players' language.

    planner = Planner()
    decision = planner.decide(game, seat)   # Decision(action, why)
    game = rules.apply(game, decision.action).game
"""

from . import boss as _boss  # noqa: F401 -- registers the Boss terms
from . import objectives as _objectives  # noqa: F401 -- registers objective progress
from . import threats as _threats  # noqa: F401 -- registers defeat threats
from .planner import REASONS, Decision, Planner, Settings, acting_seats

__all__ = ["REASONS", "Decision", "Planner", "Settings", "acting_seats"]
