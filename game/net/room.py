"""The host's side of an online game, without sockets: the one place that decides.

A ``Room`` holds the game, which seats are remote and who holds them. Every message from a
client goes through ``receive``: read, checked against the seats the client holds and the
rules' own ``apply`` (which refuses whatever ``legal_actions`` does not list), then numbered
and sent to everyone. What the room says back is a list of ``Outbound`` messages for the
links to deliver; a refusal goes only to the client that sent the message, with its reason,
and is logged. Nothing a client sends changes the game unless it is a legal action of a seat
it holds.

A client is named by its link (``client``, one per connection) and known across connections
by the ``token`` it chose: a client that drops and comes back with the same token gets its
seats back and catches up from the record.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from game import rules
from game.net.news import News, Played, TookBack
from game.net.protocol import PROTOCOL, Refused, clean_code, decode, encode, field, new_code
from game.record import Setup, Transcript, content_version, ending_of, record_of, to_text
from game.rules import Action, Game, TimeRanOut
from game.rules.notation import ActionTextError, digest, format_action, read_action
from game.takeback import ProgramSteps

log = logging.getLogger("game.net")

MAX_FOCUS = 60  # characters of what a remote player points at ("card speed", "slot 3")
MAX_TOKEN = 64
MAX_NEWS = 1000  # news kept for a screen that has not taken it (a room with none drops the oldest)


@dataclass(frozen=True)
class Outbound:
    """A message for one client."""

    to: str
    text: str


class Room:
    def __init__(
        self,
        setup: Setup,
        remote: Iterable[int],
        *,
        code: str | None = None,
        actions: Iterable[Action] = (),
        version: str = "",
    ) -> None:
        self.setup = setup
        self.code = clean_code(code) if code else new_code()
        self.version = version
        self.content = content_version()
        self.game: Game = setup.new_game().game
        self.remote = frozenset(remote) & set(range(len(self.game.mechs)))
        self.transcript = Transcript()
        self.count = 0  # actions so far: the next is number count + 1
        self.digests: dict[int, str] = {0: digest(self.game)}  # after action n, at round starts
        self.seats_of: dict[str, frozenset[int]] = {}  # token: the seats it holds
        self.tokens: dict[str, str] = {}  # client: its token, once it said hello
        self.refused = 0
        self.program = ProgramSteps()  # the Program Phase under way, for taking back
        self.presence: dict[int, str] = {}  # seat: what its player points at ("card 12")
        self._news: deque[News] = deque(maxlen=MAX_NEWS)
        self.is_started = True  # false while the host's lobby waits: no one acts yet
        for action in actions:
            self._apply(action)
        self._news.clear()

    # --- what the room knows -------------------------------------------------------------

    def held(self) -> frozenset[int]:
        return frozenset(s for seats in self.seats_of.values() for s in seats)

    def away(self) -> frozenset[int]:
        """Remote seats whose holder is not connected (or no one holds yet)."""
        present = {t for t in self.tokens.values()}
        here = {s for token, seats in self.seats_of.items() if token in present for s in seats}
        return self.remote - here

    def seats_of_client(self, client: str) -> frozenset[int]:
        token = self.tokens.get(client)
        return self.seats_of.get(token, frozenset()) if token else frozenset()

    def take_news(self) -> list[News]:
        """What changed the game since last asked, in order: actions played (with their
        events, to animate) and moves taken back."""
        news = list(self._news)
        self._news.clear()
        return news

    def record_text(self) -> str:
        """The mission so far as a record: the autosave, and what a joining client plays."""
        record = record_of(self.setup, self.transcript, self.game, ending_of(self.game))
        return to_text(record)

    # --- messages ------------------------------------------------------------------------

    def receive(self, client: str, data: str | bytes) -> list[Outbound]:
        """Everything a client's message leads to; never raises for what it holds."""
        try:
            message = decode(data)
            kind = message["type"]
            if client not in self.tokens:
                if kind != "hello":
                    raise Refused("say hello first (with the room code)")
                return self._hello(client, message)
            if kind in ("action", "undo") and not self.is_started:
                raise Refused.because("not_started")
            if kind == "action":
                return self._action(client, message)
            if kind == "digest":
                return self._digest(client, message)
            if kind == "presence":
                return self._presence(client, message)
            if kind == "undo":
                return self._undo(client, message)
            if kind == "hello":
                raise Refused("this connection has already joined")
            raise Refused(f"no message is called {kind[:MAX_FOCUS]!r}")
        except Refused as refusal:
            return [self._refuse(client, refusal)]

    def leave(self, client: str) -> list[Outbound]:
        """A client's link closed: its seats wait for it (the host may give them to a bot)."""
        token = self.tokens.pop(client, None)
        if token is None:
            return []
        log.info("client %s left; seats %s wait", client, sorted(self.seats_of.get(token, ())))
        return self._everyone(encode("seats", away=sorted(self.away())))

    def release(self, seat: int) -> list[Outbound]:
        """The host takes a remote seat back (for a bot or a couch player)."""
        for token, seats in list(self.seats_of.items()):
            if seat in seats:
                self.seats_of[token] = seats - {seat}
        self.remote = self.remote - {seat}
        return self._everyone(encode("seats", away=sorted(self.away()), local=[seat]))

    def act(self, action: Action, stand_in: bool = False) -> list[Outbound]:
        """An action of the host's own seats (couch, pad or bot): legal, and not remote
        (``stand_in``: the host's bot plays a remote seat while its player is away)."""
        seat = getattr(action, "seat", None)
        if seat in self.remote and not (stand_in and seat in self.away()):
            raise rules.IllegalAction(f"seat {seat} is played from another home")
        return self._apply(action)

    def take_back(self, seat: int) -> list[Outbound]:
        """One of the host's own seats takes back its last move of the Program Phase."""
        if seat in self.remote:
            raise rules.IllegalAction(f"seat {seat} is played from another home")
        return self._take_back(seat)

    # --- each kind ------------------------------------------------------------------------

    def _hello(self, client: str, message: dict[str, object]) -> list[Outbound]:
        if clean_code(field(message, "code", str)) != self.code:
            raise Refused.because("code")
        protocol = field(message, "protocol", int)
        version = field(message, "version", str)
        if protocol != PROTOCOL:
            raise Refused.because(
                "version",
                host=self.version or "?",
                host_protocol=PROTOCOL,
                you=version or "?",
                you_protocol=protocol,
            )
        content = field(message, "content", str)
        if content != self.content:
            raise Refused.because("content", host=self.content, you=content)
        token = field(message, "token", str, most=MAX_TOKEN)
        if not token:
            raise Refused("'token' must not be empty")
        if token in self.tokens.values():
            raise Refused.because("token")
        seats = self.seats_of.get(token) or self._free_seats(message)
        self.seats_of[token] = seats
        self.tokens[client] = token
        log.info("client %s joined room %s with seats %s", client, self.code, sorted(seats))
        welcome = encode(
            "welcome",
            seats=sorted(seats),
            remote=sorted(self.remote),
            count=self.count,
            record=self.record_text(),
        )
        return [
            Outbound(client, welcome),
            *self._everyone(encode("seats", away=sorted(self.away()))),
        ]

    def _free_seats(self, message: dict[str, object]) -> frozenset[int]:
        free = self.remote - self.held()
        wanted = message.get("seats")
        if wanted is None:
            if not free:
                raise Refused.because("full")
            return frozenset({min(free)})
        asked = field(message, "seats", list, most=4)  # [] to watch, holding no seat
        if not all(type(s) is int for s in asked):
            raise Refused("'seats' must list seat numbers")
        if not set(asked) <= free:
            taken, left = set(asked) - free, sorted(free)
            raise Refused.because("not_free", seats=str(sorted(taken)), free=str(left))
        return frozenset(asked)

    def _action(self, client: str, message: dict[str, object]) -> list[Outbound]:
        text = field(message, "text", str)
        try:
            action = read_action(self.game, text)
        except ActionTextError as error:
            why = f"{text!r} is not an action now: {error}"  # the game may have moved on
            raise Refused(why, "not_now", {"action": repr(text)}) from None
        if isinstance(action, TimeRanOut):
            raise Refused.because("glass")
        if action.seat not in self.seats_of_client(client):
            raise Refused.because("not_yours", seat=action.seat)
        try:
            return self._apply(action)
        except rules.IllegalAction as error:
            refusal = Refused.because("not_now", action=repr(text))
            refusal.reason = f"{refusal.reason}: {error}"  # the rules' why, for the logs
            raise refusal from None

    def _digest(self, client: str, message: dict[str, object]) -> list[Outbound]:
        after = field(message, "n", int)
        theirs = field(message, "digest", str)
        ours = self.digests.get(after)
        if ours is None:
            raise Refused(f"no round began at action {after}")
        if theirs == ours:
            return []
        log.warning("client %s parted from the host at action %d", client, after)
        parted = encode(
            "parted", n=after, reason="the game after this action differs from the host's"
        )
        return [Outbound(client, parted)]

    def _presence(self, client: str, message: dict[str, object]) -> list[Outbound]:
        seat = field(message, "seat", int)
        if seat not in self.seats_of_client(client):
            raise Refused.because("not_yours", seat=seat)
        focus = field(message, "focus", str, most=MAX_FOCUS)
        self.presence[seat] = focus
        return self._everyone(encode("presence", seat=seat, focus=focus))

    def point(self, seat: int, focus: str) -> list[Outbound]:
        """What a player of the host's own seats points at, for the clients to see."""
        if seat in self.remote:
            raise rules.IllegalAction(f"seat {seat} is played from another home")
        self.presence[seat] = focus[:MAX_FOCUS]
        return self._everyone(encode("presence", seat=seat, focus=focus[:MAX_FOCUS]))

    def _undo(self, client: str, message: dict[str, object]) -> list[Outbound]:
        seat = field(message, "seat", int)
        if seat not in self.seats_of_client(client):
            raise Refused.because("not_yours", seat=seat)
        try:
            return self._take_back(seat)
        except rules.IllegalAction:
            raise Refused.because("nothing_back", seat=seat) from None

    def _take_back(self, seat: int) -> list[Outbound]:
        """The phase played again without the seat's last action, on every screen."""
        begun = self.count - len(self.program.steps)
        kept = self.program.take_back(self.game, seat)
        if kept is None:
            raise rules.IllegalAction(f"seat {seat} has nothing to take back now")
        self.transcript.cut(begun)
        for step in kept:
            self.transcript.add(step.before, step.action, step.after)
        self.game, self.count = self.program.game_after(kept), begun + len(kept)
        self._news.append(TookBack(seat, self.game))
        return self._everyone(encode("undo", seat=seat, n=self.count, digest=digest(self.game)))

    def _apply(self, action: Action) -> list[Outbound]:
        before = self.game
        outcome = rules.apply(before, action)  # IllegalAction for anything not listed
        after = outcome.game
        text = format_action(before, action)
        self.transcript.add(before, action, after)
        self.program.took(before, action, after)
        self.game, self.count = after, self.count + 1
        self._news.append(Played(self.count, action, outcome))
        sent: dict[str, object] = {"n": self.count, "text": text}
        if after.round != before.round or after.result is not None:
            self.digests[self.count] = sent["digest"] = digest(after)
        return self._everyone(encode("action", **sent))

    def _everyone(self, text: str) -> list[Outbound]:
        """A message for every client that has joined (one still saying hello waits for
        its welcome, which carries all there is to know)."""
        return [Outbound(client, text) for client in self.tokens]

    def _refuse(self, client: str, refusal: Refused) -> Outbound:
        self.refused += 1
        log.warning("refused a message from client %s: %s", client, refusal.reason)
        said: dict[str, object] = {"reason": refusal.reason}
        if refusal.key:
            said |= {"key": refusal.key, "values": refusal.values}
        return Outbound(client, encode("refused", **said))
