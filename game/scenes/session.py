"""What the players chose, offered again the next time they set up a mission: the Mechs and
Yordles, which seats the bot plays, the Minuteglass, the animation speed, step mode and
sound. Kept in the settings file between runs (``game.preferences``) when the session is
given one."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.preferences import Preferences, PreferencesFile
from game.rules import Yordle
from game.scenes.settings import Settings, Speed


@dataclass
class Session:
    store: PreferencesFile | None = None  # None: remembered only while the game runs
    last: Settings | None = None
    preferences: Preferences = field(default_factory=Preferences)

    def __post_init__(self) -> None:
        if self.store is not None:
            self.preferences = self.store.load()

    def remember(self, settings: Settings) -> None:
        self.last = settings
        self.update(
            speed=settings.speed.value,
            is_stepping=settings.is_stepping,
            has_minuteglass=settings.has_minuteglass,
            minuteglass_seconds=settings.minuteglass_seconds,
            untimed_drafts=settings.untimed_drafts,
            yordles=tuple(y.value for y in settings.yordles),
            bots=settings.bots,
        )

    def update(self, **changes: Any) -> None:
        """Change some preferences, and write them down if they changed."""
        self.preferences = replace(self.preferences, **changes)
        if self.store is not None:
            self.store.save(self.preferences)

    def remembered(self) -> Settings:
        """The choices made last time: this run's, else the settings file's."""
        if self.last is not None:
            return self.last
        p = self.preferences
        return Settings(
            yordles=tuple(Yordle(y) for y in p.yordles),
            bots=p.bots,
            has_minuteglass=p.has_minuteglass,
            minuteglass_seconds=p.minuteglass_seconds,
            untimed_drafts=p.untimed_drafts,
            speed=Speed(p.speed),
            is_stepping=p.is_stepping,
        )

    def fresh(self, mission_id: str = "tutorial", is_campaign: bool = False) -> Settings:
        """Settings for a new mission: the choices made last time, this mission."""
        return replace(
            self.remembered(),
            mission_id=mission_id,
            is_campaign=is_campaign,
            loadouts=(),
            is_placing=False,
            seed=Settings().seed,
            is_online=False,
            remote=(),
            is_guest=False,
        )
