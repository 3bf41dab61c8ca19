"""Names of the elements and kinds, and what each kind of Damage Card does with itself.

What each card says is card data (cards.yaml); the scenes hand it to the card faces.
"""

from __future__ import annotations

from game.i18n import N_

# Translated where they are drawn (``game.i18n.tr``).
KIND_TEXT = {
    "glitch": N_("Glitch: happens once, then discarded."),
    "system": N_("System: stays beside your Command Line."),
    "slot": N_("Slot: covers a slot and runs in its place."),
}
