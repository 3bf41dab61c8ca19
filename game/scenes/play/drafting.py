"""Drafting by click: the dealt cards lie face up on the table, the seat to pick glows.

Each card keeps its place on the table while the others are picked (``placed``). Whenever
the rules time the draft (a mission's own rule, an escalation, or the group's choice that
every draft is), Zhonya's Minuteglass counts down while a seat is picking; when it runs out
the scene sends ``TimeRanOut``. A group that chose untimed drafts as a house rule
(``is_untimed``) sees no glass run: the top bar says so (``is_held``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import rules
from game.rules import Action, Card, DraftCard, Game
from game.ui.layout import PlayLayout


class DraftInput:
    def __init__(self, seconds: float, is_untimed: bool, where: Callable[[], PlayLayout]) -> None:
        self.seconds, self.is_untimed, self.where = seconds, is_untimed, where
        self.is_enabled = not is_untimed  # a replay stills the glass: the record says when
        self.left: float | None = None
        self.round: int | None = None
        self.pressed: int | None = None
        self.dealt: tuple[int, ...] = ()  # the ids of the cards as they were dealt

    def placed(self, game: Game) -> list[tuple[Card, pygame.Rect]]:
        """Each card of the row in its place as dealt (picked cards leave gaps)."""
        row = game.draft.row
        if any(card.id not in self.dealt for card in row):
            self.dealt = tuple(card.id for card in row)
        rects = self.where().draft_cards(len(self.dealt))
        return [(card, rects[self.dealt.index(card.id)]) for card in row]

    def card_at(self, game: Game, pos: tuple[int, int]) -> int | None:
        """The id of the face-up card under the pointer."""
        for card, rect in self.placed(game):
            if rect.collidepoint(pos):
                return card.id
        return None

    def handle(self, event: pygame.event.Event, game: Game) -> Action | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.card_at(game, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            card, self.pressed = self.pressed, None
            if card is None or card != self.card_at(game, event.pos):
                return None
            for action in rules.legal_actions(game):
                if isinstance(action, DraftCard) and action.card == card:
                    return action
        return None

    def timer(self, game: Game) -> float | None:
        """Seconds left on the Minuteglass, or None when the draft is not timed."""
        if not self.is_timed(game):
            return None
        return self.left

    def is_timed(self, game: Game) -> bool:
        return self.is_enabled and self.rules_time(game)

    def is_held(self, game: Game) -> bool:
        """The rules time this draft, and the house rule keeps the glass still."""
        return self.is_untimed and self.rules_time(game)

    @staticmethod
    def rules_time(game: Game) -> bool:
        return rules.TimeRanOut() in rules.legal_actions(game)

    def update(self, dt: float, game: Game) -> Action | None:
        """Run the Minuteglass while a timed draft waits for picks."""
        if not self.is_timed(game):
            self.left = None
            return None
        if self.left is None or self.round != game.round:
            self.left = float(self.seconds)
        self.round = game.round
        self.left -= dt
        if self.left <= 0:
            self.left = None
            return rules.TimeRanOut()
        return None
