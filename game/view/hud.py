"""What the top bar shows, advanced event by event while the director replays."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import Element, Game, Phase, Prompt, Rune, queries
from game.rules import events as ev
from game.view.prelude import as_shown, prelude_of

SETUP_PROMPTS = (Prompt.START, Prompt.FACING)


@dataclass
class HudState:
    round: int = 1
    phase: Phase = Phase.DRAFT
    first_player: int = 0
    kills: int = 0
    gears: int = 0
    doom: int | None = None
    inactive_runes: frozenset[Rune] = field(default_factory=frozenset)
    active_slot: tuple[int, int] | None = None
    boss_slot: int | None = None  # the Boss slot running now
    running_element: Element | None = None  # of the Command Card running (attacks burn or zap)
    is_setting_up: bool = False  # a player is placing their Mech

    def sync(self, game: Game) -> None:
        """Snap to the game as shown; a step waiting on a question keeps its slot lit."""
        shown = as_shown(game)
        self.round, self.phase, self.first_player = shown.round, shown.phase, shown.first_player
        self.kills, self.gears, self.doom = shown.kills, shown.gears, shown.doom
        self.inactive_runes = shown.inactive_runes
        self.is_setting_up = game.pending is not None and game.pending.prompt in SETUP_PROMPTS
        self.active_slot = self.boss_slot = self.running_element = None
        for event in prelude_of(game):
            if isinstance(event, ev.SlotStarted):
                self.active_slot = (event.seat, event.slot)
                command = queries.command_named(event.name)
                self.running_element = command.element if command is not None else None
            elif isinstance(event, ev.BossSlotStarted):
                self.boss_slot, self.running_element = event.slot, None
