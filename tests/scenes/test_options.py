"""The options players expect, remembered between runs: reduce motion (short tweens,
nothing shakes, the title's parade and the campaign map's ring still, and the board's
camera never moves either way), full screen, and the sound's volume."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game import motion, rules
from game.assets import Assets
from game.preferences import BadFile, Preferences, PreferencesFile, from_json, to_json
from game.rules import Yordle
from game.scenes.options import VOLUMES, OptionsScene, next_volume
from game.scenes.play import PlayScene
from game.scenes.settings import Settings
from game.scenes.title import TitleScene
from game.screen import TOGGLE_FULLSCREEN
from game.view.camera import Camera
from game.view.sprites import Sprite
from game.view.tween import Tween, Wait


class Thing:
    x = 0.0


def test_with_motion_reduced_a_tween_is_short_and_a_wait_keeps_its_length() -> None:
    slow, quick = Thing(), Thing()
    glide = Tween(slow, 0.6, x=64.0)
    motion.reduce(True)
    hop, pause = Tween(quick, 0.6, x=64.0), Wait(0.6)
    assert hop.secs == motion.SHORT_SECS < glide.secs == 0.6
    hop.update(motion.SHORT_SECS)
    glide.update(motion.SHORT_SECS)
    assert hop.done and quick.x == 64.0  # it still gets there
    assert not glide.done and slow.x < 64.0
    assert pause.secs == 0.6  # beats stay as long to read


def _drawn(sprite: Sprite, assets: Assets) -> bytes:
    surface = pygame.Surface((192, 64))
    sprite.draw(surface, Camera(pygame.Rect(0, 0, 192, 64), 3, 1), assets)
    return pygame.image.tobytes(surface, "RGB")


def test_with_motion_reduced_nothing_shakes(assets: Assets) -> None:
    still, shaken = Sprite("mech", 96, 32), Sprite("mech", 96, 32, shake=7.0)
    assert _drawn(still, assets) != _drawn(shaken, assets)
    motion.reduce(True)
    assert _drawn(still, assets) == _drawn(shaken, assets)


def _seconds_to_show(play: PlayScene) -> float:
    """How long the director takes to show the events it was handed."""
    seconds = 0.0
    while play.is_replaying and seconds < 60:
        play.update(1 / 30)
        seconds += 1 / 30
        play.close_summary()
    return seconds


def _first_execution(play: PlayScene) -> float:
    """Play random legal actions to the end of the first Program Phase; the seconds the
    Execute Phase that follows takes to show."""
    rng = random.Random(5)
    play.finish_showing()
    for _ in range(500):
        legal = [a for a in rules.legal_actions(play.game) if not isinstance(a, rules.ScrapCard)]
        was = play.game.phase
        play.perform(rng.choice(legal))
        if was is rules.Phase.PROGRAM and play.game.phase is not rules.Phase.PROGRAM:
            return _seconds_to_show(play)
        play.finish_showing()
    raise AssertionError("the first Program Phase did not end")


def test_with_motion_reduced_a_mission_plays_its_moves_quickly(assets: Assets) -> None:
    settings = Settings(yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=4)
    normal = _first_execution(PlayScene(assets, settings))
    motion.reduce(True)
    reduced = _first_execution(PlayScene(assets, settings))
    assert 0 < reduced < normal * 0.8, (reduced, normal)


def test_with_motion_reduced_the_title_parade_stands_still(assets: Assets, screen) -> None:  # type: ignore[no-untyped-def]
    def frames(title: TitleScene) -> tuple[bytes, bytes]:
        title.draw(screen)
        first = pygame.image.tobytes(screen, "RGB")
        title.update(0.7)
        title.draw(screen)
        return first, pygame.image.tobytes(screen, "RGB")

    before, after = frames(TitleScene(assets))
    assert before != after  # the Mechs bob
    motion.reduce(True)
    before, after = frames(TitleScene(assets))
    assert before == after


def _click(scene: OptionsScene, name: str) -> None:
    pos = scene.buttons[name].rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle(pygame.event.Event(kind, pos=pos, button=1))


def test_the_options_screen_switches_reduce_motion(assets: Assets) -> None:
    pause = OptionsScene(assets)
    assert pause.buttons["motion"].text == "Reduce motion: off"
    _click(pause, "motion")
    assert motion.is_reduced() and pause.buttons["motion"].text == "Reduce motion: on"
    _click(pause, "motion")
    assert not motion.is_reduced()


def test_the_options_screen_asks_the_app_for_full_screen(assets: Assets) -> None:
    pygame.event.clear()
    pause = OptionsScene(assets)
    assert pause.buttons["fullscreen"].text == "Full screen: off"
    _click(pause, "fullscreen")
    assert [e.type for e in pygame.event.get(TOGGLE_FULLSCREEN)] == [TOGGLE_FULLSCREEN]


def test_full_screen_asked_from_a_menu_is_remembered_for_the_next_run(monkeypatch, save_dir):  # type: ignore[no-untyped-def]
    from game import app

    script = [[pygame.event.Event(TOGGLE_FULLSCREEN)], [pygame.event.Event(pygame.QUIT)]]
    monkeypatch.setattr(pygame.event, "get", lambda: script.pop(0) if script else [])
    monkeypatch.setattr(pygame, "quit", lambda: None)
    opened: list[bool] = []
    monkeypatch.setattr(
        app.Window,
        "_open",
        lambda self: opened.append(self.is_fullscreen) or pygame.display.set_mode((1280, 720)),
    )
    assert app.main() == 0
    assert opened == [False, True]
    assert PreferencesFile(save_dir).load().is_fullscreen
    script[:] = [[pygame.event.Event(pygame.QUIT)]]
    opened.clear()
    assert app.main() == 0
    assert opened == [True]  # the next run opens full screen


def test_the_sound_goes_down_in_steps_then_off_then_back_to_loudest() -> None:
    state, seen = (True, 100), []
    for _ in range(len(VOLUMES) + 1):
        state = next_volume(*state)
        seen.append(state)
    assert seen == [(True, 60), (True, 30), (False, 30), (True, 100)]


def test_the_volume_and_reduce_motion_are_kept_and_checked(tmp_path) -> None:  # type: ignore[no-untyped-def]
    chosen = Preferences(sound_volume=30, is_motion_reduced=True, is_fullscreen=True)
    assert from_json(to_json(chosen)) == chosen
    PreferencesFile(tmp_path).save(chosen)
    assert PreferencesFile(tmp_path).load() == chosen
    old = {"version": 1, "is_sound_on": False}  # a file from before these options
    assert from_json(json.dumps(old)) == Preferences(is_sound_on=False)
    for wrong, named in (
        ({"sound_volume": 101}, "'sound_volume'"),
        ({"sound_volume": "loud"}, "'sound_volume'"),
        ({"sound_volume": True}, "'sound_volume'"),
        ({"is_motion_reduced": "yes"}, "'is_motion_reduced'"),
    ):
        with pytest.raises(BadFile, match=named):
            from_json(json.dumps({"version": 1, **wrong}))


def test_the_app_starts_with_the_options_remembered(monkeypatch, save_dir) -> None:  # type: ignore[no-untyped-def]
    from game import app

    PreferencesFile(save_dir).save(Preferences(sound_volume=60, is_motion_reduced=True))
    seen: list[tuple[int, bool]] = []

    def events() -> list[pygame.event.Event]:
        return [pygame.event.Event(pygame.QUIT)]

    real = app.scene_stack

    def stack(first, assets, session=None):  # type: ignore[no-untyped-def]
        seen.append((assets.sound_volume, motion.is_reduced()))
        return real(first, assets, session)

    monkeypatch.setattr(pygame.event, "get", events)
    monkeypatch.setattr(pygame, "quit", lambda: None)
    monkeypatch.setattr(app, "scene_stack", stack)
    assert app.main() == 0
    assert seen == [(60, True)]
    kept = PreferencesFile(save_dir).load()
    assert kept.sound_volume == 60 and kept.is_motion_reduced


def test_the_board_camera_never_moves_while_a_mission_plays(assets: Assets) -> None:
    """No camera moves, reduced or not: the board is fitted once for the window, and stays
    put while the pieces move, are hit and are shaken."""
    for reduced in (False, True):
        motion.reduce(reduced)
        play = PlayScene(assets, Settings(yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=4))
        camera = play.board_view.camera
        fitted = (camera.rect.copy(), camera.cell)
        rng, seen = random.Random(5), set()
        for _ in range(120):
            legal = [
                a for a in rules.legal_actions(play.game) if not isinstance(a, rules.ScrapCard)
            ]
            play.perform(rng.choice(legal))
            for _ in range(20):
                play.update(1 / 30)
                seen.add((tuple(play.board_view.camera.rect), play.board_view.camera.cell))
            play.close_summary()
        assert seen == {(tuple(fitted[0]), fitted[1])}
    motion.reduce(False)


def test_with_motion_reduced_the_campaign_map_ring_stands_still(assets: Assets) -> None:
    from game.ui.campaign_map import Stop, draw_stops

    stops = [Stop(0, "Tutorial", True, True, False, True), Stop(1, "One", False, True, True, False)]

    def drawn(clock: float) -> bytes:
        surface = pygame.Surface((1200, 860))
        draw_stops(surface, assets, surface.get_rect(), stops, (0, 0), clock)
        return pygame.image.tobytes(surface, "RGB")

    assert drawn(0.1) != drawn(0.4)  # the next stop's ring breathes
    motion.reduce(True)
    assert drawn(0.1) == drawn(0.4)
