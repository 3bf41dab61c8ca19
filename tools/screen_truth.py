"""What the screen promises, checked against what the rules then do.

    python tools/screen_truth.py [--games 2] [--seed 1] [--rounds 4] [--hints 3]

Plays random games of every mission at every seat count it allows and, in every state
reached, compares what the play screen would show with what ``rules.apply`` does under the
same answers:

- the **path previews** (``queries.program_trails``, drawn while players program): each
  Mech's path, turns, attacks, pieces carried, slot numbers and where it ends, against the
  Command Lines run for real once every seat is Ready, each question answered with its first
  option (as the preview says it does);
- every **answer's preview** (``AnswerInput.targets``, drawn while a question waits): where
  the Mech ends and faces, its path, what it hits and carries, the turn arrow it is drawn
  as, the "no effect" and "(= Move 2)" marks, against that answer applied;
- the **Hint's claims** ("wins the mission", "completes an objective", kills, Shards)
  and **the number each carries** ("kills 2 Minions", "moves the Bomb 2 spaces", "repairs
  the Damage in slot 3", "steps away from 1 Minion", "the Mech ends 2 spaces up, facing
  left" (a move nothing gains more on), "comes 3
  spaces closer to a Crystal Shard", "takes 2 health from the Boss", "gives the Bomb 1
  health back", "rolls the Bomb onto 1 Repair Pad", "takes 1 card off the Boss's line",
  "stands between 2 Minions and the School"): the Hint followed, every seat and answer as
  the bot plays them, on the game's own dice, the number measured on what the seat's own
  line then did (``reasons.count``'s measures, read from the events); "spares the team at
  least 1 damage" against the line as it was (the hand scrapped for nothing) run for real
  too.

- a **Hint for a question**: the number its reason carries ("gives the Boss the less
  harmful card, at Power 2", "takes 1 card off the Boss's line", "leaves the Mechs 1 space
  closer to the Boss than another way would", each other way played too), or where the running line
  leaves the Mech when no answer gains more, against what the rules
  do with that answer to the end of the running line (or of the phase), later questions
  answered as the bot does; where a way the Boss's move takes leaves the Boss or the Mech
  it drags, and the damage an answer surely spares in its slot (against every other
  answer), against what the rules do in that slot; a Fuel Tank kept: the damage taken in
  that slot, the stack named still there.

Every disagreement is printed on a line of its own with where it was found; the last line is
``previews checked: N, disagreements: D``.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("MVM_SAVE_DIR", tempfile.mkdtemp(prefix="mvm-screen-truth-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import rules  # noqa: E402
from game.bots import Planner, acting_seats, reasons  # noqa: E402
from game.bots.sandbox import AFTER, until_phase_ends  # noqa: E402
from game.content import MissionInfo, campaign  # noqa: E402
from game.rules import (  # noqa: E402
    Action,
    Cell,
    Choose,
    EndProgramming,
    Facing,
    Game,
    Mech,
    Phase,
    PieceId,
    PlaceCard,
    Prompt,
    ScrapCard,
    Terrain,
    queries,
)
from game.rules import events as ev  # noqa: E402
from game.rules.engine import DEFAULT_YORDLES  # noqa: E402
from game.rules.steps import EnterPhase, RunBossSlot, RunSlot  # noqa: E402
from game.view.prelude import as_shown  # noqa: E402

FUEL = rules.Command.FUEL_TANK

Carried = tuple[tuple[PieceId, tuple[Cell, ...]], ...]


@dataclass
class Tally:
    checked: int = 0
    found: list[str] = field(default_factory=list)
    kinds: dict[str, int] = field(default_factory=dict)
    whys: dict[str, int] = field(default_factory=dict)  # the Hints' reasons, as given
    counts: int = 0  # reasons' numbers checked
    hedged: int = 0  # claims said as a hope

    def compare(self, kind: str, where: str, shown: object, done: object) -> None:
        """One promise: what the screen shows against what the rules do."""
        self.checked += 1
        if shown != done:
            self.kinds[kind] = self.kinds.get(kind, 0) + 1
            self.found.append(f"{kind}: {where}: the screen shows {shown!r}, the rules do {done!r}")


@dataclass
class Line:
    """What one seat's Command Line did, read from the events of a real execution."""

    path: list[Cell]
    facing: Facing
    turns: list[tuple[Cell, Facing]] = field(default_factory=list)
    hits: list[Cell] = field(default_factory=list)
    carried: list[tuple[PieceId, tuple[Cell, ...]]] = field(default_factory=list)
    ends: dict[int, Cell] = field(default_factory=dict)  # slot -> where the Mech stood after


