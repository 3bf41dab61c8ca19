"""Music: our own two loops (tools/make_music.py), one for the screens around play and one
for the match, fading from one to the other as the screen changes, at a volume of their own
(apart from the sound effects', remembered, off at 0). The mixer is a spy here: the tests'
dummy audio driver plays nothing one could hear."""

from __future__ import annotations

import json
import wave
from pathlib import Path

import pygame
import pytest

from game import music, paths
from game.assets import Assets
from game.music import FADE_SECS, MENUS, PLAY, Jukebox
from game.preferences import BadFile, Preferences, PreferencesFile, from_json, to_json
from game.rules import Yordle
from game.scenes import routes
from game.scenes.base import Pop, Push, Replace
from game.scenes.options import OptionsScene
from game.scenes.settings import Settings

FRAME = 1 / 30


class Spy:
    """Stands in for ``pygame.mixer.music``: notes what it was asked."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []
        self.volume = 1.0
        self.loaded: str | None = None
        self.is_playing = False

    def load(self, filename: str) -> None:
        self.loaded = Path(filename).stem
        self.calls.append(("load", self.loaded))

    def play(self, loops: int = 0) -> None:
        self.is_playing = True
        self.calls.append(("play", loops))

    def stop(self) -> None:
        self.is_playing = False
        self.calls.append(("stop", None))

    def set_volume(self, volume: float) -> None:
        self.volume = volume


def jukebox(volume: int = 60) -> tuple[Jukebox, Spy]:
    spy = Spy()
    box = Jukebox(paths.MUSIC, has_sound=True, player=spy)
    box.volume = volume
    return box, spy


def run(box: Jukebox, secs: float) -> None:
    for _ in range(round(secs / FRAME)):
        box.update(FRAME)


def test_each_track_is_a_small_mono_22khz_wav_that_loops_without_a_seam():
    total = 0
    for track in (MENUS, PLAY):
        path = paths.MUSIC / f"{track}.wav"
        total += path.stat().st_size
        with wave.open(str(path)) as loop:
            assert (loop.getnchannels(), loop.getframerate(), loop.getsampwidth()) == (1, 22050, 2)
            assert loop.getnframes() > 10 * 22050  # long enough not to nag
            frames = loop.readframes(loop.getnframes())
        first = int.from_bytes(frames[:2], "little", signed=True)
        last = int.from_bytes(frames[-2:], "little", signed=True)
        assert abs(first - last) < 3000  # the end runs on into the start: no click
    assert total < 2_000_000


def test_the_wanted_track_fades_in_and_loops():
    box, spy = jukebox(volume=60)
    box.want(MENUS)
    box.update(FRAME)
    assert spy.calls == [("load", MENUS), ("play", -1)]
    assert spy.volume < 0.1  # from silence
    run(box, FADE_SECS)
    assert spy.volume == pytest.approx(0.6)
    run(box, 5)
    assert spy.calls == [("load", MENUS), ("play", -1)]  # one track, looping: never reloaded


def test_another_track_fades_the_first_out_before_it_starts():
    box, spy = jukebox(volume=100)
    box.want(MENUS)
    run(box, 2)
    box.want(PLAY)
    box.update(FRAME)
    assert spy.loaded == MENUS and 0.5 < spy.volume < 1.0  # going down, still the menus'
    run(box, FADE_SECS)
    assert spy.calls[-3:] == [("stop", None), ("load", PLAY), ("play", -1)]
    assert spy.volume < 0.5  # and the match's coming up
    run(box, FADE_SECS)
    assert spy.volume == pytest.approx(1.0) and spy.loaded == PLAY


def test_no_music_at_volume_zero_and_it_comes_back_when_turned_up():
    box, spy = jukebox(volume=60)
    box.want(MENUS)
    run(box, 2)
    box.volume = 0
    box.update(FRAME)
    assert spy.calls[-1] == ("stop", None) and not spy.is_playing
    run(box, 2)
    assert not spy.is_playing
    box.volume = 30
    run(box, 2)
    assert spy.is_playing and spy.loaded == MENUS and spy.volume == pytest.approx(0.3)


def test_without_a_mixer_or_a_file_the_game_plays_on_without_music(tmp_path):
    spy = Spy()
    silent = Jukebox(paths.MUSIC, has_sound=False, player=spy)
    silent.want(MENUS)
    run(silent, 1)
    assert spy.calls == []

    class Broken(Spy):
        def load(self, filename: str) -> None:
            raise pygame.error("cannot read it")

    broken = Broken()
    box = Jukebox(paths.MUSIC, has_sound=True, player=broken)
    box.want(MENUS)
    run(box, 1)
    assert not broken.is_playing
    empty = Jukebox(tmp_path, has_sound=True, player=spy)
    empty.want(PLAY)
    run(empty, 1)
    assert spy.calls == []


def test_the_music_follows_the_screen_and_overlays_keep_what_plays(drive, assets, monkeypatch):  # type: ignore[no-untyped-def]
    from game.scenes.title import TitleScene

    spy = Spy()
    monkeypatch.setattr(assets, "music", Jukebox(paths.MUSIC, has_sound=True, player=spy))
    stack = drive(TitleScene(assets)).stack
    assert stack.track == MENUS  # the title
    stack.update(FRAME)
    assert spy.loaded == MENUS
    settings = Settings(yordles=(Yordle.CORKI,), seed=3)
    stack.apply(Replace(routes.Play(settings)))
    assert stack.track == PLAY
    for _ in range(round(2 * FADE_SECS / FRAME) + 2):
        stack.update(FRAME)
    assert spy.loaded == PLAY and spy.is_playing
    stack.apply(Push(routes.Pause(stack.top.settings)))
    stack.apply(Push(routes.Options()))
    assert stack.track == PLAY  # the pause menu and the options lie over the match
    stack.update(FRAME)
    assert spy.loaded == PLAY
    stack.apply(Pop())
    stack.apply(Replace(routes.Title(), levels=2))
    assert stack.track == MENUS


def test_the_options_screen_sets_the_music_apart_from_the_sound(
    assets: Assets, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(assets, "has_sound", True)
    monkeypatch.setattr(assets, "music", Jukebox(paths.MUSIC, has_sound=True, player=Spy()))
    kept: list[int] = []
    options = OptionsScene(assets, lambda: kept.append(assets.music.volume))
    assert options.buttons["music"].text == "Music: 60 %"
    seen = []
    for _ in range(4):
        pos = options.buttons["music"].rect.center
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            options.handle(pygame.event.Event(kind, pos=pos, button=1))
        seen.append(options.buttons["music"].text)
    assert seen == ["Music: 30 %", "Music: off", "Music: 100 %", "Music: 60 %"]
    assert kept == [30, 0, 100, 60]  # each written down at once
    assert assets.sound_volume == 100 and assets.is_sound_on  # the effects as they were
    assets.has_sound = False
    assert OptionsScene(assets).buttons["music"].text == "Music: no audio device"


def test_the_music_volume_steps_down_then_off_then_back_to_loudest() -> None:
    seen, volume = [], 100
    for _ in range(4):
        volume = music.next_volume(volume)
        seen.append(volume)
    assert seen == [60, 30, 0, 100]


def test_the_music_volume_is_kept_and_checked(tmp_path) -> None:  # type: ignore[no-untyped-def]
    chosen = Preferences(music_volume=30, sound_volume=100)
    assert from_json(to_json(chosen)) == chosen
    PreferencesFile(tmp_path).save(chosen)
    assert PreferencesFile(tmp_path).load() == chosen
    assert from_json(json.dumps({"version": 1})).music_volume == music.DEFAULT_VOLUME
    for wrong in (101, -1, "loud", True):
        with pytest.raises(BadFile, match="'music_volume'"):
            from_json(json.dumps({"version": 1, "music_volume": wrong}))


def test_the_app_plays_the_music_at_the_volume_remembered(monkeypatch, save_dir) -> None:  # type: ignore[no-untyped-def]
    from game import app

    PreferencesFile(save_dir).save(Preferences(music_volume=30, sound_volume=60))
    spy = Spy()
    script = [[], [], [pygame.event.Event(pygame.QUIT)]]
    monkeypatch.setattr(pygame.event, "get", lambda: script.pop(0) if script else [])
    monkeypatch.setattr(pygame, "quit", lambda: None)
    monkeypatch.setattr(app, "init_sound", lambda: True)
    monkeypatch.setattr(pygame.mixer, "music", spy)
    assert app.main() == 0
    assert spy.calls[:2] == [("load", MENUS), ("play", -1)]  # the title's track
    assert 0 < spy.volume <= 0.3
    kept = PreferencesFile(save_dir).load()
    assert (kept.music_volume, kept.sound_volume) == (30, 60)
