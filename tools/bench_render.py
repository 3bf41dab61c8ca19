"""How long the play screen takes to draw, frame by frame, in its busiest states and in
whole 4-seat games played with the mouse, headless.

    python tools/bench_render.py [--size WxH ...] [--games N] [--rounds R]

Every frame runs as the app runs it (events, update, draw, flip) through a real
``PlayScene`` on SDL's dummy driver, at 1600×900 and 1920×1080 unless told other sizes.
The parts, each recorded frame by frame:

- ``boss`` and ``lava``: Missions 10 and 9 with four seats, every Command Line full (Power 1
  to 3 stacks, Damage in slots and System), 40+ Minions; everyone is Ready, and the round
  plays out as the rules run it: slots light in turn, attacks flash, floats rise, Minions
  walk and spawn, the Boss or the Lava Wall acts, panels change; questions are answered
  after the pointer has hovered the board.
- ``walk``: the biggest board (Mission 2) with a Boss, 40 Minions stepping about without end.
- ``program``: the Program Phase of Mission 10 with four full hands: every Mech's ghost
  trail is drawn, the pointer wanders over the cards (hovered cards show large) and drags
  cards onto slots, which asks the rules for new trails.
- ``games``: random 4-seat games (Missions 1, 5 and 10) played with mouse events: cards
  clicked in the draft, dragged onto slots, Ready clicked, the round summary dismissed.

Frame times are the main thread's CPU time (the machine may be shared: wall clock is also
shown, with the load average). A scene's first frame is drawn as it is made, in the same
moment of loading, and is counted with its making as a "start", apart from the frames.
"Ratio to one blit" is the median frame over one full-screen blit of a drawn frame. The
slowest frames are listed with the pages of memory each faulted in (new memory the system
hands over page by page: on a virtual machine a new 3 MB picture costs 2-13 ms).
Prints each part per size, then, last, the worst of the sizes:
``frame median: A ms, p99: B ms, max: C ms, ratio to one blit: R``.
"""

from __future__ import annotations

import argparse
import atexit
import cProfile
import heapq
import io
import os
import pstats
import random
import resource
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The scenes save as the game does: where MVM_SAVE_DIR says, else into a folder of their
# own, gone when the run ends (only a folder made here is removed).
if "MVM_SAVE_DIR" not in os.environ:
    own_folder = tempfile.mkdtemp(prefix="mvm-bench-")
    os.environ["MVM_SAVE_DIR"] = str(Path(own_folder) / "save")
    atexit.register(shutil.rmtree, own_folder, ignore_errors=True)
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import heap, rules  # noqa: E402
from game.app import scene_stack  # noqa: E402
from game.assets import Assets  # noqa: E402
from game.rules import BOSS, Phase, Yordle  # noqa: E402
from game.rules import events as ev  # noqa: E402
from game.rules.state import MAX_STACK, SLOTS, Boss, BossCard, Minion, Slot  # noqa: E402
from game.scenes.base import SceneStack  # noqa: E402
from game.scenes.play import Mode, PlayScene  # noqa: E402
from game.scenes.play.input_gate import GRACE  # noqa: E402
from game.scenes.settings import Settings, Speed  # noqa: E402
from game.screen import Screen  # noqa: E402
from game.ui.layout import hand_rects  # noqa: E402

MINIONS = 40
DT = 1 / 60
Pos = tuple[int, int]


# --- the rig: one frame as the app makes it, timed ---------------------------------------


@dataclass
class Part:
    """The frames of one part of the benchmark: CPU and wall seconds each."""

    name: str
    cpu: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)
    preempted: list[bool] = field(default_factory=list)  # the system switched away mid-frame
    states: list[str] = field(default_factory=list)  # what the screen showed, frame by frame
    faults: list[int] = field(default_factory=list)  # pages first touched (fresh memory)


WHO = getattr(resource, "RUSAGE_THREAD", resource.RUSAGE_SELF)  # Linux knows threads


def switched() -> int:
    """How often the system has taken the CPU from this thread so far (a frame it happens
    in may run slower even in CPU time: its caches were another program's meanwhile)."""
    return resource.getrusage(WHO).ru_nivcsw


