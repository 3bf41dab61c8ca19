"""A client's side of an online game, without sockets: the host's game, followed.

The welcome carries the mission so far as a record; the follower plays it back (checking
every round's digest, as a replay is checked), then applies each numbered action the host
sends, in order. It proposes its own seats' actions to the host but never applies them
itself: the host's echo is the only way an action enters the game, so every screen plays the
same list. Where the game it holds and the host's part (a digest differs, an action is
missing or does not play), ``Parted`` names the action and the follower stops.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game import rules
from game.net.news import TookBack
from game.net.protocol import MAX_FROM_HOST, PROTOCOL, Refused, decode, encode
from game.record import RecordError, Setup, content_version, from_text, play_back
from game.rules import Action, Game
from game.rules.notation import ActionTextError, digest, format_action, read_action
from game.takeback import ProgramSteps


class Parted(Exception):
    """The game here is no longer the host's: ``at`` is the action where they parted."""

    def __init__(self, at: int, what: str) -> None:
        super().__init__(f"this game and the host's parted at action {at}: {what}")
        self.at = at


@dataclass
class Applied:
    """An action the host sent, as applied here: the events to animate, and any digest to
    send back."""

    n: int
    action: Action
    outcome: rules.Outcome
    reply: str | None = None


@dataclass
class Follower:
    game: Game
    seats: frozenset[int]
    count: int  # actions applied so far
    remote: frozenset[int] = frozenset()
    away: frozenset[int] = frozenset()
    presence: dict[int, str] = field(default_factory=dict)  # seat: what its player points at
    refusals: list[str] = field(default_factory=list)
    refused: Refused | None = None  # the host's last refusal, with its key and values
    program: ProgramSteps = field(default_factory=ProgramSteps)  # for moves taken back
    setup: Setup | None = None  # how the host's mission started (a window shows its mission)

    @staticmethod
    def hello(code: str, token: str, version: str, seats: list[int] | None = None) -> str:
        fields: dict[str, object] = {
            "code": code,
            "token": token,
            "protocol": PROTOCOL,
            "version": version,
            "content": content_version(),
        }
        if seats is not None:
            fields["seats"] = seats
        return encode("hello", **fields)

    @classmethod
    def welcomed(cls, data: str | bytes) -> Follower:
        """The follower a welcome makes, or ``Refused`` with the host's reason."""
        message = decode(data, MAX_FROM_HOST)
        if message["type"] == "refused":
            raise Refused.heard(message)
        if message["type"] != "welcome":
            raise Refused(f"the host sent {message['type']!r} before its welcome")
        program = ProgramSteps()  # the phase under way, followed as the record plays back once
        try:
            record = from_text(str(message["record"]))
            played = play_back(record, took=program.took)
        except (RecordError, KeyError) as error:
            raise Parted(0, f"the host's record does not play here ({error})") from None
        seats = frozenset(int(s) for s in message.get("seats", ()))
        remote = frozenset(int(s) for s in message.get("remote", ()))
        count = len(played.actions)
        return cls(played.game, seats, count, remote, program=program, setup=record.setup)

    def propose(self, action: Action) -> str:
        """The message asking the host to play one of this client's actions."""
        seat = getattr(action, "seat", None)
        if seat not in self.seats:
            raise rules.IllegalAction(f"seat {seat} is not this client's")
        if action not in rules.legal_actions(self.game):
            raise rules.IllegalAction(f"{action!r} is not legal now")
        return encode("action", text=format_action(self.game, action))

    def point(self, seat: int, focus: str) -> str:
        """What this client's player points at, for the others to see."""
        return encode("presence", seat=seat, focus=focus[:60])

    def receive(self, data: str | bytes) -> Applied | TookBack | None:
        """One message from the host: an action applied here (``Applied``), or news."""
        message = decode(data, MAX_FROM_HOST)
        kind = message["type"]
        if kind == "action":
            return self._action(message)
        if kind == "parted":
            raise Parted(int(message.get("n", self.count)), str(message.get("reason", "")))
        if kind == "refused":
            self.refused = Refused.heard(message)
            self.refusals.append(str(message.get("reason", "")))
        elif kind == "seats":
            self.away = frozenset(int(s) for s in message.get("away", ()))
            self.remote -= frozenset(int(s) for s in message.get("local", ()))
        elif kind == "presence":
            self.presence[int(message["seat"])] = str(message.get("focus", ""))
        elif kind == "undo":
            return self._undo(message)
        return None

    def take_back(self, seat: int) -> str:
        """The message asking the host to take back this seat's last Program Phase move."""
        if seat not in self.seats:
            raise rules.IllegalAction(f"seat {seat} is not this client's")
        if not self.program.can_take_back(self.game, seat):
            raise rules.IllegalAction(f"seat {seat} has nothing to take back now")
        return encode("undo", seat=seat)

    def _undo(self, message: dict[str, object]) -> TookBack:
        seat, n = message.get("seat"), message.get("n")
        begun = self.count - len(self.program.steps)
        kept = self.program.take_back(self.game, seat) if isinstance(seat, int) else None
        if kept is None or not isinstance(seat, int):
            raise Parted(self.count, f"the host took back a move of seat {seat} that is not here")
        self.game, self.count = self.program.game_after(kept), begun + len(kept)
        if n != self.count or message.get("digest") != digest(self.game):
            raise Parted(self.count, "the game after a move taken back differs from the host's")
        return TookBack(seat, self.game)

    def _action(self, message: dict[str, object]) -> Applied:
        n, text = message.get("n"), message.get("text")
        if n != self.count + 1 or not isinstance(text, str):
            raise Parted(self.count + 1, f"the host sent action {n} next")
        try:
            action = read_action(self.game, text)
            outcome = rules.apply(self.game, action)
        except (ActionTextError, rules.IllegalAction) as error:
            raise Parted(n, f"{text!r} does not play here: {error}") from None
        self.program.took(self.game, action, outcome.game)
        self.game, self.count = outcome.game, n
        reply = None
        if "digest" in message:
            ours = digest(self.game)
            if ours != message["digest"]:
                raise Parted(n, "the game after it differs from the host's")
            reply = encode("digest", n=n, digest=ours)
        return Applied(n, action, outcome, reply)
