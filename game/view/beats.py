"""The Minion and Danger Phases in beats, so a newcomer can follow them.

A beat is one thing to read on the board: the Rune Die and its compass arrow, the Minions'
move, the spawns, one Mech's attack with its first Damage Card, each further Damage Card,
a Boss slot, the Lava Wall, an escalation. The director holds between beats (a second at
normal speed, or until the players step on) and plays the events inside a beat as one.
"""

from __future__ import annotations

from enum import Enum

from game.rules import Phase, PieceKind
from game.rules import events as ev

PACED_PHASES = frozenset({Phase.MINIONS, Phase.DANGER})


class Kind(Enum):
    INTRO = "intro"  # a phase's banner: it leads into the phase's first beat
    DIE = "die"
    MOVE = "move"  # Minions walking or sliding
    SPAWN = "spawn"
    ATTACK = "attack"  # damage about to hit one Mech
    CARD = "card"  # a Damage Card revealed, then resolved
    BOSS = "boss"
    LAVA = "lava"
    BANNER = "banner"  # an escalation or an objective
    END = "end"


def kind_of(event: ev.Event) -> Kind | None:
    """What an event starts or continues; None for an event that is part of another's beat
    (a Mech turning as a Damage Card resolves, a Minion killed by a Boss Card).

    >>> from game.rules import Phase
    >>> kind_of(ev.PhaseStarted("", Phase.MINIONS, 1, 0)), kind_of(ev.DraftTimed(""))
    (<Kind.INTRO: 'intro'>, None)
    """
    match event:
        case ev.PhaseStarted():
            return Kind.INTRO
        case ev.RuneDieRolled() | ev.NumberDieRolled():
            return Kind.DIE
        case ev.PieceMoved(piece=piece, manner=ev.Manner.WALK | ev.Manner.SLIDE):
            return Kind.MOVE if piece.kind is PieceKind.MINION else None
        case ev.MinionSpawned():
            return Kind.SPAWN
        case ev.DamageTaken():
            return Kind.ATTACK
        case ev.DamageDrawn():
            return Kind.CARD
        case ev.BossSlotStarted():
            return Kind.BOSS
        case ev.LavaAdvanced():
            return Kind.LAVA
        case ev.Escalated() | ev.StageCompleted():
            return Kind.BANNER
        case ev.MissionEnded():
            return Kind.END
    return None


class Beats:
    """The beat under way: its kinds and events, and how many beats have begun."""

    def __init__(self) -> None:
        self.kinds: list[Kind] = []
        self.events: list[ev.Event] = []
        self.count = 0

    def joins(self, event: ev.Event) -> bool:
        """Whether ``event`` belongs to the beat under way rather than opening the next.

        >>> from game.rules import PieceId
        >>> beats = Beats()
        >>> walk = ev.PieceMoved("", PieceId.minion(5), ((0, 0), (0, 1)), ev.Manner.WALK)
        >>> beats.joins(walk)
        False
        >>> beats.add(walk)
        True
        >>> beats.joins(walk), beats.joins(ev.MinionSpawned("", 6, (2, 2)))
        (True, False)
        """
        kind = kind_of(event)
        if not self.events:
            return False
        if kind is None:
            return True
        if set(self.kinds) <= {Kind.INTRO}:  # a lead-in: a banner, or events of no beat
            return kind is not Kind.INTRO
        if kind in (Kind.MOVE, Kind.SPAWN):
            return self.kinds[-1:] == [kind]
        return kind is Kind.CARD and Kind.ATTACK in self.kinds and Kind.CARD not in self.kinds

    def add(self, event: ev.Event) -> bool:
        """Count ``event`` in; True when it opened a new beat."""
        is_new = not self.joins(event)
        if is_new:
            self.kinds, self.events = [], []
            self.count += 1
        kind = kind_of(event)
        if kind is not None:
            self.kinds.append(kind)
        self.events.append(event)
        return is_new

    def close(self) -> None:
        """The replay is over: whatever comes next opens a beat without waiting."""
        self.kinds, self.events = [], []
