"""Can the team get through the first rounds of a Lava Wall mission? A budgeted depth-first
search over where the Mechs start, who drafts which card, what each player programs and
how every question is answered, each try played through the real rules engine.

The search is a planner for measurement, not a player: it knows Move cards carry a Mech and
Turn cards face it, and orders its tries by how far they carry the team from the Lava Wall,
but every outcome (Minions, dice, Damage Cards, the wall itself) comes from the rules. A
deal counts as survivable as soon as one line of play reaches the draft after the last
round with the mission still on; a search that runs out of budget counts as a loss, so the
figures it gives are an upper bound on the deals that cannot be survived.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Iterator
from dataclasses import dataclass, replace

from game import rules
from game.rules import Command, Facing, Game, Kind, Turn
from game.rules.engine import start_spaces
from game.rules.grid import Cell, step
from game.rules.state import SLOTS, Mech, Slot

DRAFT_PLANS = 6  # card shares tried per draft
DRAFT_BEAM = 24  # partial shares kept while sharing out the picks
PROGRAM_COMBOS = 8  # team programs tried per programming
PLACEMENTS = 6  # starting positions tried per deal
WIDTHS = (1, 2, 3, 6, 8)  # tries per decision, pass by pass


class OutOfBudget(Exception):  # noqa: N818 -- a signal, not an error
    pass


@dataclass
class Search:
    """Depth-first, best tries first; ``budget`` counts rules actions applied."""

    rounds: int = 2
    budget: int = 4000
    used: int = 0
    width: int = 1  # tries per decision, widened pass by pass

    def survives(self, game: Game) -> bool:
        """Whether some line of play from this (freshly dealt) game gets through: first the
        best guess at every decision, then the best few, wider pass by pass (``WIDTHS``),
        until one gets through or the budget is spent."""
        try:
            for self.width in WIDTHS:
                if any(self._explore(start) for start in placements(game)[: self.width]):
                    return True
        except OutOfBudget:
            pass
        return False

    def _runs(self, game: Game) -> int:
        """How often the Command Lines run from this round to the last one searched."""
        return max(1, self.rounds - game.round + 1)

    def _apply(self, game: Game, action: rules.Action) -> Game:
        self.used += 1
        if self.used > self.budget:
            raise OutOfBudget
        return rules.apply(game, action).game

    def _explore(self, game: Game) -> bool:
        if game.result is not None:
            return game.result.is_won
        if game.round > self.rounds:
            return True
        if game.pending is not None:
            return any(self._explore(g) for g in itertools.islice(self._answers(game), self.width))
        if game.phase is rules.Phase.DRAFT:
            return any(self._explore(g) for g in self._drafts(game))
        if game.phase is rules.Phase.PROGRAM:
            return any(self._explore(g) for g in self._programs(game))
        raise AssertionError(f"the game waits in {game.phase} with nothing asked")

    def _answers(self, game: Game) -> Iterator[Game]:
        """Every answer, the one that leaves the team farthest from the lava first."""
        tried = [self._apply(game, a) for a in rules.legal_actions(game)]
        yield from sorted(tried, key=lambda g: -margin(shown(g)))

    def _drafts(self, game: Game) -> Iterator[Game]:
        for picks in draft_plans(game, self._runs(game))[: self.width]:
            played = game
            for seat, card in picks:
                played = self._apply(played, rules.DraftCard(seat, card.id))
            yield played

    def _programs(self, game: Game) -> Iterator[Game]:
        for combo in itertools.islice(program_combos(game, self._runs(game)), self.width):
            played = game
            try:
                for seat, actions in combo:
                    for action in actions:
                        played = self._apply(played, action)
                    if played.phase is rules.Phase.PROGRAM:
                        played = self._apply(played, rules.EndProgramming(seat))
            except rules.IllegalAction:
                continue  # a slot the rules refuse (damaged since), or a scrap not offered
            yield played


# --- measuring progress ------------------------------------------------------------------


def heading(game: Game) -> Facing:
    """The way to safety: away from the Lava Wall's edge."""
    assert game.lava is not None, "the search measures Lava Wall missions"
    return game.lava.edge.opposite


def progress(game: Game, cell: Cell) -> int:
    """How far a space lies from the Lava Wall's edge, in rows."""
    x, y = cell
    return {
        Facing.E: x,
        Facing.W: game.board.width - 1 - x,
        Facing.S: y,
        Facing.N: game.board.height - 1 - y,
    }[heading(game)]


