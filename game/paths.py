"""Where the repository's files live, relative to this package (never the working directory),
which content folder the game plays (the repository's own unless ``--content DIR``), and where
the player's saves and settings go (the platform's folders, or ``MVM_SAVE_DIR`` for both).

In a built copy of the game (PyInstaller, ``tools/build_app.py``) the repository's files are
bundled with the same layout in the build's own folder (``sys._MEIPASS``), and ``ROOT`` is
that folder; saves and settings go to the same platform folders either way."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

import platformdirs


def bundle_root() -> Path | None:
    """The folder a built copy of the game unpacked its files into (None when run from
    the source)."""
    folder = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and isinstance(folder, str):
        return Path(folder).resolve()
    return None


ROOT = bundle_root() or Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
MAPS = ROOT / "maps"
MISSIONS_FILE = ROOT / "missions.yaml"
CARDS_FILE = ROOT / "cards.yaml"
LESSONS_FILE = ROOT / "lessons.yaml"
GUIDE_FILE = ROOT / "guide.yaml"
TILESET_PNG = ASSETS / "tiles" / "terrain.png"
TILESET_TSX = MAPS / "terrain.tsx"
SPRITES = ASSETS / "sprites"
FONTS = ASSETS / "fonts"
SOUNDS = ASSETS / "sounds"
ICON = ASSETS / "icon.png"  # the window's, and the desktop entry's (tools/draw_icon.py)
SCREENSHOTS = ROOT / "screenshots"

APP_NAME = "mechs-vs-minions"
SAVE_DIR_ENV = "MVM_SAVE_DIR"  # one folder for saves and settings: tests and tools use it


def data_dir() -> Path:
    """Where saves and replays go: ``$MVM_SAVE_DIR``, else the platform's data folder
    (``~/.local/share``, ``~/Library/Application Support``, ``%APPDATA%``...)."""
    override = os.environ.get(SAVE_DIR_ENV)
    if override:
        return Path(override)
    return platformdirs.user_data_path(APP_NAME, appauthor=False, roaming=True)


def settings_dir() -> Path:
    """Where the settings file goes: ``$MVM_SAVE_DIR``, else the platform's config folder."""
    override = os.environ.get(SAVE_DIR_ENV)
    if override:
        return Path(override)
    return platformdirs.user_config_path(APP_NAME, appauthor=False, roaming=True)


@dataclass(frozen=True)
class ContentFolder:
    """A folder holding its own missions.yaml, cards.yaml and maps/."""

    root: Path

    @property
    def missions(self) -> Path:
        return self.root / "missions.yaml"

    @property
    def cards(self) -> Path:
        return self.root / "cards.yaml"

    @property
    def maps(self) -> Path:
        return self.root / "maps"

    @property
    def lessons(self) -> Path:
        """The coach's words: the folder's own lessons.yaml, else the game's."""
        own = self.root / "lessons.yaml"
        return own if own.is_file() else LESSONS_FILE

    @property
    def guide(self) -> Path:
        """The field guide's pages: the folder's own guide.yaml, else the game's."""
        own = self.root / "guide.yaml"
        return own if own.is_file() else GUIDE_FILE

    @property
    def is_own(self) -> bool:
        """The repository's own content, not a custom folder."""
        return self.root == ROOT


_content = ContentFolder(ROOT)


def content() -> ContentFolder:
    """The content folder this run plays."""
    return _content


def use_content(root: Path) -> None:
    """Play another content folder (``--content DIR``), from now on."""
    global _content
    _content = ContentFolder(root.resolve())
