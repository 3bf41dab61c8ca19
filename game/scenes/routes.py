"""Where a scene may send the players next, as small values.

A scene returns one inside a transition (``Replace(routes.Play(settings))``) and never
builds another scene itself: the app turns each route into its scene (``game.app``), so
scene modules need not import one another.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from game.rules import Game, Yordle
from game.saves import Saved
from game.scenes.settings import Settings

if TYPE_CHECKING:
    from game.net.online import OnlineGame


@dataclass(frozen=True)
class Title:
    pass


@dataclass(frozen=True)
class Broken:
    """The content does not load: show what is wrong with it."""

    error: Exception


@dataclass(frozen=True)
class Campaign:
    selected: str | None = None
    yordles: tuple[Yordle, ...] | None = None


@dataclass(frozen=True)
class Setup:
    """Choose the Mechs; without ``settings``, start from the choices made last time."""

    settings: Settings | None = None
    mission_id: str = "tutorial"
    is_campaign: bool = False
    is_guided: bool = False  # the Tutorial with the coach's lessons
    is_online: bool = False  # hosting: some seats are marked as played from another home


@dataclass(frozen=True)
class Briefing:
    settings: Settings


@dataclass(frozen=True)
class Play:
    """A new mission."""

    settings: Settings


@dataclass(frozen=True)
class Continue:
    """The saved mission, where it was left."""

    saved: Saved


@dataclass(frozen=True)
class Pause:
    settings: Settings
    is_saved: bool = False  # the mission under way is on disk: leaving loses nothing


@dataclass(frozen=True)
class Guide:
    """The field guide; with the settings of a match, its mission has a page of its own."""

    settings: Settings | None = None


@dataclass(frozen=True)
class Lessons:
    """The pause menu's list of lessons to read again."""

    settings: Settings


@dataclass(frozen=True)
class Options:
    """The options screen (text size, TV safe area, contrast, motion, sound, full screen,
    language), from the title screen or the pause menu; Back returns there."""


@dataclass(frozen=True)
class Results:
    settings: Settings
    game: Game
    title: str
    replay: Path | None = None  # the mission's replay file, when it was kept


@dataclass(frozen=True)
class Replay:
    """Watch a replay file; Back returns to the scene below (or ends the game)."""

    path: Path


@dataclass(frozen=True)
class Online:
    """Host a game for friends in other homes, or join one; ``note`` says what ended the
    last online game (the host closed it, say)."""

    note: str = ""


@dataclass(frozen=True)
class Host:
    """The host's lobby: the room open, its code and addresses shown, friends joining."""

    settings: Settings
    resume: Saved | None = None  # a saved online game Continued: the room reopened


@dataclass(frozen=True)
class OnlinePlay:
    """A mission played online: the host's or a guest's game, with the settings of this
    window (a guest's come from the host's mission when not given)."""

    online: OnlineGame
    settings: Settings | None = None
    resume: Saved | None = None  # the host's saved online game, Continued


@dataclass(frozen=True)
class Join:
    """Join a game hosted in another home, by its address and room code."""


@dataclass(frozen=True)
class Pads:
    """The pads plugged in and what their face buttons mean (the remap)."""


class Leaving(StrEnum):
    """Ways out of a mission under way, each asked about first; and closing the game from
    the title, asked too (a pad's Left from New game lands on Quit)."""

    TITLE = "title"
    RESTART = "restart"
    QUIT = "quit"
    CLOSE = "close"


@dataclass(frozen=True)
class Confirm:
    """Ask before leaving a mission; ``levels`` scenes (this dialog included) go on yes."""

    leaving: Leaving
    levels: int = 1
    settings: Settings | None = None  # the mission to restart
    is_saved: bool = False  # the mission under way is on disk (a restart keeps its replay)


Route = (
    Title
    | Broken
    | Campaign
    | Setup
    | Briefing
    | Play
    | Continue
    | Pause
    | Results
    | Replay
    | Confirm
    | Guide
    | Lessons
    | Online
    | Host
    | OnlinePlay
    | Join
    | Pads
    | Options
)
