"""The field guide: every rule a player may look up, one page each, searchable by name.

Opened from the title, the pause menu, or F1 / the "?" button during play (then the mission
in play has the first page). Type to search; click a name, or use the arrow keys (a pad's
stick or d-pad: up and down a page, left and right eight); Esc (B) clears the search, then
closes the guide, and so does Back. Command Cards and some terrain show small boards where
the real rules play the card (``guide_demo``).
"""

from __future__ import annotations

import pygame

from game.assets import Assets, Lettering
from game.i18n import tr
from game.input import Direction, Intent, Kind
from game.scenes.base import Pop, Transition
from game.scenes.guide_demo import DemoBoard
from game.scenes.guide_pages import Shown, pages
from game.scenes.play.teaching import term_tips
from game.scenes.settings import Settings
from game.ui import theme
from game.ui.guide_page import (
    Row,
    board_areas,
    draw_list,
    draw_page,
    list_lines,
    list_rows,
    scroll_mark,
    visible_lines,
)
from game.ui.layout.menus import GUIDE_BACK, GUIDE_LIST, GUIDE_PAGE, GUIDE_SEARCH, Stage
from game.ui.term_tips import probe_with
from game.ui.text import fitted, label, paragraph
from game.ui.widgets import Button, Buttons, panel

MAX_QUERY = 30


