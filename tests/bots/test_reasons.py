"""A bot's reasons name their concrete effect with its number ("kills 2 Minions"), in every
language; none speaks of trouble that is not there; a Hint that overrides slotted cards
says what it gives up; and the numbers hold under the program proposed."""

from __future__ import annotations

import contextlib
import re

import bench_bot
import pytest
import screen_truth

from game import i18n, rules
from game.bots import Planner, reasons
from game.bots.planner import STEADY, _steady
from game.rules.state import MAX_STACK
from game.scenario import build
from game.scenes.play import bot_words
from game.scenes.play.bot_words import REASON_WORDS, reason

COUNTED = sorted(reasons.COUNTED | {STEADY})


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("kind", COUNTED)
def test_each_counted_reason_says_its_number_in_words_of_its_own(kind, language):
    i18n.use(language)
    plain = i18n.tr(REASON_WORDS[kind])
    for n in (1, 2, 5):
        words = reason(kind, False, n)
        assert str(n) in words and words != plain, (kind, n, words)
    assert reason(kind, False, 2) != reason(kind, False, 5)
    if language == "es":
        i18n.use("en")
        english = reason(kind, False, 2)
        i18n.use("es")
        assert reason(kind, False, 2) != english, f"{kind}: not translated"


def test_no_reason_speaks_of_trouble_and_steady_counts_only_minions_that_are_there():
    assert not [w for w in REASON_WORDS.values() if "trouble" in w]
    empty = build({"board": ".  .  .\n.  0^ .\n.  .  .", "phase": "program"}).game
    near = build({"board": ".  m  .\n.  0^ .\n.  .  .", "phase": "program"}).game
    far = build({"board": "m  .  .  .  .\n.  .  .  .  .\n.  .  .  .  0^", "phase": "program"})
    assert _steady(empty) == (STEADY, 0)
    assert _steady(near) == (STEADY, 1)
    assert _steady(far.game) == (STEADY, 0), "four spaces off is not close by"
    calm = reason(STEADY, False, 0)
    assert "Minion" not in calm and calm == "no move gains more than another here"
    assert "1 Minion close by" in reason(STEADY, False, 1)


def test_a_plan_that_kills_says_how_many_and_the_rules_agree():
    """Blaze at Power 2 burns its way through three Minions (the scenario of the rules);
    the bot, holding the second Blaze, says it kills 3, and the line run kills 3."""
    game = build(
        {
            "board": ".  m  .  m  .\n.  m  m  m  .\n.  .  .  .  .\n.  .  0^ .  .",
            "phase": "program",
            "mechs": {0: {"line": {1: ["blaze"]}, "hand": ["blaze"]}},
        }
    ).game
    planner = Planner()
    decision = planner.decide(game, 0)
    assert decision.why in ("kills", "minions_left") and decision.count >= 1, decision
    assert re.fullmatch(rf"kills {decision.count} Minions?", reason(decision))
    before = len(game.minions)
    while game.phase is rules.Phase.PROGRAM and game.result is None:
        game = rules.apply(game, planner.decide(game, 0).action, until=rules.Phase.MINIONS).game
    assert before - len(game.minions) == decision.count


def test_a_placement_over_slotted_cards_says_what_it_gives_up():
    game = build(
        {
            "board": ".  .  .\n.  0^ .\n.  .  .",
            "phase": "program",
            "mechs": {
                0: {"line": {1: ["blaze"], 2: ["speed", "speed", "speed"]}, "hand": ["speed"]}
            },
        }
    ).game
    card = game.mech(0).hand[0].id
    over = bot_words.move_words(None, game, rules.PlaceCard(0, card, 0))  # type: ignore[arg-type]
    assert over == "Speed in slot 1, giving up Blaze"
    full = bot_words.move_words(None, game, rules.PlaceCard(0, card, 1))  # type: ignore[arg-type]
    assert full == "Speed in slot 2, giving up Speed", "a fourth card pushes the first off"
    free = bot_words.move_words(None, game, rules.PlaceCard(0, card, 2))  # type: ignore[arg-type]
    assert free == "Speed in slot 3"
    assert bot_words.MAX_STACK == MAX_STACK


LAST = re.compile(r"previews checked: (\d+), disagreements: (\d+)$")
SMALL = ["--games", "1", "--rounds", "3", "--hints", "4", "--mission", "mission-1"]


def test_every_number_a_hint_gives_holds_under_its_program(capsys):
    code = screen_truth.main(SMALL)
    out = capsys.readouterr().out
    checked = re.search(r"Hint reasons' numbers checked: (\d+)", out)
    assert checked is not None and int(checked[1]) >= 1, out
    assert code == 0 and out.strip().endswith("disagreements: 0"), out


def test_a_number_that_lies_is_caught(capsys, monkeypatch):
    count = reasons.count
    monkeypatch.setattr(reasons, "count", lambda *a: count(*a) + 1)
    code = screen_truth.main(SMALL)
    out = capsys.readouterr().out
    assert code == 1 and "hint count" in out, out


