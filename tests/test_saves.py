"""Campaign saves: whatever is in the file, loading ends in progress or a message, and a file
that cannot be used is set aside so the next launch starts clean. The mission save is
written off the frame loop, the newest save last."""

from __future__ import annotations

import json
import os
import threading
import time
from dataclasses import replace

import pytest

from game import paths, storage
from game.progress import SAVE_NAME, Progress, SaveFile, Vocabulary
from game.record import Setup, Standing, record_actions, to_text
from game.rules import Yordle
from game.saves import MissionSave

KNOWN = Vocabulary(
    missions=frozenset({"tutorial", "mission-1", "mission-2"}),
    schematics=frozenset({"afterburners", "short_fuse"}),
    yordles=frozenset({"corki", "ziggs"}),
)


def save(**data: object) -> str:
    return json.dumps({"version": 1, **data})


BROKEN = {
    "a 5,000-digit number": '{"version": 1' + "0" * 5000 + "}",
    "a version of 5,000 digits": '{"version": ' + "9" * 5000 + "}",
    "a 50,000-deep nested list": '{"version": 1, "won": ' + "[" * 50_000 + "]" * 50_000 + "}",
    "a fraction": '{"version": 1.5}',
    "NaN": '{"version": NaN}',
    "an unknown mission id": save(won=["mission-99"]),
    "an empty Schematic name": save(schematics=[""]),
    "a 10,000-character Schematic name": save(schematics=["x" * 10_000]),
    "an unknown Yordle": save(loadouts={"teemo": []}),
    "three Schematics in a loadout": save(
        loadouts={"corki": ["afterburners", "short_fuse", "afterburners"]}
    ),
    "one Schematic brought twice": save(loadouts={"corki": ["afterburners", "afterburners"]}),
    "a list of a thousand names": save(won=["tutorial"] * 1_000),
    "an unknown key": save(gold=3),
    "introductions that are not names": save(introduced=[3]),
    "the wrong version": save(version=2),
    "not UTF-8": b'{"version": 1, "won": ["\xff\xfe"]}',
    "random bytes": bytes(range(256)) * 4,
    "a file far too large": save(won=["tutorial"]) + " " * (storage.MAX_BYTES + 1),
    "an empty file": "",
}


@pytest.mark.parametrize("content", BROKEN.values(), ids=BROKEN.keys())
def test_a_save_it_cannot_use_is_set_aside_with_a_message(tmp_path, content):
    path = tmp_path / SAVE_NAME
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    progress, message = SaveFile(tmp_path, KNOWN).load()
    assert progress == Progress()
    assert message is not None and str(path) in message and "kept as" in message
    assert len(message) < 400, "the message quotes too much of the file"
    assert not path.exists() and (tmp_path / f"{SAVE_NAME}.bad").exists()
    assert SaveFile(tmp_path, KNOWN).load() == (Progress(), None), "the next launch is not clean"


def test_a_good_save_with_known_names_loads(tmp_path):
    text = save(
        won=["mission-1"], schematics=["afterburners"], loadouts={"corki": ["afterburners"]}
    )
    (tmp_path / SAVE_NAME).write_text(text, encoding="utf-8")
    progress, message = SaveFile(tmp_path, KNOWN).load()
    assert message is None
    assert progress.won == {"mission-1"} and progress.loadout("corki") == ("afterburners",)


def test_a_save_from_before_the_coach_loads_with_nothing_introduced(tmp_path):
    (tmp_path / SAVE_NAME).write_text(save(won=["tutorial"]), encoding="utf-8")
    progress, message = SaveFile(tmp_path, KNOWN).load()
    assert message is None and progress.won == {"tutorial"}
    assert progress.introduced == frozenset()


def test_introductions_read_are_saved_and_read_back(tmp_path):
    store = SaveFile(tmp_path, KNOWN)
    read = Progress(won=frozenset({"tutorial"}), introduced=frozenset({"bomb", "team_gears"}))
    assert store.save(read) is None
    assert store.load() == (read, None)
    written = json.loads((tmp_path / SAVE_NAME).read_text(encoding="utf-8"))
    assert written["introduced"] == ["bomb", "team_gears"] and written["version"] == 1


def test_the_real_content_knows_every_name_a_won_campaign_writes(tmp_path):
    known = Vocabulary.of_content()
    everything = Progress(known.missions, known.schematics, (("corki", ("afterburners",)),))
    store = SaveFile(tmp_path)
    assert store.save(everything) is None
    assert store.load() == (everything, None)


def test_a_stale_temporary_file_is_removed_at_start_but_a_fresh_one_is_left(tmp_path):
    stale = tmp_path / ".campaign-abc123.tmp"
    fresh = tmp_path / ".campaign-def456.tmp"
    other = tmp_path / ".settings-abc123.tmp"
    for path in (stale, fresh, other):
        path.write_text("half a save", encoding="utf-8")
    hour_ago = time.time() - 3600
    os.utime(stale, (hour_ago, hour_ago))
    os.utime(other, (hour_ago, hour_ago))
    SaveFile(tmp_path, KNOWN)
    assert not stale.exists(), "an interrupted save's temporary file stayed"
    assert fresh.exists(), "a save still being written by another window was deleted"
    assert other.exists(), "another file's temporary file was deleted"


