"""A bot's reasons name their concrete effect with its number ("kills 2 Minions"), in every
language; none speaks of trouble that is not there; a Hint that overrides slotted cards
says what it gives up; and the numbers hold under the program proposed."""

from __future__ import annotations

import contextlib
import re

import bench_bot
import pytest
import screen_truth

from game import i18n, names, rules
from game.bots import Planner, acting_seats, reasons
from game.bots.planner import STEADY
from game.bots.reasons import Landing
from game.content import load_mission
from game.scenario import build
from game.scenes.play import bot_words
from game.scenes.play.bot_words import REASON_WORDS, reason

COUNTED = sorted(reasons.COUNTED)


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


def test_no_reason_speaks_of_trouble_and_a_move_nothing_gains_on_says_where_it_leaves_the_mech():
    """On an empty board nothing is gained: the Hint says what its line does to the Mech
    (the Tutorial's "no move gains more than another here" said nothing), and the line run
    by the rules leaves the Mech just there."""
    assert not [w for w in REASON_WORDS.values() if "trouble" in w]
    board = "\n".join([".  .  .  .  ."] * 2 + [".  .  0^ .  ."] + [".  .  .  .  ."] * 2)
    game = build({"board": board, "phase": "program", "mechs": {0: {"hand": ["speed"]}}}).game
    planner = Planner()
    decision = planner.decide(game, 0)
    assert decision.why == STEADY and decision.landing is not None, decision
    assert reason(decision) == bot_words.landed(decision.landing)
    start = game.mech(0)
    while game.phase is rules.Phase.PROGRAM or game.pending is not None:  # to the line's end
        game = rules.apply(game, planner.decide(game, 0).action, until=rules.Phase.MINIONS).game
    assert reasons.landing(start, game.mech(0)) == decision.landing, "as the bot answers"
    assert decision.landing != Landing(0, 0, start.facing), "Speed moves it: said so"


def test_an_answer_nothing_gains_on_says_where_the_line_leaves_the_mech_for_sure():
    """Speed asks how far on an empty board: no answer gains more. The Hint says where the
    line then leaves the Mech, as a promise (no die is rolled, no card drawn: before, the
    imagined dice of the rest of the line made every such answer "if luck allows")."""
    board = "\n".join([".  .  .  .  ."] * 2 + [".  .  0^ .  ."] + [".  .  .  .  ."] * 2)
    game = build({"board": board, "phase": "program", "mechs": {0: {"line": {1: ["speed"]}}}})
    game = rules.apply(game.game, rules.EndProgramming(0), until=rules.Phase.MINIONS).game
    assert game.pending is not None and game.pending.prompt is rules.Prompt.DISTANCE
    planner = Planner()
    decision = planner.decide(game, 0)
    assert decision.why == "best_answer" and not decision.by_chance, decision
    assert decision.landing is not None
    assert reason(decision) == bot_words.landed(decision.landing, "answer")
    assert reason(decision).startswith("no answer gains more; the Mech ends")
    start = game.mech(0)
    while game.pending is not None:
        game = rules.apply(game, planner.decide(game, 0).action, until=rules.Phase.MINIONS).game
    assert reasons.landing(start, game.mech(0)) == decision.landing


@pytest.mark.parametrize("language", ["en", "es"])
def test_where_a_line_leaves_the_mech_is_said_way_by_way(language):
    i18n.use(language)
    up, N, E = Landing(0, -2, rules.Facing.N), rules.Facing.N, rules.Facing.E
    said = {
        landing: bot_words.landed(landing)
        for landing in (
            up,
            Landing(0, 1, N),
            Landing(1, 0, N),
            Landing(-3, 0, N),
            Landing(2, -1, N),
            Landing(0, 0, N),
            Landing(0, 0, E),
            Landing(0, -2, E),
        )
    }
    assert len(set(said.values())) == len(said), said
    answered = {bot_words.landed(landing, "answer") for landing in said}
    assert len(answered) == len(said) and not answered & set(said.values())
    assert all(
        "2" in words for landing, words in said.items() if 2 in (landing.down, -landing.down)
    )
    if language == "en":
        assert said[up] == "nothing gains more this round; the Mech ends 2 spaces up, facing up"
        assert said[Landing(2, -1, N)].endswith("ends 1 space up and 2 spaces right, facing up")
        assert (
            said[Landing(0, 0, E)]
            == "nothing gains more this round; the Mech stays put, facing right"
        )
    i18n.use("en")


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


