"""guide.yaml to the field guide's own pages: the round, the terrain, the pieces and the zones,
and the small board each Command Card is shown on.

Cards, Damage Cards and missions come from cards.yaml and missions.yaml; this file holds
what they do not. A demo is a rules scenario (the format of ``tests/scenarios/README.md``):
a board in the text notation, the cards in slot 1, scripted answers and mission rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules.actions import Choose
from game.rules.cards import Command
from game.rules.engine import IllegalAction, apply
from game.rules.events import Event
from game.rules.state import MAX_STACK, Game
from game.rules.text import NotationError, parse

from . import schema
from .errors import ContentError
from .reader import Reader, hint, shown

MAX_DEMO_SIDE = 7  # spaces across a demo board: it must read at a third of the page
MOST_ANSWERS = 20  # questions a demo may ask


@dataclass(frozen=True, slots=True)
class Demo:
    """A small position played by the real rules: seat 0 runs ``line`` from slot 1."""

    board: str
    line: tuple[str, ...] = ()  # Command Card names stacked in slot 1
    answers: tuple[str, ...] = ()  # the answers to its questions, in order (else the first)
    mission: tuple[tuple[str, Any], ...] = ()  # scenario mission keys (Minion rules...)
    has_minion_phase: bool = False  # play on through the Minion Phase (the Fuel Tank)

    def scenario(self, line: tuple[str, ...] | None = None) -> dict[str, Any]:
        """The scenario this demo is: Program Phase, seat 0 about to be ready."""
        cards = list(self.line if line is None else line)
        return {
            "board": self.board,
            "mission": dict(self.mission),
            "mechs": {0: {"line": {1: cards} if cards else {}}},
            "phase": "program",
            "until": "danger" if self.has_minion_phase else "minions",
        }


@dataclass(frozen=True, slots=True)
class Entry:
    name: str
    text: str
    demo: Demo | None = None


@dataclass(frozen=True, slots=True)
class Section:
    title: str
    entries: tuple[Entry, ...]


@dataclass(frozen=True, slots=True)
class Guide:
    sections: tuple[Section, ...]
    command_demos: tuple[tuple[Command, Demo, tuple[tuple[str, ...], ...]], ...]

    def demo_of(self, command: Command) -> tuple[Demo, tuple[tuple[str, ...], ...]] | None:
        """A Command Card's board and the answers at each Power."""
        for found, demo, answers in self.command_demos:
            if found is command:
                return demo, answers
        return None


DEMO_KEYS = {"board": str, "line": list, "answers": list, "mission": dict, "minion_phase": bool}


def load_guide(path: Path) -> Guide:
    """Read and check guide.yaml; raises ContentError on the first problem."""
    reader = Reader(path.name)
    top = reader.mapping(
        reader.load(path),
        "top level",
        {"version": int, "sections": list, "command_demos": dict},
        ("version", "sections", "command_demos"),
    )
    if top["version"] != 1:
        raise reader.fail("version", f"unknown version {shown(top['version'])} (expected 1)")
    sections = tuple(
        _section(reader, raw, f"sections[{i}]") for i, raw in enumerate(top["sections"])
    )
    demos = []
    names = [c.value for c in Command]
    for name, raw in top["command_demos"].items():
        where = f"command_demos.{name}"
        if name not in names:
            raise reader.fail(where, f"no Command Card {shown(name)}" + hint(str(name), names))
        keys = {"board": str, "answers": list, "mission": dict, "minion_phase": bool}
        spec = reader.mapping(raw, where, keys, ("board",))
        answers = spec.get("answers", [[]] * MAX_STACK)
        if len(answers) != MAX_STACK or not all(isinstance(a, list) for a in answers):
            raise reader.fail(
                f"{where}.answers", f"a list of answers for each Power 1 to {MAX_STACK}"
            )
        per_power = tuple(
            reader.words([str(a) for a in item], f"{where}.answers[{i}]")
            for i, item in enumerate(answers)
        )
        demo = _demo(reader, {k: v for k, v in spec.items() if k != "answers"}, where)
        demos.append((Command(name), demo, per_power))
    return Guide(sections, tuple(demos))


def _section(reader: Reader, raw: Any, where: str) -> Section:
    spec = reader.mapping(raw, where, {"title": str, "entries": list}, ("title", "entries"))
    title = reader.text(spec["title"], f"{where}.title", schema.MAX_TITLE)
    entries = []
    for i, item in enumerate(spec["entries"]):
        place = f"{where}.entries[{i}]"
        entry = reader.mapping(
            item, place, {"name": str, "text": str, "demo": dict}, ("name", "text")
        )
        name = reader.text(entry["name"], f"{place}.name", schema.MAX_TITLE)
        text = " ".join(reader.text(entry["text"], f"{place}.text", schema.MAX_TEXT).split())
        demo = _demo(reader, entry["demo"], f"{place}.demo") if "demo" in entry else None
        entries.append(Entry(name, text, demo))
    return Section(title, tuple(entries))


def _demo(reader: Reader, raw: Any, where: str) -> Demo:
    spec = reader.mapping(raw, where, DEMO_KEYS, ("board",))
    try:
        position = parse(spec["board"])
    except NotationError as error:
        raise reader.fail(f"{where}.board", str(error)) from None
    board = position.board
    if max(board.width, board.height) > MAX_DEMO_SIDE:
        raise reader.fail(f"{where}.board", f"at most {MAX_DEMO_SIDE} spaces a side")
    if [seat for seat, _, _ in position.mechs][:1] != [0]:
        raise reader.fail(f"{where}.board", "the Mech of seat 0 runs the demo: write 0^ on it")
    names = [c.value for c in Command]
    line = reader.words(spec.get("line", []), f"{where}.line")
    for i, name in enumerate(line):
        if name not in names:
            raise reader.fail(
                f"{where}.line[{i}]", f"no Command Card {shown(name)}" + hint(name, names)
            )
    answers = reader.words([str(a) for a in spec.get("answers", [])], f"{where}.answers")
    mission = tuple(sorted(spec.get("mission", {}).items()))
    return Demo(spec["board"], line, answers, mission, spec.get("minion_phase", False))


def play_demo(
    demo: Demo, line: tuple[str, ...] | None = None, answers: tuple[str, ...] = ()
) -> tuple[Game, tuple[Event, ...]]:
    """The demo's position, and what the rules do when seat 0 runs its Command Line: each
    question answered as scripted, else with its first choice. A demo the rules refuse is
    a ContentError naming its board."""
    from game.scenario import ScenarioError, act, build  # scenarios read cards.yaml: no cycle

    try:
        run = build(demo.scenario(line))
        start = run.game
        act(run, {"ready": 0})
        scripted = list(answers or demo.answers)
        for _ in range(MOST_ANSWERS):
            asked = run.game.pending
            if asked is None:
                break
            if scripted:
                act(run, {"choose": scripted.pop(0)})
                continue
            outcome = apply(run.game, Choose(asked.seat, asked.options[0]), until=run.until)
            run.game = outcome.game
            run.events.extend(outcome.events)
    except (ScenarioError, IllegalAction, ValueError, KeyError) as error:
        first = demo.board.strip().splitlines()[0].strip()
        raise ContentError(
            f"guide.yaml: the demo on the board {first!r}... fails: {error}"
        ) from None
    return start, tuple(run.events)
