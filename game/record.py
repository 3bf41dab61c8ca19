"""A mission as a record: how it was set up and every action since, as readable text.

The rules are deterministic for a setup (mission, Yordles, options, seed) and a list of
actions, so this record is both the autosave of a mission under way and, once it ends, its
replay. The actions are written in the rules' notation (``game.rules.notation``), one a line;
after the action that starts a round comes the round's state digest, and the last line says
how the mission stands with the digest of its final state::

    mechs-vs-minions record 1
    content 5c0f18d2a7e94b31
    mission mission-1
    yordles corki ziggs
    loadout 0 afterburners
    ez no
    minuteglass 40
    seed 802431
    placing yes
    campaign yes
    bots 1
    untimed yes
    online KXQMP 1 2
    saved 2026-05-01T20:14:03
    round 2
    actions
    draft 1 speed
    ...
    round 2 0b6e2f1c9a4d7e38
    ...
    end unfinished 3f9a0c1d2e4b5a67

Reading checks every line (``RecordError`` says which line and what is wrong), and
``play_back`` plays the actions again, checking each is legal and every digest matches.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import StrEnum
from functools import cache
from pathlib import Path

from game import paths, rules
from game.content import ContentError, load_mission
from game.rules import Action, Game, Yordle
from game.rules.notation import ActionTextError, digest, format_action, read_action
from game.storage import BadFile, read_text

HEADING = "mechs-vs-minions record 1"
MAX_BYTES = 4 * 1024 * 1024  # a long mission is some 50 KB
FINGERPRINTED_BYTES = 16 * 1024 * 1024  # more than any content file may hold
MAX_LINE = 200  # characters: the longest action is far shorter
MAX_LINES = 200_000
MAX_SEED = 10**12
MAX_MINUTEGLASS = 600  # seconds a draft may be given (settings.json holds the same bound)


class Standing(StrEnum):
    """How the mission stood when the record was written."""

    UNFINISHED = "unfinished"  # a save: Continue picks it up
    WON = "won"
    LOST = "lost"
    ABANDONED = "abandoned"  # set aside unfinished, for a new mission or a restart


class RecordError(BadFile):
    """A record that cannot be used: the line (0 for the file as a whole) and what is wrong."""

    def __init__(self, line: int, what: str) -> None:
        super().__init__(f"line {line}: {what}" if line else what)
        self.line = line


@dataclass(frozen=True)
class Setup:
    """Everything that decides how a mission starts (the rules need nothing else)."""

    mission_id: str
    yordles: tuple[Yordle, ...]
    seed: int
    is_ez: bool = False
    minuteglass: int | None = None  # seconds each draft may take; None: no Minuteglass
    loadouts: tuple[tuple[str, ...], ...] = ()  # each seat's Schematics
    is_placing: bool = False  # players pick start spaces and facings first
    is_campaign: bool = False  # played from the campaign map: a win is recorded
    bots: tuple[int, ...] = ()  # the seats the planning bot plays (the rules never ask)
    is_untimed: bool = False  # house rule: the Minuteglass never runs (the rules never ask)

    def __post_init__(self) -> None:
        """One loadout a seat and the bots' seats in order, so equal setups are equal values."""
        seats = range(len(self.yordles))
        padded = tuple(self.loadouts[s] if s < len(self.loadouts) else () for s in seats)
        object.__setattr__(self, "loadouts", padded)
        object.__setattr__(self, "bots", tuple(sorted(set(self.bots) & set(seats))))

    def new_game(self) -> rules.Outcome:
        """The mission's first position, and the events that set it up."""
        mission = load_mission(self.mission_id)
        chosen = mission.rules_for(self.is_ez)
        if self.minuteglass is not None:
            chosen = replace(chosen, is_draft_timed=True)
        return rules.new_game(
            chosen,
            mission.board,
            self.yordles,
            self.seed,
            loadouts=self.loadouts,
            is_placing=self.is_placing,
        )


