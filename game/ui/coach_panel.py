"""The coach on screen: a spotlight that dims all but the parts a lesson speaks of, and the
panel it speaks from (a title, its words and a few buttons), placed where it hides none of
them. Folded, the panel is a small tab that opens again when clicked.

Pure drawing and geometry: what to say and what to light come from the scene's coach.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.i18n import tr
from game.ui import theme
from game.ui.text import fitted, paragraph, paragraph_height
from game.ui.widgets import Button, glow, panel

DIM = (8, 10, 18, 150)  # over everything the lesson does not speak of
EDGE = (120, 210, 255)  # the coach's colour: its panel's edge and the lit parts' glow
WIDTH, MAX_WIDTH, GAP, BUTTON_H = 620, 980, 16, 56  # design pixels
TAB = (300, 56)  # the folded panel


@dataclass(frozen=True)
class CoachView:
    title: str
    words: str
    kicker: str  # a few words above the title ("Lesson 3 of 24", "New in this mission")
    buttons: tuple[tuple[str, str], ...]  # (name, label), the main one first


def panel_size(assets: Assets, view: CoachView, width: int) -> tuple[int, int]:
    """The unfolded panel's size for these words at ``width`` window pixels."""
    px = assets.px
    text = paragraph_height(assets, view.words, theme.BODY, width - 2 * px(GAP))
    buttons = px(GAP + BUTTON_H + GAP) if view.buttons else px(GAP)
    return width, px(GAP + 26 + 40 + GAP) + text + buttons


def place(
    assets: Assets,
    view: CoachView,
    bounds: pygame.Rect,
    lit: Sequence[pygame.Rect],
    prefer: Sequence[tuple[pygame.Rect, str]],
    busy: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where the panel goes: against the first ``prefer`` region (as wide as it allows,
    anchored at its ``"midbottom"`` or ``"midtop"``, growing out of it if it must) where it
    covers nothing ``lit`` nor ``busy`` (places players click); else the spot within
    ``bounds`` that covers least of what is lit, then least of what is busy."""

    def cost(rect: pygame.Rect) -> tuple[int, int]:
        def area(rects: Sequence[pygame.Rect]) -> int:
            return sum(r.clip(rect).width * r.clip(rect).height for r in rects)

        return area(lit), area(busy)

    for region, anchor in prefer:
        width = min(region.width, assets.px(MAX_WIDTH))
        if width < assets.px(WIDTH):
            continue
        box = pygame.Rect((0, 0), panel_size(assets, view, width))
        setattr(box, anchor, getattr(region, anchor))
        if bounds.contains(box) and cost(box) == (0, 0):
            return box
    size = panel_size(assets, view, assets.px(WIDTH))
    step = max(8, min(bounds.width, bounds.height) // 16)
    best, least = pygame.Rect((bounds.x, bounds.y), size), None
    for y in range(bounds.y, bounds.bottom - size[1] + 1, step):
        for x in range(bounds.x, bounds.right - size[0] + 1, step):
            trial = pygame.Rect((x, y), size)
            found = cost(trial)
            if least is None or found < least:
                best, least = trial, found
    best.clamp_ip(bounds)
    return best


def button_rects(assets: Assets, rect: pygame.Rect, view: CoachView) -> dict[str, pygame.Rect]:
    """The panel's buttons along its bottom, the main one at the right."""
    px = assets.px
    found: dict[str, pygame.Rect] = {}
    right = rect.right - px(GAP)
    for i, (name, label) in enumerate(view.buttons):
        width = max(px(120), assets.font(theme.BODY).size(label)[0] + px(36))
        button = pygame.Rect(0, 0, width, px(BUTTON_H))
        button.bottomright = (right, rect.bottom - px(GAP))
        found[name] = button
        right = button.left - px(12 if i else 20)
    return found


def tab_rect(assets: Assets, rect: pygame.Rect) -> pygame.Rect:
    """The folded panel: a tab at the panel's bottom-left corner."""
    tab = assets.screen.rect(0, 0, *TAB)
    tab.bottomleft = rect.bottomleft
    return tab


class Dimmer:
    """Dims the whole window but some holes; the shade is kept while they stay put."""

    def __init__(self) -> None:
        self._shade: tuple[object, pygame.Surface] | None = None

    def draw(
        self, surface: pygame.Surface, holes: Sequence[pygame.Rect], clock: float, scale: float
    ) -> None:
        """Dim everything but ``holes``, each outlined with a pulsing glow."""
        key = (surface.get_size(), tuple(tuple(h) for h in holes))
        if self._shade is None or self._shade[0] != key:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill(DIM)
            for hole in holes:
                shade.fill((0, 0, 0, 0), hole)
            self._shade = (key, shade)
        surface.blit(self._shade[1], (0, 0))
        for hole in holes:
            glow(surface, hole, EDGE, clock, scale)


def glow_only(
    surface: pygame.Surface, rect: pygame.Rect, clock: float, scale: float
) -> list[pygame.Rect]:
    """A lit part with no dimming around it: the coach's quiet guidance; where it is."""
    return glow(surface, rect, EDGE, clock, scale)


def draw_panel(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    view: CoachView,
    mouse: tuple[int, int],
) -> pygame.Rect:
    """The lesson's panel with its shadow; where it drew."""
    px = assets.px
    shadow = pygame.draw.rect(surface, (0, 0, 0), rect.move(px(6), px(8)), border_radius=px(14))
    panel(surface, rect, theme.PANEL_DARK, EDGE, 3, 14, assets.scale)
    x, width = rect.x + px(GAP), rect.width - 2 * px(GAP)
    top = rect.y + px(GAP - 4)
    fitted(surface, assets, view.kicker, theme.SMALL, theme.MUTED, width, topleft=(x, top))
    head = fitted(
        surface, assets, view.title, theme.HEADING, theme.ACCENT, width, topleft=(x, top + px(26))
    )
    buttons = button_rects(assets, rect, view)
    bottom = min(b.top for b in buttons.values()) - px(8) if buttons else rect.bottom
    body = pygame.Rect(x, head.bottom + px(6), width, bottom - head.bottom - px(6))
    paragraph(surface, assets, view.words, theme.BODY, theme.TEXT, body)
    for name, label in view.buttons:
        colour = (46, 110, 70) if name == "next" else None
        Button(buttons[name], label, colour=colour).draw(surface, assets, mouse)
    return rect.union(shadow)


def draw_tab(
    surface: pygame.Surface, assets: Assets, tab: pygame.Rect, title: str, clock: float
) -> list[pygame.Rect]:
    """The folded panel: the lesson's title, pulsing so it is not forgotten; where it drew."""
    panel(surface, tab, theme.PANEL_DARK, EDGE, 3, 12, assets.scale)
    ring = glow(surface, tab, EDGE, clock, assets.scale)
    words = tr("Coach: {title}", title=title)
    fitted(
        surface,
        assets,
        words,
        theme.SMALL,
        theme.TEXT,
        tab.width - assets.px(20),
        center=tab.center,
    )
    return [tab, *ring]
