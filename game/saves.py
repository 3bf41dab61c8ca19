"""The mission save and the replays: mission records (``game.record``) as files.

One mission at a time is saved, in ``mission.txt`` beside the campaign save; Continue on the
title screen picks it up. When it ends, or when a new mission takes its place, it becomes a
replay in ``replays/``, where the newest ``KEPT_REPLAYS`` are kept. Every write is atomic
(``game.storage``); a file that cannot be used is set aside as ``NAME.bad`` with a message
naming the file, the line and what is wrong, and comes back should a later version read it
before another mission is played.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from game.i18n import tr
from game.progress import save_dir
from game.record import (
    Played,
    Record,
    Standing,
    play_back,
    read_record,
    to_text,
)
from game.storage import (
    BackgroundWriter,
    BadFile,
    remove_oldest,
    remove_stale_temps,
    remove_stale_temps_in,
    set_aside,
    write_atomically,
)

log = logging.getLogger(__name__)

SAVE_NAME = "mission.txt"
REPLAYS = "replays"
KEPT_REPLAYS = 100  # the newest replays kept: older ones go as new ones are written
ENDED = "|".join(e.value for e in Standing if e is not Standing.UNFINISHED)
# As ``replay_path`` names them: when (the group 1), the mission, the ending, which (2).
REPLAY_STEM = re.compile(rf"(\d{{4}}-\d\d-\d\d_\d\d-\d\d-\d\d)_.+_(?:{ENDED})(?:-(\d+))?")
REPLAY_NAME = re.compile(rf"{REPLAY_STEM.pattern}\.txt")
WRITER = BackgroundWriter()  # one for every MissionSave: a save is never overtaken by an old one


@dataclass(frozen=True)
class Saved:
    """A record (a save or a replay) and where playing it back leads."""

    record: Record
    played: Played


def problem_with(path: Path, error: BadFile | OSError) -> str:
    """One line: the file, the place and what is wrong."""
    if isinstance(error, OSError):
        return tr("{file}: it cannot be read ({why})", file=path, why=error.strerror or error)
    return f"{path}: {error}"


def check_replay(path: Path) -> Saved:
    """A replay played back headless, every digest checked; raises BadFile or OSError."""
    record = read_record(path)
    return Saved(record, play_back(record))


class KeptBack(OSError):
    """The mission saved before could not be set aside, so nothing may write over it."""


class _Either:
    """A method callable on the class (``MissionSave.settle()``) or on a save, which then
    also says what keeps it from writing."""

    def __init__(self, method: Callable[[MissionSave | None], OSError | None]) -> None:
        self.method = method
        self.__doc__ = method.__doc__

    def __get__(
        self, save: MissionSave | None, owner: type | None = None
    ) -> Callable[[], OSError | None]:
        return lambda: self.method(save)


class MissionSave:
    """The one mission save: written after every action, read by Continue.

    Opening it removes the temporary files interrupted saves and replays left behind. While
    the mission saved before cannot be set aside (``retire`` failed), this save writes
    nothing: ``held`` says why, and ``settle`` and ``failure`` report it."""

    def __init__(self, directory: Path | None = None) -> None:
        self.folder = directory or save_dir()
        self.path = self.folder / SAVE_NAME
        self.held: KeptBack | None = None
        remove_stale_temps(self.path)
        for temp in remove_stale_temps_in(self.replays, REPLAY_STEM):
            log.info("removed %s, left by an interrupted replay", temp)

    @property
    def replays(self) -> Path:
        return self.folder / REPLAYS

    def write(self, record: Record) -> None:
        """Save atomically over the last save, now. Raises OSError."""
        self.settle()
        if self.held is not None:
            raise self.held
        write_atomically(self.path, to_text(record))

    def write_soon(self, record: Record) -> None:
        """Save atomically over the last save, off this thread (``settle`` waits for it)."""
        if self.held is None:
            WRITER.put(self.path, to_text(record))

    @_Either
    def settle(self: MissionSave | None) -> OSError | None:
        """Wait for the saves under way; the error if the last one failed (or what holds
        this save back)."""
        failure = WRITER.settle()
        return self.held if self is not None and self.held is not None else failure

    @_Either
    def failure(self: MissionSave | None) -> OSError | None:
        """The error of the last save written, if it failed (waits for nothing), or what
        holds this save back."""
        return self.held if self is not None and self.held is not None else WRITER.failure

    def load(self) -> tuple[Saved | None, str | None]:
        """The saved mission, played back to where it was; or None and, when a file was
        there but could not be used, a message saying so (the file is set aside). A
        mission that ended is played back too, then kept as a replay."""
        self.settle()
        if not self.path.exists():
            return self._put_back_set_aside(), None
        try:
            record = read_record(self.path)
            played = play_back(record)
        except (BadFile, OSError) as error:
            return None, self._set_aside(error)
        if record.ending is Standing.UNFINISHED:
            return Saved(record, played), None
        try:
            self._keep_as_replay(record)  # it ended, and its replay was not yet kept
        except OSError as error:
            log.warning("cannot keep %s as a replay: %s", self.path, error)
        return None, None

    def _put_back_set_aside(self) -> Saved | None:
        """The newest save set aside, put back and played back, if this version can use it
        and nothing was played since (no replay is newer): older versions refused their own
        saves of a timed draft with the house rule's Minuteglass off, and set them aside."""
        try:
            kept = [p for p in self.folder.glob(f"{SAVE_NAME}.bad*") if p.is_file()]
            if not kept:
                return None
            newest = max(kept, key=lambda p: p.stat().st_mtime)
            replays = self.replays.glob("*.txt") if self.replays.is_dir() else ()
            if any(p.stat().st_mtime >= newest.stat().st_mtime for p in replays):
                return None
            record = read_record(newest)
            played = play_back(record)
        except (BadFile, OSError):
            return None  # still of no use: it stays where it is, as it was reported
        if record.ending is not Standing.UNFINISHED:
            return None
        try:
            newest.replace(self.path)
        except OSError as error:
            log.warning("cannot put %s back as %s: %s", newest, self.path, error)
            return None
        log.info("%s can be used again: put back as %s", newest, self.path)
        return Saved(record, played)

    def _set_aside(self, error: BadFile | OSError) -> str:
        what = problem_with(self.path, error)
        try:
            bad = set_aside(self.path)
        except OSError as trouble:
            log.warning("%s; it could not be moved aside: %s", what, trouble)
            self.held = KeptBack(
                trouble.errno,
                tr("{file} cannot be moved aside ({why})", file=self.path, why=_why(trouble)),
            )
            return tr("The saved mission could not be used. {what}.", what=what)
        log.warning("%s; kept as %s", what, bad)
        return tr(
            "The saved mission could not be used, and is kept as {kept}. {what}.",
            kept=bad.name,
            what=what,
        )

    def retire(self) -> Path | None:
        """Make way for a new mission: the mission saved here becomes an abandoned replay
        (a file that cannot be used is set aside). The replay's path, if one was kept.
        Raises ``KeptBack`` when the saved mission cannot be set aside either way: it is
        left as it was, and this save writes nothing over it."""
        self.settle()
        if not self.path.exists():
            return None
        try:
            record = read_record(self.path)
            if record.ending is not Standing.UNFINISHED:
                play_back(record)  # an ending it claims is one it reached
        except (BadFile, OSError) as error:
            self._set_aside(error)
            if self.held is not None:
                raise self.held from None
            return None
        ending = Standing.ABANDONED if record.ending is Standing.UNFINISHED else record.ending
        try:
            return self._keep_as_replay(replace(record, ending=ending))
        except OSError as error:
            self.held = KeptBack(
                error.errno,
                tr(
                    "the mission saved before cannot be kept as a replay in {folder} ({why}), "
                    "so it is left as it was and this mission is not saved",
                    folder=self.replays,
                    why=_why(error),
                ),
            )
            log.warning("%s", self.held.strerror)
            raise self.held from None

    def finish(self, record: Record) -> Path:
        """The mission ended: keep its replay, then free the save. Raises OSError, having
        written the ended mission here if its replay could not be kept (``load`` keeps it
        as a replay later) -- unless the mission saved before is held here."""
        self.settle()  # else a save still on its way would bring the ended mission back
        try:
            return self._keep_as_replay(record, frees_save=self.held is None)
        except OSError:
            self.write(record)
            raise

    def _keep_as_replay(self, record: Record, frees_save: bool = True) -> Path:
        path = replay_path(self.replays, record)
        write_atomically(path, to_text(record))
        if frees_save:
            self.path.unlink(missing_ok=True)
        prune_replays(self.replays, path)
        return path


