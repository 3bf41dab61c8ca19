"""lessons.yaml to lessons: the guided Tutorial, the introductions of what later missions
bring, and the glossary of rule terms.

The file holds the words, their order and what each lesson points at; the vocabulary it may
use is declared here (``Moment``, ``Gesture``, the target names) and the play scene's coach
gives each name its meaning. Errors name the file, the YAML path and what is wrong, with a
close match where there is one.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from . import schema
from .reader import Reader, hint, shown


class Moment(StrEnum):
    """A state of the match, or something seen or done since a lesson showed: when a lesson
    may show (``when``) and when it is over (``until``)."""

    ALWAYS = "always"
    # what the table shows now
    SETTING_UP = "setting_up"  # a pilot places a Mech or picks its facing
    DRAFTING = "drafting"
    NEW_ROUND = "new_round"  # a draft after the first round
    PROGRAMMING = "programming"  # the pilot to help holds cards
    HAND_EMPTY = "hand_empty"  # a pilot may click Ready
    CAN_STACK = "can_stack"  # a card in hand can join a stack of its element
    STACK_FULL = "stack_full"  # ...a stack already holding three
    CAN_OVERRIDE = "can_override"  # ...or replace a stack of another element
    CAN_SCRAP = "can_scrap"  # scrapping is offered
    SCRAP_CHOICE = "scrap_choice"  # a scrapped card waits for its repair or swap
    ANSWERING = "answering"  # a card asks its pilot a question
    EXECUTING = "executing"  # Command Lines run on the board
    ROUND_SUMMARY = "round_summary"
    # seen in the replay so far: the coach holds the replay while such a lesson is read
    SHARD_SHATTERED = "shard_shattered"
    KABOOM = "kaboom"  # an objective met, and the mission changed
    DAMAGE_DRAWN = "damage_drawn"
    MINION_PHASE = "minion_phase"
    RUNE_ROLLED = "rune_rolled"  # the Rune Die, in the Minion Phase
    MINION_KILLED = "minion_killed"
    # done since the lesson showed
    NEXT = "next"  # the coach's Next button
    SET_UP = "set_up"  # every Mech placed
    DRAFTED = "drafted"  # the draft is over
    PLACED = "placed"
    STACKED = "stacked"
    READY = "ready"
    ANSWERED = "answered"
    SCRAPPED = "scrapped"
    SUMMARY_CLOSED = "summary_closed"
    REPLAYED = "replayed"  # the replay under way is over
    # what a mission brings (for the introductions)
    HAS_DOOM = "has_doom"
    HAS_SCHEMATICS = "has_schematics"
    DOUBLE_DRAFT = "double_draft"
    TIMED_DRAFT = "timed_draft"
    HAS_BOMB = "has_bomb"
    HAS_RUNES = "has_runes"
    HAS_REPAIR_PADS = "has_repair_pads"
    HAS_OIL = "has_oil"
    HAS_DEFEATS = "has_defeats"
    CARRIED_SHARDS = "carried_shards"
    HAS_BOSS = "has_boss"
    HAS_LAVA_WALL = "has_lava_wall"
    HAS_BOULDERS = "has_boulders"
    HAS_SPIKES = "has_spikes"
    HAS_LAVA_POOLS = "has_lava_pools"
    HAS_GATES = "has_gates"
    GEAR_EARNED = "gear_earned"
    OVERDRIVE = "overdrive"


# Seen in the replay: shown the moment the replay reaches it, holding the replay meanwhile.
SEEN = frozenset(
    {
        Moment.SHARD_SHATTERED,
        Moment.KABOOM,
        Moment.DAMAGE_DRAWN,
        Moment.MINION_PHASE,
        Moment.RUNE_ROLLED,
        Moment.MINION_KILLED,
    }
)


class Gesture(StrEnum):
    """What a lesson asks of the players."""

    READ = "read"  # then click Next
    CLICK = "click"  # one of the lit parts
    DRAG = "drag"  # the first lit part onto one of the others
    WATCH = "watch"  # the board (Space skips)


SEAT_PARTS = ("seat", "command_line", "hand", "system", "ready", "undo", "schematics")
PICKS = ("hand_card", "open_slots", "stack_card", "stack_slots", "scrap_card")
PLACES: tuple[str, ...] = ("top_bar", "board", "prompt", "log", "dock", "table", "scrap_bin")
PLACES += ("draft_row", "mission", "round_summary", "help")
PLACES += ("draft_cards", "answers", "scrap_options")  # the coach's picks
CELLS: tuple[str, ...] = ("start", "mechs", "shards", "minions", "bomb", "boss", "runes")
CELLS += ("oil", "repair_pads", "lava_pools", "boulders", "gates", "spikes", "lava_wall")
SEAT = r"(\{seat\}|[0-3])"
TARGET = re.compile(
    rf"(?:{'|'.join(PLACES)})"
    rf"|(?:{'|'.join(SEAT_PARTS + PICKS)}):{SEAT}"
    rf"|slot:{SEAT}:[0-5]"
    rf"|cells:(?:{'|'.join(CELLS)}|zone:[a-z0-9_]+)"
)
PLACEHOLDERS = ("name", "rune", "way", "round", "doom")  # filled in by the coach


@dataclass(frozen=True, slots=True)
class Lesson:
    """One thing the coach says, what it lights up, and when it shows and ends."""

    id: str
    title: str
    says: str
    show: tuple[str, ...]  # target names: layout parts, picks of the coach, board cells
    when: Moment
    until: Moment
    do: Gesture
    after: str | None = None  # a lesson that must be over first

    @property
    def holds_replay(self) -> bool:
        return self.when in SEEN


@dataclass(frozen=True, slots=True)
class Term:
    """A rule term the game prints, with the words that mean it and its one-line meaning."""

    term: str
    means: str
    forms: tuple[str, ...]  # how it is printed: the term itself, plurals...


@dataclass(frozen=True, slots=True)
class Lessons:
    setup: Lesson  # read on the screen where the pilots pick their Yordles
    tutorial: tuple[Lesson, ...]  # the guided Tutorial, in the rulebook's order
    topics: tuple[Lesson, ...]  # what later missions bring, introduced once in the campaign
    glossary: tuple[Term, ...]

    def lesson(self, lesson_id: str) -> Lesson | None:
        return next((x for x in (*self.tutorial, *self.topics) if x.id == lesson_id), None)

    def meaning(self, word: str) -> Term | None:
        """The term printed as ``word`` (as written, or any of its forms)."""
        return next((t for t in self.glossary if word in t.forms), None)


LESSON_KEYS = {
    "id": str,
    "title": str,
    "says": str,
    "show": list,
    "when": str,
    "until": str,
    "do": str,
    "after": str,
}
MAX_SAYS = 420  # characters a coach panel shows


def load_lessons(path: Path) -> Lessons:
    """Read and check lessons.yaml; raises ContentError on the first problem."""
    reader = Reader(path.name)
    top = reader.mapping(
        reader.load(path),
        "top level",
        {"version": int, "setup": dict, "tutorial": list, "topics": list, "glossary": list},
        ("version", "setup", "tutorial", "topics", "glossary"),
    )
    if top["version"] != 1:
        raise reader.fail("version", f"unknown version {shown(top['version'])} (expected 1)")
    setup = _lesson(reader, top["setup"], "setup")
    if setup.after is not None:
        raise reader.fail("setup.after", "the setup lesson comes first")
    tutorial = tuple(_lesson(reader, x, f"tutorial[{i}]") for i, x in enumerate(top["tutorial"]))
    topics = tuple(_lesson(reader, x, f"topics[{i}]") for i, x in enumerate(top["topics"]))
    seen: set[str] = {setup.id}
    for part, found in (("tutorial", tutorial), ("topics", topics)):
        earlier: list[str] = []
        for i, lesson in enumerate(found):
            if lesson.id in seen:
                raise reader.fail(f"{part}[{i}].id", f"the id {lesson.id!r} is used twice")
            if lesson.after is not None and lesson.after not in earlier:
                raise reader.fail(
                    f"{part}[{i}].after",
                    f"no lesson {lesson.after!r} before it in {part}" + hint(lesson.after, earlier),
                )
            seen.add(lesson.id)
            earlier.append(lesson.id)
    glossary = tuple(_term(reader, x, f"glossary[{i}]") for i, x in enumerate(top["glossary"]))
    printed: set[str] = set()
    for i, term in enumerate(glossary):
        for form in term.forms:
            if form in printed:
                raise reader.fail(f"glossary[{i}]", f"{form!r} already means another term")
            printed.add(form)
    return Lessons(setup, tutorial, topics, glossary)


def _lesson(reader: Reader, raw: Any, where: str) -> Lesson:
    spec = reader.mapping(raw, where, LESSON_KEYS, ("id", "title", "says"))
    reader.name(spec["id"], f"{where}.id")
    reader.text(spec["title"], f"{where}.title", schema.MAX_TITLE)
    says = " ".join(reader.text(spec["says"], f"{where}.says", MAX_SAYS).split())
    _placeholders(reader, says, f"{where}.says")
    show = reader.words(spec.get("show", []), f"{where}.show")
    for i, target in enumerate(show):
        if not TARGET.fullmatch(target):
            close = hint(target.partition(":")[0], PLACES + SEAT_PARTS + PICKS + ("cells",))
            raise reader.fail(f"{where}.show[{i}]", f"unknown target {shown(target)}{close}")
    when = Moment(reader.choice(spec.get("when", "always"), f"{where}.when", tuple(Moment)))
    until = Moment(reader.choice(spec.get("until", "next"), f"{where}.until", tuple(Moment)))
    default = Gesture.READ if until is Moment.NEXT else Gesture.CLICK
    do = Gesture(reader.choice(spec.get("do", default), f"{where}.do", tuple(Gesture)))
    if (do is Gesture.READ) != (until is Moment.NEXT):
        raise reader.fail(f"{where}.do", "a lesson to read ends with 'next', and only it does")
    if do is Gesture.DRAG and len(show) < 2:
        raise reader.fail(f"{where}.show", "a drag shows what to pick up, then where it goes")
    if do in (Gesture.CLICK, Gesture.DRAG) and not show:
        raise reader.fail(f"{where}.show", f"a lesson to {do} lights up what to {do}")
    after = reader.name(spec["after"], f"{where}.after") if "after" in spec else None
    return Lesson(spec["id"], spec["title"], says, show, when, until, do, after)


def _placeholders(reader: Reader, words: str, where: str) -> None:
    try:
        names = [name for _, name, _, _ in string.Formatter().parse(words) if name is not None]
    except ValueError:
        raise reader.fail(where, "an unmatched { or }: write {name}, {rune}...") from None
    for name in names:
        if name not in PLACEHOLDERS:
            raise reader.fail(where, f"no placeholder {{{name}}}" + hint(name, PLACEHOLDERS))


def _term(reader: Reader, raw: Any, where: str) -> Term:
    spec = reader.mapping(raw, where, {"term": str, "means": str, "forms": list}, ("term", "means"))
    term = reader.text(spec["term"], f"{where}.term", schema.MAX_TITLE)
    means = " ".join(reader.text(spec["means"], f"{where}.means", schema.MAX_LINE).split())
    forms = reader.words(spec.get("forms", []), f"{where}.forms")
    for i, form in enumerate(forms):
        reader.text(form, f"{where}.forms[{i}]", schema.MAX_TITLE)
    return Term(term, means, (term, *(f for f in forms if f != term)))
