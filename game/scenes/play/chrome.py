"""The play screen's panels drawn once and reused while nothing they show has changed.

Everything but the board's pieces, its effects and what follows the pointer lives in this
"chrome". Its key lists what the panels read; a pulsing glow adds the clock to the key
only while something is pulsing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.rules import queries
from game.scenes.play.model import Mode

if TYPE_CHECKING:
    from game.scenes.play.scene import PlayScene

PULSE_FPS = 30


def chrome_key(scene: PlayScene) -> tuple[Any, ...]:
    mode, hud, programming = scene.mode, scene.hud, scene.programming
    key: tuple[Any, ...] = (
        id(scene.layout),
        id(scene.shown),
        id(scene.game),
        mode,
        hud.round,
        hud.phase,
        hud.first_player,
        hud.kills,
        hud.gears,
        hud.doom,
        hud.inactive_runes,
        hud.active_slot,
        hud.boss_slot,
        hud.is_setting_up,
        scene.log.version,
        scene.log.scroll,
        round(scene.board_view.lava_rows),
        scene.director.busy,
        scene.settings.speed,
        scene.settings.is_stepping,
    )
    if mode is Mode.WATCHING:
        return (*key, _cannon_pulse(scene))
    timer = scene.drafting.timer(scene.game) if mode is Mode.DRAFTING else None
    drag = programming.drag
    chip = scene.schematics.drag
    return (
        *key,
        scene.mouse,
        None if timer is None else math.ceil(timer),
        None if drag is None else (drag.card.id, drag.pos),
        None if chip is None else (chip.name, chip.pos),
        len(programming.springs),
        None if programming.message is None else programming.message[0],
        None if programming.scrap is None else (programming.scrap.card.id, programming.scrap.first),
        programming.page,
        scene.answering.page,
        _cannon_pulse(scene),
    )


def _cannon_pulse(scene: PlayScene) -> int:
    """The Doom Cannon warning pulses while a Boss slot stands at Power 3."""
    boss = scene.shown.boss
    is_armed = boss is not None and any(queries.arms_doom_cannon(len(s)) for s in boss.slots)
    if not is_armed or scene.layout.mission is None:
        return 0
    return int(scene.clock * PULSE_FPS)


class Chrome:
    """One cached full-screen surface and the key it was drawn for."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: tuple[Any, ...] | None = None
        self.pins: tuple[Any, ...] = ()  # keeps keyed values alive, so ids stay unique
        self.redraws = 0

    def get(
        self, scene: PlayScene, size: tuple[int, int], draw: Callable[[pygame.Surface], None]
    ) -> pygame.Surface:
        key = chrome_key(scene)
        if self.surface is None or self.surface.get_size() != size:
            self.surface = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                self.surface = self.surface.convert()
            self.key = None
        if key != self.key:
            draw(self.surface)
            self.key, self.pins = key, (scene.shown, scene.game, scene.layout)
            self.redraws += 1
        return self.surface
