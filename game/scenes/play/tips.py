"""Tips over the seat panels: what a Schematic or an Overdrive does, while it is hovered."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes import campaign_data
from game.scenes.play import views
from game.ui import overdrive, theme
from game.ui.mission_panel import boss_slot_rects
from game.ui.text import fitted, paragraph, paragraph_height
from game.ui.widgets import panel

if TYPE_CHECKING:
    from game.scenes.play.scene import PlayScene

TIP_W = 460


def draw_tips(scene: PlayScene, screen: pygame.Surface) -> bool:
    """Draw the tip under the pointer, if any; True when one was drawn."""
    game, pos = scene.shown, scene.mouse
    found = scene.schematics.chip_at(game, pos)
    if found is not None and scene.schematics.drag is None:
        _, name, rect = found
        schematic_tip(scene, screen, name, rect)
        return True
    for seat, layout in enumerate(scene.layouts):
        if not layout.header.collidepoint(pos):
            continue
        view = views.overdrive_view(game, seat)
        if view is None:
            return False
        tag = overdrive.tag_rect(scene.assets, layout, scene.names[seat], view)
        if tag.collidepoint(pos):
            overdrive.draw_tip(screen, scene.assets, tag, view, scene.layout.below_top_bar)
            return True
    return False


def boss_slot_tip(scene: PlayScene, screen: pygame.Surface) -> bool:
    """What a slot of the Boss's Command Line does, while it is hovered."""
    layout = scene.layout
    view = views.mission_view(scene).boss
    if layout.mission is None or view is None:
        return False
    slots = boss_slot_rects(layout.mission, scene.assets.scale, layout.has_objective)
    for i, (slot, rect) in enumerate(zip(view.slots, slots, strict=False)):
        if rect.collidepoint(scene.mouse):
            head = f"Boss slot {i + 1}: {slot.title or 'default danger'} · Power {slot.power}"
            box = tip_box(scene, slot.text)
            box.topright = (rect.left - scene.assets.px(12), rect.top)
            box.clamp_ip(layout.below_top_bar)
            draw_tip(scene, screen, box, head, slot.text, (120, 130, 160))
            return True
    return False


def tip_box(scene: PlayScene, text: str) -> pygame.Rect:
    """A tip's box, sized for its words (placed by the caller, drawn by ``draw_tip``)."""
    px = scene.assets.px
    height = paragraph_height(scene.assets, text, theme.BODY, px(TIP_W - 24))
    return pygame.Rect(0, 0, px(TIP_W), px(56) + height)


def draw_tip(
    scene: PlayScene,
    screen: pygame.Surface,
    box: pygame.Rect,
    head: str,
    text: str,
    edge: tuple[int, int, int],
) -> None:
    """A heading and a paragraph in a framed box with a shadow."""
    assets, px = scene.assets, scene.assets.px
    pygame.draw.rect(screen, (0, 0, 0), box.move(px(6), px(8)), border_radius=px(12))
    panel(screen, box, theme.PANEL_DARK, edge, 3, 12, assets.scale)
    fitted(
        screen,
        assets,
        head,
        theme.BODY,
        theme.ACCENT,
        box.width - px(24),
        topleft=(box.x + px(12), box.y + px(10)),
    )
    body = pygame.Rect(box.x + px(12), box.y + px(46), box.width - px(24), box.height - px(50))
    paragraph(screen, assets, text, theme.BODY, theme.TEXT, body)


def schematic_tip(scene: PlayScene, screen: pygame.Surface, name: str, anchor: pygame.Rect) -> None:
    """What a Schematic does, beside its chip."""
    info = campaign_data.schematic(name)
    kind, colour = theme.SCHEMATIC_KINDS[info.spec.kind.value]
    head = f"{info.spec.title} · {kind} · on at {info.spec.gears} Team Gears"
    box = tip_box(scene, info.text)
    box.bottomright = (anchor.right, anchor.top - scene.assets.px(8))
    box.clamp_ip(scene.layout.below_top_bar)
    draw_tip(scene, screen, box, head, info.text, colour)
