"""Command Card faces drawn from card data, at any size the layout gives them.

A small face (slots, hands) shows the element, the kind, the title and the Power lit; a
mini face (folded seats) the element and Power, and the title when it fits; the draft face
the text at the Power the card would have; the large face (hovering) every Power's text.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

import pygame

from game import names as said
from game.assets import Assets
from game.i18n import tr
from game.palette import CREAM, ELEMENT_COLOURS, INK, legible, shade
from game.rules import Command, Element
from game.ui import theme
from game.ui.text import ELLIPSIS, cut, fit_room, fitted, paragraph
from game.wording import wrap

BIG = 300  # design pixels: cards at least this wide show every Power's text
TITLE_SIZE = 28  # a dealt card's title, when it fits
SUBDUED = (88, 82, 78)  # words on the card's cream body that matter less (still 4.5:1)


@dataclass(frozen=True, slots=True)
class CardWords:
    """What a Command Card says (from the card data): a text for each Power, its scrap."""

    powers: tuple[str, ...]
    scrap: str

    def at(self, power: int) -> str:
        return tr(self.powers[max(1, min(len(self.powers), power)) - 1])


def draw_symbol(
    surface: pygame.Surface, element: Element, centre: tuple[int, int], size: int
) -> None:
    """The element's badge: a coloured disc with a flame, bolt, gear or chip on it."""
    cx, cy = centre
    r = size / 2
    pygame.draw.circle(surface, shade(ELEMENT_COLOURS[element], 0.75), centre, r)
    pygame.draw.circle(surface, INK, centre, r, max(1, size // 14))
    s = r * 0.62

    def pts(shape: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(cx + x * s, cy + y * s) for x, y in shape]

    if element is Element.FIRE:
        flame = [(0, -1), (0.5, -0.1), (0.62, 0.4), (0.3, 0.9), (-0.3, 0.9), (-0.62, 0.4)]
        pygame.draw.polygon(surface, CREAM, pts([*flame, (-0.4, -0.15), (-0.15, 0.15)]))
    elif element is Element.ELECTRIC:
        bolt = [(0.25, -1), (-0.55, 0.15), (-0.05, 0.15), (-0.3, 1), (0.6, -0.2), (0.08, -0.2)]
        pygame.draw.polygon(surface, CREAM, pts([*bolt, (0.45, -1)]))
    elif element is Element.METAL:
        gear = [
            (
                math.cos(math.tau * i / 16) * (1 if i % 2 else 0.7),
                math.sin(math.tau * i / 16) * (1 if i % 2 else 0.7),
            )
            for i in range(16)
        ]
        pygame.draw.polygon(surface, CREAM, pts(gear))
        pygame.draw.circle(surface, shade(ELEMENT_COLOURS[element], 0.75), centre, s * 0.3)
    else:
        chip = pygame.Rect(0, 0, s * 1.2, s * 1.2)
        chip.center = centre
        line = max(1, size // 14)
        for i in (-1, 0, 1):
            off = i * s * 0.4
            pygame.draw.line(surface, CREAM, (cx + off, cy - s), (cx + off, cy + s), line)
            pygame.draw.line(surface, CREAM, (cx - s, cy + off), (cx + s, cy + off), line)
        pygame.draw.rect(surface, CREAM, chip, border_radius=max(1, size // 12))


def draw_power_pips(
    surface: pygame.Surface, rect: pygame.Rect, power: int, colour: tuple[int, int, int]
) -> None:
    """Three dots left to right in ``rect``, the first ``power`` lit."""
    r = max(3, rect.height // 2 - 1)
    step = 2 * r + max(2, r // 2)
    for i in range(3):
        centre = (rect.x + r + i * step, rect.centery)
        pygame.draw.circle(surface, colour if i < power else (210, 204, 190), centre, r)
        pygame.draw.circle(surface, INK, centre, r, 1)


def draw_command(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    command: Command,
    power: int | None = None,
    mark: pygame.Surface | None = None,
    words: CardWords | None = None,
    alpha: int = 255,
    short: str = "",
) -> None:
    """A Command Card face; ``power`` (the stack's Power) lights that line and the pips;
    ``mark`` is the holder's emblem, drawn in a corner of cards in a hand; a face big
    enough for text shows ``words``; a face too small for its title names the card by its
    ``short`` name. Each face is drawn once and kept (``Assets.stamp``)."""
    names = name_forms(said.command(command), short)

    def face(layer: pygame.Surface, at: pygame.Rect) -> None:
        if at.width >= assets.px(BIG):
            _big(layer, assets, at, command, power, words)
        elif at.height < assets.px(96):
            draw_chip(layer, assets, at, command, power, names)
        else:
            _small(layer, assets, at, command, power, names)

    def draw(layer: pygame.Surface, at: pygame.Rect) -> None:
        key = ("command face", command, power, words, names, at.size)
        room = fit_room(assets, key, lambda scratch: face(scratch, at))
        with assets.text_room(room):
            face(layer, at)

    assets.stamp(surface, rect, _face_key(command, power, words, short), draw, alpha)
    if mark is not None:
        surface.blit(mark, mark.get_rect(bottomright=(rect.right - 3, rect.bottom - 3)))


def paint_big(
    assets: Assets,
    rect: pygame.Rect,
    command: Command,
    power: int | None,
    words: CardWords | None,
    budget: float,
) -> bool:
    """Paint the big face ``draw_command`` shows at ``rect`` (one at least ``BIG`` wide)
    a part a frame, its heading and each Power's words (``Assets.paint_stamp``: at 4K the
    words of a new face take milliseconds to render). True once it is ready to show."""
    names = name_forms(said.command(command), "")

    def steps(layer: pygame.Surface, at: pygame.Rect) -> Iterator[None]:
        key = ("command face", command, power, words, names, at.size)
        room = fit_room(
            assets, key, lambda scratch: _big(scratch, assets, at, command, power, words)
        )
        yield
        painting = _big_steps(layer, assets, at, command, power, words)
        while True:
            with assets.text_room(room):  # never across frames: other panels draw between
                if next(painting, None) is None:
                    return
            yield

    key = _face_key(command, power, words, "")
    return assets.paint_stamp(rect.size, key, steps, budget)


def _face_key(
    command: Command, power: int | None, words: CardWords | None, short: str
) -> tuple[object, ...]:
    return ("command", command, power, words, name_forms(said.command(command), short))


def has_face(
    assets: Assets,
    size: tuple[int, int],
    command: Command,
    power: int | None = None,
    words: CardWords | None = None,
    short: str = "",
) -> bool:
    """Whether ``draw_command`` with these would blit a face already drawn (not draw it)."""
    return assets.has_stamp(_face_key(command, power, words, short), size)


def draw_ghost(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    command: Command,
    power: int | None,
    words: CardWords | None = None,
    short: str = "",
) -> None:
    """A see-through card, for previews of what a drop would make."""
    draw_command(surface, assets, rect, command, power, words=words, alpha=185, short=short)


def frame(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    band: int,
) -> None:
    """A card's cream body with its element's band across the top (a shade darker where
    words on it would not read)."""
    radius = max(4, rect.width // 12)
    pygame.draw.rect(surface, theme.CARD_BODY, rect, border_radius=radius)
    top = pygame.Rect(rect.x, rect.y, rect.width, band)
    fill = legible(colour)[0]
    pygame.draw.rect(
        surface, fill, top, border_top_left_radius=radius, border_top_right_radius=radius
    )
    edge = max(2, assets.px(3))
    pygame.draw.rect(surface, shade(colour, 0.6), rect, edge, border_radius=radius)


def _band_words(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, band: int, command: Command
) -> None:
    """The symbol on the band's left and the kind on its right; on a narrow face the symbol
    gives up some size so the kind still fits (ATTACK, the longest), and only where it
    cannot, the kind is left out."""
    px = assets.px
    kind = said.kind(command.kind).upper()
    # The left edge, the gap between symbol and kind and the right edge: 4 + 4 + 4.
    beside = rect.width - px(12) - assets.font(theme.SMALL).size(kind)[0]
    has_kind = beside >= px(10)
    badge = band - px(6)
    if has_kind:
        badge = min(badge, beside)
    draw_symbol(surface, command.element, (rect.x + px(4) + badge // 2, rect.y + band // 2), badge)
    if has_kind:
        where = (rect.right - px(4), rect.y + band // 2 + 1)
        ink = legible(ELEMENT_COLOURS[command.element])[1]
        assets.write(surface, kind, theme.SMALL, ink, midright=where)


def name_forms(title: str, short: str) -> tuple[str, ...]:
    """The names a card may go by on a small face: its title, else its short name."""
    return (title, short) if short and short != title else (title,)


def whole_lines(
    assets: Assets, names: tuple[str, ...], sizes: tuple[int, ...], width: int, height: int
) -> tuple[int, list[str], bool]:
    """The first of ``names`` that fits ``width`` × ``height`` in whole words (the sizes
    tried largest first), else the last one hyphenated where it must be: its size and
    lines; else the last name cut short to one line (and True: cut)."""
    for may_break in (False, True):
        for name in names if not may_break else names[-1:]:
            for size in sizes:
                font = assets.font(size)
                lines = wrap(font, name, width)
                is_whole = may_break or " ".join(lines) == name
                fits = all(font.size(line)[0] <= width for line in lines)
                tall = (len(lines) - 1) * font.get_linesize() + font.get_height()
                if is_whole and fits and tall <= max(height, 1):
                    return size, lines, False
    size = sizes[-1]
    shown = cut(assets, names[-1], size, width)
    return size, [shown], shown != names[-1]


def _small(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    command: Command,
    power: int | None,
    names: tuple[str, ...],
) -> None:
    px = assets.px
    colour = ELEMENT_COLOURS[command.element]
    band = max(px(30), rect.height // 5)
    frame(surface, assets, rect, colour, band)
    _band_words(surface, assets, rect, band, command)
    sizes = (theme.BODY, theme.SMALL) if rect.width >= px(140) else (theme.SMALL,)
    width = rect.width - px(10)
    pips_h = px(14) if power else 0
    room = rect.height - band - pips_h - px(6)
    size, lines, is_cut = whole_lines(assets, names, sizes, width, room)
    font = assets.font(size)
    height = len(lines) * font.get_linesize()
    y = rect.y + band + (rect.height - band - pips_h - height) // 2
    for line in lines:
        where = (rect.centerx, y)
        assets.write(surface, line, size, INK, is_cut=is_cut, may_cut=True, midtop=where)
        y += font.get_linesize()
    if power:
        pips = pygame.Rect(0, 0, px(42), px(12))
        pips.midbottom = (rect.centerx, rect.bottom - px(6))
        draw_power_pips(surface, pips, power, colour)


def draw_chip(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    command: Command,
    power: int | None,
    names: tuple[str, ...],
) -> None:
    """A chip in a folded seat: the element's stripe with the Power in it, and the card's
    name whole (its short name when the title does not fit); the element's symbol and the
    Power's pips instead where the chip is tall enough for them above the name."""
    px = assets.px
    colour = ELEMENT_COLOURS[command.element]
    fill, ink = legible(colour)
    radius = px(6)
    pygame.draw.rect(surface, theme.CARD_BODY, rect, border_radius=radius)
    digit = assets.font(theme.SMALL).size("3")[0]
    stripe = pygame.Rect(rect.x, rect.y, digit + px(10) if power else px(12), rect.height)
    pygame.draw.rect(
        surface, fill, stripe, border_top_left_radius=radius, border_bottom_left_radius=radius
    )
    pygame.draw.rect(surface, shade(colour, 0.6), rect, max(2, px(2)), border_radius=radius)
    left, right = stripe.right + px(4), rect.right - px(4)
    width = right - left
    line = assets.font(theme.SMALL).get_linesize()
    badge = min(px(26), rect.height // 2)
    _, lines, is_cut = whole_lines(assets, names, (theme.SMALL,), width, rect.height - px(2))
    has_badge = rect.height - len(lines) * line >= badge + px(12)
    top = rect.y
    if has_badge:
        centre = (left + badge // 2, rect.y + px(5) + badge // 2)
        draw_symbol(surface, command.element, centre, badge)
        if power:
            pips = pygame.Rect(0, 0, px(34), px(10))
            pips.midleft = (centre[0] + badge // 2 + px(6), centre[1])
            draw_power_pips(surface, pips, power, colour)
        top = rect.y + badge + px(6)
    elif power:
        assets.write(surface, str(power), theme.SMALL, ink, center=stripe.center)
    y = top + (rect.bottom - top - len(lines) * line) // 2
    for text in lines:
        assets.write(
            surface,
            text,
            theme.SMALL,
            INK,
            is_cut=is_cut,
            may_cut=True,
            midtop=((left + right) // 2, y),
        )
        y += line


def draw_draft(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    command: Command,
    power: int,
    note: str,
    words: CardWords | None = None,
) -> None:
    """A dealt card: its title, and what it does at the ``power`` it would have for the
    seat picking (``note`` says which stack it would join)."""

    def draw(layer: pygame.Surface, at: pygame.Rect) -> None:
        key = ("draft face", command, power, note, words, at.size)
        room = fit_room(
            assets, key, lambda scratch: _draft(scratch, assets, at, command, power, note, words)
        )
        with assets.text_room(room):
            _draft(layer, assets, at, command, power, note, words)

    assets.stamp(surface, rect, ("draft", command, power, note, words), draw)


def has_draft_face(
    assets: Assets,
    size: tuple[int, int],
    command: Command,
    power: int,
    note: str,
    words: CardWords | None = None,
) -> bool:
    """Whether ``draw_draft`` with these would blit a face already drawn (not draw it)."""
    return assets.has_stamp(("draft", command, power, note, words), size)


def _draft(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    command: Command,
    power: int,
    note: str,
    words: CardWords | None,
) -> None:
    px = assets.px
    colour = ELEMENT_COLOURS[command.element]
    band = max(px(44), 2 * assets.font(theme.SMALL).get_linesize() + px(2))  # two lines
    title_room = (rect.width - px(12), band - px(1))
    size, lines = _title_lines(assets, said.command(command), TITLE_SIZE, title_room)
    line_h = assets.font(size).get_linesize()
    frame(surface, assets, rect, colour, band)
    y = rect.y + (band - len(lines) * line_h) // 2 + 1
    ink = legible(colour)[1]
    for line in lines:
        where = (rect.centerx, y)
        shown = cut(assets, line, size, title_room[0])
        assets.write(surface, shown, size, ink, box=rect, is_cut=shown != line, midtop=where)
        y += line_h
    strip = pygame.Rect(rect.x + px(8), rect.y + band + px(4), rect.width - px(16), px(30))
    pygame.draw.rect(surface, shade(colour, 1.55), strip, border_radius=px(8))
    badge = strip.height - px(4)
    draw_symbol(surface, command.element, (strip.x + px(3) + badge // 2, strip.centery), badge)
    words_x = strip.x + badge + px(8)
    room = strip.right - px(4) - words_x
    sub = tr("{kind} · Power {power}", kind=said.kind(command.kind), power=power)
    if assets.font(theme.SMALL).size(sub)[0] > room:  # the Power matters most to the picker
        sub = tr("Power {power}", power=power)
    fitted(
        surface, assets, sub, theme.SMALL, INK, room, may_cut=True, midleft=(words_x, strip.centery)
    )
    note_h = assets.font(theme.SMALL).get_linesize() + px(6)
    body = pygame.Rect(rect.x + px(10), strip.bottom + px(6), rect.width - px(20), 0)
    body.height = rect.bottom - note_h - px(4) - body.y
    said_ = words.at(power) if words else ""
    paragraph(surface, assets, said_, theme.BODY, INK, body, may_cut=True)
    if note:
        where = (rect.centerx, rect.bottom - px(6))
        width = rect.width - px(16)
        fitted(surface, assets, note, theme.SMALL, SUBDUED, width, may_cut=True, midbottom=where)


def _title_lines(
    assets: Assets, title: str, size: int, room: tuple[int, int]
) -> tuple[int, list[str]]:
    """The largest size (down to the labels' floor) at which ``title`` fits ``room`` in one
    line, else in two of whole words; else in two at the floor, a long word hyphenated."""
    width, height = room
    for at in range(size, theme.SMALL - 1, -1):
        font = assets.font(at)
        lines = wrap(font, title, width)
        if any(font.size(line)[0] > width for line in lines):
            continue  # a short word is never hyphenated
        is_whole = " ".join(lines) == title and 2 * font.get_linesize() <= height
        if len(lines) == 1 or (len(lines) == 2 and is_whole):
            return at, lines
    lines = wrap(assets.font(theme.SMALL), title, width)
    if len(lines) > 2:  # a card too narrow for any title: the rest of it cut short
        lines = [lines[0], " ".join(lines[1:]).replace("- ", "") + ELLIPSIS]
    return theme.SMALL, lines


def _big(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    command: Command,
    power: int | None,
    words: CardWords | None,
) -> None:
    for _ in _big_steps(surface, assets, rect, command, power, words):
        pass


def _big_steps(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    command: Command,
    power: int | None,
    words: CardWords | None,
) -> Iterator[bool]:
    """A big face drawn in parts, a pause (a ``True``) after each: its heading, each
    Power's line, the scrap line."""
    px = assets.px
    colour = ELEMENT_COLOURS[command.element]
    band = px(60)
    frame(surface, assets, rect, colour, band)
    draw_symbol(surface, command.element, (rect.x + px(34), rect.y + band // 2), px(48))
    title_at = (rect.x + px(64), rect.y + band // 2 + 1)
    fitted(
        surface,
        assets,
        said.command(command),
        theme.HEADING,
        legible(colour)[1],
        rect.width - px(72),
        midleft=title_at,
    )
    sub = f"{said.element(command.element)} · {said.kind(command.kind)}"
    assets.write(surface, sub, theme.SMALL, SUBDUED, midtop=(rect.centerx, rect.y + band + px(6)))
    scrap_h = px(64)
    row_top = rect.y + band + px(36)
    row_h = (rect.bottom - scrap_h - row_top) // 3
    for p in (1, 2, 3):
        yield True
        row = pygame.Rect(
            rect.x + px(8), row_top + (p - 1) * row_h, rect.width - px(16), row_h - px(4)
        )
        is_active = power == p
        if is_active:
            pygame.draw.rect(surface, shade(colour, 1.55), row, border_radius=px(8))
            pygame.draw.rect(surface, shade(colour, 0.6), row, px(3), border_radius=px(8))
        badge = (row.x + px(18), row.y + px(20))
        pygame.draw.circle(surface, colour if is_active else (200, 194, 182), badge, px(15))
        assets.write(surface, str(p), theme.BODY, INK, center=badge)
        text_rect = pygame.Rect(
            row.x + px(40), row.y + px(6), row.width - px(44), row.height - px(8)
        )
        ink = INK if is_active or power is None else SUBDUED
        paragraph(surface, assets, words.at(p) if words else "", theme.BODY, ink, text_rect)
    yield True
    scrap = pygame.Rect(
        rect.x + px(12), rect.bottom - scrap_h, rect.width - px(24), scrap_h - px(6)
    )
    if words:
        paragraph(surface, assets, tr(words.scrap), theme.BODY, SUBDUED, scrap, centred=True)
