"""Names of the elements and kinds, and what each kind of Damage Card does with itself.

What each card says is card data (cards.yaml); the scenes hand it to the card faces.
"""

from __future__ import annotations

from game.rules import Element, Kind

ELEMENT_NAMES = {
    Element.FIRE: "Fire",
    Element.ELECTRIC: "Electric",
    Element.METAL: "Metal",
    Element.COMPUTERY: "Computery",
}
KIND_NAMES = {Kind.MOVE: "Move", Kind.ATTACK: "Attack", Kind.TURN: "Turn"}

KIND_TEXT = {
    "glitch": "Glitch: happens once, then discarded.",
    "system": "System: stays beside your Command Line.",
    "slot": "Slot: covers a slot and runs in its place.",
}
