"""Mission rules by name: setup, objectives, defeats, escalation triggers and their effects.

missions.yaml names these and gives parameters; it never holds logic of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import NamedTuple

from .events import DraftTimed, Escalated, Event, MissionEnded, StageCompleted
from .minions import spawn_minion
from .pieces import change_doom
from .registry import Bound, Params, RuleGroup, action, bound, predicate, run
from .state import (
    Checkpoint,
    Ending,
    Escalation,
    Game,
    MissionRules,
    Phase,
    Result,
    RuleRef,
    Shard,
    Table,
)
from .steps import Context, EnterPhase, RunRule, TakeDamage

# --- setup -------------------------------------------------------------------------------


@action("setup", "shards_at", zone=str)
def shards_at(ctx: Context, p: Params, cause: str) -> None:
    """A Crystal Shard on every space of a zone (or mark) of the map."""
    for cell in sorted(ctx.game.zone(p.text("zone"))):
        shard = Shard(ctx.game.next_id, cell)
        ctx.update(shards=ctx.game.shards + (shard,), next_id=ctx.game.next_id + 1)


@action("setup", "bomb_at", zone=str)
def bomb_at(ctx: Context, p: Params, cause: str) -> None:
    ctx.update(bomb=min(ctx.game.zone(p.text("zone"))))


@action("setup", "minions_at", zone=str)
@action("effect", "minions_at", zone=str)
def minions_at(ctx: Context, p: Params, cause: str) -> None:
    """A Minion on every empty space of a zone (or mark)."""
    for cell in sorted(ctx.game.zone(p.text("zone")), key=lambda c: (c[1], c[0])):
        spawn_minion(ctx, cell, cause)


@action("setup", "minions_on_runes")
def minions_on_runes(ctx: Context, p: Params, cause: str) -> None:
    for cell in ctx.game.table.board.rune_cells():
        spawn_minion(ctx, cell, cause)


# --- objectives and defeats ----------------------------------------------------------------


@predicate("objective", "no_shards")
def no_shards(game: Game, p: Params) -> bool:
    """Every Crystal Shard is gone."""
    return not game.shards


@predicate("objective", "no_minions")
def no_minions(game: Game, p: Params) -> bool:
    """Every Minion is gone."""
    return not game.minions


@predicate("objective", "bomb_in_zone", zone=str)
def bomb_in_zone(game: Game, p: Params) -> bool:
    """The Bomb stands in the named zone."""
    return game.bomb is not None and game.bomb in game.zone(p.text("zone"))


@predicate("objective", "shards_delivered", count=int)
def shards_delivered(game: Game, p: Params) -> bool:
    """Enough Crystal Shards have been brought home."""
    return bool(game.progress.delivered >= p.number("count"))


@predicate("objective", "bomb_visited_in_order", zones=tuple)
def bomb_visited_in_order(game: Game, p: Params) -> bool:
    """The Bomb reached each named zone's Repair Pad, in the order given."""
    position = 0
    for zone in p.names("zones"):
        cells = game.zone(zone)
        visits = [i for i, c in enumerate(game.progress.bomb_pads) if c in cells and i >= position]
        if not visits:
            return False
        position = visits[0] + 1
    return True


@predicate("trigger", "bomb_visited", zone=str)
def bomb_visited(game: Game, p: Params) -> bool:
    """The Bomb has been on a Repair Pad in the zone."""
    return any(c in game.zone(p.text("zone")) for c in game.progress.bomb_pads)


@predicate("trigger", "shards_picked", count=int)
def shards_picked(game: Game, p: Params) -> bool:
    """At least ``count`` different Shards have been picked up at some time."""
    return bool(len(game.progress.picked_shards) >= p.number("count"))


@predicate("defeat", "doom_empty")
def doom_empty(game: Game, p: Params) -> bool:
    """The Doom Tracker reached zero."""
    return game.trackers.doom is not None and game.trackers.doom <= 0


# --- escalation triggers -------------------------------------------------------------------


@predicate("trigger", "bomb_left_zone", zone=str)
def bomb_left_zone(game: Game, p: Params) -> bool:
    return game.bomb is not None and game.bomb not in game.zone(p.text("zone"))


@predicate("trigger", "round_reached", round=int)
def round_reached(game: Game, p: Params) -> bool:
    return bool(game.round >= p.number("round"))


# --- effects -----------------------------------------------------------------------------


@action("effect", "damage_each", amount=(int, 1))
def damage_each(ctx: Context, p: Params, cause: str) -> None:
    """Every Mech takes damage, from the First Player clockwise."""
    ctx.queue(*(TakeDamage(seat, p.number("amount"), cause) for seat in ctx.game.seat_order()))


@action("effect", "damage_bomb", amount=(int, 1))
def damage_bomb(ctx: Context, p: Params, cause: str) -> None:
    """The Bomb loses health on the Doom Tracker."""
    change_doom(ctx, -p.number("amount"), cause)


@action("effect", "go_to_phase", phase=Phase)
def go_to_phase(ctx: Context, p: Params, cause: str) -> None:
    """Leave the rest of this phase and start another (the Tutorial's "Kaboom!")."""
    ctx.queue(EnterPhase(Phase(p.text("phase"))))


