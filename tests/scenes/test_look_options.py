"""The options screen's look options, each driven by real mouse events: the text size
(100 / 125 / 150 %), the TV safe area and the high-contrast board, remembered in
settings.json and changed at once; the options screen reached from the title and the pause
menu alike; the one volume says it is the sound effects' (the game has no music)."""

from __future__ import annotations

import pygame
import pytest

from game.app import scene_stack
from game.assets import SAFE_MARGIN, Assets
from game.palette import luminance
from game.preferences import BadFile, Preferences, PreferencesFile, from_json, to_json
from game.rules import Yordle
from game.scenes.base import SAFE_BORDER
from game.scenes.options import OptionsScene, next_text_size
from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.scenes.session import Session
from game.scenes.settings import Settings
from game.scenes.title import TitleScene
from game.view.board_layers import render_static
from game.view.camera import Camera
from game.view.sprites import HALO_DARK, HALO_LIGHT, SIZES, Sprite


def run(drive, assets, folder, first=None):  # type: ignore[no-untyped-def]
    """The game as a player starts it: a session reading the settings file."""
    driver = drive(first or TitleScene(assets))
    driver.stack = scene_stack(driver.top, assets, Session(PreferencesFile(folder)))
    driver.frame()
    return driver


def open_options(driver):  # type: ignore[no-untyped-def]
    """The title's Options button, clicked: the options screen on top."""
    driver.click(driver.top.buttons["options"].rect.center)
    assert isinstance(driver.top, OptionsScene)
    return driver.top


def sizes_drawn(driver, assets: Assets, words: str) -> list[int]:  # type: ignore[no-untyped-def]
    """The font sizes (window pixels) ``words`` are drawn at in the next frame."""
    assets.records = []
    driver.frame()
    records, assets.records = assets.records, None
    return [r.size for r in records if r.words == words]


def test_the_text_size_goes_up_from_the_title_and_every_scene_grows_at_once(
    drive, assets, tmp_path
):
    driver = run(drive, assets, tmp_path)
    options = open_options(driver)
    plain = sizes_drawn(driver, assets, "Campaign")  # the title's button, under the options
    assert plain and options.buttons["text"].text == "Text size: 100 %"
    seen = []
    for _ in range(3):
        driver.click(driver.top.buttons["text"].rect.center)
        seen.append((assets.text_size, PreferencesFile(tmp_path).load().text_size))
        grown = sizes_drawn(driver, assets, "Campaign")
        assert grown and grown[0] >= plain[0] * assets.text_scale - 1
        assert driver.top.buttons["text"].text == f"Text size: {assets.text_size} %"
    assert seen == [(125, 125), (150, 150), (100, 100)]
    assert sizes_drawn(driver, assets, "Campaign") == plain
    driver.click(driver.top.buttons["text"].rect.center)
    driver.click(driver.top.buttons["back"].rect.center)
    assert isinstance(driver.top, TitleScene)
    assert Session(PreferencesFile(tmp_path)).preferences.text_size == 125  # the next run's


def test_larger_text_shrinks_back_where_its_room_ends_but_never_below_100_percent(assets):
    from game.ui.text import fitted

    surface = pygame.Surface((1600, 900))
    assets.records = []
    long = "Zhonya's Minuteglass times every draft"
    for size in (100, 150):
        assets.text_size = size
        fitted(surface, assets, long, 24, (255, 255, 255), 2000, midleft=(0, 100))
        fitted(surface, assets, long, 24, (255, 255, 255), 10, midleft=(0, 100))
    records, assets.records = assets.records, None
    roomy_100, tight_100, roomy_150, tight_150 = (r.size for r in records)
    assert roomy_150 == round(roomy_100 * 1.5)
    assert tight_100 <= tight_150 <= tight_100 + 1  # squeezed: about as at 100 %, no smaller


def _screen_pixels(driver, assets: Assets) -> pygame.Surface:  # type: ignore[no-untyped-def]
    """A frame of the scene stack, drawn on a window-sized surface."""
    window = pygame.Surface(assets.window.size)
    driver.stack.update(1 / 30)
    driver.stack.draw(window)
    return window


def _margin_is_blank(window: pygame.Surface, assets: Assets) -> bool:
    """Whether every pixel outside the safe area is the blank frame's."""
    inner = assets.safe_area
    blank = pygame.mask.from_threshold(window, SAFE_BORDER, (1, 1, 1, 255))
    margin = pygame.Mask(window.get_size(), fill=True)
    margin.erase(pygame.Mask(inner.size, fill=True), inner.topleft)
    return margin.count() > 0 and blank.overlap_area(margin, (0, 0)) == margin.count()


