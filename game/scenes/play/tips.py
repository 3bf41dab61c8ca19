"""Tips over the seat panels: what a Schematic or an Overdrive does, while it is hovered."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes import campaign_data
from game.scenes.play.views import overdrive_view
from game.ui import overdrive, theme
from game.ui.layout import BELOW_TOP_BAR
from game.ui.text import fit_size, label, paragraph, wrap
from game.ui.widgets import panel

if TYPE_CHECKING:
    from game.scenes.play.scene import PlayScene


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
        view = overdrive_view(game, seat)
        if view is None:
            return False
        tag = overdrive.tag_rect(scene.assets, layout, scene.names[seat], view)
        if tag.collidepoint(pos):
            overdrive.draw_tip(screen, scene.assets, tag, view)
            return True
    return False


def schematic_tip(scene: PlayScene, screen: pygame.Surface, name: str, anchor: pygame.Rect) -> None:
    """What a Schematic does, beside its chip."""
    info = campaign_data.schematic(name)
    kind = theme.SCHEMATIC_KINDS[info.spec.kind.value][0]
    head = f"{info.spec.title} · {kind} · on at {info.spec.gears} Team Gears"
    lines = len(wrap(scene.assets.font(theme.SMALL), info.text, 356))
    box = pygame.Rect(0, 0, 380, 54 + lines * scene.assets.font(theme.SMALL).get_linesize())
    box.bottomright = (anchor.right, anchor.top - 8)
    box.clamp_ip(BELOW_TOP_BAR)
    pygame.draw.rect(screen, (0, 0, 0), box.move(6, 8), border_radius=12)
    panel(screen, box, theme.PANEL_DARK, theme.SCHEMATIC_KINDS[info.spec.kind.value][1], 3, 12)
    size = fit_size(scene.assets, head, theme.BODY, box.width - 24)
    label(screen, scene.assets, head, size, theme.ACCENT, topleft=(box.x + 12, box.y + 10))
    body = pygame.Rect(box.x + 12, box.y + 42, box.width - 24, box.height - 48)
    paragraph(screen, scene.assets, info.text, theme.SMALL, theme.TEXT, body)
