"""Whether a finished mission's memory comes back: RSS over many restarts, headless.

    python tools/bench_memory.py [--restarts N] [--frames F]

Plays a 4-seat mission with the mouse (as ``bench_render`` does) for F frames, then restarts
it the way the pause menu does (Pause, then "Restart this mission?", then a new play scene
in place of all three), N times, with Python's garbage collector left to run as it runs
in the game. After each restart, once the new scene has drawn its first frame, it reads
the process's resident memory and whether the old scene is already gone. Prints the RSS
after the first restart, the most, how much of the growth is the picture caches filling up
to their budgets (``game.assets``), how many old scenes outlived their restart, and last:
``RSS after N restarts: +X MB over the first``.
"""

from __future__ import annotations

import argparse
import random
import sys
import weakref
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from bench_render import Couch, Part, Rig  # noqa: E402

from game.assets import ART_BYTES, KEPT_BYTES, TEXT_BYTES  # noqa: E402
from game.rules import Yordle  # noqa: E402
from game.scenes import routes  # noqa: E402
from game.scenes.base import Push, Replace  # noqa: E402
from game.scenes.routes import Leaving  # noqa: E402
from game.scenes.settings import Settings, Speed  # noqa: E402


def rss_mb() -> float:
    """This process's resident memory now, in MB (Linux's /proc)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise SystemExit("no /proc/self/status: RSS cannot be read here")


def play_a_while(rig: Rig, frames: int, seed: int) -> None:
    """Mouse play for about ``frames`` frames (or until the mission ends)."""
    couch = Couch(rig, random.Random(seed))
    start = len(rig.part.cpu)
    while rig.play is not None and len(rig.part.cpu) - start < frames:
        couch.turn(rig.play)


def restart(rig: Rig, settings: Settings) -> None:
    """What Esc, Restart and the confirmation do: a new play scene in place of the three."""
    assert rig.stack is not None
    rig.stack.apply(Push(routes.Pause(settings)))
    rig.stack.apply(Push(routes.Confirm(Leaving.RESTART, 3, settings)))
    rig.stack.apply(Replace(routes.Play(settings), levels=3))
    rig.frame()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--restarts", type=int, default=50)
    parser.add_argument("--frames", type=int, default=1500, help="frames played before each")
    args = parser.parse_args()
    pygame.init()
    rig = Rig((1920, 1080))
    settings = Settings(mission_id="mission-10", yordles=tuple(Yordle), seed=4, speed=Speed.FAST)
    rig.start(settings, Part("memory"))
    readings, outlived, cached = [], 0, []
    for n in range(args.restarts):
        play_a_while(rig, args.frames, n)
        assert rig.stack is not None
        old = weakref.ref(rig.stack.scenes[0])
        restart(rig, settings)
        outlived += old() is not None
        readings.append(rss_mb())
        cached.append(rig.assets.cached_bytes / 2**20)
        if n % 10 == 9:
            print(f"after {n + 1} restarts: RSS {readings[-1]:.1f} MB")
    first, last = readings[0], readings[-1]
    print(f"RSS after the first restart {first:.1f} MB, most {max(readings):.1f} MB")
    budget = (TEXT_BYTES + ART_BYTES + KEPT_BYTES) / 2**20
    print(
        f"picture caches: {cached[0]:.1f} MB after the first restart, {cached[-1]:.1f} MB "
        f"after the last ({cached[-1] - cached[0]:+.1f} MB of the growth; budget {budget:.0f} MB)"
    )
    print(f"old scenes still in memory after their restart: {outlived} of {args.restarts}")
    print(f"RSS after {args.restarts} restarts: {last - first:+.1f} MB over the first")


if __name__ == "__main__":
    main()
