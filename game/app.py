"""The window, the clock and the one loop: events to the top scene, update, draw, flip.

The window opens at the size it had last time (or the size asked for, or one that fits the
display) and may be resized or made full screen (F11); scenes draw at the window's own
resolution and lay themselves out again whenever it changes (``game.screen``). A mission is
saved after every action, so closing the window asks first only when saving failed. The
players' settings are remembered between runs (``game.preferences``), the language among
them once a player picks one (until then, the system's: ``game.i18n``).
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import assert_never

import pygame

from game import heap, i18n, motion, paths
from game.assets import Assets
from game.input import DEFAULT_FACES, FaceButton, Kind, devices
from game.preferences import Preferences, PreferencesFile
from game.progress import remove_interrupted_saves
from game.scenes import routes
from game.scenes.base import Push, Quit, Scene, SceneStack
from game.scenes.briefing import BriefingScene
from game.scenes.broken import BrokenContentScene, opening
from game.scenes.campaign import CampaignScene
from game.scenes.confirm import ConfirmScene
from game.scenes.guide import GuideScene
from game.scenes.lessons_menu import LessonsScene
from game.scenes.online import OnlineScene
from game.scenes.options import OptionsScene
from game.scenes.pads import PadsScene
from game.scenes.pause import PauseScene
from game.scenes.results import ResultsScene
from game.scenes.routes import Leaving, Route
from game.scenes.session import Session
from game.scenes.settings import Settings
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.screen import TOGGLE_FULLSCREEN, Screen, starting_size, window_size

log = logging.getLogger(__name__)


def desktop_size() -> tuple[int, int] | None:
    """The first display's size, when the video driver knows it."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return sizes[0] if sizes and min(sizes[0]) > 0 else None


class Window:
    """The window: a size that fits the display, resizable, full screen on F11."""

    def __init__(self, screen: Screen, is_fullscreen: bool = False) -> None:
        self.windowed = screen.size
        self.is_fullscreen = is_fullscreen
        self.surface = self._open()

    def _open(self) -> pygame.Surface:
        if self.is_fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed, pygame.RESIZABLE)

    @property
    def screen(self) -> Screen:
        return Screen(*self.surface.get_size())

    def toggle_fullscreen(self) -> None:
        self.is_fullscreen = not self.is_fullscreen
        self.surface = self._open()

    def resized(self) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.surface = surface
            if not self.is_fullscreen:
                self.windowed = surface.get_size()


