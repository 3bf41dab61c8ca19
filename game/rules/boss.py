"""The Boss: a 2×2 Mech that runs its own four-slot Command Line in the Danger Phase.

Rules: field guide, "The Boss", "GG-101 Doom Cannon", "Rune Shields"; Missions 3, 6 and 10.
Slot elements, default dangers and Boss Cards are designed (rules-data §4) and live in
cards.yaml; this module holds the effect kinds they name.
"""

from __future__ import annotations

from collections.abc import Callable

from .board import Terrain, edge_between
from .cards import numbered
from .damage import swap_slot_contents
from .events import (
    BossCardRemoved,
    BossCardsDealt,
    BossCardSlotted,
    BossSlotStarted,
    DoomCannonFired,
    Manner,
    MoveBlocked,
    PieceMoved,
    SlotsSwapped,
    Source,
    SourceKind,
)
from .grid import Cell, Facing, step
from .ids import BOSS, Seat
from .minions import spawn_minion
from .movement import move_mech, step_piece
from .pieces import (
    change_doom,
    kill_minion,
    roll_direction,
    roll_number_die,
    roll_player,
    roll_rune_die,
    set_rune,
)
from .registry import Params, ParamValue, Registry, RuleGroup, action, predicate
from .requests import BossCardName, BossSlot, Prompt, Request
from .rng import shuffled
from .state import BOSS_SLOTS, MAX_STACK, Boss, BossCard, BossSpec, Game, RuleRef
from .steps import Context, DraftBossCard, RunBossSlot, RunRule, TakeDamage
from .values import evolve

BossEffect = Callable[[Context, Params, str], None]
BOSS_EFFECTS: Registry[BossEffect] = Registry("Boss effect")
boss_effect = BOSS_EFFECTS.register


def boss(ctx: Context) -> Boss:
    assert ctx.game.boss is not None, "this mission has no Boss"
    return ctx.game.boss


def spec(game: Game, name: str) -> BossSpec:
    return next(s for s in game.table.mission.boss_specs if s.name == name)


# --- the Danger Phase -----------------------------------------------------------------------


@action("danger", "boss")
def boss_turn(ctx: Context, p: Params, cause: str) -> None:
    """Run slots 1 to 4 (an empty slot runs its default danger), then draft a Boss Card."""
    if ctx.game.boss is not None:
        ctx.queue(*(RunBossSlot(i) for i in range(BOSS_SLOTS)), DraftBossCard())


def run_boss_slot(ctx: Context, run: RunBossSlot) -> None:
    cards = boss(ctx).slots[run.slot]
    if len(cards) >= MAX_STACK:
        ctx.update(boss=evolve(boss(ctx), has_fired=True))
        ctx.events.append(DoomCannonFired("GG-101 Doom Cannon", run.slot))
        return
    if cards:
        card = spec(ctx.game, cards[-1].name)
        cause = f"Boss: {card.title} (Power {len(cards)})"
        source = Source(SourceKind.BOSS_CARD, card.name, card.title, len(cards), card.element)
        ctx.events.append(BossSlotStarted(cause, run.slot, source))
        _run(ctx, card.effect, card.params(len(cards)), cause)
        return
    default = ctx.game.table.mission.boss_slots[run.slot]
    cause = f"Boss: slot {run.slot + 1} default danger"
    title = "default danger"  # each slot's own words are in cards.yaml, read by the screen
    source = Source(SourceKind.BOSS_DANGER, default.effect, title, 0, default.element)
    ctx.events.append(BossSlotStarted(cause, run.slot, source))
    _run(ctx, default.effect, default.params, cause)


def _run(ctx: Context, effect: str, given: tuple[tuple[str, ParamValue], ...], cause: str) -> None:
    fn, params = BOSS_EFFECTS.bound(effect, given)
    fn(ctx, params, cause)


