"""The host's lobby: the room is open, its code large, the addresses friends type under it,
and each seat with who plays it (here, the bot, a friend: joined or awaited). Start goes to
the mission when the friends are in, or at once: a remote seat may join later, the game
waits for it. Back closes the room (anyone joined is told).

The room is opened with the game's own port on every network of this machine
(``game.net.links.DEFAULT_PORT``), or, when that is taken, any free one (shown).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.assets import Assets
from game.i18n import tr
from game.net.links import DEFAULT_PORT
from game.net.online import OnlineGame, Where, addresses
from game.net.sessions import version
from game.net.tables import HostTable
from game.palette import YORDLE_COLOURS
from game.scenes import routes
from game.scenes.base import ButtonScreen, Replace, Transition
from game.scenes.online import mission_name
from game.scenes.settings import Settings
from game.ui import theme
from game.ui.glyphs import badge
from game.ui.layout.menus import Stage
from game.ui.text import fitted, label, paragraph
from game.ui.widgets import Button, Buttons, panel

OpenHost = Callable[[Settings], HostTable]  # an open table, or ConnectionError
ADDRESS = "0.0.0.0"  # every network of this machine (the tests keep to 127.0.0.1)
PORTS = (DEFAULT_PORT, 0)  # the game's own port, else any free one


def open_host(settings: Settings) -> HostTable:
    """The room on the game's port on every network here, else on any free port."""
    for port in PORTS:
        table = HostTable(
            settings.setup, settings.remote, port=port, address=ADDRESS, version=version()
        )
        try:
            table.open()
            return table
        except ConnectionError:
            if port == PORTS[-1]:
                raise
    raise ConnectionError("no port to listen on")


