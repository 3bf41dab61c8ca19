"""The messages between a host and its clients: JSON objects with a ``type``, one a frame.

Everything a peer sends is untrusted: ``decode`` caps its size, parses it without letting a
deep or huge value cost more than the cap, and ``field`` checks each value's type and length
before it is used. A message that fails any check is a ``Refused`` with a reason that is safe
to send back and to log.
"""

from __future__ import annotations

import json
import secrets
from typing import Any, TypeVar

PROTOCOL = 1  # raised whenever a message changes meaning
MAX_FROM_CLIENT = 4 * 1024  # bytes: the longest action is some 40 characters
MAX_FROM_HOST = 8 * 1024 * 1024  # the welcome carries the record (a long mission is ~50 KB)
MAX_TEXT = 200  # characters of any one string a client sends
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I or O beside 1 and 0
CODE_LENGTH = 5

T = TypeVar("T")


class Refused(ValueError):
    """A message that cannot be taken; ``reason`` says why, in words fit to send back."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


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
