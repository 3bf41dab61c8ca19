"""Reduce motion: the players' setting for less movement on the screen.

With it on, every tween is short (``SHORT_SECS`` at most: a piece still gets where it goes,
quickly, instead of gliding), no piece or Boss jolts sideways when hit or blocked, the
title's parade stands still and the campaign map's ring round the next stop stops
breathing. The board's camera never moves either way: it fits the board once per window
size. Waits keep their length (beats stay readable: they are not motion).

One setting for the whole program, read where things move (``game.view.tween``,
``game.view.sprites``); the app sets it from the settings file, the pause menu switches it.
"""

from __future__ import annotations

SHORT_SECS = 0.1  # the longest a tween lasts with motion reduced

_is_reduced = False


def is_reduced() -> bool:
    return _is_reduced


def reduce(is_on: bool) -> None:
    """Reduce motion from now on (``True``), or move freely again."""
    global _is_reduced
    _is_reduced = is_on


def tween_secs(secs: float) -> float:
    """How long a tween meant to take ``secs`` lasts."""
    return min(secs, SHORT_SECS) if _is_reduced else secs


def jolt(amount: float) -> float:
    """A shake or bob of ``amount`` pixels, as drawn: none with motion reduced."""
    return 0.0 if _is_reduced else amount
