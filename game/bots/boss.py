"""The Boss fights: its health and shields, the cards on its line, the Doom Cannon, and the
ways missions let the team strip its cards (knockdowns, Repair Pads).
"""

from __future__ import annotations

from game.rules import Game, Phase, RuleRef, Rune, Slot
from game.rules.registry import Params

from .evaluate import DOOMED, STRIKES, Mind, Terms, add, chance, progress, threat
from .geometry import walks
from .objectives import matched, shards_to_break


@progress("boss_beaten")
def _boss_beaten(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    if game.boss is None:
        return
    if mind.mission.boss_needs_shards_gone and game.shards:
        shards_to_break(mind, game, terms)
    add(terms, "boss_health", -35.0 * (game.trackers.doom or 0))
    _boss_pressure(mind, game, terms)
    _boss_line(mind, game, terms)


# What a Boss Card does each Danger Phase, in points, by its effect kind (per unit of the
# parameter named, or flat): healing undoes the team's hits, a raised shield a rune step.
_BOSS_HARM: dict[str, tuple[str, float]] = {
    "boss_recharge": ("amount", 30.0),
    "boss_shields": ("count", 5.0),
    "boss_target_player": ("damage", 4.0),
    "boss_strike": ("damage", 4.0),
    "boss_pull": ("damage", 5.0),
    "boss_blast": ("damage", 4.0),
    "boss_move_toward": ("then_damage", 4.0),
}


def _boss_line(mind: Mind, game: Game, terms: Terms) -> None:
    """The Boss Cards on its Command Line: what each will do every Danger Phase (the team
    chooses which of two it takes, so it had better know)."""
    assert game.boss is not None
    specs = mind.boss_specs
    harm = 0.0
    for stack in game.boss.slots:
        if not stack or len(stack) >= 3:
            continue
        spec = specs.get(stack[-1].name)
        if spec is None:
            continue
        key, weight = _BOSS_HARM.get(spec.effect, ("", 3.0))
        amount = dict(spec.params(len(stack))).get(key, 1) if key else 1
        harm += weight * (amount if isinstance(amount, int) else 1)
    add(terms, "boss_cards", -harm)


def _boss_pressure(mind: Mind, game: Game, terms: Terms) -> None:
    """What makes the next hits possible: for each Mech, its cheapest way to land one --
    an attack in its Command Line whose shield is down (or a Rune Space of that colour to
    step on first), and the Boss within reach. A shield down stays down until a hit of
    its colour lands, so one a Mech's line can strike through is half a hit made ready."""
    assert game.boss is not None
    boss, down = game.boss, game.inactive_runes
    strike, geo = 0.0, walks(game)
    struck: set[Rune] = set()
    for mech in game.mechs:
        reach = max(0, max(boss.gaps(mech.cell)) - 1)  # a king's move to its nearest space
        runes = mind.kept(_strike_runes, mech.slots)
        struck.update(runes)
        costs = [0 if rune in down else mind.to_rune(geo, mech.cell, rune) for rune in runes]
        strike += min(reach + min(costs, default=4), 12)
    add(terms, "boss_reach", -2.0 * strike)
    add(terms, "boss_shields", 2.0 * len(down) + SHIELD_READY * len(down & struck))


# A shield down that some Mech's line strikes through: the rune step of a hit already
# made (traced: Mission 10, 2 seats, rounds of stripping at the pads with every shield up).
SHIELD_READY = 10.0


def _strike_runes(mind: Mind, slots: tuple[Slot, ...]) -> tuple[Rune, ...]:
    """The shield colours a Command Line's strikes need down, one each, in element order."""
    running = (s.cards[-1].command for s in slots if s.cards and not (s.damage or s.schematic))
    elements = {c.element for c in running if c in STRIKES}
    return tuple(e.rune for e in sorted(elements))


@threat("doom_cannon")
def _doom_cannon(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    """A Boss slot at Power 3 fires the Doom Cannon when it runs; at 2 it is one card away."""
    if game.boss is not None:
        add(terms, "cannon", -_cannon_danger([len(s) for s in game.boss.slots], _time(mind, game)))


def _time(mind: Mind, game: Game) -> float:
    """What a round of the Cannon's clock is worth: all of it while the Boss to beat is
    whole, less as its health runs out (with one hit to go, rounds hardly matter; hits do).
    A strip buys a round, so it is weighed against the Boss health still to take."""
    if not mind.boss_doom or not mind.doom_start:
        return 1.0
    return min(1.0, (game.trackers.doom or 0) / mind.doom_start)


_CANNON = (0.0, 5.0, 30.0, DOOMED)  # by the number of cards in a Boss slot
# By the number of slots at Power 2: the Boss draft at the end of each Danger Phase puts
# one of two cards on its slot, so with more full slots a third card becomes likelier, and
# with all four certain.
_FULL = (0.0, 0.0, 10.0, 60.0, 250.0)


# Each card below Power 3 also brings the Cannon a round nearer: two cards a slot fit
# before one more fires it, so a strip early on buys a round as surely as a late one.
_ROUND = 25.0


def _cannon_danger(heights: list[int], time: float = 1.0) -> float:
    """The Cannon's danger from the Boss slots' heights; ``time``: what a round is worth."""
    full = sum(h >= 2 for h in heights)
    closer = time * _ROUND * sum(min(h, 2) for h in heights)
    return closer + sum(_CANNON[min(h, 3)] for h in heights) + _FULL[min(full, len(_FULL) - 1)]


def _strip_worth(heights: list[int], time: float = 1.0) -> float:
    """What taking the top card off the tallest Boss slot saves."""
    stripped = sorted(heights)
    stripped[-1] -= 1
    return _cannon_danger(heights, time) - _cannon_danger(stripped, time)


@chance("boss_cannot_die")
def _boss_knockdown(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    """Mission 6: knocking the Boss down strips a Boss Card, so each hit is a share of
    that card's danger, and a Mech able to hit it is worth something."""
    if game.boss is None or not mind.doom_start:
        return
    tallest = max(min(len(s), 3) for s in game.boss.slots)
    if tallest == 0:
        return
    worth = _strip_worth([len(s) for s in game.boss.slots])
    hurt = 1.0 - (game.trackers.doom or 0) / mind.doom_start
    add(terms, "knockdown", worth * hurt)
    if tallest >= 2:
        _boss_pressure(mind, game, terms)


# The phases after the Player Phase's end and before the Boss's slots have run.
_AFTER_PLAYERS = frozenset({Phase.MINIONS, Phase.DANGER})
_PADS = RuleRef.of("pads_strip_boss")
# Hits a Mech lands on the Boss in a round once the Shards are gone, about, counted for no
# more than HITTING_MECHS: each hit needs its colour's shield down first, and three or four
# Mechs share the four shields no better than two (measured: two Mechs land 1.1 a round,
# four 0.9). What each hit the Cannon's clock leaves no time for costs: a hit's worth
# ("boss_health").
HITS_A_ROUND = 0.5
HITTING_MECHS = 2
SHORT_HIT = 35.0


def _strip_ahead(game: Game) -> bool:
    """Whether this Player Phase's end is still to strip (its rule queued, or asking)."""
    return any(getattr(s, "rule", None) == _PADS for s in game.agenda)


def _rounds_left(heights: list[int]) -> int:
    """The Danger Phases the Boss's line lets pass before the Cannon fires, if no card is
    stripped: none with a slot at Power 3; else one card lands each round, and a slot
    takes two before the next makes it three (which fires a round later)."""
    if max(heights) >= 3:
        return 0
    return sum(2 - h for h in heights) + 1


def _short(heights: list[int], health: int, mechs: int) -> float:
    """The hits still to land beyond those the team can land in the rounds left."""
    hits = HITS_A_ROUND * min(mechs, HITTING_MECHS)
    return max(0.0, health - hits * _rounds_left(heights))


@chance("pads_strip_boss")
def _pads_strip_boss(mind: Mind, game: Game, p: Params, terms: Terms) -> None:
    """Mission 10: every Mech on a Repair Pad when the Player Phase ends strips a Boss
    Card, worth the danger that card poses (more as the Boss's line fills up) and, where
    the rounds left are too few for the hits still to land, the round it buys. Once this
    round's strip is done (the Minion and Danger Phases), the next comes only after the
    Boss's slots have run: it saves nothing from them, so it counts nothing (a slot at
    Power 3 then fires whatever the Mechs stand on). Each Mech needs a pad of its own,
    and one the Boss stands on is no use to any."""
    if game.boss is None or not mind.pads:
        return
    heights = [len(s) for s in game.boss.slots]
    health, mechs = game.trackers.doom or 0, len(game.mechs)
    short = _short(heights, health, mechs)
    add(terms, "cannon", -SHORT_HIT * short)
    if max(heights) == 0 or (game.phase in _AFTER_PLAYERS and not _strip_ahead(game)):
        return
    stripped = sorted(heights)
    stripped[-1] -= 1
    worth = _strip_worth(heights, _time(mind, game))
    worth += SHORT_HIT * (short - _short(stripped, health, mechs))
    geo = walks(game)
    free = [pad for pad in mind.pads if pad not in geo.blocked]
    if len(free) < len(game.mechs):
        return  # the Boss stands on a pad every Mech would need
    pairs = matched(geo, [m.cell for m in game.mechs], free)
    ready = [1.0 - min(steps, 10) / 10.0 for _, _, steps in pairs]
    if min(ready) == 1.0:
        add(terms, "strip", worth)
    else:  # each Mech nearer a pad makes it likelier, since all must stand on one (a
        # pull as strong ten spaces off as one: squared, it let far Mechs wander off)
        add(terms, "strip", 0.5 * worth * sum(ready) / len(ready))
