"""Where the repository's files live, relative to this package (never the working directory),
which content folder the game plays (the repository's own unless ``--content DIR``), and where
the player's saves and settings go (the platform's folders, or ``MVM_SAVE_DIR`` for both).

In a built copy of the game (PyInstaller, ``tools/build_app.py``) the repository's files are
bundled with the same layout in the build's own folder (``sys._MEIPASS``), and ``ROOT`` is
that folder; saves and settings go to the same platform folders either way."""

from __future__ import annotations

import errno
import os
import stat
import sys
import tempfile
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
MUSIC = ASSETS / "music"  # the background loops (tools/make_music.py)
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
    try:
        root = real(root)
    except SymlinkLoop:  # left as named: reading its files will say what is wrong
        root = Path(os.path.abspath(root))
    _content = ContentFolder(root)


# --- reading files the player (or a content maker) may have broken ---------------------------


class NotRegularFile(OSError):
    """A name that is a FIFO, a device, a folder or a socket, not a file: never read it (a
    FIFO would block the game forever, a device never ends). ``kind`` says which."""

    def __init__(self, path: Path, kind: str) -> None:
        super().__init__(errno.EINVAL, f"it is {KINDS[kind]}, not a file", str(path))
        self.kind = kind


KINDS = {"pipe": "a pipe (FIFO)", "device": "a device", "other": "no regular file"}


def read_regular(path: Path, max_bytes: int) -> bytes:
    """At most ``max_bytes + 1`` bytes of ``path`` (so the caller can tell it is too big),
    refusing anything but a regular file before reading: opened without blocking, then
    checked with ``fstat``. Raises OSError: ``NotRegularFile`` for a FIFO or a device,
    ``IsADirectoryError`` for a folder."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):  # as opening it to read would have said
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(mode):
            raise NotRegularFile(path, _kind_of(mode))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks, left = [], max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _kind_of(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "other"


class SymlinkLoop(OSError):
    """Symbolic links that lead back to themselves."""


def real(path: Path) -> Path:
    """``path`` with every symbolic link followed; a loop of links is a ``SymlinkLoop``
    (``Path.resolve`` raises RuntimeError for one)."""
    try:
        return path.resolve()
    except RuntimeError:
        raise SymlinkLoop(errno.ELOOP, "a loop of symbolic links", str(path)) from None


def is_inside(path: Path, folder: Path) -> bool:
    """Whether ``path``, links followed, lies in ``folder`` (links followed): a name with
    ``..``, an absolute path or a link leading out is not. Raises SymlinkLoop."""
    return real(path).is_relative_to(real(folder))


def content_root_of(path: Path) -> Path:
    """The content folder a map file belongs to: the folder holding the ``maps`` folder
    it lies in (by its name, links not followed), else the folder it lies in."""
    absolute = Path(os.path.abspath(path))
    for parent in absolute.parents:
        if parent.name == "maps":
            return parent.parent
    return absolute.parent


# --- writing a file so that a crash leaves the old one or the new one, whole -----------------

TEMP_SUFFIX = ".tmp"


def temp_prefix(path: Path) -> str:
    """How the temporary files of a write of ``path`` begin (``.STEM-``)."""
    return f".{path.stem}-"


def write_atomically(path: Path, text: str | bytes) -> None:
    """Write a temporary file beside ``path`` (text as UTF-8), sync it, rename it over
    ``path``, then sync the directory so the rename itself survives a power cut. Raises
    OSError."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=TEMP_SUFFIX, dir=path.parent)
    data = text.encode("utf-8") if isinstance(text, str) else text
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    sync_directory(path.parent)


def sync_directory(directory: Path) -> None:
    """Flush a directory's entries to disk (where the platform can: not on Windows)."""
    if os.name == "nt":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