def faulted() -> int:
    """How many pages this thread has touched for the first time so far: memory the system
    had to hand over (a new big picture's), a cost the frame pays in CPU time."""
    return resource.getrusage(WHO).ru_minflt


class Rig:
    """A window, the assets fitted to it and a scene stack, stepped one frame at a time."""

    def __init__(self, size: tuple[int, int]) -> None:
        heap.tune_allocator()  # as the game does when it opens
        self.screen = pygame.display.set_mode(size)
        self.assets = Assets()
        self.assets.fit(Screen(*size))
        self.assets.is_live = True  # as the game's loop runs it
        self.stack: SceneStack | None = None
        self.part = Part("")
        self.mouse: Pos = (0, 0)
        self.making: float | None = None  # CPU seconds to make the scene not yet drawn
        self.starts: list[float] = []  # making a scene and its first frame, CPU seconds
        self.profile_top = 0  # keep a profile of this many slowest frames (``--profile``)
        self.profiles: list[tuple[float, int, str, str]] = []  # a heap: cpu, n, state, stats

    def start(self, settings: Settings, part: Part) -> PlayScene:
        """A new play scene: its making and first frame are timed as a start, not a frame."""
        begin = time.thread_time()
        scene = PlayScene(self.assets, settings)
        self.stack, self.part = scene_stack(scene, self.assets), part
        heap.settle()  # as the game does when a mission starts
        self.making = time.thread_time() - begin
        return scene

    @property
    def play(self) -> PlayScene | None:
        top = self.stack.top if self.stack is not None and self.stack.is_running else None
        return top if isinstance(top, PlayScene) else None

    def frame(self, *events: pygame.event.Event) -> None:
        assert self.stack is not None
        state = self.state()
        is_profiled = self.profile_top and self.making is None
        profile = cProfile.Profile(time.thread_time) if is_profiled else None
        switches, faults = switched(), faulted()
        wall, cpu = time.perf_counter(), time.thread_time()
        if profile is not None:
            profile.enable()
        for event in events:
            self.stack.handle(event)
        self.stack.update(DT)
        if self.stack.is_running:
            self.stack.draw(self.screen)
            pygame.display.flip()
        if profile is not None:
            profile.disable()
        if self.making is not None:  # part of the scene's start, as loading is
            self.starts.append(self.making + time.thread_time() - cpu)
            self.making = None
            return
        spent = time.thread_time() - cpu
        self.part.cpu.append(spent)
        self.part.wall.append(time.perf_counter() - wall)
        self.part.preempted.append(switched() > switches)
        self.part.states.append(state)
        self.part.faults.append(faulted() - faults)
        if profile is not None:
            self.keep_profile(spent, f"{self.part.name} {state}", profile)

    def state(self) -> str:
        """What the screen shows as a frame begins: the mode, what the director plays, the
        pointer's hover or drag, a round summary (for the slowest frames' report)."""
        play = self.play
        if play is None:
            return "no play scene"
        bits = [play.mode.name.lower(), f"round {play.game.round}"]
        if play.director.busy:
            bits.append("director busy")
        if play.programming.drag is not None:
            bits.append("dragging")
        elif play.layout.dock.collidepoint(self.mouse):
            bits.append("pointer on dock")
        if play.round_end.summary is not None:
            bits.append("round summary")
        return ", ".join(bits)

    def keep_profile(self, spent: float, state: str, profile: cProfile.Profile) -> None:
        n = len(self.part.cpu)
        if len(self.profiles) >= self.profile_top and spent <= self.profiles[0][0]:
            return
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(14)
        entry = (spent, n, state, out.getvalue())
        if len(self.profiles) < self.profile_top:
            heapq.heappush(self.profiles, entry)
        else:
            heapq.heapreplace(self.profiles, entry)

    def move(self, pos: Pos, held: bool = False) -> pygame.event.Event:
        rel = (pos[0] - self.mouse[0], pos[1] - self.mouse[1])
        self.mouse = pos
        buttons = (1, 0, 0) if held else (0, 0, 0)
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)

    def glide(self, to: Pos, frames: int, held: bool = False) -> None:
        """The pointer moves to ``to`` over ``frames`` frames, one motion each."""
        start = self.mouse
        for i in range(1, frames + 1):
            t = i / frames
            pos = (
                round(start[0] + (to[0] - start[0]) * t),
                round(start[1] + (to[1] - start[1]) * t),
            )
            self.frame(self.move(pos, held))

    def press(self, pos: Pos) -> None:
        self.frame(self.move(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))

    def release(self, pos: Pos) -> None:
        self.frame(
            self.move(pos, True), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        )

    def click(self, pos: Pos) -> None:
        self.glide(pos, 6)
        self.press(pos)
        self.release(pos)

    def drag(self, start: Pos, end: Pos) -> None:
        self.glide(start, 6)
        self.press(start)
        self.glide(end, 12, held=True)
        self.release(end)

    def wait(self, frames: int) -> None:
        for _ in range(frames):
            self.frame()


