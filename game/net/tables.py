"""An online game as a frame loop sees it: a table polled once a frame, never waited on.

``HostTable`` is the host's room with its link: ``poll`` hears the clients and returns the
actions their seats played; ``play`` takes an action of the host's own seats (couch, pad or
bot). ``GuestTable`` is a client's: it opens its link on a thread of its own (reaching a
far host can take seconds), then ``poll`` returns the actions the host played and
``propose`` asks the host to play one of this client's. Both return news (``Played``, the
events included, so a screen animates a remote move as it animates its own, or
``TookBack``, a Program Phase move taken back: the game snaps to where it stands).

The headless loops of ``game.net.sessions`` and, in a window, the play screen drive these
same tables.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, field

from game import rules
from game.net.follower import Follower, Parted
from game.net.links import ClientLink, HostLink, Received
from game.net.news import News, Played, Refusal, TookBack
from game.net.protocol import Refused, stop_words
from game.net.room import Outbound, Room
from game.record import Setup
from game.rules import Action, Game

WELCOME_WAIT = 60.0  # seconds for the host's welcome (it plays the record back first)


def drain(inbox: queue.SimpleQueue[Received], wait: float = 0.0) -> list[Received]:
    """Everything in the inbox now, waiting up to ``wait`` seconds for the first."""
    got: list[Received] = []
    try:
        got.append(inbox.get(timeout=wait) if wait > 0 else inbox.get_nowait())
        while True:
            got.append(inbox.get_nowait())
    except queue.Empty:
        return got


class HostTable:
    def __init__(
        self,
        setup: Setup,
        remote: Iterable[int],
        *,
        port: int = 0,
        address: str = "127.0.0.1",
        relay: str | None = None,
        code: str | None = None,
        version: str = "",
        actions: Iterable[Action] = (),
    ) -> None:
        """``actions``: a saved game's, the room opened again where it was left."""
        self.room = Room(setup, remote, code=code, actions=actions, version=version)
        self.link = HostLink(self.room.code, port, address, relay)
        self.stopped = ""  # why the table can no longer serve, once it cannot

    def open(self) -> None:
        """Listen (or register at the relay); ``ConnectionError`` says why not."""
        self.link.start()

    @property
    def game(self) -> Game:
        return self.room.game

    @property
    def code(self) -> str:
        return self.room.code

    @property
    def where(self) -> str:
        if self.link.relay:
            return f"relay {self.link.relay}"
        return f"ws://{self.link.address}:{self.link.port}"

    def poll(self, wait: float = 0.0) -> list[News]:
        """What the clients said since the last poll: what it changed in the game."""
        for got in drain(self.link.inbox, wait):
            if got.client == "" and got.text is None:
                self.stopped = got.reason or "the network link closed"
            elif got.text is None:
                self._send(self.room.leave(got.client))
            else:
                self._send(self.room.receive(got.client, got.text))
        return self.room.take_news()

    def play(self, action: Action, stand_in: bool = False) -> Played:
        """One of the host's own actions (``IllegalAction`` if the rules or the seats refuse)."""
        self._send(self.room.act(action, stand_in=stand_in))
        (played,) = self.room.take_news()
        assert isinstance(played, Played)
        return played

    def take_back(self, seat: int) -> TookBack:
        """One of the host's own seats takes back its last Program Phase move
        (``IllegalAction`` when it has none)."""
        self._send(self.room.take_back(seat))
        (took,) = self.room.take_news()
        assert isinstance(took, TookBack)
        return took

    def point(self, seat: int, focus: str) -> None:
        """What a player of the host's own seats points at (``card 12``; "" nothing)."""
        self._send(self.room.point(seat, focus))

    def close(self) -> None:
        self.link.close()

    def _send(self, outbound: list[Outbound]) -> None:
        for message in outbound:
            self.link.send(message.to, message.text)


