"""How long the game takes from the command to its first frame on screen, headless.

    python tools/bench_startup.py [--runs N]

Starts ``python -m game --size 1920x1080`` in a fresh process N times (after one run not
counted, which warms the disk cache) on SDL's dummy driver; each process stops at its first
``pygame.display.flip`` and says when that was and how much CPU it had used. Prints each
phase's share of the first run (interpreter, imports, content, window, title screen), the
median CPU and wall time of all runs, and, last: ``start-up to first frame: X s``
(the median wall time; CPU time is the steadier figure on a busy machine).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Run inside the measured process: stop at the first flip and report.
CHILD = """
import json, os, resource, sys, time
sys.argv = ["mechs-vs-minions", "--size", "1920x1080"]
marks = {"interpreter": time.time()}
import pygame
def flip(*args):
    marks["first frame"] = time.time()
    use = resource.getrusage(resource.RUSAGE_SELF)
    marks["cpu"] = use.ru_utime + use.ru_stime
    print("STARTUP " + json.dumps(marks), flush=True)
    os._exit(0)
pygame.display.flip = flip
import game.app
marks["imports"] = time.time()
from game import content
real = content.campaign
def campaign(*args, **kwargs):
    found = real(*args, **kwargs)
    marks.setdefault("content", time.time())
    return found
content.campaign = campaign
sys.exit(game.app.main(sys.argv[1:]))
"""


def run_once() -> dict[str, float]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    env["MVM_SAVE_DIR"] = "/nonexistent/mvm-bench-startup"  # never the player's own save
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


def phases(marks: dict[str, float]) -> str:
    order = ["start", "interpreter", "imports", "content", "first frame"]
    found = [name for name in order if name in marks]
    steps = [
        f"{name} {1000 * (marks[name] - marks[before]):.0f} ms"
        for before, name in zip(found, found[1:], strict=False)
    ]
    return ", ".join(steps)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    run_once()  # warm-up: files in the disk cache, bytecode compiled
    runs = [run_once() for _ in range(args.runs)]
    print(f"first run by phase: {phases(runs[0])}")
    walls = [r["first frame"] - r["start"] for r in runs]
    cpus = [r["cpu"] for r in runs]
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"{args.runs} runs: wall median {statistics.median(walls):.3f} s (min {min(walls):.3f})")
    print(f"  cpu median {statistics.median(cpus):.3f} s (min {min(cpus):.3f})")
    print(f"  all children: {children.ru_utime + children.ru_stime:.2f} s cpu")
    print(f"load average: {' '.join(f'{n:.2f}' for n in os.getloadavg())}")
    print(f"start-up to first frame: {statistics.median(walls):.3f} s")


if __name__ == "__main__":
    main()