def margin(game: Game) -> int:
    """The team's lead over the lava: the rearmost Mech first, then the whole team."""
    leads = [progress(game, m.cell) for m in game.mechs]
    return 100 * min(leads) + sum(leads)


def shown(game: Game) -> Game:
    """The game as a waiting question shows it (mid-step), else the game."""
    preview = getattr(game.pending, "preview", None)
    return preview if isinstance(preview, Game) else game


# --- where the Mechs start ---------------------------------------------------------------


def placements(game: Game) -> list[Game]:
    """Start spaces farthest from the lava, facing away from it (or sideways where a
    boulder stands in the way), in a few seat orders."""
    cells = sorted(start_spaces(game.mission, game.board), key=lambda c: -progress(game, c))
    seats = len(game.mechs)
    chosen = cells[:seats]
    ahead = heading(game)
    tries: list[Game] = []
    orders = [tuple(chosen), tuple(reversed(chosen))]
    for order in dict.fromkeys(orders):
        for sideways in (False, True):
            mechs = tuple(
                replace(m, cell=cell, facing=_facing(game, cell, ahead, sideways))
                for m, cell in zip(game.mechs, order, strict=True)
            )
            tries.append(replace(game, mechs=mechs))
    unique = {tuple((m.cell, m.facing) for m in g.mechs): g for g in tries}
    return list(unique.values())[:PLACEMENTS]


def _facing(game: Game, cell: Cell, ahead: Facing, sideways: bool) -> Facing:
    if not sideways and game.board.is_open(step(cell, ahead)):
        return ahead
    for side in (ahead.turned(Turn.LEFT), ahead.turned(Turn.RIGHT)):
        if game.board.is_open(step(cell, side)) and game.board.is_open(
            step(step(cell, side), ahead)
        ):
            return side
    return ahead


# --- drafting ----------------------------------------------------------------------------


def _best_reach(
    game: Game,
    mech: Mech,
    line: tuple[tuple[Command, int], ...],
    hand: tuple[rules.Card, ...],
    runs: int,
) -> float:
    """The best reach of the line with some of the hand added after it, in any order."""
    best = reach(game, mech, line, runs)
    for count in range(1, len(hand) + 1):
        for cards in itertools.permutations(hand, count):
            added = tuple((c.command, 1) for c in cards)
            best = max(best, reach(game, mech, line + added, runs))
    return best


def draft_plans(game: Game, runs: int) -> list[tuple[tuple[int, rules.Card], ...]]:
    """A few shares of the draft row among the pick order, best first: a beam over the
    picks, each partial share scored by how far it could carry the rearmost Mech (then the
    whole team) by the deadline, Moves before Turns before Attacks when that ties."""
    known: dict[tuple[int, tuple[Command, ...]], float] = {}

    def seat_reach(seat: int, hand: tuple[rules.Card, ...]) -> float:
        key = (seat, tuple(c.command for c in hand))
        if key not in known:
            mech = game.mech(seat)
            line = tuple(
                (s.top.command, s.power) for s in mech.slots if s.top is not None and not s.damage
            )
            known[key] = _best_reach(game, mech, line, hand, runs)
        return known[key]

    def score(picks: tuple[tuple[int, rules.Card], ...]) -> float:
        leads = [seat_reach(m.seat, tuple(c for s, c in picks if s == m.seat)) for m in game.mechs]
        kinds = sum(_KIND_BONUS[c.command.kind] for _, c in picks)
        return 100 * min(leads) + sum(leads) + kinds

    beam: list[tuple[tuple[int, rules.Card], ...]] = [()]
    for seat in game.draft.pick_order:
        grown = [
            (*picks, (seat, card))
            for picks in beam
            for card in game.draft.row
            if all(card.id != c.id for _, c in picks)
        ]
        grown.sort(key=score, reverse=True)
        beam = _distinct(grown)[:DRAFT_BEAM]
    return beam[:DRAFT_PLANS]


_KIND_BONUS = {Kind.MOVE: 0.3, Kind.TURN: 0.2, Kind.ATTACK: 0.0}


def _distinct(
    plans: list[tuple[tuple[int, rules.Card], ...]],
) -> list[tuple[tuple[int, rules.Card], ...]]:
    """Drop shares that give every seat the same commands as a better share."""
    seen, kept = set(), []
    for picks in plans:
        key = tuple(sorted((seat, card.command.value) for seat, card in picks))
        if key not in seen:
            seen.add(key)
            kept.append(picks)
    return kept


