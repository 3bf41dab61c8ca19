"""The play scene: the rules snapshot, the board and panels, and who may do what now.

The snapshot is always final; only the pictures lag while the director replays events.
Only this scene (and its input helpers) calls ``rules.apply``.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from enum import Enum

import pygame

from game import rules
from game.assets import Assets
from game.content import cards
from game.palette import YORDLE_COLOURS
from game.rules import Action, DamageCard, Game, Phase
from game.rules import events as ev
from game.rules.cards import damage_spec
from game.scenes.answering import AnswerInput
from game.scenes.base import Push, Replace, Transition
from game.scenes.drafting import DraftInput
from game.scenes.play_chrome import Chrome
from game.scenes.programming import ProgramInput, UndoStep
from game.scenes.schematic_input import SchematicInput
from game.scenes.settings import Settings, Speed
from game.ui.card_text import KIND_TEXT
from game.ui.event_text import with_cause
from game.ui.layout import frame_for, seat_layouts
from game.ui.log_panel import Log
from game.view.board_view import BoardView
from game.view.camera import Camera
from game.view.director import Director
from game.view.hud import HudState
from game.view.prelude import as_shown

log = logging.getLogger(__name__)

# Events after which the Command Lines should wait for the replay before showing the truth.
_REPLAYED = (
    ev.SlotStarted,
    ev.PieceMoved,
    ev.DamageDrawn,
    ev.MinionSpawned,
    ev.MissionEnded,
    ev.BossSlotStarted,
    ev.BossDamaged,
    ev.LavaAdvanced,
)


class Mode(Enum):
    WATCHING = "watching"
    ANSWERING = "answering"
    DRAFTING = "drafting"
    PROGRAMMING = "programming"


class PlayScene:
    covers_screen = True

    def __init__(self, assets: Assets, settings: Settings) -> None:
        self.assets, self.settings = assets, settings
        self.mission = settings.mission
        outcome = settings.new_game()
        self.game: Game = outcome.game
        self.shown: Game = as_shown(outcome.game)
        self.names = {m.seat: m.yordle.value.title() for m in self.game.mechs}
        self.colours = {m.seat: YORDLE_COLOURS[m.yordle] for m in self.game.mechs}
        self.layouts = seat_layouts(len(self.game.mechs))
        board = self.game.board
        self.frame = frame_for(board.width, board.height)
        self.camera = Camera(self.frame.board, board.width, board.height)
        self.board_view = BoardView(
            board, self.camera, assets, self.colours, self.mission.tiles, self.game
        )
        self.board_view.sync(self.game)
        self.hud = HudState()
        self.hud.sync(self.game)
        self.log = Log()
        self.director = Director(
            self.board_view,
            self.hud,
            self._logged,
            settings.speed.factor,
            assets.play,
            lambda event: self.mission.words_for(event, settings.is_ez),
        )
        self.history: list[Action] = []
        self.program_start: Game | None = None
        self.program_steps: list[Action] = []
        self.drafting = DraftInput(settings.minuteglass_seconds, settings.has_minuteglass)
        self.programming = ProgramInput(
            self.layouts, self.reason, self.names, self.colours, damage_title
        )
        self.schematics = SchematicInput(self.layouts, self.reason, self.programming.say)
        self.answering = AnswerInput(self.camera, self.names, self.colours, damage_title)
        self.mouse = (0, 0)
        self.clock = 0.0
        self.chrome = Chrome()
        self.director.play_outcome(outcome.events, self.game)
        self.director.update(0)

    # --- state -------------------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        if self.director.busy or self.game.result is not None:
            return Mode.WATCHING
        if self.game.pending is not None:
            return Mode.ANSWERING
        if self.game.phase is Phase.DRAFT:
            return Mode.DRAFTING
        if self.game.phase is Phase.PROGRAM:
            return Mode.PROGRAMMING
        return Mode.WATCHING

    def _logged(self, event: ev.Event) -> None:
        line = with_cause(event, self.names)
        if line is not None:
            self.log.add(*line)
        words = self.mission.words_for(event, self.settings.is_ez)
        if words:
            self.log.add(words, "")

    def reason(self, action: Action) -> str:
        """Why the rules refuse an action (it was checked not to be in legal_actions)."""
        try:
            rules.apply(self.game, action)
        except rules.IllegalAction as refusal:
            return str(refusal)
        return "it is allowed"

    def perform(self, action: Action) -> None:
        """Apply one legal action and start replaying what it caused."""
        if action not in rules.legal_actions(self.game):
            log.error("not a legal action, ignored: %r (%s)", action, self.reason(action))
            return
        before = self.game
        outcome = rules.apply(before, action)
        self.game = outcome.game
        self.history.append(action)
        if self.game.phase is Phase.PROGRAM and before.phase is not Phase.PROGRAM:
            self.program_start, self.program_steps = self.game, []
        elif self.game.phase is Phase.PROGRAM:
            self.program_steps.append(action)
        else:
            self.program_start, self.program_steps = None, []
        fresh = self.director.play_outcome(outcome.events, self.game)
        if not any(isinstance(e, _REPLAYED) for e in fresh):
            self.shown = as_shown(self.game)
        self.director.update(0)
        self._settle()

    def can_undo(self, seat: int) -> bool:
        return (
            self.mode is Mode.PROGRAMMING
            and self.program_start is not None
            and any(getattr(a, "seat", None) == seat for a in self.program_steps)
        )

    def undo(self, seat: int) -> None:
        """Replay the phase's actions without this seat's last one (the state is a value)."""
        if not self.can_undo(seat) or self.program_start is None:
            return
        last = max(i for i, a in enumerate(self.program_steps) if getattr(a, "seat", None) == seat)
        replay = self.program_steps[:last] + self.program_steps[last + 1 :]
        game, kept = self.program_start, []
        for action in replay:
            if action in rules.legal_actions(game):
                game = rules.apply(game, action).game
                kept.append(action)
        del self.history[len(self.history) - len(self.program_steps) :]
        self.history.extend(kept)
        self.game = self.shown = game
        self.program_steps = kept
        self.log.add(f"{self.names[seat]} took back a step", "Undo")

    def _set_speed(self, speed: Speed) -> None:
        self.settings = replace(self.settings, speed=speed)
        self.director.speed = speed.factor

    def _settle(self) -> None:
        if self.director.take_finished() or not self.director.busy:
            self.board_view.sync(self.game)
            self.hud.sync(self.game)
            self.shown = as_shown(self.game)

    # --- the loop ------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                from game.scenes.pause import PauseScene

                return Push(PauseScene(self.assets, self.settings, self._set_speed))
            if event.key == pygame.K_SPACE and self.director.busy:
                self.director.finish()
                self._settle()
            return None
        if event.type == pygame.MOUSEWHEEL and self.frame.log.collidepoint(self.mouse):
            self.log.handle_wheel(event.y)
            return None
        mode = self.mode
        if mode is not Mode.PROGRAMMING:
            self.programming.reset()
            self.schematics.reset()
        action: Action | UndoStep | None = None
        is_schematic = False
        if mode is Mode.PROGRAMMING and self.programming.drag is None:
            is_schematic, action = self.schematics.handle(event, self.game)
        if is_schematic:
            pass
        elif mode is Mode.DRAFTING:
            action = self.drafting.handle(event, self.game)
        elif mode is Mode.PROGRAMMING:
            action = self.programming.handle(event, self.game, self.can_undo)
        elif mode is Mode.ANSWERING:
            action = self.answering.handle(event, self.game)
        if action is not None:
            self.assets.play("click")
        if isinstance(action, UndoStep):
            self.undo(action.seat)
        elif action is not None:
            self.perform(action)
        return None

    def update(self, dt: float) -> Transition | None:
        self.clock += dt
        self.board_view.clock = self.clock
        self.director.update(dt)
        if self.director.take_finished():
            self._settle()
        self.programming.update(dt)
        if self.mode is Mode.DRAFTING:
            timed_out = self.drafting.update(dt, self.game)
            if timed_out is not None:
                self.perform(timed_out)
        if self.game.result is not None and not self.director.busy:
            from game.scenes.results import ResultsScene

            return Replace(ResultsScene(self.assets, self.settings, self.game, self.mission.title))
        return None

    def draw(self, screen: pygame.Surface) -> None:
        from game.scenes.play_draw import draw_play

        draw_play(self, screen)


def damage_info(game: Game, card: DamageCard) -> tuple[str, str, str]:
    """A Damage Card's title, kind and what it does, from the mission's card list."""
    try:
        spec = damage_spec(card.name, game.mission.damage_specs)
    except KeyError:
        return card.name, "", ""
    text = cards().damage_text(card.name)
    return spec.title, spec.kind.value, f"{text} {KIND_TEXT.get(spec.kind.value, '')}"


def damage_title(game: Game, seat: int, ref: str) -> str:
    """A repair target ("slot:3" or "system:17") in words."""
    mech = game.mech(seat)
    kind, _, key = ref.partition(":")
    if kind == "slot" and key.isdigit() and 0 < int(key) <= len(mech.slots):
        card = mech.slots[int(key) - 1].damage
        if card is not None:
            return f"Slot {key}: {damage_info(game, card)[0]}"
    for card in mech.system_damage:
        if str(card.id) == key:
            return f"System: {damage_info(game, card)[0]}"
    return ref
