"""A small panel of choices on the table: a question, then one button per answer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.assets import Assets
from game.ui import theme
from game.ui.layout import TABLE, choice_buttons
from game.ui.text import fit_size, label, paragraph
from game.ui.widgets import Button, panel


@dataclass
class ChoicePanel:
    title: str
    colour: tuple[int, int, int]
    options: list[tuple[str, Any]] = field(default_factory=list)
    hint: str = ""
    notes: dict[Any, str] = field(default_factory=dict)  # shown while an option is hovered

    def rects(self) -> tuple[pygame.Rect, ...]:
        width = 160 if len(self.options) > 3 else 220
        return choice_buttons(len(self.options), width)

    def option_at(self, pos: tuple[int, int]) -> Any | None:
        for (_, value), rect in zip(self.options, self.rects(), strict=True):
            if rect.collidepoint(pos):
                return value
        return None

    def rect_of(self, value: Any) -> pygame.Rect:
        for (_, option), rect in zip(self.options, self.rects(), strict=True):
            if option == value:
                return rect
        raise KeyError(value)

    def draw(self, surface: pygame.Surface, assets: Assets, mouse: tuple[int, int]) -> None:
        panel(surface, TABLE, theme.PANEL, self.colour, 3)
        size = fit_size(assets, self.title, theme.HEADING - 4, TABLE.width - 24)
        label(surface, assets, self.title, size, theme.TEXT, midtop=(TABLE.centerx, TABLE.y + 10))
        if self.hint:
            label(
                surface,
                assets,
                self.hint,
                theme.SMALL,
                theme.MUTED,
                midtop=(TABLE.centerx, TABLE.y + 42),
            )
        for (text, _), rect in zip(self.options, self.rects(), strict=True):
            Button(rect, text, size=theme.SMALL + 2).draw(surface, assets, mouse)
        hovered = self.option_at(mouse)
        note = self.notes.get(hovered, "") if hovered is not None else ""
        if note:
            last = max(r.bottom for r in self.rects())
            box = pygame.Rect(TABLE.x + 24, last + 12, TABLE.width - 48, TABLE.bottom - last - 16)
            paragraph(surface, assets, note, theme.SMALL, theme.TEXT, box, centred=True)
