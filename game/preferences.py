"""The players' settings, remembered between runs in ``settings.json``: sound and its volume,
the music's volume, animation speed, step mode, reduce motion, the Minuteglass and its
length, the last Mechs chosen, the window and full screen, the text size, the TV safe
area, the high-contrast board, the language when a player chose one (else the system's is
used), the seat each pad held (by its GUID) and what the face buttons mean.

The file lives in the platform's settings folder (``game.paths.settings_dir``). It is read
with bounds and written atomically (``game.storage``); a file that cannot be used is set
aside as ``settings.json.bad`` and the defaults are used, with a line in the log.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game import paths
from game.assets import TEXT_SCALES
from game.i18n import LANGUAGES
from game.storage import (
    BadFile,
    parse_json,
    read_text,
    remove_stale_temps,
    set_aside,
    write_atomically,
)

log = logging.getLogger(__name__)

FILE_NAME = "settings.json"
VERSION = 1
SPEEDS = ("slow", "normal", "fast")
YORDLES = ("corki", "heimerdinger", "tristana", "ziggs")
MAX_SIDE = 16384  # pixels: no window is larger
FACES = ("a", "b", "x", "y")
FACE_MEANINGS = ("pick", "back", "scrap", "enlarge")  # game.input's remappable intents
MAX_PADS = 16  # pads remembered


@dataclass(frozen=True)
class Preferences:
    is_sound_on: bool = True
    speed: str = "normal"
    is_stepping: bool = False
    has_minuteglass: bool = False
    minuteglass_seconds: int = 40
    untimed_drafts: bool = False  # the house rule: no draft is timed
    yordles: tuple[str, ...] = ("corki",)  # the last Mechs chosen, one Yordle each
    bots: tuple[int, ...] = ()  # of those, the seats the bot played
    window: tuple[int, int] | None = None  # the windowed size last used
    is_fullscreen: bool = False
    language: str | None = None  # chosen in a menu; None: the system's language
    sound_volume: int = 100  # per cent, while the sound is on
    is_motion_reduced: bool = False  # short tweens, nothing shakes (game.view.motion)
    pad_seats: tuple[tuple[str, int], ...] = ()  # (a pad's GUID, the seat it held)
    pad_faces: tuple[tuple[str, str], ...] = ()  # (face button, its meaning): () as made
    text_size: int = 100  # per cent, one of game.assets.TEXT_SCALES
    is_tv_safe: bool = False  # nothing to read in the outer 5 % of the screen
    is_high_contrast: bool = False  # the board's terrain and pieces drawn starker
    music_volume: int = 60  # per cent, apart from the sound effects'; 0: no music


def to_json(preferences: Preferences) -> str:
    data: dict[str, Any] = {"version": VERSION, **asdict(preferences)}
    return json.dumps(data, indent=2) + "\n"


def from_json(text: str) -> Preferences:
    """Preferences from the file's text; a BadFile naming the first value that is wrong."""
    data = parse_json(text)
    if not isinstance(data, dict):
        raise BadFile("it should hold a JSON object")
    if data.pop("version", None) != VERSION:
        raise BadFile(f"it is not a version {VERSION} settings file")
    known = {f.name for f in fields(Preferences)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise BadFile(f"{unknown[0][:40]!r} is not a setting")
    values = {**asdict(Preferences()), **data}
    flags = (
        "is_sound_on",
        "is_stepping",
        "has_minuteglass",
        "untimed_drafts",
        "is_fullscreen",
        "is_motion_reduced",
        "is_tv_safe",
        "is_high_contrast",
    )
    for name in flags:
        if not isinstance(values[name], bool):
            raise BadFile(f"{name!r} should be true or false")
    if values["speed"] not in SPEEDS:
        raise BadFile(f"'speed' should be one of {', '.join(SPEEDS)}")
    seconds = values["minuteglass_seconds"]
    if not isinstance(seconds, int) or isinstance(seconds, bool) or not 1 <= seconds <= 600:
        raise BadFile("'minuteglass_seconds' should be a number of seconds")
    for name in ("sound_volume", "music_volume"):
        volume = values[name]
        if not isinstance(volume, int) or isinstance(volume, bool) or not 0 <= volume <= 100:
            raise BadFile(f"{name!r} should be a percentage, 0 to 100")
    if isinstance(values["text_size"], bool) or values["text_size"] not in TEXT_SCALES:
        raise BadFile(f"'text_size' should be one of {', '.join(map(str, TEXT_SCALES))}")
    yordles = values["yordles"]
    if (
        not isinstance(yordles, list | tuple)
        or not 1 <= len(yordles) <= 4
        or any(y not in YORDLES for y in yordles)
        or len(set(yordles)) != len(yordles)
    ):
        raise BadFile("'yordles' should name one to four different Yordles")
    values["yordles"] = tuple(yordles)
    bots = values["bots"]
    if (
        not isinstance(bots, list | tuple)
        or any(isinstance(s, bool) or not isinstance(s, int) for s in bots)
        or any(not 0 <= s < len(yordles) for s in bots)
        or len(set(bots)) != len(bots)
    ):
        raise BadFile("'bots' should list different seats of the Mechs chosen")
    values["bots"] = tuple(sorted(bots))
    values["pad_seats"] = pad_seats(values["pad_seats"])
    values["pad_faces"] = pad_faces(values["pad_faces"])
    if values["language"] is not None and values["language"] not in LANGUAGES:
        raise BadFile(f"'language' should be one of {', '.join(LANGUAGES)}")
    window = values["window"]
    if window is not None:
        if (
            not isinstance(window, list | tuple)
            or len(window) != 2
            or any(isinstance(n, bool) or not isinstance(n, int) for n in window)
            or not all(100 <= n <= MAX_SIDE for n in window)
        ):
            raise BadFile("'window' should be a width and a height in pixels")
        values["window"] = (window[0], window[1])
    return Preferences(**values)


def pad_seats(found: Any) -> tuple[tuple[str, int], ...]:
    """The seats pads held: pairs of a GUID (letters and digits) and a seat 0-3."""
    problem = BadFile("'pad_seats' should pair pads' GUIDs with seats 0 to 3")
    if not isinstance(found, list | tuple) or len(found) > MAX_PADS:
        raise problem
    pairs = []
    for pair in found:
        if not isinstance(pair, list | tuple) or len(pair) != 2:
            raise problem
        guid, seat = pair
        if not isinstance(guid, str) or not guid.isalnum() or len(guid) > 64:
            raise problem
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 4:
            raise problem
        pairs.append((guid, seat))
    if len({g for g, _ in pairs}) != len(pairs) or len({s for _, s in pairs}) != len(pairs):
        raise BadFile("'pad_seats' should name each pad and each seat once")
    return tuple(pairs)


def pad_faces(found: Any) -> tuple[tuple[str, str], ...]:
    """The face buttons' meanings: none (as made), or each of a, b, x, y given a different
    one of pick, back, scrap, enlarge."""
    if found in ([], ()):
        return ()
    problem = BadFile(
        f"'pad_faces' should give each of {', '.join(FACES)} one of {', '.join(FACE_MEANINGS)}"
    )
    if not isinstance(found, list | tuple) or len(found) != len(FACES):
        raise problem
    pairs = []
    for pair in found:
        if not isinstance(pair, list | tuple) or len(pair) != 2:
            raise problem
        face, meaning = pair
        if face not in FACES or meaning not in FACE_MEANINGS:
            raise problem
        pairs.append((str(face), str(meaning)))
    if {f for f, _ in pairs} != set(FACES) or {m for _, m in pairs} != set(FACE_MEANINGS):
        raise problem
    return tuple(pairs)


class PreferencesFile:
    """Reads and writes the settings file; any trouble is logged and never stops the game.

    Opening it removes temporary files an interrupted save left behind."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or paths.settings_dir()) / FILE_NAME
        self.written: Preferences | None = None
        self.can_write = True  # not over a file that could not be read nor moved aside
        for temp in remove_stale_temps(self.path):
            log.info("removed %s, left by an interrupted save of the settings", temp)

    def load(self) -> Preferences:
        if not self.path.exists():
            return Preferences()
        try:
            preferences = from_json(read_text(self.path))
        except (BadFile, OSError) as error:
            self._set_aside(str(error))
            return Preferences()
        self.written = preferences
        return preferences

    def _set_aside(self, what: str) -> None:
        try:
            bad = set_aside(self.path)
        except OSError as error:
            self.can_write = False
            log.warning("settings %s unreadable (%s), not moved aside: %s", self.path, what, error)
            return
        log.warning("settings %s unreadable (%s); kept as %s, defaults used", self.path, what, bad)

    def save(self, preferences: Preferences) -> None:
        """Write the settings if they changed; a failure only forgets them."""
        if preferences == self.written or not self.can_write:
            return
        try:
            write_atomically(self.path, to_json(preferences))
        except OSError as error:
            log.warning("cannot save the settings to %s: %s", self.path, error)
            return
        self.written = preferences
