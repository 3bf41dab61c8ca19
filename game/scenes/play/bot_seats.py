"""Seats the bot plays, and the Hint button of the seats people play.

A bot seat acts whenever the rules let it (``acting_seats``), beside the people and never
waiting for them: the planner thinks on its own thread (``thinker``), then the move is
shown at a pace people can follow — its card glides to the slot (or from the table to its
hand), its answer is lit — and handed to the screen to apply like a click would (``update``
returns a ``Perform``); its banner (who, what, why) stays up long enough to read before
its next move, at the speed chosen in the settings, twice as quick when every seat is a
bot. People cannot move a bot's cards or answer for it.

A Hint asks the same planner what a person's seat would do, and shows it — the card, the
slot, the answer, lit, with one line of why — until that seat's situation changes; it does
nothing. Words live here (``WORDS``); places come from the layout (``hint``, ``hint:N``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING

import pygame

from game.bots import Decision, acting_seats
from game.i18n import N_, tr
from game.rules import (
    Action,
    Choose,
    Command,
    DraftCard,
    EndProgramming,
    Game,
    InstallSchematic,
    PlaceCard,
    ScrapCard,
    UseSchematic,
)
from game.scenes.play import pad_words
from game.scenes.play.bot_words import move_words, reason
from game.scenes.play.model import Mode
from game.scenes.play.screen import CloseSummary, Intent, Perform
from game.scenes.play.thinker import Job, Thinker
from game.ui import theme
from game.ui.card_view import draw_command
from game.ui.command_line import SeatView
from game.ui.layout import hand_rects
from game.ui.text import paragraph, paragraph_height
from game.ui.widgets import Button, glow
from game.view.placement import edges_first, grid, key_rects, least_hiding
from game.view.tween import smooth

if TYPE_CHECKING:
    from game.scenes.play.screen import BotView, SeatsView

BEAT_SECS = 0.6  # between one bot move and the next, at normal speed
MOVE_SECS = 1.2  # a bot's card on its way, or its answer lit before it is given
READ_SECS = 4.0  # a table of bots leaves each round's summary up this long
WORD_SECS = 0.25  # the banner's why stays on after the move: this long a word, with
READ_MOST = 3.0  # at most this long (the speed setting makes all of it slower or quicker)
ALONE = 0.5  # a table of bots, with no one to follow along, plays at twice the pace
ASKING = (Mode.DRAFTING, Mode.PROGRAMMING, Mode.ANSWERING)

WORDS = {
    "hint": N_("Hint"),
    "thinking": N_("Thinking…"),
    "bot": N_("{name} · bot"),
    "bot_thinks": N_("thinking…"),
    "says_hint": N_("Hint for {name}: {move} ({why})"),
    "says_bot": N_("{name} (bot): {move} ({why})"),
}


def _says(scene: BotView, key: str, name: str, decision: Decision, game: Game | None = None) -> str:
    """What a bot or a Hint says it does (in ``game``, by default the game now), and why."""
    move = move_words(scene, game or scene.game, decision.action)
    return tr(WORDS[key], name=name, move=move, why=reason(decision, names=scene.names))


@dataclass
class Move:
    """A bot's decided action on its way to the board."""

    seat: int
    decision: Decision
    t: float = 0.0  # 0 to 1 over MOVE_SECS


@dataclass
class Said:
    """A bot's move just made: its banner stays on until it has been read."""

    seat: int
    decision: Decision
    before: Game  # the game the move was worded in
    left: float  # seconds of reading left


def reading_secs(words: str) -> float:
    """How long a banner takes to read, at normal speed."""
    return min(READ_MOST, max(MOVE_SECS, WORD_SECS * len(words.split())))


