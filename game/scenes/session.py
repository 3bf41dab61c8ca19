"""What the players chose this run, offered again the next time they set up a mission:
the Mechs and Yordles, EZ-Mode, the Minuteglass and the animation speed. Held only while
the game runs (a settings file comes later)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.scenes.settings import Settings


@dataclass
class Session:
    last: Settings | None = None

    def remember(self, settings: Settings) -> None:
        self.last = settings

    def fresh(self, mission_id: str = "tutorial", is_campaign: bool = False) -> Settings:
        """Settings for a new mission: the choices made last time, this mission."""
        base = self.last or Settings()
        return replace(
            base,
            mission_id=mission_id,
            is_campaign=is_campaign,
            loadouts=(),
            is_placing=False,
            seed=Settings().seed,
        )
