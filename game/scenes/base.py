"""The Scene protocol, the transitions a scene returns, and the stack that applies them.

A transition names the next scene by a route (``game.scenes.routes``); the stack asks the
``build`` function it was given (the app's) for the scene itself. Scenes lay themselves out
for ``assets.screen`` and again when told the window changed (``resize``).

Every event also goes through the input adapter (``game.input.devices``); the intents it
means (a pad's A, the arrows, Esc...) go to the top scene's ``act`` after the event itself,
unless the event already moved to another scene: one press, one thing done.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import pygame

from game import heap, i18n, music
from game.assets import Assets
from game.input import FaceButton, Intent, Kind, devices
from game.scenes import routes
from game.scenes.routes import Route
from game.scenes.settings import Settings

if TYPE_CHECKING:
    from game.ui.widgets import Buttons


class Scene(Protocol):
    covers_screen: bool

    def handle(self, event: pygame.event.Event) -> Transition | None: ...

    def update(self, dt: float) -> Transition | None: ...

    def draw(self, screen: pygame.Surface) -> None: ...


@runtime_checkable
class Resizes(Protocol):
    """A scene that lays itself out again when the window changes size."""

    def resize(self) -> None: ...


@runtime_checkable
class Acts(Protocol):
    """A scene driven by intents too: the keyboard's, each pad's (``game.input``)."""

    def act(self, intent: Intent) -> Transition | None: ...


@runtime_checkable
class Guards(Protocol):
    """A scene holding something a slip would lose (a mission under way): leaving it asks
    first."""

    @property
    def has_unsaved_play(self) -> bool: ...


@runtime_checkable
class Resumes(Protocol):
    """A scene told the settings changed on an overlay over it (the pause menu's speed)."""

    def resume(self, settings: Settings) -> None: ...


@runtime_checkable
class Closes(Protocol):
    """A scene holding something to let go of when it leaves the stack (an online game's
    link: the friends are told)."""

    def close(self) -> None: ...


@runtime_checkable
class Rereads(Protocol):
    """A scene that shows a lesson again when told (the play scene, from the pause menu)."""

    def reread(self, lesson_id: str) -> None: ...


@dataclass(frozen=True)
class Push:
    route: Route


@dataclass(frozen=True)
class Pop:
    """Close the top scene; ``settings`` changed on it go to the scene below, and so does a
    lesson to read again."""

    settings: Settings | None = None
    lesson: str | None = None


@dataclass(frozen=True)
class Replace:
    """Replace the top ``levels`` scenes (an overlay and what it covers, say) with one."""

    route: Route
    levels: int = 1


@dataclass(frozen=True)
class Quit:
    pass


Transition = Push | Pop | Replace | Quit


class ButtonScreen:
    """A screen of buttons: a click, or a pad's or the keyboard's press on the focused one,
    names a button for ``_press``; B or Esc names "back"."""

    buttons: Buttons
    mouse: tuple[int, int]

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        return self._press(self.buttons.handle(event))

    def act(self, intent: Intent) -> Transition | None:
        if intent.kind is Kind.BACK:
            return self._press("back")
        return self._press(self.buttons.act(intent))

    def _press(self, name: str | None) -> Transition | None:
        raise NotImplementedError


class SceneStack:
    """Scenes on top of each other; only the top one gets input and updates. Settings an
    overlay hands back on ``Pop`` go to the scene below and to ``remember``; a language
    chosen on a scene (``i18n.use``) lays every scene out again in its words and goes to
    ``remember_language``. Given the ``assets``, a change in how things look (the text
    size, the TV safe area, the board's contrast) lays every scene out again too, and with
    the TV safe area on the scenes draw in it and read the pointer there (``framed``); the
    music follows the scene that covers the screen (``track``)."""

    def __init__(
        self,
        first: Scene,
        build: Callable[[Route], Scene],
        remember: Callable[[Settings], None] = lambda settings: None,
        remember_language: Callable[[str], None] = lambda code: None,
        remember_pads: Callable[[dict[str, int], dict[FaceButton, Kind]], None] = (
            lambda seats, faces: None
        ),
        assets: Assets | None = None,
    ) -> None:
        self.scenes: list[Scene] = [first]
        self.build, self.remember = build, remember
        self.remember_language = remember_language
        self.language = i18n.language()
        self.remember_pads = remember_pads
        self.pads = self._pads()
        self.assets = assets
        self.looks = assets.looks if assets is not None else ()

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    @property
    def is_running(self) -> bool:
        return bool(self.scenes)

    def apply(self, transition: Transition | None) -> None:
        match transition:
            case None:
                return
            case Push(route):
                self.scenes.append(self.build(route))
            case Pop(settings, lesson):
                _closed(self.scenes.pop())
                if settings is not None:
                    self.remember(settings)
                if settings is not None and self.scenes and isinstance(self.top, Resumes):
                    self.top.resume(settings)
                if lesson is not None and self.scenes and isinstance(self.top, Rereads):
                    self.top.reread(lesson)
            case Replace(route, levels):
                scene = self.build(route)
                for gone in self.scenes[len(self.scenes) - levels :]:
                    _closed(gone)
                del self.scenes[len(self.scenes) - levels :]
                self.scenes.append(scene)
                if isinstance(route, routes.Play | routes.Continue | routes.Replay):
                    heap.settle()  # a mission starting: a moment that may pause
            case Quit():
                for gone in self.scenes:
                    _closed(gone)
                self.scenes.clear()

    def resize(self) -> None:
        if self.assets is not None:
            self.looks = self.assets.looks
        for scene in self.scenes:
            if isinstance(scene, Resizes):
                scene.resize()

    @property
    def has_unsaved_play(self) -> bool:
        return any(isinstance(s, Guards) and s.has_unsaved_play for s in self.scenes)

    def handle(self, event: pygame.event.Event) -> None:
        event = inside(event, self.assets)  # the TV safe area shifts the mouse
        intents = devices().read(event)  # the devices follow every event, whoever reads it
        if not self.scenes:
            return
        transition = self.top.handle(event)
        if transition is None:
            transition = self._act(intents)
        self.apply(transition)

    def _act(self, intents: list[Intent]) -> Transition | None:
        top = self.top
        if not isinstance(top, Acts):
            return None
        for intent in intents:
            transition = top.act(intent)
            if transition is not None:
                return transition
        return None

    def update(self, dt: float) -> None:
        repeats = devices().tick(dt)
        if self.scenes:
            self.apply(self._act(repeats))
        if self.scenes:
            self.apply(self.top.update(dt))
        if i18n.language() != self.language:
            self.language = i18n.language()
            self.remember_language(self.language)
            self.resize()
        pads = self._pads()
        if pads != self.pads:
            self.pads = pads
            self.remember_pads(*pads)
        if self.assets is not None and self.assets.looks != self.looks:
            self.looks = self.assets.looks
            self.resize()
        if self.assets is not None:
            self.assets.music.want(self.track if self.scenes else None)
            self.assets.music.update(dt)

    @property
    def track(self) -> str:
        """The music the screen wants: the one the highest scene that covers the screen
        names (``music``; the menus' by default), so overlays keep what plays under them."""
        covering = [s for s in self.scenes if s.covers_screen] or self.scenes[:1]
        return str(getattr(covering[-1], "music", music.MENUS)) if covering else music.MENUS

    @staticmethod
    def _pads() -> tuple[dict[str, int], dict[FaceButton, Kind]]:
        """What the settings keep of the pads: seats owed by GUID, the face buttons."""
        return devices().remembered_seats(), dict(devices().faces)

    def draw(self, screen: pygame.Surface) -> None:
        """Draw from the highest scene that covers the screen up to the top."""
        first = 0
        for i, scene in enumerate(self.scenes):
            if scene.covers_screen:
                first = i
        area = framed(screen, self.assets) if self.assets is not None else screen
        if self.assets is not None:
            self.assets.frame += 1
        for scene in self.scenes[first:]:
            if self.assets is not None:  # a scene drawn over may not leave the last frame
                self.assets.is_under = scene is not self.scenes[-1]
            scene.draw(area)


def _closed(scene: Scene) -> None:
    if isinstance(scene, Closes):
        scene.close()


SAFE_BORDER = (0, 0, 0)  # what lies outside the TV safe area: nothing to read


def framed(window: pygame.Surface, assets: Assets) -> pygame.Surface:
    """Where the scenes draw on the window: all of it, or (TV safe area on) the safe area,
    with the margin around it blank."""
    area = assets.safe_area
    if area == window.get_rect():
        return window
    window.fill(SAFE_BORDER)
    return window.subsurface(area.clip(window.get_rect()))


def inside(event: pygame.event.Event, assets: Assets | None) -> pygame.event.Event:
    """A pointer event as the scenes see it: placed in the safe area (if it is on)."""
    if assets is None or not hasattr(event, "pos"):
        return event
    x, y = assets.safe_area.topleft
    if (x, y) == (0, 0):
        return event
    data = {**event.dict, "pos": (event.pos[0] - x, event.pos[1] - y)}
    return pygame.event.Event(event.type, data)
