"""A save survives the game being killed while it writes: 200 times (or more, until enough
kills landed mid-write) a saving process is killed (SIGKILL, no clean-up) at a random
moment, and each time the save on disk is the previous complete save or the next one,
never a mix, never empty."""

from __future__ import annotations

import itertools
import os
import random
import signal
import time
from dataclasses import replace

import pytest

from game import saves as saves_module
from game.record import Record, Setup, from_text, record_actions, to_text
from game.rules import Yordle
from game.saves import MissionSave
from game.storage import TEMP_SUFFIX

KILLS = 200


def saves(count: int) -> list[str]:
    """``count`` different save texts of different lengths (prefixes of a real game)."""
    base = record_actions(Setup("mission-1", (Yordle.CORKI, Yordle.ZIGGS), 3), ())
    lines = tuple(f"draft {n % 2} speed" for n in range(400))
    texts = []
    for n in range(count):
        record: Record = replace(base, lines=lines[: (n * 37) % 400], round=n % 10_000)
        texts.append(to_text(record))
    return texts


def nth(texts: list[str], n: int) -> str:
    """Save ``n`` of an endless run: the texts over again (neighbours always differ), so a
    fast disk never runs the saver out of saves to write."""
    return texts[n % len(texts)]


def saver(store: MissionSave, texts: list[str], first: int, report: int) -> None:
    """The game's saving, in a loop: write save ``first``, then the next... telling the
    test through the pipe which ones are complete. Never returns."""
    try:
        for n in itertools.count(first):
            store.write(from_text(nth(texts, n)))
            os.write(report, n.to_bytes(8, "little"))
    finally:
        os._exit(0)


def first_save(store: MissionSave, texts: list[str]) -> float:
    """Seconds from forking a saver to its first complete save."""
    read_end, write_end = os.pipe()
    start = time.perf_counter()
    child = os.fork()
    if child == 0:
        os.close(read_end)
        saver(store, texts, 1, write_end)
    os.close(write_end)
    os.read(read_end, 8)
    spent = time.perf_counter() - start
    os.kill(child, signal.SIGKILL)
    os.waitpid(child, 0)
    os.close(read_end)
    return spent


def completed(pipe: int) -> list[int]:
    data = b""
    while chunk := os.read(pipe, 65536):
        data += chunk
    return [int.from_bytes(data[i : i + 8], "little") for i in range(0, len(data), 8)]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="killing a saver needs fork()")
def test_a_save_killed_at_any_moment_is_the_previous_or_the_next_complete_one(
    tmp_path, monkeypatch
):
    # Saves as the game writes them: timed, so without the tests' reading back of each one
    # (``saves_read_back``), which would slow every save; these texts read back below.
    monkeypatch.setattr(saves_module, "to_text", to_text)
    texts = saves(KILLS * 40)
    store = MissionSave(tmp_path)
    start = time.perf_counter()
    for n in range(5):
        store.write(from_text(texts[n]))
    one_save = (time.perf_counter() - start) / 5
    first = first_save(store, texts)
    store.write(from_text(texts[0]))
    # Kills spread over a saver's start and a few saves' time, however slow this machine's
    # disk, and this process's fork (a big test process forks slowly), are right now: some
    # land mid-write, some after a save completes.
    window = first + 3 * one_save + 0.002
    on_disk, chooser = 0, random.Random(10)
    mid_write = 0  # kills that left a temporary file: they landed while a save was written
    kills = 0
    # At least KILLS kills, and on a busy machine more (up to three times as many) until a
    # quarter of them have landed mid-write and a quarter after a save completed.
    while kills < KILLS or min(mid_write, on_disk) <= KILLS // 4:
        if kills >= 3 * KILLS:
            break
        kill, kills = kills, kills + 1
        read_end, write_end = os.pipe()
        child = os.fork()
        if child == 0:
            os.close(read_end)
            saver(store, texts, on_disk + 1, write_end)
        os.close(write_end)
        time.sleep(chooser.uniform(0, window))
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
        done = completed(read_end)
        os.close(read_end)
        last = done[-1] if done else on_disk
        text = store.path.read_text(encoding="utf-8")
        assert text in (nth(texts, last), nth(texts, last + 1)), f"kill {kill}: the save is torn"
        from_text(text)  # and it reads as a whole record
        on_disk = last if text == nth(texts, last) else last + 1
        left = list(tmp_path.glob(f"*{TEMP_SUFFIX}"))
        mid_write += bool(left)
        for temp in left:  # what the next launch's clean-up does, a minute later
            temp.unlink()
    print(f"{kills} kills, {mid_write} mid-write, {on_disk} saves completed")
    assert on_disk > KILLS // 4, "the saver hardly ever finished a save: the kills proved little"
    assert mid_write > KILLS // 4, "few kills landed while a save was being written"
