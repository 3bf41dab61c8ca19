"""Pads' buttons and the seats' devices, drawn by us: the A/B/X/Y, Start and Back glyphs,
words with glyphs in them ("press (A) to join", in any language), and the small badges a
seat shows for the device that plays it (a pad, the mouse, the bot).

A glyph goes into words as a placeholder's value (the message "Press {a} to join", its
``a`` given ``glyph("a")``), so every language keeps it where its sentence needs it;
``glyph_words`` draws the words and the glyphs in one line.
"""

from __future__ import annotations

import re

import pygame

from game.assets import Assets
from game.palette import legible
from game.ui import theme

Colour = tuple[int, int, int]

# The colours pads print their face buttons in, by position (SDL's Xbox names).
FACE_COLOURS: dict[str, Colour] = {
    "a": (84, 176, 74),
    "b": (220, 74, 62),
    "x": (60, 126, 220),
    "y": (236, 186, 48),
}
MIDDLE = ("start", "back")
GLYPHS = (*FACE_COLOURS, *MIDDLE)
OPEN, CLOSE = "\ue000", "\ue001"  # private-use marks around a glyph's name in words
MARKED = re.compile(f"{OPEN}([a-z]+){CLOSE}")
DARK = (14, 16, 24)


def glyph(name: str) -> str:
    """A glyph as words carry it, for ``glyph_words`` to draw."""
    if name not in GLYPHS:
        raise ValueError(f"no glyph named {name!r}: one of {', '.join(GLYPHS)}")
    return f"{OPEN}{name}{CLOSE}"


def glyph_width(assets: Assets, name: str, height: int) -> int:
    return round(height * 1.7) if name in MIDDLE else height


