"""Buttons and panels. A button fires when pressed and released inside it, or when a
player's focus is on it and they pick (Enter, or A on a pad).

``Buttons`` keeps a focus per hand: a seat a pad holds, or ``None`` for the keyboard (and
the pads not seated yet). The stick, the d-pad or the arrows move a hand's focus to the
nearest button that way; a ring in the hand's colour shows it, drawn thick enough to see
from a sofa. A pad holding a seat reaches only the buttons of its seat and the shared ones
(a button's ``seat``)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.input import Direction, Intent, Kind, devices
from game.palette import legible
from game.ui import theme
from game.ui.text import fitted, label


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, int, int] = theme.PANEL,
    edge: tuple[int, int, int] = theme.EDGE,
    width: int = 2,
    radius: int = 10,
    scale: float = 1.0,
) -> None:
    """A rounded panel; ``width`` and ``radius`` are design pixels at ``scale``."""
    line, round_ = max(1, round(width * scale)), corner(scale, radius)
    pygame.draw.rect(surface, colour, rect, border_radius=round_)
    pygame.draw.rect(surface, edge, rect, line, border_radius=round_)


def corner(scale: float, radius: int = 10) -> int:
    """A ``panel``'s corner radius in window pixels."""
    return max(2, round(radius * scale))


def menu_box(
    screen: pygame.Surface, assets: Assets, box: pygame.Rect, title: str, shade: int = 200
) -> None:
    """A menu over the screen it pauses: the screen shaded, a panel, its title on top."""
    veil = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
    veil.fill((10, 12, 20, shade))
    screen.blit(veil, (0, 0))
    panel(screen, box, theme.PANEL, theme.ACCENT, 3, 16, assets.scale)
    top = (box.centerx, box.y + assets.px(24))
    label(screen, assets, title, 56, theme.ACCENT, midtop=top)


def glow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    phase: float,
    scale: float = 1.0,
) -> list[pygame.Rect]:
    """A pulsing outline: ``phase`` is any clock in seconds. Where it drew: a ring of four
    strips, not the box inside it (at 4K a panel's box is a million pixels to put back)."""
    width = max(2, round((3 + 2 * (1 + math.sin(phase * 5))) * scale))
    radius = max(4, round(12 * scale))
    outline = rect.inflate(width * 2, width * 2)
    pygame.draw.rect(surface, colour, outline, width, border_radius=radius)
    return edge_strips(outline, max(width, radius))


def edge_strips(rect: pygame.Rect, thickness: int) -> list[pygame.Rect]:
    """The strips ``thickness`` wide along the inside of ``rect``'s four edges."""
    x, y, w, h = rect
    side = min(thickness, w, h)
    return [
        pygame.Rect(x, y, w, side),
        pygame.Rect(x, y + h - side, w, side),
        pygame.Rect(x, y + side, side, h - 2 * side),
        pygame.Rect(x + w - side, y + side, side, h - 2 * side),
    ]


@dataclass
class Button:
    rect: pygame.Rect
    text: str
    is_enabled: bool = True
    is_selected: bool = False
    colour: tuple[int, int, int] | None = None
    size: int = theme.BODY
    seat: int | None = None  # the seat it belongs to: only that seat's pad may press it
    is_drawn: bool = True  # False: a place drawn by its screen (a map's stop, a chip)
    is_round: bool = False  # the focus ring goes round it as a circle

    def draw(self, surface: pygame.Surface, assets: Assets, mouse: tuple[int, int]) -> None:
        if not self.is_drawn:
            return
        is_hover = self.is_enabled and self.rect.collidepoint(mouse)
        fill = self.colour or theme.BUTTON
        if not self.is_enabled:
            fill = theme.BUTTON_OFF
        elif is_hover:
            fill = tuple(min(255, c + 28) for c in fill)  # type: ignore[assignment]
        edge = theme.ACCENT if self.is_selected or is_hover else theme.EDGE
        radius = assets.px(8)
        fill, ink = legible(fill)
        line = max(1, assets.px(3 if self.is_selected else 2))
        colour = ink if self.is_enabled else theme.MUTED

        def paint(layer: pygame.Surface, at: pygame.Rect) -> None:
            pygame.draw.rect(layer, fill, at, border_radius=radius)
            pygame.draw.rect(layer, edge, at, line, border_radius=radius)
            width = at.width - assets.px(12)
            fitted(layer, assets, self.text, self.size, colour, width, center=at.center)

        # Drawn once per look and kept: buttons over the play screen are drawn every frame.
        key = ("button", self.text, self.size, fill, edge, line, colour)
        assets.stamp(surface, self.rect, key, paint)


