"""The play screen's panels drawn into one picture, each redrawn only when what it shows
has changed.

Everything but the board's moving pieces, its effects and what follows the pointer lives in
this "chrome". A glance over all the panels read (``panels.glance``) tells whether anything
may have changed; if so, each panel (``panels.CHROME``) gives its place on screen and a key:
the values it draws from, cheap to read (the pointer only as what it hovers, a pulsing glow
only while it pulses). A panel whose key changed is cleared to the background and drawn
again within its place, so a log line or a lit slot costs one panel, not the whole screen;
a part that knows where its picture changed (``Part.within``) is redrawn only there.
A new layout redraws the panels it moves or reshapes; a new window size redraws them all.

While frames follow one another (``Assets.is_live``), a burst of changes (a new phase
relights the top bar, the prompt, the table and every seat at once) is spread: once a
frame has spent ``SPREAD`` seconds (``Assets.has_time``) and redrawn a panel, panels
that changed in place keep their last picture until the next frame, which draws them
first. A panel may also leave part of its drawing for the next frame (``Assets.put_off``:
the table's new card faces, a few a frame): what it drew shows, and it is drawn again.
A panel that is new or moved, or whose place was cleared, has no picture to stand in for
it: when the screen may keep showing the last frame (``hold``: a new layout, at 4K tens
of milliseconds of panels), it too waits, and the picture is not whole (``is_whole``)
until every such panel is drawn, a few frames later; else it is drawn at once. Everything
is drawn at once when frames do not follow one another (a screenshot, a test).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import pygame

from game import i18n
from game.assets import Assets, Lettering
from game.ui import theme
from game.ui.term_tips import probe_with


@dataclass(frozen=True)
class Part:
    """One panel as it stands this frame: its name, place, key, and how to draw it."""

    name: str
    place: pygame.Rect
    key: Any  # compared with ==: equal keys draw the same pixels
    draw: Callable[[pygame.Surface], None]
    # Where, within its place, its picture for an older key differs from this one's (None:
    # anywhere): the board's trails after a drop redraw the trails' spaces, not the board;
    # the table's answers, the buttons whose light changed and the note.
    within: Callable[[Any], list[pygame.Rect] | None] | None = None
    # Window pixels: its drawing opens with one opaque rectangle over all its place, its
    # corners rounded this much, so only the corners need the background first (at 4K a
    # seat's or the table's place filled twice costs half a millisecond).
    rounded: int | None = None

    def ground(self, surface: pygame.Surface) -> None:
        """The background under what its drawing does not cover (within the clip set)."""
        if self.rounded is None:
            surface.fill(theme.BACKGROUND)
            return
        place, size = self.place, self.rounded
        for x, y in ((place.left, place.top), (place.right - size, place.top)):
            for dy in (0, place.height - size):
                surface.fill(theme.BACKGROUND, (x, y + dy, size, size))

    def changed_since(self, key: Any) -> list[pygame.Rect]:
        """The parts of ``place`` to draw again over the picture drawn for ``key``."""
        if self.within is None or isinstance(key, Unfinished):
            return [self.place]
        inside = self.within(key)
        if inside is None:
            return [self.place]
        return [clipped for rect in inside if (clipped := rect.clip(self.place))]


def hovered(rects: Iterable[pygame.Rect], mouse: tuple[int, int]) -> int | None:
    """Which of ``rects`` the pointer is over (the first), for keys of panels that light
    what it hovers: moving within one thing or over none redraws nothing."""
    return next((i for i, rect in enumerate(rects) if rect.collidepoint(mouse)), None)


SPREAD = 0.0015  # seconds of a live frame spent before the panels left standing wait


class Chrome:
    """The panels' picture (on the assets' shared canvas), and the place and key each part
    on it was drawn for."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None  # None: draw every panel afresh
        self.drawn: dict[str, tuple[pygame.Rect, Any]] = {}
        self.seen: Any = None  # the glance it was last drawn for
        self.redraws = 0  # parts drawn, all told (tests count them)
        self.later: list[str] = []  # parts left for the next frame (``SPREAD``)
        self.is_whole = True  # every part shows (else the last frame should stay on screen)
        self.changes: list[pygame.Rect] | None = None  # redrawn since taken (None: all)

    @property
    def keys(self) -> dict[str, Any]:
        """Each part's key as drawn now."""
        return {name: key for name, (_, key) in self.drawn.items()}

    def get(
        self,
        assets: Assets,
        size: tuple[int, int],
        parts: Callable[[], Iterable[Part]],
        glance: Callable[[], Any],
        hold: bool = False,
    ) -> pygame.Surface:
        """The picture, redrawn where ``parts`` changed; ``glance`` is a cheap key over all
        they read: while it holds, the parts are not asked for. With ``hold``, the screen
        keeps its last frame while the picture is not whole, and parts with no picture of
        their own may wait too."""
        surface, is_ours = assets.canvas(size, self)
        seen = glance()
        if self.surface is surface and is_ours and seen == self.seen:
            self.is_whole = True
            return surface
        if self.surface is not surface or not is_ours:
            surface.fill(theme.BACKGROUND)
            self.drawn.clear()
            self.changes = None
        self.surface, self.seen = surface, seen
        now = {part.name: part for part in parts()}
        cleared = []  # parts gone or moved (a new layout): their old places are background
        for name, (place, _) in list(self.drawn.items()):
            if name not in now or now[name].place != place:
                surface.fill(theme.BACKGROUND, place)
                cleared.append(place)
                self._changed(place)
                del self.drawn[name]
        spent, later, self.is_whole = False, [], True
        order = [now[n] for n in self.later if n in now]
        order += [p for p in now.values() if p.name not in self.later]
        for part in order:
            held = self.drawn.get(part.name)
            is_standing = held is not None and part.place.collidelist(cleared) < 0
            if is_standing and held is not None and held[1] == part.key:
                continue
            if (is_standing or hold) and spent and not assets.has_time(SPREAD):
                later.append(part.name)  # its last picture stands one frame more
                if not is_standing:  # it has none: the screen keeps the last frame
                    self.drawn.pop(part.name, None)
                    self.is_whole = False
                continue
            spent = True
            places = [part.place]
            if is_standing and held is not None:
                places = part.changed_since(held[1])
            with assets.finishing() as finished:
                for place in places:
                    surface.set_clip(place)
                    part.ground(surface)
                    part.draw(surface)
                    self._changed(place)
            surface.set_clip(None)
            key = part.key if finished.is_done else Unfinished()  # drawn again next frame
            if not finished.is_done:
                later.append(part.name)
            self.drawn[part.name] = (part.place.copy(), key)
            self.redraws += 1
        self.later = later
        if later:
            self.seen = None  # the next frame asks the parts again
        return surface

    def _changed(self, place: pygame.Rect) -> None:
        if self.changes is not None:
            self.changes.append(place.copy())

    def take_changes(self) -> list[pygame.Rect] | None:
        """Where the picture changed since last taken (None: anywhere, it is new)."""
        changes, self.changes = self.changes, []
        return changes


class Unfinished:
    """The key of a part that left some of its drawing for later: equal to no key."""

    def __eq__(self, other: object) -> bool:
        return False

    __hash__ = object.__hash__


class ChromeWords:
    """The words each panel under the pointer writes, read once per panel key (for the rule
    terms' meanings): a pointer that rests reads only the panels it rests on, and only when
    they changed since it last rested there, so a long rest never costs a long frame."""

    def __init__(self) -> None:
        self._read: dict[str, tuple[pygame.Rect, Any, str, list[Lettering]]] = {}

    def words(
        self,
        assets: Assets,
        parts: Iterable[Part],
        at: tuple[int, int],
    ) -> list[Lettering]:
        """Every word the panels at ``at`` show now, in drawing order."""
        language, size = i18n.language(), assets.screen.size
        written: list[Lettering] = []
        for part in parts:
            if not part.place.collidepoint(at):
                continue
            held = self._read.get(part.name)
            if held is None or (held[0], held[1], held[2]) != (part.place, part.key, language):
                held = (
                    part.place.copy(),
                    part.key,
                    language,
                    probe_with(assets, size, part.draw),
                )
                self._read[part.name] = held  # one reading per panel name: a few at most
            written.extend(held[3])
        return written