# --- path previews ---------------------------------------------------------------------------


def executed(game: Game) -> tuple[dict[int, Line], Game] | None:
    """Every seat Ready now, the lines run, each question given its first option: what each
    seat's line did (None if not every seat may be Ready now)."""
    start = game
    events: list[ev.Event] = []
    for mech in game.mechs:
        if not mech.is_ready:
            ready = EndProgramming(mech.seat)
            if ready not in rules.legal_actions(game):
                return None
            outcome = rules.apply(game, ready, until=Phase.MINIONS)
            game = outcome.game
            events += outcome.events
    for _ in range(200):
        if game.pending is None:
            break
        outcome = rules.apply(
            game, Choose(game.pending.seat, game.pending.options[0]), until=Phase.MINIONS
        )
        game = outcome.game
        events += outcome.events
    pos = {m.seat: m.cell for m in start.mechs}
    face = {m.seat: m.facing for m in start.mechs}
    order = list(start.seat_order())
    lines: dict[int, Line] = {}

    def begin(seat: int) -> None:
        """The lines before this seat's are done: the ones that did nothing start here."""
        for earlier in order[: order.index(seat) + 1]:
            lines.setdefault(earlier, Line([pos[earlier]], face[earlier]))

    running: tuple[int, int] | None = None
    for event in events:
        match event:
            case ev.PhaseStarted(phase=phase) if phase is not Phase.EXECUTE:
                break
            case ev.SlotStarted(seat=seat, slot=slot):
                begin(seat)
                running = (seat, slot)
            case ev.PieceMoved(piece=piece, path=path):
                if piece.is_mech:
                    pos[piece.seat] = path[-1]
                if running is None:
                    continue
                if piece == PieceId.mech(running[0]):
                    lines[running[0]].path.extend(path[1:])
                    lines[running[0]].ends[running[1]] = path[-1]
                elif event.manner in (ev.Manner.PUSH, ev.Manner.TOW):
                    lines[running[0]].carried.append((piece, path))
            case ev.MechTurned(seat=seat, after=after):
                face[seat] = after
                if running is not None and running[0] == seat:
                    line = lines[seat]
                    line.facing = after
                    line.turns.append((line.path[-1], after))
            case ev.CellsAttacked(seat=seat, cells=cells) if seat in lines:
                lines[seat].hits.extend(cells)
    begin(order[-1])
    return lines, game


def check_trails(game: Game, tally: Tally, where: str) -> None:
    """Each Mech's preview against its line run for real."""
    trails = queries.program_trails(game)
    found = executed(game)
    if found is None:
        return
    lines, _ = found
    for trail in trails:
        line = lines[trail.seat]
        here = f"{where}, seat {trail.seat}"
        if not trail.steps:  # nothing is drawn: the line must do nothing
            idle = (line.path[1:], line.turns, line.hits, line.carried)
            tally.compare("trail idle", here, ([], [], [], []), idle)
            continue
        path = [trail.start, *(c for s in trail.steps for c in s.path[1:])]
        tally.compare("trail path", here, path, line.path)
        tally.compare(
            "trail end", here, (trail.end, trail.end_facing), (line.path[-1], line.facing)
        )
        turns = [t for s in trail.steps for t in s.turns]
        tally.compare("trail turns", here, turns, line.turns)
        hits = sorted({c for s in trail.steps for c in s.hits})
        tally.compare("trail hits", here, hits, sorted(set(line.hits)))
        carried = [c for s in trail.steps for c in s.carried]
        tally.compare("trail carried", here, carried, line.carried)
        badges = {s.slot: s.end for s in trail.steps if s.slot is not None and len(s.path) > 1}
        moved = {slot: cell for slot, cell in line.ends.items() if slot in badges}
        tally.compare("trail slot numbers", here, badges, moved)


