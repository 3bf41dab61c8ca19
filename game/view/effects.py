"""Short-lived pictures on the board: flashes, bursts, banners, dice, revealed damage.

Each effect has a progress ``t`` from 0 to 1 that the director tweens, so effects move
only with the director's clock and ``finish()`` ends them at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import chain

import pygame

from game import names as said
from game.assets import Assets, veil
from game.i18n import tr
from game.palette import CREAM, INK, RUNE_COLOURS, draw_rune, shade
from game.rules import Cell, Facing, Rune
from game.view.camera import TILE, Camera
from game.view.placement import along, grid, least_hiding
from game.wording import wrap


@dataclass
class Effect:
    """Each draws at its progress ``t`` and says where it drew (None: nowhere)."""

    t: float = 0.0

    def draw(self, surface: pygame.Surface, camera: Camera, assets: Assets) -> pygame.Rect | None:
        raise NotImplementedError


@dataclass
class Placed(Effect):
    """An effect over the board that hides no piece (``avoid``: the Mechs, Shards, Bomb and
    Boss, set when shown) and, where it can, no Minion (``aside``): the moment may be
    about them (the Rune Die sends them on). Its place is found once for a board's size."""

    avoid: tuple[pygame.Rect, ...] = ()
    aside: tuple[pygame.Rect, ...] = ()
    drawn: pygame.Rect | None = None  # where it was last drawn
    _spot: tuple[object, pygame.Rect] | None = field(default=None, repr=False)

    def spot(self, key: object, places: Callable[[], Iterable[pygame.Rect]]) -> pygame.Rect:
        """The first of ``places`` hiding nothing (``least_hiding``), kept while ``key``
        (what the places depend on) holds: at 4K the places are thousands, every frame."""
        if self._spot is None or self._spot[0] != key:
            self._spot = (key, least_hiding(places(), self.avoid, self.aside))
        return self._spot[1]


def _fade(t: float) -> float:
    """0 → 1 → 0 over the effect's life, quick in and slow out."""
    return min(1.0, t * 5) * min(1.0, (1 - t) * 2.5)


