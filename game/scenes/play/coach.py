"""The coach: lessons shown over the play screen, one at a time, each lighting up what it
speaks of and dimming the rest.

A lesson shows once its moment comes (``when``) and is over once the players have done what
it asks (``until``), or read it (Next). Lessons about something the replay shows (a Shard
shattering, the Minion Phase) hold the replay while they are read. Nothing here stops a
move: clicks go to the game unless they land on the coach's own panel, and a click on the
panel's words folds it away. In the guided Tutorial the coach also lights a way forward
whenever no lesson asks for anything (``guidance``), so a new player is never left without
a next step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from game import names as said
from game.content.lessons import Gesture, Lesson, Moment
from game.i18n import tr
from game.rules import events as ev
from game.scenes.play import coach_moments as moments
from game.scenes.play import pad_words
from game.scenes.play.coach_moments import Mark, Replay
from game.scenes.play.input_gate import GRACE  # a new panel ignores clicks as briefly as play
from game.scenes.play.model import Mode
from game.scenes.play.views import doom_words
from game.ui import coach_panel
from game.ui.coach_panel import CoachView, Dimmer
from game.view.placement import key_rects

if TYPE_CHECKING:
    from game.scenes.play.screen import CoachScreen

LINGER = 0.6  # seconds the replay plays on under a new lesson about it, then waits
AT_ONCE = 2  # lessons to read that may show with no move between them; the rest wait


@dataclass(frozen=True)
class Spotlight:
    """What the coach lights now and what it asks: for a drag, ``lit[0]`` is what to pick
    up and the rest are where it may go; for a click, any of ``lit``."""

    gesture: Gesture
    lit: tuple[pygame.Rect, ...]
    lesson: Lesson | None  # None: the coach's own guidance, with no words


def _about_the_replay(lesson: Lesson) -> bool:
    """Whether a lesson may show while the replay runs (others wait for it to end)."""
    return lesson.holds_replay or lesson.do is Gesture.WATCH or lesson.when is Moment.ROUND_SUMMARY


class Coach:
    def __init__(
        self,
        lessons: tuple[Lesson, ...] = (),
        guides_moves: bool = False,
        kicker: str = "",
        on_done: Callable[[Lesson], None] | None = None,
    ) -> None:
        self.lessons = lessons
        self.guides_moves = guides_moves  # the guided Tutorial: always light a way forward
        self.kicker = kicker  # what the panel says above each lesson's title
        self.on_done = on_done or (lambda lesson: None)
        self.is_on = bool(lessons) or guides_moves
        self.done: set[str] = set()
        self.marks: dict[str, Mark] = {}  # where the match stood when each lesson first showed
        self.order: list[str] = []  # the lessons in the order they first showed
        self.opened: dict[str, int] = {}  # events seen when each lesson's ``after`` was over
        self.replay = Replay()
        self.current: Lesson | None = None
        self.rereading: Lesson | None = None
        self.is_folded = False
        self.since = 0.0  # the scene's clock when the panel last changed
        self.pressed: str | None = None
        self.dimmer = Dimmer()
        self._placed: tuple[object, pygame.Rect] | None = None

    # --- what the coach follows ------------------------------------------------------------

    def saw(self, event: ev.Event) -> None:
        """An event the replay reached."""
        self.replay.saw(event)

    def reread(self, lesson: Lesson | None) -> None:
        """Show a lesson again (from the pause menu), to read."""
        if lesson is not None:
            self.rereading = replace(lesson, do=Gesture.READ, until=Moment.NEXT)

    def holds_replay(self, clock: float) -> bool:
        """Whether the replay waits while the lesson shown is read (once what it speaks of
        has had a moment to show)."""
        lesson = self.current
        is_held = lesson is not None and lesson.holds_replay and clock - self.since >= LINGER
        return self.is_showing and is_held

    @property
    def is_read_to(self) -> bool:
        """Whether the players are reading a lesson (the Minuteglass waits for them)."""
        lesson = self.current
        return self.is_showing and lesson is not None and lesson.do is Gesture.READ

    @property
    def is_showing(self) -> bool:
        """Whether the coach has anything on screen: its lessons, or one read again (which
        shows even after Stop lessons)."""
        return self.is_on or self.rereading is not None

    def update(self, scene: CoachScreen) -> None:
        if not self.is_showing:
            self.current = None
            return
        for lesson in (
            self.lessons if self.is_on else ()
        ):  # a lesson seen once ends whenever its ask is met
            mark = self.marks.get(lesson.id)
            if lesson.id in self.done or mark is None or lesson.do is Gesture.READ:
                continue
            if moments.concerns(lesson.until, scene, self.replay, mark) is not None:
                self._finish(lesson)
        showing = self.rereading or (self._next(scene) if self.is_on else None)
        if showing is not self.current:
            self.current, self.is_folded, self.since = showing, False, scene.clock
            self._placed = None
        if showing is not None and showing.id not in self.marks:
            self.marks[showing.id] = Mark(len(scene.history), self.replay.count)
            if showing is not self.rereading:
                self.order.append(showing.id)

    def _next(self, scene: CoachScreen) -> Lesson | None:
        """The lesson to show: the one on screen while it is read, else the first whose
        moment has come (while the replay runs, only those about the replay)."""
        current = self.current
        if current is not None and current.do is Gesture.READ and current.id not in self.done:
            return current
        for lesson in self.lessons:
            if lesson.id in self.done or (lesson.after and lesson.after not in self.done):
                continue
            if scene.is_replaying and not _about_the_replay(lesson):
                continue
            if scene.summary is not None and lesson.when is not Moment.ROUND_SUMMARY:
                continue
            if lesson.do is Gesture.READ and self._read_at_once(scene) >= AT_ONCE:
                continue
            if self._concerns(lesson.when, scene, lesson) is not None:
                return lesson
        return None

    def _read_at_once(self, scene: CoachScreen) -> int:
        """How many lessons to read have shown since the players last moved."""
        now = len(scene.history)
        return sum(
            1
            for lesson in self.lessons
            if lesson.do is Gesture.READ
            and lesson.id in self.marks
            and self.marks[lesson.id].actions == now
        )

    def _concerns(self, moment: Moment, scene: CoachScreen, lesson: Lesson) -> int | None:
        """The pilot a lesson's ``when`` concerns: what the replay showed counts from the
        moment the lesson became possible (its ``after`` over)."""
        mark = self.marks.get(lesson.id)
        actions = len(scene.history) if mark is None else mark.actions
        since = Mark(actions, self.opened.get(lesson.id, 0))
        return moments.concerns(moment, scene, self.replay, since)

    def _finish(self, lesson: Lesson) -> None:
        self.done.add(lesson.id)
        for later in self.lessons:
            if later.after == lesson.id:
                self.opened[later.id] = self.replay.count
        self.on_done(lesson)

    # --- what it lights -------------------------------------------------------------------

    def seat(self, scene: CoachScreen) -> int:
        """The pilot the lesson shown speaks to."""
        lesson = self.current
        found = None if lesson is None else self._concerns(lesson.when, scene, lesson)
        return moments.acting_seat(scene) if found is None else found

    def spotlight(self, scene: CoachScreen) -> Spotlight | None:
        """What is lit now, and what the players are asked to do with it."""
        if not self.is_showing:
            return None
        lesson, seat = self.current, self.seat(scene)
        if lesson is not None:
            lit = [r for target in lesson.show for r in moments.resolve(target, scene, seat)]
            asks = lesson.do in (Gesture.CLICK, Gesture.DRAG)
            if not asks or self._can_do(lesson, lit, scene, seat):
                return Spotlight(lesson.do, tuple(lit), lesson)
        return self.guidance(scene) if self.guides_moves and self.is_on else None

    @staticmethod
    def _can_do(lesson: Lesson, lit: list[pygame.Rect], scene: CoachScreen, seat: int) -> bool:
        if lesson.do is Gesture.DRAG:
            source = moments.resolve(lesson.show[0], scene, seat)
            return bool(source) and len(lit) > len(source)
        return bool(lit)

    def guidance(self, scene: CoachScreen) -> Spotlight:
        """A way forward when no lesson asks for one: what the players may do now."""
        resolve, seat = moments.resolve, moments.acting_seat(scene)
        click, mode = Gesture.CLICK, scene.mode
        if scene.summary is not None:
            return Spotlight(click, tuple(resolve("round_summary", scene, seat)), None)
        if mode is Mode.ANSWERING:
            return Spotlight(click, tuple(resolve("answers", scene, seat)), None)
        if mode is Mode.DRAFTING:
            return Spotlight(click, tuple(resolve("draft_cards", scene, seat)), None)
        if mode is Mode.PROGRAMMING:
            if scene.programming.scrap is not None:
                return Spotlight(click, tuple(resolve("scrap_options", scene, seat)), None)
            card = resolve(f"hand_card:{seat}", scene, seat)
            slots = resolve(f"open_slots:{seat}", scene, seat)
            if card and slots:
                return Spotlight(Gesture.DRAG, (*card, *slots), None)
            return Spotlight(click, tuple(resolve(f"ready:{seat}", scene, seat)), None)
        return Spotlight(Gesture.WATCH, (), None)

    # --- the panel ------------------------------------------------------------------------

    def view(self, scene: CoachScreen) -> CoachView | None:
        lesson = self.current
        if lesson is None:
            return None
        if lesson is self.rereading:
            buttons: tuple[tuple[str, str], ...] = (("next", tr("Close")),)
            kicker = tr("Read again")
        elif lesson.do is Gesture.READ:
            buttons = (("next", tr("Next") if self.guides_moves else tr("Got it")),)
            kicker = self._kicker(lesson)
        else:
            buttons = (("skip", tr("Skip")),)
            kicker = self._kicker(lesson)
        if self.guides_moves and lesson is not self.rereading:
            buttons += (("stop", tr("Stop lessons")),)
        return CoachView(tr(lesson.title), self.words(lesson, scene), kicker, buttons)

    def _kicker(self, lesson: Lesson) -> str:
        if lesson in self.lessons and self.guides_moves and lesson.id in self.order:
            number = self.order.index(lesson.id) + 1  # in the order they come, not listed
            return tr(
                "{kicker} · lesson {n} of {all}",
                kicker=tr(self.kicker),
                n=number,
                all=len(self.lessons),
            )
        return tr(self.kicker)

    def words(self, lesson: Lesson, scene: CoachScreen) -> str:
        """The lesson's words with its placeholders filled in."""
        rolled = self.replay.last(Moment.RUNE_ROLLED, self.opened.get(lesson.id, 0))
        rune = way = tr("a colour")
        if isinstance(rolled, ev.RuneDieRolled):
            rune, way = said.rune(rolled.rune), said.facing(rolled.facing)
        seat = self.seat(scene)
        pilot = tr("Pilot")  # outside the call below, where extraction would not find it
        return tr(
            lesson.says,
            name=scene.names.get(seat, pilot),
            rune=rune,
            way=way,
            round=scene.game.round,
            doom=doom_words(scene.mission).lower(),
        )

    def panel_rect(
        self, scene: CoachScreen, view: CoachView, lit: tuple[pygame.Rect, ...]
    ) -> pygame.Rect:
        """Where the panel goes: over the prompt and the log, or over the board, wherever it
        hides nothing lit and nothing the players may click now; it stays put while it
        can."""
        assets, layout = scene.assets, scene.layout
        busy = [layout.help, *self.guidance(scene).lit]
        busy += key_rects(scene.board_view.sprites.values(), scene.camera)  # the pieces too
        if scene.mode is Mode.ANSWERING or scene.programming.scrap is not None:
            busy.append(layout.choices)
        key = (self.current, assets.screen, self.is_folded)
        if self._placed is not None and self._placed[0] == key:
            kept = self._placed[1]
            if not any(kept.colliderect(r) for r in (*lit, *busy)):
                return kept
        board = scene.camera.rect
        halves = [(board, "midbottom"), (board, "midtop")]
        side = (layout.prompt.union(layout.log), "midbottom")
        has_bin = layout.is_open and layout.scrap_bin == layout.prompt  # drops go there
        prefer = halves if has_bin else [side, *halves]
        rect = coach_panel.place(assets, view, layout.below_top_bar, lit, prefer, busy)
        self._placed = (key, rect)
        return rect

    def handle(self, event: pygame.event.Event, scene: CoachScreen) -> bool:
        """A click on the coach's panel: its buttons, or its words to fold it away (the
        folded tab opens it again). True when the event was the coach's."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        view = self.view(scene)
        spot = self.spotlight(scene)
        if view is None or spot is None:
            self.pressed = None
            return False
        hit = self._part_at(scene, view, spot.lit, event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            is_late = scene.clock - self.since < GRACE
            self.pressed = None if hit is None or is_late else hit
            return hit is not None
        pressed, self.pressed = self.pressed, None
        if pressed is None:
            return False
        if pressed == hit:
            self._press(hit, scene)
        return True

    def _part_at(
        self,
        scene: CoachScreen,
        view: CoachView,
        lit: tuple[pygame.Rect, ...],
        pos: tuple[int, int],
    ) -> str | None:
        rect = self.panel_rect(scene, view, lit)
        if self.is_folded:
            return "tab" if coach_panel.tab_rect(scene.assets, rect).collidepoint(pos) else None
        for name, button in coach_panel.button_rects(scene.assets, rect, view).items():
            if button.collidepoint(pos):
                return name
        return "fold" if rect.collidepoint(pos) else None

    def press(self, part: str, scene: CoachScreen) -> None:
        """A button of the panel pressed with a pad or the keyboard (``next``, ``skip``,
        ``stop``), as a click on it."""
        if self.button_rect(scene, part) is not None:
            self._press(part, scene)

    def _press(self, part: str, scene: CoachScreen) -> None:
        lesson = self.current
        scene.assets.play("click")
        if part in ("fold", "tab"):
            self.is_folded = part == "fold"
        elif part == "stop":
            self.is_on, self.current = False, None
        elif lesson is not None and lesson is self.rereading:
            self.rereading = None
        elif lesson is not None:
            self._finish(lesson)
        self.update(scene)

    def button_rect(self, scene: CoachScreen, name: str) -> pygame.Rect | None:
        """Where one of the panel's buttons is now (tests click it)."""
        view, spot = self.view(scene), self.spotlight(scene)
        if view is None or spot is None or self.is_folded:
            return None
        rect = self.panel_rect(scene, view, spot.lit)
        return coach_panel.button_rects(scene.assets, rect, view).get(name)

    # --- drawing ---------------------------------------------------------------------------

    def draw_spotlight(self, scene: CoachScreen, screen: pygame.Surface) -> list[pygame.Rect]:
        """The dimming around what a lesson lights (guidance only glows); where drawn."""
        spot = self.spotlight(scene)
        if spot is None or not spot.lit:
            return []
        if spot.lesson is None:
            scale = scene.assets.scale
            lit = (coach_panel.glow_only(screen, rect, scene.clock, scale) for rect in spot.lit)
            return [strip for drawn in lit for strip in drawn]
        self.dimmer.draw(screen, spot.lit, scene.clock, scene.assets.scale)
        return [screen.get_rect()]

    def draw_panel(self, scene: CoachScreen, screen: pygame.Surface) -> list[pygame.Rect]:
        """The lesson's panel, or its folded tab; where drawn."""
        view, spot = self.view(scene), self.spotlight(scene)
        if view is None or spot is None:
            return []
        rect = self.panel_rect(scene, view, spot.lit)
        if self.is_folded:
            tab = coach_panel.tab_rect(scene.assets, rect)
            return coach_panel.draw_tab(screen, scene.assets, tab, view.title, scene.clock)
        drawn = [coach_panel.draw_panel(screen, scene.assets, rect, view, scene.mouse)]
        line = self.pad_line(scene)
        if line is not None:
            area = scene.layout.below_top_bar
            drawn.append(pad_words.draw_strip(screen, scene.assets, line, rect, area))
        return drawn

    def pad_line(self, scene: CoachScreen) -> str | None:
        """What to press, for a lesson spoken to a seat that plays with a pad (a lesson to
        read, to any pad: every ring goes to its Next)."""
        lesson = self.current
        if lesson is None:
            return None
        if lesson.do is Gesture.READ:
            seats = range(len(scene.game.mechs))
            is_pads = any(pad_words.has_pad(s) for s in seats)
            return pad_words.words(pad_words.Doing.READ) if is_pads else None
        if lesson.do is Gesture.WATCH or not pad_words.has_pad(self.seat(scene)):
            return None
        return pad_words.words(pad_words.doing(scene.mode, scene.summary is not None))
