"""Online play in the window, on 127.0.0.1 only: the title's Online entry, the host marking
a seat as played from afar, the host's lobby (code, addresses, who joined), and the play
screen applying the table's news on both sides, driven with real mouse events: a remote
move animates as a local one, a seat this window does not hold cannot be moved, a move
taken back snaps every screen, an away seat waits or goes to the bot, and the host
closing sends the guest back with a message."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game import rules
from game.bots import Planner, acting_seats
from game.net.online import OnlineGame, Where
from game.net.tables import GuestTable, HostTable
from game.record import Setup
from game.rules import Yordle
from game.rules.notation import digest
from game.scenes import lobby, routes
from game.scenes.base import Replace
from game.scenes.briefing import BriefingScene
from game.scenes.join import JoinScene
from game.scenes.lobby import LobbyScene
from game.scenes.online import OnlineScene
from game.scenes.play import PlayScene
from game.scenes.play.model import Mode
from game.scenes.settings import Settings
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.ui.layout import hand_rects
from game.ui.term_tips import probe_with

TUTORIAL = Setup("tutorial", (Yordle.CORKI, Yordle.ZIGGS), seed=4)


@pytest.fixture(autouse=True)
def loopback(monkeypatch):  # type: ignore[no-untyped-def]
    """The host's lobby listens on 127.0.0.1, on a free port."""
    monkeypatch.setattr(lobby, "ADDRESS", "127.0.0.1")
    monkeypatch.setattr(lobby, "PORTS", (0,))


def words_on(scene) -> str:  # type: ignore[no-untyped-def]
    return " ".join(t.words for t in probe_with(scene.assets, scene.assets.screen.size, scene.draw))


def pump(driver, *tables, until, secs: float = 20) -> None:  # type: ignore[no-untyped-def]
    """Frames (and the headless tables' polls) until ``until()`` holds."""
    ends = time.monotonic() + secs
    while not until():
        assert time.monotonic() < ends, "timed out"
        for table in tables:
            table.poll(0.005)
        driver.frame()


def hosted_lobby(driver) -> LobbyScene:  # type: ignore[no-untyped-def]
    """From the title: Online, Host a game, two Mechs, the second a friend's online,
    Continue, Start: the host's lobby."""
    driver.click(driver.top.buttons["online"].rect.center)
    assert isinstance(driver.top, OnlineScene)
    driver.click(driver.top.buttons["host"].rect.center)
    setup = driver.top
    assert isinstance(setup, SetupScene) and setup.settings.is_online
    driver.click(setup.buttons["count2"].rect.center)
    driver.click(setup.buttons["pilot1:remote"].rect.center)
    driver.click(setup.buttons["pilot0:player"].rect.center)
    assert driver.top.settings.remote == (1,) and driver.top.settings.bots == ()
    driver.click(driver.top.buttons["next"].rect.center)
    briefing = driver.top
    assert isinstance(briefing, BriefingScene)
    driver.click(briefing.buttons["start"].rect.center)
    assert isinstance(driver.top, LobbyScene)
    return driver.top


def test_the_title_reaches_host_and_join_by_mouse_and_by_keys(drive, assets):
    driver = drive(TitleScene(assets))
    driver.click(driver.top.buttons["online"].rect.center)
    online = driver.top
    assert isinstance(online, OnlineScene)
    before = online.buttons["mission"].text
    driver.click(online.buttons["mission"].rect.center)
    assert online.buttons["mission"].text != before, "the mission to host changes"
    driver.click(online.buttons["join"].rect.center)
    assert isinstance(driver.top, JoinScene)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is online
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TitleScene)
    # the keyboard: the ring starts on Continue/Campaign, and Online is reachable by arrows
    title = driver.top
    for _ in range(6):
        if title.buttons.focused() == "online":
            break
        key = pygame.K_RIGHT if title.buttons.focused() == "new" else pygame.K_DOWN
        driver.key(key)
    assert title.buttons.focused() == "online"
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, OnlineScene)


