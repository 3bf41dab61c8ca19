"""The settings file and the folders: MVM_SAVE_DIR or the platform's folders, settings kept
between runs, and a settings file that cannot be used set aside for the defaults."""

from __future__ import annotations

import json
import os

import pygame
import pytest

from game import paths
from game.preferences import FILE_NAME, Preferences, PreferencesFile, to_json


def test_mvm_save_dir_holds_saves_and_settings_alike(tmp_path, monkeypatch):
    monkeypatch.setenv("MVM_SAVE_DIR", str(tmp_path))
    assert paths.data_dir() == paths.settings_dir() == tmp_path


def test_without_it_the_platform_decides_and_names_the_game(monkeypatch):
    import platformdirs

    monkeypatch.delenv("MVM_SAVE_DIR")
    assert paths.data_dir() == platformdirs.user_data_path("mechs-vs-minions", appauthor=False)
    assert paths.settings_dir().name == "mechs-vs-minions"


def test_preferences_read_back_as_written(tmp_path):
    store = PreferencesFile(tmp_path)
    chosen = Preferences(
        is_sound_on=False,
        speed="fast",
        is_stepping=True,
        has_minuteglass=True,
        minuteglass_seconds=60,
        yordles=("ziggs", "corki", "tristana"),
        bots=(0, 2),
        window=(1280, 720),
        is_fullscreen=True,
    )
    store.save(chosen)
    assert PreferencesFile(tmp_path).load() == chosen


def settings(**data: object) -> str:
    return json.dumps({"version": 1, **data})


BROKEN = {
    "not JSON": "{speed: fast",
    "another version": settings(version=2),
    "an unknown setting": settings(volume=11),
    "a speed that is none": settings(speed="warp"),
    "sound as a word": settings(is_sound_on="yes"),
    "a Yordle twice": settings(yordles=["corki", "corki"]),
    "an unknown Yordle": settings(yordles=["teemo"]),
    "a bot on a seat with no Mech": settings(yordles=["corki"], bots=[1]),
    "a bot seat twice": settings(yordles=["corki", "ziggs"], bots=[1, 1]),
    "a window of one number": settings(window=[1280]),
    "a window larger than any screen": settings(window=[99999, 720]),
    "a minute glass of no seconds": settings(minuteglass_seconds=0),
    "not UTF-8": b'{"version": 1, "speed": "\xff"}',
}


@pytest.mark.parametrize("content", BROKEN.values(), ids=BROKEN.keys())
def test_a_settings_file_it_cannot_use_is_set_aside_and_defaults_used(tmp_path, content):
    path = tmp_path / FILE_NAME
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    store = PreferencesFile(tmp_path)
    assert store.load() == Preferences()
    assert (tmp_path / f"{FILE_NAME}.bad").exists() and not path.exists()
    store.save(Preferences(speed="slow"))
    assert PreferencesFile(tmp_path).load().speed == "slow"


def test_the_window_and_full_screen_are_opened_as_they_were_left(monkeypatch, save_dir):
    from game import app

    opened = []

    class Window(app.Window):
        def __init__(self, screen, is_fullscreen=False):  # type: ignore[no-untyped-def]
            opened.append((screen.size, is_fullscreen))
            super().__init__(screen, is_fullscreen)

    f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    script = [[f11], [pygame.event.Event(pygame.QUIT)]]
    monkeypatch.setattr(pygame.event, "get", lambda: script.pop(0))
    monkeypatch.setattr(pygame, "quit", lambda: None)
    monkeypatch.setattr(app, "Window", Window)
    monkeypatch.setattr(app, "desktop_size", lambda: (1920, 1080))
    app.main(["--size", "1280x720"])
    saved = json.loads((save_dir / FILE_NAME).read_text(encoding="utf-8"))
    assert saved["window"] == [1280, 720] and saved["is_fullscreen"] is True
    script.append([f11])
    script.append([pygame.event.Event(pygame.QUIT)])
    app.main([])
    assert opened == [((1280, 720), False), ((1280, 720), True)]
    saved = json.loads((save_dir / FILE_NAME).read_text(encoding="utf-8"))
    assert saved["is_fullscreen"] is False, "F11 again: windowed next time"


def test_writing_the_same_settings_again_touches_nothing(tmp_path):
    store = PreferencesFile(tmp_path)
    store.save(Preferences(speed="fast"))
    path = tmp_path / FILE_NAME
    os.utime(path, (0, 0))
    store.save(Preferences(speed="fast"))
    assert path.stat().st_mtime == 0
    assert path.read_text(encoding="utf-8") == to_json(Preferences(speed="fast"))


def test_the_remembered_window_is_used_only_where_the_display_holds_it():
    from game.screen import starting_size

    assert starting_size((1920, 1080), None, (1280, 720)).size == (1280, 720)
    assert starting_size((1920, 1080), (1600, 900), (1280, 720)).size == (1600, 900)
    smaller = starting_size((1366, 768), None, (1920, 1080))
    assert smaller.width <= 1366 and smaller.height <= 768
