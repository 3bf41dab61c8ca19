"""Candidate programs for one seat, and trying them all on copies of the game.

A *program* is what a player does with the drafted cards: which slot each goes to (stacking
or overriding), or which card is scrapped to repair or to swap two slots. Programs are made
with the real ``PlaceCard``/``ScrapCard`` actions, so their Command Lines are exactly what
the rules would build.

Trying them is the expensive part. Programs that agree on their first slots share the work of
running those slots: the search runs physical slot 1, 2, ... once per distinct content and
splits the programs only where their lines differ. Where a slot asks a question, every answer
is followed (up to a budget) and the program is worth its best outcome, since the bot will
answer well when the real question comes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from game.rules import (
    Action,
    Game,
    InstallSchematic,
    Mech,
    Phase,
    PlaceCard,
    ScrapCard,
    apply,
    legal_actions,
)
from game.rules.state import SLOTS
from game.rules.values import evolve

from . import sandbox
from .evaluate import Mind

FRONTIER = 4  # states kept per group of programs after each slot (different answers)
WIDTH = 4  # open questions followed at each depth while a slot runs


@dataclass(frozen=True, slots=True)
class Program:
    actions: tuple[Action, ...]
    mech: Mech  # the seat's Mech once programmed: its Command Line and damage

    def content(self, slot: int) -> tuple[Any, ...]:
        """What a slot holds, with card copies told apart only by their command."""
        s = self.mech.slots[slot]
        return (tuple(c.command for c in s.cards), s.parked)


def signature(mech: Mech) -> tuple[Any, ...]:
    slots = tuple(
        (tuple(c.command for c in s.cards), s.parked, s.damage, s.schematic) for s in mech.slots
    )
    return (slots, mech.system_damage)


# --- making programs -------------------------------------------------------------------------


def _own_moves(game: Game, seat: int, card: int | None) -> list[Action]:
    """This seat's ways to use one hand card (or, with None, to install a Schematic)."""
    kinds = (InstallSchematic,) if card is None else (PlaceCard, ScrapCard)
    return [
        a
        for a in legal_actions(game)
        if isinstance(a, kinds) and a.seat == seat and getattr(a, "card", None) == card
    ]


def _is_swap(action: Action) -> bool:
    return isinstance(action, ScrapCard) and action.swap is not None


def all_programs(game: Game, seat: int, swaps: int = 1) -> list[Program]:
    """Every distinct program for a seat holding up to two cards (both orders of placing, at
    most ``swaps`` swaps, an optional Slot Schematic first); programs that build the same
    Command Line count once."""
    found: dict[tuple[Any, ...], Program] = {}
    hand = [c.id for c in game.mech(seat).hand]
    orders = [hand] if len(hand) < 2 else [hand, hand[::-1]]
    starts: list[tuple[Game, tuple[Action, ...]]] = [(game, ())]
    for install in _own_moves(game, seat, None):
        starts.append((apply(game, install).game, (install,)))
    for start, prefix in starts:
        for order in orders:
            _extend(start, seat, order, prefix, swaps, found)
    return list(found.values())


def _extend(
    game: Game,
    seat: int,
    cards: list[int],
    done: tuple[Action, ...],
    swaps: int,
    found: dict[tuple[Any, ...], Program],
) -> None:
    if not cards:
        mech = game.mech(seat)
        found.setdefault(signature(mech), Program(done, mech))
        return
    for move in _own_moves(game, seat, cards[0]):
        if _is_swap(move) and swaps == 0:
            continue
        left = swaps - _is_swap(move)
        _extend(apply(game, move).game, seat, cards[1:], done + (move,), left, found)


def greedy_programs(
    game: Game, seat: int, judge: Callable[[list[Program]], list[float]], width: int = 4
) -> list[Program]:
    """For three or more cards: add one card at a time, keeping the ``width`` best partial
    programs (scored with the cards still in hand left out)."""
    hand = [c.id for c in game.mech(seat).hand]
    beam: list[tuple[Game, tuple[Action, ...]]] = [(game, ())]
    for card in hand:
        grown: dict[tuple[Any, ...], tuple[Game, Program]] = {}
        for state, done in beam:
            swapped = any(_is_swap(a) for a in done)
            for move in _own_moves(state, seat, card):
                if swapped and _is_swap(move):
                    continue
                after = apply(state, move).game
                mech = after.mech(seat)
                grown.setdefault(signature(mech), (after, Program(done + (move,), mech)))
        pool = list(grown.values())
        scores = judge([p for _, p in pool])
        ranked = sorted(range(len(pool)), key=lambda i: -scores[i])[:width]
        beam = [(pool[i][0], pool[i][1].actions) for i in ranked]
    return [Program(done, state.mech(seat)) for state, done in beam]


# --- trying programs -------------------------------------------------------------------------


@dataclass(slots=True)
class Tried:
    score: float
    state: Game  # the best outcome found: the game after the seat's line ran
    # the best outcome for each other place the answers could leave the seat's Mech (a
    # turn's left or right): this round's score may not tell them apart, the next may
    others: tuple[Tried, ...] = ()


