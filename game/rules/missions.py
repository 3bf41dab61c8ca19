"""Mission rules by name: setup, objectives, defeats, escalation triggers and their effects.

missions.yaml names these and gives parameters; it never holds logic of its own.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .events import DraftTimed, Escalated, MissionEnded, StageCompleted
from .minions import spawn_minion
from .pieces import change_doom
from .registry import lookup, rule
from .state import Game, Phase, Result, RuleRef, Shard
from .steps import Context, EnterPhase, RunRule, TakeDamage


def params(registry: str, ref: RuleRef) -> dict[str, Any]:
    spec = lookup(registry, ref.kind)
    return {**spec.defaults, **dict(ref.params)}


def holds(registry: str, ref: RuleRef, game: Game) -> bool:
    return bool(lookup(registry, ref.kind).fn(game, params(registry, ref)))


def run(ctx: Context, registry: str, ref: RuleRef, cause: str) -> None:
    lookup(registry, ref.kind).fn(ctx, params(registry, ref), cause)


# --- setup -------------------------------------------------------------------------------


@rule("setup", "shards_at", zone=str)
def shards_at(ctx: Context, p: dict[str, Any], cause: str) -> None:
    """A Crystal Shard on every space of a zone (or mark) of the map."""
    for cell in sorted(ctx.game.board.zone(p["zone"])):
        shard = Shard(ctx.game.next_id, cell)
        ctx.update(shards=ctx.game.shards + (shard,), next_id=ctx.game.next_id + 1)


@rule("setup", "bomb_at", zone=str)
def bomb_at(ctx: Context, p: dict[str, Any], cause: str) -> None:
    ctx.update(bomb=min(ctx.game.board.zone(p["zone"])))


@rule("setup", "minions_at", zone=str)
@rule("effect", "minions_at", zone=str)
def minions_at(ctx: Context, p: dict[str, Any], cause: str) -> None:
    """A Minion on every empty space of a zone (or mark)."""
    for cell in sorted(ctx.game.board.zone(p["zone"]), key=lambda c: (c[1], c[0])):
        spawn_minion(ctx, cell, cause)


@rule("setup", "minions_on_runes")
def minions_on_runes(ctx: Context, p: dict[str, Any], cause: str) -> None:
    for cell in ctx.game.board.rune_cells():
        spawn_minion(ctx, cell, cause)


# --- objectives and defeats ----------------------------------------------------------------


@rule("objective", "no_shards")
def no_shards(game: Game, p: dict[str, Any]) -> bool:
    """Every Crystal Shard is gone."""
    return not game.shards


@rule("objective", "no_minions")
def no_minions(game: Game, p: dict[str, Any]) -> bool:
    """Every Minion is gone."""
    return not game.minions


@rule("objective", "bomb_in_zone", zone=str)
def bomb_in_zone(game: Game, p: dict[str, Any]) -> bool:
    """The Bomb stands in the named zone."""
    return game.bomb is not None and game.bomb in game.board.zone(p["zone"])


@rule("objective", "shards_delivered", count=int)
def shards_delivered(game: Game, p: dict[str, Any]) -> bool:
    """Enough Crystal Shards have been brought home."""
    return bool(game.delivered >= p["count"])


@rule("objective", "bomb_visited_in_order", zones=list)
def bomb_visited_in_order(game: Game, p: dict[str, Any]) -> bool:
    """The Bomb reached each named zone's Repair Pad, in the order given."""
    position = 0
    for zone in p["zones"]:
        cells = game.board.zone(zone)
        visits = [i for i, c in enumerate(game.bomb_pads) if c in cells and i >= position]
        if not visits:
            return False
        position = visits[0] + 1
    return True


@rule("trigger", "bomb_visited", zone=str)
def bomb_visited(game: Game, p: dict[str, Any]) -> bool:
    """The Bomb has been on a Repair Pad in the zone."""
    return any(c in game.board.zone(p["zone"]) for c in game.bomb_pads)


@rule("trigger", "shards_picked", count=int)
def shards_picked(game: Game, p: dict[str, Any]) -> bool:
    """At least ``count`` different Shards have been picked up at some time."""
    return bool(len(game.picked_shards) >= p["count"])


