"""Marks the play scene lays over the board while it asks a question: lit cells, turn
arrows, path dots and a see-through ghost of where a Mech would end."""

from __future__ import annotations

import math

import pygame

from game.assets import Assets
from game.palette import INK
from game.rules import Cell, Facing
from game.view.camera import Camera, cell_centre
from game.view.sprites import Sprite

TAG_SIZE = 22  # design pixels: the words on a space


def light_cells(
    surface: pygame.Surface,
    camera: Camera,
    cells: list[Cell],
    colour: tuple[int, int, int],
    clock: float,
    is_strong: bool = False,
) -> list[pygame.Rect]:
    """Each of ``cells`` lit, pulsing with ``clock``; where drawn."""
    pulse = 0.5 + 0.5 * math.sin(clock * 5)
    if not cells:
        return []
    layer = pygame.Surface((camera.cell, camera.cell), pygame.SRCALPHA)  # every space's size
    # See-through enough that a piece standing there (a Mech to tow) stays visible.
    layer.fill((*colour, round(50 + 40 * pulse + (40 if is_strong else 0))))
    drawn = []
    for cell in cells:
        rect = camera.cell_rect(cell)
        drawn.append(surface.blit(layer, rect))
        pygame.draw.rect(
            surface, colour, rect.inflate(-4, -4), 4 if is_strong else 3, border_radius=6
        )
    return drawn


def outline_cells(
    surface: pygame.Surface, camera: Camera, cells: tuple[Cell, ...], colour: tuple[int, int, int]
) -> list[pygame.Rect]:
    """A bold frame around each space, drawn over whatever stands there; where drawn."""
    drawn = []
    for cell in cells:
        rect = camera.cell_rect(cell).inflate(-4, -4)
        drawn.append(pygame.draw.rect(surface, INK, rect.inflate(2, 2), 6, border_radius=7))
        pygame.draw.rect(surface, colour, rect, 4, border_radius=6)
    return drawn


def cell_tag(
    surface: pygame.Surface,
    camera: Camera,
    assets: Assets,
    spaces: tuple[Cell, ...],
    text: str,
) -> pygame.Rect:
    """A short tag in the middle of a space, or of the spaces it speaks of (clear of the
    zone names along zone edges); where drawn."""
    rect = camera.cell_rect(spaces[0]).unionall([camera.cell_rect(c) for c in spaces[1:]])
    font = assets.font(TAG_SIZE)
    width, height = font.size(text)
    tag = pygame.Rect(0, 0, width + assets.px(12), height + assets.px(4))
    tag.center = rect.center
    tag.clamp_ip(camera.frame)
    pygame.draw.rect(surface, INK, tag, border_radius=assets.px(6))
    assets.write(surface, text, TAG_SIZE, (255, 255, 255), center=tag.center)
    return tag


def arrow_rect(camera: Camera, cell: Cell, side: Facing) -> pygame.Rect:
    """The clickable circle of a turn arrow on ``side`` of a Mech's cell: over the edge
    between the spaces, so it hides little of a neighbour, and inside the board's frame."""
    centre = camera.cell_rect(cell).center
    dx, dy = side.vector
    size = round(camera.cell * 0.5)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (
        round(centre[0] + dx * camera.cell * 0.62),
        round(centre[1] + dy * camera.cell * 0.62),
    )
    rect.clamp_ip(camera.frame)
    return rect


def draw_arrow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    side: Facing,
    colour: tuple[int, int, int],
    is_hover: bool,
    is_spin: bool = False,
) -> None:
    pygame.draw.circle(surface, colour if is_hover else (40, 44, 60), rect.center, rect.width // 2)
    pygame.draw.circle(surface, colour, rect.center, rect.width // 2, 3)
    ink = INK if is_hover else (250, 250, 250)
    cx, cy = rect.center
    r = rect.width * 0.32
    if is_spin:
        pygame.draw.arc(
            surface, ink, rect.inflate(-rect.width * 0.4, -rect.width * 0.4), 0.6, 5.9, 4
        )
        pygame.draw.polygon(
            surface,
            ink,
            [(cx + r * 0.9, cy - 2), (cx + r * 0.3, cy - r * 0.6), (cx + r * 1.3, cy - r * 0.7)],
        )
        return
    dx, dy = side.vector
    px, py = -dy, dx
    tip = (cx + dx * r, cy + dy * r)
    points = [
        tip,
        (cx - dx * r * 0.2 + px * r * 0.8, cy - dy * r * 0.2 + py * r * 0.8),
        (cx - dx * r * 0.2 - px * r * 0.8, cy - dy * r * 0.2 - py * r * 0.8),
    ]
    pygame.draw.polygon(surface, ink, points)
    pygame.draw.line(surface, ink, (cx - dx * r, cy - dy * r), (cx, cy), max(3, rect.width // 9))


def draw_path(
    surface: pygame.Surface, camera: Camera, path: tuple[Cell, ...], colour: tuple[int, int, int]
) -> list[pygame.Rect]:
    """A dot on each space passed on the way; where drawn."""
    drawn = []
    for cell in path[1:-1]:
        centre, radius = camera.cell_rect(cell).center, max(4, camera.cell // 12)
        drawn.append(pygame.draw.circle(surface, colour, centre, radius))
        pygame.draw.circle(surface, INK, centre, radius, 2)
    return drawn


def draw_carried(
    surface: pygame.Surface, camera: Camera, path: tuple[Cell, ...], colour: tuple[int, int, int]
) -> list[pygame.Rect]:
    """An arrow along the way another piece would be towed or pushed; where drawn."""
    points = [camera.cell_rect(cell).center for cell in path]
    if len(points) < 2:
        return []
    line = pygame.draw.lines(surface, INK, False, points, 9)
    pygame.draw.lines(surface, colour, False, points, 5)
    (x0, y0), (x1, y1) = points[-2], points[-1]
    length = max(1.0, math.hypot(x1 - x0, y1 - y0))
    dx, dy = (x1 - x0) / length, (y1 - y0) / length
    size = camera.cell * 0.22
    head = [
        (x1 + dx * size * 0.6, y1 + dy * size * 0.6),
        (x1 - dx * size - dy * size * 0.8, y1 - dy * size + dx * size * 0.8),
        (x1 - dx * size + dy * size * 0.8, y1 - dy * size - dx * size * 0.8),
    ]
    pygame.draw.polygon(surface, colour, head)
    return [line, pygame.draw.polygon(surface, INK, head, 2)]


def draw_ghost(
    surface: pygame.Surface,
    camera: Camera,
    assets: Assets,
    cell: Cell,
    facing: Facing,
    colour: tuple[int, int, int],
    emblem: str = "",
) -> list[pygame.Rect]:
    """A half-transparent Mech where an answer would leave it (wearing its Yordle's
    emblem when given); where drawn."""
    x, y = cell_centre(cell)
    ghost = Sprite("mech", x, y, angle=facing.degrees, alpha=0.55, colour=colour, emblem=emblem)
    drawn = ghost.draw(surface, camera, assets)
    centre = camera.cell_rect(cell).center
    dx, dy = facing.vector
    tip = (centre[0] + dx * camera.cell * 0.48, centre[1] + dy * camera.cell * 0.48)
    line = pygame.draw.line(surface, colour, centre, tip, 4)
    dot = pygame.draw.circle(surface, colour, tip, 6)
    return [line, dot] if drawn is None else [drawn, line, dot]