def test_a_placement_over_a_skewer_says_the_skewered_minions_it_loses():
    game = build(
        {
            "board": ".  .  .\n.  0^ .\n.  .  .",
            "phase": "program",
            "mechs": {0: {"line": {1: ["skewer"]}, "parked": {1: 2}, "hand": ["blaze"]}},
        }
    ).game
    card = game.mech(0).hand[0].id
    words = bot_words.move_words(None, game, rules.PlaceCard(0, card, 0))  # type: ignore[arg-type]
    assert words == "Blaze in slot 1, giving up Skewer and 2 skewered Minions"
    assert rules.queries.given_up(game, 0, card, 0) == (game.mech(0).slots[0].cards, 2)


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
    """A tiny run (the Tutorial's first round), this tree beside itself: two processes a
    repeat, each playing the round in turns."""
    here = bench_bot.HERE
    monkeypatch.setattr(bench_bot.against, "checkout", lambda rev: contextlib.nullcontext(here))
    argv = ["--rounds", "1", "--missions", "tutorial", "--against", "abc1234", "--repeats", "1"]
    assert bench_bot.main(argv) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    theirs = re.fullmatch(r"abc1234: programs/s: (\d+), decision median: \d+ ms", lines[-2])
    assert theirs is not None, lines[-2]
    figure = re.fullmatch(
        r"programs/s: (\d+) \(×([0-9.]+) against abc1234\), decision median: (\d+) ms", lines[-1]
    )
    assert figure is not None, lines[-1]
    assert float(figure[2]) == pytest.approx(int(figure[1]) / int(theirs[1]), rel=0.5)
    # the same code: no side is favoured tenfold (a busy machine slows one side twice or
    # three times over in so tiny a run, so the bound says only what the format promises)
    assert 0.1 < float(figure[2]) < 10


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


def _placed(game, mechs=None, minions=None):
    """The position with Mechs (seat -> cell) and Minions (cells) put where given."""
    from dataclasses import replace

    from game.rules.state import Minion

    moved = tuple(replace(m, cell=(mechs or {}).get(m.seat, m.cell)) for m in game.mechs)
    changes = {"mechs": moved}
    if minions is not None:
        changes["minions"] = tuple(Minion(i + 1, c) for i, c in enumerate(minions))
    return replace(game, **changes)


def test_a_mech_in_the_way_stands_between_the_minions_and_the_school():
    """Mission 2: a Minion steps only to a free space nearer the School, so one whose only
    way in is a Mech's space gets nowhere; the evaluation gives back what it charged for
    it as incoming, and the reason counts the Minions held off by this Mech alone."""
    from game.bots.evaluate import Mind
    from game.bots.geometry import geometry
    from game.rules.grid import neighbours

    two = _mission_start("mission-2")
    field = geometry(two.board).to_cells(two.board.zone("school"), "free")
    outside = sorted(c for c, d in field.items() if d == 1)
    cell = next(c for c in outside if sum(field.get(n) == 0 for n in neighbours(c)) == 1)
    door = next(n for n in neighbours(cell) if field.get(n) == 0)
    away = max(field, key=lambda c: field[c])
    open_ = _placed(two, {0: away, 1: away}, [cell])
    held = _placed(two, {0: door, 1: away}, [cell])
    mind = Mind(two)
    assert mind.terms(open_).get("blocks", 0.0) == 0.0
    assert mind.terms(held)["blocks"] > 0
    assert mind.score(held) > mind.score(open_)
    assert reasons.count("blocks_school", 0, open_, held) == 1
    assert reasons.count("blocks_school", 1, open_, held) == 0, "seat 1's Mech is away"
    assert reasons.named("blocks", two) == "blocks_school"
    assert reason("blocks_school", False, 1) == "stands between 1 Minion and the School"
    i18n.use("es")
    assert reason("blocks_school", False, 2) == "se interpone entre 2 Esbirros y la Escuela"
    i18n.use("en")


