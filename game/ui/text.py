"""Drawing words: wrapped paragraphs and anchored labels."""

from __future__ import annotations

import pygame

from game.assets import Assets


def wrap(font: pygame.font.Font, words: str, width: int) -> list[str]:
    """Split ``words`` into lines no wider than ``width`` pixels (long words stay whole)."""
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def label(
    surface: pygame.Surface,
    assets: Assets,
    words: str,
    size: int,
    colour: tuple[int, int, int],
    **anchor: tuple[int, int] | int,
) -> pygame.Rect:
    """Draw one line; ``anchor`` is a pygame.Rect keyword such as ``midleft=(x, y)``."""
    image = assets.text(words, size, colour)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


def paragraph(
    surface: pygame.Surface,
    assets: Assets,
    words: str,
    size: int,
    colour: tuple[int, int, int],
    rect: pygame.Rect,
    centred: bool = False,
    spacing: int = 2,
) -> int:
    """Draw wrapped text inside ``rect`` (clipped at its bottom); returns the y after it."""
    font = assets.font(size)
    y = rect.y
    for line in wrap(font, words, rect.width):
        if y + font.get_height() > rect.bottom:
            break
        image = assets.text(line, size, colour)
        x = rect.centerx - image.get_width() // 2 if centred else rect.x
        surface.blit(image, (x, y))
        y += font.get_height() + spacing
    return y


def fit_size(assets: Assets, words: str, size: int, width: int, smallest: int = 12) -> int:
    """The largest font size not above ``size`` at which ``words`` fits in ``width``."""
    while size > smallest and assets.font(size).size(words)[0] > width:
        size -= 1
    return size
