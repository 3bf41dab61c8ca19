"""Online seats end to end, on loopback only: real processes, real websockets.

    python tools/net_play.py [--seed S] [--bad N]

1. A host and two clients (three processes, the planning bot playing each client's seat)
   play the Tutorial to its end; a client is killed mid-game and started again with the same
   token, catches up from the host's record and plays on; meanwhile another connection sends
   N bad messages (malformed, too large, for a seat it does not hold, out of turn, illegal),
   each of which must be refused with a reason while the host keeps serving.
2. The same game through a relay (a fourth process): neither host nor clients listen.
Every process's final digest, and that of the host's saved record played back here, must
agree. Prints, last:
``online: tutorial won by 3 processes, N actions, digests agree, rejoin ok, relay ok, bad
messages refused B/B``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from websockets.sync.client import connect  # noqa: E402

from game.net.follower import Follower  # noqa: E402
from game.net.protocol import MAX_FROM_CLIENT  # noqa: E402
from game.record import play_back, read_record  # noqa: E402
from game.rules.notation import digest  # noqa: E402

ADDRESS = "127.0.0.1"  # loopback only
TIMEOUT = 240.0


class Proc:
    """A game process whose output is read line by line as it comes."""

    def __init__(self, name: str, args: list[str], folder: Path) -> None:
        self.name = name
        self.out = folder / f"{name}.out"
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        env["MVM_SAVE_DIR"] = str(folder / "data")
        env["PYTHONPATH"] = str(ROOT)
        with self.out.open("w") as sink:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "game", *args],
                cwd=folder,
                env=env,
                stdout=sink,
                stderr=subprocess.STDOUT,
            )

    def text(self) -> str:
        return self.out.read_text(errors="replace")

    def wait_for(self, pattern: str, timeout: float = 30.0) -> re.Match[str]:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            found = re.search(pattern, self.text())
            if found:
                return found
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        raise SystemExit(f"{self.name} never said {pattern!r}:\n{self.text()}")

    def ended(self, timeout: float = TIMEOUT) -> str:
        """The process's 'game over' line, once it exits."""
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise SystemExit(f"{self.name} did not finish:\n{self.text()}") from None
        found = re.search(r"^game over: .*$", self.text(), re.M)
        if not found:
            raise SystemExit(f"{self.name} ended without a game over:\n{self.text()}")
        return found.group(0)

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()


def saved_actions(path: Path) -> int:
    try:
        return read_record(path).actions
    except Exception:  # not written yet, or being replaced this instant
        return 0


def bad_messages(port: int, code: str, count: int, seed: int) -> int:
    """Send ``count`` bad messages on a connection of its own; how many were refused."""
    chooser = random.Random(seed)
    refused = 0
    with connect(f"ws://{ADDRESS}:{port}", max_size=None) as link:
        link.send(Follower.hello(code, "mischief", "net-play", seats=[]))
        link.recv(timeout=30)  # welcome (with no seat) or refused: either way it may talk
        kinds = [
            lambda: "{not json",
            lambda: "x" * (MAX_FROM_CLIENT + 10),
            lambda: json.dumps({"type": "action", "text": "ready 0"}),  # not its seat
            lambda: json.dumps({"type": "action", "text": "draft 1 speed"}),
            lambda: json.dumps({"type": "action", "text": "place 0 nothing 9"}),
            lambda: json.dumps({"type": "digest", "n": 10**12, "digest": "0"}),
            lambda: json.dumps({"type": "presence", "seat": 0, "focus": "card"}),
            lambda: json.dumps({"type": "hello"}),
            lambda: json.dumps({"type": chooser.choice(["shout", "", "welcome"])}),
            lambda: json.dumps([1, 2, 3]),
            lambda: "[" * 2000,
            lambda: bytes(chooser.randrange(256) for _ in range(40)).decode("latin-1"),
        ]
        for _ in range(count):
            link.send(chooser.choice(kinds)())
        for _ in range(count * 3):
            try:
                reply = json.loads(link.recv(timeout=30))
            except TimeoutError:
                break
            refused += reply.get("type") == "refused"
            if refused == count:
                break
    return refused


def game_with_rejoin(folder: Path, seed: int, bad: int) -> tuple[list[str], int, int, bool]:
    """Host and two clients, one killed mid-game and started again: the processes' last
    lines (and the replayed record's), the actions, bad messages refused, and whether the
    killed client came back and played to the end."""
    save = folder / "host-record.txt"
    host = Proc(
        "host",
        ["host", "--port", "0", "--seed", str(seed), "--save", str(save), "--code", "NETPL"],
        folder,
    )
    port = int(host.wait_for(r"listening on ws://[\d.]+:(\d+)").group(1))
    target = f"{ADDRESS}:{port}"
    first = Proc("client-a", ["join", target, "NETPL", "--bot", "--token", "a"], folder)
    second = Proc("client-b", ["join", target, "NETPL", "--bot", "--token", "b"], folder)
    refused = bad_messages(port, "NETPL", bad, seed)
    end = time.monotonic() + 60
    while saved_actions(save) < 15 and time.monotonic() < end:
        time.sleep(0.05)
    second.kill()
    killed_at = saved_actions(save)
    again = Proc("client-b-again", ["join", target, "NETPL", "--bot", "--token", "b"], folder)
    lines = [p.ended() for p in (host, first, again)]
    record = read_record(save)
    played = play_back(record)
    lines.append(f"game over: replayed, {record.actions} actions, digest {digest(played.game)}")
    rejoined = 0 < killed_at < record.actions and "game over: won" in lines[2]
    return lines, record.actions, refused, rejoined


def game_through_relay(folder: Path, seed: int) -> list[str]:
    relay = Proc("relay", ["relay", "--port", "0"], folder)
    port = int(relay.wait_for(r"relay listening on ws://[\d.]+:(\d+)").group(1))
    uri = f"ws://{ADDRESS}:{port}"
    try:
        host = Proc(
            "relay-host", ["host", "--relay", uri, "--code", "RELAY", "--seed", str(seed)], folder
        )
        host.wait_for("listening on relay")
        clients = [
            Proc(
                f"relay-client-{t}",
                ["join", "--relay", uri, "RELAY", "--bot", "--token", t],
                folder,
            )
            for t in "ab"
        ]
        return [p.ended() for p in (host, *clients)]
    finally:
        relay.kill()


def agree(lines: list[str]) -> bool:
    digests = {line.rsplit(" ", 1)[-1] for line in lines}
    return len(digests) == 1 and all(", " in line for line in lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="tools/net_play.py")
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--bad", type=int, default=500, help="bad messages sent mid-game")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="mvm-net-") as name:
        folder = Path(name)
        lines, actions, refused, rejoined = game_with_rejoin(folder, args.seed, args.bad)
        print("\n".join(lines))
        relayed = game_through_relay(folder, args.seed + 1)
        print("\n".join(relayed))
    won = all(line.startswith("game over: won") for line in lines[:3])
    ok = won and rejoined and agree(lines) and agree(relayed) and refused == args.bad
    verdict = "won" if won else "NOT won"
    print(
        f"online: tutorial {verdict} by 3 processes, {actions} actions,"
        f" digests {'agree' if agree(lines) else 'DIFFER'},"
        f" rejoin {'ok' if rejoined else 'FAILED'},"
        f" relay {'ok' if agree(relayed) else 'FAILED'}, bad messages refused {refused}/{args.bad}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