def test_health_pads_boss_cards_and_damage_count_what_they_do():
    from dataclasses import replace

    five = _mission_start("mission-5")
    low = replace(five, trackers=replace(five.trackers, doom=3))
    assert reasons.count("health", 0, low, five) == 2, "a Repair Pad gave the Bomb 2 back"
    assert reasons.count("health", 0, five, low) == 0
    pad = five.board.cells_of(rules.Terrain.REPAIR_PAD)[0]
    rolled = replace(five, progress=replace(five.progress, bomb_pads=(pad,)))
    assert reasons.count("pads", 0, five, rolled) == 1
    assert reasons.named("pads", five, rolled) == "pads"
    assert reasons.named("pads", five, five) == reasons.PADS_BOMB
    assert reason("pads", False, 1) == "rolls the Bomb onto 1 Repair Pad ahead of the lava"
    assert reason("health", False, 1) == "gives the Bomb 1 health back"
    three = _mission_start("mission-3")
    card = three.boss.deck[0]
    carded = replace(three, boss=replace(three.boss, slots=((card,), (), (), ())))
    assert reasons.count("boss_cards", 0, carded, three) == 1
    assert reasons.count(reasons.BOSS_DRAFT, 0, three, carded) == 1, "at Power 1"
    assert reason("boss_cards", False, 2) == "takes 2 cards off the Boss's line"
    assert reason("boss_draft", False, 1) == "gives the Boss the less harmful card, at Power 1"
    # damage is spared against the alternative: the Damage Cards it draws that this does not
    drew = replace(three, decks=replace(three.decks, damage=three.decks.damage[2:]))
    assert reasons.count("damage", 0, three, three, drew) == 2
    assert reasons.count("damage", 0, three, drew, three) == 0
    assert reasons.count("damage", 0, three, three) == 0, "no alternative: nothing spared"
    assert reason("damage", False, 2) == "spares the team at least 2 damage"
    drew_one = replace(three, decks=replace(three.decks, damage=three.decks.damage[1:]))
    assert not reasons.hedged("damage", three, drew_one), "the first card drawn is sure"
    assert reasons.hedged("damage", three, drew), "what the second brings is imagined"


def test_a_fuel_tank_blown_says_the_damage_it_spares():
    """Blowing the Fuel Tank against a Lava Pool burn, weighed against keeping it (the
    burn draws a Damage Card into a slot): the answer's reason is the damage it spares."""
    from test_answers_blind import _burning

    from game.bots import planner as planner_module
    from game.bots.programs import Tried

    game = _burning("stuck_back")
    keep, blow = game.pending.options
    planner = Planner()
    mind = planner.mind(game)
    ends = [
        rules.apply(game, rules.Choose(0, o), until=rules.Phase.MINIONS).game for o in (keep, blow)
    ]
    worst, chosen = (Tried(mind.score(e), e) for e in ends)
    assert planner._why(mind, 0, game, worst, chosen) == ("damage", 1)
    assert planner_module.REASONS >= reasons.SAID


def test_every_term_scored_is_a_reason_with_words_and_a_number():
    """No reason speaks of a threat that is not there: each term the evaluation scores (read
    from the bots' source) is a reason the players' words know, and each but an objective
    or the result met carries a number (a counted reason whose count is 0 is not said)."""
    from pathlib import Path

    from game.bots.evaluate import TERMS
    from game.bots.planner import REASONS

    source = "".join(p.read_text() for p in Path(reasons.__file__).parent.glob("*.py"))
    scored = set(re.findall(r'add\(terms, "(\w+)"', source))
    scored |= set(re.findall(r'terms\["(\w+)"\]', source))
    assert scored and scored <= TERMS, scored - TERMS
    assert all(kind in REASON_WORDS for kind in REASONS), REASONS - set(REASON_WORDS)
    uncounted = TERMS - reasons.COUNTED
    assert uncounted == {"stage", "result"}
    assert reason("escalated", False, 1) == "puts off 1 escalation that brings more Minions"


