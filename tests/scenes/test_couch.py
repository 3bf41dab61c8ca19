"""Couch-ready play, driven by mouse: nothing lost by a slip (the game is saved, and asks
only when it could not be), words for
anything on the board, dealt cards that read without hovering and stay put, and a window
that can change size mid-mission."""

from __future__ import annotations

from dataclasses import replace

import pygame
from staging import stage

from game import rules
from game.app import close
from game.rules import Command, Yordle
from game.rules.state import Slot
from game.scenes.confirm import ConfirmScene
from game.scenes.pause import PauseScene
from game.scenes.play import Mode, PlayScene
from game.scenes.play.board_tips import REST
from game.scenes.play.views import command_words
from game.scenes.settings import Settings
from game.scenes.title import TitleScene
from game.screen import Screen


def play_scene(drive, assets, player, yordles=(Yordle.CORKI, Yordle.ZIGGS), **options):  # type: ignore[no-untyped-def]
    driver = drive(PlayScene(assets, Settings(yordles=tuple(yordles), seed=5, **options)))
    player(driver).settle()
    return driver, driver.top


def words_drawn(driver, assets) -> list[str]:  # type: ignore[no-untyped-def]
    """Every text the next frame draws, panels included."""
    play = driver.stack.scenes[0]
    if isinstance(play, PlayScene):
        play.redraw()
    assets.records = []
    driver.frame()
    drawn = [r.words for r in assets.records]
    assets.records = None
    return drawn


# --- nothing is lost by a slip -------------------------------------------------------------


def test_quit_to_title_saves_and_the_title_continues_where_it_was(drive, assets, player):
    driver, play = play_scene(drive, assets, player)
    player(driver).play_one()
    driver.key(pygame.K_ESCAPE)
    quit_button = driver.top.buttons["title"]
    assert quit_button.text == "Save and quit to title", "the button says the game is kept"
    driver.click(quit_button.rect.center)
    title = driver.top
    assert isinstance(title, TitleScene) and len(driver.stack.scenes) == 1
    assert title.saved is not None and title.saved.played.game == play.game
    driver.click(title.buttons["continue"].rect.center)
    again = driver.top
    assert isinstance(again, PlayScene) and again is not play
    assert again.game == play.game and again.history == play.history


def test_restart_asks_first_and_says_the_mission_under_way_ends(drive, assets, player):
    driver, play = play_scene(drive, assets, player)
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.top.buttons["restart"].rect.center)
    assert isinstance(driver.top, ConfirmScene)
    assert any("kept as a replay" in w for w in words_drawn(driver, assets))
    driver.key(pygame.K_ESCAPE)  # Esc on the question: no
    assert isinstance(driver.top, PauseScene)
    driver.click(driver.top.buttons["resume"].rect.center)
    assert driver.top is play and play.history == []


def test_closing_the_window_mid_mission_closes_as_the_game_is_saved(drive, assets, player):
    driver, play = play_scene(drive, assets, player)
    assert play.autosave.is_saved
    close(driver.stack)
    assert not driver.stack.is_running


def test_closing_the_window_asks_first_when_the_game_could_not_be_saved(
    drive, assets, player, save_dir, monkeypatch
):
    save_dir.parent.mkdir(parents=True, exist_ok=True)
    save_dir.write_text("a file where the save folder should be", encoding="utf-8")
    driver, play = play_scene(drive, assets, player)
    assert not play.autosave.is_saved and play.autosave.problem
    close(driver.stack)
    assert isinstance(driver.top, ConfirmScene) and driver.stack.scenes[0] is play
    assert any("could not be saved" in w for w in words_drawn(driver, assets))
    driver.click(driver.top.buttons["no"].rect.center)
    assert driver.top is play
    close(driver.stack)
    driver.click(driver.top.buttons["yes"].rect.center)
    assert not driver.stack.is_running
    title = drive(TitleScene(assets))
    close(title.stack)
    assert not title.stack.is_running, "nothing to lose on the title screen"


# --- hover anything on the board -----------------------------------------------------------


def rests_on(driver, assets, play, cell, expected) -> None:  # type: ignore[no-untyped-def]
    driver.send(
        pygame.MOUSEMOTION, pos=play.camera.cell_rect(cell).center, rel=(1, 0), buttons=(0, 0, 0)
    )
    assert not any(expected in w for w in words_drawn(driver, assets)), "a tip before resting"
    driver.frame(REST)
    drawn = " ".join(words_drawn(driver, assets))
    assert expected in drawn, f"no words for {cell}: {drawn[-200:]}"