Hand = int | None  # a seat a pad holds, or None: the keyboard and the pads not seated
HOST = -1  # a button's ``seat`` for the mouse and keyboard alone (no pad presses it)
Colour = tuple[int, int, int]
RING_DARK = (12, 14, 22)


def ring(
    surface: pygame.Surface, rect: pygame.Rect, colour: Colour, scale: float, is_round: bool
) -> None:
    """The focus ring: a thick band of ``colour`` with a dark edge either side, so it reads
    on any fill and from across the room."""
    band, edge = max(3, round(7 * scale)), max(1, round(2 * scale))
    outer = rect.inflate(2 * (band + 2 * edge) + 4, 2 * (band + 2 * edge) + 4)
    radius = outer.height // 2 if is_round else max(4, round(14 * scale))
    pygame.draw.rect(surface, RING_DARK, outer, band + 2 * edge, border_radius=radius)
    inner = outer.inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(surface, colour, inner, band, border_radius=max(2, radius - edge))


def tag(
    surface: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    colour: Colour,
    seat: int,
    order: int = 0,
) -> None:
    """A seat's number on its ring's top edge (the ``order``-th ring on one button further
    along): whose ring it is, without the colour."""
    radius = assets.px(17)
    centre = (rect.left + assets.px(8) + order * assets.px(60), rect.top - assets.px(6))
    fill, ink = legible(colour)
    pygame.draw.circle(surface, RING_DARK, centre, radius + max(1, assets.px(2)))
    pygame.draw.circle(surface, fill, centre, radius)
    assets.write(surface, str(seat + 1), theme.SMALL, ink, center=centre)


def toward(start: pygame.Rect, end: pygame.Rect, direction: Direction) -> tuple[bool, float] | None:
    """How far ``end`` lies from ``start`` going ``direction`` (None if not that way), to
    compare: first whether it is off to the side (not in line with ``start``), then the
    distance along the way plus a little of what it is off to the side."""
    dx, dy = direction.step
    along = (end.centerx - start.centerx) * dx + (end.centery - start.centery) * dy
    if along <= 0:
        return None
    if dx:
        gap = max(0, max(start.top, end.top) - min(start.bottom, end.bottom))
        side = abs(end.centery - start.centery)
    else:
        gap = max(0, max(start.left, end.left) - min(start.right, end.right))
        side = abs(end.centerx - start.centerx)
    return gap > 0, along + 3 * gap + side / 4


