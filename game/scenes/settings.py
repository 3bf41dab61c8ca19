"""What the players chose before a match: Mechs, mission options, animation speed and step
mode (kept in memory for the session)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from game import rules
from game.content import MissionInfo, load_mission
from game.i18n import N_, tr
from game.record import Setup
from game.rules import Yordle


class Speed(StrEnum):
    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"

    @property
    def factor(self) -> float:
        """How fast the director's clock runs: slow doubles every beat and animation."""
        return {Speed.SLOW: 0.5, Speed.NORMAL: 1.0, Speed.FAST: 2.2}[self]

    @property
    def words(self) -> str:
        """The speed as the menus name it, in the current language."""
        return tr(
            {Speed.SLOW: N_("slow"), Speed.NORMAL: N_("normal"), Speed.FAST: N_("fast")}[self]
        )

    def next(self) -> Speed:
        order = list(Speed)
        return order[(order.index(self) + 1) % len(order)]


MINUTEGLASS_SECONDS = (20, 30, 40, 60, 90)


@dataclass(frozen=True)
class Settings:
    mission_id: str = "tutorial"
    yordles: tuple[Yordle, ...] = (Yordle.CORKI,)
    is_ez: bool = False
    has_minuteglass: bool = False  # house rule: the Minuteglass times every draft
    minuteglass_seconds: int = 40
    untimed_drafts: bool = False  # house rule: no draft is timed, whatever the mission says
    speed: Speed = Speed.NORMAL
    is_stepping: bool = False  # the Minion and Danger Phases wait for a click at every beat
    seed: int = 1
    loadouts: tuple[tuple[str, ...], ...] = ()  # each seat's Schematics, picked in the briefing
    is_campaign: bool = False  # reached from the campaign map: a win is saved
    is_placing: bool = False  # players pick start spaces and facings before the first draft
    is_guided: bool = False  # the Tutorial with the coach's lessons
    bots: tuple[int, ...] = ()  # the seats the planning bot plays
    is_online: bool = False  # hosted for friends in other homes (``game.scenes.lobby``)
    remote: tuple[int, ...] = ()  # hosting: the seats played from another home
    is_guest: bool = False  # online: this window joined a game another home hosts

    @property
    def mission(self) -> MissionInfo:
        return load_mission(self.mission_id)

    @property
    def setup(self) -> Setup:
        """What the rules need to start this mission (and a record keeps)."""
        glass = self.minuteglass_seconds if self.has_minuteglass else None
        return Setup(
            self.mission_id,
            self.yordles,
            self.seed,
            self.is_ez,
            glass,
            self.loadouts,
            self.is_placing,
            self.is_campaign,
            self.bots,
            self.untimed_drafts,
        )

    def new_game(self) -> rules.Outcome:
        return self.setup.new_game()

    def with_setup(self, setup: Setup) -> Settings:
        """These settings (speed, step mode...) for the mission a record sets up."""
        return replace(
            self,
            mission_id=setup.mission_id,
            yordles=setup.yordles,
            seed=setup.seed,
            is_ez=setup.is_ez,
            has_minuteglass=setup.minuteglass is not None,
            minuteglass_seconds=setup.minuteglass or self.minuteglass_seconds,
            loadouts=setup.loadouts,
            is_placing=setup.is_placing,
            is_campaign=setup.is_campaign,
            bots=setup.bots,
            untimed_drafts=setup.is_untimed,
        )