@dataclass(slots=True)
class _Branch:
    game: Game
    where: tuple[int, ...]  # where[j]: the physical slot now holding program slot j
    injected: frozenset[int]  # program slots already put into the game


class Search:
    """Runs a seat's candidate programs from one position, sharing common slots."""

    def __init__(self, mind: Mind, frontier: int = FRONTIER) -> None:
        self.mind = mind
        self.frontier = frontier
        self.scored = 0  # complete programs (placement and answers) scored

    def score(self, game: Game) -> float:
        return self.mind.score(game)

    def try_all(
        self, start: Game, seat: int, programs: list[Program], planned: Mech | None = None
    ) -> list[Tried]:
        """``start`` is an execution-stage game; each program's line replaces the seat's.
        ``planned``: the seat's Mech as it was programmed, where earlier lines may since
        have damaged it (that damage stays, where the program did not change the slot)."""
        best: list[dict[Any, tuple[int, Tried]]] = [{} for _ in programs]
        bases: dict[tuple[Any, ...], list[int]] = {}
        here = start.mech(seat)
        for index, program in enumerate(programs):
            bases.setdefault(damage_as_run(program.mech, here, planned), []).append(index)
        for key, members in bases.items():
            mech = programs[members[0]].mech
            damage, system = key
            blank = tuple(
                replace(s, cards=(), parked=0, damage=d)
                for s, (d, _) in zip(mech.slots, damage, strict=True)
            )
            root = start.with_mech(replace(here, slots=blank, system_damage=system, hand=()))
            first = _Branch(root, tuple(range(SLOTS)), frozenset())
            self._level(seat, programs, {tuple(members): [first]}, 0, best)
        return [_ranked(ends) if ends else Tried(float("-inf"), start) for ends in best]

    def _level(
        self,
        seat: int,
        programs: list[Program],
        groups: dict[tuple[int, ...], list[_Branch]],
        slot: int,
        best: list[dict[Any, tuple[int, Tried]]],
    ) -> None:
        """Run physical slot ``slot`` for every group of programs that agree so far."""
        following: dict[tuple[int, ...], list[_Branch]] = {}
        for members, branches in groups.items():
            for branch in self._keep(branches):
                if slot == SLOTS or not sandbox.is_running(branch.game):
                    self._finish(seat, members, [(branch.game, ())], best)
                elif _agree_from_here(programs, members, branch):
                    self._run_rest(seat, programs, members, branch, slot, best)
                else:
                    for part, game, injected in self._inject(programs, members, branch, slot):
                        outcomes: list[sandbox.Branch] = [(game, ())]
                        if not sandbox.is_idle(game, seat, slot):
                            outcomes = self._run(game, seat, [slot])
                        for after, events in outcomes:
                            moved = _follow_swaps(branch.where, sandbox.swaps(events, seat))
                            following.setdefault(part, []).append(_Branch(after, moved, injected))
        if following:
            self._level(seat, programs, following, slot + 1, best)

    def _run_rest(
        self,
        seat: int,
        programs: list[Program],
        members: tuple[int, ...],
        branch: _Branch,
        slot: int,
        best: list[dict[Any, tuple[int, Tried]]],
    ) -> None:
        """Where the programs no longer differ, the rest of the line runs in one go."""
        source = programs[members[0]].mech.slots
        rest = [(branch.where[j], source[j]) for j in range(SLOTS) if j not in branch.injected]
        game = _put(branch.game, seat, *rest)
        busy = [s for s in range(slot, SLOTS) if not sandbox.is_idle(game, seat, s)]
        outcomes: list[sandbox.Branch] = self._run(game, seat, busy) if busy else [(game, ())]
        self._finish(seat, members, outcomes, best)

    def _inject(
        self, programs: list[Program], members: tuple[int, ...], branch: _Branch, slot: int
    ) -> list[tuple[tuple[int, ...], Game, frozenset[int]]]:
        """Split the programs by what the slot about to run holds, and put it there."""
        logical = branch.where.index(slot)
        if logical in branch.injected:
            return [(members, branch.game, branch.injected)]
        parts: dict[tuple[Any, ...], list[int]] = {}
        for index in members:
            parts.setdefault(programs[index].content(logical), []).append(index)
        seat = programs[members[0]].mech.seat
        injected = branch.injected | {logical}
        return [
            (
                tuple(part),
                _put(branch.game, seat, (slot, programs[part[0]].mech.slots[logical])),
                injected,
            )
            for part in parts.values()
        ]

    def _run(self, game: Game, seat: int, slots: list[int]) -> list[sandbox.Branch]:
        return expand(*sandbox.run_slots(game, seat, slots), self.score, WIDTH, Phase.MINIONS)

    def _keep(self, branches: list[_Branch]) -> list[_Branch]:
        """Drop repeated positions; keep the best few when answers made too many."""
        if len(branches) == 1:
            return branches
        unique: dict[Any, _Branch] = {}
        for branch in branches:
            unique.setdefault(fingerprint(branch.game), branch)
        kept = list(unique.values())
        if len(kept) <= self.frontier:
            return kept
        scores = [self.score(b.game) for b in kept]
        order = sorted(range(len(kept)), key=lambda i: -scores[i])
        return [kept[i] for i in order[: self.frontier]]

    def _finish(
        self,
        seat: int,
        members: tuple[int, ...],
        outcomes: list[sandbox.Branch],
        best: list[dict[Any, tuple[int, Tried]]],
    ) -> None:
        for game, _ in outcomes:
            leaves: list[sandbox.Branch] = [(game, ())]
            if sandbox.is_running(game):
                ended = sandbox.finish_line(game, seat)
                leaves = expand(*ended, self.score, WIDTH, Phase.MINIONS)
            for leaf, _ in leaves:
                value = self.score(leaf)
                self.scored += len(members)
                mech = leaf.mech(seat)
                end = (mech.cell, mech.facing)
                for index in members:
                    current = best[index].get(end)
                    if current is None or value > current[1].score:
                        best[index][end] = (self.scored, Tried(value, leaf))


