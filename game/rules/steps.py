"""Units of resolution on the agenda, and the scratchpad one step resolves with.

Steps are frozen values. A step that asked a question stays at the head of the agenda with
``answers`` (the choices players have made, which ``Choices`` replays when the step runs
again) and ``shown`` (how many of its events the players have already been handed).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from .events import Event
from .ids import PieceId, Seat
from .registry import RuleGroup
from .requests import Choices, Option
from .state import Checkpoint, Game, Mech, Phase, RuleRef
from .values import copier, evolve


@dataclass(frozen=True, slots=True, kw_only=True)
class Resumable:
    """What every step carries once it has asked: the answers so far, the events shown."""

    answers: tuple[Option, ...] = ()
    shown: int = 0


@dataclass(frozen=True, slots=True)
class RunSlot(Resumable):
    seat: Seat
    slot: int


@dataclass(frozen=True, slots=True)
class TakeDamage(Resumable):
    seat: Seat
    amount: int
    cause: str


@dataclass(frozen=True, slots=True)
class DrawDamage(Resumable):
    """One Damage Card per remaining point, each resolved fully before the next."""

    seat: Seat
    amount: int
    cause: str


@dataclass(frozen=True, slots=True)
class RunRule(Resumable):
    """A mission rule by name: a Minion move, spawn or attack, a danger, an escalation."""

    registry: RuleGroup
    rule: RuleRef
    cause: str
    is_stage_setup: bool = False  # the next objective waits until these have run


@dataclass(frozen=True, slots=True)
class AttackSeat(Resumable):
    """Minions adjacent to one seat's Mech attack it, counted when that seat's turn comes."""

    seat: Seat
    cause: str


@dataclass(frozen=True, slots=True)
class EnterPhase(Resumable):
    phase: Phase


@dataclass(frozen=True, slots=True)
class RunSchematic(Resumable):
    """A Hack Schematic being used."""

    seat: Seat
    name: str


@dataclass(frozen=True, slots=True)
class FinishLine(Resumable):
    """After a seat's six slots: Overdrives that act at the end of a Command Line."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class PlaceMech(Resumable):
    """Mission setup: the player picks the Mech's start space and facing."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class RunBossSlot(Resumable):
    slot: int


@dataclass(frozen=True, slots=True)
class DraftBossCard(Resumable):
    """The Boss draft at the end of the Danger Phase."""


Step = (
    RunSlot
    | TakeDamage
    | DrawDamage
    | RunRule
    | AttackSeat
    | EnterPhase
    | RunBossSlot
    | DraftBossCard
    | RunSchematic
    | FinishLine
    | PlaceMech
)


class MissionDecided(Exception):
    """A move ended with the mission's last objective met on its way (the Bomb entered its
    zone): the mission is won then, and nothing after that move in the step happens."""


_copy_game = copier(Game)
_GAME_FIELDS = frozenset(f.name for f in fields(Game))


class Context:
    """The scratchpad of one step: the game as it changes, events so far, steps to follow.

    It never outlives the step: if a question is asked, it is thrown away with the step's
    partial work and the step runs again from the top. It also holds what matters only
    while one step resolves: the pieces a Spike Wall already hurt (at most once per source
    of movement, ruling 3) and the checkpoint objectives may wait for.

    The first ``update`` of a step copies the Game; the copy is this context's own until
    someone sets ``game`` to another, and later updates change that copy in place (a step
    makes a dozen changes, and nothing else can have seen the copy yet). So code that
    keeps ``ctx.game`` in a variable reads it before it updates, as it would anyway.
    """

    __slots__ = (
        "game", "step", "events", "then", "choices", "spiked", "checkpoint", "is_cut",
        "objective_met", "_own",
    )  # fmt: skip

    def __init__(self, game: Game, step: Step | None) -> None:
        self.game = game
        self.step = step
        self.events: list[Event] = []
        self.then: list[Step] = []
        self.choices = Choices(step.answers if step is not None else ())
        self.spiked: set[PieceId] = set()
        self.checkpoint: Checkpoint | None = None
        self.is_cut = False
        self.objective_met = False  # the Bomb met the last objective during a move
        self._own: Game | None = None  # the copy this context made, seen by nothing else

    def emit(self, *events: Event) -> None:
        self.events.extend(events)

    def queue(self, *steps: Step) -> None:
        self.then.extend(steps)

    def update(self, **changes: Any) -> None:
        self._change(changes)

    def _change(self, changes: dict[str, Any]) -> None:
        game = self.game
        if game is self._own:
            if not _GAME_FIELDS.issuperset(changes):
                _copy_game(game, changes)  # says which field is unknown
            game.__dict__.update(changes)
        else:
            self.game = self._own = _copy_game(game, changes)

    def put_mech(self, mech: Mech) -> None:
        """The game with this Mech in its seat (``game.with_mech``, in this step's copy)."""
        mechs = list(self.game.mechs)
        mechs[mech.seat] = mech
        self._change({"mechs": tuple(mechs)})

    def update_decks(self, **changes: Any) -> None:
        self._change({"decks": evolve(self.game.decks, **changes)})

    def update_draft(self, **changes: Any) -> None:
        self._change({"draft": evolve(self.game.draft, **changes)})

    def update_trackers(self, **changes: Any) -> None:
        self._change({"trackers": evolve(self.game.trackers, **changes)})

    def update_progress(self, **changes: Any) -> None:
        self._change({"progress": evolve(self.game.progress, **changes)})

    def drop_rest_of_agenda(self) -> None:
        """What was left to resolve is abandoned once this step is done (a new phase)."""
        self.is_cut = True
