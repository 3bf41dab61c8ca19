"""What a round did, read from its events: Minions destroyed, Team Gears earned, the damage
each Mech took, Doom (or the Bomb's, the Boss's... health) and escalations. Pure: the play
scene shows the lines in a card after the Danger Phase and keeps them in the log."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game import names as said
from game.i18n import ntr, tr
from game.rules import Seat
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
    objectives: int  # stages of the mission completed


def summarize(events: Iterable[ev.Event], round: int, seats: Iterable[Seat]) -> RoundSummary:
    """The round's events, added up.

    >>> from game.rules import PieceId
    >>> summary = summarize(
    ...     [
    ...         ev.MinionKilled("Blaze", 4, (1, 1)),
    ...         ev.GearEarned("Blaze", 1),
    ...         ev.DamageTaken("Minion Phase: attack", 1, 2),
    ...         ev.DoomChanged("Danger Phase", 5, 4),
    ...         ev.DoomChanged("Danger Phase", 4, 3),
    ...     ],
    ...     round=2,
    ...     seats=(0, 1),
    ... )
    >>> summary.kills, summary.gears, [d.amount for d in summary.damage], summary.doom
    (1, 1, [0, 2], (5, 3))
    """
    kills = gears = objectives = 0
    taken: dict[Seat, int] = {seat: 0 for seat in seats}
    cards: dict[Seat, list[str]] = {seat: [] for seat in taken}
    doom: tuple[int, int] | None = None
    escalations: list[ev.Escalated] = []
    for event in events:
        match event:
            case ev.MinionKilled():
                kills += 1
            case ev.GearEarned():
                gears += 1
            case ev.DamageTaken(seat=seat, amount=amount):
                taken[seat] = taken.get(seat, 0) + amount
            case ev.DamageDrawn(seat=seat, title=title):
                cards.setdefault(seat, []).append(title)
            case ev.DoomChanged(before=before, after=after):
                doom = (doom[0] if doom else before, after)
            case ev.Escalated():
                escalations.append(event)
            case ev.StageCompleted():
                objectives += 1
    damage = tuple(
        MechDamage(seat, amount, tuple(cards.get(seat, ()))) for seat, amount in taken.items()
    )
    if doom is not None and doom[0] == doom[1]:
        doom = None
    return RoundSummary(round, kills, gears, damage, doom, tuple(escalations), objectives)


def summary_lines(
    summary: RoundSummary,
    names: Names,
    doom_label: str,
    words: Callable[[ev.Event], str | None] = lambda event: None,
) -> list[str]:
    """The summary in words, a line each; ``words`` gives the mission's own for escalations.

    >>> summary = RoundSummary(3, 2, 0, (MechDamage(0, 1, ("Short Circuit",)),), (5, 4), (), 0)
    >>> summary_lines(summary, {0: "Corki"}, "Bomb health")
    ['Minions destroyed: 2', 'Corki took 1 damage (Short Circuit)', 'Bomb health: from 5 to 4']
    """
    lines = [tr("Minions destroyed: {n}", n=summary.kills)]
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
    if summary.objectives:
        lines.append(ntr("{n} objective complete", "{n} objectives complete", summary.objectives))
    for escalation in summary.escalations:
        why = words(escalation) or said.cause(escalation.cause)
        lines.append(tr("Escalation: {why}", why=why))
    return lines
