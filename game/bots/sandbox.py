"""Trying things on copies of the game: hidden information reshuffled, one slot at a time.

This is the one module of the bots that drives the engine below ``apply``: it puts
``RunSlot`` steps on the agenda (through ``proceed``) so a seat's Command Line can be run
slot by slot, and programs that share their first slots share that work. Everything else
goes through ``apply`` and ``legal_actions``; other modules borrow only the rules' data and
geometry helpers.

The bot must not peek: before it simulates anything it replaces the generator and reorders
every deck it could not see (``blindfold``), so its dice are its own.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from game.rules import Choose, Game, Phase, apply
from game.rules.engine import proceed
from game.rules.events import Event, SlotsSwapped
from game.rules.state import MAX_GEARS, Decks
from game.rules.steps import FinishLine, RunSlot
from game.rules.values import evolve

Branch = tuple[Game, tuple[Event, ...]]


def blindfold(game: Game, salt: int) -> Game:
    """The game as the players see it: decks in an unknown order and dice the bot rolls itself.

    ``salt`` comes from what the players can see, so the same position is always imagined the
    same way (the bot is deterministic) without knowing the real rolls to come.
    """
    shuffler = random.Random(salt)

    def unseen(cards: tuple[Any, ...]) -> tuple[Any, ...]:
        order = list(cards)
        shuffler.shuffle(order)
        return tuple(order)

    rng = evolve(game.rng, state=shuffler.getrandbits(64), rune_script=(), number_script=())
    decks = evolve(game.decks, command=unseen(game.decks.command), damage=unseen(game.decks.damage))
    changes: dict[str, Any] = {"rng": rng, "decks": decks}
    if game.boss is not None:
        changes["boss"] = evolve(game.boss, deck=unseen(game.boss.deck))
    return evolve(game, **changes)


def drew_nothing(start: Game, end: Game) -> bool:
    """No die rolled and no hidden card drawn from ``start`` to ``end`` (nor any hidden deck
    reordered): what happened did not depend on the imagined dice and decks. A card laid
    on a discard pile (a Fuel Tank spent) is no draw: those piles lie face up. A question
    waiting at ``end`` counts what its step drew before asking (its ``preview``): the Boss
    draft's two cards are dealt, and shown as its options, before the team picks."""
    if end.rng != start.rng or _hidden(end.decks) != _hidden(start.decks):
        return False
    if start.boss is not None and end.boss is not None and end.boss.deck != start.boss.deck:
        return False
    shown = end.pending.preview if end.pending is not None else None
    return shown is None or drew_nothing(start, shown)


def _hidden(decks: Decks) -> tuple[Any, ...]:
    return decks.command, decks.damage


def reimagined(game: Game, imagined: Game) -> Game:
    """``game`` with the dice and hidden decks of ``imagined`` (its discard piles its
    own): what a play that drew nothing (``drew_nothing``) would have come to on those
    dice."""
    decks = evolve(game.decks, command=imagined.decks.command, damage=imagined.decks.damage)
    changes: dict[str, Any] = {"rng": imagined.rng, "decks": decks}
    if game.boss is not None and imagined.boss is not None:
        changes["boss"] = evolve(game.boss, deck=imagined.boss.deck)
    return evolve(game, **changes)


def salt_of(game: Game, *extra: int) -> int:
    """A number that depends only on what everyone can see."""
    seen = (
        game.round,
        int(game.first_player),
        len(game.decks.command),
        len(game.decks.discard),
        len(game.decks.damage),
        game.trackers.doom or 0,
        game.trackers.kills,
        game.trackers.gears,
        len(game.minions),
        *extra,
    )
    value = 0x2545F4914F6CDD1D
    for number in seen:
        value = (value * 0x100000001B3 ^ (number & 0xFFFFFFFF)) & 0xFFFFFFFFFFFFFFFF
    return value


def execution_stage(game: Game) -> Game:
    """The game as execution starts: nothing queued (slots are run with ``until`` the
    Minion Phase).

    Programming is left behind (hands and the draft row are not needed to run slots).
    """
    mechs = tuple(evolve(m, hand=(), is_ready=True) for m in game.mechs)
    return evolve(
        game,
        phase=Phase.EXECUTE,
        agenda=(),
        pending=None,
        mechs=mechs,
        draft=evolve(game.draft, row=(), pick_order=()),
    )


def run_slots(game: Game, seat: int, slots: list[int]) -> Branch:
    """Run some slots of one seat's Command Line in order; it may stop at a question."""
    outcome = proceed(game, *(RunSlot(seat, slot) for slot in slots), until=Phase.MINIONS)
    return outcome.game, outcome.events


def finish_line(game: Game, seat: int) -> Branch:
    """What happens after a seat's sixth slot: only an Overdrive acts there."""
    if game.trackers.gears < MAX_GEARS:
        return game, ()
    outcome = proceed(game, FinishLine(seat), until=Phase.MINIONS)
    return outcome.game, outcome.events


def is_idle(game: Game, seat: int, slot: int) -> bool:
    """Nothing in the slot: running it would do nothing."""
    s = game.mech(seat).slots[slot]
    return not s.cards and s.damage is None and s.schematic is None


