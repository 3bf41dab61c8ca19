"""Mission records (saves and replays): written as text, read back to the same record, and
played back to the same game; a file that is cut short, not UTF-8, from other content or
edited into nonsense is refused with its line and what is wrong, and set aside, never lost."""

from __future__ import annotations

import contextlib
import random
from dataclasses import replace
from datetime import datetime, timedelta
from functools import cache
from pathlib import Path

import pytest

from game import rules
from game.content import campaign
from game.record import (
    Record,
    RecordError,
    Setup,
    Standing,
    from_text,
    play_back,
    read_record,
    record_actions,
    record_of,
    to_text,
)
from game.rules import Yordle
from game.rules.notation import digest
from game.saves import KEPT_REPLAYS, SAVE_NAME, MissionSave
from game.scenes.play.model import PlayModel
from game.storage import BadFile

TWO = (Yordle.CORKI, Yordle.ZIGGS)


@cache
def played(
    mission_id: str, seed: int, yordles: tuple[Yordle, ...] = TWO, rounds: int = 12
) -> Record:
    """A game played to its end (or the end of ``rounds``) by uniform random choices."""
    setup = Setup(mission_id, yordles, seed, minuteglass=30, is_placing=True, is_campaign=True)
    chooser = random.Random(seed)
    game, actions = setup.new_game().game, []
    while game.result is None and game.round <= rounds:
        action = chooser.choice(rules.legal_actions(game))
        actions.append(action)
        game = rules.apply(game, action).game
    return record_actions(setup, actions)


@pytest.mark.parametrize("mission_id", ["tutorial", "mission-5", "mission-10"])
def test_a_record_reads_back_as_written_and_plays_back_to_the_same_game(mission_id):
    record = played(mission_id, 3)
    text = to_text(record)
    again = from_text(text)
    assert replace(again, numbers=()) == record
    assert to_text(again) == text
    result = play_back(again)
    assert digest(result.game) == record.final
    assert sum(line.startswith("round ") for line in record.lines) == result.game.round - 1
    assert again.ending is (Standing.UNFINISHED if result.game.result is None else again.ending)


def test_a_draft_the_rules_time_keeps_its_seconds_in_a_save_whatever_the_house_rule():
    """The glass runs whenever the rules time a draft (Mission 1 once the Bomb is out of
    the School, from Mission 2 on every draft), with the house rule off too: the save
    of a draft under way keeps its seconds, and only a mission that never times a draft
    refuses them."""
    for mission in campaign():
        setup = Setup(mission.id, TWO, 3)  # the house rule's Minuteglass off
        record = replace(record_actions(setup, ()), timer=38)
        may_time = mission.rules_for(False).may_time_drafts
        assert may_time is (mission.id != "tutorial"), mission.id
        if may_time:
            assert from_text(to_text(record)).timer == 38, mission.id
        else:
            with pytest.raises(RecordError, match="the Minuteglass is off"):
                from_text(to_text(record))


def test_the_bots_seats_are_written_and_read_back_with_the_setup():
    record = played("mission-1", 4, rounds=1)
    with_bots = replace(record, setup=replace(record.setup, bots=(1,)))
    text = to_text(with_bots)
    assert "bots 1" in text.splitlines()
    assert from_text(text).setup.bots == (1,)
    assert "bots" not in to_text(record), "a table of people writes what it always wrote"
    assert from_text(to_text(record)).setup.bots == ()
    with pytest.raises(RecordError, match="no Yordle takes"):
        from_text(text.replace("bots 1", "bots 3"))


def test_the_text_is_one_readable_action_a_line():
    text = to_text(played("mission-1", 4))
    lines = text.splitlines()
    assert lines[0] == "mechs-vs-minions record 1"
    assert "yordles corki ziggs" in lines and "minuteglass 30" in lines
    verbs = {line.split()[0] for line in lines[lines.index("actions") + 1 :]}
    assert {"choose", "draft", "place", "ready", "round", "end"} <= verbs


def test_saving_and_resuming_at_any_action_ends_in_the_same_state(tmp_path):
    """Save after every action of four rounds of the Tutorial (as the autosave does), resume
    from the file, and play the rest of the actions: the last state is the one played
    straight through."""
    record = played("tutorial", 7, (Yordle.TRISTANA,), rounds=4)
    actions = play_back(record).actions
    store = MissionSave(tmp_path)
    model = PlayModel(record.setup.new_game())
    for cut in range(len(actions) + 1):
        if cut:
            model.perform(actions[cut - 1])
        store.write(record_of(record.setup, model.transcript, model.game, Standing.UNFINISHED))
        saved, trouble = store.load()
        assert trouble is None and saved is not None, f"the save after {cut} actions"
        game = saved.played.game
        for action in actions[cut:]:
            game = rules.apply(game, action).game
        assert digest(game) == record.final, f"resumed after {cut} actions, it went elsewhere"