def test_the_speed_benchmark_prints_its_figure_line_last(capsys, monkeypatch):
    """A tiny run (the Tutorial's first round; the other commit's figure given)."""
    monkeypatch.setattr(bench_bot, "MISSIONS", ("tutorial",))
    theirs = "programs/s: 50, decision median: 9 ms"
    monkeypatch.setattr(bench_bot.against, "checkout", lambda rev: contextlib.nullcontext(rev))
    monkeypatch.setattr(bench_bot.against, "last_line_in", lambda *a: theirs)
    assert bench_bot.main(["--rounds", "1", "--against", "abc1234", "--repeats", "2"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-4:-2] == [f"abc1234: {theirs}"] * 2  # the two sides in turns
    assert lines[-2].startswith("this commit: programs/s: ")
    figure = re.fullmatch(
        r"programs/s: (\d+) \(×([0-9.]+) against abc1234\), decision median: (\d+) ms", lines[-1]
    )
    assert figure is not None, lines[-1]
    assert float(figure[2]) == pytest.approx(int(figure[1]) / 50, abs=0.02)


def _stepped(game, seat, cell):
    """The position with the seat's Mech moved to ``cell`` (what a line could make of it)."""
    from dataclasses import replace

    mechs = tuple(replace(m, cell=cell) if m.seat == seat else m for m in game.mechs)
    return replace(game, mechs=mechs)


def test_a_mech_heading_somewhere_says_how_many_spaces_closer_it_comes():
    """Distance reasons count the spaces the seat's Mech gains on the board."""
    game = build(
        {
            "board": ".  .  .  .  .  .  *\n.  .  .  .  .  .  .\n0^ .  .  .  .  .  m",
            "phase": "program",
        }
    ).game
    ahead = _stepped(game, 0, (3, 2))
    assert reasons.count("shard_reach", 0, game, ahead) == 3
    assert reasons.count("hunt", 0, game, ahead) == 3
    assert reasons.count("shard_reach", 0, ahead, game) == 0, "stepping back gains nothing"
    assert reasons.count("zone", 0, game, ahead) == 0, "no zone to head for"
    assert reason("shard_reach", False, 3) == "comes 3 spaces closer to a Crystal Shard"
    assert reason("hunt", False, 1) == "comes 1 space closer to the Minions"
    for kind in reasons.TOWARD:
        assert kind in reasons.COUNTED and kind in REASON_WORDS


def _mission_start(mission_id):
    from game.content import campaign
    from game.rules.engine import DEFAULT_YORDLES

    mission = next(m for m in campaign() if m.id == mission_id)
    return rules.new_game(mission.rules, mission.board, seats=DEFAULT_YORDLES[:2], seed=1).game


def test_boss_reasons_count_health_shields_and_cards_taken():
    from dataclasses import replace

    from game.rules import Rune

    game = _mission_start("mission-3")
    hit = replace(game, trackers=replace(game.trackers, doom=game.trackers.doom - 2))
    assert reasons.count("boss_health", 0, game, hit) == 2
    assert reasons.count("boss_health", 0, hit, game) == 0, "healing is no hit"
    down = replace(game, inactive_runes=frozenset({Rune.RED, Rune.BLUE}))
    assert reasons.count("boss_shields", 0, game, down) == 2
    full = replace(game, boss=replace(game.boss, slots=((game.boss.deck[0],), (), (), ())))
    assert reasons.count("cannon", 0, full, game) == 1
    # Mission 6: a knockdown heals the Boss fully; the hit that knocked it down still counts.
    six = _mission_start("mission-6")
    low = replace(six, trackers=replace(six.trackers, doom=1))
    assert reasons.count("knockdown", 0, low, six) == 1
    assert reason("boss_health", False, 2) == "takes 2 health from the Boss"
    assert reason("boss_shields", False, 1) == "drops 1 Boss shield"


def test_guards_count_the_minions_they_keep_back_and_the_rows_they_gain():
    from game.bots.geometry import geometry

    four = _mission_start("mission-4")
    field = geometry(four.board).to_cells(four.board.zone("start_line"), "free")
    near = next(c for c, d in sorted(field.items()) if d == 1)
    far = max(field, key=lambda c: field[c])
    assert field[far] > 9
    assert reasons.held_back("breach", four, {1: near, 2: near}, {2: near}) == 1, "1 killed"
    assert reasons.held_back("breach", four, {1: near}, {1: far}) == 1, "1 pushed back"
    assert reasons.held_back("breach", four, {1: far}, {}) == 0, "far off: no danger kept"
    assert reason("breach", False, 2) == "keeps 2 Minions back from the line"
    one = _mission_start("mission-1")
    bomb = one.bomb
    beside = (bomb[0] + 1, bomb[1])
    assert reasons.held_back("incoming", one, {1: beside}, {}, (bomb, bomb)) == 1
    assert reasons.named("incoming", one) == "incoming_bomb"
    assert reasons.named("incoming", _mission_start("mission-2")) == "incoming_school"
    assert reason("incoming_bomb", False, 1) == "keeps 1 Minion from reaching the Bomb"
    assert reasons.lava_rows(four, (0, 0), (0, 0)) == 0, "no lava, no rows"
    assert reason("lava", False, 2) == "gets 2 rows farther ahead of the lava"
