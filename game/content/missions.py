"""missions.yaml to MissionInfo: strict about keys, rule names and parameter types.

Every error names the file, the YAML path and what is wrong, with a close match where one
exists, e.g. ``missions.yaml: missions[1].minions.spawn.kind: unknown rule 'on_rune'
(did you mean 'all_runes'?)``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game import paths
from game.rules import Board, MissionRules, Result, RuleRef, Stage
from game.rules.board import Rune
from game.rules.events import Escalated, StageCompleted
from game.rules.grid import Facing
from game.rules.state import Checkpoint, Escalation

from . import schema
from .cards import Cards
from .errors import ContentError
from .maps import PLAIN_FEATURES, Placement, compose, load_overlay
from .reader import Reader, hint, shown


@dataclass(frozen=True, slots=True)
class MissionInfo:
    """A mission as the game shows and plays it."""

    id: str
    number: int
    title: str
    objective: str
    briefing: str
    debriefing: str
    special_rules: tuple[str, ...]
    doom_meaning: str | None
    seats: tuple[int, int]
    rules: MissionRules
    ez_rules: MissionRules
    board: Board
    tiles: tuple[Placement, ...]
    defeat_texts: tuple[tuple[str, str], ...]
    escalation_texts: tuple[str, ...]
    stage_texts: tuple[str, ...] = ()  # said when each stage's objective is met
    ez_escalation_texts: tuple[str, ...] = ()  # when EZ mode has escalations of its own
    zone_texts: tuple[tuple[str, str], ...] = ()  # a zone (or zone prefix) and its meaning
    stage_goals: tuple[str, ...] = ()  # the objective in words while each stage is current
    stage_zone_texts: tuple[tuple[tuple[str, str], ...], ...] = ()  # zone words, by stage

    def zone_text(self, zone: str, stage: int = 0) -> str | None:
        """What a zone of the board means in this mission (by name, else by its prefix)
        while the objective of ``stage`` is the current one."""
        own = self.stage_zone_texts[stage] if 0 <= stage < len(self.stage_zone_texts) else ()
        texts = {**dict(self.zone_texts), **dict(own)}
        return texts.get(zone, texts.get(zone.partition("_")[0]))

    def objective_at(self, stage: int) -> str:
        """The objective in words while the objective of ``stage`` is the current one."""
        goal = self.stage_goals[stage] if 0 <= stage < len(self.stage_goals) else ""
        return goal or self.objective

    def rules_for(self, is_ez: bool) -> MissionRules:
        return self.ez_rules if is_ez else self.rules

    def words_for(self, event: Any, is_ez: bool) -> str | None:
        """The mission's own words for a stage won or an escalation, if it has any."""
        texts = {
            StageCompleted: self.stage_texts,
            Escalated: self.escalation_texts_for(is_ez),
        }.get(type(event), ())
        index = getattr(event, "stage", getattr(event, "index", -1))
        return texts[index] if 0 <= index < len(texts) and texts[index] else None

    def escalation_texts_for(self, is_ez: bool) -> tuple[str, ...]:
        """What each escalation says, by index, in the mode being played."""
        return (
            self.ez_escalation_texts
            if is_ez and self.ez_escalation_texts
            else self.escalation_texts
        )

    def defeat_text(self, result: Result) -> str:
        """The mission's own words for a loss, or the rule's plain cause."""
        return dict(self.defeat_texts).get(result.rule, result.cause)


