"""What the players see of the replay's pace: the caption of each beat of the Minion and
Danger Phases, and the round summary after the Danger Phase, shown until a click and kept
in the log."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import chain
from typing import TYPE_CHECKING

import pygame

from game import names as said
from game.content import MissionInfo
from game.i18n import N_, ntr, tr
from game.rules import Cell, Facing, Game, Phase, Seat, Terrain
from game.rules import events as ev
from game.scenes.play.views import doom_words
from game.ui import event_text as words
from game.ui.beat_bar import BeatBarView, draw_beat_bar
from game.ui.event_text import Names, who
from game.ui.layout import PlayLayout
from game.ui.round_summary import RoundSummary, summarize, summary_lines
from game.ui.summary_panel import draw_round_summary
from game.view.beats import Kind, kind_of
from game.view.director import PHASE_TITLES
from game.view.placement import MINIONS, edges_first, grid, key_rects, least_covering, least_hiding

if TYPE_CHECKING:
    from game.scenes.play.screen import PacingView

STEP_KEYS = N_("Space or click: next · Enter: skip")
SKIP_KEYS = N_("Space or Enter: skip")
STEP_HINT = N_("Space / click: next")


def skip_hint(is_stepping: bool) -> str:
    return tr(STEP_KEYS) if is_stepping else tr(SKIP_KEYS)


def beat_caption(
    events: list[ev.Event], names: Names, mission_words: Callable[[ev.Event], str | None]
) -> str:
    """One beat in a few words: "3 Minions move North", "Corki is hit for 2 damage · Corki
    draws Short Circuit"."""
    phrases: list[str] = []
    moves = [e for e in events if isinstance(e, ev.PieceMoved) and kind_of(e) is Kind.MOVE]
    for event in events:
        phrase = _phrase(event, events, moves, names, mission_words)
        if phrase and phrase not in phrases:
            phrases.append(phrase)
    if len(phrases) > 1 and isinstance(events[0], ev.PhaseStarted):
        phrases.pop(0)  # the banner said it
    return " · ".join(phrases)


def _phrase(
    event: ev.Event,
    events: list[ev.Event],
    moves: list[ev.PieceMoved],
    names: Names,
    mission_words: Callable[[ev.Event], str | None],
) -> str | None:
    match event:
        case ev.PhaseStarted(phase=phase):
            return tr("{phase} begins", phase=tr(PHASE_TITLES[phase]))
        case ev.RuneDieRolled(rune=rune, facing=facing):
            roll = tr(
                "Rune Die: {rune}, the Compass points {way}",
                rune=said.rune(rune),
                way=said.facing(facing),
            )
            return _for(event, roll)
        case ev.NumberDieRolled(number=number):
            return _for(event, tr("Number Die: {number}", number=number))
        case ev.PieceMoved() if event is (moves[0] if moves else None):
            ways = {_way(m) for m in moves}
            way = ways.pop() if len(ways) == 1 else None
            if way is not None:
                way_words = said.facing(way)
                return ntr(
                    "{n} Minion moves {way}", "{n} Minions move {way}", len(moves), way=way_words
                )
            return ntr("{n} Minion moves", "{n} Minions move", len(moves))
        case ev.MinionSpawned():
            count = sum(isinstance(e, ev.MinionSpawned) for e in events)
            return ntr("{n} Minion spawns", "{n} Minions spawn", count)
        case ev.DamageTaken(seat=seat, amount=amount):
            return ntr(
                "{name} is hit for {n} damage",
                "{name} is hit for {n} damage",
                amount,
                name=who(names, seat),
            )
        case ev.DamageDrawn(seat=seat, title=title):
            drew = tr("{name} draws {card}", name=who(names, seat), card=said.card_title(title))
            return drew + _where(events, seat)
        case ev.DamageSlotted(seat=seat, slot=slot) if not _drew(events):
            return tr("{name}'s slot {slot} is damaged", name=who(names, seat), slot=slot + 1)
        case ev.DamageKept(seat=seat) if not _drew(events):
            return tr("{name} keeps it as System Damage", name=who(names, seat))
        case ev.Escalated():
            return tr("Escalation: {why}", why=mission_words(event) or said.cause(event.cause))
        case ev.StageCompleted():
            why = mission_words(event) or said.cause(event.cause)
            return tr("Objective complete: {why}", why=why)
        case ev.BossSlotStarted():
            return words.boss_slot_started(event, names)
        case ev.LavaAdvanced():
            return words.lava_advanced(event, names)
        case ev.MissionEnded():
            return words.mission_ended(event, names)
    return None