def test_the_tv_safe_area_from_the_pause_menu_keeps_everything_inside(drive, assets, tmp_path):
    settings = Settings(yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=3)
    driver = run(drive, assets, tmp_path, PlayScene(assets, settings))
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    driver.click(pause.buttons["options"].rect.center)
    options = driver.top
    assert isinstance(options, OptionsScene)
    window = assets.window.bounds
    driver.click(options.buttons["safe"].rect.center)
    assert assets.is_tv_safe and PreferencesFile(tmp_path).load().is_tv_safe
    inner = assets.safe_area
    margin = (round(window.width * SAFE_MARGIN), round(window.height * SAFE_MARGIN))
    assert inner == window.inflate(-2 * margin[0], -2 * margin[1])
    assert assets.screen.size == inner.size  # every scene lays out for the safe area
    assert options.stage.screen.size == inner.size and pause.stage.screen.size == inner.size
    assert _margin_is_blank(_screen_pixels(driver, assets), assets)
    # the pointer is read in the safe area: a button drawn there answers a click there
    button = driver.top.buttons["safe"].rect.move(inner.topleft)
    driver.click(button.center)
    assert not assets.is_tv_safe and not PreferencesFile(tmp_path).load().is_tv_safe
    assert assets.screen.size == window.size
    driver.click(driver.top.buttons["back"].rect.center)
    driver.click(driver.top.buttons["resume"].rect.center)
    assert isinstance(driver.top, PlayScene)


def _cell_light(ground: pygame.Surface, cell: int, c: tuple[int, int]) -> float:
    """The mean luminance of a space's middle (its rim and the grid left out)."""
    inner = pygame.Rect(c[0] * cell, c[1] * cell, cell, cell).inflate(-cell // 3, -cell // 3)
    colour = pygame.transform.average_color(ground, inner)
    return luminance(colour[:3])


def _pair_contrast(board, ground: pygame.Surface, cell: int) -> dict[tuple[str, str], float]:  # type: ignore[no-untyped-def]
    """For each two kinds of space found side by side, how far apart their brightness is
    (relative luminance, 0 to 1), on average over the places they meet."""
    found: dict[tuple[str, str], list[float]] = {}
    for c in board.cells():
        for n in ((c[0] + 1, c[1]), (c[0], c[1] + 1)):
            if board.contains(n) and board.terrain(n) is not board.terrain(c):
                kinds = tuple(sorted((board.terrain(c).value, board.terrain(n).value)))
                apart = abs(_cell_light(ground, cell, c) - _cell_light(ground, cell, n))
                found.setdefault(kinds, []).append(apart)  # type: ignore[arg-type]
    return {kinds: sum(v) / len(v) for kinds, v in found.items()}


def test_the_high_contrast_board_sets_every_two_kinds_of_space_apart(assets):
    """On every board, any two kinds of space side by side (open ground, Oil, Lava,
    Boulders, Repair Pads) differ in brightness by a tenth at least with the option on;
    without it some do not (a Repair Pad on grass, a Boulder on dark rock)."""
    from game.content import campaign

    plain_least, stark_least = 1.0, 1.0
    for mission in campaign():
        play = PlayScene(assets, Settings(mission.id, (Yordle.CORKI,)), is_saving=False)
        board, cell, tiles = play.game.board, 48, play.board_view.tiles
        assets.is_high_contrast = False
        plain = _pair_contrast(board, render_static(board, cell, assets, tiles), cell)
        assets.is_high_contrast = True
        stark = _pair_contrast(board, render_static(board, cell, assets, tiles), cell)
        assert set(plain) == set(stark)
        for kinds, apart in stark.items():
            assert apart >= 0.1, (mission.id, kinds, apart, plain[kinds])
        plain_least = min([plain_least, *plain.values()])
        stark_least = min([stark_least, *stark.values()])
    assert plain_least < 0.05 and stark_least >= 0.1


def test_on_the_high_contrast_board_every_piece_wears_a_dark_and_light_rim(assets):
    def ring(is_high: bool) -> set[tuple[int, int, int]]:
        assets.is_high_contrast = is_high
        ground = pygame.Surface((192, 192))
        ground.fill((112, 160, 84))
        camera = Camera(pygame.Rect(0, 0, 192, 192), 3, 3)
        Sprite("minion", 96, 96).draw(ground, camera, assets)
        return {tuple(ground.get_at((x, 96)))[:3] for x in range(96 - 48, 96)}

    assert HALO_DARK not in ring(False) and HALO_LIGHT not in ring(False)
    rim = ring(True)
    assert HALO_DARK in rim and HALO_LIGHT in rim


def test_the_high_contrast_board_is_switched_by_mouse_and_redrawn_at_once(drive, assets, tmp_path):
    settings = Settings("mission-5", (Yordle.CORKI,), seed=3)
    driver = run(drive, assets, tmp_path, PlayScene(assets, settings))
    play = driver.top
    before = pygame.image.tobytes(play.board_view.ground, "RGB")
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.top.buttons["options"].rect.center)
    driver.click(driver.top.buttons["contrast"].rect.center)
    assert assets.is_high_contrast and PreferencesFile(tmp_path).load().is_high_contrast
    assert driver.top.buttons["contrast"].text == "High-contrast board: on"
    assert pygame.image.tobytes(play.board_view.ground, "RGB") != before
    driver.click(driver.top.buttons["contrast"].rect.center)
    assert pygame.image.tobytes(play.board_view.ground, "RGB") == before


