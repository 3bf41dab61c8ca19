"""Words for the answers that are not places on the board: Boss Cards, Boss slots, shields,
slot pairs and Fuel Tanks. Each answer gets a button label and, where useful, a note."""

from __future__ import annotations

from game import names as said
from game.i18n import N_, tr
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


def words(
    game: Game, request: Request, option: Option, events: tuple[ev.Event, ...]
) -> tuple[str, str] | None:
    """A label and a note for an option, or None to keep the default; ``events`` are what
    the rules say answering it would do."""
    match request.prompt:
        case Prompt.DIRECTION if queries.moves_boss(events) and isinstance(option, Facing):
            way = said.facing(option)
            return tr("Boss goes {way}", way=way), tr("the Boss steps that way")
        case Prompt.DETONATE:
            if not isinstance(option, FuelTank):
                return tr("Keep the Fuel Tank"), tr("take the damage as usual")
            note = tr("ignore the damage; hit every enemy within its Power")
            return tr("Detonate slot {n}", n=option.slot + 1), note
        case Prompt.BOSS_CARD if isinstance(option, BossCardName):
            return _boss_card(option.name, events)
        case Prompt.BOSS_SLOT if isinstance(option, BossSlot):
            index = option.slot
            stack = game.boss.slots[index] if game.boss is not None else ()
            if not stack:
                return tr("Slot {n}", n=index + 1), ""
            title, _ = boss_card_text(stack[-1].name, len(stack))
            power = len(stack)
            note = tr("Power {power}, down to {lower}", power=power, lower=power - 1)
            return tr("Slot {n}: {card}", n=index + 1, card=title), note
        case Prompt.SHIELD if isinstance(option, Rune):
            element = said.element(next(e for e in Element if e.rune is option))
            note = tr("hit the Boss through its lowered {element} shield", element=element)
            return tr("{element} shield", element=element), note
        case Prompt.SWAP if isinstance(option, SlotPair):
            return tr("Swap slots {a} and {b}", a=option.a + 1, b=option.b + 1), ""
    return None


SIDES = {
    (1, 0): N_("ahead"),
    (1, 1): N_("front-right"),
    (0, 1): N_("right"),
    (-1, 1): N_("back-right"),
    (-1, 0): N_("behind"),
    (-1, -1): N_("back-left"),
    (0, -1): N_("left"),
    (1, -1): N_("front-left"),
}


def target_words(game: Game, seat: int, cell: Cell) -> str:
    """What an attack on ``cell`` would hit and where it is, seen from the Mech's seat:
    "Minion, front-left" or "Boss, 3 ahead 1 left"."""
    what = tr("Enemy")
    if game.minion_at(cell) is not None:
        what = tr("Minion")
    elif game.piece_at(cell) == BOSS:
        what = tr("Boss")
    elif game.shard_at(cell) is not None:
        what = tr("Shard")
    mech = game.mech(seat)
    ahead, right = queries.ahead_and_right(mech.cell, mech.facing, cell)
    if max(abs(ahead), abs(right)) == 1:
        return f"{what}, {tr(SIDES[(ahead, right)])}"
    parts = []
    if ahead:
        parts.append(tr("{n} ahead", n=ahead) if ahead > 0 else tr("{n} behind", n=-ahead))
    if right:
        parts.append(tr("{n} right", n=right) if right > 0 else tr("{n} left", n=-right))
    return f"{what}, {' '.join(parts)}"


def _boss_card(name: str, events: tuple[ev.Event, ...]) -> tuple[str, str]:
    """Where the rules would slot the card, and what that slot would then do."""
    slotted = next((e for e in events if isinstance(e, ev.BossCardSlotted)), None)
    if slotted is None:
        return boss_card_text(name, 1)
    title, text = boss_card_text(name, slotted.power)
    where = tr("Slot {n} at Power {power}", n=slotted.slot + 1, power=slotted.power)
    label = tr("{card}, slot {n}", card=title, n=slotted.slot + 1)
    if queries.arms_doom_cannon(slotted.power):
        return label, tr("{where}: the Doom Cannon would be armed!", where=where)
    return label, f"{where}: {text}"