def draft_boss_card(ctx: Context, run: DraftBossCard) -> None:
    """Deal two Boss Cards; the team picks one for the slot of its element."""
    offer = _deal(ctx, 2)
    if not offer:
        return
    ctx.events.append(BossCardsDealt("Boss draft", tuple(c.name for c in offer)))
    names = tuple(dict.fromkeys(BossCardName(c.name) for c in offer))
    request = Request(ctx.game.first_player, Prompt.BOSS_CARD, names, "Boss draft: pick one")
    chosen_name = ctx.choices.pick(request, BossCardName).name
    chosen = next(c for c in offer if c.name == chosen_name)
    rest = tuple(c for c in offer if c != chosen)
    element = spec(ctx.game, chosen.name).element
    index = next(i for i, s in enumerate(ctx.game.table.mission.boss_slots) if s.element is element)
    stack = boss(ctx).slots[index] + (chosen,)
    dropped = stack[:-MAX_STACK] if len(stack) > MAX_STACK else ()
    stack = stack[-MAX_STACK:]
    slots = tuple(stack if i == index else s for i, s in enumerate(boss(ctx).slots))
    ctx.update(boss=evolve(boss(ctx), slots=slots, discard=boss(ctx).discard + rest + dropped))
    cause = "Boss draft"
    ctx.events.append(
        BossCardSlotted(cause, chosen.name, index, len(stack), tuple(c.name for c in dropped))
    )


def _deal(ctx: Context, count: int) -> tuple[BossCard, ...]:
    current = boss(ctx)
    if len(current.deck) < count and current.discard:
        deck, rng = shuffled(ctx.game.rng, current.discard)
        current = evolve(current, deck=current.deck + deck, discard=())
        ctx.update(rng=rng)
    offer, rest = current.deck[:count], current.deck[count:]
    ctx.update(boss=evolve(current, deck=rest))
    return offer


def remove_top_card(ctx: Context, cause: str) -> None:
    """The team takes the top card off one Boss slot of its choice."""
    filled = tuple(BossSlot(i) for i, s in enumerate(boss(ctx).slots) if s)
    if not filled:
        return
    request = Request(ctx.game.first_player, Prompt.BOSS_SLOT, filled, cause)
    index = ctx.choices.pick(request, BossSlot).slot
    stack = boss(ctx).slots[index]
    slots = tuple(s[:-1] if i == index else s for i, s in enumerate(boss(ctx).slots))
    ctx.update(boss=evolve(boss(ctx), slots=slots, discard=boss(ctx).discard + stack[-1:]))
    ctx.events.append(BossCardRemoved(cause, stack[-1].name, index))


# --- moving the Boss ------------------------------------------------------------------------


def step_boss(ctx: Context, direction: Facing, cause: str) -> bool:
    """One space: Minions in the way are stomped (kills), Mechs pushed; a Mech that cannot
    move, a Boulder, the Lava Wall or the edge stops it. It ignores Oil, Gates and Lava Pools.

    Rules: "Push" -- if any pushed piece cannot move, the movement does not happen at all, so
    neither line in front of the 2-wide Boss moves unless both can.
    """
    here = boss(ctx).cell
    there = step(here, direction)
    entering = boss(ctx).footprint(there) - boss(ctx).footprint()
    shut = sorted(c for c in entering if not ctx.game.is_open(c))
    if shut:
        ctx.events.append(MoveBlocked(cause, BOSS, here, direction, _why_shut(ctx, shut[0])))
        return False
    lines = [(c, p) for c in sorted(entering) if (p := ctx.game.piece_at(c)) is not None]
    stuck = next((p for c, p in lines if not _can_push(ctx, c, direction)), None)
    if stuck is not None:
        step_piece(ctx, stuck, direction, Manner.PUSH, cause)  # blocked: its bumps and events
        ctx.events.append(MoveBlocked(cause, BOSS, here, direction, "a piece it cannot push"))
        return False
    for _, piece in lines:
        step_piece(ctx, piece, direction, Manner.PUSH, cause)
    for cell in sorted(entering):
        minion = ctx.game.minion_at(cell)
        if minion is not None:
            kill_minion(ctx, minion, f"{cause}: stomp")
    ctx.update(boss=evolve(boss(ctx), cell=there))
    ctx.events.append(PieceMoved(cause, BOSS, (here, there), Manner.WALK))
    return True


