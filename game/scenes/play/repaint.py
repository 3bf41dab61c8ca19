"""A live frame of the play screen drawn over the one before it, not from nothing.

The screen keeps the last frame. Most of it is the panels' picture (``Chrome``) as it was,
so a frame puts that picture back only where the last frame drew over it (the pieces, a
card under the pointer, a glow) and where the picture itself changed, then draws this
frame's overlays. Every overlay painter returns where it drew (``Drawn``). At 4K one blit
of the whole screen costs 2-6 ms, most of a frame at 60 Hz; a frame in which a few Minions
step and one card is lifted touches a tenth of the screen.

The last frame is known to be on the screen only when this scene drew the frame just
before, alone, on the same surface at the same size; else (another scene drew over it, a
still, a screenshot) the whole picture is put back, as before.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

Drawn = list[pygame.Rect]  # where a painter drew this frame; empty: nowhere

WHOLE = 0.6  # share of the screen beyond which one whole blit beats many small ones
# Pixels more than two rectangles' own that one round both may copy to save a blit (each
# costs about 14 µs besides its pixels): bench_render at 4K gave p99 7.7 ms with none,
# 7.8-8.1 with 40,000 (joins chain into copies of half the board).
SLACK = 0


class Repaint:
    """Where the last frame drew over the panels' picture, and which frame that was."""

    def __init__(self) -> None:
        self._over: Drawn = []
        self._shown: tuple[int, pygame.Surface, tuple[int, int]] | None = None

    def follows(self, screen: pygame.Surface, frame: int) -> bool:
        """Whether ``screen`` still shows what this scene drew in the frame before."""
        return self._shown == (frame - 1, screen, screen.get_size())

    def restore(
        self,
        screen: pygame.Surface,
        picture: pygame.Surface,
        changed: Drawn | None,
        follows: bool,
    ) -> int:
        """Put the panels' picture back where it is not on the screen: where the last
        frame drew over it and where it ``changed`` (None: everywhere). The pixels
        copied (tests and benchmarks count them)."""
        bounds = screen.get_rect()
        if follows and changed is not None:
            rects = merged(r.clip(bounds) for r in (*self._over, *changed))
            area = sum(r.width * r.height for r in rects)
            if area <= WHOLE * bounds.width * bounds.height:
                for rect in rects:
                    screen.blit(picture, rect, rect)
                return area
        screen.blit(picture, (0, 0))
        return bounds.width * bounds.height

    def drew(self, screen: pygame.Surface, frame: int, drawn: Drawn | None) -> None:
        """This frame is on ``screen`` with overlays where ``drawn`` says (None: the next
        frame may not build on it)."""
        self._over = list(drawn or ())
        self._shown = None if drawn is None else (frame, screen, screen.get_size())


def merged(rects: Iterable[pygame.Rect]) -> Drawn:
    """``rects`` (the empty left out) joined wherever one rectangle round two copies no
    more (``SLACK``): a piece's art, meter and pointer, a Minion beside another."""
    out: Drawn = []
    for rect in sorted((r for r in rects if r.width and r.height), key=lambda r: (r.y, r.x)):
        area = rect.width * rect.height
        for i, held in enumerate(out):
            both = held.union(rect)
            if both.width * both.height <= held.width * held.height + area + SLACK:
                out[i] = both
                break
        else:
            out.append(rect)
    return out
