"""The asset cache the app creates once and hands to every scene: fonts, images, sounds,
and the one way words reach the screen (``write``).

Sizes are design pixels (``game.screen``): ``fit`` tells the cache the window's size, and
fonts, gaps and art come out at that scale. The players' look of things lives here too: the
text size (``text_scale``: every font that much larger, its room permitting, see
``game.ui.text``), the TV safe area (``is_tv_safe``: scenes get a screen inset by
``SAFE_MARGIN`` of the window on every side, the scene stack draws and reads the pointer
there) and the high-contrast board (``is_high_contrast``, read by ``game.view``).

Missing files are not errors: ``image`` returns None and callers draw a fallback shape, and
``play`` does nothing when there is no mixer, the sound is switched off, or a sound file is
missing or unreadable.
"""

from __future__ import annotations

import logging
import time
import weakref
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import i18n, paths
from game.music import Jukebox
from game.screen import Screen
from game.warm_layers import WarmLayers

log = logging.getLogger(__name__)

Colour = tuple[int, int, int]
RIM = (28, 26, 34)  # the dark rim of words written over the board
# What the caches may hold at 1920x1080 (the least recently used goes first): a line of
# words is up to 50 KB, a big card face 1 MB, a board's ground 3 MB. A larger window holds
# as much more as it has pixels (``fit``): at 4K every picture is four times the bytes, and
# a cache of 1080p's size let a few hovered cards crowd out the rest, to be drawn again.
TEXT_BYTES = 8 * 1024 * 1024
ART_BYTES = 8 * 1024 * 1024
KEPT_BYTES = 24 * 1024 * 1024
LAYER_BYTES = 4 * 1024 * 1024  # the see-through layers lent to one frame's drawing (``layer``)
FULL_HD = 1920 * 1080  # the window the budgets above are for
TEXT_SCALES = (100, 125, 150)  # per cent: the text sizes players may choose
BIG_TEXT = 48  # design pixels: headings this large keep their size whatever the text size
SAFE_MARGIN = 0.05  # of the window's width and height, on each side: a TV's overscan


@dataclass(frozen=True)
class Lettering:
    """One piece of text as it was drawn, for the text audit (``Assets.records``)."""

    words: str
    size: int  # the font's size in window pixels
    role: str  # "body" for sentences to read, "quote" for words quoted as a file has them
    colour: Colour
    background: Colour | None  # what lies behind it (the rim's colour for rimmed words)
    rect: pygame.Rect
    box: pygame.Rect | None = None  # where the words must stay: the surface's clip, or the
    # caller's room (a line's room has no height: only its width is checked)
    is_cut: bool = False  # shortened with "…" to fit its box
    may_cut: bool = False  # a place designed to shorten (small card faces)
    surface: int = 0  # which surface it was drawn on (rects of two are not comparable)

    @property
    def overflows(self) -> bool:
        """Whether the words stick out of their box (a pixel of the glyphs' bearing aside)."""
        box, rect, slack = self.box, self.rect, 2
        if box is None:
            return False
        if rect.left < box.left - slack or rect.right > box.right + slack:
            return True
        return box.height > 0 and (rect.top < box.top - slack or rect.bottom > box.bottom + slack)


def opaque(picture: pygame.Surface) -> None:
    """A kept picture back at full strength after a faded blit. Not ``set_alpha(None)``:
    on a picture with per-pixel alpha that also turns its blending off, and from then on
    its see-through pixels blit as solid colour (words on bands of their own ink)."""
    picture.set_alpha(255 if picture.get_flags() & pygame.SRCALPHA else None)


def font_file(root: Path) -> str:
    """The first font in assets/fonts, else the one pygame ships, by path: given no path,
    pygame quietly shrinks its default font to 69% of the size asked for."""
    files = sorted((root / "fonts").glob("*.[ot]tf"))
    if files:
        return str(files[0])
    return str(Path(pygame.__file__).parent / pygame.font.get_default_font())


