"""How long the game takes from the command to its first frame on screen, headless.

    python tools/bench_startup.py [--runs N]

Starts ``python -m game --size 1920x1080`` in a fresh process N times (after one run not
counted, which warms the disk cache and compiles the bytecode, as an installed game has it)
on SDL's dummy driver; each process stops at its first
``pygame.display.flip`` and says when that was and how much CPU it had used. Prints each
phase's median length (interpreter, imports, content, window, title screen), the
median CPU and wall time of all runs, and, last: ``start-up to first frame: X s (×R against
import pygame)``: the median wall time, and its ratio to a bare ``python -c "import pygame"``
started the same way in the same run, between the game's runs (machines here differ by 2x, so
a bare time compares nothing; CPU time is the steadier figure on a busy machine).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Run inside the measured process: stop at the first flip and report.
CHILD = """
import json, os, resource, sys, time
sys.argv = ["mechs-vs-minions", "--size", "1920x1080"]
marks = {"interpreter": time.time(), "cpu interpreter": time.process_time()}
import pygame
def flip(*args):
    marks["first frame"] = time.time()
    marks["cpu first frame"] = time.process_time()
    use = resource.getrusage(resource.RUSAGE_SELF)
    marks["cpu"] = use.ru_utime + use.ru_stime
    print("STARTUP " + json.dumps(marks), flush=True)
    os._exit(0)
pygame.display.flip = flip
import game.app
marks["imports"] = time.time()
marks["cpu imports"] = time.process_time()
from game import content
real = content.campaign
def campaign(*args, **kwargs):
    found = real(*args, **kwargs)
    marks.setdefault("content", time.time())
    marks.setdefault("cpu content", time.process_time())
    return found
content.campaign = campaign
sys.exit(game.app.main(sys.argv[1:]))
"""


REFERENCE = "import pygame"


def bench_env(cache: str) -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    # As installed, the game runs from compiled bytecode: written by the warm-up run to a
    # folder of its own (not beside the sources), read by the counted runs.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = cache
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    env["MVM_SAVE_DIR"] = "/nonexistent/mvm-bench-startup"  # never the player's own save
    return env


def reference_once(cache: str) -> float:
    """Wall time of a bare interpreter importing pygame, from spawn to exit."""
    start = time.time()
    subprocess.run([sys.executable, "-c", REFERENCE], cwd=ROOT, env=bench_env(cache), check=True)
    return time.time() - start


def run_once(cache: str) -> dict[str, float]:
    env = bench_env(cache)
    start = time.time()
    done = subprocess.run(
        [sys.executable, "-c", CHILD],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    line = next((x for x in done.stdout.splitlines() if x.startswith("STARTUP ")), None)
    if line is None:
        raise SystemExit(f"the game never drew a frame:\n{done.stdout}\n{done.stderr}")
    marks: dict[str, float] = json.loads(line.removeprefix("STARTUP "))
    marks["start"] = start
    return marks


def phases(runs: list[dict[str, float]], prefix: str = "") -> str:
    """Each phase's median length over the runs (``prefix`` "cpu ": in CPU time)."""
    order = ["interpreter", "imports", "content", "first frame"]
    steps = []
    if not prefix:
        order.insert(0, "start")
    for before, name in zip(order, order[1:], strict=False):
        lengths = [r[prefix + name] - r[prefix + before] for r in runs if prefix + name in r]
        if lengths:
            steps.append(f"{name} {1000 * statistics.median(lengths):.0f} ms")
    return ", ".join(steps)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="mvm-bytecode-") as cache:
        run_once(cache)  # warm-up: files in the disk cache, bytecode compiled
        reference_once(cache)
        runs, references = [], []
        for _ in range(args.runs):  # interleaved, so a busy moment weighs on both alike
            runs.append(run_once(cache))
            references.append(reference_once(cache))
    print(f"by phase, wall: {phases(runs)}")
    cpu_start = statistics.median(r["cpu interpreter"] for r in runs)
    print(f"by phase, cpu: interpreter {1000 * cpu_start:.0f} ms, {phases(runs, 'cpu ')}")
    walls = [r["first frame"] - r["start"] for r in runs]
    cpus = [r["cpu"] for r in runs]
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"{args.runs} runs: wall median {statistics.median(walls):.3f} s (min {min(walls):.3f})")
    print(f"  cpu median {statistics.median(cpus):.3f} s (min {min(cpus):.3f})")
    print(f"  all children: {children.ru_utime + children.ru_stime:.2f} s cpu")
    print(f"load average: {' '.join(f'{n:.2f}' for n in os.getloadavg())}")
    wall = statistics.median(walls)
    reference = statistics.median(references)
    print(f"{REFERENCE}: wall median {reference:.3f} s")
    print(f"start-up to first frame: {wall:.3f} s (×{wall / reference:.1f} against {REFERENCE})")


if __name__ == "__main__":
    main()
