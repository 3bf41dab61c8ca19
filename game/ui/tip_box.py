"""A tip: a heading and a paragraph in a framed box with a shadow, sized for its words. The
play screen's tips (cards, Schematics, spaces of the board) and the rule terms' meanings
(``term_tips``) all look like this."""

from __future__ import annotations

import pygame

from game.assets import Assets
from game.ui import theme
from game.ui.text import fitted, paragraph, paragraph_height
from game.ui.widgets import panel

TIP_W = 460
EDGE = (120, 130, 160)


def tip_box(assets: Assets, text: str, head: str = "") -> pygame.Rect:
    """A tip's box, sized for its words (placed by the caller, drawn by ``draw_tip``): wider
    when its heading would not fit at the least size a label may shrink to."""
    px = assets.px
    width = max(px(TIP_W), assets.font(theme.SMALL).size(head)[0] + px(28))
    height = paragraph_height(assets, text, theme.BODY, width - px(24))
    return pygame.Rect(0, 0, width, px(56) + height)


def draw_tip(
    screen: pygame.Surface,
    assets: Assets,
    box: pygame.Rect,
    head: str,
    text: str,
    edge: tuple[int, int, int] = EDGE,
) -> pygame.Rect:
    """The tip in its box with a shadow; where it drew."""
    px = assets.px
    shadow = pygame.draw.rect(screen, (0, 0, 0), box.move(px(6), px(8)), border_radius=px(12))
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
    return box.union(shadow)
