"""Where an overlay goes so that it hides no piece the moment is about: of the places it
may take, the first that covers none of the Mechs, the Bomb and the Boss (else the one
that covers least of them). Shared by the board's effects, the bots' and Hints' banner,
the coach's panel and the tips."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.view.camera import Camera
from game.view.sprites import SIZES, Sprite

KEY_KINDS = frozenset({"mech", "bomb", "boss"})


def key_rects(sprites: Iterable[Sprite], camera: Camera) -> tuple[pygame.Rect, ...]:
    """Where the Mechs, the Bomb and the Boss stand on screen now."""
    found = []
    for sprite in sprites:
        if sprite.kind not in KEY_KINDS or sprite.alpha <= 0.01:
            continue
        size = round(camera.cell * SIZES[sprite.kind] * max(sprite.scale, 0.01))
        rect = pygame.Rect(0, 0, size, size)
        sx, sy = camera.to_screen(sprite.x, sprite.y)
        rect.center = (round(sx), round(sy))
        found.append(rect)
    return tuple(found)


def covered(rect: pygame.Rect, avoid: Sequence[pygame.Rect]) -> int:
    """How much of ``avoid`` the rectangle hides (its area)."""
    return sum(r.clip(rect).width * r.clip(rect).height for r in avoid)


def least_covering(candidates: Sequence[pygame.Rect], avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """The first of ``candidates`` that hides nothing in ``avoid``, else the one hiding
    least (the earlier on a tie)."""
    return min(enumerate(candidates), key=lambda pair: (covered(pair[1], avoid), pair[0]))[1]


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


def grid(area: pygame.Rect, size: tuple[int, int], step: int) -> tuple[pygame.Rect, ...]:
    """Every place for a box of ``size`` inside ``area``, ``step`` pixels apart (the far
    edges included), nearest the area's middle first: the places left when the usual ones
    hide a piece."""
    width, height = size
    xs = sorted({*range(area.x, area.right - width + 1, max(1, step)), area.right - width})
    ys = sorted({*range(area.y, area.bottom - height + 1, max(1, step)), area.bottom - height})
    boxes = [pygame.Rect(x, y, width, height) for y in ys for x in xs]
    middle = area.center
    boxes.sort(key=lambda b: abs(b.centerx - middle[0]) + abs(b.centery - middle[1]))
    return tuple(boxes)


def near(
    anchor: pygame.Rect, area: pygame.Rect, size: tuple[int, int], step: int
) -> tuple[pygame.Rect, ...]:
    """Every place for a box of ``size`` inside ``area``, nearest ``anchor`` first."""
    boxes = list(grid(area, size, step))
    boxes.sort(key=lambda b: abs(b.centerx - anchor.centerx) + abs(b.centery - anchor.centery))
    return tuple(boxes)
