"""The Doom Cannon's clock in the bot's evaluation: on it, the way still to go is time (the
farthest Shard pulls from anywhere on the board, every step into the zone counts), and a
round bought by stripping a Boss Card is worth less the less Boss health there is to take."""

from __future__ import annotations

from dataclasses import replace

from game import rules
from game.bots import Planner
from game.bots.evaluate import Mind
from game.scenario import build

CLOCK = {"defeats": ["doom_cannon"]}
ROW = "0> .  .  .  .  .  .  .  .  .  .  .  .  ."  # fourteen spaces, the Mech at the west end


def mind_and_game(board: str, mission: dict) -> tuple[Mind, rules.Game]:
    game = build({"board": board, "phase": "program", "mission": mission}).game
    return Mind(game), game


def stepped(game: rules.Game, seat: int, cell: tuple[int, int]) -> rules.Game:
    return game.with_mech(replace(game.mech(seat), cell=cell))


def test_on_the_clock_a_shard_far_across_the_board_still_pulls():
    shards = {"stages": [{"objective": "no_shards"}]}
    board = ROW[:-1] + "*"  # the Shard 13 spaces east
    mind, game = mind_and_game(board, {**shards, **CLOCK})
    assert mind.score(stepped(game, 0, (1, 0))) > mind.score(game)
    # Without a clock, a Shard that far is no nearer for a step (as before).
    calm, game = mind_and_game(board, shards)
    assert calm.score(stepped(game, 0, (1, 0))) == calm.score(game)


def test_on_the_clock_each_step_into_the_zone_is_worth_more():
    zone = {"stages": [{"objective": {"kind": "all_mechs_in_zone", "params": {"zone": "end"}}}]}
    board = f"{ROW}\n1> .  .  .  .  .  .  .  .  .  .  .  .  .\nzone end 13,0 13,1"

    def step_worth(mission: dict) -> float:
        mind, game = mind_and_game(board, mission)
        return mind.score(stepped(game, 1, (1, 1))) - mind.score(game)

    assert step_worth({**zone, **CLOCK}) > 2 * step_worth(zone) > 0


def test_on_the_clock_the_planner_heads_for_the_zone_before_repairing():
    """A Mech far from the entrance holding a Blaze (a step forward, or a repair if scrapped):
    off the clock a step is worth less than the repair; on it, every step is time."""

    def choice(mission: dict) -> rules.Action:
        stages = [{"objective": {"kind": "all_mechs_in_zone", "params": {"zone": "end"}}}]
        run = build(
            {
                "board": f"{ROW}\nzone end 13,0",
                "phase": "program",
                "mission": {"stages": stages, **mission},
                "mechs": {0: {"hand": ["blaze"], "damage": {5: "glitch_5_6"}}},
            }
        )
        return Planner().decide(run.game, 0).action

    assert isinstance(choice({}), rules.ScrapCard)
    assert isinstance(choice(CLOCK), rules.PlaceCard)


BOSS_FIGHT = {
    "stages": [{"objective": "boss_beaten"}],
    "at_player_phase_end": ["pads_strip_boss"],
    "doom": 5,
    **CLOCK,
}
ARENA = "+0^ .  .  X  X\n.   .  .  X  X"


def boss_terms(health: int) -> dict[str, float]:
    spec = {"board": ARENA, "phase": "program", "mission": BOSS_FIGHT, "doom": health}
    spec["boss"] = {"slots": {1: ["flame_nova", "flame_nova"], 2: "electrostomp"}}
    game = build(spec).game
    return Mind(game).terms(game)


def test_a_strip_weighs_less_against_a_boss_nearly_beaten():
    whole, nearly = boss_terms(health=5), boss_terms(health=1)
    assert nearly["strip"] < whole["strip"]
    assert nearly["cannon"] > whole["cannon"]  # the cards on its line cost less time
    # A slot one card from firing is as dangerous either way: only rounds are cheaper.
    assert whole["cannon"] - nearly["cannon"] < 0.8 * -whole["cannon"]
