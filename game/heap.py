"""How the game keeps its memory steady over an evening of missions: the garbage collector's
full passes happen when a mission starts, not mid-frame, and big pictures give their memory
back to the system when they are let go."""

from __future__ import annotations

import ctypes
import gc
import sys

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter: from what size blocks are mapped apart
BIG = 512 * 1024  # bytes: a card face shown large, a board's ground, a full-screen shade


def tune_allocator() -> None:
    """Pictures of ``BIG`` bytes or more get memory of their own from the system, returned
    whole when they are freed. glibc's default raises that line to the biggest block ever
    freed, after which big pictures are cut from the shared heap and leave holes it cannot
    give back (megabytes over many missions). Where the C library is not glibc, nothing
    changes."""
    if not sys.platform.startswith("linux"):
        return
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return
    mallopt(M_MMAP_THRESHOLD, BIG)


def settle() -> None:
    """At a moment that may pause (the game opening, a mission starting), the scenes gone
    are collected and everything alive is set aside from the garbage collector's full
    passes until the next such moment. Left to itself, a full pass walks the whole heap
    (modules, content, fonts: 35,000 objects, 5–10 ms) in the middle of some frame; now it
    walks only what was made since."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
