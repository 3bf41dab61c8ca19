"""The program preview: while players program, each Mech's whole Command Line as a ghost
trail on the board — its path, turns, pushes and attacks, slot numbers, a "?" where a card
will ask (the trail takes the first option) and a ghost where the Mech ends.

The trails come from the rules (``queries.each_trail``: the lines in the order they will
run, each from where the earlier ones leave the board, so a push by a teammate shows),
asked again whenever the game changes (a drop, a scrap, an undo): one Mech's a frame, so a
drop never holds a frame up, the last picture staying until every trail is new; it is drawn
once and blitted. While the pieces keep still the panels' picture holds it over the board
(``panels.board``, by ``version``): at 4K a board-sized see-through layer costs milliseconds
to blit, and it changes only with a drop.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.assets import Assets
from game.palette import INK, shade
from game.rules import Cell, Facing, Game, queries
from game.rules.queries import Trail
from game.ui import theme
from game.view import overlays
from game.view.camera import Camera

# Where each seat's slot numbers sit in a space, so four Mechs' numbers never overlap.
CORNERS = ((0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0))
# Each seat's path runs this far off the spaces' centres (in cells, toward a corner of its
# own) when several Mechs have trails, so paths over the same spaces stay apart.
LANE = 0.13
LANES = ((-1, -1), (1, 1), (1, -1), (-1, 1))


class ProgramPreview:
    def __init__(
        self,
        camera: Camera,
        assets: Assets,
        colours: dict[int, tuple[int, int, int]],
        emblems: dict[int, str] | None = None,
    ):
        self.camera, self.assets, self.colours = camera, assets, colours
        self.emblems = emblems or {}  # each seat's Yordle: its ghost wears the emblem
        self._game: Game | None = None
        self._trails: tuple[Trail, ...] = ()
        self._asking: tuple[Game, Iterator[Trail], list[Trail]] | None = None  # found so far
        # Made with the scene, not in the frame of the first trails: at 4K it is 9 MB of
        # new memory, which the system hands over page by page (tens of milliseconds).
        self._layer = pygame.Surface(self._layer_size(), pygame.SRCALPHA)
        self._picture = (self._layer, (0, 0), pygame.Rect(0, 0, 0, 0))
        self._drawn: Game | None = None  # the game the picture shows
        self._shown: Game | None = None  # the game of the picture ``version`` counts
        self.computed = 0  # how many times the rules were asked (tests count drops)
        self.version = 0  # counts the pictures shown (``shown``), one frame after drawn
        self._areas: dict[int, pygame.Rect] = {}  # where on screen the last two pictures lie
        self._is_shared = False  # several Mechs have trails: each path keeps its lane

    def trails(self, game: Game) -> tuple[Trail, ...]:
        """Every Mech's trail for the game as it stands (asked once per game value)."""
        while game is not self._game:
            self._ask_one(game)
        return self._trails

    def _ask_one(self, game: Game) -> None:
        """The next Mech's trail for ``game``, in the order the lines will run (each from
        where the earlier lines leave the board); with the last, the trails are new."""
        if self._asking is None or self._asking[0] is not game:
            self._asking = (game, queries.each_trail(game), [])
        _, trails, found = self._asking
        found.append(next(trails))
        if len(found) == len(game.mechs):
            self._game, self._trails = game, tuple(found)
            self._asking = None
            self.computed += 1

    def update(self, game: Game) -> None:
        """Ask for the next Mech's trail if the game has changed since they were found;
        once all are, draw their picture in the next frame and show it in the one after
        (the panels draw the board again for it): each of these steps costs milliseconds
        at 4K. When frames do not follow one another (a still, a test) all at once."""
        for _ in range(1 if self.assets.is_live else len(game.mechs) + 2):
            self._step(game)

    def _step(self, game: Game) -> None:
        if game is not self._game:
            self._ask_one(game)
        elif self._drawn is not self._game:
            self._picture, self._drawn = self._render(self._trails), self._game
            _, at, used = self._picture
            self._areas = {v: a for v, a in self._areas.items() if v == self.version}
            self._areas[self.version + 1] = pygame.Rect(at, used.size)
        elif self._is_new:
            self.version, self._shown = self.version + 1, self._drawn

    @property
    def _is_new(self) -> bool:
        return self.version + 1 in self._areas

    def shown(self, game: Game) -> int | None:
        """The ``version`` of the picture ``blit`` draws for ``game``, None when none."""
        if self._shown is None or self._shown.round != game.round:
            return None  # no trail yet this round (last round's would mislead)
        return self.version

    def changed(self, old: int, new: int) -> pygame.Rect | None:
        """Where the screen differs between picture ``old`` and picture ``new`` (None: not
        known, the older is gone): the spaces either one's trails cover."""
        areas = [self._areas.get(old), self._areas.get(new)]
        if None in areas:
            return None
        shown = [a for a in areas if a is not None and a.width and a.height]
        return shown[0].unionall(shown[1:]) if shown else pygame.Rect(0, 0, 0, 0)

    def marked(self, game: Game) -> set[Cell]:
        """The spaces the trails shown for ``game`` mark (none before any this round): what
        a banner over the board should keep off."""
        if self.shown(game) is None:
            return set()
        return {cell for trail in self._trails for cell in _cells(trail)}

    def draw(self, surface: pygame.Surface, game: Game) -> None:
        self.update(game)
        self.blit(surface, game)

    def blit(self, surface: pygame.Surface, game: Game) -> list[pygame.Rect]:
        """The trails' picture as last drawn (nothing before any this round); where."""
        if self.shown(game) is None:
            return []
        if self._is_new:  # the next picture shows under this one's count: where this one
            self._areas.pop(self.version, None)  # lay no longer says where the next differs
        image, at, area = self._picture
        return [surface.blit(image, at, area)]

    def _render(
        self, trails: tuple[Trail, ...]
    ) -> tuple[pygame.Surface, tuple[int, int], pygame.Rect]:
        """All trails on one see-through layer (the same each time: a new board-sized layer
        on every drop would fragment the heap); where to blit it and the part drawn on."""
        margin = self.camera.cell // 2
        board = self.camera.rect
        local = Camera(pygame.Rect((0, 0), board.size), self.camera.width, self.camera.height)
        local.rect.topleft = (margin, margin)  # the same cells, room around them for marks
        size = self._layer_size()
        if self._layer.get_size() != size:  # the window changed size
            self._layer = pygame.Surface(size, pygame.SRCALPHA)
        layer = self._layer
        layer.fill((0, 0, 0, 0))
        for trail in trails:
            self._hits(layer, local, trail)
        self._is_shared = len([t for t in trails if t.steps]) > 1
        for trail in trails:
            self._path(layer, local, trail)
        for trail in trails:
            self._marks(layer, local, trail)
        cells = [c for t in trails for c in _cells(t)]
        if not cells:
            return layer, board.topleft, pygame.Rect(0, 0, 0, 0)
        used = local.cell_rect(cells[0]).unionall([local.cell_rect(c) for c in cells])
        used = used.inflate(margin, margin).clip(layer.get_rect())
        origin = (board.x - margin + used.x, board.y - margin + used.y)
        return layer, origin, used

    def _layer_size(self) -> tuple[int, int]:
        """The trails' layer: the board with half a space around it, for marks on its edge."""
        margin = self.camera.cell // 2
        return self.camera.rect.inflate(2 * margin, 2 * margin).size

    def _hits(self, layer: pygame.Surface, camera: Camera, trail: Trail) -> None:
        colour = self.colours[trail.seat]
        tint = self.assets.layer((camera.cell, camera.cell))
        tint.fill((*colour, 70))
        for cell in dict.fromkeys(c for s in trail.steps for c in s.hits):
            if not (0 <= cell[0] < camera.width and 0 <= cell[1] < camera.height):
                continue
            rect = camera.cell_rect(cell)
            layer.blit(tint, rect)
            cross = rect.inflate(-rect.width * 2 // 3, -rect.height * 2 // 3)
            for a, b in ((cross.topleft, cross.bottomright), (cross.topright, cross.bottomleft)):
                pygame.draw.line(layer, INK, a, b, 7)
                pygame.draw.line(layer, colour, a, b, 4)

    def _path(self, layer: pygame.Surface, camera: Camera, trail: Trail) -> None:
        """The way the Mech walks, dot by dot, and the pieces it pushes or tows."""
        colour = self.colours[trail.seat]
        points = self.path_points(camera, trail, self._is_shared)
        width = max(3, camera.cell // 12)
        if len(points) > 1:
            pygame.draw.lines(layer, (*INK, 200), False, points, width + 4)
            pygame.draw.lines(layer, (*colour, 220), False, points, width)
        for point in points[1:]:
            pygame.draw.circle(layer, colour, point, width + 2)
            pygame.draw.circle(layer, INK, point, width + 2, 2)
        for step in trail.steps:
            for piece, path in step.carried:
                pushed = self.colours.get(piece.seat, theme.TEXT) if piece.is_mech else theme.TEXT
                overlays.draw_carried(layer, camera, path, pushed)

    @staticmethod
    def path_points(camera: Camera, trail: Trail, is_shared: bool) -> list[tuple[int, int]]:
        """The points the path is drawn through: the spaces' centres, or, when several
        Mechs have trails, each seat's own lane beside them."""
        cells = [trail.start, *(c for s in trail.steps for c in s.path[1:])]
        lane = LANES[trail.seat % 4] if is_shared else (0, 0)
        dx, dy = (round(v * LANE * camera.cell) for v in lane)
        return [(x + dx, y + dy) for x, y in (camera.cell_rect(c).center for c in cells)]

    def _marks(self, layer: pygame.Surface, camera: Camera, trail: Trail) -> None:
        """Turns, the ghost where the Mech ends, slot numbers and the questions' "?"."""
        colour = self.colours[trail.seat]
        for step in trail.steps:
            for cell, facing in step.turns:
                _chevron(layer, camera, cell, facing, colour)
        if trail.steps and (trail.end, trail.end_facing) != (trail.start, trail.facing):
            emblem = self.emblems.get(trail.seat, "")
            overlays.draw_ghost(
                layer, camera, self.assets, trail.end, trail.end_facing, colour, emblem
            )
        numbers: dict[Cell, list[int]] = {}
        for step in trail.steps:
            if step.slot is not None:
                numbers.setdefault(step.end, []).append(step.slot + 1)
        for cell, slots in numbers.items():
            text = " ".join(map(str, slots))
            self._badge(layer, camera, cell, text, colour, CORNERS[trail.seat % 4])
        for cell in dict.fromkeys(c for s in trail.steps for c in s.asks):
            self._badge(layer, camera, cell, "?", theme.ACCENT, (0.5, 0.0), theme.BODY)
        for step in trail.steps:
            if step.rolls and not step.asks:
                self._badge(layer, camera, step.end, "?", theme.ACCENT, (0.5, 0.0), theme.BODY)

    def _badge(
        self,
        layer: pygame.Surface,
        camera: Camera,
        cell: Cell,
        text: str,
        colour: tuple[int, int, int],
        corner: tuple[float, float],
        size: int = theme.SMALL,
    ) -> None:
        image = self.assets.text(text, size, INK)
        rect = camera.cell_rect(cell)
        box = image.get_rect().inflate(10, 2)
        inside = rect.inflate(-4, -4).inflate(-box.width, -box.height)  # where its centre may go
        box.center = (
            round(inside.x + inside.width * corner[0]),
            round(inside.y + inside.height * corner[1]),
        )
        pygame.draw.rect(layer, colour, box, border_radius=8)
        pygame.draw.rect(layer, INK, box, 2, border_radius=8)
        layer.blit(image, image.get_rect(center=box.center))


def _cells(trail: Trail) -> list[Cell]:
    """Every space the trail marks (so its picture can be cropped to them)."""
    cells = [trail.start]
    for step in trail.steps:
        cells += [*step.path, *step.hits, *step.asks]
        cells += [c for _, path in step.carried for c in path]
    return cells


def _chevron(
    layer: pygame.Surface, camera: Camera, cell: Cell, facing: Facing, colour: tuple[int, int, int]
) -> None:
    """A small arrowhead at the edge of a space: here the Mech turns to face this way."""
    cx, cy = camera.cell_rect(cell).center
    dx, dy = facing.vector
    reach, size = camera.cell * 0.36, camera.cell * 0.16
    tip = (cx + dx * (reach + size), cy + dy * (reach + size))
    base = (cx + dx * reach, cy + dy * reach)
    points = [
        tip,
        (base[0] - dy * size, base[1] + dx * size),
        (base[0] + dy * size, base[1] - dx * size),
    ]
    pygame.draw.polygon(layer, shade(colour, 1.2), points)
    pygame.draw.polygon(layer, INK, points, 2)
