"""How fast the planning bot thinks, in the busiest moments of Missions 1, 5 and 10.

    python tools/bench_bot.py [--against REV] [--repeats N] [--profile]

For each mission, four bots play from a fixed seed until round ``--rounds``; the round that
starts with the most Minions on the board is the busiest. That round is then played again by
a fresh bot, timing every decision that has to think (each draft pick, each team plan, each
answer; handing out the next step of a plan already made is not counted). Commit REV
(default ``d183359``) is measured beside it from a temporary worktree, each side in a
process of its own: the missions' rounds in turns, three sweeps of them on each of
``--repeats`` pairs of processes (default 3), each pair on a hash seed both sides share.
It prints, last: ``programs/s: N (×R against REV), decision median: M ms``: N and M the
median sweep's, R the median of this commit's programs/s divided by REV's, sweep by
sweep side by side (``--against none`` leaves the comparison out).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE / "tools"))

import against  # noqa: E402

MISSIONS = ("mission-1", "mission-5", "mission-10")
SEATS = 4
TURNS = 3  # each pair of processes plays every mission's round this many times, in turns


def busiest_round(mission_id: str, seed: int, rounds: int) -> Any:
    """The start of the round with the most Minions, as four bots play."""
    from game import rules
    from game.bots import Planner, acting_seats
    from game.content import load_mission

    mission = load_mission(mission_id)
    game = rules.new_game(mission.rules_for(False), mission.board, seats=SEATS, seed=seed).game
    planner = Planner()
    busiest = game
    while game.result is None and game.round <= rounds:
        is_round_start = game.phase is rules.Phase.DRAFT and not any(m.hand for m in game.mechs)
        if is_round_start and len(game.minions) >= len(busiest.minions):
            busiest = game
        game = rules.apply(game, planner.next_action(game, acting_seats(game)[0])).game
    return busiest


def replay_round(game: Any) -> tuple[list[float], int]:
    """Every thinking decision's time (s) through one round, and programs scored."""
    from game import rules
    from game.bots import Planner, acting_seats

    planner = Planner()
    times: list[float] = []
    start = game.round
    while game.result is None and game.round == start:
        seat = acting_seats(game)[0]
        before = planner.scored
        began = time.perf_counter()
        action = planner.next_action(game, seat)
        took = time.perf_counter() - began
        if planner.scored > before:  # it thought (a plan already made costs nothing)
            times.append(took)
        game = rules.apply(game, action).game
    return times, planner.scored


def serve(args: argparse.Namespace) -> None:
    """Find the busiest rounds, then replay the one each stdin line names (a mission),
    printing its decisions' times and programs scored as a JSON line."""
    states = {m: busiest_round(m, args.seed, args.rounds) for m in args.missions}
    print(json.dumps({m: [g.round, len(g.minions)] for m, g in states.items()}), flush=True)
    for line in sys.stdin:
        times, scored = replay_round(states[json.loads(line)])
        print(json.dumps({"times": times, "scored": scored}), flush=True)


class Worker:
    """A process measuring the tree at ``root``, one mission's round at a time."""

    def __init__(self, root: Path, args: argparse.Namespace, hash_seed: int) -> None:
        command = [sys.executable, __file__, "--serve", "--root", str(root), *_given(args)]
        self.process = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=root,
            env=dict(os.environ, PYTHONHASHSEED=str(hash_seed), SDL_VIDEODRIVER="dummy"),
        )
        self.root = root
        self.found: dict[str, list[int]] = self._read()

    def replay(self, mission: str) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(mission) + "\n")
        self.process.stdin.flush()
        return self._read()

    def _read(self) -> Any:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the bench worker in {self.root} stopped")
        return json.loads(line)

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def _given(args: argparse.Namespace) -> list[str]:
    return ["--seed", str(args.seed), "--rounds", str(args.rounds), "--missions", *args.missions]


