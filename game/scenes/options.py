"""The options screen, one for the title screen and the pause menu: the text size, the TV
safe area, the high-contrast board, reduce motion, the sound effects' volume (or off), the
music's volume (or off: apart from the effects'), full screen and the language. Each click
changes the option at once (the scene stack lays every scene out again when the look
changes, the jukebox follows the music's volume) and the app writes it to settings.json
(``keep``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import motion, music
from game.assets import TEXT_SCALES, Assets
from game.i18n import tr
from game.scenes.base import Pop, Transition
from game.scenes.language import language_words, switch_language
from game.screen import is_fullscreen, toggle_fullscreen
from game.ui.layout.menus import OPTIONS_BOX, Stage, options_button
from game.ui.widgets import Button, Buttons, menu_box

ROWS = ("text", "safe", "contrast", "motion", "sound", "music", "fullscreen", "language", "back")
VOLUMES = (100, 60, 30)  # per cent: the sound button goes down through them, then off


def next_volume(is_on: bool, volume: int) -> tuple[bool, int]:
    """The sound after a click: loudest from off, one level down, off after the quietest."""
    if not is_on:
        return True, VOLUMES[0]
    quieter = [v for v in VOLUMES if v < volume]
    return (True, quieter[0]) if quieter else (False, volume)


def next_text_size(size: int) -> int:
    """The text size after a click: the next larger, back to 100 % after the largest."""
    larger = [s for s in TEXT_SCALES if s > size]
    return larger[0] if larger else TEXT_SCALES[0]


def on_off(is_on: bool, on: str, off: str) -> str:
    return on if is_on else off


class OptionsScene:
    covers_screen = False

    def __init__(self, assets: Assets, keep: Callable[[], None] = lambda: None) -> None:
        self.assets, self.keep = assets, keep
        self.mouse = (0, 0)
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self.buttons = Buttons(self.assets)
        for i, name in enumerate(ROWS):
            self.buttons.add(name, Button(options_button(self.stage, i), ""))
        self.relabel()

    def relabel(self) -> None:
        """Every button says what its option is now, in the current language."""
        assets, words = self.assets, self.buttons
        words["text"].text = tr("Text size: {size} %", size=assets.text_size)
        words["safe"].text = on_off(
            assets.is_tv_safe, tr("TV safe area: on"), tr("TV safe area: off")
        )
        words["contrast"].text = on_off(
            assets.is_high_contrast, tr("High-contrast board: on"), tr("High-contrast board: off")
        )
        words["motion"].text = on_off(
            motion.is_reduced(), tr("Reduce motion: on"), tr("Reduce motion: off")
        )
        sound = words["sound"]
        sound.is_enabled = assets.has_sound
        if not assets.has_sound:
            sound.text = tr("Sound effects: no audio device")
        elif assets.is_sound_on:
            sound.text = tr("Sound effects: {volume} %", volume=assets.sound_volume)
        else:
            sound.text = tr("Sound effects: off")
        tune = words["music"]
        tune.is_enabled = assets.has_sound
        if not assets.has_sound:
            tune.text = tr("Music: no audio device")
        elif assets.music.is_on:
            tune.text = tr("Music: {volume} %", volume=assets.music.volume)
        else:
            tune.text = tr("Music: off")
        words["fullscreen"].text = on_off(
            is_fullscreen(), tr("Full screen: on"), tr("Full screen: off")
        )
        words["language"].text = language_words()
        words["back"].text = tr("Back")

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop()
        assets = self.assets
        match self.buttons.handle(event):
            case "text":
                assets.text_size = next_text_size(assets.text_size)
            case "safe":
                assets.use_tv_safe(not assets.is_tv_safe)
            case "contrast":
                assets.is_high_contrast = not assets.is_high_contrast
            case "motion":
                motion.reduce(not motion.is_reduced())
            case "sound":
                assets.is_sound_on, assets.sound_volume = next_volume(
                    assets.is_sound_on, assets.sound_volume
                )
                assets.play("click")
            case "music":
                assets.music.volume = music.next_volume(assets.music.volume)
            case "fullscreen":
                toggle_fullscreen()  # the app switches it before the next frame
            case "language":
                switch_language()
            case "back":
                return Pop()
            case _:
                return None
        self.keep()
        self.relabel()
        return None

    def update(self, dt: float) -> Transition | None:
        self.buttons["fullscreen"].text = on_off(  # switched by the app, or by F11
            is_fullscreen(), tr("Full screen: on"), tr("Full screen: off")
        )
        return None

    def draw(self, screen: pygame.Surface) -> None:
        box = self.stage.rect(*OPTIONS_BOX)
        menu_box(screen, self.assets, box, tr("Options"))
        self.buttons.draw(screen, self.assets, self.mouse)
