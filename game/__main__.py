"""``python -m game`` plays the game; ``python -m game NAME ...`` runs a subcommand."""

from __future__ import annotations

import sys
from collections.abc import Callable


def _check(argv: list[str]) -> int:
    from game.commands import check

    return check(argv)


def _simulate(argv: list[str]) -> int:
    from game.commands import simulate

    return simulate(argv)


# Subcommands take the remaining arguments and return an exit status.
SUBCOMMANDS: dict[str, Callable[[list[str]], int]] = {"check": _check, "simulate": _simulate}


def usage() -> str:
    names = ", ".join(sorted(SUBCOMMANDS)) or "none yet"
    return (
        "usage: python -m game [--size WxH | SUBCOMMAND ...]\n"
        f"  with no arguments: play (--size: in a window of that size)\n"
        f"  subcommands: {names}\n"
    )


def window_size(text: str) -> tuple[int, int] | None:
    """``1280x720`` as a size, or None when it is not one."""
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit()) or min(int(width), int(height)) < 100:
        return None
    return int(width), int(height)


def run(argv: list[str]) -> int:
    if not argv or argv[0] == "--size":
        size = window_size(argv[1]) if len(argv) == 2 else None
        if argv and size is None:
            sys.stderr.write(f"--size takes a size such as 1280x720\n{usage()}")
            return 2
        from game.app import main

        main(size)
        return 0
    command = SUBCOMMANDS.get(argv[0])
    if command is None:
        sys.stderr.write(f"unknown subcommand {argv[0]!r}\n{usage()}")
        return 2
    return command(argv[1:])


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
