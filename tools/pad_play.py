"""Two pads play the Tutorial to a win, headless, with no mouse event:

    python tools/pad_play.py [--seed N]

Pretend pads (controller events posted to pygame's queue, as SDL posts a real pad's) join
the seat setup from the title, start the Tutorial and play it: what each seat does is the
planning bot's choice, and every choice is made by pressing that seat's pad only (the
d-pad walks its focus to the card, slot or answer, A picks or places, X scraps, A on the
coach's Next reads on). Prints last ``pads: tutorial won by 2 pads, N actions, 0 mouse
events``. The tests use ``PadTable`` and ``PadHands`` too.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import rules  # noqa: E402
from game.input import Direction, devices  # noqa: E402
from game.scenes.base import SceneStack  # noqa: E402
from game.ui.widgets import Buttons, Hand  # noqa: E402

A, B = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B
X, Y = pygame.CONTROLLER_BUTTON_X, pygame.CONTROLLER_BUTTON_Y
START, BACK = pygame.CONTROLLER_BUTTON_START, pygame.CONTROLLER_BUTTON_BACK
UP, DOWN = pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT
DPAD = {Direction.UP: UP, Direction.DOWN: DOWN, Direction.LEFT: LEFT, Direction.RIGHT: RIGHT}
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
FRAME = 1 / 30
SETTLE = 0.3  # seconds a player looks at a changed screen before pressing (the input gate)


class PadTable:
    """Posts controller events to pygame's queue and hands the queue to the scene stack,
    as the app's loop does; counts any mouse event that reached the game."""

    def __init__(self, stack: SceneStack, screen: pygame.Surface) -> None:
        self.stack, self.screen = stack, screen
        self.mouse_events = 0
        self.presses = 0
        pygame.event.clear()

    @property
    def top(self) -> object:
        return self.stack.top

    def pump(self, dt: float = FRAME) -> None:
        for event in pygame.event.get():
            self.mouse_events += event.type in MOUSE_EVENTS
            self.stack.handle(event)
        self.frame(dt)

    def frame(self, dt: float = FRAME) -> None:
        self.stack.update(dt)
        if self.stack.is_running:
            self.stack.draw(self.screen)

    def press(self, instance_id: int, *buttons: int) -> None:
        for which in buttons:
            for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, button=which, instance_id=instance_id))
            self.presses += 1
            self.pump()

    def post(self, kind: int, **data: object) -> None:
        pygame.event.post(pygame.event.Event(kind, data))
        self.pump()

    def wait(self, secs: float = SETTLE) -> None:
        """Time to look: a frame to see what changed, then ``secs`` more."""
        self.frame()
        self.frame(secs)


def route(buttons: Buttons, hand: Hand, start: str, goal: str) -> list[Direction] | None:
    """The d-pad presses that walk ``hand``'s focus from ``start`` to ``goal``."""
    came: dict[str, tuple[str, Direction] | None] = {start: None}
    queue = deque([start])
    while queue:
        name = queue.popleft()
        if name == goal:
            steps: list[Direction] = []
            while (back := came[name]) is not None:
                name, way = back
                steps.append(way)
            return steps[::-1]
        for way in Direction:
            after = buttons.neighbour(name, way, hand)
            if after is not None and after not in came:
                came[after] = (name, way)
                queue.append(after)
    return None


@dataclass(frozen=True)
class Press:
    """Walk the focus to ``target``, then press ``button``."""

    target: str
    button: int = A


class PadHands:
    """A seat's pad doing what the player means: each action as its presses."""

    def __init__(self, table: PadTable) -> None:
        self.table = table

    @property
    def play(self):  # type: ignore[no-untyped-def]
        return self.table.top

    def pad_of(self, seat: int) -> int:
        holder = devices().holder(seat)
        assert holder is not None, f"no pad holds seat {seat}"
        return holder.id

    def reach(self, seat: int, target: str) -> None:
        """Walk the seat's focus onto ``target`` (turning the choice's pages to it)."""
        pad = self.pad_of(seat)
        for _ in range(12):
            buttons = self.play.steering.targets(self.play)
            if seat not in buttons.shown or buttons.focused(seat) is None:
                self.table.press(pad, DOWN)  # the first press shows the ring
                continue
            if target in buttons.items:
                steps = route(buttons, seat, buttons.focused(seat), target)
                assert steps is not None, f"{target} is out of reach of seat {seat}"
                for way in steps:
                    self.table.press(pad, DPAD[way])
                assert self.play.steering.focused(self.play, seat) == target
                return
            prefix = target.partition(":")[0]
            forward = f"{prefix}:forward"
            assert forward in buttons.items, f"{target} is not on screen"
            self.reach(seat, forward)
            self.table.wait()
            self.table.press(pad, A)
        raise AssertionError(f"{target} never came on screen")

    def do(self, seat: int, presses: Iterator[Press] | list[Press]) -> None:
        for press in presses:
            self.table.wait()  # look at the screen before pressing
            self.reach(seat, press.target)
            self.table.press(self.pad_of(seat), press.button)

    def act(self, action: rules.Action) -> None:
        """Do one action with its seat's pad."""
        seat = action.seat  # type: ignore[union-attr]
        self.do(seat, presses(self.play, action))


