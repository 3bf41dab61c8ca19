"""The table under the board: the question's answers, the scrap choice, the dealt cards,
the scrap bin while programming, or the slot that runs and the mission's reminders."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules import Phase, queries
from game.scenes.play.model import Mode
from game.scenes.play.pacing import skip_hint
from game.scenes.play.views import command_words
from game.ui import theme
from game.ui.card_view import draw_command
from game.ui.layout import SCRAP_BIN, TABLE, draft_cards
from game.ui.text import label, paragraph
from game.ui.widgets import panel
from game.view.director import PHASE_TITLES

if TYPE_CHECKING:
    from game.scenes.play.scene import PlayScene

SCRAP_HELP = (
    "Drop a card here. Fire or Metal: repair a Damage Card. Electric or Computery: swap two slots."
)
SCRAP_CLOSED = "Closed for now: scrapping comes later in this mission. Slot every card."
PROGRAM_TIPS = (
    "Hover over any card to read it. Lit slots take the card you drag; hovering one "
    "shows the stack it would make."
)


def draw_table(scene: PlayScene, screen: pygame.Surface) -> None:
    assets, mode, game = scene.assets, scene.mode, scene.shown
    if mode is Mode.ANSWERING:
        choices = scene.answering.panel(scene.game)
        hover = scene.answering.at(scene.game, scene.mouse)  # on the board, say
        choices.lit = hover.option if hover is not None else None
        choices.draw(screen, assets, scene.mouse)
        return
    if mode is Mode.PROGRAMMING and scene.programming.scrap is not None:
        scrap_panel = scene.programming.panel(scene.game)
        if scrap_panel is not None:
            scrap_panel.draw(screen, assets, scene.mouse)
        return
    panel(screen, TABLE, theme.PANEL_DARK)
    if game.draft.row:
        _dealt_cards(scene, screen)
    elif mode is Mode.PROGRAMMING:
        _scrap_bin(scene, screen)
    else:
        _running(scene, screen)


def _dealt_cards(scene: PlayScene, screen: pygame.Surface) -> None:
    game = scene.shown
    picker = game.draft.pick_order[0] if game.draft.pick_order else None
    title, colour = "Cards dealt face up", theme.TEXT
    if picker is not None and scene.mode is Mode.DRAFTING:
        title, colour = f"{scene.names[picker]} picks: click a card", scene.colours[picker]
    label(screen, scene.assets, title, 30, colour, midtop=(TABLE.centerx, TABLE.y + 10))
    for card, rect in zip(game.draft.row, draft_cards(len(game.draft.row)), strict=True):
        draw_command(screen, scene.assets, rect, card.command)


def _running(scene: PlayScene, screen: pygame.Surface) -> None:
    """The slot that runs, in words; between slots, the phase and the mission's reminders."""
    assets, hud = scene.assets, scene.hud
    slot = hud.active_slot
    if slot is not None and hud.phase is Phase.EXECUTE:
        seat, index = slot
        stack = scene.shown.mech(seat).slots[index]
        title = f"{scene.names[seat]} runs slot {index + 1}"
        label(screen, assets, title, 30, scene.colours[seat], midtop=(TABLE.centerx, TABLE.y + 12))
        if stack.damage is None and stack.top is not None:
            command = stack.top.command
            text = command_words(command).at(stack.power)
            words = f"{command.title}, Power {stack.power}: {text}"
            box = TABLE.inflate(-40, -70).move(0, 20)
            paragraph(screen, assets, words, theme.BODY, theme.TEXT, box, centred=True)
    else:
        title = PHASE_TITLES[hud.phase]
        label(screen, assets, title, 30, theme.MUTED, midtop=(TABLE.centerx, TABLE.y + 12))
        reminders = " ".join(scene.mission.special_rules)
        if reminders:
            box = pygame.Rect(TABLE.x + 30, TABLE.y + 56, TABLE.width - 60, TABLE.height - 100)
            paragraph(screen, assets, reminders, theme.SMALL, theme.TEXT, box, centred=True)
    if scene.director.busy and scene.round_end.summary is None:
        hint = skip_hint(scene.director.is_stepping)
        where = (TABLE.centerx, TABLE.bottom - 10)
        label(screen, assets, hint, theme.SMALL, theme.MUTED, midbottom=where)


def _scrap_bin(scene: PlayScene, screen: pygame.Surface) -> None:
    assets = scene.assets
    is_dragging = scene.programming.drag is not None
    is_over = is_dragging and SCRAP_BIN.collidepoint(scene.mouse)
    fill = (90, 50, 50) if is_over else (56, 44, 52)
    edge = theme.GLOW if is_dragging else theme.EDGE
    pygame.draw.rect(screen, fill, SCRAP_BIN, border_radius=12)
    pygame.draw.rect(screen, edge, SCRAP_BIN, 3, border_radius=12)
    top = (SCRAP_BIN.centerx, SCRAP_BIN.y + 16)
    label(screen, assets, "SCRAP BIN", theme.HEADING - 4, theme.TEXT, midtop=top)
    box = SCRAP_BIN.inflate(-24, -70).move(0, 22)
    words = SCRAP_HELP if queries.can_scrap(scene.game) else SCRAP_CLOSED
    paragraph(screen, assets, words, theme.TINY + 1, theme.MUTED, box, centred=True)
    tips = pygame.Rect(
        SCRAP_BIN.right + 20, TABLE.y + 20, TABLE.right - SCRAP_BIN.right - 36, TABLE.height - 40
    )
    ready = [scene.names[m.seat] for m in scene.game.mechs if m.is_ready]
    text = PROGRAM_TIPS + (f"\n\nReady: {', '.join(ready)}." if ready else "")
    paragraph(screen, assets, text, theme.SMALL, theme.TEXT, tips)
