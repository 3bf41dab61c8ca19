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

A painter that draws the same thing frame after frame (a card shown large while the
pointer rests on it: at 4K 3 MB put back and drawn again each frame) may keep it on the
screen (``keeps``): it is left as it is, and the painter, asking with the same key in the
same place, draws it again only where something else needs that place: where the picture
was put back under it (a glow pulsing beneath its edge, a seat panel relit) or an overlay
below it drew this frame (``within``). Should the painter draw something else, it is put
back then (``release``); should that be too late (this frame has drawn there already),
the frame's overlays are drawn again there (``settle``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

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
        self._picture: pygame.Surface | None = None  # the panels' picture this frame
        self._kept: dict[str, tuple[Any, pygame.Rect]] = {}  # drawn to keep: key, where
        # Left on screen this frame: key, where, and where within it the picture was put back.
        self._held: dict[str, tuple[Any, pygame.Rect, Drawn]] = {}
        self._drawn: Drawn = []  # where this frame's overlays have drawn so far
        self._late: Drawn = []  # kept drawings put back over what this frame drew there
        self.kept = 0  # drawings kept on screen, all told (tests count them)
        self.mended = 0  # of them, drawn again in part

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
        kept, self._kept, self._held = self._kept, {}, {}
        self._picture, self._late = picture, []
        if follows and changed is not None:
            own = [rect for _, rect in kept.values()]
            rects = merged(r.clip(bounds) for r in (*self._over, *changed) if r not in own)
            area = sum(r.width * r.height for r in rects)
            if area <= WHOLE * bounds.width * bounds.height:
                for rect in rects:
                    screen.blit(picture, rect, rect)
                for name, (key, rect) in kept.items():
                    wiped = [r.clip(rect) for r in rects if r.colliderect(rect)]
                    self._held[name] = (key, rect, wiped)
                return area
        screen.blit(picture, (0, 0))  # every kept drawing with it
        return bounds.width * bounds.height

    def begin(self) -> Drawn:
        """Where this frame's overlays draw: the list they are added to, in order."""
        self._drawn = []
        return self._drawn

    def keeps(self, name: str, key: Any, rect: pygame.Rect, screen: pygame.Surface) -> Drawn | None:
        """Painter ``name`` is about to draw ``key`` at ``rect``. If the screen shows just
        that already, where within ``rect`` to draw it again (``within``; none: it shows
        whole); else None: draw it all. Either way it is kept for the next frame."""
        held = self._held.pop(name, None)
        self._kept[name] = (key, rect.copy())
        if held is not None and (held[0], held[1]) == (key, rect):
            self.kept += 1
            drawn_under = [r.clip(rect) for r in self._drawn if r.colliderect(rect)]
            again = merged([*held[2], *drawn_under])
            self.mended += bool(again)
            return again
        if held is not None:
            self._put_back(held[1], screen)
        return None

    def release(self, name: str, screen: pygame.Surface) -> None:
        """Painter ``name`` draws something else this frame: its kept drawing goes."""
        held = self._held.pop(name, None)
        if held is not None:
            self._put_back(held[1], screen)

    def settle(self, screen: pygame.Surface) -> pygame.Rect | None:
        """After the overlays: kept drawings no painter asked for are put back. Where the
        overlays must be drawn again, over the picture put back there (None: nowhere)."""
        for name in list(self._held):
            self.release(name, screen)
        late, self._late = self._late, []
        return late[0].unionall(late[1:]) if late else None

    def _put_back(self, rect: pygame.Rect, screen: pygame.Surface) -> None:
        if rect.collidelist(self._drawn) >= 0:  # this frame drew there: it is wiped
            self._late.append(rect.copy())
        if self._picture is not None:
            screen.blit(self._picture, rect, rect)

    def forget(self) -> None:
        """Nothing is kept: every overlay draws."""
        self._kept, self._held, self._late = {}, {}, []

    def drew(self, screen: pygame.Surface, frame: int, drawn: Drawn | None) -> None:
        """This frame is on ``screen`` with overlays where ``drawn`` says (None: the next
        frame may not build on it)."""
        self._over = list(drawn or ())
        self._shown = None if drawn is None else (frame, screen, screen.get_size())

    def stood(self, screen: pygame.Surface, frame: int) -> None:
        """This frame left ``screen`` untouched: the last frame's picture stands, and the
        next frame builds on it as it would have on the last (at 4K, putting back the
        whole screen after each frame of a new panel drawn behind it cost 4 ms)."""
        if self.follows(screen, frame):
            self._shown = (frame, screen, screen.get_size())


def within(screen: pygame.Surface, places: Drawn | None, paint: Callable[[], None]) -> None:
    """``paint`` whole (``places`` None), or again only within ``places`` (``keeps``)."""
    if places is None:
        paint()
        return
    outer = screen.get_clip()  # a frame drawn again in part (``settle``) clips it already
    for place in places:
        screen.set_clip(place.clip(outer))
        paint()
    screen.set_clip(outer)


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