def build_scene(route: Route, assets: Assets, session: Session | None = None) -> Scene:
    """The one place scenes are made: each route a scene returns becomes its scene here.
    The ``session`` remembers the players' choices for the next mission they set up."""
    session = session or Session()
    match route:
        case routes.Play(settings) | routes.Results(settings) | routes.Pause(settings):
            session.remember(settings)
        case routes.Confirm(settings=settings) if settings is not None:
            session.remember(settings)
    keep_options(session, assets)
    match route:
        case routes.Title():
            return TitleScene(assets)
        case routes.Broken(error):
            return BrokenContentScene(assets, error)
        case routes.Campaign(selected, yordles):
            return CampaignScene(assets, selected, yordles)
        case routes.Setup(settings, mission_id, is_campaign, is_guided, is_online):
            fresh = session.fresh(mission_id, is_campaign)
            fresh = replace(fresh, is_guided=is_guided, is_online=is_online)
            return SetupScene(assets, settings or fresh)
        case routes.Briefing(settings):
            return BriefingScene(assets, settings)
        case routes.Play(settings):
            from game.scenes.play import PlayScene  # the largest: imported when first played

            return PlayScene(assets, settings)
        case routes.Continue(saved):
            from game.scenes.play import PlayScene

            settings = session.remembered().with_setup(saved.record.setup)
            session.remember(settings)
            if saved.record.online is not None:  # hosted online: the room opens again
                from game.scenes.lobby import LobbyScene

                remote = saved.record.online.remote
                hosting = replace(settings, is_online=True, remote=remote, is_guest=False)
                return LobbyScene(assets, hosting, resume=saved)
            settings = replace(settings, is_online=False, remote=(), is_guest=False)
            return PlayScene(assets, settings, saved)
        case routes.Pause(settings, is_saved):
            return PauseScene(assets, settings, is_saved)
        case routes.Results(settings, game, title, replay):
            return ResultsScene(assets, settings, game, title, replay)
        case routes.Replay(path):
            from game.scenes.replay import ReplayScene  # it plays in a play scene

            return ReplayScene(assets, path, session.remembered())
        case routes.Confirm():
            return ConfirmScene(assets, route)
        case routes.Guide(settings):
            return GuideScene(assets, settings)
        case routes.Lessons(settings):
            return LessonsScene(assets, settings)
        case routes.Online(note):
            return OnlineScene(assets, note)
        case routes.Host(settings, resume):
            from game.scenes.lobby import LobbyScene  # the network: loaded when first asked for

            return LobbyScene(assets, settings, resume=resume)
        case routes.OnlinePlay(online, settings, resume):
            from game.scenes.play import PlayScene

            if settings is None:  # a guest: the host's mission, this window's speed and sound
                chosen = session.remembered().with_setup(online.setup)
                settings = replace(chosen, bots=(), is_guided=False, is_online=True, is_guest=True)
            return PlayScene(assets, settings, resume, online=online)
        case routes.Join():
            from game.scenes.join import JoinScene  # the network: loaded when first asked for

            return JoinScene(assets)
        case routes.Pads():
            return PadsScene(assets)
        case routes.Options():
            return OptionsScene(assets, lambda: keep_options(session, assets))
        case _:
            assert_never(route)


def keep_options(session: Session, assets: Assets) -> None:
    """Remember the options the options screen changes outside the match's settings: sound,
    its volume, the music's volume, reduce motion, the text size, the TV safe area and the
    board's contrast."""
    session.update(
        is_sound_on=assets.is_sound_on,
        sound_volume=assets.sound_volume,
        music_volume=assets.music.volume,
        is_motion_reduced=motion.is_reduced(),
        text_size=assets.text_size,
        is_tv_safe=assets.is_tv_safe,
        is_high_contrast=assets.is_high_contrast,
    )


def scene_stack(first: Scene, assets: Assets, session: Session | None = None) -> SceneStack:
    """A stack starting at ``first`` that builds the scenes it is sent to, remembering the
    players' choices (in the session's settings file, if it has one)."""
    kept = session or Session()

    def build(route: Route) -> Scene:
        return build_scene(route, assets, kept)

    def remember(settings: Settings) -> None:
        """Settings handed back by an overlay (the pause menu), and the sound it may have
        turned off."""
        kept.remember(settings)
        keep_options(kept, assets)

    def remember_language(code: str) -> None:
        kept.update(language=code)

    def remember_pads(seats: dict[str, int], faces: dict[FaceButton, Kind]) -> None:
        kept.update(**pads_kept(seats, faces))

    return SceneStack(first, build, remember, remember_language, remember_pads, assets)


def pads_kept(seats: dict[str, int], faces: dict[FaceButton, Kind]) -> dict[str, object]:
    """The pads' seats and face buttons as the settings file keeps them (no faces: as
    made)."""
    as_made = faces == DEFAULT_FACES
    return {
        "pad_seats": tuple(sorted(seats.items())),
        "pad_faces": () if as_made else tuple((f.value, k.value) for f, k in faces.items()),
    }


def restore_pads(preferences: Preferences) -> None:
    """Give the devices what the settings file kept: seats owed to pads, face buttons."""
    faces = {FaceButton(f): Kind(k) for f, k in preferences.pad_faces} or DEFAULT_FACES
    devices().remember(dict(preferences.pad_seats), faces)


def opening_scene(assets: Assets) -> Scene:
    """The title screen, or what is wrong with the content when it does not load."""
    return build_scene(opening(), assets)


