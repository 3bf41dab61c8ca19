"""Hovering a card shows it large, with its text at every Power; hovering a Schematic, an
Overdrive or anything on the board says what it is (``tips``, ``board_tips``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules import Command
from game.scenes.play import board_tips, tips, views
from game.scenes.play.repaint import within
from game.scenes.play.views import command_words
from game.ui.card_view import draw_command, paint_big
from game.ui.command_line import system_chips, under_text
from game.ui.layout import hand_rects
from game.ui.slot_faces import draw_damage, paint_damage

if TYPE_CHECKING:
    from game.scenes.play.repaint import Repaint
    from game.scenes.play.screen import Screen, ZoomView


def draw_zoom(scene: ZoomView, screen: pygame.Surface) -> list[pygame.Rect] | None:
    """The card, Schematic or Overdrive under the pointer, enlarged or explained; where it
    was drawn, None when nothing under the pointer has one."""
    pos, layout = scene.mouse, scene.layout
    card = _card_under(scene)
    if card is None:  # no card to keep large: the last one goes before anything is drawn
        scene.repaint.release("zoom", screen)
    tip = board_tips.draw_board_tip(scene, screen) or tips.boss_slot_tip(scene, screen)
    if tip is not None:
        return [tip]
    if not (layout.dock.collidepoint(pos) or layout.prompt.collidepoint(pos)):
        return None
    tip = tips.draw_tips(scene, screen)
    if tip is not None:
        return [tip]
    if card is not None:
        anchor, command, power, above = card
        return big(screen, scene, anchor, command, power, above, scene.repaint)
    return _damage(scene, screen)


Shown = tuple[pygame.Rect, Command, int | None, bool]  # anchor, card, Power, shown above


def _card_under(scene: ZoomView) -> Shown | None:
    """The Command Card under the pointer (on the table, in a hand, atop a slot), if any."""
    game, pos, layout = scene.shown, scene.mouse, scene.layout
    if not layout.dock.collidepoint(pos) and not layout.prompt.collidepoint(pos):
        return None
    for card, rect in scene.drafting.placed(game):
        if rect.collidepoint(pos):
            return rect, card.command, None, True
    for seat, seat_layout in enumerate(layout.seats):
        mech = game.mech(seat)
        for card, rect in zip(mech.hand, hand_rects(seat_layout, len(mech.hand)), strict=True):
            if rect.collidepoint(pos):
                return rect, card.command, None, False
        for slot, rect in zip(mech.slots, seat_layout.slots, strict=True):
            if rect.collidepoint(pos):
                if slot.damage is None and slot.top is not None:
                    return rect, slot.top.command, slot.power, False
                return None
    return None


def _damage(scene: ZoomView, screen: pygame.Surface) -> list[pygame.Rect] | None:
    """The Damage card under the pointer (in a slot or the System), enlarged."""
    game, pos, assets, layout = scene.shown, scene.mouse, scene.assets, scene.layout
    for seat, seat_layout in enumerate(layout.seats):
        mech = game.mech(seat)
        for slot, rect in zip(mech.slots, seat_layout.slots, strict=True):
            if not rect.collidepoint(pos):
                continue
            if slot.damage is not None:
                title, kind, text = views.damage_info(game, slot.damage)
                zoomed, under = layout.zoom_rect(rect, 440), under_text(slot)
                if paint_damage(assets, zoomed, title, kind, text, under, BUDGET):
                    draw_damage(screen, assets, zoomed, title, kind, text, under)
                    return [zoomed]
            return []
        chips = system_chips(seat_layout, len(mech.system_damage), assets.scale)
        if not seat_layout.is_open and mech.system_damage and seat_layout.system.collidepoint(pos):
            chips = (seat_layout.system,)
        for damage, chip in zip(mech.system_damage, chips, strict=False):
            if chip.collidepoint(pos):
                title, kind, text = views.damage_info(game, damage)
                zoomed = layout.zoom_rect(chip, 440)
                if paint_damage(assets, zoomed, title, kind, text, (), BUDGET):
                    draw_damage(screen, assets, zoomed, title, kind, text)
                    return [zoomed]
                return []
    return None


def big(
    screen: pygame.Surface,
    scene: Screen,
    anchor: pygame.Rect,
    command: Command,
    power: int | None,
    above: bool = False,
    repaint: Repaint | None = None,
) -> list[pygame.Rect]:
    """``command`` large beside ``anchor``; where drawn (nowhere while its face is painted).
    Given the ``repaint``, it is left on screen from the last frame where it can be."""
    layout, px = scene.layout, scene.assets.px
    rect = layout.zoom_rect(anchor)
    if above:
        rect.midbottom = (anchor.centerx, anchor.top - px(8))
        rect.clamp_ip(layout.below_top_bar)
    words, assets = command_words(command), scene.assets
    if not paint_big(assets, rect, command, power, words, BUDGET):
        if repaint is not None:
            repaint.release("zoom", screen)
        return []  # a new face, painted a part a frame: shown once whole
    shadow = rect.move(px(8), px(10))
    where = rect.union(shadow)

    def paint() -> None:
        pygame.draw.rect(screen, (0, 0, 0), shadow, border_radius=px(20))
        draw_command(screen, assets, rect, command, power, words=words)

    # On screen since the last frame: drawn again only where something needed its place.
    key = (command, power, words)
    again = None if repaint is None else repaint.keeps("zoom", key, where, screen)
    within(screen, again, paint)
    return [where]


BUDGET = 0.004  # seconds of a frame: a new big face is painted further while it spent less
