"""The board on screen: the static layer drawn once, the Lava Wall, one sprite per piece,
effects on top.

``sync(game)`` snaps every sprite (and the lava) to where the rules put things;
``drift(game)`` lists anything drawn elsewhere (empty once the director is idle). While a
question waits mid-step, both go by its preview: the board shows what the step has done.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import paths
from game.assets import Assets
from game.rules import BOMB, BOSS, Board, Cell, Game, PieceId, queries
from game.view.board_layers import render_static
from game.view.camera import TILE, Camera, cell_centre
from game.view.effects import Effect
from game.view.lava import LavaLayer
from game.view.prelude import as_shown
from game.view.sprites import LAYERS, Sprite
from game.view.tiled_board import Placed


def expected(game: Game) -> dict[PieceId, tuple[str, Cell, float]]:
    """Every piece the rules know, by sprite key: its kind, cell and facing angle."""
    pieces: dict[PieceId, tuple[str, Cell, float]] = {}
    for shard in game.shards:
        pieces[shard.piece] = ("shard", shard.cell, 0.0)
    for minion in game.minions:
        pieces[minion.piece] = ("minion", minion.cell, 0.0)
    if game.bomb is not None:
        pieces[BOMB] = ("bomb", game.bomb, 0.0)
    if game.boss is not None:
        pieces[BOSS] = ("boss", game.boss.cell, 0.0)
    for mech in game.mechs:
        pieces[mech.piece] = ("mech", mech.cell, float(mech.facing.degrees))
    return pieces


def piece_centre(kind: str, cell: Cell) -> tuple[float, float]:
    """Where a piece's sprite sits in board pixels: the Boss covers 2×2 from its cell."""
    x, y = cell_centre(cell)
    return (x + TILE / 2, y + TILE / 2) if kind == "boss" else (x, y)


def boss_meter(game: Game) -> tuple[int, int] | None:
    if game.boss is None or game.trackers.doom is None:
        return None
    return max(0, game.trackers.doom), max(game.mission.doom_start or 1, game.trackers.doom)


