"""Pictures whose memory is used again: the see-through layers lent to one frame's drawing
(``Assets.layer``) and the stamped faces drawn over once the cache is full
(``Kept.spare``). Used again, they must draw exactly what new ones would, pixel for pixel."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.assets import Assets, Kept  # noqa: E402
from game.rules import Command, Facing, Rune  # noqa: E402
from game.scenes.play.views import command_words  # noqa: E402
from game.screen import Screen  # noqa: E402
from game.ui.card_view import draw_command  # noqa: E402
from game.view import effects  # noqa: E402
from game.view.camera import Camera  # noqa: E402

SIZE = (1600, 900)


@pytest.fixture(autouse=True)
def window() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode(SIZE)


def fitted() -> Assets:
    assets = Assets()
    assets.fit(Screen(*SIZE))
    return assets


def alpha_surface(size: tuple[int, int], colour: tuple[int, int, int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill(colour)
    return surface


# --- the cache's spares ----------------------------------------------------------------


def test_a_spare_is_offered_only_once_the_cache_is_full() -> None:
    kept = Kept(budget=3 * 40 * 40 * 4)
    for n in range(3):
        kept.get(("stamp", n), lambda n=n: alpha_surface((40, 40), (n, 0, 0, 255)), mine=True)
    assert kept.spare((40, 40)) is not None  # a fourth would not fit
    kept = Kept(budget=4 * 40 * 40 * 4)
    kept.get(("stamp", 0), lambda: alpha_surface((40, 40), (0, 0, 0, 255)), mine=True)
    assert kept.spare((40, 40)) is None  # room for a new one: nothing is taken


def test_the_spare_is_the_oldest_of_its_size_and_the_bytes_follow() -> None:
    kept = Kept(budget=2 * 40 * 40 * 4 + 10 * 10 * 4)
    first = kept.get(("stamp", 1), lambda: alpha_surface((40, 40), (1, 0, 0, 255)), mine=True)
    kept.get(("small",), lambda: alpha_surface((10, 10), (2, 0, 0, 255)), mine=True)
    kept.get(("stamp", 2), lambda: alpha_surface((40, 40), (3, 0, 0, 255)), mine=True)
    before = kept.bytes
    assert kept.spare((40, 40)) is first
    assert kept.bytes == before - 40 * 40 * 4 and len(kept) == 2
    assert not kept.has(("stamp", 1))


def test_a_surface_handed_out_is_never_drawn_over() -> None:
    """``keep``'s callers may hold what it returns: only ``mine`` surfaces are spares."""
    kept = Kept(budget=40 * 40 * 4)
    kept.get(("ground",), lambda: alpha_surface((40, 40), (9, 9, 9, 255)))
    assert kept.spare((40, 40)) is None
    kept.get(("face",), lambda: alpha_surface((40, 40), (9, 9, 9, 255)), mine=True)
    assert kept.spare((40, 40)) is not None


def test_faces_drawn_over_spares_match_new_ones(window: pygame.Surface) -> None:
    """Big card faces through a cache that holds two: from the third on each is drawn over
    one let go, and each shows what a fresh cache draws."""
    reused, fresh = fitted(), fitted()
    rect = reused.screen.rect(40, 40, 380, 560)
    reused._kept.budget = 2 * rect.width * rect.height * 4 + 1  # two big faces, no more
    taken = []
    spare = reused._kept.spare

    def counting(size: tuple[int, int]) -> pygame.Surface | None:
        found = spare(size)
        taken.append(found)
        return found

    reused._kept.spare = counting  # type: ignore[method-assign]
    shown = list(Command)[:6]
    for n, command in enumerate(shown * 2):
        power = (None, 1, 2, 3)[n % 4]
        words = command_words(command)
        window.fill((30, 60, 90))
        draw_command(window, reused, rect, command, power, words=words)
        got = pygame.image.tobytes(window.subsurface(rect), "RGB")
        window.fill((30, 60, 90))
        draw_command(window, fresh, rect, command, power, words=words)
        fresh._kept = Kept(fresh._kept.budget)  # each drawn on a new surface
        assert got == pygame.image.tobytes(window.subsurface(rect), "RGB"), (command, power)
    assert sum(t is not None for t in taken) >= len(shown)  # most were drawn over spares


# --- layers lent to a frame ------------------------------------------------------------


def test_a_lent_layer_comes_back_clear_and_the_same() -> None:
    assets = fitted()
    layer = assets.layer((30, 20))
    assert layer.get_flags() & pygame.SRCALPHA
    layer.fill((200, 100, 50, 255))
    again = assets.layer((30, 20))
    assert again is layer
    assert pygame.image.tobytes(again, "RGBA") == bytes(30 * 20 * 4)
    assert assets.layer((31, 20)) is not layer


def effect_frames() -> Iterator[effects.Effect]:
    """A few of every effect that draws on a lent layer, at several moments of its life."""
    for t in (0.05, 0.3, 0.6, 0.95):
        yield effects.CellFlash(t, cells=((1, 1), (2, 1), (3, 3)))
        yield effects.Burst(t, cell=(4, 2))
        yield effects.RuneDie(t, rune=Rune.BLUE, facing=Facing.E)
        yield effects.DamageReveal(
            t, cell=(2, 2), title="Short Circuit", kind="glitch", words=("Swap two slots.",)
        )
        yield effects.CellFlash(t, cells=((0, 0),), colour=(90, 200, 255), is_hit=False)


def test_effects_on_lent_layers_draw_as_on_new_ones(window: pygame.Surface) -> None:
    """A scripted run of effects, frame after frame with one set of assets (layers lent
    again and again), equals each frame drawn with assets of its own (every layer new)."""
    assets = fitted()
    camera = Camera(pygame.Rect(100, 100, 900, 600), 9, 6)
    board = pygame.Rect(100, 100, 900, 600)
    for effect in effect_frames():
        frames = []
        for drawer in (assets, fitted()):
            window.fill((40, 70, 50))
            window.fill((120, 110, 90), board)
            effect.draw(window, camera, drawer)
            frames.append(pygame.image.tobytes(window, "RGB"))
        assert frames[0] == frames[1], effect


def test_a_spare_is_cleared_before_a_new_face_is_drawn_on_it(window: pygame.Surface) -> None:
    """A face that leaves most of itself see-through, drawn over a spare that was solid,
    shows the screen through, as on a new surface."""
    assets = fitted()
    rect = pygame.Rect(10, 10, 60, 40)
    assets._kept.budget = 60 * 40 * 4 + 1  # one picture of this size, no more

    def solid(layer: pygame.Surface, at: pygame.Rect) -> None:
        layer.fill((200, 30, 30, 255), at)

    def dot(layer: pygame.Surface, at: pygame.Rect) -> None:
        pygame.draw.circle(layer, (30, 200, 30), at.center, 5)

    assets.stamp(window, rect, ("solid",), solid)
    window.fill((0, 0, 90))
    assets.stamp(window, rect, ("dot",), dot)
    assert not assets._kept.has(("stamp", "solid", rect.size, *assets._looks))  # drawn over
    assert window.get_at(rect.topleft)[:3] == (0, 0, 90)
    assert window.get_at(rect.center)[:3] == (30, 200, 30)
