"""The campaign map: pick the Tutorial or a mission the team has opened, then play it.

Progress comes from the save file; a save that cannot be read is set aside and explained
in a dialog before anything else.
"""

from __future__ import annotations

import re
from functools import partial

import pygame

from game.assets import Assets
from game.content import MissionInfo
from game.i18n import N_, tr
from game.input import Direction, Intent, Kind
from game.palette import YORDLE_COLOURS
from game.progress import SaveFile, unlocked_missions
from game.rules import Yordle
from game.scenes import campaign_data, routes
from game.scenes.base import Replace, Transition
from game.ui import campaign_map, theme
from game.ui.campaign_map import Stop, draw_stops, stop_at
from game.ui.layout.menus import (
    CAMPAIGN_BACK,
    CAMPAIGN_PLAY,
    DETAILS,
    DIALOG,
    MAP,
    STOP_RADIUS,
    Stage,
)
from game.ui.term_tips import probe_with
from game.ui.text import fit_room, fitted, label, least_size, paragraph, room_scale
from game.ui.widgets import Button, Buttons, panel
from game.wording import wrap


def sentences(words: str) -> list[str]:
    """``words`` as its sentences, each with its stop."""
    return [part for part in re.split(r"(?<=[.!?])\s+", words.strip()) if part]