def draw_glyph(
    surface: pygame.Surface, assets: Assets, name: str, center: tuple[int, int], height: int
) -> pygame.Rect:
    """One button's glyph, ``height`` window pixels tall: a coloured disc with its letter
    for the face buttons, a pill with three lines (Start) or two squares (Back)."""
    rect = pygame.Rect(0, 0, glyph_width(assets, name, height), height)
    rect.center = center
    line = max(1, height // 14)
    if name in FACE_COLOURS:
        fill, ink = legible(FACE_COLOURS[name], 4.5)
        pygame.draw.circle(surface, DARK, rect.center, height // 2)
        pygame.draw.circle(surface, fill, rect.center, height // 2 - line)
        size = max(theme.SMALL, round(height * 0.62 / max(assets.scale, 0.01)))
        assets.write(surface, name.upper(), size, ink, center=(rect.centerx, rect.centery + 1))
        return rect
    pygame.draw.rect(surface, DARK, rect, border_radius=height // 2)
    inner = rect.inflate(-2 * line, -2 * line)
    pygame.draw.rect(surface, (214, 218, 230), inner, border_radius=inner.height // 2)
    mark = max(2, height // 9)
    if name == "start":
        width = round(height * 0.55)
        for dy in (-1, 0, 1):
            bar = pygame.Rect(0, 0, width, mark)
            bar.center = (rect.centerx, rect.centery + dy * round(height * 0.2))
            pygame.draw.rect(surface, DARK, bar)
    else:
        side = round(height * 0.34)
        for dx, dy in ((-1, -1), (1, 1)):
            box = pygame.Rect(0, 0, side, side)
            box.center = (rect.centerx + dx * side // 3, rect.centery + dy * side // 4)
            pygame.draw.rect(surface, (214, 218, 230), box)
            pygame.draw.rect(surface, DARK, box, mark)
    return rect


def pieces(words: str) -> list[tuple[bool, str]]:
    """``words`` cut into text and glyphs: ``(is_glyph, text or glyph name)``."""
    found, at = [], 0
    for match in MARKED.finditer(words):
        if match.start() > at:
            found.append((False, words[at : match.start()]))
        found.append((True, match.group(1)))
        at = match.end()
    if at < len(words):
        found.append((False, words[at:]))
    return found


def words_size(assets: Assets, words: str, size: int) -> tuple[int, int]:
    """How wide and tall ``glyph_words`` draws ``words`` at ``size``."""
    font = assets.font(size)
    height = round(font.get_height() * 1.15)
    gap = assets.px(4)
    width = sum(
        glyph_width(assets, part, height) + 2 * gap if is_glyph else font.size(part)[0]
        for is_glyph, part in pieces(words)
    )
    return width, height


def glyph_lines(assets: Assets, words: str, size: int, width: int) -> list[str]:
    """``words`` (glyphs and all) broken at spaces into lines ``glyph_words`` draws no
    wider than ``width`` (a single word wider than that keeps a line of its own)."""
    lines: list[str] = []
    for word in words.split(" "):
        if lines and words_size(assets, f"{lines[-1]} {word}", size)[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def glyph_words(
    surface: pygame.Surface,
    assets: Assets,
    words: str,
    size: int,
    colour: Colour,
    **anchor: tuple[int, int] | int,
) -> pygame.Rect:
    """One line of words with glyphs in it, placed by a pygame.Rect keyword (``center=``)."""
    width, height = words_size(assets, words, size)
    line = pygame.Rect(0, 0, width, height)
    setattr(line, *next(iter(anchor.items())))
    x, gap = line.x, assets.px(4)
    for is_glyph, part in pieces(words):
        if is_glyph:
            w = glyph_width(assets, part, height)
            draw_glyph(surface, assets, part, (x + gap + w // 2, line.centery), height)
            x += w + 2 * gap
        else:
            shown = assets.write(surface, part, size, colour, midleft=(x, line.centery))
            x = shown.right
    return line


def badge(surface: pygame.Surface, kind: str, rect: pygame.Rect, colour: Colour) -> None:
    """A seat's device, in ``colour`` on a dark tile: ``pad``, ``mouse``, ``bot`` or
    ``remote`` (played from another home: the waves of a wireless link)."""
    pygame.draw.rect(surface, DARK, rect, border_radius=max(3, rect.height // 5))
    unit = rect.height / 10
    cx, cy = rect.center

    def box(x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(
            round(cx + x * unit), round(cy + y * unit), round(w * unit), round(h * unit)
        )

    if kind == "pad":
        body = box(-4.2, -2.4, 8.4, 4.4)
        pygame.draw.rect(surface, colour, body, border_radius=round(2 * unit))
        for side in (-1, 1):  # the grips
            pygame.draw.circle(
                surface,
                colour,
                (round(cx + side * 3 * unit), round(cy + 2 * unit)),
                round(1.6 * unit),
            )
        pygame.draw.rect(surface, DARK, box(-3.2, -0.6, 2.2, 0.7))  # the d-pad
        pygame.draw.rect(surface, DARK, box(-2.45, -1.35, 0.7, 2.2))
        for dx, dy in ((2.2, -0.9), (2.9, -0.2), (1.5, -0.2), (2.2, 0.5)):
            pygame.draw.circle(
                surface,
                DARK,
                (round(cx + dx * unit), round(cy + dy * unit)),
                max(1, round(0.4 * unit)),
            )
    elif kind == "mouse":
        body = box(-2.3, -3.6, 4.6, 7.2)
        pygame.draw.rect(surface, colour, body, border_radius=round(2.3 * unit))
        pygame.draw.line(
            surface, DARK, (cx, body.top), (cx, round(cy - 0.8 * unit)), max(1, round(0.4 * unit))
        )
        pygame.draw.line(
            surface,
            DARK,
            (body.left, round(cy - 0.8 * unit)),
            (body.right, round(cy - 0.8 * unit)),
            max(1, round(0.4 * unit)),
        )
    elif kind == "remote":
        width = max(1, round(0.7 * unit))
        base = (cx, round(cy + 3 * unit))
        pygame.draw.circle(surface, colour, base, max(1, round(0.9 * unit)))
        for r in (2.6, 4.4, 6.2):
            arc = pygame.Rect(0, 0, round(2 * r * unit), round(2 * r * unit))
            arc.center = base
            pygame.draw.arc(surface, colour, arc, 0.8, 2.35, width)
    else:  # the bot: a square head, an antenna, two eyes
        head = box(-3, -2, 6, 5)
        pygame.draw.rect(surface, colour, head, border_radius=round(unit))
        pygame.draw.line(
            surface, colour, (cx, head.top), (cx, round(cy - 3.4 * unit)), max(1, round(0.5 * unit))
        )
        pygame.draw.circle(surface, colour, (cx, round(cy - 3.6 * unit)), max(1, round(0.7 * unit)))
        for side in (-1, 1):
            pygame.draw.circle(
                surface,
                DARK,
                (round(cx + side * 1.3 * unit), round(cy - 0.2 * unit)),
                max(1, round(0.8 * unit)),
            )
        pygame.draw.rect(surface, DARK, box(-1.6, 1.3, 3.2, 0.7))