class Transcript:
    """A game's actions as notation lines, each round's digest after the action that
    began it; kept in step with a growing (and, by undo, shrinking) list of actions."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self._ends: list[int] = []  # len(lines) after each action

    def __len__(self) -> int:
        return len(self._ends)

    def add(self, before: Game, action: Action, after: Game) -> None:
        self.lines.append(format_action(before, action))
        if after.round != before.round:
            self.lines.append(f"round {after.round} {digest(after)}")
        self._ends.append(len(self.lines))

    def cut(self, actions: int) -> None:
        """Keep only the first ``actions`` actions."""
        del self.lines[self._ends[actions - 1] if actions else 0 :]
        del self._ends[actions:]


@dataclass(frozen=True)
class Online:
    """A game hosted online, as its save remembers it: the room's code and the seats played
    from other homes (Continue opens the room again for them)."""

    code: str
    remote: tuple[int, ...]


@dataclass(frozen=True)
class Record:
    setup: Setup
    lines: tuple[str, ...]  # the actions and round digests, in order
    ending: Standing
    final: str  # the digest of the last position
    round: int  # the round it reached (so a menu can say so without playing it)
    saved: str = field(default_factory=lambda: now())
    content: str = field(default_factory=lambda: content_version())
    timer: int | None = None  # seconds left on the Minuteglass of a draft under way
    numbers: tuple[int, ...] = ()  # each line's number in the file it was read from
    online: Online | None = None  # hosted for friends in other homes: the room and its seats

    def line_number(self, index: int) -> int:
        """Where the ``index``-th of ``lines`` (or, past them, the end line) is in the file."""
        if index < len(self.numbers):
            return self.numbers[index]
        if self.numbers:
            return self.numbers[-1] + 1
        return len(_head(self)) + index + 1

    @property
    def actions(self) -> int:
        return sum(not line.startswith(("round ", "end ")) for line in self.lines)


def now() -> str:
    return datetime.now().isoformat(timespec="seconds")


def record_of(
    setup: Setup,
    transcript: Transcript,
    game: Game,
    ending: Standing,
    timer: int | None = None,
    online: Online | None = None,
) -> Record:
    """The record of a game played from ``setup`` through the transcript's actions."""
    lines = tuple(transcript.lines)
    return Record(setup, lines, ending, digest(game), game.round, timer=timer, online=online)


def ending_of(game: Game) -> Standing:
    if game.result is None:
        return Standing.UNFINISHED
    return Standing.WON if game.result.is_won else Standing.LOST


def record_actions(setup: Setup, actions: Iterable[Action]) -> Record:
    """The record of a game played (by a bot, say) from ``setup`` with these actions."""
    game = setup.new_game().game
    transcript = Transcript()
    for action in actions:
        after = rules.apply(game, action).game
        transcript.add(game, action, after)
        game = after
    return record_of(setup, transcript, game, ending_of(game))


# --- the content the record was played with --------------------------------------------


def content_version() -> str:
    """A fingerprint of the content in play (missions, cards, maps): a record played with
    other content would not play back the same."""
    return _fingerprint(paths.content().root)


@cache
def _fingerprint(root: Path) -> str:
    folder = paths.ContentFolder(root)
    files = [folder.missions, folder.cards, *sorted(folder.maps.rglob("*.t[ms]x"))]
    sha = hashlib.sha256()
    for path in files:
        sha.update(path.relative_to(root).as_posix().encode())
        sha.update(_contents(path))
    return sha.hexdigest()[:16]


def _contents(path: Path) -> bytes:
    """A content file's bytes for the fingerprint: a file too big to be content, a FIFO or
    a device (which would block or never end) counts as a name alone."""
    try:
        data = paths.read_regular(path, FINGERPRINTED_BYTES)
    except OSError:
        return b""
    return data if len(data) <= FINGERPRINTED_BYTES else b"too large"


# --- text ------------------------------------------------------------------------------


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def to_text(record: Record) -> str:
    end = f"end {record.ending.value} {record.final}"
    return "\n".join([*_head(record), *record.lines, end]) + "\n"