MISSION_KEYS: dict[str, Any] = {
    "id": str,
    "number": int,
    "title": str,
    "objective": str,
    "briefing": str,
    "debriefing": str,
    "special_rules": list,
    "board": dict,
    "compass": dict,
    "seats": dict,
    "doom": dict,
    "draft": dict,
    "shards": str,
    "setup": list,
    "minions": dict,
    "dangers": list,
    "stages": list,
    "defeats": list,
    "escalations": list,
    "ez": dict,
    "start_zone": str,
    "bomb": dict,
    "lava": dict,
    "boss": dict,
    "watches": list,
    "at_player_phase_end": list,
    "zones": dict,
}
REQUIRED = ("id", "number", "title", "objective", "briefing", "debriefing", "board", "stages")
SHARD_MODES = ("breakable", "carried", "immune")
MAX_MISSIONS = schema.LAST_MISSION + 1  # the campaign map has a stop for each
MAX_TILES = 16  # Map Tiles on one board
MAX_DOOM = 30  # the Doom Tracker's and the Bomb's most health
MAX_LAVA_SPEED = 3
CHECKPOINTS = tuple(c.value for c in Checkpoint)
SKILLS = ("scrapping",)  # what a stage may teach; before it the skill is not offered
ZONE_PARAMS = ("zone", "school")  # rule parameters that name one zone of the overlay
ZONE_LIST_PARAMS = ("zones", "avoid")  # ...and those that name several


def load_missions(path: Path, maps_dir: Path, cards: Cards) -> tuple[MissionInfo, ...]:
    """Read and check every mission; raises ContentError on the first problem."""
    file = path.name
    reader = Reader(file)
    document = reader.load(path)
    top = reader.mapping(
        document, "top level", {"version": int, "missions": list}, ("version", "missions")
    )
    if top["version"] != 1:
        raise reader.fail("version", f"unknown version {shown(top['version'])} (expected 1)")
    if not 1 <= len(top["missions"]) <= MAX_MISSIONS:
        raise reader.fail("missions", f"expected 1 to {MAX_MISSIONS} missions")
    missions = tuple(
        _mission(reader, item, f"missions[{i}]", maps_dir, cards)
        for i, item in enumerate(top["missions"])
    )
    for what, values in (
        ("id", [m.id for m in missions]),
        ("number", [m.number for m in missions]),
    ):
        seen: set[object] = set()
        for value in values:
            if value in seen:
                raise ContentError(f"{file}: missions: the {what} {value!r} is used twice")
            seen.add(value)
    return missions


def _mission(reader: Reader, raw: Any, where: str, maps_dir: Path, cards: Cards) -> MissionInfo:
    spec = reader.mapping(raw, where, MISSION_KEYS, REQUIRED)
    reader.name(spec["id"], f"{where}.id")
    reader.number(spec["number"], f"{where}.number", 0, schema.LAST_MISSION)
    reader.text(spec["title"], f"{where}.title", schema.MAX_TITLE)
    reader.text(spec["objective"], f"{where}.objective")
    for key in ("briefing", "debriefing"):
        reader.text(spec[key], f"{where}.{key}", schema.MAX_TEXT)
    special = reader.words(spec.get("special_rules", []), f"{where}.special_rules")
    for i, line in enumerate(special):
        reader.text(line, f"{where}.special_rules[{i}]")
    board, tiles = _board(reader, spec["board"], f"{where}.board", maps_dir)
    seats = reader.mapping(spec.get("seats", {}), f"{where}.seats", {"min": int, "max": int})
    seat_range = (
        reader.number(seats.get("min", 1), f"{where}.seats.min", 1, schema.MAX_SEATS),
        reader.number(
            seats.get("max", schema.MAX_SEATS), f"{where}.seats.max", 1, schema.MAX_SEATS
        ),
    )
    if seat_range[0] > seat_range[1]:
        raise reader.fail(f"{where}.seats", "min is more than max")
    starts = board.start_cells()
    if "start_zone" in spec:
        if not board.has_zone(spec["start_zone"]):
            raise reader.fail(
                f"{where}.start_zone",
                f"the board's overlay has no zone {spec['start_zone']!r}"
                + hint(spec["start_zone"], [name for name, _ in board.zones]),
            )
        starts = tuple(c for c in board.zone(spec["start_zone"]) if board.is_open(c))
    if len(starts) < seat_range[1]:
        raise reader.fail(
            f"{where}.board", f"{len(starts)} start spaces for up to {seat_range[1]} Mechs"
        )
    rules, texts = _rules(reader, spec, where, board, cards)
    ez_rules = rules
    ez_texts: dict[str, Any] = {"escalations": ()}
    if "ez" in spec:
        ez_spec = {**spec, **reader.mapping(spec["ez"], f"{where}.ez", MISSION_KEYS)}
        if "doom" in spec and "doom" not in spec["ez"]:
            ez_spec["doom"] = {
                **spec["doom"],
                "start": spec["doom"].get("ez", spec["doom"]["start"]),
            }
        ez_rules, ez_texts = _rules(reader, ez_spec, f"{where}.ez", board, cards)
    elif "doom" in spec and "ez" in spec["doom"]:
        ez_rules = replace(rules, doom_start=spec["doom"]["ez"])
    doom = spec.get("doom")
    return MissionInfo(
        id=spec["id"],
        number=spec["number"],
        title=spec["title"],
        objective=spec["objective"],
        briefing=" ".join(spec["briefing"].split()),
        debriefing=" ".join(spec["debriefing"].split()),
        special_rules=special,
        doom_meaning=doom.get("meaning") if doom else None,
        seats=seat_range,
        rules=rules,
        ez_rules=ez_rules,
        board=board,
        tiles=tiles,
        defeat_texts=texts["defeats"],
        escalation_texts=texts["escalations"],
        stage_texts=texts["stages"],
        ez_escalation_texts=ez_texts["escalations"],
        zone_texts=_zone_texts(reader, spec.get("zones", {}), f"{where}.zones", board),
        stage_goals=texts["goals"],
        stage_zone_texts=tuple(
            _zone_texts(reader, raw.get("zones", {}), f"{where}.stages[{i}].zones", board)
            for i, raw in enumerate(spec["stages"])
        ),
    )


