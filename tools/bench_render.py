"""How long the play screen takes to draw in its busiest states, headless.

    python tools/bench_render.py [--frames N]

The biggest board (Mission 2, 18×12), four Mechs with full Command Lines and hands, 40
Minions and a Boss, at 1600×900 on SDL's dummy driver, in two states: the director
replaying a Minion Phase the whole time, and the Program Phase with every Mech's ghost
trail drawn (the program preview). Each frame is update + draw + flip, timed both by the
wall clock and by the CPU time this process spent (which other programs on a busy machine
cannot inflate). Prints the median and 99th percentile of each, one full-screen blit for
scale, what a drop costs (four trails asked of the rules, and drawn), the median of frames
that must redraw every panel, and last:

    frame time with the preview trail (CPU): median X ms, p99 Y ms (targets: ...)

(the targets: median ≤ 2 ms, p99 ≤ 6 ms).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("MVM_SAVE_DIR", "/nonexistent/mvm-bench")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.assets import Assets  # noqa: E402
from game.rules import BOSS, Phase, Yordle, queries  # noqa: E402
from game.rules import events as ev  # noqa: E402
from game.rules.state import Boss, BossCard, Minion, Slot  # noqa: E402
from game.scenes.base import SIZE  # noqa: E402
from game.scenes.play import PlayScene  # noqa: E402
from game.scenes.settings import Settings  # noqa: E402

MINIONS = 40


def busiest(assets: Assets) -> PlayScene:
    """Mission 2 with every seat, a Boss in the middle, 40 Minions and full Command Lines."""
    play = PlayScene(assets, Settings(mission_id="mission-2", yordles=tuple(Yordle), seed=3))
    play.director.finish()
    play.update(0)
    game = play.game
    boss = Boss((8, 7), slots=((BossCard(900, "flame_nova"),), (), (), ()))
    taken = {m.cell for m in game.mechs} | boss.footprint() | {s.cell for s in game.shards}
    free = [c for c in game.board.cells() if game.is_open(c) and c not in taken]
    minions = tuple(Minion(1000 + i, c) for i, c in enumerate(free[::3][:MINIONS]))
    deck = list(game.decks.command)
    mechs = []
    for mech in game.mechs:
        slots = tuple(Slot(cards=(deck.pop(),)) for _ in range(6))
        mechs.append(replace(mech, slots=slots, hand=(deck.pop(), deck.pop())))
    decks = replace(game.decks, command=tuple(deck))
    game = replace(game, minions=minions, boss=boss, mechs=tuple(mechs), decks=decks)
    play.model.stage(game)
    play.board_view.sync(game)
    play.hud.sync(game)
    return play


def keep_busy(play: PlayScene) -> None:
    """Queue a Minion Phase: a banner, then every Minion stepping about, slowly."""
    game = play.game
    moves = []
    for minion in game.minions:
        x, y = minion.cell
        there = next(
            (c for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if game.is_free(c)),
            minion.cell,
        )
        moves.append(
            ev.PieceMoved("Minion Phase: move", minion.piece, (minion.cell, there), ev.Manner.WALK)
        )
    play.director.play((ev.PhaseStarted("bench", Phase.MINIONS, game.round, 0), *moves))


Times = tuple[list[float], list[float]]  # seconds per frame: wall clock, CPU


def timed(play: PlayScene, screen: pygame.Surface, frames: int, busy: bool) -> Times:
    """Each frame (update + draw + flip), after 20 frames that fill the caches."""
    wall, cpu = [], []
    for i in range(frames + 20):
        if busy and not play.director.busy:
            keep_busy(play)
        start, start_cpu = time.perf_counter(), time.process_time()
        play.update(1 / 60)
        play.draw(screen)
        pygame.display.flip()
        if i >= 20:
            wall.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
    return wall, cpu


def programming(play: PlayScene) -> None:
    """The same board in the Program Phase: every Mech's trail is drawn each frame."""
    play.director.finish()
    play.update(0)
    play.model.stage(replace(play.game, phase=Phase.PROGRAM))
    play.mouse = (4, 4)  # off every panel: no card enlarged


def drop_cost(play: PlayScene, screen: pygame.Surface) -> float:
    """Seconds for what a drop adds: four trails asked of the rules and drawn once."""
    costs = []
    for _ in range(20):
        play.model.stage(replace(play.game))  # a new game value, as after a drop
        start = time.process_time()
        play.preview.draw(screen, play.game)
        costs.append(time.process_time() - start)
    return statistics.median(costs)


def p99(times: list[float]) -> float:
    return statistics.quantiles(times, n=100)[98]


def measure(frames: int) -> dict[str, float]:
    pygame.init()
    screen = pygame.display.set_mode(SIZE)
    play = busiest(Assets())
    play.director.speed = 0.05
    play.draw(screen)
    # The yardstick is a real picture: an untouched surface reads shared zero pages and
    # blits faster than any frame ever could.
    full = screen.copy()
    blits = []
    for _ in range(200):
        start = time.perf_counter()
        screen.blit(full, (0, 0))
        blits.append(time.perf_counter() - start)
    replaying = timed(play, screen, frames, busy=True)
    assert play.board_view.sprites[BOSS] and len(play.game.minions) == MINIONS
    redrawn = []
    for _ in range(60):
        play.chrome.key = None  # as when the snapshot, the log or the pointer changes
        start = time.perf_counter()
        play.update(1 / 60)
        play.draw(screen)
        pygame.display.flip()
        redrawn.append(time.perf_counter() - start)
    programming(play)
    trails = timed(play, screen, frames, busy=False)
    walked = sum(len(s.path) - 1 for t in play.preview.trails(play.game) for s in t.steps)
    assert play.preview.computed and walked, "no trail was drawn"
    assert play.preview.trails(play.game) == tuple(
        queries.program_trail(play.game, m.seat) for m in play.game.mechs
    )
    figures = {"blit": statistics.median(blits), "redrawn": statistics.median(redrawn)}
    for name, (wall, cpu) in (("replay", replaying), ("trail", trails)):
        figures |= {f"{name} median": statistics.median(wall), f"{name} p99": p99(wall)}
        figures |= {f"{name} cpu median": statistics.median(cpu), f"{name} cpu p99": p99(cpu)}
    figures["drop"] = drop_cost(play, screen)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    args = parser.parse_args()
    ms = {name: value * 1000 for name, value in measure(args.frames).items()}
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"(load average {load:.1f} on {os.cpu_count()} cores while measuring)")
    for name, title in (("replay", "replaying a Minion Phase"), ("trail", "the preview trail")):
        print(
            f"{title}: wall median {ms[f'{name} median']:.2f} ms, p99 {ms[f'{name} p99']:.2f} "
            f"ms; CPU median {ms[f'{name} cpu median']:.2f} ms, p99 {ms[f'{name} cpu p99']:.2f} ms"
        )
    print(f"full-screen blit: {ms['blit']:.3f} ms")
    print(f"median frame with every panel redrawn: {ms['redrawn']:.2f} ms")
    print(f"a drop: four trails from the rules, and drawn (CPU): {ms['drop']:.2f} ms")
    print(
        f"frame time with the preview trail (CPU): median {ms['trail cpu median']:.2f} ms, "
        f"p99 {ms['trail cpu p99']:.2f} ms (targets: median ≤ 2 ms, p99 ≤ 6 ms)"
    )


if __name__ == "__main__":
    main()