class BotSeats:
    def __init__(self, bots: tuple[int, ...]) -> None:
        self.own = frozenset(bots)  # the settings' and the seats whose pad left
        self.stand_ins: frozenset[int] = frozenset()  # online: away seats the host handed it
        self.elsewhere: frozenset[int] = frozenset()  # online: seats played in another window
        self._thinker: Thinker | None = None  # started by the first question
        self.move: Move | None = None
        self.said: Said | None = None
        self.wait = BEAT_SECS
        self.reading = 0.0  # seconds a table of bots has read the round summary
        self.hint: Job | None = None  # the last Hint asked for
        self.jobs: dict[int, Job] = {}  # each bot seat's last question
        self.seen: Game | None = None  # the game the beat was last started for

    @property
    def thinker(self) -> Thinker:
        if self._thinker is None:
            self._thinker = Thinker()
        return self._thinker

    @property
    def bots(self) -> frozenset[int]:
        """Every seat the bot plays here."""
        return self.own | self.stand_ins

    def is_bot(self, seat: int | None) -> bool:
        return seat in self.bots

    def take(self, seat: int) -> None:
        """The bot plays ``seat`` from now on (its pad left, and the players asked it to)."""
        self.own |= {seat}

    def give_back(self, seat: int) -> None:
        """A person plays ``seat`` again."""
        self.own -= {seat}
        self.jobs.pop(seat, None)
        if self.move is not None and self.move.seat == seat:
            self.move = None

    # --- the bots' moves ------------------------------------------------------------------

    def update(self, scene: BotView, dt: float) -> Intent | None:
        """Time passes: a bot's move on its way, or landing (``Perform``), or a table of
        bots done reading the round summary (``CloseSummary``)."""
        if self._thinker is not None:
            self._thinker.poll()
        if not self.bots:
            return None
        step = dt * scene.settings.speed.factor
        if len(self.bots) == len(scene.game.mechs):
            step /= ALONE
        if self.said is not None:
            self.said.left -= step
            if self.said.left <= 0:
                self.said = None
        if scene.summary is not None:
            return self._read_summary(scene, step)
        if scene.is_replaying or scene.mode not in ASKING:
            self.move = None
            return None
        if self.move is not None:
            self.move.t += step / MOVE_SECS
            return self._made(scene, self.move) if self.move.t >= 1 else None
        game = scene.game
        if game is not self.seen:  # someone moved: a beat to see it before the bot's move
            self.seen, self.wait = game, max(self.wait, BEAT_SECS)
        self.wait -= step
        for seat in (s for s in acting_seats(game) if s in self.bots):
            job = self._job(game, seat)
            decision = job.decision
            if self.wait <= 0 and decision is not None and decision.action in scene.legal:
                self.move = Move(seat, decision)
                return None
        return None

    def _made(self, scene: BotView, move: Move) -> Perform | None:
        """The move lands; its why stays up to be read, and the next waits for that."""
        self.move = None
        action, before = move.decision.action, scene.game
        if action not in scene.legal:
            self.wait = BEAT_SECS
            return None
        says = _says(scene, "says_bot", scene.names[move.seat], move.decision)
        read = reading_secs(says) - MOVE_SECS  # the glide was read too
        self.said = Said(move.seat, move.decision, before, max(0.0, read))
        self.wait = max(BEAT_SECS, read)
        return Perform(action)

    def _job(self, game: Game, seat: int) -> Job:
        """The seat's question: the one asked before while its situation holds (the
        planner hands out its plan a step at a time), else a new one."""
        job = self.jobs.get(seat)
        if job is None or job.is_dropped or not fits(job.game, game, seat):
            job = self.jobs[seat] = self.thinker.ask(game, seat)
        return job

    def _read_summary(self, scene: BotView, step: float) -> CloseSummary | None:
        """People close the summary with a click; a table of bots gives it a while."""
        if len(self.bots) < len(scene.game.mechs):
            return None
        self.reading += step
        if self.reading < READ_SECS:
            return None
        self.reading = 0.0
        return CloseSummary()

    def is_thinking(self, scene: BotView, seat: int) -> bool:
        return seat in acting_seats(scene.game) and (self.move is None or self.move.seat != seat)

    # --- hints ------------------------------------------------------------------------------

    def hint_buttons(self, scene: BotView) -> list[tuple[int, pygame.Rect]]:
        """Each person's seat that may act now, and its Hint button."""
        mode, game = scene.mode, scene.game
        if mode not in ASKING or scene.summary is not None:
            return []
        people = [s for s in acting_seats(game) if s not in self.bots | self.elsewhere]
        if mode is Mode.PROGRAMMING:
            if scene.programming.scrap is not None:
                return []
            return [(s, r) for s in people if (r := scene.layouts[s].hint) is not None]
        return [(seat, scene.layout.hint) for seat in people[:1]]

    def hints_within(self, scene: BotView, place: pygame.Rect) -> list[Button]:
        """The Hint buttons inside ``place`` (a seat panel's while programming, the
        prompt's while a person drafts or is asked), drawn with the panel they lie in."""
        asked = self.hint
        buttons = []
        for seat, rect in self.hint_buttons(scene):
            if place.contains(rect):
                is_waiting = asked is not None and asked.seat == seat and not asked.is_done
                words = tr(WORDS["thinking"] if is_waiting else WORDS["hint"])
                buttons.append(Button(rect, words, size=theme.SMALL))
        return buttons

    def key(self) -> tuple[object, ...]:
        """What the panels read here beyond the game and the mode (for their glance)."""
        asked = self.hint
        hint = None if asked is None else (asked.seat, asked.is_done)
        return (self.bots, self.elsewhere, hint)

    def has_prompt_hint(self, scene: BotView) -> bool:
        """Whether a person drafts or is asked now (the prompt keeps room for the Hint)."""
        seats = acting_seats(scene.game)
        is_asked = scene.mode in (Mode.DRAFTING, Mode.ANSWERING)
        return is_asked and bool(seats) and seats[0] not in self.bots | self.elsewhere

    def handle(self, scene: BotView, event: pygame.event.Event) -> bool:
        """A click on a Hint button asks the bot (the answer shows once it is thought)."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        for seat, rect in self.hint_buttons(scene):
            if rect.collidepoint(event.pos):
                self.ask(scene, seat)
                return True
        return False

    def ask(self, scene: BotView, seat: int) -> None:
        """A Hint for ``seat`` (its button clicked, or pressed with a pad)."""
        if any(s == seat for s, _ in self.hint_buttons(scene)):
            self.hint = self.thinker.ask(scene.game, seat)
            scene.assets.play("click")

    def ask_by_key(self, scene: BotView) -> None:
        """H: a Hint for the next person to act (pressed again, the one after)."""
        seats = [seat for seat, _ in self.hint_buttons(scene)]
        if not seats:
            return
        last = self.hint.seat if self.hint is not None and self.hint.game is scene.game else None
        later = [seat for seat in seats if last is not None and seat > last]
        self.hint = self.thinker.ask(scene.game, (later or seats)[0])
        scene.assets.play("click")

    def shown_hint(self, scene: BotView) -> Job | None:
        """The Hint to show: answered, and the seat's situation as it was when asked."""
        job = self.hint
        if job is None or job.decision is None:
            return None
        if not fits(job.game, scene.game, job.seat) or job.decision.action not in scene.legal:
            return None
        if _ready_lines(job.game) != _ready_lines(scene.game):
            return None  # its claims rest on the lines the others run: one made Ready since
        return job

    def dress(self, scene: BotView, seat: int, view: SeatView) -> None:
        """A seat panel as the bot plays it (no buttons), or with room for its Hint."""
        if seat in self.bots:
            view.name = tr(WORDS["bot"], name=view.name)
            view.can_ready = view.can_undo = view.can_drag = False
            if view.is_programming and not view.mech.is_ready and self.is_thinking(scene, seat):
                view.status = tr(WORDS["bot_thinks"])
        elif seat in self.elsewhere:  # moved in another window: no buttons here
            view.can_ready = view.can_undo = view.can_drag = False
        else:
            view.can_hint = any(s == seat for s, _ in self.hint_buttons(scene))