def _head(record: Record) -> list[str]:
    s = record.setup
    return [
        HEADING,
        f"content {record.content}",
        f"mission {s.mission_id}",
        "yordles " + " ".join(y.value for y in s.yordles),
        *(f"loadout {seat} {' '.join(names)}" for seat, names in enumerate(s.loadouts) if names),
        f"ez {_yes(s.is_ez)}",
        f"minuteglass {s.minuteglass if s.minuteglass is not None else 'off'}",
        f"seed {s.seed}",
        f"placing {_yes(s.is_placing)}",
        f"campaign {_yes(s.is_campaign)}",
        *([f"bots {' '.join(map(str, s.bots))}"] if s.bots else []),
        *(["untimed yes"] if s.is_untimed else []),
        *([_online_line(record.online)] if record.online is not None else []),
        f"saved {record.saved}",
        f"round {record.round}",
        *([f"timer {record.timer}"] if record.timer is not None else []),
        "actions",
    ]


REQUIRED = ("content", "mission", "yordles", "seed", "saved", "round")


def from_text(text: str) -> Record:
    """Read a record, checking the form of every line (not yet that its actions play)."""
    lines = text.split("\n")
    if len(lines) > MAX_LINES:
        raise RecordError(0, f"it has {len(lines)} lines (at most {MAX_LINES})")
    for number, line in enumerate(lines, 1):
        if len(line) > MAX_LINE:
            raise RecordError(number, f"the line is {len(line)} characters long")
    if lines[0].strip() != HEADING:
        found = lines[0].strip()[:40]
        if found.startswith("mechs-vs-minions record"):
            raise RecordError(1, f"{found!r} is another version of the format ({HEADING!r})")
        raise RecordError(1, f"this is not a mission record (it should start {HEADING!r})")
    header: dict[str, tuple[int, list[str]]] = {}
    loadouts: dict[int, tuple[str, ...]] = {}
    number = 1
    for number, line in enumerate(lines[1:], 2):
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        key, values = words[0], words[1:]
        if key == "actions" and not values:
            break
        if key == "loadout":
            seat = _number(number, values[0] if values else "", "the seat", 3)
            loadouts[seat] = tuple(values[1:])
            continue
        if key not in (
            *REQUIRED,
            "ez",
            "minuteglass",
            "placing",
            "campaign",
            "bots",
            "timer",
            "untimed",
            "online",
        ):
            raise RecordError(number, f"{key!r} is not part of a record's setup")
        if key in header:
            raise RecordError(number, f"{key!r} is given twice")
        header[key] = (number, values)
    else:
        raise RecordError(number, "the file ends before its 'actions' line: it is cut short")
    for key in REQUIRED:
        if key not in header:
            raise RecordError(number, f"the setup does not say its {key!r}")
    body_start = number + 1
    setup = _setup(header, loadouts)
    body: list[str] = []
    numbers: list[int] = []
    for number, line in enumerate(lines[body_start - 1 :], body_start):
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        if words[0] == "end":
            ending, final = _end(number, words)
            if any(rest.strip() and not rest.lstrip().startswith("#") for rest in lines[number:]):
                raise RecordError(number + 1, "there is more after the 'end' line")
            return Record(
                setup,
                tuple(body),
                ending,
                final,
                _number(*_one(header, "round"), "the round", 4),
                saved=_saved(header),
                content=_word(header, "content"),
                timer=_timer(header, setup),
                numbers=(*numbers, number),
                online=_online(header, setup),
            )
        body.append(" ".join(words))
        numbers.append(number)
    raise RecordError(len(lines), "the file ends before its 'end' line: it is cut short")


def _one(header: dict[str, tuple[int, list[str]]], key: str) -> tuple[int, str]:
    number, values = header[key]
    if len(values) != 1:
        raise RecordError(number, f"{key!r} takes one value, not {len(values)}")
    return number, values[0]


def _word(header: dict[str, tuple[int, list[str]]], key: str) -> str:
    return _one(header, key)[1]


def _number(line: int, text: str, what: str, digits: int) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > digits:  # not "²" nor "٣"
        raise RecordError(line, f"{what} should be a whole number, not {text[:20]!r}")
    return int(text)


def _flag(header: dict[str, tuple[int, list[str]]], key: str) -> bool:
    if key not in header:
        return False
    line, value = _one(header, key)
    if value not in ("yes", "no"):
        raise RecordError(line, f"{key!r} should be yes or no, not {value[:20]!r}")
    return value == "yes"


