"""An online game as a window holds it: the table (the host's or a guest's), which seats
this window may act for, who is where, and the news not yet shown.

Every action of a networked game reaches the screen the same way, as news from the table:
the host's own moves too (``play`` puts the host's ``Played`` with the others), so the play
screen animates a move from the couch, a pad, a bot or another home alike. Nothing here
waits on the network: ``poll`` takes what the table heard since the last frame.
"""

from __future__ import annotations

import contextlib
import logging
import socket
from enum import StrEnum

from game import rules
from game.net.follower import Follower
from game.net.news import News, Refusal
from game.net.protocol import stop_words
from game.net.tables import GuestTable, HostTable
from game.record import Setup
from game.rules import Action, Game
from game.takeback import ProgramSteps

log = logging.getLogger("game.net")


class Where(StrEnum):
    """Where a seat is played from, as this window sees it."""

    HERE = "here"  # this window's own seat (its couch, pads or bots)
    HOST = "host"  # a guest's view of a seat played at the host's home
    ONLINE = "online"  # another home's, connected
    AWAY = "away"  # another home's, not connected now (or not joined yet)


class OnlineGame:
    def __init__(self, table: HostTable | GuestTable) -> None:
        self.table = table
        self.news: list[News] = []
        self.stand_ins: set[int] = set()  # the host's: away seats its bot plays meanwhile
        self.pointed: dict[int, str] = {}  # what this window last said its seats point at

    @property
    def host(self) -> HostTable | None:
        return self.table if isinstance(self.table, HostTable) else None

    @property
    def guest(self) -> GuestTable | None:
        return self.table if isinstance(self.table, GuestTable) else None

    @property
    def game(self) -> Game:
        game = self.table.game
        assert game is not None, "an online game is held once the guest has joined"
        return game

    @property
    def setup(self) -> Setup:
        if self.host is not None:
            return self.host.room.setup
        follower = self._follower
        assert follower is not None and follower.setup is not None
        return follower.setup

    @property
    def stopped(self) -> str:
        """Why this game can go on no longer (the host closed it, say), once it cannot."""
        return self.table.stopped

    @property
    def said(self) -> str:
        """``stopped`` in the players' language, where the words are ours."""
        guest = self.guest
        return guest.said if guest is not None else stop_words(self.table.stopped)

    # --- the seats ---------------------------------------------------------------------------

    @property
    def remote(self) -> frozenset[int]:
        """The seats played from another home than the host's."""
        if self.host is not None:
            return self.host.room.remote
        follower = self._follower
        return follower.remote if follower is not None else frozenset()

    @property
    def away(self) -> frozenset[int]:
        if self.host is not None:
            return self.host.room.away()
        follower = self._follower
        return follower.away & follower.remote if follower is not None else frozenset()

    @property
    def _follower(self) -> Follower | None:
        return self.table.follower if isinstance(self.table, GuestTable) else None

    def program_steps(self) -> ProgramSteps:
        """A guest's copy of the Program Phase as its follower knows it (a take-back of a
        move made before this window opened works here too)."""
        follower = self._follower
        if follower is None:
            return ProgramSteps()
        return ProgramSteps(follower.program.start, list(follower.program.steps))

    def where(self, seat: int) -> Where:
        follower = self._follower
        if follower is not None and seat in follower.seats:
            return Where.HERE
        if seat in self.remote:
            return Where.AWAY if seat in self.away else Where.ONLINE
        return Where.HERE if self.host is not None else Where.HOST

    def holds(self, seat: int | None) -> bool:
        """Whether people at this window may act for ``seat`` now (a guest's seat waits for
        the host's word on its last move before the next)."""
        if seat is None:  # the Minuteglass running out: the host's alone
            return self.host is not None
        if self.host is not None:
            return seat not in self.host.room.remote
        guest = self.guest
        return guest is not None and self.where(seat) is Where.HERE and seat not in guest.in_flight

    def bot_stands_in(self, seat: int) -> bool:
        """The host's bot plays this remote seat while its player is away (the host chose)."""
        return self.host is not None and seat in self.stand_ins and seat in self.away

    def let_bot_play(self, seat: int, is_on: bool = True) -> None:
        """The host's choice for an away seat: the bot plays it until its player is back."""
        if is_on:
            self.stand_ins.add(seat)
        else:
            self.stand_ins.discard(seat)

    # --- what happens -------------------------------------------------------------------------

    def poll(self) -> None:
        """Hear the table (never waiting): its news wait in ``news`` to be shown. A seat's
        player back from away takes the seat back from the bot."""
        self.news.extend(self.table.poll())
        self.stand_ins &= set(self.away)

    def take_news(self) -> list[News]:
        news, self.news = self.news, []
        return news

    def play(self, action: Action) -> bool:
        """One of this window's actions: played at once by the host (its news in ``news``),
        proposed by a guest (its news when the host's word comes back). False, logged, when
        refused here."""
        seat = getattr(action, "seat", None)
        try:
            if self.host is not None:
                stand_in = seat is not None and self.bot_stands_in(seat)
                self.news.append(self.host.play(action, stand_in=stand_in))
            elif self.guest is not None:
                self.guest.propose(action)
        except rules.IllegalAction as error:
            log.warning("an action of this window was refused: %s", error)
            self.news.append(Refusal(seat, action))
            return False
        return True

    def take_back(self, seat: int) -> bool:
        """Take back this seat's last Program Phase move, as ``play`` plays one."""
        try:
            if self.host is not None:
                self.news.append(self.host.take_back(seat))
            elif self.guest is not None:
                self.guest.take_back(seat)
        except rules.IllegalAction as error:
            log.warning("a take-back of this window was refused: %s", error)
            self.news.append(Refusal(seat, None))
            return False
        return True

    def point(self, seat: int, focus: str) -> None:
        """Tell the others what a player here points at (``card 12``), when it changed."""
        if self.pointed.get(seat, "") == focus or not self.holds(seat) and focus:
            return
        self.pointed[seat] = focus
        with contextlib.suppress(rules.IllegalAction):
            self.table.point(seat, focus)

    def focus(self, seat: int) -> str:
        """What the player of a seat in another window points at ("" nothing)."""
        if self.host is not None:
            return self.host.room.presence.get(seat, "")
        follower = self._follower
        return follower.presence.get(seat, "") if follower is not None else ""

    def close(self) -> None:
        self.table.close()


def addresses() -> list[str]:
    """This machine's addresses on its networks, as friends would type them (the loopback
    only when there is nothing else). Nothing is sent: a datagram socket 'connected' to a
    private address only asks the system which of its own addresses would be used."""
    found: list[str] = []
    for probe in ("10.255.255.255", "192.168.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect((probe, 9))
                found.append(s.getsockname()[0])
        except OSError:
            continue
    with contextlib.suppress(OSError):
        found.extend(socket.gethostbyname_ex(socket.gethostname())[2])
    kept = [a for a in dict.fromkeys(found) if not a.startswith("127.") and a != "0.0.0.0"]
    return kept or ["127.0.0.1"]