def test_a_save_syncs_the_directory_after_the_rename(tmp_path, monkeypatch):
    synced = []

    def sync(directory):  # type: ignore[no-untyped-def]
        synced.append((directory, (tmp_path / SAVE_NAME).exists()))

    monkeypatch.setattr(paths, "sync_directory", sync)
    assert SaveFile(tmp_path, KNOWN).save(Progress(frozenset({"tutorial"}))) is None
    assert synced == [(tmp_path, True)], "the directory was not synced once the file was in place"
    assert [p.name for p in tmp_path.iterdir()] == [SAVE_NAME]


def test_a_failed_write_leaves_no_temporary_file_and_keeps_the_old_save(tmp_path, monkeypatch):
    store = SaveFile(tmp_path, KNOWN)
    store.save(Progress(frozenset({"tutorial"})))

    def refuse(src, dst):  # type: ignore[no-untyped-def]
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", refuse)
    message = store.save(Progress(frozenset({"tutorial", "mission-1"})))
    assert message is not None and "No space left on device" in message
    assert [p.name for p in tmp_path.iterdir()] == [SAVE_NAME]
    monkeypatch.undo()
    assert store.load()[0].won == {"tutorial"}


def test_nesting_ignores_brackets_inside_strings():
    assert storage.nesting('{"a": ["[[[", {"b": "}}"}]}') == 3


# --- the mission save, written off the frame loop ------------------------------------------


def test_saves_are_written_off_the_callers_thread_and_the_newest_wins(tmp_path, monkeypatch):
    written: list[tuple[str, str]] = []
    slow = storage.write_atomically

    def write(path, text):  # type: ignore[no-untyped-def]
        time.sleep(0.02)  # a slow disk: puts pile up behind the write under way
        slow(path, text)
        written.append((threading.current_thread().name, text))

    monkeypatch.setattr(storage, "write_atomically", write)
    writer = storage.BackgroundWriter()
    path = tmp_path / "mission.txt"
    for n in range(20):
        writer.put(path, f"save {n}")
    assert writer.settle() is None
    assert path.read_text(encoding="utf-8") == "save 19", "the newest save is the one on disk"
    assert all(name != threading.main_thread().name for name, _ in written)
    assert len(written) < 20, "saves put while one was written are folded into the newest"


def test_a_failed_background_save_is_reported_until_one_succeeds(tmp_path):
    writer = storage.BackgroundWriter()
    blocked = tmp_path / "a file" / "mission.txt"
    blocked.parent.write_text("where a folder should be", encoding="utf-8")
    writer.put(blocked, "save 1")
    assert isinstance(writer.settle(), OSError) and isinstance(writer.failure, OSError)
    writer.put(tmp_path / "mission.txt", "save 2")
    assert writer.settle() is None and writer.failure is None


def test_an_ended_mission_is_not_brought_back_by_a_save_still_on_its_way(tmp_path, monkeypatch):
    slow = storage.write_atomically

    def write(path, text):  # type: ignore[no-untyped-def]
        time.sleep(0.05)
        slow(path, text)

    monkeypatch.setattr(storage, "write_atomically", write)
    store = MissionSave(tmp_path)
    setup = Setup("tutorial", (Yordle.CORKI,), 3)
    store.write_soon(record_actions(setup, ()))
    replay = store.finish(replace(record_actions(setup, ()), ending=Standing.LOST))
    store.settle()
    assert replay.exists() and not store.path.exists(), "Continue would offer an ended mission"


def test_a_mission_set_aside_that_this_version_reads_comes_back_if_nothing_was_played_since(
    tmp_path,
):
    """Older versions set aside a timed draft's save (the Minuteglass's seconds with the
    house rule off): the newest such comes back for Continue, unless a mission was played
    since, and a file still of no use stays as it is."""
    draft = replace(record_actions(Setup("mission-3", (Yordle.CORKI,), 3), ()), timer=25)
    store = MissionSave(tmp_path)
    old = tmp_path / "mission.txt.bad"
    old.write_text(to_text(draft), encoding="utf-8")
    broken = tmp_path / "mission.txt.bad1"
    broken.write_text("mechs-vs-minions record 1\ncontent 12\n", encoding="utf-8")
    os.utime(broken, (time.time() - 60, time.time() - 60))  # set aside before the draft's
    saved, message = store.load()
    assert saved is not None and message is None and saved.record.timer == 25
    assert store.path.exists() and not old.exists() and broken.exists()

    store.path.rename(old)  # set aside again; then a mission is played and kept as a replay
    os.utime(old, (time.time() - 30, time.time() - 30))
    store.finish(
        replace(record_actions(Setup("tutorial", (Yordle.CORKI,), 3), ()), ending=Standing.LOST)
    )
    assert store.load() == (None, None) and old.exists(), "played since: it stays aside"
    for replay in store.replays.iterdir():
        replay.unlink()
    old.unlink()
    assert store.load() == (None, None) and broken.exists(), "of no use: left as it is"
