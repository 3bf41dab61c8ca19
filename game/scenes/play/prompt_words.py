"""Words for the answers that are not places on the board: Boss Cards, Boss slots, shields,
slot pairs and Fuel Tanks. Each answer gets a button label and, where useful, a note."""

from __future__ import annotations

from game.rules import (
    BOSS,
    BossCardName,
    BossSlot,
    Cell,
    Element,
    Facing,
    FuelTank,
    Game,
    Option,
    Prompt,
    Request,
    Rune,
    SlotPair,
    queries,
)
from game.rules import events as ev
from game.scenes.play.views import boss_card_text

COMPASS = {Facing.N: "North", Facing.E: "East", Facing.S: "South", Facing.W: "West"}


def words(
    game: Game, request: Request, option: Option, events: tuple[ev.Event, ...]
) -> tuple[str, str] | None:
    """A label and a note for an option, or None to keep the default; ``events`` are what
    the rules say answering it would do."""
    match request.prompt:
        case Prompt.DIRECTION if any(
            isinstance(e, ev.PieceMoved | ev.MoveBlocked) and e.piece == BOSS for e in events
        ) and isinstance(option, Facing):
            return f"Boss goes {COMPASS[option]}", "the Boss steps that way"
        case Prompt.DETONATE:
            if not isinstance(option, FuelTank):
                return "Keep the Fuel Tank", "take the damage as usual"
            note = "ignore the damage; hit every enemy within its Power"
            return f"Detonate slot {option.slot + 1}", note
        case Prompt.BOSS_CARD if isinstance(option, BossCardName):
            return _boss_card(option.name, events)
        case Prompt.BOSS_SLOT if isinstance(option, BossSlot):
            index = option.slot
            stack = game.boss.slots[index] if game.boss is not None else ()
            if not stack:
                return f"Slot {index + 1}", ""
            title, _ = boss_card_text(stack[-1].name, len(stack))
            return f"Slot {index + 1}: {title}", f"Power {len(stack)}, down to {len(stack) - 1}"
        case Prompt.SHIELD if isinstance(option, Rune):
            element = next(e for e in Element if e.rune is option)
            colour = option.value.title()
            note = f"hit the Boss through its lowered {colour} ({element.value}) shield"
            return f"{colour} shield", note
        case Prompt.SWAP if isinstance(option, SlotPair):
            return f"Swap slots {option.a + 1} and {option.b + 1}", ""
    return None


SIDES = {
    (1, 0): "ahead",
    (1, 1): "front-right",
    (0, 1): "right",
    (-1, 1): "back-right",
    (-1, 0): "behind",
    (-1, -1): "back-left",
    (0, -1): "left",
    (1, -1): "front-left",
}


def target_words(game: Game, seat: int, cell: Cell) -> str:
    """What an attack on ``cell`` would hit and where it is, seen from the Mech's seat:
    "Minion, front-left" or "Boss, 3 ahead 1 left"."""
    what = "Enemy"
    if game.minion_at(cell) is not None:
        what = "Minion"
    elif game.piece_at(cell) == BOSS:
        what = "Boss"
    elif game.shard_at(cell) is not None:
        what = "Shard"
    mech = game.mech(seat)
    ahead, right = queries.ahead_and_right(mech.cell, mech.facing, cell)
    if max(abs(ahead), abs(right)) == 1:
        return f"{what}, {SIDES[(ahead, right)]}"
    parts = [f"{abs(ahead)} {'ahead' if ahead > 0 else 'behind'}"] if ahead else []
    parts += [f"{abs(right)} {'right' if right > 0 else 'left'}"] if right else []
    return f"{what}, {' '.join(parts)}"


def _boss_card(name: str, events: tuple[ev.Event, ...]) -> tuple[str, str]:
    """Where the rules would slot the card, and what that slot would then do."""
    slotted = next((e for e in events if isinstance(e, ev.BossCardSlotted)), None)
    if slotted is None:
        return boss_card_text(name, 1)
    title, text = boss_card_text(name, slotted.power)
    where = f"Slot {slotted.slot + 1} at Power {slotted.power}"
    if queries.arms_doom_cannon(slotted.power):
        return f"{title}, slot {slotted.slot + 1}", f"{where}: the Doom Cannon would be armed!"
    return f"{title}, slot {slotted.slot + 1}", f"{where}: {text}"