# --- answers -------------------------------------------------------------------------------


def answer_input():  # type: ignore[no-untyped-def]
    """The play scene's answering, without a window (only its targets are read)."""
    import pygame

    from game.scenes.play.answering import AnswerInput
    from game.scenes.play.views import damage_title
    from game.view.camera import Camera

    camera = Camera(pygame.Rect(0, 0, 800, 800), 12, 12)
    names = {seat: f"seat {seat}" for seat in range(4)}
    colours = {seat: (200, 200, 200) for seat in range(4)}

    def nowhere():  # type: ignore[no-untyped-def]
        raise AssertionError("the checker draws no panel")

    return AnswerInput(camera, names, colours, damage_title, nowhere)


def answered(game: Game, option: object) -> tuple[Game, tuple[ev.Event, ...]]:
    """The question's step run with this answer, and what follows it up to the next slot, the
    Boss's next slot or the next phase (what the screen's answer preview reads): the game
    then (as the next question shows it, if one is asked first)."""
    rest = game.agenda[1:]
    slots = RunSlot | RunBossSlot | EnterPhase
    cut = next((i for i, s in enumerate(rest) if isinstance(s, slots)), len(rest))
    head = replace(game, agenda=game.agenda[: 1 + cut])
    assert game.pending is not None
    outcome = rules.apply(head, Choose(game.pending.seat, option), until=AFTER.get(game.phase))
    return as_shown(outcome.game), outcome.events


def check_answers(game: Game, answering, tally: Tally, where: str) -> None:  # type: ignore[no-untyped-def]
    request = game.pending
    assert request is not None
    seat = request.seat
    shown = as_shown(game)
    targets = answering.targets(game)
    ends: dict[object, Cell] = {}
    for target in targets:
        after, events = answered(game, target.option)
        moving = seat if target.mover is None else target.mover  # a Boss drags another Mech
        start, mech = shown.mech(moving), after.mech(moving)
        here = f"{where}, {request.prompt.value} {queries.option_label(target.option)}"
        if after.phase is shown.phase:  # a preview reads no further than the phase
            tally.compare("answer end", here, (target.end, target.facing), (mech.cell, mech.facing))
        hits = sorted(
            {
                c
                for e in events
                if isinstance(e, ev.CellsAttacked) and e.seat == seat
                for c in e.cells
            }
        )
        tally.compare("answer hits", here, sorted(set(target.hits)), hits)
        if request.prompt in (Prompt.TURN, Prompt.FACING):
            tally.compare("turn arrow", here, target.side, mech.facing)
        if request.prompt is Prompt.DISTANCE:
            tally.compare("distance space", here, target.cell, mech.cell)
            ends[target.option] = mech.cell
        moved = any(isinstance(e, ev.PieceMoved) for e in events)
        hit = any(isinstance(e, ev.CellsAttacked) and e.seat == seat for e in events)
        if request.prompt is Prompt.DIRECTION and target.label.endswith(": no effect"):
            nothing = mech.cell == start.cell and not hit and not moved
            tally.compare("no effect", here, True, nothing)
    for target in targets:
        if request.prompt is Prompt.DISTANCE and " (= " in target.label:
            other = target.label.split(" (= ")[1].rstrip(")")
            same = next(t for t in targets if t.label.split(" (")[0] == other)
            here = f"{where}, distance {target.option}"
            tally.compare("same as", here, ends[same.option], ends[target.option])


# --- hints -----------------------------------------------------------------------------------

CLAIMS = (
    "result",
    "saves",
    "stage",
    "kills",
    "shards",
    "damage",
    *sorted(reasons.COUNTED),
    "steady",
)


