"""The host's lobby: the room is open, its code large, the addresses friends type under it,
and each seat with who plays it (here, the bot, a friend: joined or awaited). Start goes to
the mission when the friends are in, or at once: a remote seat may join later, the game
waits for it. Back closes the room (anyone joined is told).

The room is opened with the game's own port on every network of this machine
(``game.net.links.DEFAULT_PORT``), or, when that is taken, any free one (shown). Through a
relay (its address typed here) moves the room there, with the same code, for friends whose
home cannot reach this machine's port; reaching it runs on a thread while the lobby draws.
Pressed again, the room comes back to this machine's port.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from functools import partial

import pygame

from game.assets import Assets
from game.i18n import tr
from game.input import Intent, Kind
from game.net.links import DEFAULT_PORT, relay_uri
from game.net.online import OnlineGame, Where, addresses
from game.net.sessions import version
from game.net.tables import HostTable
from game.palette import YORDLE_COLOURS
from game.rules import Action
from game.saves import Saved
from game.scenes import routes
from game.scenes.base import ButtonScreen, Replace, Transition
from game.scenes.online import mission_name
from game.scenes.settings import Settings
from game.ui import theme
from game.ui.glyphs import badge
from game.ui.layout.menus import Stage
from game.ui.text import fitted, label, paragraph
from game.ui.text_field import TextField
from game.ui.widgets import Button, Buttons, panel

# An open table, or ConnectionError: for the settings, through a relay (its ws:// address)
# or not (None), with a room code (None: a new one).
OpenHost = Callable[[Settings, str | None, str | None], HostTable]
ADDRESS = "0.0.0.0"  # every network of this machine (the tests keep to 127.0.0.1)
PORTS = (DEFAULT_PORT, 0)  # the game's own port, else any free one


def open_host(
    settings: Settings,
    relay: str | None = None,
    code: str | None = None,
    actions: Iterable[Action] = (),
) -> HostTable:
    """The room on the game's port on every network here, else on any free port; or
    registered at a relay. ``actions``: a saved game's, the room reopened where it was."""
    for port in (0,) if relay else PORTS:
        table = HostTable(
            settings.setup,
            settings.remote,
            port=port,
            address=ADDRESS,
            relay=relay,
            code=code,
            version=version(),
            actions=actions,
        )
        table.room.is_started = False  # the lobby's: friends act once the host starts
        try:
            table.open()
            return table
        except ConnectionError:
            if relay or port == PORTS[-1]:
                raise
    raise ConnectionError("no port to listen on")


class Reopening:
    """The room opened again elsewhere (at a relay, or back here), on a thread: reaching a
    relay may take seconds, and the lobby keeps drawing."""

    def __init__(self, opener: OpenHost, settings: Settings, relay: str | None, code: str):
        self.relay = relay
        self.table: HostTable | None = None
        self.failure = ""
        self._thread = threading.Thread(
            target=self._open, args=(opener, settings, relay, code), daemon=True
        )
        self._thread.start()

    def _open(self, opener: OpenHost, settings: Settings, relay: str | None, code: str) -> None:
        try:
            self.table = opener(settings, relay, code)
        except ConnectionError as error:
            self.failure = str(error) or "no answer"

    @property
    def is_done(self) -> bool:
        return not self._thread.is_alive()

    def abandon(self) -> None:
        """The lobby goes: wait for the try, and close whatever it opened."""
        self._thread.join(timeout=15)
        if self.table is not None:
            self.table.close()


