"""Run rules scenarios written in YAML: ``python -m game.scenario FILE...``.

A scenario sets up a position in the board notation (see ``game.rules.text``), applies
actions and answers, and checks the outcome. The format is described in
``tests/scenarios/README.md``. One line is printed per scenario; the exit status is 0 only
if every scenario passes.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import yaml

from game import rules
from game.content.catalogue import cards
from game.rules.actions import (
    Action,
    Choose,
    DraftCard,
    EndProgramming,
    InstallSchematic,
    PlaceCard,
    ScrapCard,
    TimeRanOut,
    UseSchematic,
)
from game.rules.board import Rune
from game.rules.cards import Card, Command, DamageCard
from game.rules.engine import IllegalAction, apply, proceed
from game.rules.events import Event
from game.rules.grid import Facing
from game.rules.notation import ActionTextError, read_action
from game.rules.registry import ParamValue
from game.rules.requests import (
    DamagedSlot,
    Option,
    Prompt,
    RepairTarget,
    SystemDamage,
    read_option,
)
from game.rules.rng import Rng, shuffled
from game.rules.state import (
    SLOTS,
    Boss,
    BossCard,
    Checkpoint,
    Decks,
    Draft,
    Escalation,
    Game,
    Lava,
    Mech,
    Minion,
    MissionRules,
    Phase,
    Progress,
    RuleRef,
    Shard,
    Slot,
    Stage,
    Table,
    Trackers,
    Yordle,
)
from game.rules.steps import EnterPhase, FinishLine, RunSlot, Step
from game.rules.text import format_game, parse

DEFAULT_UNTIL = {
    Phase.DRAFT: Phase.EXECUTE,
    Phase.PROGRAM: Phase.EXECUTE,
    Phase.EXECUTE: Phase.MINIONS,
    Phase.MINIONS: Phase.DANGER,
}


class ScenarioError(Exception):
    """A scenario that failed or could not be read."""


@dataclass
class Run:
    game: Game
    events: list[Event]
    until: Phase | None = None  # the phase the scenario halts before


def build(spec: dict[str, Any]) -> Run:
    """The position a scenario describes, with its phase under way."""
    position = parse(spec["board"])
    mission = _mission(spec.get("mission", {}))
    dice = spec.get("dice", {})
    rng = Rng(
        state=spec.get("seed", 1),
        rune_script=tuple(Rune(r) for r in dice.get("rune", [])),
        number_script=tuple(int(n) for n in dice.get("number", [])),
    )
    deck = _numbered_deck(mission)
    deck, rng = shuffled(rng, deck)
    damage = tuple(
        DamageCard(1000 + i, name) for i, name in enumerate(_expand(mission.damage_deck))
    )
    damage, rng = shuffled(rng, damage)
    mech_specs = {int(k): v for k, v in (spec.get("mechs") or {}).items()}
    mechs = []
    for seat, cell, facing in position.mechs:
        mech_spec = mech_specs.get(seat, {})
        mech = Mech(seat, Yordle(mech_spec.get("yordle", list(Yordle)[seat].value)), cell, facing)
        mech, deck, damage = _program(mech, mech_spec, deck, damage)
        mechs.append(mech)
    if [m.seat for m in mechs] != list(range(len(mechs))):
        raise ScenarioError("Mech seats must be numbered 0, 1, 2... in the board")
    deck = _on_top(deck, spec.get("deck", []))
    damage_names = spec.get("damage_deck", [])
    damage = _damage_on_top(damage, damage_names)
    minions = tuple(Minion(i + 1, c) for i, c in enumerate(position.minions))
    locked = {_cell(c) for c in spec.get("locked_shards", [])}
    shards = tuple(Shard(100 + i, c, c in locked) for i, c in enumerate(position.shards))
    phase = Phase(spec.get("phase", "execute"))
    until = spec.get("until", DEFAULT_UNTIL.get(phase))
    halt = None if until in (None, "none") else Phase(until)
    game = Game(
        Table(mission, position.board),
        mechs=tuple(mechs),
        phase=phase,
        first_player=spec.get("first_player", 0),
        round=spec.get("round", 1),
        minions=minions,
        shards=shards,
        bomb=position.bomb,
        trackers=Trackers(
            doom=spec.get("doom", mission.doom_start),
            kills=spec.get("kills", 0),
            gears=spec.get("gears", 0),
        ),
        inactive_runes=frozenset(Rune(r) for r in spec.get("inactive_runes", [])),
        progress=Progress(
            levels=tuple(sorted((str(k), int(v)) for k, v in (spec.get("levels") or {}).items())),
            delivered=spec.get("delivered", 0),
            stage=spec.get("stage", 0),
        ),
        decks=Decks(command=deck, damage=damage),
        draft=Draft(is_timed=spec.get("timed_draft", False)),
        lava=_lava(spec.get("lava"), mission),
        boss=_boss(position.boss, spec.get("boss") or {}, mission),
        rng=rng,
        next_id=200,
    )
    if phase is Phase.EXECUTE:
        seats = spec.get("run", list(game.seat_order()))
        steps: list[Step] = []
        for seat in seats:
            steps += [RunSlot(seat, slot) for slot in range(SLOTS)]
            steps.append(FinishLine(seat))
        outcome = proceed(game, *steps, until=halt)
    elif phase is Phase.PROGRAM:
        outcome = proceed(game, until=halt)
    else:
        outcome = proceed(replace(game, phase=Phase.OVER), EnterPhase(phase), until=halt)
    return Run(outcome.game, list(outcome.events), halt)


def _mission(spec: dict[str, Any]) -> MissionRules:
    deck = cards()
    mission = MissionRules(**deck.rules_fields(spec.get("number", 10)))
    changes: dict[str, Any] = {}
    for key, value in spec.items():
        if key in ("move", "spawn", "attack"):
            changes[f"minion_{key}"] = _ref(value)
        elif key in ("watches", "dangers", "defeats", "setup", "at_player_phase_end"):
            changes[key] = tuple(_ref(v) for v in value)
        elif key == "boss_needs_shards_gone":
            changes["boss_needs_shards_gone"] = bool(value)
        elif key == "stages":
            changes["stages"] = tuple(
                Stage(
                    _ref(s["objective"]),
                    tuple(_ref(v) for v in s.get("then", [])),
                    Checkpoint(s["checkpoint"]) if "checkpoint" in s else None,
                )
                for s in value
            )
        elif key == "escalations":
            changes["escalations"] = tuple(
                Escalation(_ref(e["when"]), tuple(_ref(v) for v in e["then"])) for e in value
            )
        elif key == "lava":
            changes["lava_edge"] = Facing(value["edge"])
            changes["lava_speed"] = int(value.get("speed", 1))
        elif key == "bomb_max_health":
            changes["bomb_max_health"] = int(value)
        elif key == "compass":
            changes["compass"] = tuple((Rune(r), Facing(f)) for r, f in value.items())
        elif key == "shards":
            changes["shard_mode"] = value
        elif key == "double_draft":
            changes["is_first_draft_double"] = bool(value)
        elif key == "scrap_from_stage":
            changes["scrap_from_stage"] = int(value)
        elif key == "number":
            continue  # read above: which mission's Damage deck to use
        elif key == "doom":
            changes["doom_start"] = int(value)
        else:
            raise ScenarioError(f"mission: unknown key {key!r}")
    return replace(mission, **changes)


def _boss(cell: Any, spec: dict[str, Any], mission: MissionRules) -> Boss | None:
    """The Boss on the board's X square: slots of cards by name, the deck's top cards."""
    if cell is None:
        return None
    ids = iter(range(500, 600))
    slots: list[tuple[BossCard, ...]] = [(), (), (), ()]
    for number, names in (spec.get("slots") or {}).items():
        names = [names] if isinstance(names, str) else names
        slots[int(number) - 1] = tuple(BossCard(next(ids), n) for n in names)
    top = tuple(BossCard(next(ids), n) for n in spec.get("deck", []))
    rest = tuple(BossCard(next(ids), n) for n, copies in mission.boss_deck for _ in range(copies))
    return Boss(cell, slots=tuple(slots), deck=top + rest)


def _lava(spec: dict[str, Any] | None, mission: MissionRules) -> Lava | None:
    """The Lava Wall's state: rows already covered, its speed, whether it flows yet."""
    if mission.lava_edge is None:
        return None
    spec = spec or {}
    return Lava(
        mission.lava_edge,
        rows=spec.get("rows", 0),
        speed=spec.get("speed", mission.lava_speed),
        is_active=spec.get("active", True),
        pads_covered=spec.get("pads_covered", 0),
    )