def fits(asked: Game, now: Game, seat: int) -> bool:
    """Whether what the bot said for ``seat`` in ``asked`` still holds in ``now``: the
    same question, draft row and Command Line (other seats may have moved meanwhile)."""
    return (
        asked.round == now.round
        and asked.phase is now.phase
        and asked.pending == now.pending
        and asked.draft.row == now.draft.row
        and asked.mech(seat) == now.mech(seat)
    )


def _ready_lines(game: Game) -> tuple[object, ...]:
    """The Command Lines of the seats that are Ready: what a plan's claims rest on."""
    return tuple((m.seat, m.slots, m.system_damage) for m in game.mechs if m.is_ready)


# --- drawing -------------------------------------------------------------------------------


def draw_bots(
    scene: SeatsView, screen: pygame.Surface, taken: Sequence[pygame.Rect] = ()
) -> list[pygame.Rect]:
    """A bot's move on its way, and a Hint's suggestion, over the panels, its banner never
    over what is ``taken`` where it can help it (the boxes of seats whose pad left); where
    drawn (the Hint buttons are drawn with their panels, ``hints_within``)."""
    seats = scene.bot_seats
    drawn: list[pygame.Rect] = []
    move = seats.move
    hint = seats.shown_hint(scene)
    said = seats.said
    if move is not None:
        name = scene.names[move.seat]
        says = _says(scene, "says_bot", name, move.decision)
        return drawn + _show(scene, screen, move.seat, move.decision.action, says, move.t, taken)
    if hint is not None and hint.decision is not None:
        name = scene.names[hint.seat]
        says = _says(scene, "says_hint", name, hint.decision)
        return drawn + _show(scene, screen, hint.seat, hint.decision.action, says, None, taken)
    if said is not None:  # the move made, its why still being read
        name = scene.names[said.seat]
        says = _says(scene, "says_bot", name, said.decision, said.before)
        drawn.append(_banner(scene, screen, says, scene.colours[said.seat], taken))
    return drawn


