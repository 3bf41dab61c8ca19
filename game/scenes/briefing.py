"""The mission briefing: title, objective, story, each Mech's Schematics, and the options.

Each seat picks up to two of its own Yordle's Schematics: every envelope up to and including
this mission's (the rulebook opens a mission's envelope as the mission starts), plus in the
campaign whatever was unlocked before. The picks go to the rules as that seat's loadout.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from game.assets import Assets, Lettering
from game.i18n import N_, ntr, tr
from game.input import Intent, Kind
from game.palette import YORDLE_COLOURS
from game.progress import MAX_LOADOUT, SaveFile
from game.saves import MissionSave
from game.scenes import campaign_data, routes
from game.scenes.base import Replace, Transition
from game.scenes.play.teaching import term_tips
from game.scenes.settings import MINUTEGLASS_SECONDS, Settings
from game.ui import theme
from game.ui.layout.menus import (
    BRIEFING_BACK,
    BRIEFING_START,
    OPTIONS,
    PICKER,
    STORY,
    Stage,
    option_rect,
)
from game.ui.schematic_picker import Chip, SeatRow, chip_rects, draw_picker
from game.ui.term_tips import probe_with
from game.ui.text import fit_room, fitted, label, paragraph
from game.ui.widgets import Button, Buttons, panel

GLASS_ORDER = ("mission", "every", "untimed")
GLASS_WORDS = {  # the Minuteglass choice: its button, and what it means
    "mission": (N_("When timed"), N_("as the mission says")),
    "every": (N_("Every draft"), N_("house rule: every draft")),
    "untimed": (N_("Off"), N_("house rule: untimed drafts")),
}


def glass_choice(settings: Settings) -> str:
    """How the group plays Zhonya's Minuteglass: as the mission says (the default), on
    every draft, or never (each of the last two a house rule)."""
    if settings.untimed_drafts:
        return "untimed"
    return "every" if settings.has_minuteglass else "mission"


class BriefingScene:
    covers_screen = True

    def __init__(self, assets: Assets, settings: Settings, seed: int | None = None) -> None:
        self.assets = assets
        self.seed = seed
        self.mouse = (0, 0)
        self.store = SaveFile()
        self.progress = self.store.peek()
        progress = self.progress if settings.is_campaign else None
        self.choices = {
            seat: campaign_data.offered_for(yordle.value, settings.mission.number, progress)
            for seat, yordle in enumerate(settings.yordles)
        }
        if not settings.loadouts:
            settings = replace(settings, loadouts=self._remembered(settings))
        self.settings = settings
        self.detail = tr("Hover over a Schematic to read it; click to bring it along.")
        self.ends_saved = MissionSave().path.exists()  # starting ends the mission saved
        self.pressed: tuple[int, str] | None = None
        self.terms = term_tips()
        self.still = 0.0  # seconds the pointer has rested (a term's meaning waits for it)
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self.picker = self.stage.rect(*PICKER)
        self._build()

    def _remembered(self, settings: Settings) -> tuple[tuple[str, ...], ...]:
        """Each Yordle's picks from last time, where still unlocked."""
        return tuple(
            tuple(
                n
                for n in self.progress.loadout(yordle.value)
                if n in {s.spec.name for s in self.choices[seat]}
            )[:MAX_LOADOUT]
            for seat, yordle in enumerate(settings.yordles)
        )

    def loadout(self, seat: int) -> tuple[str, ...]:
        loadouts = self.settings.loadouts
        return loadouts[seat] if seat < len(loadouts) else ()

    def chip_rect(self, seat: int, name: str) -> pygame.Rect:
        """Where a seat's Schematic chip is (tests click it)."""
        names = [s.spec.name for s in self.choices[seat]]
        seats = len(self.settings.yordles)
        rects = chip_rects(self.picker, seat, seats, len(names), self.assets.scale)
        return rects[names.index(name)]

    def _build(self) -> None:
        s, stage = self.settings, self.stage
        self.buttons = Buttons(self.assets, getattr(self, "buttons", None), steered=True)
        seats = len(s.yordles)
        for seat, infos in self.choices.items():  # the chips: reached by arrows and pads
            rects = chip_rects(self.picker, seat, seats, len(infos), self.assets.scale)
            for info, rect in zip(infos, rects, strict=True):
                chip = Button(rect, "", seat=seat, is_drawn=False)
                self.buttons.add(f"chip:{seat}:{info.spec.name}", chip)
        self.buttons.colours = {seat: YORDLE_COLOURS[y] for seat, y in enumerate(s.yordles)}
        self.buttons.add(
            "ez",
            Button(option_rect(stage, 0), tr("On") if s.is_ez else tr("Off"), is_selected=s.is_ez),
        )
        glass = tr(GLASS_WORDS[glass_choice(s)][0])
        self.buttons.add(
            "glass", Button(option_rect(stage, 1), glass, is_selected=not s.untimed_drafts)
        )
        seconds = ntr("{n} second", "{n} seconds", s.minuteglass_seconds)
        self.buttons.add(
            "seconds", Button(option_rect(stage, 2), seconds, is_enabled=not s.untimed_drafts)
        )
        self.buttons.add("speed", Button(option_rect(stage, 3), s.speed.words.capitalize()))
        self.buttons.add("back", Button(stage.rect(*BRIEFING_BACK), tr("Back")))
        start = Button(stage.rect(*BRIEFING_START), tr("Start mission"), colour=(46, 110, 70))
        self.buttons.add("start", start)
        self.buttons.first = "start"

    # --- input ------------------------------------------------------------------------------

    def _chip_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        seats = len(self.settings.yordles)
        for seat, infos in self.choices.items():
            rects = chip_rects(self.picker, seat, seats, len(infos), self.assets.scale)
            for info, rect in zip(infos, rects, strict=True):
                if rect.collidepoint(pos):
                    return seat, info.spec.name
        return None

    def _toggle(self, seat: int, name: str) -> None:
        picked = list(self.loadout(seat))
        title = tr(campaign_data.schematic(name).spec.title)
        if name in picked:
            picked.remove(name)
        elif len(picked) >= MAX_LOADOUT:
            self.detail = tr(
                "Two at most: click one of the picked Schematics to put it back first."
            )
            return
        else:
            picked.append(name)
            self.detail = tr("{title} goes along.", title=title) + " " + self._describe(name)
        loadouts = [self.loadout(i) for i in range(len(self.settings.yordles))]
        loadouts[seat] = tuple(picked)
        self.settings = replace(self.settings, loadouts=tuple(loadouts))

    @staticmethod
    def _describe(name: str) -> str:
        info = campaign_data.schematic(name)
        kind = tr(theme.SCHEMATIC_KINDS[info.spec.kind.value][0])
        return tr(
            "{title} ({kind}, on at {gears} Team Gears): {text}",
            title=tr(info.spec.title),
            kind=kind,
            gears=info.spec.gears,
            text=tr(info.text),
        )

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEMOTION:
            self.still = 0.0
        if hasattr(event, "pos"):
            self.mouse = event.pos
            hovered = self._chip_at(event.pos)
            if hovered is not None and event.type == pygame.MOUSEMOTION:
                self.detail = self._describe(hovered[1])
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self._chip_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chip = self._chip_at(event.pos)
            if chip is not None and chip == self.pressed:
                self._toggle(*chip)
        clicked = self.buttons.handle(event)
        if clicked is not None and clicked.startswith("chip:"):
            clicked = None  # the chips took their click above
        return self._press(clicked)

    def act(self, intent: Intent) -> Transition | None:
        """Arrows or stick over the chips (each seat's pad over its own), the options and
        the buttons; Enter or A presses or takes a Schematic along; Esc or B goes back."""
        if intent.kind is Kind.BACK:
            return self._press("back")
        picked = self.buttons.act(intent)
        focus = self.buttons.focused(intent.seat)
        if intent.kind is Kind.MOVE and focus is not None and focus.startswith("chip:"):
            self.detail = self._describe(focus.split(":", 2)[2])
        if picked is not None and picked.startswith("chip:"):
            _, seat, name = picked.split(":", 2)
            self._toggle(int(seat), name)
            self._build()
            return None
        return self._press(picked)

    def _press(self, clicked: str | None) -> Transition | None:
        s = self.settings
        match clicked:
            case "back":
                return Replace(routes.Setup(replace(s, loadouts=())))
            case "start":
                return self._start()
            case "ez":
                self.settings = replace(s, is_ez=not s.is_ez)
            case "glass":  # as the mission says, every draft, no draft (house rules)
                following = GLASS_ORDER[(GLASS_ORDER.index(glass_choice(s)) + 1) % 3]
                every, untimed = following == "every", following == "untimed"
                self.settings = replace(s, has_minuteglass=every, untimed_drafts=untimed)
            case "seconds":
                options = MINUTEGLASS_SECONDS
                i = options.index(s.minuteglass_seconds) if s.minuteglass_seconds in options else 0
                self.settings = replace(s, minuteglass_seconds=options[(i + 1) % len(options)])
            case "speed":
                self.settings = replace(s, speed=s.speed.next())
            case _:
                return None
        self._build()
        return None

    def _start(self) -> Transition:
        s = self.settings
        if s.is_campaign:
            self._remember_picks()
        seed = self.seed if self.seed is not None else random.randrange(1 << 30)
        chosen = replace(s, seed=seed, is_placing=True)
        return Replace(routes.Host(chosen) if s.is_online else routes.Play(chosen))

    def _remember_picks(self) -> None:
        """Save each Yordle's picks for next time, but never over a file we cannot read."""
        try:
            saved = self.store.read()
        except (OSError, ValueError):
            return
        remembered = saved
        for seat, yordle in enumerate(self.settings.yordles):
            remembered = remembered.with_loadout(yordle.value, self.loadout(seat))
        if remembered != saved:
            self.store.save(remembered)  # a failure only forgets the picks

    def update(self, dt: float) -> Transition | None:
        self.still += dt
        self.terms.update(self.assets, self.mouse, self.still, self._written)
        return None

    # --- drawing ----------------------------------------------------------------------------

    def _written(self) -> list[Lettering]:
        """Every word on the screen now (for the rule terms' meanings)."""
        return probe_with(self.assets, self.assets.screen.size, self._draw)

    def draw(self, screen: pygame.Surface) -> None:
        self._draw(screen)
        self.terms.draw(screen, self.assets, screen.get_rect())

    def _draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        stage, assets = self.stage, self.assets
        mission = self.settings.mission
        if mission.number == 0:
            kicker = tr("Tutorial briefing")
        else:
            kicker = tr("Mission {n} briefing", n=mission.number)
        label(
            screen,
            assets,
            kicker,
            theme.BODY,
            theme.MUTED,
            topleft=stage.point(60, 36),
        )
        label(screen, assets, tr(mission.title), 60, theme.ACCENT, topleft=stage.point(60, 70))
        self._story(screen)
        rows = [
            SeatRow(
                yordle.value,
                YORDLE_COLOURS[yordle],
                tuple(
                    Chip(
                        i.spec.name,
                        tr(i.spec.title),
                        i.spec.kind.value,
                        i.spec.gears,
                        i.spec.name in self.loadout(seat),
                    )
                    for i in self.choices[seat]
                ),
            )
            for seat, yordle in enumerate(self.settings.yordles)
        ]
        draw_picker(screen, assets, self.picker, rows, self.mouse, self.detail)
        self._options(screen)
        self.buttons.draw(screen, assets, self.mouse)
        if self.ends_saved:
            words = tr("Starting ends the mission saved for Continue: it is kept as a replay.")
            where = stage.point(960, 1036)
            label(screen, assets, words, theme.BODY, theme.MUTED, role="body", midtop=where)

    def _story(self, screen: pygame.Surface) -> None:
        """The objective, the briefing and the special rules, as large as the text size
        asks while the panel holds them all."""
        key = ("briefing story", self.settings.mission_id, tuple(self.stage.rect(*STORY)))
        with self.assets.text_room(fit_room(self.assets, key, self._story_at)):
            self._story_at(screen)

    def _story_at(self, screen: pygame.Surface) -> None:
        mission, story, assets = self.settings.mission, self.stage.rect(*STORY), self.assets
        px = assets.px
        panel(screen, story, theme.PANEL, scale=assets.scale)
        x, width = story.x + px(24), story.width - px(48)
        label(
            screen, assets, tr("Objective"), theme.BODY, theme.ACCENT, topleft=(x, story.y + px(20))
        )
        box = pygame.Rect(x, story.y + px(56), width, px(130))
        y = paragraph(screen, assets, tr(mission.objective), 28, theme.TEXT, box)
        label(screen, assets, tr("Briefing"), theme.BODY, theme.ACCENT, topleft=(x, y + px(16)))
        box = pygame.Rect(x, y + px(52), width, story.bottom - y - px(64))
        y = paragraph(screen, assets, tr(mission.briefing), theme.BODY, theme.TEXT, box, spacing=4)
        special = mission.special_rules
        if not special:
            return
        label(
            screen, assets, tr("Special rules"), theme.BODY, theme.ACCENT, topleft=(x, y + px(14))
        )
        y += px(50)
        for rule in special:
            if y > story.bottom - px(40):
                break
            pygame.draw.circle(screen, theme.ACCENT, (x + px(6), y + px(12)), px(5))
            box = pygame.Rect(x + px(22), y, width - px(22), story.bottom - y - px(10))
            y = paragraph(screen, assets, tr(rule), theme.BODY, theme.TEXT, box) + px(6)

    def _options(self, screen: pygame.Surface) -> None:
        """The options' names and notes, as large as the text size asks while they fit."""
        settings = self.settings
        key = (
            "briefing options",
            settings.mission_id,
            glass_choice(settings),
            tuple(self.stage.rect(*OPTIONS)),
        )
        with self.assets.text_room(fit_room(self.assets, key, self._options_at)):
            self._options_at(screen)

    def _options_at(self, screen: pygame.Surface) -> None:
        mission, stage, assets = self.settings.mission, self.stage, self.assets
        box = stage.rect(*OPTIONS)
        panel(screen, box, theme.PANEL, scale=assets.scale)
        same = mission.ez_rules == mission.rules
        rows = (
            (tr("EZ-Mode"), tr("no change in this mission") if same else tr("an easier start")),
            (tr("Zhonya's Minuteglass"), tr(GLASS_WORDS[glass_choice(self.settings)][1])),
            (tr("Sand in the glass"), tr("how long each draft may take")),
            (tr("Animation speed"), tr("Space skips any animation")),
        )
        for i, (name, note) in enumerate(rows):
            rect = option_rect(stage, i)
            where = (box.x + assets.px(24), rect.centery)
            shown = label(screen, assets, name, theme.BODY, theme.TEXT, midleft=where)
            room = rect.x - shown.right - assets.px(28)
            at = (shown.right + assets.px(14), rect.centery + 1)
            fitted(screen, assets, note, theme.SMALL, theme.MUTED, room, midleft=at)
