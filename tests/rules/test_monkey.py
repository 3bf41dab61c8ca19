"""Seeded random play: after every step the game keeps its invariants."""

import random
from collections import Counter
from dataclasses import replace

import pytest

from game import rules
from game.content import campaign, cards, load_mission
from game.rules.engine import DEFAULT_YORDLES, IllegalAction

GAMES = 200
ROUNDS = 3


def check_invariants(game: rules.Game, start_cards: int, start_damage: int) -> None:
    board = game.board
    blocking = [m.cell for m in game.mechs] + [m.cell for m in game.minions]
    if game.bomb is not None:
        blocking.append(game.bomb)
    if game.boss is not None:
        blocking.extend(game.boss.footprint())
    assert len(blocking) == len(set(blocking)), f"two pieces share a space:\n{game}"
    for cell in blocking + [s.cell for s in game.shards]:
        assert board.is_open(cell), f"{cell} is off the board or in a boulder"
    ids = [m.id for m in game.minions] + [s.id for s in game.shards]
    assert len(ids) == len(set(ids)), "piece ids are not unique"
    cards = list(game.decks.command) + list(game.decks.discard) + list(game.draft.row)
    for mech in game.mechs:
        cards += list(mech.hand) + [c for s in mech.slots for c in s.cards]
        for slot in mech.slots:
            assert len(slot.cards) <= 3
            assert len({c.element for c in slot.cards}) <= 1, "a stack mixes elements"
    assert len(cards) == start_cards, "Command Cards were created or lost"
    assert len({c.id for c in cards}) == start_cards, "a Command Card is in two places"
    damage = list(game.decks.damage) + list(game.decks.damage_discard)
    for mech in game.mechs:
        damage += list(mech.damage_cards())
    assert Counter(d.id for d in damage).most_common(1)[0][1] == 1
    assert len(damage) == start_damage, "Damage Cards were created or lost"
    if game.pending is not None:
        assert game.pending.options, "a question with no options"
        assert len(set(game.pending.options)) == len(game.pending.options)
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
    start_cards = game.card_count()
    start_damage = len(game.decks.damage)
    while game.result is None and game.round <= ROUNDS:
        actions = rules.legal_actions(game)
        assert actions, f"the game is stuck in {game.phase}"
        game = rules.apply(game, chooser.choice(actions)).game
        check_invariants(game, start_cards, start_damage)
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
        game = replace(
            game, trackers=replace(game.trackers, gears=seed % 16)
        )  # some games with Schematics and Overdrive on
        start_cards, start_damage = game.card_count(), len(game.decks.damage)
        while game.result is None and game.round <= 4:
            game = rules.apply(game, chooser.choice(rules.legal_actions(game))).game
            check_invariants(game, start_cards, start_damage)


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