def test_a_turn_toward_the_zone_counts_the_spaces_then_clear_ahead():
    """Mission 9: turned from the boulder at (4, 1) to face south, the Mech at (3, 1) has a
    way toward the Safety Zone ahead of it; facing the boulder still, none."""
    from dataclasses import replace

    from game.content import load_mission

    mission = load_mission("mission-9")
    game = rules.new_game(mission.rules_for(False), mission.board, seats=2, seed=1).game
    mech = replace(game.mech(0), cell=(3, 1), facing=rules.Facing.E)
    start = game.with_mech(mech)
    turned = start.with_mech(replace(mech, facing=rules.Facing.S))
    assert reasons.count("heading", 0, start, turned) >= 1
    assert reasons.count("heading", 0, start, start) == 0
    assert reasons.count("heading", 0, turned, turned) == 0, "it faced that way already"


def test_a_draft_pick_says_what_its_program_gains_or_whom_it_leaves_a_card():
    """ "fits this Mech's best program" said nothing: a pick now says what that program
    gains on ("breaks 2 Crystal Shards"), or else where that program leaves the Mech, or
    which card it leaves to a teammate."""
    mission = load_mission("mission-1")
    game = rules.new_game(mission.rules, mission.board, seats=2, seed=1).game
    planner, said = Planner(), {"own_program": 0, "teammate": 0, "landing": 0}
    while game.round <= 2 and game.result is None:
        decision = planner.decide(game, acting_seats(game)[0])
        if game.phase is rules.Phase.DRAFT and decision.why in said:
            said[decision.why] += 1
            said["landing"] += decision.landing is not None
            words = reason(decision)
            if decision.program is not None:
                kind, count = decision.program
                assert kind in REASON_WORDS and reason(kind, False, count) in words, words
                assert words.endswith("if all goes to plan")
            elif decision.why == "own_program":  # gaining on nothing: where it leaves it
                assert decision.landing is not None, decision
                assert words == bot_words.landed(decision.landing, "draft"), words
            if decision.why == "teammate":
                assert decision.left is not None and names.command(decision.left) in words
        game = rules.apply(game, decision.action).game
    assert said["own_program"] > said["landing"] > 0 and said["teammate"], said


def test_a_boss_card_or_way_that_harms_no_more_than_another_says_every_answer_is_the_same():
    """A question out of the Mechs' own lines (the Boss draft, the way the Boss goes)
    whose every answer comes to the same says so, not "the answer that plays out best";
    and each answer, played out, does come to the same."""
    from game.bots import sandbox

    mission = load_mission("mission-6")  # the Boss's first Danger Phase: which way it goes
    game = rules.new_game(mission.rules_for(False), mission.board, seats=1, seed=7).game
    planner = Planner()
    while game.round <= 1:
        decision = planner.decide(game, acting_seats(game)[0])
        if decision.why == "even":
            break
        game = rules.apply(game, decision.action).game
    else:
        pytest.fail("no question came to the same whatever the answer")
    request = game.pending
    assert request is not None and game.phase is not rules.Phase.EXECUTE
    assert reason(decision) == "every answer comes to the same here"
    mind, salt = planner.mind(game), sandbox.salt_of(game, len(request.options))
    until = sandbox.AFTER.get(game.phase)
    values = {planner._answered(mind, game, o, until, salt)[0] for o in request.options}
    assert len(request.options) > 1 and len(values) == 1, values


