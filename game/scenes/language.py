"""The language button of the title screen and the pause menu: it names the language in
use and switches to the next (English, Español...) at once. The scene stack sees the change
and lays every scene out again in the new words; the app remembers it in settings.json."""

from __future__ import annotations

import pygame

from game import i18n
from game.i18n import tr
from game.ui import theme
from game.ui.widgets import Button


def language_words() -> str:
    """``Language: English`` in English, ``Idioma: Español`` in Spanish."""
    return tr("Language: {language}", language=i18n.LANGUAGES[i18n.language()])


def language_button(rect: pygame.Rect) -> Button:
    return Button(rect, language_words(), size=theme.SMALL)


def switch_language() -> None:
    """Speak the next language from the next frame on."""
    i18n.use(i18n.next_language(i18n.language()))
