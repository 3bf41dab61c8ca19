"""Interface colours and sizes, in one place."""

from __future__ import annotations

from game.i18n import N_
from game.palette import CREAM

BACKGROUND = (24, 28, 40)
PANEL = (38, 44, 60)
PANEL_DARK = (30, 34, 48)
EDGE = (80, 90, 116)
TEXT = CREAM
MUTED = (164, 170, 188)
ACCENT = (250, 214, 74)
GOOD = (120, 222, 140)
BAD = (244, 104, 92)
GLOW = (255, 238, 120)
BUTTON = (62, 72, 100)
BUTTON_HOVER = (84, 98, 136)
BUTTON_OFF = (48, 52, 64)
CARD_BODY = (246, 240, 224)
DAMAGE_BODY = (70, 30, 34)
DAMAGE_EDGE = (214, 70, 56)
READY = (46, 110, 70)  # the Ready button

# Font sizes in design pixels (1920×1080): nothing a player reads is under SMALL, and
# sentences to read (card effects, prompts, the log) are at least BODY.
TITLE = 72
HEADING = 34
BODY = 24
SMALL = 20

# Schematic kinds: Hacks are spent, Boosts just work, Slot Schematics go into a slot.
SCHEMATIC_KINDS = {
    "hack": (N_("Hack"), (232, 136, 56)),
    "boost": (N_("Boost"), (86, 184, 112)),
    "slot": (N_("Slot"), (86, 146, 228)),
}
