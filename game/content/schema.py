"""The limits every content file is held to: sizes, lengths, counts and parameter values the
game can use. Types and required keys are declared where each file is read; the bounds on
numbers and words shared by several files live here, so one edit moves them everywhere.
"""

from __future__ import annotations

import re

MAX_FILE_BYTES = 1024 * 1024  # a content file (YAML, Tiled map or tileset)
MAX_ITEMS = 200  # entries in any one list
MAX_TEXT = 2000  # characters in any string (briefings are the longest)
MAX_LINE = 400  # characters in a card text, a rule's words or a special rule
MAX_TITLE = 60  # characters in a title or a name
MAX_COPIES = 24  # copies of one card in a deck
MAX_SEATS = 4  # Mechs in one game
LAST_MISSION = 10  # mission numbers run from the Tutorial (0) to Mission 10

NAME = re.compile(r"[a-z0-9][a-z0-9_\-]*")  # ids and card names: lower case, digits, _ and -

# Whole-number parameters of mission rules and card effects, by name: the values the game
# can use. A name not listed here is held to DEFAULT_BOUNDS.
NUMBER_BOUNDS: dict[str, tuple[int, int]] = {
    "a": (1, 6),  # Command Line slots
    "b": (1, 6),
    "amount": (0, 5),
    "count": (1, 12),
    "damage": (0, 5),
    "then_damage": (0, 5),
    "distance": (1, 6),
    "range": (0, 12),
    "round": (1, 50),
    "rows": (1, 6),
    "steps": (1, 6),
    "targets": (1, 6),
}
DEFAULT_BOUNDS = (0, 99)

# Word parameters of mission rules that must be one of a set of values, by name.
WORD_CHOICES: dict[str, tuple[str, ...]] = {
    "target": ("bomb", "zone"),
}
RUNE_LISTS = ("colours", "prefer", "hurts_bomb")  # list parameters of Rune colours
