"""The relay on loopback: it forwards by code, keeps to its caps and closes idle rooms."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack

import pytest
from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from game.net.relay import Limits, Relay

LIMITS = Limits(rooms=2, clients_per_room=2, idle_seconds=0.6, opening_seconds=1.0)


@pytest.fixture
def relay() -> Iterator[tuple[str, Relay]]:
    """A relay on a free loopback port, on a thread of its own."""
    loop = asyncio.new_event_loop()
    made = Relay(LIMITS)
    ready = threading.Event()
    stop = asyncio.Event()
    address: list[str] = []

    async def main() -> None:
        async with serve(made.handle, "127.0.0.1", 0) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            address.append(f"ws://127.0.0.1:{port}")
            sweeper = asyncio.create_task(made.sweep())
            ready.set()
            await stop.wait()
            sweeper.cancel()

    thread = threading.Thread(target=loop.run_until_complete, args=(main(),), daemon=True)
    thread.start()
    ready.wait(10)
    yield address[0], made
    loop.call_soon_threadsafe(stop.set)
    thread.join(10)


@pytest.fixture
def links() -> Iterator[ExitStack]:
    with ExitStack() as stack:
        yield stack


def opened(
    links: ExitStack, uri: str, kind: str, code: str
) -> tuple[ClientConnection, dict[str, object]]:
    link = links.enter_context(connect(uri))
    link.send(json.dumps({"type": kind, "code": code}))
    return link, json.loads(link.recv(timeout=5))


def test_a_room_forwards_between_host_and_clients_by_code(relay, links):
    uri, _ = relay
    host, said = opened(links, uri, "relay-host", "ABCDE")
    assert said == {"type": "relay-ok"}
    client, said = opened(links, uri, "relay-join", "abcde")  # typed in small letters
    assert said == {"type": "relay-ok"}
    client.send("hello host")
    wrapped = json.loads(host.recv(timeout=5))
    assert wrapped["type"] == "relay-from" and wrapped["data"] == "hello host"
    host.send(json.dumps({"type": "relay-to", "client": wrapped["client"], "data": "hi"}))
    assert client.recv(timeout=5) == "hi"
    host.send(json.dumps({"type": "relay-to", "client": None, "data": "all"}))
    assert client.recv(timeout=5) == "all"
    host.close()
    with pytest.raises(ConnectionClosed) as closed:
        client.recv(timeout=5)
    assert "host closed" in closed.value.rcvd.reason


def test_the_relay_refuses_unknown_codes_second_hosts_full_rooms_and_a_full_relay(relay, links):
    uri, _ = relay
    _, said = opened(links, uri, "relay-join", "NOONE")
    assert said["type"] == "refused" and "NOONE" in str(said["reason"])
    host, _ = opened(links, uri, "relay-host", "ROOMA")
    _, said = opened(links, uri, "relay-host", "ROOMA")
    assert said["type"] == "refused" and "open already" in str(said["reason"])
    joined = [opened(links, uri, "relay-join", "ROOMA") for _ in range(LIMITS.clients_per_room)]
    assert all(said == {"type": "relay-ok"} for _, said in joined)
    _, said = opened(links, uri, "relay-join", "ROOMA")
    assert said["type"] == "refused" and "full" in str(said["reason"])
    other, _ = opened(links, uri, "relay-host", "ROOMB")
    _, said = opened(links, uri, "relay-host", "ROOMC")
    assert said["type"] == "refused" and "full" in str(said["reason"])


def test_a_client_message_past_the_cap_closes_that_client_only(relay, links):
    uri, _ = relay
    host, _ = opened(links, uri, "relay-host", "BIGGS")
    client, _ = opened(links, uri, "relay-join", "BIGGS")
    client.send("x" * 5000)
    with pytest.raises(ConnectionClosed):
        client.recv(timeout=5)
    assert json.loads(host.recv(timeout=5))["type"] == "relay-close"


def test_a_silent_room_is_closed_and_a_silent_opening_dropped(relay, links):
    uri, made = relay
    host, _ = opened(links, uri, "relay-host", "QUIET")
    with pytest.raises(ConnectionClosed) as closed:
        host.recv(timeout=10)
    assert "idle" in closed.value.rcvd.reason
    end = time.monotonic() + 5  # the relay forgets the room just after closing it
    while "QUIET" in made.rooms and time.monotonic() < end:
        time.sleep(0.01)
    assert "QUIET" not in made.rooms
    silent = links.enter_context(connect(uri))
    with pytest.raises(ConnectionClosed):
        silent.recv(timeout=5)
