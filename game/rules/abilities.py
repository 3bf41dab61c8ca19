"""What Schematics and Overdrive grant a Mech right now, read from the game alone.

Rules: field guide, "Schematic Cards" (active once Team Gears reach the number on the card),
"Overdrive!" (everyone's, at 15 Team Gears).
"""

from __future__ import annotations

from enum import StrEnum

from .cards import OverdriveSpec, SchematicKind, SchematicSpec
from .grid import king_distance
from .ids import Seat
from .registry import Registry
from .state import MAX_GEARS, Game


class Boost(StrEnum):
    """Effects that work while active, read where they apply (movement, attacks, Minion
    attacks, Repair Pads) rather than run."""

    MOVE_BONUS = "move_bonus"
    ATTACK_BONUS = "attack_bonus"
    MINION_ARMOR = "minion_armor"
    AURA_ARMOR = "aura_armor"  # one less from each Minion attack, for Mechs within ``range``
    PAD_BONUS = "pad_bonus"


# Boosts are never run: each entry is the flag itself, with the parameters its cards give.
BOOSTS: Registry[Boost] = Registry("Boost")
for _boost in Boost:
    if _boost is Boost.AURA_ARMOR:
        BOOSTS.register(_boost, range=int)(_boost)
    else:
        BOOSTS.register(_boost, amount=int)(_boost)


def _boost_param(spec: SchematicSpec | OverdriveSpec, name: str) -> int:
    return BOOSTS.bound(spec.effect, spec.params)[1].number(name)


def spec_of(game: Game, name: str) -> SchematicSpec:
    return next(s for s in game.table.mission.schematic_specs if s.name == name)


def active_schematics(game: Game, seat: Seat) -> tuple[SchematicSpec, ...]:
    """The Mech's Schematics that Team Gears have switched on (spent Hacks aside)."""
    mech = game.mechs[seat]
    if not mech.schematics:  # most Mechs, and asked at every step of every line
        return ()
    specs = (spec_of(game, name) for name in mech.schematics if name not in mech.used)
    return tuple(s for s in specs if game.trackers.gears >= s.gears)


def overdrive(game: Game, seat: Seat) -> OverdriveSpec | None:
    """At 15 Team Gears every Yordle's Overdrive is on."""
    if game.trackers.gears < MAX_GEARS:
        return None
    yordle = game.mechs[seat].yordle.value
    return next((o for o in game.table.mission.overdrive_specs if o.yordle == yordle), None)


def boost(game: Game, seat: Seat, effect: Boost) -> int:
    """The total ``amount`` of a Boost effect the Mech enjoys, Overdrive included."""
    total = sum(
        _boost_param(s, "amount")
        for s in active_schematics(game, seat)
        if s.kind is SchematicKind.BOOST and s.effect == effect
    )
    drive = overdrive(game, seat)
    if drive is not None and drive.effect == effect:
        total += _boost_param(drive, "amount")
    return total


def minion_armor(game: Game, seat: Seat) -> int:
    """How much less damage each Minion attack deals this Mech: its own armour, plus one for
    every Mech (itself included) whose Steam Shield reaches it."""
    here = game.mechs[seat].cell
    aura = sum(
        1
        for other in game.mechs
        for s in active_schematics(game, other.seat)
        if s.kind is SchematicKind.BOOST
        and s.effect == Boost.AURA_ARMOR
        and king_distance(other.cell, here) <= _boost_param(s, "range")
    )
    return boost(game, seat, Boost.MINION_ARMOR) + aura


def pad_bonus(game: Game, seat: Seat) -> int:
    return boost(game, seat, Boost.PAD_BONUS)
