"""Campaign progress and its save file: which missions are won, which Schematics unlocked.

The file is ``campaign.json`` in the user's data directory (``MVM_SAVE_DIR`` overrides it).
It is written atomically (a temporary file, then ``os.replace``) and never silently
replaced: a file that cannot be read is renamed ``.bad`` and reported in words.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

SAVE_NAME = "campaign.json"
ENV = "MVM_SAVE_DIR"
VERSION = 1
MAX_LOADOUT = 2


def save_dir() -> Path:
    """Where the campaign is kept: ``$MVM_SAVE_DIR``, else the platform's data directory."""
    override = os.environ.get(ENV)
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "mechs-vs-minions"


@dataclass(frozen=True)
class Progress:
    """What the team has achieved; ``loadouts`` remembers each Yordle's last picks."""

    won: frozenset[str] = frozenset()
    schematics: frozenset[str] = frozenset()
    loadouts: tuple[tuple[str, tuple[str, ...]], ...] = field(default=())

    def loadout(self, yordle: str) -> tuple[str, ...]:
        return dict(self.loadouts).get(yordle, ())

    def with_loadout(self, yordle: str, names: tuple[str, ...]) -> Progress:
        kept = dict(self.loadouts)
        kept[yordle] = names
        return replace(self, loadouts=tuple(sorted(kept.items())))


# --- the campaign's order -----------------------------------------------------------------


def unlocked_missions(numbers: dict[str, int], progress: Progress) -> frozenset[str]:
    """The Tutorial and Mission 1 are open from the start; winning a mission opens the next."""
    won_numbers = {numbers[m] for m in progress.won if m in numbers}
    return frozenset(mission for mission, n in numbers.items() if n <= 1 or (n - 1) in won_numbers)


def highest_won(numbers: dict[str, int], progress: Progress) -> int:
    return max((numbers[m] for m in progress.won if m in numbers), default=0)


def schematics_up_to(specs: Iterable[Any], highest: int) -> frozenset[str]:
    """Every Schematic whose envelope (its mission) is at most ``highest``."""
    return frozenset(s.name for s in specs if s.mission <= highest)


def unlocked_schematics(
    numbers: dict[str, int], progress: Progress, specs: Iterable[Any]
) -> frozenset[str]:
    """Every Schematic whose envelope is open: a mission's envelope opens with the mission
    itself (the rulebook hands it out at the start of that mission), and an unlock stays."""
    highest = max((numbers[m] for m in unlocked_missions(numbers, progress)), default=1)
    return progress.schematics | schematics_up_to(specs, highest)


def record_win(
    progress: Progress, mission_id: str, numbers: dict[str, int], specs: Iterable[Any]
) -> Progress:
    after = replace(progress, won=progress.won | {mission_id})
    return replace(after, schematics=unlocked_schematics(numbers, after, specs))


# --- the file ------------------------------------------------------------------------------


class SaveError(ValueError):
    """The save file exists but is not a campaign save this game can read."""


def to_json(progress: Progress) -> str:
    data = {
        "version": VERSION,
        "won": sorted(progress.won),
        "schematics": sorted(progress.schematics),
        "loadouts": {yordle: list(names) for yordle, names in progress.loadouts},
    }
    return json.dumps(data, indent=2) + "\n"


def from_json(text: str) -> Progress:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(f"it is not valid JSON (line {error.lineno}: {error.msg})") from None
    if not isinstance(data, dict):
        raise SaveError("it should hold a JSON object")
    if data.get("version") != VERSION:
        raise SaveError(f"unknown save version {data.get('version')!r} (expected {VERSION})")
    won = _names(data, "won")
    schematics = _names(data, "schematics")
    loadouts = data.get("loadouts", {})
    if not isinstance(loadouts, dict) or not all(
        isinstance(k, str) and _is_names(v) and len(v) <= MAX_LOADOUT for k, v in loadouts.items()
    ):
        raise SaveError("'loadouts' should map each Yordle to at most two Schematic names")
    return Progress(
        frozenset(won),
        frozenset(schematics),
        tuple(sorted((k, tuple(v)) for k, v in loadouts.items())),
    )


def _is_names(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _names(data: dict[str, Any], key: str) -> list[str]:
    value = data.get(key, [])
    if not _is_names(value):
        raise SaveError(f"{key!r} should be a list of names")
    return list(value)


class SaveFile:
    """Reads and writes one campaign file; ``message`` explains any trouble in words."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or save_dir()) / SAVE_NAME
        self.can_write = True

    def load(self) -> tuple[Progress, str | None]:
        """The saved progress, or a fresh campaign and a message saying what went wrong."""
        if not self.path.exists():
            return Progress(), None
        try:
            text = self.path.read_text(encoding="utf-8")
            return from_json(text), None
        except SaveError as error:
            what = str(error)
        except UnicodeDecodeError:
            what = "it is not a text file"
        except OSError as error:
            what = f"it cannot be read ({error.strerror or error})"
        return Progress(), self._set_aside(what)

    def _set_aside(self, what: str) -> str:
        bad = self.path.with_name(self.path.name + ".bad")
        n = 1
        while bad.exists():
            bad = self.path.with_name(f"{self.path.name}.bad{n}")
            n += 1
        try:
            os.replace(self.path, bad)
        except OSError as error:
            # Keep the unreadable file untouched: this session will not save over it.
            self.can_write = False
            log.warning("cannot move %s aside: %s", self.path, error)
            return (
                f"The campaign save {self.path} could not be read: {what}. It could not be "
                f"moved aside either ({error.strerror or error}), so this session starts a "
                "fresh campaign and will not save."
            )
        log.warning("campaign save %s unreadable (%s); kept as %s", self.path, what, bad)
        return (
            f"The campaign save {self.path} could not be read: {what}. It was kept as "
            f"{bad.name} beside it, and a fresh campaign has started."
        )

    def read(self) -> Progress:
        """The saved progress (fresh when there is no file), touching nothing; raises
        OSError or ValueError when the file cannot be read."""
        if not self.path.exists():
            return Progress()
        return from_json(self.path.read_text(encoding="utf-8"))

    def peek(self) -> Progress:
        """Like ``read``, but fresh when unreadable (the campaign map is where an unreadable
        save is set aside and explained)."""
        try:
            return self.read()
        except (OSError, ValueError):
            return Progress()

    def save(self, progress: Progress) -> str | None:
        """Write atomically; returns a message instead of raising when it cannot."""
        if not self.can_write:
            return f"Progress was not saved: {self.path} is kept as it was."
        tmp: str | None = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle, tmp = tempfile.mkstemp(prefix=".campaign-", suffix=".tmp", dir=self.path.parent)
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(to_json(progress))
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, self.path)
            tmp = None
        except OSError as error:
            log.warning("cannot save %s: %s", self.path, error)
            return f"Progress could not be saved to {self.path}: {error.strerror or error}."
        finally:
            if tmp is not None and os.path.exists(tmp):
                os.unlink(tmp)
        return None
