"""Seeded random play: after every step the game keeps its invariants."""

import random
from dataclasses import replace

import pytest

from game import rules
from game.content import campaign, cards, load_mission
from game.rules.engine import DEFAULT_YORDLES, IllegalAction
from game.rules.invariants import Census, broken, census

GAMES = 200
ROUNDS = 3


def check_invariants(game: rules.Game, start: Census, before: rules.Game | None) -> None:
    problems = broken(game, start, before)
    assert not problems, f"{problems}\n{game}"
    hash(game)  # every reachable state is a hashable value (the bot's search keys on it)


def _loadout(yordle: rules.Yordle, seed: int) -> tuple[str, ...]:
    """Two of the Yordle's Schematics, a different pair for different seeds."""
    names = [s.spec.name for s in cards().schematics if s.spec.yordle == yordle.value]
    first = seed % (len(names) - 1)
    return (names[first], names[first + 1])


def play(seed: int, seats: int) -> rules.Game:
    mission = load_mission("tutorial")
    chooser = random.Random(seed)
    game = rules.new_game(mission.rules, mission.board, seats=seats, seed=seed).game
    start = census(game)
    while game.result is None and game.round <= ROUNDS:
        actions = rules.legal_actions(game)
        assert actions, f"the game is stuck in {game.phase}"
        before, game = game, rules.apply(game, chooser.choice(actions)).game
        check_invariants(game, start, before)
    return game


def test_random_tutorial_games_keep_every_invariant():
    rounds_played = 0
    for seed in range(GAMES):
        game = play(seed, seats=seed % 4 + 1)
        rounds_played += game.round
    assert rounds_played >= GAMES * 2


@pytest.mark.parametrize("mission", campaign(), ids=lambda m: m.id)
def test_random_games_of_every_mission_keep_every_invariant(mission):
    """Bombs, Bosses, Lava Walls and carried Shards too, with Schematics switched on."""
    for seed in range(12):
        seats = seed % 4 + 1
        chooser = random.Random(seed)
        loadouts = tuple(_loadout(yordle, seed) for yordle in DEFAULT_YORDLES[:seats])
        game = rules.new_game(
            mission.rules_for(seed % 2 == 1), mission.board, seats, seed, loadouts=loadouts
        ).game
        gears = replace(game.trackers, gears=seed % 16)  # Schematics and Overdrive on in some
        game = replace(game, trackers=gears)
        start = census(game)
        while game.result is None and game.round <= 4:
            before = game
            game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game
            check_invariants(game, start, before)


def test_a_game_replays_exactly_from_its_seed_and_actions():
    mission = load_mission("tutorial")
    chooser = random.Random(5)
    start = rules.new_game(mission.rules, mission.board, seats=3, seed=99).game
    game, taken, log = start, [], []
    while game.round <= 2 and game.result is None:
        action = chooser.choice(rules.legal_actions(game))
        outcome = rules.apply(game, action)
        taken.append(action)
        log.extend(outcome.events)
        game = outcome.game
    replayed, replay_log = rules.new_game(mission.rules, mission.board, seats=3, seed=99).game, []
    for action in taken:
        outcome = rules.apply(replayed, action)
        replay_log.extend(outcome.events)
        replayed = outcome.game
    assert replayed == game and hash(replayed) == hash(game)
    assert replay_log == log


def test_an_illegal_action_raises_and_changes_nothing():
    mission = load_mission("tutorial")
    game = rules.new_game(mission.rules, mission.board, seats=2, seed=4).game
    before = game
    wrong_seat = 1 - game.draft.pick_order[0]
    try:
        rules.apply(game, rules.DraftCard(wrong_seat, game.draft.row[0].id))
    except IllegalAction as refused:
        assert f"seat {game.draft.pick_order[0]}'s pick" in str(refused)
    else:
        raise AssertionError("a pick out of turn was accepted")
    assert game == before
