"""Where an overlay goes so that it hides no piece the moment is about: of the places it
may take, the first that covers none of the Mechs, the Shards, the Bomb and the Boss (else
the one that covers least of them). Shared by the board's effects, the bots' and Hints' banner,
the coach's panel and the tips."""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache

import pygame

from game.view.camera import Camera
from game.view.sprites import SIZES, Sprite

KEY_KINDS = frozenset({"mech", "shard", "bomb", "boss"})
MINIONS = frozenset({"minion"})


def key_rects(
    sprites: Iterable[Sprite], camera: Camera, kinds: frozenset[str] = KEY_KINDS
) -> tuple[pygame.Rect, ...]:
    """Where the Mechs, the Shards, the Bomb and the Boss (or the pieces of ``kinds``)
    stand on screen now."""
    found = []
    for sprite in sprites:
        if sprite.kind not in kinds or sprite.alpha <= 0.01:
            continue
        size = round(camera.cell * SIZES[sprite.kind] * max(sprite.scale, 0.01))
        rect = pygame.Rect(0, 0, size, size)
        sx, sy = camera.to_screen(sprite.x, sprite.y)
        rect.center = (round(sx), round(sy))
        found.append(rect)
    return tuple(found)


def covered(rect: pygame.Rect, avoid: Sequence[pygame.Rect]) -> int:
    """How much of ``avoid`` the rectangle hides (its area)."""
    total = 0
    for r in avoid:
        hidden = r.clip(rect)
        total += hidden.width * hidden.height
    return total


