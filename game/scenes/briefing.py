"""The mission briefing: title, objective, story, each Mech's Schematics, and the options.

Each seat picks up to two of its own Yordle's Schematics: every envelope up to and including
this mission's (the rulebook opens a mission's envelope as the mission starts), plus in the
campaign whatever was unlocked before. The picks go to the rules as that seat's loadout.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

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
from game.ui.schematic_picker import Chip, Layout, SeatRow, draw_picker, lay_out
from game.ui.term_tips import probe_with
from game.ui.text import fit_room, fitted, inked_height, label
from game.ui.widgets import Button, Buttons, panel
from game.wording import wrap

GLASS_ORDER = ("mission", "every", "untimed")
STORY_PAGE = (STORY[0] + STORY[2] - 24 - 340, STORY[1] + STORY[3] - 12 - 56, 340, 56)


@dataclass(frozen=True)
class StoryLine:
    """A line of the briefing's story, where its page puts it (window pixels)."""

    words: str
    size: int
    colour: tuple[int, int, int]
    role: str
    x: int
    y: int
    is_bullet: bool  # a special rule's first line
    keeps_next: bool  # a heading: never the last line of a page


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
        self.story_page, self.story_scale = 0, 1.0  # the story's page shown, its text scale
        self.story_pages: list[list[StoryLine]] = []
        self.open_seat = 0  # whose chips show when the picker has a tab per seat
        self.resize()
        if self.layout.is_tabbed:
            self.detail = tr(
                "Choose a Mech on the left to see its Schematics; hover over one to read it, "
                "click to bring it along."
            )

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
        """Where a seat's Schematic chip is (tests click it); with a tab per seat, only
        the open seat's chips are shown (``tab_rect`` opens another)."""
        names = [s.spec.name for s in self.choices[seat]]
        rects = self.layout.chips[seat]
        if not rects and names:
            raise LookupError(f"seat {seat}'s chips are behind its tab")
        return rects[names.index(name)]

    def tab_rect(self, seat: int) -> pygame.Rect | None:
        """Where a seat's tab is (clicked, it shows that seat's chips); None in rows."""
        return self.layout.boxes[seat] if self.layout.is_tabbed else None

    def _lay_out(self) -> Layout:
        titles = tuple(
            tuple(tr(info.spec.title) for info in self.choices[seat])
            for seat in range(len(self.settings.yordles))
        )
        return lay_out(self.assets, self.picker, titles, self.open_seat)

    def _build(self) -> None:
        s, stage = self.settings, self.stage
        previous = getattr(self, "buttons", None)
        self.buttons = Buttons(self.assets, previous, steered=True)
        self.layout = layout = self._lay_out()
        for seat, infos in self.choices.items():  # the chips: reached by arrows and pads
            if layout.is_tabbed:  # a tab per seat: its pad (or the keys) moving on opens it
                self.buttons.add(
                    f"tab:{seat}", Button(layout.boxes[seat], "", seat=seat, is_drawn=False)
                )
            for info, rect in zip(infos, layout.chips[seat], strict=False):
                chip = Button(rect, "", seat=seat, is_drawn=False)
                self.buttons.add(f"chip:{seat}:{info.spec.name}", chip)
        for hand, name in list(self.buttons.focus.items()):  # off a closed tab's chips
            if name.startswith("chip:") and name not in self.buttons.items:
                self.buttons.focus[hand] = f"tab:{name.split(':')[1]}"
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
        self._paginate()
        if len(self.story_pages) > 1:
            n, count = self.story_page + 1, len(self.story_pages)
            if n < count:
                words = tr("More ({n} of {count})", n=n, count=count)
            else:
                words = tr("From the top ({n} of {count})", n=n, count=count)
            turn = Button(self.stage.rect(*STORY_PAGE), words)
            self.buttons.add("story page", turn)

    # --- input ------------------------------------------------------------------------------

    def _chip_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        for seat, infos in self.choices.items():
            for info, rect in zip(infos, self.layout.chips[seat], strict=False):
                if rect.collidepoint(pos):
                    return seat, info.spec.name
        return None

    def _tab_at(self, pos: tuple[int, int]) -> int | None:
        if not self.layout.is_tabbed:
            return None
        return next((i for i, box in enumerate(self.layout.boxes) if box.collidepoint(pos)), None)

    def _open(self, seat: int) -> None:
        """Show ``seat``'s chips (a tab per seat), saying what it has picked so far."""
        self.detail = self._picks(seat)
        if seat != self.open_seat:
            self.open_seat = seat
            self._build()

    def _picks(self, seat: int) -> str:
        yordle = self.settings.yordles[seat].value.title()
        titles = [tr(campaign_data.schematic(n).spec.title) for n in self.loadout(seat)]
        if not titles:
            return tr("{yordle} has picked no Schematic yet.", yordle=yordle)
        if len(titles) == 1:
            return tr("{yordle} brings {first}.", yordle=yordle, first=titles[0])
        return tr(
            "{yordle} brings {first} and {second}.",
            yordle=yordle,
            first=titles[0],
            second=titles[1],
        )

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
            tab = self._tab_at(event.pos)
            if tab is not None and event.type == pygame.MOUSEMOTION:
                self.detail = self._picks(tab)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self._chip_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chip = self._chip_at(event.pos)
            if chip is not None and chip == self.pressed:
                self._toggle(*chip)
        clicked = self.buttons.handle(event)
        if clicked is not None and clicked.startswith("tab:"):
            self._open(int(clicked[4:]))
        if clicked is not None and clicked.startswith(("chip:", "tab:")):
            clicked = None  # the chips took their click above
        return self._press(clicked)

    def act(self, intent: Intent) -> Transition | None:
        """Arrows or stick over the chips (each seat's pad over its own), the options and
        the buttons; Enter or A presses or takes a Schematic along; Esc or B goes back."""
        if intent.kind is Kind.BACK:
            return self._press("back")
        was = self.buttons.focused(intent.seat) if intent.seat in self.buttons.shown else None
        if intent.kind is Kind.MOVE and was is not None and was.startswith("tab:"):
            self._open(int(was[4:]))  # from a tab another hand closed: its chips again
        picked = self.buttons.act(intent)
        focus = self.buttons.focused(intent.seat)
        if intent.kind is Kind.MOVE and focus is not None and focus.startswith("chip:"):
            self.detail = self._describe(focus.split(":", 2)[2])
        if intent.kind is Kind.MOVE and focus is not None and focus.startswith("tab:"):
            self._open(int(focus[4:]))  # moving onto a seat's tab opens it
        if picked is not None and picked.startswith("tab:"):
            self._open(int(picked[4:]))
            first = self.choices[int(picked[4:])]  # A on a tab: onto its first chip
            if first:
                self.buttons.put(intent.seat, f"chip:{picked[4:]}:{first[0].spec.name}")
                self.detail = self._describe(first[0].spec.name)
            return None
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
            case "story page":
                self.story_page = (self.story_page + 1) % len(self.story_pages)
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
        draw_picker(screen, assets, self.picker, rows, self.layout, self.mouse, self.detail)
        self._options(screen)
        self.buttons.draw(screen, assets, self.mouse)
        if self.ends_saved:
            words = tr("Starting ends the mission saved for Continue: it is kept as a replay.")
            where = stage.point(960, 1036)
            label(screen, assets, words, theme.BODY, theme.MUTED, role="body", midtop=where)

    def _story(self, screen: pygame.Surface) -> None:
        """The objective, the briefing and the special rules: on one page, as large as the
        text size asks while the panel holds them all, else over pages at the players'
        text size (the page button turns them)."""
        story, assets = self.stage.rect(*STORY), self.assets
        panel(screen, story, theme.PANEL, scale=assets.scale)
        page = self.story_pages[min(self.story_page, len(self.story_pages) - 1)]
        with assets.text_room(self.story_scale):
            for line in page:
                font = assets.font(line.size)
                if line.is_bullet:
                    centre = (story.x + assets.px(30), line.y + font.get_height() // 2)
                    pygame.draw.circle(screen, theme.ACCENT, centre, assets.px(5))
                box = pygame.Rect(line.x, line.y, story.right - assets.px(24) - line.x, 0)
                assets.write(
                    screen,
                    line.words,
                    line.size,
                    line.colour,
                    line.role,
                    box=box,
                    topleft=(line.x, line.y),
                )

    def _paginate(self) -> None:
        """Lay the story out: the largest text scale, down to 1, at which it fits the panel
        whole; else pages at the players' text size, with a page button at the foot."""
        assets, grow = self.assets, self.assets.text_grow
        scale = grow
        while True:
            with assets.text_room(scale):
                pages = self._flow(self._story_foot(False))
            if len(pages) == 1 or scale <= 1.0:
                break
            scale = max(1.0, round(scale - 0.05, 2))
        if len(pages) > 1:
            scale = grow
            with assets.text_room(scale):
                pages = self._flow(self._story_foot(True))
        self.story_scale, self.story_pages = scale, pages
        self.story_page = min(self.story_page, len(pages) - 1)

    def _story_foot(self, is_paged: bool) -> int:
        """Where the story's words end: above the page button when there is one."""
        story, px = self.stage.rect(*STORY), self.assets.px
        return self.stage.rect(*STORY_PAGE).top - px(8) if is_paged else story.bottom - px(12)

    def _flow(self, bottom: int) -> list[list[StoryLine]]:
        """The story's lines on pages ending at ``bottom`` (window pixels): a heading is
        never the last line of a page, a paragraph goes on where the page ends."""
        mission, story, assets = self.settings.mission, self.stage.rect(*STORY), self.assets
        px = assets.px
        x, width = story.x + px(24), story.width - px(48)
        parts: list[tuple[str, str, int, tuple[int, int, int], int]] = [
            ("head", tr("Objective"), theme.BODY, theme.ACCENT, 0),
            ("body", tr(mission.objective), 28, theme.TEXT, 2),
            ("head", tr("Briefing"), theme.BODY, theme.ACCENT, 0),
            ("body", tr(mission.briefing), theme.BODY, theme.TEXT, 4),
        ]
        if mission.special_rules:
            parts.append(("head", tr("Special rules"), theme.BODY, theme.ACCENT, 0))
            parts += [
                ("rule", tr(rule), theme.BODY, theme.TEXT, 2) for rule in mission.special_rules
            ]
        # each line: its gap above, its step down, how tall it (a rule: all of it) is drawn, itself
        lines: list[tuple[int, int, int, StoryLine]] = []
        for i, (kind, words, size, colour, spacing) in enumerate(parts):
            font = assets.font(size)
            tall = max(font.get_height(), inked_height(font) - 2)
            gap = 0 if i == 0 else px(6) if kind == "rule" and parts[i - 1][0] == "rule" else px(14)
            if kind == "head":
                line = StoryLine(words, size, colour, "label", x, 0, False, True)
                lines.append((gap, font.get_linesize() + px(4), tall, line))
                continue
            indent = px(22) if kind == "rule" else 0
            step = font.get_height() + px(spacing)
            wrapped = wrap(font, words, width - indent)
            for k, text in enumerate(wrapped):
                bullet = kind == "rule" and k == 0
                line = StoryLine(text, size, colour, "body", x + indent, 0, bullet, False)
                # a rule goes whole to the next page when the rest of this one is short
                whole = (len(wrapped) - 1) * step + tall if bullet else tall
                lines.append((gap if k == 0 else 0, step, whole, line))
        pages: list[list[StoryLine]] = [[]]
        top = y = story.y + px(20)
        heading: tuple[int, StoryLine] | None = None  # the part's heading, and its step
        for i, (gap, step, tall, line) in enumerate(lines):
            need = tall if tall <= bottom - top else step  # a rule longer than a page splits
            if line.keeps_next and i + 1 < len(lines):
                need = step + lines[i + 1][0] + lines[i + 1][2]
            if pages[-1] and y + gap + need > bottom:
                pages.append([])
                y, gap = top, 0
                if heading is not None and not line.keeps_next:  # the part goes on
                    pages[-1].append(replace(heading[1], y=y))
                    y += heading[0]
            elif not pages[-1]:
                gap = 0
            if line.keeps_next:
                heading = (step, line)
            pages[-1].append(replace(line, y=y + gap))
            y += gap + step
        return pages

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
