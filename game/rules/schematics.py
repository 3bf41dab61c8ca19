"""Schematics and Overdrive: Yordle abilities that switch on as Team Gears grow.

Rules: field guide, "Schematic Cards", "Team Gears", "Overdrive!"; rules-data §5–§6. Every
card is data (cards.yaml); this module holds the effect kinds they name. Boosts are read by
the rules where they apply; Hacks run when used; Slot Schematics run when their slot runs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from .abilities import active_schematics, overdrive, spec_of
from .actions import InstallSchematic, UseSchematic
from .board import Rune
from .cards import Element, SchematicKind
from .damage import swap_slot_contents
from .events import SchematicInstalled, SchematicUsed, SlotsSwapped
from .grid import Cell, Facing, king_distance
from .ids import BOSS, Seat
from .movement import move_mech
from .pieces import ask_repair, damage_refs, hit_cells, hurt_boss, is_enemy_at, repair, target_key
from .registry import Params, ParamValue, Registry
from .requests import Prompt, Request, SlotPair
from .state import Game
from .steps import Context, RunSchematic

SchematicEffect = Callable[[Context, Seat, Params, str], None]
SCHEMATIC_EFFECTS: Registry[SchematicEffect] = Registry("Schematic effect")
schematic_effect = SCHEMATIC_EFFECTS.register
FINISH_KINDS = ("end_repair", "end_blast")


# --- actions during programming ---------------------------------------------------------------


def schematic_actions(game: Game, seat: Seat) -> tuple[UseSchematic | InstallSchematic, ...]:
    mech = game.mechs[seat]
    installed = {s.schematic for s in mech.slots}
    actions: list[UseSchematic | InstallSchematic] = []
    for spec in active_schematics(game, seat):
        if spec.kind is SchematicKind.HACK:
            actions.append(UseSchematic(seat, spec.name))
        elif spec.kind is SchematicKind.SLOT and spec.name not in installed:
            actions.extend(
                InstallSchematic(seat, spec.name, i)
                for i, slot in enumerate(mech.slots)
                if not slot.is_damaged
            )
    return tuple(actions)


def refuse_schematic(game: Game, action: UseSchematic | InstallSchematic) -> str | None:
    """Why ``schematic_actions`` does not list this one, in words (None if it does)."""
    mech = game.mechs[action.seat]
    if action.name not in mech.schematics:
        return f"seat {action.seat} did not bring the Schematic {action.name!r}"
    spec = spec_of(game, action.name)
    if mech.is_ready:
        return f"seat {action.seat} is already ready"
    if action.name in mech.used:
        return f"{spec.title} is spent"
    if game.trackers.gears < spec.gears:
        return f"{spec.title} switches on at {spec.gears} Team Gears"
    wanted = SchematicKind.HACK if isinstance(action, UseSchematic) else SchematicKind.SLOT
    if spec.kind is not wanted:
        return f"{spec.title} is a {spec.kind} Schematic, not a {wanted} one"
    if isinstance(action, InstallSchematic):
        if any(s.schematic == action.name for s in mech.slots):
            return f"{spec.title} is already installed"
        if not 0 <= action.slot < len(mech.slots):
            return f"there is no slot {action.slot + 1}"
        if mech.slots[action.slot].is_damaged:
            return f"slot {action.slot + 1} is damaged and cannot take {spec.title}"
    return None


def install(ctx: Context, action: InstallSchematic) -> None:
    mech = ctx.game.mechs[action.seat]
    slots = list(mech.slots)
    dropped = slots[action.slot].cards
    slots[action.slot] = replace(slots[action.slot], cards=(), parked=0, schematic=action.name)
    ctx.game = replace(
        ctx.game.with_mech(replace(mech, slots=tuple(slots))),
        decks=replace(ctx.game.decks, discard=ctx.game.decks.discard + dropped),
    )
    title = spec_of(ctx.game, action.name).title
    ctx.events.append(SchematicInstalled(title, action.seat, action.name, title, action.slot))


def run_hack(ctx: Context, step: RunSchematic) -> None:
    spec = spec_of(ctx.game, step.name)
    mech = ctx.game.mechs[step.seat]
    ctx.put_mech(replace(mech, used=mech.used + (spec.name,)))
    ctx.events.append(SchematicUsed(spec.title, step.seat, spec.name, spec.title))
    _run(ctx, step.seat, spec.effect, spec.params, spec.title)


def run_installed(ctx: Context, seat: Seat, name: str) -> None:
    spec = spec_of(ctx.game, name)
    ctx.events.append(SchematicUsed(spec.title, seat, spec.name, spec.title))
    _run(ctx, seat, spec.effect, spec.params, spec.title)


def finish_line(ctx: Context, seat: Seat) -> None:
    drive = overdrive(ctx.game, seat)
    if drive is not None and drive.effect in FINISH_KINDS:
        _run(ctx, seat, drive.effect, drive.params, drive.title)


def _run(
    ctx: Context, seat: Seat, effect: str, given: tuple[tuple[str, ParamValue], ...], cause: str
) -> None:
    fn, params = SCHEMATIC_EFFECTS.bound(effect, given)
    fn(ctx, seat, params, cause)


# --- hitting with a Schematic ----------------------------------------------------------------


def schematic_hit(ctx: Context, seat: Seat, cells: tuple[tuple[int, int], ...], cause: str) -> None:
    """Like an attack, but a Schematic hurts the Boss through any shield that is down: the
    player names the colour, and that shield comes back up (Rules: "Rune Shields")."""
    hit_cells(ctx, seat, tuple(c for c in cells if target_key(ctx, c) != BOSS), cause)
    if any(target_key(ctx, c) == BOSS for c in cells):
        down = tuple(e for e in Element if not ctx.game.is_rune_active(e.rune))
        if not down:
            hurt_boss(ctx, Element.FIRE, cause)  # every shield is up: it is blocked
            return
        colours = tuple(e.rune for e in down)
        request = Request(seat, Prompt.SHIELD, colours, f"{cause}: which shield")
        chosen = ctx.choices.pick(request, Rune)
        hurt_boss(ctx, next(e for e in down if e.rune is chosen), cause)


def _enemies_within(ctx: Context, seat: Seat, reach: int) -> tuple[tuple[int, int], ...]:
    here = ctx.game.mechs[seat].cell
    cells = ctx.game.table.board.cells()
    return tuple(c for c in cells if 0 < king_distance(here, c) <= reach and is_enemy_at(ctx, c))


# --- effect kinds -----------------------------------------------------------------------------


@schematic_effect("blast", range=(int, 1))
@schematic_effect("zap_around", range=(int, 1))
@schematic_effect("end_blast", range=(int, 1))
def blast(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    """Every enemy within range takes 1 damage."""
    schematic_hit(ctx, seat, _enemies_within(ctx, seat, p.number("range")), cause)


@schematic_effect("snipe", range=(int, 3), targets=(int, 1))
@schematic_effect("aimbot", range=(int, 3), targets=(int, 1))
def snipe(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    """Up to ``targets`` chosen enemies within range take 1 damage each."""
    candidates = _enemies_within(ctx, seat, p.number("range"))
    for _ in range(p.number("targets")):
        if not candidates:
            return
        # The Boss is one enemy however many spaces it fills: no question when it is the only one.
        request = Request(seat, Prompt.TARGET, candidates, cause)
        is_choice = len({target_key(ctx, c) for c in candidates}) > 1
        target = ctx.choices.cell(request) if is_choice else candidates[0]
        chosen = target_key(ctx, target)
        schematic_hit(ctx, seat, (target,), cause)
        candidates = tuple(c for c in candidates if c != target and target_key(ctx, c) != chosen)


@schematic_effect("dash", distance=(int, 2))
def dash(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    """Move in any chosen direction, facing kept."""
    direction = ctx.choices.pick(Request(seat, Prompt.DIRECTION, tuple(Facing), cause), Facing)
    move_mech(ctx, seat, direction, p.number("distance"), cause, can_tow=False)


@schematic_effect("rocket", distance=(int, 2))
def rocket(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    """Fly forward, facing kept."""
    move_mech(ctx, seat, ctx.game.mechs[seat].facing, p.number("distance"), cause, can_tow=False)


@schematic_effect("repair", range=(int, 1), amount=(int, 1))
def repair_other(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    """Repair up to ``amount`` Damage Cards on one Mech within range (the user chooses)."""
    here = ctx.game.mechs[seat].cell
    reach = p.number("range")
    amount = p.number("amount")
    _repair_one_of(ctx, seat, lambda cell: king_distance(here, cell) <= reach, amount, cause)


@schematic_effect("self_repair", amount=(int, 1))
def self_repair(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    _repair_some(ctx, seat, seat, p.number("amount"), cause)


@schematic_effect("end_repair", range=(int, 1))
def end_repair(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    """Repair 1 Damage Card on this Mech or a Mech next to it: "next to" is orthogonal, as
    for Minion attacks (diagonals count only where a card says so)."""
    (x, y), near = ctx.game.mechs[seat].cell, p.number("range")
    _repair_one_of(ctx, seat, lambda c: abs(c[0] - x) + abs(c[1] - y) <= near, 1, cause)


def _repair_one_of(
    ctx: Context, seat: Seat, reaches: Callable[[Cell], bool], amount: int, cause: str
) -> None:
    """The user picks one damaged Mech it reaches, then repairs up to ``amount`` of its cards."""
    hurt = tuple(
        m.cell for m in ctx.game.mechs if reaches(m.cell) and damage_refs(ctx.game, m.seat)
    )
    if not hurt:
        return
    target = ctx.game.mech_at(ctx.choices.cell(Request(seat, Prompt.TARGET, hurt, cause)))
    assert target is not None
    _repair_some(ctx, seat, target.seat, amount, cause)


def _repair_some(ctx: Context, chooser: Seat, seat: Seat, amount: int, cause: str) -> None:
    for _ in range(amount):
        refs = damage_refs(ctx.game, seat)
        if not refs:
            return
        repair(ctx, seat, ask_repair(ctx, Request(chooser, Prompt.REPAIR, refs, cause)), cause)


@schematic_effect("swap_any")
def swap_any(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    """Swap two undamaged slots of any one Mech."""
    cells = tuple(m.cell for m in ctx.game.mechs)
    target = ctx.game.mech_at(ctx.choices.cell(Request(seat, Prompt.TARGET, cells, cause)))
    assert target is not None
    open_slots = [i for i, s in enumerate(target.slots) if not s.is_damaged]
    pairs = tuple(SlotPair(a, b) for a in open_slots for b in open_slots if a < b)
    if not pairs:
        return
    pair = ctx.choices.pick(Request(seat, Prompt.SWAP, pairs, cause), SlotPair)
    swap_slot_contents(ctx, target.seat, pair.a, pair.b)
    ctx.events.append(SlotsSwapped(cause, target.seat, pair.a, pair.b))
