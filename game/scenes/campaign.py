"""The campaign map: pick the Tutorial or a mission the team has opened, then play it.

Progress comes from the save file; a save that cannot be read is set aside and explained
in a dialog before anything else.
"""

from __future__ import annotations

import pygame

from game.assets import Assets
from game.content import MissionInfo
from game.palette import YORDLE_COLOURS
from game.progress import SaveFile, unlocked_missions
from game.rules import Yordle
from game.scenes import campaign_data, routes
from game.scenes.base import Replace, Transition
from game.scenes.settings import Settings
from game.ui import campaign_map, theme
from game.ui.campaign_map import MAP, Stop, draw_stops, stop_at
from game.ui.text import fit_size, label, paragraph
from game.ui.widgets import Button, Buttons, panel

DETAILS = pygame.Rect(1090, 120, 470, 620)
DIALOG = pygame.Rect(340, 280, 920, 300)
OK = pygame.Rect(DIALOG.centerx - 110, DIALOG.bottom - 84, 220, 60)


def features(mission: MissionInfo) -> list[str]:
    """What this mission brings to the table, for the tags under its title."""
    setup = {ref.kind for ref in mission.rules.setup}
    found = []
    if "boss_at" in setup:
        found.append("Boss")
    if mission.rules.lava_edge is not None:
        found.append("Lava Wall")
    if "bomb_at" in setup:
        found.append("Bomb")
    if "shards_at" in setup:
        found.append("Crystal Shards")
    return found


