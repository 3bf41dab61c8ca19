"""What the words of lessons.yaml mean on the play screen: when each ``Moment`` holds (and for
which pilot), and where each target is.

Everything is read from the scene (the game, the replay, the layout); nothing here decides a
rule: the pieces a lesson lights come from ``legal_actions`` and the rules' own values.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, assert_never

import pygame

from game.content.lessons import Moment
from game.rules import (
    Card,
    Choose,
    EndProgramming,
    Facing,
    Game,
    Phase,
    PlaceCard,
    Prompt,
    ScrapCard,
    Terrain,
    queries,
)
from game.rules import events as ev
from game.scenes.play.model import Mode
from game.ui.layout import hand_rects
from game.view.camera import TILE

if TYPE_CHECKING:
    from game.scenes.play.screen import CoachScreen

SETUP = (Prompt.START, Prompt.FACING)
TERRAIN = {
    Moment.HAS_REPAIR_PADS: Terrain.REPAIR_PAD,
    Moment.HAS_OIL: Terrain.OIL,
    Moment.HAS_BOULDERS: Terrain.BOULDER,
    Moment.HAS_LAVA_POOLS: Terrain.LAVA,
}
# What the board has that changes how a Mech moves: introduced when the players first plan
# their moves, not all at once before the first pick.
BEFORE_MOVING = frozenset(
    {
        Moment.HAS_REPAIR_PADS,
        Moment.HAS_OIL,
        Moment.HAS_BOULDERS,
        Moment.HAS_LAVA_POOLS,
        Moment.HAS_RUNES,
        Moment.HAS_SPIKES,
        Moment.HAS_GATES,
    }
)
CELL_TERRAIN = {
    "oil": Terrain.OIL,
    "repair_pads": Terrain.REPAIR_PAD,
    "lava_pools": Terrain.LAVA,
    "boulders": Terrain.BOULDER,
}


@dataclass(frozen=True)
class Mark:
    """Where the match stood when a lesson first showed: what "since" means for it."""

    actions: int  # actions in the history
    seen: int  # events the coach had seen replayed


@dataclass
class Replay:
    """What the coach has seen replayed: how many events, and each moment's latest event
    with the count it came at."""

    count: int = 0
    phase: Phase = Phase.DRAFT
    latest: dict[Moment, tuple[int, ev.Event]] = field(default_factory=dict)

    def saw(self, event: ev.Event) -> None:
        self.count += 1
        if isinstance(event, ev.PhaseStarted):
            self.phase = event.phase
        moment = seen_moment(event, self.phase)
        if moment is not None:
            self.latest[moment] = (self.count, event)

    def last(self, moment: Moment, since: int = 0) -> ev.Event | None:
        """The latest event of ``moment`` seen after the first ``since`` events."""
        count, event = self.latest.get(moment, (0, None))
        return event if count > since else None


def seen_moment(event: ev.Event, phase: Phase) -> Moment | None:
    """The moment a replayed event is, if a lesson may wait for it."""
    match event:
        case ev.ShardShattered():
            return Moment.SHARD_SHATTERED
        case ev.StageCompleted():
            return Moment.KABOOM
        case ev.DamageDrawn():
            return Moment.DAMAGE_DRAWN
        case ev.PhaseStarted(phase=Phase.MINIONS):
            return Moment.MINION_PHASE
        case ev.RuneDieRolled() if phase is Phase.MINIONS:
            return Moment.RUNE_ROLLED
        case ev.MinionKilled():
            return Moment.MINION_KILLED
    return None


# --- moments ----------------------------------------------------------------------------------


def concerns(moment: Moment, scene: CoachScreen, replay: Replay, since: Mark) -> int | None:
    """The pilot ``moment`` concerns while it holds, or None when it does not."""
    game, mode, acting = scene.game, scene.mode, acting_seat(scene)
    done = scene.history[since.actions :]
    asked = game.pending.prompt if game.pending is not None else None
    match moment:
        case Moment.ALWAYS:
            return acting
        case Moment.SETTING_UP:
            return acting if mode is Mode.ANSWERING and asked in SETUP else None
        case Moment.DRAFTING:
            return acting if mode is Mode.DRAFTING else None
        case Moment.NEW_ROUND:
            return acting if mode is Mode.DRAFTING and game.round >= 2 else None
        case Moment.PROGRAMMING:
            return _first(scene, lambda seat: bool(game.mech(seat).hand))
        case Moment.HAND_EMPTY:
            return _first(scene, lambda seat: EndProgramming(seat) in scene.legal)
        case Moment.CAN_STACK:
            return _first(scene, lambda seat: stack_pick(scene, seat) is not None)
        case Moment.STACK_FULL:
            return _first(scene, lambda seat: _full_stack(scene, seat))
        case Moment.CAN_OVERRIDE:
            return _first(scene, lambda seat: _can_override(scene, seat))
        case Moment.CAN_SCRAP:
            return _first(scene, lambda seat: scrap_pick(scene, seat) is not None)
        case Moment.SCRAP_CHOICE:
            scrap = scene.programming.scrap
            return scrap.seat if mode is Mode.PROGRAMMING and scrap is not None else None
        case Moment.ANSWERING:
            return acting if mode is Mode.ANSWERING and asked not in SETUP else None
        case Moment.EXECUTING:
            return acting if scene.is_replaying and scene.hud.phase is Phase.EXECUTE else None
        case Moment.ROUND_SUMMARY:
            return acting if scene.summary is not None else None
        case (
            Moment.SHARD_SHATTERED
            | Moment.KABOOM
            | Moment.DAMAGE_DRAWN
            | Moment.MINION_PHASE
            | Moment.RUNE_ROLLED
            | Moment.MINION_KILLED
        ):
            event = replay.last(moment, since.seen)
            return None if event is None else getattr(event, "seat", acting)
        case Moment.NEXT:
            return None  # the coach's own button says so
        case Moment.SET_UP:
            return acting if asked not in SETUP else None
        case Moment.DRAFTED:
            return acting if game.phase is not Phase.DRAFT else None
        case Moment.PLACED:
            return _did(done, PlaceCard, acting)
        case Moment.STACKED:
            stacked = [
                a
                for a in done
                if isinstance(a, PlaceCard) and len(game.mech(a.seat).slots[a.slot].cards) > 1
            ]
            return stacked[-1].seat if stacked else None
        case Moment.READY:
            return _did(done, EndProgramming, acting)
        case Moment.ANSWERED:
            return _did(done, Choose, acting)
        case Moment.SCRAPPED:
            return _did(done, ScrapCard, acting)
        case Moment.SUMMARY_CLOSED:
            return acting if scene.summary is None else None
        case Moment.REPLAYED:  # a question stops the replay midway: it is not over then
            return acting if not scene.is_replaying and mode is not Mode.ANSWERING else None
        case Moment.TIMED_DRAFT:  # the rules time it, and the players use the Minuteglass
            return acting if mode is Mode.DRAFTING and scene.drafting.is_timed(game) else None
        case Moment.HAS_SCHEMATICS:  # shown once the open seats show their chips
            return _first(scene, lambda seat: bool(game.mech(seat).schematics))
        case _ if moment in BEFORE_MOVING:  # taught as the moves they change are planned
            return acting if mode is Mode.PROGRAMMING and has_feature(moment, game) else None
        case _:
            return acting if has_feature(moment, game) else None


def has_feature(moment: Moment, game: Game) -> bool:
    """Whether the mission in play has what an introduction is about."""
    board = game.board
    match moment:
        case Moment.HAS_DOOM:
            return game.trackers.doom is not None
        case Moment.DOUBLE_DRAFT:
            return game.phase is Phase.DRAFT and game.round == 1 and bool(game.draft.row)
        case Moment.HAS_BOMB:
            return game.bomb is not None
        case Moment.HAS_RUNES:
            return bool(board.rune_cells())
        case Moment.HAS_DEFEATS:
            return bool(game.mission.defeats)
        case Moment.CARRIED_SHARDS:
            return game.mission.shard_mode == "carried" and bool(game.shards)
        case Moment.HAS_BOSS:
            return game.boss is not None
        case Moment.HAS_LAVA_WALL:
            return game.lava is not None
        case Moment.HAS_SPIKES:
            return bool(board.spikes)
        case Moment.HAS_GATES:
            return bool(board.gates)
        case Moment.GEAR_EARNED:
            return game.trackers.gears >= 1
        case Moment.OVERDRIVE:
            return queries.is_overdrive_on(game.trackers.gears)
        case Moment.HAS_REPAIR_PADS | Moment.HAS_OIL | Moment.HAS_BOULDERS | Moment.HAS_LAVA_POOLS:
            return bool(board.cells_of(TERRAIN[moment]))
        case _:
            return False


def _did(done: Sequence[object], kind: type, acting: int) -> int | None:
    found = [a for a in done if isinstance(a, kind)]
    return getattr(found[-1], "seat", acting) if found else None


def acting_seat(scene: CoachScreen) -> int:
    """The pilot the coach speaks to now: whoever picks, answers or programs."""
    game, mode = scene.game, scene.mode
    if mode is Mode.DRAFTING and game.draft.pick_order:
        return game.draft.pick_order[0]
    if mode is Mode.ANSWERING and game.pending is not None:
        return game.pending.seat
    if mode is Mode.PROGRAMMING:
        waiting = _taught(scene, [m.seat for m in game.mechs if not m.is_ready])
        with_cards = [seat for seat in waiting if game.mech(seat).hand]
        return (with_cards or waiting or [game.first_player])[0]
    return scene.hud.first_player


def _first(scene: CoachScreen, test: Callable[[int], bool]) -> int | None:
    """The first pilot still programming for whom ``test`` holds."""
    if scene.mode is not Mode.PROGRAMMING or scene.programming.scrap is not None:
        return None
    seats = _taught(scene, [m.seat for m in scene.game.mechs if not m.is_ready])
    return next((s for s in seats if test(s)), None)


def _taught(scene: CoachScreen, seats: list[int]) -> list[int]:
    """Of ``seats``, those a lesson may speak to: a lesson shows a person what to do, so it
    waits for a person's chance and speaks of a bot's hand only at a table of bots."""
    people = [seat for seat in seats if not scene.bot_seats.is_bot(seat)]
    is_all_bots = all(scene.bot_seats.is_bot(m.seat) for m in scene.game.mechs)
    return seats if is_all_bots else people


# --- the coach's picks --------------------------------------------------------------------


def places(scene: CoachScreen, seat: int, card: Card) -> list[int]:
    """The slots the rules let ``card`` go to."""
    return [
        a.slot
        for a in scene.legal
        if isinstance(a, PlaceCard) and a.seat == seat and a.card == card.id
    ]


def stack_pick(scene: CoachScreen, seat: int) -> tuple[Card, list[int]] | None:
    """A card in hand that would stack, and the slots where it would (under three cards)."""
    mech = scene.game.mech(seat)
    for card in mech.hand:
        slots = [
            i
            for i in places(scene, seat, card)
            if 0 < len(mech.slots[i].cards) < 3 and mech.slots[i].element is card.element
        ]
        if slots:
            return card, slots
    return None


def _full_stack(scene: CoachScreen, seat: int) -> bool:
    mech = scene.game.mech(seat)
    return any(
        len(mech.slots[i].cards) >= 3 and mech.slots[i].element is card.element
        for card in mech.hand
        for i in places(scene, seat, card)
    )


def _can_override(scene: CoachScreen, seat: int) -> bool:
    mech = scene.game.mech(seat)
    return any(
        mech.slots[i].cards and mech.slots[i].element is not card.element
        for card in mech.hand
        for i in places(scene, seat, card)
    )


def scrap_pick(scene: CoachScreen, seat: int) -> Card | None:
    """A card worth scrapping: one that repairs when the Mech is damaged, else any."""
    mech = scene.game.mech(seat)
    scrappable = [
        c
        for c in mech.hand
        if any(isinstance(a, ScrapCard) and a.card == c.id for a in scene.legal)
    ]
    damaged = any(s.damage is not None for s in mech.slots) or bool(mech.system_damage)
    repairs = [c for c in scrappable if c.element.can_repair]
    picks = repairs if damaged and repairs else scrappable
    return picks[0] if picks else None


# --- targets --------------------------------------------------------------------------------


def resolve(target: str, scene: CoachScreen, seat: int) -> list[pygame.Rect]:
    """Where a lesson's target is on screen now (nothing when it is not there)."""
    name = target.replace("{seat}", str(seat))
    kind, _, rest = name.partition(":")
    layout, game = scene.layout, scene.game
    if kind == "cells":
        return [scene.camera.cell_rect(c) for c in sorted(cells(rest, scene))]
    if kind == "help":
        return [scene.help_rect]
    if kind == "draft_cards":
        return [rect for _, rect in scene.drafting.placed(game)] if game.draft.row else []
    if kind == "answers":
        return answer_rects(scene)
    if kind == "scrap_options":
        return scrap_rects(scene)
    if kind in ("hand_card", "open_slots", "stack_card", "stack_slots", "scrap_card"):
        return _pick(kind, scene, int(rest))
    try:
        found = layout.rect_of(name)
    except KeyError:
        return []
    return [found] if found.width and found.height else []


