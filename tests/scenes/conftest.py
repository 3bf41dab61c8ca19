"""A headless window and a driver that plays scenes with real pygame mouse events."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Never touch the player's real campaign: every test gets its own save directory below.
os.environ["MVM_SAVE_DIR"] = tempfile.mkdtemp(prefix="mvm-tests-")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app import scene_stack  # noqa: E402
from game.assets import Assets  # noqa: E402
from game.scenes.base import Scene, SceneStack  # noqa: E402
from game.screen import Screen  # noqa: E402

SIZE = (1600, 900)  # the window the scene tests play in (others fit their own)

FRAME = 1 / 30


class Driver:
    """Feeds mouse and key events to a scene stack, steps time and draws, like the app."""

    def __init__(self, stack: SceneStack, screen: pygame.Surface) -> None:
        self.stack, self.screen = stack, screen

    @property
    def top(self) -> Scene:
        return self.stack.top

    def send(self, kind: int, **data: object) -> None:
        self.stack.handle(pygame.event.Event(kind, data))

    def click(self, pos: tuple[int, int]) -> None:
        self.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.send(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.frame()

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.send(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        self.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        for t in (0.25, 0.5, 0.75, 1.0):
            pos = (
                round(start[0] + (end[0] - start[0]) * t),
                round(start[1] + (end[1] - start[1]) * t),
            )
            self.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        self.stack.draw(self.screen)  # a frame mid-drag: lit slots and the stack preview
        self.send(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.frame()

    def key(self, key: int) -> None:
        self.send(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)

    def frame(self, dt: float = FRAME) -> None:
        self.stack.update(dt)
        if self.stack.is_running:
            self.stack.draw(self.screen)


@pytest.fixture(autouse=True)
def save_dir(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """A fresh, empty campaign save directory for each test."""
    folder = tmp_path / "save"
    monkeypatch.setenv("MVM_SAVE_DIR", str(folder))
    return folder


@pytest.fixture(scope="session")
def opened_window() -> None:
    pygame.init()
    pygame.display.set_mode(SIZE)


@pytest.fixture
def screen(opened_window: None) -> pygame.Surface:
    """The test window at its size: a test of another file in this process (the pads',
    the app's) may have set the display to another size since the window was opened."""
    surface = pygame.display.get_surface()
    if surface is None or surface.get_size() != SIZE:
        surface = pygame.display.set_mode(SIZE)
    return surface


@pytest.fixture(scope="session")
def session_assets(opened_window: None) -> Assets:
    return Assets()


@pytest.fixture
def assets(session_assets: Assets) -> Assets:
    """The shared assets, fitted to the test window (a test may fit another size), with
    the options as by default (a test may change them)."""
    session_assets.text_size, session_assets.is_high_contrast = 100, False
    session_assets.is_tv_safe = False
    session_assets.fit(Screen(*SIZE))
    session_assets.records = None
    return session_assets


@pytest.fixture
def drive(screen: pygame.Surface, assets: Assets):  # type: ignore[no-untyped-def]
    def start(scene: Scene) -> Driver:
        return Driver(scene_stack(scene, assets), screen)

    return start


class MousePlayer:
    """Picks a legal thing to do (any policy), then does it only with clicks and drags on
    screen positions computed from the play scene's layout."""

    def __init__(self, driver: Driver, rng: object) -> None:
        self.driver, self.rng = driver, rng

    @property
    def scene(self):  # type: ignore[no-untyped-def]
        return self.driver.top

    def settle(self, skip: bool = True, limit: int = 2000) -> None:
        """Let the director finish (Space skips, otherwise time runs frame by frame), close
        the round summary with a click, read what the coach says (its Next or Got it), and
        wait out the input gate's grace, as a person looks at a new screen before clicking
        on it."""
        from game.scenes.play import PlayScene
        from game.scenes.play.input_gate import GRACE

        for _ in range(limit):
            scene = self.scene
            if not isinstance(scene, PlayScene):
                return
            if scene.summary is not None:
                self.driver.frame(GRACE + FRAME)
                self.driver.click(scene.camera.rect.center)
                continue
            read = scene.coach.button_rect(scene, "next")
            if read is not None:
                self.driver.frame(GRACE + FRAME)
                self.driver.click(read.center)
                continue
            if not scene.is_replaying:
                self.driver.frame(GRACE + FRAME)
                return
            if skip:
                self.driver.key(pygame.K_SPACE)
            self.driver.frame()
        raise AssertionError("the director never went idle")

    def play_one(self) -> object:
        """Do one legal action by mouse; returns it (the scene's history must grow by it)."""
        from game import rules
        from game.scenes.play import Mode

        scene = self.scene
        game = scene.game
        legal = rules.legal_actions(game)
        before = len(scene.history)
        mode = scene.mode
        if mode is Mode.DRAFTING:
            action = self.rng.choice([a for a in legal if isinstance(a, rules.DraftCard)])
            self._draft(action)
        elif mode is Mode.PROGRAMMING:
            action = self._pick_program(legal)
            self._program(action)
        elif mode is Mode.ANSWERING:
            action = self._pick_answer(game, legal)
            self._answer(action)
        else:
            raise AssertionError(f"nothing to do in mode {mode}")
        assert len(scene.history) == before + 1, f"{action!r} was not performed"
        assert scene.history[-1] == action
        return action

    def _pick_answer(self, game: object, legal: tuple[object, ...]) -> object:
        """The answer that destroys most (asking the rules what each would do), else any."""
        from game import rules
        from game.rules import events as ev

        def score(action: object) -> int:
            hits = (ev.MinionKilled, ev.ShardShattered)
            return sum(isinstance(e, hits) for e in rules.apply(game, action).events)

        scores = {a: score(a) for a in legal}
        best = max(scores.values())
        return self.rng.choice([a for a in legal if scores[a] == best])

    def _pick_program(self, legal: tuple[object, ...]) -> object:
        from game import rules

        schematic = (rules.UseSchematic, rules.InstallSchematic)
        tools = [a for a in legal if isinstance(a, schematic)]
        if tools and self.rng.random() < 0.3:
            return self.rng.choice(tools)
        ready = [a for a in legal if isinstance(a, rules.EndProgramming)]
        if ready:
            return ready[0]
        places = [a for a in legal if isinstance(a, rules.PlaceCard)]
        scraps = [a for a in legal if isinstance(a, rules.ScrapCard)]
        if scraps and (not places or self.rng.random() < 0.1):
            return self.rng.choice(scraps)
        return self.rng.choice(places)

    def _draft(self, action: object) -> None:
        placed = dict((card.id, rect) for card, rect in self.scene.drafting.placed(self.scene.game))
        self.driver.click(placed[action.card].center)

    def _hand_pos(self, seat: int, card_id: int) -> tuple[int, int]:
        from game.ui.layout import hand_rects

        hand = self.scene.game.mech(seat).hand
        index = [c.id for c in hand].index(card_id)
        rects = hand_rects(self.scene.layouts[seat], len(hand))
        for other in rects[index + 1 :]:  # every card of a hand shows whole, to be taken
            assert not other.colliderect(rects[index]), f"card {card_id} lies under another"
        return rects[index].center

    def _program(self, action: object) -> None:
        from game import rules
        from game.scenes.play.programming import NOTHING

        scene = self.scene
        layout = scene.layouts[action.seat]
        if isinstance(action, rules.UseSchematic | rules.InstallSchematic):
            from game.ui.schematic_chips import use_rect

            chip = scene.schematics.chip_rect(scene.game, action.seat, action.name)
            if isinstance(action, rules.UseSchematic):
                self.driver.click(use_rect(chip).center)
            else:
                self.driver.drag(chip.center, layout.slots[action.slot].center)
        elif isinstance(action, rules.EndProgramming):
            self.driver.click(layout.ready.center)
        elif isinstance(action, rules.PlaceCard):
            self.driver.drag(
                self._hand_pos(action.seat, action.card), layout.slots[action.slot].center
            )
        else:
            bin_at = scene.layout.scrap_bin.center
            self.driver.drag(self._hand_pos(action.seat, action.card), bin_at)

            def panel():  # type: ignore[no-untyped-def]
                return scene.programming.panel(scene.game)

            if action.swap is not None:
                for slot in action.swap:
                    self.driver.click(layout.slots[slot].center)
            elif action.repair is not None:
                self.click_option(panel, action.repair)
            else:
                self.click_option(panel, NOTHING)

    def _answer(self, action: object) -> None:
        scene = self.scene
        game = scene.game
        targets = scene.answering.targets(game)
        target = next(t for t in targets if t.option == action.option)
        arrow = scene.answering.arrow_rect(game, target)
        shared = [t for t in targets if t.cell is not None and t.cell == target.cell]
        if arrow is not None:
            pos = arrow.center
        elif target.cell is not None and len(shared) == 1:
            pos = scene.camera.cell_rect(target.cell).center
        else:
            self.click_option(lambda: scene.answering.panel(game), action.option)
            return
        self.driver.click(pos)

    def click_option(self, panel, value) -> None:  # type: ignore[no-untyped-def]
        """Click a choice panel's button, turning its pages to it first."""
        for _ in range(50):
            shown = panel()
            wanted = shown.page_of(value)
            if wanted == shown.grid.page:
                self.driver.click(shown.rect_of(value).center)
                return
            turn = shown.grid.forward if wanted > shown.grid.page else shown.grid.back
            self.driver.click(turn.center)
        raise AssertionError(f"no page shows {value!r}")


@pytest.fixture
def player():  # type: ignore[no-untyped-def]
    import random

    def make(driver: Driver, seed: int = 0) -> MousePlayer:
        return MousePlayer(driver, random.Random(seed))

    return make