@rule("defeat", "doom_empty")
def doom_empty(game: Game, p: dict[str, Any]) -> bool:
    """The Doom Tracker reached zero."""
    return game.doom is not None and game.doom <= 0


# --- escalation triggers -------------------------------------------------------------------


@rule("trigger", "bomb_left_zone", zone=str)
def bomb_left_zone(game: Game, p: dict[str, Any]) -> bool:
    return game.bomb is not None and game.bomb not in game.board.zone(p["zone"])


@rule("trigger", "round_reached", round=int)
def round_reached(game: Game, p: dict[str, Any]) -> bool:
    return bool(game.round >= p["round"])


# --- effects -----------------------------------------------------------------------------


@rule("effect", "damage_each", amount=(int, 1))
def damage_each(ctx: Context, p: dict[str, Any], cause: str) -> None:
    """Every Mech takes damage, from the First Player clockwise."""
    ctx.queue(*(TakeDamage(seat, p["amount"], cause) for seat in ctx.game.seat_order()))


@rule("effect", "damage_bomb", amount=(int, 1))
def damage_bomb(ctx: Context, p: dict[str, Any], cause: str) -> None:
    """The Bomb loses health on the Doom Tracker."""
    change_doom(ctx, -p["amount"], cause)


@rule("effect", "go_to_phase", phase=str)
def go_to_phase(ctx: Context, p: dict[str, Any], cause: str) -> None:
    """Leave the rest of this phase and start another (the Tutorial's "Kaboom!")."""
    ctx.queue(EnterPhase(Phase(p["phase"])))


@rule("effect", "timed_draft")
def timed_draft(ctx: Context, p: dict[str, Any], cause: str) -> None:
    """From now on Zhonya's Minuteglass times every draft."""
    ctx.update(is_draft_timed=True)
    ctx.emit(DraftTimed(cause))


# --- checking ------------------------------------------------------------------------------


def check_mission(game: Game) -> tuple[Game, tuple[Any, ...]]:
    """Defeats, then the current objective, then escalations; returns any events.

    A completed stage that is not the last replaces what was left of the agenda with its
    own steps: the Tutorial abandons the rest of the Player Phase when the Shards blow.
    """
    if game.result is not None:
        return game, ()
    mission = game.mission
    events: list[Any] = []
    if mission.watches:
        ctx = Context(game, None)
        for ref in mission.watches:
            run(ctx, "watch", ref, "mission rule")
        game = replace(ctx.game, agenda=tuple(ctx.then) + ctx.game.agenda)
        events.extend(ctx.events)
    for ref in mission.defeats:
        if holds("defeat", ref, game):
            doc = lookup("defeat", ref.kind).fn.__doc__ or ref.kind
            result = Result(False, doc.strip().rstrip("."), ref.kind)
            return _end(game, result, events)
    is_setting_up = any(isinstance(s, RunRule) and s.is_stage_setup for s in game.agenda)
    if game.stage < len(mission.stages) and not is_setting_up:
        stage = mission.stages[game.stage]
        is_time = stage.checkpoint is None or stage.checkpoint == game.checkpoint
        if is_time and holds("objective", stage.objective, game):
            cause = f"objective {game.stage + 1} complete"
            if game.stage == len(mission.stages) - 1:
                result = Result(True, "every objective complete", stage.objective.kind)
                return _end(game, result, events)
            steps = tuple(RunRule("effect", ref, cause, is_stage_setup=True) for ref in stage.then)
            agenda = steps if steps else game.agenda  # only a stage with steps cuts the phase short
            game = replace(game, stage=game.stage + 1, agenda=agenda)
            return game, (*events, StageCompleted(cause, game.stage - 1))
    for index, escalation in enumerate(mission.escalations):
        if index not in game.fired and holds("trigger", escalation.when, game):
            cause = f"escalation {index + 1}"
            steps = tuple(RunRule("effect", ref, cause) for ref in escalation.then)
            game = replace(game, fired=game.fired | {index}, agenda=steps + game.agenda)
            events.append(Escalated(cause, index))
    return game, tuple(events)


def _end(game: Game, result: Result, events: list[Any]) -> tuple[Game, tuple[Any, ...]]:
    ended = replace(game, result=result, phase=Phase.OVER, agenda=(), pending=None)
    return ended, (*events, MissionEnded(result.cause, result))
