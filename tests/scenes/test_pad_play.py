"""The play screen by pad: controller events posted to pygame's queue drive whole flows,
each pad for its own seat only, mixed with the mouse and the keyboard."""

from __future__ import annotations

import pygame
from pad_play import DOWN, START, A, B, PadHands, PadTable, Press, X, Y, play_tutorial, route
from staging import stage

from game import rules
from game.input import Direction, PadInfo, devices, pad
from game.rules import Prompt, Yordle
from game.rules.state import Minion
from game.scenes.pause import PauseScene
from game.scenes.play import Mode, PlayScene
from game.scenes.settings import Settings
from game.scenes.title import TitleScene

YORDLES = (Yordle.CORKI, Yordle.ZIGGS, Yordle.TRISTANA, Yordle.HEIMERDINGER)
KEYS = {
    Direction.UP: pygame.K_UP,
    Direction.DOWN: pygame.K_DOWN,
    Direction.LEFT: pygame.K_LEFT,
    Direction.RIGHT: pygame.K_RIGHT,
}


def seated(drive, assets, seats: int = 2, pads: int = 2, **options):  # type: ignore[no-untyped-def]
    """A mission with ``seats`` Mechs; ``pads`` pads join mid-game with A, one seat each."""
    driver = drive(PlayScene(assets, Settings(yordles=YORDLES[:seats], seed=5, **options)))
    table = PadTable(driver.stack, driver.screen)
    play = driver.top
    settle(driver, table, play)
    for number in range(1, pads + 1):
        table.press(number, A)  # a pad with no seat: A takes the next one free
        table.wait()
    return driver, table, play


def settle(driver, table, play) -> None:  # type: ignore[no-untyped-def]
    """Space to the end of the replay, then a moment to look."""
    while play.is_replaying:
        driver.key(pygame.K_SPACE)
        table.frame()
    table.wait()


def keyboard_reach(driver, table, play, target: str) -> None:  # type: ignore[no-untyped-def]
    """Walk the keyboard's focus to ``target`` with the arrows."""
    buttons = play.steering.targets(play)
    if None not in buttons.shown or buttons.focused(None) is None:
        driver.key(pygame.K_DOWN)
        buttons = play.steering.targets(play)
    for way in route(buttons, None, buttons.focused(None), target):
        driver.key(KEYS[way])
    assert play.steering.focused(play, None) == target


def draft_all(driver, table, play) -> list[str]:  # type: ignore[no-untyped-def]
    """Draft every card: each pad for its seat, the keyboard for a seat no pad holds."""
    hands, by = PadHands(table), []
    while play.mode is Mode.DRAFTING:
        picker = play.game.draft.pick_order[0]
        card = play.game.draft.row[-1].id
        before = len(play.history)
        if devices().holder(picker) is not None:
            hands.do(picker, [Press(f"draft:{card}")])
            by.append("pad")
        else:
            table.wait()
            keyboard_reach(driver, table, play, f"draft:{card}")
            driver.key(pygame.K_RETURN)
            by.append("keyboard")
        assert play.history[before:] == [rules.DraftCard(picker, card)]
        settle(driver, table, play)
    return by


def test_pads_take_seats_mid_game_and_draft_in_the_rules_order(drive, assets):
    driver, table, play = seated(drive, assets)
    assert devices().holder(0) == pad(1) and devices().holder(1) == pad(2)
    hands = PadHands(table)
    picker = play.game.draft.pick_order[0]
    other = 1 - picker
    card = play.game.draft.row[0].id
    hands.do(other, [Press(f"draft:{card}")])  # the other seat browses the row, may not pick
    assert play.history == []
    assert play.programming.message is not None
    assert play.names[picker] in play.programming.message.text
    table.press(hands.pad_of(other), Y)  # Y shows the card its ring is on, large
    assert other in play.steering.enlarged
    table.press(hands.pad_of(other), Y)
    hands.do(picker, [Press(f"draft:{card}")])
    assert play.history == [rules.DraftCard(picker, card)]
    assert table.mouse_events == 0


def test_the_mouse_and_the_keyboard_play_beside_the_pads(drive, assets, player):
    driver, table, play = seated(drive, assets, seats=3, pads=2)
    assert devices().holder(2) is None  # the third Mech is the mouse's and the keyboard's
    picker = play.game.draft.pick_order[0]
    card = play.game.draft.row[0]
    placed = dict((c.id, r) for c, r in play.drafting.placed(play.game))
    driver.click(placed[card.id].center)  # the mouse may pick for any seat
    assert play.history == [rules.DraftCard(picker, card.id)]
    player(driver).settle()
    by = draft_all(driver, table, play)
    assert "pad" in by and "keyboard" in by
    assert play.mode is Mode.PROGRAMMING
    card = play.game.mech(2).hand[0]
    keyboard_reach(driver, table, play, f"hand:2:{card.id}")
    driver.key(pygame.K_z)  # the keyboard's Y: the card its ring is on, large
    assert None in play.steering.enlarged
    driver.key(pygame.K_z)
    assert None not in play.steering.enlarged
    if rules.queries.can_scrap(play.game):
        driver.key(pygame.K_DELETE)  # the keyboard's X: scrap the card
        assert play.programming.scrap is not None and play.programming.scrap.seat == 2


