"""Command-line tools: ``python -m game check`` and ``python -m game simulate``."""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass

from game import rules
from game.content import ContentError, MissionInfo, campaign, cards
from game.content.maps import load_face
from game.paths import MAPS


def check(argv: list[str]) -> int:
    """Load and cross-check every piece of content; print one summary line."""
    argparse.ArgumentParser(prog="python -m game check").parse_args(argv)
    try:
        faces = sorted((MAPS / "tiles").glob("*.tmx"))
        for path in faces:
            load_face(path)
        deck = cards()
        missions = campaign()
        for mission in missions:
            _try_every_start(mission)
    except ContentError as error:
        print(f"content error: {error}", file=sys.stderr)
        return 1
    command_cards = sum(copies for _, copies in deck.command_deck)
    damage_cards = sum(d.copies for d in deck.damage)
    boss_cards = sum(b.copies for b in deck.boss_cards)
    schematics, overdrives = len(deck.schematics), len(deck.overdrives)
    print(
        f"content ok: {len(missions)} missions, {len(faces)} tile faces, "
        f"{command_cards} command cards, {damage_cards} damage cards, {boss_cards} boss cards, "
        f"{schematics} schematics, {overdrives} overdrives"
    )
    return 0


def _try_every_start(mission: MissionInfo) -> None:
    low, high = mission.seats
    for is_ez in (False, True):
        for seats in range(low, high + 1):
            try:
                rules.new_game(mission.rules_for(is_ez), mission.board, seats=seats, seed=1)
            except (rules.IllegalAction, KeyError, ValueError) as error:
                mode = " in EZ mode" if is_ez else ""
                raise ContentError(
                    f"missions.yaml: mission {mission.id!r} cannot start with {seats} Mechs"
                    f"{mode}: {error}"
                ) from None


@dataclass(frozen=True, slots=True)
class Played:
    mission: str
    seats: int
    seed: int
    verdict: str
    rounds: int


def play_randomly(mission: MissionInfo, seats: int, seed: int, is_ez: bool, cap: int) -> Played:
    """A bot that picks uniformly among legal actions, answering every question."""
    chooser = random.Random(seed)
    game = rules.new_game(mission.rules_for(is_ez), mission.board, seats=seats, seed=seed).game
    while game.result is None and game.round <= cap:
        game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game
    if game.result is None:
        verdict = "cap"
    elif game.result.is_won:
        verdict = "win"
    else:
        verdict = f"loss ({mission.defeat_text(game.result)})"
    return Played(mission.id, seats, seed, verdict, min(game.round, cap))


def simulate(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game simulate")
    parser.add_argument("--mission", default="all", help="a mission id, or all")
    parser.add_argument("--players", type=int, default=2, choices=range(1, 5))
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=30, help="round cap per game")
    parser.add_argument("--ez", action="store_true", help="play the EZ-mode values")
    args = parser.parse_args(argv)
    try:
        missions = [m for m in campaign() if args.mission in ("all", m.id)]
    except ContentError as error:
        print(f"content error: {error}", file=sys.stderr)
        return 1
    if not missions:
        known = ", ".join(m.id for m in campaign())
        print(f"no mission {args.mission!r}; known: {known}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    results = []
    for mission in missions:
        for index in range(args.games):
            played = play_randomly(mission, args.players, args.seed + index, args.ez, args.rounds)
            results.append(played)
            print(
                f"{played.mission:<12} seats={played.seats} seed={played.seed:<6} "
                f"{played.verdict:<28} rounds={played.rounds}"
            )
    elapsed = max(time.perf_counter() - started, 1e-9)
    wins = sum(r.verdict == "win" for r in results)
    caps = sum(r.verdict == "cap" for r in results)
    mean_rounds = sum(r.rounds for r in results) / len(results)
    print(
        f"{len(results)} games: {wins} wins, {len(results) - wins - caps} losses, {caps} caps, "
        f"mean {mean_rounds:.1f} rounds, {len(results) / elapsed:.1f} games/s"
    )
    return 0
