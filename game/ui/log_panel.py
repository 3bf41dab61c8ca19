"""The rules log: events in words, newest at the bottom, repeats folded into "×N"."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.ui import theme
from game.ui.text import label, wrap
from game.ui.widgets import panel

LIMIT = 300


@dataclass
class Entry:
    text: str
    cause: str
    count: int = 1

    def line(self) -> str:
        times = f" ×{self.count}" if self.count > 1 else ""
        because = f"  · {self.cause}" if self.cause else ""
        return f"{self.text}{times}{because}"


class Log:
    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.scroll = 0  # lines scrolled back from the newest
        self.version = 0  # counts every change, so a cached picture knows when it is stale

    def add(self, text: str, cause: str = "") -> None:
        self.version += 1
        last = self.entries[-1] if self.entries else None
        if last is not None and last.text == text and last.cause == cause:
            last.count += 1
            return
        self.entries.append(Entry(text, cause))
        del self.entries[:-LIMIT]
        self.scroll = 0

    def draw(self, surface: pygame.Surface, assets: Assets, rect: pygame.Rect) -> None:
        panel(surface, rect, theme.PANEL_DARK)
        label(
            surface,
            assets,
            "Rules log",
            theme.SMALL,
            theme.ACCENT,
            topleft=(rect.x + 12, rect.y + 8),
        )
        font = assets.font(theme.TINY)
        lines: list[tuple[str, tuple[int, int, int]]] = []
        for entry in self.entries[-80:]:
            colour = theme.ACCENT if entry.text.startswith("—") else theme.TEXT
            for i, line in enumerate(wrap(font, entry.line(), rect.width - 28)):
                lines.append((("   " if i else "") + line, colour if i == 0 else theme.MUTED))
        height = font.get_linesize()
        room = (rect.height - 40) // height
        end = max(0, len(lines) - self.scroll)
        shown = lines[max(0, end - room) : end]
        y = rect.y + 34
        for line, colour in shown:
            label(surface, assets, line, theme.TINY, colour, topleft=(rect.x + 12, y))
            y += height

    def handle_wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll + dy * 3)
