"""Campaign progress and its save file: which missions are won, which Schematics unlocked,
and which of the coach's introductions the team has already read.

The file is ``campaign.json`` in the user's data directory (``MVM_SAVE_DIR`` overrides it).
It is written atomically and read with bounds (``game.storage``), and never silently
replaced: a file that cannot be used is renamed ``.bad`` and reported in words.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game import paths
from game.i18n import tr
from game.storage import (
    BadFile,
    parse_json,
    read_text,
    remove_stale_temps,
    set_aside,
    write_atomically,
)

log = logging.getLogger(__name__)

SAVE_NAME = "campaign.json"
VERSION = 1
MAX_LOADOUT = 2


def save_dir() -> Path:
    """Where the campaign is kept: ``$MVM_SAVE_DIR``, else the platform's data directory;
    a custom content folder keeps its own campaign in a folder of its own beneath."""
    return paths.data_dir() / _content_subfolder()


def _content_subfolder() -> str:
    folder = paths.content()
    if folder.is_own:
        return ""
    digest = hashlib.sha1(str(folder.root).encode("utf-8")).hexdigest()[:8]
    return f"custom/{folder.root.name}-{digest}"


@dataclass(frozen=True)
class Progress:
    """What the team has achieved; ``loadouts`` remembers each Yordle's last picks."""

    won: frozenset[str] = frozenset()
    schematics: frozenset[str] = frozenset()
    loadouts: tuple[tuple[str, tuple[str, ...]], ...] = field(default=())
    introduced: frozenset[str] = frozenset()  # lessons.yaml topics already shown

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

MAX_NAME = 64  # characters in a mission id, Yordle or Schematic name
MAX_NAMES = 200  # names in one list


class SaveError(BadFile):
    """The save file exists but is not a campaign save this game can read."""


@dataclass(frozen=True)
class Vocabulary:
    """The names a save may use: the content's missions, Schematics and Yordles."""

    missions: frozenset[str]
    schematics: frozenset[str]
    yordles: frozenset[str]

    @classmethod
    def of_content(cls) -> Vocabulary:
        from game.content import campaign, cards
        from game.rules import Yordle

        return cls(
            frozenset(m.id for m in campaign()),
            frozenset(s.spec.name for s in cards().schematics),
            frozenset(y.value for y in Yordle),
        )


def to_json(progress: Progress) -> str:
    data = {
        "version": VERSION,
        "won": sorted(progress.won),
        "schematics": sorted(progress.schematics),
        "loadouts": {yordle: list(names) for yordle, names in progress.loadouts},
        "introduced": sorted(progress.introduced),
    }
    return json.dumps(data, indent=2) + "\n"


def from_json(text: str, known: Vocabulary | None = None) -> Progress:
    """Read a save, bounded in every way; with ``known``, every name must be one of them."""
    data = parse_json(text)
    if not isinstance(data, dict):
        raise SaveError(tr("it should hold a JSON object"))
    if data.get("version") != VERSION:
        raise SaveError(
            tr(
                "unknown save version {version} (expected {expected})",
                version=_shown(data.get("version")),
                expected=VERSION,
            )
        )
    extra = sorted(set(data) - {"version", "won", "schematics", "loadouts", "introduced"})
    if extra:
        raise SaveError(
            tr("it holds {value}, which a campaign save does not", value=_shown(extra[0]))
        )
    won = _names(data.get("won", []), "'won'", known.missions if known else None)
    schematics = _names(
        data.get("schematics", []), "'schematics'", known.schematics if known else None
    )
    loadouts = data.get("loadouts", {})
    if not isinstance(loadouts, dict):
        raise SaveError(tr("'loadouts' should map each Yordle to at most two Schematic names"))
    for yordle, names in loadouts.items():
        _names([yordle], "'loadouts'", known.yordles if known else None)
        picked = _names(
            names,
            tr("'loadouts' of {yordle}", yordle=_shown(yordle)),
            known.schematics if known else None,
        )
        if len(picked) > MAX_LOADOUT:
            raise SaveError(
                tr(
                    "{yordle} brings {n} Schematics (two at most)",
                    yordle=_shown(yordle),
                    n=len(picked),
                )
            )
        if len(set(picked)) != len(picked):
            raise SaveError(tr("{yordle} brings one Schematic twice", yordle=_shown(yordle)))
    # Saves from before the coach have no "introduced": nothing was introduced yet. A topic
    # the lessons no longer have is kept: it only ever means "already read".
    introduced = _names(data.get("introduced", []), "'introduced'", None)
    return Progress(
        frozenset(won),
        frozenset(schematics),
        tuple(sorted((k, tuple(v)) for k, v in loadouts.items())),
        frozenset(introduced),
    )


