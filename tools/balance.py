"""Play every mission with the planning bot and write docs/balance.md.

    python tools/balance.py                     # 1-4 seats, normal and EZ, 6 games each
    python tools/balance.py --games 2 --seats 2 --missions mission-3 --out /tmp/b.md

Each game is one process-pool job (the bot is single-threaded); each result is printed as it
comes (and with ``--raw FILE`` kept as JSON lines). A game that fails counts as a loss whose
cause is the error. Interrupted (Ctrl+C, or SIGINT to this process), it stops starting games
and writes the report from the games played, saying how many were left out. Notes written
below the NOTES marker of an earlier report are kept. With ``--record DIR`` every game leaves
its replay in DIR with the bot's reasons beside it (``python -m game replay`` shows them).
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import math
import os
import subprocess
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.commands import Played, record_played  # noqa: E402
from game.commands import play as play_game  # noqa: E402
from game.content import campaign, load_mission  # noqa: E402

MODES = {"normal": False, "ez": True}
# Issue 24: the share of games to win in each (mode, seats) cell that has a target.
TARGETS = {("ez", 2): 0.8, ("ez", 4): 0.8, ("normal", 2): 0.5, ("normal", 4): 0.5, ("ez", 1): 0.5}


def play(job: tuple[str, int, bool, int, int, Path | None]) -> dict:
    mission_id, seats, is_ez, seed, cap, folder = job
    started = time.perf_counter()
    try:
        mission = load_mission(mission_id)
        explained = folder is not None
        played: Played = play_game(
            mission, seats, seed, is_ez, cap, bot="planner", is_explained=explained
        )
        if folder is not None:
            record_played(folder, played, is_ez)
        verdict, rounds = played.verdict, played.rounds
    except Exception as error:  # noqa: BLE001 -- one broken game must not lose the others
        verdict, rounds = f"loss (error: {type(error).__name__}: {error})", 0
    return {
        "mission": mission_id,
        "seats": seats,
        "ez": is_ez,
        "seed": seed,
        "verdict": verdict,
        "rounds": rounds,
        "seconds": round(time.perf_counter() - started, 1),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="tools/balance.py")
    parser.add_argument("--games", type=int, default=6, help="games per mission, seats, mode")
    parser.add_argument("--seats", default="1,2,3,4")
    parser.add_argument("--modes", default="normal,ez")
    parser.add_argument("--missions", default="all", help="comma-separated ids, or all")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=30, help="round cap per game")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "balance.md")
    parser.add_argument("--raw", type=Path, help="also keep every result here, as JSON lines")
    parser.add_argument(
        "--targets-only", action="store_true", help="play only the cells that have a target"
    )
    parser.add_argument(
        "--record", type=Path, help="keep every game's replay here, with the bot's reasons"
    )
    args = parser.parse_args(argv)
    missions = [m for m in campaign() if args.missions == "all" or m.id in args.missions.split(",")]
    seat_counts = [int(s) for s in args.seats.split(",")]
    modes = [m for m in MODES if m in args.modes.split(",")]
    jobs = [
        (m.id, seats, MODES[mode], args.seed + i, args.rounds, args.record)
        for m in missions
        for mode in modes
        for seats in seat_counts
        if m.seats[0] <= seats <= m.seats[1] and (not args.targets_only or (mode, seats) in TARGETS)
        for i in range(args.games)
    ]
    source = commit()  # the code these games are played with, before anything changes
    results = []
    started = time.perf_counter()
    raw = args.raw.open("w") if args.raw else contextlib.nullcontext()
    with ProcessPoolExecutor(args.jobs) as pool, raw:
        try:
            for done in as_completed([pool.submit(play, job) for job in jobs]):
                result = done.result()
                results.append(result)
                if args.raw:
                    raw.write(json.dumps(result) + "\n")
                    raw.flush()
                print(
                    f"[{len(results)}/{len(jobs)}] {result['mission']} seats={result['seats']} "
                    f"{'ez' if result['ez'] else 'normal'} seed={result['seed']}: "
                    f"{result['verdict']} in {result['rounds']} rounds ({result['seconds']} s)",
                    flush=True,
                )
        except KeyboardInterrupt:
            print("interrupted: writing the report from the games played", flush=True)
            pool.shutdown(wait=False, cancel_futures=True)
    minutes = (time.perf_counter() - started) / 60
    notes = kept_notes(args.out)
    left_out = len(jobs) - len(results)
    text = report(results, missions, seat_counts, modes, args, minutes, source, left_out)
    args.out.write_text(text + notes)
    print(f"wrote {args.out}")
    return 0


NOTES = "<!-- notes: written by hand, kept when the report is made again -->"


def kept_notes(path: Path) -> str:
    """The hand-written part of an earlier report (from the NOTES marker on), if any."""
    if not path.exists():
        return ""
    text = path.read_text()
    return "\n" + text[text.index(NOTES) :] if NOTES in text else ""


def commit() -> str:
    """The commit checked out, marked if tracked files have changed since."""
    head = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT
    ).stdout.strip()
    dirty = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=no"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    ).stdout.strip()
    return f"`{head}`" + (" (with uncommitted changes)" if dirty else "")


def report(results, missions, seat_counts, modes, args, minutes, source, left_out=0) -> str:
    today = datetime.date.today().isoformat()
    lines = [
        "# Balance: the planning bot plays the campaign",
        "",
        f"Made by `tools/balance.py` on {today} from commit {source}: {args.games} games per"
        f" mission, seat count and mode (seeds {args.seed}-{args.seed + args.games - 1}),"
        f" rounds capped at {args.rounds}; {minutes:.0f} minutes on {args.jobs} processes"
        + (f"; interrupted, {left_out} games not played." if left_out else "."),
        "",
        "Targets (issue 24): every mission is won in at least "
        + ", ".join(
            f"{rate:.0%} of {mode} games at {_seats(seats)}"
            for (mode, seats), rate in TARGETS.items()
        )
        + ".",
        "",
        "Each cell: games won / played, then the mean number of rounds played.",
        "",
    ]
    columns = [
        (mode, seats)
        for mode in modes
        for seats in seat_counts
        if any(_games(results, m.id, seats, mode) for m in missions)
    ]
    lines.append("| Mission | " + " | ".join(f"{m} {s}p" for m, s in columns) + " |")
    lines.append("|---|" + "---|" * len(columns))
    for mission in missions:
        cells = []
        for mode, seats in columns:
            games = _games(results, mission.id, seats, mode)
            if not games:
                cells.append("-")
                continue
            won = sum(g["verdict"] == "win" for g in games)
            mean = sum(g["rounds"] for g in games) / len(games)
            cells.append(f"{won}/{len(games)}, {mean:.1f}")
        lines.append(f"| {mission.id} | " + " | ".join(cells) + " |")
    lines += ["", "## Targets", ""]
    misses = []
    for mission in missions:
        for (mode, seats), target in TARGETS.items():
            games = _games(results, mission.id, seats, mode)
            if mode not in modes or not games:
                continue
            won = sum(g["verdict"] == "win" for g in games)
            if won / len(games) < target:
                luck = as_low_by_chance(won, len(games), target)
                misses.append(
                    f"- {mission.id}, {mode}, {_seats(seats)}: won {won / len(games):.0%}"
                    f" (target {target:.0%}); at the target, {luck:.0%} of cells would"
                    " come out this low"
                )
    lines += misses or ["Every target is met."]
    lines += ["", "## Commonest causes of loss", ""]
    for mission in missions:
        causes = Counter(
            g["verdict"] for g in results if g["mission"] == mission.id and g["verdict"] != "win"
        )
        if causes:
            text = "; ".join(f"{_cause(v)} ({n})" for v, n in causes.most_common(3))
            lines.append(f"- {mission.id}: {text}")
    return "\n".join(lines) + "\n"


def as_low_by_chance(won: int, played: int, target: float) -> float:
    """The chance that a bot winning ``target`` of its games wins ``won`` or fewer of
    ``played`` (the binomial tail): near a half, the miss is what luck gives; near none,
    the bot falls short. A cell of ten games tells little more.

    >>> round(as_low_by_chance(4, 10, 0.5), 3), round(as_low_by_chance(1, 10, 0.5), 3)
    (0.377, 0.011)
    """
    return sum(
        math.comb(played, k) * target**k * (1 - target) ** (played - k) for k in range(won + 1)
    )


def _seats(count: int) -> str:
    return f"{count} seat" + ("" if count == 1 else "s")


def _games(results, mission_id, seats, mode):
    return [
        g
        for g in results
        if g["mission"] == mission_id and g["seats"] == seats and g["ez"] == MODES[mode]
    ]


def _cause(verdict: str) -> str:
    if verdict == "cap":
        return "ran out of rounds"
    return verdict.removeprefix("loss (").removesuffix(")")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
