"""The bot's sense of the Boss's Command Line: a fuller line makes a strip worth more."""

from __future__ import annotations

import pytest

from game import rules
from game.bots import Planner
from game.bots.boss import SHIELD_READY, SHORT_HIT, _cannon_danger, _short, _strip_worth
from game.bots.evaluate import Mind
from game.scenario import build

BOSS_FIGHT = {
    "stages": [{"objective": "boss_beaten"}],
    "at_player_phase_end": ["pads_strip_boss"],
    "defeats": ["doom_cannon"],
    "doom": 5,
}


def test_a_strip_is_worth_more_as_the_line_fills():
    worths = [_strip_worth(h) for h in ([1, 1, 0, 0], [2, 1, 1, 0], [2, 2, 2, 1], [2, 2, 2, 2])]
    assert worths == sorted(worths) and len(set(worths)) == len(worths)
    # With every slot at Power 2 the next Boss Card fires the Doom Cannon: stripping one is
    # worth more than two points of Boss health (35 each in the evaluation).
    assert _strip_worth([2, 2, 2, 2]) > 70


def test_a_slot_at_power_three_is_a_lost_game_and_full_slots_add_up():
    assert _cannon_danger([3, 0, 0, 0]) > _cannon_danger([2, 2, 2, 2])
    assert _cannon_danger([2, 2, 2, 2]) > 4 * _cannon_danger([2, 0, 0, 0])


def test_the_pads_strip_takes_the_card_that_would_fire_the_cannon():
    """Both Mechs end the Player Phase on Repair Pads with slot 1 at Power 3: the strip must
    take that slot's top card. The strip asked about is this round's, and the Boss's line
    runs before the next one: counting that next strip as if it came first (870 points for
    a slot at 3) made every slot look alike, and the bot stripped slot 3 (traced: Mission
    10, 2 seats, seed 203, round 8: the Cannon fired)."""
    spec = {
        "board": "+0^ .  +1^ .  X  X\n.   .  .   .  X  X",
        "phase": "execute",
        "until": "danger",
        "mission": BOSS_FIGHT,
        "boss": {
            "slots": {
                1: ["axe_strike", "get_over_here", "mech_magnet"],
                2: "flame_nova",
                3: ["electrostomp", "quadrabeam"],
                4: "charge",
            }
        },
    }
    game = build(spec).game
    assert game.pending is not None and game.pending.prompt is rules.Prompt.BOSS_SLOT
    decision = Planner().decide(game, game.pending.seat)
    assert decision.action == rules.Choose(game.pending.seat, rules.BossSlot(0))
    assert decision.why == "cannon" and decision.count == 1


LINE = {1: ["axe_strike", "mech_magnet"], 2: ["flame_nova"] * 2, 3: "quadrabeam"}
HEIGHTS = [2, 2, 1, 0]  # LINE's: three more cards fit, so four Danger Phases pass


def pads_terms(health: int) -> dict[str, float]:
    """Two Mechs on Repair Pads against a Boss of 10 health, with LINE on its slots."""
    spec = {
        "board": "+0^ .  +1^ .  X  X\n.   .  .   .  X  X",
        "phase": "program",
        "mission": {**BOSS_FIGHT, "doom": 10},
        "doom": health,
        "boss": {"slots": LINE},
    }
    game = build(spec).game
    return Mind(game).terms(game)


def test_a_strip_buys_a_round_of_hits_only_when_the_clock_is_short():
    """Four rounds left, two Mechs landing about a hit a round: with 6 health to take the
    clock is short by two hits, and the round a strip buys is worth a round of hits (35);
    with 4 health the hits fit in the rounds left and the strip is worth only the danger
    the card poses (traced: Mission 10 normal, a hit always outscored a strip, and the team
    never ended a Player Phase on the pads until a slot was at Power 3)."""
    short, enough = pads_terms(health=6), pads_terms(health=4)
    stripped = [1, 2, 1, 0]
    by_time = [_cannon_danger(HEIGHTS, t) - _cannon_danger(stripped, t) for t in (0.6, 0.4)]
    assert short["strip"] - enough["strip"] == pytest.approx(SHORT_HIT + by_time[0] - by_time[1])
    # The hits the clock leaves no room for cost what a hit is worth; none when they fit.
    by_time = [_cannon_danger(HEIGHTS, t) for t in (0.6, 0.4)]
    gap = enough["cannon"] - short["cannon"]
    assert gap == pytest.approx(2 * SHORT_HIT + by_time[0] - by_time[1])


