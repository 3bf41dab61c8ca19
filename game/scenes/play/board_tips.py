"""Rest the pointer on any space of the board to read it in words: the piece standing there,
the ground, a Rune Space, the gates and Spike Walls on its sides, and what its zone means in
this mission.

The words come from the game as shown and the mission's data (``zones`` in missions.yaml);
nothing here decides a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.content import MissionInfo
from game.rules import GATE_KEYS, Cell, Facing, Game, Rune, Terrain, edge_beside
from game.scenes.play.model import Mode
from game.scenes.play.tips import draw_tip, tip_box
from game.view.zones import zone_style

if TYPE_CHECKING:
    from game.scenes.play.scene import PlayScene

REST = 0.35  # seconds the pointer rests before the words show
SIDES = {Facing.N: "north", Facing.E: "east", Facing.S: "south", Facing.W: "west"}
ELEMENTS = {Rune.RED: "Fire", Rune.YELLOW: "Electric", Rune.BLUE: "Metal", Rune.GREEN: "Computery"}
GROUND = {
    Terrain.BOULDER: (
        "Massive Boulder",
        "Nothing can enter this space; it stops moves and pushes.",
    ),
    Terrain.OIL: (
        "Oil Slick",
        "A piece that moves onto it slides on one more space the same way (further over more oil).",
    ),
    Terrain.LAVA: ("Lava Pool", "A piece that moves onto it takes 1 damage and stops there."),
    Terrain.REPAIR_PAD: ("Repair Pad", "A Mech that moves onto it repairs one Damage Card."),
}
SHARDS = {
    "breakable": "Step on it or hit it with an attack to shatter it.",
    "carried": "Step onto it to pick it up; a Mech that is hurt drops it.",
    "immune": "Attacks and stomps pass it by.",
}
RUNE_SPAWNS = ("all_runes", "rolled_runes")

Words = list[tuple[str, str]]


def board_words(game: Game, cell: Cell, mission: MissionInfo, names: dict[int, str]) -> Words:
    """Everything worth saying about one space, heading and sentence each, the piece first."""
    return [
        *_pieces(game, cell, mission, names),
        *_ground(game, cell),
        *_edges(game, cell),
        *_zones(game, cell, mission),
    ]


def _pieces(game: Game, cell: Cell, mission: MissionInfo, names: dict[int, str]) -> Words:
    words: Words = []
    mech = game.mech_at(cell)
    if mech is not None:
        damage = sum(s.damage is not None for s in mech.slots) + len(mech.system_damage)
        text = f"Faces {SIDES[mech.facing]}. Damage Cards: {damage}."
        if mech.shard is not None:
            text += " It carries a Crystal Shard."
        words.append((f"{names.get(mech.seat, 'A')}'s Mech", text))
    if any(m.cell == cell for m in game.minions):
        text = "Steps in the Minion Phase and hits any Mech next to it. One hit destroys it."
        words.append(("Minion", text))
    shard = next((s for s in game.shards if s.cell == cell), None)
    if shard is not None:
        text = (
            "Locked in: it stays here."
            if shard.is_locked
            else SHARDS.get(game.mission.shard_mode, "")
        )
        words.append(("Crystal Shard", text))
    if game.bomb == cell:
        label = mission.doom_meaning or "Bomb health"
        health = f" {label}: {game.trackers.doom}." if game.trackers.doom is not None else ""
        words.append(
            ("The Bomb", f"Push it by moving into it, or tow it with a move of 2 or more.{health}")
        )
    if game.boss is not None and cell in game.boss.footprint():
        health = f" Health: {game.trackers.doom}." if game.trackers.doom is not None else ""
        text = f"Rumble's stolen Mech: its Command Line runs in the Danger Phase.{health}"
        words.append(("The Boss", text))
    return words


def _ground(game: Game, cell: Cell) -> Words:
    space = game.board.space(cell)
    words: Words = []
    if space.terrain in GROUND:
        words.append(GROUND[space.terrain])
    if space.rune is not None:
        colour = space.rune.value.title()
        state = "on" if game.is_rune_active(space.rune) else "off"
        text = f"A Mech that steps here switches the {colour} Rune off (now {state})."
        if game.mission.minion_spawn.kind in RUNE_SPAWNS:
            text += f" Minions spawn on {colour} Rune Spaces."
        words.append((f"{colour} Rune Space", text))
    if space.is_start:
        words.append(("Start space", "A Mech may begin the mission here."))
    return words


def _edges(game: Game, cell: Cell) -> Words:
    words: Words = []
    board = game.board
    for side in Facing:
        edge = edge_beside(cell, side)
        if edge in board.spikes:
            text = f"On the {SIDES[side]} side: nothing crosses it, and bumping it costs 1 damage."
            words.append(("Spike Wall", text))
        rune = board.gate_on(edge)
        if rune is not None:
            colour, key = rune.value.title(), GATE_KEYS[rune].title
            state = "shut" if game.is_rune_active(rune) else "open"
            text = (
                f"On the {SIDES[side]} side, now {state}. While the {colour} Rune is on, only "
                f"{key} (the {ELEMENTS[rune]} Move card) crosses it."
            )
            words.append((f"{colour} Rune Gate", text))
    return words


def _zones(game: Game, cell: Cell, mission: MissionInfo) -> Words:
    words: Words = []
    for name, cells in game.board.zones:
        style = zone_style(name)
        if style is None or cell not in cells:
            continue
        text = mission.zone_text(name)
        words.append((f"Zone: {style[0]}", text or "A zone this mission's rules name."))
    return words


def draw_board_tip(scene: PlayScene, screen: pygame.Surface) -> bool:
    """Once the pointer rests on a space (and nothing is dragged or asked), its words
    beside it; True when drawn."""
    programming = scene.programming
    if scene.still < REST or scene.mode is Mode.ANSWERING:
        return False
    if programming.drag is not None or programming.scrap is not None:
        return False
    cell = scene.camera.cell_at(scene.mouse)
    if cell is None:
        return False
    words = board_words(scene.shown, cell, scene.mission, scene.names)
    if not words:
        return False
    text = "\n".join(f"{head}: {body}" for head, body in words[1:])
    head, first = words[0]
    body = first + ("\n" + text if text else "")
    box = tip_box(scene, body)
    anchor = scene.camera.cell_rect(cell)
    box.midleft = (anchor.right + scene.assets.px(12), anchor.centery)
    if box.right > scene.layout.below_top_bar.right:
        box.midright = (anchor.left - scene.assets.px(12), anchor.centery)
    box.clamp_ip(scene.layout.below_top_bar)
    draw_tip(scene, screen, box, head, body, (120, 130, 160))
    return True
