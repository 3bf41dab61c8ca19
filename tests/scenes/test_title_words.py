"""The title screen's words at full size in every language, text size and window, with the
TV safe area on or off: each button's name whole (Spanish's "Guía de campo" on a half-width
button among them), and the keys' line clear of the Controllers button."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.assets import Assets
from game.scenes.base import framed
from game.scenes.title import BUTTON_WORDS, TitleScene
from game.screen import Screen
from game.ui import theme

LOOKS = [
    ((1920, 1080), 100, False),
    ((1920, 1080), 100, True),
    ((1280, 720), 125, False),
    ((1280, 720), 125, True),
    ((1920, 1080), 150, False),
    ((1920, 1080), 150, True),
]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize(("size", "text_size", "safe"), LOOKS)
def test_every_title_button_names_itself_at_full_size(language, size, text_size, safe):  # type: ignore[no-untyped-def]
    window = pygame.Surface(size)
    assets = Assets()
    assets.text_size = text_size
    assets.fit(Screen(*size))
    assets.use_tv_safe(safe)
    i18n.use(language)
    try:
        title = TitleScene(assets)
        assets.records = []
        title.draw(framed(window, assets))
        records, assets.records = assets.records, None
        drawn = {r.words: r for r in records}
        for name, words in BUTTON_WORDS.items():
            shown = drawn[i18n.tr(words)]
            full = assets.font_px(theme.HEADING if name == "campaign" else theme.BODY)
            assert shown.size == full and not shown.is_cut and not shown.overflows, name
        pads = title.buttons["pads"]
        over = [r.words for r in records if r.rect.colliderect(pads.rect) and r.words != pads.text]
        assert over == []
    finally:
        i18n.use(i18n.ENGLISH)