def _ref(value: Any) -> RuleRef:
    """A rule as YAML names it: "kind", or {kind: ..., params: {...}}."""
    if isinstance(value, str):
        return RuleRef.of(value)
    params = value.get("params", {})
    return RuleRef.of(value["kind"], **{k: _param(v) for k, v in params.items()})


def _param(value: Any) -> ParamValue:
    """YAML lists of names become tuples, as the content loader makes them."""
    return tuple(str(v) for v in value) if isinstance(value, list) else value


def _cell(text: str) -> tuple[int, int]:
    x, _, y = str(text).partition(",")
    return (int(x), int(y))


def _expand(pairs: tuple[tuple[Any, int], ...]) -> list[Any]:
    return [name for name, copies in pairs for _ in range(copies)]


def _numbered_deck(mission: MissionRules) -> tuple[Card, ...]:
    return tuple(Card(i + 1, command) for i, command in enumerate(_expand(mission.command_deck)))


def _pull(deck: tuple[Card, ...], name: str) -> tuple[Card, tuple[Card, ...]]:
    command = Command(name)
    for card in deck:
        if card.command is command:
            return card, tuple(c for c in deck if c != card)
    raise ScenarioError(f"no {name} left in the Command deck")


def _pull_damage(
    deck: tuple[DamageCard, ...], name: str
) -> tuple[DamageCard, tuple[DamageCard, ...]]:
    for card in deck:
        if card.name == name:
            return card, tuple(c for c in deck if c != card)
    raise ScenarioError(f"no Damage Card {name!r} left in the Damage deck")


