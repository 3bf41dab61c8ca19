"""A card shown large is painted a part a frame while frames follow one another
(``Assets.paint_stamp``, ``card_view.paint_big``): once whole it is, pixel for pixel, the face
a still draws at once."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.assets import Assets  # noqa: E402
from game.rules import Command  # noqa: E402
from game.scenes.play.views import command_words  # noqa: E402
from game.screen import Screen  # noqa: E402
from game.ui.card_view import draw_command, paint_big  # noqa: E402

SIZE = (1600, 900)
BACK = (30, 60, 90)


@pytest.fixture(autouse=True)
def window() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode(SIZE)


def fitted(is_live: bool, text_size: int = 100) -> Assets:
    assets = Assets()
    assets.fit(Screen(*SIZE))
    assets.is_live, assets.text_size = is_live, text_size
    return assets


def still_face(
    window: pygame.Surface, rect: pygame.Rect, command: Command, power: int | None, text: int
) -> bytes:
    """The face as a screenshot draws it: at once."""
    window.fill(BACK)
    draw_command(window, fitted(False, text), rect, command, power, words=command_words(command))
    return pygame.image.tobytes(window.subsurface(rect), "RGB")


def paint(assets: Assets, rect: pygame.Rect, command: Command, power: int | None) -> int:
    """Frames until the face is ready, each with no time to spare (one step each)."""
    frames = 0
    while True:
        frames += 1
        assets.begin_frame()
        if paint_big(assets, rect, command, power, command_words(command), budget=0.0):
            return frames
        assert frames < 50, "never finished"


@pytest.mark.parametrize("text", [100, 125])
def test_a_face_painted_over_frames_is_the_face_drawn_at_once(window, text) -> None:  # type: ignore[no-untyped-def]
    assets = fitted(True, text)
    rect = assets.screen.rect(60, 40, 380, 560)
    command = list(Command)[3]
    grow = assets.text_grow
    frames = paint(assets, rect, command, 2)
    assert frames >= 5  # the heading, three Powers, the scrap line: a frame at least each
    assert assets.text_grow == grow  # no frame left the words' room narrowed
    window.fill(BACK)
    draw_command(window, assets, rect, command, 2, words=command_words(command))
    got = pygame.image.tobytes(window.subsurface(rect), "RGB")
    assert got == still_face(window, rect, command, 2, text)
    assets.begin_frame()
    assert paint_big(assets, rect, command, 2, command_words(command), budget=0.0)  # kept


def test_a_face_left_half_painted_gives_way_to_the_next_cleanly(window) -> None:  # type: ignore[no-untyped-def]
    """The pointer moves to another card mid-way: the new face is painted on the same
    layer, cleared, and shows nothing of the first."""
    assets = fitted(True)
    rect = assets.screen.rect(60, 40, 380, 560)
    first, second = list(Command)[0], list(Command)[7]
    for _ in range(3):
        assets.begin_frame()
        assert not paint_big(assets, rect, first, 3, command_words(first), budget=0.0)
    paint(assets, rect, second, None)
    window.fill(BACK)
    draw_command(window, assets, rect, second, None, words=command_words(second))
    got = pygame.image.tobytes(window.subsurface(rect), "RGB")
    assert got == still_face(window, rect, second, None, 100)


def test_a_frame_with_time_paints_a_face_whole(window) -> None:  # type: ignore[no-untyped-def]
    assets = fitted(True)
    rect = assets.screen.rect(60, 40, 380, 560)
    assets.begin_frame()
    command = list(Command)[5]
    assert paint_big(assets, rect, command, 1, command_words(command), budget=10.0)


def test_a_damage_face_painted_later_is_the_face_drawn_at_once(window) -> None:  # type: ignore[no-untyped-def]
    """A hovered Damage Card: its new memory in one frame with no time left, its drawing
    in the next; then it is what a still draws at once."""
    from game.ui.slot_faces import draw_damage, paint_damage

    assets = fitted(True)
    rect = assets.screen.rect(60, 40, 380, 440)
    card = ("Short Circuit", "glitch", "Swap the cards of two of your slots.", ("Fire 2",))
    assets.begin_frame()
    assert not paint_damage(assets, rect, *card, budget=0.0)  # the new memory was the step
    assets.begin_frame()
    assert paint_damage(assets, rect, *card, budget=0.0)
    window.fill(BACK)
    draw_damage(window, assets, rect, *card)
    got = pygame.image.tobytes(window.subsurface(rect), "RGB")
    window.fill(BACK)
    draw_damage(window, fitted(False), rect, *card)
    assert got == pygame.image.tobytes(window.subsurface(rect), "RGB")


def test_a_round_summary_painted_over_frames_is_the_card_drawn_at_once(window) -> None:  # type: ignore[no-untyped-def]
    """The round summary comes up: while frames follow one another its new card is painted
    a part a frame (at 4K its new memory and a dozen lines took 10 ms of one frame), shown
    only once whole, and then it is what a still draws at once."""
    from game.ui.summary_panel import BUDGET, draw_round_summary

    lines = [f"Line {n}: a Minion was scrapped and another one stepped in" for n in range(8)]
    board, bounds = pygame.Rect(100, 80, 1000, 700), pygame.Rect(0, 60, *SIZE)
    assets, frames = fitted(True), 0
    monkey = pytest.MonkeyPatch()
    monkey.setattr(type(assets), "has_time", lambda self, budget: budget > BUDGET)
    try:
        while True:
            frames += 1
            assets.begin_frame()
            window.fill(BACK)
            drawn = draw_round_summary(window, assets, board, bounds, "Round 2 is over", lines)
            if drawn:
                break
            assert pygame.image.tobytes(window, "RGB") == bytes(BACK) * (SIZE[0] * SIZE[1])
            assert frames < 50, "never finished"
    finally:
        monkey.undo()
    assert frames >= 8, "its memory, its panel, and its lines a frame each"
    got = pygame.image.tobytes(window.subsurface(drawn[0]), "RGB")
    window.fill(BACK)
    still = draw_round_summary(window, fitted(False), board, bounds, "Round 2 is over", lines)
    assert still == drawn
    assert got == pygame.image.tobytes(window.subsurface(still[0]), "RGB")