class LobbyScene(ButtonScreen):
    covers_screen = True

    def __init__(
        self,
        assets: Assets,
        settings: Settings,
        opener: OpenHost = open_host,
        resume: Saved | None = None,
    ) -> None:
        """``resume``: a saved online game Continued: the room opens again where it was
        left, with the code it had, for the friends to come back to their Mechs."""
        if resume is not None:
            opener = partial(opener, actions=resume.played.actions)  # type: ignore[call-arg]
        self.assets, self.settings, self.opener, self.resume = assets, settings, opener, resume
        before = resume.record.online if resume is not None else None
        self.mouse = (0, 0)
        self.clock = 0.0
        self.online: OnlineGame | None = None
        self.trouble = ""  # why the room could not open
        self.handed_on = False  # the play screen has the room now
        self.relay = TextField(pygame.Rect(0, 0, 0, 0), "", most=120)
        self.is_editing_relay = False  # the relay's address being typed
        self.reopening: Reopening | None = None
        try:
            self.online = OnlineGame(opener(settings, None, before.code if before else None))
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
        self.buttons.add("relay", Button(stage.rect(400, 960, 520, 80), ""))
        self.relay.rect, self.relay.title = stage.rect(960, 200, 620, 80), tr("Relay's address")
        if self.is_editing_relay:
            self.buttons.add("relay_address", Button(self.relay.rect, "", is_drawn=False))
            self.buttons.add("use_relay", Button(stage.rect(1600, 200, 260, 80), tr("Use it")))
        start = Button(stage.rect(1380, 960, 480, 80), "", colour=theme.READY)
        self.buttons.add("start", start)
        self.buttons.first = "start"
        self._label()

    @property
    def is_via_relay(self) -> bool:
        return self.table is not None and bool(self.table.link.relay)

    def _label(self) -> None:
        start = self.buttons["start"]
        start.is_enabled = self.online is not None and self.reopening is None
        start.text = tr("Start now") if self.waiting_for else tr("Start")
        relay = self.buttons["relay"]
        relay.is_enabled = self.online is not None and self.reopening is None
        is_on = self.is_via_relay or self.is_editing_relay
        relay.text = tr("Through a relay: on") if is_on else tr("Through a relay: off")
        relay.is_selected = is_on
        if "use_relay" in self.buttons.items:
            self.buttons["use_relay"].is_enabled = bool(self.relay.text.strip())

    # --- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Transition | None:
        """The buttons; while the relay's address is typed, the keys are the field's
        (Enter uses it; Esc or B stops typing: ``act``)."""
        is_enter = event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN
        if self.relay.has_focus and is_enter:
            return self._press("use_relay")
        if self.is_editing_relay and self.relay.handle(event):
            self._label()
            return None
        return super().handle(event)

    def act(self, intent: Intent) -> Transition | None:
        if intent.kind is Kind.BACK and self.is_editing_relay:
            self._edit_relay(False)
            return None
        if self.relay.has_focus and not intent.device.is_pad:
            if intent.kind is not Kind.MOVE:
                return None  # the keyboard types in the field (Enter and Esc: ``handle``)
            self.relay.has_focus = False
            self.buttons.put(None, "relay_address")
        return super().act(intent)

    def _press(self, name: str | None) -> Transition | None:
        match name:
            case "start" if self.online is not None and self.reopening is None:
                self.handed_on = True
                if self.table is not None:
                    self.table.room.is_started = True
                return Replace(routes.OnlinePlay(self.online, self.settings, self.resume))
            case "back":
                return Replace(routes.Online())
            case "relay" if self.reopening is None and self.is_via_relay:
                self._reopen(None)  # back to this machine's port
            case "relay" if self.reopening is None:
                self._edit_relay(not self.is_editing_relay)
            case "relay_address":
                self.relay.has_focus = True
            case "use_relay" if self.relay.text.strip() and self.reopening is None:
                self._reopen(relay_uri(self.relay.text))
        self._label()
        return None

    def _edit_relay(self, is_on: bool) -> None:
        self.is_editing_relay = self.relay.has_focus = is_on
        if is_on:
            pygame.key.start_text_input()
        else:
            pygame.key.stop_text_input()
        self.resize()

    def _reopen(self, relay: str | None) -> None:
        if self.online is not None:
            code = self.online.table.code
            self.reopening = Reopening(self.opener, self.settings, relay, code)
            self.trouble = ""

    def update(self, dt: float) -> Transition | None:
        self.clock += dt
        if self.online is not None and not self.handed_on:
            self.online.poll()  # friends say hello; what they do waits for the play screen
            if self.online.stopped:
                self.trouble = tr("The room closed: {why}", why=self.online.said)
        reopening = self.reopening
        if reopening is not None and reopening.is_done:
            self.reopening = None
            if reopening.table is not None and self.online is not None:
                self.online.close()  # anyone joined here is told, and joins again there
                self.online = OnlineGame(reopening.table)
                if self.is_editing_relay:
                    self._edit_relay(False)
            elif reopening.relay:
                self.trouble = tr("The relay could not be reached: {why}", why=reopening.failure)
            else:
                self.trouble = tr("The room could not open: {why}", why=reopening.failure)
        self._label()
        return None

    def close(self) -> None:
        """Leaving the lobby but not for the mission: the room closes."""
        if self.reopening is not None:
            self.reopening.abandon()
        if self.is_editing_relay:
            pygame.key.stop_text_input()
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

    def hint_words(self) -> str:
        """How friends reach the room, from here or through the relay."""
        if self.reopening is not None:
            return tr("Moving the room: reaching {address}…", address=self.reopening.relay or "")
        if self.is_editing_relay:
            return tr(
                "Type the address of a relay (one runs with mechs-vs-minions relay, on any"
                " server): the room moves there with the same code, and friends join with"
                " Through a relay on."
            )
        if self.resume is not None:  # the friends joined before: the code is what they need
            return self.resume_words()
        return self.reach_words()

    def reach_words(self) -> str:
        if self.is_via_relay:
            return tr(
                "Give your friends the code and the relay's address: they pick Online, Join"
                " a game, and turn on Through a relay. No port needs to be open here."
            )
        return tr(
            "Give your friends the code and an address: they pick Online, then Join a game."
            " From another home, this computer's port {port} must be open to them (or use a"
            " relay).",
            port=self.table.link.port if self.table is not None else DEFAULT_PORT,
        )

    def resume_words(self) -> str:
        """A saved online game reopened: the code it had (or why it is another)."""
        before = self.resume.record.online if self.resume is not None else None
        code = self.table.code if self.table is not None else ""
        n = self.resume.record.round if self.resume is not None else 1
        if before is not None and before.code == code:
            return tr(
                "The saved game goes on from round {n}. Friends join again with the same"
                " code as before and get their Mechs back.",
                n=n,
            )
        return tr(
            "The saved game goes on from round {n}. The room has a new code (above): friends"
            " join with it and get their Mechs back.",
            n=n,
        )

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
        if self.is_editing_relay:
            self.relay.draw(screen, assets, self.clock)
        else:
            label(
                screen,
                assets,
                tr("Address to type"),
                theme.BODY,
                theme.MUTED,
                midtop=stage.point(1380, 130),
            )
            for i, words in enumerate(self.where_words()[:3]):
                fitted(
                    screen,
                    assets,
                    words,
                    theme.HEADING,
                    theme.TEXT,
                    stage.px(900),
                    "quote",
                    midtop=stage.point(1380, 180 + i * 56),
                )
        paragraph(
            screen,
            assets,
            self.hint_words(),
            theme.BODY,
            theme.MUTED,
            stage.rect(160, 350, 1600, 120),  # three lines fit above the seats
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
