"""How fast the planning bot thinks, in the busiest moments of Missions 1, 5 and 10.

    python tools/bench_bot.py [--against REV] [--repeats N] [--profile]

For each mission, four bots play from a fixed seed until round ``--rounds``; the round that
starts with the most Minions on the board is the busiest. That round is then played again by
a fresh bot, timing every decision that has to think (each draft pick, each team plan, each
answer; handing out the next step of a plan already made is not counted). The same benchmark
of commit REV (default ``d183359``) then runs from a temporary worktree, and it prints, last:
``programs/s: N (×R against REV), decision median: M ms``, R being this commit's programs/s
divided by REV's (``--against none`` leaves the comparison out). Both sides run in turns,
``--repeats`` times (default 3), and each side's best run counts.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import against  # noqa: E402

from game import rules  # noqa: E402
from game.bots import Planner, acting_seats  # noqa: E402
from game.content import load_mission  # noqa: E402

MISSIONS = ("mission-1", "mission-5", "mission-10")
SEATS = 4


def busiest_round(mission_id: str, seed: int, rounds: int) -> rules.Game:
    """The start of the round with the most Minions, as four bots play."""
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


def replay_round(game: rules.Game) -> tuple[list[float], int]:
    """Every thinking decision's time (s) through one round, and programs scored."""
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


def measure(
    states: list[tuple[str, rules.Game]], profiler: cProfile.Profile | None, is_told: bool
) -> tuple[float, float]:
    """Programs scored a second and the median decision (ms) over the busiest rounds."""
    all_times: list[float] = []
    programs = 0
    for mission_id, game in states:
        if profiler:
            profiler.enable()
        times, scored = replay_round(game)
        if profiler:
            profiler.disable()
        all_times += times
        programs += scored
        if is_told:
            print(
                f"{mission_id}: round {game.round}, {len(game.minions)} Minions,"
                f" {len(times)} decisions, {scored} programs in {sum(times):.2f} s,"
                f" slowest {max(times) * 1000:.0f} ms"
            )
    return programs / sum(all_times), statistics.median(all_times) * 1000


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="tools/bench_bot.py")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=4, help="rounds played to find the busiest")
    parser.add_argument("--profile", action="store_true", help="print where the time goes")
    parser.add_argument("--against", default=against.REFERENCE, help="commit to compare with")
    parser.add_argument(
        "--repeats", type=int, default=3, help="runs of each side, in turns; the best counts"
    )
    args = parser.parse_args(argv)
    states = [(m, busiest_round(m, args.seed, args.rounds)) for m in MISSIONS]
    profiler = cProfile.Profile() if args.profile else None
    rate, median = measure(states, profiler, is_told=True)
    if profiler:
        order = os.environ.get("BENCH_SORT", "cumulative")  # or tottime: where it is spent
        pstats.Stats(profiler).sort_stats(order).print_stats(40)
    if args.against == "none":
        print(f"programs/s: {rate:.0f}, decision median: {median:.0f} ms")
        return 0
    # Both sides in turns, each its best run: a second of thinking is easily swayed by
    # what else the machine does, and a load that comes and goes must not pick a side.
    theirs_rates: list[float] = []
    with against.checkout(args.against) as path:
        for repeat in range(args.repeats):
            theirs = against.last_line_in(path, "bench_bot.py", [f"--seed={args.seed}"])
            print(f"{args.against}: {theirs}")
            theirs_rates.append(against.figure(theirs, "programs/s"))
            if repeat:
                again, again_median = measure(states, None, is_told=False)
                print(f"this commit: programs/s: {again:.0f}")
                if again > rate:
                    rate, median = again, again_median
    ratio = rate / max(theirs_rates)
    print(
        f"programs/s: {rate:.0f} (×{ratio:.2f} against {args.against}),"
        f" decision median: {median:.0f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