def followed(
    game: Game,
    planner: Planner,
    seat: int,
    first: Action,
    others: dict[int, list[Action]] | None = None,
) -> tuple[Game, list[ev.Event], Mech]:
    """The Hint taken, then every seat and answer as the bot plays them, to the end of the
    execution: the game then, its events, and the seat's Mech as programmed (the hinted
    seat's, once it was Ready). The other seats' programming actions are kept in
    ``others`` (by seat); given them already, they are played again as they were."""
    replay = {s: list(a) for s, a in others.items()} if others else {}
    taken = others if others is not None and not others else None
    outcome = rules.apply(game, first, until=Phase.MINIONS)
    programmed = outcome.game.mech(seat)
    if outcome.game.phase is not Phase.PROGRAM:
        programmed = _programmed(game, first)
    game, events = outcome.game, list(outcome.events)
    for _ in range(200):
        if game.result is not None or game.phase not in (Phase.PROGRAM, Phase.EXECUTE):
            break
        seats = acting_seats(game)
        if not seats:
            break
        programming = game.phase is Phase.PROGRAM and game.pending is None
        again = replay.get(seats[0]) if programming else None
        if again and again[0] in rules.legal_actions(game):
            action = again.pop(0)
        else:
            action = planner.decide(game, seats[0]).action
        if programming and taken is not None and seats[0] != seat:
            taken.setdefault(seats[0], []).append(action)
        outcome = rules.apply(game, action, until=Phase.MINIONS)
        if game.phase is Phase.PROGRAM and getattr(action, "seat", None) == seat:
            after = outcome.game  # what the seat's own action made of its Mech (the
            mech = after.mech(seat)  # execution it may start changes the Mech again)
            programmed = mech if after.phase is Phase.PROGRAM else _programmed(game, action)
        game = outcome.game
        events += outcome.events
    return game, events, programmed


def _programmed(game: Game, action: Action) -> Mech:
    """The seat's Mech once ``action`` is taken, halting before execution."""
    seat: int = getattr(action, "seat")  # noqa: B009  # every programming action has one
    return rules.apply(game, action, until=Phase.EXECUTE).game.mech(seat)


def check_hint(game: Game, planner: Planner, seat: int, tally: Tally, where: str) -> None:
    decision = planner.decide(game, seat)
    why = decision.why
    tally.whys[why] = tally.whys.get(why, 0) + 1
    if why not in CLAIMS or game.phase is not Phase.PROGRAM or game.pending is not None:
        return
    if decision.by_chance:
        tally.hedged += 1  # said as a hope ("if luck allows"): no promise to hold it to
        return
    others: dict[int, list[Action]] = {}
    end, events, programmed = followed(game, planner, seat, decision.action, others)
    here = f"{where}, Hint for seat {seat} ({decision.action!r}, says {why})"
    mine = _own_events(events, seat)
    match why:
        case "result":
            tally.compare("hint wins", here, True, end.result is not None and end.result.is_won)
        case "saves":
            lost = end.result is not None and not end.result.is_won
            tally.compare("hint saves", here, False, lost)
        case "stage":
            done = end.progress.stage > game.progress.stage or (
                end.result is not None and end.result.is_won
            )
            tally.compare("hint objective", here, True, done)
        case "kills":
            tally.compare(
                "hint kills", here, True, any(isinstance(e, ev.MinionKilled) for e in mine)
            )
        case "shards":
            tally.compare(
                "hint shards", here, True, any(isinstance(e, ev.ShardShattered) for e in mine)
            )
    if why in reasons.COUNTED:  # a counted kind is said with its number, never without
        tally.compare("hint said without its number", here, True, decision.count > 0)
    if why in ("damage", "escalated"):  # against the line as it was, run for real too
        number = spared(why, game, planner, seat, events, others)
        tally.counts += 1
        if why == "damage":  # "at least": the first Damage Card drawn is all that is sure
            number = decision.count if number >= decision.count else number
        tally.compare(f"hint count {why}", here, decision.count, number)
    elif decision.count or why in reasons.COUNTED:
        number = line_count(why, seat, game, programmed, events)
        tally.counts += 1
        tally.compare(f"hint count {why}", here, decision.count, number)
    if decision.landing is not None:  # where the line leaves the Mech, as the rules move it
        tally.counts += 1
        tally.compare("hint landing", here, decision.landing, line_landing(seat, game, events))


