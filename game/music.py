"""Background music: a calm loop for the screens around play and another for the match
(``assets/music/``, made by tools/make_music.py), played by ``pygame.mixer.music``.

The scene stack tells the jukebox which track the screen wants (``want``: the scene that
covers the screen names it, as ``music``) and ticks it every frame (``update``): a new track
fades the old one out, then fades in itself, looping. The players' music volume is apart
from the sound effects': per cent, 0 for no music. With no mixer (no audio device) or a
track missing or unreadable, the game plays on without music.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import pygame

from game import paths

log = logging.getLogger(__name__)

MENUS, PLAY = "menus", "play"  # the tracks: assets/music/<name>.wav
FADE_SECS = 0.8  # a track fades out over this, and the next fades in over as long
VOLUMES = (100, 60, 30)  # per cent: the options screen goes down through them, then off
DEFAULT_VOLUME = 60


class Player(Protocol):
    """What the jukebox uses of ``pygame.mixer.music`` (tests hand it a spy)."""

    def load(self, filename: str) -> None: ...

    def play(self, loops: int = 0) -> None: ...

    def stop(self) -> None: ...

    def set_volume(self, volume: float) -> None: ...


class Jukebox:
    def __init__(
        self, root: Path = paths.MUSIC, has_sound: bool = False, player: Player | None = None
    ) -> None:
        self.root = root
        self.has_sound = has_sound  # a mixer opened
        self.player: Player = player if player is not None else pygame.mixer.music
        self.volume = DEFAULT_VOLUME  # per cent, the players' setting; 0: no music
        self.wanted: str | None = None  # the track the screen asks for
        self.playing: str | None = None  # the track loaded and playing
        self.level = 0.0  # the fade, from 0 (silent) to 1 (the players' volume)
        self.missing: set[str] = set()  # tracks that would not load: not tried again

    @property
    def is_on(self) -> bool:
        return self.volume > 0

    def want(self, track: str | None) -> None:
        """The track the screen asks for from now on (None: silence)."""
        self.wanted = track

    def update(self, dt: float) -> None:
        """Fade towards the wanted track at the players' volume: the one playing down first
        if it is another, then the wanted one in, from its start, looping."""
        if not self.has_sound:
            return
        wanted = self.wanted if self.is_on and self.wanted not in self.missing else None
        step = dt / FADE_SECS
        if self.playing is not None and self.playing != wanted:
            self.level = max(0.0, self.level - step)
            if self.level > 0 and self.is_on:
                self._loudness()
                return
            self._call(self.player.stop)
            self.playing = None
        if wanted is not None and self.playing is None:
            self._start(wanted)
        if self.playing is not None:
            self.level = min(1.0, self.level + step)
            self._loudness()

    def _start(self, track: str) -> None:
        path = self.root / f"{track}.wav"
        self.level = 0.0
        if not path.is_file():
            log.warning("no music %s", path)
            self.missing.add(track)
            return
        self._loudness()
        if self._call(self.player.load, str(path)) and self._call(self.player.play, -1):
            self.playing = track
        else:
            self.missing.add(track)

    def _loudness(self) -> None:
        self._call(self.player.set_volume, self.volume / 100 * self.level)

    def _call(self, action: Callable[..., object], *args: object) -> bool:
        """Ask the mixer for something; any audio trouble leaves the game without music."""
        try:
            action(*args)
        except pygame.error as error:
            log.warning("music: %s", error)
            return False
        return True


def next_volume(volume: int) -> int:
    """The music after a click on its option: loudest from off, one level down, off after
    the quietest."""
    if volume <= 0:
        return VOLUMES[0]
    quieter = [v for v in VOLUMES if v < volume]
    return quieter[0] if quieter else 0
