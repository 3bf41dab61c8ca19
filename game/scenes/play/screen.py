"""What each part of the play screen may read of it, and what it may ask of it.

The play screen is assembled by the scene (``scene``); every other module of this package is
one of its parts and sees it only through a view declared here: read-only properties
(a ``Protocol``), the few a part reads and no more. A view never offers a way to change the
screen: a part that wants something done returns an intent (``Perform``, ``CloseSummary``)
and the assembler acts on it. A part keeps its own state (a bot's move on its way, the
coach's lesson, the panels' picture) and changes only that.

A part's controllers (``programming``, ``drafting``, ``answering``, ``schematics``) are
shared with the assembler: a part asks them where things are (``placed``, ``panel``,
``lit_slots``), only the assembler hands them input.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from game.rules import Action, Game

if TYPE_CHECKING:
    import pygame

    from game.assets import Assets
    from game.content.missions import MissionInfo
    from game.rules import events as ev
    from game.scenes.play.answering import AnswerInput
    from game.scenes.play.bot_seats import BotSeats
    from game.scenes.play.chrome import Chrome
    from game.scenes.play.coach import Coach
    from game.scenes.play.drafting import DraftInput
    from game.scenes.play.model import Mode
    from game.scenes.play.online import OnlineSeats
    from game.scenes.play.preview import ProgramPreview
    from game.scenes.play.programming import ProgramInput
    from game.scenes.play.repaint import Repaint
    from game.scenes.play.schematic_input import SchematicInput
    from game.scenes.play.steering import Steering
    from game.scenes.settings import Settings
    from game.ui.layout import PlayLayout, SeatLayout
    from game.ui.log_panel import Log
    from game.ui.round_summary import RoundSummary
    from game.ui.term_tips import TermTips
    from game.view.board_view import BoardView
    from game.view.camera import Camera
    from game.view.director import Director
    from game.view.hud import HudState

Colour = tuple[int, int, int]


# --- intents: what a part asks the assembler to do ---------------------------------------


@dataclass(frozen=True)
class Perform:
    """Apply this action, as a click would have (a bot's move landing)."""

    action: Action


@dataclass(frozen=True)
class CloseSummary:
    """Close the round summary (a table of bots has read it)."""


Intent = Perform | CloseSummary


# --- views: what a part reads ------------------------------------------------------------


class Screen(Protocol):
    """What nearly every part reads: the game, what is on screen and where."""

    @property
    def assets(self) -> Assets: ...
    @property
    def game(self) -> Game: ...
    @property
    def shown(self) -> Game: ...
    @property
    def mode(self) -> Mode: ...
    @property
    def layout(self) -> PlayLayout: ...
    @property
    def layouts(self) -> tuple[SeatLayout, ...]: ...
    @property
    def mouse(self) -> tuple[int, int]: ...
    @property
    def clock(self) -> float: ...
    @property
    def names(self) -> Mapping[int, str]: ...
    @property
    def colours(self) -> Mapping[int, Colour]: ...
    @property
    def mission(self) -> MissionInfo: ...
    @property
    def camera(self) -> Camera: ...
    @property
    def board_view(self) -> BoardView: ...
    @property
    def hud(self) -> HudState: ...
    @property
    def legal(self) -> tuple[Action, ...]: ...
    @property
    def summary(self) -> RoundSummary | None: ...
    @property
    def is_replaying(self) -> bool: ...
    @property
    def is_stepping(self) -> bool: ...


class TipsView(Screen, Protocol):
    """The tips over the seat panels (``tips``)."""

    @property
    def schematics(self) -> SchematicInput: ...


class BoardTipsView(Screen, Protocol):
    """The tips over the board (``board_tips``)."""

    @property
    def still(self) -> float: ...
    @property
    def programming(self) -> ProgramInput: ...


class ZoomView(TipsView, BoardTipsView, Protocol):
    """Enlarged cards and the tips they give way to (``zoom``)."""

    @property
    def drafting(self) -> DraftInput: ...
    @property
    def repaint(self) -> Repaint: ...


class DragView(Screen, Protocol):
    """What follows the pointer (``drag``)."""

    @property
    def programming(self) -> ProgramInput: ...
    @property
    def schematics(self) -> SchematicInput: ...


class AnswerView(Screen, Protocol):
    """The question's answers, as the bot words them (``bot_words``)."""

    @property
    def answering(self) -> AnswerInput: ...


class TableView(AnswerView, Protocol):
    """The table: the draft row, the choices, the scrap bin (``table``)."""

    @property
    def programming(self) -> ProgramInput: ...
    @property
    def drafting(self) -> DraftInput: ...
    @property
    def bot_seats(self) -> BotSeats: ...


class PacingView(Screen, Protocol):
    """The beat bar and the round summary (``pacing``)."""

    @property
    def director(self) -> Director: ...
    def mission_words(self, event: ev.Event) -> str | None: ...


class BotView(TableView, Protocol):
    """The bot seats and the Hint buttons (``bot_seats``)."""

    @property
    def settings(self) -> Settings: ...
    @property
    def preview(self) -> ProgramPreview: ...


class SeatsView(BotView, Protocol):
    """Who plays each seat (a bot or a person), for the parts that word it."""

    @property
    def bot_seats(self) -> BotSeats: ...


class CoachScreen(SeatsView, Protocol):
    """The coach and the moments it waits for (``coach``, ``coach_moments``)."""

    @property
    def history(self) -> Sequence[Action]: ...
    @property
    def help_rect(self) -> pygame.Rect: ...


class PanelsView(SeatsView, Protocol):
    """The panels that stay put (``panels``)."""

    @property
    def schematics(self) -> SchematicInput: ...
    @property
    def emblems(self) -> Mapping[int, str]: ...
    @property
    def log(self) -> Log: ...
    @property
    def chrome(self) -> Chrome: ...
    @property
    def steering(self) -> Steering: ...
    @property
    def preview(self) -> ProgramPreview: ...
    def can_undo(self, seat: int) -> bool: ...


class SteerView(CoachScreen, Protocol):
    """What the pads' and the keyboard's focus reach (``steering``)."""

    @property
    def coach(self) -> Coach: ...
    @property
    def online(self) -> OnlineSeats: ...
    @property
    def steering(self) -> Steering: ...
    def can_undo(self, seat: int) -> bool: ...


class DrawView(PanelsView, SteerView, PacingView, ZoomView, DragView, Protocol):
    """Every layer of the picture (``draw``)."""

    @property
    def terms(self) -> TermTips: ...
    @property
    def repaint(self) -> Repaint: ...
    @property
    def preview(self) -> ProgramPreview: ...