def _show(
    scene: BotView,
    screen: pygame.Surface,
    seat: int,
    action: Action,
    says: str,
    t: float | None,
    taken: Sequence[pygame.Rect] = (),
) -> list[pygame.Rect]:
    """Light what ``action`` touches; with ``t`` (a bot's move), its card on the way; where
    it drew."""
    colour, clock, scale = scene.colours[seat], scene.clock, scene.assets.scale
    game, layout = scene.game, scene.layouts[seat]
    lit: list[pygame.Rect] = []
    drawn: list[pygame.Rect] = []
    match action:
        case DraftCard():
            placed = dict((card.id, rect) for card, rect in scene.drafting.placed(game))
            card = next(c for c in game.draft.row if c.id == action.card)
            start = placed[action.card]
            lit.append(start)
            if t is not None:
                end = hand_rects(layout, len(game.mech(seat).hand) + 1)[-1]
                drawn += _glide(scene, screen, card.command, start, end, t, theme.PANEL_DARK)
        case PlaceCard() | ScrapCard():
            hand = game.mech(seat).hand
            places = dict(zip((c.id for c in hand), hand_rects(layout, len(hand)), strict=True))
            start = places[action.card]
            to = layout.slots[action.slot] if isinstance(action, PlaceCard) else None
            target = to if to is not None else scene.layout.scrap_bin
            lit += [start, target]
            if isinstance(action, ScrapCard) and action.swap is not None:
                lit += [layout.slots[i] for i in action.swap]
            command = next(c.command for c in hand if c.id == action.card)
            if t is not None:
                drawn += _glide(scene, screen, command, start, target, t, theme.PANEL)
            elif to is not None:  # the card as it would lie there, see-through
                pygame.draw.rect(screen, theme.PANEL, to)
                draw_command(screen, scene.assets, to, command, alpha=150)
                drawn.append(to)
        case EndProgramming():  # the button the bot presses, labelled as a person's is
            Button(layout.ready, tr("Ready"), colour=theme.READY).draw(screen, scene.assets, (0, 0))
            lit.append(layout.ready)
            drawn.append(layout.ready)
        case UseSchematic() | InstallSchematic():
            names = game.mech(seat).schematics
            if action.name in names and names.index(action.name) < len(layout.schematics):
                lit.append(layout.schematics[names.index(action.name)])
        case Choose():
            lit += _answer_places(scene, action)
    for rect in lit:
        if rect.width:
            drawn += glow(screen, rect, colour, clock, scale)
    box = _banner(scene, screen, says, colour, taken)
    drawn.append(box)
    if t is None and pad_words.has_pad(seat):  # a Hint for a pad's seat: what to press
        line = pad_words.words(pad_words.doing(scene.mode, False))
        drawn.append(
            pad_words.draw_strip(screen, scene.assets, line, box, _banner_area(scene), colour)
        )
    return drawn


