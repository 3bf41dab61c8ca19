"""What the top bar and the seats' rows show, advanced event by event while the director
replays."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.rules import Card, Game, Mech, Phase, Prompt, Rune, running_boss_slot, running_slot
from game.rules import events as ev
from game.view.prelude import as_shown

SETUP_PROMPTS = (Prompt.START, Prompt.FACING)


@dataclass
class HudState:
    round: int = 1
    phase: Phase = Phase.DRAFT
    first_player: int = 0
    kills: int = 0
    gears: int = 0
    doom: int | None = None
    inactive_runes: frozenset[Rune] = field(default_factory=frozenset)
    active_slot: tuple[int, int] | None = None
    boss_slot: int | None = None  # the Boss slot running now
    is_setting_up: bool = False  # a player is placing their Mech
    mechs: dict[int, Mech] = field(default_factory=dict)  # the Command Lines, as replayed

    def sync(self, game: Game) -> None:
        """Snap to the game as shown; a step waiting on a question keeps its slot lit."""
        shown = as_shown(game)
        self.round, self.phase, self.first_player = shown.round, shown.phase, shown.first_player
        trackers = shown.trackers
        self.kills, self.gears, self.doom = trackers.kills, trackers.gears, trackers.doom
        self.inactive_runes = shown.inactive_runes
        self.is_setting_up = game.pending is not None and game.pending.prompt in SETUP_PROMPTS
        self.active_slot, self.boss_slot = running_slot(game), running_boss_slot(game)
        self.mechs = {mech.seat: mech for mech in shown.mechs}

    def follow(self, event: ev.Event) -> None:
        """A seat's Command Line, System and hand as this event leaves them: the rows change
        as each event is replayed, not when the replay ends."""
        seat = getattr(event, "seat", None)
        mech = self.mechs.get(seat) if isinstance(seat, int) else None
        if isinstance(event, ev.CardsDiscarded):
            gone = {card.id for card in event.cards}
            for key, each in self.mechs.items():
                self.mechs[key] = _without(each, gone)
            return
        if mech is None:
            return
        slots = list(mech.slots)
        match event:
            case ev.DamageSlotted(card=card, slot=index):
                slots[index] = replace(slots[index], damage=card)
                mech = replace(mech, slots=tuple(slots))
            case ev.DamageKept(card=card):
                mech = replace(mech, system_damage=(*mech.system_damage, card))
            case ev.DamageRepaired(card=card):
                slots = [replace(s, damage=None) if s.damage == card else s for s in slots]
                system = tuple(d for d in mech.system_damage if d != card)
                mech = replace(mech, slots=tuple(slots), system_damage=system)
            case ev.SlotsSwapped(a=a, b=b):
                slots[a], slots[b] = slots[b], slots[a]
                mech = replace(mech, slots=tuple(slots))
            case ev.MinionParked(slot=index, parked=parked):
                slots[index] = replace(slots[index], parked=parked)
                mech = replace(mech, slots=tuple(slots))
            case ev.CardPlaced(card=card, slot=index, discarded=discarded):
                kept = () if discarded else slots[index].cards
                slots[index] = replace(slots[index], cards=(*kept, card))
                hand = tuple(c for c in mech.hand if c.id != card.id)
                mech = replace(mech, slots=tuple(slots), hand=hand)
            case ev.CardScrapped(card=card):
                mech = replace(mech, hand=tuple(c for c in mech.hand if c.id != card.id))
            case _:
                return
        self.mechs[mech.seat] = mech


def _without(mech: Mech, gone: set[int]) -> Mech:
    """The Mech with these Command Cards taken from its stacks and hand (discarded)."""

    def kept(cards: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple(c for c in cards if c.id not in gone)

    slots = tuple(replace(s, cards=kept(s.cards)) for s in mech.slots)
    return replace(mech, slots=slots, hand=kept(mech.hand))
