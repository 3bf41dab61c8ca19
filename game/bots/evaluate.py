"""How good a position is for the team: one number, higher is better, in "spaces of progress".

A mission feeds the evaluation through its own rules: each objective kind (missions.yaml
``stages``) has a *progress* function here and each defeat kind a *threat* function, looked up
by the rule's name, as the rules engine looks up the rules themselves. A mission made of known
rule kinds is understood without any code of its own. Common terms (damage, Minions next to
Mechs, kills) apply everywhere.

Each term is named so the bot can say why it likes a move (the term it gains most on).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from game.rules import Command, Game, MissionRules, RuleRef, Rune, Slot, Terrain
from game.rules.grid import Cell, neighbours
from game.rules.registry import ACTIONS, PREDICATES, Params, RuleGroup

from .geometry import FAR, Geometry, geometry

__all__ = ["FAR", "Mind", "Terms", "add", "chance", "progress", "threat"]

# Cards that hit the spaces around a Mech (and so the Boss, with the right shield down).
STRIKES = frozenset(
    {
        Command.FLAMESPITTER,
        Command.BLAZE,
        Command.CHAIN_LIGHTNING,
        Command.CYCLOTRON,
        Command.RIPSAW,
        Command.SCYTHE,
        Command.HEXMATIC_AIMBOT,
    }
)

WIN = 1_000_000.0
LOSS = -1_000_000.0
STAGE = 400.0  # finishing a stage of a mission
DOOMED = 900.0  # a defeat the next Minion or Danger Phase brings for certain
# Escalations that bring more Minions for good: the team pays for firing one early, where
# the trigger is a step it can put off (lifting a Shard), not one on its way (a Mech
# entering a tile it must cross: a cost there only holds the team back at the border).
HARDER = {"more_spawn_rows": 30.0, "outer_minions_hurry": 30.0, "spawn_in_every_zone": 30.0}
PUT_OFF = frozenset({"shards_picked"})
# Where the Doom Cannon's clock runs, a round costs the team a Boss Card (25 points, see
# boss.py) and a Mech covers about three spaces a round: a step on the way the last Mech
# still has to go (to the farthest Shard, into the zone) is worth about a third of that.
TEMPO = 8.0

Terms = dict[str, float]
T = TypeVar("T")
Progress = Callable[["Mind", Game, Params, Terms], None]
PROGRESS: dict[str, Progress] = {}
THREATS: dict[str, Progress] = {}
CHANCES: dict[str, Progress] = {}

# Every term the evaluation scores, by name: a Decision's ``why`` names the one its move
# gains most on, and the presentation words it (the bots write no sentences).
TERMS = frozenset(
    {
        "shards",
        "shard_reach",
        "minions_left",
        "hunt",
        "bomb",
        "delivered",
        "carried",
        "carry_route",
        "fetch",
        "zone",
        "heading",
        "boss_health",
        "boss_shields",
        "boss_reach",
        "boss_cards",
        "knockdown",
        "health",
        "incoming",
        "blocks",
        "breach",
        "lava",
        "pads",
        "cannon",
        "strip",
        "damage",
        "exposed",
        "kills",
        "stage",
        "escalated",
        "result",
    }
)


def progress(kind: str) -> Callable[[Progress], Progress]:
    """Register how far the team is toward an objective of this kind."""

    def register(fn: Progress) -> Progress:
        PROGRESS[kind] = fn
        return fn

    return register


def chance(kind: str) -> Callable[[Progress], Progress]:
    """Register what a rule run at the end of the Player Phase (or watched all along)
    offers the team (terms come out positive when the team is set to profit)."""

    def register(fn: Progress) -> Progress:
        CHANCES[kind] = fn
        return fn

    return register


def threat(kind: str) -> Callable[[Progress], Progress]:
    """Register how close the team is to a defeat of this kind (terms come out negative)."""

    def register(fn: Progress) -> Progress:
        THREATS[kind] = fn
        return fn

    return register


@dataclass(frozen=True, slots=True)
class Reach:
    """How far Minions move in a Minion Phase: surely, and at most; toward what."""

    sure: int
    most: int
    target: str  # "bomb", "zone" or "" (they wander)
    zone: str = ""


def params_of(group: RuleGroup, rule: RuleRef) -> Params:
    """A mission rule's parameters as the rule itself reads them (defaults filled in)."""
    registry = PREDICATES[group] if group.is_predicate else ACTIONS[group]
    return registry.bound(rule.kind, rule.params)[1]


def minion_reach(mission: MissionRules) -> Reach:
    rule = mission.minion_move
    p = params_of(RuleGroup.MOVE, rule)
    match rule.kind:
        case "toward":
            steps = p.number("steps")
            return Reach(steps, steps, p.text("target"), p.text("zone"))
        case "invade":
            steps = p.number("steps")
            return Reach(steps, steps, "zone", p.text("zone"))
        case "school_siege":
            return Reach(1, 2, "zone", p.text("school"))
        case "compass" | "rolled_compass":
            return Reach(0, p.number("steps"), "")
    return Reach(0, 0, "")