def test_two_pads_program_at_once_and_take_back_and_scrap(drive, assets):
    driver, table, play = seated(drive, assets)
    draft_all(driver, table, play)
    assert play.mode is Mode.PROGRAMMING
    hands = PadHands(table)
    first = play.game.mech(0).hand[0]
    second = play.game.mech(1).hand[0]
    play.steering.targets(play).put(1, f"hand:0:{first.id}")  # pad 2's ring there by force
    table.wait()
    table.press(hands.pad_of(1), A)
    assert 0 not in play.steering.held, "a pad cannot act for another seat"
    hands.do(0, [Press(f"hand:0:{first.id}")])  # pad 1 lifts a card...
    assert play.steering.held[0].card == first.id
    slot0 = next(a.slot for a in play.legal if a == rules.PlaceCard(0, first.id, a.slot))
    slot1 = next(a.slot for a in play.legal if a == rules.PlaceCard(1, second.id, a.slot))
    hands.do(1, [Press(f"hand:1:{second.id}"), Press(f"slot:1:{slot1}")])  # ...pad 2 places
    assert play.history[-1] == rules.PlaceCard(1, second.id, slot1)
    assert play.steering.held[0].card == first.id, "pad 1 still holds its card"
    hands.do(0, [Press(f"slot:0:{slot0}")])
    assert play.history[-1] == rules.PlaceCard(0, first.id, slot0)
    table.wait()
    table.press(hands.pad_of(1), B)  # pad 2 takes its step back; pad 1's stays
    assert play.game.mech(1).slots[slot1].top is None
    assert play.game.mech(0).slots[slot0].top == first
    card = play.game.mech(0).hand[0]
    if rules.queries.can_scrap(play.game):
        hands.do(0, [Press(f"hand:0:{card.id}", X)])  # X: scrap; the choice opens for seat 0
        assert play.programming.scrap is not None and play.programming.scrap.seat == 0
        buttons = play.steering.targets(play)
        assert not any(n.startswith("scrap:") and buttons[n].seat == 1 for n in buttons.items)
        table.wait()
        table.press(hands.pad_of(0), B)  # B closes it
        assert play.programming.scrap is None
    table.wait()
    table.press(hands.pad_of(0), START)  # Start: the pause menu
    assert isinstance(driver.top, PauseScene)
    assert table.mouse_events == 0


