"""Small changes every rule shares: kills and Team Gears, turning, hitting, runes, doom, repair."""

from __future__ import annotations

from typing import assert_never

from .board import Rune
from .cards import Element
from .events import (
    BossDamaged,
    BossShielded,
    CellsAttacked,
    DamageRepaired,
    DoomChanged,
    GearEarned,
    KillCounted,
    MechTurned,
    MinionKilled,
    MinionRemoved,
    NumberDieRolled,
    RuneDieRolled,
    RuneSwitched,
    ShardShattered,
)
from .grid import Cell, Facing, Turn
from .ids import BOSS, Seat
from .requests import DamagedSlot, Prompt, RepairTarget, Request, SystemDamage
from .rng import roll_number, roll_rune
from .state import KILLS_PER_GEAR, MAX_GEARS, Game, Minion
from .steps import Context, RunSlot
from .values import evolve


def kill_minion(ctx: Context, minion: Minion, cause: str) -> None:
    """Rules: "Stomp", "Minion Kill Tracker" -- every fifth kill earns a Team Gear."""
    game = ctx.game
    kills, gears = game.trackers.kills + 1, game.trackers.gears
    ctx.events.append(MinionKilled(cause, minion.id, minion.cell))
    if kills >= KILLS_PER_GEAR:
        kills = 0
        if gears < MAX_GEARS:
            gears += 1
            ctx.events.append(GearEarned(cause, gears))
    minions = tuple([m for m in game.minions if m.id != minion.id])
    ctx.update(minions=minions, trackers=evolve(game.trackers, kills=kills, gears=gears))
    ctx.events.append(KillCounted(cause, kills, gears))


def remove_minion(ctx: Context, minion: Minion, cause: str) -> None:
    """Take a Minion off the board without counting a kill."""
    ctx.update(minions=tuple(m for m in ctx.game.minions if m.id != minion.id))
    ctx.events.append(MinionRemoved(cause, minion.id, minion.cell))


def is_enemy_at(ctx: Context, cell: Cell) -> bool:
    """Something a Mech's attack can hurt: a Minion, the Boss, or a breakable Shard."""
    game = ctx.game
    if game.minion_at(cell) is not None or _is_boss_at(game, cell):
        return True
    return (
        bool(game.shards)
        and game.table.mission.shard_mode == "breakable"
        and (game.shard_at(cell) is not None)
    )


def target_key(ctx: Context, cell: Cell) -> object:
    """What an attack on a cell hits: the Boss counts once, however many spaces it fills."""
    return BOSS if _is_boss_at(ctx.game, cell) else cell


def _is_boss_at(game: Game, cell: Cell) -> bool:
    """``piece_at(cell) == BOSS``, asked of every space an attack looks at: without a Boss
    on the board (most missions) there is nothing to look up."""
    return game.boss is not None and game.piece_at(cell) == BOSS


def hit_cells(
    ctx: Context, seat: Seat, cells: tuple[Cell, ...], cause: str, element: Element | None = None
) -> None:
    """1 damage to every enemy in ``cells``; Mechs and the Bomb are never hurt by attacks.

    The element (the running card's, unless given) decides whether a Rune Shield stops it.
    """
    board = ctx.game.table.board
    on_board = tuple([c for c in cells if board.contains(c)])
    element = element or _running_element(ctx)
    ctx.events.append(CellsAttacked(cause, seat, on_board, element))
    is_boss_hit = False
    is_breakable = ctx.game.table.mission.shard_mode == "breakable"  # the Table's: never changes
    for cell in on_board:
        minion = ctx.game.minion_at(cell)
        if minion is not None:
            kill_minion(ctx, minion, cause)
        if is_breakable:
            shatter_shard_at(ctx, cell, cause)
        if not is_boss_hit and _is_boss_at(ctx.game, cell):
            is_boss_hit = True
            hurt_boss(ctx, element, cause)


def _running_element(ctx: Context) -> Element | None:
    step = ctx.step
    if isinstance(step, RunSlot):
        active = ctx.game.mechs[step.seat].active(step.slot)
        return active[0].element if active else None
    return None


def hurt_boss(ctx: Context, element: Element | None, cause: str) -> None:
    """Rules: "Rune Shields" -- a shield of the attack's element blocks it; otherwise the
    Boss loses 1 health and that shield goes straight back up."""
    game = ctx.game
    if element is None:
        return
    if game.table.mission.boss_needs_shards_gone and game.shards:
        ctx.events.append(BossShielded(cause, element, "the Crystal Shards still protect it"))
        return
    if game.is_rune_active(element.rune):
        ctx.events.append(BossShielded(cause, element, f"its {element.rune} Rune Shield is up"))
        return
    change_doom(ctx, -1, cause)
    ctx.events.append(BossDamaged(cause, element, ctx.game.trackers.doom or 0))
    set_rune(ctx, element.rune, True, "the Boss raised its shield again")


