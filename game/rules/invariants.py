"""What holds in every game state a player can reach, checked after each action by
``python -m game simulate --check`` and by the random-play tests.

Each check returns sentences saying what broke; none means the state is sound.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .engine import legal_actions
from .state import MAX_GEARS, MAX_STACK, Game


@dataclass(frozen=True, slots=True)
class Census:
    """How many cards of each kind a game holds; no action may create or lose one."""

    command: int
    damage: int
    boss: int


def census(game: Game) -> Census:
    return Census(len(_command_ids(game)), len(_damage_ids(game)), len(_boss_ids(game)))


def broken(game: Game, start: Census, before: Game | None = None) -> list[str]:
    """Every invariant ``game`` breaks; ``before`` (the state one action earlier) lets ids
    be checked as never reused."""
    return [
        *_cards(game, start),
        *_stacks(game),
        *_spaces(game),
        *_ids(game, before),
        *_trackers(game),
        *_moves(game),
    ]


def _command_ids(game: Game) -> list[int]:
    cards = [*game.decks.command, *game.decks.discard, *game.draft.row]
    for mech in game.mechs:
        cards += [*mech.hand, *(c for s in mech.slots for c in s.cards)]
    return [c.id for c in cards]


def _damage_ids(game: Game) -> list[int]:
    cards = [*game.decks.damage, *game.decks.damage_discard]
    for mech in game.mechs:
        cards += mech.damage_cards()
    return [c.id for c in cards]


def _boss_ids(game: Game) -> list[int]:
    boss = game.boss
    if boss is None:
        return []
    return [
        c.id for c in (*boss.deck, *boss.discard, *boss.offer, *(c for s in boss.slots for c in s))
    ]


def _cards(game: Game, start: Census) -> list[str]:
    found = []
    for kind, ids, count in (
        ("Command", _command_ids(game), start.command),
        ("Damage", _damage_ids(game), start.damage),
        ("Boss", _boss_ids(game), start.boss),
    ):
        if len(ids) != count:
            found.append(f"{kind} Cards were created or lost: {len(ids)}, not {count}")
        twice = [i for i, n in Counter(ids).items() if n > 1]
        if twice:
            found.append(f"{kind} Card #{twice[0]} lies in two places")
    return found


def _stacks(game: Game) -> list[str]:
    found = []
    for mech in game.mechs:
        for i, slot in enumerate(mech.slots):
            if len(slot.cards) > MAX_STACK:
                found.append(f"seat {mech.seat} slot {i + 1} holds {len(slot.cards)} cards")
            if len({c.element for c in slot.cards}) > 1:
                found.append(f"seat {mech.seat} slot {i + 1} mixes elements")
    if game.boss is not None:
        for i, stack in enumerate(game.boss.slots):
            if len(stack) > MAX_STACK:
                found.append(f"Boss slot {i + 1} holds {len(stack)} cards")
    return found


def _spaces(game: Game) -> list[str]:
    """No two blockers on a space, and every piece on an open space of the board."""
    blockers = [m.cell for m in game.mechs] + [m.cell for m in game.minions]
    if game.bomb is not None:
        blockers.append(game.bomb)
    if game.boss is not None:
        blockers += sorted(game.boss.footprint())
    found = [f"two pieces stand on {cell}" for cell, n in Counter(blockers).items() if n > 1]
    for cell in [*blockers, *(s.cell for s in game.shards)]:
        if not game.table.board.is_open(cell):
            found.append(f"a piece stands at {cell}, off the board or in a Massive Boulder")
    return found


def _piece_ids(game: Game) -> list[int]:
    """Minions and Crystal Shards, those on the board and those a Mech carries."""
    carried = [m.shard for m in game.mechs if m.shard is not None]
    return [m.id for m in game.minions] + [s.id for s in game.shards] + carried


def _ids(game: Game, before: Game | None) -> list[str]:
    ids = _piece_ids(game) + _command_ids(game) + _damage_ids(game) + _boss_ids(game)
    found = [f"id {i} is used twice" for i, n in Counter(ids).items() if n > 1]
    if any(i >= game.next_id for i in ids):
        found.append(f"an id is not below next_id {game.next_id}")
    if before is not None:
        if game.next_id < before.next_id:
            found.append(f"next_id went back from {before.next_id} to {game.next_id}")
        old = set(_piece_ids(before))
        reused = [i for i in _piece_ids(game) if i not in old and i < before.next_id]
        if reused:
            found.append(f"id {reused[0]} was given out again")
    return found


def _trackers(game: Game) -> list[str]:
    found = []
    if not 0 <= game.trackers.gears <= MAX_GEARS:
        found.append(f"Team Gears at {game.trackers.gears}")
    if game.trackers.kills < 0:
        found.append(f"kills at {game.trackers.kills}")
    if game.trackers.doom is not None:
        most = max(game.table.mission.doom_start or 0, game.table.mission.bomb_max_health or 0)
        if not 0 <= game.trackers.doom <= most:
            found.append(f"the Doom Tracker at {game.trackers.doom} (0 to {most})")
    if game.round < 1:
        found.append(f"round {game.round}")
    if game.first_player not in game.seats:
        found.append(f"First Player {game.first_player} has no seat")
    if not 0 <= game.progress.stage <= len(game.table.mission.stages):
        found.append(f"stage {game.progress.stage} of {len(game.table.mission.stages)}")
    return found


def _moves(game: Game) -> list[str]:
    """Until the mission ends some seat can always act, and a question offers each option
    once."""
    if game.result is not None:
        return []
    found = []
    if not legal_actions(game):
        found.append(f"no legal action in the {game.phase} phase")
    pending = game.pending
    if pending is not None and len(set(pending.options)) != len(pending.options):
        found.append("a question offers an option twice")
    return found
