"""The messages between a host and its clients: JSON objects with a ``type``, one a frame.

Everything a peer sends is untrusted: ``decode`` caps its size, parses it without letting a
deep or huge value cost more than the cap, and ``field`` checks each value's type and length
before it is used. A message that fails any check is a ``Refused`` with a reason that is safe
to send back and to log.
"""

from __future__ import annotations

import json
import secrets
import string
from typing import Any, TypeVar

from game.i18n import N_, tr

PROTOCOL = 1  # raised whenever a message changes meaning
MAX_FROM_CLIENT = 4 * 1024  # bytes: the longest action is some 40 characters
MAX_FROM_HOST = 8 * 1024 * 1024  # the welcome carries the record (a long mission is ~50 KB)
MAX_TEXT = 200  # characters of any one string a client sends
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I or O beside 1 and 0
CODE_LENGTH = 5

T = TypeVar("T")


# What a host says when it refuses, by key: the refusal carries the key and its values
# beside the English, so a client words it in its own language (``Refused.words``).
REASONS = {
    "code": N_("that is not this room's code"),
    "version": N_(
        "this host runs version {host} (protocol {host_protocol}); you run version {you}"
        " (protocol {you_protocol}): use the same version"
    ),
    "content": N_(
        "this host plays content {host} and you have {you}: the same missions, cards and"
        " maps are needed on both sides"
    ),
    "full": N_("every remote seat is taken"),
    "not_free": N_("seats {seats} are not free (free: {free})"),
    "token": N_("that token is already connected"),
    "not_yours": N_("seat {seat} is not yours"),
    "not_now": N_("{action} is not allowed now"),
    "glass": N_("only the host's Minuteglass runs out"),
    "nothing_back": N_("seat {seat} has nothing to take back now"),
    "not_started": N_("the host has not started the game yet"),
}
# What ends a link, said by the link itself (English here, in the players' words shown).
STOPS = (
    N_("the host closed the game"),
    N_("the host closed the link"),
    N_("the network link closed"),
    N_("the relay closed"),
)
MAX_VALUE = 120  # characters of a refusal's value from the host


class Refused(ValueError):
    """A message that cannot be taken; ``reason`` says why, in words fit to send back, and
    ``key`` with ``values`` (one of ``REASONS``) the same in any language."""

    def __init__(self, reason: str, key: str = "", values: dict[str, Any] | None = None) -> None:
        super().__init__(reason)
        self.reason, self.key, self.values = reason, key, dict(values or {})

    @classmethod
    def because(cls, key: str, **values: Any) -> Refused:
        return cls(REASONS[key].format(**values), key, values)

    @classmethod
    def heard(cls, message: dict[str, Any]) -> Refused:
        """A host's refusal as a client takes it: its key and values only when they are
        one of ours, plain strings and numbers, short."""
        reason = str(message.get("reason", "the host refused"))[:MAX_TEXT]
        key, values = message.get("key"), message.get("values")
        if key not in REASONS or not isinstance(values, dict):
            return cls(reason)
        kept = {
            str(k)[:40]: v if type(v) is int else str(v)[:MAX_VALUE]
            for k, v in list(values.items())[:8]
            if type(v) in (int, str)
        }
        return cls(reason, str(key), kept)

    def words(self) -> str:
        """The reason in the players' language (the English sent, when not one we know)."""
        english = REASONS.get(self.key)
        if english is None:
            return self.reason
        needs = {name for _, name, _, _ in string.Formatter().parse(english) if name}
        return tr(english, **self.values) if needs <= set(self.values) else self.reason


def stop_words(reason: str) -> str:
    """Why a link ended, in the players' language when it is one we say."""
    return tr(reason) if reason in STOPS else reason


def new_code() -> str:
    """A short room code to read aloud or type (24^5, some 8 million)."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def clean_code(text: str) -> str:
    """A typed code as it is kept: capitals, no spaces or dashes."""
    return "".join(ch for ch in text.upper() if ch.isalnum())


def encode(kind: str, **fields: Any) -> str:
    return json.dumps({"type": kind, **fields}, separators=(",", ":"), ensure_ascii=False)


def decode(data: str | bytes, limit: int = MAX_FROM_CLIENT) -> dict[str, Any]:
    """A message as an object with a string ``type``, or ``Refused``."""
    if len(data) > limit:
        raise Refused(f"a message may be {limit} bytes at most; this one is {len(data)}")
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise Refused("a message must be UTF-8 text") from None
    try:
        message = json.loads(data, parse_constant=_no_constant)
    except (ValueError, RecursionError):  # ints past Python's digit limit are ValueErrors
        raise Refused("a message must be one JSON object") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise Refused("a message must be a JSON object with a 'type'")
    return message


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number a message may hold")


def field(message: dict[str, Any], name: str, kind: type[T], *, most: int = MAX_TEXT) -> T:
    """``message[name]``, checked to be of ``kind`` (a str or list no longer than ``most``;
    an int within ±10^9; bool is not an int here)."""
    value = message.get(name)
    if kind is int and (type(value) is not int or abs(value) > 10**9):
        raise Refused(f"'{name}' must be a whole number")
    if kind is not int and not isinstance(value, kind):
        raise Refused(f"'{name}' must be a {kind.__name__}")
    if isinstance(value, str | list) and len(value) > most:
        raise Refused(f"'{name}' is too long ({len(value)}, at most {most})")
    return value  # type: ignore[return-value]