class Assets:
    def __init__(self, root: Path = paths.ASSETS, has_sound: bool = False) -> None:
        self.root = root
        self.has_sound = has_sound  # a mixer opened (no audio device: the game runs silent)
        self.is_sound_on = True  # the players' setting, in the pause menu
        self.sound_volume = 100  # per cent, while the sound is on (the pause menu too)
        self.music = Jukebox(root / "music", has_sound)  # the background music, its volume
        self.screen = Screen()  # where scenes draw: the window, or its safe area
        self.window = Screen()  # the whole window
        self.text_size = 100  # per cent, one of TEXT_SCALES
        self._text_cap: float | None = None  # while a strip with no room to grow draws
        self.is_tv_safe = False
        self.is_high_contrast = False
        # Frames follow one another (the game's loop): the play screen may spread a burst
        # of panel redraws over a few frames. Off for stills (screenshots, tests).
        self.is_live = False
        self.is_under = False  # the scene drawing now has another drawn over it (the stack's)
        self.frame = 0  # frames the stack has drawn: a scene may draw over its last one
        self._frame_start = 0.0  # when the live frame drawing now began (``begin_frame``)
        # A picture being painted over several frames (``paint_stamp``): key, layer, steps.
        self._painting: tuple[tuple[object, ...], pygame.Surface, Iterator[None]] | None = None
        self._warm = WarmLayers()  # its next layer, its memory touched ahead (``warm``)
        self._put_off = False  # something drawn meanwhile left part of itself (``put_off``)
        self.records: list[Lettering] | None = None  # every text drawn, while auditing
        self._fonts: dict[int, pygame.font.Font] = {}
        self._images: dict[str, pygame.Surface | None] = {}
        self._texts = Kept(TEXT_BYTES)  # words rendered
        self._derived = Kept(ART_BYTES)  # art scaled, tinted or turned
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._kept = Kept(KEPT_BYTES)  # card faces, grounds: ``keep`` and ``stamp``
        self._layers = Kept(LAYER_BYTES)  # see-through layers, one per size (``layer``)
        self._canvas: pygame.Surface | None = None
        self._canvas_owner: weakref.ref[object] | None = None
        self._scratch: pygame.Surface | None = None

    # --- a live frame's time ------------------------------------------------------------

    def begin_frame(self) -> None:
        """A frame's drawing starts now: ``has_time`` counts from here."""
        self._frame_start = time.perf_counter()

    def has_time(self, budget: float) -> bool:
        """Whether the frame being drawn has spent less than ``budget`` seconds so far
        (always, when frames do not follow one another: a still is drawn whole). Work that
        may wait a frame asks first, so a burst of it is spread over a few frames."""
        return not self.is_live or time.perf_counter() - self._frame_start < budget

    # --- scale ---------------------------------------------------------------------------

    def fit(self, screen: Screen) -> None:
        """Draw for this window from now on (in its safe area, with the TV safe area on).
        The scratch surface for reading words is made now, while the window opens or
        changes, not in the frame a pointer first rests."""
        self.window = screen
        self.screen = Screen(*self.safe_area.size)
        self.scratch(self.screen.size)
        grow = max(1.0, screen.width * screen.height / FULL_HD)
        for kept, budget in (
            (self._texts, TEXT_BYTES),
            (self._derived, ART_BYTES),
            (self._kept, KEPT_BYTES),
            (self._layers, LAYER_BYTES),
        ):
            kept.budget = round(budget * grow)

    def use_tv_safe(self, is_on: bool) -> None:
        """Keep everything inside the safe area from now on (``True``), or use the whole
        window; the scenes lay themselves out again (the scene stack sees the change)."""
        self.is_tv_safe = is_on
        self.fit(self.window)

    @property
    def safe_area(self) -> pygame.Rect:
        """Where scenes draw in the window: all of it, or with the TV safe area on, all but
        ``SAFE_MARGIN`` of it on each side."""
        window = self.window.bounds
        if not self.is_tv_safe:
            return window
        dx, dy = round(window.width * SAFE_MARGIN), round(window.height * SAFE_MARGIN)
        return window.inflate(-2 * dx, -2 * dy)

    @property
    def looks(self) -> tuple[object, ...]:
        """What the scenes' layouts depend on: when it changes, they lay out again."""
        return (self.screen, self.text_size, self.is_high_contrast)

    @property
    def text_grow(self) -> float:
        """The players' text size as a scale (1, 1.25 or 1.5; less within ``text_room``)."""
        scale = self.text_size / 100
        return scale if self._text_cap is None else min(scale, self._text_cap)

    @property
    def text_scale(self) -> float:
        """How much larger than designed words are drawn: ``text_grow``, and in the TV safe
        area as much again as the safe area is smaller than the window (words keep the
        size they have on the whole window; only the layout draws in)."""
        return self.text_grow * self.window.scale / self.screen.scale

    @contextmanager
    def text_room(self, most: float) -> Iterator[None]:
        """Words drawn meanwhile at most ``most`` times their design size (``text_grow``),
        whatever the text size: for a strip of fixed height packed from end to end."""
        was, self._text_cap = self._text_cap, most
        try:
            yield
        finally:
            self._text_cap = was

    @property
    def scale(self) -> float:
        return self.screen.scale

    def px(self, n: float) -> int:
        """``n`` design pixels in window pixels."""
        return self.screen.px(n)

    # --- words ---------------------------------------------------------------------------

    def font(self, size: int) -> pygame.font.Font:
        """The game's font at ``size`` design pixels (times the players' text size)."""
        real = self.font_px(size)
        if real not in self._fonts:
            if not pygame.font.get_init():
                pygame.font.init()
            self._fonts[real] = pygame.font.Font(font_file(self.root), real)
        return self._fonts[real]

    def font_px(self, size: int) -> int:
        """The height in window pixels of the font for ``size`` design pixels: times the
        text size, but for headings of ``BIG_TEXT`` or more (already large)."""
        grow = self.text_scale if size < BIG_TEXT else 1.0
        return max(6, round(size * self.scale * grow))

    def text(self, words: str, size: int, colour: Colour) -> pygame.Surface:
        """Words rendered (cached); draw them with ``write``."""
        font = self.font(size)
        return self._texts.get(
            ("text", words, font, colour), lambda: font.render(words, True, colour)
        )

    def outlined(self, words: str, size: int, colour: Colour) -> pygame.Surface:
        """Words with a dark rim, for captions over the board (cached like ``text``)."""

        def make() -> pygame.Surface:
            front = self.font(size).render(words, True, colour)
            back = self.font(size).render(words, True, RIM)
            rim = max(2, self.px(2))
            out = pygame.Surface(
                (front.get_width() + 2 * rim, front.get_height() + 2 * rim), pygame.SRCALPHA
            )
            for dx in (0, rim, 2 * rim):
                for dy in (0, rim, 2 * rim):
                    out.blit(back, (dx, dy))
            out.blit(front, (rim, rim))
            return out

        return self._texts.get(("outlined", words, self.font(size), colour), make)

    def write(
        self,
        surface: pygame.Surface,
        words: str,
        size: int,
        colour: Colour,
        role: str = "label",
        rimmed: bool = False,
        alpha: int = 255,
        *,
        box: pygame.Rect | None = None,
        is_cut: bool = False,
        may_cut: bool = False,
        **anchor: tuple[int, int] | int,
    ) -> pygame.Rect:
        """Draw one line of words; ``anchor`` is a pygame.Rect keyword such as
        ``midleft=(x, y)``. Every word on screen is drawn here, so the text audit sees it,
        with the ``box`` they must stay in (else the surface's clip) and whether they were
        cut short to fit it."""
        image = self.outlined(words, size, colour) if rimmed else self.text(words, size, colour)
        rect = image.get_rect(**anchor)
        if self.records is not None and words.strip():
            background = RIM if rimmed else behind(surface, rect)
            real = self.font_px(size)
            bounds = (box or surface.get_clip() or surface.get_rect()).copy()
            self.records.append(
                Lettering(
                    words,
                    real,
                    role,
                    colour,
                    background,
                    rect.copy(),
                    bounds,
                    is_cut,
                    may_cut,
                    id(surface),
                )
            )
        if alpha < 255:
            image.set_alpha(alpha)
            surface.blit(image, rect)
            opaque(image)
        else:
            surface.blit(image, rect)
        return rect

    # --- pictures drawn once ------------------------------------------------------------

    def stamp(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        key: tuple[object, ...],
        draw: Callable[[pygame.Surface, pygame.Rect], None],
        alpha: int = 255,
    ) -> None:
        """Draw a picture into ``rect``: ``draw`` paints it once on a see-through layer, kept
        under ``key`` (what it shows; the size and scale are added) and blitted from then
        on, such as a card face for each card, Power and size. While the text audit records,
        it is drawn afresh, so every word is seen where it lands."""
        if self.records is not None:
            if alpha >= 255:
                draw(surface, rect)
                return
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw(layer, layer.get_rect())
            layer.set_alpha(alpha)
            surface.blit(layer, rect)
            return

        def paint() -> pygame.Surface:
            layer = self._kept.spare(rect.size)  # a face let go, its memory drawn over
            if layer is None:
                layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            else:
                layer.fill((0, 0, 0, 0))
            draw(layer, layer.get_rect())
            return layer

        picture = self._kept.get(("stamp", *key, rect.size, *self._looks), paint, mine=True)
        if alpha < 255:
            picture.set_alpha(alpha)
            surface.blit(picture, rect)
            opaque(picture)
        else:
            surface.blit(picture, rect)

    def has_stamp(self, key: tuple[object, ...], size: tuple[int, int]) -> bool:
        """Whether ``stamp`` with ``key`` at ``size`` would blit a kept picture."""
        return self.records is None and self._kept.has(("stamp", *key, size, *self._looks))

    def paint_stamp(
        self,
        size: tuple[int, int],
        key: tuple[object, ...],
        steps: Callable[[pygame.Surface, pygame.Rect], Iterator[None]],
        budget: float,
    ) -> bool:
        """Paint the picture ``stamp`` keeps under ``key`` at ``size`` a step at a time,
        over as many live frames as it takes: ``steps`` paints it on a see-through layer,
        yielding between steps; each frame takes one step, and more while it has spent less
        than ``budget`` seconds. True once the picture is kept (``stamp`` with that key
        blits it); a different key starts afresh (on the same layer). Frames that do not
        follow one another (a still) and the text audit draw it whole in ``stamp``."""
        full = ("stamp", *key, size, *self._looks)
        if not self.is_live or self.records is not None or self._kept.has(full):
            return True
        held = self._painting
        if held is None or held[0] != full:
            layer = held[1] if held is not None and held[1].get_size() == size else None
            if layer is None:
                layer = self._kept.spare(size) or self._warm.take(size)
            self._warm.want(size)
            is_new = layer is None
            if layer is None:
                layer = pygame.Surface(size, pygame.SRCALPHA)
            else:
                layer.fill((0, 0, 0, 0))
            held = self._painting = (full, layer, steps(layer, layer.get_rect()))
            if is_new and not self.has_time(budget):
                return False  # new memory is a step of its own (at 4K, milliseconds)
        _, layer, painting = held
        while next(painting, DONE) is not DONE:
            if not self.has_time(budget):
                return False
        self._painting = None
        self._kept.get(full, lambda: layer, mine=True)
        return True

    def warm(self, budget: float) -> None:
        """In a live frame's spare time (while it has spent less than ``budget`` seconds),
        ready the memory of the next picture ``paint_stamp`` will paint."""
        if self.is_live:
            self._warm.warm(lambda: self.has_time(budget))

    @contextmanager
    def finishing(self) -> Iterator[Finished]:
        """Draw something that may leave part of itself for a later frame (``put_off``);
        what it gives says, once drawn, whether all of it was."""
        was, self._put_off = self._put_off, False
        finished = Finished()
        try:
            yield finished
        finally:
            finished.is_done = not self._put_off
            self._put_off = was

    def put_off(self) -> None:
        """Part of what is being drawn was left for a later frame (``finishing``)."""
        self._put_off = True

    @property
    def _looks(self) -> tuple[object, ...]:
        return (self.scale, self.text_scale, self.is_high_contrast, i18n.language())

    def keep(self, key: tuple[object, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface ``make`` returns, made once and kept under ``key`` (the scale, the
        text size, the board's contrast and the language are added) while it is among the
        latest ``KEPT_BYTES`` worth; the caller must not draw on it. While the text audit
        records, it is made afresh, so every word is seen."""
        if self.records is not None:
            return make()
        return self._kept.get((*key, *self._looks), make)

    def canvas(self, size: tuple[int, int], owner: object) -> tuple[pygame.Surface, bool]:
        """A full-window surface in the window's own format (it blits fastest), shared by
        whoever draws one (play scenes, one after another): a new full-screen surface for
        every mission would fill the heap with holes the size of a screen. Returns it and
        whether ``owner`` drew on it last (else what is on it is someone else's)."""
        if self._canvas is None or self._canvas.get_size() != size:
            window = pygame.display.get_surface()
            canvas = pygame.Surface(size) if window is None else pygame.Surface(size, 0, window)
            self._canvas, self._canvas_owner = canvas, None
        was_mine = self._canvas_owner is not None and self._canvas_owner() is owner
        self._canvas_owner = weakref.ref(owner)
        return self._canvas, was_mine

    def layer(self, size: tuple[int, int]) -> pygame.Surface:
        """A see-through surface of ``size``, clear, for a drawing made and blitted within
        one frame (a flash over the board, a die rolling): the same one is lent again the
        next time that size is asked for, so draw on it and blit it before asking again.
        A new surface a frame costs more than its drawing once it is big (at 4K, a layer of
        a megabyte is new memory the system hands over page by page, milliseconds each
        frame); one lent again costs a fill."""

        def make() -> pygame.Surface:
            return pygame.Surface(size, pygame.SRCALPHA)

        layer = self._layers.get(("layer", size), make)
        layer.fill((0, 0, 0, 0))
        return layer

    @property
    def cached_bytes(self) -> int:
        """What the picture caches hold now (each stops at its budget: ``TEXT_BYTES``...)."""
        return self._texts.bytes + self._derived.bytes + self._kept.bytes + self._layers.bytes

    def scratch(self, size: tuple[int, int]) -> pygame.Surface:
        """A full-window surface nobody shows, to draw on only to read what is written
        (kept: making one is most of the cost of a look at the words on screen)."""
        if self._scratch is None or self._scratch.get_size() != size:
            self._scratch = pygame.Surface(size)
        return self._scratch

    # --- art and sounds --------------------------------------------------------------------

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
        base = self.image(name)
        if base is None:
            return None

        def make() -> pygame.Surface:
            assert base is not None
            surface = pygame.transform.smoothscale(base, (size, size))
            if tint is not None:
                surface = surface.copy()
                surface.fill((*tint, 255), special_flags=pygame.BLEND_RGBA_MULT)
            if angle % 360:
                surface = pygame.transform.rotozoom(surface, -angle, 1.0)
            return surface

        return self._derived.get(("scaled", name, size, tint, angle % 360), make)

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
            sound.set_volume(self.sound_volume / 100)
            sound.play()
        except pygame.error as error:
            log.warning("cannot play %s: %s", name, error)
            self.has_sound = False


DONE = object()  # what ``next`` gives for steps that have all been taken


@dataclass
class Finished:
    """Whether a drawing left none of itself for later (``Assets.finishing``)."""

    is_done: bool = True


class Kept:
    """Surfaces made once and kept under their keys, the least recently used let go once
    they hold more than ``budget`` bytes (a count would let big ones fill the memory).

    Surfaces that never leave the cache's owner (``mine``: a stamp's face, only blitted)
    may be drawn over for a new one of their size once the cache is full (``spare``): at
    4K a new card face shown large is 3 MB of new memory, which the system hands over page
    by page (10 ms and more on a virtual machine), while one let go is at hand."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._items: dict[tuple[object, ...], pygame.Surface] = {}  # the oldest first
        self._sizes: dict[tuple[object, ...], int] = {}  # each item's bytes
        self._mine: dict[tuple[object, ...], tuple[int, int]] = {}  # may be drawn over: size

    def __len__(self) -> int:
        return len(self._items)

    def has(self, key: tuple[object, ...]) -> bool:
        return key in self._items

    def get(
        self,
        key: tuple[object, ...],
        make: Callable[[], pygame.Surface],
        mine: bool = False,
    ) -> pygame.Surface:
        item = self._items.pop(key, None)
        if item is None:
            item = make()
            size = self._sizes[key] = _bytes(item)
            self.bytes += size
            while self._items and self.bytes > self.budget:
                self._drop(next(iter(self._items)))
            if mine and item.get_flags() & pygame.SRCALPHA:
                self._mine[key] = item.get_size()
        self._items[key] = item  # the newest last
        return item

    def _drop(self, key: tuple[object, ...]) -> pygame.Surface:
        self.bytes -= self._sizes.pop(key)
        self._mine.pop(key, None)
        return self._items.pop(key)

    def spare(self, size: tuple[int, int]) -> pygame.Surface | None:
        """A see-through surface of ``size`` that is ``mine``, taken out of the cache to be
        drawn over, when a new one of that size would push the cache over its budget: the
        least recently used such among the oldest quarter of the cache (what goes soon
        anyway; a face used a moment ago is kept). None when there is room, or none such."""
        need = size[0] * size[1] * 4
        if self.bytes + need <= self.budget:
            return None
        window, seen, mine, sizes = (
            max(need, self.budget // SPARE_SHARE),
            0,
            self._mine,
            self._sizes,
        )
        for key in self._items:  # the oldest first
            if mine.get(key) == size:
                return self._drop(key)
            seen += sizes[key]
            if seen >= window:
                return None
        return None


SPARE_SHARE = 4  # the oldest 1/4 of a cache is where ``Kept.spare`` looks


def _bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


def veil(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, alpha: int) -> None:
    """``colour`` laid over ``rect`` at ``alpha`` (0-255), as a plain plate blitted with that
    alpha would be, but with two fills and no plate: a plate the size of a panel, made for
    each size shown, would be remade every frame once a 4K screen's big ones crowd out the
    cache."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), rect, special_flags=pygame.BLEND_MULT)
    share = tuple(round(c * alpha / 255) for c in colour)
    if any(share):
        surface.fill(share, rect, special_flags=pygame.BLEND_ADD)


def behind(surface: pygame.Surface, rect: pygame.Rect) -> Colour | None:
    """The colour most of ``rect`` shows before words are drawn on it."""
    area = rect.clip(surface.get_clip() or surface.get_rect())
    if area.width < 1 or area.height < 1:
        return None
    samples: Counter[Colour] = Counter()
    for i in range(1, 8):
        for j in range(1, 4):
            x = area.x + area.width * i // 8
            y = area.y + area.height * j // 4
            r, g, b, a = surface.get_at((min(x, area.right - 1), min(y, area.bottom - 1)))
            if a >= 128:  # a see-through layer shows nothing of its own here
                samples[(r, g, b)] += 1
    return samples.most_common(1)[0][0] if samples else None
