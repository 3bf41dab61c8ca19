"""Bot seats and the Hint button, played as people play: a seat set to Bot in the setup,
a bot that drafts, programs and readies by itself beside a person, a table of bots that
plays a mission to its end, and a Hint that shows a legal move and changes nothing."""

from __future__ import annotations

import threading
import time

import pygame

from game import rules
from game.app import close, opening_scene
from game.bots import REASONS, Planner, acting_seats
from game.rules import Yordle
from game.scenes.briefing import BriefingScene
from game.scenes.play import Mode, PlayScene, panels
from game.scenes.play.bot_words import REASON_WORDS, reason
from game.scenes.play.input_gate import GRACE
from game.scenes.play.thinker import LOST, Job
from game.scenes.results import ResultsScene
from game.scenes.settings import Settings, Speed
from game.scenes.setup import SetupScene

TWO = (Yordle.CORKI, Yordle.ZIGGS)
FRAME = 1 / 30


def test_a_seat_is_set_to_bot_in_the_setup_and_plays_as_one(drive, assets):
    driver = drive(SetupScene(assets, Settings(yordles=TWO)))
    buttons = driver.top.buttons
    assert buttons["pilot1:player"].is_selected and not buttons["pilot1:bot"].is_selected
    driver.click(buttons["pilot1:bot"].rect.center)
    assert driver.top.settings.bots == (1,)
    assert driver.top.buttons["pilot1:bot"].is_selected
    driver.click(driver.top.buttons["pilot0:bot"].rect.center)
    driver.click(driver.top.buttons["pilot0:player"].rect.center)
    assert driver.top.settings.bots == (1,), "the toggle goes both ways"
    driver.click(driver.top.buttons["count1"].rect.center)
    assert driver.top.settings.bots == (), "a seat that is gone is no bot"
    driver.click(driver.top.buttons["count2"].rect.center)
    driver.click(driver.top.buttons["pilot1:bot"].rect.center)
    driver.click(driver.top.buttons["next"].rect.center)
    assert isinstance(driver.top, BriefingScene)
    driver.top.seed = 11
    driver.click(driver.top.buttons["start"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene)
    assert play.settings.bots == (1,) and play.autosave.setup.bots == (1,)


# --- a bot beside a person ---------------------------------------------------------------


def wait_for(driver, done, seconds: float = 60.0, dt: float = FRAME) -> None:  # type: ignore[no-untyped-def]
    """Frames go on (the bot thinks on its own thread) until ``done()``."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "it never happened"
        driver.frame(dt)
        time.sleep(0.001)  # a person's frame rate leaves the thinking thread time too


def seat_actions(play: PlayScene, seat: int) -> list[object]:
    return [a for a in play.history if getattr(a, "seat", None) == seat]


def person_moves(person, seat: int = 0) -> bool:  # type: ignore[no-untyped-def]
    """The person at ``seat`` does one thing by mouse, if they may: a card into a slot
    while they can, then Ready; the first pick or answer. Whether they did."""
    play = person.scene
    game = play.game
    if seat not in acting_seats(game) or play.summary is not None:
        return False
    mine = [a for a in rules.legal_actions(game) if getattr(a, "seat", None) == seat]
    places = [a for a in mine if isinstance(a, rules.PlaceCard)]
    action = (places or [a for a in mine if not isinstance(a, rules.ScrapCard)])[0]
    before = len(seat_actions(play, seat))
    person.settle()  # a look at the new screen before clicking
    if isinstance(action, rules.DraftCard):
        person._draft(action)
    elif isinstance(action, rules.Choose):
        person._answer(action)
    else:
        person._program(action)
    assert len(seat_actions(play, seat)) == before + 1
    person.settle()
    return True


def test_a_bot_seat_drafts_programs_and_readies_by_itself_beside_a_person(
    drive, assets, player, monkeypatch
):
    threads: set[str] = set()
    decide = Planner.decide

    def watched(self, game, seat):  # type: ignore[no-untyped-def]
        threads.add(threading.current_thread().name)
        return decide(self, game, seat)

    monkeypatch.setattr(Planner, "decide", watched)
    driver = drive(PlayScene(assets, Settings(yordles=TWO, seed=11, bots=(1,))))
    play = driver.top
    person = player(driver, seed=4)
    person.settle()
    gliding, tried = 0, False
    end = time.monotonic() + 120
    while play.game.round == 1:
        assert time.monotonic() < end, "the round never ended"
        game = play.game
        is_bots_pick = play.mode is Mode.DRAFTING and game.draft.pick_order[0] == 1
        if is_bots_pick and not tried and play.bot_seats.move is None:
            tried, before = True, len(play.history)
            driver.click(play.drafting.placed(game)[0][1].center)
            assert len(play.history) == before, "not the person's pick: nothing happens"
            play.assets.records = []
            panels._prompt(play, driver.screen)  # the panel, drawn afresh
            said = " ".join(r.words for r in play.assets.records)
            play.assets.records = None
            assert "The bot picks for Ziggs" in said, "the prompt does not ask the people"
        if person_moves(person):
            continue
        driver.frame(FRAME)
        gliding += play.bot_seats.move is not None
        time.sleep(0.001)
        if play.is_replaying:
            person.settle()
    kinds = {type(a) for a in seat_actions(play, 1)}
    assert {rules.DraftCard, rules.PlaceCard, rules.EndProgramming} <= kinds
    assert gliding >= 10, "the bot's moves are shown, not snapped"
    assert threads and "MainThread" not in threads, "the bot thinks off the frame loop"
    assert play.game.round == 2 and play.game.result is None


def test_a_person_cannot_take_a_bot_seats_cards(drive, assets, player):
    driver = drive(PlayScene(assets, Settings(yordles=TWO, seed=11, bots=(1,))))
    play = driver.top
    person = player(driver)
    person.settle()

    def programming() -> bool:
        if play.mode is Mode.DRAFTING:
            person_moves(person)
        return play.mode is Mode.PROGRAMMING and bool(play.game.mech(1).hand)

    wait_for(driver, programming)
    person.settle()
    hand = play.game.mech(1).hand
    before = len(seat_actions(play, 1))
    driver.send(pygame.MOUSEBUTTONDOWN, pos=person._hand_pos(1, hand[0].id), button=1)
    assert play.programming.drag is None, "the bot's cards stay put"
    driver.send(pygame.MOUSEBUTTONUP, pos=play.layouts[1].slots[5].center, button=1)
    assert len(seat_actions(play, 1)) == before
    view = panels.seat_view(play, 1)
    assert not view.can_ready and not view.can_undo and "bot" in view.name


# --- a table of bots -------------------------------------------------------------------------


def test_a_table_of_bots_plays_the_tutorial_to_a_result(drive, assets):
    settings = Settings(yordles=TWO, seed=11, bots=(0, 1), speed=Speed.FAST)
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    wait_for(driver, lambda: not isinstance(driver.top, PlayScene), seconds=240, dt=0.2)
    assert isinstance(driver.top, ResultsScene)
    assert play.game.result is not None and play.game.result.is_won
    assert {getattr(a, "seat", None) for a in play.history} >= {0, 1}


# --- hints -------------------------------------------------------------------------------------


def ask_hint(driver, play: PlayScene, name: str) -> Job:  # type: ignore[no-untyped-def]
    before, history = play.game, list(play.history)
    driver.frame(GRACE + FRAME)
    driver.click(play.layout.rect_of(name).center)
    hint = play.bot_seats.hint
    assert hint is not None
    wait_for(driver, lambda: play.bot_seats.shown_hint(play) is not None)
    assert play.game is before and play.history == history, "a Hint changes nothing"
    assert hint.decision is not None and hint.decision.action in rules.legal_actions(play.game)
    assets = play.assets
    assets.records = []
    play.draw(driver.screen)
    words = [r.words for r in assets.records]
    assets.records = None
    why = reason(hint.decision)
    said = [w for w in words if w.startswith("Hint for")]
    assert said and why in " ".join(words), (said, why)
    return hint


def test_hint_shows_what_the_bot_would_do_and_does_nothing(drive, assets, player):
    driver = drive(PlayScene(assets, Settings(yordles=TWO, seed=11, is_placing=True)))
    play = driver.top
    person = player(driver)
    person.settle()
    assert play.mode is Mode.ANSWERING
    hint = ask_hint(driver, play, "hint")
    assert isinstance(hint.decision.action, rules.Choose)
    while play.mode is not Mode.DRAFTING:
        person.play_one()
        person.settle()
    hint = ask_hint(driver, play, "hint")
    assert isinstance(hint.decision.action, rules.DraftCard)
    while play.mode is not Mode.PROGRAMMING:
        person.play_one()
        person.settle()
    hint = ask_hint(driver, play, "hint:1")
    assert hint.seat == 1 and isinstance(hint.decision.action, rules.Action)
    assert getattr(hint.decision.action, "seat", None) == 1
    driver.key(pygame.K_h)
    first = play.bot_seats.hint
    assert first is not None and first.seat == 0, "H: a Hint for the first person to act"
    wait_for(driver, lambda: first.is_done)
    driver.key(pygame.K_h)
    second = play.bot_seats.hint
    assert second is not None and second.seat == 1, "H again: the next person's"
    wait_for(driver, lambda: second.is_done)
    assert getattr(second.decision.action, "seat", None) == 1
    hint = ask_hint(driver, play, "hint:1")
    while not play.game.mech(0).is_ready:  # seat 0 programs a line of its own, and is Ready
        legal = rules.legal_actions(play.game)
        places = [a for a in legal if isinstance(a, rules.PlaceCard) and a.seat == 0]
        person._program(places[-1] if places else rules.EndProgramming(0))
        person.settle()
        if not play.game.mech(0).is_ready:
            assert play.bot_seats.shown_hint(play) is hint, "seat 1's Hint holds meanwhile"
    assert play.mode is Mode.PROGRAMMING
    assert play.bot_seats.shown_hint(play) is None, "its claims rested on seat 0's line"
    hint = ask_hint(driver, play, "hint:1")
    assert hint.seat == 1


def test_continue_keeps_the_bot_seats_and_the_bot_plays_on(drive, assets, player):
    driver = drive(PlayScene(assets, Settings(yordles=TWO, seed=11, bots=(1,))))
    play = driver.top
    person = player(driver)
    person.settle()
    wait_for(driver, lambda: len(seat_actions(play, 1)) >= 1)
    before = list(play.history)
    close(driver.stack)
    driver = drive(opening_scene(assets))
    driver.click(driver.top.buttons["continue"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene)
    assert play.history == before and play.bot_seats.bots == {1}
    person = player(driver)
    person.settle()

    def bot_moved_again() -> bool:
        if play.mode is Mode.DRAFTING:
            person_moves(person)
        return len(seat_actions(play, 1)) >= 2

    wait_for(driver, bot_moved_again)


def test_every_reason_a_bot_gives_has_words():
    assert set(REASON_WORDS) == set(REASONS) | {LOST}, "and the scene's own, when it fails"


def bot_pick_times(driver, play: PlayScene, seat: int) -> tuple[float, float, str, str]:  # type: ignore[no-untyped-def]
    """Seconds from the bot's pick starting to glide to the pick made; how long its banner
    stays up after; the words drawn then; and what the banner says."""
    from game.scenes.play.bot_seats import _says

    wait_for(driver, lambda: play.bot_seats.move is not None and play.bot_seats.move.seat == seat)
    before, gliding = len(play.history), 0.0
    while len(play.history) == before:
        driver.frame(FRAME)
        gliding += FRAME
        assert gliding < 10
    said = play.bot_seats.said
    assert said is not None, "the banner outlives the move"
    says = _says(play, "says_bot", play.names[seat], said.decision, said.before)
    reading, shown = 0.0, ""
    while play.bot_seats.said is not None and play.bot_seats.move is None:
        play.assets.records = []
        driver.frame(FRAME)
        shown = shown or " ".join(r.words for r in play.assets.records)
        play.assets.records = None
        reading += FRAME
        assert reading < 10
    return gliding, reading, shown, says


def test_a_bots_pick_is_lit_long_enough_to_follow_and_its_why_to_read(drive, assets, player):
    from game.scenes.play.bot_seats import MOVE_SECS, reading_secs

    driver = drive(PlayScene(assets, Settings(yordles=TWO, seed=11, bots=(1,))))
    play = driver.top
    person = player(driver, seed=4)
    person.settle()
    person_moves(person)  # seat 0 picks; then the bot's pick
    gliding, reading, shown, says = bot_pick_times(driver, play, 1)
    assert gliding >= MOVE_SECS - FRAME, "about 1.2 s for each pick, lit and gliding"
    assert "Ziggs (bot)" in shown, "the banner is drawn after the pick"
    assert abs(reading - (reading_secs(says) - MOVE_SECS)) <= 2 * FRAME, "long enough to read"
    assert gliding + reading >= min(3.0, 0.25 * len(says.split())) - 2 * FRAME


def test_a_table_of_bots_plays_at_twice_the_pace_and_a_slow_setting_at_half(drive, assets):
    from game.scenes.play.bot_seats import ALONE, MOVE_SECS

    times = {}
    for speed in (Speed.NORMAL, Speed.SLOW):
        settings = Settings(yordles=TWO, seed=11, bots=(0, 1), speed=speed)
        driver = drive(PlayScene(assets, settings))
        first = driver.top.game.draft.pick_order[0]
        times[speed], _, _, _ = bot_pick_times(driver, driver.top, first)
    assert abs(times[Speed.NORMAL] - MOVE_SECS * ALONE) <= 2 * FRAME
    assert abs(times[Speed.SLOW] - 2 * MOVE_SECS * ALONE) <= 2 * FRAME
