"""Drawing the play scene, layer by layer: the cached panels (``panels``), then every frame
the glow around whoever acts, the pieces and effects, the question's marks on the board, the
coach's spotlight, what follows the pointer, enlarged cards, the rules' complaints and the
coach's panel."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.scenes.play import bot_seats, drag, pacing, panels, steering, table, zoom
from game.scenes.play.model import Mode
from game.scenes.play.repaint import Drawn
from game.ui import theme
from game.ui.text import label, paragraph, paragraph_height
from game.ui.widgets import glow

if TYPE_CHECKING:
    from game.scenes.play.screen import DrawView


def draw_play(scene: DrawView, screen: pygame.Surface) -> None:
    assets = scene.assets
    assets.begin_frame()
    if scene.mode is Mode.PROGRAMMING:
        scene.preview.update(scene.game)  # before the panels: they may hold its picture
    parts, glance = partial(panels.parts, scene), partial(panels.glance, scene)
    # The screen shows the last frame until drawn over: a new layout may take a few frames
    # to draw behind it, and a frame puts back only what changed (``repaint``); not when
    # something else draws over this scene each frame, nor in the TV safe area, whose
    # margins are cleared each frame.
    hold = assets.is_live and not assets.is_under and screen.get_parent() is None
    follows = hold and scene.repaint.follows(screen, assets.frame)
    chrome = scene.chrome.get(assets, screen.get_size(), parts, glance, hold)
    if not scene.chrome.is_whole:  # the last frame stays while the new layout is drawn
        scene.repaint.stood(screen, assets.frame)
        return
    scene.repaint.restore(screen, chrome, scene.chrome.take_changes(), follows)
    drawn = overlays(scene, screen)
    wiped = scene.repaint.settle(screen)
    if wiped is not None:  # a drawing kept on screen went over what this frame drew
        scene.repaint.forget()
        screen.set_clip(wiped)
        screen.blit(chrome, wiped, wiped)
        drawn = [*drawn, *overlays(scene, screen)]  # painters clipped report less
        screen.set_clip(None)
    scene.repaint.drew(screen, assets.frame, drawn if hold else None)
    if scene.assets.is_live and scene.assets.has_time(AHEAD):
        table.draw_ahead(scene)
    assets.warm(AHEAD)  # the memory of the next big face, in what time is left


def overlays(scene: DrawView, screen: pygame.Surface) -> Drawn:
    """Everything drawn over the panels' picture each frame, in order; where it drew."""
    drawn = scene.repaint.begin()
    drawn += _glows(scene, screen)
    is_answering = scene.mode is Mode.ANSWERING
    if is_answering:
        drawn += scene.answering.draw_under(screen, scene.game, scene.mouse, scene.clock)
    if not panels.has_pieces(scene):
        drawn += scene.board_view.draw_pieces(screen)
    drawn += scene.board_view.draw_effects(screen)
    if scene.mode is Mode.PROGRAMMING and not panels.has_preview(scene):
        drawn += scene.preview.blit(screen, scene.game)  # not in the panels' picture
    if is_answering:
        # After the panels: turn arrows of a Mech on the board's edge reach over them.
        drawn += scene.answering.draw(screen, scene.assets, scene.game, scene.mouse, scene.clock)
    if table.is_asking(scene) and scene.layout.choices != scene.layout.table:
        drawn += table.draw_choices(scene, screen, scene.repaint)  # over the board's pieces
    drawn += _help_button(scene, screen)
    drawn += scene.coach.draw_spotlight(scene, screen)
    drawn += drag.draw_dragged(scene, screen)
    drawn += steering.draw_steering(scene, screen)
    away = list(scene.steering.away_boxes(scene).values()) if scene.steering.away else []
    bots = bot_seats.draw_bots(scene, screen, away)
    drawn += bots
    zoomed = zoom.draw_zoom(scene, screen) if scene.programming.drag is None else None
    drawn += zoomed or []
    drawn += _toast(scene, screen)
    drawn += pacing.draw_pacing(scene, screen, [*away, *bots])  # a bot's why stays readable
    drawn += scene.coach.draw_panel(scene, screen)
    if zoomed is None:  # nothing under the pointer is shown large or explained
        drawn += scene.terms.draw(screen, scene.assets, scene.layout.below_top_bar)
    drawn += scene.online.draw(scene, screen)
    return drawn


AHEAD = 0.006  # seconds: a live frame that spent less draws a face ahead (``draw_ahead``)


def _glows(scene: DrawView, screen: pygame.Surface) -> Drawn:
    """Pulsing outlines around whoever must act now (drawn every frame, over the chrome)."""
    mode, game, scale = scene.mode, scene.game, scene.assets.scale
    seat, drawn = None, []
    if mode is Mode.DRAFTING and game.draft.pick_order:
        seat = game.draft.pick_order[0]
        if game.draft.row:
            drawn += glow(screen, scene.layout.table, scene.colours[seat], scene.clock, scale)
    elif mode is Mode.ANSWERING and game.pending is not None:
        seat = game.pending.seat
    if seat is not None:
        panel = scene.layouts[seat].panel
        drawn += glow(screen, panel, scene.colours[seat], scene.clock, scale)
    return drawn


def _toast(scene: DrawView, screen: pygame.Surface) -> Drawn:
    """Why the rules refused a drop, for a few seconds, whole, beside where it was dropped:
    above the drop (below it near the top), never over the card's place."""
    message = scene.programming.message
    if message is None:
        return []
    assets, px = scene.assets, scene.assets.px
    x, y = message.at or scene.mouse
    room = scene.layout.below_top_bar
    width = min(assets.font(theme.BODY).size(message.text)[0], px(TOAST_W))
    height = paragraph_height(assets, message.text, theme.BODY, width)
    box = pygame.Rect(0, 0, width + px(28), height + px(16))
    box.midbottom = (x, y - px(TOAST_GAP))
    if box.top < room.top:
        box.midtop = (x, y + px(TOAST_GAP))
    box.clamp_ip(room)
    pygame.draw.rect(screen, (110, 40, 40), box, border_radius=px(10))
    pygame.draw.rect(screen, theme.BAD, box, px(2), border_radius=px(10))
    paragraph(screen, assets, message.text, theme.BODY, theme.TEXT, box.inflate(-px(28), -px(16)))
    return [box]


TOAST_W, TOAST_GAP = 560, 70  # design pixels: the words' widest line; from the drop point


def _help_button(scene: DrawView, screen: pygame.Surface) -> Drawn:
    """The "?" at the top bar's end: the field guide (F1 too)."""
    button = scene.help_rect
    is_hover = button.collidepoint(scene.mouse)

    def paint(layer: pygame.Surface, at: pygame.Rect) -> None:
        fill = theme.BUTTON_HOVER if is_hover else theme.BUTTON
        pygame.draw.rect(layer, fill, at, border_radius=at.height // 2)
        edge = theme.ACCENT if is_hover else theme.EDGE
        pygame.draw.rect(layer, edge, at, 2, border_radius=at.height // 2)
        label(layer, scene.assets, "?", theme.HEADING, theme.TEXT, center=at.center)

    scene.assets.stamp(screen, button, ("help button", is_hover), paint)
    return [button]
