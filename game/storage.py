"""Files the players must not lose: atomic writes, bounded reads, and bad files set aside.

Campaign saves use it today; autosaves, replays and settings can share it. Every failure is a
``BadFile`` (what is wrong, in words) or an ``OSError`` (the disk said no); nothing else
escapes, however strange the file.
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game import paths
from game.i18n import N_, tr

STALE_AFTER = 60.0  # seconds: younger temporary files may belong to a save still running
MAX_BYTES = 256 * 1024
MAX_DEPTH = 16
MAX_DIGITS = 9

log = logging.getLogger(__name__)
# What a name that is no file is, in words (``paths.NotRegularFile.kind``).
NOT_A_FILE = {
    "pipe": N_("it is a pipe (FIFO), not a file"),
    "device": N_("it is a device, not a file"),
    "other": N_("it is not a regular file"),
}


class BadFile(ValueError):
    """A file that exists but cannot be used; the message says why, fit to show a player."""


# Written to a temporary file beside the file, synced, renamed over it, the folder synced:
# ``game.paths`` does it (the translation cache, which cannot import this module, too).
write_atomically = paths.write_atomically
sync_directory = paths.sync_directory
TEMP_SUFFIX = paths.TEMP_SUFFIX
_temp_prefix = paths.temp_prefix


class BackgroundWriter:
    """Atomic writes made on a thread of their own, so a frame never waits for the disk (a
    synced write takes 10 ms or more). The newest text for a path wins. The thread is not a
    daemon: a game that closes finishes its last write first; a crash loses at most the write
    under way, and the file then holds the one before it, whole."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._pending: dict[Path, str] = {}
        self._is_busy = False
        self._failure: OSError | None = None  # the last write's, until one succeeds

    def put(self, path: Path, text: str) -> None:
        with self._changed:
            self._pending[path] = text
            if not self._is_busy:
                self._is_busy = True
                threading.Thread(target=self._drain, name="writer").start()

    def settle(self) -> OSError | None:
        """Wait until every text put so far is on disk; the error if the last write failed."""
        with self._changed:
            self._changed.wait_for(lambda: not self._is_busy)
            return self._failure

    @property
    def failure(self) -> OSError | None:
        """The last finished write's error (without waiting for the one under way)."""
        with self._changed:
            return self._failure

    def _drain(self) -> None:
        while True:
            with self._changed:
                if not self._pending:
                    self._is_busy = False
                    self._changed.notify_all()
                    return
                path, text = self._pending.popitem()
            failure = None
            try:
                write_atomically(path, text)
            except OSError as error:
                failure = error
            with self._changed:
                self._failure = failure


def remove_stale_temps(path: Path, older_than: float = STALE_AFTER) -> list[Path]:
    """Delete the temporary files interrupted writes of ``path`` left behind; the removed."""
    removed = []
    now = time.time()
    for temp in path.parent.glob(f"{_temp_prefix(path)}*{TEMP_SUFFIX}"):
        try:
            if now - temp.stat().st_mtime >= older_than:
                temp.unlink()
                removed.append(temp)
        except OSError:
            continue  # gone already, or not ours to delete: leave it
    return removed


def remove_stale_temps_in(
    folder: Path, stems: re.Pattern[str], older_than: float = STALE_AFTER
) -> list[Path]:
    """Delete the temporary files interrupted writes left in ``folder`` of any file whose
    stem matches ``stems`` (replays, say, each named anew); the removed. Only regular files
    are touched, and never through a folder that is a symbolic link."""
    if folder.is_symlink() or not folder.is_dir():
        return []
    temp = re.compile(rf"\.(?:{stems.pattern})-[A-Za-z0-9_]+{re.escape(TEMP_SUFFIX)}")
    removed, now = [], time.time()
    try:
        names = [entry for entry in os.scandir(folder) if temp.fullmatch(entry.name)]
    except OSError:
        return []
    for entry in names:
        try:
            if entry.is_file(follow_symlinks=False) and (
                now - entry.stat(follow_symlinks=False).st_mtime >= older_than
            ):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def remove_oldest(files: Sequence[Path], keep: int) -> list[Path]:
    """Delete all but the last ``keep`` of ``files`` (given oldest first), then sync their
    folders; the removed. Never fails: a file that cannot be deleted is left as it is."""
    removed = []
    for path in files[: max(0, len(files) - keep)]:
        try:
            path.unlink()
            removed.append(path)
        except OSError as error:
            log.warning("cannot delete %s: %s", path, error)
    for folder in {path.parent for path in removed}:
        try:
            sync_directory(folder)
        except OSError as error:
            log.warning("cannot sync %s: %s", folder, error)
    return removed


def read_text(path: Path, max_bytes: int = MAX_BYTES) -> str:
    """The file as UTF-8 text, refusing files larger than ``max_bytes`` and anything but a
    regular file (a FIFO would block, a device never end). Raises BadFile or OSError."""
    try:
        data = paths.read_regular(path, max_bytes)
    except paths.NotRegularFile as error:
        raise BadFile(tr(NOT_A_FILE[error.kind])) from None
    if len(data) > max_bytes:
        raise BadFile(tr("it is larger than {n} KB", n=max_bytes // 1024))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise BadFile(tr("it is not UTF-8 text (byte {n})", n=error.start)) from None


def parse_json(text: str, max_depth: int = MAX_DEPTH, max_digits: int = MAX_DIGITS) -> Any:
    """JSON with bounded nesting and small whole numbers only (no fractions, NaN or
    Infinity): whatever the text, a value or a BadFile."""
    depth = nesting(text)
    if depth > max_depth:
        raise BadFile(tr("it is nested {n} levels deep (at most {most})", n=depth, most=max_depth))

    def whole(digits: str) -> int:
        if len(digits.lstrip("-")) > max_digits:
            raise BadFile(tr("it holds a number of {n} digits", n=len(digits)))
        return int(digits)

    def refuse(word: str) -> Any:
        raise BadFile(tr("it holds {word}, which is not a whole number", word=repr(word)))

    try:
        return json.loads(text, parse_int=whole, parse_float=refuse, parse_constant=refuse)
    except json.JSONDecodeError as error:
        # The JSON module's own words ("Expecting value") are left out: not the player's.
        raise BadFile(tr("it is not valid JSON (line {n})", n=error.lineno)) from None


def nesting(text: str) -> int:
    """How deep ``[`` and ``{`` nest in JSON text, brackets inside strings aside."""
    depth = peak = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            peak = max(peak, depth)
        elif char in "]}":
            depth -= 1
    return peak


def set_aside(path: Path) -> Path:
    """Rename an unusable file to ``NAME.bad`` (or ``.bad1``, ``.bad2``...), never over an
    earlier one; returns the new path. Raises OSError."""
    bad = path.with_name(path.name + ".bad")
    n = 1
    while bad.exists():
        bad = path.with_name(f"{path.name}.bad{n}")
        n += 1
    os.replace(path, bad)
    sync_directory(path.parent)
    return bad
