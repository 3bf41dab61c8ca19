"""Joining a game in another home, as a person does it: click the fields, type the address
and the code, click Join; a host on loopback lets them in or says why not, and the screen
says which."""

from __future__ import annotations

import time

import pygame

from game.net.tables import HostTable
from game.record import Setup
from game.rules import Yordle
from game.scenes.join import JoinScene
from game.ui.term_tips import probe_with

TUTORIAL = Setup("tutorial", (Yordle.CORKI, Yordle.ZIGGS), seed=4)


def typed(driver, words: str) -> None:  # type: ignore[no-untyped-def]
    driver.send(pygame.TEXTINPUT, text=words)
    driver.frame()


def words_on(scene: JoinScene) -> str:
    return " ".join(t.words for t in probe_with(scene.assets, scene.assets.screen.size, scene.draw))


def fill_in(driver, address: str, code: str) -> JoinScene:  # type: ignore[no-untyped-def]
    scene = driver.top
    driver.click(scene.address.rect.center)
    typed(driver, address)
    driver.click(scene.code.rect.center)
    typed(driver, code)
    return scene


def until_settled(driver, scene: JoinScene, host: HostTable) -> None:  # type: ignore[no-untyped-def]
    ends = time.monotonic() + 20
    while (scene.guest is None or scene.guest.is_connecting) and time.monotonic() < ends:
        host.poll(0.01)
        driver.frame()
    driver.frame()


def test_typing_the_hosts_address_and_code_joins_and_names_the_seat(drive, assets):
    host = HostTable(TUTORIAL, (1,), version="test")
    host.open()
    driver = drive(JoinScene(assets))
    try:
        scene = fill_in(driver, f"127.0.0.1:{host.link.port}", host.code.lower() + "!1")
        assert scene.code.text == host.code, "a code is kept in capitals, code letters only"
        assert scene.buttons["join"].is_enabled
        driver.click(scene.buttons["join"].rect.center)
        until_settled(driver, scene, host)
        assert scene.joined is not None and scene.joined.follower.seats == {1}
        assert "Joined: you play seat 2." in words_on(scene)
    finally:
        if scene.guest is not None:
            scene.guest.close()
        host.close()


def test_a_wrong_code_is_said_on_the_screen_and_the_fields_stay(drive, assets):
    host = HostTable(TUTORIAL, (1,), version="test")
    host.open()
    driver = drive(JoinScene(assets))
    wrong = "ZZZZZ" if host.code != "ZZZZZ" else "YYYYY"
    try:
        scene = fill_in(driver, f"127.0.0.1:{host.link.port}", wrong)
        driver.key(pygame.K_RETURN)  # Enter joins as the button does
        until_settled(driver, scene, host)
        assert scene.joined is None
        assert "Could not join: that is not this room's code" in words_on(scene)
        assert scene.code.text == wrong and scene.buttons["join"].text == "Join"
    finally:
        if scene.guest is not None:
            scene.guest.close()
        host.close()


def test_join_waits_for_a_whole_code_and_escape_goes_back(drive, assets):
    driver = drive(JoinScene(assets))
    scene = fill_in(driver, "192.168.1.20", "ABC")
    assert not scene.buttons["join"].is_enabled
    driver.key(pygame.K_BACKSPACE)
    assert scene.code.text == "AB" and scene.address.text == "192.168.1.20"
    driver.key(pygame.K_ESCAPE)
    driver.frame()
    assert not driver.stack.is_running or driver.top is not scene


def test_an_address_where_nobody_answers_is_said_in_plain_words(drive, assets):
    import socket

    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))
        port = spare.getsockname()[1]
    driver = drive(JoinScene(assets))
    scene = fill_in(driver, f"127.0.0.1:{port}", "ABCDE")
    driver.click(scene.buttons["join"].rect.center)
    ends = time.monotonic() + 20
    while scene.guest.is_connecting and time.monotonic() < ends:
        driver.frame()
    shown = words_on(scene)
    assert f"Nobody answered at ws://127.0.0.1:{port}." in shown and "Errno" not in shown
    scene.guest.close()


