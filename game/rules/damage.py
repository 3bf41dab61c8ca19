"""Damage Cards: drawing one per damage, Glitch / System / Slot, and what each card does.

Rules: field guide, "Damage", "Executing Damage Cards"; rules-data §3.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from .cards import Command, DamageCard, DamageKind, DamageSpec, Element, Lasting, damage_spec
from .events import (
    CardsDiscarded,
    DamageBlocked,
    DamageDrawn,
    DamageKept,
    DamageSlotted,
    DamageTaken,
    FuelTankDetonated,
    SlotsSwapped,
)
from .grid import Facing, Turn, king_distance, step
from .ids import Seat
from .movement import move_mech
from .pieces import hit_cells, roll_direction, roll_number_die, turn_mech
from .registry import Params, Registry
from .requests import KEEP_FUEL_TANK, FuelTank, Prompt, Request
from .rng import shuffled
from .shards import drop_shard
from .state import SLOTS
from .steps import Context, DrawDamage, TakeDamage
from .values import evolve

DamageEffect = Callable[[Context, Seat, Params, str], None]
DAMAGE_EFFECTS: Registry[DamageEffect] = Registry("Damage Card effect")
damage_effect = DAMAGE_EFFECTS.register


def spec_of(ctx: Context, card: DamageCard) -> DamageSpec:
    return damage_spec(card.name, ctx.game.table.mission.damage_specs)


def take_damage(ctx: Context, step: TakeDamage) -> None:
    """Damage is about to hit a Mech: a Fuel Tank may blow instead, skewered Minions soak
    it up one each, and whatever is left becomes Damage Cards."""
    if step.amount <= 0 or _detonated(ctx, step):
        return
    amount = step.amount - _soak(ctx, step.seat, step.amount)
    if amount > 0:
        ctx.events.append(DamageTaken(step.cause, step.seat, amount))
        ctx.queue(DrawDamage(step.seat, amount, step.cause))


def _detonated(ctx: Context, step: TakeDamage) -> bool:
    """Rules: "Fuel Tank" -- ignore the incoming damage, scrap the whole stack and deal 1
    damage to every enemy within range Power."""
    mech = ctx.game.mechs[step.seat]
    tanks = tuple(  # mech.active(i), written out: every point of damage looks
        FuelTank(i)
        for i, s in enumerate(mech.slots)
        if s.damage is None
        and s.schematic is None
        and s.cards
        and s.cards[-1].command is Command.FUEL_TANK
    )
    if not tanks:
        return False
    request = Request(step.seat, Prompt.DETONATE, (KEEP_FUEL_TANK, *tanks), step.cause)
    answer = ctx.choices.ask(request)
    if not isinstance(answer, FuelTank):
        return False
    index = answer.slot
    slot = mech.slots[index]
    slots = list(mech.slots)
    slots[index] = evolve(slot, cards=(), parked=0)
    ctx.put_mech(evolve(mech, slots=tuple(slots)))
    ctx.update_decks(discard=ctx.game.decks.discard + slot.cards)
    cells = tuple(
        c for c in ctx.game.table.board.cells() if 0 < king_distance(c, mech.cell) <= slot.power
    )
    cause = f"Fuel Tank (Power {slot.power}) detonated"
    ctx.events.append(FuelTankDetonated(cause, step.seat, index, slot.power, cells))
    hit_cells(ctx, step.seat, cells, cause, Element.FIRE)
    return True


def _soak(ctx: Context, seat: Seat, amount: int) -> int:
    """Skewered Minions each block one point of damage, then are gone."""
    mech = ctx.game.mechs[seat]
    slots, blocked = list(mech.slots), 0
    for i, slot in enumerate(slots):
        used = min(slot.parked, amount - blocked)
        if used:
            slots[i] = evolve(slot, parked=slot.parked - used)
            blocked += used
    if blocked:
        ctx.put_mech(evolve(mech, slots=tuple(slots)))
        ctx.events.append(DamageBlocked("skewered Minions", seat, blocked))
    return blocked


def draw_damage(ctx: Context, step: DrawDamage) -> None:
    """Draw and fully resolve one Damage Card, then queue the rest of the damage."""
    if step.amount <= 0:
        return
    seat = step.seat
    drop_shard(ctx, seat, step.cause)
    card = _draw(ctx)
    if card is None:
        return
    spec = spec_of(ctx, card)
    ctx.events.append(DamageDrawn(step.cause, seat, card, spec.title, spec.kind))
    _run(ctx, seat, spec)
    if spec.kind is DamageKind.GLITCH:
        ctx.update_decks(damage_discard=ctx.game.decks.damage_discard + (card,))
    elif spec.kind is DamageKind.SYSTEM:
        mech = ctx.game.mechs[seat]
        ctx.put_mech(evolve(mech, system_damage=mech.system_damage + (card,)))
        ctx.events.append(DamageKept(spec.title, seat, card))
    else:
        _slot_damage(ctx, seat, card, spec.title)
    if step.amount > 1:
        ctx.queue(DrawDamage(seat, step.amount - 1, step.cause))


def _draw(ctx: Context) -> DamageCard | None:
    game = ctx.game
    if not game.decks.damage:
        if not game.decks.damage_discard:
            return None
        deck, rng = shuffled(game.rng, game.decks.damage_discard)
        ctx.update_decks(damage=deck, damage_discard=())
        ctx.update(rng=rng)
    card, *rest = ctx.game.decks.damage
    ctx.update_decks(damage=tuple(rest))
    return card


def _slot_damage(ctx: Context, seat: Seat, card: DamageCard, cause: str) -> None:
    """Roll the Number Die; the card covers that slot, replacing older damage there."""
    number = roll_number_die(ctx, cause)
    mech = ctx.game.mechs[seat]
    slots = list(mech.slots)
    replaced = slots[number - 1].damage
    slots[number - 1] = evolve(slots[number - 1], damage=card)
    ctx.put_mech(evolve(mech, slots=tuple(slots)))
    if replaced is not None:
        ctx.update_decks(damage_discard=ctx.game.decks.damage_discard + (replaced,))
    ctx.events.append(DamageSlotted(cause, seat, card, number - 1, replaced))


def run_slot_damage(ctx: Context, seat: Seat, card: DamageCard) -> None:
    _run(ctx, seat, spec_of(ctx, card))


def _run(ctx: Context, seat: Seat, spec: DamageSpec) -> None:
    effect, params = DAMAGE_EFFECTS.bound(spec.effect, spec.params)
    effect(ctx, seat, params, spec.title)


def swap_slot_contents(ctx: Context, seat: Seat, a: int, b: int) -> None:
    mech = ctx.game.mechs[seat]
    slots = list(mech.slots)
    slots[a], slots[b] = slots[b], slots[a]
    ctx.put_mech(evolve(mech, slots=tuple(slots)))


@damage_effect("swap_slots", a=int, b=int)
def swap_slots(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    a, b = p.number("a") - 1, p.number("b") - 1
    swap_slot_contents(ctx, seat, a, b)
    ctx.events.append(SlotsSwapped(cause, seat, a, b))


@damage_effect("reverse_line")
def reverse_line(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    for a in range(SLOTS // 2):
        swap_slot_contents(ctx, seat, a, SLOTS - 1 - a)
        ctx.events.append(SlotsSwapped(cause, seat, a, SLOTS - 1 - a))


class Side(StrEnum):
    """Which way a Stuck Controls card lurches, relative to the Mech's facing."""

    FORWARD = "forward"
    LEFT = "left"
    RIGHT = "right"
    BACK = "back"