def test_a_mission_with_four_seats_resumes_anywhere_too(tmp_path):
    record = played("mission-3", 11, tuple(Yordle))
    actions = play_back(record).actions
    store = MissionSave(tmp_path)
    for cut in random.Random(1).sample(range(len(actions)), 12):
        store.write(record_actions(record.setup, actions[:cut]))
        saved, _ = store.load()
        assert saved is not None
        game = saved.played.game
        for action in actions[cut:]:
            game = rules.apply(game, action).game
        assert digest(game) == record.final


# --- bad files ---------------------------------------------------------------------------


def edited(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


def bad_files() -> dict[str, tuple[bytes, str]]:
    """Each kind of bad save (a mission under way), and words its message must hold."""
    record = played("mission-1", 4, rounds=2)
    assert record.ending is Standing.UNFINISHED
    text = to_text(record)
    body = text.splitlines()
    first_place = next(line for line in body if line.startswith("place "))
    first_round = next(line for line in body if line.startswith("round ") and " " in line[6:])
    return {
        "cut short mid-line": (text[: len(text) // 2].encode(), "cut short"),
        "cut short before its end line": (
            "\n".join(body[:-1]).encode(),
            "cut short",
        ),
        "its last digest cut": (text[:-4].encode(), "last position"),
        "not UTF-8": (text.encode().replace(b"draft", b"dr\xffft", 1), "not UTF-8"),
        "another format version": (
            edited(text, "record 1", "record 2").encode(),
            "another version",
        ),
        "another content version": (
            edited(text, f"content {record.content}", "content 0123456789abcdef").encode(),
            "other content",
        ),
        "random bytes": (random.Random(2).randbytes(3000), ""),
        "a word instead of a seed": (edited(text, "seed 4", "seed four").encode(), "seed"),
        "an unknown Yordle": (edited(text, "yordles corki", "yordles teemo").encode(), "Yordle"),
        "an unknown mission": (edited(text, "mission-1", "mission-99").encode(), "mission"),
        "an action that is not one": (
            edited(text, first_place, "dance 0 wildly").encode(),
            "is not an action",
        ),
        "an action not allowed there": (
            edited(text, first_place, first_place.rsplit(" ", 1)[0] + " 9").encode(),
            "not allowed",
        ),
        "a round digest edited": (
            edited(text, first_round, first_round[:-4] + "beef").encode(),
            "differs from the one recorded",
        ),
        "another seed": (edited(text, "seed 4", "seed 5").encode(), ""),
        "a setup line twice": (edited(text, "ez no", "ez no\nez yes").encode(), "twice"),
        "more after the end": (text.encode() + b"draft 0 speed\n", "after the 'end'"),
        "an empty file": (b"", "not a mission record"),
        "a far too long line": (edited(text, "ez no", "ez " + "n" * 5000).encode(), "long"),
    }


BAD = bad_files()


@pytest.mark.parametrize("content,words", BAD.values(), ids=BAD.keys())
def test_a_bad_save_is_set_aside_with_one_line_naming_the_file_and_place(tmp_path, content, words):
    path = tmp_path / SAVE_NAME
    path.write_bytes(content)
    saved, message = MissionSave(tmp_path).load()
    assert saved is None and message is not None
    assert words in message and str(path) in message
    assert "\n" not in message and len(message) < 400
    assert not path.exists() and (tmp_path / f"{SAVE_NAME}.bad").read_bytes() == content
    assert MissionSave(tmp_path).load() == (None, None), "the next launch is not clean"


def test_every_error_names_a_line_of_the_file():
    for name, (content, _) in BAD.items():
        try:
            play_back(from_text(content.decode("utf-8")))
        except UnicodeDecodeError:
            continue
        except RecordError as error:
            assert name in ("random bytes",) or error.line > 0, name
            continue
        raise AssertionError(f"{name} was accepted")


def test_whatever_the_bytes_reading_ends_in_a_record_or_a_bad_file():
    chooser = random.Random(5)
    text = to_text(played("mission-1", 4, rounds=2))
    for _ in range(150):
        at = chooser.randrange(len(text))
        mangled = text[:at] + chooser.choice(["", " ", "x", "\n", "9", "#"]) + text[at + 1 :]
        with contextlib.suppress(BadFile):
            play_back(from_text(mangled))


# --- the save's life ---------------------------------------------------------------------


def test_a_new_mission_keeps_the_one_it_replaces_as_an_abandoned_replay(tmp_path):
    store = MissionSave(tmp_path)
    record = played("mission-1", 4)
    unfinished = record_actions(record.setup, play_back(record).actions[:20])
    store.write(unfinished)
    kept = store.retire()
    assert kept is not None and kept.parent == tmp_path / "replays"
    assert not store.path.exists()
    again = from_text(kept.read_text(encoding="utf-8"))
    assert again.ending is Standing.ABANDONED and again.lines == unfinished.lines
    assert play_back(again).game.result is None, "an abandoned replay plays back"


def test_an_ended_mission_leaves_its_replay_and_no_save(tmp_path):
    store = MissionSave(tmp_path)
    record = next(r for s in range(30) if (r := played("mission-4", s)).ending is Standing.LOST)
    first = store.finish(record)
    second = store.finish(record)
    assert first != second, "a replay is never written over another"
    assert {p.name for p in (tmp_path / "replays").iterdir()} == {first.name, second.name}
    assert store.load() == (None, None)


def old_replays(folder, count: int) -> list[str]:  # type: ignore[no-untyped-def]
    """``count`` replay files, one a day from 2025-01-01, oldest first (their names)."""
    folder.mkdir(parents=True, exist_ok=True)
    names = []
    for day in range(count):
        when = datetime(2025, 1, 1) + timedelta(days=day)
        name = f"{when:%Y-%m-%d_%H-%M-%S}_mission-{day % 10 + 1}_won.txt"
        (folder / name).write_text("a replay", encoding="utf-8")
        names.append(name)
    return names


def test_the_newest_hundred_replays_are_kept_and_nothing_else_is_touched(tmp_path):
    store = MissionSave(tmp_path)
    names = old_replays(store.replays, 105)
    foreign = ["notes.txt", "2025-01-01_00-00-00_mission-1_won.txt.bad", "my-best-game.txt"]
    for name in foreign:
        (store.replays / name).write_text("mine", encoding="utf-8")
    record = next(r for s in range(30) if (r := played("mission-4", s)).ending is Standing.LOST)
    new = store.finish(record)
    kept = {p.name for p in store.replays.iterdir()}
    assert new.name in kept and read_record(new).lines == record.lines
    assert kept == {new.name, *names[-(KEPT_REPLAYS - 1) :], *foreign}
    assert len(kept) == KEPT_REPLAYS + len(foreign)


def test_a_replay_just_written_is_kept_however_old_its_mission(tmp_path):
    """A save months old, retired for a new mission: its replay is named by when it was
    saved, older than all the others, and is kept all the same."""
    store = MissionSave(tmp_path)
    names = old_replays(store.replays, KEPT_REPLAYS)
    record = played("mission-1", 4)
    old = replace(
        record_actions(record.setup, play_back(record).actions[:20]), saved="2020-01-01T00:00:00"
    )
    store.write(old)
    kept = store.retire()
    assert kept is not None and kept.name.startswith("2020-01-01")
    assert {p.name for p in store.replays.iterdir()} == {kept.name, *names[1:]}


def test_a_replay_is_kept_when_the_old_ones_cannot_be_deleted(tmp_path, monkeypatch):
    store = MissionSave(tmp_path)
    names = old_replays(store.replays, 105)

    unlink = Path.unlink

    def refuse(self, missing_ok=False):  # type: ignore[no-untyped-def]
        if self.parent == store.replays:
            raise PermissionError(13, "Permission denied", str(self))
        unlink(self, missing_ok)

    monkeypatch.setattr(Path, "unlink", refuse)
    record = next(r for s in range(30) if (r := played("mission-4", s)).ending is Standing.LOST)
    new = store.finish(record)
    monkeypatch.undo()
    assert {p.name for p in store.replays.iterdir()} == {new.name, *names}
    assert read_record(new).lines == record.lines


def test_every_action_edited_to_another_seat_card_or_slot_is_refused_by_line():
    """Each action line of a record with its seat, card or slot changed: a RecordError
    naming that line (or a game that still plays, when the edit is legal), never a crash."""
    record = played("mission-1", 4, rounds=2)
    text = to_text(record)
    lines = text.split("\n")
    start = lines.index("actions") + 1
    checked = 0
    for number, line in enumerate(lines[start:], start + 1):
        words = line.split()
        if not words or words[0] in ("round", "end", "time-ran-out"):
            continue
        variants = [[words[0], "7", *words[2:]], [words[0], "-1", *words[2:]]]
        if words[0] in ("draft", "place", "scrap"):
            variants.append([*words[:2], "speed#99999", *words[3:]])
            variants.append([*words[:2], "card#x", *words[3:]])
        if words[0] in ("place", "install"):
            variants.append([*words[:3], "0"])
        for variant in variants:
            changed = "\n".join([*lines[: number - 1], " ".join(variant), *lines[number:]])
            try:
                play_back(from_text(changed))
            except RecordError as error:
                assert error.line >= number, f"{' '.join(variant)}: {error}"
            checked += 1
    assert checked > 80


def test_an_ended_mission_left_in_the_save_is_kept_as_a_replay_when_loaded(tmp_path):
    """Its replay could not be written when it ended (the disk said no): the next load
    keeps it, and Continue offers nothing."""
    store = MissionSave(tmp_path)
    record = next(r for s in range(30) if (r := played("mission-4", s)).ending is Standing.LOST)
    store.write(record)
    assert store.load() == (None, None)
    (replay,) = (tmp_path / "replays").iterdir()
    assert from_text(replay.read_text(encoding="utf-8")).lines == record.lines
    assert not store.path.exists()
