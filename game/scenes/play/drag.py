"""What follows the pointer while programming: a dragged hand card or Schematic, the tag
over the slot it would land on, and cards springing back to the hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import names as said
from game.i18n import tr
from game.rules import Slot
from game.scenes.play.views import schematic_chips
from game.ui import theme
from game.ui.card_view import draw_command
from game.ui.layout import hand_rects
from game.ui.schematic_chips import draw_chip

if TYPE_CHECKING:
    from game.scenes.play.screen import DragView


def draw_dragged(scene: DragView, screen: pygame.Surface) -> list[pygame.Rect]:
    """A Schematic or card in the pointer's hand, and cards springing home; where."""
    drawn = []
    chip = scene.schematics.drag
    if chip is not None:
        rect = scene.layouts[chip.seat].schematics[0].copy()
        rect.topleft = chip.topleft
        chips = schematic_chips(scene.game, chip.seat, scene.legal)
        dragged = next(v for v in chips if v.name == chip.name)
        px = scene.assets.px
        shadow = rect.move(px(6), px(8))
        pygame.draw.rect(screen, (0, 0, 0), shadow, border_radius=px(8))
        draw_chip(screen, scene.assets, dragged, rect, scene.colours[chip.seat])
        drawn.append(rect.union(shadow))
    programming = scene.programming
    drag = programming.drag
    if drag is not None:
        size = scene.layouts[drag.seat].hand[0].size
        rect = pygame.Rect(drag.rect.topleft, size)
        preview = programming.preview(scene.game, drag.seat)
        alpha = 255
        if preview is None:
            shadow = rect.move(scene.assets.px(6), scene.assets.px(8))
            pygame.draw.rect(screen, (0, 0, 0), shadow, border_radius=scene.assets.px(8))
            drawn.append(shadow)
        else:
            alpha = 120
            drawn.append(drop_tag(scene, screen, drag.seat, *preview))
        draw_command(screen, scene.assets, rect, drag.card.command, alpha=alpha)
        drawn.append(rect)
    for spring in programming.springs:
        layout = scene.layouts[spring.seat]
        hand = scene.game.mech(spring.seat).hand
        home = next(
            (
                r
                for c, r in zip(hand, hand_rects(layout, len(hand)), strict=True)
                if c.id == spring.card.id
            ),
            layout.hand[0],
        )
        t = min(1.0, spring.t)
        x = spring.start[0] + (home.x - spring.start[0]) * t
        y = spring.start[1] + (home.y - spring.start[1]) * t
        at = pygame.Rect(round(x), round(y), *home.size)
        draw_command(screen, scene.assets, at, spring.card.command)
        drawn.append(at)
    return drawn


def drop_tag(
    scene: DragView, screen: pygame.Surface, seat: int, index: int, after: Slot
) -> pygame.Rect:
    """Above the slot under a dragged card: what the drop would make of its stack; where."""
    before = scene.game.mech(seat).slots[index]
    if before.top is None:
        text = tr("Power {n}", n=after.power)
    elif before.element is after.element and after.power > before.power:
        text = tr("stacks: Power {n}", n=after.power)
    elif before.element is after.element:
        text = tr("Power {n}, bottom card discarded", n=after.power)
    else:
        text = tr("replaces {card}", card=said.command(before.top.command))
    slot, px = scene.layouts[seat].slots[index], scene.assets.px
    width, height = scene.assets.font(theme.SMALL).size(text)
    tag = pygame.Rect(0, 0, width + px(14), height + px(8))
    tag.midbottom = (slot.centerx, slot.y - px(6))
    tag.clamp_ip(screen.get_rect())
    pygame.draw.rect(screen, theme.GLOW, tag, border_radius=px(8))
    written = scene.assets.write(screen, text, theme.SMALL, (30, 30, 36), center=tag.center)
    return tag.union(written)