def _boss_question(mission_id: str, prompt: rules.Prompt, kind: str):  # type: ignore[no-untyped-def]
    """The first question of ``prompt`` in a Danger Phase (Mission's seed 7, one seat)
    whose Hint says ``kind``, and that Hint."""
    mission = load_mission(mission_id)
    game = rules.new_game(mission.rules_for(False), mission.board, seats=1, seed=7).game
    planner = Planner()
    while game.result is None and game.round <= 4:
        decision = planner.decide(game, acting_seats(game)[0])
        asked = game.pending
        is_asked = asked is not None and asked.prompt is prompt
        if is_asked and game.phase is rules.Phase.DANGER and decision.why == kind:
            return game, decision
        game = rules.apply(game, decision.action).game
    pytest.fail(f"no {prompt.value} question in {mission_id} said {kind}")


def test_a_boss_card_that_keeps_the_cannon_farther_off_says_so_and_the_rules_agree():
    """The Boss draft, where one card keeps the Doom Cannon farther off, says so with the
    Power the card reaches (not "the answer that plays out best"), as a certainty: what
    the draft gives is on the table. The screen-truth checker finds the number true."""
    game, decision = _boss_question("mission-3", rules.Prompt.BOSS_CARD, reasons.CANNON_DRAFT)
    said = reason(decision)
    assert decision.count > 0 and not decision.by_chance, decision
    assert said == (
        f"gives the Boss the card that keeps the Doom Cannon farther off, at Power {decision.count}"
    )
    tally = screen_truth.Tally()
    screen_truth.check_answer_hint(game, Planner(), tally, "mission-3")
    assert tally.counts == 1 and tally.found == [], tally.found


def test_a_boss_way_that_leaves_the_mechs_nearer_says_how_near_against_the_other_way():
    """The way the Boss goes, where one leaves the Mechs nearer it, says by how many
    spaces against the other way, hedged (the Boss's later slots roll dice); each way
    played out on the game's own dice leaves the Mechs that much nearer."""
    game, decision = _boss_question("mission-10", rules.Prompt.DIRECTION, reasons.BOSS_WAY)
    n = decision.count
    spaces = "space" if n == 1 else "spaces"
    assert n > 0 and decision.by_chance
    assert reason(decision) == (
        f"leaves the Mechs {n} {spaces} closer to the Boss than another way would, if luck allows"
    )
    assert game.pending is not None
    planner, seat = Planner(), game.pending.seat
    end = screen_truth.played_out(game, planner, decision.action)
    others = [rules.Choose(seat, o) for o in game.pending.options if o != decision.action.option]
    ways = [screen_truth.played_out(game, planner, other) for other in others]
    assert others and max(reasons.count(reasons.BOSS_WAY, seat, game, end, w) for w in ways) == n


def test_the_boss_way_question_is_headed_as_the_boss_going_not_as_a_stomp():
    """The Boss's own way question (Mission 10's first Danger Phase) reads "which way does
    the Boss go?", each answer "Boss goes ..."; a Mech's own way question keeps "which way
    to stomp?"."""
    from dataclasses import replace

    from game.scenes.play.answering import question

    game, _ = _boss_question("mission-10", rules.Prompt.DIRECTION, reasons.BOSS_WAY)
    answering = screen_truth.answer_input()
    targets = answering.targets(game)
    assert game.pending is not None
    assert question(game.pending, targets) == "which way does the Boss go?"
    assert all(t.label.startswith("Boss goes") for t in targets), [t.label for t in targets]
    stomp = [replace(t, moves_boss=False) for t in targets]  # as if no Boss moved
    assert question(game.pending, stomp) == "which way to stomp?"


def _danger_hint(mission_id: str, seed: int, said: str):  # type: ignore[no-untyped-def]
    """The first Danger Phase question (one seat, ``seed``) whose Hint is of the kind
    ``said`` ("boss": where a Boss's way leaves the Boss; "mech": the Mech it drags;
    "damage": damage surely spared; "keeps_tank": a Fuel Tank kept), and that Hint."""
    mission = load_mission(mission_id)
    game = rules.new_game(mission.rules_for(False), mission.board, seats=1, seed=seed).game
    planner = Planner()
    while game.result is None and game.round <= 5:
        decision = planner.decide(game, acting_seats(game)[0])
        if game.pending is not None and game.phase is rules.Phase.DANGER:
            piece = decision.landing.piece if decision.landing is not None else None
            kind = None if piece is None else "mech" if piece.is_mech else "boss"
            if decision.why in ("damage", "keeps_tank") and not decision.by_chance:
                kind = decision.why
            if kind == said:
                return game, decision
        game = rules.apply(game, decision.action).game
    pytest.fail(f"no Danger Phase Hint of the kind {said} in {mission_id}, seed {seed}")


