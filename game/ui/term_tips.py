"""Rest the pointer on a rule term the game prints (Power, stack, Slot Damage, Team Gear...)
to read its one-line meaning, on any screen that asks.

Every word reaches the screen through ``Assets.write``, which can record what it draws; a
screen hands ``TermTips`` a probe that draws it once more while recording, and the term
under the pointer is found in those words by measuring them. The glossary is lessons.yaml's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game import i18n
from game.assets import RIM, Assets, Lettering
from game.i18n import GLOSSARY, ctr, join_forms, split_forms, tr
from game.ui.tip_box import draw_tip, tip_box

REST = 0.35  # seconds the pointer rests before a meaning shows


@dataclass(frozen=True)
class Meaning:
    term: str
    means: str
    forms: tuple[str, ...]  # how the game may print it


@dataclass(frozen=True)
class Found:
    term: str
    means: str
    rect: pygame.Rect  # where the term is printed


class TermTips:
    """The glossary's terms found among the words on screen, in the language spoken now: a
    translation gives each term the forms its language prints it in (``game.i18n``)."""

    def __init__(self, glossary: Sequence[Meaning]) -> None:
        self.glossary = tuple(glossary)
        self.found: Found | None = None
        self._probed: tuple[int, int] | None = None
        self._language = ""
        self.by_form: dict[str, Meaning] = {}
        self.pattern = re.compile("(?!)")
        self._speak()  # as the screen is made, not in the frame a pointer first rests

    def _speak(self) -> None:
        """The forms and the pattern finding them, for the language spoken now."""
        if self._language == i18n.language():
            return
        self._language = i18n.language()
        self.by_form = {}
        for meaning in self.glossary:
            forms = split_forms(ctr(GLOSSARY, join_forms(meaning.forms))) or meaning.forms
            said = Meaning(forms[0], tr(meaning.means), forms)
            self.by_form.update((form, said) for form in forms)
        # A sentence may begin with a term ("Push or tow the Bomb..."): capitalised too,
        # never over a term of its own
        for form, said in list(self.by_form.items()):
            self.by_form.setdefault(form[:1].upper() + form[1:], said)
        longest = sorted(self.by_form, key=len, reverse=True)  # "Slot Damage" before "slot"
        alternatives = "|".join(re.escape(f) for f in longest) or "(?!)"
        self.pattern = re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")

    def update(
        self,
        assets: Assets,
        pos: tuple[int, int],
        still: float,
        probe: Callable[[], list[Lettering]],
    ) -> None:
        """Once the pointer has rested at ``pos``, read the screen (``probe``) for the term
        under it; moving on forgets it."""
        if still < REST:
            self.found, self._probed = None, None
            return
        if self._probed != pos:
            self._probed = pos
            self.found = self.term_at(assets, probe(), pos)

    def term_at(
        self, assets: Assets, written: Sequence[Lettering], pos: tuple[int, int]
    ) -> Found | None:
        """The term printed under ``pos`` among the words ``written`` (the last drawn is on
        top)."""
        self._speak()
        for text in reversed(written):
            if not text.rect.collidepoint(pos):
                continue
            font = assets.font(max(1, round(text.size / assets.scale)))
            rim = (text.rect.width - font.size(text.words)[0]) // 2 if text.background == RIM else 0
            for match in self.pattern.finditer(text.words):
                left = text.rect.x + rim + font.size(text.words[: match.start()])[0]
                width = font.size(match.group())[0]
                if left <= pos[0] < left + width:
                    meaning = self.by_form[match.group()]
                    rect = pygame.Rect(left, text.rect.y, width, text.rect.height)
                    return Found(meaning.term, meaning.means, rect)
            return None
        return None

    def draw(
        self, surface: pygame.Surface, assets: Assets, bounds: pygame.Rect
    ) -> list[pygame.Rect]:
        """The meaning of the term under the pointer, beside it; where drawn."""
        found = self.found
        if found is None:
            return []
        underline = pygame.draw.line(
            surface, (250, 214, 74), found.rect.bottomleft, found.rect.bottomright, assets.px(2)
        )
        box = tip_box(assets, found.means)
        box.midtop = (found.rect.centerx, found.rect.bottom + assets.px(10))
        if box.bottom > bounds.bottom:
            box.midbottom = (found.rect.centerx, found.rect.top - assets.px(10))
        box.clamp_ip(bounds)
        return [underline, draw_tip(surface, assets, box, found.term, found.means)]


def probe_with(
    assets: Assets, size: tuple[int, int], draw: Callable[[pygame.Surface], None]
) -> list[Lettering]:
    """Every word ``draw`` writes, drawn on a scratch surface of ``size``."""
    kept, assets.records = assets.records, []
    try:
        scratch = assets.scratch(size)
        scratch.set_clip(None)  # whatever the last look left
        draw(scratch)
        written = assets.records
    finally:
        assets.records = kept
    return written
