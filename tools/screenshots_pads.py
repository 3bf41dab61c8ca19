"""Save PNGs of the screens pads drive into screenshots/WxH[-es]/pads_*.png, headless:

    python tools/screenshots_pads.py [--size WxH] [--language es]

Pretend pads (controller events posted to pygame's queue, as SDL posts a real pad's) join
the seat setup, three of them, one Mech left to the mouse and one to the bot; then the
title and the briefing with the rings of a pad and of the keyboard, and the Controllers
screen with its face buttons remapped.
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

import pygame  # noqa: E402

from game import i18n, paths  # noqa: E402
from game.app import scene_stack  # noqa: E402
from game.assets import Assets  # noqa: E402
from game.input import PadInfo, devices  # noqa: E402
from game.rules import Yordle  # noqa: E402
from game.scenes.base import SceneStack  # noqa: E402
from game.scenes.pads import PadsScene  # noqa: E402
from game.scenes.settings import Settings  # noqa: E402
from game.scenes.setup import SetupScene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.screen import Screen, window_size  # noqa: E402

A, START = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_START
DOWN, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_RIGHT


def pump(stack: SceneStack, screen: pygame.Surface) -> None:
    for event in pygame.event.get():
        stack.handle(event)
    stack.update(1 / 30)
    stack.draw(screen)


def press(stack: SceneStack, screen: pygame.Surface, instance_id: int, *buttons: int) -> None:
    for which in buttons:
        for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, button=which, instance_id=instance_id))
        pump(stack, screen)


def plug(stack: SceneStack, screen: pygame.Surface, index: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index))
    pump(stack, screen)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=window_size, default=(1920, 1080))
    parser.add_argument("--language", default="en")
    args = parser.parse_args(argv)
    i18n.use(args.language)
    size: tuple[int, int] = args.size
    pygame.init()
    screen = pygame.display.set_mode(size)
    assets = Assets(has_sound=False)
    assets.fit(Screen(*size))
    tail = "" if args.language == "en" else f"-{args.language}"
    folder = paths.SCREENSHOTS / f"{size[0]}x{size[1]}{tail}"
    folder.mkdir(parents=True, exist_ok=True)
    names = {0: "Xbox Wireless Controller", 1: "DualSense", 2: "Pro Controller"}
    devices().opener = lambda index, as_controller: PadInfo(
        100 + index, names.get(index, "Pad"), f"guid{index}"
    )
    pygame.event.clear()

    def save(name: str, stack: SceneStack) -> None:
        stack.draw(screen)
        pygame.image.save(screen, str(folder / f"pads_{name}.png"))
        print(folder / f"pads_{name}.png")

    settings = Settings(yordles=(Yordle.CORKI, Yordle.TRISTANA), bots=())
    stack = scene_stack(SetupScene(assets, settings), assets)
    save("setup_no_pads", stack)
    for index in range(3):
        plug(stack, screen, index)
    save("setup_pads_plugged", stack)
    press(stack, screen, 100, A)
    press(stack, screen, 101, START)
    press(stack, screen, 102, A)  # a third Mech
    press(stack, screen, 101, RIGHT)  # pad 2's ring onto another Yordle
    top = stack.top
    assert isinstance(top, SetupScene)
    top.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0)))
    for name in ("count4", "pilot3:bot"):  # a fourth Mech, the bot's (as if clicked)
        top._press(name)
    top.buttons.put(None, "next")  # the keyboard's ring, in the host's gold
    save("setup_joined", stack)
    press(stack, screen, 100, START)
    save("briefing", stack)
    devices().reset()
    stack = scene_stack(TitleScene(assets), assets)
    press(stack, screen, 5, DOWN)
    save("title", stack)
    stack = scene_stack(PadsScene(assets), assets)
    plug(stack, screen, 0)
    press(stack, screen, 100, A, A)  # A on "Pick": it moves to B
    save("controllers", stack)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
