"""Text for a TV, in every language: on every screen tools/screenshots.py shoots, no label
under 20 px, no sentence under 24 px, nothing under 4.5:1 contrast against what lies behind
it, no words sticking out of (or cut short in) their box, and on the Spanish screens no
English left (tools/text_audit.py)."""

from __future__ import annotations

import functools
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import pytest  # noqa: E402
import text_audit  # noqa: E402

from game import i18n  # noqa: E402

SMALL_WINDOW = (1280, 720)


@functools.cache
def audited(language: str, size: tuple[int, int]) -> tuple[list[text_audit.Seen], set[str]]:
    """Every text of every screen (four seats), and the messages asked for that the
    language's catalogue lacks. Each language and size is audited once per run."""
    i18n.missing.clear()
    try:
        seen = text_audit.audit(size, seats=4, language=language)
    finally:
        i18n.use(i18n.ENGLISH)
    return seen, set(i18n.missing)


@functools.cache
def audited_at(
    language: str, size: tuple[int, int], text_size: int, tv_safe: bool
) -> tuple[list[text_audit.Seen], list[str], int]:
    """``audited`` at a larger text size (and in the TV safe area if asked): every text,
    the screens that drew in the safe area's margin, and how many screens there were."""
    try:
        return text_audit.audit_safely(size, 4, 12, language, text_size, tv_safe)
    finally:
        i18n.use(i18n.ENGLISH)


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_text_on_every_screen_reads_from_the_sofa_at_1920_by_1080(language):
    seen, _ = audited(language, text_audit.TV)
    screens = {s.screen for s in seen}
    assert {"title", "draft", "programming", "boss", "lava", "results", "confirm"} <= screens
    assert {"board_tip", "prompt_distance", "campaign", "briefing"} <= screens
    problems = [f"{s.screen}: {p}: {s.text.words!r}" for s in seen if (p := s.problem())]
    assert problems == []
    assert text_audit.smallest(seen).text.size >= 20
    body = [s for s in seen if s.text.role == "body"]
    assert body and min(s.text.size for s in body) >= 24


@pytest.mark.parametrize("size", [text_audit.TV, SMALL_WINDOW], ids=["1920x1080", "1280x720"])
@pytest.mark.parametrize("language", ["en", "es"])
def test_no_text_overflows_its_box_on_any_screen(language, size):
    seen, _ = audited(language, size)
    assert len({s.screen for s in seen}) > 100
    overflowing = [f"{s.screen}: {p}: {s.text.words!r}" for s in seen if (p := s.overflow())]
    assert overflowing == []


LARGER = [
    ("en", SMALL_WINDOW, 125),
    ("es", SMALL_WINDOW, 125),
    ("en", text_audit.TV, 150),
    ("es", text_audit.TV, 150),
]


@pytest.mark.parametrize(
    ("language", "size", "text_size"),
    LARGER,
    ids=["en-1280x720-125", "es-1280x720-125", "en-1920x1080-150", "es-1920x1080-150"],
)
def test_every_screen_still_fits_at_a_larger_text_size(language, size, text_size):
    """At 125 % in a 1280x720 window and at 150 % at 1920x1080, no words stick out of their
    box or are cut short, the TV rules still hold, the words really are larger, and no
    menu's words run into each other that were apart at 100 %."""
    seen, _, screens = audited_at(language, size, text_size, False)
    plain, _ = audited(language, size)
    assert screens > 100
    overflowing = [f"{s.screen}: {p}: {s.text.words!r}" for s in seen if (p := s.overflow())]
    assert overflowing == []
    if size == text_audit.TV:
        assert [f"{s.screen}: {p}: {s.text.words!r}" for s in seen if (p := s.problem())] == []
    assert text_audit.crowded(seen, plain) == []
    before = {(s.screen, s.text.words): s.text.size for s in plain}
    grown = [s.text.size / before[k] for s in seen if (k := (s.screen, s.text.words)) in before]
    share = sum(1 for g in grown if g > 1.1) / len(grown)
    assert share > 0.5, share  # most words larger (strips of fixed height keep theirs)


