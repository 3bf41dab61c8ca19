"""The play model: the rules state of a match, the state the panels show, history and undo.

The only code that calls ``rules.apply`` for real (the input helpers only ask it what an
action would do). The game is always final; ``shown`` lags behind it while the director
replays what happened, and catches up when told. The history is also kept as a transcript
in the rules' notation, and ``changed`` is called after every action and undo (the autosave).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from enum import Enum
from typing import TYPE_CHECKING

from game import rules
from game.record import Transcript
from game.rules import Action, Game, Outcome
from game.rules import events as ev
from game.takeback import ProgramSteps
from game.view.prelude import as_shown

if TYPE_CHECKING:
    from game.ui.layout import PlayLayout

log = logging.getLogger(__name__)


class Mode(Enum):
    """Who may do what now."""

    WATCHING = "watching"
    ANSWERING = "answering"
    DRAFTING = "drafting"
    PROGRAMMING = "programming"


MODES = {
    rules.Acting.ANSWER: Mode.ANSWERING,
    rules.Acting.DRAFT: Mode.DRAFTING,
    rules.Acting.PROGRAM: Mode.PROGRAMMING,
    rules.Acting.NOTHING: Mode.WATCHING,
    rules.Acting.OVER: Mode.WATCHING,
}


class PlayModel:
    def __init__(self, start: Outcome) -> None:
        self.game: Game = start.game
        self.shown: Game = as_shown(start.game)
        self.history: list[Action] = []
        self.program = ProgramSteps()  # the Program Phase under way, for undo
        self._legal: tuple[Game, tuple[Action, ...]] | None = None
        self._acting: tuple[Game, Mode] = (self.game, MODES[rules.to_act(self.game).kind])
        # The screen's layout for a game and a look (``scene.layout_now``): a frame asks
        # for it dozens of times, and each answer would ask the rules who acts.
        self.layout_held: tuple[Game, object, PlayLayout] | None = None
        self.transcript = Transcript()
        self.is_recorded = True  # the game follows from the start and the history
        self.changed: Callable[[], None] = lambda: None

    def mode(self, is_replaying: bool) -> Mode:
        """What the screen lets people do: what the rules wait on (``rules.to_act``)."""
        if is_replaying:
            return Mode.WATCHING
        if self._acting[0] is not self.game:  # asked dozens of times a frame: once per state
            self._acting = (self.game, MODES[rules.to_act(self.game).kind])
        return self._acting[1]

    @property
    def legal(self) -> tuple[Action, ...]:
        """The rules' legal actions now (asked once per state)."""
        if self._legal is None or self._legal[0] is not self.game:
            self._legal = (self.game, rules.legal_actions(self.game))
        return self._legal[1]

    def reason(self, action: Action) -> str:
        """Why the rules refuse an action (it was checked not to be legal)."""
        try:
            rules.apply(self.game, action)
        except rules.IllegalAction as refusal:
            return str(refusal)
        return "it is allowed"

    def perform(self, action: Action) -> tuple[ev.Event, ...] | None:
        """Apply one legal action; the events new to the screen, or None when refused."""
        if action not in self.legal:
            log.error("not a legal action, ignored: %r (%s)", action, self.reason(action))
            return None
        outcome = rules.apply(self.game, action)
        self._took(action, outcome.game)
        self.changed()
        return outcome.events

    def heard(self, action: Action, outcome: Outcome) -> tuple[ev.Event, ...]:
        """An action an online game's host played (``game.net``): taken as it came, its
        events to replay (the host's rules applied it; applying it again would only agree)."""
        self._took(action, outcome.game)
        self.changed()
        return outcome.events

    def taken_back(self, seat: int, game: Game) -> None:
        """Online, the host took back a seat's last Program Phase move: the same take-back
        here (undo keeps working after it), or, when it does not lead to the host's game
        (this screen came in after the phase began), the host's game as it is."""
        if not self.undo(seat) or self.game != game:
            self.game, self.program = game, ProgramSteps()
            self.is_recorded = False
            self.catch_up()
            self.changed()

    def _took(self, action: Action, after: Game) -> None:
        before, self.game = self.game, after
        self.history.append(action)
        self.transcript.add(before, action, after)
        self.program.took(before, action, after)

    def restore(self, actions: Iterable[Action]) -> list[ev.Event]:
        """Take these actions (a save's) at once, with nothing to replay: the board snaps
        to where they lead, and undo works as if they had just been played. Returns the
        events they caused, in order (for the rules log)."""
        said: list[ev.Event] = []
        for action in actions:
            outcome = rules.apply(self.game, action)
            said.extend(outcome.events)
            self._took(action, outcome.game)
        self.catch_up()
        return said

    def catch_up(self) -> None:
        """Let the panels show the game as it now stands."""
        self.shown = as_shown(self.game)

    def stage(self, game: Game) -> None:
        """Put a state in place with no events to replay (tests and screenshots stage one).
        It no longer follows from the history, so it is no longer recorded."""
        self.game = game
        self.is_recorded = False
        self.catch_up()

    def can_undo(self, seat: int) -> bool:
        return self.program.can_take_back(self.game, seat)

    def undo(self, seat: int) -> bool:
        """Play the phase again without this seat's last action (``game.takeback``)."""
        begun = len(self.history) - len(self.program.steps)
        kept = self.program.take_back(self.game, seat)
        if kept is None:
            return False
        del self.history[begun:]
        self.transcript.cut(begun)
        for step in kept:
            self.history.append(step.action)
            self.transcript.add(step.before, step.action, step.after)
        self.game = self.program.game_after(kept)
        self.catch_up()
        self.changed()
        return True
