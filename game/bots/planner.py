"""The planning bot: drafts, programs, answers, all by trying moves on copies of the game.

Programming is planned for the whole team at once, in execution order: each seat's candidate
programs run from the position the earlier seats' chosen programs lead to, so later seats
plan knowing what earlier ones will do. The plan is kept, and each call hands out its next
action; a seat whose situation changed (a person moved a card) is planned again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from game.rules import (
    Acting,
    Action,
    Cell,
    Choose,
    DraftCard,
    EndProgramming,
    Facing,
    FuelTank,
    Game,
    KeepFuelTank,
    Mech,
    Phase,
    PlaceCard,
    Prompt,
    ScrapCard,
    UseSchematic,
    apply,
    legal_actions,
    queries,
    to_act,
)
from game.rules.cards import Card, Command, Kind
from game.rules.events import Event
from game.rules.grid import step
from game.rules.program import open_slots, stacked
from game.rules.steps import PlaceMech
from game.rules.values import evolve

from . import reasons, sandbox
from .evaluate import TERMS, Mind
from .programs import (
    FRONTIER,
    Program,
    Search,
    Tried,
    all_programs,
    damage_as_run,
    expand,
    fingerprint,
    greedy_programs,
    signature,
)

ANSWER_WIDTH = 6  # open questions followed at each depth when looking ahead from one
ROUND_WIDTH = 3  # open questions followed at each depth in the Minion and Danger Phases
HACK_WORTH = 8.0  # what a Hack Schematic must gain at once to be spent
DRAWS = (1, 2)  # more imagined dice (salts) an answer whose outcome rests on them is weighed on


@dataclass(frozen=True, slots=True)
class Settings:
    """How hard the bot thinks."""

    frontier: int = FRONTIER  # positions kept per group of programs after each slot
    finalists: int = 6  # a seat's best programs played on through the rest of the round
    rollouts: int = 2  # imagined rolls of the dice for each of the best finalists (the rest: 1)
    encore: float = 0.5  # weight of what the Command Lines would do if run once more
    next_card: bool = True  # the best finalists' encore counts the card drafted next
    draft_encore: bool = True  # a card in the row is worth what its line does run twice
    passes: int = 2  # rounds of team planning (the second knows the later seats' plans)
    replayed: int = 3  # the best finalists: imagined again, and played on in a later pass


# Why a seat does what it does, besides an evaluation term it gains on (evaluate.TERMS).
STEADY = "steady"  # no move gains much: said with where the line leaves the Mech
OWN_PROGRAM = "own_program"  # a drafted card that fits this Mech's best program
TEAMMATE = "teammate"  # a drafted card that leaves a teammate the card they need
BEST_ANSWER = "best_answer"  # the answer whose outcome scores best
EVEN = "even"  # every answer comes to the same
# Placing a Mech where no space or facing scores more than another (``_placed``):
OPEN_WAY = "open_way"  # it faces a way with room to step, though no step gains
NO_WAY = "no_way"  # no way ahead of it is open
ANY_SPACE = "any_space"  # no start space gains more than another
SAVES = "saves"  # without it the mission would be lost
REPAIRS = reasons.REPAIRS  # a Damage Card repaired (the count names the slot)
KEEPS_TANK = "keeps_tank"  # a Fuel Tank kept, the damage taken (the count names its slot)
# "incoming", "blocks", "pads", "boss_cards" may be said otherwise (reasons.named)
REASONS = TERMS | {STEADY, OWN_PROGRAM, TEAMMATE, BEST_ANSWER, SAVES, REPAIRS, KEEPS_TANK}
REASONS |= {EVEN, OPEN_WAY, NO_WAY, ANY_SPACE}
REASONS |= reasons.SAID


@dataclass(frozen=True, slots=True)
class Decision:
    """What a seat does next, and why: ``why`` is one of ``REASONS``, a name the
    presentation puts in the players' words. ``by_chance``: the gain came on dice or a
    Damage Card the bot only imagined (it cannot see them), so it may not come. ``count``:
    the number the reason carries (``reasons.count``: Minions killed, spaces the Bomb
    moves, spaces the Mech comes closer to what it heads for, Boss health taken, Minions
    kept back, the slot repaired), 0 for a reason that counts nothing. ``landing``: for a
    program or Hack that no term gains on (``STEADY``), or an answer in execution no more
    than any other (``BEST_ANSWER``), where the seat's line leaves its Mech. A draft pick
    says what the best program it fits gains on (``program``: a reason and its number), or
    where that program leaves the Mech (``landing``), or which card it leaves to a
    teammate (``left``). A start space or facing that scores no more than another says
    what a first step from it gains on (``first_step``: ``why`` and ``count`` are that
    step's)."""

    action: Action
    why: str
    by_chance: bool = False
    count: int = 0
    landing: reasons.Landing | None = None
    program: tuple[str, int] | None = None
    left: Any = None  # a Command
    first_step: bool = False


# A later seat in a playout: its seat, the Mech whose Command Line it runs, and its Mech as
# programming found it (earlier lines may since have damaged it).
Later = tuple[int, Mech, Mech]


def acting_seats(game: Game) -> tuple[int, ...]:
    """The seats that may act now: whoever is asked, whoever picks, whoever is not Ready."""
    return to_act(game).seats


class Planner:
    """A bot for any number of seats; keep one per game so its plans carry over."""

    def __init__(self, settings: Settings = Settings()) -> None:
        self.settings = settings
        self.scored = 0  # programs scored so far (for the benchmark)
        # Each seat's plan: its actions, the Decision for the first, and the other seats'
        # lines it was made with (a line made Ready otherwise since makes it stale).
        self._plans: dict[tuple[Any, ...], tuple[tuple[Action, ...], Decision, Lines]] = {}
        self._minds: dict[int, tuple[Game, Mind]] = {}
        self._weighed: set[tuple[Any, ...]] = set()  # (round, seat, spent) hacks weighed
        # Where this round's plan surely leaves each seat's Mech: (round, seat) -> its line
        # as planned and the Mech's cell and facing at the line's end (``_as_planned``).
        self._expected: dict[tuple[int, int], tuple[tuple[Any, ...], Cell, Facing]] = {}
        # This round's draft: each seat's start and best program for each command in the row.
        self._worths: dict[tuple[Any, ...], tuple[Game, dict[Any, Tried]]] = {}

    # --- the interface ------------------------------------------------------------------

    def next_action(self, game: Game, seat: int) -> Action:
        return self.decide(game, seat).action

    def decide(self, game: Game, seat: int) -> Decision:
        """The seat's next action; ValueError if the seat has nothing to do now."""
        now = to_act(game)
        if seat not in now.seats:
            raise ValueError(f"seat {seat} has nothing to do now")
        if now.kind is Acting.ANSWER:
            return self._answer(game)
        if now.kind is Acting.DRAFT:
            return self._draft(game, seat)
        return self._program(game, seat)

    # --- shared ---------------------------------------------------------------------------

    def mind(self, game: Game) -> Mind:
        key = id(game.table)
        found = self._minds.get(key)
        if found is None or found[0].table is not game.table:
            if len(self._minds) > 16:
                self._minds.clear()
            found = self._minds[key] = (game, Mind(game))
        return found[1]

    def _search(self, game: Game) -> Search:
        return Search(self.mind(game), self.settings.frontier)

    def _programs(
        self, game: Game, seat: int, start: Game, search: Search, swaps: int = 1
    ) -> list[Program]:
        if len(game.mech(seat).hand) <= 2:
            return all_programs(game, seat, swaps)

        def judge(programs: list[Program]) -> list[float]:
            return [t.score for t in search.try_all(start, seat, programs, game.mech(seat))]

        return greedy_programs(game, seat, judge)

    def _done(self, search: Search) -> None:
        self.scored += search.scored

    # --- programming ----------------------------------------------------------------------

    def _program(self, game: Game, seat: int) -> Decision:
        self._forget_before(game.round)
        hack = self._hack(game, seat)
        if hack is not None:
            return hack
        key = _plan_key(game, seat)
        if key not in self._plans or _is_stale(game, self._plans[key][2]):
            self._plan_team(game)
        actions, decision, others = self._plans.pop(key)
        if len(actions) > 1:
            later = _plan_key(apply(game, actions[0]).game, seat)
            self._plans[later] = (actions[1:], replace(decision, action=actions[1]), others)
        return decision

    def _forget_before(self, round_: int) -> None:
        """Drop plans and weighings from earlier rounds (a person may have left theirs unused)."""
        self._plans = {k: v for k, v in self._plans.items() if k[0] >= round_}
        self._weighed = {k for k in self._weighed if k[0] >= round_}
        self._expected = {k: v for k, v in self._expected.items() if k[0] >= round_}

    def _plan_team(self, game: Game) -> None:
        """Plan every seat still programming, in the order their lines will run.

        A seat's finalists are played through the round with the later seats' lines too:
        on the first pass those lines as they stand, on the second pass as just planned
        (so an earlier seat can make room for what a later one will do).
        """
        seen = sandbox.blindfold(game, sandbox.salt_of(game))
        search = self._search(game)
        mind = search.mind
        order = game.seat_order()
        lines = {seat: game.mech(seat) for seat in order}
        chosen: dict[int, tuple[list[Program], list[Tried], int]] = {}
        starts: dict[int, Game] = {}  # where each seat's chosen line starts
        searched: dict[tuple[Any, ...], tuple[list[Program], list[Tried]]] = {}
        picked: dict[tuple[Any, ...], int] = {}
        ranked: dict[tuple[Any, ...], list[int]] = {}  # a seat's finalists, best first
        for _ in range(self.settings.passes):
            state = sandbox.execution_stage(seen)
            changed = False
            for place, seat in enumerate(order):
                mech = game.mech(seat)
                if mech.is_ready:  # its line runs with what earlier lines did to it
                    state = search.try_all(state, seat, [Program((), mech)], mech)[0].state
                    continue
                key = (seat, fingerprint(state))
                if key not in searched:
                    programs = self._programs(seen, seat, state, search)
                    tried = search.try_all(state, seat, programs, seen.mech(seat))
                    searched[key] = _with_other_ends(programs, tried)
                programs, tried = searched[key]
                later = [(t, lines[t], seen.mech(t)) for t in order[place + 1 :]]
                plans = (key, tuple((t, signature(m)) for t, m, _ in later))
                if plans not in picked:
                    best_first = self._finalists(mind, seat, tried, later, ranked.get(key))
                    picked[plans] = best_first[0]
                    ranked[key] = best_first[: self.settings.replayed]
                best = picked[plans]
                before = chosen.get(seat)
                changed |= before is None or before[1][before[2]] is not tried[best]
                chosen[seat] = (programs, tried, best)
                starts[seat] = state
                lines[seat] = programs[best].mech
                state = tried[best].state
            if not changed:
                break
        for seat, (programs, tried, best) in chosen.items():
            actions = _tidy(game, seat, programs[best].actions) + (EndProgramming(seat),)
            # Without the plain scraps among the programs tried, what the line gains on is
            # measured from where it starts (not from nothing: a kill made long ago is none).
            idle = _idle(programs, tried) or Tried(mind.score(starts[seat]), starts[seat])
            programmed = (game.mech(seat), programs[best].mech)
            why, count = self._why(mind, seat, starts[seat], idle, tried[best], programmed)
            # where the line leaves the Mech, from where the players see it stand now
            ends = tried[best].state.mech(seat)
            landing = reasons.landing(game.mech(seat), ends) if why == STEADY else None
            # what earlier lines rolled or drew counts too: the line starts where they end
            by_chance = is_chance(sandbox.execution_stage(seen), tried[best].state)
            by_chance |= reasons.hedged(why, starts[seat], idle.state)
            decision = Decision(actions[0], why, by_chance, count, landing)
            self._expected.pop((game.round, seat), None)
            if not by_chance:
                line = _line(programs[best].mech)
                self._expected[(game.round, seat)] = (line, ends.cell, ends.facing)
            others = {t: _line(mech) for t, mech in lines.items() if t != seat}
            self._plans[_plan_key(game, seat)] = (actions, decision, others)
        self._done(search)

    def _finalists(
        self,
        mind: Mind,
        seat: int,
        tried: list[Tried],
        later: list[Later],
        shortlist: list[int] | None = None,
    ) -> list[int]:
        """The best programs once the round is played to its end, best first: the screening
        score only looks as far as the seat's own line, so the few best are played on
        through the later seats' lines and the Minion and Danger Phases (on imagined dice).
        Played again with other later lines (the next pass), only the ``shortlist`` of the
        last time's best is played on: the rest did worse with the lines as they stood.

        Every finalist is imagined once; only the ``replayed`` best of those are imagined
        further (successive halving): a second imagining seldom lifts one of the rest above
        them (3 in 100 in Missions 2, 4, 6, 8 and 10), and each costs nearly as much as the first.
        The rest follow, by their one imagining."""
        finalists = shortlist or self._screened(tried)
        if len(finalists) == 1:
            return finalists
        plays = {i: _Imagined(self.settings, mind, seat, tried[i].state, later) for i in finalists}
        first = sorted(finalists, key=lambda i: (-plays[i].value(1), i))
        kept, rest = first[: self.settings.replayed], first[self.settings.replayed :]
        rollouts = self.settings.rollouts
        kept.sort(key=lambda i: (-plays[i].value(rollouts), i))
        self.scored += sum(play.runs for play in plays.values())
        return kept + rest

    def _screened(self, tried: list[Tried]) -> list[int]:
        """The programs that screened best, one for each position they lead to."""
        ranked = sorted(range(len(tried)), key=lambda i: (-tried[i].score, i))
        finalists: list[int] = []
        seen: set[Any] = set()
        for index in ranked:
            key = fingerprint(tried[index].state)
            if key not in seen:
                seen.add(key)
                finalists.append(index)
            if len(finalists) == self.settings.finalists:
                break
        return finalists

    def _hack(self, game: Game, seat: int) -> Decision | None:
        """A Hack Schematic is spent at once and only once: use one when what it does right
        now is worth a good deal (it is weighed once per seat and round)."""
        hacks = [a for a in legal_actions(game) if isinstance(a, UseSchematic) and a.seat == seat]
        weighed = (game.round, seat, game.mech(seat).used)
        if not hacks or weighed in self._weighed:
            return None
        self._weighed.add(weighed)
        mind = self.mind(game)
        seen = sandbox.blindfold(game, sandbox.salt_of(game, seat, 3))
        before = mind.score(seen)
        best: tuple[float, UseSchematic, Game] | None = None
        for hack in hacks:
            outcome = apply(seen, hack)
            ends = expand(outcome.game, outcome.events, mind.score, ANSWER_WIDTH, None)
            end = max((e for e, _ in ends), key=mind.score)
            gain = mind.score(end) - before
            if gain >= HACK_WORTH and (best is None or gain > best[0]):
                best = (gain, hack, end)
        if best is None:
            return None
        _, hack, end = best
        why, count = self._why(mind, seat, seen, Tried(before, seen), Tried(mind.score(end), end))
        landing = reasons.landing(game.mech(seat), end.mech(seat)) if why == STEADY else None
        return Decision(hack, why, is_chance(seen, end), count, landing)

    # --- drafting -------------------------------------------------------------------------

    def _draft(self, game: Game, seat: int) -> Decision:
        """Pick with the team in mind: each card is worth what this seat's best program
        makes of it, plus the most the teammates picking next can make of what is left,
        one card each, shared out the best way (so a seat leaves a teammate the card only
        that teammate can use well, though another picks before it)."""
        row = {c.id: c for c in game.draft.row}
        candidates: dict[Any, DraftCard] = {}
        for pick in legal_actions(game):
            if isinstance(pick, DraftCard):
                candidates.setdefault(row[pick.card].command, pick)
        left = Counter(c.command for c in game.draft.row)
        others = tuple(dict.fromkeys(s for s in game.draft.pick_order[1:] if s != seat))

        def total(command: Any) -> float:
            rest = left.copy()
            rest[command] -= 1
            return self._worth(game, seat, command) + self._shared(game, others, rest)

        command = max(candidates, key=total)
        mine = max(candidates, key=lambda c: self._worth(game, seat, c))
        if self._worth(game, seat, command) < self._worth(game, seat, mine):
            return Decision(candidates[command], TEAMMATE, left=mine)
        program = self._fits(game, seat, command)
        if program is not None:
            return Decision(candidates[command], OWN_PROGRAM, program=program)
        start, best = self._draft_search(game, seat)  # gaining on nothing: where it leaves it
        landing = reasons.landing(start.mech(seat), best[command].state.mech(seat))
        return Decision(candidates[command], OWN_PROGRAM, landing=landing)

    def _shared(self, game: Game, seats: tuple[int, ...], left: Counter[Any]) -> float:
        """The most ``seats`` make of the cards ``left``, one each (every way of sharing
        them out is tried: three teammates and a row of ten are a few hundred)."""
        if not seats:
            return 0.0
        seat, rest = seats[0], seats[1:]
        best = 0.0 if not +left else float("-inf")
        for command in [c for c, n in left.items() if n > 0]:
            left[command] -= 1
            best = max(best, self._worth(game, seat, command) + self._shared(game, rest, left))
            left[command] += 1
        return best

    def _worth(self, game: Game, seat: int, command: Any) -> float:
        """The best program a seat has holding its drafted cards and one of this command,
        tried from the position as the round starts. Worked out for every card in the row
        at once (their programs share one search) and kept for the rest of the draft."""
        return self._draft_search(game, seat)[1][command].score

    def _fits(self, game: Game, seat: int, command: Any) -> tuple[str, int] | None:
        """What the seat's best program holding ``command`` gains on, against the line as
        it stands (``_why``); None where it gains on nothing."""
        start, best = self._draft_search(game, seat)
        mind = self.mind(game)
        why = self._why(mind, seat, start, Tried(mind.score(start), start), best[command])
        return None if why[0] in (STEADY, SAVES) else why

    def _draft_search(self, game: Game, seat: int) -> tuple[Game, dict[Any, Tried]]:
        key = (game.round, seat, tuple(c.command for c in game.mech(seat).hand))
        if any(k[0] != game.round for k in self._worths):
            self._worths.clear()  # a new round: the position has moved on
        found = self._worths.get(key)
        if found is None:
            found = self._worths[key] = self._draft_worths(game, seat)
        return found

    def _draft_worths(self, game: Game, seat: int) -> tuple[Game, dict[Any, Tried]]:
        seen = sandbox.blindfold(game, sandbox.salt_of(game))
        search = self._search(game)
        start = sandbox.execution_stage(seen)
        programs: list[Program] = []
        owners: list[Any] = []
        for card in {c.command: c for c in game.draft.row}.values():
            found = self._programs(_holding(seen, seat, card), seat, start, search, swaps=1)
            programs += found
            owners += [card.command] * len(found)
        tried = search.try_all(start, seat, programs)
        self._done(search)
        bests: dict[Any, Tried] = {}
        for owner, result in zip(owners, tried, strict=True):
            if owner not in bests or result.score > bests[owner].score:
                bests[owner] = result
        if self.settings.draft_encore:
            mind, weight = search.mind, self.settings.encore / self.settings.rollouts
            for owner, result in bests.items():
                again = mind.score(encore(mind, result.state, seat)) - result.score
                bests[owner] = Tried(result.score + weight * again, result.state)
        return start, bests

    # --- questions ------------------------------------------------------------------------

    def _answer(self, game: Game) -> Decision:
        """Try every option, play the rest of the phase (during execution: the rest of the
        running line) as well as the budget allows, and keep the best."""
        request = game.pending
        assert request is not None
        mind = self.mind(game)
        salt = sandbox.salt_of(game, len(request.options))
        until = sandbox.AFTER.get(game.phase)
        tried = [self._answered(mind, game, o, until, salt) for o in request.options]
        steps = _first_steps(mind, game)  # between options no score tells apart
        lean = [-1.0 if first is None else first[0] for first in steps]
        # An option that leads on dice or cards imagined once is weighed on a few more
        # imaginings (one lucky Damage Card is no reason to take it), until the one that
        # leads is sure or weighed so.
        weighed: set[int] = set()
        planned = self._as_planned(game, request.seat, tried)
        while planned is None:
            index = max(range(len(tried)), key=lambda i: (tried[i][0], lean[i], -i))
            if index in weighed or not is_chance(game, tried[index][1]):
                break
            weighed.add(index)
            option = request.options[index]
            more = [self._answered(mind, game, option, until, salt + k)[0] for k in DRAWS]
            tried[index] = ((tried[index][0] + sum(more)) / (1 + len(more)), tried[index][1])
        if planned is not None:
            index = planned
        low = min(range(len(tried)), key=lambda i: (tried[i][0], i))
        worst = Tried(*tried[low])
        best = (tried[index][0], index, tried[index][1])
        value, index, outcome = best
        action = Choose(request.seat, request.options[index])
        # What the answer gains on, against the worst one (each the best it can come to).
        why, count = self._why(mind, request.seat, game, worst, Tried(value, outcome))
        if _is_placing(game):  # where a Mech stands rests on no die: the deal after does
            if why == STEADY:
                return self._placed(mind, action, steps[index])
            return Decision(action, why, reasons.hedged(why, game, worst.state), count)
        landing = None
        if why == STEADY:
            why, count = BEST_ANSWER, 0
            if game.phase is Phase.EXECUTE:  # where the running line then leaves the Mech
                landing = reasons.landing(game.mech(request.seat), outcome.mech(request.seat))
            elif value - worst.score < 1e-9:  # a Boss card or way that harms no more
                why = EVEN
            elif isinstance(action.option, KeepFuelTank):  # its stack outweighs the damage
                tanks = [o.slot for o in request.options if isinstance(o, FuelTank)]
                return Decision(action, KEEPS_TANK, False, tanks[0] + 1 if len(tanks) == 1 else 0)
            else:  # what the answer surely does in its slot: damage spared, a piece moved
                mine = _own_slot(game, action.option)
                worse = _own_slot(game, request.options[low])
                spared = queries.damage_taken(worse) - queries.damage_taken(mine)
                if spared > 0:  # a Fuel Tank blown, say
                    return Decision(action, "damage", False, spared)
                landing = reasons.moved(game, mine)  # a Boss's way: where it leaves the piece
                if landing is not None:
                    return Decision(action, why, False, 0, landing)
        by_chance = is_chance(game, outcome) or reasons.hedged(why, game, worst.state)
        return Decision(action, why, by_chance and why not in reasons.SURE, count, landing)

    def _placed(self, mind: Mind, action: Choose, first: FirstStep | None) -> Decision:
        """A start space or facing that scores no more than another, said by what a first
        step from it gains on (the Mech leans that way), or by why there is none."""
        is_facing = isinstance(action.option, Facing)
        if first is None:
            return Decision(action, NO_WAY if is_facing else ANY_SPACE)
        _, here, stepped = first
        before, after = Tried(mind.score(here), here), Tried(mind.score(stepped), stepped)
        why, count = self._why(mind, action.seat, here, before, after)
        if why == STEADY:
            return Decision(action, OPEN_WAY if is_facing else ANY_SPACE)
        return Decision(action, why, count=count, first_step=True)

    def _as_planned(self, game: Game, seat: int, tried: list[tuple[float, Game]]) -> int | None:
        """The best option that surely ends the seat's own running line where this round's
        plan said it would, if the line is the one planned: the plan weighed that line on
        through the round, and its Hint said where it lands (None: no such option)."""
        planned = self._planned(game, seat)
        if planned is None:
            return None
        landing = [i for i, (_, end) in enumerate(tried) if planned(end)]
        return max(landing, key=lambda i: (tried[i][0], -i)) if landing else None

    def _planned(self, game: Game, seat: int) -> Callable[[Game], bool] | None:
        """Whether an outcome surely ends the seat's running line where this round's plan
        said (None: no plan holds for the line running)."""
        expected = self._expected.get((game.round, seat))
        if expected is None or sandbox.running_seat(game) != seat:
            return None
        line, cell, facing = expected
        if _line(game.mech(seat)) != line:
            return None

        def lands(end: Game) -> bool:
            mech = end.mech(seat)
            ended = not is_chance(game, end) and sandbox.running_seat(end) != seat
            return ended and (mech.cell, mech.facing) == (cell, facing)

        return lands

    def _answered(
        self, mind: Mind, game: Game, option: Any, until: Phase | None, salt: int
    ) -> tuple[float, Game]:
        """What answering ``option`` comes to at best, the rest of the phase played on the
        dice and hidden cards ``salt`` imagines. Where the round's plan holds for the seat's
        running line, the later answers keep to it (``_as_planned``) when they can: the
        best ending where the plan said counts first."""
        head, rest = sandbox.asking_step_alone(game, salt)
        planned = self._planned(game, game.pending.seat) if game.pending else None
        value, outcome, kept = float("-inf"), game, False
        answered = sandbox.answer(head, option, until)
        for leaf, _ in expand(*answered, mind.score, ANSWER_WIDTH, until):
            resumed = sandbox.resume(leaf, rest, game.phase, salt)
            for end, _ in expand(*resumed, mind.score, ANSWER_WIDTH, until):
                score = mind.score(end)
                self.scored += 1
                if planned is None and score <= value:
                    continue
                seen = sandbox.unimagined(head, end, game)
                keeps = planned is not None and planned(seen)
                if (keeps, score) > (kept, value):
                    value, outcome, kept = score, seen, keeps
        return value, outcome

    # --- saying why -----------------------------------------------------------------------

    def _why(
        self,
        mind: Mind,
        seat: int,
        start: Game,
        idle: Tried | None,
        chosen: Tried,
        programmed: tuple[Mech, Mech] | None = None,
    ) -> tuple[str, int]:
        """The term the move gains most on, and the number it carries (``reasons.count``,
        from ``start``). A won or lost position scores only its result: "wins the
        mission" is said only of a win, and a move that only keeps the mission from being
        lost says so (its other terms are not gains). A counted term whose count is 0
        (a kill the line does not make itself) is passed over for the next; a Damage
        Card repaired (between the ``programmed`` Mechs, before and after, if given) is
        said as that, not as damage avoided."""
        mechs = programmed or (start.mech(seat), chosen.state.mech(seat))
        ended = chosen.state.result
        if ended is not None:
            return ("result", 0) if ended.is_won else (STEADY, 0)
        lost = idle is not None and idle.state.result is not None and not idle.state.result.is_won
        if lost:
            return SAVES, 0
        after = mind.terms(chosen.state)
        before = mind.terms(idle.state) if idle is not None else {}
        gains = {k: after.get(k, 0.0) - before.get(k, 0.0) for k in set(after) | set(before)}
        for kind in sorted(gains, key=lambda k: (-gains[k], k)):
            if gains[kind] <= 0.5:
                break
            if kind == "damage" and (slot := reasons.repaired(*mechs)):
                return REPAIRS, slot
            if kind not in reasons.COUNTED:
                return kind, 0
            said = reasons.named(kind, start, chosen.state)
            alt = idle.state if idle is not None else None
            number = reasons.count(said, seat, start, chosen.state, alt)
            if number > 0:
                return said, number
        return STEADY, 0


def _own_slot(game: Game, option: Any) -> tuple[Event, ...]:
    """What answering ``option`` does in the slot that asks (``queries.this_slot``), played
    on the asking step alone: what it surely does, whatever the dice after it bring."""
    head, _ = sandbox.asking_step_alone(game)
    _, events = sandbox.answer(head, option, sandbox.AFTER.get(game.phase))
    return queries.this_slot(tuple(events))


def _is_placing(game: Game) -> bool:
    """Whether the question asked places a Mech at the start: its space or facing."""
    head = game.agenda[0] if game.agenda else None
    prompt = game.pending.prompt if game.pending is not None else None
    return isinstance(head, PlaceMech) and prompt in (Prompt.START, Prompt.FACING)


FirstStep = tuple[float, Game, Game]  # what the step gains, the position before and after


def _first_steps(mind: Mind, game: Game) -> list[FirstStep | None]:
    """For each option of a question placing a Mech (a start space or a facing), the best
    first step it leaves the Mech (None: no way ahead is open, or no such question): a
    boulder, a gate, a pool or a piece ahead leaves no step. Its space and facing score
    nothing outside a Lava Wall's mission, so between options that score the same the
    Mech starts and faces where a first step gains most (its first Move card then takes
    it somewhere worth going), not toward a boulder or by the list."""
    request = game.pending
    assert request is not None
    if not _is_placing(game):
        return [None] * len(request.options)
    if request.prompt is Prompt.START:
        placed = [apply(game, Choose(request.seat, cell)).game for cell in request.options]
        ways = [[w for w in _first_steps(mind, there) if w is not None] for there in placed]
        return [max(found, key=lambda way: way[0]) if found else None for found in ways]
    seen = request.preview or game  # the Mech on the space just picked
    mech = seen.mech(request.seat)
    steps: list[FirstStep | None] = []
    for facing in request.options:
        assert isinstance(facing, Facing)
        ahead = step(mech.cell, facing)
        if mind.geo.walk(mech.cell, ahead) != 1 or seen.piece_at(ahead) is not None:
            steps.append(None)
            continue
        here = seen.with_mech(evolve(mech, facing=facing))
        stepped = seen.with_mech(evolve(mech, cell=ahead, facing=facing))
        steps.append((mind.score(stepped) - mind.score(here), here, stepped))
    return steps


def is_chance(start: Game, end: Game) -> bool:
    """Whether dice were rolled or hidden cards drawn on the way from ``start`` to ``end``
    (on a blindfolded copy these are the bot's own imaginings, not what will come)."""
    return not sandbox.drew_nothing(start, end)


def _first(pair: tuple[float, Game]) -> float:
    return pair[0]


Lines = dict[int, tuple[Any, ...]]  # seat -> its Command Line (``_line``)


def _line(mech: Mech) -> tuple[Any, ...]:
    return (mech.slots, mech.system_damage)


def _is_stale(game: Game, others: Lines) -> bool:
    """Whether a seat made Ready since a plan was made runs another line than it assumed
    (a person programmed otherwise): what the plan claims may no longer hold."""
    return any(game.mech(t).is_ready and _line(game.mech(t)) != line for t, line in others.items())


def run_line(
    mind: Mind, game: Game, seat: int, mech: Mech | None = None, planned: Mech | None = None
) -> Game:
    """A seat's Command Line (``mech``'s, if given) run on, answering its best.
    ``planned``: the seat's Mech as programming found it; damage earlier lines have
    done to it since stays where ``mech``'s program left the slot as it was."""
    if not sandbox.is_running(game):
        return game
    if mech is not None:
        here = game.mech(seat)
        damage, system = damage_as_run(mech, here, planned)
        slots = tuple(evolve(s, damage=d) for s, (d, _) in zip(mech.slots, damage, strict=True))
        game = game.with_mech(evolve(here, slots=slots, system_damage=system))
    busy = [s for s in range(6) if not sandbox.is_idle(game, seat, s)]
    if not busy:
        return game
    ran = sandbox.run_slots(game, seat, busy)
    outcomes = expand(*ran, mind.score, ROUND_WIDTH, Phase.MINIONS)
    if len(outcomes) == 1:  # no question asked: nothing to choose, nothing to score
        return outcomes[0][0]
    return max((g for g, _ in outcomes), key=mind.score)


def encore(mind: Mind, game: Game, seat: int) -> Game:
    """The seat's Command Line run once more, as it stands, answering its best."""
    return run_line(mind, sandbox.execution_stage(game), seat)


# The cards a seat may draft next, imagined in the encore: a Move or a Turn card of each
# element, what a line lacks to get somewhere (an Attack card's worth shows once the Mech
# is there; leaving the four out spares a third of the cost).
IMAGINED = tuple(Card(-1 - i, c) for i, c in enumerate(Command) if c.kind in (Kind.MOVE, Kind.TURN))


def encore_with_card(search: Search, game: Game, seat: int, plain: float) -> float:
    """What the seat's line scores run once more with one card more, drafted next round:
    each imagined card in its best slot, or none (the line as it stands scores ``plain``),
    averaged over the cards. A line one card short of pushing the Bomb, or a Mech left
    facing its way, is worth what the card then does. The lines are searched as this
    round's programs are, sharing the slots they have in common."""
    stage = sandbox.execution_stage(game)
    mech = stage.mech(seat)
    used = [i for i, s in enumerate(mech.slots) if not s.is_empty]
    tail = used[-1] + 2 if used else 1  # one empty slot after the last used runs as any
    programs: list[Program] = []
    cards: list[Card] = []
    for card in IMAGINED:
        for slot in (i for i in open_slots(mech) if i < tail):
            placed, _ = stacked(mech.slots[slot], card)
            slots = mech.slots[:slot] + (placed,) + mech.slots[slot + 1 :]
            programs.append(Program((), evolve(mech, slots=slots)))
            cards.append(card)
    best = dict.fromkeys(IMAGINED, plain)
    for card, tried in zip(cards, search.try_all(stage, seat, programs), strict=True):
        best[card] = max(best[card], tried.score)
    return sum(best.values()) / len(best)


class _Imagined:
    """A seat's finalist played through the rest of the round, one imagining of the dice at a
    time. Its value is the end positions' average over the imaginings made so far, plus,
    with an encore, what the seat's Command Line as it stands would gain if run once more
    (played on the first imagining; the programs compared differ only in that line). The
    encore weighs the same however many imaginings are made: one imagining's value
    estimates the value of all ``rollouts``. Imagined again (the best few), the encore
    also counts the card the seat drafts next (``encore_with_card``): of two ends that
    score alike, the one where a Move card would then push the Bomb (the Mech left facing
    it, a line one card short) is worth more."""

    def __init__(self, settings: Settings, mind: Mind, seat: int, game: Game, later: list[Later]):
        self.settings, self.mind, self.seat, self.game, self.later = (
            settings,
            mind,
            seat,
            game,
            later,
        )
        self.ends: list[float] = []  # each imagining's end position
        self.encore = 0.0  # what running the line once more gains on the first one's end
        self.unrolled: Game | None = None  # the later lines' outcome, where they drew nothing
        self.first: tuple[Game, float] | None = None  # the first imagining's end, its score
        self.runs = 0  # programs scored with an imagined card (``encore_with_card``)

    def value(self, count: int) -> float:
        while len(self.ends) < count:
            self.ends.append(self._play(len(self.ends)))
        settings = self.settings
        if count > 1 and settings.next_card and self.first is not None:
            end, value = self.first  # the best few: their encore counts the next card too
            self.first = None
            search = Search(self.mind, settings.frontier)
            with_card = encore_with_card(search, end, self.seat, value + self.encore)
            self.encore, self.runs = with_card - value, search.scored
        return sum(self.ends[:count]) / count + settings.encore * self.encore / settings.rollouts

    def _play(self, sample: int) -> float:
        mind, game = self.mind, self.game
        imagined = sandbox.blindfold(game, sandbox.salt_of(game, 101 + sample))
        if self.unrolled is not None:  # the same lines on other dice: the same outcome
            ran = sandbox.reimagined(self.unrolled, imagined)
        else:
            ran = imagined
            for other, line, planned in self.later:
                ran = run_line(mind, ran, other, line, planned)
            if sandbox.drew_nothing(imagined, ran):
                self.unrolled = ran
        ended = sandbox.to_round_end(ran)
        ends = expand(*ended, mind.score, ROUND_WIDTH, Phase.DRAFT)
        value, end = max(((mind.score(e), e) for e, _ in ends), key=_first)
        if sample == 0 and self.settings.encore and sandbox.is_live(end):
            self.encore = mind.score(encore(mind, end, self.seat)) - value
            self.first = (end, value)
        return value


def _plan_key(game: Game, seat: int) -> tuple[Any, ...]:
    mech = game.mech(seat)
    return (game.round, seat, mech.hand, mech.slots, mech.system_damage, mech.cell, mech.facing)


def _with_other_ends(
    programs: list[Program], tried: list[Tried]
) -> tuple[list[Program], list[Tried]]:
    """Each program once more for each other place its answers could leave the Mech:
    a finalist facing the Bomb for next round's push is then weighed as one of its own."""
    more = [
        (program, other) for program, t in zip(programs, tried, strict=True) for other in t.others
    ]
    return programs + [p for p, _ in more], tried + [t for _, t in more]


def _idle(programs: list[Program], tried: list[Tried]) -> Tried | None:
    """The outcome of scrapping every card for nothing (the line as it was), if tried."""
    for program, result in zip(programs, tried, strict=True):
        if all(_is_plain_scrap(a) for a in program.actions):
            return result
    return None


def _tidy(game: Game, seat: int, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """A card placed only to be covered over by another of the program is scrapped instead:
    the same Command Line, and a Hint never shows a move the plan itself undoes."""
    end = _line_after(game, seat, actions)
    tidied = list(actions)
    for index, action in enumerate(actions):
        if not isinstance(action, PlaceCard):
            continue
        trial = list(tidied)
        trial[index] = ScrapCard(seat, action.card)
        if end is not None and _line_after(game, seat, tuple(trial)) == end:
            tidied = trial
    return tuple(tidied)


def _line_after(game: Game, seat: int, actions: tuple[Action, ...]) -> tuple[Any, ...] | None:
    """The seat's Command Line once these actions are taken (None: one is not allowed)."""
    for action in actions:
        if action not in legal_actions(game):
            return None
        game = apply(game, action).game
    mech = game.mech(seat)
    return signature(mech)


def _is_plain_scrap(action: Action) -> bool:
    return isinstance(action, ScrapCard) and action.repair is None and action.swap is None


def _holding(game: Game, seat: int, card: Any) -> Game:
    """A copy in the Program Phase where the seat holds this card and what it drafted before
    (beyond two cards, just this one: its worth on top of the Command Line)."""
    held = game.mech(seat).hand
    hand = held + (card,) if len(held) < 2 else (card,)
    mechs = tuple(
        evolve(m, hand=hand if m.seat == seat else (), is_ready=m.seat != seat) for m in game.mechs
    )
    draft = replace(game.draft, row=(), pick_order=())
    return replace(game, phase=Phase.PROGRAM, mechs=mechs, draft=draft)