# --- staged states -------------------------------------------------------------------


def full_lines(game: rules.Game, seed: int, hand: int = 0) -> rules.Game:
    """Every Mech with six stacks of Power 1 to 3, Damage in a slot and in its System, and
    ``hand`` cards in hand; at least 40 Minions about."""
    chooser = random.Random(seed)
    deck, damage = list(game.decks.command), list(game.decks.damage)
    mechs = []
    for mech in game.mechs:
        slots = []
        for i in range(SLOTS):
            card = deck.pop()
            same = [c for c in deck if c.element is card.element][: chooser.randrange(MAX_STACK)]
            for c in same:
                deck.remove(c)
            hurt = damage.pop() if i == 2 * mech.seat % SLOTS and damage else None
            slots.append(Slot(cards=(*same, card), damage=hurt))
        system = (damage.pop(),) if damage else ()
        dealt = tuple(deck.pop() for _ in range(hand))
        mechs.append(
            replace(mech, slots=tuple(slots), system_damage=system, hand=dealt, is_ready=False)
        )
    taken = {m.cell for m in mechs} | {m.cell for m in game.minions} | {s.cell for s in game.shards}
    if game.bomb is not None:
        taken.add(game.bomb)
    if game.boss is not None:
        taken |= game.boss.footprint()
    free = [c for c in game.board.cells() if game.is_free(c) and c not in taken]
    chooser.shuffle(free)
    extra = max(0, MINIONS - len(game.minions))
    minions = game.minions + tuple(
        Minion(game.next_id + i, cell) for i, cell in enumerate(free[:extra])
    )
    decks = replace(game.decks, command=tuple(deck), damage=tuple(damage))
    return replace(
        game, mechs=tuple(mechs), minions=minions, decks=decks, next_id=game.next_id + extra
    )


def program_phase(rig: Rig, mission: str, seed: int, hand: int, part: Part) -> PlayScene:
    """A four-seat scene of ``mission`` in its first Program Phase, every line full."""
    settings = Settings(mission_id=mission, yordles=tuple(Yordle), seed=seed, speed=Speed.FAST)
    play = rig.start(settings, part)
    chooser = random.Random(seed)
    while play.game.phase is not Phase.PROGRAM:
        play.director.finish()
        play.round_end.dismiss()
        play.perform(chooser.choice(rules.legal_actions(play.game)))
    play.director.finish()
    play.round_end.dismiss()
    play.model.stage(full_lines(play.game, seed, hand))
    play.board_view.sync(play.game)
    play.hud.sync(play.game)
    return play


def execute_round(rig: Rig, mission: str, seed: int, part: Part, limit: int) -> None:
    """Everyone Ready on full lines; the round plays out, questions answered after a look."""
    play = program_phase(rig, mission, seed, 0, part)
    chooser = random.Random(seed)
    for mech in play.game.mechs:
        play.perform(rules.EndProgramming(mech.seat))
    for _ in range(limit):
        play = rig.play
        if play is None or play.mode in (Mode.DRAFTING, Mode.PROGRAMMING):
            return
        if play.round_end.summary is not None:
            rig.wait(30)
            play.round_end.dismiss()
        elif play.mode is Mode.ANSWERING:
            look_and_answer(rig, play, chooser)
        else:
            rig.frame()