SAFE = [  # the TV safe area at the text sizes of issue #26, in both languages
    (language, size, text_size)
    for size, text_size in (
        (text_audit.TV, 100),
        (text_audit.TV, 150),
        (SMALL_WINDOW, 100),
        (SMALL_WINDOW, 125),
    )
    for language in ("en", "es")
]


@pytest.mark.parametrize(
    ("language", "size", "text_size"),
    SAFE,
    ids=[f"{lang}-{w}x{h}-{pct}" for lang, (w, h), pct in SAFE],
)
def test_in_the_tv_safe_area_nothing_lies_in_the_margin_and_every_word_fits(
    language, size, text_size
):
    """With the TV safe area on, every screen draws inside it (its outer 5 % left blank),
    words keep their size of the whole window (at 1920x1080 no label under 20 px, no
    sentence under 24 px), and no words stick out of their box or are cut short: where a
    box has no room for them, its layout makes it (pages, whole sentences, a shorter
    label, a taller prompt), at 100 % and 150 % at 1920x1080 and 100 % and 125 % at
    1280x720."""
    seen, unsafe, screens = audited_at(language, size, text_size, True)
    assert screens > 100 and unsafe == []
    if size == text_audit.TV:
        assert [f"{s.screen}: {p}: {s.text.words!r}" for s in seen if (p := s.problem())] == []
    overflowing = [f"{s.screen}: {p}: {s.text.words!r}" for s in seen if (p := s.overflow())]
    assert overflowing == []
    if language != "en":  # the shorter words the smaller layouts fall back on, translated
        english = text_audit.foreign(seen, spoken(language))
        assert [f"{s.screen}: {s.text.words!r}" for s in english] == []


@functools.cache
def spoken(language: str) -> set[str]:
    return text_audit.vocabulary(language)


def test_the_safe_area_check_finds_words_in_the_margin():
    import pygame

    from game.assets import Assets
    from game.scenes.base import framed
    from game.screen import Screen

    window, assets = pygame.Surface((1920, 1080)), Assets()
    assets.fit(Screen(1920, 1080))
    assets.use_tv_safe(True)
    framed(window, assets)
    assert not text_audit.drawn_in_margin(window, assets)
    assets.write(window, "Round 3", 24, (255, 255, 255), topleft=(10, 10))
    assert text_audit.drawn_in_margin(window, assets)


def test_no_english_is_left_on_the_spanish_screens():
    seen, missing = audited("es", text_audit.TV)
    assert missing == set()  # every message drawn had its translation
    english = text_audit.foreign(seen, text_audit.vocabulary("es"))
    assert [f"{s.screen}: {s.text.words!r}" for s in english] == []
    words = {s.text.words for s in seen}
    assert {"Campaña", "Guía de campo", "Salir"} <= words  # the title screen, in Spanish
    assert not {"Campaign", "Field guide", "Quit", "Ready", "Undo"} & words


def test_the_audit_catches_small_text_and_poor_contrast():
    import pygame

    from game.assets import Lettering

    rect = pygame.Rect(0, 0, 10, 10)
    small = text_audit.Seen("x", Lettering("tiny", 18, "label", (255, 255, 255), (0, 0, 0), rect))
    sentence = text_audit.Seen("x", Lettering("a b", 22, "body", (255, 255, 255), (0, 0, 0), rect))
    grey = text_audit.Seen("x", Lettering("dim", 30, "label", (120, 120, 120), (90, 90, 90), rect))
    fine = text_audit.Seen("x", Lettering("ok", 24, "body", (255, 255, 255), (0, 0, 0), rect))
    assert small.problem() and sentence.problem() and grey.problem()
    assert fine.problem() is None


