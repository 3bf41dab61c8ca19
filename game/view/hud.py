"""What the top bar shows, advanced event by event while the director replays."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import Game, Phase, Prompt, Rune, running_boss_slot, running_slot
from game.view.prelude import as_shown

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
    is_setting_up: bool = False  # a player is placing their Mech

    def sync(self, game: Game) -> None:
        """Snap to the game as shown; a step waiting on a question keeps its slot lit."""
        shown = as_shown(game)
        self.round, self.phase, self.first_player = shown.round, shown.phase, shown.first_player
        trackers = shown.trackers
        self.kills, self.gears, self.doom = trackers.kills, trackers.gears, trackers.doom
        self.inactive_runes = shown.inactive_runes
        self.is_setting_up = game.pending is not None and game.pending.prompt in SETUP_PROMPTS
        self.active_slot, self.boss_slot = running_slot(game), running_boss_slot(game)
