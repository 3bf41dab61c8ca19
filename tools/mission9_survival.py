"""How often does a deal of Mission 9 leave the team no way to survive its first rounds?

    python tools/mission9_survival.py [--deals N] [--seats 1 2 3 4] [--rounds R] [--budget B]

For each seat count, deals N seeded games and searches each for a line of play that gets
every Mech through round R ahead of the Lava Wall (tools/survival.py). Prints one line per
seat count and, last, the share of deals with no surviving line: the figure issue 9 names
("at most 5 % of deals leave the team no program that survives round 2").
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from survival import Search  # noqa: E402

from game import rules  # noqa: E402
from game.content import load_mission  # noqa: E402


def lost_deals(
    mission: rules.MissionRules,
    board: rules.Board,
    seats: int,
    seeds: range,
    rounds: int,
    budget: int,
) -> list[int]:
    """The seeds whose deal leaves no line of play that survives ``rounds`` rounds."""
    lost = []
    for seed in seeds:
        game = rules.new_game(mission, board, seats=seats, seed=seed).game
        if not Search(rounds=rounds, budget=budget).survives(game):
            lost.append(seed)
    return lost


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python tools/mission9_survival.py")
    parser.add_argument("--mission", default="mission-9")
    parser.add_argument("--deals", type=int, default=200, help="deals per seat count")
    parser.add_argument("--seats", type=int, nargs="+", default=[1, 2, 3, 4])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--budget", type=int, default=20000, help="rules actions per deal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ez", action="store_true", help="the EZ-mode rules")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    total = lost_total = 0
    mission = load_mission(args.mission)
    for seats in args.seats:
        seeds = range(args.seed, args.seed + args.deals)
        lost = lost_deals(
            mission.rules_for(args.ez), mission.board, seats, seeds, args.rounds, args.budget
        )
        total += len(seeds)
        lost_total += len(lost)
        shown = ", ".join(map(str, lost[:12])) + (" ..." if len(lost) > 12 else "")
        print(
            f"{seats} Mech{'s' if seats > 1 else ' '}: {len(lost):>4} of {len(seeds)} deals "
            f"lost by round {args.rounds} ({100 * len(lost) / len(seeds):.1f} %)"
            + (f"  seeds {shown}" if lost else ""),
            flush=True,
        )
    elapsed = time.perf_counter() - started
    print(f"searched {total} deals in {elapsed:.0f} s")
    print(
        f"{args.mission}: {100 * lost_total / total:.1f} % of deals leave the team no program "
        f"that survives round {args.rounds}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
