"""The play scene driven by mouse events: the whole Tutorial, drags, undo, prompts."""

from __future__ import annotations

import pygame

from game import rules
from game.rules import EndProgramming, PlaceCard, Yordle
from game.rules import events as ev
from game.scenes.play import Mode, PlayScene
from game.scenes.results import ResultsScene
from game.scenes.settings import Settings
from game.scenes.title import TitleScene


def start(drive, assets, yordles=(Yordle.CORKI,), seed=5, **options):  # type: ignore[no-untyped-def]
    driver = drive(PlayScene(assets, Settings(yordles=tuple(yordles), seed=seed, **options)))
    return driver


def test_tutorial_won_by_mouse_alone_from_the_title(drive, assets, player):
    driver = drive(TitleScene(assets))
    driver.click(driver.top.buttons["new"].rect.center)
    driver.click(driver.top.buttons["next"].rect.center)
    driver.top.seed = 2024
    driver.click(driver.top.buttons["start"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene) and play.mission.id == "tutorial"
    player(driver).settle()
    driver.click(play.coach.button_rect(play, "stop").center)  # no lessons: play on alone
    assert play.coach.spotlight(play) is None
    assert play.game.pending.prompt is rules.Prompt.START, "players place their Mechs first"
    bot = player(driver, seed=7)
    for _ in range(3000):
        bot.settle()
        if driver.top is not play:
            break
        assert play.board_view.drift(play.game) == []
        bot.play_one()
    results = driver.top
    assert isinstance(results, ResultsScene), "the Tutorial did not end"
    assert results.is_won
    assert play.game.progress.stage == 1, "the Shards never blew"
    assert play.game.trackers.kills + 5 * play.game.trackers.gears >= 1, "no Minion was fought"


def test_sprites_sit_where_the_rules_put_pieces_whenever_the_director_is_idle(
    drive, assets, player
):
    driver = start(drive, assets, (Yordle.TRISTANA, Yordle.ZIGGS, Yordle.CORKI), seed=9)
    play = driver.top
    bot = player(driver, seed=3)
    executed = 0
    for _ in range(120):
        bot.settle(skip=False)
        if driver.top is not play:
            break
        assert play.board_view.drift(play.game) == []
        if bot.play_one() is not None and play.game.phase is not rules.Phase.PROGRAM:
            executed += 1
    assert executed > 10


def test_clicking_a_dealt_card_drafts_it_for_the_glowing_seat(drive, assets, player):
    driver = start(drive, assets, (Yordle.CORKI, Yordle.HEIMERDINGER))
    play = driver.top
    player(driver).settle()
    assert play.mode is Mode.DRAFTING
    seat = play.game.draft.pick_order[0]
    card = play.game.draft.row[2]
    driver.click(play.drafting.placed(play.game)[2][1].center)
    assert card in play.game.mech(seat).hand


def program(driver, player):  # type: ignore[no-untyped-def]
    """Draft by mouse until the Program phase."""
    bot = player(driver)
    play = driver.top
    while play.mode is not Mode.PROGRAMMING:
        bot.settle()
        if play.mode is Mode.DRAFTING:
            bot.play_one()
    return play, bot


def test_dragging_a_card_lights_legal_slots_and_previews_the_stack(drive, assets, player):
    driver = start(drive, assets)
    play, bot = program(driver, player)
    card = play.game.mech(0).hand[0]
    start_pos = bot._hand_pos(0, card.id)
    slot = play.layouts[0].slots[3]
    driver.send(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1)
    driver.send(pygame.MOUSEMOTION, pos=slot.center, rel=(0, 0), buttons=(1, 0, 0))
    lit = play.programming.lit_slots(play.game, 0)
    legal = {
        a.slot
        for a in rules.legal_actions(play.game)
        if isinstance(a, PlaceCard) and a.card == card.id
    }
    assert lit == legal
    preview = play.programming.preview(play.game, 0)
    assert preview is not None and preview[0] == 3 and preview[1].top == card
    driver.frame()
    driver.send(pygame.MOUSEBUTTONUP, pos=slot.center, button=1)
    assert play.game.mech(0).slots[3].top == card
    assert card not in play.game.mech(0).hand


def test_a_drop_on_another_seats_line_springs_back_with_a_reason(drive, assets, player):
    driver = start(drive, assets, (Yordle.CORKI, Yordle.ZIGGS))
    play, bot = program(driver, player)
    seat = next(m.seat for m in play.game.mechs if m.hand)
    other = 1 - seat
    card = play.game.mech(seat).hand[0]
    driver.drag(bot._hand_pos(seat, card.id), play.layouts[other].slots[0].center)
    assert card in play.game.mech(seat).hand
    assert play.programming.message is not None
    assert "Command Line" in play.programming.message.text
    for _ in range(12):
        driver.frame()
    assert not play.programming.springs


def test_an_illegal_drop_shows_the_rules_reason(drive, assets, player):
    driver = start(drive, assets)
    play, bot = program(driver, player)
    card = play.game.mech(0).hand[0]
    play.programming.say("")
    reason = play.model.reason(PlaceCard(0, card.id, 9))
    assert "slot" in reason


def test_undo_takes_back_the_seats_last_step_only(drive, assets, player):
    driver = start(drive, assets, (Yordle.CORKI, Yordle.ZIGGS), seed=4)
    play, bot = program(driver, player)
    seats = [m.seat for m in play.game.mechs if m.hand]
    first = seats[0]
    card = play.game.mech(first).hand[0]
    driver.drag(bot._hand_pos(first, card.id), play.layouts[first].slots[0].center)
    second = seats[-1]
    other = play.game.mech(second).hand[0]
    driver.drag(bot._hand_pos(second, other.id), play.layouts[second].slots[1].center)
    assert play.game.mech(first).slots[0].top == card
    driver.click(play.layouts[first].undo.center)
    assert card in play.game.mech(first).hand
    assert play.game.mech(second).slots[1].top == other
    assert not play.can_undo(first) or play.model.program.steps


def test_ready_is_offered_only_with_an_empty_hand(drive, assets, player):
    driver = start(drive, assets)
    play, bot = program(driver, player)
    driver.click(play.layouts[0].ready.center)
    assert not play.game.mech(0).is_ready
    while play.game.mech(0).hand:
        card = play.game.mech(0).hand[0]
        driver.drag(bot._hand_pos(0, card.id), play.layouts[0].slots[0].center)
    assert EndProgramming(0) in rules.legal_actions(play.game)
    driver.click(play.layouts[0].ready.center)
    assert play.game.phase is not rules.Phase.PROGRAM


def test_the_minuteglass_deals_the_remaining_picks_when_it_runs_out(drive, assets, player):
    driver = start(
        drive, assets, (Yordle.CORKI, Yordle.TRISTANA), has_minuteglass=True, minuteglass_seconds=20
    )
    play = driver.top
    player(driver).settle()
    assert play.drafting.timer(play.game) is not None
    picked = []
    play.director.on_event = lambda e: picked.append(e)
    for _ in range(25):
        driver.frame(1.0)
    assert play.game.phase is not rules.Phase.DRAFT
    assert any(isinstance(e, ev.CardDrafted) and e.is_random for e in picked)


def test_space_skips_the_animation_and_snaps_sprites(drive, assets, player):
    driver = start(drive, assets, seed=6)
    play = driver.top
    bot = player(driver, seed=1)
    while play.game.phase is not rules.Phase.EXECUTE and driver.top is play:
        bot.settle()
        bot.play_one()
        if play.is_replaying:
            break
    assert play.is_replaying
    driver.key(pygame.K_SPACE)
    driver.frame()
    assert not play.is_replaying
    assert play.board_view.drift(play.game) == []


def test_scrapping_by_mouse_swaps_two_slots_or_is_cancelled(drive, assets, player):
    from game.rules import ScrapCard
    from game.scenes.play.programming import CANCEL

    driver = start(drive, assets, seed=8)
    play = driver.top
    bot = player(driver, seed=2)
    swapped = cancelled = False
    for _ in range(400):
        bot.settle()
        if driver.top is not play or (swapped and cancelled):
            break
        legal = rules.legal_actions(play.game)
        swaps = [a for a in legal if isinstance(a, ScrapCard) and a.swap is not None]
        if play.mode is Mode.PROGRAMMING and swaps and not cancelled:
            action = swaps[0]
            driver.drag(bot._hand_pos(action.seat, action.card), play.layout.scrap_bin.center)
            panel = play.programming.panel(play.game)
            assert "swap" in panel.title
            driver.click(panel.rect_of(CANCEL).center)
            assert play.programming.scrap is None
            assert any(c.id == action.card for c in play.game.mech(action.seat).hand)
            cancelled = True
            continue
        if play.mode is Mode.PROGRAMMING and swaps and not swapped:
            action = swaps[-1]
            line = play.game.mech(action.seat).slots
            bot._program(action)
            a, b = action.swap
            after = play.game.mech(action.seat).slots
            assert (after[a], after[b]) == (line[b], line[a])
            swapped = True
            continue
        bot.play_one()
    assert swapped and cancelled


def test_without_art_the_board_falls_back_to_flat_colours_and_shapes(drive, tmp_path, player):
    from game.assets import Assets

    bare = Assets(root=tmp_path)
    assert bare.image("tiles/terrain") is None and bare.image("sprites/mech") is None
    driver = drive(PlayScene(bare, Settings(yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=3)))
    bot = player(driver, seed=4)
    for _ in range(25):
        bot.settle()
        bot.play_one()
    pygame.image.save(driver.screen, str(tmp_path / "fallback.png"))
    assert driver.top.board_view.drift(driver.top.game) == [] or driver.top.is_replaying
