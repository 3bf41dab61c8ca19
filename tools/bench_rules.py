"""How fast the rules run: one full round of a busy board, single actions, whole games,
and what hashing and digesting a state costs; beside an earlier commit, in the same run.

The round: Missions 1, 5, 9 and 10 with 4 Mechs, every Mech with six programmed slots and
40 Minions on the board, timed from the last Ready to the next draft (questions answered
with their first option, the answers' time counted too). The games: random legal play of
the same missions until they end; then ``hash`` and ``digest`` of every state they reached,
in order. Each round and each game is a task, run ``--repeats`` times (default 10) from a
fresh start, the least counting, with the collector held off. With ``--against REV``
(default d183359) REV runs on a temporary ``git worktree`` (removed after) in a process of
its own beside this tree's, task by task in turns, and each figure gets its ratio. Prints,
last:

    round median: X ms (×R against REV), apply mean: Y ms (×S against REV), games/s: Z
"""

from __future__ import annotations

import argparse
import gc
import json
import os
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
    """Seconds of rules work from everyone's Ready to the next draft (or the end), the
    answers included: one clock around it all (reading the thread's clock is a system
    call, and two a step were a twentieth of the round)."""
    from game import rules

    start = time.thread_time()
    for seat in game.seats:
        game = rules.apply(game, rules.EndProgramming(seat)).game
    while game.pending is not None and game.result is None:
        game = rules.apply(game, rules.Choose(game.pending.seat, game.pending.options[0])).game
    return time.thread_time() - start


def play_game(n: int, seed: int) -> dict[str, Any]:
    """Random legal play of game ``n`` to its end: each apply's time, then what ``hash`` and
    ``digest`` cost over every state it reached, in order."""
    from game import rules
    from game.content.catalogue import load_mission
    from game.rules.notation import digest

    info = load_mission(MISSIONS[n % len(MISSIONS)])
    chooser = random.Random(seed + n)
    game = rules.new_game(info.rules, info.board, seats=SEATS, seed=seed + n).game
    applies: list[float] = []
    states = [game]
    while game.result is None and game.round <= 30:
        actions = rules.legal_actions(game)
        if not actions:
            break
        start = time.thread_time()
        game = rules.apply(game, chooser.choice(actions)).game
        applies.append(time.thread_time() - start)
        states.append(game)
    hashing = digesting = 0.0
    for state in states:
        start = time.thread_time()
        hash(state)
        middle = time.thread_time()
        digest(state)
        hashing += middle - start
        digesting += time.thread_time() - middle
    return {"applies": applies, "hash": hashing, "digest": digesting, "states": len(states)}


def tasks(args: argparse.Namespace) -> list[list[Any]]:
    """Every measure, one small task each: a busy round of a mission, or one game."""
    rounds = [["round", m, args.seed + i] for m in MISSIONS for i in range(args.rounds)]
    return rounds + [["game", n, args.seed] for n in range(args.games)]


def run_task(task: list[Any]) -> Any:
    """One task's figures, with the collector held off (as ``timeit`` does: a collection
    lands on whichever side it happens to) and a clean heap before it."""
    gc.enable()
    gc.collect()
    gc.disable()
    kind, what, seed = task
    return time_round(busy_round_start(what, seed)) if kind == "round" else play_game(what, seed)


def serve() -> None:
    """Run the tasks read from stdin, a JSON line each, and print each result as one."""
    from game.content.catalogue import load_mission

    load_mission(MISSIONS[0])  # content loads once, outside the timings
    print(json.dumps("ready"), flush=True)
    for line in sys.stdin:
        print(json.dumps(run_task(json.loads(line))), flush=True)


