"""How fast the rules run: one full round of a busy board, single actions, whole games.

The round: Missions 1, 5, 9 and 10 with 4 Mechs, every Mech with six programmed slots and
40 Minions on the board, timed from the last Ready to the next draft (questions answered
with their first option, the answers' time counted too). The games: random legal play of
the same missions until they end. Prints, last:

    round median: X ms, apply mean: Y ms, games/s: Z
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import rules  # noqa: E402
from game.content.catalogue import load_mission  # noqa: E402
from game.rules.state import MAX_STACK, SLOTS, Minion, Slot  # noqa: E402

MISSIONS = ("mission-1", "mission-5", "mission-9", "mission-10")
SEATS = 4
MINIONS = 40


def busy_round_start(mission: str, seed: int) -> rules.Game:
    """The Program phase with six full slots on every Mech and 40 Minions about."""
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


def time_round(game: rules.Game) -> float:
    """Seconds of rules work from everyone's Ready to the next draft (or the end)."""
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


def play_games(count: int, seed: int) -> tuple[list[float], float, int]:
    """Random games to the end: each apply's time, the total wall time, games played."""
    applies: list[float] = []
    begin = time.thread_time()
    for n in range(count):
        mission = MISSIONS[n % len(MISSIONS)]
        info = load_mission(mission)
        chooser = random.Random(seed + n)
        game = rules.new_game(info.rules, info.board, seats=SEATS, seed=seed + n).game
        while game.result is None and game.round <= 30:
            actions = rules.legal_actions(game)
            if not actions:
                break
            start = time.thread_time()
            game = rules.apply(game, chooser.choice(actions)).game
            applies.append(time.thread_time() - start)
    return applies, time.thread_time() - begin, count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=12, help="busy rounds per mission")
    parser.add_argument("--games", type=int, default=16, help="random games in all")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    load_mission(MISSIONS[0])  # content loads once, outside the timings
    rounds = []
    for mission in MISSIONS:
        times = [time_round(busy_round_start(mission, args.seed + i)) for i in range(args.rounds)]
        print(f"{mission}: round median {statistics.median(times) * 1000:.2f} ms")
        rounds += times
    applies, wall, games = play_games(args.games, args.seed)
    round_ms = statistics.median(rounds) * 1000
    apply_ms = statistics.fmean(applies) * 1000
    print(f"{len(applies)} applies in {games} games, {wall:.2f} s")
    rate = games / wall
    print(f"round median: {round_ms:.2f} ms, apply mean: {apply_ms:.3f} ms, games/s: {rate:.1f}")


if __name__ == "__main__":
    main()
