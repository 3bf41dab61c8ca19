"""A small seeded batch of mutated content and save files: each one, loaded in its own
process, ends in a clear error or is accepted (and then plays); never a traceback or a hang."""

from __future__ import annotations

import os
import random
import shutil

import fuzz  # tools/fuzz.py
import pytest

CASES = 10


def test_a_seeded_batch_has_no_tracebacks_and_no_hangs():
    verdicts = fuzz.fuzz(CASES, seed=12, jobs=2, keep=None, only=None)
    surprises = [v for v in verdicts if v.kind in (fuzz.TRACEBACK, fuzz.HANG)]
    assert not surprises, "\n".join(
        f"case {v.case.number}: {v.case.target}: {v.case.mutation}: {v.kind}: {v.detail}"
        for v in surprises
    )
    kinds = {v.kind for v in verdicts}
    assert fuzz.CLEAR in kinds, "no mutation was refused: the batch tests nothing"
    assert all(
        v.detail.startswith(("content error: ", "save error: "))
        for v in verdicts
        if v.kind == fuzz.CLEAR
    )


@pytest.mark.parametrize("case_seed", ["7:3", "1:3", "1:5", "1:22"])
def test_a_case_is_made_the_same_way_every_time(tmp_path, case_seed):
    made = []
    for name in ("a", "b"):
        folder = tmp_path / name
        folder.mkdir()
        case = fuzz.prepare(case_seed, 3, folder)
        made.append((case, snapshot(folder)))
    assert made[0] == made[1]


def snapshot(folder):  # type: ignore[no-untyped-def]
    """Every name in ``folder`` and what it is: a file's bytes, a link's target, a FIFO."""
    seen = {}
    for path in sorted(folder.rglob("*")):
        name = path.relative_to(folder).as_posix()
        if path.is_symlink():
            seen[name] = f"link to {os.readlink(path)}"
        elif path.is_fifo():
            seen[name] = "fifo"
        elif path.is_file():
            seen[name] = path.read_bytes()
    return seen


def copy_for_a_case(folder):  # type: ignore[no-untyped-def]
    """The folder ``prepare`` makes, before anything is broken."""
    for name in ("missions.yaml", "cards.yaml", fuzz.GUIDE):
        shutil.copy(fuzz.ROOT / name, folder / name)
    shutil.copytree(fuzz.ROOT / "maps", folder / "maps")
    (folder / "save").mkdir()
    for name, text in (
        (fuzz.SAVE_NAME, fuzz.a_save()),
        (fuzz.MISSION_SAVE, fuzz.a_mission_save()),
        (fuzz.SETTINGS, fuzz.a_settings_file()),
    ):
        (folder / "save" / name).write_text(text, encoding="utf-8")


@pytest.mark.parametrize(
    "plant",
    [fuzz._layer_bomb, fuzz._tiny_tiles, fuzz._yaml_bomb, fuzz._outside, fuzz._fifo],
    ids=["layer bomb", "tiny tiles", "alias bomb", "outside source", "FIFO"],
)
def test_each_kind_of_hostile_content_ends_in_a_clear_error(tmp_path, plant):
    folder = tmp_path / "content"
    folder.mkdir()
    copy_for_a_case(folder)
    what = plant(folder, random.Random(3))
    verdict = fuzz.run(fuzz.Case(1, "content", what), folder)
    assert verdict.kind == fuzz.CLEAR, (what, verdict)


@pytest.mark.parametrize(
    "plant",
    [fuzz._save_fifo, fuzz._replays_a_file, fuzz._record_nonsense, fuzz._broken_cache],
    ids=["FIFO", "replays a file", "record nonsense", "broken cache"],
)
def test_each_kind_of_hostile_save_is_no_surprise(tmp_path, plant):
    folder = tmp_path / "content"
    folder.mkdir()
    copy_for_a_case(folder)
    what = plant(folder / "save", random.Random(5))
    verdict = fuzz.run(fuzz.Case(1, fuzz.SAVE_NAME, what), folder)
    assert verdict.kind in (fuzz.CLEAR, fuzz.ACCEPTED), (what, verdict)