def spared(
    why: str,
    game: Game,
    planner: Planner,
    seat: int,
    events: list[ev.Event],
    others: dict[int, list[Action]],
) -> int:
    """What the seat's line spares the team against the line as it was (every card in
    hand scrapped for nothing, the other seats programming as they did): the Damage Cards
    drawn (``damage``) or escalations fired (``escalated``) while that line runs, less
    those while the Hint's line ran."""
    idle = [ScrapCard(seat, c.id) for c in game.mech(seat).hand]
    start = game
    for action in idle:
        if action not in rules.legal_actions(start):
            return 0
        start = rules.apply(start, action, until=Phase.MINIONS).game
    _, alternative, _ = followed(start, planner, seat, EndProgramming(seat), others)

    kind = ev.DamageDrawn if why == "damage" else ev.Escalated

    def drawn(happened: list[ev.Event]) -> int:
        return sum(isinstance(e, kind) for e in _own_events(happened, seat))

    return max(0, drawn(alternative) - drawn(events))


def played_out(game: Game, planner: Planner, action: Action) -> Game:
    """The answer ``action`` taken and the phase played to its end on the game's own dice
    (the running line's, in execution), every later question answered as the bot does."""
    until = AFTER.get(game.phase)
    end = rules.apply(until_phase_ends(game), action, until=until).game
    for _ in range(100):
        if end.pending is None or end.result is not None:
            break
        answer = planner.decide(end, end.pending.seat).action
        end = rules.apply(end, answer, until=until).game
    return end


def check_answer_hint(game: Game, planner: Planner, tally: Tally, where: str) -> None:
    """A Hint for a question: the number its reason carries, against what the rules do
    with that answer to the end of what the bot weighed (the running line, in execution;
    else the phase), every later question answered as the bot does."""
    assert game.pending is not None
    seat = game.pending.seat
    decision = planner.decide(game, seat)
    why = decision.why
    said = f"answer {why}"
    if decision.landing is not None and decision.landing.piece is not None:
        said += " (the piece a Boss's way moves)"
    elif why == "best_answer" and decision.landing is None:
        said += " (nothing concrete)"
    tally.whys[said] = tally.whys.get(said, 0) + 1
    here = f"{where}, Hint for the {game.pending.prompt.value} question ({decision!r})"
    if decision.landing is not None and decision.landing.piece is not None:
        _, events = answered(game, decision.action.option)  # type: ignore[attr-defined]
        tally.counts += 1
        moved = reasons.moved(game, queries.this_slot(events))
        tally.compare("answer hint moved", here, decision.landing, moved)
        return
    if why == "damage" and not decision.by_chance:  # surely spared in the asking slot
        tally.counts += 1
        taken = {o: slot_damage(game, o) for o in game.pending.options}
        most = max(taken.values()) - taken[decision.action.option]  # type: ignore[attr-defined]
        tally.compare("answer hint damage", here, True, 0 < decision.count <= most)
        return
    if why == "keeps_tank":  # the slot's damage taken, the Fuel Tank still in the slot named
        after, events = answered(game, decision.action.option)  # type: ignore[attr-defined]
        tally.counts += 1
        blown = any(isinstance(e, ev.FuelTankDetonated) for e in queries.this_slot(events))
        taken = queries.damage_taken(queries.this_slot(events)) > 0
        slots = after.mech(seat).slots
        tanks = [i + 1 for i, s in enumerate(slots) if s.cards and s.cards[-1].command is FUEL]
        named = decision.count in tanks if decision.count else len(tanks) > 1
        tally.compare("answer hint keeps tank", here, True, not blown and taken and named)
        return
    if decision.by_chance or why in reasons.AGAINST:
        return
    if why not in reasons.COUNTED and decision.landing is None:
        return
    end = played_out(game, planner, decision.action)
    tally.counts += 1
    if decision.landing is not None:  # where the running line then left the Mech
        landed = reasons.landing(game.mech(seat), end.mech(seat))
        tally.compare("answer hint landing", here, decision.landing, landed)
        return
    done = reasons.count(why, seat, game, end)
    if why in reasons.AGAINST_ANSWERS:  # against another answer: the most against any
        others = [
            Choose(seat, o) for o in game.pending.options if Choose(seat, o) != decision.action
        ]
        ways = (played_out(game, planner, a) for a in others)
        done = max((reasons.count(why, seat, game, end, way) for way in ways), default=0)
    tally.compare(f"answer hint count {why}", here, decision.count, done)


