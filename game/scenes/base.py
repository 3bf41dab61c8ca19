"""The Scene protocol, the transitions a scene returns, and the stack that applies them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

SIZE = (1600, 900)


class Scene(Protocol):
    covers_screen: bool

    def handle(self, event: pygame.event.Event) -> Transition | None: ...

    def update(self, dt: float) -> Transition | None: ...

    def draw(self, screen: pygame.Surface) -> None: ...


@dataclass(frozen=True)
class Push:
    scene: Scene


@dataclass(frozen=True)
class Pop:
    pass


@dataclass(frozen=True)
class Replace:
    """Replace the top ``levels`` scenes (an overlay and what it covers, say) with one."""

    scene: Scene
    levels: int = 1


@dataclass(frozen=True)
class Quit:
    pass


Transition = Push | Pop | Replace | Quit


class SceneStack:
    """Scenes on top of each other; only the top one gets input and updates."""

    def __init__(self, first: Scene) -> None:
        self.scenes: list[Scene] = [first]

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
            case Push(scene):
                self.scenes.append(scene)
            case Pop():
                self.scenes.pop()
            case Replace(scene, levels):
                del self.scenes[len(self.scenes) - levels :]
                self.scenes.append(scene)
            case Quit():
                self.scenes.clear()

    def handle(self, event: pygame.event.Event) -> None:
        if self.scenes:
            self.apply(self.top.handle(event))

    def update(self, dt: float) -> None:
        if self.scenes:
            self.apply(self.top.update(dt))

    def draw(self, screen: pygame.Surface) -> None:
        """Draw from the highest scene that covers the screen up to the top."""
        first = 0
        for i, scene in enumerate(self.scenes):
            if scene.covers_screen:
                first = i
        for scene in self.scenes[first:]:
            scene.draw(screen)
