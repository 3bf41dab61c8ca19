"""From the pause menu: the lessons there are to read again, one button each. Picking one goes
back to the match, where the coach shows it over the board once more."""

from __future__ import annotations

import pygame

from game.assets import Assets
from game.i18n import tr
from game.scenes import routes
from game.scenes.base import ButtonScreen, Pop, Replace, Transition
from game.scenes.play.teaching import rereadable
from game.scenes.settings import Settings
from game.ui import theme
from game.ui.layout.menus import LESSONS_BACK, Stage, lesson_button
from game.ui.text import fitted
from game.ui.widgets import Button, Buttons

MOST = 27  # buttons on the screen: the Tutorial's lessons all fit


class LessonsScene(ButtonScreen):
    covers_screen = False

    def __init__(self, assets: Assets, settings: Settings) -> None:
        self.assets, self.settings = assets, settings
        self.lessons = rereadable(settings)[:MOST]
        self.mouse = (0, 0)
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self.buttons = Buttons(self.assets, steered=True)
        for i, lesson in enumerate(self.lessons):
            self.buttons.add(lesson.id, Button(lesson_button(self.stage, i), tr(lesson.title)))
        self.buttons.add("back", Button(self.stage.rect(*LESSONS_BACK), tr("Back")))

    def _press(self, clicked: str | None) -> Transition | None:
        if clicked == "back":
            return Replace(routes.Pause(self.settings))
        if clicked is not None:
            return Pop(self.settings, lesson=clicked)
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        shade = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
        shade.fill((10, 12, 20, 220))
        screen.blit(shade, (0, 0))
        words = tr("Lessons: pick one to read it again over the board")
        width = screen.get_width() - self.assets.px(80)
        fitted(
            screen, self.assets, words, 44, theme.ACCENT, width, midtop=self.stage.point(960, 60)
        )
        self.buttons.draw(screen, self.assets, self.mouse)
