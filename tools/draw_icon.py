"""Draw the game's icon: a Mech charging out of a badge ringed in the four Yordles' colours,
a Minion at its heels. With the tileset's helpers and the sprites' shapes (drawn large,
not scaled up), deterministic like ``tools/draw_tileset.py``.

Writes ``assets/icon.png`` (256 × 256 px: the window's icon and the Linux desktop entry's),
``assets/icon.ico`` (Windows: PNG images of 256, 48, 32 and 16 px) and ``assets/icon.icns``
(macOS: PNG images of 256 and 128 px), which ``tools/build_app.py`` gives the built program.
Run headless from the repository root::

    SDL_VIDEODRIVER=dummy python tools/draw_icon.py
"""

from __future__ import annotations

import io
import math
import struct
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import draw_tileset  # noqa: E402
import pygame  # noqa: E402
from draw_tileset import INK, ROOT, mech, minion  # noqa: E402

from game.palette import YORDLE_COLOURS  # noqa: E402

SIZE = 256
ICON_PNG = ROOT / "assets" / "icon.png"
ICON_ICO = ROOT / "assets" / "icon.ico"
ICON_ICNS = ROOT / "assets" / "icon.icns"
ICO_SIZES = (256, 48, 32, 16)
ICNS_TYPES = {256: b"ic08", 128: b"ic07"}  # PNG-holding icon types


@contextmanager
def drawn_at(pixels: int) -> Iterator[None]:
    """Draw the 64-unit sprites at ``pixels`` px square, supersampled as finely as at 64."""
    scale, done = draw_tileset.SS, draw_tileset.Canvas.done
    draw_tileset.SS = scale * pixels // draw_tileset.TILE

    def finish(cv: draw_tileset.Canvas) -> pygame.Surface:
        factor = pixels / draw_tileset.TILE
        size = (round(cv.w * factor), round(cv.h * factor))
        return pygame.transform.smoothscale(cv.surf, size)

    draw_tileset.Canvas.done = finish  # type: ignore[method-assign]
    try:
        yield
    finally:
        draw_tileset.SS, draw_tileset.Canvas.done = scale, done  # type: ignore[method-assign]


def sprite(draw: Callable[[], pygame.Surface], pixels: int) -> pygame.Surface:
    with drawn_at(pixels):
        return draw()


def icon() -> pygame.Surface:
    """The 256 px icon."""
    ss = 4
    big = SIZE * ss
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    badge = pygame.Rect(0, 0, big, big).inflate(-10 * ss, -10 * ss)
    radius = 52 * ss
    shadow = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 150), badge.move(0, 4 * ss), border_radius=radius)
    surface.blit(pygame.transform.gaussian_blur(shadow, 6 * ss), (0, 0))
    field = draw_tileset.gradient((big, big), (58, 74, 120), (24, 26, 48))
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), badge, border_radius=radius)
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(field, (0, 0))
    # the team: a ring of four arcs, one per Yordle, clockwise from the top left
    centre, ring = (big // 2, big // 2 - 6 * ss), 92 * ss
    for i, colour in enumerate(YORDLE_COLOURS.values()):
        start = math.pi / 2 + i * math.pi / 2 + 0.12
        arc = pygame.Rect(0, 0, 2 * ring, 2 * ring)
        arc.center = centre
        pygame.draw.arc(surface, colour, arc, start, start + math.pi / 2 - 0.24, 14 * ss)
    pygame.draw.rect(surface, INK, badge, 6 * ss, border_radius=radius)
    out = pygame.transform.smoothscale(surface, (SIZE, SIZE))
    tinted = sprite(mech, 176)  # neutral greys, tinted a light Corki blue
    tinted.fill((140, 236, 246, 255), None, pygame.BLEND_RGBA_MULT)
    out.blit(tinted, tinted.get_rect(center=(SIZE // 2, SIZE // 2 - 10)))
    foe = sprite(minion, 92)
    out.blit(foe, foe.get_rect(center=(SIZE - 62, SIZE - 60)))
    return out


def png_bytes(surface: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surface, out, "icon.png")
    return out.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (as Windows Vista and later read them)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, png in images.items():
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG images."""
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(png)) + png for size, png in images.items()
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    pygame.init()
    picture = icon()
    ICON_PNG.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(picture, str(ICON_PNG))

    def at(size: int) -> bytes:
        return png_bytes(pygame.transform.smoothscale(picture, (size, size)))

    ICON_ICO.write_bytes(ico({size: at(size) for size in ICO_SIZES}))
    ICON_ICNS.write_bytes(icns({size: at(size) for size in ICNS_TYPES}))


if __name__ == "__main__":
    main()
