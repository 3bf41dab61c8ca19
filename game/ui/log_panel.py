"""The rules log: events in words, newest at the bottom, repeats folded into "×N".

An entry keeps how to word itself rather than its words, so the whole log reads in the
language chosen now, even the lines written before a switch."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.i18n import tr
from game.ui import theme
from game.ui.text import label
from game.ui.widgets import panel
from game.wording import wrap

LIMIT = 300


Words = str | Callable[[], str]  # words, or how to word them in the current language


def worded(words: Words) -> str:
    return words if isinstance(words, str) else words()


@dataclass
class Entry:
    says: Words
    why: Words
    count: int = 1

    @property
    def text(self) -> str:
        return worded(self.says)

    @property
    def cause(self) -> str:
        return worded(self.why)

    def line(self) -> str:
        times = f" ×{self.count}" if self.count > 1 else ""
        cause = self.cause
        because = f"  · {cause}" if cause else ""
        return f"{self.text}{times}{because}"

    @property
    def is_heading(self) -> bool:
        return self.text.startswith("—")


class Log:
    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.scroll = 0  # lines scrolled back from the newest
        self.version = 0  # counts every change, so a cached picture knows when it is stale

    def add(self, text: Words, cause: Words = "") -> None:
        self.version += 1
        last = self.entries[-1] if self.entries else None
        if last is not None and last.text == worded(text) and last.cause == worded(cause):
            last.count += 1
            return
        self.entries.append(Entry(text, cause))
        del self.entries[:-LIMIT]
        self.scroll = 0

    def draw(self, surface: pygame.Surface, assets: Assets, rect: pygame.Rect) -> None:
        px = assets.px
        panel(surface, rect, theme.PANEL_DARK, scale=assets.scale)
        head = label(
            surface,
            assets,
            tr("Rules log"),
            theme.SMALL,
            theme.ACCENT,
            topleft=(rect.x + px(12), rect.y + px(8)),
        )
        font = assets.font(theme.BODY)
        width = rect.width - px(28)
        height = font.get_linesize()
        top = head.bottom + px(6)
        room = max(0, (rect.bottom - px(6) - top) // height)
        newest_first: list[list[tuple[str, tuple[int, int, int]]]] = []
        count = 0
        for entry in reversed(self.entries[-80:]):  # only as many as show (or scroll)
            colour = theme.ACCENT if entry.is_heading else theme.TEXT
            wrapped = wrap(font, entry.line(), width - px(16))
            newest_first.append(
                [
                    (line if i == 0 else "\t" + line, colour if i == 0 else theme.MUTED)
                    for i, line in enumerate(wrapped)
                ]
            )
            count += len(wrapped)
            if count >= room + self.scroll:
                break
        lines = [line for entry_lines in reversed(newest_first) for line in entry_lines]
        end = max(0, len(lines) - self.scroll)
        start = max(0, end - room)
        while 0 < start < end and lines[start][0].startswith("\t"):
            start += 1  # an entry shows from its first line, never its tail alone
        if start == end and end > 0:  # the newest is longer than the room: its beginning
            start = end - len(newest_first[0]) if self.scroll == 0 else max(0, end - room)
        shown = lines[start : min(end, start + room)]
        y = top
        for line, colour in shown:
            x = rect.x + px(12)
            if line.startswith("\t"):
                line, x = line[1:], x + px(16)
            label(surface, assets, line, theme.BODY, colour, "body", topleft=(x, y))
            y += height

    def handle_wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll + dy * 3)
