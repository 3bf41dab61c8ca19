"""Screenshots of questions and Overdrive, for ``tools/screenshots.py``.

A tow question asked after the Mech's first step, Scythe's targets after its turn (eight
Minions around: the choice panel wraps), a Boss dragging a Mech the way its First Player
picks, the way a Boss steps (the spaces it would step onto lit, one way hovered), a scrap
with more repairs than fit on the table (the panel pages), every seat's Overdrive at 15
Team Gears, and the screen a broken missions.yaml opens to.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
from staging import stage

from game import rules
from game.rules import Command, Phase, Yordle
from game.rules.engine import proceed
from game.rules.state import BossCard, DamageCard, Minion
from game.rules.steps import RunBossSlot
from game.scenes.play import Mode, PlayScene
from game.scenes.settings import Settings
from game.ui import overdrive
from game.ui.layout import hand_rects

FRAME = 1 / 30
AROUND = tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0))


def motion(pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def settle(play: PlayScene) -> None:
    for _ in range(3000):
        if play.round_end.summary is not None:
            play.round_end.dismiss()  # as a click would
        if not play.director.busy:
            break
        play.update(FRAME)
    play.update(FRAME)


def open_spot(game: rules.Game) -> tuple[int, int]:
    for x, y in sorted(game.board.cells(), key=lambda c: (abs(c[0] - 5), abs(c[1] - 3))):
        around = [(x + dx, y + dy) for dx, dy in AROUND]
        if game.is_free((x, y)) and all(game.is_free(c) for c in around):
            return x, y
    raise ValueError("no open spot")


def tow(shooter: Any) -> None:
    settings = Settings(yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=12)
    play = PlayScene(shooter.assets, settings)
    settle(play)
    x, y = open_spot(play.game)
    stage(play, Command.BLAZE, 2, ((x, y), (x, y + 1)))
    settle(play)
    play.handle(motion(play.camera.cell_rect((x, y + 1)).center))
    play.update(0.2)
    shooter.shoot("prompt_tow_midstep", play)


def scythe(shooter: Any) -> None:
    settings = Settings(yordles=(Yordle.TRISTANA,), seed=12)
    play = PlayScene(shooter.assets, settings)
    settle(play)
    x, y = open_spot(play.game)
    minions = tuple(Minion(500 + i, (x + dx, y + dy)) for i, (dx, dy) in enumerate(AROUND))
    stage(play, Command.SCYTHE, 1, ((x, y),), minions)
    settle(play)
    left = next(t for t in play.answering.targets(play.game) if t.option is rules.Turn.LEFT)
    play.perform(rules.Choose(0, left.option))
    settle(play)
    play.handle(motion(play.camera.cell_rect((x - 1, y + 1)).center))
    play.update(0.2)
    shooter.shoot("prompt_target_midstep", play)


def boss_drag(shooter: Any) -> None:
    """Mission 10's Mech Magnet drags Corki diagonally toward the Boss: the First Player
    picks the way, the hovered answer's space tagged with its compass word."""
    settings = Settings(mission_id="mission-10", yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=12)
    play = PlayScene(shooter.assets, settings)
    settle(play)
    game = play.game
    assert game.boss is not None
    (bx, by), magnet = game.boss.cell, (BossCard(900, "mech_magnet"),)
    mechs = (replace(game.mech(0), cell=(bx - 1, by - 2)), replace(game.mech(1), cell=(bx + 3, by)))
    slots = (magnet, *game.boss.slots[1:])
    staged = replace(
        game, mechs=mechs, boss=replace(game.boss, slots=slots), phase=Phase.DANGER, agenda=()
    )
    asked = proceed(staged, RunBossSlot(slot=0)).game
    assert asked.pending is not None and asked.pending.prompt is rules.Prompt.DIRECTION
    play.stage(asked)
    settle(play)
    way = play.answering.targets(play.game)[0]
    assert way.cell is not None and way.dragged
    play.handle(motion(play.camera.cell_rect(way.cell).center))
    play.update(0.2)
    shooter.shoot("prompt_boss_drag", play)


def boss_way(shooter: Any) -> None:
    """Mission 6, one seat: which way the Boss goes, its way west hovered (the Boss's whole
    landing outlined, the spaces it steps onto lit, the compass word on one)."""
    from game.bots import Planner, acting_seats

    play = PlayScene(shooter.assets, Settings("mission-6", (Yordle.CORKI,), seed=5))
    planner = Planner()
    while not (play.game.pending and play.game.pending.prompt is rules.Prompt.DIRECTION):
        game = play.game
        play.stage(rules.apply(game, planner.next_action(game, acting_seats(game)[0])).game)
    settle(play)
    west = next(t for t in play.answering.targets(play.game) if t.option is rules.Facing.W)
    assert west.cell is not None
    play.handle(motion(play.camera.cell_rect(west.cell).center))
    play.update(0.2)
    shooter.shoot("prompt_boss_way", play)


def many_repairs(shooter: Any) -> None:
    settings = Settings(yordles=(Yordle.HEIMERDINGER,), seed=12)
    play = PlayScene(shooter.assets, settings)
    while play.mode is not Mode.PROGRAMMING:
        settle(play)
        play.perform(rules.legal_actions(play.game)[0])
    settle(play)
    game = play.game
    fire = next(c for c in game.decks.command if c.element.can_repair)
    broken = tuple(DamageCard(900 + i, game.decks.damage[i % 5].name) for i in range(24))
    mech = replace(game.mech(0), hand=(fire, *game.mech(0).hand), system_damage=broken)
    scrapping_taught = replace(game.progress, stage=1)
    play.model.stage(replace(game, mechs=(mech,), progress=scrapping_taught))
    play.update(0.5)  # past the input gate that guards against late clicks
    start = hand_rects(play.layouts[0], len(mech.hand))[0].center
    play.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    scrap_bin = play.layout.scrap_bin.center
    play.handle(motion(scrap_bin, (1, 0, 0)))
    play.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scrap_bin, button=1))
    panel = play.programming.panel(play.game)
    assert panel is not None
    play.handle(motion(panel.rects()[4].center))
    play.update(FRAME)
    shooter.shoot("prompt_many_choices", play)


def overdrive_on(shooter: Any) -> None:
    settings = Settings(mission_id="mission-1", yordles=tuple(Yordle), seed=12)
    play = PlayScene(shooter.assets, settings)
    while play.mode is not Mode.PROGRAMMING:
        settle(play)
        play.perform(rules.legal_actions(play.game)[0])
    play.model.stage(replace(play.game, trackers=replace(play.game.trackers, gears=15)))
    play.hud.sync(play.game)
    from game.scenes.play.views import overdrive_view

    view = overdrive_view(play.game, 1)
    assert view is not None
    tag = overdrive.tag_rect(shooter.assets, play.layouts[1], play.names[1], view)
    play.handle(motion(tag.center))
    play.update(FRAME)
    shooter.shoot("overdrive", play)


def broken_content(shooter: Any) -> None:
    from game.content import ContentError
    from game.scenes.broken import BrokenContentScene

    error = ContentError(
        "missions.yaml: missions[3].minions.spawn.kind: unknown spawn rule 'on_rune' "
        "(did you mean 'on_runes'?)"
    )
    scene = BrokenContentScene(shooter.assets, error)
    scene.handle(motion(scene.buttons["quit"].rect.center))
    shooter.shoot("broken_content", scene)


def shoot_all(shooter: Any) -> None:
    broken_content(shooter)
    tow(shooter)
    scythe(shooter)
    boss_drag(shooter)
    boss_way(shooter)
    many_repairs(shooter)
    overdrive_on(shooter)
