"""Save PNGs of every screen of the game into screenshots/ (git-ignored), headless.

    python tools/screenshots.py [--size WxH] [--seats N] [--seed S] [--language es]
        [--text-size 125] [--tv-safe] [--high-contrast]

At ``--size`` (default 1920x1080) the pictures go to screenshots/WxH/ (screenshots/WxH-es/
in another language than English, and -text125, -safe, -contrast added for the options).

Plays the Tutorial with random legal choices, made through the real scenes, and saves the
title, setup, briefing, draft, programming (mid-drag), execution, a question on the board,
the Minion Phase and the results; then the campaign map, a Schematic choice, a Boss
mission, a Lava Wall mission and Schematics in play (see ``screenshots_later.py``); then
questions asked mid-step, a choice panel with pages, and Overdrive
(``screenshots_questions.py``); then every lesson of the coach (``lesson_*``) and every page
of the field guide (``guide_*``) (``screenshots_teaching.py``); then a bot's moves, the
Hints and a bot's game watched with its reasons (``screenshots_bots.py``); then pads joining
the seat setup and the Controllers screen (``screenshots_pads.py``); then the Online menu,
the host's lobby, a guest's play screen and the host asked about an away friend, played on
127.0.0.1 (``screenshots_online.py``).
"""

from __future__ import annotations

