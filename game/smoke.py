"""``--smoke``: prove a copy of the game works, with no window and no one at it.

Run as ``mechs-vs-minions --smoke`` (the built program) or ``python -m game --smoke``: it
starts headless (SDL's dummy video and audio drivers, set here), keeps its saves and
settings in a temporary folder of its own (never the player's), loads every content file
(missions, cards, lessons, the field guide, every map and tile face, every sprite, sound
and music track, the font and each translation), then draws a frame of every screen: the
title, the campaign map, setup, the briefing, a mission in each phase a seeded random game
reaches, the pause menu and its dialogs, the field guide's every page, the results, the
replay viewer, the broken-content screen, and the title in each language. The last line it
prints is ``smoke ok: S screens``; any failure prints what failed and exits 1.
"""

from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pygame is imported only once the drivers are set (``headless``)
    import pygame

    from game.assets import Assets
    from game.scenes.base import Scene
    from game.scenes.guide import GuideScene
    from game.scenes.settings import Settings

SIZE = (1280, 720)  # the smallest window the game supports: the quickest to draw
SEED = 12
MAX_ACTIONS = 4000  # a seeded random Tutorial ends well before this


class SmokeFailed(Exception):
    """What a smoke run found broken."""


def headless() -> None:
    """No window, no sound card: SDL's dummy drivers (set before pygame is imported)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: Sequence[str] = ()) -> int:
    """Run the smoke test; 0 when every screen drew. Saves and settings go to a temporary
    folder removed afterwards (``MVM_SAVE_DIR`` is set for the run)."""
    headless()
    from game import paths

    folder = Path(tempfile.mkdtemp(prefix="mvm-smoke-"))
    before = os.environ.get(paths.SAVE_DIR_ENV)
    os.environ[paths.SAVE_DIR_ENV] = str(folder)
    started = time.perf_counter()
    try:
        screens = run(lambda line: print(line, flush=True))
    except Exception as error:  # the point of a smoke test: say what broke, exit 1
        import traceback

        traceback.print_exc()
        print(f"smoke failed: {type(error).__name__}: {error}", file=sys.stderr, flush=True)
        return 1
    finally:
        if before is None:
            os.environ.pop(paths.SAVE_DIR_ENV, None)
        else:
            os.environ[paths.SAVE_DIR_ENV] = before
        shutil.rmtree(folder, ignore_errors=True)
    print(f"screens: {' | '.join(screens)}", flush=True)
    print(f"smoke took {time.perf_counter() - started:.1f} s", flush=True)
    print(f"smoke ok: {len(screens)} screens", flush=True)
    return 0


def run(say: Callable[[str], None]) -> list[str]:
    """Load everything, draw every screen; the screens drawn, in order."""
    import pygame

    from game import i18n
    from game.assets import Assets
    from game.screen import Screen

    pygame.init()
    try:
        say(load_content())
        say(load_languages())
        surface = pygame.display.set_mode(SIZE)
        assets = Assets(has_sound=_init_sound())
        assets.fit(Screen(*SIZE))
        say(load_assets(assets))
        screens = Screens(surface)
        draw_screens(assets, screens)
    finally:
        i18n.use(i18n.ENGLISH)
        pygame.quit()
    return screens.drawn


def _init_sound() -> bool:
    import pygame

    try:
        pygame.mixer.init()
    except pygame.error:
        return False
    return True


def load_content() -> str:
    """Every content file, read and cross-checked as the game reads it."""
    from game import content, paths
    from game.content.maps import load_face

    folder = paths.content()
    for path in (folder.missions, folder.cards, folder.lessons, folder.guide):
        if not path.is_file():
            raise SmokeFailed(f"{path} is missing")
    faces = sorted((folder.maps / "tiles").glob("*.tmx"))
    if not faces:
        raise SmokeFailed(f"no tile faces in {folder.maps / 'tiles'}")
    for face in faces:
        load_face(face)
    deck = content.cards()
    missions = content.campaign()
    for mission in missions:
        content.load_mission(mission.id).board  # noqa: B018  # its map, read
    taught = content.lessons()
    book = content.guide()
    pages = sum(len(section.entries) for section in book.sections)
    return (
        f"content: {len(missions)} missions, {len(faces)} tile faces, "
        f"{len(deck.command_deck)} command cards, "
        f"{len(taught.tutorial) + len(taught.topics)} lessons, {pages} guide entries"
    )


def load_languages() -> str:
    """Each translation compiled (with Babel, into the data folder's cache) and used."""
    from game import i18n

    for code in i18n.LANGUAGES:
        if code == i18n.ENGLISH:
            continue
        catalogue = i18n.translations(code)
        if catalogue.gettext("Campaign") == "Campaign":
            raise SmokeFailed(f"the {code} catalogue does not translate 'Campaign'")
    return f"languages: {', '.join(i18n.LANGUAGES)}"


def load_assets(assets: Assets) -> str:
    """Every sprite, the tileset, every sound and every music track read; the font found."""
    import pygame

    from game import paths
    from game.assets import font_file

    font = Path(font_file(paths.ASSETS))
    if not font.is_file():
        raise SmokeFailed(f"the font {font} is missing")
    pictures = sorted(paths.ASSETS.rglob("*.png"))
    if not pictures:
        raise SmokeFailed(f"no pictures in {paths.ASSETS}")
    for picture in pictures:
        name = picture.relative_to(paths.ASSETS).with_suffix("").as_posix()
        if assets.image(name) is None:
            raise SmokeFailed(f"cannot read {picture}")
    sounds = sorted(paths.SOUNDS.glob("*.wav"))
    if not sounds:
        raise SmokeFailed(f"no sounds in {paths.SOUNDS}")
    tracks = sorted(paths.MUSIC.glob("*.wav"))
    if len(tracks) < 2:
        raise SmokeFailed(f"no music in {paths.MUSIC}")
    if assets.has_sound:
        for sound in (*sounds, *tracks):
            pygame.mixer.Sound(str(sound))
    return (
        f"assets: {len(pictures)} pictures, {len(sounds)} sounds, {len(tracks)} music tracks,"
        f" font {font.name}"
    )


class Screens:
    """Draws scenes, one stacked over another, and notes each screen once."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.drawn: list[str] = []

    def draw(self, name: str, *scenes: Scene) -> None:
        import pygame

        self.surface.fill((255, 0, 255))
        for scene in scenes:
            scene.draw(self.surface)
        if pygame.display.get_surface() is self.surface:
            pygame.display.flip()
        if self.surface.get_at((SIZE[0] // 2, SIZE[1] // 2))[:3] == (255, 0, 255):
            raise SmokeFailed(f"the {name} screen drew nothing in the middle")
        if name not in self.drawn:
            self.drawn.append(name)


def draw_screens(assets: Assets, screens: Screens) -> None:
    """A frame of every screen, in the order a player meets them."""
    import pygame

    from game import content, i18n
    from game.app import build_scene
    from game.content import ContentError
    from game.rules import Yordle
    from game.scenes import routes
    from game.scenes.guide import GuideScene
    from game.scenes.replay import ReplayScene
    from game.scenes.session import Session
    from game.scenes.settings import Settings

    session = Session()

    def scene(route: routes.Route) -> Scene:
        made = build_scene(route, assets, session)
        made.update(0.4)
        return made

    settings = Settings(yordles=(Yordle.CORKI, Yordle.TRISTANA), seed=SEED)
    screens.draw("title", scene(routes.Title()))
    screens.draw("campaign", scene(routes.Campaign()))
    screens.draw("setup", scene(routes.Setup(settings)))
    screens.draw("controllers", scene(routes.Pads()))
    screens.draw("briefing", scene(routes.Briefing(settings)))
    for mission in content.campaign():  # every board, as its mission opens
        opened = replace(settings, mission_id=mission.id, is_campaign=True)
        screens.draw(f"briefing {mission.id}", scene(routes.Briefing(opened)))
        screens.draw(f"play {mission.id}", scene(routes.Play(opened)))
    placing = scene(routes.Play(replace(settings, is_placing=True)))
    screens.draw("play placing", placing)
    paused = scene(routes.Pause(settings, is_saved=True))
    screens.draw("pause", placing, paused)
    screens.draw("lessons", placing, paused, scene(routes.Lessons(settings)))
    screens.draw("options", placing, paused, scene(routes.Options()))
    for leaving in routes.Leaving:
        confirm = scene(routes.Confirm(leaving, 2, settings, is_saved=True))
        screens.draw(f"confirm {leaving.value}", placing, paused, confirm)
    guided = scene(routes.Play(replace(settings, is_guided=True)))
    screens.draw("play guided", guided)
    draw_guide(screens, GuideScene(assets, settings))
    replay = play_through(assets, screens, settings)
    screens.draw("title continue", scene(routes.Title()))
    if replay is None:
        raise SmokeFailed("the mission played kept no replay")
    viewer = ReplayScene(assets, replay)
    for _ in range(4):
        viewer.step()
    viewer.update(0.5)
    screens.draw("replay", viewer)
    broken = ContentError("missions.yaml: missions[3].map: no such map 'nowhere.tmx'")
    screens.draw("broken content", scene(routes.Broken(broken)))
    for code in i18n.LANGUAGES:
        i18n.use(code)
        if i18n.language() != code:
            raise SmokeFailed(f"the game cannot speak {code}")
        screens.draw(f"title {code}", scene(routes.Title()))
        screens.draw(f"play {code}", scene(routes.Play(settings)))
    pygame.event.pump()


def draw_guide(screens: Screens, guide: GuideScene) -> None:
    """Every page of the field guide."""
    for index in range(len(guide.pages)):
        guide._open(index)
        guide.update(0.1)
        screens.draw(f"guide {guide.page.page.name}", guide)


def play_through(assets: Assets, screens: Screens, settings: Settings) -> Path | None:
    """A seeded random game of the Tutorial through the play scene, a frame drawn in each
    phase and mode it reaches (mid-animation), then the results; the replay file kept."""
    from game import rules
    from game.scenes.play import PlayScene
    from game.scenes.results import ResultsScene

    rng = random.Random(SEED)
    play = PlayScene(assets, settings)
    for _ in range(MAX_ACTIONS):
        if play.round_end.summary is not None:
            screens.draw("round summary", play)
            play.round_end.dismiss()
        play.director.finish()
        play.update(0)
        if play.game.result is not None:
            break
        screens.draw(f"play {play.game.phase.value} {play.mode.value}", play)
        legal = rules.legal_actions(play.game)
        choices: list[rules.Action] = [a for a in legal if not isinstance(a, rules.ScrapCard)]
        choices = choices or list(legal)
        play.perform(rng.choice(choices))
        play.update(0.05)
        screens.draw(f"play {play.game.phase.value} animating", play)
    else:
        raise SmokeFailed(f"the seeded Tutorial did not end in {MAX_ACTIONS} actions")
    play.director.finish()
    play.update(0)
    mission = play.mission.title
    results = ResultsScene(assets, settings, play.game, mission, play.autosave.replay)
    results.update(0.4)
    screens.draw("results", results)
    return play.autosave.replay
