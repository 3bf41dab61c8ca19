"""The asset cache the app creates once and hands to every scene: fonts, images, sounds.

Missing files are not errors: ``image`` returns None and callers draw a fallback shape, and
``play`` does nothing when there is no mixer, the sound is switched off, or a sound file is
missing or unreadable.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game import paths

log = logging.getLogger(__name__)


class Assets:
    def __init__(self, root: Path = paths.ASSETS, has_sound: bool = False) -> None:
        self.root = root
        self.has_sound = has_sound  # a mixer opened (no audio device: the game runs silent)
        self.is_sound_on = True  # the players' setting, in the pause menu
        self._fonts: dict[int, pygame.font.Font] = {}
        self._images: dict[str, pygame.Surface | None] = {}
        self._derived: dict[tuple[object, ...], pygame.Surface] = {}
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}

    def font(self, size: int) -> pygame.font.Font:
        """The game's font at ``size``: the first file in assets/fonts, else pygame's own."""
        if size not in self._fonts:
            if not pygame.font.get_init():
                pygame.font.init()
            files = sorted((self.root / "fonts").glob("*.[ot]tf"))
            self._fonts[size] = pygame.font.Font(files[0] if files else None, size)
        return self._fonts[size]

    def text(self, words: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
        key = ("text", words, size, colour)
        if key not in self._derived:
            if len(self._derived) > 4000:
                self._derived.clear()
            self._derived[key] = self.font(size).render(words, True, colour)
        return self._derived[key]

    def outlined(self, words: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
        """Words with a dark rim, for captions over the board (cached like ``text``)."""
        key = ("outlined", words, size, colour)
        if key not in self._derived:
            front = self.font(size).render(words, True, colour)
            back = self.font(size).render(words, True, (28, 26, 34))
            out = pygame.Surface((front.get_width() + 4, front.get_height() + 4), pygame.SRCALPHA)
            for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
                out.blit(back, (dx, dy))
            out.blit(front, (2, 2))
            self._derived[key] = out
        return self._derived[key]

    def plate(self, size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
        """A plain opaque rectangle to blit with a surface alpha (shared: set the alpha
        right before each blit)."""
        key = ("plate", size, colour)
        if key not in self._derived:
            plate = pygame.Surface(size)
            plate.fill(colour)
            self._derived[key] = plate
        return self._derived[key]

    def image(self, name: str) -> pygame.Surface | None:
        """``assets/<name>.png`` with alpha, or None when the file is absent or unreadable."""
        if name not in self._images:
            path = self.root / f"{name}.png"
            surface = None
            if path.exists():
                try:
                    surface = pygame.image.load(str(path))
                    if pygame.display.get_surface() is not None:
                        surface = surface.convert_alpha()
                except pygame.error as error:
                    log.warning("cannot read %s: %s", path, error)
            self._images[name] = surface
        return self._images[name]

    def scaled(
        self,
        name: str,
        size: int,
        tint: tuple[int, int, int] | None = None,
        angle: int = 0,
    ) -> pygame.Surface | None:
        """An image scaled to ``size`` pixels square, multiplied by ``tint``, turned clockwise."""
        key = ("scaled", name, size, tint, angle % 360)
        if key not in self._derived:
            base = self.image(name)
            if base is None:
                return None
            surface = pygame.transform.smoothscale(base, (size, size))
            if tint is not None:
                surface = surface.copy()
                surface.fill((*tint, 255), special_flags=pygame.BLEND_RGBA_MULT)
            if angle % 360:
                surface = pygame.transform.rotozoom(surface, -angle, 1.0)
            self._derived[key] = surface
        return self._derived[key]

    def play(self, name: str) -> None:
        """Play ``assets/sounds/<name>.wav`` if there is a mixer, sound is on and the file
        reads; any audio trouble just leaves the game silent."""
        if not (self.has_sound and self.is_sound_on):
            return
        if name not in self._sounds:
            path = self.root / "sounds" / f"{name}.wav"
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path)) if path.exists() else None
            except pygame.error as error:
                log.warning("cannot read %s: %s", path, error)
                self._sounds[name] = None
        sound = self._sounds[name]
        if sound is None:
            return
        try:
            sound.play()
        except pygame.error as error:
            log.warning("cannot play %s: %s", name, error)
            self.has_sound = False