def _why_shut(ctx: Context, cell: Cell) -> str:
    if not ctx.game.table.board.contains(cell):
        return "the board edge"
    return "a Massive Boulder" if not ctx.game.table.board.is_open(cell) else "the Lava Wall"


def _can_push(ctx: Context, first: Cell, direction: Facing) -> bool:
    """Whether the line of Mechs and Bomb starting at ``first`` can be pushed one space, as
    a Mech's push would be: every gap between them and the space beyond the last must be
    open, with no active Rune Gate across it."""
    cell = first
    while ctx.game.piece_at(cell) is not None:
        ahead = step(cell, direction)
        gate = ctx.game.table.board.gate_on(edge_between(cell, ahead))
        if gate is not None and ctx.game.is_rune_active(gate):
            return False
        cell = ahead
    return ctx.game.is_open(cell)


def _distance(ctx: Context, at: Cell, target: Cell) -> int:
    """Steps from the Boss's nearest space (the Boss at ``at``) to ``target``."""
    across, down = boss(ctx).gaps(target, at)
    return across + down


def move_toward(ctx: Context, target: Cell, steps: int, cause: str) -> None:
    """Close in on a space; when two ways are equally good, the First Player picks."""
    for _ in range(steps):
        here = boss(ctx).cell
        now = _distance(ctx, here, target)
        if now <= 1:
            return
        closer = tuple(f for f in Facing if _distance(ctx, step(here, f), target) < now)
        if not closer:
            return
        request = Request(ctx.game.first_player, Prompt.DIRECTION, closer, f"{cause}: which way")
        if not step_boss(ctx, ctx.choices.pick(request, Facing), cause):
            return


def _mechs_near(ctx: Context, reach: int) -> tuple[Seat, ...]:
    gaps = boss(ctx).gaps
    return tuple(s for s in ctx.game.seat_order() if max(gaps(ctx.game.mechs[s].cell)) <= reach)


def _adjacent_mechs(ctx: Context) -> tuple[Seat, ...]:
    gaps = boss(ctx).gaps
    return tuple(s for s in ctx.game.seat_order() if sum(gaps(ctx.game.mechs[s].cell)) == 1)


def _hurt(ctx: Context, seats: tuple[Seat, ...], amount: int, cause: str) -> None:
    ctx.queue(*(TakeDamage(seat, amount, cause) for seat in seats if amount > 0))


# --- effect kinds (named by cards.yaml) -------------------------------------------------------


@boss_effect("boss_move_toward", steps=(int, 1), then_damage=(int, 0))
def boss_move_toward(ctx: Context, p: Params, cause: str) -> None:
    """Roll a player; the Boss steps toward that Mech, then hits Mechs next to it."""
    seat = roll_player(ctx, cause)
    move_toward(ctx, ctx.game.mechs[seat].cell, p.number("steps"), cause)
    _hurt(ctx, _adjacent_mechs(ctx), p.number("then_damage"), cause)


@boss_effect("boss_blast", range=(int, 1), damage=(int, 1))
def boss_blast(ctx: Context, p: Params, cause: str) -> None:
    """Damage every Mech within range of the Boss."""
    _hurt(ctx, _mechs_near(ctx, p.number("range")), p.number("damage"), cause)


@boss_effect("boss_target_player", damage=(int, 1))
def boss_target_player(ctx: Context, p: Params, cause: str) -> None:
    """Roll a player; that Mech takes damage wherever it is."""
    _hurt(ctx, (roll_player(ctx, cause),), p.number("damage"), cause)


@boss_effect("boss_line", range=(int, 0), damage=(int, 1))
def boss_line(ctx: Context, p: Params, cause: str) -> None:
    """Roll a direction; every Mech in the two lines leaving the Boss that way (within
    range, 0 = the whole board) takes damage."""
    direction = roll_direction(ctx, cause)
    reach = p.number("range") or 99
    side = [c for c in boss(ctx).footprint() if step(c, direction) not in boss(ctx).footprint()]
    hit: set[Seat] = set()
    for start in side:
        cell = step(start, direction)
        for _ in range(reach):
            if not ctx.game.table.board.contains(cell):
                break
            mech = ctx.game.mech_at(cell)
            if mech is not None:
                hit.add(mech.seat)
            cell = step(cell, direction)
    _hurt(ctx, tuple(s for s in ctx.game.seat_order() if s in hit), p.number("damage"), cause)


