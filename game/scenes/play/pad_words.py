"""What to press, in pad buttons, for a seat that plays with a pad: the prompt, the coach
and the Hint say it with our A/B/X/Y glyphs (``game.ui.glyphs``) where a mouse player
reads "click" and "drag". The words are one line each, with the glyphs as placeholders,
so every language puts them where its sentence needs them."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

import pygame

from game.assets import Assets
from game.i18n import N_, tr
from game.input import Kind, devices
from game.scenes.play.model import Mode
from game.ui import theme
from game.ui.glyphs import glyph, glyph_lines, glyph_words, words_size
from game.ui.text import least_size
from game.ui.widgets import panel

if TYPE_CHECKING:
    from game.scenes.play.screen import TableView


class Doing(Enum):
    """What the pad's seat is about now."""

    DRAFT = "draft"
    PROGRAM = "program"
    ANSWER = "answer"
    READ = "read"
    CLOSE = "close"  # the round summary
    WATCH = "watch"


WORDS = {
    Doing.DRAFT: N_("{pick}: take the card your ring is on · {enlarge}: see it large"),
    Doing.PROGRAM: N_("{pick}: lift a card, then put it on a slot · {scrap}: scrap · {back}: undo"),
    Doing.ANSWER: N_("Move your ring to an answer, then {pick}"),
    Doing.READ: N_("{pick}: next"),
    Doing.CLOSE: N_("{pick}: close the summary"),
    Doing.WATCH: N_("{pick}: skip · {start}: menu"),
}
FACES = {Kind.PICK: "a", Kind.BACK: "b", Kind.SCRAP: "x", Kind.ENLARGE: "y"}


def has_pad(seat: int | None) -> bool:
    return seat is not None and devices().holder(seat) is not None


def doing(mode: Mode, has_summary: bool) -> Doing:
    if has_summary:
        return Doing.CLOSE
    return {
        Mode.DRAFTING: Doing.DRAFT,
        Mode.PROGRAMMING: Doing.PROGRAM,
        Mode.ANSWERING: Doing.ANSWER,
    }.get(mode, Doing.WATCH)


def face(kind: Kind) -> str:
    """The glyph of the face button that means ``kind`` now (the players may remap)."""
    button = devices().face_for(kind)
    return glyph(button.value if button is not None else FACES[kind])


def words(what: Doing) -> str:
    """The line saying what to press, in the language now."""
    return tr(
        WORDS[what],
        pick=face(Kind.PICK),
        back=face(Kind.BACK),
        scrap=face(Kind.SCRAP),
        enlarge=face(Kind.ENLARGE),
        start=glyph("start"),
    )


def fitting(assets: Assets, line: str, width: int, height: int) -> tuple[int, list[str]]:
    """The largest text size (body, else small, else small as large as at 100 %) at which
    ``line``, wrapped to ``width``, fits ``height``; and its lines."""
    least = least_size(assets, theme.SMALL)
    for size in dict.fromkeys((theme.BODY, theme.SMALL, (theme.SMALL + least) // 2, least)):
        lines = glyph_lines(assets, line, size, width)
        if len(lines) * words_size(assets, line, size)[1] <= height:
            return size, lines
    return least, glyph_lines(assets, line, least, width)


def draw_line(
    surface: pygame.Surface,
    assets: Assets,
    line: str,
    box: pygame.Rect,
    centred: bool = False,
) -> pygame.Rect:
    """The line from the top of ``box``, wrapped to its width (centred, or from its left),
    as large as fits its height; where it went."""
    size, lines = fitting(assets, line, box.width, box.height)
    drawn = pygame.Rect(box.topleft, (0, 0))
    y = box.top
    for part in lines:
        where = {"midtop": (box.centerx, y)} if centred else {"topleft": (box.x, y)}
        shown = glyph_words(surface, assets, part, size, theme.TEXT, **where)
        drawn.union_ip(shown)
        y = shown.bottom
    return drawn


def draw_strip(
    surface: pygame.Surface,
    assets: Assets,
    line: str,
    beside: pygame.Rect,
    area: pygame.Rect,
    colour: tuple[int, int, int] = theme.ACCENT,
) -> pygame.Rect:
    """The line on a strip of its own just under ``beside`` (over it if there is no room
    below), kept in ``area``."""
    px = assets.px
    room = min(area.width, max(beside.width, px(600))) - px(28)
    size, lines = fitting(assets, line, room, area.height)
    height = words_size(assets, line, size)[1]
    width = max(words_size(assets, part, size)[0] for part in lines)
    strip = pygame.Rect(0, 0, width + px(28), height * len(lines) + px(14))
    strip.midtop = (beside.centerx, beside.bottom + px(6))
    if strip.bottom > area.bottom:
        strip.midbottom = (beside.centerx, beside.top - px(6))
    strip.clamp_ip(area)
    panel(surface, strip, theme.PANEL_DARK, colour, 2, scale=assets.scale)
    inside = strip.inflate(-px(28), -px(14))
    draw_line(surface, assets, line, inside, centred=True)
    return strip


def prompt_line(scene: TableView) -> str | None:
    """What to press, when the seat to act plays with a pad (while programming, when any
    does; while watching, when any pad holds a seat)."""
    mode, game, people = scene.mode, scene.game, range(len(scene.game.mechs))
    if mode is Mode.DRAFTING and game.draft.pick_order:
        seats: tuple[int, ...] = game.draft.pick_order[:1]
    elif mode is Mode.ANSWERING and game.pending is not None:
        seats = (game.pending.seat,)
    else:
        seats = tuple(s for s in people if not scene.bot_seats.is_bot(s))
    if not any(has_pad(s) for s in seats if not scene.bot_seats.is_bot(s)):
        return None
    return words(doing(mode, False))
