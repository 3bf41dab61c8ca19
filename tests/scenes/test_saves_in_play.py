"""Saves as players meet them, with real scenes and mouse events: the window closed twice in
the middle of the Tutorial loses nothing, Continue puts the team back exactly where it was,
the ended mission leaves a replay that Watch replay shows, and a bad save is named and kept."""

from __future__ import annotations

import pygame
import pytest

from game.app import close, opening_scene
from game.content import campaign
from game.progress import SAVE_NAME as CAMPAIGN_SAVE
from game.progress import SaveFile
from game.record import Standing, play_back, read_record
from game.rules import Phase, PlaceCard
from game.rules.notation import digest
from game.saves import SAVE_NAME, MissionSave
from game.scenes.play import Mode, PlayScene
from game.scenes.replay import ReplayScene
from game.scenes.results import ResultsScene
from game.scenes.settings import Settings
from game.scenes.title import TitleScene


def reopen(drive, assets):  # type: ignore[no-untyped-def]
    """The game started again: a new stack from the opening scene, as the app builds it."""
    driver = drive(opening_scene(assets))
    assert isinstance(driver.top, TitleScene)
    return driver


def test_closing_the_window_twice_mid_mission_loses_nothing_to_the_win(
    drive, assets, player, save_dir
):
    driver = drive(TitleScene(assets))
    assert "continue" not in driver.top.buttons.items, "nothing saved yet"
    driver.click(driver.top.buttons["new"].rect.center)
    driver.click(driver.top.buttons["next"].rect.center)
    driver.top.seed = 2024
    driver.click(driver.top.buttons["start"].rect.center)
    play = driver.top
    bot = player(driver, seed=7)
    # First close: some 40 actions in, while the board is still replaying the last one.
    while len(play.history) < 40 or not play.is_replaying:
        bot.settle()
        bot.play_one()
    before = (play.game, list(play.history))
    close(driver.stack)
    assert not driver.stack.is_running, "the game is saved: closing does not ask"

    driver = reopen(drive, assets)
    title = driver.top
    assert title.saved is not None and title.saved.record.round == before[0].round
    driver.click(title.buttons["continue"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene)
    assert (play.game, play.history) == before, "Continue put the team somewhere else"
    assert not play.is_replaying and play.board_view.drift(play.game) == []

    # Second close: in a Program Phase, after a card was placed (undo must still work).
    bot = player(driver, seed=8)
    placed = False
    for _ in range(400):
        bot.settle()
        if play.mode is Mode.PROGRAMMING and isinstance(play.history[-1], PlaceCard):
            placed = True
            break
        bot.play_one()
    assert placed, "no card was placed"
    before = (play.game, list(play.history))
    close(driver.stack)
    assert not driver.stack.is_running

    driver = reopen(drive, assets)
    driver.click(driver.top.buttons["continue"].rect.center)
    play = driver.top
    assert (play.game, play.history) == before
    seat = play.history[-1].seat
    assert play.can_undo(seat), "undo was lost with the close"

    bot = player(driver, seed=9)
    for _ in range(3000):
        bot.settle()
        if driver.top is not play:
            break
        bot.play_one()
    results = driver.top
    assert isinstance(results, ResultsScene) and results.is_won, "the Tutorial was not won"
    assert "tutorial" in SaveFile().read().won, "the win was not recorded"

    assert not (save_dir / SAVE_NAME).exists(), "an ended mission is not offered to Continue"
    replay = results.replay
    assert replay is not None and replay.parent == save_dir / "replays"
    record = read_record(replay)
    assert record.ending is Standing.WON
    again = play_back(record)
    assert list(again.actions) == play.history, "the replay lost an action"
    assert digest(again.game) == digest(play.game)
    assert {p.name for p in save_dir.iterdir()} == {CAMPAIGN_SAVE, "replays"}, "leftovers"

    driver.click(results.buttons["replay"].rect.center)
    watching = driver.top
    assert isinstance(watching, ReplayScene) and watching.problem is None
    for _ in range(100):
        if watching.is_over:
            break
        driver.key(pygame.K_DOWN)  # one round at a time
    assert watching.is_over and watching.play is not None
    assert watching.play.game == play.game, "the replay ended elsewhere"
    driver.key(pygame.K_ESCAPE)
    assert driver.top is results


def test_a_new_mission_keeps_the_unfinished_one_as_a_replay(drive, assets, player, save_dir):
    driver = drive(PlayScene(assets, Settings(mission_id="mission-1", seed=3)))
    bot = player(driver)
    for _ in range(10):
        bot.settle()
        bot.play_one()
    first = list(driver.top.history)
    driver = drive(PlayScene(assets, Settings(seed=4)))
    replays = list((save_dir / "replays").iterdir())
    assert len(replays) == 1 and "mission-1_abandoned" in replays[0].name
    assert list(play_back(read_record(replays[0])).actions) == first
    MissionSave.settle()  # the new mission's first save is written off the frame loop
    assert read_record(save_dir / SAVE_NAME).setup.mission_id == "tutorial"


TIMED = [m.id for m in campaign() if m.rules_for(False).is_draft_timed]  # their rules time it


@pytest.mark.parametrize(
    "settings",
    [
        Settings(seed=5, has_minuteglass=True, minuteglass_seconds=30),
        *(Settings(mission_id=mission, seed=5, minuteglass_seconds=30) for mission in TIMED),
    ],
    ids=["house rule", *TIMED],
)
def test_a_resumed_draft_keeps_the_minuteglass_where_it_was(drive, assets, player, settings):
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    bot = player(driver)
    bot.settle()
    assert play.mode is Mode.DRAFTING
    driver.frame(8.0)  # eight seconds of thought
    bot.play_one()
    left = play.drafting.timer(play.game)
    assert left is not None and 20 < left < 23
    close(driver.stack)
    driver = reopen(drive, assets)
    driver.click(driver.top.buttons["continue"].rect.center)
    resumed = driver.top
    assert resumed.game == play.game and resumed.game.phase is Phase.DRAFT
    assert abs(resumed.drafting.timer(resumed.game) - round(left)) < 0.1


def test_a_bad_save_is_named_on_the_title_kept_and_the_game_goes_on(drive, assets, save_dir):
    save_dir.mkdir(parents=True)
    (save_dir / SAVE_NAME).write_text("mechs-vs-minions record 1\ncontent 12\n", encoding="utf-8")
    driver = reopen(drive, assets)
    title = driver.top
    assert title.saved is None and "continue" not in title.buttons.items
    assert title.trouble is not None and str(save_dir / SAVE_NAME) in title.trouble
    assert "line" in title.trouble and "kept as mission.txt.bad" in title.trouble
    driver.frame()
    assert (save_dir / f"{SAVE_NAME}.bad").exists()
    driver.click(title.buttons["new"].rect.center)  # and the game goes on
    assert not isinstance(driver.top, TitleScene)


def test_a_step_taken_back_is_not_in_the_save(drive, assets, player):
    driver = drive(PlayScene(assets, Settings(seed=6)))
    play = driver.top
    bot = player(driver)
    while play.mode is not Mode.PROGRAMMING:
        bot.settle()
        bot.play_one()
    first = next(a for a in play.legal if isinstance(a, PlaceCard))
    play.perform(first)
    second = next(a for a in play.legal if isinstance(a, PlaceCard) and a.slot != first.slot)
    play.perform(second)
    play.undo(second.seat)
    assert play.history[-1] == first
    close(driver.stack)
    driver = reopen(drive, assets)
    driver.click(driver.top.buttons["continue"].rect.center)
    resumed = driver.top
    assert resumed.history == play.history and resumed.game == play.game
    assert resumed.can_undo(first.seat), "the first step can still be taken back"