def _pick(kind: str, scene: CoachScreen, seat: int) -> list[pygame.Rect]:
    if scene.mode is not Mode.PROGRAMMING or seat >= len(scene.layouts):
        return []
    mech, layout = scene.game.mech(seat), scene.layouts[seat]
    hand = hand_rects(layout, len(mech.hand))
    card: Card | None = mech.hand[0] if mech.hand else None
    slots: list[int] = []
    if kind in ("stack_card", "stack_slots"):
        picked = stack_pick(scene, seat)
        card, slots = picked if picked is not None else (None, [])
    elif kind == "scrap_card":
        card = scrap_pick(scene, seat)
    elif card is not None:
        slots = places(scene, seat, card)
    if card is None:
        return []
    if kind in ("hand_card", "stack_card", "scrap_card"):
        return [hand[mech.hand.index(card)]]
    return [layout.slots[i] for i in slots]


def answer_rects(scene: CoachScreen) -> list[pygame.Rect]:
    """Where each answer to the question waiting is clicked: its arrow, its space on the
    board (when no other answer shares it), else its button; the answers that hit most
    first."""
    if scene.mode is not Mode.ANSWERING:
        return []
    game, answering = scene.game, scene.answering
    targets = sorted(answering.targets(game), key=lambda t: -len(t.hits))
    panel = answering.panel(game)
    found = []
    for target in targets:
        arrow = answering.arrow_rect(game, target)
        sharing = [t for t in targets if t.cell is not None and t.cell == target.cell]
        if arrow is not None:
            found.append(arrow)
        elif target.cell is not None and len(sharing) == 1:
            found.append(scene.camera.cell_rect(target.cell))
        elif target.option in [value for (_, value), _ in panel.shown()]:
            found.append(panel.rect_of(target.option))
    return found