class BoardView:
    def __init__(
        self,
        board: Board,
        camera: Camera,
        assets: Assets,
        mech_colours: dict[int, tuple[int, int, int]],
        tiles: Sequence[Placed] = (),
        game: Game | None = None,
        emblems: dict[int, str] | None = None,
    ) -> None:
        self.board, self.camera, self.assets = board, camera, assets
        self.mech_colours = mech_colours
        self.emblems = emblems or {}  # each seat's Yordle, whose mark its Mech wears
        self.tiles = tuple(tiles)
        self.ground = self._ground()
        self.sprites: dict[PieceId, Sprite] = {}
        self.hidden: frozenset[PieceId] = frozenset()  # Mechs waiting to be placed
        self.effects: list[Effect] = []
        self.clock = 0.0
        self.lava_layer: LavaLayer | None = None
        self.lava_rows = 0.0  # as far as the replay has got (fractional while it flows)
        self.is_lava_active = False
        if game is not None and game.lava is not None:
            self.lava_layer = LavaLayer(board.width, board.height, camera.cell, game.lava.edge)

    def resize(self) -> None:
        """Redraw the ground (and the lava's) at the camera's new cell size."""
        self.ground = self._ground()
        if self.lava_layer is not None:
            layer = self.lava_layer
            self.lava_layer = LavaLayer(
                self.board.width, self.board.height, self.camera.cell, layer.edge
            )

    def _ground(self) -> pygame.Surface:
        """The static layer at the camera's cell size, kept by the assets: a restart of the
        mission reuses it (a new one for every mission would fragment the heap)."""
        cell, maps = self.camera.cell, paths.content().maps
        return self.assets.keep(
            ("ground", self.board, self.tiles, cell, maps),
            lambda: render_static(self.board, cell, self.assets, self.tiles),
        )

    def mech(self, seat: int) -> Sprite:
        return self.sprites[PieceId.mech(seat)]

    def sprite(self, key: PieceId) -> Sprite | None:
        return self.sprites.get(key)

    def centre_of(self, key: PieceId, cell: Cell) -> tuple[float, float]:
        sprite = self.sprites.get(key)
        return piece_centre(sprite.kind if sprite is not None else "", cell)

    def place(self, key: PieceId, kind: str, cell: Cell, angle: float = 0.0) -> Sprite:
        x, y = piece_centre(kind, cell)
        seat = key.seat if key.is_mech else -1
        sprite = self.sprites.get(key)
        if sprite is None:
            colour = self.mech_colours.get(seat, (200, 200, 200))
            sprite = Sprite(kind, x, y, colour=colour, emblem=self.emblems.get(seat, ""))
            self.sprites[key] = sprite
        sprite.x, sprite.y, sprite.angle = x, y, angle
        sprite.alpha, sprite.scale, sprite.shake, sprite.flash = 1.0, 1.0, 0.0, 0.0
        return sprite

    def remove(self, key: PieceId) -> None:
        self.sprites.pop(key, None)

    def sync(self, game: Game) -> None:
        """Snap to the truth: every piece where the rules put it, nothing else, no effects;
        a Mech not placed yet is not drawn."""
        self.hidden = frozenset(PieceId.mech(seat) for seat in queries.unplaced_seats(game))
        game = as_shown(game)
        pieces = expected(game)
        for key in [k for k in self.sprites if k not in pieces]:
            self.remove(key)
        for key, (kind, cell, angle) in pieces.items():
            self.place(key, kind, cell, angle)
        for mech in game.mechs:
            self.sprites[mech.piece].carries = mech.shard is not None
        if BOSS in self.sprites:
            self.sprites[BOSS].meter = boss_meter(game)
        if game.lava is not None:
            self.lava_rows, self.is_lava_active = float(game.lava.rows), game.lava.is_active
        self.effects.clear()

    def drift(self, game: Game) -> list[str]:
        """Each sprite that is missing, extra, or not exactly where its piece stands."""
        game = as_shown(game)
        pieces = expected(game)
        found = [f"{key}: no such piece" for key in self.sprites if key not in pieces]
        for key, (kind, cell, angle) in pieces.items():
            sprite = self.sprites.get(key)
            if sprite is None:
                found.append(f"{key}: no sprite")
                continue
            x, y = piece_centre(kind, cell)
            if abs(sprite.x - x) > 0.5 or abs(sprite.y - y) > 0.5:
                found.append(f"{key}: drawn at {sprite.x:.0f},{sprite.y:.0f}, is at {cell}")
            if round(sprite.angle) % 360 != round(angle) % 360:
                found.append(f"{key}: drawn facing {sprite.angle:.0f}°, faces {angle:.0f}°")
            if sprite.alpha < 0.99 or abs(sprite.scale - 1) > 0.01 or sprite.shake:
                found.append(f"{key}: faded, scaled or shaken")
        if game.lava is not None and abs(self.lava_rows - game.lava.rows) > 0.01:
            found.append(f"lava: drawn over {self.lava_rows:.2f} rows, covers {game.lava.rows}")
        return found

    def add_effect(self, effect: Effect) -> None:
        self.effects.append(effect)

    def remove_effect(self, effect: Effect) -> None:
        if effect in self.effects:
            self.effects.remove(effect)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_ground(surface)
        self.draw_pieces(surface)

    def draw_ground(self, surface: pygame.Surface) -> None:
        """The static layer: it changes never, so callers may cache it with their panels."""
        surface.blit(self.ground, self.camera.rect.topleft)

    def draw_pieces(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The Lava Wall and every piece, over the ground; where they were drawn."""
        origin, drawn = self.camera.rect.topleft, list[pygame.Rect | None]()
        if self.lava_layer is not None:
            rows, clock, is_active = self.lava_rows, self.clock, self.is_lava_active
            drawn.append(self.lava_layer.draw(surface, origin, rows, clock, is_active))
        shown = (s for k, s in self.sprites.items() if k not in self.hidden)
        for sprite in sorted(shown, key=lambda s: LAYERS[s.kind]):
            drawn.append(sprite.draw(surface, self.camera, self.assets))
        return [rect for rect in drawn if rect is not None]

    def still_pieces(self) -> tuple[tuple[object, ...], ...] | None:
        """The pieces as they stand while none moves, fades, shakes or flashes, no effect
        or Lava Wall plays and each lies within the board: a picture of them then holds
        until this changes. None while something moves."""
        if self.effects or self.lava_layer is not None:
            return None
        still: list[tuple[object, ...]] = [tuple(sorted(map(str, self.hidden)))]
        for s in self.sprites.values():
            if s.alpha < 1 or s.scale != 1 or s.shake or s.flash > 0.01:
                return None
            if s.meter is not None and s.y <= TILE:  # a Boss's health above the top row
                return None
            still.append((s.kind, s.x, s.y, s.angle, s.meter, s.carries, s.colour, s.emblem))
        return tuple(still)

    def draw_effects(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Every effect playing; where they were drawn."""
        drawn = (effect.draw(surface, self.camera, self.assets) for effect in list(self.effects))
        return [rect for rect in drawn if rect is not None]