def slot_damage(game: Game, option: object) -> int:
    """The damage the Mechs take in the asking slot by answering ``option``."""
    _, events = answered(game, option)
    return queries.damage_taken(queries.this_slot(events))


@dataclass
class Seen:
    """Where the pieces a reason counts stand, kept up event by event."""

    minions: dict[int, Cell]
    mechs: dict[int, Cell]
    bomb: Cell | None
    carriers: dict[int, int]  # seat -> the Shard it carries
    gone: set[int] = field(default_factory=set)  # Shards off the board (broken, picked up)
    facings: dict[int, Facing] = field(default_factory=dict)  # seat -> the way its Mech faces

    @classmethod
    def of(cls, game: Game) -> Seen:
        return cls(
            {m.id: m.cell for m in game.minions},
            {m.seat: m.cell for m in game.mechs},
            game.bomb,
            {m.seat: m.shard for m in game.mechs if m.shard is not None},
            facings={m.seat: m.facing for m in game.mechs},
        )

    def copy(self) -> Seen:
        return Seen(
            dict(self.minions),
            dict(self.mechs),
            self.bomb,
            dict(self.carriers),
            set(self.gone),
            dict(self.facings),
        )

    def beside(self, seat: int) -> int:
        x, y = self.mechs[seat]
        return sum(1 for c in self.minions.values() if abs(c[0] - x) + abs(c[1] - y) == 1)

    def see(self, event: ev.Event) -> None:
        match event:
            case ev.PieceMoved(piece=piece, path=path):
                if piece.is_mech:
                    self.mechs[piece.seat] = path[-1]
                elif piece.kind.value == "minion":
                    self.minions[piece.number] = path[-1]
                elif piece.kind.value == "bomb":
                    self.bomb = path[-1]
            case ev.MinionKilled(minion=minion) | ev.MinionRemoved(minion=minion):
                self.minions.pop(minion, None)
            case ev.MechTurned(seat=seat, after=facing):
                self.facings[seat] = facing
            case ev.MinionSpawned():
                pass  # not while Command Lines run
            case ev.ShardShattered(shard=shard):
                self.gone.add(shard)
            case ev.ShardPickedUp(seat=seat, shard=shard):
                self.carriers[seat] = shard
                self.gone.add(shard)
            case ev.ShardDropped(seat=seat, shard=shard, caught_by=caught):
                self.carriers.pop(seat, None)
                if caught is not None:
                    self.carriers[caught] = shard
            case ev.ShardDelivered(seat=seat):
                self.carriers.pop(seat, None)


