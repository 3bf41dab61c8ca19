"""Save PNGs of the online screens into screenshots/WxH[-es]/online_*.png, headless, on
127.0.0.1 only:

    python tools/screenshots_online.py [--size WxH] [--language es]

The Online menu, the seat setup with a Mech marked as a friend's online, the host's lobby
with that friend joined, a guest's play screen (its own seat and the host's tagged) while
the Mechs program, a move the host did not take said beside its slot, the guest's pause
menu and the host's (no Restart), the room reopened when the host Continues a saved online
game (its code as before), the results on the host's and a guest's screen, the lobby typing
a relay's address and moved to a relay (one on loopback), the Join screen steered by the
keyboard, and the host's screen asking what to do while a friend is away.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["MVM_SAVE_DIR"] = tempfile.mkdtemp(prefix="mvm-screenshots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from screenshots import Shooter  # noqa: E402

from game import i18n, paths, rules  # noqa: E402
from game.bots import Planner, acting_seats  # noqa: E402
from game.net.news import Refusal  # noqa: E402
from game.net.online import OnlineGame  # noqa: E402
from game.net.protocol import Refused  # noqa: E402
from game.net.relay import relay_on_a_thread  # noqa: E402
from game.net.tables import GuestTable, HostTable  # noqa: E402
from game.record import Online, from_text, play_back  # noqa: E402
from game.rules import Phase, Yordle  # noqa: E402
from game.saves import Saved  # noqa: E402
from game.scenes.join import JoinScene  # noqa: E402
from game.scenes.lobby import LobbyScene  # noqa: E402
from game.scenes.online import OnlineScene  # noqa: E402
from game.scenes.pause import PauseScene  # noqa: E402
from game.scenes.play import PlayScene  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.scenes.settings import Settings  # noqa: E402
from game.scenes.setup import SetupScene  # noqa: E402
from game.screen import window_size  # noqa: E402

SHOWN_ADDRESS = "192.168.1.20"  # the lobby's address in the pictures, not this machine's
WAIT = 20.0  # seconds for the loopback link to settle


def loopback(
    settings: Settings,
    relay: str | None = None,
    code: str | None = None,
    actions: Iterable[rules.Action] = (),
) -> HostTable:
    table = HostTable(
        settings.setup,
        settings.remote,
        port=0,
        relay=relay,
        code=code,
        version="shots",
        actions=actions,
    )
    table.open()
    return table


def until(done, *tables: HostTable | GuestTable) -> None:  # type: ignore[no-untyped-def]
    ends = time.monotonic() + WAIT
    while not done():
        if time.monotonic() > ends:
            raise TimeoutError("the loopback game did not settle")
        for table in tables:
            table.poll(0.005)


def has_cards(mech: rules.Mech) -> bool:
    return any(slot.cards for slot in mech.slots)


def to_programming(host: HostTable, guest: GuestTable, rng: random.Random) -> None:
    """Random legal moves, the host's seat at the host and the friend's proposed, until
    both Mechs program with a card in each Command Line (and none Ready)."""
    while True:
        until(
            lambda: guest.follower is not None and guest.follower.count == host.room.count,
            host,
            guest,
        )
        game = host.game
        if game.phase is Phase.PROGRAM and all(has_cards(m) for m in game.mechs):
            return
        legal = rules.legal_actions(game)
        moves = {seat: [a for a in legal if getattr(a, "seat", None) == seat] for seat in (0, 1)}
        if game.phase is Phase.PROGRAM:
            for seat, some in moves.items():
                placing = not has_cards(game.mech(seat))
                moves[seat] = [a for a in some if isinstance(a, rules.PlaceCard) and placing]
        if moves[0]:
            host.play(rng.choice(moves[0]))
        elif moves[1]:
            guest.propose(rng.choice(moves[1]))
            until(lambda: not guest.in_flight, host, guest)
        else:
            return


def won(settings: Settings) -> rules.Game:
    """The mission played to its end by the planner, every seat (rules only, no window)."""
    game, planner = settings.new_game().game, Planner()
    while game.result is None:
        seat = acting_seats(game)[0] if acting_seats(game) else None
        action = planner.next_action(game, seat) if seat is not None else None
        game = rules.apply(game, action or rules.legal_actions(game)[0]).game
    return game


def shoot_all(shooter: Shooter) -> None:
    assets = shooter.assets
    online = OnlineScene(assets)
    shooter.shoot("online", online)
    settings = Settings(yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=4, is_online=True, remote=(1,))
    shooter.shoot("online_setup", SetupScene(assets, settings))
    lobby = LobbyScene(assets, settings, loopback)
    lobby.places = [SHOWN_ADDRESS]
    host = lobby.table
    assert host is not None
    guest = GuestTable(f"ws://127.0.0.1:{host.link.port}", host.code, "shots")
    guest.open()
    try:
        until(lambda: guest.follower is not None and not lobby.waiting_for, host, guest)
        lobby.update(0)
        shooter.shoot("online_lobby", lobby)
        lobby.handed_on = True
        to_programming(host, guest, random.Random(5))
        guest_settings = replace(settings, is_online=True, remote=(), is_guest=True)
        view = PlayScene(assets, guest_settings, online=OnlineGame(guest))
        view.director.finish()
        view.update(0)
        shooter.shoot("online_guest", view)
        slot = next(i for i, s in enumerate(view.game.mech(1).slots) if not s.cards)
        card = view.game.mech(1).hand[0].id
        late = Refused.because("not_now", action="'late'")
        view.online.refused(Refusal(1, rules.PlaceCard(1, card, slot), late))
        shooter.shoot("online_guest_refused", view)
        shooter.shoot("online_guest_pause", view, PauseScene(assets, guest_settings))
        shooter.shoot("online_host_pause", view, PauseScene(assets, settings))
        record = replace(from_text(host.room.record_text()), online=Online(host.code, (1,)))
        saved = Saved(record, play_back(record))
    finally:
        guest.close()
        host.close()
    reopened = LobbyScene(assets, settings, loopback, resume=saved)
    reopened.places = [SHOWN_ADDRESS]
    try:
        reopened.update(0)
        shooter.shoot("online_lobby_reopened", reopened)
    finally:
        reopened.close()
    relaying = LobbyScene(assets, settings, loopback)
    relaying.places = [SHOWN_ADDRESS]
    try:
        relaying._press("relay")
        relaying.relay.type("relay.example.org")
        relaying.update(0)
        shooter.shoot("online_lobby_relay", relaying)
        with relay_on_a_thread() as relay:
            relaying.relay.text = relay
            relaying._press("use_relay")
            until(lambda: relaying.update(0) is None and relaying.reopening is None)
            shooter.shoot("online_lobby_via_relay", relaying)
    finally:
        relaying.close()
    ended = won(settings)
    title = settings.mission.title
    hosted = ResultsScene(assets, settings, ended, title, Path("replay.txt"))
    shooter.shoot("online_results_host", hosted)
    guest_settings = replace(settings, remote=(), is_guest=True)
    shooter.shoot("online_results_guest", ResultsScene(assets, guest_settings, ended, title))
    join = JoinScene(assets)
    join.address.type("192.168.1.20")
    join.code.type("KQXRT")
    join.address.has_focus = False
    join.buttons.put(None, "relay")
    join.via_relay = True
    join.update(0)
    shooter.shoot("online_join_steered", join)
    away = LobbyScene(assets, settings, loopback)
    assert away.online is not None
    hosting = PlayScene(assets, settings, online=away.online)
    hosting.director.finish()
    hosting.update(0)
    try:
        shooter.shoot("online_host_away", hosting)
    finally:
        hosting.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=window_size, default=(1920, 1080), help="WxH")
    parser.add_argument("--language", choices=sorted(i18n.LANGUAGES), default=i18n.ENGLISH)
    args = parser.parse_args()
    pygame.init()
    i18n.use(args.language)
    width, height = args.size
    folder = f"{width}x{height}" + ("" if args.language == i18n.ENGLISH else f"-{args.language}")
    shoot_all(Shooter(paths.SCREENSHOTS / folder, args.size))


if __name__ == "__main__":
    main()