@boss_effect("boss_beam", all=(bool, False))
def boss_beam(ctx: Context, p: Params, cause: str) -> None:
    """Beams from all four sides: the first Mech in each line (every Mech, when ``all``)."""
    hit: set[Seat] = set()
    footprint = boss(ctx).footprint()
    for direction in Facing:
        for start in (c for c in footprint if step(c, direction) not in footprint):
            cell = step(start, direction)
            while ctx.game.table.board.contains(cell) and ctx.game.table.board.is_open(cell):
                mech = ctx.game.mech_at(cell)
                if mech is not None:
                    hit.add(mech.seat)
                    if not p.flag("all"):
                        break
                cell = step(cell, direction)
    _hurt(ctx, tuple(s for s in ctx.game.seat_order() if s in hit), 1, cause)


@boss_effect("boss_recharge", amount=(int, 1))
def boss_recharge(ctx: Context, p: Params, cause: str) -> None:
    """The Boss regains health, never above where it started."""
    start = ctx.game.table.mission.doom_start or 0
    if ctx.game.trackers.doom is not None:
        change_doom(ctx, min(p.number("amount"), start - ctx.game.trackers.doom), cause)


@boss_effect("boss_strike", damage=(int, 1))
def boss_strike(ctx: Context, p: Params, cause: str) -> None:
    """One Mech next to the Boss takes damage; the Rune Die picks among several."""
    near = _adjacent_mechs(ctx)
    if len(near) > 1:
        for _ in range(64):
            seat = roll_player(ctx, cause)
            if seat in near:
                near = (seat,)
                break
        near = near[:1]
    _hurt(ctx, near, p.number("damage"), cause)


@boss_effect("boss_magnet", steps=(int, 1))
def boss_magnet(ctx: Context, p: Params, cause: str) -> None:
    """Every Mech is dragged toward the Boss, keeping its facing."""
    for seat in ctx.game.seat_order():
        _pull(ctx, seat, p.number("steps"), cause)


@boss_effect("boss_pull", damage=(int, 1))
def boss_pull(ctx: Context, p: Params, cause: str) -> None:
    """Roll a player; that Mech is dragged right up to the Boss, then takes damage."""
    seat = roll_player(ctx, cause)
    _pull(ctx, seat, 99, cause)
    if seat in _adjacent_mechs(ctx):
        _hurt(ctx, (seat,), p.number("damage"), cause)


def _nearer(at: Cell, cell: Cell) -> tuple[Facing, ...]:
    """The directions in which a step from ``cell`` comes nearer the Boss standing at
    ``at`` (``_distance`` falls by one), in the order of ``Facing``: a Boss is the square
    from ``at`` to one space right and down.

    >>> _nearer((3, 3), (0, 0)), _nearer((3, 3), (4, 6)), _nearer((3, 3), (3, 4))
    ((<Facing.E: 'E'>, <Facing.S: 'S'>), (<Facing.N: 'N'>,), ())
    """
    (bx, by), (x, y) = at, cell
    ways = ((Facing.N, y > by + 1), (Facing.E, x < bx), (Facing.S, y < by), (Facing.W, x > bx + 1))
    return tuple(facing for facing, is_nearer in ways if is_nearer)


def _pull(ctx: Context, seat: Seat, steps: int, cause: str) -> None:
    """Drag a Mech toward the Boss; when two ways are equally short the First Player picks
    (ruling 16, as for the Boss's own routes)."""
    for _ in range(steps):
        here = ctx.game.mechs[seat].cell
        now = _distance(ctx, boss(ctx).cell, here)
        if now <= 1:
            return
        closer = _nearer(boss(ctx).cell, here)
        request = Request(ctx.game.first_player, Prompt.DIRECTION, closer, f"{cause}: which way")
        before = here
        move_mech(ctx, seat, ctx.choices.pick(request, Facing), 1, cause, can_tow=False)
        if ctx.game.mechs[seat].cell == before:
            return


