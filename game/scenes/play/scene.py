"""The play scene: routes input to the controller for the current mode, hands what the
rules did to the director, and draws the panels.

The model holds the game; the controllers only offer actions the rules list; the director
replays events with the event table; ``draw`` lays out the panels. Positions come from the
layout for the window, the board and the seats (open while programming, folded else).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, TypeVar

import pygame

from game import i18n
from game.assets import Assets, Lettering
from game.content import lessons
from game.i18n import N_, tr
from game.input import Intent as Pressed
from game.input import Kind, devices
from game.music import PLAY
from game.net.news import Played, Refusal, TookBack
from game.palette import YORDLE_COLOURS
from game.record import Online
from game.rules import Action, Game, Outcome, queries
from game.rules import events as ev
from game.saves import Saved
from game.scenes import routes
from game.scenes.base import Push, Replace, Transition
from game.scenes.play.answering import AnswerInput
from game.scenes.play.autosave import Autosave
from game.scenes.play.bot_seats import BotSeats
from game.scenes.play.chrome import Chrome, ChromeWords
from game.scenes.play.coach import Coach
from game.scenes.play.drafting import DraftInput
from game.scenes.play.draw import draw_play
from game.scenes.play.event_table import EventTable
from game.scenes.play.input_gate import InputGate
from game.scenes.play.model import Mode, PlayModel
from game.scenes.play.online import OnlineSeats
from game.scenes.play.pacing import RoundEnd, lines
from game.scenes.play.panels import parts
from game.scenes.play.preview import ProgramPreview
from game.scenes.play.programming import ProgramInput, UndoStep
from game.scenes.play.repaint import Repaint
from game.scenes.play.schematic_input import SchematicInput
from game.scenes.play.screen import CloseSummary, Intent, Perform
from game.scenes.play.steering import (
    AnswerPage,
    AskHint,
    AwaySeat,
    BotFor,
    CoachButton,
    OpenScrap,
    Say,
    ScrapAnswer,
    Skip,
    Steered,
    Steering,
    TakeSeat,
)
from game.scenes.play.table import scrap_bin_need
from game.scenes.play.teaching import coach_for, term_tips
from game.scenes.play.views import damage_title, mission_words
from game.scenes.settings import Settings
from game.ui import theme
from game.ui.layout import Needs, PlayLayout, SeatLayout, play_layout
from game.ui.layout.frame import BOARD_MARGIN
from game.ui.log_panel import Log
from game.ui.round_summary import RoundSummary
from game.ui.term_tips import probe_with
from game.view.board_view import BoardView
from game.view.camera import Camera
from game.view.director import Director, is_empty_phase
from game.view.hud import HudState

if TYPE_CHECKING:
    from game.net.online import OnlineGame

__all__ = ["Mode", "PlayScene"]

T = TypeVar("T")


class PlayScene:
    covers_screen = True
    music = PLAY  # the match's track

    def __init__(
        self,
        assets: Assets,
        settings: Settings,
        resume: Saved | None = None,
        is_saving: bool = True,
        online: OnlineGame | None = None,
    ) -> None:
        """A new mission, or (``resume``) a saved one put back where it was; saved after
        every action unless ``is_saving`` is false (a replay being watched). ``online``:
        a networked game, the host's (saved as a game on the couch is, its replay kept
        when it ends) or a guest's (the host's to save, not saved here)."""
        self.assets, self.settings = assets, settings
        self.mission = settings.mission
        self.online = OnlineSeats(online)
        start = resume.played.start if resume is not None else settings.new_game()
        if online is not None and online.guest is not None:  # joined: as the host's is now
            start, is_saving = Outcome(online.game, ()), False
        self.model = PlayModel(start)
        if online is not None and online.guest is not None:
            self.model.program = online.program_steps()  # moves before it came, taken back
        game = start.game
        self.names = {m.seat: m.yordle.value.title() for m in game.mechs}
        self.colours = {m.seat: YORDLE_COLOURS[m.yordle] for m in game.mechs}
        self.emblems = {m.seat: m.yordle.value for m in game.mechs}
        self.needs = needs_of(game)
        board = self.layout.board
        self.camera = Camera(board, game.board.width, game.board.height, BOARD_MARGIN)
        self.board_view = BoardView(
            game.board, self.camera, assets, self.colours, self.mission.tiles, game, self.emblems
        )
        self.board_view.sync(game)
        self.hud = HudState()
        self.hud.sync(game)
        self.log = Log()
        self.coach = coach_for(settings)
        self.terms = term_tips()
        self.help_pressed = False
        self.events = EventTable()
        self.director = Director(
            self.board_view,
            self.hud,
            self.events,
            unowned(self._logged),
            settings.speed.factor,
            assets.play,
            unowned(self.mission_words),
            settings.is_stepping,
        )
        where = partial(layout_now, assets, self.needs, self.model)  # holds no scene
        untimed = settings.untimed_drafts  # else the glass runs whenever the rules time a draft
        self.drafting = DraftInput(settings.minuteglass_seconds, untimed, where)
        self.programming = ProgramInput(
            where, self.model.reason, self.names, self.colours, damage_title
        )
        self.schematics = SchematicInput(where, self.model.reason, self.programming.say)
        self.answering = AnswerInput(self.camera, self.names, self.colours, damage_title, where)
        self.preview = ProgramPreview(self.camera, assets, self.colours, self.emblems)
        self.bot_seats = BotSeats(settings.bots)
        self.is_watched = False  # a replay: every seat played in the record, none here
        self._seat_hands()
        if online is not None and online.guest is not None:
            self.drafting.is_enabled = False  # the Minuteglass is the host's alone
        self.steering = Steering()  # a focus per seat: the pads and the keyboard
        self.mouse = (0, 0)
        self.still = 0.0  # seconds the pointer has rested (board tips wait for it)
        self.clock = 0.0
        self.chrome = Chrome()
        self.repaint = Repaint()  # what the last frame drew over the chrome
        self.chrome_words = ChromeWords()
        self.round_end = RoundEnd.of(game)
        self.gate = InputGate()
        self.autosave = Autosave(
            settings.setup,
            self.model,
            partial(seconds_left, self.drafting, self.model),  # holds no scene
            is_resumed=resume is not None,
            is_on=is_saving,
            online=partial(hosted_room, online),
        )
        if online is not None and online.guest is not None:
            self.log.add(partial(tr, N_("Joined the host's game in round {n}"), n=game.round))
        if resume is None:
            self.replay(start.events)
        else:
            self._resume(resume)
        self.autosave.save()

    @classmethod
    def watching(cls, assets: Assets, settings: Settings, speed: float) -> PlayScene:
        """A recorded match to be watched (``ReplayScene`` hands it the actions): nothing
        saved, no bot seats, no coach (its lessons are for players, not viewers), no
        Minuteglass (the record says when time ran out), no stepping, at ``speed``."""
        scene = cls(assets, replace(settings, bots=(), is_guided=False), is_saving=False)
        scene.is_watched = True
        scene._seat_hands()
        scene.coach = Coach()
        scene.drafting.is_enabled = False
        scene.director.is_stepping = False
        scene.speed = speed
        return scene

    def _resume(self, saved: Saved) -> None:
        """Put the saved position on the board at once, the Minuteglass as it was."""
        said = self.model.restore(saved.played.actions)
        self._settle()
        history = RoundEnd(self.round_end.seats)  # its summaries go to the log only
        said = [*saved.played.start.events, *said]
        for event, following in zip(said, [*said[1:], None], strict=True):
            if not is_empty_phase(event, following):  # as the director logs them
                self._log(event, history)
        if saved.record.timer is not None:
            self.drafting.left, self.drafting.round = float(saved.record.timer), self.game.round
        self.log.add(
            partial(tr, N_("Saved game picked up in round {n}"), n=self.game.round),
            partial(tr, N_("Continue")),
        )

    # --- where things are ----------------------------------------------------------------

    @property
    def layout(self) -> PlayLayout:
        """Every position on screen now: the seats open while programming."""
        return layout_now(self.assets, self.needs, self.model)

    @property
    def layouts(self) -> tuple[SeatLayout, ...]:
        """Each seat's panel now."""
        return self.layout.seats

    @property
    def help_rect(self) -> pygame.Rect:
        """The "?" button: the field guide."""
        return self.layout.help

    def resize(self) -> None:
        """The window changed size: fit the board and redraw the panels."""
        self.camera.fit(self.layout.board)
        self.board_view.resize()
        self.redraw()

    def redraw(self) -> None:
        """Draw every panel afresh next frame, none from the picture kept (tests compare)."""
        self.chrome.surface = None

    @property
    def has_unsaved_play(self) -> bool:
        """A mission under way that is not saved (leaving it asks first)."""
        return self.game.result is None and not self.autosave.is_saved

    # --- state -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The rules state now (the model's)."""
        return self.model.game

    @property
    def shown(self) -> Game:
        """The state the panels show: behind the game while the director replays."""
        return self.model.shown

    @property
    def history(self) -> list[Action]:
        return self.model.history

    @property
    def mode(self) -> Mode:
        return self.model.mode(is_replaying=self.director.busy)

    @property
    def legal(self) -> tuple[Action, ...]:
        """The rules' legal actions now."""
        return self.model.legal

    @property
    def summary(self) -> RoundSummary | None:
        """The round summary on screen, until it is closed."""
        return self.round_end.summary

    @property
    def is_replaying(self) -> bool:
        """Whether the director is still showing what the last action caused."""
        return self.director.busy

    @property
    def is_stepping(self) -> bool:
        """Whether the replay waits for a click at every beat."""
        return self.director.is_stepping

    def can_undo(self, seat: int) -> bool:
        return self.mode is Mode.PROGRAMMING and self.model.can_undo(seat)

    def mission_words(self, event: ev.Event) -> str | None:
        return mission_words(self.mission, self.settings.is_ez, event)

    def _logged(self, event: ev.Event) -> None:
        """Log what the event says; each entry words itself when drawn (holding no scene),
        so a language chosen later rewords the whole log."""
        self.coach.saw(event)
        self._log(event, self.round_end)

    def _log(self, event: ev.Event, round_end: RoundEnd) -> None:
        """The event's lines in the log (a round's summary as the next round begins)."""
        summary = round_end.seen(event)
        names, table = self.names, self.events
        words = partial(mission_words, self.mission, self.settings.is_ez)
        if summary is not None:
            self.log.add(partial(tr, N_("— Round {n} summary —"), n=summary.round))
            said = partial(lines, summary, names, self.mission, words)
            for i in range(len(said())):
                self.log.add(partial(_nth, said, i))
        if table.line(event, names) is not None:
            self.log.add(
                partial(_line, table, event, names, 0), partial(_line, table, event, names, 1)
            )
        if words(event):
            self.log.add(partial(_words, words, event))

    def _screen_key(self) -> tuple[object, ...]:
        """What a click on screen would do now: a change restarts the input gate's grace."""
        mode, game = self.mode, self.game
        key: tuple[object, ...] = (mode, self.round_end.summary is not None)
        if mode is Mode.DRAFTING:
            key += (game.draft.pick_order[:1],)
        elif mode is Mode.ANSWERING:
            key += (game.pending,)
        return key

    # --- acting --------------------------------------------------------------------------

    def perform(self, action: Action) -> None:
        """Apply one legal action and start replaying what it caused (online: hand it to
        the table, and show what comes back)."""
        if self.online.online is not None:
            self.online.play(action)
            self._hear()
            return
        fresh = self.model.perform(action)
        if fresh is not None:
            self.replay(fresh)

    def replay(self, fresh: tuple[ev.Event, ...]) -> None:
        """Replay events new to the screen; the panels keep the old state while it matters."""
        self.director.play(fresh)
        if not any(self.events.is_replayed(e) for e in fresh):
            self.model.catch_up()
        self.director.update(0)
        self._settle()

    @property
    def speed(self) -> float:
        """How many times as fast as normal what the rules did is replayed."""
        return self.director.speed

    @speed.setter
    def speed(self, factor: float) -> None:
        self.director.speed = factor

    def finish_showing(self) -> None:
        """Snap the board to the end of what is being replayed."""
        self.director.finish()

    def close_summary(self) -> None:
        """Close the round summary, if one is up."""
        self.round_end.dismiss()

    def stage(self, game: Game) -> None:
        """Put a state on screen at once, with no events to replay (tests and screenshots
        stage positions); it is not recorded, as it no longer follows from the history."""
        self.model.stage(game)
        self.board_view.sync(game)
        self.hud.sync(game)

    def _act(self, intent: Intent | None) -> None:
        """Do what a part asked for."""
        match intent:
            case Perform(action):
                self.perform(action)
            case CloseSummary():
                self.close_summary()

    def _hear(self) -> None:
        """Online: apply and animate what the table played, snap to a move taken back."""
        for news in self.online.hear():
            match news:
                case Played(_, action, outcome):
                    self.replay(self.model.heard(action, outcome))
                case TookBack(seat, game):
                    self.director.finish()
                    self.model.taken_back(seat, game)
                    self._settle()
                    self._took_back(seat)
                case Refusal():
                    self.online.refused(news)

    def _took_back(self, seat: int) -> None:
        name = self.names[seat]
        self.log.add(partial(tr, N_("{name} took back a step"), name=name), partial(tr, N_("Undo")))

    def close(self) -> None:
        """Leaving the screen: an online game's link closes (the others are told)."""
        self.online.close()

    def undo(self, seat: int) -> None:
        if self.online.online is not None:
            if self.can_undo(seat):
                self.online.take_back(seat)
                self._hear()
            return
        if self.can_undo(seat) and self.model.undo(seat):
            self._took_back(seat)

    def resume(self, settings: Settings) -> None:
        """Back from the pause menu, at the speed and in the step mode chosen there, holding
        nothing: a card dragged before the pause went back to its hand."""
        self.settings = settings
        self.director.speed = settings.speed.factor
        self.director.is_stepping = settings.is_stepping
        self._let_go()

    def reread(self, lesson_id: str) -> None:
        """Show a lesson again, chosen in the pause menu."""
        self.coach.reread(lessons().lesson(lesson_id))

    def _let_go(self) -> None:
        """Drop whatever the pointer held, back where it came from."""
        self.programming.reset()
        self.schematics.reset()
        self.answering.down = None
        self.drafting.pressed = None

    def _settle(self) -> None:
        if self.director.take_finished() or not self.director.busy:
            self.board_view.sync(self.game)
            self.hud.sync(self.game)
            self.model.catch_up()

    # --- the loop ------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.MOUSEMOTION:
            self.still = 0.0
        self.gate.watch(self._screen_key(), self.clock)
        if self.coach.handle(event, self):
            return None
        if self._is_help_click(event):
            self._let_go()
            return Push(routes.Guide(self.settings))
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.MOUSEWHEEL and self.layout.log.collidepoint(self.mouse):
            self.log.handle_wheel(event.y)
            return None
        if not self.gate.admits(event, self.clock):
            return None
        if self._is_offer_click(event):
            return None
        if self.bot_seats.handle(self, event) or self.online.handle(self, event):
            return None
        if self.round_end.summary is not None or self.director.busy:
            self._click_while_watching(event)
            return None
        self._do(self._action_for(event))
        return None

    def _do(self, action: Action | UndoStep | None) -> None:
        """What a person asked for, by mouse, key or pad: never for a seat the bot plays
        or someone in another home holds."""
        seat = getattr(action, "seat", None)
        if action is None or self.bot_seats.is_bot(seat) or not self.online.holds(seat):
            return
        self.assets.play("click")
        if isinstance(action, UndoStep):
            self.undo(action.seat)
        else:
            self.perform(action)

    def _is_help_click(self, event: pygame.event.Event) -> bool:
        """A press and release on the "?" button."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        on_help = self.help_rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.help_pressed = on_help
            return False
        pressed, self.help_pressed = self.help_pressed, False
        return pressed and on_help

    def _is_offer_click(self, event: pygame.event.Event) -> bool:
        """A click on "Let the bot play" of a seat whose pad left."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        for seat in sorted(self.steering.away):
            if self.steering.offer_rect(self, seat).collidepoint(event.pos):
                self._steer(BotFor(seat))
                return True
        return False

    def _key(self, key: int) -> Transition | None:
        """Esc pauses; F1 opens the field guide; H asks for a Hint; Space steps on (step
        mode) or skips. (Enter and the arrows are intents: ``act``.)"""
        if key == pygame.K_ESCAPE:
            self._let_go()
            return Push(routes.Pause(self.settings, self.autosave.is_saved))
        if key == pygame.K_F1:
            self._let_go()
            return Push(routes.Guide(self.settings))
        if key == pygame.K_h:
            self.bot_seats.ask_by_key(self)
        if self.director.busy and key == pygame.K_SPACE and self.director.is_stepping:
            self.director.advance()
        elif self.director.busy and key == pygame.K_SPACE:
            self.director.finish()
        self._settle()
        return None

    # --- pads and the keyboard -----------------------------------------------------------

    def act(self, intent: Pressed) -> Transition | None:
        """A pad's or the keyboard's intent (after the event itself, ``handle``): Start
        pauses, Back opens the field guide, a pad plugged in or out; the rest steers the
        seat's focus (``steering``)."""
        if intent.kind is Kind.MENU:
            self._let_go()
            return Push(routes.Pause(self.settings, self.autosave.is_saved))
        if intent.kind is Kind.GUIDE:
            self._let_go()
            return Push(routes.Guide(self.settings))
        if intent.kind is Kind.UNPLUGGED:
            if intent.seat is not None:
                self.steering.unplugged(intent.seat, self.clock)
                name = self.names[intent.seat]
                self.log.add(partial(tr, N_("{name}'s pad was unplugged"), name=name))
            return None
        if intent.kind is Kind.PLUGGED:
            if intent.seat is None:
                self.steering.offered, self.steering.offered_at = intent.device, self.clock
            else:
                self._seated(intent.seat)
            return None
        is_pick = intent.kind is Kind.PICK
        self.gate.watch(self._screen_key(), self.clock)
        if is_pick and not self.gate.is_settled(self.clock):
            return None  # meant for what was on screen a moment ago
        self._steer(self.steering.act(self, intent))
        return None

    def _seated(self, seat: int) -> None:
        """A pad holds ``seat`` again (its own, back, or another): it plays on."""
        if self.steering.returned(seat):
            self.bot_seats.give_back(seat)
            self.programming.locked = self.bot_seats.bots
        name = self.names[seat]
        self.log.add(partial(tr, N_("{name} plays on with a pad"), name=name))

    def _steer(self, steered: Steered | None) -> None:
        """Do what a pad's or the keyboard's press asked for."""
        game = self.game
        action: Action | UndoStep | None = None
        match steered:
            case Perform(done):
                action = done
            case CloseSummary():
                self.close_summary()
            case UndoStep():
                action = steered
            case OpenScrap(seat, card):
                why = self.programming.open_scrap(game, seat, card)
                if why is not None:
                    self.programming.say(why)
            case ScrapAnswer(value, turn, slot):
                action = self.programming.answer_scrap(game, value, turn, slot)
            case AnswerPage(turn):
                self.answering.page += turn
            case CoachButton(name):
                self.coach.press(name, self)
            case AskHint(seat):
                self.bot_seats.ask(self, seat)
            case Skip(to_end):
                if self.director.is_stepping and not to_end:
                    self.director.advance()
                else:
                    self.director.finish()
                self._settle()
            case Say(text, at):
                self.programming.say(text, at)
            case AwaySeat(is_bot):
                self.online.choose(is_bot)
                self.assets.play("click")
            case BotFor(seat):
                self.steering.cover(seat)
                self.bot_seats.take(seat)
                self.programming.locked = self.bot_seats.bots
            case TakeSeat(device, seat):
                if devices().assign(device, seat):
                    self._seated(seat)
        self._do(action)

    def _click_while_watching(self, event: pygame.event.Event) -> None:
        """A click closes the round summary, or, in step mode, steps on to the next beat."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        if self.round_end.summary is not None:
            self.round_end.dismiss()
            self.assets.play("click")
        elif self.director.is_stepping:
            self.director.advance()
            self._settle()

    def _action_for(self, event: pygame.event.Event) -> Action | UndoStep | None:
        """Hand the event to the controller of the mode; what it asks to do, if anything."""
        mode, game = self.mode, self.game
        if mode is not Mode.PROGRAMMING:
            self.programming.reset()
            self.schematics.reset()
        if mode is Mode.PROGRAMMING and self.programming.drag is None:
            is_schematic, action = self.schematics.handle(event, game)
            if is_schematic:
                return action
        if mode is Mode.DRAFTING:
            return self.drafting.handle(event, game)
        if mode is Mode.PROGRAMMING:
            return self.programming.handle(event, game, self.can_undo)
        if mode is Mode.ANSWERING:
            return self.answering.handle(event, game)
        return None

    def update(self, dt: float) -> Transition | None:
        self.clock += dt
        self.still += dt
        self._hear()
        self.online.tick(dt)
        if self.online.stopped and self.game.result is None:
            words = tr("The online game ended: {why}", why=self.online.stopped)
            return Replace(routes.Online(note=words))
        self.bot_seats.stand_ins = self.online.stand_ins()
        self._seat_hands()
        drag = self.programming.drag
        self.online.follow(None if drag is None else (drag.seat, drag.card.id))
        self.board_view.clock = self.clock
        if self.round_end.summary is None and not self.coach.holds_replay(self.clock):
            self.director.update(dt)  # the replay waits while the summary or a lesson is read
        if self.director.take_finished():
            self._settle()
        self._act(self.bot_seats.update(self, dt))
        self.programming.update(dt)
        is_reading = self.round_end.summary is not None or self.coach.is_read_to
        is_reading = is_reading or self._waits_for_a_pad()
        if self.mode is Mode.DRAFTING and not is_reading:  # reading costs no sand
            timed_out = self.drafting.update(dt, self.game)
            if timed_out is not None:
                self.perform(timed_out)
        self.gate.watch(self._screen_key(), self.clock)
        self.coach.update(self)
        self.terms.update(self.assets, self.mouse, self.still, self._words_on_screen)
        if self.game.result is not None and not self.director.busy:
            results = routes.Results(self.settings, self.game, self.mission.title)
            return Replace(replace(results, replay=self.autosave.replay))
        return None

    def _seat_hands(self) -> None:
        """Who plays each seat from here: the seats played in another window (online, or
        in the record a replay shows) get no buttons, and no pointer here takes their
        cards."""
        seats = len(self.game.mechs)
        everyone = frozenset(range(seats)) if self.is_watched else frozenset()
        elsewhere = self.online.elsewhere(seats) | everyone
        self.bot_seats.elsewhere = elsewhere - self.bot_seats.bots
        self.programming.locked = self.bot_seats.bots | self.online.locked(seats) | everyone

    def _waits_for_a_pad(self) -> bool:
        """The seat to pick is away (its pad unplugged): the Minuteglass waits for it."""
        order = self.game.draft.pick_order
        return bool(order) and self.steering.is_away(order[0])

    def draw(self, screen: pygame.Surface) -> None:
        draw_play(self, screen)

    def _words_on_screen(self) -> list[Lettering]:
        """Every word the panels under the pointer and the coach show now (for the rule
        terms' meanings)."""
        coach = probe_with(self.assets, self.assets.screen.size, self._draw_coach)
        return self.chrome_words.words(self.assets, parts(self), self.mouse) + coach

    def _draw_coach(self, surface: pygame.Surface) -> None:
        self.coach.draw_panel(self, surface)


def layout_now(assets: Assets, needs: Needs, model: PlayModel) -> PlayLayout:
    """Every position on screen now: the seats open while programming (found once per
    state of the game, look of the assets and language: ``PlayModel.layout_held``)."""
    game, looks = model.game, (assets.looks, assets.text_scale, i18n.language(), needs)
    held = model.layout_held
    if held is not None and held[0] is game and held[1] == looks:
        return held[2]
    layout = _layout_now(assets, needs, model)
    model.layout_held = (game, looks, layout)
    return layout


def _layout_now(assets: Assets, needs: Needs, model: PlayModel) -> PlayLayout:
    is_open = model.mode(is_replaying=False) is Mode.PROGRAMMING
    needs = replace(needs, hand=queries.hand_room(model.game))  # this round's draft
    words = round(assets.text_scale, 3)
    layout = play_layout(assets.screen, needs, is_open, words)
    if not is_open or layout.scrap_bin != layout.prompt:
        return layout
    names = tuple(m.yordle.value.title() for m in model.game.mechs)
    need = scrap_bin_need(assets, layout.prompt.width, names)
    if need <= layout.prompt.height:
        return layout
    px = assets.px
    log = px(8) + assets.font(theme.SMALL).get_linesize() + px(6)
    log += assets.font(theme.BODY).get_linesize() + px(6)  # a line of the log at least
    design = 1 / assets.scale
    return play_layout(assets.screen, needs, is_open, words, need * design, log * design)


def seconds_left(drafting: DraftInput, model: PlayModel) -> float | None:
    """What the Minuteglass shows now (for the save)."""
    return drafting.timer(model.game)


def unowned(method: Callable[[ev.Event], T]) -> Callable[[ev.Event], T | None]:
    """The scene's ``method`` as a callback that does not keep the scene alive: the
    director holding the scene in a cycle would keep a finished mission's pictures and
    states in memory until Python's next full garbage collection."""
    ref = weakref.WeakMethod(method)

    def call(event: ev.Event) -> T | None:
        bound = ref()
        return None if bound is None else bound(event)

    return call


def needs_of(game: Game) -> Needs:
    """What the play screen must make room for besides the board, all game long (a
    hand's room, which changes by round, is found with the layout)."""
    mission = "boss" if game.boss is not None else "lava" if game.lava is not None else ""
    has_chips = any(m.schematics for m in game.mechs)
    return Needs(len(game.mechs), (game.board.width, game.board.height), mission, has_chips)


def _line(table: EventTable, event: ev.Event, names: dict[int, str], part: int) -> str:
    """The event's log line (``part`` 0) or its cause (1), in the current language."""
    line = table.line(event, names)
    return line[part] if line is not None else ""


def _nth(said: Callable[[], list[str]], index: int) -> str:
    lines = said()
    return lines[index] if index < len(lines) else ""


def _words(words: Callable[[ev.Event], str | None], event: ev.Event) -> str:
    return words(event) or ""


def hosted_room(online: OnlineGame | None) -> Online | None:
    """What the host's save remembers of an online game: its room code and remote seats."""
    host = online.host if online is not None else None
    if host is None:
        return None
    return Online(host.code, tuple(sorted(host.room.remote)))