_QUARTERS = {Side.FORWARD: 0, Side.LEFT: -1, Side.RIGHT: 1, Side.BACK: 2}


@damage_effect("shift", side=Side)
def shift(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    """Lurch one space left, right or back; the Mech keeps its facing."""
    direction = ctx.game.mechs[seat].facing.rotated(_QUARTERS[Side(p.text("side"))])
    move_mech(ctx, seat, direction, 1, cause, can_tow=False)


@damage_effect("turn", turn=Turn)
def turn(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    turn_mech(ctx, seat, Turn(p.text("turn")), cause)


@damage_effect("haywire_move", distance=int)
def haywire_move(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    direction = roll_direction(ctx, cause)
    move_mech(ctx, seat, direction, p.number("distance"), cause, can_tow=False)


@damage_effect("haywire_face")
def haywire_face(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    direction = roll_direction(ctx, cause)
    mech = ctx.game.mechs[seat]
    quarter = (direction.degrees - mech.facing.degrees) // 90 % 4
    turn_mech(ctx, seat, (Turn.FULL, Turn.RIGHT, Turn.AROUND, Turn.LEFT)[quarter], cause)


@damage_effect(Lasting.DIAGONAL_ATTACKS)
def diagonal_attacks(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    """System Damage: nothing now; Minion attacks read it while it stays."""


@damage_effect("move_then_turn", distance=int, turn=Turn)
def move_then_turn(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    facing = ctx.game.mechs[seat].facing
    move_mech(ctx, seat, facing, p.number("distance"), cause, can_tow=False)
    turn_mech(ctx, seat, Turn(p.text("turn")), cause)


@damage_effect("more_damage", amount=int)
def more_damage(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    ctx.queue(TakeDamage(seat, p.number("amount"), cause))


@damage_effect("beam")
def beam(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    """Every other Mech in the four straight lines from this one takes 1 damage, in player
    order from the First Player."""
    here = ctx.game.mechs[seat].cell
    in_line = set()
    for facing in Facing:
        cell = step(here, facing)
        while ctx.game.table.board.contains(cell):
            mech = ctx.game.mech_at(cell)
            if mech is not None:
                in_line.add(mech.seat)
            cell = step(cell, facing)
    ctx.queue(*(TakeDamage(s, 1, cause) for s in ctx.game.seat_order() if s in in_line))


@damage_effect("drain_slot")
def drain_slot(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    number = roll_number_die(ctx, cause)
    mech = ctx.game.mechs[seat]
    slot = mech.slots[number - 1]
    if not slot.cards:
        return
    slots = list(mech.slots)
    slots[number - 1] = evolve(slot, cards=slot.cards[1:])
    ctx.put_mech(evolve(mech, slots=tuple(slots)))
    ctx.update_decks(discard=ctx.game.decks.discard + slot.cards[:1])
    ctx.events.append(CardsDiscarded(cause, slot.cards[:1]))


@damage_effect(Lasting.MOVE_PENALTY, amount=int)
@damage_effect(Lasting.RIGHT_TURNS_ONLY)
@damage_effect(Lasting.NO_PAD_REPAIR)
def ongoing(ctx: Context, seat: Seat, p: Params, cause: str) -> None:
    """System Damage whose effect is read elsewhere while it stays beside the Command Line."""


def has_system(ctx: Context, seat: Seat, effect: Lasting) -> bool:
    return any(spec_of(ctx, d).effect == effect for d in ctx.game.mechs[seat].system_damage)


def move_penalty(ctx: Context, seat: Seat) -> int:
    specs = (spec_of(ctx, d) for d in ctx.game.mechs[seat].system_damage)
    return sum(
        DAMAGE_EFFECTS.bound(s.effect, s.params)[1].number("amount")
        for s in specs
        if s.effect == Lasting.MOVE_PENALTY
    )
