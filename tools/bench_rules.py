"""How fast the rules run: one full round of a busy board, single actions, whole games,
and what hashing and digesting a state costs; beside an earlier commit, in the same run.

The round: Missions 1, 5, 9 and 10 with 4 Mechs, every Mech with six programmed slots and
40 Minions on the board, timed from the last Ready to the next draft (questions answered
with their first option, the answers' time counted too), the least of three tries from
fresh starts. The games: random legal play of
the same missions until they end; then ``hash`` and ``digest`` of every state they reached,
in order. With ``--against REV`` (default d183359) the same measures run on a temporary
``git worktree`` of REV (removed after) in turns with this tree's, each in a process of its
own, ``--repeats`` times (default 5): each figure is the least of its runs, and gets its
ratio. The collector is held off while they are timed. Prints, last:

    round median: X ms (×R against REV), apply mean: Y ms (×S against REV), games/s: Z
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
MISSIONS = ("mission-1", "mission-5", "mission-9", "mission-10")
SEATS = 4
MINIONS = 40
AGAINST = "d183359"
TRIES = 3  # each busy round is played this many times, the least counting


def busy_round_start(mission: str, seed: int) -> Any:
    """The Program phase with six full slots on every Mech and 40 Minions about."""
    from game import rules
    from game.content.catalogue import load_mission
    from game.rules.state import MAX_STACK, SLOTS, Minion, Slot

    info = load_mission(mission)
    chooser = random.Random(seed)
    game = rules.new_game(info.rules, info.board, seats=SEATS, seed=seed).game
    while game.phase is not rules.Phase.PROGRAM and game.result is None:
        game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game
    deck = list(game.decks.command)
    mechs = []
    for mech in game.mechs:
        slots = []
        for _ in range(SLOTS):
            card = deck.pop()
            same = [c for c in deck if c.element is card.element][: chooser.randrange(MAX_STACK)]
            for c in same:
                deck.remove(c)
            slots.append(Slot(cards=(*same, card)))
        mechs.append(replace(mech, slots=tuple(slots), hand=(), is_ready=False))
    taken = {m.cell for m in mechs} | {m.cell for m in game.minions}
    if game.bomb is not None:
        taken.add(game.bomb)
    if game.boss is not None:
        taken |= game.boss.footprint()
    free = [c for c in game.board.cells() if game.is_free(c) and c not in taken]
    chooser.shuffle(free)
    extra = MINIONS - len(game.minions)
    minions = game.minions + tuple(
        Minion(game.next_id + i, cell) for i, cell in enumerate(free[: max(0, extra)])
    )
    decks = replace(game.decks, command=tuple(deck))
    return replace(
        game, mechs=tuple(mechs), minions=minions, decks=decks, next_id=game.next_id + MINIONS
    )


def time_round(game: Any) -> float:
    """Seconds of rules work from everyone's Ready to the next draft (or the end)."""
    from game import rules

    spent = 0.0
    for seat in game.seats:
        start = time.thread_time()
        game = rules.apply(game, rules.EndProgramming(seat)).game
        spent += time.thread_time() - start
    while game.pending is not None and game.result is None:
        choice = rules.Choose(game.pending.seat, game.pending.options[0])
        start = time.thread_time()
        game = rules.apply(game, choice).game
        spent += time.thread_time() - start
    return spent


def _least_round(mission: str, seed: int) -> float:
    """A busy round's time, the least of ``TRIES``, each from a fresh start (on a Table of
    its own: nothing a try kept there serves the next)."""
    return min(time_round(busy_round_start(mission, seed)) for _ in range(TRIES))


def play_games(count: int, seed: int) -> tuple[list[float], float, list[Any]]:
    """Random games to the end: each apply's time, the total time, every state reached."""
    from game import rules
    from game.content.catalogue import load_mission

    applies: list[float] = []
    states: list[Any] = []
    begin = time.thread_time()
    for n in range(count):
        mission = MISSIONS[n % len(MISSIONS)]
        info = load_mission(mission)
        chooser = random.Random(seed + n)
        game = rules.new_game(info.rules, info.board, seats=SEATS, seed=seed + n).game
        states.append(game)
        while game.result is None and game.round <= 30:
            actions = rules.legal_actions(game)
            if not actions:
                break
            start = time.thread_time()
            game = rules.apply(game, chooser.choice(actions)).game
            applies.append(time.thread_time() - start)
            states.append(game)
    return applies, time.thread_time() - begin, states


def per_state(states: list[Any]) -> tuple[float, float]:
    """Mean seconds of ``hash`` and of ``digest`` per state, taken in the order reached."""
    from game.rules.notation import digest

    hashing = digesting = 0.0
    for game in states:
        start = time.thread_time()
        hash(game)
        middle = time.thread_time()
        digest(game)
        hashing += middle - start
        digesting += time.thread_time() - middle
    return hashing / len(states), digesting / len(states)


