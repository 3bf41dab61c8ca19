"""The Boss (Mission 3) and the Lava Wall (Mission 9) on screen, a round of each played by
mouse, and Schematics used and installed from the seat panels."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game import rules
from game.rules import BOSS, InstallSchematic, Phase, UseSchematic, Yordle
from game.scenes.play import Mode, PlayScene
from game.scenes.settings import Settings
from game.ui.schematic_chips import use_rect


def play_round(driver, bot, play, skip: bool) -> list[object]:  # type: ignore[no-untyped-def]
    """Play by mouse until the next round's draft; drift must be empty whenever idle."""
    start, events = play.game.round, []
    play.director.on_event = events.append
    for _ in range(400):
        bot.settle(skip=skip)
        if driver.top is not play or play.game.round > start:
            break
        assert play.board_view.drift(play.game) == []
        bot.play_one()
    assert driver.top is not play or play.game.round > start, "the round never ended"
    return events


def test_the_boss_mission_shows_the_boss_and_runs_a_round_by_mouse(drive, assets, player):
    from game.rules import events as ev

    settings = Settings(mission_id="mission-3", yordles=(Yordle.TRISTANA, Yordle.ZIGGS), seed=8)
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    assert play.layout.mission is not None, "no room for the Boss's Command Line"
    boss = play.board_view.sprite(BOSS)
    assert boss is not None and boss.meter == (10, 10)
    centre = play.camera.to_screen(boss.x, boss.y)
    corner = play.camera.cell_rect(play.game.boss.cell)
    assert corner.bottomright == (round(centre[0]), round(centre[1])), "not over its 2×2 spaces"
    driver.frame()
    events = play_round(driver, player(driver, seed=2), play, skip=False)
    assert any(isinstance(e, ev.BossSlotStarted) for e in events)
    assert any(isinstance(e, ev.BossCardSlotted) for e in events), "no Boss Card was drafted"
    assert sum(len(s) for s in play.game.boss.slots) >= 1
    assert play.board_view.sprite(BOSS).meter[0] == play.game.trackers.doom


def test_the_lava_wall_flows_over_the_board_row_by_row(drive, assets, player):
    settings = Settings(mission_id="mission-9", yordles=(Yordle.CORKI,), seed=4)
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    assert play.board_view.lava_layer is not None
    events = play_round(driver, player(driver, seed=1), play, skip=False)
    rows = play.game.lava.rows
    assert rows >= 1 and play.board_view.lava_rows == rows
    from game.rules import events as ev

    assert any(isinstance(e, ev.LavaAdvanced) for e in events)
    driver.frame()
    cell = play.camera.cell_rect((0, 2))  # the Lava Wall flows from the West edge
    r, g, b, *_ = driver.screen.get_at(cell.center)
    assert r > 150 and b < 120, f"no lava drawn over a covered space: {(r, g, b)}"


def test_schematics_are_used_and_installed_from_the_seat_panel(drive, assets, player):
    loadout = (("barrel_roll", "rocket_pods"),)
    settings = Settings(mission_id="mission-1", yordles=(Yordle.CORKI,), seed=6, loadouts=loadout)
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    bot = player(driver, seed=3)
    while play.mode is not Mode.PROGRAMMING:
        bot.settle()
        bot.play_one()
    assert not any(isinstance(a, UseSchematic) for a in rules.legal_actions(play.game))
    play.stage(
        replace(play.game, trackers=replace(play.game.trackers, gears=5))
    )  # as if ten Minions had fallen
    driver.frame()
    chip = play.schematics.chip_rect(play.game, 0, "rocket_pods")
    driver.drag(chip.center, play.layouts[0].slots[2].center)
    assert play.history[-1] == InstallSchematic(0, "rocket_pods", 2)
    assert play.game.mech(0).slots[2].schematic == "rocket_pods"
    bot.settle()
    driver.click(use_rect(play.schematics.chip_rect(play.game, 0, "barrel_roll")).center)
    assert play.history[-1] == UseSchematic(0, "barrel_roll")
    for _ in range(6):
        bot.settle()
        if play.mode is not Mode.ANSWERING:
            break
        bot.play_one()
    assert "barrel_roll" in play.game.mech(0).used
    assert play.game.phase is Phase.PROGRAM


def test_the_cached_panels_always_match_a_fresh_drawing(drive, assets, player):
    """The play screen reuses its panels between frames; they must never go stale."""

    settings = Settings(mission_id="mission-3", yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=3)
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    bot = player(driver, seed=9)
    fresh = driver.screen.copy()
    compared = 0
    for _ in range(60):
        bot.settle()
        if driver.top is not play:
            break
        play.draw(driver.screen)
        cached = driver.screen.copy()
        play.redraw()
        play.draw(fresh)
        assert pygame.image.tobytes(cached, "RGB") == pygame.image.tobytes(fresh, "RGB"), (
            f"stale panels in {play.mode} after {play.history[-1:]}"
        )
        compared += 1
        bot.play_one()
    assert compared > 30