def _answer_places(scene: BotView, action: Choose) -> list[pygame.Rect]:
    """Where an answer shows: its space on the board, its arrow, its button."""
    game, answering = scene.game, scene.answering
    places: list[pygame.Rect] = []
    for target in answering.targets(game):
        if target.option != action.option:
            continue
        places += [scene.camera.cell_rect(c) for c in target.clicked_on]
        arrow = answering.arrow_rect(game, target)
        if arrow is not None:
            places.append(arrow)
    with contextlib.suppress(KeyError):  # on another page of the panel
        places.append(answering.panel(game).rect_of(action.option))
    return places


def _glide(
    scene: BotView,
    screen: pygame.Surface,
    command: Command,
    start: pygame.Rect,
    end: pygame.Rect,
    t: float,
    ground: tuple[int, int, int],
) -> list[pygame.Rect]:
    """A card lifted from ``start`` (its place left empty) on its way to ``end``; where it
    drew."""
    px = scene.assets.px
    pygame.draw.rect(screen, ground, start)
    pygame.draw.rect(screen, (52, 58, 78), start, max(1, px(2)), border_radius=px(8))
    k = smooth(min(1.0, t))
    x = start.centerx + (end.centerx - start.centerx) * k
    y = start.centery + (end.centery - start.centery) * k
    rect = start.copy()
    rect.center = (round(x), round(y))
    shadow = pygame.draw.rect(screen, (0, 0, 0), rect.move(px(6), px(8)), border_radius=px(8))
    draw_command(screen, scene.assets, rect, command)
    return [start, rect.union(shadow)]


def banner_place(
    scene: BotView, size: tuple[int, int], taken: Sequence[pygame.Rect] = ()
) -> pygame.Rect:
    """Just under the board where no panel sits there (it hides no space); else over the
    board's top edge, its foot or middle: wherever no Mech, Shard, Bomb or Boss stands and
    no space an open question's answers show (the rows of Minions it talks about and the
    programs' trails stay in sight too, as best it can). Not over what is ``taken``."""
    board, px = scene.camera.rect, scene.assets.px
    under = scene.layout.box_below(board.centerx, board.bottom + px(8), size)
    if under is not None and under.collidelist(taken) < 0:
        return under
    pieces = [*key_rects(scene.board_view.sprites.values(), scene.camera), *_answer_spaces(scene)]
    pieces += taken
    cells = [m.cell for m in scene.shown.minions] + sorted(scene.preview.marked(scene.game))
    in_sight = [r for r in map(scene.camera.cell_rect, cells) if r.colliderect(board)]
    places = chain(
        edges_first(board, size, px(12)), grid(board, size, max(1, scene.camera.cell // 4))
    )
    return least_hiding(places, pieces, in_sight)


def _answer_spaces(scene: BotView) -> list[pygame.Rect]:
    """The spaces the open question's answers show on the board (none when none is open)."""
    game = scene.game
    if game.pending is None:
        return []
    cells = {c for t in scene.answering.targets(game) for c in t.spaces}
    return [scene.camera.cell_rect(c) for c in cells]


def _banner_area(scene: BotView) -> pygame.Rect:
    """The board and the free room under it: where a banner and its strip may go."""
    board = scene.camera.rect
    return board.union(scene.layout.room_below(board.bottom))


def _banner(
    scene: BotView,
    screen: pygame.Surface,
    says: str,
    colour: tuple[int, int, int],
    taken: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Who, what and why, over the top of the board (wrapped when the board is narrow)."""
    assets, px, board = scene.assets, scene.assets.px, scene.camera.rect
    font = assets.font(theme.BODY)
    width = min(font.size(says)[0], board.width - px(40))
    box = pygame.Rect(0, 0, width + px(28), paragraph_height(assets, says, theme.BODY, width))
    box.height += px(18)
    box = banner_place(scene, box.size, taken)
    pygame.draw.rect(screen, theme.PANEL_DARK, box, border_radius=px(10))
    pygame.draw.rect(screen, colour, box, max(1, px(3)), border_radius=px(10))
    paragraph(screen, assets, says, theme.BODY, theme.TEXT, box.inflate(-px(28), -px(16)), True)
    return box