def _on_top(deck: tuple[Card, ...], names: list[str]) -> tuple[Card, ...]:
    top = []
    for name in names:
        card, deck = _pull(deck, name)
        top.append(card)
    return tuple(top) + deck


def _damage_on_top(deck: tuple[DamageCard, ...], names: list[str]) -> tuple[DamageCard, ...]:
    top = []
    for name in names:
        card, deck = _pull_damage(deck, name)
        top.append(card)
    return tuple(top) + deck


def _program(
    mech: Mech, spec: dict[str, Any], deck: tuple[Card, ...], damage: tuple[DamageCard, ...]
) -> tuple[Mech, tuple[Card, ...], tuple[DamageCard, ...]]:
    slots = [Slot() for _ in range(SLOTS)]
    for number, names in (spec.get("line") or {}).items():
        cards = []
        for name in [names] if isinstance(names, str) else names:
            card, deck = _pull(deck, name)
            cards.append(card)
        slots[int(number) - 1] = Slot(tuple(cards))
    for number, name in (spec.get("damage") or {}).items():
        slot_damage, damage = _pull_damage(damage, name)
        slots[int(number) - 1] = replace(slots[int(number) - 1], damage=slot_damage)
    for number, count in (spec.get("parked") or {}).items():
        slots[int(number) - 1] = replace(slots[int(number) - 1], parked=int(count))
    system = []
    for name in spec.get("system", []):
        system_damage, damage = _pull_damage(damage, name)
        system.append(system_damage)
    hand = []
    for name in spec.get("hand", []):
        card, deck = _pull(deck, name)
        hand.append(card)
    mech = replace(
        mech,
        slots=tuple(slots),
        system_damage=tuple(system),
        hand=tuple(hand),
        is_ready=spec.get("ready", False),
        shard=150 + mech.seat if spec.get("carries") else None,
        schematics=tuple(spec.get("schematics", [])),
        used=tuple(spec.get("used", [])),
    )
    return mech, deck, damage


def act(run: Run, step: dict[str, Any]) -> None:
    """Apply one scripted action; with ``error``, check it is refused and changes nothing."""
    action = _action(run.game, step)
    expected_error = step.get("error")
    try:
        outcome = apply(run.game, action, until=run.until)
    except IllegalAction as refused:
        if expected_error is None:
            raise ScenarioError(f"{_describe(step)} was refused: {refused}") from None
        if str(expected_error).lower() not in str(refused).lower():
            raise ScenarioError(
                f"{_describe(step)}: expected error {expected_error!r}, got {refused}"
            ) from None
        return
    if expected_error is not None:
        raise ScenarioError(
            f"{_describe(step)} was accepted, but should fail with {expected_error!r}"
        )
    run.game = outcome.game
    run.events.extend(outcome.events)


def _step(step: object) -> dict[str, Any]:
    """A step as a mapping: a bare string is a line of the rules' notation (``draft 0
    speed``, as saves and replays write them), or ``time_ran_out``."""
    if isinstance(step, dict):
        return step
    return {"time_ran_out": True} if step == "time_ran_out" else {"do": str(step)}


def _describe(step: dict[str, Any]) -> str:
    return ", ".join(f"{k}: {v}" for k, v in step.items() if k != "error")


