"""Asking before leaving a mission: Restart, and (when the game could not be saved) Quit to
title or closing the window; and before the title's Quit closes the game.

Every such question is asked here, in these words. A mission is saved after every action,
so leaving it for the title or closing the window loses nothing and is not asked about;
Restart ends the mission under way (it is kept as a replay, not continued).
"""

from __future__ import annotations

import pygame

from game.assets import Assets
from game.i18n import N_, tr
from game.input import Intent, Kind
from game.scenes import routes
from game.scenes.base import Pop, Quit, Replace, Transition
from game.scenes.routes import Leaving
from game.ui import theme
from game.ui.layout.menus import CONFIRM, Stage, confirm_buttons
from game.ui.text import label, paragraph
from game.ui.widgets import Button, Buttons, panel

QUESTIONS = {
    Leaving.TITLE: (N_("Quit to the title?"), N_("Quit")),
    Leaving.RESTART: (N_("Restart this mission?"), N_("Restart")),
    Leaving.QUIT: (N_("Close the game?"), N_("Close")),
    Leaving.CLOSE: (N_("Close the game?"), N_("Close")),
}
UNSAVED = N_("The mission under way could not be saved: its progress will be lost.")
SAVED = N_("Your game is saved: Continue on the title screen picks it up where you left off.")
KEPT = N_("Every mission won and every setting is kept for next time.")
RESTARTED = N_(
    "The mission under way ends here: it is kept as a replay, and Continue will not bring it back."
)


def words(leaving: Leaving, is_saved: bool = False) -> tuple[str, str, str]:
    """The question, what it means for the mission, and the "yes" button."""
    question, yes = QUESTIONS[leaving]
    if leaving is Leaving.CLOSE:
        return tr(question), tr(KEPT), tr(yes)
    if not is_saved:
        return tr(question), tr(UNSAVED), tr(yes)
    return tr(question), tr(RESTARTED if leaving is Leaving.RESTART else SAVED), tr(yes)


class ConfirmScene:
    covers_screen = False

    def __init__(self, assets: Assets, route: routes.Confirm) -> None:
        self.assets, self.route = assets, route
        self.mouse = (0, 0)
        self.buttons = Buttons(assets, steered=True)
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        yes_rect, no_rect = confirm_buttons(self.stage)
        _, _, yes = words(self.route.leaving, self.route.is_saved)
        self.buttons = Buttons(self.assets, steered=True)
        self.buttons.add("yes", Button(yes_rect, yes, colour=(170, 60, 56)))
        stay = tr("Back") if self.route.leaving is Leaving.CLOSE else tr("Keep playing")
        self.buttons.add("no", Button(no_rect, stay, colour=(46, 110, 70)))
        self.buttons.first = "no"  # a stray press keeps the mission

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        return self._press(self.buttons.handle(event))

    def act(self, intent: Intent) -> Transition | None:
        """Esc, B or Start: no; the arrows or the stick and Enter or A choose."""
        if intent.kind in (Kind.BACK, Kind.MENU):
            return Pop()
        return self._press(self.buttons.act(intent))

    def _press(self, name: str | None) -> Transition | None:
        match name:
            case "yes":
                return self.leave()
            case "no":
                return Pop()
        return None

    def leave(self) -> Transition:
        route = self.route
        match route.leaving:
            case Leaving.QUIT | Leaving.CLOSE:
                return Quit()
            case Leaving.RESTART if route.settings is not None:
                return Replace(routes.Play(route.settings), levels=route.levels)
        return Replace(routes.Title(), levels=route.levels)

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        shade = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 16, 200))
        screen.blit(shade, (0, 0))
        box = self.stage.rect(*CONFIRM)
        panel(screen, box, theme.PANEL, theme.ACCENT, 3, 16, self.assets.scale)
        question, detail, _ = words(self.route.leaving, self.route.is_saved)
        px = self.assets.px
        label(
            screen,
            self.assets,
            question,
            theme.HEADING,
            theme.ACCENT,
            midtop=(box.centerx, box.y + px(32)),
        )
        body = pygame.Rect(box.x + px(48), box.y + px(100), box.width - px(96), px(120))
        paragraph(screen, self.assets, detail, theme.BODY, theme.TEXT, body, centred=True)
        self.buttons.draw(screen, self.assets, self.mouse)
