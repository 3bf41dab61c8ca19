"""How long the play screen takes to draw in its busiest state, headless.

    python tools/bench_render.py [--frames N] [--size WxH ...]

The biggest board (Mission 2, 18×12), four Mechs with full Command Lines and hands, 40
Minions, a Boss, and the director replaying a Minion Phase the whole time, at 1600×900 and
1920×1080 (or the sizes given) on SDL's dummy driver. Prints, per size, the median and 99th
percentile frame time (update + draw + flip), their ratio to one full-screen blit (of a copy
of a drawn frame), and the median of frames that must redraw every panel (after an action,
a log line or a pointer move); last, one line per size: ``median X ms, p99 Y ms at WxH``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("MVM_SAVE_DIR", "/nonexistent/mvm-bench")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.assets import Assets  # noqa: E402
from game.rules import BOSS, Phase, Yordle  # noqa: E402
from game.rules import events as ev  # noqa: E402
from game.rules.state import Boss, BossCard, Minion, Slot  # noqa: E402
from game.scenes.play import PlayScene  # noqa: E402
from game.scenes.settings import Settings  # noqa: E402
from game.screen import Screen  # noqa: E402

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


@dataclass(frozen=True)
class Timing:
    median: float
    p99: float
    blit: float
    redrawn: float


def measure(frames: int, size: tuple[int, int]) -> Timing:
    pygame.init()
    screen = pygame.display.set_mode(size)
    assets = Assets()
    assets.fit(Screen(*size))
    play = busiest(assets)
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
    times = []
    for i in range(frames + 20):
        if not play.director.busy:
            keep_busy(play)
        start = time.perf_counter()
        play.update(1 / 60)
        play.draw(screen)
        pygame.display.flip()
        if i >= 20:  # the first frames fill the caches
            times.append(time.perf_counter() - start)
    assert play.board_view.sprites[BOSS] and len(play.game.minions) == MINIONS
    redrawn = []
    for _ in range(60):
        play.chrome.key = None  # as when the snapshot, the log or the pointer changes
        start = time.perf_counter()
        play.update(1 / 60)
        play.draw(screen)
        pygame.display.flip()
        redrawn.append(time.perf_counter() - start)
    p99 = statistics.quantiles(times, n=100)[98]
    return Timing(
        statistics.median(times), p99, statistics.median(blits), statistics.median(redrawn)
    )


def window_size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"not a size such as 1920x1080: {text!r}")
    return int(width), int(height)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--size", type=window_size, action="append", help="WxH (repeatable)")
    args = parser.parse_args()
    sizes = args.size or [(1600, 900), (1920, 1080)]
    found = {size: measure(args.frames, size) for size in sizes}
    for (w, h), t in found.items():
        print(f"{w}x{h}: median frame {t.median * 1000:.2f} ms, p99 {t.p99 * 1000:.2f} ms")
        print(f"  full-screen blit {t.blit * 1000:.3f} ms (median {t.median / t.blit:.1f}x)")
        print(f"  median frame with every panel redrawn: {t.redrawn * 1000:.2f} ms")
    for (w, h), t in found.items():
        print(f"median {t.median * 1000:.2f} ms, p99 {t.p99 * 1000:.2f} ms at {w}x{h}")


if __name__ == "__main__":
    main()
