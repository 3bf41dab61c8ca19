"""``python -m game`` (or ``mechs-vs-minions``) plays the game; ``python -m game NAME ...``
runs a subcommand: ``check``, ``simulate``, ``replay`` to watch or verify replay files, or
``host``, ``join`` and ``relay`` for online seats."""

from __future__ import annotations

import sys
from collections.abc import Callable


def _check(argv: list[str]) -> int:
    from game.commands import check

    return check(argv)


def _simulate(argv: list[str]) -> int:
    from game.commands import simulate

    return simulate(argv)


def _replay(argv: list[str]) -> int:
    from game.commands import replay

    return replay(argv)


def _online(name: str) -> Callable[[list[str]], int]:
    def command(argv: list[str]) -> int:
        from game.net import commands

        run: Callable[[list[str]], int] = getattr(commands, name)
        return run(argv)

    return command


# Subcommands take the remaining arguments and return an exit status.
SUBCOMMANDS: dict[str, Callable[[list[str]], int]] = {
    "check": _check,
    "host": _online("host"),
    "join": _online("join"),
    "relay": _online("relay"),
    "replay": _replay,
    "simulate": _simulate,
}


def usage() -> str:
    names = ", ".join(sorted(SUBCOMMANDS)) or "none yet"
    return (
        "usage: python -m game [--size WxH] [--content DIR] | --smoke | SUBCOMMAND ...\n"
        f"  with no subcommand: play (--size: in a window of that size; --content: another\n"
        f"  content folder); --smoke: draw every screen headless, as a test of this copy\n"
        f"  subcommands: {names}\n"
    )


def run(argv: list[str]) -> int:
    if argv == ["--smoke"]:
        from game.smoke import main as smoke  # headless: before pygame is imported

        return smoke()
    if not argv or argv[0].startswith("-"):
        from game.app import main

        return main(argv)
    command = SUBCOMMANDS.get(argv[0])
    if command is None:
        sys.stderr.write(f"unknown subcommand {argv[0]!r}\n{usage()}")
        return 2
    return command(argv[1:])


def cli() -> None:
    """The ``mechs-vs-minions`` command: the same as ``python -m game``."""
    sys.exit(run(sys.argv[1:]))


if __name__ == "__main__":
    cli()