def test_resting_the_pointer_on_a_rune_space_says_so(drive, assets, player):
    driver, play = play_scene(drive, assets, player, mission_id="mission-1")
    board = play.game.board
    rune = next(c for c in board.cells() if board.space(c).rune is not None)
    rests_on(driver, assets, play, rune, "Rune Space")


def test_resting_the_pointer_on_a_space_says_what_is_there(drive, assets, player):
    driver, play = play_scene(drive, assets, player)
    board = play.game.board
    school = next(iter(board.zone("school")))
    mech = play.game.mech(0).cell
    for cell, expected in (
        (school, "shatter every one still standing"),
        (mech, "Corki's Mech"),
    ):
        driver.send(
            pygame.MOUSEMOTION,
            pos=play.camera.cell_rect(cell).center,
            rel=(1, 0),
            buttons=(0, 0, 0),
        )
        assert not any(expected in w for w in words_drawn(driver, assets)), "a tip before resting"
        driver.frame(REST)
        drawn = " ".join(words_drawn(driver, assets))
        assert expected in drawn, f"no words for {cell}: {drawn[-200:]}"


# --- dealt cards read without hovering and keep their places --------------------------------


def test_dealt_cards_show_their_text_at_the_power_they_would_have(drive, assets, player):
    driver, play = play_scene(drive, assets, player, yordles=(Yordle.CORKI,))
    assert play.mode is Mode.DRAFTING
    game = play.game
    card = game.draft.row[0]
    same = tuple(c for c in game.decks.command if c.element is card.element)[:2]
    mech = replace(game.mech(0), slots=(Slot(), Slot(), Slot(cards=same), *game.mech(0).slots[3:]))
    play.stage(game.with_mech(mech))
    drawn = " ".join(words_drawn(driver, assets))
    assert command_words(card.command).at(3) in drawn, "the card text at Power 3 (stack of 2 + it)"
    assert "joins slot 3" in drawn


def test_dealt_cards_keep_their_places_after_each_pick(drive, assets, player):
    driver, play = play_scene(drive, assets, player)
    before = {card.id: rect.copy() for card, rect in play.drafting.placed(play.game)}
    driver.click(play.drafting.placed(play.game)[1][1].center)
    after = {card.id: rect for card, rect in play.drafting.placed(play.game)}
    assert len(after) == len(before) - 1
    assert all(before[card] == rect for card, rect in after.items())


# --- the window changes size mid-mission ---------------------------------------------------


def test_a_resized_window_lays_the_mission_out_again_and_clicks_still_land(drive, assets, player):
    driver, play = play_scene(drive, assets, player, yordles=(Yordle.CORKI,))
    small = play.camera.cell
    assets.fit(Screen(1920, 1080))
    driver.stack.resize()
    assert play.camera.cell > small and play.layout.screen == Screen(1920, 1080)
    bot = player(driver)
    while play.mode is not Mode.PROGRAMMING:
        bot.settle()
        bot.play_one()
    card = play.game.mech(0).hand[0]
    slot = next(a.slot for a in rules.legal_actions(play.game) if isinstance(a, rules.PlaceCard))
    driver.drag(bot._hand_pos(0, card.id), play.layouts[0].slots[slot].center)
    assert play.game.mech(0).slots[slot].top == card


def test_a_card_staged_on_the_line_runs_at_the_new_size_too(drive, assets, player):
    driver, play = play_scene(drive, assets, player, yordles=(Yordle.CORKI,))
    assets.fit(Screen(1280, 720))
    driver.stack.resize()
    cell = next(c for c in sorted(play.game.board.cells()) if c[1] > 2 and play.game.is_free(c))
    stage(play, Command.SKEWER, 1, (cell,))
    player(driver).settle()
    assert play.board_view.drift(play.game) == []


def test_hovering_a_boss_slot_says_what_it_does(drive, assets, player):
    from game.ui.mission_panel import boss_slot_rects

    driver, play = play_scene(drive, assets, player, mission_id="mission-3")
    layout = play.layout
    assert layout.mission is not None
    slot = boss_slot_rects(layout.mission, assets.scale, layout.has_objective)[2]
    driver.send(pygame.MOUSEMOTION, pos=slot.center, rel=(0, 0), buttons=(0, 0, 0))
    words = " ".join(words_drawn(driver, assets))
    assert "Boss slot 3" in words and "Minions" in words, "its default danger, in words"
