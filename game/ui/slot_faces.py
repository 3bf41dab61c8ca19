"""What else lies in a Command Line slot: a Damage Card, an installed Schematic, or nothing.

Damage Cards also have a large face with what they do, for hovering.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game import names as said
from game.assets import Assets
from game.i18n import N_, tr
from game.palette import CREAM, INK
from game.ui import theme
from game.ui.card_view import BIG, name_forms, whole_lines
from game.ui.text import fit_room, fitted, paragraph
from game.wording import wrap

EMPTY_INK = (150, 158, 182)
DAMAGE = N_("DAMAGE")  # the word across every Damage Card


def _stripes(surface: pygame.Surface, band: pygame.Rect, upright: bool = False) -> None:
    """Hazard stripes across ``band`` (down it, ``upright``)."""
    clip = surface.get_clip()
    surface.set_clip(band.clip(clip) if clip else band)
    pygame.draw.rect(surface, (240, 200, 60), band)
    if upright:
        step = max(8, band.width)
        for y in range(band.y - band.width, band.bottom, step * 2):
            pygame.draw.polygon(
                surface,
                INK,
                [
                    (band.x, y),
                    (band.right, y + band.width),
                    (band.right, y + band.width + step),
                    (band.x, y + step),
                ],
            )
        surface.set_clip(clip)
        return
    step = max(8, band.height)
    for x in range(band.x - band.height, band.right, step * 2):
        pygame.draw.polygon(
            surface,
            INK,
            [
                (x, band.bottom),
                (x + step // 2 + band.height, band.y),
                (x + step + band.height, band.y),
                (x + step // 2, band.bottom),
            ],
        )
    surface.set_clip(clip)


def draw_damage(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    title: str,
    kind: str,
    text: str = "",
    under: tuple[str, ...] = (),
    short: str = "",
) -> None:
    """A Damage Card face: hazard stripes, its title (its short name where the title does
    not fit), and on big cards what it does; a chip in a folded seat's row (drawn once and
    kept, ``Assets.stamp``)."""
    names = name_forms(title, short)

    def face(layer: pygame.Surface, at: pygame.Rect) -> None:
        if at.height < assets.px(CHIP_MOST):
            _chip(layer, assets, at, names, under)
        else:
            _damage(layer, assets, at, names, kind, text, under)

    def draw(layer: pygame.Surface, at: pygame.Rect) -> None:
        key = ("damage face", names, kind, text, under, at.size)
        with assets.text_room(fit_room(assets, key, lambda scratch: face(scratch, at))):
            face(layer, at)

    assets.stamp(surface, rect, ("damage", names, kind, text, under), draw)


def paint_damage(
    assets: Assets,
    rect: pygame.Rect,
    title: str,
    kind: str,
    text: str = "",
    under: tuple[str, ...] = (),
    budget: float = 0.0,
) -> bool:
    """Paint the face ``draw_damage`` shows at ``rect`` over live frames, its new memory in
    one and its drawing in the next when the first has no time left (``Assets.paint_stamp``:
    at 4K a big face is 2.7 MB, handed over page by page). True once it is ready to show."""
    names = name_forms(title, "")

    def steps(layer: pygame.Surface, at: pygame.Rect) -> Iterator[None]:
        key = ("damage face", names, kind, text, under, at.size)
        room = fit_room(
            assets, key, lambda scratch: _damage(scratch, assets, at, names, kind, text, under)
        )
        with assets.text_room(room):
            _damage(layer, assets, at, names, kind, text, under)
        yield from ()  # one step: the drawing (its memory came before)

    return assets.paint_stamp(rect.size, ("damage", names, kind, text, under), steps, budget)


CHIP_MOST = 96  # design pixels: a face lower than this is a chip in a folded seat's row


def draw_damage_chip(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, title: str, short: str
) -> None:
    """A Damage Card as a chip (System Damage in a row): hazard stripes and its name."""
    names = name_forms(title, short)

    def draw(layer: pygame.Surface, at: pygame.Rect) -> None:
        key = ("damage chip", names, at.size)
        room = fit_room(assets, key, lambda scratch: _chip(scratch, assets, at, names, ()))
        with assets.text_room(room):
            _chip(layer, assets, at, names, ())

    assets.stamp(surface, rect, ("damage chip", names), draw)


def _chip(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    names: tuple[str, ...],
    under: tuple[str, ...],
) -> None:
    px = assets.px
    radius = px(6)
    pygame.draw.rect(surface, theme.DAMAGE_BODY, rect, border_radius=radius)
    band = pygame.Rect(rect.x, rect.y, px(8), rect.height)
    _stripes(surface, band, upright=True)
    pygame.draw.rect(surface, theme.DAMAGE_EDGE, rect, max(2, px(2)), border_radius=radius)
    left, right = band.right + px(3), rect.right - px(3)
    font = assets.font(theme.SMALL)
    line = font.get_linesize()
    _, lines, is_cut = whole_lines(assets, names, (theme.SMALL,), right - left, rect.height)
    has_note = bool(under) and rect.height >= (len(lines) + 1) * line + px(4)
    y = rect.y + (rect.height - (len(lines) + has_note) * line) // 2
    centre = (left + right) // 2
    for text in lines:
        assets.write(
            surface, text, theme.SMALL, CREAM, is_cut=is_cut, may_cut=True, midtop=(centre, y)
        )
        y += line
    note = first_fitting(assets, under, right - left) if has_note else ""
    if note:
        assets.write(surface, note, theme.SMALL, theme.MUTED, midtop=(centre, y))


def first_fitting(assets: Assets, forms: tuple[str, ...], width: int) -> str:
    """The first of ``forms`` that fits ``width`` on one line, else nothing: a name is
    never cut short (hovering the card says what lies under it)."""
    font = assets.font(theme.SMALL)
    return next((form for form in forms if font.size(form)[0] <= width), "")


def _damage(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    names: tuple[str, ...],
    kind: str,
    text: str,
    under: tuple[str, ...],
) -> None:
    px = assets.px
    title = names[0]
    radius = max(4, rect.width // 12)
    pygame.draw.rect(surface, theme.DAMAGE_BODY, rect, border_radius=radius)
    band = pygame.Rect(rect.x, rect.y, rect.width, max(px(12), rect.height // 9))
    _stripes(surface, band)
    pygame.draw.rect(surface, theme.DAMAGE_EDGE, rect, max(2, px(3)), border_radius=radius)
    is_big = rect.width >= px(BIG)
    size = theme.HEADING if is_big else theme.SMALL
    width = rect.width - px(12)
    word = assets.write(
        surface,
        tr(DAMAGE),
        theme.SMALL,
        (255, 150, 130),
        midtop=(rect.centerx, band.bottom + px(2)),
    )
    note = first_fitting(assets, under, rect.width - px(12))
    strip_h = px(28) if note else 0
    body = pygame.Rect(
        rect.x + px(6), word.bottom + px(2), width, rect.bottom - strip_h - word.bottom - px(6)
    )
    font = assets.font(size)
    if is_big:
        lines, is_cut = wrap(font, title, width), False
    else:  # a slot's face: the title whole, else the short name
        _, lines, is_cut = whole_lines(assets, names, (size,), width, body.height)
    y = body.y
    for line in lines:
        where = (rect.centerx, y)
        assets.write(surface, line, size, CREAM, is_cut=is_cut, may_cut=True, midtop=where)
        y += font.get_linesize()
    if is_big:
        kind_at = (rect.centerx, y + px(4))
        shown = assets.write(
            surface, f"({said.damage_kind(kind)})", theme.SMALL, theme.MUTED, midtop=kind_at
        )
        box = pygame.Rect(
            body.x + px(4),
            shown.bottom + px(10),
            body.width - px(8),
            rect.bottom - shown.bottom - px(20),
        )
        paragraph(surface, assets, text, theme.BODY, CREAM, box)
    if note:
        strip = pygame.Rect(
            rect.x + px(3), rect.bottom - strip_h - px(3), rect.width - px(6), strip_h
        )
        pygame.draw.rect(surface, (30, 16, 18), strip, border_radius=px(4))
        assets.write(surface, note, theme.SMALL, theme.MUTED, center=strip.center)


def draw_empty_slot(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, is_lit: bool
) -> None:
    """A dashed outline where a card may go, lit while a dragged card may land there."""

    def draw(layer: pygame.Surface, at: pygame.Rect) -> None:
        _empty(layer, assets, at, is_lit)

    assets.stamp(surface, rect, ("empty slot", is_lit), draw)


def _empty(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, is_lit: bool) -> None:
    px = assets.px
    colour = theme.GLOW if is_lit else (70, 78, 100)
    pygame.draw.rect(surface, (32, 36, 50), rect, border_radius=max(4, rect.width // 12))
    dash, line, inset = px(8), max(2, px(2)), px(6)
    for x in range(rect.x + inset, rect.right - inset, dash * 2):
        end = min(x + dash, rect.right - inset)
        pygame.draw.line(surface, colour, (x, rect.y + 2), (end, rect.y + 2), line)
        pygame.draw.line(surface, colour, (x, rect.bottom - 3), (end, rect.bottom - 3), line)
    for y in range(rect.y + inset, rect.bottom - inset, dash * 2):
        end = min(y + dash, rect.bottom - inset)
        pygame.draw.line(surface, colour, (rect.x + 2, y), (rect.x + 2, end), line)
        pygame.draw.line(surface, colour, (rect.right - 3, y), (rect.right - 3, end), line)
    if rect.height >= assets.font(theme.SMALL).get_height() + px(8):
        assets.write(surface, tr("empty"), theme.SMALL, EMPTY_INK, center=rect.center)


def draw_schematic(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, title: str, kind: str
) -> None:
    """An installed Slot Schematic: a blueprint card that runs instead of Command Cards."""

    def draw(layer: pygame.Surface, at: pygame.Rect) -> None:
        key = ("schematic face", title, kind, at.size)
        room = fit_room(assets, key, lambda scratch: _schematic(scratch, assets, at, title, kind))
        with assets.text_room(room):
            _schematic(layer, assets, at, title, kind)

    assets.stamp(surface, rect, ("schematic", title, kind), draw)


def _schematic(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, title: str, kind: str
) -> None:
    px = assets.px
    radius = max(4, rect.width // 12)
    pygame.draw.rect(surface, (30, 66, 120), rect, border_radius=radius)
    step = max(8, rect.width // 6)
    for x in range(rect.x + step, rect.right, step):
        pygame.draw.line(surface, (52, 92, 150), (x, rect.y + 4), (x, rect.bottom - 4))
    for y in range(rect.y + step, rect.bottom, step):
        pygame.draw.line(surface, (52, 92, 150), (rect.x + 4, y), (rect.right - 4, y))
    colour = theme.SCHEMATIC_KINDS.get(kind, ("", (120, 180, 250)))[1]
    pygame.draw.rect(surface, colour, rect, max(2, px(3)), border_radius=radius)
    head = assets.write(
        surface, tr("SCHEMATIC"), theme.SMALL, CREAM, midtop=(rect.centerx, rect.y + px(6))
    )
    width = rect.width - px(10)
    font = assets.font(theme.SMALL)
    y = head.bottom + px(4)
    for line in wrap(font, title, width)[: max(1, (rect.bottom - y) // font.get_linesize())]:
        where = (rect.centerx, y)
        fitted(surface, assets, line, theme.SMALL, CREAM, width, may_cut=True, midtop=where)
        y += font.get_linesize()
