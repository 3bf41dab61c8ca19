"""A small seeded batch of mutated content and save files: each one, loaded in its own
process, ends in a clear error or is accepted (and then plays); never a traceback or a hang."""

from __future__ import annotations

import fuzz  # tools/fuzz.py

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


def test_a_case_is_made_the_same_way_every_time(tmp_path):
    made = []
    for name in ("a", "b"):
        folder = tmp_path / name
        folder.mkdir()
        case = fuzz.prepare("7:3", 3, folder)
        target = folder / "save" / case.target if case.is_save else folder / case.target
        made.append((case, target.read_bytes()))
    assert made[0] == made[1]