def figures(sweeps: list[dict[str, Any]]) -> tuple[float, float]:
    """Programs a second over one sweep (every mission's round once), and its median
    decision (ms)."""
    times = [t for run in sweeps for t in run["times"]]
    return sum(run["scored"] for run in sweeps) / sum(times), statistics.median(times) * 1000


def measure_beside(theirs_root: Path, args: argparse.Namespace) -> list[tuple[Any, Any]]:
    """Sweeps of both trees side by side, a mission's round at a time in turns: each pair
    of sweeps ran within the same few seconds. A second of thinking is easily swayed by
    what else the machine does, and its speed drifts by half within a minute (whole runs
    in turns gave ×2.73 to ×3.06 for the same code, and the least of nine runs each ×2.74
    to ×3.52), and a process's speed is partly luck (its hash seed, where its memory
    lands), so each repeat is a fresh pair of processes."""
    pairs: list[tuple[Any, Any]] = []
    found: dict[str, list[int]] = {}
    for repeat in range(args.repeats):
        workers = Worker(HERE, args, repeat), Worker(theirs_root, args, repeat)
        for turn in range(TURNS):
            ours: list[Any] = []
            theirs: list[Any] = []
            for index, mission in enumerate(args.missions):
                order = (0, 1) if (turn + index) % 2 == 0 else (1, 0)
                for side in order:
                    (ours, theirs)[side].append(workers[side].replay(mission))
            pairs.append((ours, theirs))
        for worker in workers:
            worker.close()
        found = workers[0].found
    for mission, (round_, minions) in found.items():
        print(f"{mission}: round {round_}, {minions} Minions")
    return pairs


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="tools/bench_bot.py")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=4, help="rounds played to find the busiest")
    parser.add_argument("--profile", action="store_true", help="print where the time goes")
    parser.add_argument("--against", default=against.REFERENCE, help="commit to compare with")
    parser.add_argument(
        "--repeats", type=int, default=3, help="pairs of processes, each on its own hash seed"
    )
    parser.add_argument("--missions", nargs="+", default=list(MISSIONS), help=argparse.SUPPRESS)
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--root", type=Path, default=HERE, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.root))
    if args.serve:
        serve(args)
        return 0
    if args.profile or args.against == "none":
        return _alone(args)
    with against.checkout(args.against) as path:
        pairs = measure_beside(Path(path), args)
    ours = [figures(mine) for mine, _ in pairs]
    theirs = [figures(other) for _, other in pairs]
    ratio = statistics.median(mine[0] / other[0] for mine, other in zip(ours, theirs, strict=True))
    rate, median = (statistics.median(m[i] for m in ours) for i in (0, 1))
    their_rate, their_median = (statistics.median(t[i] for t in theirs) for i in (0, 1))
    print(f"{args.against}: programs/s: {their_rate:.0f}, decision median: {their_median:.0f} ms")
    print(
        f"programs/s: {rate:.0f} (×{ratio:.2f} against {args.against}),"
        f" decision median: {median:.0f} ms"
    )
    return 0


def _alone(args: argparse.Namespace) -> int:
    """This tree's figures alone, in this process (with ``--profile``, where time goes)."""
    profiler = cProfile.Profile() if args.profile else None
    runs: list[dict[str, Any]] = []
    for mission in args.missions:
        game = busiest_round(mission, args.seed, args.rounds)
        if profiler:
            profiler.enable()
        times, scored = replay_round(game)
        if profiler:
            profiler.disable()
        runs.append({"times": times, "scored": scored})
        print(f"{mission}: round {game.round}, {len(game.minions)} Minions, {len(times)}"
              f" decisions, {scored} programs in {sum(times):.2f} s")  # fmt: skip
    if profiler:
        order = os.environ.get("BENCH_SORT", "cumulative")  # or tottime: where it is spent
        pstats.Stats(profiler).sort_stats(order).print_stats(40)
    rate, median = figures(runs)
    print(f"programs/s: {rate:.0f}, decision median: {median:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