def _for(event: ev.Event, roll: str) -> str:
    """A roll for a Damage Card or a rule names it; the phase's own rolls need not."""
    return roll if "Phase" in event.cause else f"{said.cause(event.cause)} · {roll}"


def _drew(events: list[ev.Event]) -> bool:
    return any(isinstance(e, ev.DamageDrawn) for e in events)


def _way(move: ev.PieceMoved) -> Facing | None:
    (x0, y0), (x1, y1) = move.path[0], move.path[1]
    step = (max(-1, min(1, x1 - x0)), max(-1, min(1, y1 - y0)))
    return next((f for f in Facing if f.vector == step), None)


def _where(events: list[ev.Event], seat: Seat) -> str:
    """Where the drawn Damage Card went."""
    for event in events:
        if isinstance(event, ev.DamageSlotted) and event.seat == seat:
            return tr(": it covers slot {n}", n=event.slot + 1)
        if isinstance(event, ev.DamageKept) and event.seat == seat:
            return tr(": kept as System Damage")
    return ""


def beat_view(scene: PacingView) -> BeatBarView | None:
    """The caption bar while the Minion or Danger Phase replays (or step mode waits to
    start it), else None."""
    director = scene.director
    upcoming = director.queue[0] if director.queue else None
    hint = tr(STEP_HINT) if director.is_stepping else ""
    if director.waiting and not director.is_paced and isinstance(upcoming, ev.PhaseStarted):
        phase = tr(PHASE_TITLES[upcoming.phase])
        return BeatBarView(tr("Next: the {phase}", phase=phase), hint, True)
    if not director.busy or not director.is_paced or not director.beats.events:
        return None
    caption = beat_caption(director.beats.events, scene.names, scene.mission_words)
    return BeatBarView(caption or tr(PHASE_TITLES[scene.hud.phase]), hint, director.waiting)


class RoundEnd:
    """Gathers each round's events as they are replayed; when the next round's draft begins
    (the Danger Phase is over), the summary to show until a click."""

    def __init__(self, seats: tuple[Seat, ...], pads: frozenset[Cell] = frozenset()) -> None:
        self.seats, self.pads = seats, pads  # the Repair Pads, for the Bomb's visits
        self.events: list[ev.Event] = []
        self.summary: RoundSummary | None = None

    @classmethod
    def of(cls, game: Game) -> RoundEnd:
        """For a game's seats and board."""
        board = game.board
        pads = frozenset(c for c in board.cells() if board.terrain(c) is Terrain.REPAIR_PAD)
        return cls(tuple(m.seat for m in game.mechs), pads)

    def seen(self, event: ev.Event) -> RoundSummary | None:
        """Count an event in; the finished round's summary when this one begins a round."""
        if isinstance(event, ev.PhaseStarted) and event.phase is Phase.DRAFT and event.round > 1:
            self.summary = summarize(self.events, event.round - 1, self.seats, self.pads)
            self.events = [event]
            return self.summary
        self.events.append(event)
        return None

    def dismiss(self) -> None:
        self.summary = None


def lines(
    summary: RoundSummary,
    names: Names,
    mission: MissionInfo,
    words: Callable[[ev.Event], str | None],
) -> list[str]:
    """The round summary in words, a line each."""
    return summary_lines(summary, names, doom_words(mission), words)


