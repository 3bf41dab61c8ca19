"""What a round did, read from its events: Minions destroyed, Crystal Shards shattered or
brought home, the Bomb's Repair Pads, the Boss's wounds and lost cards, Team Gears earned,
the damage each Mech took, Doom (or the Bomb's, the Boss's... health), objectives and
escalations. Pure: the play
scene shows the lines in a card after the Danger Phase and keeps them in the log."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game import names as said
from game.i18n import ntr, tr
from game.rules import BOMB, Cell, Seat
from game.rules import events as ev
from game.ui.event_text import Names, who


@dataclass(frozen=True)
class MechDamage:
    seat: Seat
    amount: int  # damage dealt after any blocked
    cards: tuple[str, ...]  # the titles of the Damage Cards drawn


@dataclass(frozen=True)
class RoundSummary:
    round: int
    kills: int
    gears: int  # Team Gears earned this round
    damage: tuple[MechDamage, ...]  # every Mech, in seat order
    doom: tuple[int, int] | None  # before and after, when it changed
    escalations: tuple[ev.Escalated, ...]
    stages: tuple[int, ...] = ()  # the objectives completed (0 is the first)
    shards: int = 0  # Crystal Shards shattered
    delivered: int = 0  # Crystal Shards brought home (or locked in place)
    pads: int = 0  # times the Bomb rolled onto a Repair Pad
    boss_hits: int = 0  # damage the Boss took
    boss_cards: int = 0  # Boss Cards taken off its Command Line


def summarize(
    events: Iterable[ev.Event],
    round: int,
    seats: Iterable[Seat],
    pads: frozenset[Cell] = frozenset(),
) -> RoundSummary:
    """The round's events, added up (``pads``: the board's Repair Pads, for the Bomb's).

    >>> summary = summarize(
    ...     [
    ...         ev.MinionKilled("Blaze", 4, (1, 1)),
    ...         ev.GearEarned("Blaze", 1),
    ...         ev.ShardShattered("Blaze", 100, (2, 1)),
    ...         ev.DamageTaken("Minion Phase: attack", 1, 2),
    ...         ev.DoomChanged("Danger Phase", 5, 4),
    ...         ev.DoomChanged("Danger Phase", 4, 3),
    ...         ev.PieceMoved("Skewer", BOMB, ((0, 0), (0, 1)), ev.Manner.PUSH),
    ...     ],
    ...     round=2,
    ...     seats=(0, 1),
    ...     pads=frozenset({(0, 1)}),
    ... )
    >>> summary.kills, summary.gears, [d.amount for d in summary.damage], summary.doom
    (1, 1, [0, 2], (5, 3))
    >>> summary.shards, summary.pads
    (1, 1)
    """
    kills = gears = shards = delivered = on_pads = boss_hits = boss_cards = 0
    taken: dict[Seat, int] = {seat: 0 for seat in seats}
    cards: dict[Seat, list[str]] = {seat: [] for seat in taken}
    doom: tuple[int, int] | None = None
    escalations: list[ev.Escalated] = []
    stages: list[int] = []
    for event in events:
        match event:
            case ev.MinionKilled():
                kills += 1
            case ev.GearEarned():
                gears += 1
            case ev.ShardShattered():
                shards += 1
            case ev.ShardDelivered():
                delivered += 1
            case ev.PieceMoved(piece=piece, path=path) if piece == BOMB and path[-1] in pads:
                on_pads += 1
            case ev.BossDamaged():
                boss_hits += 1
            case ev.BossCardRemoved():
                boss_cards += 1
            case ev.DamageTaken(seat=seat, amount=amount):
                taken[seat] = taken.get(seat, 0) + amount
            case ev.DamageDrawn(seat=seat, title=title):
                cards.setdefault(seat, []).append(title)
            case ev.DoomChanged(before=before, after=after):
                doom = (doom[0] if doom else before, after)
            case ev.Escalated():
                escalations.append(event)
            case ev.StageCompleted(stage=stage):
                stages.append(stage)
    damage = tuple(
        MechDamage(seat, amount, tuple(cards.get(seat, ()))) for seat, amount in taken.items()
    )
    if doom is not None and doom[0] == doom[1]:
        doom = None
    return RoundSummary(
        round,
        kills,
        gears,
        damage,
        doom,
        tuple(escalations),
        tuple(stages),
        shards,
        delivered,
        on_pads,
        boss_hits,
        boss_cards,
    )


def summary_lines(
    summary: RoundSummary,
    names: Names,
    doom_label: str,
    words: Callable[[ev.Event], str | None] = lambda event: None,
) -> list[str]:
    """The summary in words, a line each, naming what happened (Minions, Shards, the Bomb,
    the Boss); ``words`` gives the mission's own for escalations.

    >>> summary = RoundSummary(3, 2, 0, (MechDamage(0, 1, ("Short Circuit",)),), (5, 4), ())
    >>> summary_lines(summary, {0: "Corki"}, "Bomb health")
    ['Minions destroyed: 2', 'Corki took 1 damage (Short Circuit)', 'Bomb health: from 5 to 4']
    >>> summary = RoundSummary(1, 0, 0, (), None, (), stages=(0,), shards=2)
    >>> summary_lines(summary, {}, "Doom")
    ['Crystal Shards shattered: 2', 'Objective 1 complete']
    """
    lines = []
    if summary.kills or not summary.shards:
        lines.append(tr("Minions destroyed: {n}", n=summary.kills))
    if summary.shards:
        lines.append(tr("Crystal Shards shattered: {n}", n=summary.shards))
    if summary.delivered:
        lines.append(tr("Crystal Shards brought home: {n}", n=summary.delivered))
    if summary.pads:
        lines.append(
            ntr(
                "The Bomb rolled onto a Repair Pad",
                "The Bomb rolled onto a Repair Pad {n} times",
                summary.pads,
            )
        )
    if summary.boss_hits:
        lines.append(tr("Damage dealt to the Boss: {n}", n=summary.boss_hits))
    if summary.boss_cards:
        lines.append(tr("Boss Cards stripped: {n}", n=summary.boss_cards))
    if summary.gears:
        lines.append(tr("Team Gears earned: {n}", n=summary.gears))
    for mech in summary.damage:
        name = who(names, mech.seat)
        if not mech.amount:
            lines.append(tr("{name} took no damage", name=name))
            continue
        took = ntr("{name} took {n} damage", "{name} took {n} damage", mech.amount, name=name)
        if mech.cards:
            cards = "; ".join(said.card_title(card) for card in mech.cards)
            took = tr("{damage} ({cards})", damage=took, cards=cards)
        lines.append(took)
    if summary.doom is not None:
        before, after = summary.doom
        lines.append(
            tr(
                "{tracker}: from {before} to {after}",
                tracker=doom_label,
                before=before,
                after=after,
            )
        )
    for stage in summary.stages:
        lines.append(tr("Objective {n} complete", n=stage + 1))
    for escalation in summary.escalations:
        why = words(escalation) or said.cause(escalation.cause)
        lines.append(tr("Escalation: {why}", why=why))
    return lines