def test_a_question_goes_to_the_seat_it_asks_and_another_pad_cannot_answer(drive, assets):
    driver, table, play = seated(drive, assets)
    game = play.game
    x, y = next(
        (x, y)
        for x, y in sorted(game.board.cells())
        if all(game.is_free((x + dx, y + dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1))
    )
    far = next(c for c in sorted(game.board.cells(), reverse=True) if game.is_free(c))
    stage(play, rules.Command.SCYTHE, 1, ((x, y), far), (Minion(500, (x - 1, y - 1)),))
    for _ in range(200):
        if play.mode is Mode.ANSWERING:
            break
        table.frame()
    assert play.mode is Mode.ANSWERING and play.game.pending.seat == 0
    asked = play.game.pending
    hint = play.answering.panel(play.game).hint
    assert "click" not in hint and hint  # the strip says which button; no mouse words
    buttons = play.steering.targets(play)
    answers = [n for n in buttons.items if n.startswith("answer:")]
    assert answers and all(not buttons.may_press(n, 1) for n in answers)
    pad2 = PadHands(table).pad_of(1)
    for button in (DOWN, A, DOWN, DOWN, A, A):  # pad 2 tries all it can
        table.wait()
        table.press(pad2, button)
    assert play.game.pending == asked and play.history == []
    option = asked.options[0]
    assert asked.prompt is Prompt.TURN
    PadHands(table).do(0, [Press(f"answer:{asked.options.index(option)}")])
    assert play.history == [rules.Choose(0, option)]
    assert play.game.pending != asked


def test_a_pad_unplugged_mid_draft_pauses_its_seat_and_resumes_when_it_returns(
    drive, assets, monkeypatch
):
    shelf = {0: PadInfo(20, "Pad", "g-one"), 1: PadInfo(21, "Pad", "g-two")}
    # Plugged in again, each pad is numbered anew by SDL; its GUID says which it is.
    shelf |= {2: PadInfo(30, "Pad", "g-one"), 3: PadInfo(31, "Pad", "g-two")}
    monkeypatch.setattr(devices(), "opener", lambda index, as_controller: shelf.get(index))
    driver = drive(PlayScene(assets, Settings(yordles=YORDLES[:2], seed=5, has_minuteglass=True)))
    table = PadTable(driver.stack, driver.screen)
    play = driver.top
    settle(driver, table, play)
    for index in (0, 1):
        table.post(pygame.CONTROLLERDEVICEADDED, device_index=index)
    assert play.steering.offer_words(play) is not None  # a pad plugged in is offered a seat
    table.wait()
    table.press(20, A)
    table.wait()
    table.press(21, A)
    assert devices().holder(0) == pad(20) and devices().holder(1) == pad(21)
    hands = PadHands(table)
    picker = play.game.draft.pick_order[0]
    hands.do(picker, [Press(f"draft:{play.game.draft.row[0].id}")])
    picked = list(play.history)
    away = play.game.draft.pick_order[0]
    leaving = hands.pad_of(away)
    table.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=leaving)
    assert play.steering.is_away(away) and devices().holder(away) is None
    assert play.steering.offer_rect(play, away).width > 0  # the bot is offered
    glass = play.drafting.left
    assert glass is not None, "the draft is timed"
    for _ in range(60):
        table.frame()
    assert play.drafting.left == glass, "the Minuteglass waits for the seat"
    assert play.history == picked, "nothing lost, nothing done for it"
    table.post(pygame.CONTROLLERDEVICEADDED, device_index=2 if leaving == 20 else 3)
    assert not play.steering.is_away(away)
    assert devices().holder(away) == pad(30 if leaving == 20 else 31)
    hands.do(away, [Press(f"draft:{play.game.draft.row[0].id}")])
    assert len(play.history) == len(picked) + 1
    assert play.history[-1].seat == away


def test_the_bot_plays_a_seat_whose_pad_left_until_a_pad_takes_it(drive, assets):
    driver, table, play = seated(drive, assets)
    table.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=2)
    assert play.steering.is_away(1)
    table.wait()
    hands = PadHands(table)
    hands.do(0, [Press("bot:1")])  # any pad (or the mouse) lets the bot play it
    assert play.bot_seats.is_bot(1) and not play.steering.is_away(1)
    table.wait()
    table.press(7, A)  # a new pad joins: it takes the seat back from the bot
    assert devices().holder(1) == pad(7) and not play.bot_seats.is_bot(1)


def test_two_pads_win_the_tutorial_with_no_mouse_event(drive, assets):
    driver = drive(TitleScene(assets))
    played = play_tutorial(PadTable(driver.stack, driver.screen))
    assert played.won and played.mouse_events == 0 and played.actions > 20


def drawn_words(driver, play, assets) -> list[str]:  # type: ignore[no-untyped-def]
    play.redraw()
    assets.records = []
    driver.frame()
    words = [r.words for r in assets.records]
    assets.records = None
    return words


def test_the_prompt_and_the_coach_show_pad_buttons_to_a_pad_and_mouse_words_else(drive, assets):
    from game import i18n
    from game.scenes.play.pad_words import Doing, words

    driver = drive(PlayScene(assets, Settings(yordles=YORDLES[:2], seed=5)))
    play = driver.top
    table = PadTable(driver.stack, driver.screen)
    settle(driver, table, play)
    mouse = "Click a card on the table. Picks go round from the First Player."
    assert mouse in " ".join(drawn_words(driver, play, assets))
    for number in (1, 2):
        table.press(number, A)
        table.wait()
    for language, said in (("en", "take the card your ring is on"), ("es", "toma la carta")):
        i18n.use(language)
        shown = " ".join(drawn_words(driver, play, assets))
        assert said in shown and "A" in shown.split()
        assert "Click a card" not in shown and "Haz clic" not in shown
    i18n.use("en")
    assert "{" not in words(Doing.PROGRAM)


def test_the_coach_says_which_button_reads_on_when_pads_play(drive, assets):
    driver = drive(TitleScene(assets))
    table = PadTable(driver.stack, driver.screen)
    from pad_play import join_the_tutorial

    join_the_tutorial(table, (1, 2), seed=11)
    play = driver.top
    for _ in range(100):
        if play.coach.button_rect(play, "next") is not None:
            break
        table.frame()
    line = play.coach.pad_line(play)
    assert line is not None and "next" in line
    assert "next" in " ".join(drawn_words(driver, play, assets))
    devices().reset()
    assert play.coach.pad_line(play) is None  # no pads: the lesson's own words only