def set_icon() -> None:
    """The window's icon (drawn by tools/draw_icon.py); without it, SDL's own."""
    try:
        pygame.display.set_icon(pygame.image.load(str(paths.ICON)))
    except (pygame.error, OSError) as error:
        log.info("no window icon: %s", error)


def init_sound() -> bool:
    try:
        pygame.mixer.init()
    except pygame.error as error:
        log.info("no sound: %s", error)
        return False
    return True


def options(argv: Sequence[str]) -> tuple[int, int] | None:
    """Read the command line: ``--content DIR`` plays another content folder, ``--size WxH``
    opens a window of that size. Returns the size asked for, if any."""
    parser = argparse.ArgumentParser(prog="mechs-vs-minions", exit_on_error=False)
    parser.add_argument("--content", type=Path, help="play the content in this folder")
    parser.add_argument("--size", type=window_size, help="the window's size, e.g. 1280x720")
    args = parser.parse_args(list(argv))
    if args.content is not None:
        paths.use_content(args.content)
    size: tuple[int, int] | None = args.size
    return size


def close(stack: SceneStack) -> None:
    """The window's close button: ask first while a mission under way is not saved."""
    if stack.has_unsaved_play and not isinstance(stack.top, ConfirmScene):
        stack.apply(Push(routes.Confirm(Leaving.QUIT)))
    else:
        stack.apply(Quit())  # each scene lets go of what it holds (an online game's link)


def main(argv: Sequence[str] = (), watch: Path | None = None) -> int:
    """Open the window and run the game until a scene quits or the window closes.

    ``--size WxH`` opens a window of that size (else the size it had last time, or one that
    fits the display); ``--content DIR`` plays another content folder (its own
    missions.yaml, cards.yaml and maps/); if it does not load, the error screen says why.
    With ``watch``, the window shows that replay file instead of the title.
    """
    try:
        size = options(argv)
    except argparse.ArgumentError as error:
        sys.stderr.write(f"mechs-vs-minions: {error}\n")
        return 2
    logging.basicConfig(level=logging.INFO)
    heap.tune_allocator()
    remove_interrupted_saves()
    session = Session(PreferencesFile())
    remembered = session.preferences
    i18n.use(remembered.language or i18n.system_language())
    pygame.init()
    restore_pads(remembered)
    devices().start()  # SDL announces every pad plugged in from now on
    clock = pygame.Clock()  # started before loading: the first frame need not wait for it
    has_sound = init_sound()
    pygame.display.set_caption("Mechs vs. Minions")
    set_icon()
    desktop = desktop_size()
    window = Window(starting_size(desktop, size, remembered.window), remembered.is_fullscreen)
    assets = Assets(has_sound=has_sound)
    assets.is_sound_on = remembered.is_sound_on
    assets.sound_volume = remembered.sound_volume
    assets.music.volume = remembered.music_volume
    motion.reduce(remembered.is_motion_reduced)
    assets.text_size = remembered.text_size
    assets.is_tv_safe = remembered.is_tv_safe
    assets.is_high_contrast = remembered.is_high_contrast
    assets.fit(window.screen)
    first = routes.Replay(watch) if watch is not None else opening()
    stack = scene_stack(build_scene(first, assets, session), assets, session)
    heap.settle()
    assets.is_live = True  # one frame after another from here
    while stack.is_running:
        dt = min(clock.tick(60) / 1000, 0.1)
        for event in pygame.event.get():
            is_toggle = event.type == TOGGLE_FULLSCREEN or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_F11
            )
            if event.type == pygame.QUIT:
                close(stack)
            elif is_toggle or event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                if is_toggle:
                    window.toggle_fullscreen()
                    session.update(is_fullscreen=window.is_fullscreen)
                else:
                    window.resized()
                if window.screen != assets.window:
                    assets.fit(window.screen)
                    stack.resize()
            else:
                stack.handle(event)
        stack.update(dt)
        if stack.is_running:
            stack.draw(window.surface)
            pygame.display.flip()
    session.update(window=window.windowed, is_fullscreen=window.is_fullscreen)
    keep_options(session, assets)
    pygame.quit()
    return 0
