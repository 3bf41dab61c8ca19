"""Every position on screen, computed from the window's size (and, in play, the board and
the seats): ``play`` for the play screen, ``menus`` for the other screens."""

from game.ui.layout.frame import Needs
from game.ui.layout.play import PlayLayout, play_layout
from game.ui.layout.seats import SLOTS, SeatLayout, hand_rects
from game.ui.layout.table import ChoiceGrid

__all__ = ["SLOTS", "ChoiceGrid", "Needs", "PlayLayout", "SeatLayout", "hand_rects", "play_layout"]