def line_count(why: str, seat: int, game: Game, programmed: Mech, events: list[ev.Event]) -> int:
    """The number a reason of ``why`` carries, measured on what the seat's line did: from
    where the pieces stood as its first slot started to where they stood as it ended."""
    if why == reasons.REPAIRS:
        return reasons.repaired(game.mech(seat), programmed)
    start, seen, mine, earlier = _line(seat, game, events)
    match why:
        case "kills" | "minions_left":
            return sum(isinstance(e, ev.MinionKilled | ev.MinionRemoved) for e in mine)
        case "shards":
            return sum(isinstance(e, ev.ShardShattered) for e in mine)
        case "bomb":
            if start.bomb is None or seen.bomb is None:
                return 0
            return abs(start.bomb[0] - seen.bomb[0]) + abs(start.bomb[1] - seen.bomb[1])
        case "delivered":
            return sum(isinstance(e, ev.ShardDelivered) for e in mine)
        case "carried":
            return max(0, len(seen.carriers) - len(start.carriers))
        case "exposed":
            return max(0, start.beside(seat) - seen.beside(seat))
        case "boss_health" | "knockdown":
            return sum(isinstance(e, ev.BossDamaged) for e in mine)
        case "boss_shields":
            lowered = sum(-1 if e.is_active else 1 for e in _runes(mine))
            return max(0, lowered)
        case "cannon" | "boss_cards":
            return sum(isinstance(e, ev.BossCardRemoved) for e in mine)
        case "boss_draft":
            return next((e.power for e in mine if isinstance(e, ev.BossCardSlotted)), 0)
        case "health":
            if game.bomb is None:
                return 0
            return max(0, sum(e.after - e.before for e in mine if isinstance(e, ev.DoomChanged)))
        case "pads":
            pads = set(game.board.cells_of(Terrain.REPAIR_PAD))
            visited = set(game.progress.bomb_pads) | (_rolled(earlier) & pads)
            return len((_rolled(mine) & pads) - visited)
        case "pads_bomb":
            if start.bomb is None or seen.bomb is None:
                return 0
            return reasons.lava_rows(game, start.bomb, seen.bomb)
    if reasons.base(why) == "blocks":  # Minions held off, where the line left the pieces
        mechs = tuple(replace(m, cell=seen.mechs[m.seat]) for m in game.mechs)
        minions = tuple(
            replace(m, cell=seen.minions[m.id]) for m in game.minions if m.id in seen.minions
        )
        return reasons.stands_between(replace(game, mechs=mechs, minions=minions), seat)
    if reasons.base(why) in ("breach", "incoming"):  # Minions kept back, Bomb as it moved
        bombs = (start.bomb, seen.bomb)
        return reasons.held_back(why, game, start.minions, seen.minions, bombs)
    if why == "lava":
        return reasons.lava_rows(game, start.mechs[seat], seen.mechs[seat])
    if why == reasons.HEADING:  # turned toward the zone, as the line found and left it

        def standing(at: Seen) -> Game:
            mech = replace(game.mech(seat), cell=at.mechs[seat], facing=at.facings[seat])
            return game.with_mech(mech)

        return reasons.turned_toward(standing(start), standing(seen), seat)
    if why in reasons.TOWARD:  # spaces closer, on the board as the line found it
        first, last = frozenset(start.gone), frozenset(seen.gone)
        before = reasons.gap(why, game, start.mechs[seat], start.minions.values(), first)
        after = reasons.gap(why, game, seen.mechs[seat], seen.minions.values(), last)
        return reasons.closer(before, after)
    return 0


def _line(
    seat: int, game: Game, events: list[ev.Event]
) -> tuple[Seen, Seen, list[ev.Event], list[ev.Event]]:
    """The pieces as the seat's line starts and as it ends, its events and those before."""
    seen = Seen.of(game)
    start: Seen | None = None
    mine: list[ev.Event] = []
    earlier: list[ev.Event] = []  # before the line started
    for event, running in _with_runner(events):
        if running == seat and start is None:
            start = seen.copy()
        if start is not None and running != seat:
            break  # the line is over
        seen.see(event)
        (mine if running == seat else earlier).append(event)
    return (seen.copy() if start is None else start), seen, mine, earlier


def line_landing(seat: int, game: Game, events: list[ev.Event]) -> reasons.Landing:
    """Where the seat's line left its Mech, from where it stood as the Hint was given."""
    _, seen, _, _ = _line(seat, game, events)
    (x, y), (x2, y2) = game.mech(seat).cell, seen.mechs[seat]
    return reasons.Landing(x2 - x, y2 - y, seen.facings[seat])


def _rolled(events: list[ev.Event]) -> set[Cell]:
    """The spaces the Bomb entered."""
    return {
        c
        for e in events
        if isinstance(e, ev.PieceMoved) and e.piece.kind.value == "bomb"
        for c in e.path[1:]
    }


