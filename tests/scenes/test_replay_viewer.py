"""The replay viewer, driven by mouse and keys: it plays on its own, pauses, steps one
action or one round, changes speed, ends where the mission ended, and names a bad file."""

from __future__ import annotations

import random

import pygame
import pytest

from game import rules
from game.record import Setup, record_actions, to_text
from game.rules import Phase, Yordle
from game.scenes.replay import BAR_HIDES_AFTER, ReplayScene
from game.scenes.settings import Speed

FRAME = 1 / 30


@pytest.fixture
def replay_file(tmp_path):  # type: ignore[no-untyped-def]
    """A Mission 1 replay of two Mechs, played by random choices for three rounds."""
    setup = Setup("mission-1", (Yordle.CORKI, Yordle.ZIGGS), 11, minuteglass=30)
    game, actions, chooser = setup.new_game().game, [], random.Random(2)
    while game.result is None and game.round <= 3:
        actions.append(chooser.choice(rules.legal_actions(game)))
        game = rules.apply(game, actions[-1]).game
    path = tmp_path / "replay.txt"
    path.write_text(to_text(record_actions(setup, actions)), encoding="utf-8")
    return path


def run_for(driver, seconds: float) -> None:  # type: ignore[no-untyped-def]
    for _ in range(round(seconds / FRAME)):
        driver.frame(FRAME)


def test_the_replay_plays_pauses_and_steps(drive, assets, replay_file):
    driver = drive(ReplayScene(assets, replay_file))
    viewer = driver.top
    assert viewer.problem is None and viewer.play is not None
    run_for(driver, 6)
    assert viewer.next > 0, "it does not play on its own"

    driver.click(viewer.buttons["play"].rect.center)
    assert viewer.is_paused and viewer.buttons["play"].text == "Play"
    shown = viewer.next
    run_for(driver, 3)
    assert viewer.next == shown, "a paused replay went on"

    driver.click(viewer.buttons["step"].rect.center)
    assert viewer.next == shown + 1, "Step action shows exactly one action"
    assert viewer.play.history == list(viewer.actions[: shown + 1])

    before = viewer.play.game.round
    driver.click(viewer.buttons["round"].rect.center)
    play = viewer.play
    assert play.game.round == before + 1 and not play.is_replaying
    assert play.board_view.drift(play.game) == [], "the board did not snap to the round"

    driver.click(viewer.buttons["speed"].rect.center)
    assert viewer.speed is Speed.FAST and play.speed == Speed.FAST.factor
    assert viewer.buttons["speed"].text == "Speed: fast"
    driver.key(pygame.K_SPACE)
    assert not viewer.is_paused


def test_the_bar_hides_while_playing_and_the_keys_still_work(drive, assets, replay_file):
    driver = drive(ReplayScene(assets, replay_file))
    viewer = driver.top
    run_for(driver, BAR_HIDES_AFTER + 0.5)
    assert not viewer.is_bar_shown
    driver.key(pygame.K_SPACE)
    assert viewer.is_paused and viewer.is_bar_shown
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_DOWN)
    assert viewer.next > 1


def test_the_replay_ends_where_the_mission_did_and_back_leaves(drive, assets, replay_file):
    driver = drive(ReplayScene(assets, replay_file))
    viewer = driver.top
    for _ in range(20):
        driver.key(pygame.K_DOWN)
    assert viewer.is_over and viewer.play.history == list(viewer.actions)
    assert "Round 4" in viewer._status()
    assert not viewer.buttons["step"].is_enabled
    driver.key(pygame.K_ESCAPE)
    assert not driver.stack.is_running, "Back from a replay opened alone ends the game"


def test_a_bad_replay_file_is_named_with_its_line(drive, assets, replay_file):
    replay_file.write_text(replay_file.read_text()[:700], encoding="utf-8")
    driver = drive(ReplayScene(assets, replay_file))
    viewer = driver.top
    assert viewer.play is None and viewer.problem is not None
    assert str(replay_file) in viewer.problem and "line" in viewer.problem
    driver.frame()
    assert not viewer.buttons["play"].is_enabled
    driver.click(viewer.buttons["back"].rect.center)
    assert not driver.stack.is_running


def test_a_bots_game_recorded_with_its_reasons_says_why_beside_the_board(drive, assets, tmp_path):
    """Watching a planner's recorded game, the panel where play says whose turn it is
    names who did the action just shown and why; a reasons file that does not fit the
    replay is left out, and the keys are shown."""
    from game.commands import play, record_played
    from game.content import load_mission
    from game.record import reasons_path

    played = play(load_mission("tutorial"), 2, 3, False, 30, bot="planner", is_explained=True)
    path = record_played(tmp_path, played, False)
    driver = drive(ReplayScene(assets, path))
    viewer = driver.top
    keys = viewer.help_words()
    assert "Esc" in keys, "before any action, the keys"
    driver.key(pygame.K_RIGHT)
    first = played.reasons[0]
    who, why = first.split(": ", 1)[0].split(" ")[-1], first.split(" -- ", 1)[1]
    assert viewer.help_words() == f"{who}: {why}"
    driver.key(pygame.K_RIGHT)
    assert viewer.help_words().endswith(played.reasons[1].split(" -- ", 1)[1])

    reasons = reasons_path(path)
    reasons.write_text("\n".join(played.reasons[:-1]) + "\n", encoding="utf-8")
    again = drive(ReplayScene(assets, path)).top
    again.step()
    assert again.reasons == () and again.help_words() == keys, "a file that does not fit"


def test_a_watched_replay_offers_no_hint_undo_or_ready(drive, assets, replay_file):
    """Every seat of a replay was played in the record: no button offers what a click
    here could not do (a Hint, Undo, Ready), and no pointer takes a card."""
    viewer = drive(ReplayScene(assets, replay_file)).top
    play = viewer.play
    while play.game.phase is not Phase.PROGRAM or not any(
        m.slots[0].cards for m in play.game.mechs
    ):
        viewer.step()
    play.finish_showing()
    assets.records = []
    viewer.draw(pygame.Surface(assets.screen.size))
    words = {r.words for r in assets.records}
    assets.records = None
    assert any(w.startswith("Replay of") for w in words), "the viewer's own panel is drawn"
    assert not {"Hint", "Undo", "Ready", "hand: drag to a slot"} & words, words
    assert "hand" in words, "the hand is still named"
    assert play.programming.locked == frozenset(range(len(play.game.mechs)))