class Worker:
    """A process measuring the tree at ``root``, one task at a time."""

    def __init__(self, root: Path, results: dict[int, list[Any]], hash_seed: int) -> None:
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--root", str(root), "--serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=root,
            env=dict(os.environ, PYTHONHASHSEED=str(hash_seed)),
        )
        self.results = results
        self._read()

    def run(self, index: int, task: list[Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(task) + "\n")
        self.process.stdin.flush()
        self.results.setdefault(index, []).append(self._read())

    def _read(self) -> Any:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the bench worker for {self.process.args[3]} stopped")
        return json.loads(line)

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def summary(jobs: list[list[Any]], results: dict[int, list[Any]]) -> dict[str, Any]:
    """Each task's least of its repeats (a game's least total), gathered into the figures,
    in milliseconds."""
    missions: dict[str, list[float]] = {m: [] for m in MISSIONS}
    applies: list[float] = []
    hashing = digesting = 0.0
    states = 0
    for index, (kind, what, _seed) in enumerate(jobs):
        runs = results[index]
        if kind == "round":
            missions[what].append(min(runs))
            continue
        applies += min((r["applies"] for r in runs), key=sum)
        hashing += min(r["hash"] for r in runs)
        digesting += min(r["digest"] for r in runs)
        states += runs[0]["states"]
    every = [t for times in missions.values() for t in times]
    spent = sum(applies)
    games = sum(1 for kind, *_ in jobs if kind == "game")
    return {
        "missions": {m: statistics.median(t) * 1000 for m, t in missions.items()},
        "round": statistics.median(every) * 1000,
        "apply": statistics.fmean(applies) * 1000,
        "applies": len(applies),
        "games": games,
        "spent": spent,
        "rate": games / spent,
        "states": states,
        "hash": hashing / states * 1000,
        "digest": digesting / states * 1000,
    }


def measure(args: argparse.Namespace) -> dict[str, Any]:
    """This tree's figures, measured here."""
    from game.content.catalogue import load_mission

    load_mission(MISSIONS[0])
    jobs = tasks(args)
    try:
        results = {i: [run_task(task) for _ in range(args.repeats)] for i, task in enumerate(jobs)}
    finally:
        gc.enable()
    return summary(jobs, results)


def measure_beside(rev: str, args: argparse.Namespace) -> tuple[dict[str, Any], dict[str, Any]]:
    """This tree's figures and ``rev``'s (on a temporary worktree, with its own code), each
    in a process of its own, task by task in turns, ``--repeats`` times: each task's figure
    is the least of its repeats. The machine is shared and its speed drifts by a third
    within a minute: turns a few milliseconds apart let the drift weigh on both sides alike
    (whole runs in turns, seconds apart, gave ×0.51 and ×0.76 for the same code). And a
    process's speed is partly luck (where its memory lands, its hash seed: two processes of
    the same code differed by up to a quarter), so each repeat is a fresh pair of
    processes, on a hash seed of its own that both sides share."""
    jobs = tasks(args)
    with tempfile.TemporaryDirectory(prefix="bench-rules-") as parent:
        tree = Path(parent) / rev
        git = ["git", "-C", str(HERE)]
        subprocess.run([*git, "worktree", "add", "--detach", str(tree), rev], check=True,
                       capture_output=True)  # fmt: skip
        ours: dict[int, list[Any]] = {}
        theirs: dict[int, list[Any]] = {}
        try:
            for repeat in range(args.repeats):
                pair = Worker(HERE, ours, repeat), Worker(tree, theirs, repeat)
                for index, task in enumerate(jobs):
                    for worker in pair if index % 2 == 0 else pair[::-1]:
                        worker.run(index, task)
                for worker in pair:
                    worker.close()
        finally:
            subprocess.run([*git, "worktree", "remove", "--force", str(tree)], check=True)
    return summary(jobs, ours), summary(jobs, theirs)


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
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--repeats", type=int, default=10,
                        help="runs of each task (the least counts)")  # fmt: skip
    args = parser.parse_args()
    sys.path.insert(0, str(args.root))
    if args.serve:
        serve()
        return
    if args.against == "none":
        now, then = measure(args), None
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