def test_the_host_marks_a_seat_remote_and_the_lobby_shows_the_code_and_who_joined(drive, assets):
    driver = drive(TitleScene(assets))
    scene = hosted_lobby(driver)
    table = scene.table
    assert table is not None and table.room.remote == {1}
    said = words_on(scene)
    assert table.code in said and "waiting for them" in said and "Start now" in said
    guest = GuestTable(f"ws://127.0.0.1:{table.link.port}", table.code, "friend")
    guest.open()
    try:
        pump(driver, guest, until=lambda: guest.follower is not None)
        pump(driver, guest, until=lambda: scene.online.where(1) is Where.ONLINE)
        said = words_on(scene)
        assert "a friend online: joined" in said and "Start now" not in said
        driver.click(scene.buttons["start"].rect.center)
        play = driver.top
        assert isinstance(play, PlayScene) and play.online.online is scene.online
        assert not play.online.holds(1) and play.online.holds(0)
    finally:
        guest.close()
        driver.stack.apply(None)
        driver.top.close() if isinstance(driver.top, PlayScene) else scene.close()


def test_closing_the_room_in_the_lobby_tells_whoever_joined(drive, assets):
    driver = drive(TitleScene(assets))
    scene = hosted_lobby(driver)
    table = scene.table
    guest = GuestTable(f"ws://127.0.0.1:{table.link.port}", table.code, "friend")
    guest.open()
    try:
        pump(driver, guest, until=lambda: guest.follower is not None)
        driver.click(scene.buttons["back"].rect.center)
        assert isinstance(driver.top, OnlineScene)
        ends = time.monotonic() + 10
        while not guest.stopped and time.monotonic() < ends:
            guest.poll(0.01)
        assert "closed" in guest.stopped
    finally:
        guest.close()


# --- two windows: the host's and a guest's ---------------------------------------------------


def hand_pos(scene: PlayScene, seat: int, card_id: int) -> tuple[int, int]:
    hand = scene.game.mech(seat).hand
    index = [c.id for c in hand].index(card_id)
    return hand_rects(scene.layouts[seat], len(hand))[index].center


def by_mouse(driver, scene: PlayScene, action) -> None:  # type: ignore[no-untyped-def]
    """A draft pick, a card placed or Ready, done with the mouse on ``scene``."""
    if isinstance(action, rules.DraftCard):
        placed = dict((c.id, r) for c, r in scene.drafting.placed(scene.game))
        driver.click(placed[action.card].center)
    elif isinstance(action, rules.PlaceCard):
        slot = scene.layouts[action.seat].slots[action.slot].center
        driver.drag(hand_pos(scene, action.seat, action.card), slot)
    elif isinstance(action, rules.EndProgramming):
        driver.click(scene.layouts[action.seat].ready.center)
    else:
        raise AssertionError(f"not done by mouse here: {action!r}")


def mouse_move(game: rules.Game, seat: int, rng: random.Random):  # type: ignore[no-untyped-def]
    """A draft pick, a card placed, or Ready, for ``seat``: the things done by mouse here."""
    legal = [a for a in rules.legal_actions(game) if getattr(a, "seat", None) == seat]
    for kind in (rules.DraftCard, rules.EndProgramming, rules.PlaceCard):
        some = [a for a in legal if isinstance(a, kind)]
        if some:
            return rng.choice(some)
    return None


def settled(driver, scene: PlayScene, *tables) -> None:  # type: ignore[no-untyped-def]
    """The director done, the summary closed, the input gate's grace over."""
    from game.scenes.play.input_gate import GRACE

    for _ in range(400):
        for table in tables:
            table.poll(0.0)
        if scene.summary is not None:
            driver.frame(GRACE + 0.05)
            driver.click(scene.camera.rect.center)
        elif scene.is_replaying:
            driver.key(pygame.K_SPACE)
            driver.frame()
        else:
            driver.frame(GRACE + 0.05)
            return
    raise AssertionError("the screen never settled")


