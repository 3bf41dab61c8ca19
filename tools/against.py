"""Another commit's benchmark, run in the same run as ours, for figures that compare.

Machines here differ by 2x, so a bare time compares nothing; a ratio to the same benchmark
of a named commit, measured minutes apart on the same machine, does. The commit is checked
out in a temporary git worktree (removed after) and its own script is run there, so it is
measured as it was, with its own code.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = "d183359"  # main before the wave that asked for ratios


@contextmanager
def checkout(rev: str) -> Iterator[Path]:
    """A temporary worktree of ``rev``."""
    path = Path(tempfile.mkdtemp(prefix="mvm-against-"))
    add = ["git", "worktree", "add", "--detach", "--quiet", str(path), rev]
    try:
        subprocess.run(add, cwd=ROOT, check=True, capture_output=True, text=True)
    except subprocess.CalledProcessError as failed:
        shutil.rmtree(path, ignore_errors=True)
        raise SystemExit(f"cannot check out {rev!r}: {failed.stderr.strip()}") from None
    try:
        yield path
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(path)], cwd=ROOT, check=False)
        shutil.rmtree(path, ignore_errors=True)


def last_line(rev: str, script: str, arguments: list[str]) -> str:
    """The last line ``tools/<script>`` prints when run from commit ``rev``."""
    with checkout(rev) as path:
        return last_line_in(path, script, arguments)


def last_line_in(path: Path, script: str, arguments: list[str]) -> str:
    """The last line ``tools/<script>`` prints when run in the checkout at ``path``."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, str(Path("tools") / script), *arguments],
        cwd=path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise SystemExit(f"{script} in {path} failed:\n{done.stdout}\n{done.stderr}")
    return lines[-1]


def figure(line: str, name: str) -> float:
    """The number after ``name:`` in a benchmark's line."""
    found = re.search(re.escape(name) + r":\s*([0-9.]+)", line)
    if not found:
        raise SystemExit(f"no {name!r} figure in {line!r}")
    return float(found.group(1))
