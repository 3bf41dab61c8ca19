"""See-through layers made ahead of need, in frames' spare time, their memory touched a band
of rows at a time.

A new big picture is new memory, which the system hands over page by page as it is first
written: at 4K a card face shown large is 3 MB, 830 pages, which cost 2-16 ms in the frame
that first painted it on the virtual machines here (``pygame.Surface`` clears all of it at
once). A layer warmed ahead lies on memory mapped but not yet written, and is cleared a
band at a time in frames with time to spare, so the frame that needs one only draws.
"""

from __future__ import annotations

import mmap
from collections.abc import Callable

import pygame

Size = tuple[int, int]

BAND = 16  # rows touched at a time (at 4K a big face's 16 rows are 14 pages, about 0.25 ms)
SIZES = 2  # the sizes kept warm: the latest asked for (a big card face, a Damage Card's)


class WarmLayers:
    """One ready see-through layer for each of the latest sizes asked for."""

    def __init__(self) -> None:
        self._wanted: list[Size] = []  # the latest last
        self._ready: dict[Size, pygame.Surface] = {}
        self._warming: tuple[Size, pygame.Surface, int] | None = None  # and rows touched

    def want(self, size: Size) -> None:
        """Layers of ``size`` will be asked for again: keep one warm."""
        if size in self._wanted:
            self._wanted.remove(size)
        self._wanted.append(size)
        for gone in self._wanted[:-SIZES]:
            self._ready.pop(gone, None)
        del self._wanted[:-SIZES]

    def take(self, size: Size) -> pygame.Surface | None:
        """A clear layer of ``size`` whose memory is all at hand, or None."""
        return self._ready.pop(size, None)

    def warm(self, has_time: Callable[[], bool]) -> None:
        """Touch the next bands of the layer being warmed while ``has_time``."""
        while has_time():
            if self._warming is None:
                size = next((s for s in reversed(self._wanted) if s not in self._ready), None)
                if size is None:
                    return
                self._warming = (size, untouched(size), 0)
            size, layer, row = self._warming
            layer.fill((0, 0, 0, 0), (0, row, size[0], BAND))
            row += BAND
            if row < size[1]:
                self._warming = (size, layer, row)
                continue
            self._warming = None
            if size in self._wanted:
                self._ready[size] = layer


def untouched(size: Size) -> pygame.Surface:
    """A see-through surface of ``size`` (as ``pygame.Surface(size, SRCALPHA)`` makes)
    whose memory is mapped but not yet handed over: it reads clear, and each page costs
    its fault when first written. The surface holds the mapping."""
    memory = mmap.mmap(-1, size[0] * size[1] * 4)
    return pygame.image.frombuffer(memory, size, "BGRA")