def _action(game: Game, step: dict[str, Any]) -> Action:
    if "do" in step:
        try:
            return read_action(game, str(step["do"]))
        except ActionTextError as error:
            raise ScenarioError(str(error)) from None
    if "choose" in step:
        label = str(step["choose"])
        if game.pending is None:
            return Choose(step.get("seat", 0), _any_option(label))
        try:
            option = read_option(game.pending.prompt, label)
        except ValueError:
            option = _any_option(label)  # no answer to this question: the engine refuses it
        return Choose(step.get("seat", game.pending.seat), option)
    if "draft" in step:
        value = step["draft"]
        seat, name = (
            (value.get("seat"), value["card"]) if isinstance(value, dict) else (None, value)
        )
        seat = game.draft.pick_order[0] if seat is None and game.draft.pick_order else (seat or 0)
        return DraftCard(seat, _card_id(game.draft.row, name))
    if "place" in step:
        p = step["place"]
        return PlaceCard(
            p.get("seat", 0), _card_id(game.mech(p.get("seat", 0)).hand, p["card"]), p["slot"] - 1
        )
    if "scrap" in step:
        p = step["scrap"]
        seat = p.get("seat", 0)
        swap = (p["swap"][0] - 1, p["swap"][1] - 1) if "swap" in p else None
        repair = _repair_ref(game, seat, p["repair"]) if "repair" in p else None
        return ScrapCard(seat, _card_id(game.mech(seat).hand, p["card"]), repair, swap)
    if "use_schematic" in step:
        p = step["use_schematic"]
        return UseSchematic(p.get("seat", 0), p["name"])
    if "install_schematic" in step:
        p = step["install_schematic"]
        return InstallSchematic(p.get("seat", 0), p["name"], p["slot"] - 1)
    if "ready" in step:
        return EndProgramming(int(step["ready"]))
    if "time_ran_out" in step:
        return TimeRanOut()
    raise ScenarioError(f"unknown action {step!r}")


def _any_option(label: str) -> Option:
    """An answer when nothing is asked (the engine refuses it): the first reading that fits."""
    for prompt in Prompt:
        try:
            return read_option(prompt, label)
        except ValueError:
            continue
    raise ScenarioError(f"{label!r} is no answer to any question")


def _card_id(cards: tuple[Card, ...], name: str) -> int:
    for card in cards:
        if card.command.value == name:
            return card.id
    return -1  # not there: the engine refuses it with its own message


def _repair_ref(game: Game, seat: int, ref: str) -> RepairTarget:
    """ "slot:3" or "system:ID" as written; "system:NAME" names a System Damage card."""
    kind, _, key = ref.partition(":")
    if kind == "system" and not key.isdigit():
        for card in game.mech(seat).system_damage:
            if card.name == key:
                return SystemDamage(card.id)
        return SystemDamage(-1)  # not there: the engine refuses it with its own message
    answer = read_option(Prompt.REPAIR, ref)
    assert isinstance(answer, DamagedSlot | SystemDamage)
    return answer


def check(run: Run, expect: dict[str, Any], start_cards: int) -> None:
    game = run.game
    problems = []
    if game.card_count() != start_cards:
        problems.append(f"card count changed from {start_cards} to {game.card_count()}")
    for key, wanted in expect.items():
        actual = _actual(run, key, wanted)
        if key == "events":
            missing = _missing_subsequence(actual, wanted)
            if missing:
                problems.append(f"events: {missing} not found in order in {actual}")
        elif key == "no_events":
            found = [name for name in wanted if name in actual]
            if found:
                problems.append(f"events: {found} happened")
        elif actual != _normal(key, wanted):
            problems.append(f"{key}: expected\n{_normal(key, wanted)}\n  got\n{actual}")
    if problems:
        raise ScenarioError("; ".join(problems))


def _normal(key: str, wanted: Any) -> Any:
    if key == "boss_slots":
        return _normal_line(wanted)
    if key == "board":
        return _squash(wanted)
    if key in ("lines", "damage", "hands", "system", "carrying", "parked"):
        return {int(k): _normal_line(v) if key == "lines" else v for k, v in wanted.items()}
    if key in ("inactive_runes", "locked_shards"):
        return sorted(wanted)
    if key == "pending" and wanted is not None:
        return [str(o) for o in wanted]
    return wanted


def _normal_line(line: dict[Any, Any]) -> dict[int, list[str]]:
    return {int(k): [v] if isinstance(v, str) else list(v) for k, v in line.items()}