import argparse
import logging
import os
import random
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Never the player's own saves or settings: a folder of its own, left in the temp folder.
os.environ["MVM_SAVE_DIR"] = tempfile.mkdtemp(prefix="mvm-screenshots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402

from game import i18n, paths, rules  # noqa: E402
from game.assets import TEXT_SCALES, Assets  # noqa: E402
from game.net.tables import GuestTable  # noqa: E402
from game.rules import Phase, PlaceCard, Yordle  # noqa: E402
from game.rules.state import Minion  # noqa: E402
from game.scenes import routes  # noqa: E402
from game.scenes.base import framed  # noqa: E402
from game.scenes.briefing import BriefingScene  # noqa: E402
from game.scenes.confirm import ConfirmScene  # noqa: E402
from game.scenes.join import JoinScene  # noqa: E402
from game.scenes.options import OptionsScene  # noqa: E402
from game.scenes.pause import PauseScene  # noqa: E402
from game.scenes.play import Mode, PlayScene  # noqa: E402
from game.scenes.replay import ReplayScene  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.scenes.settings import Settings  # noqa: E402
from game.scenes.setup import SetupScene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.screen import Screen, window_size  # noqa: E402
from game.ui.layout import hand_rects  # noqa: E402

FRAME = 1 / 30
log = logging.getLogger("screenshots")


def event(kind: int, **data: object) -> pygame.event.Event:
    return pygame.event.Event(kind, data)


SETTLING_FRAMES = 5  # as seen a moment later: the program preview asks a Mech a frame


class Shooter:
    def __init__(self, out: Path, size: tuple[int, int] = (1920, 1080)) -> None:
        self.out = out
        self.screen = self.open(size)
        self.assets = Assets()
        self.assets.fit(Screen(*size))
        self.taken: set[str] = set()
        out.mkdir(parents=True, exist_ok=True)

    def open(self, size: tuple[int, int]) -> pygame.Surface:
        return pygame.display.set_mode(size)

    def shoot(self, name: str, *scenes: object) -> None:
        if name in self.taken:
            return
        for _ in range(SETTLING_FRAMES):
            area = framed(self.screen, self.assets)  # the TV safe area, if it is on
            for scene in scenes:
                scene.draw(area)  # type: ignore[attr-defined]
        pygame.image.save(self.screen, str(self.out / f"{name}.png"))
        self.taken.add(name)
        log.info("saved %s", self.out / f"{name}.png")

    def menus(self, settings: Settings) -> None:
        title = TitleScene(self.assets)
        title.update(0.4)
        self.shoot("title", title)
        self.shoot("options", title, OptionsScene(self.assets))
        join = JoinScene(self.assets)
        join.address.type("192.168.1.20:47310")
        join.code.type("KQXRT")
        self.shoot("join", join)
        join.guest = GuestTable("ws://192.168.1.20:47310", "KQXRT", "shot")  # never opened
        join.guest.unreachable, join.guest.stopped = True, "cannot reach it"
        self.shoot("join_nobody_answered", join)
        setup = SetupScene(self.assets, replace(settings, bots=(1,)))
        setup.handle(event(pygame.MOUSEMOTION, pos=(700, 420), rel=(0, 0), buttons=(0, 0, 0)))
        self.shoot("setup", setup)
        self.shoot("briefing", BriefingScene(self.assets, settings))
        placing = PlayScene(self.assets, replace(settings, is_placing=True))
        placing.update(3.0)
        self.shoot("placing_start", placing)
        first = placing.game.pending
        placing.perform(rules.Choose(first.seat, first.options[0]))
        placing.update(3.0)
        self.shoot("placing_facing", placing)
        pause = PauseScene(self.assets, placing.settings, is_saved=True)
        self.shoot("options_in_play", placing, pause, OptionsScene(self.assets))
        confirm = ConfirmScene(self.assets, routes.Confirm(routes.Leaving.TITLE, 3))
        self.shoot("confirm", placing, pause, confirm)
        restart = routes.Confirm(routes.Leaving.RESTART, 3, placing.settings, is_saved=True)
        self.shoot("confirm_restart", placing, pause, ConfirmScene(self.assets, restart))
        title = TitleScene(self.assets)  # the placing above was saved: Continue is offered
        title.update(0.4)
        self.shoot("title_continue", title)
        close = ConfirmScene(self.assets, routes.Confirm(routes.Leaving.CLOSE))
        self.shoot("confirm_close", title, close)

    def board_tip(self, settings: Settings) -> None:
        """Words about a space of the board, once the pointer rests on it."""
        play = PlayScene(self.assets, settings)
        play.director.finish()
        play.update(0)
        school = sorted(play.game.board.zone("school"))[0]
        pos = play.camera.cell_rect(school).center
        play.handle(event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        play.update(1.0)
        self.shoot("board_tip", play)

    def play(self, settings: Settings, rng: random.Random, has_minions: bool = False) -> None:
        play = PlayScene(self.assets, settings)
        if has_minions:
            pour_in_minions(play)
        for _ in range(3000):
            for _ in range(400):
                if play.round_end.summary is not None:
                    self.shoot("round_summary", play)
                    play.round_end.dismiss()  # as a click would
                if not play.director.busy:
                    break
                play.update(FRAME)
                self._during(play)
            if play.game.result is not None:
                break
            play.update(0)
            self._idle(play, rng)
            legal = rules.legal_actions(play.game)
            choices = [a for a in legal if not isinstance(a, rules.ScrapCard)] or list(legal)
            play.perform(rng.choice(choices))
        play.director.finish()
        for _ in range(3):
            play.update(FRAME)
        replay = play.autosave.replay
        results = ResultsScene(self.assets, settings, play.game, play.mission.title, replay)
        self.shoot("results", results)
        if replay is not None and "replay" not in self.taken:
            self.replay(replay)

    def replay(self, path: Path) -> None:
        """The replay viewer, paused in the second round with its bar shown."""
        viewer = ReplayScene(self.assets, path)
        viewer.handle(event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
        for _ in range(4):
            viewer.step()
        viewer.update(0.5)
        self.shoot("replay", viewer)

    def _during(self, play: PlayScene) -> None:
        """Moments worth a picture while the director replays events."""
        hud = play.hud
        shown = {type(e).__name__ for e in play.board_view.effects if 0.3 < e.t < 0.7}
        if hud.phase is Phase.EXECUTE and hud.active_slot and "CellFlash" in shown:
            self.shoot("execution", play)
        if "DamageReveal" in shown:
            self.shoot("damage", play)
        if hud.phase is Phase.MINIONS and "RuneDie" in shown and len(play.board_view.sprites) > 8:
            self.shoot("minion_phase", play)

    def _idle(self, play: PlayScene, rng: random.Random) -> None:
        mode = play.mode
        if mode is Mode.DRAFTING and play.game.round >= 2:
            hover = play.game.draft.row[1] if len(play.game.draft.row) > 1 else None
            if hover is not None:
                pos = play.drafting.placed(play.game)[1][1].center
                play.handle(event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            self.shoot("draft", play)
            pause = PauseScene(self.assets, play.settings, play.autosave.is_saved)
            self.shoot("pause", play, pause)
        if mode is Mode.PROGRAMMING and play.game.round >= 3 and "programming" not in self.taken:
            self._mid_drag(play)
        if mode is Mode.PROGRAMMING and "damaged_line" not in self.taken:
            for mech in play.game.mechs:
                damaged = [i for i, slot in enumerate(mech.slots) if slot.damage is not None]
                if damaged:
                    pos = play.layouts[mech.seat].slots[damaged[0]].center
                    play.handle(event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                    self.shoot("damaged_line", play)
                    break
        if mode is Mode.ANSWERING and play.game.pending.prompt in (
            rules.Prompt.TURN,
            rules.Prompt.DISTANCE,
        ):
            target = play.answering.targets(play.game)[-1]
            rect = play.answering.arrow_rect(play.game, target)
            pos = rect.center if rect is not None else play.camera.cell_rect(target.cell).center
            play.handle(event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            self.shoot(f"prompt_{play.game.pending.prompt.value}", play)

    def _mid_drag(self, play: PlayScene) -> None:
        game = play.game
        for mech in game.mechs:
            if not mech.hand:
                continue
            card = mech.hand[0]
            slots = [
                a.slot
                for a in rules.legal_actions(game)
                if isinstance(a, PlaceCard) and a.card == card.id
            ]
            if not slots:
                continue
            start = hand_rects(play.layouts[mech.seat], len(mech.hand))[0].center
            end = play.layouts[mech.seat].slots[slots[len(slots) // 2]].center
            play.handle(event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
            play.handle(event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
            self.shoot("programming", play)
            play.handle(event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
            play.update(1.0)
            return


def pour_in_minions(play: PlayScene) -> None:
    """Start from the Tutorial's second objective: Shards gone, Minions on their marks."""
    game = play.game
    marks = sorted(game.board.zone("minions")) if game.board.has_zone("minions") else []
    minions = tuple(Minion(game.next_id + i, cell) for i, cell in enumerate(marks))
    play.model.stage(
        replace(
            game,
            progress=replace(game.progress, stage=1),
            shards=(),
            minions=minions,
            next_id=game.next_id + len(marks),
        )
    )
    play.director.finish()
    play.update(0)
    play.board_view.sync(play.game)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--out", type=Path, default=paths.SCREENSHOTS)
    parser.add_argument("--size", type=window_size, default=(1920, 1080), help="WxH")
    parser.add_argument("--language", choices=sorted(i18n.LANGUAGES), default=i18n.ENGLISH)
    parser.add_argument("--text-size", type=int, choices=TEXT_SCALES, default=100)
    parser.add_argument("--tv-safe", action="store_true", help="the TV safe area on")
    parser.add_argument("--high-contrast", action="store_true", help="the high-contrast board")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    pygame.init()
    i18n.use(args.language)
    yordles = tuple(Yordle)[: args.seats]
    settings = Settings(yordles=yordles, seed=args.seed)
    width, height = args.size
    folder = f"{width}x{height}" + ("" if args.language == i18n.ENGLISH else f"-{args.language}")
    folder += "" if args.text_size == 100 else f"-text{args.text_size}"
    folder += "-safe" if args.tv_safe else ""
    folder += "-contrast" if args.high_contrast else ""
    shooter = Shooter(args.out / folder, args.size)
    shooter.assets.text_size = args.text_size
    shooter.assets.is_high_contrast = args.high_contrast
    shooter.assets.use_tv_safe(args.tv_safe)
    shoot_everything(shooter, settings)


def shoot_everything(shooter: Shooter, settings: Settings) -> None:
    """Every screen of the game, each once."""
    import screenshots_bots
    import screenshots_later
    import screenshots_online
    import screenshots_pads
    import screenshots_questions
    import screenshots_teaching

    shooter.menus(settings)
    shooter.board_tip(settings)
    shooter.play(settings, random.Random(settings.seed))
    shooter.play(settings, random.Random(settings.seed + 1), has_minions=True)
    screenshots_later.shoot_all(shooter)
    screenshots_questions.shoot_all(shooter)
    screenshots_teaching.shoot_all(shooter)
    screenshots_bots.shoot_all(shooter)
    screenshots_pads.shoot_all(shooter)
    screenshots_online.shoot_all(shooter)


if __name__ == "__main__":
    main()
