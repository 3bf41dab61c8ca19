"""Joining a friend's game in another home: the host's address and room code typed in,
the link reached on its own thread while this screen keeps drawing, and what came of it
(joined with these seats, or why not) said in words.

The host's screen shows the code; the address is the host's (``HOST`` or ``HOST:PORT``),
or a relay's, with "Through a relay" on (``ws://`` may be left out).

A pad or the arrows move a focus over the fields and buttons as on the other screens of
buttons; A or Enter on a field lets the keyboard type in it (while it does, the keyboard
types: the arrows leave the field, Tab goes to the other one, Enter goes on), B goes back.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.assets import Assets
from game.i18n import tr
from game.input import Intent, Kind
from game.net import rejoin
from game.net.links import host_uri, relay_uri
from game.net.online import OnlineGame
from game.net.protocol import CODE_LENGTH, CODE_LETTERS, clean_code
from game.net.sessions import version
from game.net.tables import GuestTable
from game.scenes import routes
from game.scenes.base import Pop, Replace, Transition
from game.ui import theme
from game.ui.layout.menus import Stage
from game.ui.text import label, paragraph
from game.ui.text_field import TextField
from game.ui.widgets import Button, Buttons

OpenGuest = Callable[[str, str, bool], GuestTable]  # uri, code, through a relay


def open_guest(uri: str, code: str, via_relay: bool) -> GuestTable:
    """A guest reaching the host; the same token and seats for the same room code, kept in
    the data folder (``game.net.rejoin``), so a player who left, dropped or restarted the
    app and joins again gets their seats back."""
    token, seats = rejoin.remembered(clean_code(code))
    guest = GuestTable(uri, code, token, seats, via_relay=via_relay, version=version())
    guest.open()
    return guest


class JoinScene:
    covers_screen = True

    def __init__(self, assets: Assets, opener: OpenGuest = open_guest) -> None:
        self.assets, self.opener = assets, opener
        self.mouse = (0, 0)
        self.clock = 0.0
        self.via_relay = False
        self.guest: GuestTable | None = None
        self.is_handed_on = False  # joined: the play screen has the guest now
        self.address = TextField(pygame.Rect(0, 0, 0, 0), "", most=120, has_focus=True)
        self.code = TextField(
            pygame.Rect(0, 0, 0, 0), "", most=CODE_LENGTH, allowed=CODE_LETTERS, is_upper=True
        )
        pygame.key.start_text_input()
        self.resize()

    def resize(self) -> None:
        self.stage = stage = Stage(self.assets.screen)
        self.address.rect, self.address.title = stage.rect(560, 340, 800, 88), tr("Host's address")
        self.code.rect, self.code.title = stage.rect(560, 500, 380, 88), tr("Room code")
        self.buttons = Buttons(self.assets, getattr(self, "buttons", None), steered=True)
        for name, field in (("address", self.address), ("code", self.code)):
            self.buttons.add(name, Button(field.rect, "", is_drawn=False))  # a place to type
        self.buttons.add("relay", Button(stage.rect(980, 500, 380, 88), ""))
        self.buttons.add("join", Button(stage.rect(780, 640, 360, 80), "", colour=theme.READY))
        self.buttons.add("back", Button(stage.rect(60, 960, 240, 72), tr("Back")))
        self._label_buttons()

    def _label_buttons(self) -> None:
        relay = self.buttons["relay"]
        relay.text = tr("Through a relay: on") if self.via_relay else tr("Through a relay: off")
        relay.is_selected = self.via_relay
        join = self.buttons["join"]
        join.text = tr("Cancel") if self._is_reaching else tr("Join")
        join.is_enabled = self._is_reaching or self._can_join

    @property
    def _is_reaching(self) -> bool:
        return self.guest is not None and self.guest.is_connecting

    @property
    def _can_join(self) -> bool:
        return bool(self.address.text.strip()) and len(self.code.text) == CODE_LENGTH

    @property
    def joined(self) -> GuestTable | None:
        """The guest once the host has let it in (its game and seats on ``follower``)."""
        guest = self.guest
        return guest if guest is not None and guest.follower is not None else None

    # --- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self._leave()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            address, code = self.address, self.code
            address.has_focus, code.has_focus = code.has_focus, address.has_focus
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and self._typing:
            if self.address.has_focus and not self._can_join:
                self.address.has_focus, self.code.has_focus = False, True
            elif self._can_join and not self._is_reaching:
                self._join()
        elif not self._is_reaching:
            for field in (self.address, self.code):
                field.handle(event)
        return self._press(self.buttons.handle(event))

    def act(self, intent: Intent) -> Transition | None:
        """A pad's or the keyboard's press: B goes back; the focus moves and presses; the
        keyboard typing in a field keeps its Enter (``handle``), and an arrow leaves it."""
        if intent.kind is Kind.BACK:
            return self._leave()
        typing = self._typing
        if typing is not None and not intent.device.is_pad:
            if intent.kind is not Kind.MOVE:
                return None
            self.fields[typing].has_focus = False
            self.buttons.put(None, typing)
        return self._press(self.buttons.act(intent))

    @property
    def fields(self) -> dict[str, TextField]:
        return {"address": self.address, "code": self.code}

    @property
    def _typing(self) -> str | None:
        """The field the keyboard types in (its Enter is the field's, not the ring's)."""
        return next((name for name, field in self.fields.items() if field.has_focus), None)

    def _press(self, name: str | None) -> Transition | None:
        match name:
            case "address" | "code" if not self._is_reaching:
                for other, field in self.fields.items():
                    field.has_focus = other == name
            case "relay" if not self._is_reaching:
                self.via_relay = not self.via_relay
            case "join":
                self._cancel() if self._is_reaching else self._join()
            case "back":
                return self._leave()
        self._label_buttons()
        return None

    def _join(self) -> None:
        self._cancel()
        address = self.address.text.strip()
        uri = relay_uri(address) if self.via_relay else host_uri(address)
        self.guest = self.opener(uri, self.code.text, self.via_relay)

    def _cancel(self) -> None:
        if self.guest is not None and self.guest.follower is None:
            self.guest.close()
            self.guest = None

    def _leave(self) -> Transition:
        if self.guest is not None:
            self.guest.close()
        pygame.key.stop_text_input()
        return Pop()

    def update(self, dt: float) -> Transition | None:
        """The link heard; once the host lets this window in, its game (over the Online
        screen below too)."""
        self.clock += dt
        if self.guest is not None:
            self.guest.poll()
        self._label_buttons()
        joined = self.joined
        if joined is not None and not self.is_handed_on:
            self.is_handed_on = True
            pygame.key.stop_text_input()
            if joined.follower is not None:
                rejoin.remember(
                    clean_code(joined.code), joined.token, sorted(joined.follower.seats)
                )
            return Replace(routes.OnlinePlay(OnlineGame(joined)), levels=2)
        return None

    # --- drawing ----------------------------------------------------------------------------

    def status(self) -> tuple[str, tuple[int, int, int]]:
        """What came of the last try, in words, and their colour."""
        guest = self.guest
        if guest is None:
            return tr("Ask the host for their address and the room code on their screen."), (
                theme.MUTED
            )
        if guest.is_connecting:
            return tr("Reaching {address}…", address=guest.uri), theme.TEXT
        if guest.unreachable:
            words = tr(
                "Nobody answered at {address}. Check the address, and that the host's game is"
                " open; from another home, the host's port must be open, or you both use a"
                " relay.",
                address=guest.uri,
            )
            return words, theme.BAD
        if guest.follower is None:
            return tr("Could not join: {why}", why=guest.said), theme.BAD
        seats = ", ".join(str(s + 1) for s in sorted(guest.follower.seats)) or "-"
        return tr("Joined: you play seat {seats}.", seats=seats), theme.GOOD

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        stage, assets = self.stage, self.assets
        title = tr("Join a friend's game")
        label(screen, assets, title, theme.TITLE, theme.ACCENT, midtop=stage.point(960, 120))
        for field in (self.address, self.code):
            field.draw(screen, assets, self.clock)
        self.buttons.draw(screen, assets, self.mouse)
        words, colour = self.status()
        box = stage.rect(360, 760, 1200, 160)
        paragraph(screen, assets, words, theme.BODY, colour, box, centred=True)
