"""lessons.yaml and guide.yaml: read strictly, every mistake named with its place, and every
demo of the field guide played by the real rules."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.content import ContentError, cards, guide, lessons
from game.content.guide import load_guide
from game.content.lessons import TARGET, Gesture, Moment, load_lessons
from game.rules import Command
from game.rules import events as ev

ROOT = Path(__file__).resolve().parents[2]


def test_the_tutorial_follows_the_rulebook_and_every_lesson_is_reachable():
    found = lessons()
    order = [lesson.id for lesson in found.tutorial]
    rulebook = ["place_mechs", "first_player", "draft", "slot", "stack", "ready", "execute"]
    rulebook += ["kaboom", "damage", "minion_phase", "scrap"]
    assert [x for x in order if x in rulebook] == rulebook
    for lesson in (*found.tutorial, *found.topics):
        assert lesson.do is not Gesture.DRAG or len(lesson.show) >= 2
        assert all(TARGET.fullmatch(t) for t in lesson.show)


def test_every_introduction_names_what_a_mission_brings():
    topics = {t.id: t.when for t in lessons().topics}
    for wanted in ("bomb", "boss", "lava_wall", "rune_gates", "carried_shards", "schematics"):
        assert wanted in topics
    assert topics["boss"] is Moment.HAS_BOSS


def test_the_glossary_holds_the_terms_the_issue_names():
    found = lessons()
    for printed in ("Power", "stack", "Slot Damage", "Team Gears", "Rune Shield", "stacks"):
        assert found.meaning(printed) is not None, printed
    assert found.meaning("Team Gears").term == "Team Gear"  # type: ignore[union-attr]


def broken_lessons(tmp_path: Path, old: str, new: str) -> str:
    text = (ROOT / "lessons.yaml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "lessons.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as error:
        load_lessons(path)
    return str(error.value)


@pytest.mark.parametrize(
    ("old", "new", "says"),
    [
        (
            "when: drafting\n    until: drafted",
            "when: drafing\n    until: drafted",
            "did you mean 'drafting'",
        ),
        ('show: ["hand:{seat}"]', 'show: ["hands:{seat}"]', "tutorial[5].show[0]: unknown target"),
        ("show: [cells:shards]", "show: [cells:shard]", "unknown target 'cells:shard'"),
        ("{name}: click a card", "{names}: click a card", "no placeholder {names}"),
        ("    until: placed\n    do: drag", "    until: placed\n    do: read", "ends with 'next'"),
        ("    after: kaboom\n", "    after: kabom\n", "did you mean 'kaboom'"),
        ("  - id: objective", "  - id: welcome", "the id 'welcome' is used twice"),
        ("  - term: Glitch\n", "  - term: Glitch\n    mean: x\n", "glossary[12].mean: unknown key"),
    ],
)
def test_a_mistake_in_the_lessons_names_the_file_the_place_and_what_is_wrong(
    tmp_path, old, new, says
):
    message = broken_lessons(tmp_path, old, new)
    assert message.startswith("lessons.yaml: ")
    assert says in message


def test_a_form_printed_for_two_terms_is_refused(tmp_path):
    message = broken_lessons(tmp_path, "forms: [Glitches]", "forms: [Power]")
    assert "'Power' already means another term" in message


def broken_guide(tmp_path: Path, old: str, new: str) -> str:
    text = (ROOT / "guide.yaml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "guide.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as error:
        load_guide(path)
    return str(error.value)


@pytest.mark.parametrize(
    ("old", "new", "says"),
    [
        (
            "  blaze:\n",
            "  blaize:\n",
            "command_demos.blaize: no Command Card 'blaize' (did you mean 'blaze'?)",
        ),
        ("      m  .  m\n      .  0^ .", "      m  .  m\n      .  0^ . .", "line 5: 4 spaces"),
        (
            'answers: [["2"], ["4"], ["6"]]',
            'answers: [["2"], ["4"]]',
            "a list of answers for each Power",
        ),
        (
            "          line: [blaze]",
            "          line: [blaise]",
            "line[0]: no Command Card 'blaise'",
        ),
    ],
)
def test_a_mistake_in_the_guide_names_the_place_and_what_is_wrong(tmp_path, old, new, says):
    message = broken_guide(tmp_path, old, new)
    assert message.startswith("guide.yaml: ")
    assert says in message


def test_every_command_card_has_a_board_and_each_power_does_more_or_otherwise():
    from game.content.guide import play_demo

    book = guide()
    assert {c for c, _, _ in book.command_demos} == set(Command)
    for command, demo, answers in book.command_demos:
        played = []
        for power in (1, 2, 3):
            _, events = play_demo(demo, (command.value,) * power, answers[power - 1])
            assert any(isinstance(e, ev.SlotStarted) for e in events), command
            kinds = Counter(type(e).__name__ for e in events)
            hit = {c for e in events if isinstance(e, ev.CellsAttacked) for c in e.cells}
            counts = (kinds["MinionKilled"], kinds["PieceMoved"], kinds["MechTurned"])
            played.append((counts, frozenset(hit)))
        # Power 3 shows something Power 1 does not (Memory Core's extra cards are not seen)
        assert played[0] != played[2] or command is Command.MEMORY_CORE, command
        assert any(sum(counts) for counts, _ in played), f"{command} does nothing on its board"


def test_every_demo_of_a_page_plays():
    from game.content.guide import play_demo

    for section in guide().sections:
        for entry in section.entries:
            if entry.demo is not None:
                _, events = play_demo(entry.demo)
                assert any(isinstance(e, ev.PieceMoved | ev.CellsAttacked) for e in events)


def test_the_guide_has_a_text_for_every_card_it_pages():
    assert len(cards().commands) == len(Command)


def test_a_demo_the_rules_refuse_is_a_clear_error_naming_its_board(tmp_path):
    from game.content.guide import play_demo

    text = (ROOT / "guide.yaml").read_text(encoding="utf-8")
    path = tmp_path / "guide.yaml"
    path.write_text(text.replace('answers: [["2"], ["4"], ["6"]]', 'answers: [["9"], [], []]'))
    found = load_guide(path).demo_of(Command.SPEED)
    assert found is not None
    demo, answers = found
    with pytest.raises(ContentError) as error:
        play_demo(demo, ("speed",), answers[0])
    assert str(error.value).startswith("guide.yaml: the demo on the board '.  .  .'")
    assert "'9' is not one of the options" in str(error.value)
