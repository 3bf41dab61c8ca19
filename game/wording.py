"""Words broken into lines that fit a width: shared by the panels (game.ui) and the board's
animations (game.view), so both wrap and hyphenate alike."""

from __future__ import annotations

from functools import lru_cache

import pygame


def wrap(font: pygame.font.Font, words: str, width: int) -> list[str]:
    """Split ``words`` into lines no wider than ``width`` pixels; a word too long for a line
    is broken with a hyphen. (Remembered: panels wrap the same words frame after frame.)"""
    return list(_wrapped(font, words, width))


@lru_cache(maxsize=4096)
def _wrapped(font: pygame.font.Font, words: str, width: int) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
            while font.size(line)[0] > width and len(line) >= HYPHEN_LEAST:
                head, line = _hyphenate(font, line, width)
                lines.append(head)
        lines.append(line)
    return tuple(lines)


VOWELS = frozenset("aeiouyAEIOUY")
HYPHEN_LEAST = 8  # shorter words stay whole: "Scy-the" reads worse than no room


def _hyphenate(font: pygame.font.Font, word: str, width: int) -> tuple[str, str]:
    """Break ``word`` with a hyphen: after a vowel before a consonant where one fits, the
    halves as even as can be ("Flame-spitter", "Cyclo-tron"), else the longest head that
    fits; at least 3 letters a side."""
    cuts = range(len(word) - 3, 2, -1)
    fitting = [c for c in cuts if font.size(word[:c] + "-")[0] <= width]
    natural = [c for c in fitting if word[c - 1] in VOWELS and word[c] not in VOWELS]
    natural.sort(key=lambda c: abs(len(word) - 2 * c))
    cut = (natural or fitting or [3])[0]
    return word[:cut] + "-", word[cut:]
