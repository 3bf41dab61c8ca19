"""Sound: the director's events play our WAVs through the asset cache, the pause menu turns
them off, and with no audio device (or broken files) the game plays on in silence."""

from __future__ import annotations

import wave

import pygame

from game import app, paths
from game.assets import Assets
from game.rules import Yordle
from game.scenes.options import OptionsScene
from game.scenes.play import PlayScene
from game.scenes.settings import Settings
from game.view.cues import SOUNDS


class FakeSound:
    """Stands in for pygame.mixer.Sound and notes what is played."""

    played: list[str] = []
    volumes: list[float] = []

    def __init__(self, path: str) -> None:
        self.name = path.rsplit("/", 1)[-1].removesuffix(".wav")
        self.volume = 1.0

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        FakeSound.played.append(self.name)
        FakeSound.volumes.append(self.volume)


def play_a_round(driver, player, skip: bool = False) -> PlayScene:  # type: ignore[no-untyped-def]
    play = driver.top
    bot = player(driver, seed=2)
    for _ in range(300):
        bot.settle(skip=skip)
        if driver.top is not play or play.game.round > 1:
            break
        bot.play_one()
    assert driver.top is not play or play.game.round > 1, "the round never ended"
    return play


def test_every_sound_is_a_small_mono_22khz_wav():
    for name in SOUNDS:
        path = paths.SOUNDS / f"{name}.wav"
        assert path.stat().st_size < 50_000, name
        with wave.open(str(path)) as sound:
            assert (sound.getnchannels(), sound.getframerate()) == (1, 22050), name


def test_a_round_plays_in_silence_when_the_mixer_cannot_open(drive, player, monkeypatch):
    def no_device() -> None:
        raise pygame.error("no audio device")

    def never(*args: object) -> None:
        raise AssertionError("a sound was loaded without a mixer")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    monkeypatch.setattr(pygame.mixer, "Sound", never)
    assets = Assets(has_sound=app.init_sound())
    assert not assets.has_sound
    yordles = (Yordle.TRISTANA, Yordle.ZIGGS)
    driver = drive(PlayScene(assets, Settings(yordles=yordles, seed=3)))
    play = play_a_round(driver, player)
    assert play.board_view.drift(play.game) == [] or play.is_replaying
    options = OptionsScene(assets)
    assert not options.buttons["sound"].is_enabled
    assert options.buttons["sound"].text == "Sound effects: no audio device"


def test_broken_sound_files_and_a_failing_play_stay_silent(tmp_path, monkeypatch):
    (tmp_path / "sounds").mkdir()
    (tmp_path / "sounds" / "zap.wav").write_bytes(b"not a wave")
    assets = Assets(root=tmp_path, has_sound=True)
    assets.play("zap")
    assets.play("missing")

    class Mute:
        def __init__(self, path: str) -> None:
            pass

        def set_volume(self, volume: float) -> None:
            pass

        def play(self) -> None:
            raise pygame.error("device lost")

    monkeypatch.setattr(pygame.mixer, "Sound", Mute)
    (tmp_path / "sounds" / "step.wav").write_bytes(b"RIFF")
    assets.play("step")
    assert not assets.has_sound


def test_the_director_plays_event_sounds_and_the_pause_menu_turns_them_off(
    drive, player, monkeypatch
):
    monkeypatch.setattr(pygame.mixer, "Sound", FakeSound)
    FakeSound.played = []
    assets = Assets(has_sound=True)
    settings = Settings(yordles=(Yordle.TRISTANA, Yordle.ZIGGS), seed=3)
    driver = drive(PlayScene(assets, settings))
    play_a_round(driver, player)
    heard = set(FakeSound.played)
    assert {"click", "step"} <= heard, heard
    assert heard <= set(SOUNDS)
    pause = OptionsScene(assets)
    button = pause.buttons["sound"]
    assert button.text == "Sound effects: 100 %"
    heard = []
    for _ in range(3):  # 100 % -> 60 % -> 30 % -> off, a click heard at each
        FakeSound.volumes = []
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pause.handle(pygame.event.Event(kind, pos=button.rect.center, button=1))
        heard.append((button.text, FakeSound.volumes[-1]))  # the last click: at the new volume
    assert heard == [
        ("Sound effects: 60 %", 0.6),
        ("Sound effects: 30 %", 0.3),
        ("Sound effects: off", 0.3),
    ]
    assert not assets.is_sound_on
    FakeSound.played = []
    assets.play("step")
    assert FakeSound.played == []
