"""A bot seat placing its Mech at the start faces somewhere worth a first step."""

from __future__ import annotations

from game import rules
from game.bots import Decision, Planner
from game.content import load_mission
from game.rules import Facing


def _placing(mission_id: str, seats: int) -> tuple[rules.Game, list[tuple[rules.Game, Decision]]]:
    """The bot places every Mech: the game after, and each question with its Decision."""
    mission = load_mission(mission_id)
    game = rules.new_game(
        mission.rules_for(False), mission.board, seats=seats, seed=201, is_placing=True
    ).game
    planner, decided = Planner(), []
    while game.pending is not None:
        decision = planner.decide(game, game.pending.seat)
        decided.append((game, decision))
        game = rules.apply(game, decision.action).game
    return game, decided


def _placed(mission_id: str, seats: int) -> tuple[rules.Game, list[rules.Action]]:
    """The bot places every Mech; the game after, and each answer it gave."""
    game, decided = _placing(mission_id, seats)
    return game, [decision.action for _, decision in decided]


MISSIONS = ("tutorial", "mission-1", "mission-2", "mission-8", "mission-9", "mission-10")


def test_a_placement_says_what_a_first_step_from_it_gains_and_the_step_does_so():
    """No placing answer is "the answer that plays out best": it says what a first step
    from the space or facing chosen gains ("facing right: a first step that way comes 1
    space closer to a Crystal Shard"), why there is none, or what the space itself gains;
    and a first step so claimed, taken on the board, comes that many spaces closer."""
    from game.bots import reasons
    from game.scenes.play.bot_words import reason

    claimed = 0
    for mission_id in MISSIONS:
        for seats in (1, 2, 4):
            for game, decision in _placing(mission_id, seats)[1]:
                words = reason(decision)
                assert decision.why != "best_answer", (mission_id, seats, words)
                assert "if luck allows" not in words, "where a Mech stands rests on no die"
                option = decision.action.option
                if isinstance(option, Facing):
                    assert words.startswith(("a first step", "no way")) or decision.why == "heading"
                if not decision.first_step or decision.why not in reasons.TOWARD:
                    continue
                placed = rules.apply(game, decision.action).game
                seen = placed.pending.preview if placed.pending is not None else None
                mech = (seen or placed).mech(decision.action.seat)  # on the space chosen
                ways = [option] if isinstance(option, Facing) else list(Facing)
                kind = reasons.named(decision.why, placed)
                gained = set()
                for way in ways:
                    ahead = rules.grid.step(mech.cell, way)
                    if placed.is_open(ahead) and (seen or placed).piece_at(ahead) is None:
                        gained.add(
                            reasons.gap(kind, placed, mech.cell) - reasons.gap(kind, placed, ahead)
                        )
                assert decision.count >= 1 and decision.count in gained, (mission_id, words)
                claimed += 1
    assert claimed >= 10, "first steps claimed and checked"


def test_a_start_space_whose_first_step_gains_is_taken_over_one_whose_does_not():
    """Mission 10 at 4 seats: the start spaces score alike; the bot starts each Mech where
    a first step gains (toward a Shard or the Boss), so none faces a corner it must turn
    out of before its first Move card counts."""
    for game, decision in _placing("mission-10", 4)[1]:
        if game.pending is not None and game.pending.prompt is rules.Prompt.START:
            assert decision.first_step or decision.why not in ("any_space",), decision
