"""The game plays another content folder (``--content DIR``); when that folder does not
load, or loads but breaks in play, the players see the error screen, never a traceback."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game import app, paths, progress
from game.app import opening_scene
from game.assets import Assets
from game.rules import boss
from game.scenes.broken import BrokenContentScene
from game.scenes.title import TitleScene


@pytest.fixture
def assets() -> Assets:
    pygame.display.init()
    pygame.display.set_mode((1600, 900))
    return Assets()


def test_the_command_line_picks_the_content_folder(content_copy):
    app.options(["--content", str(content_copy)])
    assert paths.content().root == content_copy.resolve()
    assert not paths.content().is_own


def test_a_good_folder_opens_the_title_screen_and_keeps_its_own_campaign(
    content_copy, assets, monkeypatch, tmp_path
):
    monkeypatch.setenv("MVM_SAVE_DIR", str(tmp_path / "saves"))
    own = progress.save_dir()
    app.options(["--content", str(content_copy)])
    assert isinstance(opening_scene(assets), TitleScene)
    assert progress.save_dir().parent.parent == own, "a custom campaign would overwrite ours"


def test_a_folder_with_bytes_that_are_not_text_shows_the_error_screen(content_copy, assets):
    (content_copy / "cards.yaml").write_bytes(b"version: 1\n\xff\xfe")
    app.options(["--content", str(content_copy)])
    scene = opening_scene(assets)
    assert isinstance(scene, BrokenContentScene)
    assert (scene.file, scene.place) == ("cards.yaml", "byte 11")
    assert scene.problem.startswith("not UTF-8 text")
    scene.draw(pygame.display.get_surface())


def test_a_folder_that_breaks_in_play_shows_the_error_screen_at_start(
    content_copy, assets, monkeypatch
):
    def blast(ctx, p, cause):  # type: ignore[no-untyped-def]
        raise ZeroDivisionError("a rule that cannot cope")

    declared = boss.BOSS_EFFECTS["boss_blast"]
    monkeypatch.setitem(boss.BOSS_EFFECTS.entries, "boss_blast", replace(declared, fn=blast))
    app.options(["--content", str(content_copy)])
    scene = opening_scene(assets)
    assert isinstance(scene, BrokenContentScene)
    assert scene.file == "missions.yaml"
    assert scene.place.startswith("mission 'mission-3' with ")
    assert "ZeroDivisionError" in scene.problem


def test_a_missing_folder_is_named(tmp_path, assets, monkeypatch):
    monkeypatch.setattr(paths, "_content", paths.content())
    app.options(["--content", str(tmp_path / "nowhere")])
    scene = opening_scene(assets)
    assert isinstance(scene, BrokenContentScene)
    assert scene.file == "cards.yaml" and "no such file" in scene.problem


def test_even_a_loader_bug_shows_the_error_screen_not_a_traceback(assets, monkeypatch):
    from game import content

    def cards():  # type: ignore[no-untyped-def]
        raise KeyError("a bug in the loader")

    monkeypatch.setattr(content, "cards", cards)
    scene = opening_scene(assets)
    assert isinstance(scene, BrokenContentScene)
    assert (scene.file, scene.place) == ("", "")
    assert scene.problem.startswith("The game could not read its content (KeyError 'a bug")
