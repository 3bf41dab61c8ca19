"""The host closing an online game and Continuing it later, on 127.0.0.1 only, driven
through the windows' own scenes: the save remembers the room and its remote seats, Continue
on the title opens the room again with the same code, a friend whose app was restarted
(fresh window objects, nothing in memory but the data folder) joins with that code and gets
the old seat back, both screens show the same board, and the game plays on."""

from __future__ import annotations

import time

import pygame

from game import rules
from game.bots import Planner, acting_seats
from game.net import rejoin
from game.net.protocol import encode
from game.net.room import Room
from game.record import Online, from_text, to_text
from game.rules.notation import digest, format_action
from game.saves import MissionSave
from game.scenes.join import JoinScene
from game.scenes.lobby import LobbyScene
from game.scenes.online import OnlineScene
from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.scenes.play.model import Mode
from game.scenes.title import TitleScene
from tests.scenes.test_online_play import TUTORIAL, hosted_lobby, pump, settled, words_on


def join_by_typing(driver, table) -> PlayScene:  # type: ignore[no-untyped-def]
    """A guest's window: Join a game, the address and code typed, Join pressed."""
    join = driver.top
    assert isinstance(join, JoinScene)
    driver.click(join.address.rect.center)
    driver.send(pygame.TEXTINPUT, text=f"127.0.0.1:{table.link.port}")
    driver.click(join.code.rect.center)
    driver.send(pygame.TEXTINPUT, text=table.code.lower())
    driver.click(join.buttons["join"].rect.center)
    pump(driver, table, until=lambda: isinstance(driver.top, PlayScene))
    return driver.top


def play_some(windows, until) -> None:  # type: ignore[no-untyped-def]
    """Each window's planner plays its own seats through the screen's seam until ``until``."""
    planners = {seat: Planner() for seat in windows}
    ends = time.monotonic() + 120
    while not until():
        assert time.monotonic() < ends, "the game did not go on"
        for seat, driver in windows.items():
            play = driver.top
            settled(driver, play)
            game = play.game
            is_mine = play.online.holds(seat) and play.mode is not Mode.WATCHING
            if seat in acting_seats(game) and is_mine:
                play.perform(planners[seat].next_action(game, seat))


def test_the_host_closes_continues_and_the_friend_comes_back_to_its_seat(drive, assets):
    host_driver = drive(TitleScene(assets))
    lobby_scene = hosted_lobby(host_driver)
    table = lobby_scene.table
    code = table.code
    guest_driver = drive(JoinScene(assets))
    guest_play = join_by_typing(guest_driver, table)
    assert guest_play.online.holds(1)
    host_driver.click(lobby_scene.buttons["start"].rect.center)
    host_play = host_driver.top
    assert isinstance(host_play, PlayScene)
    windows = {0: host_driver, 1: guest_driver}
    play_some(windows, until=lambda: table.room.count >= 12)
    pump(host_driver, until=lambda: host_play.autosave.is_saved)
    played = table.room.count
    # the host quits to the title: the game is saved, the room closes, the friend is told
    host_driver.key(pygame.K_ESCAPE)
    pause = host_driver.top
    assert isinstance(pause, PauseScene)
    assert not pause.buttons["restart"].is_enabled, "a press must not lose the friends"
    host_driver.click(pause.buttons["title"].rect.center)
    assert isinstance(host_driver.top, TitleScene)
    pump(guest_driver, until=lambda: isinstance(guest_driver.top, OnlineScene))
    assert "closed" in guest_driver.top.note
    saved, _ = MissionSave().load()
    assert saved is not None and saved.record.online == Online(code, (1,))
    # later: Continue on the title opens the room again, with the same code, said on screen
    title = host_driver.top
    host_driver.click(title.buttons["continue"].rect.center)
    lobby_again = host_driver.top
    assert isinstance(lobby_again, LobbyScene) and lobby_again.table is not None
    again = lobby_again.table
    assert again.code == code and again.room.count == played
    shown = words_on(lobby_again)
    assert code in shown and "same" in shown and "waiting for them" in shown
    # the friend's app restarted: new window objects, only the data folder remembers
    new_guest_driver = drive(TitleScene(assets))
    new_guest_driver.click(new_guest_driver.top.buttons["online"].rect.center)
    new_guest_driver.click(new_guest_driver.top.buttons["join"].rect.center)
    back = join_by_typing(new_guest_driver, again)
    assert back.online.holds(1) and not back.online.holds(0)
    assert digest(back.game) == digest(again.game)
    assert "joined" in words_on(lobby_again)
    host_driver.click(lobby_again.buttons["start"].rect.center)
    host_again = host_driver.top
    assert isinstance(host_again, PlayScene)
    assert digest(host_again.game) == digest(again.game) == digest(back.game)
    windows = {0: host_driver, 1: new_guest_driver}
    try:
        play_some(windows, until=lambda: again.room.count >= played + 8)
        ends = time.monotonic() + 30
        while not digest(back.game) == digest(again.game) == digest(host_again.game):
            assert time.monotonic() < ends, "the screens never agreed"
            host_driver.frame()
            new_guest_driver.frame()
        assert digest(host_again.game) == digest(again.game) == digest(back.game)
        assert any(getattr(a, "seat", None) == 1 for a in host_again.history[played:])
    finally:
        for driver in (host_driver, new_guest_driver):
            if isinstance(driver.top, PlayScene | LobbyScene):
                driver.top.close()