def _zone_texts(
    reader: Reader, raw: dict[str, Any], where: str, board: Board
) -> tuple[tuple[str, str], ...]:
    """What each named zone means in the mission, for hovering it: a zone's name, or a
    prefix naming several (``spawn`` for ``spawn_blue``...)."""
    names = [name for name, _ in board.zones]
    texts = []
    for key, text in raw.items():
        if not any(name == key or name.startswith(f"{key}_") for name in names):
            raise reader.fail(f"{where}.{key}", f"the board has no zone {key!r}" + hint(key, names))
        if not isinstance(text, str) or not text.strip():
            raise reader.fail(f"{where}.{key}", "expected a sentence saying what the zone means")
        texts.append((key, " ".join(text.split())))
    return tuple(texts)


def _board(
    reader: Reader, raw: Any, where: str, maps_dir: Path
) -> tuple[Board, tuple[Placement, ...]]:
    spec = reader.mapping(raw, where, {"tiles": list, "overlay": str}, ("tiles",))
    if not 1 <= len(spec["tiles"]) <= MAX_TILES:
        raise reader.fail(f"{where}.tiles", f"expected 1 to {MAX_TILES} Map Tiles")
    placements = []
    faces = sorted(p.stem for p in (maps_dir / "tiles").glob("*.tmx"))
    for i, item in enumerate(spec["tiles"]):
        place = f"{where}.tiles[{i}]"
        tile = reader.mapping(
            item, place, {"face": str, "at": list, "turn": int, "plain": list}, ("face", "at")
        )
        if tile["face"] not in faces:
            raise reader.fail(
                f"{place}.face", f"no tile face {tile['face']!r}" + hint(tile["face"], faces)
            )
        at = tile["at"]
        if len(at) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in at):
            raise reader.fail(f"{place}.at", "expected [x, y] in spaces")
        plain = tile.get("plain", [])
        unknown = [f for f in plain if f not in PLAIN_FEATURES]
        if unknown:
            raise reader.fail(
                f"{place}.plain",
                f"{unknown[0]!r} cannot be plain ground; one of {PLAIN_FEATURES}"
                + hint(str(unknown[0]), PLAIN_FEATURES),
            )
        placements.append(
            Placement(tile["face"], (at[0], at[1]), tile.get("turn", 0), frozenset(plain))
        )
    board = compose(tuple(placements), maps_dir / "tiles", f"{reader.file}: {where}")
    if "overlay" in spec:
        overlay = maps_dir / spec["overlay"]
        try:
            is_inside = paths.is_inside(overlay, maps_dir)
        except OSError as error:  # a loop of symbolic links
            raise reader.fail(f"{where}.overlay", f"cannot be read ({error.strerror})") from None
        if not is_inside:
            raise reader.fail(f"{where}.overlay", "the overlay must lie in the maps folder")
        board = replace(board, zones=load_overlay(overlay, board))
    return board, tuple(placements)


