"""The first screen: the title, or, when the content does not load, what is wrong with it.

A broken missions.yaml, cards.yaml or map must never end in a traceback: the players see the
file, the place in it and the problem, and a Quit button.
"""

from __future__ import annotations

import logging

import pygame

from game import content, paths
from game.assets import Assets
from game.content.trial import try_mission
from game.i18n import tr
from game.input import Intent
from game.scenes import routes
from game.scenes.base import Quit, Transition
from game.scenes.routes import Route
from game.ui import theme
from game.ui.layout.menus import BROKEN_BOX, Stage
from game.ui.text import fitted, label, paragraph
from game.ui.widgets import Button, Buttons, panel

log = logging.getLogger(__name__)


def opening() -> Route:
    """The title screen once every card and mission loads (and, for a custom content
    folder, plays a few rounds), else the error screen."""
    try:
        deck = content.cards()
        missions = content.campaign()
        folder = paths.content()
        if not folder.is_own:  # the game's own content is played through by every check
            for mission in missions:
                try_mission(mission, deck, folder.missions.name)
    except content.ContentError as error:
        log.error("content does not load: %s", error)
        return routes.Broken(error)
    except Exception as error:  # a loader bug: still the error screen, never a traceback
        log.exception("content does not load")
        what = f"{type(error).__name__} {error}".replace(": ", " - ")
        problem = tr(
            "The game could not read its content ({what}); the log has the details.", what=what
        )
        return routes.Broken(RuntimeError(problem))
    return routes.Title()


def parts(error: Exception) -> tuple[str, str, str]:
    """File, place and problem of a content error ("file: place: problem")."""
    pieces = [p.strip() for p in str(error).split(": ", 2)]
    if len(pieces) == 3:
        return pieces[0], pieces[1], pieces[2]
    if len(pieces) == 2:
        return pieces[0], "", pieces[1]
    return "", "", pieces[0]


class BrokenContentScene:
    covers_screen = True

    def __init__(self, assets: Assets, error: Exception) -> None:
        self.assets = assets
        self.file, self.place, self.problem = parts(error)
        self.mouse = (0, 0)
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self.box = self.stage.rect(*BROKEN_BOX)
        x, y, w, h = BROKEN_BOX
        self.buttons = Buttons(self.assets, steered=True)
        quit_rect = self.stage.rect(x + w / 2 - 150, y + h - 106, 300, 76)
        self.buttons.add("quit", Button(quit_rect, tr("Quit"), colour=(170, 60, 56)))

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Quit()
        if self.buttons.handle(event) == "quit":
            return Quit()
        return None

    def act(self, intent: Intent) -> Transition | None:
        """Enter or A on Quit (the one button) quits."""
        if self.buttons.act(intent) == "quit":
            return Quit()
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        assets, box, px = self.assets, self.box, self.assets.px
        screen.fill(theme.BACKGROUND)
        panel(screen, box, theme.PANEL, theme.BAD, 3, 16, assets.scale)
        title = tr("The game's content does not load")
        label(
            screen,
            assets,
            title,
            theme.HEADING + 6,
            theme.BAD,
            midtop=(box.centerx, box.y + px(28)),
        )
        y = box.y + px(100)
        value_x = box.x + px(190)
        for name, value in ((tr("File"), self.file), (tr("Place"), self.place)):
            if not value:
                continue
            label(screen, assets, name, theme.BODY, theme.MUTED, topleft=(box.x + px(48), y))
            width = box.right - px(48) - value_x
            where = (value_x, y)  # as the file has it: quoted, not translated
            fitted(screen, assets, value, theme.BODY, theme.TEXT, width, "quote", topleft=where)
            y += px(52)
        label(screen, assets, tr("Problem"), theme.BODY, theme.MUTED, topleft=(box.x + px(48), y))
        text_box = pygame.Rect(value_x, y, box.right - px(48) - value_x, box.bottom - px(200) - y)
        # The content's own checks word the problem for whoever edits the file: in English,
        # naming the file's keys as they are written.
        paragraph(screen, assets, self.problem, theme.BODY, theme.TEXT, text_box, role="quote")
        hint = tr(
            "Fix the file (or restore it from the game's repository), then start the game again."
        )
        where = (box.centerx, box.bottom - px(126))
        fitted(screen, assets, hint, theme.BODY, theme.MUTED, box.width - px(60), midbottom=where)
        self.buttons.draw(screen, assets, self.mouse)
