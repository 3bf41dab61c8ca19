"""The tables a frame loop polls, on loopback in one process: a remote move arrives with the
same events the host's game made of it (so it animates the same), and whatever stops a
client (no host there, a wrong code, the host closing) is said, never waited on."""

from __future__ import annotations

import socket
import time

from game.bots import Planner, acting_seats
from game.net.news import Played
from game.net.tables import GuestTable, HostTable
from game.record import Setup
from game.rules import Yordle
from game.rules.notation import digest

TUTORIAL = Setup("tutorial", (Yordle.CORKI, Yordle.ZIGGS), seed=4)


def opened_host(remote: tuple[int, ...] = (1,)) -> HostTable:
    table = HostTable(TUTORIAL, remote, version="test")
    table.open()
    return table


def guest_of(host: HostTable, code: str | None = None) -> GuestTable:
    guest = GuestTable(f"ws://127.0.0.1:{host.link.port}", code or host.code, "friend")
    guest.open()
    return guest


def settled(guest: GuestTable, host: HostTable | None = None, secs: float = 20) -> None:
    """Poll until the guest has joined or stopped (the host polled alongside)."""
    ends = time.monotonic() + secs
    while guest.is_connecting and time.monotonic() < ends:
        if host is not None:
            host.poll(0.01)
        guest.poll(0.01)
    assert not guest.is_connecting, "the guest neither joined nor stopped"


def test_a_guest_and_the_host_play_the_tutorial_and_see_the_same_events():
    host = opened_host()
    guest = guest_of(host)
    try:
        settled(guest, host)
        assert guest.follower is not None and guest.follower.seats == {1}
        planner = Planner()
        at_host: dict[int, Played] = {}
        at_guest: dict[int, Played] = {}
        ends = time.monotonic() + 240
        while host.game.result is None and time.monotonic() < ends:
            at_host.update((p.n, p) for p in host.poll(0.005))
            at_guest.update((p.n, p) for p in guest.poll(0.005))
            game = guest.follower.game
            for seat in acting_seats(game):
                if seat == 1 and seat not in guest.in_flight:
                    guest.propose(planner.next_action(game, seat))
            for seat in acting_seats(host.game) if host.game.result is None else ():
                if seat == 0:
                    played = host.play(planner.next_action(host.game, seat))
                    at_host[played.n] = played
                    break
        while len(at_guest) < len(at_host) and time.monotonic() < ends:
            at_guest.update((p.n, p) for p in guest.poll(0.01))
        assert host.game.result is not None and host.game.result.is_won
        assert sorted(at_host) == sorted(at_guest) == list(range(1, host.room.count + 1))
        for n, played in at_host.items():
            assert at_guest[n].action == played.action
            assert at_guest[n].outcome.events == played.outcome.events, f"action {n}"
        assert digest(guest.follower.game) == digest(host.game)
        assert any(p.action.seat == 1 for p in at_host.values() if hasattr(p.action, "seat"))
    finally:
        guest.close()
        host.close()


def test_no_host_there_stops_the_guest_saying_so():
    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))
        port = spare.getsockname()[1]
    guest = GuestTable(f"ws://127.0.0.1:{port}", "ABCD", "friend")
    guest.open()
    try:
        assert guest.poll() == []  # at once, whether or not the link has given up yet
        settled(guest)
        assert guest.unreachable and guest.follower is None
        assert "cannot reach" in guest.stopped
    finally:
        guest.close()


def test_a_wrong_code_is_refused_with_the_hosts_reason():
    host = opened_host()
    guest = guest_of(host, code="ZZZZ" if host.code != "ZZZZ" else "YYYY")
    try:
        settled(guest, host)
        assert guest.follower is None and not guest.unreachable
        assert "not this room's code" in guest.stopped
    finally:
        guest.close()
        host.close()


def test_the_host_closing_stops_its_guests_with_a_message():
    host = opened_host()
    guest = guest_of(host)
    try:
        settled(guest, host)
        assert guest.follower is not None
        host.close()
        ends = time.monotonic() + 10
        while not guest.stopped and time.monotonic() < ends:
            guest.poll(0.02)
        assert guest.stopped == "the host closed the game"
        assert guest.poll() == []
    finally:
        guest.close()


def test_a_move_taken_back_reaches_the_screens_as_news_to_snap_to():
    from game import rules
    from game.net.news import TookBack

    host = opened_host()
    guest = guest_of(host)
    try:
        settled(guest, host)
        planner = Planner()
        while rules.to_act(host.game).kind is not rules.Acting.PROGRAM:
            seat = acting_seats(host.game)[0]
            if seat == 0:
                host.play(planner.next_action(host.game, 0))
            elif 1 not in guest.in_flight:
                guest.propose(planner.next_action(guest.follower.game, 1))
            host.poll(0.005)
            guest.poll(0.005)
        place = next(a for a in rules.legal_actions(host.game, 0) if isinstance(a, rules.PlaceCard))
        before = digest(host.game)
        host.play(place)
        took = host.take_back(0)
        assert isinstance(took, TookBack) and digest(took.game) == before
        heard: list = []
        ends = time.monotonic() + 10
        while not any(isinstance(n, TookBack) for n in heard) and time.monotonic() < ends:
            heard.extend(guest.poll(0.02))
        assert [type(n).__name__ for n in heard][-1] == "TookBack"
        assert digest(guest.follower.game) == before
    finally:
        guest.close()
        host.close()