def features(mission: MissionInfo) -> list[str]:
    """What this mission brings to the table, for the tags under its title (in English:
    translated where drawn)."""
    setup = {ref.kind for ref in mission.rules.setup}
    found = []
    if "boss_at" in setup:
        found.append(N_("Boss"))
    if mission.rules.lava_edge is not None:
        found.append(N_("Lava Wall"))
    if "bomb_at" in setup:
        found.append(N_("Bomb"))
    if "shards_at" in setup:
        found.append(N_("Crystal Shards"))
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
        self.locked_note: str | None = None  # why the last mission clicked cannot be played
        self.told: dict[tuple[object, ...], int] = {}  # sentences of a story shown (_told)
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self.map = self.stage.rect(*MAP)
        self.details = self.stage.rect(*DETAILS)
        self.ground: pygame.Surface | None = None
        self._build()

    def _next_mission(self) -> str:
        """The first open mission not yet won (the last open one once all are won)."""
        open_missions = [m for m in self.missions if m.id in self.open]
        fresh = [m for m in open_missions if m.id not in self.progress.won and m.number > 0]
        return (fresh or open_missions)[0].id

    def _build(self) -> None:
        self.buttons = Buttons(self.assets, getattr(self, "buttons", None), steered=True)
        stage = self.stage
        if self.message is not None:
            x, y, w, h = DIALOG
            ok = stage.rect(x + w / 2 - 132, y + h - 100, 264, 76)
            self.buttons.add("ok", Button(ok, tr("OK"), colour=(46, 110, 70)))
            return
        for i, mission in enumerate(self.missions):  # the stops: reached by arrows and pads
            x, y = campaign_map.stop_centre(self.map, i, self.assets.scale)
            radius = self.assets.px(STOP_RADIUS)
            spot = pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)
            self.buttons.add(f"stop:{mission.id}", Button(spot, "", is_drawn=False, is_round=True))
        self.buttons.add("back", Button(stage.rect(*CAMPAIGN_BACK), tr("Back")))
        play = Button(
            stage.rect(*CAMPAIGN_PLAY),
            tr("Play this mission"),
            is_enabled=self.selected in self.open,
            colour=(46, 110, 70),
            size=theme.HEADING - 4,
        )
        self.buttons.add("play", play)
        self.buttons.first = "play"

    @property
    def mission(self) -> MissionInfo:
        return next(m for m in self.missions if m.id == self.selected)

    def stop_rect(self, mission_id: str) -> pygame.Rect:
        """Where to click for a mission (tests use it too)."""
        index = [m.id for m in self.missions].index(mission_id)
        x, y = campaign_map.stop_centre(self.map, index, self.assets.scale)
        half = self.assets.px(24)
        return pygame.Rect(x - half, y - half, 2 * half, 2 * half)

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        clicked = self.buttons.handle(event)
        if clicked is not None and clicked.startswith("stop:"):
            clicked = None  # a click on the map picks by the stop's circle, below
        transition = self._press(clicked)
        if transition is not None or self.message is not None:
            return transition
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = stop_at(self.map, event.pos, len(self.missions), self.assets.scale)
            if index is not None:
                self._choose(self.missions[index])
        return None

    def act(self, intent: Intent) -> Transition | None:
        """Arrows or stick over the stops (an open one is chosen as the focus reaches it),
        Play and Back; Enter or A presses, Esc or B goes back to the title."""
        if self.message is not None:
            if intent.kind in (Kind.PICK, Kind.BACK):
                return self._press("ok")
            return None
        if intent.kind is Kind.BACK:
            return self._press("back")
        if self._along_the_trail(intent):
            return None
        picked = self.buttons.act(intent)
        focus = self.buttons.focused(intent.seat)
        if intent.kind is Kind.MOVE and focus is not None and focus.startswith("stop:"):
            mission = next(m for m in self.missions if m.id == focus[5:])
            if mission.id in self.open and mission.id != self.selected:
                self._choose(mission)
        if picked is not None and picked.startswith("stop:"):
            self._choose(next(m for m in self.missions if m.id == picked[5:]))
            return None
        return self._press(picked)

    def _along_the_trail(self, intent: Intent) -> bool:
        """Left and right on a stop follow the trail: the mission before, the one after
        (past the last, the focus goes on to the buttons)."""
        focus = self.buttons.focused(intent.seat)
        if intent.kind is not Kind.MOVE or focus is None or not focus.startswith("stop:"):
            return False
        if intent.seat not in self.buttons.shown:
            return False
        step = {Direction.LEFT: -1, Direction.RIGHT: 1}.get(intent.direction or Direction.UP)
        ids = [m.id for m in self.missions]
        at = ids.index(focus[5:]) + (step or 0)
        if step is None or not 0 <= at < len(ids):
            return False
        self.buttons.put(intent.seat, f"stop:{ids[at]}")
        if ids[at] in self.open and ids[at] != self.selected:
            self._choose(self.missions[at])
        return True

    def _choose(self, mission: MissionInfo) -> None:
        if mission.id in self.open:
            self.selected, self.locked_note = mission.id, None
            self._build()
        else:
            self.locked_note = self._why_locked(mission)

    def _press(self, clicked: str | None) -> Transition | None:
        if self.message is not None:
            if clicked == "ok":
                self.message = None
                self._build()
            return None
        if clicked == "back":
            return Replace(routes.Title())
        if clicked == "play":
            is_tutorial = campaign_data.numbers().get(self.selected or "") == 0
            return Replace(
                routes.Setup(mission_id=self.selected, is_campaign=True, is_guided=is_tutorial)
            )
        return None

    def _why_locked(self, mission: MissionInfo) -> str:
        before = next((m for m in self.missions if m.number == mission.number - 1), None)
        name = tr("Mission {n}", n=mission.number) + ": " + tr(mission.title).split(": ")[-1]
        if before is None:
            return tr("{mission} is locked.", mission=name)
        return tr("{mission} is locked: win Mission {n} to open it.", mission=name, n=before.number)

    def update(self, dt: float) -> Transition | None:
        self.clock += dt
        return None

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        assets, px = self.assets, self.assets.px
        at = (self.map.x, self.stage.point(0, 30)[1])
        title = label(screen, assets, tr("Campaign"), 60, theme.ACCENT, topleft=at)
        won = len([m for m in self.missions if m.id in self.progress.won and m.number > 0])
        count = len(campaign_data.unlocked(self.progress))
        words = tr(
            "{won} of {missions} missions won · {count} of {schematics} Schematics unlocked",
            won=won,
            missions=10,
            count=count,
            schematics=40,
        )
        label(
            screen,
            assets,
            words,
            theme.BODY,
            theme.MUTED,
            bottomleft=(title.right + px(30), title.bottom - px(10)),
        )
        if self.ground is None:
            self.ground = campaign_map.render_ground(self.map.size, assets.scale)
        screen.blit(self.ground, self.map)
        draw_stops(screen, assets, self.map, self._stops(), self.mouse, self.clock)
        self._details(screen)
        self.buttons.draw(screen, assets, self.mouse)
        if self.locked_note is not None:
            self._locked(screen)
        if self.message is not None:
            self._dialog(screen)

    def _locked(self, screen: pygame.Surface) -> None:
        """Why a locked mission cannot be chosen, over the foot of the map."""
        assert self.locked_note is not None
        px = self.assets.px
        box = pygame.Rect(0, 0, self.map.width - px(80), px(60))
        box.midbottom = (self.map.centerx, self.map.bottom - px(20))
        panel(screen, box, (70, 30, 34), theme.BAD, 3, 12, self.assets.scale)
        width = box.width - px(24)
        fitted(
            screen, self.assets, self.locked_note, theme.BODY, theme.TEXT, width, center=box.center
        )

    def _stops(self) -> list[Stop]:
        next_id = self._next_mission()
        return [
            Stop(
                m.number,
                tr(m.title),
                m.id in self.progress.won,
                m.id in self.open,
                m.id == next_id and m.id not in self.progress.won,
                m.id == self.selected,
            )
            for m in self.missions
        ]

    def _details(self, screen: pygame.Surface) -> None:
        """The mission chosen: its words as large as the text size asks while the panel
        holds them all, the briefing's story as many whole sentences of it as the panel
        holds at 100 % (the briefing screen tells it all)."""
        told = self._told()
        key = ("campaign details", self.mission.id, tuple(self.details), self.progress.won, told)
        with self.assets.text_room(fit_room(self.assets, key, lambda s: self._details_at(s, told))):
            self._details_at(screen, told)

    def _told(self) -> int:
        """How many of the briefing's sentences the panel shows whole at 100 %."""
        mission, assets = self.mission, self.assets
        key = (mission.id, tuple(self.details), self.progress.won, assets.looks, tr("Campaign"))
        if key not in self.told:
            count = len(sentences(tr(mission.briefing)))
            with assets.text_room(1.0):
                while count > 0:
                    drawn = probe_with(
                        assets, assets.screen.size, partial(self._details_at, told=count)
                    )
                    if not any(r.is_cut for r in drawn if r.role == "body"):
                        break
                    count -= 1
            self.told[key] = count
        return self.told[key]

    def _details_at(self, screen: pygame.Surface, told: int | None = None) -> None:
        mission, assets, details = self.mission, self.assets, self.details
        px = assets.px
        panel(screen, details, theme.PANEL, scale=assets.scale)
        x, y = details.x + px(24), details.y + px(20)
        width = details.width - px(48)
        kicker = tr("Tutorial") if mission.number == 0 else tr("Mission {n}", n=mission.number)
        if mission.id in self.progress.won:
            kicker = tr("{mission} · won", mission=kicker)
        label(screen, assets, kicker, theme.BODY, theme.MUTED, topleft=(x, y))
        title = tr(mission.title).split(": ")[-1]
        fitted(screen, assets, title, 44, theme.ACCENT, width, topleft=(x, y + px(30)))
        y += px(92)
        for tag in features(mission):
            with assets.text_room(room_scale(assets, px(32), (theme.SMALL,))):
                words = tr(tag)
                chip = pygame.Rect(x, y, assets.font(theme.SMALL).size(words)[0] + px(20), px(32))
                fill = (74, 60, 96) if tag == "Boss" else (64, 74, 100)
                pygame.draw.rect(screen, fill, chip, 0, px(10))
                label(screen, assets, words, theme.SMALL, theme.TEXT, center=chip.center)
                x = chip.right + px(8)
        x = details.x + px(24)
        y += px(48)
        label(screen, assets, tr("Objective"), theme.BODY, theme.ACCENT, topleft=(x, y))
        box = pygame.Rect(x, y + px(34), width, px(130))
        y = paragraph(screen, assets, tr(mission.objective), theme.BODY, theme.TEXT, box, spacing=4)
        box = pygame.Rect(x, y + px(16), width, details.bottom - y - px(190))
        story = " ".join(sentences(tr(mission.briefing))[:told])
        if story:
            y = paragraph(screen, assets, story, theme.BODY, theme.MUTED, box, spacing=3)
        self._envelope(screen, mission, x, max(y + px(16), details.bottom - px(170)))

    def _envelope(self, screen: pygame.Surface, mission: MissionInfo, x: int, y: int) -> None:
        """The Schematics this mission's envelope hands out at its start, one per Yordle."""
        found = [s.spec for s in campaign_data.schematics() if s.spec.mission == mission.number]
        if not found:
            return
        assets, px = self.assets, self.assets.px
        with assets.text_room(room_scale(assets, px(26), (theme.SMALL,))):  # rows of two lines
            self._envelope_at(screen, mission, x, y)

    def _envelope_at(self, screen: pygame.Surface, mission: MissionInfo, x: int, y: int) -> None:
        found = [s.spec for s in campaign_data.schematics() if s.spec.mission == mission.number]
        assets, px = self.assets, self.assets.px
        words = tr("New Schematics in this envelope")
        label(screen, assets, words, theme.SMALL, theme.ACCENT, topleft=(x, y))
        column = (self.details.width - px(48)) // 2
        for i, spec in enumerate(found):
            at = (x + (i % 2) * column, y + px(30) + (i // 2) * px(62))
            colour = YORDLE_COLOURS[Yordle(spec.yordle)]
            pygame.draw.circle(screen, colour, (at[0] + px(8), at[1] + px(11)), px(8))
            room = column - px(28)
            name_at = (at[0] + px(24), at[1])
            title, floor = tr(spec.title), least_size(assets, theme.SMALL)
            if assets.font(floor).size(title)[0] > room:  # on two lines, then, whose untold
                for k, line in enumerate(wrap(assets.font(floor), title, room)[:2]):
                    where = (name_at[0], at[1] + k * px(26))
                    fitted(screen, assets, line, theme.SMALL, theme.TEXT, room, topleft=where)
                continue
            fitted(screen, assets, title, theme.SMALL, theme.TEXT, room, topleft=name_at)
            kind = tr(theme.SCHEMATIC_KINDS[spec.kind.value][0])
            note = f"{spec.yordle.title()} · {kind}"
            if assets.font(theme.SMALL).size(note)[0] > room:
                note = kind  # a narrow window: the dot's colour says whose
            note_at = (at[0] + px(24), at[1] + px(26))
            fitted(screen, assets, note, theme.SMALL, theme.MUTED, room, topleft=note_at)

    def _dialog(self, screen: pygame.Surface) -> None:
        shade = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 16, 190))
        screen.blit(shade, (0, 0))
        dialog, px = self.stage.rect(*DIALOG), self.assets.px
        panel(screen, dialog, theme.PANEL, theme.BAD, 4, 16, self.assets.scale)
        head = tr("The campaign save could not be read")
        label(
            screen,
            self.assets,
            head,
            theme.HEADING,
            theme.BAD,
            midtop=(dialog.centerx, dialog.y + px(24)),
        )
        box = pygame.Rect(dialog.x + px(40), dialog.y + px(84), dialog.width - px(80), px(190))
        paragraph(screen, self.assets, self.message or "", theme.BODY, theme.TEXT, box, spacing=6)
        self.buttons.draw(screen, self.assets, self.mouse)
