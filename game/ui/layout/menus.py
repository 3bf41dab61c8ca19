"""Positions on the screens around play: title, setup, briefing, campaign map, pause,
results, the content error and the confirm dialog.

Each is drawn on a 1920×1080 stage (design pixels) centred in the window, so it keeps its
shape on any screen; backgrounds fill the whole window. Functions take the ``Stage``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.screen import DESIGN, Screen


@dataclass(frozen=True)
class Stage:
    screen: Screen

    @property
    def origin(self) -> tuple[float, float]:
        w, h = self.screen.design
        return ((w - DESIGN[0]) / 2, (h - DESIGN[1]) / 2)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        ox, oy = self.origin
        return self.screen.rect(ox + x, oy + y, w, h)

    def point(self, x: float, y: float) -> tuple[int, int]:
        ox, oy = self.origin
        return (self.screen.px(ox + x), self.screen.px(oy + y))

    def px(self, n: float) -> int:
        return self.screen.px(n)


# --- title -------------------------------------------------------------------------------

# Two by two under Campaign, each half as wide as the block: room for the longest words
# (Spanish's "Guía de campo") at full size, at 150 % in the TV safe area too.
TITLE_BUTTONS = {
    "campaign": (620, 640, 680, 80),
    "new": (620, 740, 334, 68),
    "online": (966, 740, 334, 68),
    "guide": (620, 828, 334, 68),
    "options": (966, 828, 334, 68),
    "quit": (24, 992, 336, 64),  # bottom left, as the pads' button is bottom right
}
TITLE_CONTINUE = (520, 570, 880, 112)  # a saved mission: first, the others move down
TITLE_SHIFT = 90
TITLE_LANGUAGE = (1560, 24, 336, 64)  # the language the game speaks, top right
TITLE_PADS = (1560, 992, 336, 64)  # the pads' buttons (Controllers), bottom right
TITLE_KEYS = (380, 950, 1160, 104)  # the keys' line at the foot, clear of the pads' button


# --- setup -------------------------------------------------------------------------------


def count_rect(stage: Stage, n: int) -> pygame.Rect:
    """The button for ``n`` Mechs."""
    return stage.rect(660 + (n - 1) * 156, 204, 144, 72)


def seat_row(stage: Stage, seat: int) -> pygame.Rect:
    return stage.rect(180, 350 + seat * 138, 1560, 124)


def yordle_rect(stage: Stage, seat: int, index: int, pilots: int = 2) -> pygame.Rect:
    """The button giving ``seat`` the ``index``-th Yordle (narrower beside three pilots)."""
    step = 236 if pilots == 2 else 200
    return stage.rect(480 + index * step, 350 + seat * 138 + 24, step - 12, 76)


def pilot_rect(stage: Stage, seat: int, index: int, count: int = 2) -> pygame.Rect:
    """The ``index``-th of ``count`` buttons saying who pilots ``seat``: a player on the
    couch, the bot, and (hosting online) a friend in another home."""
    left = 1440 if count == 2 else 1290
    step = (1728 - left) // count
    return stage.rect(left + index * step, 350 + seat * 138 + 24, step - 8, 76)


def device_rect(stage: Stage, seat: int) -> pygame.Rect:
    """The button showing (and changing) the device that plays ``seat``: a pad, the mouse."""
    return stage.rect(326, 350 + seat * 138 + 64, 146, 50)


SETUP_PADS = (960, 316)  # the line saying how pads join, between the counts and the seats
SETUP_BACK, SETUP_NEXT = (504, 948, 264, 76), (1152, 948, 312, 76)


# --- briefing ----------------------------------------------------------------------------

STORY = (60, 170, 780, 740)
PICKER = (864, 170, 996, 500)
OPTIONS = (864, 682, 996, 228)
BRIEFING_BACK, BRIEFING_START = (504, 950, 264, 76), (1152, 950, 360, 76)


def option_rect(stage: Stage, row: int) -> pygame.Rect:
    """The button of the briefing's ``row``-th option."""
    x, y, w, _ = OPTIONS
    return stage.rect(x + w - 300, y + 14 + row * 52, 280, 46)


# --- campaign ----------------------------------------------------------------------------

MAP = (48, 140, 1224, 864)
DETAILS = (1300, 140, 572, 744)
CAMPAIGN_BACK, CAMPAIGN_PLAY = (1300, 912, 180, 80), (1496, 912, 376, 80)
DIALOG = (400, 330, 1120, 400)
# Tutorial, then Missions 1-10 on the map (design pixels from its corner).
STOPS = (
    (96, 732),
    (276, 624),
    (156, 456),
    (312, 300),
    (516, 396),
    (624, 588),
    (828, 696),
    (996, 540),
    (864, 360),
    (1008, 204),
    (828, 96),
)
STOP_RADIUS = 54


# --- pause, results, errors, confirmation -------------------------------------------------

PAUSE = (680, 130, 560, 820)  # nine buttons: resume, guide, lessons, restart... title


def pause_button(stage: Stage, row: int) -> pygame.Rect:
    x, y, w, _ = PAUSE
    return stage.rect(x + 50, y + 96 + row * 76, w - 100, 64)


OPTIONS_BOX = (560, 70, 800, 940)  # the options screen: eight options and Back


def options_button(stage: Stage, row: int) -> pygame.Rect:
    """The ``row``-th option of the options screen (Back is the last row)."""
    x, y, w, _ = OPTIONS_BOX
    return stage.rect(x + 60, y + 112 + row * 88, w - 120, 74)


LESSONS_BACK = (780, 980, 360, 72)

# --- the field guide ---------------------------------------------------------------------

GUIDE_SEARCH = (420, 28, 900, 64)
GUIDE_BACK = (1660, 24, 220, 72)
GUIDE_LIST = (36, 128, 456, 904)  # wide enough for the longest names in the TV safe area
GUIDE_PAGE = (532, 132, 1340, 896)


def lesson_button(stage: Stage, index: int) -> pygame.Rect:
    """The ``index``-th lesson of the lessons to read again: three columns of nine."""
    column, row = divmod(index, 9)
    return stage.rect(90 + column * 590, 150 + row * 90, 560, 72)


RESULTS_BOX = (300, 320, 1320, 520)


def results_button(stage: Stage, index: int, count: int) -> pygame.Rect:
    width, gap = 340, 40
    left = 960 - (count * width + (count - 1) * gap) / 2
    return stage.rect(left + index * (width + gap), 890, width, 84)


BROKEN_BOX = (240, 170, 1440, 740)
CONFIRM = (510, 330, 900, 380)


def confirm_buttons(stage: Stage) -> tuple[pygame.Rect, pygame.Rect]:
    """The dialog's "yes" and "no" buttons."""
    x, y, w, h = CONFIRM
    return (
        stage.rect(x + w / 2 + 20, y + h - 110, 340, 80),
        stage.rect(x + w / 2 - 360, y + h - 110, 340, 80),
    )


# --- the pads (Controllers) --------------------------------------------------------------

PADS_LIST = (360, 150, 1200, 300)
PADS_FACES = (460, 500)  # the heading over the face buttons' rows
PADS_RESET, PADS_BACK = (560, 960, 360, 76), (1000, 960, 360, 76)


def face_rect(stage: Stage, row: int) -> pygame.Rect:
    """The button choosing the face button of the ``row``-th remappable meaning."""
    return stage.rect(1240, 556 + row * 94, 220, 80)
