"""The host's room and the clients' followers, without sockets: one game on every side,
and nothing a client sends can change it unless it is a legal action of a seat it holds."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import rules
from game.bots import Planner, acting_seats
from game.net.follower import Follower, Parted
from game.net.protocol import MAX_FROM_CLIENT, PROTOCOL, Refused, decode
from game.net.room import Outbound, Room
from game.record import Setup, content_version
from game.rules import Yordle
from game.rules.notation import digest


def legal_actions(game: rules.Game, seat: int) -> list[rules.Action]:
    return [a for a in rules.legal_actions(game) if getattr(a, "seat", None) == seat]


TUTORIAL = Setup("tutorial", (Yordle.CORKI, Yordle.ZIGGS), seed=4)


def hello(room: Room, token: str, seats: list[int] | None = None, **changed: object) -> str:
    message = json.loads(Follower.hello(room.code, token, "test", seats))
    message.update(changed)
    return json.dumps(message)


class Table:
    """A room and its clients, passing messages by hand as the links would."""

    def __init__(self, setup: Setup = TUTORIAL, remote: tuple[int, ...] = (0, 1)) -> None:
        self.room = Room(setup, remote, version="test")
        self.followers: dict[str, Follower] = {}
        self.inbox: dict[str, list[str]] = {}

    def join(self, client: str, token: str, seats: list[int] | None = None) -> Follower:
        self.inbox[client] = []
        self.deliver(self.room.receive(client, hello(self.room, token, seats)))
        welcome = next(t for t in self.inbox[client] if '"welcome"' in t)
        self.inbox[client].remove(welcome)
        follower = self.followers[client] = Follower.welcomed(welcome)
        return follower

    def deliver(self, sent: list[Outbound]) -> None:
        for message in sent:
            self.inbox[message.to].append(message.text)

    def settle(self) -> None:
        """Every client reads what it was sent; digests go back to the room."""
        while any(self.inbox.values()):
            for client, texts in self.inbox.items():
                while texts:
                    applied = self.followers[client].receive(texts.pop(0))
                    reply = getattr(applied, "reply", None)  # a move taken back has none
                    if reply:
                        self.deliver(self.room.receive(client, reply))

    def send(self, client: str, text: str) -> list[Outbound]:
        sent = self.room.receive(client, text)
        self.deliver(sent)
        self.settle()
        return sent


def play_to_the_end(
    table: Table, clients: dict[int, str], planned: bool = False, limit: int = 5000
) -> int:
    """Each client plays its seats from its own copy of the game (the planner's moves, or
    random legal ones, which end a game sooner)."""
    bots = {client: Planner() for client in table.followers}
    chooser = random.Random(1)
    for played in range(limit):
        game = table.room.game
        if game.result is not None:
            return played
        seat = acting_seats(game)[0]
        client = clients[seat]
        follower = table.followers[client]
        if planned:
            action = bots[client].next_action(follower.game, seat)
        else:
            action = chooser.choice(legal_actions(follower.game, seat))
        sent = table.send(client, follower.propose(action))
        assert all('"refused"' not in m.text for m in sent), sent
    raise AssertionError("the game did not end")


def test_two_clients_play_the_tutorial_to_a_win_and_hold_the_hosts_game_throughout():
    table = Table()
    table.join("a", "token-a")
    table.join("b", "token-b")
    assert table.followers["a"].seats == {0} and table.followers["b"].seats == {1}
    played = play_to_the_end(table, {0: "a", 1: "b"}, planned=True)
    assert played > 20
    assert table.room.game.result is not None and table.room.game.result.is_won
    for follower in table.followers.values():
        assert follower.count == table.room.count
        assert digest(follower.game) == digest(table.room.game)


def test_a_client_that_drops_rejoins_with_its_token_and_catches_up_from_the_record():
    table = Table()
    table.join("a", "token-a")
    table.join("b", "token-b")
    chooser = random.Random(2)
    for _ in range(12):  # a few actions, then b's link closes
        seat = acting_seats(table.room.game)[0]
        client = "ab"[seat]
        action = chooser.choice(legal_actions(table.followers[client].game, seat))
        table.send(client, table.followers[client].propose(action))
    table.deliver(table.room.leave("b"))
    del table.inbox["b"], table.followers["b"]
    assert table.room.away() == {1}
    table.settle()
    assert table.followers["a"].away == {1}

    back = table.join("b2", "token-b")
    assert back.seats == {1}, "the same token gets the same seat back"
    assert back.count == table.room.count and digest(back.game) == digest(table.room.game)
    assert table.room.away() == frozenset()
    table.followers["b"] = table.followers.pop("b2")
    table.inbox["b"] = table.inbox.pop("b2")
    table.room.tokens["b"] = table.room.tokens.pop("b2")
    play_to_the_end(table, {0: "a", 1: "b"})
    assert table.room.game.result is not None


def refusal(sent: list[Outbound], client: str) -> str:
    assert len(sent) == 1 and sent[0].to == client, sent
    message = json.loads(sent[0].text)
    assert message["type"] == "refused"
    return str(message["reason"])


def test_a_client_cannot_act_for_a_seat_it_does_not_hold_nor_out_of_turn_nor_illegally():
    table = Table()
    table.join("a", "token-a")
    table.join("b", "token-b")
    game = table.room.game
    first = acting_seats(game)[0]
    other = "ab"[1 - first]
    action = Planner().next_action(game, first)
    text = table.followers["ab"[first]].propose(action)
    assert "is not yours" in refusal(table.room.receive(other, text), other)
    own_turn_later = json.dumps({"type": "action", "text": "draft 9 nothing"})
    assert "not an action" in refusal(table.room.receive(other, own_turn_later), other)
    assert table.room.count == 0 and table.room.game is game


def test_joining_is_refused_for_a_wrong_code_another_version_other_content_or_no_free_seat():
    room = Room(TUTORIAL, (0,), version="1.0")
    wrong_code = hello(room, "t", code="ZZZZZ" if room.code != "ZZZZZ" else "YYYYY")
    assert "code" in refusal(room.receive("x", wrong_code), "x")
    other_protocol = hello(room, "t", protocol=PROTOCOL + 1, version="2.0")
    said = refusal(room.receive("x", other_protocol), "x")
    assert "1.0" in said and "2.0" in said, "both versions are named"
    said = refusal(room.receive("x", hello(room, "t", content="0123456789abcdef")), "x")
    assert content_version() in said and "0123456789abcdef" in said
    assert json.loads(room.receive("x", hello(room, "t"))[0].text)["type"] == "welcome"
    assert "taken" in refusal(room.receive("y", hello(room, "u")), "y")
    assert "not free" in refusal(room.receive("z", hello(room, "v", [1])), "z")


BAD = [
    b"",
    b"\xff\xfe",
    b"[" * 3000,
    b"9" * 4000,
    b'{"type": 5}',
    b'{"type": "action"}',
    b'{"type": "action", "text": 7}',
    b'{"type": "action", "text": "place 0 1 2 3 4 5 6"}',
    b'{"type": "digest", "n": 1e400, "digest": "x"}',
    b'{"type": "digest", "n": NaN, "digest": "x"}',
    b'{"type": "presence", "seat": 3, "focus": "x"}',
    b'{"type": "hello"}',
    b'{"type": "teleport"}',
    b"x" * (MAX_FROM_CLIENT + 1),
]


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.sampled_from(BAD), st.binary(max_size=300), st.text(max_size=300)))
def test_whatever_a_client_sends_is_refused_with_a_reason_or_taken_and_the_host_serves_on(data):
    room = SHARED_ROOM
    before = (room.game, room.count)
    sent = room.receive("a", data)
    for message in sent:
        assert len(message.text) < 2000
    assert (room.game, room.count) == before or json.loads(sent[0].text)["type"] == "action"


SHARED_ROOM = Room(TUTORIAL, (0, 1), version="test")
SHARED_ROOM.receive("a", hello(SHARED_ROOM, "token-a", [0, 1]))


def test_five_hundred_bad_messages_are_each_refused_and_the_game_goes_on():
    table = Table()
    table.join("a", "token-a")
    table.join("b", "token-b")
    chooser = random.Random(3)
    refused = 0
    for _ in range(500):
        data = (
            chooser.choice(BAD)
            if chooser.random() < 0.5
            else bytes(chooser.randrange(256) for _ in range(chooser.randrange(60)))
        )
        sent = table.room.receive(chooser.choice("ab"), data)
        refused += len(sent) == 1 and json.loads(sent[0].text)["type"] == "refused"
    assert refused == 500 and table.room.refused == 500 and table.room.count == 0
    play_to_the_end(table, {0: "a", 1: "b"})
    assert table.room.game.result is not None


def test_a_follower_that_misses_an_action_or_holds_another_game_is_told_where_they_parted():
    table = Table()
    follower = table.join("a", "token-a")
    game = table.room.game
    seat = acting_seats(game)[0]
    table.room.remote = frozenset()  # the host's own seats now: it acts for both
    sent = table.room.act(Planner().next_action(game, seat))
    sent += table.room.act(Planner().next_action(table.room.game, acting_seats(table.room.game)[0]))
    with pytest.raises(Parted) as parted:
        follower.receive(sent[1].text)  # the first was lost
    assert parted.value.at == 1

    message = json.loads(sent[0].text)
    message["digest"] = "0" * 16
    with pytest.raises(Parted, match="differs"):
        follower.receive(json.dumps(message))


def test_a_decoded_message_is_capped_before_it_is_parsed():
    with pytest.raises(Refused, match="at most"):
        decode("x" * (MAX_FROM_CLIENT + 1))
    with pytest.raises(Refused):
        decode('{"type": "a", "n": ' + "9" * 5000 + "}", limit=10**6)


def test_nothing_reaches_a_client_before_its_welcome():
    """A broadcast (another's join, an action) goes only to clients that have joined: one
    still saying hello would read it as the host's answer."""
    table = Table()
    table.join("a", "token-a")
    sent = table.room.receive("b", hello(table.room, "token-b"))
    assert [json.loads(m.text)["type"] for m in sent if m.to == "b"] == ["welcome", "seats"]
    bad = table.room.receive("c", b'{"type": "digest"}')
    assert {m.to for m in bad} == {"c"}
    game = table.room.game
    table.room.remote = frozenset()
    acted = table.room.act(Planner().next_action(game, acting_seats(game)[0]))
    assert {m.to for m in acted} == {"a", "b"}


def to_programming(table: Table, chooser: random.Random) -> None:
    """Random legal actions until the Mechs program (from the start or mid-game)."""
    for _ in range(500):
        game = table.room.game
        if rules.to_act(game).kind is rules.Acting.PROGRAM:
            return
        seat = acting_seats(game)[0]
        client = "ab"[seat]
        table.send(
            client,
            table.followers[client].propose(
                chooser.choice(legal_actions(table.followers[client].game, seat))
            ),
        )
    raise AssertionError("the Mechs never programmed")


def test_a_move_taken_back_online_leaves_every_screen_where_it_was_before():
    table = Table()
    table.join("a", "token-a")
    table.join("b", "token-b")
    chooser = random.Random(3)
    to_programming(table, chooser)
    a = table.followers["a"]
    before, count = digest(table.room.game), table.room.count
    move = next(x for x in legal_actions(a.game, 0) if isinstance(x, rules.PlaceCard))
    table.send("a", a.propose(move))
    assert table.room.count == count + 1
    assert "refused" in table.send("b", json.dumps({"type": "undo", "seat": 0}))[0].text
    sent = table.send("a", a.take_back(0))
    assert [json.loads(m.text)["type"] for m in sent] == ["undo", "undo"]
    assert table.room.count == count and digest(table.room.game) == before
    for follower in table.followers.values():
        assert follower.count == count and digest(follower.game) == before
    reason = refusal(table.room.receive("a", json.dumps({"type": "undo", "seat": 0})), "a")
    assert "nothing to take back" in reason
    with pytest.raises(rules.IllegalAction):
        a.take_back(0)


def test_takebacks_mixed_with_moves_keep_host_and_clients_alike_and_the_record_true():
    """Random Program Phase moves and takebacks of both seats, a client joining mid-phase:
    every side holds the host's game, and the host's record plays back to it."""
    table = Table()
    table.join("a", "token-a")
    chooser = random.Random(8)
    table.join("b", "token-b")
    taken_back = 0
    for phase in range(3):
        to_programming(table, chooser)
        if phase == 1:  # b's link drops mid-phase and comes back: it must follow takebacks too
            table.send(
                "b",
                table.followers["b"].propose(
                    chooser.choice(legal_actions(table.followers["b"].game, 1))
                ),
            )
            table.deliver(table.room.leave("b"))
            del table.inbox["b"], table.followers["b"]
            table.followers["b"] = table.join("b", "token-b")
        for _ in range(30):
            game = table.room.game
            if rules.to_act(game).kind is not rules.Acting.PROGRAM:
                break
            seat = chooser.choice(acting_seats(game))
            client, follower = "ab"[seat], table.followers["ab"[seat]]
            if chooser.random() < 0.4 and follower.program.can_take_back(follower.game, seat):
                table.send(client, follower.take_back(seat))
                taken_back += 1
            else:
                moves = legal_actions(follower.game, seat)
                table.send(client, follower.propose(chooser.choice(moves)))
            for follower in table.followers.values():
                assert follower.count == table.room.count
                assert digest(follower.game) == digest(table.room.game)
    assert taken_back >= 5
    from game.record import from_text, play_back

    played = play_back(from_text(table.room.record_text()))
    assert digest(played.game) == digest(table.room.game)
    assert len(played.actions) == table.room.count


def test_a_client_joining_mid_phase_plays_the_record_back_once(monkeypatch):
    """The welcome's record is played back once: the Program Phase under way is followed
    as it plays (not the whole mission played a second time for it)."""
    table = Table()
    table.join("a", "token-a")
    table.join("b", "token-b")
    chooser = random.Random(4)
    to_programming(table, chooser)
    a = table.followers["a"]
    table.send("a", a.propose(chooser.choice(legal_actions(a.game, 0))))
    applied = []
    real = rules.apply

    def counted(game, action):  # type: ignore[no-untyped-def]
        applied.append(action)
        return real(game, action)

    monkeypatch.setattr(rules, "apply", counted)
    late = table.join("c", "token-c", seats=[])
    assert len(applied) == table.room.count, "each action of the record applied once"
    assert late.program.steps == table.room.program.steps
    assert late.program.start == table.room.program.start


def test_news_nobody_takes_is_capped(monkeypatch):
    from game.net import room as rooms

    monkeypatch.setattr(rooms, "MAX_NEWS", 5)
    room, chooser = Room(TUTORIAL, (), version="test"), random.Random(5)
    for _ in range(12):
        room.act(chooser.choice(rules.legal_actions(room.game)))
    news = room.take_news()
    assert [n.n for n in news] == list(range(8, 13)), "the newest kept"
    assert room.take_news() == []
