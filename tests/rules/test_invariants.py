"""The invariants ``simulate --check`` relies on catch what they name."""

from __future__ import annotations

from dataclasses import replace

from game import rules
from game.content import load_mission
from game.rules.invariants import broken, census
from game.rules.state import Minion


def start() -> rules.Game:
    mission = load_mission("mission-3")  # a Boss, Minions, Rune Gates
    return rules.new_game(mission.rules, mission.board, seats=2, seed=8).game


def test_a_fresh_game_breaks_nothing():
    game = start()
    assert broken(game, census(game)) == []


def test_a_lost_command_card_is_noticed():
    game = start()
    assert broken(
        replace(game, decks=replace(game.decks, command=game.decks.command[1:])), census(game)
    ) == ["Command Cards were created or lost: 95, not 96"]


def test_a_boss_card_in_two_places_is_noticed():
    game = start()
    assert game.boss is not None
    doubled = replace(game, boss=replace(game.boss, discard=game.boss.deck[:1]))
    problems = broken(doubled, census(game))
    assert any("Boss Card #" in p and "two places" in p for p in problems), problems


def test_two_blockers_on_one_space_are_noticed():
    game = start()
    cell = game.mech(0).cell
    crowded = replace(game, minions=(Minion(game.next_id, cell),), next_id=game.next_id + 1)
    assert f"two pieces stand on {cell}" in broken(crowded, census(game))


def test_an_id_given_out_again_is_noticed():
    game = start()
    first = game.minions[0]
    gone = replace(game, minions=game.minions[1:])
    back = replace(gone, minions=(*gone.minions, replace(first, cell=first.cell)))
    assert broken(back, census(game), before=gone) == [f"id {first.id} was given out again"]


def test_trackers_out_of_range_are_noticed():
    game = start()
    problems = broken(
        replace(game, trackers=replace(game.trackers, gears=16, doom=-1)), census(game)
    )
    assert "Team Gears at 16" in problems
    assert any(p.startswith("the Doom Tracker at -1") for p in problems)


def test_a_game_with_no_legal_action_is_noticed():
    game = start()
    decks = replace(game.decks, command=game.decks.command + game.draft.row)
    stuck = replace(game, draft=replace(game.draft, row=(), pick_order=()), decks=decks)
    assert "no legal action in the draft phase" in broken(stuck, census(game))
