"""The app shell: subcommands, the scene stack, the window's size."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import weakref
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.scenes import routes  # noqa: E402
from game.scenes.base import Pop, Push, Quit, Replace, SceneStack  # noqa: E402
from game.scenes.settings import Settings, Speed  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


class Dummy:
    covers_screen = True

    def __init__(self, name: str, covers: bool = True) -> None:
        self.name, self.covers_screen, self.drawn = name, covers, 0

    def handle(self, event):  # type: ignore[no-untyped-def]
        return None

    def update(self, dt):  # type: ignore[no-untyped-def]
        return None

    def draw(self, screen):  # type: ignore[no-untyped-def]
        self.drawn += 1


def test_an_unknown_subcommand_prints_usage_and_exits_2():
    out = subprocess.run(
        [sys.executable, "-m", "game", "no-such-thing"], cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 2
    assert "usage: python -m game" in out.stderr


def test_the_scene_stack_builds_the_routed_scenes_and_draws_overlays_over_their_scene():
    base, overlay, other = Dummy("base"), Dummy("pause", covers=False), Dummy("other")
    built = {routes.Pause: overlay, routes.Title: other}
    stack = SceneStack(base, lambda route: built[type(route)])
    stack.apply(Push(routes.Pause(Settings())))
    screen = pygame.Surface((16, 9))
    stack.draw(screen)
    assert (base.drawn, overlay.drawn) == (1, 1)
    stack.apply(Pop())
    assert stack.top is base
    stack.apply(Push(routes.Pause(Settings())))
    stack.apply(Replace(routes.Title(), levels=2))
    assert stack.scenes == [other]
    stack.apply(Quit())
    assert not stack.is_running


def test_a_mission_starting_collects_the_scene_it_replaced_and_sets_the_living_aside():
    """The collector's full passes would walk everything loaded in the middle of a frame; a
    mission starting is the moment they may pause instead."""
    tangled = Dummy("title")
    tangled.itself = tangled  # type: ignore[attr-defined]  # only a full pass frees it
    gone = weakref.ref(tangled)
    stack = SceneStack(tangled, lambda route: Dummy(type(route).__name__, covers=False))
    del tangled
    gc.unfreeze()
    try:
        stack.apply(Push(routes.Pause(Settings())))
        assert gc.get_freeze_count() == 0, "an overlay opening is no moment to pause"
        stack.apply(Replace(routes.Play(Settings()), levels=2))
        assert gone() is None, "the replaced scene is collected as the mission starts"
        assert gc.get_freeze_count() > 0, "what lives on is set aside from full passes"
    finally:
        gc.unfreeze()


def test_settings_changed_on_an_overlay_reach_the_scene_below_when_it_closes():
    class Below(Dummy):
        resumed: Settings | None = None

        def resume(self, settings: Settings) -> None:
            self.resumed = settings

    below = Below("play")
    stack = SceneStack(below, lambda route: Dummy("pause", covers=False))
    stack.apply(Push(routes.Pause(Settings())))
    faster = Settings(speed=Speed.FAST)
    stack.apply(Pop(faster))
    assert stack.top is below and below.resumed == faster


def test_the_app_builds_a_scene_for_every_route(tmp_path, monkeypatch):
    from typing import get_args

    from game import rules
    from game.app import build_scene
    from game.assets import Assets
    from game.net.online import OnlineGame
    from game.net.tables import HostTable
    from game.record import play_back, record_actions, to_text
    from game.saves import Saved
    from game.scenes import lobby
    from game.scenes.briefing import BriefingScene
    from game.scenes.broken import BrokenContentScene
    from game.scenes.campaign import CampaignScene
    from game.scenes.confirm import ConfirmScene
    from game.scenes.guide import GuideScene
    from game.scenes.join import JoinScene
    from game.scenes.lessons_menu import LessonsScene
    from game.scenes.lobby import LobbyScene
    from game.scenes.online import OnlineScene
    from game.scenes.options import OptionsScene
    from game.scenes.pads import PadsScene
    from game.scenes.pause import PauseScene
    from game.scenes.play import PlayScene
    from game.scenes.replay import ReplayScene
    from game.scenes.results import ResultsScene
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene

    pygame.display.init()
    pygame.display.set_mode((1600, 900))
    settings = Settings()
    won = replace(settings.new_game().game, result=rules.Result(rules.Ending.NO_SHARDS))
    record = record_actions(settings.setup, ())
    replay = tmp_path / "replay.txt"
    replay.write_text(to_text(record), encoding="utf-8")
    monkeypatch.setattr(lobby, "ADDRESS", "127.0.0.1")  # a lobby opens its room on loopback
    monkeypatch.setattr(lobby, "PORTS", (0,))
    hosted = HostTable(settings.setup, (), version="test")
    hosted.open()
    samples = (
        (routes.Title(), TitleScene),
        (routes.Broken(ValueError("missions.yaml: missions[0]: broken")), BrokenContentScene),
        (routes.Campaign(), CampaignScene),
        (routes.Setup(), SetupScene),
        (routes.Briefing(settings), BriefingScene),
        (routes.Play(settings), PlayScene),
        (routes.Continue(Saved(record, play_back(record))), PlayScene),
        (routes.Pause(settings), PauseScene),
        (routes.Results(settings, won, "Tutorial"), ResultsScene),
        (routes.Replay(replay), ReplayScene),
        (routes.Confirm(routes.Leaving.TITLE, 3, settings), ConfirmScene),
        (routes.Guide(settings), GuideScene),
        (routes.Lessons(settings), LessonsScene),
        (routes.Join(), JoinScene),
        (routes.Online(), OnlineScene),
        (routes.Host(settings), LobbyScene),
        (routes.OnlinePlay(OnlineGame(hosted), settings), PlayScene),
        (routes.Pads(), PadsScene),
        (routes.Options(), OptionsScene),
    )
    assert {type(route) for route, _ in samples} == set(get_args(routes.Route))
    assets = Assets()
    for route, kind in samples:
        scene = build_scene(route, assets)
        assert isinstance(scene, kind)
        scene.draw(pygame.Surface((1600, 900)))
        if hasattr(scene, "close"):
            scene.close()


def test_a_window_size_on_the_command_line_must_read_as_one():
    from game.__main__ import run
    from game.screen import window_size

    assert window_size("1280x720") == (1280, 720)
    for wrong in ("big", "10x10"):
        with pytest.raises(ValueError):
            window_size(wrong)
    assert run(["--size", "wide"]) == 2


def test_the_window_opens_to_fit_the_display_or_at_the_size_asked():
    from game.screen import starting_size

    assert starting_size((1920, 1080)).size == (1690, 950)
    small = starting_size((1366, 768))
    assert small.width <= 1366 and small.height <= 768 and small.width >= 1280
    assert starting_size((1280, 720)).size == (1280, 720)
    assert starting_size((3840, 2160), (1280, 720)).size == (1280, 720)
    assert starting_size(None).size == (1600, 900)


def test_main_opens_the_window_runs_frames_and_quits(monkeypatch):
    from game import app

    script = [
        [pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720)],
        [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)],
        [pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0))],
        [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)],
        [pygame.event.Event(pygame.QUIT)],
    ]
    frames = []

    def events() -> list[pygame.event.Event]:
        frames.append(1)
        return script.pop(0) if script else [pygame.event.Event(pygame.QUIT)]

    monkeypatch.setattr(pygame.event, "get", events)
    monkeypatch.setattr(pygame, "quit", lambda: None)
    app.main()
    assert len(frames) == 5


def test_broken_content_opens_an_error_screen_whose_quit_button_ends_the_game(
    monkeypatch, tmp_path
):
    import functools

    from game import app, content, paths
    from game.app import opening_scene
    from game.content import catalogue
    from game.scenes.broken import BrokenContentScene
    from game.scenes.title import TitleScene

    text = paths.MISSIONS_FILE.read_text(encoding="utf-8")
    broken = tmp_path / "missions.yaml"
    broken.write_text(text.replace("kind: compass", "kind: compas", 1), encoding="utf-8")
    monkeypatch.setattr(content, "campaign", functools.partial(catalogue.campaign, broken))
    pygame.display.init()
    screen = pygame.display.set_mode((1600, 900))
    from game.assets import Assets

    scene = opening_scene(Assets())
    assert isinstance(scene, BrokenContentScene)
    assert scene.file == "missions.yaml"
    assert scene.place.startswith("missions[") and scene.place.endswith(".kind")
    assert scene.problem == "unknown move rule 'compas' (did you mean 'compass'?)"
    scene.draw(screen)
    quit_at = scene.buttons["quit"].rect.center
    click = [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=quit_at, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=quit_at, button=1),
    ]
    script = [[pygame.event.Event(pygame.MOUSEMOTION, pos=quit_at, rel=(0, 0), buttons=(0, 0, 0))]]
    script.append(click)
    frames = []
    drawn: list[str] = []
    real_draw = BrokenContentScene.draw

    def draw(self, surface):  # type: ignore[no-untyped-def]
        drawn.append(self.problem)
        real_draw(self, surface)

    def events() -> list[pygame.event.Event]:
        frames.append(1)
        assert script, "the Quit button did not end the game"
        return script.pop(0)

    monkeypatch.setattr(BrokenContentScene, "draw", draw)
    monkeypatch.setattr(pygame.event, "get", events)
    monkeypatch.setattr(pygame, "quit", lambda: None)
    width, height = scene.assets.screen.size  # the window the Quit button was placed for
    app.main(["--size", f"{width}x{height}"])
    assert len(frames) == 2 and drawn
    monkeypatch.undo()
    assert isinstance(opening_scene(Assets()), TitleScene)
