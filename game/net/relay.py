"""A relay: forwards a room's messages by its code, so neither home needs an open port.

    mechs-vs-minions relay [--port P] [--address A]

A host connects and says ``relay-host`` with its room code; clients connect and say
``relay-join`` with the same code. From then on each client's messages reach the host
wrapped with the client's id (``relay-from``), and the host's reach one client or all
(``relay-to``). The relay reads nothing inside them and keeps no game: only which
connections share a code. It caps the rooms, the clients of a room and the size of every
message, and closes a room that has been silent too long, or whose host has gone.

Rooms are independent of each other, so relays scale out: several behind a load balancer
that places a room by its code (docs/online.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.net.protocol import MAX_FROM_CLIENT, MAX_FROM_HOST, Refused, clean_code, decode

log = logging.getLogger("game.net.relay")


@dataclass(frozen=True)
class Limits:
    rooms: int = 500
    clients_per_room: int = 8
    idle_seconds: float = 30 * 60  # a room with no message for this long is closed
    opening_seconds: float = 10.0  # to say relay-host or relay-join after connecting


@dataclass
class RelayRoom:
    host: ServerConnection
    clients: dict[str, ServerConnection] = field(default_factory=dict)
    heard: float = field(default_factory=time.monotonic)


class Relay:
    def __init__(self, limits: Limits = Limits()) -> None:
        self.limits = limits
        self.rooms: dict[str, RelayRoom] = {}
        self._ids = (f"r{n}" for n in itertools.count(1))

    async def handle(self, connection: ServerConnection) -> None:
        try:
            opening = await asyncio.wait_for(connection.recv(), self.limits.opening_seconds)
            message = decode(opening, MAX_FROM_CLIENT)
            code = clean_code(str(message.get("code", "")))[:16]
            if message["type"] == "relay-host":
                await self._host(connection, code)
            elif message["type"] == "relay-join":
                await self._client(connection, code)
            else:
                raise Refused("say relay-host or relay-join first")
        except Refused as refusal:
            await _refuse(connection, refusal.reason)
        except (TimeoutError, ConnectionClosed):
            pass

    async def _host(self, connection: ServerConnection, code: str) -> None:
        if not code:
            raise Refused("a room needs a code")
        if code in self.rooms:
            raise Refused(f"room {code} is open already")
        if len(self.rooms) >= self.limits.rooms:
            raise Refused("this relay is full: try again later")
        room = self.rooms[code] = RelayRoom(connection)
        log.info("room %s opened (%d rooms)", code, len(self.rooms))
        await connection.send(json.dumps({"type": "relay-ok"}))
        try:
            async for data in connection:
                room.heard = time.monotonic()
                await self._from_host(room, data)
        except ConnectionClosed:
            pass
        finally:
            self.rooms.pop(code, None)
            for client in list(room.clients.values()):
                await client.close(1001, "the host closed the game")
            log.info("room %s closed", code)

    async def _from_host(self, room: RelayRoom, data: str | bytes) -> None:
        try:
            wrapped = decode(data, MAX_FROM_HOST + 1024)
        except Refused:
            return  # a broken host hurts only its own room
        text = wrapped.get("data")
        if wrapped["type"] != "relay-to" or not isinstance(text, str):
            return
        to = wrapped.get("client")
        targets = list(room.clients.values()) if to is None else [room.clients.get(str(to))]
        for client in targets:
            if client is not None:
                with contextlib.suppress(ConnectionClosed):
                    await client.send(text)

    async def _client(self, connection: ServerConnection, code: str) -> None:
        room = self.rooms.get(code)
        if room is None:
            raise Refused(f"no room {code} is open on this relay: check the code")
        if len(room.clients) >= self.limits.clients_per_room:
            raise Refused(f"room {code} is full")
        client = next(self._ids)
        room.clients[client] = connection
        await connection.send(json.dumps({"type": "relay-ok"}))
        try:
            async for data in connection:
                if len(data) > MAX_FROM_CLIENT:
                    await connection.close(1009, "a message may be 4096 bytes at most")
                    break
                room.heard = time.monotonic()
                text = data if isinstance(data, str) else data.decode("utf-8", "replace")
                wrapped = {"type": "relay-from", "client": client, "data": text}
                await room.host.send(json.dumps(wrapped))
        except ConnectionClosed:
            pass
        finally:
            room.clients.pop(client, None)
            with contextlib.suppress(ConnectionClosed):
                await room.host.send(json.dumps({"type": "relay-close", "client": client}))

    async def sweep(self) -> None:
        """Close rooms silent past the limit (the host's connection ends them)."""
        while True:
            await asyncio.sleep(min(60.0, self.limits.idle_seconds / 2))
            now = time.monotonic()
            for code, room in list(self.rooms.items()):
                if now - room.heard > self.limits.idle_seconds:
                    log.info("room %s idle: closed", code)
                    await room.host.close(1001, "the room was idle too long")


async def _refuse(connection: ServerConnection, reason: str) -> None:
    try:
        await connection.send(json.dumps({"type": "refused", "reason": reason}))
        await connection.close(1008, reason[:120])
    except ConnectionClosed:
        pass


async def run_relay(
    address: str, port: int, limits: Limits = Limits(), started: asyncio.Event | None = None
) -> None:
    relay = Relay(limits)
    async with serve(relay.handle, address, port, max_size=MAX_FROM_HOST + 1024) as server:
        bound = next(iter(server.sockets)).getsockname()
        print(f"relay listening on ws://{bound[0]}:{bound[1]}", flush=True)
        if started is not None:
            started.set()
        await relay.sweep()


@contextlib.contextmanager
def relay_on_a_thread(address: str = "127.0.0.1", limits: Limits = Limits()) -> Iterator[str]:
    """A relay on a free port of ``address``, on a thread of its own while the block runs
    (the window's tests and screenshots use one on loopback); yields its ws:// address."""
    loop = asyncio.new_event_loop()
    relay, ready, where = Relay(limits), threading.Event(), []
    stop = asyncio.Event()

    async def main() -> None:
        async with serve(relay.handle, address, 0, max_size=MAX_FROM_HOST + 1024) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            where.append(f"ws://{address}:{port}")
            sweeper = asyncio.create_task(relay.sweep())
            ready.set()
            await stop.wait()
            sweeper.cancel()

    thread = threading.Thread(target=loop.run_until_complete, args=(main(),), daemon=True)
    thread.start()
    if not ready.wait(10):
        raise ConnectionError("the relay did not start")
    try:
        yield where[0]
    finally:
        loop.call_soon_threadsafe(stop.set)
        thread.join(10)
        loop.close()