def least_covering(candidates: Iterable[pygame.Rect], avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """The first of ``candidates`` that hides nothing in ``avoid``, else the one hiding
    least (the earlier on a tie). Candidates are read only up to the first that hides
    nothing: the places of a ``grid`` may be thousands at 4K, and are made as read."""
    return least_hiding(candidates, avoid, ())


def least_hiding(
    candidates: Iterable[pygame.Rect],
    pieces: Sequence[pygame.Rect],
    others: Sequence[pygame.Rect],
) -> pygame.Rect:
    """The first of ``candidates`` that hides none of ``pieces`` and none of ``others``
    (the Minions a moment is about, say); else, of those hiding no piece, the one hiding
    least of ``others``; else the one hiding least of ``pieces``."""
    free, least_others = None, -1
    best, least = None, -1
    for box in candidates:  # at 4K thousands: areas are worked out only where they decide
        if box.collidelist(pieces) < 0:
            if box.collidelist(others) < 0:
                return box
            also = covered(box, others)
            if free is None or also < least_others:
                free, least_others = box, also
        elif free is None:
            hides = covered(box, pieces)
            if best is None or hides < least:
                best, least = box, hides
    found = free if free is not None else best
    if found is None:
        raise ValueError("no place to choose from")
    return found


def along(board: pygame.Rect, size: tuple[int, int], inset: int) -> tuple[pygame.Rect, ...]:
    """A box of ``size`` over the board: in the middle, at its top or at its foot, at the
    centre, then the left and the right; the first where no piece stands wins."""
    spots = []
    for y in ("centery", "top", "bottom"):
        for x in ("centerx", "left", "right"):
            box = pygame.Rect((0, 0), size)
            setattr(box, x, getattr(board, x) + {"left": inset, "right": -inset}.get(x, 0))
            setattr(box, y, getattr(board, y) + {"top": inset, "bottom": -inset}.get(y, 0))
            spots.append(box)
    return tuple(spots)


def edges_first(board: pygame.Rect, size: tuple[int, int], inset: int) -> list[pygame.Rect]:
    """``along``'s places, the board's top edge first, then its foot, then the middle: a
    box of words over an edge hides less of where play goes on than one over the middle."""
    spots = along(board, size, inset)
    return [spots[3], spots[6], spots[0], *spots[4:6], *spots[7:], *spots[1:3]]


def grid(area: pygame.Rect, size: tuple[int, int], step: int) -> Iterator[pygame.Rect]:
    """Every place for a box of ``size`` inside ``area``, ``step`` pixels apart (the far
    edges included), nearest the area's middle first: the places left when the usual ones
    hide a piece. Made one by one as they are read (their order is worked out once)."""
    return near(area, area, size, step)


def near(
    anchor: pygame.Rect, area: pygame.Rect, size: tuple[int, int], step: int
) -> Iterator[pygame.Rect]:
    """Every place for a box of ``size`` inside ``area``, nearest ``anchor`` first (ties
    in reading order), made one by one as they are read; their order is worked out only
    once the first is read (a tip's own few places usually win first: sorting thousands
    of places at 4K for nothing cost a frame several milliseconds)."""
    width, height = size
    key = ((area.x, area.y, area.w, area.h), width, height, max(1, step), anchor.center)
    return _places(key)


def _places(
    key: tuple[tuple[int, int, int, int], int, int, int, tuple[int, int]],
) -> Iterator[pygame.Rect]:
    area, width, height, step, centre = key
    x, y, w, h = area
    if centre == (x + w // 2, y + h // 2):
        corners: Iterable[tuple[int, int]] = _order(*key)  # worked out when first read
    else:
        corners = _nearest(*key)
    for bx, by in corners:
        yield pygame.Rect(bx, by, width, height)


@lru_cache(maxsize=32)
def _nearest(
    area: tuple[int, int, int, int], width: int, height: int, step: int, centre: tuple[int, int]
) -> Corners:
    """``_order``'s corners for a ``centre`` off the area's middle, made as they are read:
    a tip's first few places usually win, and sorting the thousands of a 4K screen cost
    its first frame ten milliseconds."""
    x, y, w, h = area
    cx, cy = centre[0] - width // 2, centre[1] - height // 2
    mx, my = x + w // 2 - width // 2, y + h // 2 - height // 2
    xs = sorted({*range(x, x + w - width + 1, step), x + w - width})
    ys = sorted({*range(y, y + h - height + 1, step), y + h - height})
    return Corners(xs, ys, (cx, cy), (mx, my))


class Corners:
    """Every corner of ``xs`` by ``ys`` in ``_order``'s order for a centre off the middle:
    nearest ``centre`` (in steps, as ``_distance``), then nearest ``middle``, then in
    reading order, found one at a time and kept. For each x, its corners are in that order
    along the ys sorted the same way, so a heap holding one corner per x yields them all
    in order."""

    def __init__(
        self,
        xs: list[int],
        ys: list[int],
        centre: tuple[int, int],
        middle: tuple[int, int],
    ) -> None:
        (cx, cy), (mx, my) = centre, middle
        self._ys = sorted(ys, key=lambda y: (abs(y - cy), abs(y - my), y))
        self._dy = [(abs(y - cy), abs(y - my)) for y in self._ys]
        self._dx = {x: (abs(x - cx), abs(x - mx)) for x in xs}
        self._heap = [self._entry(x, 0) for x in xs] if self._ys else []
        heapq.heapify(self._heap)
        self._found: list[tuple[int, int]] = []

    def _entry(self, x: int, j: int) -> tuple[int, int, int, int, int]:
        (ax, bx), (ay, by) = self._dx[x], self._dy[j]
        return (ax + ay, bx + by, self._ys[j], x, j)

    def __iter__(self) -> Iterator[tuple[int, int]]:
        i = 0
        while True:
            if i == len(self._found):
                if not self._heap:
                    return
                _, _, y, x, j = self._heap[0]
                if j + 1 < len(self._ys):
                    heapq.heapreplace(self._heap, self._entry(x, j + 1))
                else:
                    heapq.heappop(self._heap)
                self._found.append((x, y))
            yield self._found[i]
            i += 1


@lru_cache(maxsize=32)
def _order(
    area: tuple[int, int, int, int], width: int, height: int, step: int, centre: tuple[int, int]
) -> tuple[tuple[int, int], ...]:
    """The corners of ``near``'s places, in its order: nearest the area's middle first (in
    reading order on a tie), then, stably, nearest ``centre``. Kept, as the same places are
    asked for frame after frame while a tip or a banner stays."""
    x, y, w, h = area
    middle = (x + w // 2, y + h // 2)
    if centre != middle:
        return tuple(
            sorted(
                _order(area, width, height, step, middle),
                key=_distance(centre, size=(width, height)),
            )
        )
    xs = sorted({*range(x, x + w - width + 1, step), x + w - width})
    ys = sorted({*range(y, y + h - height + 1, step), y + h - height})
    corners = [(bx, by) for by in ys for bx in xs]
    corners.sort(key=_distance(middle, size=(width, height)))
    return tuple(corners)


def _distance(centre: tuple[int, int], size: tuple[int, int]) -> Callable[[tuple[int, int]], int]:
    """How far a box at this corner lies from ``centre``, centre to centre, in steps."""
    cx, cy = centre[0] - size[0] // 2, centre[1] - size[1] // 2
    return lambda c: abs(c[0] - cx) + abs(c[1] - cy)
