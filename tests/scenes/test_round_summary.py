"""The pure parts of the pacing: how events fall into beats, and a round added up."""

import doctest

from game.rules import DamageCard, Facing, Phase, PieceId, Rune
from game.rules import events as ev
from game.rules.cards import DamageKind
from game.ui import round_summary
from game.ui.round_summary import summarize, summary_lines
from game.view import beats
from game.view.beats import Beats, Kind


def test_the_doctests_pass():
    assert doctest.testmod(round_summary).failed == 0
    assert doctest.testmod(beats).failed == 0


ATTACK = "Minion Phase: attack"


def walk(minion: int) -> ev.PieceMoved:
    path = ((0, 0), (1, 0))
    return ev.PieceMoved("Minion Phase: move", PieceId.minion(minion), path, ev.Manner.WALK)


def drawn(seat: int, card: int, title: str, kind: DamageKind) -> ev.DamageDrawn:
    return ev.DamageDrawn(ATTACK, seat, DamageCard(card, "short_circuit"), title, kind)


def test_a_minion_phase_falls_into_die_move_spawn_then_one_beat_per_attack_and_card():
    phase = [
        ev.PhaseStarted("round 1", Phase.MINIONS, 1, 0),
        ev.RuneDieRolled("Minion Phase: move", Rune.RED, Facing.N),
        walk(1),
        walk(2),
        ev.MinionSpawned("Minion Phase: spawn", 3, (2, 2)),
        ev.MinionSpawned("Minion Phase: spawn", 4, (3, 3)),
        ev.DamageTaken(ATTACK, 0, 2),
        drawn(0, 1, "Short Circuit", DamageKind.SYSTEM),
        ev.DamageKept("Short Circuit", 0, DamageCard(1, "short_circuit")),
        drawn(0, 2, "Glitch", DamageKind.GLITCH),
        ev.DamageTaken(ATTACK, 1, 1),
        drawn(1, 3, "Glitch", DamageKind.GLITCH),
    ]
    grouping = Beats()
    split: list[list[Kind]] = []
    for event in phase:
        if grouping.add(event):
            split.append(grouping.kinds)
    assert split == [
        [Kind.INTRO, Kind.DIE],
        [Kind.MOVE, Kind.MOVE],
        [Kind.SPAWN, Kind.SPAWN],
        [Kind.ATTACK, Kind.CARD],
        [Kind.CARD],
        [Kind.ATTACK, Kind.CARD],
    ]
    assert grouping.count == 6


def test_a_summary_names_every_mech_its_escalations_and_skips_an_unchanged_doom():
    events = [
        ev.DoomChanged("Danger Phase", 4, 5),
        ev.DoomChanged("Danger Phase", 5, 4),
        ev.Escalated("Doom reached 4", 0),
        ev.StageCompleted("the Bomb is safe", 1),
        ev.DamageTaken("spikes", 1, 1),
        drawn(1, 7, "Short Circuit", DamageKind.SYSTEM),
    ]
    summary = summarize(events, round=4, seats=(0, 1))
    assert summary.doom is None, "Doom ended where it began"
    words = {0: "Corki", 1: "Ziggs"}
    lines = summary_lines(summary, words, "Doom", lambda e: "More Minions pour in.")
    assert lines == [
        "Minions destroyed: 0",
        "Corki took no damage",
        "Ziggs took 1 damage (Short Circuit)",
        "Objective 2 complete",
        "Escalation: More Minions pour in.",
    ]


def test_a_round_that_shattered_crystal_shards_says_so_not_minions_destroyed_0():
    """The Tutorial's Shards blown by the Mechs' attacks: the summary said "Minions
    destroyed: 0" and "1 objective complete"; it names the Shards and the objective."""
    from game import rules
    from game.bots import Planner, acting_seats
    from game.content import load_mission

    tutorial = load_mission("tutorial")
    game = rules.new_game(tutorial.rules, tutorial.board, seats=2, seed=4).game
    planner = Planner()
    events: list[ev.Event] = []
    while game.result is None and game.progress.stage == 0 and game.round <= 8:
        outcome = rules.apply(game, planner.next_action(game, acting_seats(game)[0]))
        game = outcome.game
        events += [e for e in outcome.events if not isinstance(e, ev.PhaseStarted)]
    assert game.progress.stage == 1, "the Shards never blew"
    shattered = sum(isinstance(e, ev.ShardShattered) for e in events)
    minions = sum(isinstance(e, ev.MinionKilled) for e in events)
    summary = summarize(events, round=game.round, seats=(0, 1))
    lines = summary_lines(summary, {0: "Corki", 1: "Ziggs"}, "Doom")
    assert f"Crystal Shards shattered: {shattered}" in lines
    assert ("Minions destroyed: 0" in lines) is (minions == 0 and shattered == 0)
    assert "Objective 1 complete" in lines