def look_and_answer(rig: Rig, play: PlayScene, chooser: random.Random) -> None:
    """The pointer passes over the board's marked spaces, then the answer is given."""
    game = play.game
    cells = [t.cell for t in play.answering.targets(game) if t.cell is not None][:4]
    for cell in cells:
        rig.glide(play.camera.cell_rect(cell).center, 5)
    rig.wait(10)
    if play.mode is Mode.ANSWERING and play.game is game:
        play.perform(chooser.choice(rules.legal_actions(game)))


def walk(rig: Rig, part: Part, frames: int) -> None:
    """Mission 2 with a Boss in the middle and 40 Minions stepping about, without end."""
    settings = Settings(mission_id="mission-2", yordles=tuple(Yordle), seed=3)
    play = rig.start(settings, part)
    play.director.finish()
    play.update(0)
    game = full_lines(play.game, 3, hand=2)
    boss = Boss((8, 7), slots=((BossCard(900, "flame_nova"),), (), (), ()))
    free = [m for m in game.minions if not (boss.footprint() & {m.cell})]
    play.model.stage(replace(game, boss=boss, minions=tuple(free)))
    play.board_view.sync(play.game)
    play.hud.sync(play.game)
    assert play.board_view.sprites[BOSS] and len(play.game.minions) >= MINIONS - 4
    for _ in range(frames):
        if not play.director.busy:
            play.director.play(minion_steps(play.game))
        rig.frame()


def minion_steps(game: rules.Game) -> tuple[ev.Event, ...]:
    """A Minion Phase as the director shows it: a banner, then every Minion steps."""
    moves: list[ev.Event] = [ev.PhaseStarted("bench", Phase.MINIONS, game.round, 0)]
    for minion in game.minions:
        x, y = minion.cell
        sides = ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
        there = next((c for c in sides if game.is_free(c)), minion.cell)
        moves.append(
            ev.PieceMoved("Minion Phase", minion.piece, (minion.cell, there), ev.Manner.WALK)
        )
    return tuple(moves)


def programming(rig: Rig, part: Part, drops: int) -> None:
    """Mission 10's Program Phase with full hands: hover, drag, drop, again."""
    chooser = random.Random(5)
    play = program_phase(rig, "mission-10", 5, 3, part)
    for _ in range(drops):
        places = [a for a in play.model.legal if isinstance(a, rules.PlaceCard)]
        if not places:
            play = program_phase(rig, "mission-10", 5, 3, part)
            continue
        wander(rig, play, chooser, 3)
        place = chooser.choice(places)
        rig.drag(
            hand_card(play, place.seat, place.card),
            play.layouts[place.seat].slots[place.slot].center,
        )
        rig.wait(5)


def wander(rig: Rig, play: PlayScene, chooser: random.Random, stops: int) -> None:
    """The pointer rests on a few cards in the dock (each shows large), as people read."""
    for _ in range(stops):
        seat = chooser.choice(play.layouts)
        target = chooser.choice([*seat.slots, *seat.hand])
        rig.glide(target.center, 8)
        rig.wait(6)


def hand_card(play: PlayScene, seat: int, card: int) -> Pos:
    hand = play.game.mech(seat).hand
    rects = hand_rects(play.layouts[seat], len(hand))
    return rects[[c.id for c in hand].index(card)].center


# --- whole games, by mouse -------------------------------------------------------------


def games(rig: Rig, part: Part, count: int, rounds: int) -> None:
    """Random 4-seat games of Missions 1, 5 and 10, every action done with the pointer."""
    missions = ("mission-1", "mission-5", "mission-10")
    for n in range(count):
        settings = Settings(
            mission_id=missions[n % len(missions)],
            yordles=tuple(Yordle),
            seed=20 + n,
            speed=Speed.FAST,
        )
        rig.start(settings, part)
        couch = Couch(rig, random.Random(n))
        while rig.play is not None and rig.play.game.round <= rounds:
            couch.turn(rig.play)