class Mind:
    """What the bot knows of a mission's shape, worked out once per game."""

    def __init__(self, game: Game) -> None:
        self.board = game.board
        self.mission = game.mission
        self.geo: Geometry = geometry(game.board)
        self.reach = minion_reach(game.mission)
        attack = game.mission.minion_attack
        self.hits_bomb = attack.kind == "adjacent" and params_of(RuleGroup.ATTACK, attack).flag(
            "bomb"
        )
        self.boss_doom = any(s.objective.kind == "boss_beaten" for s in game.mission.stages)
        self.doom_start = game.mission.doom_start or 0
        cannon = any(d.kind == "doom_cannon" for d in game.mission.defeats)
        self.tempo = TEMPO if cannon else 0.0
        self.harder = tuple(
            sum(HARDER.get(effect.kind, 0.0) for effect in escalation.then)
            if escalation.when.kind in PUT_OFF
            else 0.0
            for escalation in game.mission.escalations
        )
        self.pads = tuple(c for c in self.geo.cells if self.board.terrain(c) is Terrain.REPAIR_PAD)
        self._legs: dict[tuple[str, ...], int] = {}
        self._runes: dict[Rune, frozenset[Cell]] = {}
        self._kept: dict[tuple[Any, ...], tuple[Any, Any]] = {}
        self.boss_specs = {spec.name: spec for spec in game.mission.boss_specs}
        # Each rule the evaluation understands, with the parameters it runs with.
        self.objectives = tuple(
            (PROGRESS.get(s.objective.kind), params_of(RuleGroup.OBJECTIVE, s.objective))
            for s in game.mission.stages
        )
        self.threats = tuple(
            (THREATS[d.kind], params_of(RuleGroup.DEFEAT, d))
            for d in game.mission.defeats
            if d.kind in THREATS
        )
        ends = [(RuleGroup.EFFECT, e) for e in game.mission.at_player_phase_end]
        watches = [(RuleGroup.WATCH, w) for w in game.mission.watches]
        self.chances = tuple(
            (CHANCES[e.kind], params_of(group, e))
            for group, e in ends + watches
            if e.kind in CHANCES
        )

    def to_rune(self, geo: Geometry, cell: Cell, rune: Rune) -> int:
        """Steps to the nearest Rune Space of a colour (stepping on it lowers that shield),
        on ``geo``: the position's walks (``walks(game)``)."""
        cells = self._runes.get(rune)
        if cells is None:
            cells = self._runes[rune] = frozenset(self.board.rune_cells(rune))
        return min(geo.to_cells(cells).get(cell, FAR), 8) if cells else 8

    def zone(self, name: str) -> frozenset[Cell]:
        return self.board.zone(name) if name and self.board.has_zone(name) else frozenset()

    def field(self, cells: frozenset[Cell], kind: str = "walk") -> dict[Cell, int]:
        return self.geo.to_cells(cells, kind)

    def kept(self, make: Callable[..., T], anchor: Any, *rest: Any) -> T:
        """``make(self, anchor, *rest)``, kept for that very ``anchor`` (a Command Line, the
        tuple of Minions) and equal ``rest``: a Mech that only walks keeps its slots from
        one position to the next, the Minions stand still while the Mechs move, and
        hundreds of positions are scored a decision."""
        key = (make, id(anchor), *rest)
        found = self._kept.get(key)
        if found is None or found[0] is not anchor:
            if len(self._kept) > 20_000:
                self._kept.clear()
            found = self._kept[key] = (anchor, make(self, anchor, *rest))
        return found[1]

    def score(self, game: Game) -> float:
        return sum(self.terms(game).values())

    def terms(self, game: Game) -> Terms:
        if game.result is not None:
            return {"result": (WIN - game.round) if game.result.is_won else LOSS}
        terms: Terms = {"stage": STAGE * game.progress.stage}
        if game.progress.escalated:
            terms["escalated"] = -sum(self.harder[i] for i in game.progress.escalated)
        if game.progress.stage < len(self.objectives):
            fn, params = self.objectives[game.progress.stage]
            if fn is not None:
                fn(self, game, params, terms)
        for fn, params in self.threats + self.chances:
            fn(self, game, params, terms)
        _common(self, game, terms)
        return terms


def _line_damage(mind: Mind, slots: tuple[Slot, ...]) -> float:
    """Damage Cards in a Command Line, less the skewered Minions that soak damage."""
    return 4.0 * sum(1 for s in slots if s.damage is not None) - sum(s.parked for s in slots)


def add(terms: Terms, name: str, value: float) -> None:
    terms[name] = terms.get(name, 0.0) + value


# --- common terms ---------------------------------------------------------------------------


def _common(mind: Mind, game: Game, terms: Terms) -> None:
    damage = 0.0
    exposed = 0.0
    minions = {m.cell for m in game.minions}
    for mech in game.mechs:
        damage += mind.kept(_line_damage, mech.slots) + 3.0 * len(mech.system_damage)
        exposed += sum(1 for cell in neighbours(mech.cell) if cell in minions)
    add(terms, "damage", -damage)
    add(terms, "exposed", -2.5 * exposed)
    add(terms, "kills", 0.8 * (game.trackers.gears * 5 + game.trackers.kills))
