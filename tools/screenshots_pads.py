"""Save PNGs of the screens pads drive into screenshots/WxH[-es]/pads_*.png, headless:

    python tools/screenshots_pads.py [--size WxH] [--language es]

Pretend pads (controller events posted to pygame's queue, as SDL posts a real pad's) join
the seat setup, three of them, one Mech left to the mouse and one to the bot; then the
title and the briefing with the rings of a pad and of the keyboard, and the Controllers
screen with its face buttons remapped. On the play screen: four pads at the draft, each
ring on a card (one pad told it is not its pick), four seats programming at once (a card
lifted over a slot, rings on a hand card, Ready and a slot), and a seat whose pad was
unplugged, waiting for it with the bot offered.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["MVM_SAVE_DIR"] = tempfile.mkdtemp(prefix="mvm-screenshots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from screenshots import Shooter  # noqa: E402

from game import i18n, paths, rules  # noqa: E402
from game.app import scene_stack  # noqa: E402
from game.input import PadInfo, devices  # noqa: E402
from game.rules import Yordle  # noqa: E402
from game.scenes.base import SceneStack  # noqa: E402
from game.scenes.pads import PadsScene  # noqa: E402
from game.scenes.settings import Settings  # noqa: E402
from game.scenes.setup import SetupScene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.screen import window_size  # noqa: E402

A, START = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_START
DOWN, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_RIGHT


def press(stack: SceneStack, instance_id: int, *buttons: int) -> None:
    """A pad's buttons pressed and let go, through pygame's queue as SDL posts them."""
    for which in buttons:
        for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, button=which, instance_id=instance_id))
        pump(stack)


def plug(stack: SceneStack, index: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index))
    pump(stack)


def pump(stack: SceneStack) -> None:
    for event in pygame.event.get():
        stack.handle(event)
    stack.update(1 / 30)


NAMES = {0: "Xbox Wireless Controller", 1: "DualSense", 2: "Pro Controller"}


def shoot_all(shooter: Shooter) -> None:
    """The seat setup with no pads, with three plugged in, and with three joined (a fourth
    Mech the bot's, the keyboard's ring on Continue); the briefing with their rings; the
    title with an unseated pad's; the Controllers screen with A and B swapped."""
    assets, pads = shooter.assets, devices()
    opener = pads.opener
    pads.reset()
    pads.opener = lambda index, as_controller: PadInfo(
        100 + index, NAMES.get(index, ""), f"guid{index}"
    )
    pygame.event.clear()
    try:
        settings = Settings(yordles=(Yordle.CORKI, Yordle.TRISTANA), bots=())
        stack = scene_stack(SetupScene(assets, settings), assets)
        shooter.shoot("pads_setup_no_pads", stack.top)
        for index in range(3):
            plug(stack, index)
        shooter.shoot("pads_setup_plugged", stack.top)
        press(stack, 100, A)
        press(stack, 101, START)
        press(stack, 102, A)  # a third Mech
        press(stack, 101, RIGHT)  # pad 2's ring onto another Yordle
        setup = stack.top
        assert isinstance(setup, SetupScene)
        setup.handle(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0))
        )
        for name in ("count4", "pilot3:bot"):  # a fourth Mech, the bot's (as if clicked)
            setup._press(name)
        setup.buttons.put(None, "next")  # the keyboard's ring, in the host's gold
        shooter.shoot("pads_setup_joined", setup)
        press(stack, 100, START)
        shooter.shoot("pads_briefing", stack.top)
        pads.reset()
        stack = scene_stack(TitleScene(assets), assets)
        press(stack, 5, DOWN)
        shooter.shoot("pads_title", stack.top)
        stack = scene_stack(PadsScene(assets), assets)
        plug(stack, 0)
        press(stack, 100, A)  # A on "Pick" (the ring is there at once): it moves to B
        shooter.shoot("pads_controllers", stack.top)
        pads.reset()
        shoot_play(shooter)
    finally:
        pads.reset()
        pads.opener = opener


def shoot_play(shooter: Shooter) -> None:
    """Four pads on the play screen: the draft, programming at once, a pad unplugged."""
    from pad_play import PadHands, PadTable, Press

    from game.scenes.play import Mode, PlayScene

    assets = shooter.assets
    yordles = (Yordle.CORKI, Yordle.TRISTANA, Yordle.ZIGGS, Yordle.HEIMERDINGER)
    settings = Settings(yordles=yordles, seed=3)
    stack = scene_stack(PlayScene(assets, settings, is_saving=False), assets)
    table = PadTable(stack, shooter.screen)
    play = stack.top
    assert isinstance(play, PlayScene)
    play.finish_showing()
    table.wait()
    for index in range(4):
        plug(stack, index)
        table.wait()
        press(stack, 100 + index, pygame.CONTROLLER_BUTTON_A)  # each takes a seat
    hands = PadHands(table)
    row = [card.id for card in play.game.draft.row]
    picker = play.game.draft.pick_order[0]
    for seat in range(4):
        hands.reach(seat, f"draft:{row[seat % len(row)]}")
    other = (picker + 1) % 4
    table.wait()
    table.press(hands.pad_of(other), pygame.CONTROLLER_BUTTON_A)  # not its pick: told so
    shooter.shoot("pads_play_draft", play)
    play.programming.message = None
    while play.mode is Mode.DRAFTING:
        seat = play.game.draft.pick_order[0]
        hands.do(seat, [Press(f"draft:{play.game.draft.row[-1].id}")])
        play.finish_showing()
        table.wait()
    hands.do(3, [Press(f"hand:3:{play.game.mech(3).hand[0].id}")])
    placed = play.game.mech(1).hand[0].id
    slot = next(a.slot for a in play.legal if a == rules.PlaceCard(1, placed, a.slot))
    hands.do(1, [Press(f"hand:1:{placed}"), Press(f"slot:1:{slot}")])
    hands.do(0, [Press(f"hand:0:{play.game.mech(0).hand[0].id}")])  # lifted, over a slot
    hands.reach(1, "ready:1")
    hands.reach(2, f"slot:2:{len(play.game.mech(2).slots) - 1}")
    shooter.shoot("pads_play_program", play)
    table.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=hands.pad_of(2))
    shooter.shoot("pads_play_away", play)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=window_size, default=(1920, 1080))
    parser.add_argument("--language", default="en")
    args = parser.parse_args(argv)
    i18n.use(args.language)
    size: tuple[int, int] = args.size
    pygame.init()
    tail = "" if args.language == "en" else f"-{args.language}"
    shooter = Shooter(paths.SCREENSHOTS / f"{size[0]}x{size[1]}{tail}", size)
    shoot_all(shooter)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
