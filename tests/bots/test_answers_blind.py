"""An answer is weighed on imagined cards: what the asking step draws once answered (the
Damage Card a Lava Pool burn brings when the Fuel Tank is kept) is not read off the real
deck. Mission 6 (screen_truth, 3 seats, seed 1): the Hint said "2 spaces closer", its
search detonating the Fuel Tank; the answerer, seeing Haywire Controls on top of the real
Damage deck, kept the tank, took the burn and went 7."""

from __future__ import annotations

from dataclasses import replace

from game import rules
from game.bots import Decision, Planner, sandbox
from game.rules import Choose, Prompt, Turn
from game.rules import events as ev
from game.scenario import build


def _burning(top: str) -> rules.Game:
    """A Mech walking into a Lava Pool with a Fuel Tank slotted: asked whether to blow it."""
    game = build(
        {
            "board": "0^ .  L  .  .  *",
            "phase": "execute",
            "mechs": {0: {"line": {1: ["fuel_tank"], 2: ["speed"]}}},
            "damage_deck": [top],
        }
    ).game
    game = rules.apply(game, Choose(0, Turn.RIGHT)).game
    game = rules.apply(game, Choose(0, 2)).game
    assert game.pending is not None and game.pending.prompt is Prompt.DETONATE
    return game


def test_the_card_a_kept_fuel_tank_draws_is_imagined():
    game = _burning("haywire_controls")
    real = game.decks.damage
    head, rest = sandbox.asking_step_alone(game, salt=7)
    assert rest == game.agenda[1:]
    assert sorted(c.id for c in head.decks.damage) == sorted(c.id for c in real)
    assert head.decks.damage != real, "the undrawn deck is reordered"
    keep = game.pending.options[0]
    _, events = sandbox.answer(head, keep, rules.Phase.MINIONS)
    drawn = [e.card for e in events if isinstance(e, ev.DamageDrawn)]
    assert drawn[:1] == [head.decks.damage[0]]
    assert sandbox.asking_step_alone(game)[0].decks == game.decks, "no salt: as it is"


def test_a_spent_fuel_tank_is_no_imagining():
    """Spending the tank lays it on the discard pile, face up: nothing hidden is drawn, so
    the outcome is what will happen, with the real decks and the tank discarded."""
    game = _burning("haywire_controls")
    head, _ = sandbox.asking_step_alone(game, salt=7)
    spend = game.pending.options[1]
    end, _ = sandbox.answer(head, spend, rules.Phase.MINIONS)
    assert end.decks.discard != head.decks.discard, "the tank is discarded"
    assert sandbox.drew_nothing(head, end)
    real = sandbox.unimagined(head, end, game)
    assert real.decks.damage == game.decks.damage and real.rng == game.rng
    assert real.decks.discard == end.decks.discard


def test_cards_the_step_drew_before_asking_stay_on_top():
    game = _burning("haywire_controls")
    assert game.pending is not None
    drew_one = replace(game.decks, damage=game.decks.damage[1:])
    preview = replace(game, decks=drew_one)
    asked = replace(game, pending=replace(game.pending, preview=preview))
    head, _ = sandbox.asking_step_alone(asked, salt=7)
    assert head.decks.damage[0] == game.decks.damage[0]
    assert sorted(c.id for c in head.decks.damage) == sorted(c.id for c in game.decks.damage)


def test_the_answer_does_not_depend_on_the_real_top_damage_card():
    answers = {
        top: Planner().decide(_burning(top), 0).action
        for top in ("haywire_controls", "stuck_back", "coolant_leak")
    }
    assert len(set(answers.values())) == 1, answers


def test_a_hint_after_a_line_that_draws_is_said_as_a_hope():
    """Seat 0's line runs first and walks into a Lava Pool: the Damage Card it draws is one
    the bot only imagines, and seat 1's line starts where that leaves the board, so seat
    1's gain is no promise either."""

    def hint(board: str) -> Decision:
        game = build(
            {
                "board": board,
                "phase": "program",
                "mechs": {
                    0: {"line": {1: ["speed"]}, "ready": True},
                    1: {"line": {1: ["blaze"]}, "hand": ["blaze"]},
                },
            }
        ).game
        return Planner().decide(game, 1)

    calm = hint("0> .  .  .  .  .\n.  .  .  .  .  .\nm  m  m  .  .  .\n1^ .  .  .  .  .")
    burnt = hint("0> L  .  .  .  .\n.  .  .  .  .  .\nm  m  m  .  .  .\n1^ .  .  .  .  .")
    assert (calm.count > 0 or calm.landing is not None) and not calm.by_chance, calm
    assert burnt.by_chance, burnt


def test_a_boss_draft_dealt_from_imagined_cards_is_answered_on_them():
    """Mission 10, 2 seats, seed 203 (balance run): the Danger Phase, played on with the
    bot's imagined dice and decks, came to the Boss draft, its two cards dealt from the
    imagined Boss deck and shown as the options. Nothing had been rolled and the pick not
    yet made, so the outcome took back the real deck as "no imagining", and the pick,
    rerun on it, found neither card (StopIteration in the rules). A question waiting on
    cards its step dealt is an imagining: every option is then answered on those cards."""
    from game.content import load_mission
    from game.rules.engine import proceed
    from game.rules.steps import DraftBossCard

    mission = load_mission("mission-3")
    game = rules.new_game(mission.rules_for(False), mission.board, seats=2, seed=1).game
    start = replace(game, phase=rules.Phase.DANGER, agenda=(DraftBossCard(),), pending=None)
    real_top = {c.name for c in start.boss.deck[:2]}
    salt = next(s for s in range(100) if {c.name for c in _imagined_top(start, s)} != real_top)
    imagined = sandbox.blindfold(start, salt)
    end = proceed(replace(imagined, agenda=()), *imagined.agenda, until=rules.Phase.DRAFT)
    asked = end.game.pending
    assert asked is not None and asked.prompt is Prompt.BOSS_CARD
    assert {o.name for o in asked.options} != real_top, "dealt from the imagined deck"
    assert not sandbox.drew_nothing(imagined, end.game)
    kept = sandbox.unimagined(imagined, end.game, start)
    assert kept.boss == end.game.boss, "the imagined deck stays with its question"
    for option in asked.options:
        after, _ = sandbox.answer(kept, option, rules.Phase.DRAFT)
        assert after.boss is not None and sum(map(len, after.boss.slots)) == 1


def _imagined_top(game: rules.Game, salt: int) -> tuple[rules.BossCard, ...]:
    imagined = sandbox.blindfold(game, salt)
    assert imagined.boss is not None
    return imagined.boss.deck[:2]
