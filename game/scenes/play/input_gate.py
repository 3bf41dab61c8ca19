"""Clicks belong to the screen they were aimed at.

When what the buttons do changes (a new phase, a new question, the next seat to draft, the
round summary), a click pressed before the change, or in the first moments after it, was
meant for what was there before: it is dropped rather than picking the next round's card.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

GRACE = 0.25  # seconds: quicker than anyone can see a new screen and click on it


class InputGate:
    def __init__(self, grace: float = GRACE) -> None:
        self.grace = grace
        self.key: Hashable = None  # what the buttons on screen do now
        self.since = 0.0  # the scene's clock when that began
        self.pressed: Hashable = None  # the key a left button press was admitted under

    def watch(self, key: Hashable, clock: float) -> None:
        """Note what the screen offers now; a change restarts the grace."""
        if key != self.key:
            self.key, self.since, self.pressed = key, clock, None

    def is_settled(self, clock: float) -> bool:
        """Whether the screen has stood long enough for a pad's press to be meant for it."""
        return clock - self.since >= self.grace

    def admits(self, event: pygame.event.Event, clock: float) -> bool:
        """Whether a mouse button event may act: a press after the grace, a release only
        of a press admitted on the same screen. Everything else passes."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            is_late = clock - self.since < self.grace
            self.pressed = None if is_late else self.key
            return not is_late
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            return pressed is not None and pressed == self.key
        return True