def _setup(header: dict[str, tuple[int, list[str]]], loadouts: dict[int, tuple[str, ...]]) -> Setup:
    line, yordle_words = header["yordles"]
    try:
        yordles = tuple(Yordle(word) for word in yordle_words)
    except ValueError:
        raise RecordError(line, f"{' '.join(yordle_words)[:40]!r} are not Yordles") from None
    if not 1 <= len(yordles) <= 4 or len(set(yordles)) != len(yordles):
        raise RecordError(line, "a mission takes one to four different Yordles")
    if any(seat >= len(yordles) for seat in loadouts):
        raise RecordError(line, "a loadout is given for a seat no Yordle takes")
    minuteglass = None
    if "minuteglass" in header:
        glass_line, glass = _one(header, "minuteglass")
        if glass != "off":
            minuteglass = _number(glass_line, glass, "the Minuteglass's seconds", 3)
            if not 1 <= minuteglass <= MAX_MINUTEGLASS:
                raise RecordError(
                    glass_line, f"the Minuteglass runs 1 to {MAX_MINUTEGLASS} seconds, not {glass}"
                )
    seed_line, seed = _one(header, "seed")
    bots_line, bot_words = header.get("bots", (0, []))
    bots = tuple(_number(bots_line, word, "a bot's seat", 1) for word in bot_words)
    if any(seat >= len(yordles) for seat in bots):
        raise RecordError(bots_line, "a bot is given a seat no Yordle takes")
    return Setup(
        mission_id=_word(header, "mission"),
        yordles=yordles,
        seed=_number(seed_line, seed, "the seed", len(str(MAX_SEED))),
        is_ez=_flag(header, "ez"),
        minuteglass=minuteglass,
        loadouts=tuple(loadouts.get(seat, ()) for seat in range(len(yordles))),
        is_placing=_flag(header, "placing"),
        is_untimed=_flag(header, "untimed"),
        is_campaign=_flag(header, "campaign"),
        bots=bots,
    )


def _saved(header: dict[str, tuple[int, list[str]]]) -> str:
    line, text = _one(header, "saved")
    try:
        datetime.fromisoformat(text)
    except ValueError:
        raise RecordError(line, f"{text[:30]!r} is not a date and time") from None
    return text


def _online_line(online: Online) -> str:
    return " ".join(["online", online.code, *map(str, online.remote)])


def _online(header: dict[str, tuple[int, list[str]]], setup: Setup) -> Online | None:
    """The room and the remote seats of a game hosted online (a record before them has none)."""
    if "online" not in header:
        return None
    line, words = header["online"]
    if not words or not words[0].isalnum() or len(words[0]) > 12:
        raise RecordError(line, "an online game needs its room code")
    remote = tuple(_number(line, word, "a remote seat", 1) for word in words[1:])
    if any(seat >= len(setup.yordles) for seat in remote):
        raise RecordError(line, "a remote seat is one no Yordle takes")
    return Online(words[0].upper(), tuple(sorted(set(remote))))


def _timer(header: dict[str, tuple[int, list[str]]], setup: Setup) -> int | None:
    """The seconds left on the Minuteglass: never more than it holds, and none without one.
    The house rule's glass is in the setup; a mission whose own rules time its drafts (from
    Mission 2 on, Mission 1 once the Bomb is out) runs the glass the player set, up to
    ``MAX_MINUTEGLASS``."""
    if "timer" not in header:
        return None
    line, text = _one(header, "timer")
    left = _number(line, text, "the seconds left", 3)
    if setup.minuteglass is None and not _times_its_drafts(setup):
        raise RecordError(line, "the seconds left are given, but the Minuteglass is off")
    holds = setup.minuteglass or MAX_MINUTEGLASS
    if left > holds:
        raise RecordError(line, f"{left} seconds left on a Minuteglass of {holds} seconds")
    return left


def _times_its_drafts(setup: Setup) -> bool:
    """Whether the mission's own rules may time its drafts (an unknown mission: no; the
    content check names it)."""
    try:
        return load_mission(setup.mission_id).rules_for(setup.is_ez).may_time_drafts
    except ContentError:
        return False


def _end(line: int, words: list[str]) -> tuple[Standing, str]:
    if len(words) != 3 or words[1] not in set(Standing):
        endings = ", ".join(Standing)
        raise RecordError(line, f"the end line should say 'end ENDING DIGEST' ({endings})")
    return Standing(words[1]), words[2]