class LobbyScene(ButtonScreen):
    covers_screen = True

    def __init__(self, assets: Assets, settings: Settings, opener: OpenHost = open_host) -> None:
        self.assets, self.settings = assets, settings
        self.mouse = (0, 0)
        self.online: OnlineGame | None = None
        self.trouble = ""  # why the room could not open
        self.handed_on = False  # the play screen has the room now
        try:
            self.online = OnlineGame(opener(settings))
        except ConnectionError as error:
            self.trouble = tr("The room could not open: {why}", why=str(error))
        self.places = addresses()
        self.resize()

    @property
    def table(self) -> HostTable | None:
        return self.online.host if self.online is not None else None

    @property
    def waiting_for(self) -> list[int]:
        """The remote seats no friend holds now."""
        if self.online is None:
            return []
        return sorted(self.online.away)

    def resize(self) -> None:
        self.stage = stage = Stage(self.assets.screen)
        self.buttons = Buttons(self.assets, getattr(self, "buttons", None), steered=True)
        self.buttons.add("back", Button(stage.rect(60, 960, 300, 80), tr("Close the room")))
        start = Button(stage.rect(1380, 960, 480, 80), "", colour=theme.READY)
        self.buttons.add("start", start)
        self.buttons.first = "start"
        self._label()

    def _label(self) -> None:
        start = self.buttons["start"]
        start.is_enabled = self.online is not None
        start.text = tr("Start now") if self.waiting_for else tr("Start")

    # --- input ------------------------------------------------------------------------------

    def _press(self, name: str | None) -> Transition | None:
        match name:
            case "start" if self.online is not None:
                self.handed_on = True
                return Replace(routes.OnlinePlay(self.online, self.settings))
            case "back":
                return Replace(routes.Online())
        return None

    def update(self, dt: float) -> Transition | None:
        if self.online is not None and not self.handed_on:
            self.online.poll()  # friends say hello; what they do waits for the play screen
            if self.online.stopped:
                self.trouble = tr("The room closed: {why}", why=self.online.said)
        self._label()
        return None

    def close(self) -> None:
        """Leaving the lobby but not for the mission: the room closes."""
        if self.online is not None and not self.handed_on:
            self.online.close()

    # --- drawing ----------------------------------------------------------------------------

    def where_words(self) -> list[str]:
        """What friends type as the host's address: each network's, with the port."""
        table = self.table
        if table is None:
            return []
        if table.link.relay:
            return [tr("the relay {address}", address=table.link.relay)]
        port = table.link.port
        return [place if port == DEFAULT_PORT else f"{place}:{port}" for place in self.places]

    def seat_words(self, seat: int) -> tuple[str, str, tuple[int, int, int]]:
        """A seat's badge kind, who plays it, and the colour of those words."""
        if seat in self.settings.bots:
            return "bot", tr("the bot, here"), theme.TEXT
        if self.online is None or seat not in self.online.remote:
            return "mouse", tr("a player here"), theme.TEXT
        if self.online.where(seat) is Where.ONLINE:
            return "remote", tr("a friend online: joined"), theme.GOOD
        return "remote", tr("a friend online: waiting for them…"), theme.ACCENT

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        stage, assets = self.stage, self.assets
        title = tr("Hosting {mission}", mission=mission_name(self.settings.mission))
        fitted(
            screen,
            assets,
            title,
            theme.HEADING,
            theme.ACCENT,
            stage.px(1800),
            midtop=stage.point(960, 40),
        )
        if self.online is None:
            box = stage.rect(260, 300, 1400, 300)
            paragraph(screen, assets, self.trouble, theme.BODY, theme.BAD, box, centred=True)
            self.buttons.draw(screen, assets, self.mouse)
            return
        label(
            screen, assets, tr("Room code"), theme.BODY, theme.MUTED, midtop=stage.point(480, 130)
        )
        with assets.text_room(1.0):  # already large: it keeps its size
            label(
                screen,
                assets,
                self.online.table.code,
                150,
                theme.TEXT,
                "quote",  # letters to read out, not words to translate
                midtop=stage.point(480, 170),
            )
        label(
            screen,
            assets,
            tr("Address to type"),
            theme.BODY,
            theme.MUTED,
            midtop=stage.point(1380, 130),
        )
        for i, words in enumerate(self.where_words()[:3]):
            label(
                screen,
                assets,
                words,
                theme.HEADING,
                theme.TEXT,
                "quote",
                midtop=stage.point(1380, 180 + i * 56),
            )
        hint = tr(
            "Give your friends the code and an address: they pick Online, then Join a game."
            " From another home, this computer's port {port} must be open to them (or use a"
            " relay).",
            port=self.table.link.port if self.table is not None else DEFAULT_PORT,
        )
        paragraph(
            screen,
            assets,
            hint,
            theme.BODY,
            theme.MUTED,
            stage.rect(160, 370, 1600, 90),
            centred=True,
        )
        for seat, yordle in enumerate(self.settings.yordles):
            row = stage.rect(360, 480 + seat * 108, 1200, 96)
            colour = YORDLE_COLOURS[yordle]
            panel(screen, row, theme.PANEL, colour, 3, scale=assets.scale)
            kind, words, ink = self.seat_words(seat)
            icon = pygame.Rect(
                row.x + stage.px(16),
                row.y + stage.px(14),
                row.height - stage.px(28),
                row.height - stage.px(28),
            )
            badge(screen, kind, icon, colour)
            name = tr("Mech {n}", n=seat + 1) + f" · {yordle.value.title()}"
            label(
                screen,
                assets,
                name,
                theme.HEADING,
                theme.TEXT,
                midleft=(icon.right + stage.px(24), row.centery),
            )
            label(
                screen,
                assets,
                words,
                theme.BODY,
                ink,
                midright=(row.right - stage.px(24), row.centery),
            )
        if self.trouble:
            paragraph(
                screen,
                assets,
                self.trouble,
                theme.BODY,
                theme.BAD,
                stage.rect(380, 900, 980, 60),
                centred=True,
            )
        elif self.waiting_for:
            words = tr("Start now, and the game waits for each friend's Mech until they join.")
            paragraph(
                screen,
                assets,
                words,
                theme.BODY,
                theme.MUTED,
                stage.rect(380, 900, 980, 60),
                centred=True,
            )
        self.buttons.draw(screen, assets, self.mouse)