def test_a_guest_window_plays_its_seat_by_mouse_and_sees_the_hosts_moves(drive, assets):
    host = HostTable(TUTORIAL, (1,), version="test")
    host.open()
    driver = drive(JoinScene(assets))
    join = driver.top
    rng, planner = random.Random(3), Planner()
    try:
        driver.click(join.address.rect.center)
        driver.send(pygame.TEXTINPUT, text=f"127.0.0.1:{host.link.port}")
        driver.click(join.code.rect.center)
        driver.send(pygame.TEXTINPUT, text=host.code)
        driver.click(join.buttons["join"].rect.center)
        pump(driver, host, until=lambda: isinstance(driver.top, PlayScene))
        scene = driver.top
        assert scene.online.holds(1) and not scene.online.holds(0)
        mine = theirs = 0
        ends = time.monotonic() + 120
        while host.game.round < 2 and host.game.result is None:
            assert time.monotonic() < ends, f"stuck: {scene.mode} {rules.to_act(scene.game)}"
            settled(driver, scene, host)
            game = scene.game
            if 0 in acting_seats(host.game):  # the host's seat: its bot plays at once
                host.play(planner.next_action(host.game, 0))
                theirs += 1
            if 1 in acting_seats(game) and scene.mode is not Mode.WATCHING:
                action = mouse_move(game, 1, rng)
                count = len(scene.history)
                if action is not None:
                    by_mouse(driver, scene, action)
                    mine += 1
                else:  # a question: answered through the seam, as the screen would
                    action = planner.next_action(game, 1)
                    scene.perform(action)
                pump(driver, host, until=lambda a=action, c=count: a in scene.history[c:])
            pump(driver, host, until=lambda: host.room.count == len(scene.history))
        assert mine > 3 and theirs > 3
        assert digest(scene.game) == digest(host.game)
        # a card of the host's seat cannot be taken here
        if scene.mode is Mode.PROGRAMMING and scene.game.mech(0).hand:
            card = scene.game.mech(0).hand[0]
            count = len(scene.history)
            driver.drag(hand_pos(scene, 0, card.id), scene.layouts[0].slots[0].center)
            for _ in range(10):
                host.poll(0.01)
                driver.frame()
            assert len(scene.history) == count
    finally:
        host.close()
    pump(driver, until=lambda: isinstance(driver.top, OnlineScene))
    assert "closed" in driver.top.note, "the host closing sends the guest back, saying so"


