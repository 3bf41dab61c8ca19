"""Frames that stay within budget by doing less, checked by what they do rather than by time
(tools/bench_render.py times them): panels redraw only when what they show changes, card
faces are drawn once, and a finished mission's scene is freed at once."""

from __future__ import annotations

import gc
import weakref

import pygame

from game.rules import EndProgramming, PlaceCard, Yordle
from game.scenes.play import Mode, PlayScene
from game.scenes.settings import Settings

FOUR = (Yordle.CORKI, Yordle.ZIGGS, Yordle.TRISTANA, Yordle.HEIMERDINGER)


def programming(drive, assets, player):  # type: ignore[no-untyped-def]
    """Four seats, drafted by mouse into the Program Phase."""
    driver = drive(PlayScene(assets, Settings(mission_id="mission-1", yordles=FOUR, seed=8)))
    play, bot = driver.top, player(driver, seed=3)
    while play.mode is not Mode.PROGRAMMING:
        bot.settle()
        if play.mode is Mode.DRAFTING:
            bot.play_one()
    bot.settle()
    return driver, play


def test_pointer_moves_while_programming_redraw_at_most_what_they_light(drive, assets, player):
    driver, play = programming(drive, assets, player)
    for _ in range(len(play.game.mechs) + 2):  # the trails found and drawn, a frame each
        driver.frame()
    before = play.chrome.redraws
    for seat in play.layouts:  # over every card in every hand and slot, buttons aside
        for rect in (*seat.slots, *seat.hand):
            driver.send(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))
            driver.frame()
    assert play.chrome.redraws == before, "a pointer move redrew panels it does not change"
    ready = play.layouts[0].ready
    driver.send(pygame.MOUSEMOTION, pos=ready.center, rel=(1, 1), buttons=(0, 0, 0))
    driver.frame()
    assert play.chrome.redraws - before <= 1, "lighting Ready redrew more than its seat"


def test_a_drop_redraws_its_seat_not_every_panel(drive, assets, player):
    driver, play = programming(drive, assets, player)
    driver.frame()
    place = next(a for a in play.legal if isinstance(a, PlaceCard) and a.seat == 1)
    before = dict(play.chrome.keys)
    play.perform(place)
    driver.frame()
    changed = {name for name, key in play.chrome.keys.items() if before.get(name) != key}
    assert "seat:1" in changed
    assert not changed & {"seat:0", "seat:2", "seat:3", "top_bar", "mission"}, changed


def test_each_card_face_is_drawn_once_per_card_power_and_size(drive, assets, player):
    import game.ui.card_view as card_view

    driver, play = programming(drive, assets, player)
    drawn: list[object] = []
    real = card_view._small

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(args[3:5])
        real(*args, **kwargs)

    card_view._small = counting
    try:
        for _ in range(3):
            play.redraw()  # every panel drawn afresh
            driver.frame()
    finally:
        card_view._small = real
    assert len(drawn) == len(set(drawn)), "a face was drawn again, not reused"


def test_a_restarted_mission_frees_the_old_scene_without_the_garbage_collector(
    drive, assets, player
):
    """Reference cycles through the scene (callbacks, closures) kept every finished mission
    in memory until Python's next full collection: about 11 MB each."""
    driver, play = programming(drive, assets, player)
    while play.mode is Mode.PROGRAMMING:  # every card placed, everyone Ready
        legal = play.legal
        ready = [a for a in legal if isinstance(a, EndProgramming)]
        play.perform(ready[0] if ready else next(a for a in legal if isinstance(a, PlaceCard)))
    driver.frame()
    assert play.is_replaying, "the round's replay is under way"
    old = weakref.ref(play)
    del play
    gc.collect()
    gc.disable()
    try:
        driver.key(pygame.K_ESCAPE)
        driver.frame()
        driver.click(driver.top.buttons["restart"].rect.center)
        driver.frame(0.5)  # past the confirmation's own pause before it takes clicks
        driver.click(driver.top.buttons["yes"].rect.center)
        assert isinstance(driver.top, PlayScene) and driver.top is not old()
        assert old() is None, f"held by {[type(r).__name__ for r in gc.get_referrers(old())]}"
    finally:
        gc.enable()


def test_a_new_layout_is_drawn_over_frames_behind_the_last_one(drive, assets, player, monkeypatch):  # type: ignore[no-untyped-def]
    """While frames follow one another, panels with no picture of their own (a new layout)
    are drawn a few a frame while the screen keeps the last frame; once whole, the screen
    is what a still would show."""
    driver, play = programming(drive, assets, player)
    driver.frame()
    still = driver.screen.copy()
    monkeypatch.setattr(assets, "is_live", True)
    monkeypatch.setattr(type(assets), "has_time", lambda self, budget: False)  # a slow frame
    play.redraw()  # every panel afresh, as a new layout
    driver.screen.fill((255, 0, 255))
    frames = 0
    while True:
        driver.frame(0)
        frames += 1
        if play.chrome.is_whole:
            break
        assert driver.screen.get_at((0, 0)) == (255, 0, 255), "drew before it was whole"
        assert frames < 40, "the new layout never got whole"
    assert frames > 2, "the panels were not spread over frames"
    assert pygame.image.tobytes(driver.screen, "RGB") == pygame.image.tobytes(still, "RGB")


def test_the_program_preview_held_by_the_panels_draws_the_same_pixels(
    drive, assets, player, monkeypatch
):  # type: ignore[no-untyped-def]
    from game.scenes.play import panels

    driver, play = programming(drive, assets, player)
    for _ in range(len(play.game.mechs) + 2):  # each Mech's trail found, then drawn
        driver.frame()
    assert panels.has_preview(play), "the panels' picture holds the trails"
    held = driver.screen.copy()
    monkeypatch.setattr(panels, "preview_shown", lambda scene: None)  # drawn over them
    play.redraw()
    driver.frame()
    assert not panels.has_preview(play)
    assert pygame.image.tobytes(driver.screen, "RGB") == pygame.image.tobytes(held, "RGB")


def test_the_layout_is_found_once_per_state_and_look_and_matches_a_fresh_one(drive, assets, player):  # type: ignore[no-untyped-def]
    """A frame asks for the layout dozens of times: it is found once per game state, text
    size and language, and what is kept is what a fresh look would find."""
    from game.scenes.play.scene import _layout_now

    driver = drive(PlayScene(assets, Settings(mission_id="mission-1", yordles=FOUR, seed=8)))
    play, bot = driver.top, player(driver, seed=3)
    bot.settle()
    assert play.mode is Mode.DRAFTING
    drafting = play.layout
    assert not any(seat.is_open for seat in drafting.seats)
    while play.mode is not Mode.PROGRAMMING:
        bot.settle()
        if play.mode is Mode.DRAFTING:
            bot.play_one()
    bot.settle()
    layout = play.layout
    assert play.layout is layout  # kept, not found again
    assert layout == _layout_now(assets, play.needs, play.model) != drafting
    assert all(seat.is_open for seat in layout.seats)
    play.perform(next(a for a in play.legal if isinstance(a, PlaceCard)))
    assert play.layout == _layout_now(assets, play.needs, play.model)
    was = assets.text_size
    try:
        assets.text_size = 150
        grown = play.layout
        assert grown is not layout and grown == _layout_now(assets, play.needs, play.model)
        assert grown != layout
    finally:
        assets.text_size = was