@action("effect", "timed_draft")
def timed_draft(ctx: Context, p: Params, cause: str) -> None:
    """From now on Zhonya's Minuteglass times every draft."""
    ctx.update_draft(is_timed=True)
    ctx.events.append(DraftTimed(cause))


# --- checking ------------------------------------------------------------------------------


class Checked(NamedTuple):
    """What a check of the mission made of a game: the game after it, the events, and
    whether it was ``settled``: it changed nothing, and what it found did not hang on the
    agenda. A settled check need not be made again until the position changes: a step
    that only moves the agenda on (``engine._advance``) leaves it as true as it was."""

    game: Game
    events: tuple[Event, ...]
    is_settled: bool


def check_mission(
    game: Game, checkpoint: Checkpoint | None = None, *, met: bool = False
) -> Checked:
    """Defeats, then the current objective, then escalations; returns any events.

    ``met``: the current objective was met during the step, as the Bomb passed (it counts
    even if the Bomb was carried on).

    A completed stage that is not the last replaces what was left of the agenda with its
    own steps: the Tutorial abandons the rest of the Player Phase when the Shards blow.
    """
    if game.result is not None:
        return Checked(game, (), True)
    checks = game.table.kept("mission checks", _bound_checks)
    before = game
    events: list[Event] = []
    if checks.watches:
        ctx = Context(game, None)
        for ref in checks.watches:
            run(ctx, RuleGroup.WATCH, ref, "mission rule")
        game = ctx.game
        if ctx.then:
            game = replace(game, agenda=tuple(ctx.then) + game.agenda)
        events.extend(ctx.events)
    for ref, (fn, params) in checks.defeats:
        if fn(game, params):
            result = Result(Ending(ref.kind))
            return _end(game, result, events)
    is_settled = True
    stage_index = game.progress.stage
    if stage_index < checks.stages:
        stage = checks.mission.stages[stage_index]
        fn, params = checks.objectives[stage_index]
        # The predicates only read, so the cheapest test goes first: the agenda's scan
        # (whether the last stage's steps still wait) only once the objective holds.
        is_met = (stage.checkpoint is None or stage.checkpoint == checkpoint) and (
            met or fn(game, params)
        )
        if is_met and _is_setting_up(game):
            is_settled = False  # met, but waiting on the agenda
        elif is_met:
            cause = f"objective {stage_index + 1} complete"
            if stage_index == checks.stages - 1:
                result = Result(Ending(stage.objective.kind))
                return _end(game, result, events)
            steps = tuple(
                RunRule(RuleGroup.EFFECT, ref, cause, is_stage_setup=True) for ref in stage.then
            )
            agenda = steps if steps else game.agenda  # only a stage with steps cuts the phase short
            progress = replace(game.progress, stage=stage_index + 1)
            game = replace(game, progress=progress, agenda=agenda)
            return Checked(game, (*events, StageCompleted(cause, stage_index)), False)
    if checks.escalations:
        escalated = game.progress.escalated
        for index, (escalation, (fn, params)) in enumerate(checks.escalations):
            if index not in escalated and fn(game, params):
                cause = f"escalation {index + 1}"
                steps = tuple(RunRule(RuleGroup.EFFECT, ref, cause) for ref in escalation.then)
                escalated = game.progress.escalated | {index}
                progress = replace(game.progress, escalated=escalated)
                game = replace(game, progress=progress, agenda=steps + game.agenda)
                events.append(Escalated(cause, index))
    if events:
        return Checked(game, tuple(events), False)
    return Checked(game, (), is_settled and game is before)


def _is_setting_up(game: Game) -> bool:
    """A stage's own steps are still on the agenda: the next objective waits for them."""
    return any(isinstance(s, RunRule) and s.is_stage_setup for s in game.agenda)


@dataclass(frozen=True, slots=True)
class _Checks:
    """A mission's defeats, objectives and escalation triggers, each bound to its rule once
    per Table: the mission is checked after every step."""

    mission: MissionRules
    watches: tuple[RuleRef, ...]
    defeats: tuple[tuple[RuleRef, Bound], ...]
    objectives: tuple[Bound, ...]
    stages: int
    escalations: tuple[tuple[Escalation, Bound], ...]


def _bound_checks(table: Table) -> _Checks:
    mission = table.mission
    return _Checks(
        mission=mission,
        watches=mission.watches,
        stages=len(mission.stages),
        defeats=tuple((ref, bound(RuleGroup.DEFEAT, ref)) for ref in mission.defeats),
        objectives=tuple(bound(RuleGroup.OBJECTIVE, s.objective) for s in mission.stages),
        escalations=tuple((e, bound(RuleGroup.TRIGGER, e.when)) for e in mission.escalations),
    )


def _end(game: Game, result: Result, events: list[Event]) -> Checked:
    ended = replace(game, result=result, phase=Phase.OVER, agenda=(), pending=None)
    return Checked(ended, (*events, MissionEnded(result.cause, result)), False)
