"""Taking back a card in the Program Phase, the same way on every screen of a game.

While the Mechs program, each seat may take back its last move (a card slotted, a card
scrapped, a Schematic used): the phase is played again from where it began, without that
one action. A game is a value, so this is exact, and any screen that saw the same actions
takes back to the same game: the play model at home, and online the host's room and every
client's follower (each checks the other's count and digest).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game import rules
from game.rules import Action, Game, Phase


@dataclass(frozen=True)
class Step:
    before: Game
    action: Action
    after: Game


def _seat_of(action: Action) -> int | None:
    """The seat that took a Program Phase action (TimeRanOut belongs to no seat)."""
    return None if isinstance(action, rules.TimeRanOut) else action.seat


@dataclass
class ProgramSteps:
    """The Program Phase under way: the game as it began and the actions taken since."""

    start: Game | None = None
    steps: list[Action] = field(default_factory=list)

    def took(self, before: Game, action: Action, after: Game) -> None:
        if after.phase is Phase.PROGRAM and before.phase is not Phase.PROGRAM:
            self.start, self.steps = after, []
        elif after.phase is Phase.PROGRAM:
            self.steps.append(action)
        else:
            self.start, self.steps = None, []

    def can_take_back(self, game: Game, seat: int) -> bool:
        return (
            self.start is not None
            and rules.to_act(game).kind is rules.Acting.PROGRAM
            and any(_seat_of(a) == seat for a in self.steps)
        )

    def take_back(self, game: Game, seat: int) -> list[Step] | None:
        """The phase played again from its start without the seat's last action: each
        action kept (still legal, in order) with the games before and after it, the last
        ``after`` being the game now. None when the seat has nothing to take back."""
        if not self.can_take_back(game, seat) or self.start is None:
            return None
        last = max(i for i, a in enumerate(self.steps) if _seat_of(a) == seat)
        game, kept = self.start, []
        for action in self.steps[:last] + self.steps[last + 1 :]:
            if action in rules.legal_actions(game):
                after = rules.apply(game, action).game
                kept.append(Step(game, action, after))
                game = after
        self.steps = [step.action for step in kept]
        return kept

    def game_after(self, kept: list[Step]) -> Game:
        """Where the phase stands after the steps ``take_back`` kept."""
        assert self.start is not None
        return kept[-1].after if kept else self.start