def test_a_move_taken_back_by_the_guest_snaps_both_screens(drive, assets):
    host_driver = drive(TitleScene(assets))
    scene = hosted_lobby(host_driver)
    table = scene.table
    guest = GuestTable(f"ws://127.0.0.1:{table.link.port}", table.code, "friend")
    guest.open()
    planner = Planner()
    try:
        pump(host_driver, guest, until=lambda: guest.follower is not None)
        host_driver.click(scene.buttons["start"].rect.center)
        play = host_driver.top
        assert isinstance(play, PlayScene)
        guest_play = OnlineGame(guest)
        ends = time.monotonic() + 120
        # the guest's bot plays seat 1 until it has a card in its Command Line; the host's
        # screen's own seat is played by the host's bot through the table
        while True:
            assert time.monotonic() < ends
            settled(host_driver, play)
            guest_play.poll()
            game = guest.follower.game
            if game.phase is rules.Phase.PROGRAM and guest.follower.program.can_take_back(game, 1):
                break
            for seat in acting_seats(game):
                if seat == 1 and seat not in guest.in_flight:
                    legal = rules.legal_actions(game)
                    place = [a for a in legal if isinstance(a, rules.PlaceCard) and a.seat == 1]
                    guest.propose(place[0] if place else planner.next_action(game, 1))
            programming = play.game.phase is rules.Phase.PROGRAM
            holds_more = not programming or len(play.game.mech(0).hand) > 1  # one kept to hold
            if 0 in acting_seats(play.game) and play.mode is not Mode.WATCHING and holds_more:
                action = planner.next_action(play.game, 0)
                if not isinstance(action, rules.EndProgramming):
                    play.perform(action)
        pump(host_driver, guest, until=lambda: len(play.history) == guest.follower.count)
        before = digest(play.game)
        guest_play.take_back(1)
        pump(host_driver, guest, until=lambda: digest(play.game) != before)
        assert digest(play.game) == digest(table.game)
        pump(host_driver, guest, until=lambda: digest(guest.follower.game) == digest(play.game))
        assert "took back a step" in " ".join(e.line() for e in play.log.entries)
        # seen from afar: the card each side holds is shown on the other's screen
        theirs = play.game.mech(1).hand[0].id
        guest.point(1, f"card {theirs}")
        pump(host_driver, guest, until=lambda: play.online.held_elsewhere(play, 1) == theirs)
        assert play.game.mech(0).hand, "the host's seat has a card left to hold"
        mine = play.game.mech(0).hand[0]
        at = hand_pos(play, 0, mine.id)
        host_driver.send(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
        host_driver.send(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
        moved = (at[0] + 40, at[1] - 60)
        host_driver.send(pygame.MOUSEMOTION, pos=moved, rel=(40, -60), buttons=(1, 0, 0))
        host_driver.frame()
        wanted = f"card {mine.id}"
        pump(host_driver, guest, until=lambda: guest.follower.presence.get(0) == wanted)
        host_driver.send(pygame.MOUSEBUTTONUP, pos=at, button=1)
        host_driver.frame()
        pump(host_driver, guest, until=lambda: guest.follower.presence.get(0) == "")
    finally:
        guest.close()
        host_driver.top.close()


def test_an_away_seat_waits_or_goes_to_the_bot_and_comes_back(drive, assets):
    host_driver = drive(TitleScene(assets))
    scene = hosted_lobby(host_driver)
    table = scene.table
    host_driver.click(scene.buttons["start"].rect.center)  # at once: the friend joins later
    play = host_driver.top
    try:
        settled(host_driver, play)
        assert play.online.asking() == 1, "the host is asked about the seat not joined"
        assert "away" in words_on(play)
        count = len(play.history)
        for _ in range(60):  # waiting: the seat's moves do not come
            host_driver.frame()
        assert all(getattr(a, "seat", None) != 1 for a in play.history[count:])
        bot = play.online.choice_buttons(play)["bot"]
        host_driver.click(bot.rect.center)
        assert play.online.online.bot_stands_in(1)
        ends = time.monotonic() + 60
        while not any(getattr(a, "seat", None) == 1 for a in play.history):
            assert time.monotonic() < ends, "the bot never played the away seat"
            settled(host_driver, play)
            if 0 in acting_seats(play.game) and play.mode is not Mode.WATCHING:
                play.perform(Planner().next_action(play.game, 0))
        assert "the bot plays for them" in words_on(play)
        guest = GuestTable(f"ws://127.0.0.1:{table.link.port}", table.code, "friend")
        guest.open()
        try:
            pump(host_driver, guest, until=lambda: play.online.online.where(1) is Where.ONLINE)
            assert not play.online.online.bot_stands_in(1) and play.online.asking() is None
            assert 1 not in play.bot_seats.bots
        finally:
            guest.close()
    finally:
        host_driver.top.close()


def test_a_couch_game_is_as_before(drive, assets):
    scene = PlayScene(assets, Settings(yordles=(Yordle.CORKI,)))
    assert scene.online.holds(0) and scene.online.hear() == []


def guest_window(driver_for, assets, host: HostTable):  # type: ignore[no-untyped-def]
    """A guest's play screen on ``host``'s game (its window's own driver), once welcomed,
    over the Online screen, as the app builds it for a guest."""
    guest = GuestTable(f"ws://127.0.0.1:{host.link.port}", host.code, "friend", version="t")
    guest.open()
    ends = time.monotonic() + 20
    while guest.follower is None:
        assert time.monotonic() < ends, guest.stopped
        host.poll(0.005)
        guest.poll(0.005)
    driver = driver_for(OnlineScene(assets))
    driver.stack.apply(Replace(routes.OnlinePlay(OnlineGame(guest))))
    assert isinstance(driver.top, PlayScene)
    return driver, guest


def test_a_move_the_host_does_not_take_is_said_beside_its_piece_in_the_guests_words(drive, assets):
    timed = Setup("mission-1", TUTORIAL.yordles, seed=4, minuteglass=30)
    host = HostTable(timed, (1,), version="t")
    host.open()
    driver, guest = guest_window(drive, assets, host)
    scene = driver.top
    planner = Planner()
    try:
        ends = time.monotonic() + 60
        while scene.game.draft.pick_order[:1] != (1,):  # the host picks until it is seat 2's
            assert time.monotonic() < ends
            host.play(planner.next_action(host.game, acting_seats(host.game)[0]))
            pump(driver, host, until=lambda: len(scene.history) == host.room.count)
        settled(driver, scene, host)
        card = scene.game.draft.row[0].id
        by_mouse(driver, scene, rules.DraftCard(1, card))  # proposed: the host has not heard it
        assert 1 in guest.in_flight
        piece = dict((c.id, r) for c, r in scene.drafting.placed(scene.game))[card]
        host.play(rules.TimeRanOut())  # the Minuteglass ran out first: the pick comes too late
        pump(driver, host, until=lambda: scene.online.refusal is not None)
        assert host.room.refused == 1
        said = words_on(scene)
        assert "The host did not take that move: the game had already moved on." in said
        assert not scene.online.refusal_box(scene, scene.online.refusal).colliderect(piece)
        assert digest(scene.game) == digest(host.game), "the game went on as the host has it"
        for _ in range(int(5 / 0.2)):
            driver.frame(0.2)
        assert scene.online.refusal is None, "said briefly"
    finally:
        guest.close()
        host.close()


def test_a_guest_is_offered_only_what_is_its_own_to_do(drive, assets):
    """The pause menu: no Restart, Leave the game (to the Online screen, the same code
    joining again with the seat back); a Hint only for its own seat, by click, H or pad."""
    from game.scenes.pause import PauseScene

    host = HostTable(TUTORIAL, (1,), version="t")
    host.open()
    driver, guest = guest_window(drive, assets, host)
    scene = driver.top
    try:
        assert scene.settings.is_guest
        settled(driver, scene, host)
        assert [s for s, _ in scene.bot_seats.hint_buttons(scene)] in ([], [1])
        scene.bot_seats.ask(scene, 0)  # the host's seat: as a pad's press would ask
        driver.key(pygame.K_h)
        assert scene.bot_seats.hint is None or scene.bot_seats.hint.seat == 1
        driver.key(pygame.K_ESCAPE)
        pause = driver.top
        assert isinstance(pause, PauseScene)
        assert not pause.buttons["restart"].is_enabled
        driver.click(pause.buttons["restart"].rect.center)
        assert driver.top is pause, "no Restart for a guest"
        assert pause.buttons["title"].text == "Leave the game"
        driver.click(pause.buttons["title"].rect.center)
        assert isinstance(driver.top, OnlineScene) and "same code" in driver.top.note
        pump(driver, host, until=lambda: host.room.away() == {1})
    finally:
        guest.close()
        host.close()


def test_a_pad_in_an_online_window_cannot_act_for_a_seat_another_home_holds(drive, assets):
    """A guest's window, the host's seat 1 played at the host: a pad joining is given the
    guest's own seat, never the host's; a pad made to hold the host's seat anyway reaches
    none of its cards, and its presses on the shared draft row propose nothing."""
    from pad_play import DOWN, LEFT, RIGHT, UP, A, B, PadTable, X

    from game.input import devices, pad
    from game.scenes.play.programming import UndoStep
    from game.scenes.play.screen import Perform

    host = HostTable(TUTORIAL, (1,), version="t")
    host.open()
    driver, guest = guest_window(drive, assets, host)
    scene = driver.top
    table = PadTable(driver.stack, driver.screen)
    planner = Planner()
    try:
        settled(driver, scene, host)
        table.wait()
        table.press(1, A)  # a pad joins: the guest's seat (2), not the host's
        table.wait()
        assert devices().holder(1) == pad(1) and devices().holder(0) is None
        table.press(2, A)  # another: no seat here is free for it
        table.wait()
        assert devices().seat_of(pad(2)) is None
        assert devices().assign(pad(2), 0)  # say it held seat 1 in a couch game before
        ends = time.monotonic() + 60
        pressed = 0
        while host.game.round < 2 and host.game.result is None:
            assert time.monotonic() < ends
            settled(driver, scene, host)
            game = scene.game
            if 0 in acting_seats(game):  # the host's pick or programming: pad 2 tries
                places = scene.steering.targets(scene).items
                mine = [name for name in places if name.split(":")[1:2] == ["0"]]
                assert mine == [], "none of the host's seat's places is reached from here"
                for button in (A, RIGHT, A, DOWN, A, X, B, LEFT, UP, A):
                    table.press(2, button)
                    pressed += 1
                legal = [a for a in rules.legal_actions(game) if getattr(a, "seat", 0) == 0]
                scene._steer(Perform(legal[0]))  # as if a press got through: the one path
                scene._steer(UndoStep(0))
                assert scene.online.refusal is None, "not even tried (so not refused)"
                assert not guest.asked and 0 not in guest.in_flight
                host.play(planner.next_action(host.game, 0))
            elif 1 in acting_seats(game) and 1 not in guest.in_flight:
                scene.perform(planner.next_action(game, 1))
            pump(driver, host, until=lambda: len(scene.history) == host.room.count)
        assert pressed > 20 and host.room.refused == 0
        assert digest(scene.game) == digest(host.game)
    finally:
        guest.close()
        host.close()


def test_the_hosts_choice_for_a_friend_away_is_steered_by_keyboard_and_pad(drive, assets):
    from pad_play import DPAD, A, PadTable, route

    from game.input import Direction

    keys = {
        Direction.UP: pygame.K_UP,
        Direction.DOWN: pygame.K_DOWN,
        Direction.LEFT: pygame.K_LEFT,
        Direction.RIGHT: pygame.K_RIGHT,
    }
    host_driver = drive(TitleScene(assets))
    scene = hosted_lobby(host_driver)
    host_driver.click(scene.buttons["start"].rect.center)  # at once: the friend is away
    play = host_driver.top
    table = PadTable(host_driver.stack, host_driver.screen)
    try:
        settled(host_driver, play)
        table.wait()
        assert play.online.asking() == 1
        host_driver.key(pygame.K_DOWN)  # the keyboard's ring shows
        buttons = play.steering.targets(play)
        assert {"online:wait", "online:bot"} <= set(buttons.items)
        for way in route(buttons, None, buttons.focused(None), "online:bot") or []:
            host_driver.key(keys[way])
        assert play.steering.focused(play, None) == "online:bot"
        host_driver.key(pygame.K_RETURN)
        assert play.online.online.bot_stands_in(1)
        table.press(1, A)  # a pad joins the host's own seat, and says wait after all
        table.wait()
        assert play.steering.focused(play, 0) is None
        table.press(1, DPAD[Direction.DOWN])  # its ring shows
        buttons = play.steering.targets(play)
        for way in route(buttons, 0, buttons.focused(0), "online:wait") or []:
            table.press(1, DPAD[way])
        assert play.steering.focused(play, 0) == "online:wait"
        table.press(1, A)
        assert not play.online.online.bot_stands_in(1)
    finally:
        host_driver.top.close()


def test_the_host_moves_the_room_to_a_relay_and_a_friend_joins_through_it(drive, assets):
    from game.net.relay import relay_on_a_thread

    driver = drive(TitleScene(assets))
    scene = hosted_lobby(driver)
    code = scene.table.code
    with relay_on_a_thread() as relay:
        driver.click(scene.buttons["relay"].rect.center)
        assert scene.is_editing_relay and scene.relay.has_focus
        assert "Type the address of a relay" in words_on(scene)
        driver.send(pygame.TEXTINPUT, text=relay.removeprefix("ws://"))  # ws:// may be left out
        driver.key(pygame.K_RETURN)
        pump(driver, until=lambda: scene.reopening is None)
        assert scene.is_via_relay and scene.table.link.relay == relay
        assert scene.table.code == code, "the same code"
        assert f"the relay {relay}" in words_on(scene)
        assert scene.buttons["relay"].text == "Through a relay: on"
        guest = GuestTable(relay, code, "friend", via_relay=True, version="t")
        guest.open()
        try:
            pump(driver, guest, until=lambda: scene.online.where(1) is Where.ONLINE)
            driver.click(scene.buttons["start"].rect.center)
            play = driver.top
            assert isinstance(play, PlayScene) and not play.online.holds(1)
            pump(driver, guest, until=lambda: guest.follower is not None)
            assert digest(guest.follower.game) == digest(play.game)
        finally:
            guest.close()
            driver.top.close()


def test_a_relay_that_does_not_answer_leaves_the_room_where_it_was(drive, assets):
    driver = drive(TitleScene(assets))
    scene = hosted_lobby(driver)
    port = scene.table.link.port
    driver.click(scene.buttons["relay"].rect.center)
    driver.send(pygame.TEXTINPUT, text="127.0.0.1:9")  # nobody there
    driver.click(scene.buttons["use_relay"].rect.center)
    assert "Moving the room" in words_on(scene)
    pump(driver, until=lambda: scene.reopening is None)
    assert "The relay could not be reached" in words_on(scene)
    assert not scene.is_via_relay and scene.table.link.port == port, "still open here"
    driver.key(pygame.K_ESCAPE)  # stops typing the relay's address; the lobby stays
    assert driver.top is scene and not scene.is_editing_relay
    scene.close()


def test_the_end_shows_on_every_window_the_host_keeps_it_and_the_guest_goes_home(drive, assets):
    """The Tutorial played to its end by a host's window and a guest's on loopback (each
    seat's moves the planner's, through each screen's seam): both windows show the same
    result; the host's win is saved as on the couch and its replay kept, Host again opens a
    new room; the guest saves nothing and goes back to the title."""
    from game.progress import SaveFile
    from game.scenes.results import ResultsScene

    host_driver = drive(TitleScene(assets))
    lobby_scene = hosted_lobby(host_driver)
    table = lobby_scene.table
    guest = GuestTable(f"ws://127.0.0.1:{table.link.port}", table.code, "friend", version="t")
    guest.open()
    pump(host_driver, guest, until=lambda: guest.follower is not None)
    guest_driver = drive(OnlineScene(assets))
    guest_driver.stack.apply(Replace(routes.OnlinePlay(OnlineGame(guest))))
    host_driver.click(lobby_scene.buttons["start"].rect.center)
    windows = {0: host_driver, 1: guest_driver}
    planners = {0: Planner(), 1: Planner()}
    try:
        ends = time.monotonic() + 240
        while not all(isinstance(d.top, ResultsScene) for d in windows.values()):
            assert time.monotonic() < ends, "the mission never ended on every window"
            for seat, driver in windows.items():
                play = driver.top
                if not isinstance(play, PlayScene):
                    driver.frame()
                    continue
                settled(driver, play)
                game = play.game
                if (
                    seat in acting_seats(game)
                    and play.mode is not Mode.WATCHING
                    and play.online.holds(seat)
                ):
                    play.perform(planners[seat].next_action(game, seat))
        host_end, guest_end = host_driver.top, guest_driver.top
        assert digest(host_end.game) == digest(guest_end.game)
        assert host_end.game.result == guest_end.game.result
        headline = "Victory!" if host_end.is_won else "Defeat"
        assert headline in words_on(host_end) and headline in words_on(guest_end)
        assert host_end.replay is not None and host_end.replay.exists(), "the host keeps it"
        assert host_end.buttons["retry"].text == "Host again"
        assert "replay" in host_end.buttons.items
        assert set(guest_end.buttons.items) == {"online", "title"} and guest_end.news == []
        if host_end.is_won:  # the Tutorial counts for the host's campaign, as on the couch
            progress, _ = SaveFile().load()
            assert "tutorial" in progress.won and host_end.news
        guest_driver.click(guest_end.buttons["title"].rect.center)
        assert isinstance(guest_driver.top, TitleScene)
        host_driver.click(host_end.buttons["retry"].rect.center)
        again = host_driver.top
        assert isinstance(again, LobbyScene) and again.table is not None
        assert again.table.code != table.code and again.table.room.count == 0
        again.close()
    finally:
        guest.close()
        for driver in windows.values():
            if isinstance(driver.top, PlayScene | LobbyScene):
                driver.top.close()