def test_the_audit_catches_words_out_of_their_box_and_words_cut_short():
    import pygame

    from game.assets import Lettering

    def seen(rect: tuple[int, ...], box: tuple[int, ...], **cut: bool) -> text_audit.Seen:
        white, black = (255, 255, 255), (0, 0, 0)
        where, room = pygame.Rect(rect), pygame.Rect(box)
        words = Lettering("Programación", 24, "label", white, black, where, room, **cut)
        return text_audit.Seen("x", words)

    assert seen((0, 0, 150, 30), (0, 0, 100, 0), is_cut=False, may_cut=False).overflow()
    assert seen((0, 0, 90, 30), (0, 0, 100, 20), is_cut=False, may_cut=False).overflow()
    assert seen((0, 0, 90, 20), (0, 0, 100, 0), is_cut=True, may_cut=False).overflow()
    assert seen((0, 0, 90, 20), (0, 0, 100, 0), is_cut=True, may_cut=True).overflow() is None
    assert seen((0, 0, 100, 20), (0, 0, 100, 0), is_cut=False, may_cut=False).overflow() is None


def test_english_words_on_a_spanish_screen_are_found():
    import pygame

    from game.assets import Lettering

    def seen(words: str) -> text_audit.Seen:
        rect = pygame.Rect(0, 0, 10, 10)
        return text_audit.Seen("x", Lettering(words, 24, "label", (0, 0, 0), None, rect))

    vocabulary = text_audit.vocabulary("es")
    english = seen("Round 3: programming begins")
    spanish = [seen("Ronda 3: empieza la programación"), seen("Corki escogió Velocidad")]
    cut = seen("Cadena de relám…")  # a name cut short is still Spanish
    assert text_audit.foreign([english, *spanish, cut], vocabulary) == [english]


def test_every_card_in_every_row_names_itself_whole_at_every_size():
    """The seats' rows, folded and open, at every seat count, both languages and windows
    from 1280x720 up: each card and Damage Card shows its title or short name whole."""
    sizes = (SMALL_WINDOW, (1690, 950), (2560, 1080))
    found, misses = text_audit.audit_rows(sizes, missions=("tutorial", "mission-1"), deals=2)
    assert [str(m) for m in misses] == []
    assert min(s.text.size for s in found[SMALL_WINDOW]) >= 13
    dim = [s for seen in found.values() for s in seen if (s.contrast or 21) < 4.5]
    assert [f"{s.screen}: {s.text.words!r}" for s in dim] == []
    screens = {s.screen for seen in found.values() for s in seen}
    assert {f"rows es mission-1 {n} seats draft" for n in (1, 2, 3, 4)} <= screens


def test_the_row_audit_finds_a_name_cut_short_or_missing():
    import pygame

    from game.assets import Lettering

    assert text_audit.joined(["Flame-", "spitter"]) == "Flamespitter"
    assert text_audit.joined(["Chain", "Lightning"]) == "Chain Lightning"
    assert text_audit.joined(["Glitch 1-2"]) == "Glitch 1-2"

    class Scene:  # one seat, one card in slot 1
        from game.rules import Command

        def __init__(self) -> None:
            from dataclasses import replace

            from game.rules import Yordle
            from game.rules.cards import Card
            from game.rules.state import Slot
            from game.scenes.settings import Settings

            game = Settings(yordles=(Yordle.CORKI,)).new_game().game
            mech = game.mechs[0]
            slots = (Slot(cards=(Card(1, self.Command.OMNISTOMP),)),) + mech.slots[1:]
            self.shown = game.with_mech(replace(mech, slots=slots))
            from game.ui.layout.seats import strip_panel

            self.layouts = (strip_panel(pygame.Rect(0, 0, 1200, 80), 1, 1.0, 0),)

            class Assets:
                scale = 1.0

            self.assets = Assets()

    scene = Scene()
    slot = scene.layouts[0].slots[0]

    def said(words: str, is_cut: bool = False) -> Lettering:
        rect = pygame.Rect(0, 0, 20, 10)
        rect.center = slot.center
        return Lettering(words, 20, "label", (0, 0, 0), None, rect, is_cut=is_cut)

    assert text_audit.row_misses(scene, "x", [said("Omnistomp")]) == []  # type: ignore[arg-type]
    assert text_audit.row_misses(scene, "x", [said("Stomp")]) == []  # type: ignore[arg-type]
    assert text_audit.row_misses(scene, "x", [said("Omni-stom", True)])  # type: ignore[arg-type]
    assert text_audit.row_misses(scene, "x", [])  # type: ignore[arg-type]
