"""The Player Phase before execution: dealing and drafting, then slotting and scrapping.

Rules: field guide, "Draft", "Player Drafts", "Double Draft", "Zhonya's Minuteglass",
"Program", "Stack", "Scrap", "Scrap to Repair", "Scrap to Reprogram".
"""

from __future__ import annotations

from collections.abc import Iterator

from .actions import (
    Action,
    DraftCard,
    EndProgramming,
    InstallSchematic,
    PlaceCard,
    ScrapCard,
    TimeRanOut,
)
from .cards import Card, Command
from .damage import swap_slot_contents
from .events import (
    CardDrafted,
    CardPlaced,
    CardScrapped,
    CardsDealt,
    CardsDiscarded,
    DeckReshuffled,
    Event,
    SeatReady,
    SlotsSwapped,
)
from .ids import Seat
from .pieces import damage_refs, repair
from .rng import shuffled
from .schematics import install, schematic_actions
from .state import MAX_STACK, SLOTS, Game, Mech, Slot
from .steps import Context
from .values import evolve  # a player's every action copies a Mech: not replace's __init__

PLAYER_DRAFT_DEAL = 5
PLAYER_DRAFT_PICKS = 4
DOUBLE_DRAFT_DEAL = 10
DOUBLE_DRAFT_PICKS_EACH = 2


def memory_core_bonus(game: Game) -> int:
    """rules-data §2.2 (design): the First Player's Memory Core deals Power extra cards."""
    mech = game.mechs[game.first_player]
    powers = [a[1] for i in range(SLOTS) if (a := mech.active(i)) and a[0] is Command.MEMORY_CORE]
    return max(powers, default=0)