@dataclass
class CellFlash(Effect):
    cells: tuple[Cell, ...] = ()
    colour: tuple[int, int, int] = (255, 150, 40)
    is_hit: bool = True  # a cross on each space: it was attacked

    def draw(self, surface: pygame.Surface, camera: Camera, assets: Assets) -> pygame.Rect | None:
        strength = _fade(self.t)
        glow = assets.layer((camera.cell, camera.cell))
        glow.fill((*self.colour, round(150 * strength)))
        drawn = [camera.cell_rect(cell) for cell in self.cells]
        for rect in drawn:
            surface.blit(glow, rect)
            pygame.draw.rect(surface, shade(self.colour, 1.3), rect.inflate(-4, -4), 3)
            if strength > 0.3 and self.is_hit:
                _cross(surface, rect.inflate(-rect.width // 2, -rect.height // 2), INK)
        return drawn[0].unionall(drawn[1:]) if drawn else None


def _cross(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    pygame.draw.line(surface, colour, rect.topleft, rect.bottomright, 4)
    pygame.draw.line(surface, colour, rect.topright, rect.bottomleft, 4)


@dataclass
class Burst(Effect):
    cell: Cell = (0, 0)
    colour: tuple[int, int, int] = (255, 220, 120)

    def draw(self, surface: pygame.Surface, camera: Camera, assets: Assets) -> pygame.Rect | None:
        at = camera.cell_rect(self.cell).center
        radius = camera.cell * (0.2 + 0.5 * self.t)
        alpha = round(255 * (1 - self.t))
        half = round(camera.cell * 0.9) + 4
        layer = assets.layer((2 * half, 2 * half))
        centre = (half, half)
        pygame.draw.circle(layer, (*self.colour, alpha), centre, radius, max(2, camera.cell // 12))
        for i in range(8):
            a = math.tau * i / 8 + 0.3
            d = radius * 1.2
            p = (centre[0] + math.cos(a) * d, centre[1] + math.sin(a) * d)
            pygame.draw.circle(
                layer, (*shade(self.colour, 1.3), alpha), p, max(2, camera.cell // 16)
            )
        return surface.blit(layer, (at[0] - half, at[1] - half))


@dataclass
class FloatText(Effect):
    """Words rising over a piece (a hit, a block): over its own space, inside the board's
    frame, so they neither leave the board nor cover the neighbours."""

    cell: Cell = (0, 0)
    text: str = ""
    colour: tuple[int, int, int] = CREAM
    size: int = 26

    def draw(self, surface: pygame.Surface, camera: Camera, assets: Assets) -> pygame.Rect | None:
        rect = camera.cell_rect(self.cell)
        size, floor = self.size, math.ceil(20 / assets.text_grow - 1e-9)  # 20 px at 100 %
        while size > floor and assets.outlined(self.text, size, self.colour).get_width() > (
            camera.frame.width
        ):
            size -= 1  # larger text: as large as the board's frame holds it
        image = assets.outlined(self.text, size, self.colour)
        y = rect.centery - self.t * camera.cell * 0.35
        box = image.get_rect(center=(rect.centerx, round(y)))
        box.clamp_ip(camera.frame)
        alpha = round(255 * _fade(self.t))
        return assets.write(
            surface,
            self.text,
            size,
            self.colour,
            rimmed=True,
            alpha=alpha,
            topleft=box.topleft,
        )


@dataclass
class Banner(Placed):
    text: str = ""
    sub: str = ""
    colour: tuple[int, int, int] = (250, 214, 74)
    is_top: bool = False  # along the board's top edge, clear of the pieces in the middle

    def draw(self, surface: pygame.Surface, camera: Camera, assets: Assets) -> pygame.Rect | None:
        strength = _fade(self.t)
        alpha = round(255 * strength)
        px = assets.px
        size = 30 if len(self.sub) < 60 else 26
        width = camera.rect.width - px(40)
        lines = wrap(assets.font(size), self.sub, width) if self.sub else []
        step = assets.font(size).get_linesize()
        title_h = assets.font(56).get_linesize()
        height = px(28) + title_h + (len(lines) * step + px(8) if lines else 0)
        band = pygame.Rect(camera.rect.x, 0, camera.rect.width, height)
        spots = [band.move(0, camera.rect.centery - band.centery)]
        spots += [
            band.move(0, camera.rect.top - band.y),
            band.move(0, camera.rect.bottom - band.bottom),
        ]
        if self.is_top:  # along the top edge unless a piece stands there
            spots = [spots[1], spots[2], spots[0]]
        board = camera.rect
        rows = pygame.Rect(board.x, board.y, board.width, max(board.height, band.height))
        # else any height it fits
        step = max(1, camera.cell // 4)
        band = self.spot((board, band.size), lambda: chain(spots, grid(rows, band.size, step)))
        self.drawn = band
        veil(surface, band, (20, 22, 32), round(210 * strength))
        top = (band.centerx, band.y + px(14))
        drawn = [
            assets.write(surface, self.text, 56, self.colour, rimmed=True, alpha=alpha, midtop=top)
        ]
        for row, line in enumerate(lines):
            at = (band.centerx, band.y + px(18) + title_h + row * step)
            drawn.append(
                assets.write(surface, line, size, CREAM, rimmed=True, alpha=alpha, midtop=at)
            )
        return band.unionall(drawn)


ARROW_SIDES = {Facing.N: (0, -1), Facing.E: (1, 0), Facing.S: (0, 1), Facing.W: (-1, 0)}


@dataclass
class RuneDie(Placed):
    """The Rune Die rolled: its face and the Crystal Compass arrow it points to."""

    rune: Rune = Rune.RED
    facing: Facing = Facing.N
    cause: str = ""

    def draw(self, surface: pygame.Surface, camera: Camera, assets: Assets) -> pygame.Rect | None:
        px = assets.px
        words = tr(
            "Rune Die: {rune}, go {way}", rune=said.rune(self.rune), way=said.facing(self.facing)
        )
        floor = math.ceil(20 / assets.text_grow - 1e-9)  # a label's least size (at 100 %)
        wide = assets.font(floor).size(words)[0] + px(24)  # its words whole, at the least
        area = (min(camera.frame.width, max(px(380), wide)), px(180))
        spots = [*along(camera.rect, area, px(12))[3:], *along(camera.rect, area, px(12))[:3]]
        spots = [spot.clamp(camera.frame) for spot in spots]
        step = max(1, camera.cell // 4)
        box = self.spot(
            (camera.rect, camera.frame, area), lambda: chain(spots, grid(camera.frame, area, step))
        )
        self.drawn = box
        layer = assets.layer(box.size)
        alpha = round(255 * _fade(self.t * 0.9))
        radius = px(14)
        pygame.draw.rect(
            layer, (30, 32, 44, min(alpha, 235)), layer.get_rect(), border_radius=radius
        )
        pygame.draw.rect(layer, (*RUNE_COLOURS[self.rune], alpha), layer.get_rect(), px(4), radius)
        spin = max(0.0, 1 - self.t * 4.5)
        die = pygame.Rect(px(60), px(48), px(100), px(100))
        pygame.draw.rect(layer, (*CREAM, alpha), die, border_radius=px(12))
        face = Rune(list(Rune)[int(spin * 11) % 4]) if spin > 0 else self.rune
        draw_rune(layer, face, die.center, px(70))
        centre = (px(255), px(98))
        pygame.draw.circle(layer, (*CREAM, alpha), centre, px(54), px(3))
        dx, dy = ARROW_SIDES[self.facing]
        tip = (centre[0] + dx * px(46), centre[1] + dy * px(46))
        pygame.draw.line(layer, (*RUNE_COLOURS[self.rune], alpha), centre, tip, px(10))
        side = (-dy * px(16), dx * px(16))
        head = [
            tip,
            (tip[0] - dx * px(22) + side[0], tip[1] - dy * px(22) + side[1]),
            (tip[0] - dx * px(22) - side[0], tip[1] - dy * px(22) - side[1]),
        ]
        pygame.draw.polygon(layer, (*RUNE_COLOURS[self.rune], alpha), head)
        size = 24  # the words shrink to the box, not below a label's least size (at 100 %)
        while size > floor and assets.font(size).size(words)[0] > box.width - px(20):
            size -= 1
        assets.write(layer, words, size, CREAM, midtop=(box.width // 2, px(10)))
        return surface.blit(layer, box)


@dataclass
class NumberDie(Effect):
    number: int = 1

    def draw(self, surface: pygame.Surface, camera: Camera, assets: Assets) -> pygame.Rect | None:
        px = assets.px
        box = pygame.Rect(0, 0, px(130), px(130))
        box.midtop = (camera.rect.centerx, camera.rect.y + px(12))
        pygame.draw.rect(surface, CREAM, box, border_radius=px(16))
        pygame.draw.rect(surface, INK, box, px(4), border_radius=px(16))
        shown = self.number if self.t > 0.3 else 1 + int(self.t * 40) % 6
        assets.write(surface, str(shown), 80, INK, center=box.center)
        note = tr("Number Die: which slot")
        written = assets.write(
            surface, note, 24, CREAM, rimmed=True, midtop=(box.centerx, box.bottom + px(4))
        )
        return box.union(written)


@dataclass
class DamageReveal(Effect):
    """A Damage Card turned face up beside the Mech that drew it."""

    cell: Cell = (0, 0)
    title: str = ""
    kind: str = ""
    colour: tuple[int, int, int] = (200, 60, 50)
    words: tuple[str, ...] = field(default_factory=tuple)

    def draw(self, surface: pygame.Surface, camera: Camera, assets: Assets) -> pygame.Rect | None:
        px = assets.px
        grow = min(1.0, self.t * 6)  # it pops up from 60 % of its size, words always shown:
        head = tr("DAMAGE · {kind}", kind=self.kind.upper())  # a lesson may hold it mid-way
        lines = ((head, 22), *((w, 28) for w in self.words))
        height = px(16) + sum(assets.font(size).get_linesize() + px(4) for _, size in lines)
        width = max(px(260), *(assets.font(size).size(w)[0] + px(24) for w, size in lines))
        alpha = round(255 * min(1.0, (1 - self.t) * 4))
        layer = assets.layer((width, height))
        layer.fill((58, 22, 26, alpha))
        pygame.draw.rect(layer, (*self.colour, alpha), layer.get_rect(), px(5))
        y = px(10)
        for line, size in lines:
            assets.write(layer, line, size, CREAM, alpha=alpha, midtop=(width // 2, y))
            y += assets.font(size).get_linesize() + px(4)
        if grow < 1:
            scale = 0.6 + 0.4 * grow
            shrunk = (max(8, round(width * scale)), max(8, round(height * scale)))
            layer = pygame.transform.smoothscale(layer, shrunk)
        card = layer.get_rect()
        anchor = camera.cell_rect(self.cell)
        card.centerx = anchor.centerx
        card.bottom = anchor.top - px(8)
        if card.top < camera.rect.top:
            card.top = anchor.bottom + px(8)
        card.clamp_ip(camera.frame)
        return surface.blit(layer, card)


def board_pixels(cell: Cell) -> tuple[float, float]:
    return (cell[0] * TILE + TILE / 2, cell[1] * TILE + TILE / 2)