# --- programming -------------------------------------------------------------------------


def seat_programs(game: Game, seat: int, runs: int) -> list[tuple[float, tuple[rules.Action, ...]]]:
    """Each distinct way to slot or scrap the hand, scored by how far it carries the Mech."""
    mech = game.mech(seat)
    legal = set(rules.legal_actions(game))
    found: dict[tuple[object, ...], tuple[float, tuple[rules.Action, ...]]] = {}
    # middle slots first: a card kept from round to round leaves room on both sides of it
    order = sorted(range(SLOTS), key=lambda i: abs(i - (SLOTS - 1) / 2))
    choices = [(None, *order)] * len(mech.hand)
    for placing in itertools.product(*choices):
        slots, actions, ok = list(mech.slots), [], True
        for card, slot in zip(mech.hand, placing, strict=True):
            if slot is None:
                actions.append(rules.ScrapCard(seat, card.id))
                continue
            if slots[slot].is_damaged or slots[slot].schematic is not None:
                ok = False
                break
            actions.append(rules.PlaceCard(seat, card.id, slot))
            slots[slot] = _stacked(slots[slot], card)
        if not ok or (actions and actions[0] not in legal):
            continue
        line = tuple((s.top.command, s.power) for s in slots if s.top is not None and not s.damage)
        score = reach(game, mech, line, runs)
        if line not in found or found[line][0] < score:
            found[line] = (score, tuple(actions))
    return sorted(found.values(), key=lambda item: -item[0])


def _stacked(slot: Slot, card: rules.Card) -> Slot:
    if slot.element is card.element:
        return replace(slot, cards=(*slot.cards, card)[-3:])
    return replace(slot, cards=(card,))


def program_combos(
    game: Game, runs: int
) -> Iterator[tuple[tuple[int, tuple[rules.Action, ...]], ...]]:
    """Team programs, best first: every seat's best, then one seat at a time worse."""
    seats = [m.seat for m in game.mechs if not m.is_ready]
    options = [seat_programs(game, seat, runs) or [(0.0, ())] for seat in seats]
    start = tuple(0 for _ in seats)
    queue = [(-sum(o[0][0] for o in options), start)]
    seen = {start}
    for _ in range(PROGRAM_COMBOS):
        if not queue:
            return
        _, picks = heapq.heappop(queue)
        yield tuple(
            (seat, options[i][p][1]) for i, (seat, p) in enumerate(zip(seats, picks, strict=True))
        )
        for i in range(len(seats)):
            bumped = (*picks[:i], picks[i] + 1, *picks[i + 1 :])
            if bumped[i] < len(options[i]) and bumped not in seen:
                seen.add(bumped)
                score = sum(options[j][p][0] for j, p in enumerate(bumped))
                heapq.heappush(queue, (-score, bumped))


def reach(game: Game, mech: Mech, line: tuple[tuple[Command, int], ...], runs: int = 1) -> float:
    """A rough run of a Command Line, ``runs`` times, over the bare board: how far from the
    lava it leaves the Mech. Moves stop at boulders, the edge and lava pools; each turn and
    each Omnistomp or Speed goes the way that ends farthest ahead."""
    board, ahead = game.board, heading(game)
    cell, facing = mech.cell, mech.facing
    for command, power in line * runs:
        if command.kind is Kind.TURN:
            turns = [Turn.LEFT, Turn.RIGHT, Turn.AROUND][: power + 1]
            facing = max((facing.turned(t) for t in turns), key=lambda f: f is ahead)
        elif command.kind is Kind.MOVE:
            ways = [facing]
            if command is Command.OMNISTOMP:
                ways += [facing.turned(Turn.LEFT), facing.turned(Turn.RIGHT)]
            distance = 2 * power if command is Command.SPEED else power
            cell = max(
                (_walk(game, cell, w, distance) for w in ways), key=lambda c: progress(game, c)
            )
    penalty = 0.5 if board.terrain(cell) is rules.Terrain.LAVA else 0.0
    return progress(game, cell) + (0.25 if facing is ahead else 0.0) - penalty


def _walk(game: Game, cell: Cell, way: Facing, distance: int) -> Cell:
    for _ in range(distance):
        there = step(cell, way)
        if not game.board.is_open(there):
            break
        cell = there
        if game.board.terrain(cell) is rules.Terrain.LAVA:
            break
    return cell
