"""Tips over the seat panels: what a Schematic or an Overdrive does, while it is hovered."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.scenes import campaign_data
from game.scenes.play import views
from game.ui import overdrive, theme
from game.ui import tip_box as tip
from game.ui.mission_panel import boss_foot, boss_slot_rects

if TYPE_CHECKING:
    from game.scenes.play.screen import Screen, TipsView


def draw_tips(scene: TipsView, screen: pygame.Surface) -> pygame.Rect | None:
    """Draw the tip under the pointer, if any; where it drew (None: there is none)."""
    game, pos = scene.shown, scene.mouse
    found = scene.schematics.chip_at(game, pos)
    if found is not None and scene.schematics.drag is None:
        _, name, rect = found
        return schematic_tip(scene, screen, name, rect)
    for seat, layout in enumerate(scene.layouts):
        if not layout.header.collidepoint(pos):
            continue
        view = views.overdrive_view(game, seat)
        if view is None:
            return None
        tag = overdrive.tag_rect(scene.assets, layout, scene.names[seat], view)
        if tag.collidepoint(pos):
            return overdrive.draw_tip(screen, scene.assets, tag, view, scene.layout.below_top_bar)
    return None


def boss_slot_tip(scene: TipsView, screen: pygame.Surface) -> pygame.Rect | None:
    """What a slot of the Boss's Command Line does, while it is hovered; where it drew."""
    layout = scene.layout
    view = views.mission_view(scene).boss
    if layout.mission is None or view is None:
        return None
    foot = boss_foot(scene.assets, layout.mission, layout.objective_h, view)
    slots = boss_slot_rects(layout.mission, scene.assets.scale, layout.objective_h, foot)
    for i, (slot, rect) in enumerate(zip(view.slots, slots, strict=False)):
        if rect.collidepoint(scene.mouse):
            head = tr(
                "Boss slot {n}: {card} · Power {power}",
                n=i + 1,
                card=slot.title or tr("default danger"),
                power=slot.power,
            )
            box = tip_box(scene, slot.text, head)
            box.topright = (rect.left - scene.assets.px(12), rect.top)
            box.clamp_ip(layout.below_top_bar)
            return draw_tip(scene, screen, box, head, slot.text, (120, 130, 160))
    return None


def tip_box(scene: Screen, text: str, head: str = "") -> pygame.Rect:
    """A tip's box, sized for its words (placed by the caller, drawn by ``draw_tip``)."""
    return tip.tip_box(scene.assets, text, head)


def draw_tip(
    scene: Screen,
    screen: pygame.Surface,
    box: pygame.Rect,
    head: str,
    text: str,
    edge: tuple[int, int, int],
) -> pygame.Rect:
    """A heading and a paragraph in a framed box with a shadow; where it drew."""
    return tip.draw_tip(screen, scene.assets, box, head, text, edge)


def schematic_tip(
    scene: TipsView, screen: pygame.Surface, name: str, anchor: pygame.Rect
) -> pygame.Rect:
    """What a Schematic does, beside its chip; where it drew."""
    info = campaign_data.schematic(name)
    kind, colour = theme.SCHEMATIC_KINDS[info.spec.kind.value]
    head = tr(
        "{card} · {kind} · on at {gears} Team Gears",
        card=tr(info.spec.title),
        kind=tr(kind),
        gears=info.spec.gears,
    )
    text = tr(info.text)
    box = tip_box(scene, text, head)
    box.bottomright = (anchor.right, anchor.top - scene.assets.px(8))
    box.clamp_ip(scene.layout.below_top_bar)
    return draw_tip(scene, screen, box, head, text, colour)