def _why(error: OSError) -> str:
    return str(error.strerror or error)


def prune_replays(folder: Path, new: Path, keep: int = KEPT_REPLAYS) -> list[Path]:
    """Keep ``new`` and the newest other replays, ``keep`` in all, and delete the older ones
    (by the time in their names; a file named otherwise is never touched); the deleted.
    Never fails: a replay that cannot be deleted stays."""
    if folder.is_symlink():  # the replays live elsewhere: not ours to delete there
        log.warning("%s is a symbolic link: old replays are not deleted through it", folder)
        return []
    try:
        ours = [
            path
            for path in folder.iterdir()
            if path.name != new.name
            and REPLAY_NAME.fullmatch(path.name)
            and path.is_file()
            and not path.is_symlink()
        ]
    except OSError as error:
        log.warning("cannot list the replays in %s: %s", folder, error)
        return []
    return remove_oldest(sorted(ours, key=_saved_when), max(0, keep - 1))


def _saved_when(path: Path) -> tuple[str, int]:
    """A replay's place in time: when it was saved, then which of that second."""
    found = REPLAY_NAME.fullmatch(path.name)
    assert found is not None
    return found[1], int(found[2] or 1)


def replay_path(folder: Path, record: Record) -> Path:
    """A new file name in ``folder``: when it was saved, the mission and how it ended."""
    when = datetime.fromisoformat(record.saved).strftime("%Y-%m-%d_%H-%M-%S")
    stem = f"{when}_{record.setup.mission_id}_{record.ending.value}"
    path, n = folder / f"{stem}.txt", 2
    while path.exists():
        path, n = folder / f"{stem}-{n}.txt", n + 1
    return path