def hand_room(game: Game) -> int:
    """The most cards one hand holds this round: a seat's share of the draft's picks."""
    if game.round == 1 and game.table.mission.is_first_draft_double:
        return DOUBLE_DRAFT_PICKS_EACH
    return -(-PLAYER_DRAFT_PICKS // max(1, len(game.mechs)))


def deal_draft(ctx: Context) -> None:
    game = ctx.game
    order = game.seat_order()
    if game.round == 1 and game.table.mission.is_first_draft_double:
        deal, picks = DOUBLE_DRAFT_DEAL, order * DOUBLE_DRAFT_PICKS_EACH
        cause = "Double Draft"
    else:
        deal = PLAYER_DRAFT_DEAL + memory_core_bonus(game)
        picks = tuple(order[i % len(order)] for i in range(PLAYER_DRAFT_PICKS))
        cause = "Player Draft"
    row = _take(ctx, deal)
    ctx.update_draft(row=row, pick_order=picks)
    ctx.events.append(CardsDealt(cause, row))


def _take(ctx: Context, count: int) -> tuple[Card, ...]:
    if len(ctx.game.decks.command) < count and ctx.game.decks.discard:
        deck, rng = shuffled(ctx.game.rng, ctx.game.decks.discard)
        ctx.update_decks(command=ctx.game.decks.command + deck, discard=())
        ctx.update(rng=rng)
        ctx.events.append(DeckReshuffled("the Command deck ran low", len(ctx.game.decks.command)))
    taken, rest = ctx.game.decks.command[:count], ctx.game.decks.command[count:]
    ctx.update_decks(command=rest)
    return taken


def _give(ctx: Context, seat: Seat, card: Card, is_random: bool) -> None:
    game = ctx.game
    mech = game.mechs[seat]
    ctx.game = game.with_mech(evolve(mech, hand=mech.hand + (card,)))
    ctx.update_draft(
        row=tuple(c for c in game.draft.row if c != card), pick_order=game.draft.pick_order[1:]
    )
    cause = "Zhonya's Minuteglass ran out" if is_random else "draft pick"
    ctx.events.append(CardDrafted(cause, seat, card, is_random))
    if not ctx.game.draft.pick_order:
        leftover = ctx.game.draft.row
        ctx.update_draft(row=())
        ctx.update_decks(discard=ctx.game.decks.discard + leftover)
        if leftover:
            ctx.events.append(CardsDiscarded("unpicked cards", leftover))


def draft_card(ctx: Context, action: DraftCard) -> None:
    card = next(c for c in ctx.game.draft.row if c.id == action.card)
    _give(ctx, action.seat, card, is_random=False)


def time_ran_out(ctx: Context, action: TimeRanOut) -> None:
    """Deal each remaining pick at random from the unpicked cards."""
    while ctx.game.draft.pick_order:
        row, rng = shuffled(ctx.game.rng, ctx.game.draft.row)
        ctx.update(rng=rng)
        _give(ctx, ctx.game.draft.pick_order[0], row[0], is_random=True)


def _from_hand(mech: Mech, card_id: int) -> tuple[Mech, Card]:
    card = next(c for c in mech.hand if c.id == card_id)
    return evolve(mech, hand=tuple(c for c in mech.hand if c != card)), card


def stacked(slot: Slot, card: Card) -> tuple[Slot, tuple[Card, ...]]:
    """The slot after a card is placed on it, and the cards that leave it.

    Same element stacks on top (a fourth drops the bottom card); another element replaces
    the whole stack.
    """
    if slot.element is card.element:
        cards = slot.cards + (card,)
        kept = cards[-MAX_STACK:]
        return evolve(slot, cards=kept), cards[: len(cards) - len(kept)]
    # Skewered Minions ride on the discarded stack and are lost with it (design note).
    return evolve(slot, cards=(card,), parked=0), slot.cards


def place_card(ctx: Context, action: PlaceCard) -> None:
    mech, card = _from_hand(ctx.game.mechs[action.seat], action.card)
    slots = list(mech.slots)
    slots[action.slot], dropped = stacked(slots[action.slot], card)
    ctx.put_mech(evolve(mech, slots=tuple(slots)))
    ctx.update_decks(discard=ctx.game.decks.discard + dropped)
    ctx.events.append(CardPlaced("programming", action.seat, card, action.slot, dropped))


def scrap_card(ctx: Context, action: ScrapCard) -> None:
    mech, card = _from_hand(ctx.game.mechs[action.seat], action.card)
    ctx.put_mech(mech)
    ctx.update_decks(discard=ctx.game.decks.discard + (card,))
    ctx.events.append(CardScrapped("scrap", action.seat, card))
    cause = f"scrapped {card.command.title}"
    if action.repair is not None:
        repair(ctx, action.seat, action.repair, cause)
    if action.swap is not None:
        a, b = action.swap
        swap_slot_contents(ctx, action.seat, a, b)
        ctx.events.append(SlotsSwapped(cause, action.seat, a, b))


def end_programming(ctx: Context, action: EndProgramming) -> None:
    ctx.put_mech(evolve(ctx.game.mechs[action.seat], is_ready=True))
    ctx.events.append(SeatReady("ready", action.seat))


def draft_actions(game: Game, only: Seat | None = None) -> tuple[Action, ...]:
    """The picks of the seat whose pick it is, and the Minuteglass running out if timed
    (``only``: that seat's picks, or none)."""
    if not game.draft.pick_order or only not in (None, game.draft.pick_order[0]):
        return ()
    seat = game.draft.pick_order[0]
    picks: tuple[Action, ...] = tuple(DraftCard(seat, c.id) for c in game.draft.row)
    return picks + ((TimeRanOut(),) if game.draft.is_timed else ())


def program_actions(game: Game, only: Seat | None = None) -> tuple[Action, ...]:
    """What every seat not yet Ready may do (``only``: that seat)."""
    return tuple(each_program_action(game, only))


def each_program_action(
    game: Game, only: Seat | None = None, card_id: int | None = None
) -> Iterator[Action]:
    """``program_actions`` one by one: checking one action stops at its match, rather than
    making every placing and scrapping of the hand; ``card_id``: of the placings and
    scrappings, only that card's (an action naming a card matches no other's)."""
    for mech in game.mechs if only is None else game.mechs[only : only + 1]:
        if mech.is_ready:
            continue
        yield from schematic_actions(game, mech.seat)
        if not mech.hand:
            yield EndProgramming(mech.seat)
            continue
        slots = open_slots(mech)
        for card in mech.hand:
            if card_id is not None and card.id != card_id:
                continue
            for i in slots:
                yield PlaceCard(mech.seat, card.id, i)
            if can_scrap(game):
                yield from scrap_options(game, mech, card)


def open_slots(mech: Mech) -> list[int]:
    """The slots a card may be placed on: neither damaged nor holding a Schematic."""
    return [i for i, s in enumerate(mech.slots) if not s.is_damaged and s.schematic is None]


def can_scrap(game: Game) -> bool:
    """Scrapping is always there, except in the Tutorial before it has been taught."""
    return game.progress.stage >= game.table.mission.scrap_from_stage


def scrap_options(game: Game, mech: Mech, card: Card) -> tuple[ScrapCard, ...]:
    options = [ScrapCard(mech.seat, card.id)]
    if card.element.can_repair:
        options += [ScrapCard(mech.seat, card.id, repair=r) for r in damage_refs(game, mech.seat)]
    else:
        undamaged = [i for i, s in enumerate(mech.slots) if not s.is_damaged]
        options += [
            ScrapCard(mech.seat, card.id, swap=(a, b))
            for a in undamaged
            for b in undamaged
            if a < b and not (mech.slots[a].is_empty and mech.slots[b].is_empty)
        ]
    return tuple(options)


def all_ready(game: Game) -> bool:
    return all(m.is_ready for m in game.mechs)


def apply_player_action(game: Game, action: Action) -> tuple[Game, list[Event]]:
    ctx = Context(game, None)
    match action:
        case DraftCard():
            draft_card(ctx, action)
        case TimeRanOut():
            time_ran_out(ctx, action)
        case PlaceCard():
            place_card(ctx, action)
        case ScrapCard():
            scrap_card(ctx, action)
        case EndProgramming():
            end_programming(ctx, action)
        case InstallSchematic():
            install(ctx, action)
        case _:
            raise TypeError(f"not a player action: {action!r}")
    return ctx.game, ctx.events
