"""The connections, with websockets, each on a thread of its own running an asyncio loop.

Why websockets: a well-kept asyncio library that frames messages, caps their size, pings
dead peers and closes with a reason, and whose text frames pass a room code through a web
relay as easily as through a home router; a hand-written socket protocol would redo all of
that. The frame loop never waits on the network: what arrives is put in ``inbox`` (a
thread-safe queue the loop polls), and ``send`` hands a message to the link's loop.

Two ways to a host: straight to its port (``ws://ADDRESS:PORT``), or through a relay
(``relay``) that forwards by room code, so that neither home needs an open port. A host
link names each client by a short id of its own; ``Received`` with ``text`` None says that
client (or, for a client link, the host) is gone, and why.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import queue
import threading
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.net.protocol import MAX_FROM_CLIENT, MAX_FROM_HOST

log = logging.getLogger("game.net")

DEFAULT_PORT = 47310
RELAY_PORT = DEFAULT_PORT + 1  # a relay's, by default
OPEN_TIMEOUT = 10.0  # seconds to reach a host or relay before saying it cannot be reached
HOST_CLOSED = "the host closed the game"


def host_uri(address: str, port: int = DEFAULT_PORT) -> str:
    """A host's address as typed (``HOST``, ``HOST:PORT`` or a ``ws://`` address) as a
    websocket address, ``port`` (the game's) when none is given."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address
    name, _, typed = address.rpartition(":") if ":" in address else (address, "", "")
    return f"ws://{name or address}:{typed or port}"


def relay_uri(address: str) -> str:
    """A relay's address as typed, the relay's own port when none is given."""
    return host_uri(address, RELAY_PORT)


@dataclass(frozen=True)
class Received:
    client: str  # which client sent it (a host link); "" for the host (a client link)
    text: str | None  # None: the link closed
    reason: str = ""


class Link:
    """A thread running one asyncio loop until ``close``."""

    def __init__(self) -> None:
        self.inbox: queue.SimpleQueue[Received] = queue.SimpleQueue()
        self.ready = threading.Event()
        self.failure = ""  # why the link could not open, once ``ready`` is set
        self._loop = asyncio.new_event_loop()
        self._stopped: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name=type(self).__name__, daemon=True)

    def start(self, timeout: float = OPEN_TIMEOUT + 2) -> None:
        self._thread.start()
        if not self.ready.wait(timeout):
            self.failure = self.failure or "the network did not answer in time"
        if self.failure:
            self.close()
            raise ConnectionError(self.failure)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        except Exception as error:  # the link dies; the game is told, not crashed
            log.exception("network link failed")
            self.failure = self.failure or f"the network link failed: {error}"
            self.ready.set()
            self.inbox.put(Received("", None, self.failure))
        finally:
            self._loop.close()

    async def _main(self) -> None:
        self._stopped = asyncio.Event()
        await self._serve(self._stopped)

    async def _serve(self, stopped: asyncio.Event) -> None:
        raise NotImplementedError

    def _call(self, job: Callable[[], Coroutine[Any, Any, None]]) -> None:
        """Run a coroutine on the link's loop, from any thread."""
        if self._loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):  # the loop has just closed
            self._loop.call_soon_threadsafe(lambda: self._loop.create_task(job()))

    def close(self) -> None:
        if self._stopped is not None and not self._loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed since the check
                self._loop.call_soon_threadsafe(self._stopped.set)
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout=5)


async def _safe_send(connection: ServerConnection | ClientConnection, text: str) -> None:
    with contextlib.suppress(ConnectionClosed):
        await connection.send(text)


