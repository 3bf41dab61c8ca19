"""Who this computer is to the hosts of online games it joined, kept in the data folder
(``online.json``): for each room code, the token it said hello with and the seats the host
gave it. A friend who restarts the app and joins the same room again (the host reopened a
saved game, say) says the same token and asks for the same seats, and gets them back while
no one else holds them: a seat still connected is never taken from its player.

The file is small and written atomically; a missing or broken one is no more than a first
join (a new token, any free seat).
"""

from __future__ import annotations

import json
import logging
import secrets
from pathlib import Path

from game import paths
from game.storage import BadFile, read_text

log = logging.getLogger("game.net")

FILE = "online.json"
MAX_ROOMS = 20  # the latest rooms remembered
MAX_BYTES = 64 * 1024


def path() -> Path:
    return paths.data_dir() / FILE


def _read() -> dict[str, dict[str, object]]:
    try:
        kept = json.loads(read_text(path(), MAX_BYTES))
    except FileNotFoundError:
        return {}
    except (OSError, BadFile, ValueError) as error:
        log.warning("the rooms joined before cannot be read: %s", error)
        return {}
    return kept if isinstance(kept, dict) else {}


def remembered(code: str) -> tuple[str, list[int] | None]:
    """The token for this room (a new one when none was kept) and the seats it held."""
    entry = _read().get(code)
    if isinstance(entry, dict):
        token, seats = entry.get("token"), entry.get("seats")
        if isinstance(token, str) and 0 < len(token) <= 64:
            if isinstance(seats, list) and seats and all(type(s) is int for s in seats):
                return token, [int(s) for s in seats]
            return token, None
    return secrets.token_hex(8), None


def remember(code: str, token: str, seats: list[int]) -> None:
    """Keep the token and seats of a room just joined (a failing disk only logs)."""
    kept = {k: v for k, v in _read().items() if k != code}
    kept[code] = {"token": token, "seats": sorted(seats)}
    latest = dict(list(kept.items())[-MAX_ROOMS:])
    try:
        paths.write_atomically(path(), json.dumps(latest, indent=1) + "\n")
    except OSError as error:
        log.warning("the room joined cannot be remembered: %s", error)