def answer(game: Game, option: Any, until: Phase | None) -> Branch:
    """Answer the open question and go on, halting before the phase ``until``."""
    assert game.pending is not None
    outcome = apply(game, Choose(game.pending.seat, option), until=until)
    return outcome.game, outcome.events


def running_seat(game: Game) -> int | None:
    """Whose Command Line is running in execution (None: no line is)."""
    for step in game.agenda:
        if isinstance(step, (RunSlot, FinishLine)):
            return step.seat
    return None


def until_line_ends(game: Game) -> Game:
    """Mid-execution: only the rest of the running seat's Command Line is left to happen
    (run it ``until`` the Minion Phase)."""
    agenda = game.agenda
    end = next((i for i, s in enumerate(agenda) if isinstance(s, FinishLine)), len(agenda) - 1)
    return replace(game, agenda=agenda[: end + 1])


AFTER = {
    Phase.DRAFT: Phase.PROGRAM,
    Phase.PROGRAM: Phase.EXECUTE,
    Phase.EXECUTE: Phase.MINIONS,
    Phase.MINIONS: Phase.DANGER,
    Phase.DANGER: Phase.DRAFT,
}


def until_phase_ends(game: Game) -> Game:
    """Only the rest of the current phase is left to happen (run it ``until`` the next)."""
    if game.phase is Phase.EXECUTE:
        return until_line_ends(game)
    return game


def asking_step_alone(game: Game, salt: int | None = None) -> tuple[Game, tuple[Any, ...]]:
    """A question's step cut off from the rest of the agenda, and that rest.

    The step that asked reruns from the top when answered, on the real generator (anything
    else would change what it already rolled) and with the cards it already drew still on
    top of their decks. With a ``salt``, the cards below those are reordered (``unseen``):
    what the answer draws next -- the Damage Card a Lava Pool burn brings once the Fuel
    Tank is kept -- is imagined, not read off the real deck. Only what comes after the
    step is imagined with the bot's own dice (``resume``).
    """
    head = replace(game, agenda=game.agenda[:1])
    if salt is not None:
        head = _undrawn_unseen(head, game.pending.preview if game.pending else None, salt)
    return head, game.agenda[1:]


def _undrawn_unseen(game: Game, preview: Game | None, salt: int) -> Game:
    """``game`` with each hidden deck reordered below the cards the asking step already
    drew (the ``preview``, the game as the step left it at the question, says how many);
    a deck the step reshuffled, or drew more of than it holds, is left as it is."""
    shuffler = random.Random(salt)

    def unseen(deck: tuple[Any, ...], then: tuple[Any, ...] | None) -> tuple[Any, ...]:
        drawn = len(deck) - len(then) if then is not None else 0
        if drawn < 0 or (then is not None and deck[drawn:] != then):
            return deck
        rest = list(deck[drawn:])
        shuffler.shuffle(rest)
        return deck[:drawn] + tuple(rest)

    seen = preview.decks if preview is not None else None
    decks = replace(
        game.decks,
        command=unseen(game.decks.command, seen.command if seen else None),
        damage=unseen(game.decks.damage, seen.damage if seen else None),
    )
    changes: dict[str, Any] = {"decks": decks}
    if game.boss is not None:
        then = preview.boss.deck if preview is not None and preview.boss is not None else None
        changes["boss"] = replace(game.boss, deck=unseen(game.boss.deck, then))
    return replace(game, **changes)


def resume(game: Game, rest: tuple[Any, ...], phase: Phase, salt: int) -> Branch:
    """Go on with the rest of the phase (the running line, in execution) on imagined dice.
    Where none was rolled nor any hidden card drawn, the end keeps the real dice and decks:
    what it shows is then no imagining (``is_chance``)."""
    if not is_live(game) or game.agenda or game.phase is not phase:
        return game, ()
    imagined = until_phase_ends(replace(blindfold(game, salt), agenda=rest))
    outcome = proceed(replace(imagined, agenda=()), *imagined.agenda, until=AFTER.get(phase))
    return unimagined(imagined, outcome.game, game), outcome.events


def unimagined(start: Game, end: Game, real: Game) -> Game:
    """``end``, imagined from ``start``, with ``real``'s dice and decks when nothing
    imagined came into it (no die rolled, no hidden card drawn): it is then no imagining
    (``planner.is_chance``), only what will happen."""
    return reimagined(end, real) if drew_nothing(start, end) else end


def is_live(game: Game) -> bool:
    return game.result is None and game.pending is None


def to_round_end(game: Game) -> Branch:
    """From the end of execution, play the Minion and Danger Phases (until the next draft)."""
    outcome = proceed(game, until=Phase.DRAFT)
    return outcome.game, outcome.events


def is_running(game: Game) -> bool:
    """Still inside execution and not over: another slot may run."""
    return game.result is None and game.phase is Phase.EXECUTE


def swaps(events: tuple[Event, ...], seat: int) -> tuple[tuple[int, int], ...]:
    """Slots of this seat that a Damage Card swapped while they ran."""
    return tuple((e.a, e.b) for e in events if isinstance(e, SlotsSwapped) and e.seat == seat)