def read_record(path: Path, max_bytes: int = MAX_BYTES) -> Record:
    """The record in a file (its form checked); raises BadFile or OSError."""
    return from_text(read_text(path, max_bytes))


# --- playing it back ---------------------------------------------------------------------


@dataclass(frozen=True)
class Played:
    """A record played back: its first position, its actions, and where they led."""

    start: rules.Outcome
    actions: tuple[Action, ...]
    game: Game


def play_back(
    record: Record,
    check_content: bool = True,
    took: Callable[[Game, Action, Game], None] | None = None,
) -> Played:
    """Play every action again from the setup, checking each reads and is legal, that every
    round's digest and the last one match, and that the ending is what the record says
    (``took`` hears each action with the games before and after it, as it is played).
    Raises RecordError at the first line that does not hold."""
    if check_content and record.content != content_version():
        raise RecordError(
            2,
            f"it was played with other content ({record.content}, this game has "
            f"{content_version()}), so it would not play the same",
        )
    try:
        start = record.setup.new_game()
    except (ContentError, rules.IllegalAction) as error:
        raise RecordError(3, f"its setup cannot start a mission: {error}") from None
    game, actions = start.game, []
    for index, line in enumerate(record.lines):
        where = record.line_number(index)
        words = line.split()
        if words[0] == "round":
            _check_round(where, words, game)
            continue
        if game.result is not None:
            raise RecordError(where, "the mission was already over")
        try:
            action = read_action(game, line)
            before, game = game, rules.apply(game, action).game
        except ActionTextError as error:
            raise RecordError(where, str(error)) from None
        except rules.IllegalAction as error:
            raise RecordError(where, f"{line!r} is not allowed here: {error}") from None
        actions.append(action)
        if took is not None:
            took(before, action, game)
    end = record.line_number(len(record.lines))
    if digest(game) != record.final:
        raise RecordError(end, "the last position is not the one recorded")
    expected = ending_of(game)
    if record.ending is not expected and not (
        record.ending is Standing.ABANDONED and expected is Standing.UNFINISHED
    ):
        raise RecordError(end, f"it says the mission {record.ending}, but it is {expected}")
    return Played(start, tuple(actions), game)


def _check_round(where: int, words: list[str], game: Game) -> None:
    if len(words) != 3 or not (words[1].isascii() and words[1].isdigit()):
        raise RecordError(where, "a round line should say 'round NUMBER DIGEST'")
    if int(words[1]) != game.round:
        raise RecordError(where, f"round {words[1]} is recorded here, but round {game.round} began")
    if digest(game) != words[2]:
        raise RecordError(where, f"the game differs from the one recorded as round {game.round}")


# --- a bot's reasons beside its replay -----------------------------------------------------
# ``NAME.reasons.txt`` beside ``NAME.txt``: one line an action, in the replay's order,
# "round R PHASE Yordle: ACTION -- words" (the action in the replay's notation, the words as
# the play screen said them). Written by ``simulate --record``, read by the replay viewer.

REASONS_SEPARATOR = " -- "


def reasons_path(replay: Path) -> Path:
    return replay.with_name(f"{replay.stem}.reasons.txt")


def reason_line(game: Game, who: str, action: Action, words: str) -> str:
    """An action about to be applied to ``game``, its Yordle and the reason in words."""
    done = f"round {game.round} {game.phase.value} {who}: {format_action(game, action)}"
    return f"{done}{REASONS_SEPARATOR}{words}"


def read_reasons(replay: Path, actions: int) -> tuple[str, ...]:
    """The reasons beside a replay, each as "Yordle: words"; none where there is no such
    file or its lines do not fit the replay's ``actions``."""
    try:
        lines = read_text(reasons_path(replay)).splitlines()
    except (BadFile, OSError):
        return ()
    said = []
    for line in lines:
        done, _, words = line.partition(REASONS_SEPARATOR)
        who = done.partition(": ")[0].rpartition(" ")[2]
        if not words or not who:
            return ()
        said.append(f"{who}: {words}")
    return tuple(said) if len(said) == actions else ()