def _runes(events: list[ev.Event]) -> list[ev.RuneSwitched]:
    return [e for e in events if isinstance(e, ev.RuneSwitched)]


def _with_runner(events: list[ev.Event]) -> Iterator[tuple[ev.Event, int | None]]:
    """Each event with the seat whose Command Line was running (None between lines)."""
    running = None
    for event in events:
        if isinstance(event, ev.SlotStarted):
            running = event.seat
        elif isinstance(event, ev.PhaseStarted):
            running = None
        yield event, running


def _own_events(events: list[ev.Event], seat: int) -> list[ev.Event]:
    """The events while this seat's Command Line ran."""
    return [event for event, running in _with_runner(events) if running == seat]


# --- playing ---------------------------------------------------------------------------------


def choose(game: Game, chooser: random.Random) -> Action:
    """A random legal action, programming mostly by placing cards (so lines fill)."""
    legal = rules.legal_actions(game)
    if game.phase is Phase.PROGRAM and game.pending is None:
        places = [a for a in legal if isinstance(a, PlaceCard)]
        scraps = [a for a in legal if isinstance(a, ScrapCard)]
        if places and chooser.random() < 0.85:
            return chooser.choice(places)
        if scraps and chooser.random() < 0.5:
            return chooser.choice(scraps)
        ready = [a for a in legal if isinstance(a, EndProgramming)]
        if ready:
            return chooser.choice(ready)
    return chooser.choice(legal)


def states(mission: MissionInfo, seats: int, seed: int, rounds: int) -> Iterator[Game]:
    chooser = random.Random(seed)
    game = rules.new_game(
        mission.rules, mission.board, seats=DEFAULT_YORDLES[:seats], seed=seed
    ).game
    while game.result is None and game.round <= rounds:
        yield game
        game = rules.apply(game, choose(game, chooser)).game


def check_game(
    mission: MissionInfo, seats: int, seed: int, rounds: int, hints: int, tally: Tally
) -> None:
    answering = answer_input()
    planner = Planner()
    hinted = 0
    chooser = random.Random(seed * 7 + seats)
    asker = random.Random(seed * 11 + seats)  # which questions get a Hint checked
    asked = 0
    for index, game in enumerate(states(mission, seats, seed, rounds)):
        where = f"{mission.id}, {seats} seats, seed {seed}, round {game.round}, state {index}"
        if game.pending is not None:
            check_answers(game, answering, tally, where)
            if asked < hints and asker.random() < 0.3:
                asked += 1
                check_answer_hint(game, planner, tally, where)
        elif game.phase is Phase.PROGRAM:
            check_trails(game, tally, where)
            if hinted < hints and chooser.random() < 0.3:
                people = acting_seats(game)
                if people:
                    hinted += 1
                    check_hint(game, planner, chooser.choice(people), tally, where)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2, help="games per mission and seat count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=4, help="rounds played per game")
    parser.add_argument("--hints", type=int, default=3, help="Hints checked per game")
    parser.add_argument("--mission", default="all", help="a mission id, or all")
    parser.add_argument("--seats", type=int, nargs="*", help="seat counts (default: all)")
    args = parser.parse_args(argv)
    tally = Tally()
    for mission in campaign():
        if args.mission not in ("all", mission.id):
            continue
        low, high = mission.seats
        for seats in range(low, high + 1):
            if args.seats and seats not in args.seats:
                continue
            for game in range(args.games):
                check_game(mission, seats, args.seed + game, args.rounds, args.hints, tally)
    for line in tally.found:
        print(line)
    print(f"Hint claims said as a hope (dice or draws imagined): {tally.hedged}")
    print(f"Hint reasons' numbers checked: {tally.counts}")
    print("Hints asked, by reason: " + ", ".join(f"{k} {n}" for k, n in sorted(tally.whys.items())))
    for kind, count in sorted(tally.kinds.items()):
        print(f"{kind}: {count}")
    print(f"previews checked: {tally.checked}, disagreements: {len(tally.found)}")
    return 0 if not tally.found else 1


if __name__ == "__main__":
    sys.exit(main())