class HostLink(Link):
    """The host's end: listens on a port, or, given a relay address, registers the room
    there and hears its clients through it."""

    def __init__(
        self, code: str, port: int = 0, address: str = "127.0.0.1", relay: str | None = None
    ) -> None:
        super().__init__()
        self.code, self.port, self.address, self.relay = code, port, address, relay
        self._clients: dict[str, ServerConnection] = {}
        self._relay: ClientConnection | None = None
        self._ids = (f"c{n}" for n in itertools.count(1))

    def send(self, to: str | None, text: str) -> None:
        """To one client, or (``to`` None) to every client."""
        self._call(lambda: self._send(to, text))

    async def _send(self, to: str | None, text: str) -> None:
        if self._relay is not None:
            await _safe_send(
                self._relay, json.dumps({"type": "relay-to", "client": to, "data": text})
            )
            return
        targets = [self._clients[to]] if to in self._clients else []
        if to is None:
            targets = list(self._clients.values())
        for connection in targets:
            await _safe_send(connection, text)

    def drop(self, client: str, reason: str) -> None:
        """Close one client's link (it sent what cannot be served)."""
        self._call(lambda: self._drop(client, reason))

    async def _drop(self, client: str, reason: str) -> None:
        connection = self._clients.get(client)
        if connection is not None:
            await connection.close(1008, reason[:120])

    async def _serve(self, stopped: asyncio.Event) -> None:
        if self.relay:
            await self._through_relay(stopped)
            return
        async with serve(
            self._client, self.address, self.port, max_size=MAX_FROM_CLIENT * 4
        ) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self.ready.set()
            await stopped.wait()
            for connection in list(self._clients.values()):
                await connection.close(1001, HOST_CLOSED)

    async def _client(self, connection: ServerConnection) -> None:
        client = next(self._ids)
        self._clients[client] = connection
        reason = ""
        try:
            async for message in connection:
                self.inbox.put(Received(client, _text(message)))
        except ConnectionClosed as closed:
            reason = closed.reason
        finally:
            self._clients.pop(client, None)
            self.inbox.put(Received(client, None, reason))

    async def _through_relay(self, stopped: asyncio.Event) -> None:
        try:
            relay = await connect(
                self.relay or "", max_size=MAX_FROM_HOST, open_timeout=OPEN_TIMEOUT
            )
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as error:
            self.failure = f"cannot reach the relay {self.relay}: {error}"
            self.ready.set()
            return
        self._relay = relay
        async with relay:
            await relay.send(json.dumps({"type": "relay-host", "code": self.code}))
            answer = json.loads(await relay.recv())
            if answer.get("type") != "relay-ok":
                self.failure = f"the relay refused the room: {answer.get('reason', answer)}"
                self.ready.set()
                return
            self.ready.set()
            reading = asyncio.create_task(self._relayed(relay))
            stopping = asyncio.create_task(stopped.wait())
            await asyncio.wait({reading, stopping}, return_when=asyncio.FIRST_COMPLETED)
            reading.cancel()
            stopping.cancel()
        self.inbox.put(Received("", None, "the relay closed"))

    async def _relayed(self, relay: ClientConnection) -> None:
        async for message in relay:
            wrapped: dict[str, Any] = json.loads(message)
            client = str(wrapped.get("client", ""))
            if wrapped.get("type") == "relay-from":
                self.inbox.put(Received(client, str(wrapped.get("data", ""))))
            elif wrapped.get("type") == "relay-close":
                self.inbox.put(Received(client, None, "left"))


class ClientLink(Link):
    """A client's end: to a host's address, or to a relay with the room's code."""

    def __init__(self, uri: str, code: str, via_relay: bool = False) -> None:
        super().__init__()
        self.uri, self.code, self.via_relay = uri, code, via_relay
        self._connection: ClientConnection | None = None

    def send(self, text: str) -> None:
        self._call(lambda: self._send(text))

    async def _send(self, text: str) -> None:
        if self._connection is not None:
            await _safe_send(self._connection, text)

    async def _serve(self, stopped: asyncio.Event) -> None:
        try:
            connection = await connect(self.uri, max_size=MAX_FROM_HOST, open_timeout=OPEN_TIMEOUT)
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as error:
            self.failure = f"cannot reach {self.uri}: {error}"
            self.ready.set()
            return
        async with connection:
            if self.via_relay:
                await connection.send(json.dumps({"type": "relay-join", "code": self.code}))
                answer = json.loads(await connection.recv())
                if answer.get("type") != "relay-ok":
                    self.failure = str(answer.get("reason", "the relay refused"))
                    self.ready.set()
                    return
            self._connection = connection
            self.ready.set()
            reading = asyncio.create_task(self._read(connection))
            stopping = asyncio.create_task(stopped.wait())
            await asyncio.wait({reading, stopping}, return_when=asyncio.FIRST_COMPLETED)
            reading.cancel()
            stopping.cancel()

    async def _read(self, connection: ClientConnection) -> None:
        reason = ""
        try:
            async for message in connection:
                self.inbox.put(Received("", _text(message)))
        except ConnectionClosed as closed:
            reason = closed.reason
        if connection.close_reason:
            reason = connection.close_reason
        self.inbox.put(Received("", None, reason or HOST_CLOSED))


def _text(message: str | bytes) -> str:
    return message if isinstance(message, str) else message.decode("utf-8", "replace")