@boss_effect("boss_charge", steps=(int, 2))
def boss_charge(ctx: Context, p: Params, cause: str) -> None:
    """Roll a direction; the Boss charges that way, stomping and shoving."""
    direction = roll_direction(ctx, cause)
    for _ in range(p.number("steps")):
        if not step_boss(ctx, direction, cause):
            return


@boss_effect("boss_scramble", reverse=(bool, False))
def boss_scramble(ctx: Context, p: Params, cause: str) -> None:
    """Roll a player; that Command Line is scrambled (two slots swapped, or all reversed)."""
    seat = roll_player(ctx, cause)
    if p.flag("reverse"):
        pairs = [(0, 5), (1, 4), (2, 3)]
    else:
        number = roll_number_die(ctx, cause)
        pairs = [(number - 1, number % 6)]
    for a, b in pairs:
        swap_slot_contents(ctx, seat, a, b)
        ctx.events.append(SlotsSwapped(cause, seat, a, b))


@boss_effect("boss_shields", count=(int, 1))
def boss_shields(ctx: Context, p: Params, cause: str) -> None:
    """Roll the Rune Die (``count`` times); each colour rolled comes back up."""
    for _ in range(p.number("count")):
        set_rune(ctx, roll_rune_die(ctx, cause), True, cause)


@boss_effect("boss_spawn_side")
def boss_spawn_side(ctx: Context, p: Params, cause: str) -> None:
    """Roll a direction; a Minion on each empty space along that side of the Boss."""
    direction = roll_direction(ctx, cause)
    footprint = boss(ctx).footprint()
    for cell in sorted(step(c, direction) for c in footprint):
        if cell not in footprint and ctx.game.table.board.contains(cell):
            spawn_minion(ctx, cell, cause)


# --- mission hooks ----------------------------------------------------------------------------


@action("setup", "boss_at", zone=str)
def boss_at(ctx: Context, p: Params, cause: str) -> None:
    """The Boss stands with its top-left space on the zone's top-left, its deck shuffled."""
    cells = ctx.game.zone(p.text("zone"))
    corner = min(cells, key=lambda c: (c[1], c[0]))
    cards, next_id = numbered(ctx.game.table.mission.boss_deck, BossCard, ctx.game.next_id)
    deck, rng = shuffled(ctx.game.rng, cards)
    ctx.update(boss=Boss(corner, deck=deck), rng=rng, next_id=next_id)


@predicate("objective", "boss_beaten")
def boss_beaten(game: Game, p: Params) -> bool:
    """The Boss's health on the Doom Tracker reached zero."""
    return game.boss is not None and game.trackers.doom is not None and game.trackers.doom <= 0


@predicate("defeat", "doom_cannon")
def doom_cannon(game: Game, p: Params) -> bool:
    """A Power 3 Boss slot fired the GG-101 Doom Cannon."""
    return game.boss is not None and game.boss.has_fired


@action("watch", "boss_cannot_die")
def boss_cannot_die(ctx: Context, p: Params, cause: str) -> None:
    """Mission 6: at zero health the team strips a top Boss Card and the Boss heals fully."""
    game = ctx.game
    if game.boss is None or game.trackers.doom is None or game.trackers.doom > 0:
        return
    change_doom(
        ctx,
        (game.table.mission.doom_start or 1) - game.trackers.doom,
        "the Boss cannot be beaten here",
    )
    ctx.queue(
        RunRule(RuleGroup.EFFECT, RuleRef.of("remove_boss_card"), "the Boss was knocked down")
    )


@action("effect", "remove_boss_card")
def remove_boss_card(ctx: Context, p: Params, cause: str) -> None:
    """Take the top card off one Boss slot (the team chooses)."""
    remove_top_card(ctx, cause)


@action("effect", "pads_strip_boss")
def pads_strip_boss(ctx: Context, p: Params, cause: str) -> None:
    """Mission 10: every Mech on a Repair Pad strips a top Boss Card."""
    if all(ctx.game.table.board.terrain(m.cell) is Terrain.REPAIR_PAD for m in ctx.game.mechs):
        remove_top_card(ctx, "every Mech stands on a Repair Pad")
