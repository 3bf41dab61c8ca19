"""The caption bar of the Minion and Danger Phases: which beat plays, in words, and the
keys that step on or skip."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.ui import theme
from game.ui.text import fit_size, label


@dataclass(frozen=True)
class BeatBarView:
    heading: str  # "Minion Phase · beat 2"
    caption: str  # what this beat shows, in words
    hint: str  # the keys
    is_waiting: bool = False  # step mode: the players' turn to step on


def draw_beat_bar(
    surface: pygame.Surface, assets: Assets, rect: pygame.Rect, view: BeatBarView
) -> None:
    plate = assets.plate(rect.size, theme.PANEL_DARK)
    plate.set_alpha(225)
    surface.blit(plate, rect)
    edge = theme.ACCENT if view.is_waiting else theme.EDGE
    pygame.draw.rect(surface, edge, rect, 3 if view.is_waiting else 2, border_radius=8)
    inner = rect.inflate(-24, -10)
    hint = label(surface, assets, view.hint, theme.SMALL, theme.MUTED, topright=inner.topright)
    room = hint.left - inner.left - 16
    size = fit_size(assets, view.heading, theme.SMALL, room, theme.SMALL)
    label(surface, assets, view.heading, size, theme.ACCENT, topleft=inner.topleft)
    size = fit_size(assets, view.caption, theme.BODY, inner.width, theme.SMALL)
    label(surface, assets, view.caption, size, theme.TEXT, bottomleft=inner.bottomleft)