class CampaignScene:
    covers_screen = True

    def __init__(
        self,
        assets: Assets,
        selected: str | None = None,
        yordles: tuple[Yordle, ...] | None = None,
    ) -> None:
        self.assets = assets
        self.store = SaveFile()
        self.progress, self.message = self.store.load()
        self.missions = campaign_data.missions()
        self.numbers = campaign_data.numbers()
        self.open = unlocked_missions(self.numbers, self.progress)
        self.yordles = yordles
        self.selected = selected if selected in self.open else self._next_mission()
        self.mouse = (0, 0)
        self.clock = 0.0
        self.ground: pygame.Surface | None = None
        self.buttons = Buttons(self.assets)
        self._build()

    def _next_mission(self) -> str:
        """The first open mission not yet won (the last open one once all are won)."""
        open_missions = [m for m in self.missions if m.id in self.open]
        fresh = [m for m in open_missions if m.id not in self.progress.won and m.number > 0]
        return (fresh or open_missions)[0].id

    def _build(self) -> None:
        self.buttons = Buttons(self.assets)
        if self.message is not None:
            self.buttons.add("ok", Button(OK, "OK", colour=(60, 150, 90)))
            return
        self.buttons.add("back", Button(pygame.Rect(DETAILS.x, 770, 150, 64), "Back"))
        self.buttons.add(
            "play",
            Button(
                pygame.Rect(DETAILS.x + 170, 770, DETAILS.width - 170, 64),
                "Play this mission",
                is_enabled=self.selected in self.open,
                colour=(60, 150, 90),
                size=theme.HEADING - 4,
            ),
        )

    @property
    def mission(self) -> MissionInfo:
        return next(m for m in self.missions if m.id == self.selected)

    def stop_rect(self, mission_id: str) -> pygame.Rect:
        """Where to click for a mission (tests use it too)."""
        index = [m.id for m in self.missions].index(mission_id)
        x, y = campaign_map.stop_centre(index)
        return pygame.Rect(x - 20, y - 20, 40, 40)

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        clicked = self.buttons.handle(event)
        if self.message is not None:
            if clicked == "ok" or (event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN):
                self.message = None
                self._build()
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            clicked = "back"
        if clicked == "back":
            return Replace(routes.Title())
        if clicked == "play":
            settings = Settings(mission_id=self.selected, is_campaign=True)
            if self.yordles:
                settings = Settings(
                    mission_id=self.selected, is_campaign=True, yordles=self.yordles
                )
            return Replace(routes.Setup(settings))
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = stop_at(event.pos, len(self.missions))
            if index is not None and self.missions[index].id in self.open:
                self.selected = self.missions[index].id
                self._build()
        return None

    def update(self, dt: float) -> Transition | None:
        self.clock += dt
        return None

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        title = label(screen, self.assets, "Campaign", 60, theme.ACCENT, topleft=(MAP.x, 36))
        won = len([m for m in self.missions if m.id in self.progress.won and m.number > 0])
        label(
            screen,
            self.assets,
            f"{won} of 10 missions won · {len(campaign_data.unlocked(self.progress))} of 40 "
            "Schematics unlocked",
            theme.BODY,
            theme.MUTED,
            bottomleft=(title.right + 30, title.bottom - 10),
        )
        if self.ground is None:
            self.ground = campaign_map.render_ground()
        screen.blit(self.ground, MAP)
        draw_stops(screen, self.assets, self._stops(), self.mouse, self.clock)
        self._details(screen)
        self.buttons.draw(screen, self.assets, self.mouse)
        if self.message is not None:
            self._dialog(screen)

    def _stops(self) -> list[Stop]:
        next_id = self._next_mission()
        return [
            Stop(
                m.number,
                m.title,
                m.id in self.progress.won,
                m.id in self.open,
                m.id == next_id and m.id not in self.progress.won,
                m.id == self.selected,
            )
            for m in self.missions
        ]

    def _details(self, screen: pygame.Surface) -> None:
        mission, assets = self.mission, self.assets
        panel(screen, DETAILS, theme.PANEL)
        x, y = DETAILS.x + 24, DETAILS.y + 20
        kicker = "Tutorial" if mission.number == 0 else f"Mission {mission.number}"
        if mission.id in self.progress.won:
            kicker += " · won"
        label(screen, assets, kicker, theme.BODY, theme.MUTED, topleft=(x, y))
        title = mission.title.split(": ")[-1]
        size = fit_size(assets, title, 44, DETAILS.width - 48)
        label(screen, assets, title, size, theme.ACCENT, topleft=(x, y + 30))
        y += 92
        for tag in features(mission):
            image = assets.text(tag, theme.SMALL, theme.TEXT)
            chip = image.get_rect(topleft=(x + 8, y + 4)).inflate(16, 8)
            pygame.draw.rect(screen, (74, 60, 96) if tag == "Boss" else (64, 74, 100), chip, 0, 10)
            screen.blit(image, image.get_rect(center=chip.center))
            x = chip.right + 8
        x = DETAILS.x + 24
        y += 44
        label(screen, assets, "Objective", theme.BODY, theme.ACCENT, topleft=(x, y))
        box = pygame.Rect(x, y + 32, DETAILS.width - 48, 130)
        y = paragraph(screen, assets, mission.objective, theme.BODY, theme.TEXT, box, spacing=4)
        box = pygame.Rect(x, y + 16, DETAILS.width - 48, DETAILS.bottom - y - 150)
        y = paragraph(screen, assets, mission.briefing, theme.SMALL, theme.MUTED, box, spacing=3)
        self._envelope(screen, mission, x, max(y + 16, DETAILS.bottom - 130))

    def _envelope(self, screen: pygame.Surface, mission: MissionInfo, x: int, y: int) -> None:
        """The Schematics this mission's envelope hands out at its start, one per Yordle."""
        found = [s.spec for s in campaign_data.schematics() if s.spec.mission == mission.number]
        if not found:
            return
        words = "New Schematics in this envelope"
        label(screen, self.assets, words, theme.SMALL, theme.ACCENT, topleft=(x, y))
        for i, spec in enumerate(found):
            at = (x + (i % 2) * 214, y + 28 + (i // 2) * 44)
            colour = YORDLE_COLOURS[Yordle(spec.yordle)]
            pygame.draw.circle(screen, colour, (at[0] + 8, at[1] + 10), 7)
            label(
                screen,
                self.assets,
                spec.title,
                theme.SMALL,
                theme.TEXT,
                topleft=(at[0] + 22, at[1]),
            )
            kind = theme.SCHEMATIC_KINDS[spec.kind.value][0]
            note = f"{spec.yordle.title()} · {kind}"
            label(
                screen, self.assets, note, theme.TINY, theme.MUTED, topleft=(at[0] + 22, at[1] + 21)
            )

    def _dialog(self, screen: pygame.Surface) -> None:
        shade = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 16, 190))
        screen.blit(shade, (0, 0))
        panel(screen, DIALOG, theme.PANEL, theme.BAD, 4, 16)
        label(
            screen,
            self.assets,
            "The campaign save could not be read",
            theme.HEADING,
            theme.BAD,
            midtop=(DIALOG.centerx, DIALOG.y + 24),
        )
        box = pygame.Rect(DIALOG.x + 40, DIALOG.y + 84, DIALOG.width - 80, 120)
        paragraph(screen, self.assets, self.message or "", theme.BODY, theme.TEXT, box, spacing=6)
        self.buttons.draw(screen, self.assets, self.mouse)
