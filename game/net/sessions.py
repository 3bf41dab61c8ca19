"""Online games without a window: the host's loop and a client's loop, each driving its
link and its room or follower; bots play the seats given to them.

These are what `mechs-vs-minions host` and `join --bot` run, and what the online tests and
`tools/net_play.py` start in separate processes. Each loop polls its link's queue, so it
would run the same inside a frame loop.
"""

from __future__ import annotations

import logging
import queue
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from game.bots import Planner, acting_seats
from game.net.follower import Follower, Parted
from game.net.links import ClientLink, HostLink, Received
from game.net.protocol import Refused
from game.net.room import Outbound, Room
from game.record import Setup
from game.rules import Game
from game.rules.notation import digest
from game.storage import write_atomically

log = logging.getLogger("game.net")

POLL = 0.02  # seconds a loop waits for the network when nothing else is to be done
LINGER = 1.0  # seconds the host stays after the end, for the last digests
WELCOME_WAIT = 60.0  # seconds for the host's welcome (it plays the record back first)
MAX_REFUSALS = 20  # refusals in a row before a bot client gives up (a bug, not a race)


def version() -> str:
    try:
        return metadata.version("mechs-vs-minions")
    except metadata.PackageNotFoundError:
        return "dev"


@dataclass(frozen=True)
class Ended:
    game: Game
    actions: int
    why: str  # "won", "lost", or what stopped the game

    def line(self) -> str:
        return f"game over: {self.why}, {self.actions} actions, digest {digest(self.game)}"


def _drain(inbox: queue.SimpleQueue[Received], wait: float) -> list[Received]:
    try:
        got = [inbox.get(timeout=wait)]
    except queue.Empty:
        return []
    while True:
        try:
            got.append(inbox.get_nowait())
        except queue.Empty:
            return got


def _ending(game: Game) -> str:
    assert game.result is not None
    return "won" if game.result.is_won else "lost"


def host(
    setup: Setup,
    remote: Iterable[int],
    *,
    port: int = 0,
    address: str = "127.0.0.1",
    relay: str | None = None,
    code: str | None = None,
    away_bot: bool = False,
    save: Path | None = None,
    say: Callable[[str], None] = print,
    timeout: float = 3600.0,
) -> Ended:
    """Serve one game until it ends: remote seats are played by the clients, the others
    (and, with ``away_bot``, remote seats whose player is away) by the planning bot."""
    room = Room(setup, remote, code=code, version=version())
    link = HostLink(room.code, port, address, relay)
    link.start()
    where = f"relay {relay}" if relay else f"ws://{address}:{link.port}"
    say(f"room code: {room.code}")
    say(f"listening on {where}")
    planner = Planner()
    started = time.monotonic()

    def send(outbound: list[Outbound]) -> None:
        for message in outbound:
            link.send(message.to, message.text)

    try:
        ended_at: float | None = None
        while True:
            before = room.count
            for got in _drain(link.inbox, POLL):
                if got.client == "" and got.text is None:
                    return Ended(room.game, room.count, f"stopped: {got.reason}")
                if got.text is None:
                    send(room.leave(got.client))
                else:
                    send(room.receive(got.client, got.text))
            game = room.game
            for seat in acting_seats(game) if game.result is None else ():
                stand_in = away_bot and seat in room.away()
                if seat not in room.remote or stand_in:
                    send(room.act(planner.next_action(game, seat), stand_in=stand_in))
                    break
            if save is not None and room.count != before:
                write_atomically(save, room.record_text())
            if room.game.result is not None:
                ended_at = ended_at or time.monotonic()
                if time.monotonic() - ended_at > LINGER:
                    return Ended(room.game, room.count, _ending(room.game))
            if time.monotonic() - started > timeout:
                return Ended(room.game, room.count, "stopped: the host's time ran out")
    finally:
        link.close()


def join(
    uri: str,
    code: str,
    *,
    token: str,
    seats: list[int] | None = None,
    via_relay: bool = False,
    stop_after: int | None = None,
    timeout: float = 3600.0,
) -> Ended:
    """Follow the host's game, the planning bot playing this client's seats, until it ends
    (or, with ``stop_after``, until that many actions: a client that leaves mid-game)."""
    link = ClientLink(uri, code, via_relay)
    link.start()
    try:
        link.send(Follower.hello(code, token, version(), seats))
        follower = Follower.welcomed(_welcome(link))
        return _follow(link, follower, stop_after, timeout)
    finally:
        link.close()


def _welcome(link: ClientLink) -> str:
    """The host's welcome (or refusal), once it comes."""
    try:
        got = link.inbox.get(timeout=WELCOME_WAIT)
    except queue.Empty:
        raise ConnectionError(f"the host did not answer in {WELCOME_WAIT:.0f} s") from None
    if got.text is None:
        raise Refused(got.reason or "the host closed the link")
    return got.text


def _follow(link: ClientLink, follower: Follower, stop_after: int | None, timeout: float) -> Ended:
    """The bot proposes one action a seat at a time: the next only once the host has played
    it (its echo) or refused it, so no proposal is made from a game about to change."""
    planner = Planner()
    in_flight: set[int] = set()  # seats whose proposal the host has not answered yet
    refusals = 0
    started = time.monotonic()
    try:
        while True:
            for got in _drain(link.inbox, POLL):
                if got.text is None:
                    return Ended(follower.game, follower.count, f"stopped: {got.reason}")
                heard = len(follower.refusals)
                applied = follower.receive(got.text)
                if applied is not None:
                    in_flight.discard(getattr(applied.action, "seat", -1))
                    refusals = 0
                    if applied.reply:
                        link.send(applied.reply)
                if len(follower.refusals) > heard:
                    log.info("the host refused: %s", follower.refusals[-1])
                    in_flight.clear()
                    refusals += 1
            game = follower.game
            if game.result is not None:
                return Ended(game, follower.count, _ending(game))
            if stop_after is not None and follower.count >= stop_after:
                return Ended(game, follower.count, "left")
            if refusals > MAX_REFUSALS:
                return Ended(game, follower.count, f"stopped: refused ({follower.refusals[-1]})")
            for seat in acting_seats(game):
                if seat in follower.seats and seat not in in_flight:
                    in_flight.add(seat)
                    link.send(follower.propose(planner.next_action(game, seat)))
            if time.monotonic() - started > timeout:
                return Ended(game, follower.count, "stopped: time ran out")
    except Parted as parted:
        return Ended(follower.game, follower.count, f"stopped: {parted}")