def presses(play, action: rules.Action) -> Iterator[Press]:  # type: ignore[no-untyped-def]
    """What a pad presses for ``action``."""
    from game.scenes.play.programming import NOTHING

    match action:
        case rules.DraftCard(_, card):
            yield Press(f"draft:{card}")
        case rules.PlaceCard(seat, card, slot):
            yield Press(f"hand:{seat}:{card}")
            yield Press(f"slot:{seat}:{slot}")
        case rules.ScrapCard(seat, card, repair, swap):
            yield Press(f"hand:{seat}:{card}", X)
            if swap is not None:
                for slot in swap:
                    yield Press(f"slot:{seat}:{slot}")
                return
            values = [value for _, value in play.programming.panel(play.game).options]
            yield Press(f"scrap:{values.index(NOTHING if repair is None else repair)}")
        case rules.EndProgramming(seat):
            yield Press(f"ready:{seat}")
        case rules.UseSchematic(seat, name):
            yield Press(f"chip:{seat}:{name}")
        case rules.InstallSchematic(seat, name, slot):
            yield Press(f"chip:{seat}:{name}")
            yield Press(f"slot:{seat}:{slot}")
        case rules.Choose(_, option):
            request = play.game.pending
            yield Press(f"answer:{request.options.index(option)}")
        case _:
            raise AssertionError(f"no presses for {action!r}")


def join_the_tutorial(table: PadTable, pads: tuple[int, ...], seed: int) -> None:
    """From the title: pad 1 opens the Tutorial, every pad takes a seat, Start goes on."""
    from game.scenes.briefing import BriefingScene
    from game.scenes.play import PlayScene

    first = pads[0]
    table.press(first, A)  # the first press shows the ring, on Campaign
    table.press(first, DOWN, A)  # New game (the Tutorial), below Campaign on the left
    for pad in pads:
        table.press(pad, A)
    table.press(first, START)
    briefing = table.top
    assert isinstance(briefing, BriefingScene)
    briefing.seed = seed
    table.press(first, A)
    assert isinstance(table.top, PlayScene)


@dataclass(frozen=True)
class Played:
    won: bool
    actions: int
    mouse_events: int
    pads: int


def play_tutorial(table: PadTable, seed: int = 11, limit: int = 4000) -> Played:
    """Two pads join and play the Tutorial with the planning bot's choices, pads only."""
    from game.bots.planner import Planner
    from game.scenes.play import Mode, PlayScene
    from game.scenes.results import ResultsScene

    pads = (1, 2)
    join_the_tutorial(table, pads, seed)
    play = table.top
    assert isinstance(play, PlayScene)
    hands, planner, actions = PadHands(table), Planner(), 0
    for _ in range(limit):
        if not isinstance(table.top, PlayScene):
            break
        buttons = play.steering.targets(play)
        if "coach:next" in buttons.items:
            hands.do(0, [Press("coach:next")])
            continue
        if play.summary is not None or play.is_replaying:
            table.wait()
            table.press(pads[0], A)  # closes the summary, or skips the replay
            continue
        if play.mode is Mode.WATCHING:
            table.frame()
            continue
        seat = rules.to_act(play.game).seats[0]
        before = len(play.history)
        hands.act(planner.decide(play.game, seat).action)
        assert len(play.history) == before + 1, "the pad's action was not taken"
        actions += 1
    table.frame()
    results = table.top
    won = isinstance(results, ResultsScene) and results.is_won
    return Played(won, actions, table.mouse_events, len(pads))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    os.environ["MVM_SAVE_DIR"] = tempfile.mkdtemp(prefix="mvm-pad-play-")
    from game.app import scene_stack
    from game.assets import Assets
    from game.scenes.title import TitleScene
    from game.screen import Screen

    pygame.init()
    size = (1600, 900)
    screen = pygame.display.set_mode(size)
    assets = Assets()
    assets.fit(Screen(*size))
    table = PadTable(scene_stack(TitleScene(assets), assets), screen)
    played = play_tutorial(table, args.seed)
    outcome = "won" if played.won else "lost"
    print(
        f"pads: tutorial {outcome} by {played.pads} pads, {played.actions} actions, "
        f"{played.mouse_events} mouse events"
    )
    sys.exit(0 if played.won and played.mouse_events == 0 else 1)


if __name__ == "__main__":
    main()
