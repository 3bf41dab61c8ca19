"""Where the repository's files live, relative to this package (never the working directory)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
MAPS = ROOT / "maps"
MISSIONS_FILE = ROOT / "missions.yaml"
CARDS_FILE = ROOT / "cards.yaml"
TILESET_PNG = ASSETS / "tiles" / "terrain.png"
TILESET_TSX = MAPS / "terrain.tsx"
SPRITES = ASSETS / "sprites"
FONTS = ASSETS / "fonts"
SOUNDS = ASSETS / "sounds"
SCREENSHOTS = ROOT / "screenshots"