def strip_term(board: str) -> float:
    """The strip's term for two Mechs against a Boss with LINE on its slots."""
    spec = {"board": board, "phase": "program", "mission": BOSS_FIGHT, "boss": {"slots": LINE}}
    game = build(spec).game
    return Mind(game).terms(game).get("strip", 0.0)


def test_each_mech_needs_a_repair_pad_of_its_own():
    """A strip needs every Mech on a pad at once: a Mech beside the pad its teammate holds
    is no nearer one (it was counted as ready as a Mech beside a free pad), and a pad the
    Boss stands on is no use to anyone (traced: Mission 10, 4 seats, the Boss on one of
    the four pads and the team still drawn to them)."""
    beside_taken = strip_term("+0^ 1^ .  .  .  +\n.   .  .  .  X  X\n.   .  .  .  X  X")
    beside_free = strip_term("+0^ .  .  .  1^ +\n.   .  .  .  X  X\n.   .  .  .  X  X")
    assert beside_free > beside_taken > 0
    assert strip_term("+0^ 1^ .  .  +X X\n.   .  .  .  X  X") == 0  # the second pad is the Boss's
    assert strip_term("+0^ 1^ .  .  +  .\n.   .  .  .  X  X\n.   .  .  .  X  X") > 0


def test_four_mechs_are_counted_on_for_no_more_hits_a_round_than_two():
    """Each hit needs its colour's shield down first, and four Mechs share the same four
    shields: counted on for twice the hits, a team of four saw time to spare and let the
    Doom Cannon come (measured: two Mechs land 1.1 hits a round, four 0.9)."""
    assert _short(HEIGHTS, 6, 4) == _short(HEIGHTS, 6, 2) == 2
    assert _short(HEIGHTS, 6, 1) > _short(HEIGHTS, 6, 2)


def pad_pull(gap: int, teammate_on_pad: bool) -> float:
    """The strip's term with Mech 1 ``gap`` spaces west of a free Repair Pad, and Mech 0
    on the other pad or, off it, more than ten spaces from a pad of its own."""
    row = ["+" if teammate_on_pad else "."] + ["."] * 10 + ["+"]
    row[0] += "0^"
    row[11 - gap] = "1^"
    if not teammate_on_pad:
        row += ["+"]
    wide = len(row)
    boss = ["X", "X"] + ["."] * (wide - 2)
    return strip_term("\n".join(" ".join(r) for r in (row, boss, boss)))


def test_a_step_nearer_a_pad_pulls_alike_ten_spaces_off_or_two():
    """Every Mech must stand on a pad for the strip, so each step nearer one counts alike,
    far or near, and whatever the teammate does: squared, the pull all but vanished for
    Mechs far from the pads, and they wandered off until the clock was short (Mission 10,
    2 seats, seeds 210-269: 19 of 60 won against 13)."""
    far = pad_pull(8, True) - pad_pull(9, True)
    near = pad_pull(1, True) - pad_pull(2, True)
    alone = pad_pull(8, False) - pad_pull(9, False)
    assert far > 0
    assert far == pytest.approx(near) and far == pytest.approx(alone)


def shields_term(down: str) -> float:
    """Two Mechs before the Boss, one with a Flamespitter (Fire: the red shield) in its
    line, the other with nothing to strike with; ``down``: the shield switched off."""
    spec = {
        "board": "0^ .  1^ .  X  X\n.  .  .  .  X  X",
        "phase": "program",
        "mission": BOSS_FIGHT,
        "mechs": {0: {"line": {1: "flamespitter"}}},
        "inactive_runes": [down],
    }
    game = build(spec).game
    return Mind(game).terms(game)["boss_shields"]


def test_a_shield_down_that_a_line_strikes_through_is_half_a_hit_made_ready():
    """A shield stays down until a hit of its colour lands, so dropping the red one for a
    Mech with a Flamespitter is the first half of a hit; the green one no line here can
    use is worth only a little (traced: Mission 10, 2 seats, rounds at the Repair Pads
    with every shield up and no program able to land a hit)."""
    assert shields_term("red") - shields_term("green") == pytest.approx(SHIELD_READY)
    assert shields_term("green") > 0
