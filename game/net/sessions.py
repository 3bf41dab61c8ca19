"""Online games without a window: the host's loop and a client's loop, each driving its
link and its room or follower; bots play the seats given to them.

These are what `mechs-vs-minions host` and `join --bot` run, and what the online tests and
`tools/net_play.py` start in separate processes. Each polls its table
(``game.net.tables``) as the play screen's frame loop does.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from game.bots import Planner, acting_seats
from game.net.news import Refusal
from game.net.protocol import Refused
from game.net.tables import GuestTable, HostTable
from game.rules import Game
from game.rules.notation import digest
from game.storage import write_atomically

log = logging.getLogger("game.net")

POLL = 0.02  # seconds a loop waits for the network when nothing else is to be done
LINGER = 1.0  # seconds the host stays after the end, for the last digests
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


def _ending(game: Game) -> str:
    assert game.result is not None
    return "won" if game.result.is_won else "lost"


def host(
    table: HostTable,
    *,
    away_bot: bool = False,
    save: Path | None = None,
    say: Callable[[str], None] = print,
    timeout: float = 3600.0,
) -> Ended:
    """Open the table and serve its game until it ends: remote seats are played by the
    clients, the others (and, with ``away_bot``, remote seats whose player is away) by the
    planning bot."""
    table.open()
    room = table.room
    say(f"room code: {table.code}")
    say(f"listening on {table.where}")
    planner = Planner()
    started = time.monotonic()
    try:
        ended_at: float | None = None
        while True:
            before = room.count
            table.poll(POLL)
            if table.stopped:
                return Ended(room.game, room.count, f"stopped: {table.stopped}")
            game = room.game
            for seat in acting_seats(game) if game.result is None else ():
                stand_in = away_bot and seat in room.away()
                if seat not in room.remote or stand_in:
                    table.play(planner.next_action(game, seat), stand_in=stand_in)
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
        table.close()


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
    (or, with ``stop_after``, until that many actions: a client that leaves mid-game).
    ``ConnectionError`` when the host cannot be reached, ``Refused`` when it says no.

    The bot proposes one action a seat at a time: the next only once the host has played
    it (its echo) or refused it, so no proposal is made from a game about to change."""
    table = GuestTable(uri, code, token, seats, via_relay, version())
    table.open()
    planner = Planner()
    started = time.monotonic()
    refusals = 0
    try:
        while table.is_connecting:
            table.poll(POLL)
        if table.follower is None:
            raise (ConnectionError if table.unreachable else Refused)(table.stopped)
        follower = table.follower
        while True:
            heard = len(follower.refusals)
            if any(not isinstance(news, Refusal) for news in table.poll(POLL)):
                refusals = 0  # the game moved on
            refusals += len(follower.refusals) - heard
            if len(follower.refusals) > heard:
                log.info("the host refused: %s", follower.refusals[-1])
            game = follower.game
            if table.stopped:
                return Ended(game, follower.count, f"stopped: {table.stopped}")
            if game.result is not None:
                return Ended(game, follower.count, _ending(game))
            if stop_after is not None and follower.count >= stop_after:
                return Ended(game, follower.count, "left")
            if refusals > MAX_REFUSALS:
                return Ended(game, follower.count, f"stopped: refused ({follower.refusals[-1]})")
            for seat in acting_seats(game):
                if seat in follower.seats and seat not in table.in_flight:
                    table.propose(planner.next_action(game, seat))
            if time.monotonic() - started > timeout:
                return Ended(game, follower.count, "stopped: time ran out")
    finally:
        table.close()
