"""Drawing words: wrapped paragraphs and anchored labels, never smaller than a TV allows.

Sizes are design pixels (1920×1080). Labels are at least ``theme.SMALL`` (20) and sentences
to read (``paragraph``) at least ``theme.BODY`` (24); what does not fit is shortened with
"…" rather than shrunk below that.

With a larger text size (``Assets.text_scale``: 125 or 150 %) every font is that much larger,
as far as its room allows: a line or a paragraph that no longer fits is drawn smaller again,
down to the size it has at 100 % (``least_size``), before anything is cut.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.assets import Assets, Lettering
from game.ui import theme
from game.wording import wrap

ELLIPSIS = "…"


def label(
    surface: pygame.Surface,
    assets: Assets,
    words: str,
    size: int,
    colour: tuple[int, int, int],
    role: str = "label",
    **anchor: tuple[int, int] | int,
) -> pygame.Rect:
    """Draw one line; ``anchor`` is a pygame.Rect keyword such as ``midleft=(x, y)``."""
    return assets.write(
        surface,
        words,
        size,
        colour,
        role,
        False,
        255,
        box=None,
        is_cut=False,
        may_cut=False,
        **anchor,
    )


def fitted(
    surface: pygame.Surface,
    assets: Assets,
    words: str,
    size: int,
    colour: tuple[int, int, int],
    width: int,
    role: str = "label",
    may_cut: bool = False,
    **anchor: tuple[int, int] | int,
) -> pygame.Rect:
    """One line within ``width`` window pixels: smaller down to the floor, then cut short
    (the text audit counts a cut as words that did not fit, unless ``may_cut``)."""
    floor = least_size(assets, theme.BODY if role == "body" else theme.SMALL)
    size = fit_size(assets, words, size, width, floor)
    shown = cut(assets, words, size, width)
    box = pygame.Rect(0, 0, width, 0)
    setattr(box, *next(iter(anchor.items())))  # the line's room, anchored as the line is
    return assets.write(
        surface,
        shown,
        size,
        colour,
        role,
        False,
        255,
        box=box,
        is_cut=shown != words,
        may_cut=may_cut,
        **anchor,
    )


def paragraph(
    surface: pygame.Surface,
    assets: Assets,
    words: str,
    size: int,
    colour: tuple[int, int, int],
    rect: pygame.Rect,
    centred: bool = False,
    spacing: int = 2,
    role: str = "body",
    may_cut: bool = False,
) -> int:
    """Draw wrapped text inside ``rect``; a line that would cross its bottom ends the
    paragraph with "…" (for the text audit, words that did not fit, unless ``may_cut``).
    Returns the y after it. With a larger text size, the largest size (down to the one it
    has at 100 %) at which the whole paragraph fits ``rect``."""
    size = paragraph_size(assets, words, size, rect, spacing)
    font = assets.font(size)
    y = rect.y
    lines = wrap(font, words, rect.width)
    step = font.get_height() + assets.px(spacing)
    tall = inked_height(font) - 2  # a line's drawn height, less the audit's slack
    for i, line in enumerate(lines):
        if y + max(font.get_height(), tall) > rect.bottom:
            break
        is_last_room = y + step + max(font.get_height(), tall) > rect.bottom
        is_last_room = is_last_room and i < len(lines) - 1
        if is_last_room:
            line = cut(assets, line + ELLIPSIS, size, rect.width)
        image_w = font.size(line)[0]
        x = rect.centerx - image_w // 2 if centred else rect.x
        box = pygame.Rect(rect.x, y, rect.width, 0)  # the line's room: its width
        assets.write(
            surface,
            line,
            size,
            colour,
            role,
            box=box,
            is_cut=is_last_room,
            may_cut=may_cut,
            topleft=(x, y),
        )
        y += step
    return y


def balanced(assets: Assets, words: str, size: int, width: int) -> str:
    """``words`` broken for lines of ``width`` window pixels the way a person would: at
    a colon or a "·" when the two parts fit a line each, else into lines of even length
    (no word left alone on the last line)."""
    font = assets.font(size)
    count = len(wrap(font, words, width))
    if count < 2:
        return words
    for mark in (": ", " · "):
        head, found, rest = words.partition(mark)
        if found and count == 2:
            head += found.rstrip()
            if font.size(head)[0] <= width and font.size(rest)[0] <= width:
                return f"{head}\n{rest}"
    low, high = 1, width
    while low < high:  # the narrowest width that still needs no more lines
        middle = (low + high) // 2
        if (
            len(wrap(font, words, middle)) <= count
            and font.size(max(words.split(), key=len))[0] <= middle
        ):
            high = middle
        else:
            low = middle + 1
    return "\n".join(wrap(font, words, high))


def inked_height(font: pygame.font.Font) -> int:
    """How tall a line of ``font`` is drawn (its picture is a little taller than the font's
    height: the line's own gap)."""
    return max(font.get_height(), font.get_linesize())


LINE = 1.15  # a line's drawn height per pixel of font size, about
_ROOMS: dict[tuple[object, ...], float] = {}  # fit_room's findings, the latest kept
ROOMS_KEPT = 256


def fit_room(
    assets: Assets, key: tuple[object, ...], draw: Callable[[pygame.Surface], None]
) -> float:
    """The largest text scale, from the players' down to 1 in steps of 5 %, at which
    ``draw`` (a whole panel drawn at its place in the window) lets no words stick out nor
    be cut short, and shortens no more of the words it may shorten (small card faces) nor
    draws more words over each other than at 100 %: tried on a scratch surface once for
    each ``key`` (what the panel shows and where), window, text size and language. For
    ``Assets.text_room``, around the panel's real drawing: a column of paragraphs in a box
    of fixed height then grows all alike, as far as the box allows."""
    from game import i18n

    most = assets.text_grow
    if most <= 1.0:
        return 1.0
    found = (*key, assets.screen, most, i18n.language())
    if found in _ROOMS:
        return _ROOMS[found]
    records = assets.records

    def shortfall(scale: float) -> tuple[int, int, int]:
        """The words cut short or sticking out where they must not, those shortened where
        they may, and the pairs of words drawn over each other."""
        assets.records = []
        with assets.text_room(scale):
            draw(assets.scratch(assets.screen.size))
        drawn = assets.records
        wrong = sum(1 for r in drawn if (r.is_cut and not r.may_cut) or r.overflows)
        return wrong, sum(1 for r in drawn if r.is_cut and r.may_cut), crowding(drawn)

    try:
        _, plain, apart = shortfall(1.0)
        scale = most
        while scale > 1.0:
            wrong, shortened, crowded = shortfall(scale)
            if wrong == 0 and shortened <= plain and crowded <= apart:
                break
            scale = max(1.0, round(scale - 0.05, 2))
    finally:
        assets.records = records
    if len(_ROOMS) >= ROOMS_KEPT:
        del _ROOMS[next(iter(_ROOMS))]
    _ROOMS[found] = scale
    return scale


def crowding(drawn: list[Lettering]) -> int:
    """How many pairs of different words are drawn over each other on one surface (by more
    than a fifth of the smaller, 4 pixels deep at least: the text audit's measure)."""
    count = 0
    for i, a in enumerate(drawn):
        for b in drawn[i + 1 :]:
            if a.words == b.words or a.surface != b.surface or not a.rect.colliderect(b.rect):
                continue
            both = a.rect.clip(b.rect)
            least = min(a.rect.width * a.rect.height, b.rect.width * b.rect.height)
            count += min(both.width, both.height) >= 4 and both.width * both.height * 5 > least
    return count


def draw_fitted(
    surface: pygame.Surface,
    assets: Assets,
    key: tuple[object, ...],
    draw: Callable[[pygame.Surface], None],
) -> None:
    """``draw`` on ``surface`` with its words as large as ``fit_room`` finds they fit."""
    with assets.text_room(fit_room(assets, key, draw)):
        draw(surface)


def room_scale(assets: Assets, height: float, sizes: tuple[float, ...]) -> float:
    """The largest text scale (1 at least) at which lines of these design ``sizes`` stack
    in ``height`` window pixels: for ``Assets.text_room`` in a place of fixed height."""
    grow = assets.text_scale / assets.text_grow  # the TV safe area's own, if on
    return max(1.0, height / (sum(sizes) * LINE * assets.scale * grow))


def least_size(assets: Assets, size: int) -> int:
    """The smallest design size words of ``size`` may shrink to, to fit, with the players'
    text size: the one as large on screen as ``size`` at 100 % on the whole window."""
    return max(1, math.ceil(size / assets.text_grow - 1e-9))


def paragraph_size(
    assets: Assets, words: str, size: int, rect: pygame.Rect, spacing: int = 2
) -> int:
    """The largest size, from ``size`` down to its 100 % size, at which ``words`` wrapped
    to ``rect`` fit its height (the smallest of them if none does)."""
    lowest = least_size(assets, size)
    while size > lowest:
        font = assets.font(size)
        lines = len(wrap(font, words, rect.width))
        step = font.get_height() + assets.px(spacing)
        tall = (lines - 1) * step + inked_height(font) - 2
        if tall <= rect.height:
            break
        size -= 1
    return size


def paragraph_height(assets: Assets, words: str, size: int, width: int, spacing: int = 2) -> int:
    """How tall ``paragraph`` would draw ``words`` in ``width`` window pixels."""
    font = assets.font(size)
    lines = len(wrap(font, words, width))
    return lines * (font.get_height() + assets.px(spacing))


def fit_size(assets: Assets, words: str, size: int, width: int, smallest: int = theme.SMALL) -> int:
    """The largest font size not above ``size`` (nor below ``smallest``) at which ``words``
    fits in ``width`` window pixels."""
    looks = (assets.scale, assets.text_scale)
    return _fit_size(assets.font, looks, words, size, width, smallest)


@lru_cache(maxsize=4096)  # a new deal fits a dozen card texts, trying a size at a time
def _fit_size(
    font: Callable[[int], pygame.font.Font],
    looks: tuple[float, float],  # the fonts ``font`` gives for a size change with them
    words: str,
    size: int,
    width: int,
    smallest: int,
) -> int:
    while size > smallest and font(size).size(words)[0] > width:
        size -= 1
    return size


def cut(assets: Assets, words: str, size: int, width: int) -> str:
    """``words`` shortened to end in "…" when they are wider than ``width``."""
    font = assets.font(size)
    if font.size(words)[0] <= width:
        return words
    words = words.rstrip(ELLIPSIS + " ")
    while words and font.size(words + ELLIPSIS)[0] > width:
        words = words[:-1]
    return words.rstrip() + ELLIPSIS