class Buttons:
    """A set of named buttons; ``handle`` returns the name of the one clicked (with a click
    sound, given the assets), ``act`` the one a player's intent picks.

    Only a screen that reads intents (``steered``) shows rings; made again after a change
    (a screen rebuilt), ``previous`` hands on where each hand's focus was."""

    def __init__(
        self, assets: Assets | None = None, previous: Buttons | None = None, steered: bool = False
    ) -> None:
        self.items: dict[str, Button] = {}
        self.pressed: str | None = None
        self.assets = assets
        self.steered: bool = steered or (previous is not None and previous.steered)
        self.focus: dict[Hand, str] = dict(previous.focus) if previous is not None else {}
        # The rings shown: on a new screen, those of the hands steering by buttons now.
        now = devices().steering if self.steered else set()
        self.shown: set[Hand] = set(previous.shown if previous is not None else now)
        self.colours: dict[Hand, Colour] = {}  # each hand's ring (the seat's colour)
        self.first: str | None = None  # where a hand's focus starts (else the first button)
        self.barred: frozenset[int] = frozenset()  # seats pads hold: the keyboard's may not

    def add(self, name: str, button: Button) -> Button:
        self.items[name] = button
        return button

    def __getitem__(self, name: str) -> Button:
        return self.items[name]

    def at(self, pos: tuple[int, int]) -> str | None:
        for name, button in self.items.items():
            if button.is_enabled and button.rect.collidepoint(pos):
                return name
        return None

    def handle(self, event: pygame.event.Event) -> str | None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.shown.discard(None)  # the mouse moves: the keyboard's ring steps aside
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            if pressed is not None and pressed == self.at(event.pos):
                if self.assets is not None:
                    self.assets.play("click")
                return pressed
        return None

    # --- focus: the keyboard's and each pad's --------------------------------------------

    def may_press(self, name: str, hand: Hand) -> bool:
        """A pad holding a seat presses only its seat's buttons and the shared ones; the
        keyboard's hand, any but those of the seats in ``barred``."""
        button = self.items[name]
        if hand is None:
            return button.is_enabled and button.seat not in self.barred
        return button.is_enabled and button.seat in (None, hand)

    def focused(self, hand: Hand = None) -> str | None:
        """The button ``hand``'s focus is on (None: none yet); a ring shown with no button
        (a new screen, the button gone) is on the one it starts from."""
        name = self.focus.get(hand)
        if name is not None and name in self.items:
            return name
        return self.start(hand) if hand in self.shown else None

    def put(self, hand: Hand, name: str) -> None:
        """Move ``hand``'s focus to ``name`` and show it."""
        self.focus[hand] = name
        self.shown.add(hand)

    def start(self, hand: Hand) -> str | None:
        """Where ``hand``'s focus begins: ``first``, else the first button it may press."""
        first = self.first
        if first is not None and first in self.items and self.may_press(first, hand):
            return first
        return next((n for n in self.items if self.may_press(n, hand)), None)

    def neighbour(self, name: str, direction: Direction, hand: Hand) -> str | None:
        """The nearest button ``hand`` may press from ``name`` going ``direction``."""
        start = self.items[name].rect
        scored = [
            (score, order, other)  # a tie goes to the first added (reading order)
            for order, (other, button) in enumerate(self.items.items())
            if other != name and self.may_press(other, hand)
            for score in [toward(start, button.rect, direction)]
            if score is not None
        ]
        return min(scored)[2] if scored else None

    def act(self, intent: Intent) -> str | None:
        """Move a hand's focus (MOVE) or press the button under it (PICK): returns the name
        pressed. The first move or pick of a hand only shows where its focus is."""
        hand = intent.seat
        if intent.kind is Kind.MOVE and intent.direction is not None:
            current = self.focused(hand)
            if current is None or hand not in self.shown:
                target = current or self.start(hand)
            else:
                target = self.neighbour(current, intent.direction, hand) or current
            if target is not None:
                self.put(hand, target)
            return None
        if intent.kind is Kind.PICK:
            current = self.focused(hand)
            if current is None or hand not in self.shown or not self.may_press(current, hand):
                target = current if current and self.may_press(current, hand) else None
                target = target or self.start(hand)
                if target is not None:
                    self.put(hand, target)
                return None
            if self.assets is not None:
                self.assets.play("click")
            return current
        return None

    def draw(self, surface: pygame.Surface, assets: Assets, mouse: tuple[int, int]) -> None:
        for button in self.items.values():
            button.draw(surface, assets, mouse)
        self.draw_focus(surface, assets)

    def draw_focus(self, surface: pygame.Surface, assets: Assets) -> None:
        """Each hand's ring, in its colour; two on one button, one round the other."""
        on: dict[str, int] = {}
        for hand in sorted(self.shown, key=lambda h: -1 if h is None else h):
            name = self.focused(hand)
            if name is None or (hand is not None and devices().holder(hand) is None):
                continue  # no pad holds that seat now
            order = on.get(name, 0)
            button, gap = self.items[name], order * assets.px(14)
            on[name] = order + 1
            colour = self.colours.get(hand, theme.ACCENT)
            around = button.rect.inflate(gap * 2, gap * 2)
            ring(surface, around, colour, assets.scale, button.is_round)
            if hand is not None:
                tag(surface, assets, around, colour, hand, order)