def summary_bounds(layout: PlayLayout) -> pygame.Rect:
    """Where the round summary may go: below the top bar, within the board's place from
    side to side, so no seat's panel is covered (beside a narrow board it hid the seats'
    names and the First Player's tag)."""
    below, place = layout.below_top_bar, layout.board
    return pygame.Rect(place.x, below.y, place.width, below.height)


def summary_place(scene: PacingView, bounds: pygame.Rect) -> Callable[[pygame.Rect], pygame.Rect]:
    """Where the round summary's card goes: the board's middle, else over an edge of it,
    else anywhere over it, wherever it first hides no Mech, Shard, Bomb or Boss (or least
    of them): the players read what befell the pieces with the pieces in sight."""
    board, cell = scene.camera.rect, scene.camera.cell
    pieces = tuple(map(tuple, key_rects(scene.board_view.sprites.values(), scene.camera)))
    inset, step = scene.assets.px(12), max(1, cell // 8)

    def place(card: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(
            _summary_spot(tuple(card), tuple(board), tuple(bounds), pieces, inset, step)
        )

    return place


RectTuple = tuple[int, int, int, int]


@lru_cache(maxsize=8)  # asked every frame the card is up; at 4K a thousand places to try
def _summary_spot(
    card: RectTuple,
    board: RectTuple,
    bounds: RectTuple,
    pieces: tuple[RectTuple, ...],
    inset: int,
    step: int,
) -> RectTuple:
    centred, area, size = pygame.Rect(card), pygame.Rect(board), card[2:]
    spots = chain(edges_first(area, size, inset), grid(area, size, step))
    hidden = [pygame.Rect(r) for r in pieces]
    found = least_covering(chain([centred], (s.clamp(bounds) for s in spots)), hidden)
    return found.x, found.y, found.width, found.height


def draw_pacing(
    scene: PacingView, screen: pygame.Surface, taken: Sequence[pygame.Rect] = ()
) -> list[pygame.Rect]:
    """Over the board: the beat under way (not over what is ``taken``: the pad boxes, a
    bot's banner), or the summary of the round just played; where drawn."""
    board = scene.camera.rect
    summary = scene.summary
    if summary is not None:
        title = tr("Round {n} is over", n=summary.round)
        bounds = summary_bounds(scene.layout)
        said_ = lines(summary, scene.names, scene.mission, scene.mission_words)
        place = summary_place(scene, bounds)
        return draw_round_summary(screen, scene.assets, board, bounds, title, said_, place)
    view = beat_view(scene)
    if view is None:
        return []
    return [draw_beat_bar(screen, scene.assets, board, view, beat_bar_place(scene, taken))]


def beat_bar_place(
    scene: PacingView, taken: Sequence[pygame.Rect] = ()
) -> Callable[[pygame.Rect], pygame.Rect]:
    """Where the beat's caption goes: under the board where no panel sits there (it hides
    no space), else over the board's foot or its top, wherever it hides no Mech, Shard,
    Bomb or Boss and the fewest Minions: they are what the beats are about (elsewhere
    over the board when neither will do). Not over what is ``taken`` (the boxes of seats
    whose pad left) where it can help it."""
    board, px = scene.camera.rect, scene.assets.px
    sprites = scene.board_view.sprites.values()

    def place(bar: pygame.Rect) -> pygame.Rect:
        under = scene.layout.box_below(board.centerx, board.bottom + px(8), bar.size)
        if under is not None and under.collidelist(taken) < 0:
            return under
        top = bar.copy()
        top.top = board.top + (board.bottom - bar.bottom)  # as far in as from the foot
        pieces = [*key_rects(sprites, scene.camera), *taken]
        places = chain([bar, top], grid(board, bar.size, max(1, scene.camera.cell // 4)))
        return least_hiding(places, pieces, key_rects(sprites, scene.camera, MINIONS))

    return place