def test_the_sound_option_says_it_is_the_sound_effects(assets, monkeypatch):
    monkeypatch.setattr(assets, "has_sound", True)
    monkeypatch.setattr(assets, "play", lambda name: None)
    options = OptionsScene(assets)
    assert options.buttons["sound"].text.startswith("Sound effects: ")


def test_the_title_and_the_pause_menu_open_the_same_options_screen(drive, assets, tmp_path):
    driver = run(drive, assets, tmp_path)
    from_title = open_options(driver)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TitleScene)
    driver = run(drive, assets, tmp_path, PlayScene(assets, Settings()))
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.top.buttons["options"].rect.center)
    assert type(driver.top) is type(from_title)
    assert set(driver.top.buttons.items) == set(from_title.buttons.items)


def test_the_text_size_sequence_and_the_new_settings_are_checked() -> None:
    assert [next_text_size(s) for s in (100, 125, 150)] == [125, 150, 100]
    chosen = Preferences(text_size=150, is_tv_safe=True, is_high_contrast=True)
    assert from_json(to_json(chosen)) == chosen
    for wrong in ('"text_size": 120', '"text_size": true', '"is_tv_safe": 1'):
        with pytest.raises(BadFile):
            from_json('{"version": 1, ' + wrong + "}")


def test_every_option_is_remembered_and_used_by_the_next_run(monkeypatch, save_dir):  # type: ignore[no-untyped-def]
    from game import app

    PreferencesFile(save_dir).save(
        Preferences(text_size=125, is_tv_safe=True, is_high_contrast=True)
    )
    seen = []
    real = app.scene_stack

    def stack(first, assets, session=None):  # type: ignore[no-untyped-def]
        seen.append((assets.text_size, assets.is_tv_safe, assets.is_high_contrast))
        seen.append(assets.screen.size < assets.window.size)
        return real(first, assets, session)

    monkeypatch.setattr(pygame.event, "get", lambda: [pygame.event.Event(pygame.QUIT)])
    monkeypatch.setattr(pygame, "quit", lambda: None)
    monkeypatch.setattr(app, "scene_stack", stack)
    assert app.main(["--size", "1280x720"]) == 0
    assert seen == [(125, True, True), True]


def test_a_faded_piece_blends_as_a_faded_copy_and_leaves_its_kept_art_at_full_strength(assets):  # type: ignore[no-untyped-def]
    """A ghost of the trails fades the kept art for one blit (no copy per ghost): it blends
    as a faded copy would, and the same piece drawn solid after it is solid."""
    camera = Camera(pygame.Rect(0, 0, 192, 192), 3, 3)

    def drawn(alpha: float) -> bytes:
        ground = pygame.Surface((192, 192))
        ground.fill((112, 160, 84))
        Sprite("minion", 96, 96, alpha=alpha).draw(ground, camera, assets)
        return pygame.image.tobytes(ground, "RGB")

    solid = drawn(1.0)
    faded = drawn(0.4)
    assert drawn(1.0) == solid, "the kept art was left faded"
    art = Sprite("minion", 96, 96)._art(assets, round(camera.cell * SIZES["minion"]))
    copy = art.copy()  # as a faded piece was drawn before
    copy.set_alpha(round(255 * 0.4))
    expected = pygame.Surface((192, 192))
    expected.fill((112, 160, 84))
    centre = tuple(round(v) for v in camera.to_screen(96, 96))
    expected.blit(copy, copy.get_rect(center=centre))
    assert faded != solid and faded == pygame.image.tobytes(expected, "RGB")