def test_the_hosts_refusal_is_said_in_the_clients_language(drive, assets):
    """The host words a refusal in English for its log; the refusal carries its key and
    values, so a client playing in Spanish reads it in Spanish."""
    from game import i18n

    host = HostTable(TUTORIAL, (1,), version="test")
    host.open()
    wrong = "ZZZZZ" if host.code != "ZZZZZ" else "YYYYY"
    i18n.use("es")
    try:
        driver = drive(JoinScene(assets))
        scene = fill_in(driver, f"127.0.0.1:{host.link.port}", wrong)
        driver.key(pygame.K_RETURN)
        until_settled(driver, scene, host)
        shown = words_on(scene)
        assert "ese no es el código de esta sala" in shown, shown
        assert scene.guest.stopped == "that is not this room's code"  # as the host said it
    finally:
        i18n.use(i18n.ENGLISH)
        if scene.guest is not None:
            scene.guest.close()
        host.close()


def test_a_refusal_from_a_host_keeps_only_short_plain_values():
    from game.net.protocol import Refused

    heard = Refused.heard(
        {"reason": "x", "key": "not_yours", "values": {"seat": 2, "junk": {"a": 1}}}
    )
    assert heard.values == {"seat": 2} and heard.words() == "seat 2 is not yours"
    unknown = Refused.heard({"reason": "something else", "key": "nope", "values": {}})
    assert unknown.words() == "something else"
    broken = Refused.heard({"reason": "fallback", "key": "not_yours", "values": {}})
    assert broken.words() == "fallback", "a key without its values says the English"


def test_the_arrows_and_a_pad_steer_the_join_screen(drive, assets):
    """The keyboard types in a field, an arrow leaves it for the ring, Enter on a field
    types there again; a pad walks to Through a relay and presses it, and B goes back."""
    from pad_play import DPAD, A, B, PadTable, route

    from game.scenes.online import OnlineScene

    driver = drive(OnlineScene(assets))
    driver.click(driver.top.buttons["join"].rect.center)
    scene = driver.top
    assert isinstance(scene, JoinScene) and scene.address.has_focus
    typed(driver, "127.0.0.1:9")
    driver.key(pygame.K_DOWN)  # out of the address field, the ring on the code below it
    assert not scene.address.has_focus and scene.buttons.focused() == "code"
    assert scene.address.text == "127.0.0.1:9"
    driver.key(pygame.K_RETURN)  # the code field types now
    assert scene.code.has_focus
    typed(driver, "ABCDE")
    assert scene.code.text == "ABCDE" and scene.buttons.focused() == "code"
    table = PadTable(driver.stack, driver.screen)
    for way in route(scene.buttons, None, scene.buttons.focused(), "relay") or []:
        table.press(1, DPAD[way])
    assert scene.buttons.focused() == "relay"
    table.press(1, A)
    assert scene.via_relay and scene.buttons["relay"].text == "Through a relay: on"
    table.press(1, B)
    assert isinstance(driver.top, OnlineScene)


def test_enter_on_the_join_button_joins_once(drive, assets):
    host = HostTable(TUTORIAL, (1,), version="test")
    host.open()
    driver = drive(JoinScene(assets))
    scene = driver.top
    try:
        typed(driver, f"127.0.0.1:{host.link.port}")
        driver.key(pygame.K_DOWN)  # out of the address field, onto the code
        driver.key(pygame.K_RETURN)
        typed(driver, host.code)
        for _ in range(3):  # the ring down to Join (the code field left by the first)
            if scene.buttons.focused() == "join":
                break
            driver.key(pygame.K_DOWN)
        assert scene.buttons.focused() == "join" and not scene.code.has_focus
        driver.key(pygame.K_RETURN)
        assert scene.guest is not None, "Enter on Join joins, and does not cancel at once"
        until_settled(driver, scene, host)
        assert scene.joined is not None
    finally:
        if scene.guest is not None:
            scene.guest.close()
        host.close()