def shatter_shard_at(ctx: Context, cell: Cell, cause: str) -> None:
    shard = ctx.game.shard_at(cell)
    if shard is not None:
        ctx.update(shards=tuple(s for s in ctx.game.shards if s.id != shard.id))
        ctx.events.append(ShardShattered(cause, shard.id, cell))


def turn_mech(ctx: Context, seat: Seat, turn: Turn, cause: str) -> None:
    mech = ctx.game.mechs[seat]
    after = mech.facing.turned(turn)
    ctx.put_mech(evolve(mech, facing=after))
    ctx.events.append(MechTurned(cause, seat, mech.facing, after))


def ask_turn(ctx: Context, seat: Seat, options: tuple[Turn, ...], reason: str) -> Turn:
    return ctx.choices.pick(Request(seat, Prompt.TURN, options, reason), Turn)


def set_rune(ctx: Context, rune: Rune, is_active: bool, cause: str) -> None:
    inactive = ctx.game.inactive_runes
    if (rune not in inactive) == is_active:
        return
    ctx.update(inactive_runes=inactive - {rune} if is_active else inactive | {rune})
    ctx.events.append(RuneSwitched(cause, rune, is_active))


def change_doom(ctx: Context, delta: int, cause: str) -> None:
    before = ctx.game.trackers.doom
    if before is None or delta == 0:
        return
    after = max(0, before + delta)
    ctx.update_trackers(doom=after)
    ctx.events.append(DoomChanged(cause, before, after))


def damage_refs(game: Game, seat: Seat) -> tuple[RepairTarget, ...]:
    """Every Damage Card on a Mech, as a repair target: Slot Damage first, then System."""
    mech = game.mechs[seat]
    slots = tuple(DamagedSlot(i) for i, s in enumerate(mech.slots) if s.damage is not None)
    return slots + tuple(SystemDamage(d.id) for d in mech.system_damage)


def repair(ctx: Context, seat: Seat, target: RepairTarget, cause: str) -> None:
    """Remove one Damage Card; cards under Slot Damage work again."""
    mech = ctx.game.mechs[seat]
    match target:
        case DamagedSlot(slot=index):
            card = mech.slots[index].damage
            assert card is not None, target
            slots = list(mech.slots)
            slots[index] = evolve(slots[index], damage=None)
            mech = evolve(mech, slots=tuple(slots))
        case SystemDamage(card=card_id):
            card = next(d for d in mech.system_damage if d.id == card_id)
            mech = evolve(mech, system_damage=tuple(d for d in mech.system_damage if d != card))
        case _:
            assert_never(target)
    ctx.put_mech(mech)
    ctx.update_decks(damage_discard=ctx.game.decks.damage_discard + (card,))
    ctx.events.append(DamageRepaired(cause, seat, card))


def repair_one(ctx: Context, seat: Seat, cause: str) -> None:
    """Rules: "Repair Pad" -- repair one Damage Card of the player's choice, if any."""
    refs = damage_refs(ctx.game, seat)
    if refs:
        repair(ctx, seat, ask_repair(ctx, Request(seat, Prompt.REPAIR, refs, cause)), cause)


def ask_repair(ctx: Context, request: Request) -> RepairTarget:
    answer = ctx.choices.ask(request)
    assert isinstance(answer, DamagedSlot | SystemDamage), answer
    return answer


def roll_rune_die(ctx: Context, cause: str) -> Rune:
    """Roll the Rune Die for all to see: the generator advances and the roll is an event."""
    rune, rng = roll_rune(ctx.game.rng)
    ctx.update(rng=rng)
    ctx.events.append(RuneDieRolled(cause, rune, ctx.game.table.mission.compass_facing(rune)))
    return rune


def roll_number_die(ctx: Context, cause: str) -> int:
    """Roll the Number Die for all to see."""
    number, rng = roll_number(ctx.game.rng)
    ctx.update(rng=rng)
    ctx.events.append(NumberDieRolled(cause, number))
    return number


def roll_direction(ctx: Context, cause: str) -> Facing:
    """Roll the Rune Die and read the Crystal Compass."""
    return ctx.game.table.mission.compass_facing(roll_rune_die(ctx, cause))


def roll_player(ctx: Context, cause: str) -> Seat:
    """Roll the Rune Die for a player: colours in seat order; a colour nobody holds is rolled
    again (Rules: "Crystal Compass")."""
    order = ("red", "yellow", "blue", "green")
    seats = len(ctx.game.mechs)
    if seats == 1:
        return 0
    for _ in range(64):
        rune = roll_rune_die(ctx, cause)
        if order.index(rune.value) < seats:
            return order.index(rune.value)
    return ctx.game.first_player
