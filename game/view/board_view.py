"""The board on screen: pre-rendered ground, one sprite per piece, effects on top.

``sync(game)`` snaps every sprite to where the rules put its piece; ``drift(game)`` lists
any sprite that is not there (empty once the director is idle).
"""

from __future__ import annotations

import pygame

from game.assets import Assets
from game.palette import INK
from game.rules import Board, Cell, Game
from game.view.camera import Camera, cell_centre
from game.view.effects import Effect
from game.view.sprites import LAYERS, Sprite
from game.view.terrain import render_ground

SCHOOL_COLOUR = (250, 214, 74)


def expected(game: Game) -> dict[str, tuple[str, Cell, float]]:
    """Every piece the rules know, by sprite key: its kind, cell and facing angle."""
    pieces: dict[str, tuple[str, Cell, float]] = {}
    for shard in game.shards:
        pieces[shard.piece] = ("shard", shard.cell, 0.0)
    for minion in game.minions:
        pieces[minion.piece] = ("minion", minion.cell, 0.0)
    if game.bomb is not None:
        pieces["bomb"] = ("bomb", game.bomb, 0.0)
    for mech in game.mechs:
        pieces[mech.piece] = ("mech", mech.cell, float(mech.facing.degrees))
    return pieces


class BoardView:
    def __init__(
        self,
        board: Board,
        camera: Camera,
        assets: Assets,
        mech_colours: dict[int, tuple[int, int, int]],
    ) -> None:
        self.board, self.camera, self.assets = board, camera, assets
        self.mech_colours = mech_colours
        self.ground = render_ground(board, camera.cell, assets)
        self.sprites: dict[str, Sprite] = {}
        self.effects: list[Effect] = []

    def mech(self, seat: int) -> Sprite:
        return self.sprites[f"mech{seat}"]

    def sprite(self, key: str) -> Sprite | None:
        return self.sprites.get(key)

    def place(self, key: str, kind: str, cell: Cell, angle: float = 0.0) -> Sprite:
        x, y = cell_centre(cell)
        seat = int(key[4:]) if kind == "mech" else -1
        sprite = self.sprites.get(key)
        if sprite is None:
            sprite = Sprite(kind, x, y, colour=self.mech_colours.get(seat, (200, 200, 200)))
            self.sprites[key] = sprite
        sprite.x, sprite.y, sprite.angle = x, y, angle
        sprite.alpha, sprite.scale, sprite.shake = 1.0, 1.0, 0.0
        return sprite

    def remove(self, key: str) -> None:
        self.sprites.pop(key, None)

    def sync(self, game: Game) -> None:
        """Snap to the truth: every piece where the rules put it, nothing else, no effects."""
        pieces = expected(game)
        for key in [k for k in self.sprites if k not in pieces]:
            self.remove(key)
        for key, (kind, cell, angle) in pieces.items():
            self.place(key, kind, cell, angle)
        for mech in game.mechs:
            self.sprites[mech.piece].carries = getattr(mech, "shard", None) is not None
        self.effects.clear()

    def drift(self, game: Game) -> list[str]:
        """Each sprite that is missing, extra, or not exactly where its piece stands."""
        pieces = expected(game)
        found = [f"{key}: no such piece" for key in self.sprites if key not in pieces]
        for key, (_, cell, angle) in pieces.items():
            sprite = self.sprites.get(key)
            if sprite is None:
                found.append(f"{key}: no sprite")
                continue
            x, y = cell_centre(cell)
            if abs(sprite.x - x) > 0.5 or abs(sprite.y - y) > 0.5:
                found.append(f"{key}: drawn at {sprite.x:.0f},{sprite.y:.0f}, is at {cell}")
            if round(sprite.angle) % 360 != round(angle) % 360:
                found.append(f"{key}: drawn facing {sprite.angle:.0f}°, faces {angle:.0f}°")
            if sprite.alpha < 0.99 or abs(sprite.scale - 1) > 0.01 or sprite.shake:
                found.append(f"{key}: faded, scaled or shaken")
        return found

    def add_effect(self, effect: Effect) -> None:
        self.effects.append(effect)

    def remove_effect(self, effect: Effect) -> None:
        if effect in self.effects:
            self.effects.remove(effect)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.ground, self.camera.rect)
        self._draw_school(surface)
        for sprite in sorted(self.sprites.values(), key=lambda s: LAYERS[s.kind]):
            sprite.draw(surface, self.camera, self.assets)

    def draw_effects(self, surface: pygame.Surface) -> None:
        for effect in list(self.effects):
            effect.draw(surface, self.camera, self.assets)

    def _draw_school(self, surface: pygame.Surface) -> None:
        if not self.board.has_zone("school"):
            return
        zone = self.board.zone("school")
        for cell in zone:
            rect = self.camera.cell_rect(cell)
            sides = (
                ((0, -1), rect.topleft, rect.topright),
                ((0, 1), rect.bottomleft, rect.bottomright),
                ((-1, 0), rect.topleft, rect.bottomleft),
                ((1, 0), rect.topright, rect.bottomright),
            )
            for (dx, dy), a, b in sides:
                if (cell[0] + dx, cell[1] + dy) not in zone:
                    pygame.draw.line(surface, INK, a, b, 7)
                    pygame.draw.line(surface, SCHOOL_COLOUR, a, b, 4)
        corner = self.camera.cell_rect(min(zone, key=lambda c: (c[1], c[0])))
        label = self.assets.font(20).render("SCHOOL", True, INK)
        tag = label.get_rect(bottomleft=(corner.x + 2, corner.y - 1))
        pygame.draw.rect(surface, SCHOOL_COLOUR, tag.inflate(10, 4), border_radius=4)
        surface.blit(label, tag)
