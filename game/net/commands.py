"""`mechs-vs-minions host | join | relay`: online games from the command line.

    mechs-vs-minions host [--port P] [--address A] [--relay URI] [--mission M] ...
    mechs-vs-minions join HOST[:PORT] CODE --bot [--token T] [--seat N ...]
    mechs-vs-minions join --relay URI CODE --bot
    mechs-vs-minions relay [--port P] [--address A]

The host serves one game and prints its room code; seats not played from afar are played
by the planning bot (the play screen's Host and Join buttons come with the online seats'
screens). A client with ``--bot`` lets the planning bot play its seats, headless.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import secrets
import sys
from pathlib import Path

from game.content import ContentError
from game.net.follower import Parted
from game.net.links import DEFAULT_PORT, RELAY_PORT, host_uri, relay_uri
from game.net.protocol import Refused, clean_code
from game.record import Setup
from game.rules import Yordle

YORDLES = [y.value for y in Yordle]


def _logging(verbose: bool) -> None:
    logging.basicConfig(
        level=logging.INFO if verbose else logging.WARNING,
        format="%(asctime)s %(name)s %(levelname)s %(message)s",
        stream=sys.stderr,
    )


def host(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="mechs-vs-minions host")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT)
    parser.add_argument("--address", default="127.0.0.1", help="0.0.0.0 to be reached from afar")
    parser.add_argument("--relay", help="a relay's address (ws://HOST:PORT) instead of a port")
    parser.add_argument("--code", help="the room code (else a new one)")
    parser.add_argument("--mission", default="tutorial")
    parser.add_argument("--yordles", nargs="+", choices=YORDLES, default=["corki", "ziggs"])
    parser.add_argument("--remote", nargs="*", type=int, help="seats played from afar (all)")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--ez", action="store_true")
    parser.add_argument("--away-bot", action="store_true", help="the bot plays away seats")
    parser.add_argument("--save", type=Path, help="the record, written after every action")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    _logging(args.verbose)
    from game.net import sessions
    from game.net.tables import HostTable

    seed = args.seed if args.seed is not None else secrets.randbelow(10**9)
    setup = Setup(args.mission, tuple(Yordle(y) for y in args.yordles), seed, is_ez=args.ez)
    remote = args.remote if args.remote is not None else range(len(setup.yordles))
    try:
        table = HostTable(
            setup,
            remote,
            port=args.port,
            address=args.address,
            relay=relay_uri(args.relay) if args.relay else None,
            code=args.code,
            version=sessions.version(),
        )
        ended = sessions.host(
            table,
            away_bot=args.away_bot,
            save=args.save,
            say=lambda line: print(line, flush=True),
        )
    except (ConnectionError, ContentError, OSError) as error:
        sys.stderr.write(f"cannot host: {error}\n")
        return 1
    print(ended.line(), flush=True)
    return 0 if ended.why in ("won", "lost") else 1


def join(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="mechs-vs-minions join")
    parser.add_argument("address", nargs="?", help="HOST[:PORT] (not with --relay)")
    parser.add_argument("code")
    parser.add_argument("--relay", help="the relay's address (ws://HOST:PORT)")
    parser.add_argument("--bot", action="store_true", help="the planning bot plays my seats")
    parser.add_argument("--token", help="who I am, to get my seats back after a drop")
    parser.add_argument("--seat", type=int, action="append", help="the seat(s) I take")
    parser.add_argument("--leave-after", type=int, help="leave after this many actions")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    _logging(args.verbose)
    if not args.bot:
        sys.stderr.write("join plays headless with --bot; the window joins from the title screen\n")
        return 2
    if bool(args.relay) == bool(args.address):
        sys.stderr.write("join needs a HOST[:PORT] or --relay, one of them\n")
        return 2
    from game.net import sessions

    uri = relay_uri(args.relay) if args.relay else host_uri(args.address)
    try:
        ended = sessions.join(
            uri,
            clean_code(args.code),
            token=args.token or secrets.token_hex(8),
            seats=args.seat,
            via_relay=bool(args.relay),
            stop_after=args.leave_after,
        )
    except (ConnectionError, Refused, Parted) as error:
        sys.stderr.write(f"cannot join: {error}\n")
        return 1
    print(ended.line(), flush=True)
    return 0 if ended.why in ("won", "lost", "left") else 1


def relay(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="mechs-vs-minions relay")
    parser.add_argument("--port", type=int, default=RELAY_PORT)
    parser.add_argument("--address", default="127.0.0.1", help="0.0.0.0 on a server")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    _logging(args.verbose)
    from game.net.relay import run_relay

    try:
        asyncio.run(run_relay(args.address, args.port))
    except KeyboardInterrupt:
        return 0
    except OSError as error:
        sys.stderr.write(f"cannot start the relay: {error}\n")
        return 1
    return 0
