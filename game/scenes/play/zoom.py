"""Hovering a card shows it large, with its text at every Power; hovering a Schematic or an
Overdrive shows what it does (``tips``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules import Command
from game.scenes.play import tips, views
from game.scenes.play.views import command_words
from game.ui.card_view import draw_command, draw_damage
from game.ui.command_line import system_chips, under_text
from game.ui.layout import BELOW_TOP_BAR, SEATS, TABLE, draft_cards, hand_rects, zoom_rect

if TYPE_CHECKING:
    from game.scenes.play.scene import PlayScene


def draw_zoom(scene: PlayScene, screen: pygame.Surface) -> None:
    """The card, Schematic or Overdrive under the pointer, enlarged or explained."""
    game, pos, assets = scene.shown, scene.mouse, scene.assets
    if not (TABLE.collidepoint(pos) or SEATS.collidepoint(pos)):
        return
    if tips.draw_tips(scene, screen):
        return
    for card, rect in zip(game.draft.row, draft_cards(len(game.draft.row)), strict=True):
        if rect.collidepoint(pos):
            _big(screen, scene, rect, card.command, None, above=True)
            return
    for seat, layout in enumerate(scene.layouts):
        mech = game.mech(seat)
        for card, rect in zip(mech.hand, hand_rects(layout, len(mech.hand)), strict=True):
            if rect.collidepoint(pos):
                _big(screen, scene, rect, card.command, None)
                return
        for slot, rect in zip(mech.slots, layout.slots, strict=True):
            if not rect.collidepoint(pos):
                continue
            if slot.damage is not None:
                title, kind, text = views.damage_info(game, slot.damage)
                zoomed = zoom_rect(rect, 300)
                draw_damage(screen, assets, zoomed, title, kind, text, under_text(slot))
            elif slot.top is not None:
                _big(screen, scene, rect, slot.top.command, slot.power)
            return
        chips = system_chips(layout, len(mech.system_damage))
        for damage, chip in zip(mech.system_damage, chips, strict=False):
            if chip.collidepoint(pos):
                title, kind, text = views.damage_info(game, damage)
                draw_damage(screen, assets, zoom_rect(chip, 300), title, kind, text)
                return


def _big(
    screen: pygame.Surface,
    scene: PlayScene,
    anchor: pygame.Rect,
    command: Command,
    power: int | None,
    above: bool = False,
) -> None:
    rect = zoom_rect(anchor)
    if above:
        rect.midbottom = (anchor.centerx, anchor.top - 8)
        rect.clamp_ip(BELOW_TOP_BAR)
    pygame.draw.rect(screen, (0, 0, 0), rect.move(8, 10), border_radius=20)
    draw_command(screen, scene.assets, rect, command, power, command_words(command))
