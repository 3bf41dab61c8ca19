"""A one-line field to type into (an address, a room code): its label above, a caret
while it has the keyboard, and only the characters it allows."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.ui import theme
from game.ui.text import fitted, label
from game.ui.widgets import panel


@dataclass
class TextField:
    rect: pygame.Rect
    title: str
    text: str = ""
    most: int = 80  # characters
    allowed: str = ""  # the characters it takes ("": any printable one)
    is_upper: bool = False  # typed letters are kept as capitals (a room code)
    has_focus: bool = False

    def type(self, typed: str) -> None:
        if self.is_upper:
            typed = typed.upper()
        kept = [c for c in typed if c.isprintable() and (not self.allowed or c in self.allowed)]
        self.text = (self.text + "".join(kept))[: self.most]

    def handle(self, event: pygame.event.Event) -> bool:
        """Take a click (focus), typed text or Backspace; whether the event was this field's."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.has_focus = self.rect.collidepoint(event.pos)
            return self.has_focus
        if not self.has_focus:
            return False
        if event.type == pygame.TEXTINPUT:
            self.type(event.text)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
            return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets, clock: float) -> None:
        px = assets.px
        label(surface, assets, self.title, theme.BODY, theme.MUTED, bottomleft=self.rect.topleft)
        edge = theme.ACCENT if self.has_focus else theme.EDGE
        width = 3 if self.has_focus else 2
        panel(surface, self.rect, theme.PANEL_DARK, edge, width, 8, assets.scale)
        inner = self.rect.inflate(-px(32), 0)
        shown = fitted(
            surface,
            assets,
            self.text or " ",
            theme.HEADING,
            theme.TEXT,
            inner.width - px(16),
            role="quote",  # what a player typed is not ours to translate
            midleft=inner.midleft,
        )
        if self.has_focus and math.sin(clock * 6) > -0.3:  # a caret that blinks
            x = inner.x + (shown.width if self.text else 0) + px(4)
            pygame.draw.line(
                surface, theme.ACCENT, (x, inner.y + px(16)), (x, inner.bottom - px(16)), px(3)
            )