@pytest.mark.parametrize(
    ("mission_id", "seed", "said", "words"),
    [
        ("mission-6", 5, "boss", "no way gains more; the Boss ends 1 space up"),
        ("mission-10", 11, "boss", "no way gains more; the Boss stays put"),
        ("mission-3", 9, "mech", "no way gains more; Mech 1 ends 1 space right"),
        ("mission-3", 10, "damage", "spares the team at least 1 damage"),
        (
            "mission-3",
            12,
            "keeps_tank",
            "keeps the Fuel Tank in slot 1 for later and takes the damage",
        ),
    ],
)
def test_a_danger_phase_answer_nothing_gains_on_says_what_it_surely_does(
    mission_id, seed, said, words
):
    """A way the Boss's move takes (or a Fuel Tank blown in the Danger Phase) that no term
    gains on said "the answer that plays out best". It now says what the answer surely
    does in its slot: where it leaves the Boss or the Mech it drags, or the damage it
    spares; never as a hope (no die decides it), and the screen-truth checker finds it
    true against the rules (the damage against every other answer)."""
    game, decision = _danger_hint(mission_id, seed, said)
    assert not decision.by_chance, decision
    assert reason(decision, names={0: "Mech 1"}) == words
    tally = screen_truth.Tally()
    screen_truth.check_answer_hint(game, Planner(), tally, mission_id)
    assert tally.counts == 1 and tally.found == [], tally.found


def test_a_way_that_says_where_it_leaves_a_piece_is_caught_when_it_lies():
    """The checker compares the piece's landing with what the rules do: a Hint one space
    off is a disagreement."""
    from dataclasses import replace

    game, decision = _danger_hint("mission-6", 5, "boss")
    landing = decision.landing
    lying = replace(decision, landing=replace(landing, down=landing.down + 1))
    planner = Planner()
    planner.decide = lambda *_: lying  # type: ignore[method-assign]
    tally = screen_truth.Tally()
    screen_truth.check_answer_hint(game, planner, tally, "mission-6")
    assert tally.kinds == {"answer hint moved": 1}, tally.found


def test_a_fuel_tank_kept_in_a_slot_it_is_not_in_is_caught():
    """The checker looks for the kept Fuel Tank in the slot the Hint names."""
    from dataclasses import replace

    game, decision = _danger_hint("mission-3", 12, "keeps_tank")
    planner = Planner()
    planner.decide = lambda *_: replace(decision, count=decision.count + 1)  # type: ignore[method-assign]
    tally = screen_truth.Tally()
    screen_truth.check_answer_hint(game, planner, tally, "mission-3")
    assert tally.kinds == {"answer hint keeps tank": 1}, tally.found


@pytest.mark.parametrize("language", ["en", "es"])
def test_where_a_boss_way_leaves_its_piece_is_said_in_words_of_its_own(language):
    i18n.use(language)
    try:
        boss, mech = rules.BOSS, rules.PieceId.mech(1)
        landings = [
            Landing(0, -1, None, boss),
            Landing(2, 0, None, boss),
            Landing(0, 0, None, boss),
        ]
        landings += [Landing(-1, 0, None, mech), Landing(0, 0, None, mech)]
        said = [bot_words.moved(landing, {1: "Corki"}) for landing in landings]
        assert len(set(said)) == len(said), said
        assert all("Corki" in words for words in said[3:]), said
        assert "Corki" not in bot_words.moved(landings[3]), "a Mech with no name is still named"
    finally:
        i18n.use("en")
