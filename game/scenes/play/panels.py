"""The play screen's panels that stay put between frames (its "chrome"), one function each.

A panel draws itself from the scene into its place in the layout (``game.ui.layout``);
``CHROME`` lists them in drawing order. The table has a module of its own (``table``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.rules import EndProgramming
from game.scenes.play import table, views
from game.scenes.play.model import Mode
from game.ui import theme
from game.ui.command_line import SeatView, draw_seat
from game.ui.mission_panel import draw_mission_panel
from game.ui.text import fit_size, label, paragraph
from game.ui.top_bar import TopBarInfo, draw_top_bar
from game.ui.widgets import panel
from game.view.director import PHASE_TITLES

if TYPE_CHECKING:
    from game.scenes.play.scene import PlayScene

Panel = Callable[["PlayScene", pygame.Surface], None]

PROGRAM_HELP = (
    "Everyone programs at once. Drag each hand card onto a lit slot of its Command Line, or "
    "onto the scrap bin. The same element stacks (Power up to 3); another element replaces "
    "the stack. Press Ready when the hand is empty."
)


def top_bar(scene: PlayScene, screen: pygame.Surface) -> None:
    """The mission, round, phase, First Player, kills, Team Gears, Doom and Rune Shields."""
    hud = scene.hud
    timer = scene.drafting.timer(scene.game) if scene.mode is Mode.DRAFTING else None
    info = TopBarInfo(
        scene.mission.title,
        hud.round,
        hud.phase,
        scene.names[hud.first_player],
        scene.colours[hud.first_player],
        hud.kills,
        hud.gears,
        hud.doom,
        hud.inactive_runes,
        timer,
        scene.mission.doom_meaning or "Doom",
        scene.game.boss is not None,
        views.gear_marks(scene.game, scene.colours),
        hud.is_setting_up,
    )
    draw_top_bar(screen, scene.assets, info)


def info(scene: PlayScene, screen: pygame.Surface) -> None:
    """Who acts now and how, in a few words."""
    assets, mode, game = scene.assets, scene.mode, scene.game
    box = scene.frame.info
    panel(screen, box, theme.PANEL_DARK)
    body = pygame.Rect(box.x + 14, box.y + 52, box.width - 28, box.height - 90)
    colour, heading, text = theme.ACCENT, PHASE_TITLES[scene.hud.phase], ""
    if mode is Mode.DRAFTING and game.draft.pick_order:
        seat = game.draft.pick_order[0]
        colour, heading = scene.colours[seat], f"{scene.names[seat]} drafts"
        text = (
            "Click one of the face-up cards on the table. Picks go round from the First "
            "Player until four cards are taken."
        )
    elif mode is Mode.PROGRAMMING:
        heading, text = "Program", PROGRAM_HELP
    elif mode is Mode.ANSWERING and game.pending is not None:
        request = game.pending
        colour, heading = scene.colours[request.seat], f"{scene.names[request.seat]} decides"
        text = f"{request.reason}: choose on the board or on the table below."
    else:
        text = "The rules are resolving. Watch the board, or press Space to skip the animations."
        if scene.settings.is_stepping:
            text = "The rules are resolving, one step at a time: click or press Space for each."
    size = fit_size(assets, heading, 34, box.width - 28)
    label(screen, assets, heading, size, colour, topleft=(box.x + 14, box.y + 12))
    paragraph(screen, assets, text, theme.TINY + 1, theme.TEXT, body)
    space = "next" if scene.settings.is_stepping else "skip"
    keys = f"Esc: menu · Space: {space} · speed: {scene.settings.speed.value}"
    label(screen, assets, keys, theme.TINY, theme.MUTED, bottomleft=(box.x + 14, box.bottom - 10))


def log(scene: PlayScene, screen: pygame.Surface) -> None:
    scene.log.draw(screen, scene.assets, scene.frame.log)


def mission(scene: PlayScene, screen: pygame.Surface) -> None:
    """The Boss's Command Line, the Lava Wall or the objective, where there is room."""
    if scene.frame.mission is not None:
        view = views.mission_view(scene)
        draw_mission_panel(screen, scene.assets, scene.frame.mission, view, scene.clock)


def board(scene: PlayScene, screen: pygame.Surface) -> None:
    """The board's frame and its ground (the pieces are drawn every frame over it)."""
    pygame.draw.rect(screen, theme.PANEL_DARK, scene.camera.rect.inflate(8, 8), border_radius=8)
    scene.board_view.draw_ground(screen)


def seats(scene: PlayScene, screen: pygame.Surface) -> None:
    """Each seat's Command Line, hand, Schematics and Damage."""
    for seat, layout in enumerate(scene.layouts):
        view = seat_view(scene, seat)
        draw_seat(screen, scene.assets, layout, view, scene.mouse, scene.clock)


def seat_view(scene: PlayScene, seat: int) -> SeatView:
    game, mode, hud = scene.shown, scene.mode, scene.hud
    asking = scene.game.pending
    mech = game.mech(seat)
    legal = scene.model.legal if mode is Mode.PROGRAMMING else ()
    view = SeatView(
        scene.names[seat],
        scene.colours[seat],
        mech,
        damage_info=lambda card: views.damage_info(game, card),
        is_first=hud.first_player == seat,
        schematics=views.schematic_chips(game, seat, legal),
        carries_shard=mech.shard is not None,
        overdrive=views.overdrive_view(game, seat),
    )
    if mode is Mode.DRAFTING and game.draft.pick_order and game.draft.pick_order[0] == seat:
        view.is_turn, view.status = True, "picks a card from the table"
    elif mode is Mode.PROGRAMMING:
        view.is_programming = True
        view.status = "Ready!" if mech.is_ready else "programming…"
        view.lit_slots = scene.programming.lit_slots(game, seat) | scene.schematics.lit_slots(
            game, seat
        )
        chip = scene.schematics.drag
        view.dragged_schematic = chip.name if chip is not None and chip.seat == seat else None
        view.preview = scene.programming.preview(game, seat)
        view.dragged = scene.programming.hidden(seat)
        view.can_ready = EndProgramming(seat) in scene.model.legal
        view.can_undo = scene.can_undo(seat)
    elif mode is Mode.ANSWERING and asking is not None and asking.seat == seat:
        view.is_turn, view.status = True, "decides…"
    if hud.active_slot is not None and hud.active_slot[0] == seat:
        view.active_slot = hud.active_slot[1]
        if mode is not Mode.ANSWERING:
            view.status = f"runs slot {hud.active_slot[1] + 1}"
    return view


CHROME: tuple[Panel, ...] = (top_bar, info, log, mission, board, table.draw_table, seats)


def draw_chrome(scene: PlayScene, screen: pygame.Surface) -> None:
    """Everything that stays put between frames, panel by panel."""
    screen.fill(theme.BACKGROUND)
    for draw in CHROME:
        draw(scene, screen)
