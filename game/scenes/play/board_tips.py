"""Rest the pointer on any space of the board to read it in words: the piece standing there,
the ground, a Rune Space, the gates and Spike Walls on its sides, and what its zone means in
this mission.

The words come from the game as shown and the mission's data (``zones`` in missions.yaml);
nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import chain
from typing import TYPE_CHECKING

import pygame

from game import names as said
from game.content import MissionInfo
from game.i18n import N_, tr
from game.rules import GATE_KEYS, Cell, Facing, Game, Terrain, edge_beside
from game.scenes.play.model import Mode
from game.scenes.play.tips import draw_tip, tip_box
from game.view.placement import key_rects, least_covering, near
from game.view.zones import zone_style

if TYPE_CHECKING:
    from game.scenes.play.screen import BoardTipsView

REST = 0.35  # seconds the pointer rests before the words show
GROUND = {  # translated where they are drawn, as the words below
    Terrain.BOULDER: (
        N_("Massive Boulder"),
        N_("Nothing can enter this space; it stops moves and pushes."),
    ),
    Terrain.OIL: (
        N_("Oil Slick"),
        N_(
            "A piece that moves onto it slides on one more space the same way (further over "
            "more oil)."
        ),
    ),
    Terrain.LAVA: (
        N_("Lava Pool"),
        N_("A piece that moves onto it takes 1 damage and stops there."),
    ),
    Terrain.REPAIR_PAD: (
        N_("Repair Pad"),
        N_("A Mech that moves onto it repairs one Damage Card."),
    ),
}
SHARDS = {
    "breakable": N_("Step on it or hit it with an attack to shatter it."),
    "carried": N_("Step onto it to pick it up; a Mech that is hurt drops it."),
    "immune": N_("Attacks and stomps pass it by."),
}
RUNE_SPAWNS = ("all_runes", "rolled_runes")

Words = list[tuple[str, str]]


def board_words(game: Game, cell: Cell, mission: MissionInfo, names: Mapping[int, str]) -> Words:
    """Everything worth saying about one space, heading and sentence each, the piece first."""
    return [
        *_pieces(game, cell, mission, names),
        *_ground(game, cell),
        *_edges(game, cell),
        *_zones(game, cell, mission),
    ]


def _pieces(game: Game, cell: Cell, mission: MissionInfo, names: Mapping[int, str]) -> Words:
    words: Words = []
    mech = game.mech_at(cell)
    if mech is not None:
        damage = sum(s.damage is not None for s in mech.slots) + len(mech.system_damage)
        text = tr("Faces {way}. Damage Cards: {n}.", way=said.facing(mech.facing), n=damage)
        if mech.shard is not None:
            text += " " + tr("It carries a Crystal Shard.")
        name = names.get(mech.seat)
        words.append((tr("{name}'s Mech", name=name) if name else tr("A Mech"), text))
    if any(m.cell == cell for m in game.minions):
        text = tr("Steps in the Minion Phase and hits any Mech next to it. One hit destroys it.")
        words.append((tr("Minion"), text))
    shard = next((s for s in game.shards if s.cell == cell), None)
    if shard is not None:
        mode = game.mission.shard_mode
        if shard.is_locked:
            text = tr("Locked in: it stays here.")
        else:
            text = tr(SHARDS[mode]) if mode in SHARDS else ""
        words.append((tr("Crystal Shard"), text))
    if game.bomb == cell:
        text = tr("Push it by moving into it, or tow it with a move of 2 or more.")
        if game.trackers.doom is not None:
            label = tr(mission.doom_meaning) if mission.doom_meaning else tr("Bomb health")
            text += " " + tr("{tracker}: {n}.", tracker=label, n=game.trackers.doom)
        words.append((tr("The Bomb"), text))
    if game.boss is not None and cell in game.boss.footprint():
        text = tr("Rumble's stolen Mech: its Command Line runs in the Danger Phase.")
        if game.trackers.doom is not None:
            text += " " + tr("Health: {n}.", n=game.trackers.doom)
        words.append((tr("The Boss"), text))
    return words


def _ground(game: Game, cell: Cell) -> Words:
    space = game.board.space(cell)
    words: Words = []
    if space.terrain in GROUND:
        name, meaning = GROUND[space.terrain]
        words.append((tr(name), tr(meaning)))
    if space.rune is not None:
        colour = said.rune_colour(space.rune)
        if game.is_rune_active(space.rune):
            text = tr(
                "A Mech that steps here switches the {colour} Rune off (now on).", colour=colour
            )
        else:
            text = tr(
                "A Mech that steps here switches the {colour} Rune off (now off).", colour=colour
            )
        if game.mission.minion_spawn.kind in RUNE_SPAWNS:
            text += " " + tr("Minions spawn on {colour} Rune Spaces.", colour=colour)
        words.append((tr("{colour} Rune Space", colour=colour), text))
    if space.is_start:
        words.append((tr("Start space"), tr("A Mech may begin the mission here.")))
    return words


def _edges(game: Game, cell: Cell) -> Words:
    words: Words = []
    board = game.board
    for side in Facing:
        edge = edge_beside(cell, side)
        if edge in board.spikes:
            text = tr(
                "On the {side} side: nothing crosses it, and bumping it costs 1 damage.",
                side=said.facing(side),
            )
            words.append((tr("Spike Wall"), text))
        rune = board.gate_on(edge)
        if rune is not None:
            colour, key = said.rune_colour(rune), said.command(GATE_KEYS[rune])
            element = said.element(GATE_KEYS[rune].element)
            values = {"side": said.facing(side), "colour": colour, "card": key, "element": element}
            if game.is_rune_active(rune):
                text = tr(
                    "On the {side} side, now shut. While the {colour} Rune is on, only {card} "
                    "(the {element} Move card) crosses it.",
                    **values,
                )
            else:
                text = tr(
                    "On the {side} side, now open. While the {colour} Rune is on, only {card} "
                    "(the {element} Move card) crosses it.",
                    **values,
                )
            words.append((tr("{colour} Rune Gate", colour=colour), text))
    return words


def _zones(game: Game, cell: Cell, mission: MissionInfo) -> Words:
    words: Words = []
    for name, cells in game.board.zones:
        style = zone_style(name)
        if style is None or cell not in cells:
            continue
        text = mission.zone_text(name, game.progress.stage)
        meaning = tr(text) if text else tr("A zone this mission's rules name.")
        words.append((tr("Zone: {name}", name=style[0]), meaning))
    return words


def tip_place(scene: BoardTipsView, size: tuple[int, int], anchor: pygame.Rect) -> pygame.Rect:
    """Beside the space the pointer rests on (right, left, above or below it), inside the
    screen: the first place that hides neither that space nor a Mech, the Bomb or the
    Boss, else the one hiding least."""
    gap, bounds = scene.assets.px(12), scene.layout.below_top_bar
    spots = []
    for anchor_at, at in (
        ("midleft", (anchor.right + gap, anchor.centery)),
        ("midright", (anchor.left - gap, anchor.centery)),
        ("midbottom", (anchor.centerx, anchor.top - gap)),
        ("midtop", (anchor.centerx, anchor.bottom + gap)),
    ):
        box = pygame.Rect((0, 0), size)
        setattr(box, anchor_at, at)
        spots.append(box.clamp(bounds))
    nearest = near(anchor, bounds, size, max(1, scene.camera.cell // 4))  # else the nearest
    pieces = key_rects(scene.board_view.sprites.values(), scene.camera)
    return least_covering(chain(spots, nearest), [anchor.inflate(-2, -2), *pieces])


def draw_board_tip(scene: BoardTipsView, screen: pygame.Surface) -> pygame.Rect | None:
    """Once the pointer rests on a space (and nothing is dragged or asked), its words
    beside it; where they were drawn (None: none are)."""
    programming = scene.programming
    if scene.still < REST or scene.mode is Mode.ANSWERING:
        return None
    if programming.drag is not None or programming.scrap is not None:
        return None
    cell = scene.camera.cell_at(scene.mouse)
    if cell is None:
        return None
    words = board_words(scene.shown, cell, scene.mission, scene.names)
    if not words:
        return None
    text = "\n".join(f"{head}: {body}" for head, body in words[1:])
    head, first = words[0]
    body = first + ("\n" + text if text else "")
    box = tip_place(scene, tip_box(scene, body, head).size, scene.camera.cell_rect(cell))
    return draw_tip(scene, screen, box, head, body, (120, 130, 160))