def _ranked(ends: dict[Any, tuple[int, Tried]]) -> Tried:
    """The best outcome (the first found of the best), holding the best for each other
    end the Mech could come to as ``others``."""
    ranked = sorted(ends.values(), key=lambda found: (-found[1].score, found[0]))
    first = ranked[0][1]
    first.others = tuple(t for _, t in ranked[1:])
    return first


def damage_as_run(mech: Mech, here: Mech, planned: Mech | None) -> tuple[Any, ...]:
    """The damage a programmed Mech runs its line with: the program's, and damage taken
    since programming began (``here`` against ``planned``) in the slots it left alone."""
    slots = tuple((s.damage, s.schematic) for s in mech.slots)
    if planned is None or (
        here.system_damage == planned.system_damage
        and all(a.damage == b.damage for a, b in zip(here.slots, planned.slots, strict=True))
    ):
        return slots, mech.system_damage
    damage = tuple(
        (now.damage if s.damage == was.damage else s.damage, s.schematic)
        for s, now, was in zip(mech.slots, here.slots, planned.slots, strict=True)
    )
    new = tuple(d for d in here.system_damage if d not in planned.system_damage)
    return damage, mech.system_damage + new


def _agree_from_here(programs: list[Program], members: tuple[int, ...], branch: _Branch) -> bool:
    """Every program in the group holds the same in each slot not yet put into the game."""
    if len(members) == 1:
        return True
    first = programs[members[0]]
    rest = [j for j in range(SLOTS) if j not in branch.injected]
    return all(programs[i].content(j) == first.content(j) for i in members[1:] for j in rest)


def _put(game: Game, seat: int, *placed: tuple[int, Any]) -> Game:
    """Put a program's slot contents (cards, skewered Minions) into physical slots: each
    ``placed`` is a physical slot and the program's slot that goes there."""
    if not placed:
        return game
    mech = game.mech(seat)
    slots = list(mech.slots)
    for slot, source in placed:
        slots[slot] = evolve(slots[slot], cards=source.cards, parked=source.parked)
    return game.with_mech(evolve(mech, slots=tuple(slots)))


def expand(
    game: Game,
    events: tuple[Any, ...],
    judge: Callable[[Game], float],
    width: int,
    until: Phase | None,
) -> list[sandbox.Branch]:
    """Every outcome of answering the open questions: each option of a question is tried,
    keeping, at each further question, the ``width`` most promising positions so far; the
    answers play on, halting before the phase ``until``."""
    done: list[sandbox.Branch] = []
    level = [(game, events)]
    while level:
        asked = []
        for branch in level:
            request = branch[0].pending
            if request is None:
                done.append(branch)
                continue
            for option in request.options:
                after, more = sandbox.answer(branch[0], option, until)
                asked.append((after, branch[1] + more))
        done.extend(b for b in asked if b[0].pending is None)
        level = [b for b in asked if b[0].pending is not None]
        if len(level) > width:
            scores = [judge(_shown(b[0])) for b in level]
            ranked = sorted(range(len(level)), key=lambda i: -scores[i])
            level = [level[i] for i in ranked[:width]]
    return done


def _shown(game: Game) -> Game:
    """A waiting question's game as its step had left it."""
    request = game.pending
    return request.preview if request is not None and request.preview is not None else game


def _follow_swaps(where: tuple[int, ...], swaps: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    for a, b in swaps:
        where = tuple(b if w == a else a if w == b else w for w in where)
    return where


def fingerprint(game: Game) -> tuple[Any, ...]:
    """What tells two positions apart for the search (the generator and the log aside)."""
    mechs = tuple((m.cell, m.facing, m.slots, m.system_damage, m.shard, m.used) for m in game.mechs)
    return (
        mechs,
        game.minions,
        game.shards,
        game.bomb,
        game.trackers.doom,
        game.trackers.kills,
        game.trackers.gears,
        game.inactive_runes,
        game.lava,
        game.boss,
        game.progress.delivered,
        game.progress.stage,
        game.result,
        game.phase,
        game.progress.bomb_pads,
        game.pending is not None,
    )