def measure(rounds: int, games: int, seed: int) -> dict[str, Any]:
    """Every figure of the tree ``game`` is imported from, in milliseconds, with the
    collector held off (as ``timeit`` does: a collection lands on whichever side it
    happens to, and swung the ratio by a tenth)."""
    gc.collect()
    gc.disable()
    try:
        return _measure(rounds, games, seed)
    finally:
        gc.enable()


def _measure(rounds: int, games: int, seed: int) -> dict[str, Any]:
    from game.content.catalogue import load_mission

    load_mission(MISSIONS[0])  # content loads once, outside the timings
    missions, every = {}, []
    for mission in MISSIONS:
        times = [_least_round(mission, seed + i) for i in range(rounds)]
        missions[mission] = statistics.median(times) * 1000
        every += times
    applies, spent, states = play_games(games, seed)
    hashing, digesting = per_state(states)
    return {
        "missions": missions,
        "round": statistics.median(every) * 1000,
        "apply": statistics.fmean(applies) * 1000,
        "applies": len(applies),
        "games": games,
        "spent": spent,
        "rate": games / spent,
        "states": len(states),
        "hash": hashing * 1000,
        "digest": digesting * 1000,
    }


def measure_beside(rev: str, args: argparse.Namespace) -> tuple[dict[str, Any], dict[str, Any]]:
    """This tree's measures and ``rev``'s (on a temporary worktree, with its own code),
    taken in turns, ``--repeats`` times each: each figure is the least of its repeats. The
    machine is shared, and its load comes and goes: taking turns lets a busy minute weigh
    on both sides alike, and the least of a few runs is the one least disturbed."""
    with tempfile.TemporaryDirectory(prefix="bench-rules-") as parent:
        tree = Path(parent) / rev
        git = ["git", "-C", str(HERE)]
        subprocess.run([*git, "worktree", "add", "--detach", str(tree), rev], check=True,
                       capture_output=True)  # fmt: skip
        try:
            ours, theirs = [], []
            for _ in range(args.repeats):
                ours.append(_measure_in(HERE, HERE, args))
                theirs.append(_measure_in(tree, tree, args))
        finally:
            subprocess.run([*git, "worktree", "remove", "--force", str(tree)], check=True)
    return _least(ours), _least(theirs)


def _measure_in(root: Path, cwd: Path, args: argparse.Namespace) -> dict[str, Any]:
    """The measures of the tree at ``root``, in a process of their own."""
    out = subprocess.run(
        [sys.executable, __file__, "--root", str(root), "--json", *_counts(args)],
        check=True,
        capture_output=True,
        text=True,
        cwd=cwd,
    ).stdout
    figures: dict[str, Any] = json.loads(out.splitlines()[-1])
    return figures


def _least(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Each time the least of the runs (games/s the most); counts as the first run has them."""
    first = dict(runs[0])
    for key in ("round", "apply", "spent", "hash", "digest"):
        first[key] = min(r[key] for r in runs)
    first["rate"] = max(r["rate"] for r in runs)
    first["missions"] = {m: min(r["missions"][m] for r in runs) for m in first["missions"]}
    return first


def _counts(args: argparse.Namespace) -> list[str]:
    return ["--rounds", str(args.rounds), "--games", str(args.games), "--seed", str(args.seed)]


def _times(now: float, then: float) -> str:
    return f"×{now / then:.2f}" if then else "×?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=12, help="busy rounds per mission")
    parser.add_argument("--games", type=int, default=16, help="random games in all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", default=AGAINST, metavar="REV",
                        help="the commit to compare with ('none': no comparison)")  # fmt: skip
    parser.add_argument("--root", type=Path, default=HERE, help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--repeats", type=int, default=5,
                        help="runs of each side, in turns (the least of each counts)")  # fmt: skip
    args = parser.parse_args()
    sys.path.insert(0, str(args.root))
    if args.json:
        print(json.dumps(measure(args.rounds, args.games, args.seed)))
        return
    if args.against == "none":
        now, then = measure(args.rounds, args.games, args.seed), None
    else:
        now, then = measure_beside(args.against, args)
    rev = args.against
    for mission, ms in now["missions"].items():
        beside = f"  ({rev}: {then['missions'][mission]:.2f} ms)" if then else ""
        print(f"{mission}: round median {ms:.2f} ms{beside}")
    print(f"{now['applies']} applies in {now['games']} games, {now['spent']:.2f} s")
    for key, what in (("hash", "hash"), ("digest", "digest")):
        beside = f"  ({rev}: {then[key]:.4f} ms, {_times(now[key], then[key])})" if then else ""
        print(f"{what} per state: {now[key]:.4f} ms over {now['states']} states{beside}")
    round_ms, apply_ms = f"{now['round']:.2f} ms", f"{now['apply']:.3f} ms"
    if then:
        round_ms += f" ({_times(now['round'], then['round'])} against {rev})"
        apply_ms += f" ({_times(now['apply'], then['apply'])} against {rev})"
    print(f"round median: {round_ms}, apply mean: {apply_ms}, games/s: {now['rate']:.1f}")


if __name__ == "__main__":
    main()
