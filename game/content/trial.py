"""Whatever loads must also play: every mission starts at each seat count it allows, in
normal and EZ mode, and plays a few seeded rounds of random legal moves with Schematics and
Overdrive switched on, the rules' invariants checked after every action. Anything that
breaks is a ContentError naming the mission, so ``check`` never passes an unplayable file.
"""

from __future__ import annotations

import random
from dataclasses import replace

from game import rules
from game.rules.engine import DEFAULT_YORDLES
from game.rules.invariants import broken, census
from game.rules.state import MAX_GEARS

from .cards import Cards
from .errors import ContentError
from .missions import MissionInfo

MAX_ACTIONS = 600  # per trial game: far more than a few rounds take


def try_mission(mission: MissionInfo, deck: Cards, file: str, rounds: int = 2) -> None:
    """Play the mission a little at every seat count and mode; raises ContentError."""
    low, high = mission.seats
    trial = 0
    for is_ez in (False, True):
        for seats in range(low, high + 1):
            trial += 1
            mode = " in EZ mode" if is_ez else ""
            where = f"{file}: mission {mission.id!r} with {seats} Mechs{mode}"
            try:
                _play(mission, deck, seats, is_ez, trial, rounds if not is_ez else 1)
            except ContentError as error:
                raise ContentError(f"{where}: {error}") from None
            except rules.IllegalAction as error:
                raise ContentError(f"{where}: cannot start: {error}") from None
            except Exception as error:  # the rules broke on this content: say so, in words
                raise ContentError(
                    f"{where}: the game broke in play ({type(error).__name__}: {error})"
                ) from None


def _play(
    mission: MissionInfo, deck: Cards, seats: int, is_ez: bool, seed: int, rounds: int
) -> None:
    yordles = DEFAULT_YORDLES[:seats]
    game = rules.new_game(
        mission.rules_for(is_ez),
        mission.board,
        seats=yordles,
        seed=seed,
        loadouts=_loadouts(deck, yordles, seed),
        is_placing=seed % 2 == 0,
    ).game
    if seed % 2:
        game = replace(game, trackers=replace(game.trackers, gears=MAX_GEARS))  # all Schematics on
    start, chooser = census(game), random.Random(seed)
    before: rules.Game | None = None
    for count in range(MAX_ACTIONS):
        problems = broken(game, start, before)
        if problems:
            when = f"in round {game.round}, after {count} moves" if count else "at the start"
            raise ContentError(f"{when}: {problems[0]}")
        if game.result is not None or game.round > rounds:
            return
        before = game
        game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game
    raise ContentError(f"{MAX_ACTIONS} actions did not finish {rounds} rounds")


def _loadouts(
    deck: Cards, yordles: tuple[rules.Yordle, ...], seed: int
) -> tuple[tuple[str, ...], ...]:
    """Two Schematics each, a different pair for each trial, so every card gets played."""
    picks = []
    for yordle in yordles:
        names = [s.spec.name for s in deck.schematics if s.spec.yordle == yordle.value]
        if len(names) <= 2:
            picks.append(tuple(names))
            continue
        first = (2 * seed) % len(names)
        picks.append((names[first], names[(first + 1) % len(names)]))
    return tuple(picks)