class Couch:
    """Four players on one sofa: they look at each new screen before clicking, read the
    cards they hover, drag cards, click Ready and close the round summary."""

    def __init__(self, rig: Rig, chooser: random.Random) -> None:
        self.rig, self.chooser = rig, chooser

    def turn(self, play: PlayScene) -> None:
        rig, chooser = self.rig, self.chooser
        if play.round_end.summary is not None:
            rig.wait(round(GRACE / DT) + 20)
            rig.click(play.camera.rect.center)
            return
        if play.director.busy:
            if chooser.random() < 0.05:
                wander(rig, play, chooser, 1)
            rig.frame()
            return
        rig.wait(round(GRACE / DT) + 2)
        mode, legal = play.mode, play.model.legal
        if mode is Mode.DRAFTING:
            picks = [a for a in legal if isinstance(a, rules.DraftCard)]
            placed = {card.id: rect for card, rect in play.drafting.placed(play.game)}
            rig.click(placed[chooser.choice(picks).card].center)
        elif mode is Mode.PROGRAMMING:
            self.program(play, legal)
        elif mode is Mode.ANSWERING:
            look_and_answer(rig, play, chooser)
        else:
            rig.frame()

    def program(self, play: PlayScene, legal: tuple[rules.Action, ...]) -> None:
        rig, chooser = self.rig, self.chooser
        wander(rig, play, chooser, 1)
        places = [a for a in legal if isinstance(a, rules.PlaceCard)]
        ready = [a for a in legal if isinstance(a, rules.EndProgramming)]
        if places and chooser.random() < 0.9:
            place = chooser.choice(places)
            end = play.layouts[place.seat].slots[place.slot].center
            rig.drag(hand_card(play, place.seat, place.card), end)
        elif ready:
            rig.click(play.layouts[ready[0].seat].ready.center)
        else:
            play.perform(chooser.choice(legal))  # a scrap or a Schematic: not timed by hand


# --- the figures -----------------------------------------------------------------------


@dataclass(frozen=True)
class Figures:
    median: float
    p99: float
    most: float

    @staticmethod
    def of(times: list[float]) -> Figures:
        return Figures(statistics.median(times), _p99(times), max(times))

    def text(self) -> str:
        ms = (self.median * 1000, self.p99 * 1000, self.most * 1000)
        return "median {:.2f} ms, p99 {:.2f} ms, max {:.2f} ms".format(*ms)


def _p99(times: list[float]) -> float:
    """The 99th percentile, within the times measured (a few frames' would guess beyond)."""
    if len(times) < 2:
        return times[0]
    return statistics.quantiles(times, n=100, method="inclusive")[98]


@dataclass(frozen=True)
class Result:
    size: tuple[int, int]
    parts: tuple[Part, ...]
    blit: float
    starts: tuple[float, ...]  # each scene's making and first frame
    slowest: int = 0  # how many of the slowest frames and states to list

    @property
    def cpu(self) -> Figures:
        return Figures.of([t for p in self.parts for t in p.cpu])

    @property
    def wall(self) -> Figures:
        return Figures.of([t for p in self.parts for t in p.wall])


def one_blit(rig: Rig) -> float:
    """One full-screen blit of a drawn frame (an untouched surface reads shared zero pages
    and blits faster than any frame could), CPU seconds, median of 200."""
    full = rig.screen.copy()
    times = []
    for _ in range(200):
        start = time.thread_time()
        rig.screen.blit(full, (0, 0))
        times.append(time.thread_time() - start)
    return statistics.median(times)


def measure(size: tuple[int, int], args: argparse.Namespace) -> Result:
    rig = Rig(size)
    rig.profile_top = args.profile
    runs: dict[str, Callable[[Part], None]] = {
        "boss": lambda p: execute_round(rig, "mission-10", 11, p, args.limit),
        "lava": lambda p: execute_round(rig, "mission-9", 12, p, args.limit),
        "walk": lambda p: walk(rig, p, args.walk),
        "program": lambda p: programming(rig, p, args.drops),
        "games": lambda p: games(rig, p, args.games, args.rounds),
    }
    parts = []
    warm = Part("warm-up")  # the first frames fill the caches of fonts and art
    programming(rig, warm, 2)
    for name, run in runs.items():
        if args.parts and name not in args.parts:
            continue
        part = Part(name)
        run(part)
        parts.append(part)
    if args.profile:
        for spent, n, state, stats in sorted(rig.profiles, reverse=True):
            print(f"--- {size[0]}x{size[1]} frame {n}: {spent * 1000:.2f} ms ({state})")
            print("\n".join(line for line in stats.splitlines()[6:] if line.strip()))
    return Result(size, tuple(parts), one_blit(rig), tuple(rig.starts), args.slowest)


