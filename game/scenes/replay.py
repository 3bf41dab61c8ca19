"""Watching a replay: the mission played again on the play screen, one action at a time.

The record is played back and checked first (``game.saves.check_replay``); then a play
scene that saves nothing is handed its actions one by one, each animated as in play. A bar
along the bottom (shown while the pointer moves or the replay is paused) and the keys
control it: Space pause or play, Right one action, Down one round, S the speed, Esc back.
A bot's game recorded with its reasons (``simulate --bot planner --record``) says beside
the board who did the action just shown and why, as its seat said in play.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.assets import Assets
from game.i18n import N_, tr
from game.music import PLAY
from game.record import read_reasons
from game.rules import Action
from game.saves import Saved, check_replay, problem_with
from game.scenes.base import Pop, Transition
from game.scenes.play import PlayScene
from game.scenes.settings import Settings
from game.storage import BadFile
from game.ui import theme
from game.ui.text import fitted, paragraph, paragraph_height
from game.ui.widgets import Button, Buttons, panel

GAP_SECS = 0.5  # between one action's animation and the next action, at normal speed
SUMMARY_SECS = 2.5  # the round summary stays this long, at normal speed
BAR_HIDES_AFTER = 2.5  # seconds without the pointer moving, while playing
BAR = 100  # the control bar's height, in design pixels
CONTROLS = (
    ("back", N_("Back"), 150),
    ("play", N_("Pause"), 170),
    ("step", N_("Step action"), 210),
    ("round", N_("Step round"), 210),
    ("speed", N_("Speed: normal"), 230),
)


class ReplayScene:
    covers_screen = True
    music = PLAY  # the match's track

    def __init__(self, assets: Assets, path: Path, settings: Settings | None = None) -> None:
        self.assets, self.path = assets, path
        self.mouse = (0, 0)
        self.problem: str | None = None
        self.play: PlayScene | None = None
        self.actions: tuple[Action, ...] = ()
        self.reasons: tuple[str, ...] = ()  # who did each action and why, where recorded
        self.next = 0  # the index of the next action to show
        self.is_paused = False
        self.wait = 0.0  # seconds before the next action
        self.reading = 0.0  # seconds the round summary has shown
        self.still = 0.0  # seconds since the pointer last moved
        self.speed = (settings or Settings()).speed
        try:
            replay = check_replay(path)
        except (BadFile, OSError) as error:
            self.problem = problem_with(path, error)
        else:
            self._start(replay, settings or Settings())
        self.resize()

    def _start(self, replay: Saved, settings: Settings) -> None:
        watched = settings.with_setup(replay.record.setup)
        self.play = PlayScene.watching(self.assets, watched, self.speed.factor)
        self.actions = replay.played.actions
        self.reasons = read_reasons(self.path, len(self.actions))

    def resize(self) -> None:
        if self.play is not None:
            self.play.resize()
        screen = self.assets.screen
        self.bar = pygame.Rect(0, screen.height - screen.px(BAR), screen.width, screen.px(BAR))
        self.buttons = Buttons(self.assets)
        x = self.bar.x + screen.px(20)
        for name, words, width in CONTROLS:
            rect = pygame.Rect(x, self.bar.y + screen.px(16), screen.px(width), screen.px(68))
            self.buttons.add(name, Button(rect, tr(words)))
            x = rect.right + screen.px(14)
        self._label()

    def _label(self) -> None:
        self.buttons["play"].text = tr("Play") if self.is_paused or self.is_over else tr("Pause")
        self.buttons["speed"].text = tr("Speed: {speed}", speed=self.speed.words)
        for name in ("play", "step", "round"):
            self.buttons[name].is_enabled = self.play is not None and not self.is_over

    @property
    def is_over(self) -> bool:
        return self.next >= len(self.actions)

    # --- input ---------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
            self.still = 0.0
        command = self.buttons.handle(event) if self.is_bar_shown else None
        if event.type == pygame.KEYDOWN:
            command = {
                pygame.K_ESCAPE: "back",
                pygame.K_SPACE: "play",
                pygame.K_RIGHT: "step",
                pygame.K_DOWN: "round",
                pygame.K_s: "speed",
            }.get(event.key)
        match command:
            case "back":
                return Pop()
            case "play" if not self.is_over:
                self.is_paused = not self.is_paused
            case "step":
                self.is_paused = True
                self.step()
            case "round":
                self.is_paused = True
                self.step_round()
            case "speed":
                self.speed = self.speed.next()
                if self.play is not None:
                    self.play.speed = self.speed.factor
        self._label()
        return None

    def step(self) -> None:
        """Finish what is showing, then show the next action."""
        play = self.play
        if play is None or self.is_over:
            return
        play.finish_showing()
        play.close_summary()
        play.update(0)
        play.perform(self.actions[self.next])
        self.next += 1
        self.wait = GAP_SECS / self.speed.factor

    def step_round(self) -> None:
        """Every action up to the next round (or the end), the board snapped to it."""
        play = self.play
        if play is None:
            return
        start = play.game.round
        while not self.is_over and play.game.round == start:
            self.step()
            play.finish_showing()
        play.close_summary()
        play.update(0)

    # --- time ----------------------------------------------------------------------------

    def update(self, dt: float) -> Transition | None:
        self.still += dt
        play = self.play
        if play is None:
            return None
        play.update(dt)  # the mission's end sends it to its results: a replay stays here
        if self.is_paused:
            return None
        if play.summary is not None:
            self.reading += dt
            if self.reading >= SUMMARY_SECS / self.speed.factor:
                play.close_summary()
            return None
        self.reading = 0.0
        if self.is_over or play.is_replaying:
            return None
        self.wait -= dt
        if self.wait <= 0:
            self.step()
        self._label()
        return None

    # --- drawing -------------------------------------------------------------------------

    @property
    def is_bar_shown(self) -> bool:
        return self.is_paused or self.is_over or self.still < BAR_HIDES_AFTER

    def draw(self, screen: pygame.Surface) -> None:
        if self.play is None:
            self._draw_problem(screen)
            return
        self.play.draw(screen)
        self._draw_help(screen)
        if self.is_bar_shown:
            self._draw_bar(screen)

    def _draw_help(self, screen: pygame.Surface) -> None:
        """The replay's keys, where play would say whose turn it is."""
        assert self.play is not None
        box, px = self.play.layout.rect_of("prompt"), self.assets.px
        panel(screen, box, theme.PANEL, theme.ACCENT, 2, scale=self.assets.scale)
        inner = box.inflate(-px(32), -px(20))
        heading = tr("Replay of {title}", title=tr(self.play.mission.title))
        fitted(
            screen,
            self.assets,
            heading,
            theme.BODY,
            theme.ACCENT,
            inner.width,
            topleft=inner.topleft,
        )
        words = self.help_words()
        text = pygame.Rect(inner.x, inner.y + px(40), inner.width, inner.height - px(40))
        if paragraph_height(self.assets, words, theme.BODY, text.width) <= text.height:
            paragraph(screen, self.assets, words, theme.BODY, theme.TEXT, text)
        else:  # a list of keys, not a sentence: at a label's size where a sentence's is too big
            paragraph(screen, self.assets, words, theme.SMALL, theme.TEXT, text, role="label")

    def help_words(self) -> str:
        """Who did the action just shown and why, where the bot's reasons were recorded;
        else the keys."""
        if self.reasons and self.next > 0:
            return self.reasons[self.next - 1]
        return tr(
            "Space: pause or play · Right: one action · Down: one round · S: speed · Esc: back"
        )

    def _status(self) -> str:
        play = self.play
        assert play is not None
        game = play.game
        where = tr(
            "Round {round} · action {n} of {all}",
            round=game.round,
            n=self.next,
            all=len(self.actions),
        )
        if game.result is not None and not play.is_replaying:
            if game.result.is_won:
                return tr("Victory · {where} · the end", where=where)
            return tr("Defeat · {where} · the end", where=where)
        return tr("{where} · paused", where=where) if self.is_paused else where

    def _draw_bar(self, screen: pygame.Surface) -> None:
        screen.fill(theme.PANEL_DARK, self.bar)
        pygame.draw.line(screen, theme.ACCENT, self.bar.topleft, self.bar.topright, 2)
        self.buttons.draw(screen, self.assets, self.mouse)
        px = self.assets.px
        left = max(b.rect.right for b in self.buttons.items.values()) + px(24)
        room = self.bar.right - px(24) - left
        where = (self.bar.right - px(24), self.bar.centery)
        fitted(screen, self.assets, self._status(), theme.BODY, theme.TEXT, room, midright=where)

    def _draw_problem(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        px = self.assets.px
        box = self.assets.screen.rect(240, 300, 1440, 360)
        panel(screen, box, theme.PANEL, theme.BAD, 3, scale=self.assets.scale)
        inner = box.inflate(-px(80), -px(80))
        words = tr("This replay cannot be shown. {problem}", problem=self.problem)
        paragraph(screen, self.assets, words, theme.BODY, theme.TEXT, inner, centred=True)
        self.buttons.draw(screen, self.assets, self.mouse)