def scrap_rects(scene: CoachScreen) -> list[pygame.Rect]:
    """What finishes a scrap: the buttons of what it may repair, else the slots it may swap."""
    scrap = scene.programming.scrap
    panel = scene.programming.panel(scene.game)
    if scrap is None or panel is None:
        return []
    if scrap.is_repair:
        shown = [(value, rect) for (_, value), rect in panel.shown()]
        repairs = [rect for value, rect in shown if value in {o.repair for o in scrap.options}]
        nothing = [rect for value, rect in shown if value == "nothing"]
        return repairs or nothing
    lit = scene.programming.lit_slots(scene.game, scrap.seat) - {scrap.first}
    return [scene.layouts[scrap.seat].slots[i] for i in sorted(lit)]


PIECES = {"mechs": "mech", "shards": "shard", "minions": "minion", "bomb": "bomb", "boss": "boss"}


def cells(which: str, scene: CoachScreen) -> set[tuple[int, int]]:
    """The spaces of the board a lesson points at: pieces where they are drawn (the replay
    may be under way), the ground and zones from the board."""
    game = scene.shown
    board = game.board
    if which in PIECES:
        found: set[tuple[int, int]] = set()
        for sprite in scene.board_view.sprites.values():
            if sprite.kind != PIECES[which]:
                continue
            if sprite.kind == "boss":  # drawn at the middle of its 2×2 spaces
                x, y = round(sprite.x / TILE) - 1, round(sprite.y / TILE) - 1
                found |= {(x + dx, y + dy) for dx in (0, 1) for dy in (0, 1)}
            else:
                found.add((int(sprite.x // TILE), int(sprite.y // TILE)))
        return {c for c in found if board.contains(c)}
    if which.startswith("zone:"):
        zone = which.partition(":")[2]
        return set(board.zone(zone)) if board.has_zone(zone) else set()
    if which in CELL_TERRAIN:
        return set(board.cells_of(CELL_TERRAIN[which]))
    match which:
        case "start":
            return set(board.start_cells())
        case "runes":
            return set(board.rune_cells())
        case "gates":
            return {cell for edge, _ in board.gates for cell in edge if board.contains(cell)}
        case "spikes":
            return {cell for edge in board.spikes for cell in edge if board.contains(cell)}
        case "lava_wall":
            return _lava_edge(game)
    return set()


def _lava_edge(game: Game) -> set[tuple[int, int]]:
    """The row or column the Lava Wall flows in from, and any it already covers."""
    if game.lava is None:
        return set()
    width, height = game.board.width, game.board.height
    depth = max(1, game.lava.rows)
    match game.lava.edge:
        case Facing.W:
            return {(x, y) for x in range(depth) for y in range(height)}
        case Facing.E:
            return {(width - 1 - x, y) for x in range(depth) for y in range(height)}
        case Facing.N:
            return {(x, y) for y in range(depth) for x in range(width)}
        case Facing.S:
            return {(x, height - 1 - y) for y in range(depth) for x in range(width)}
        case _:
            assert_never(game.lava.edge)