def slowest(result: Result) -> str:
    worst = max(result.parts, key=lambda p: max(p.cpu))
    return worst.name


def report(result: Result) -> Iterator[str]:
    w, h = result.size
    count = sum(len(p.cpu) for p in result.parts)
    yield f"{w}x{h}: {count} frames, one full-screen blit {result.blit * 1000:.3f} ms"
    for part in result.parts:
        yield f"  {part.name:8} {len(part.cpu):6} frames  cpu {Figures.of(part.cpu).text()}"
    yield f"  all      cpu {result.cpu.text()} (slowest frame in {slowest(result)})"
    yield f"  all      wall {result.wall.text()}"
    frames = [
        (t, p.name, s, f)
        for p in result.parts
        for t, s, f in zip(p.cpu, p.states, p.faults, strict=True)
    ]
    frames.sort(reverse=True)
    yield "  slowest frames (pages faulted in):"
    for t, name, state, faults in frames[: result.slowest]:
        yield f"    {t * 1000:6.2f} ms  {faults:5}  {name:8} {state}"
    by_state: dict[str, list[float]] = {}
    for t, name, state, _ in frames:
        by_state.setdefault(f"{name:8} {state}", []).append(t)
    yield "  states by p99 (frames):"
    worst = sorted(by_state.items(), key=lambda kv: -Figures.of(kv[1] * 2).p99)
    for state, times in worst[: result.slowest]:
        yield f"    {Figures.of(times * 2).text()} ({len(times)})  {state}"
    alone = [t for p in result.parts for t, cut in zip(p.cpu, p.preempted, strict=True) if not cut]
    cut = sum(sum(p.preempted) for p in result.parts)
    most = max(alone, default=0) * 1000
    yield f"  {cut} frames preempted by other programs; the others' max {most:.2f} ms"
    faults = [f for p in result.parts for f in p.faults]
    yield (
        f"  pages faulted in: {sum(faults)} in {sum(1 for f in faults if f)} frames, "
        f"most {max(faults, default=0)} in one"
    )
    starts = sorted(result.starts)
    yield (
        f"  {len(starts)} scene starts (making the scene and its first frame, as loading): "
        f"median {statistics.median(starts) * 1000:.1f} ms, max {starts[-1] * 1000:.1f} ms"
    )


def window_size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"not a size such as 1920x1080: {text!r}")
    return int(width), int(height)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=window_size, action="append", help="WxH (repeatable)")
    parser.add_argument("--games", type=int, default=3, help="4-seat games played by mouse")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of each game")
    parser.add_argument("--drops", type=int, default=24, help="cards dropped while programming")
    parser.add_argument("--walk", type=int, default=600, help="frames of walking Minions")
    parser.add_argument("--limit", type=int, default=6000, help="most frames of a busy round")
    parser.add_argument("--parts", nargs="*", help="only these parts (boss, lava, ...)")
    parser.add_argument("--slowest", type=int, default=0, help="list the N slowest frames")
    parser.add_argument(
        "--profile", type=int, default=0, help="profile every frame, print the N slowest's"
    )
    args = parser.parse_args()
    pygame.init()
    results = [measure(size, args) for size in args.size or [(1600, 900), (1920, 1080)]]
    for result in results:
        print("\n".join(report(result)))
    print(f"load average: {' '.join(f'{n:.2f}' for n in os.getloadavg())} on {os.cpu_count()} CPUs")
    median = max(r.cpu.median for r in results)
    p99 = max(r.cpu.p99 for r in results)
    most = max(r.cpu.most for r in results)
    ratio = max(r.cpu.median / r.blit for r in results)
    print(
        f"frame median: {median * 1000:.2f} ms, p99: {p99 * 1000:.2f} ms, "
        f"max: {most * 1000:.2f} ms, ratio to one blit: {ratio:.1f}"
    )


if __name__ == "__main__":
    main()
