"""missions.yaml to MissionInfo: strict about keys, rule names and parameter types.

Every error names the file, the YAML path and what is wrong, with a close match where one
exists, e.g. ``missions.yaml: missions[1].minions.spawn.kind: unknown rule 'on_rune'
(did you mean 'all_runes'?)``.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import yaml

from game.rules import Board, MissionRules, Result, RuleRef, Stage
from game.rules.board import Rune
from game.rules.grid import Facing
from game.rules.registry import RULES
from game.rules.state import Escalation

from .errors import ContentError
from .maps import Placement, compose, load_overlay


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

    def rules_for(self, is_ez: bool) -> MissionRules:
        return self.ez_rules if is_ez else self.rules

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
}
REQUIRED = ("id", "number", "title", "objective", "briefing", "debriefing", "board", "stages")
SHARD_MODES = ("breakable", "carried", "immune")


class _Reader:
    """Walks one YAML document, keeping the path for error messages."""

    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, where: str, message: str) -> ContentError:
        return ContentError(f"{self.file}: {where}: {message}")

    def mapping(self, value: Any, where: str, keys: dict[str, Any], required=()) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, f"expected a mapping, got {type(value).__name__}")
        for key, item in value.items():
            if key not in keys:
                raise self.fail(f"{where}.{key}", "unknown key" + _hint(str(key), keys))
            if not isinstance(item, keys[key]) or (keys[key] is int and isinstance(item, bool)):
                raise self.fail(
                    f"{where}.{key}", f"expected {_type_name(keys[key])}, got {type(item).__name__}"
                )
        for key in required:
            if key not in value:
                raise self.fail(where, f"missing key {key!r}")
        return value

    def rule(self, value: Any, where: str, registry: str) -> RuleRef:
        if isinstance(value, str):
            value = {"kind": value}
        spec = self.mapping(value, where, {"kind": str, "params": dict, "says": str}, ("kind",))
        known = RULES[registry]
        kind = spec["kind"]
        if kind not in known:
            raise self.fail(
                f"{where}.kind", f"unknown {registry} rule {kind!r}" + _hint(kind, known)
            )
        declared = known[kind]
        params = spec.get("params", {})
        for name, given in params.items():
            if name not in declared.params:
                hint = _hint(name, declared.params)
                raise self.fail(f"{where}.params.{name}", f"{kind} takes no such parameter{hint}")
            wanted = declared.params[name]
            if not isinstance(given, wanted) or (wanted is int and isinstance(given, bool)):
                raise self.fail(
                    f"{where}.params.{name}", f"expected {wanted.__name__}, got {given!r}"
                )
        for name in declared.params:
            if name not in params and name not in declared.defaults:
                raise self.fail(f"{where}.params", f"{kind} needs the parameter {name!r}")
        return RuleRef.of(kind, **params)

    def rules(self, value: Any, where: str, registry: str) -> tuple[RuleRef, ...]:
        if not isinstance(value, list):
            raise self.fail(where, "expected a list")
        return tuple(self.rule(item, f"{where}[{i}]", registry) for i, item in enumerate(value))


def _type_name(kind: Any) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join(k.__name__ for k in kinds)


def _hint(word: str, choices: Any) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def load_missions(path: Path, maps_dir: Path) -> tuple[MissionInfo, ...]:
    """Read and check every mission; raises ContentError on the first problem."""
    file = path.name
    try:
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise ContentError(f"{file}: cannot be read ({error.strerror})") from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "somewhere"
        raise ContentError(f"{file}: {where}: not valid YAML") from None
    reader = _Reader(file)
    top = reader.mapping(document, "top level", {"version": int, "missions": list}, ("missions",))
    missions = tuple(
        _mission(reader, item, f"missions[{i}]", maps_dir) for i, item in enumerate(top["missions"])
    )
    ids = [m.id for m in missions]
    for mission_id in ids:
        if ids.count(mission_id) > 1:
            raise ContentError(f"{file}: missions: the id {mission_id!r} is used twice")
    return missions


def _mission(reader: _Reader, raw: Any, where: str, maps_dir: Path) -> MissionInfo:
    spec = reader.mapping(raw, where, MISSION_KEYS, REQUIRED)
    board, tiles = _board(reader, spec["board"], f"{where}.board", maps_dir)
    seats = reader.mapping(spec.get("seats", {}), f"{where}.seats", {"min": int, "max": int})
    seat_range = (seats.get("min", 1), seats.get("max", 4))
    if len(board.start_cells()) < seat_range[1]:
        raise reader.fail(
            f"{where}.board",
            f"{len(board.start_cells())} start spaces for up to {seat_range[1]} Mechs",
        )
    rules, texts = _rules(reader, spec, where, board)
    ez_rules = rules
    if "ez" in spec:
        ez_spec = {**spec, **reader.mapping(spec["ez"], f"{where}.ez", MISSION_KEYS)}
        if "doom" in spec and "doom" not in spec["ez"]:
            ez_spec["doom"] = {
                **spec["doom"],
                "start": spec["doom"].get("ez", spec["doom"]["start"]),
            }
        ez_rules, _ = _rules(reader, ez_spec, f"{where}.ez", board)
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
        special_rules=tuple(spec.get("special_rules", [])),
        doom_meaning=doom.get("meaning") if doom else None,
        seats=seat_range,
        rules=rules,
        ez_rules=ez_rules,
        board=board,
        tiles=tiles,
        defeat_texts=texts["defeats"],
        escalation_texts=texts["escalations"],
    )


def _board(
    reader: _Reader, raw: Any, where: str, maps_dir: Path
) -> tuple[Board, tuple[Placement, ...]]:
    spec = reader.mapping(raw, where, {"tiles": list, "overlay": str}, ("tiles",))
    placements = []
    faces = sorted(p.stem for p in (maps_dir / "tiles").glob("*.tmx"))
    for i, item in enumerate(spec["tiles"]):
        place = f"{where}.tiles[{i}]"
        tile = reader.mapping(item, place, {"face": str, "at": list, "turn": int}, ("face", "at"))
        if tile["face"] not in faces:
            raise reader.fail(
                f"{place}.face", f"no tile face {tile['face']!r}" + _hint(tile["face"], faces)
            )
        at = tile["at"]
        if len(at) != 2 or not all(isinstance(v, int) for v in at):
            raise reader.fail(f"{place}.at", "expected [x, y] in spaces")
        placements.append(Placement(tile["face"], (at[0], at[1]), tile.get("turn", 0)))
    board = compose(tuple(placements), maps_dir / "tiles", f"{reader.file}: {where}")
    if "overlay" in spec:
        zones = load_overlay(maps_dir / spec["overlay"])
        for name, cells in zones:
            outside = [c for c in cells if not board.contains(c)]
            if outside:
                raise ContentError(
                    f"{spec['overlay']}: zone {name!r} reaches off the board at {outside[0]}"
                )
        board = replace(board, zones=zones)
    return board, tuple(placements)


def _rules(
    reader: _Reader, spec: dict[str, Any], where: str, board: Board
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
    shards = spec.get("shards", "breakable")
    if shards not in SHARD_MODES:
        raise reader.fail(
            f"{where}.shards", f"expected one of {SHARD_MODES}" + _hint(shards, SHARD_MODES)
        )
    stages = []
    for i, raw in enumerate(spec["stages"]):
        place = f"{where}.stages[{i}]"
        stage = reader.mapping(raw, place, {"objective": (dict, str), "then": list}, ("objective",))
        stages.append(
            Stage(
                reader.rule(stage["objective"], f"{place}.objective", "objective"),
                reader.rules(stage.get("then", []), f"{place}.then", "effect"),
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
        escalation_texts.append(item.get("says", ""))
    defeats = reader.rules(spec.get("defeats", []), f"{where}.defeats", "defeat")
    defeat_texts = tuple(
        (ref.kind, raw["says"])
        for ref, raw in zip(defeats, spec.get("defeats", []), strict=True)
        if isinstance(raw, dict) and "says" in raw
    )
    for ref in (*_setup_refs(reader, spec, where), *[s.objective for s in stages]):
        zone = ref.get("zone")
        if zone and not board.has_zone(zone):
            raise reader.fail(
                where, f"rule {ref.kind} names the zone {zone!r}, which the board's overlay lacks"
            )
    rules = MissionRules(
        id=spec["id"],
        compass=compass_pairs or MissionRules().compass,
        minion_move=reader.rule(minions.get("move", "none"), f"{where}.minions.move", "move"),
        minion_spawn=reader.rule(minions.get("spawn", "none"), f"{where}.minions.spawn", "spawn"),
        minion_attack=reader.rule(
            minions.get("attack", "adjacent"), f"{where}.minions.attack", "attack"
        ),
        dangers=reader.rules(spec.get("dangers", []), f"{where}.dangers", "danger"),
        setup=_setup_refs(reader, spec, where),
        stages=tuple(stages),
        defeats=defeats,
        escalations=tuple(escalations),
        shard_mode=shards,
        is_first_draft_double=draft.get("double_first", False),
        is_draft_timed=draft.get("timed", False),
        doom_start=doom.get("start"),
    )
    return rules, {"defeats": defeat_texts, "escalations": tuple(escalation_texts)}


def _setup_refs(reader: _Reader, spec: dict[str, Any], where: str) -> tuple[RuleRef, ...]:
    return reader.rules(spec.get("setup", []), f"{where}.setup", "setup")