class GuideScene:
    covers_screen = True

    def __init__(self, assets: Assets, settings: Settings | None = None) -> None:
        self.assets, self.settings = assets, settings
        self.pages: list[Shown] = pages(settings.mission if settings is not None else None)
        self.query = ""
        self.selected = 0
        self.scroll = 0
        self.mouse = (0, 0)
        self.clock = 0.0
        self.boards: list[DemoBoard] = []
        self.terms = term_tips()
        self.still = 0.0  # seconds the pointer has rested (a term's meaning waits for it)
        pygame.key.start_text_input()
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self.buttons = Buttons(self.assets)
        self.buttons.add("back", Button(self.stage.rect(*GUIDE_BACK), tr("Back")))
        self._open(self.selected)

    # --- what is shown ---------------------------------------------------------------------

    @property
    def found(self) -> list[tuple[int, Shown]]:
        """The pages the search finds (all of them with no search), in list order."""
        return [(i, s) for i, s in enumerate(self.pages) if s.page.matches(self.query)]

    @property
    def page(self) -> Shown:
        return self.pages[self.selected]

    def page_named(self, name: str) -> int:
        """The index of the page with this name (tests and screenshots open pages by it)."""
        return next(i for i, s in enumerate(self.pages) if s.page.name == name)

    def _open(self, index: int) -> None:
        """Show a page, with its boards playing from the start, its name in view."""
        self.selected = index
        lines = [page for _, page in list_lines([(i, s.page) for i, s in self.found])]
        if index in lines:
            at, room = lines.index(index), visible_lines(self.assets, self.stage.rect(*GUIDE_LIST))
            if at < self.scroll + 1:
                self.scroll = max(0, at - 1)
            elif at >= self.scroll + room:
                self.scroll = at - room + 1
        area = self.stage.rect(*GUIDE_PAGE)
        shown = self.pages[index]
        self.boards = [
            DemoBoard(self.assets, demo, rect, line, answers)
            for (demo, line, answers), rect in zip(
                shown.demos, board_areas(self.assets, area, shown.page), strict=False
            )
        ]

    def scroll_mark(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The list's scroll mark (track and thumb), when the list is longer than its room."""
        area = self.stage.rect(*GUIDE_LIST)
        lines = len(list_lines([(i, s.page) for i, s in self.found]))
        return scroll_mark(self.assets, area, self.scroll, lines, visible_lines(self.assets, area))

    def rows(self) -> list[Row]:
        entries = [(i, s.page) for i, s in self.found]
        return list_rows(self.assets, self.stage.rect(*GUIDE_LIST), entries, self.scroll)

    # --- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.MOUSEMOTION:
            self.still = 0.0
        if self.buttons.handle(event) == "back":
            return self._close()
        if event.type == pygame.TEXTINPUT:
            self._search(self.query + event.text)
        elif event.type == pygame.KEYDOWN:
            return self._key(event.key)
        elif event.type == pygame.MOUSEWHEEL:
            area = self.stage.rect(*GUIDE_LIST)
            if area.collidepoint(self.mouse):
                lines = len(list_lines([(i, s.page) for i, s in self.found]))
                most = max(0, lines - visible_lines(self.assets, area))
                self.scroll = max(0, min(most, self.scroll - event.y * 3))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for row in self.rows():
                if row.page is not None and row.rect.collidepoint(event.pos):
                    self._open(row.page)
                    self.assets.play("click")
        return None

    def _key(self, key: int) -> Transition | None:
        if key == pygame.K_F1:
            return self._close()
        if key == pygame.K_BACKSPACE:
            self._search(self.query[:-1])
        return None

    def act(self, intent: Intent) -> Transition | None:
        if intent.kind is Kind.BACK:
            if self.query:
                self._search("")
                return None
            return self._close()
        if intent.kind in (Kind.GUIDE, Kind.MENU):
            return self._close()
        if intent.kind is Kind.MOVE and intent.direction is not None:
            steps = {Direction.DOWN: 1, Direction.UP: -1, Direction.RIGHT: 8, Direction.LEFT: -8}
            order = [i for i, _ in self.found]
            if order:
                at = order.index(self.selected) if self.selected in order else -1
                step = steps[intent.direction]
                self._open(order[max(0, min(len(order) - 1, at + step))])
        return None

    def _search(self, query: str) -> None:
        self.query = "".join(c for c in query if c.isprintable())[:MAX_QUERY]
        self.scroll = 0
        found = self.found
        if found:
            self._open(self.selected if self.selected in [i for i, _ in found] else found[0][0])

    def _close(self) -> Transition:
        pygame.key.stop_text_input()
        return Pop()

    def update(self, dt: float) -> Transition | None:
        self.clock += dt
        self.still += dt
        for board in self.boards:
            board.update(dt)
        self.terms.update(self.assets, self.mouse, self.still, self._written)
        return None

    def _written(self) -> list[Lettering]:
        """Every word on the screen now (for the rule terms' meanings)."""
        return probe_with(self.assets, self.assets.screen.size, self._draw)

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, screen: pygame.Surface) -> None:
        self._draw(screen)
        self.terms.draw(screen, self.assets, screen.get_rect())

    def _draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        stage, assets = self.stage, self.assets
        title = label(
            screen, assets, tr("Field guide"), 56, theme.ACCENT, topleft=stage.point(40, 24)
        )
        self._search_box(screen, title.right + stage.px(24))
        rows = self.rows()
        area = stage.rect(*GUIDE_LIST)
        draw_list(screen, assets, area, rows, self.selected, self.mouse, self.scroll_mark())
        if not self.found:
            words = tr("Nothing by that name. Backspace or Esc to search again.")
            room = stage.rect(*GUIDE_LIST).inflate(-stage.px(16), -stage.px(16))
            paragraph(screen, assets, words, theme.BODY, theme.TEXT, room)
        draw_page(screen, assets, stage.rect(*GUIDE_PAGE), self.page.page)
        for board in self.boards:
            board.draw(screen)
        self.buttons.draw(screen, assets, self.mouse)

    def _search_box(self, screen: pygame.Surface, left: int) -> None:
        """The search line, from ``left`` (the title's end, in a longer language) on."""
        box = self.stage.rect(*GUIDE_SEARCH)
        box.width, box.x = box.right - max(box.x, left), max(box.x, left)
        px = self.assets.px
        panel(
            screen,
            box,
            theme.PANEL_DARK,
            theme.ACCENT if self.query else theme.EDGE,
            2,
            scale=self.assets.scale,
        )
        cursor = "|" if int(self.clock * 2) % 2 == 0 else " "
        words = (
            tr("Search: {query}", query=self.query + cursor)
            if self.query
            else tr("Type to search by name")
        )
        colour = theme.TEXT if self.query else theme.MUTED
        fitted(
            screen,
            self.assets,
            words,
            theme.BODY,
            colour,
            box.width - px(28),
            midleft=(box.x + px(14), box.centery),
        )
