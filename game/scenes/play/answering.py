"""Answering a pending Request on the board: arrows, lit cells, ghosts, or a choice panel.

Every answer shown comes from ``request.options``; what it would do is found by asking the
rules (``rules.apply(game, choice)``) and reading the fresh events up to the next slot. A
question asked mid-step is drawn from its preview: the Mech stands where the step has put it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game import i18n, rules
from game import names as said
from game.assets import Assets
from game.i18n import N_, tr
from game.rules import (
    Cell,
    Choose,
    DamagedSlot,
    Facing,
    Game,
    Phase,
    PieceId,
    PieceKind,
    Prompt,
    RepairTarget,
    SystemDamage,
    Turn,
    queries,
)
from game.rules import events as ev
from game.scenes.play import pad_words
from game.scenes.play.prompt_words import target_words, words
from game.ui.layout import PlayLayout
from game.ui.prompt_panel import ChoicePanel
from game.view import overlays
from game.view.camera import Camera
from game.view.prelude import as_shown

QUESTIONS = {  # translated where they are drawn, as the words below
    Prompt.TURN: N_("which way to turn?"),
    Prompt.DISTANCE: N_("how far to move?"),
    Prompt.DIRECTION: N_("which way to stomp?"),
    Prompt.TARGET: N_("which enemy to hit?"),
    Prompt.TOW: N_("tow a piece along?"),
    Prompt.REPAIR: N_("repair which Damage Card?"),
    Prompt.DETONATE: N_("detonate a Fuel Tank?"),
    Prompt.BOSS_CARD: N_("which Boss Card does the Boss take?"),
    Prompt.BOSS_SLOT: N_("strip the top card of which Boss slot?"),
    Prompt.START: N_("where does your Mech start?"),
    Prompt.FACING: N_("which way does your Mech face?"),
    Prompt.SHIELD: N_("hit the Boss through which lowered shield?"),
    Prompt.SWAP: N_("swap which two slots?"),
}
BOSS_WAY = N_("which way does the Boss go?")  # a way question whose answers move the Boss
DRAG_WAY = N_("which way is {name} dragged?")  # a way a Boss drags a Mech
DRAGGED = N_("which way is your Mech dragged?")  # the Mech of the seat that answers
TURN_LABELS = {
    Turn.LEFT: N_("Turn left"),
    Turn.RIGHT: N_("Turn right"),
    Turn.AROUND: N_("Turn around"),
    Turn.FULL: N_("Spin 360°"),
}
FACING_WORDS = {
    Facing.N: N_("Face up"),
    Facing.E: N_("Face right"),
    Facing.S: N_("Face down"),
    Facing.W: N_("Face left"),
}
WAYS = (N_("Forward"), N_("Right"), N_("Back"), N_("Left"))  # quarter turns from the facing
# Where a space lies on the board as the players see it, by thirds: (column, row)
PLACES = {
    (0, 0): N_("top left"),
    (1, 0): N_("top"),
    (2, 0): N_("top right"),
    (0, 1): N_("left"),
    (1, 1): N_("middle"),
    (2, 1): N_("right"),
    (0, 2): N_("bottom left"),
    (1, 2): N_("bottom"),
    (2, 2): N_("bottom right"),
}


def place_words(board: rules.Board, cell: Cell) -> str:
    """A space in words the board shows ("top left"), never its coordinates."""
    return tr(PLACES[cell[0] * 3 // board.width, cell[1] * 3 // board.height])


HIT = (255, 120, 60)  # the spaces an answer would attack


@dataclass
class Target:
    option: Any
    label: str
    cell: Cell | None = None  # click this board cell to answer
    side: Facing | None = None  # or this turn arrow
    end: Cell | None = None
    facing: Facing | None = None
    path: tuple[Cell, ...] = ()
    hits: tuple[Cell, ...] = field(default_factory=tuple)
    carried: tuple[tuple[PieceId, tuple[Cell, ...]], ...] = ()  # other pieces towed or pushed
    note: str = ""
    stirs: bool = False  # anything on the board moves or is hit (the Boss, say)
    moves_boss: bool = False  # the answer moves the Boss (or tries to): the Boss's own way
    mover: int | None = None  # the seat of the Mech a Boss drags that way, if one
    dragged: str = ""  # and its name
    boss_lands: tuple[Cell, ...] = ()  # the spaces the Boss stands on after this answer moves it
    boss_steps_onto: tuple[Cell, ...] = ()  # of those, the ones it did not stand on before

    @property
    def clicked_on(self) -> tuple[Cell, ...]:
        """The board spaces a click on answers with: its own; for a Boss's way, each space
        the Boss steps onto."""
        own = () if self.cell is None else (self.cell,)
        return own + tuple(c for c in self.boss_steps_onto if c != self.cell)

    @property
    def spaces(self) -> tuple[Cell, ...]:
        """The board spaces the answer is about: its own, those it hits, the ways pieces
        go, where the Boss lands."""
        own = () if self.cell is None else (self.cell,)
        carried = tuple(c for _, path in self.carried for c in path)
        return own + self.hits + carried + self.boss_lands


def question(request: rules.Request, targets: list[Target]) -> str:
    """The question as its panel heads it: a way the Boss's own move takes, or a way a Boss
    drags a Mech, is asked as such (a Mech's stomp asks the same kind of question)."""
    if request.prompt is Prompt.DIRECTION and any(t.moves_boss for t in targets):
        return tr(BOSS_WAY)
    drag = next((t for t in targets if t.dragged), None)
    if request.prompt is Prompt.DIRECTION and drag is not None:
        return tr(DRAGGED) if drag.mover == request.seat else tr(DRAG_WAY, name=drag.dragged)
    return tr(QUESTIONS[request.prompt]) if request.prompt in QUESTIONS else tr("choose")


def consequences(game: Game, choice: Choose) -> tuple[ev.Event, ...]:
    """What answering would do beyond what is on screen, in this phase (``foresee`` reads
    no further than the step's slot)."""
    return rules.apply_this_phase(game, choice).events


def foresee(game: Game, seat: int, after: tuple[ev.Event, ...], target: Target) -> None:
    """Fill in where ``seat``'s Mech (the asking one, or the one a Boss drags) ends, facing
    where, by which path, hitting what and carrying what along, in this slot, from where
    the step has put it so far (``after`` being the answer's consequences)."""
    here = as_shown(game)
    mech = here.mech(seat)
    cell, facing, path = mech.cell, mech.facing, [mech.cell]
    hits: list[Cell] = []
    carried: list[tuple[PieceId, tuple[Cell, ...]]] = []
    stirs = False
    for event in queries.this_slot(after):
        stirs |= isinstance(event, ev.PieceMoved | ev.CellsAttacked | ev.MinionKilled)
        if isinstance(event, ev.PieceMoved) and event.piece == mech.piece:
            cell = event.end
            path.extend(event.path[1:])
        elif isinstance(event, ev.PieceMoved) and event.manner in (ev.Manner.TOW, ev.Manner.PUSH):
            carried.append((event.piece, event.path))
        elif (
            isinstance(event, ev.PieceMoved)
            and here.boss is not None
            and event.piece.kind is PieceKind.BOSS
        ):
            lands = here.boss.footprint(event.end)
            target.boss_lands = tuple(sorted(lands))
            target.boss_steps_onto = tuple(sorted(lands - here.boss.footprint()))
        elif isinstance(event, ev.MechTurned) and event.seat == seat:
            facing = event.after
        elif isinstance(event, ev.CellsAttacked) and event.seat == seat:
            hits.extend(event.cells)
    target.end, target.facing, target.path, target.hits = cell, facing, tuple(path), tuple(hits)
    target.carried, target.stirs = tuple(carried), stirs


def mark_idle(prompt: Prompt, targets: list[Target], start: Cell) -> None:
    """Say so on answers that do nothing more than another (a distance that stops where a
    shorter one does) or nothing at all (a way off the board)."""
    if prompt is Prompt.DISTANCE:
        first: dict[Cell | None, Target] = {}
        for target in targets:
            earlier = first.setdefault(target.end, target)
            if earlier is not target:
                target.label += f" (= {earlier.label})"
                target.note = tr("Blocked: it stops where {other} stops.", other=earlier.label)
    elif prompt is Prompt.DIRECTION:
        for target in targets:
            if target.end == start and not (target.hits or target.carried or target.stirs):
                target.label += tr(": no effect")
                target.note = tr(
                    "Nothing moves that way: the edge or something solid is in the way."
                )


def destination_tags(
    prompt: Prompt, targets: list[Target], hover: Target | None
) -> list[tuple[tuple[Cell, ...], str]]:
    """One short tag per space an answer ends on, with the spaces it sits in the middle
    of: the distances ("3·4" when two end there) or the way (the compass word alone for a
    Boss's way, between the spaces the Boss steps onto); a way's word only while hovered,
    so tags never pile up."""
    tags: dict[tuple[Cell, ...], list[str]] = {}
    for target in targets:
        if target.cell is None:
            continue
        spaces: tuple[Cell, ...] = (target.cell,)
        if prompt is Prompt.DISTANCE:
            tags.setdefault(spaces, []).append(str(target.option))
        elif target is hover and isinstance(target.option, Facing) and is_boss_way(target):
            spaces = target.boss_steps_onto or spaces
            tags.setdefault(spaces, []).append(said.facing(target.option))  # fits a space
        elif target is hover:
            tags.setdefault(spaces, []).append(target.label.split(" (")[0])
    return [(spaces, "·".join(words)) for spaces, words in tags.items()]


def is_boss_way(target: Target) -> bool:
    """An answer naming the way the Boss goes, or drags a Mech: its label names the piece
    ("Heimerdinger goes west"), too long for the tag on the space it lands on."""
    return target.moves_boss or bool(target.dragged)


def asked(game: Game) -> rules.Request:
    """The question waiting (answering happens only while one does)."""
    if game.pending is None:
        raise ValueError("no question is waiting")
    return game.pending


class AnswerInput:
    def __init__(
        self,
        camera: Camera,
        names: dict[int, str],
        colours: dict[int, tuple[int, int, int]],
        damage_title: Callable[[Game, int, RepairTarget], str],
        where: Callable[[], PlayLayout],
    ) -> None:
        self.camera, self.names, self.colours = camera, names, colours
        self.damage_title, self.where = damage_title, where
        self._cache: tuple[Game, str, list[Target]] | None = None  # and the language
        self.down: tuple[int, int] | None = None
        self.page = 0  # of the choice panel, when its answers need more than one

    def targets(self, game: Game) -> list[Target]:
        language = i18n.language()  # the answers' words: a language switched rewords them
        if self._cache is not None and self._cache[0] is game and self._cache[1] == language:
            return self._cache[2]
        request = asked(game)
        found = [self._target(game, request, option) for option in request.options]
        moving = next((t.mover for t in found if t.mover is not None), request.seat)
        start = as_shown(game).mech(moving).cell
        mark_idle(request.prompt, found, start)
        if self._cache is None or self._cache[0] is not game:
            self.page = 0
        self._cache = (game, language, found)  # the game itself: an id could be reused
        return found

    def _target(self, game: Game, request: rules.Request, option: Any) -> Target:
        seat = request.seat
        target = Target(option, queries.option_label(option))
        after = consequences(game, Choose(seat, option))
        target.mover = queries.dragged(game, request, after)
        foresee(game, seat if target.mover is None else target.mover, after, target)
        end = target.end
        here = as_shown(game)
        mech = here.mech(seat)
        match request.prompt:
            case Prompt.TURN if isinstance(option, Turn):
                target.label = tr(TURN_LABELS[option]) if option in TURN_LABELS else str(option)
                target.side = mech.facing.turned(option)  # from the facing as it is asked
            case Prompt.DISTANCE:
                target.label, target.cell = tr("Move {n}", n=option), end
            case Prompt.DIRECTION if target.mover is not None:  # a Boss drags a Mech
                name = target.dragged = self.names[target.mover]
                way = said.facing(Facing(option))
                target.label = tr("{name} goes {way}", name=name, way=way)
                target.note = tr("the Boss drags {name} one space that way", name=name)
                target.cell = end if end != here.mech(target.mover).cell else None
            case Prompt.DIRECTION:
                way = WAYS[queries.quarter_turns(mech.facing, Facing(option))]
                target.label = f"{tr(way)} ({said.compass_letter(Facing(option))})"
                # A way that leaves the Mech where it is has no space of its own to click.
                target.cell = end if end != mech.cell else None
            case Prompt.TARGET if isinstance(option, tuple):
                target.label, target.cell = target_words(here, seat, option), option
            case Prompt.TOW:
                if isinstance(option, tuple):
                    other = here.mech_at(option)
                    if other is not None:
                        target.label = tr("Tow {name}", name=self.names[other.seat])
                    else:
                        target.label = tr("Tow the Bomb")
                    target.cell = option
                else:
                    target.label = tr("No tow")
            case Prompt.REPAIR if isinstance(option, DamagedSlot | SystemDamage):
                target.label = self.damage_title(here, seat, option)
            case Prompt.START if isinstance(option, tuple):
                where = place_words(here.board, option)
                target.label, target.cell = tr("Start here ({where})", where=where), option
            case Prompt.FACING:
                target.label = tr(FACING_WORDS[Facing(option)])
                target.side = Facing(option)
        target.moves_boss = queries.moves_boss(after)
        if target.moves_boss and target.mover is None and target.boss_steps_onto:
            target.cell = target.boss_steps_onto[0]  # lit and tagged; any it steps onto answers
        worded = words(here, request, option, after)
        if worded is not None:
            target.label, target.note = worded
        return target

    def panel(self, game: Game) -> ChoicePanel:
        request = asked(game)
        targets = self.targets(game)
        title = f"{self.names[request.seat]}: {question(request, targets)}"
        hint = tr("asked by {why}", why=said.cause(request.reason))
        by_mouse = not pad_words.has_pad(request.seat)  # a pad's strip names its buttons
        if by_mouse and any(t.side is not None for t in targets):
            hint += tr(" · click an arrow around the Mech")
        elif by_mouse and self.is_on_board(game):
            hint += tr(" · click a lit space on the board")
        options = [(t.label, t.option) for t in targets]
        notes = {t.option: t.note for t in targets if t.note}
        layout = self.where()
        colour = self.colours[request.seat]
        table, scale = layout.choices, layout.screen.scale
        return ChoicePanel(title, colour, table, scale, options, hint, notes, self.page)

    def is_on_board(self, game: Game) -> bool:
        """Whether an answer can be clicked on the board: a lit space or a turn arrow (a
        Boss's way, a repair, a way that moves nothing are answered on the table only)."""
        return any(t.cell is not None or t.side is not None for t in self.targets(game))

    def arrow_rect(self, game: Game, target: Target) -> pygame.Rect | None:
        if target.side is None:
            return None
        cell = as_shown(game).mech(asked(game).seat).cell
        return overlays.arrow_rect(self.camera, cell, target.side)

    def at(self, game: Game, pos: tuple[int, int]) -> Target | None:
        """The answer under the pointer: an arrow, a panel button, then a board cell."""
        targets = self.targets(game)
        for target in targets:
            rect = self.arrow_rect(game, target)
            if rect is not None and rect.collidepoint(pos):
                return target
        option = self.panel(game).option_at(pos)
        for target in targets:
            if option is not None and target.option == option:
                return target
        cell = self.camera.cell_at(pos)
        for target in targets:
            if cell is not None and cell in target.clicked_on:
                return target
        return None

    def handle(self, event: pygame.event.Event, game: Game) -> Choose | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.down = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.down is not None:
            down, self.down = self.down, None
            panel = self.panel(game)
            turn = panel.turn_at(event.pos)
            if turn and turn == panel.turn_at(down):
                self.page += turn
                return None
            first, target = self.at(game, down), self.at(game, event.pos)
            if target is not None and first is not None and first.option == target.option:
                choice = Choose(asked(game).seat, target.option)
                if choice in rules.legal_actions(game):
                    return choice
        return None

    def draw_under(
        self, surface: pygame.Surface, game: Game, mouse: tuple[int, int], clock: float
    ) -> list[pygame.Rect]:
        """Under the pieces: the spaces that answer, so a Mech or Minion on one stays clear;
        where drawn."""
        request = asked(game)
        colour = self.colours[request.seat]
        cells = [c for t in self.targets(game) for c in t.clicked_on]
        drawn = overlays.light_cells(surface, self.camera, cells, colour, clock)
        hover = self.at(game, mouse)
        if hover is not None and request.prompt is not Prompt.REPAIR:
            drawn += overlays.light_cells(surface, self.camera, list(hover.hits), HIT, clock, True)
            lit = list(hover.clicked_on)
            drawn += overlays.light_cells(surface, self.camera, lit, colour, clock, True)
        return drawn

    def draw(
        self,
        surface: pygame.Surface,
        assets: Assets,
        game: Game,
        mouse: tuple[int, int],
        clock: float,
    ) -> list[pygame.Rect]:
        """Over the pieces: what the hovered answer would do, tags and turn arrows; where
        drawn."""
        request = asked(game)
        colour = self.colours[request.seat]
        targets = self.targets(game)
        hover = self.at(game, mouse)
        camera, drawn = self.camera, []
        if hover is not None and request.prompt is not Prompt.REPAIR:
            drawn += overlays.outline_cells(surface, camera, hover.hits, HIT)
            if hover.cell is not None:  # where the Boss would stand, whole
                spaces = hover.boss_lands or (hover.cell,)
                drawn += overlays.outline_cells(surface, camera, spaces, colour)
            drawn += overlays.draw_path(surface, camera, hover.path, colour)
            for piece, path in hover.carried:
                pushed = self.colours.get(piece.seat if piece.is_mech else -1, colour)
                drawn += overlays.draw_carried(surface, camera, path, pushed)
            if (
                hover.end is not None
                and hover.facing is not None
                and game.phase not in (Phase.MINIONS, Phase.DANGER)
            ):
                end, facing = hover.end, hover.facing
                drawn += overlays.draw_ghost(surface, camera, assets, end, facing, colour)
        if request.prompt in (Prompt.DISTANCE, Prompt.DIRECTION):
            for spaces, text in destination_tags(request.prompt, targets, hover):
                drawn.append(overlays.cell_tag(surface, camera, assets, spaces, text))
        for t in targets:
            rect = self.arrow_rect(game, t)
            if rect is not None and t.side is not None:
                overlays.draw_arrow(
                    surface, rect, t.side, colour, t is hover, t.option == Turn.FULL
                )
                drawn.append(rect.inflate(rect.width // 2, rect.height // 2))
        return drawn