def _names(value: Any, what: str, known: frozenset[str] | None) -> list[str]:
    """A list of short names, each one known (when the vocabulary is given)."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SaveError(tr("{what} should be a list of names", what=what))
    if len(value) > MAX_NAMES:
        raise SaveError(
            tr("{what} holds {n} names (at most {most})", what=what, n=len(value), most=MAX_NAMES)
        )
    for name in value:
        if not name or len(name) > MAX_NAME:
            raise SaveError(tr("{what} holds a name of {n} characters", what=what, n=len(name)))
        if known is not None and name not in known:
            raise SaveError(
                tr(
                    "{what} names {name}, which this game does not have",
                    what=what,
                    name=_shown(name),
                )
            )
    return list(value)


def _shown(value: Any) -> str:
    """A value as an error message quotes it: short, whatever was in the file."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def remove_interrupted_saves(directory: Path | None = None) -> None:
    """Delete the temporary files saves interrupted by a crash or a power cut left behind."""
    for temp in remove_stale_temps((directory or save_dir()) / SAVE_NAME):
        log.info("removed %s, left by an interrupted save", temp)


class SaveFile:
    """Reads and writes one campaign file; ``message`` explains any trouble in words.

    Opening it removes temporary files an interrupted save left behind.
    """

    def __init__(self, directory: Path | None = None, known: Vocabulary | None = None) -> None:
        self.path = (directory or save_dir()) / SAVE_NAME
        self.can_write = True
        self._known = known
        remove_interrupted_saves(self.path.parent)

    @property
    def known(self) -> Vocabulary:
        if self._known is None:
            self._known = Vocabulary.of_content()
        return self._known

    def load(self) -> tuple[Progress, str | None]:
        """The saved progress, or a fresh campaign and a message saying what went wrong."""
        try:
            return self.read(), None
        except BadFile as error:
            what = str(error)
        except OSError as error:
            what = tr("it cannot be read ({why})", why=error.strerror or error)
        return Progress(), self._set_aside(what)

    def _set_aside(self, what: str) -> str:
        try:
            bad = set_aside(self.path)
        except OSError as error:
            # Keep the unreadable file untouched: this session will not save over it.
            self.can_write = False
            log.warning("cannot move %s aside: %s", self.path, error)
            return tr(
                "The campaign save {file} could not be read: {what}. It could not be moved "
                "aside either ({why}), so this session starts a fresh campaign and will not save.",
                file=self.path,
                what=what,
                why=error.strerror or error,
            )
        log.warning("campaign save %s unreadable (%s); kept as %s", self.path, what, bad)
        return tr(
            "The campaign save {file} could not be read: {what}. It was kept as {kept} beside "
            "it, and a fresh campaign has started.",
            file=self.path,
            what=what,
            kept=bad.name,
        )

    def read(self) -> Progress:
        """The saved progress (fresh when there is no file), touching nothing; raises
        OSError or BadFile when the file cannot be read."""
        if not self.path.exists():
            return Progress()
        return from_json(read_text(self.path), self.known)

    def peek(self) -> Progress:
        """Like ``read``, but fresh when unreadable (the campaign map is where an unreadable
        save is set aside and explained)."""
        try:
            return self.read()
        except (OSError, BadFile):
            return Progress()

    def save(self, progress: Progress) -> str | None:
        """Write atomically; returns a message instead of raising when it cannot."""
        if not self.can_write:
            return tr("Progress was not saved: {file} is kept as it was.", file=self.path)
        try:
            write_atomically(self.path, to_json(progress))
        except OSError as error:
            log.warning("cannot save %s: %s", self.path, error)
            return tr(
                "Progress could not be saved to {file}: {why}.",
                file=self.path,
                why=error.strerror or error,
            )
        return None