def test_an_old_save_without_the_online_line_still_reads_and_the_line_round_trips():
    text = Room(TUTORIAL, ()).record_text()
    assert "online" not in text and from_text(text).online is None
    record = from_text(text)
    from dataclasses import replace

    kept = from_text(to_text(replace(record, online=Online("KXQMP", (1,)))))
    assert kept.online == Online("KXQMP", (1,))


def test_a_friend_rejoins_with_the_kept_token_but_never_takes_a_connected_seat():
    room = Room(TUTORIAL, (1,), code="ABCDE")
    rejoin.remember("ABCDE", "friend-token", [1])
    token, seats = rejoin.remembered("ABCDE")
    assert (token, seats) == ("friend-token", [1])
    new_token, none = rejoin.remembered("OTHER")
    assert none is None and new_token != token

    def hello(client: str, token: str, seats: list[int] | None) -> str:
        from game.net.protocol import PROTOCOL
        from game.record import content_version

        fields: dict[str, object] = {"code": "ABCDE", "protocol": PROTOCOL, "version": ""}
        fields |= {"content": content_version(), "token": token}
        if seats is not None:
            fields["seats"] = seats
        return room.receive(client, encode("hello", **fields))[0].text

    assert '"welcome"' in hello("a", "friend-token", [1])
    stranger = hello("b", "stranger", [1])
    assert '"refused"' in stranger and "not_free" in stranger


def test_a_guest_joined_in_the_lobby_cannot_act_before_the_host_starts(drive, assets):
    host_driver = drive(TitleScene(assets))
    lobby_scene = hosted_lobby(host_driver)
    table = lobby_scene.table
    guest_driver = drive(JoinScene(assets))
    try:
        guest_play = join_by_typing(guest_driver, table)
        game = guest_play.game
        # whichever seat picks first (the host's seed decides), the room refuses before Start
        action = rules.legal_actions(game)[0]
        text = format_action(game, action)
        guest_play.online.online.table.link.send(encode("action", text=text))
        pump(host_driver, until=lambda: table.room.refused > 0)
        assert table.room.count == 0
        host_driver.click(lobby_scene.buttons["start"].rect.center)
        assert table.room.is_started
    finally:
        for driver in (host_driver, guest_driver):
            if isinstance(driver.top, PlayScene | LobbyScene):
                driver.top.close()
