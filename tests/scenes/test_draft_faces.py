"""A dealt card's title and the Power it would have read whole from the sofa: every Command
Card, in every language, at every seat count and deal size, on a small window and a TV
(hovering is no answer for the players who are not holding the mouse)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game import i18n
from game import names as said
from game.assets import Assets, Lettering
from game.content import campaign
from game.record import Setup
from game.rules import Command, Yordle
from game.scenes.play.scene import needs_of
from game.screen import Screen
from game.ui import theme
from game.ui.card_view import draw_draft
from game.ui.layout import play_layout
from game.ui.term_tips import probe_with


def draft_sizes(window: tuple[int, int], seats: int) -> set[tuple[int, int]]:
    """Every size a dealt card takes on this window with this many seats, in any mission,
    Schematics brought or not: Player Drafts of 5 (up to 3 more from a Memory Core), and
    a first Double Draft of 10 where the mission has one."""
    screen = Screen(*window)
    sizes = set()
    for mission in campaign():
        game = Setup(mission.id, tuple(Yordle)[:seats], seed=1).new_game().game
        deals = [5, 6, 7, 8] + ([10] if game.mission.is_first_draft_double else [])
        for has_chips in (False, True):
            needs = replace(needs_of(game), has_chips=has_chips)
            layout = play_layout(screen, needs, False)
            sizes |= {layout.draft_cards(n)[0].size for n in deals}
    return sizes


def face_words(assets: Assets, size: tuple[int, int], command: Command) -> list[Lettering]:
    """Every line a dealt card of ``size`` writes, in order, at Power 2."""
    rect = pygame.Rect((0, 0), size)
    return probe_with(assets, size, lambda s: draw_draft(s, assets, rect, command, 2, "x"))


def title_of(written: list[Lettering], title: str) -> tuple[str, list[int]]:
    """The title as the face writes it first (in one line or two, a hyphen's break joined
    up) and the sizes it is written at; else the first two lines."""
    for count in (1, 2):
        lines = written[:count]
        if " ".join(w.words for w in lines).replace("- ", "") == title:
            return title, [w.size for w in lines]
    return " / ".join(w.words for w in written[:2]), []


@pytest.mark.parametrize("window", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_every_dealt_card_shows_its_whole_title_and_power(assets, window, seats):
    assets.fit(Screen(*window))
    least = round(theme.SMALL * assets.scale)
    for language in ("en", "es"):
        i18n.use(language)
        for size in draft_sizes(window, seats):
            for command in Command:
                written = face_words(assets, size, command)
                shown, sizes = title_of(written, said.command(command))
                where = f"{language}, {seats} seats, a card of {size} on {window}"
                assert shown == said.command(command), f"{where} shows {shown!r}"
                assert min(sizes) >= least, f"{where}: {shown!r} at {sizes} px"
                under = written[len(sizes)].words  # the Power it would have (and its kind)
                assert under.endswith(i18n.tr("Power {power}", power=2)), f"{where}: {under!r}"