def _rules(
    reader: Reader, spec: dict[str, Any], where: str, board: Board, cards: Cards
) -> tuple[MissionRules, dict[str, Any]]:
    compass = reader.mapping(
        spec.get("compass", {}), f"{where}.compass", {r.value: str for r in Rune}
    )
    try:
        compass_pairs = tuple((Rune(r), Facing(f)) for r, f in compass.items())
    except ValueError:
        raise reader.fail(f"{where}.compass", "directions are N, E, S or W") from None
    if compass and len({f for _, f in compass_pairs}) != 4:
        raise reader.fail(f"{where}.compass", "each colour needs its own direction")
    minions = reader.mapping(
        spec.get("minions", {}),
        f"{where}.minions",
        {"move": (dict, str), "spawn": (dict, str), "attack": (dict, str)},
    )
    draft = reader.mapping(
        spec.get("draft", {}), f"{where}.draft", {"double_first": bool, "timed": bool}
    )
    doom = reader.mapping(
        spec.get("doom", {}), f"{where}.doom", {"meaning": str, "start": int, "ez": int}
    )
    if doom and "start" not in doom:
        raise reader.fail(f"{where}.doom", "missing key 'start'")
    for key in ("start", "ez"):
        if key in doom:
            # At 0 the mission would be lost before it starts.
            reader.number(doom[key], f"{where}.doom.{key}", 1, MAX_DOOM)
    if "meaning" in doom:
        reader.text(doom["meaning"], f"{where}.doom.meaning")
    shards = spec.get("shards", "breakable")
    if shards not in SHARD_MODES:
        raise reader.fail(
            f"{where}.shards", f"expected one of {SHARD_MODES}" + hint(shards, SHARD_MODES)
        )
    if not spec["stages"]:
        raise reader.fail(f"{where}.stages", "a mission needs at least one objective")
    stages, stage_texts, goals = [], [], []
    scrap_from_stage = 0
    for i, raw in enumerate(spec["stages"]):
        place = f"{where}.stages[{i}]"
        keys = {
            "objective": (dict, str),
            "then": list,
            "checkpoint": str,
            "says": str,
            "teaches": list,
            "goal": str,  # the objective in words while this stage is current
            "zones": dict,  # what zones mean while this stage is current
        }
        stage = reader.mapping(raw, place, keys, ("objective",))
        stage_texts.append(reader.text(stage["says"], f"{place}.says") if "says" in stage else "")
        goal = reader.text(stage["goal"], f"{place}.goal") if "goal" in stage else ""
        goals.append(" ".join(goal.split()))
        for skill in stage.get("teaches", []):
            if skill not in SKILLS:
                raise reader.fail(
                    f"{place}.teaches", f"unknown {skill!r}" + hint(str(skill), SKILLS)
                )
            scrap_from_stage = i  # "scrapping" is the one skill a stage can hold back
        checkpoint = stage.get("checkpoint")
        if checkpoint is not None and checkpoint not in CHECKPOINTS:
            raise reader.fail(
                f"{place}.checkpoint",
                f"expected one of {CHECKPOINTS}" + hint(checkpoint, CHECKPOINTS),
            )
        stages.append(
            Stage(
                reader.rule(stage["objective"], f"{place}.objective", "objective"),
                reader.rules(stage.get("then", []), f"{place}.then", "effect"),
                None if checkpoint is None else Checkpoint(checkpoint),
            )
        )
    escalations, escalation_texts = [], []
    for i, raw in enumerate(spec.get("escalations", [])):
        place = f"{where}.escalations[{i}]"
        item = reader.mapping(
            raw, place, {"when": (dict, str), "then": list, "says": str}, ("when", "then")
        )
        escalations.append(
            Escalation(
                reader.rule(item["when"], f"{place}.when", "trigger"),
                reader.rules(item["then"], f"{place}.then", "effect"),
            )
        )
        escalation_texts.append(
            reader.text(item["says"], f"{place}.says") if "says" in item else ""
        )
    defeats = reader.rules(spec.get("defeats", []), f"{where}.defeats", "defeat")
    defeat_texts = tuple(
        (ref.kind, raw["says"])
        for ref, raw in zip(defeats, spec.get("defeats", []), strict=True)
        if isinstance(raw, dict) and "says" in raw
    )
    bomb = reader.mapping(spec.get("bomb", {}), f"{where}.bomb", {"max_health": int})
    if "max_health" in bomb:
        reader.number(bomb["max_health"], f"{where}.bomb.max_health", 1, MAX_DOOM)
    boss = reader.mapping(spec.get("boss", {}), f"{where}.boss", {"needs_shards_gone": bool})
    lava = reader.mapping(spec.get("lava", {}), f"{where}.lava", {"edge": str, "speed": int})
    if lava and "edge" not in lava:
        raise reader.fail(f"{where}.lava", "missing key 'edge'")
    if "speed" in lava:
        reader.number(lava["speed"], f"{where}.lava.speed", 1, MAX_LAVA_SPEED)
    try:
        lava_edge = Facing(lava["edge"]) if lava else None
    except ValueError:
        raise reader.fail(f"{where}.lava.edge", "the edge is N, E, S or W") from None
    move = reader.rule(minions.get("move", "none"), f"{where}.minions.move", "move")
    spawn = reader.rule(minions.get("spawn", "none"), f"{where}.minions.spawn", "spawn")
    attack = reader.rule(minions.get("attack", "adjacent"), f"{where}.minions.attack", "attack")
    dangers = reader.rules(spec.get("dangers", []), f"{where}.dangers", "danger")
    watches = reader.rules(spec.get("watches", []), f"{where}.watches", "watch")
    phase_end = reader.rules(
        spec.get("at_player_phase_end", []), f"{where}.at_player_phase_end", "effect"
    )
    named = (
        *_setup_refs(reader, spec, where),
        *[s.objective for s in stages],
        *[ref for s in stages for ref in s.then],
        *[e.when for e in escalations],
        *[ref for e in escalations for ref in e.then],
        *defeats,
        move,
        spawn,
        *dangers,
        *watches,
        *phase_end,
    )
    for ref in named:
        zones = [z for k in ZONE_PARAMS if isinstance(z := ref.get(k), str)]
        zones += [z for k in ZONE_LIST_PARAMS if isinstance(n := ref.get(k), tuple) for z in n]
        for zone in zones:
            if zone and not board.has_zone(zone):
                raise reader.fail(
                    where,
                    f"rule {ref.kind} names the zone {zone!r}, which the board's overlay lacks",
                )
    rules = MissionRules(
        id=spec["id"],
        compass=compass_pairs or MissionRules().compass,
        minion_move=move,
        minion_spawn=spawn,
        minion_attack=attack,
        dangers=dangers,
        watches=watches,
        at_player_phase_end=phase_end,
        start_zone=spec.get("start_zone"),
        bomb_max_health=bomb.get("max_health"),
        lava_edge=lava_edge,
        lava_speed=lava.get("speed", 1),
        boss_needs_shards_gone=boss.get("needs_shards_gone", False),
        setup=_setup_refs(reader, spec, where),
        stages=tuple(stages),
        defeats=defeats,
        escalations=tuple(escalations),
        shard_mode=shards,
        is_first_draft_double=draft.get("double_first", False),
        is_draft_timed=draft.get("timed", False),
        scrap_from_stage=scrap_from_stage,
        doom_start=doom.get("start"),
        **cards.rules_fields(spec["number"]),
    )
    texts = {
        "defeats": defeat_texts,
        "escalations": tuple(escalation_texts),
        "stages": tuple(stage_texts),
        "goals": tuple(goals),
    }
    return rules, texts


def _setup_refs(reader: Reader, spec: dict[str, Any], where: str) -> tuple[RuleRef, ...]:
    return reader.rules(spec.get("setup", []), f"{where}.setup", "setup")