@dataclass
class GuestTable:
    uri: str
    code: str
    token: str
    seats: list[int] | None = None  # the seats asked for (None: any free one)
    via_relay: bool = False
    version: str = ""
    follower: Follower | None = None  # once welcomed
    stopped: str = ""  # why this client no longer follows the host (refused, parted, closed)
    unreachable: bool = False  # stopped before the host (or relay) could be reached
    in_flight: set[int] = field(default_factory=set)  # seats whose proposal awaits its echo
    refusal: Refused | None = None  # the host's refusal that stopped it, if one did
    asked: list[tuple[int, Action | None]] = field(default_factory=list)  # seat, action
    # (None: a take-back) sent and not yet answered, oldest first: the host answers in order

    def __post_init__(self) -> None:
        self.link = ClientLink(self.uri, self.code, self.via_relay)
        self._asked_at = 0.0
        self._opener = threading.Thread(target=self._open, name="GuestTable", daemon=True)

    def open(self) -> None:
        """Start reaching the host; ``poll`` tells when the welcome (or a refusal) came."""
        self._asked_at = time.monotonic()
        self._opener.start()

    def _open(self) -> None:
        try:
            self.link.start()
        except ConnectionError as error:
            self.unreachable, self.stopped = True, str(error)
            return
        self.link.send(Follower.hello(self.code, self.token, self.version, self.seats))

    @property
    def said(self) -> str:
        """Why it stopped, in the players' language where the words are ours."""
        if self.refusal is not None:
            return self.refusal.words()
        return stop_words(self.stopped)

    @property
    def is_connecting(self) -> bool:
        return self.follower is None and not self.stopped

    @property
    def game(self) -> Game | None:
        return self.follower.game if self.follower else None

    def poll(self, wait: float = 0.0) -> list[News]:
        """The host's news since the last poll, in order."""
        if self.stopped:
            return []
        played: list[News] = []
        try:
            for got in drain(self.link.inbox, wait):
                if got.text is None:
                    self.stopped = got.reason or "the host closed the link"
                elif self.follower is None:
                    self.follower = Follower.welcomed(got.text)
                else:
                    played.extend(self._heard(self.follower, got.text))
        except (Refused, Parted) as stop:
            self.stopped = str(stop.reason if isinstance(stop, Refused) else stop)
            self.refusal = stop if isinstance(stop, Refused) else None
        if self.is_connecting and time.monotonic() - self._asked_at > WELCOME_WAIT:
            self.stopped = f"the host did not answer in {WELCOME_WAIT:.0f} s"
        return played

    def _heard(self, follower: Follower, text: str) -> list[News]:
        heard = len(follower.refusals)
        applied = follower.receive(text)
        if len(follower.refusals) > heard:
            self.in_flight.clear()  # a refusal answers the proposal in flight
            seat, action = self.asked.pop(0) if self.asked else (None, None)
            return [Refusal(seat, action, follower.refused)]
        if applied is None:
            return []
        if isinstance(applied, TookBack):
            self._answered(applied.seat, None)
            return [applied]
        self._answered(getattr(applied.action, "seat", -1), applied.action)
        self.in_flight.discard(getattr(applied.action, "seat", -1))
        if applied.reply:
            self.link.send(applied.reply)
        return [Played(applied.n, applied.action, applied.outcome)]

    def _answered(self, seat: int, action: Action | None) -> None:
        """The host took what this window asked (its echo came back)."""
        if (seat, action) in self.asked:
            self.asked.remove((seat, action))

    def propose(self, action: Action) -> None:
        """Ask the host to play one of this client's actions (``IllegalAction`` if it is
        not legal here or not this client's seat); its echo comes back through ``poll``."""
        if self.follower is None:
            raise rules.IllegalAction("not joined yet")
        text = self.follower.propose(action)
        seat = getattr(action, "seat", -1)
        self.in_flight.add(seat)
        self.asked.append((seat, action))
        self.link.send(text)

    def take_back(self, seat: int) -> None:
        """Ask the host to take back this seat's last Program Phase move (``IllegalAction``
        when it has none here); the game changes when the host's word comes back."""
        if self.follower is None:
            raise rules.IllegalAction("not joined yet")
        self.link.send(self.follower.take_back(seat))
        self.asked.append((seat, None))

    def point(self, seat: int, focus: str) -> None:
        """What this client's player points at, for the others to see."""
        if self.follower is not None and seat in self.follower.seats:
            self.link.send(self.follower.point(seat, focus))

    def close(self) -> None:
        if self._opener.is_alive():
            self._opener.join(timeout=15)
        self.link.close()