def _squash(text: str) -> str:
    return "\n".join(" ".join(line.split()) for line in text.strip().splitlines())


def _actual(run: Run, key: str, wanted: Any) -> Any:
    game = run.game
    if key == "board":
        return _squash(format_game(game))
    if key in ("events", "no_events"):
        return [type(e).__name__ for e in run.events]
    if key == "lines":
        return {
            int(seat): {
                i + 1: [c.command.value for c in s.cards]
                for i, s in enumerate(game.mech(int(seat)).slots)
                if s.cards
            }
            for seat in wanted
        }
    if key == "damage":
        return {
            int(seat): {
                i + 1: s.damage.name for i, s in enumerate(game.mech(int(seat)).slots) if s.damage
            }
            for seat in wanted
        }
    if key == "system":
        return {int(seat): [d.name for d in game.mech(int(seat)).system_damage] for seat in wanted}
    if key == "hands":
        return {int(seat): [c.command.value for c in game.mech(int(seat)).hand] for seat in wanted}
    if key == "pending":
        return None if game.pending is None else list(game.pending.labels())
    if key == "inactive_runes":
        return sorted(r.value for r in game.inactive_runes)
    if key == "result":
        return None if game.result is None else ("won" if game.result.is_won else "lost")
    if key == "draft_row":
        return [c.command.value for c in game.draft.row]
    if key == "pick_order":
        return list(game.draft.pick_order)
    if key == "phase":
        return game.phase.value
    if key == "ready":
        return [m.seat for m in game.mechs if m.is_ready]
    if key == "discard_count":
        return len(game.decks.discard)
    if key == "damage_discard":
        return [d.name for d in game.decks.damage_discard]
    if key == "boss_slots":
        assert game.boss is not None
        return {i + 1: [c.name for c in s] for i, s in enumerate(game.boss.slots) if s}
    if key == "boss_discard":
        assert game.boss is not None
        return [c.name for c in game.boss.discard]
    if key == "lava":
        lava = game.lava
        return None if lava is None else {"rows": lava.rows, "speed": lava.speed}
    if key == "carrying":
        return {int(seat): game.mech(int(seat)).shard is not None for seat in wanted}
    if key == "parked":
        return {int(seat): sum(s.parked for s in game.mech(int(seat)).slots) for seat in wanted}
    if key in ("kills", "gears", "doom"):
        return getattr(game.trackers, key)
    if key in ("stage", "delivered"):
        return getattr(game.progress, key)
    if key in ("round", "first_player"):
        return getattr(game, key)
    if key == "levels":
        return {name: game.level(name) for name in wanted}
    if key == "locked_shards":
        return sorted(f"{s.cell[0]},{s.cell[1]}" for s in game.shards if s.is_locked)
    if key == "minion_count":
        return len(game.minions)
    if key == "legal_count":
        return len(rules.legal_actions(game))
    raise ScenarioError(f"expect: unknown key {key!r}")


def _missing_subsequence(actual: list[str], wanted: list[str]) -> list[str]:
    position = 0
    for index, name in enumerate(wanted):
        try:
            position = actual.index(name, position) + 1
        except ValueError:
            return wanted[index:]
    return []


def run_file(path: Path) -> None:
    try:
        spec = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as error:
        raise ScenarioError(f"cannot read: {error}") from None
    if not isinstance(spec, dict) or "board" not in spec:
        raise ScenarioError("a scenario is a mapping with at least a 'board'")
    try:
        run = build(spec)
    except (ValueError, KeyError) as error:
        raise ScenarioError(f"setup: {error}") from None
    start_cards = run.game.card_count()
    for step in spec.get("actions", []) or []:
        act(run, _step(step))
    check(run, spec.get("expect", {}) or {}, start_cards)


def main(argv: list[str] | None = None) -> int:
    paths = [Path(p) for p in (sys.argv[1:] if argv is None else argv)]
    files = [f for p in paths for f in (sorted(p.glob("*.yaml")) if p.is_dir() else [p])]
    failures = 0
    for path in files:
        try:
            run_file(path)
        except ScenarioError as error:
            failures += 1
            print(f"FAIL {path}: {error}")
        except Exception as crash:  # a rules bug: report it on this line and go on
            failures += 1
            print(f"FAIL {path}: crashed with {type(crash).__name__}: {crash}")
        else:
            print(f"ok   {path}")
    print(f"{len(files) - failures} passed, {failures} failed")
    return 0 if files and failures == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
