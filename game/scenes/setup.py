"""Choose how many Mechs (1-4), a different Yordle for each, and whether a player or the bot
pilots it (a table of bots plays on its own, to watch); in the guided Tutorial, the coach
says what this screen is for.

Pads join here: A (or Start) on a pad not seated takes the first free seat (a new Mech when
all are taken), B on a seated pad gives its seat back, Start goes on. A seated pad moves
its own ring (in its Yordle's colour) over its own seat's buttons and the shared ones.
Each seat's badge shows what plays it (a pad, the mouse, the bot); the mouse or keyboard
pressing it hands the seat to the next pad. Unplugged, a pad's seat waits for it.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.assets import Assets
from game.content import lessons
from game.i18n import N_, ntr, tr
from game.input import Device, Intent, Kind, devices
from game.palette import YORDLE_COLOURS
from game.rules import Yordle
from game.scenes import routes
from game.scenes.base import Replace, Transition
from game.scenes.settings import Settings
from game.ui import coach_panel, theme
from game.ui.coach_panel import CoachView
from game.ui.glyphs import badge, glyph, glyph_words
from game.ui.layout.menus import (
    SETUP_BACK,
    SETUP_NEXT,
    SETUP_PADS,
    Stage,
    count_rect,
    device_rect,
    pilot_rect,
    seat_row,
    yordle_rect,
)
from game.ui.text import fitted, label, least_size
from game.ui.widgets import HOST, Button, Buttons, panel
from game.view.camera import Camera
from game.view.sprites import Sprite

PILOTS = {"player": N_("Player"), "bot": N_("Bot"), "remote": N_("Online")}
PILOT_CHOSEN = (104, 92, 176)  # the fill of the pilot chosen: a toggle that reads at a glance
ASK = N_("How many Mechs? Each takes a Yordle, and a player or the bot pilots it.")
ASK_ONLINE = N_(
    "How many Mechs? Each takes a Yordle; a player here, the bot or a friend online pilots it."
)


class SetupScene:
    covers_screen = True

    def __init__(self, assets: Assets, settings: Settings | None = None) -> None:
        self.assets = assets
        self.settings = settings or Settings()
        self.mouse = (0, 0)
        self.note: str | None = None  # a pad unplugged, or no seat left for one
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self._build()

    def _build(self) -> None:
        self.buttons = Buttons(self.assets, getattr(self, "buttons", None), steered=True)
        stage = self.stage
        yordles = self.settings.yordles
        self.buttons.colours = {seat: YORDLE_COLOURS[y] for seat, y in enumerate(yordles)}
        for n in range(1, 5):
            self.buttons.add(
                f"count{n}",
                Button(
                    count_rect(stage, n),
                    ntr("{n} Mech", "{n} Mechs", n),
                    is_selected=n == len(yordles),
                ),
            )
        for seat, chosen in enumerate(yordles):
            for i, yordle in enumerate(Yordle):
                taken = yordle in yordles and yordle != chosen
                self.buttons.add(
                    f"pick{seat}:{yordle.value}",
                    Button(
                        yordle_rect(stage, seat, i, 3 if self.settings.is_online else 2),
                        yordle.value.title(),
                        is_enabled=not taken,
                        is_selected=yordle == chosen,
                        colour=YORDLE_COLOURS[yordle] if yordle == chosen else None,
                        seat=seat,
                    ),
                )
            pilots = [p for p in PILOTS if p != "remote" or self.settings.is_online]
            for i, pilot in enumerate(pilots):
                chosen_pilot = self.pilot(seat) == pilot
                self.buttons.add(
                    f"pilot{seat}:{pilot}",
                    Button(
                        pilot_rect(stage, seat, i, len(pilots)),
                        tr(PILOTS[pilot]),
                        is_selected=chosen_pilot,
                        colour=PILOT_CHOSEN if chosen_pilot else None,
                        seat=seat,
                    ),
                )
            device = Button(device_rect(stage, seat), "", seat=HOST)
            self.buttons.add(f"device{seat}", device)
        self.buttons.add("back", Button(stage.rect(*SETUP_BACK), tr("Back")))
        self.buttons.add(
            "next", Button(stage.rect(*SETUP_NEXT), tr("Continue"), colour=(46, 110, 70))
        )
        self.buttons.first = "next"

    def pilot(self, seat: int) -> str:
        """Who pilots ``seat``: ``player`` (on the couch), ``bot`` or ``remote`` (online)."""
        if seat in self.settings.bots:
            return "bot"
        return "remote" if seat in self.settings.remote else "player"

    def _count(self, n: int) -> None:
        chosen = list(self.settings.yordles[:n])
        for yordle in Yordle:
            if len(chosen) >= n:
                break
            if yordle not in chosen:
                chosen.append(yordle)
        bots = tuple(seat for seat in self.settings.bots if seat < n)
        remote = tuple(seat for seat in self.settings.remote if seat < n)
        self.settings = replace(self.settings, yordles=tuple(chosen), bots=bots, remote=remote)
        devices().keep_seats(n)

    # --- pads -------------------------------------------------------------------------------

    def free_seat(self) -> int | None:
        """The seat a pad joining takes: the first no pad holds, a player's before a bot's;
        a new Mech when every seat has a pad (None at four)."""
        pads, count = devices(), len(self.settings.yordles)
        open_seats = [s for s in range(count) if pads.holder(s) is None]
        afar = (*self.settings.bots, *self.settings.remote)
        people = [s for s in open_seats if s not in afar]
        if people or open_seats:
            return (people or open_seats)[0]
        if count < 4:
            self._count(count + 1)
            return count
        return None

    def join(self, device: Device) -> bool:
        """A pad takes a free seat (played by a person from now on)."""
        seat = self.free_seat()
        if seat is None or not devices().assign(device, seat):
            self.note = tr("Every Mech has a pad: one of them gives its seat back with {b}.")
            return False
        self.note = None
        bots = tuple(s for s in self.settings.bots if s != seat)
        remote = tuple(s for s in self.settings.remote if s != seat)
        self.settings = replace(self.settings, bots=bots, remote=remote)
        self._build()
        self.buttons.put(seat, f"pick{seat}:{self.settings.yordles[seat].value}")
        return True

    def pass_seat(self, seat: int) -> None:
        """The mouse or keyboard on a seat's badge: the seat goes to the next pad plugged
        in (taken from the seat it held), and after the last back to the mouse."""
        pads = devices()
        order = pads.devices
        holder = pads.holder(seat)
        at = order.index(holder) + 1 if holder in order else 0
        if holder is not None:
            pads.release(holder)
        if at < len(order):
            pads.assign(order[at], seat, force=True)
            bots = tuple(s for s in self.settings.bots if s != seat)
            remote = tuple(s for s in self.settings.remote if s != seat)
            self.settings = replace(self.settings, bots=bots, remote=remote)

    def act(self, intent: Intent) -> Transition | None:
        if intent.kind is Kind.PLUGGED:
            self.note = None
            self._build()
            return None
        if intent.kind is Kind.UNPLUGGED:
            if intent.seat is not None:
                self.note = tr("A pad was unplugged: Mech {n} waits for it.", n=intent.seat + 1)
            self._build()
            return None
        device = intent.device
        if device.is_pad and intent.seat is None:  # a pad not seated: it may only join
            if intent.kind in (Kind.PICK, Kind.MENU):
                self.join(device)
            elif intent.kind is Kind.BACK and not devices().seats:
                return self._press("back")
            return None
        if device.is_pad and intent.kind is Kind.BACK:
            devices().release(device)
            self._build()
            return None
        if device.is_pad and intent.kind is Kind.MENU:
            return self._press("next")
        if intent.kind is Kind.BACK:
            return self._press("back")
        return self._press(self.buttons.act(intent))

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        return self._press(self.buttons.handle(event))

    def _press(self, clicked: str | None) -> Transition | None:
        if clicked is None:
            return None
        if clicked == "back":
            if self.settings.is_online:
                return Replace(routes.Online())
            if self.settings.is_campaign:
                return Replace(routes.Campaign(self.settings.mission_id, self.settings.yordles))
            return Replace(routes.Title())
        if clicked == "next":
            return Replace(routes.Briefing(self.settings))
        if clicked.startswith("count"):
            self._count(int(clicked[5:]))
        elif clicked.startswith("pick"):
            seat_text, yordle = clicked[4:].split(":")
            yordles = list(self.settings.yordles)
            yordles[int(seat_text)] = Yordle(yordle)
            self.settings = replace(self.settings, yordles=tuple(yordles))
        elif clicked.startswith("pilot"):
            seat_text, pilot = clicked[5:].split(":")
            seat = int(seat_text)
            bots = set(self.settings.bots) - {seat}
            remote = set(self.settings.remote) - {seat}
            if pilot in ("bot", "remote"):
                (bots if pilot == "bot" else remote).add(seat)
                holder = devices().holder(seat)
                if holder is not None:  # no pad plays a bot's seat or a friend's afar
                    devices().release(holder)
            self.settings = replace(
                self.settings, bots=tuple(sorted(bots)), remote=tuple(sorted(remote))
            )
        elif clicked.startswith("device"):
            self.pass_seat(int(clicked[6:]))
        self._build()
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        stage, assets = self.stage, self.assets
        label(
            screen, assets, tr("Choose your Mechs"), 64, theme.ACCENT, midtop=stage.point(960, 30)
        )
        mission = self.settings.mission
        kicker = tr("Tutorial") if mission.number == 0 else tr("Mission {n}", n=mission.number)
        title = f"{kicker}: {tr(mission.title).split(': ')[-1]}"
        label(screen, assets, title, theme.BODY, theme.TEXT, midtop=stage.point(960, 110))
        ask = tr(ASK_ONLINE) if self.settings.is_online else tr(ASK)
        label(screen, assets, ask, theme.BODY, theme.MUTED, midtop=stage.point(960, 148))
        for seat, yordle in enumerate(self.settings.yordles):
            row = seat_row(stage, seat)
            colour = YORDLE_COLOURS[yordle]
            panel(screen, row, theme.PANEL, colour, 3, scale=assets.scale)
            size = row.height - stage.px(20)
            camera = Camera(
                pygame.Rect(row.x + stage.px(20), row.y + stage.px(10), size, size), 1, 1
            )
            Sprite("mech", 32, 32, angle=90, colour=colour, emblem=yordle.value).draw(
                screen, camera, assets
            )
            where = (row.x + stage.px(150), row.y + stage.px(36))
            label(screen, assets, tr("Mech {n}", n=seat + 1), theme.BODY, theme.TEXT, midleft=where)
        self.buttons.draw(screen, assets, self.mouse)
        for seat in range(len(self.settings.yordles)):
            self._device(screen, seat)
        self._pads_line(screen)
        if self.settings.is_guided:
            self._coach(screen)

    def device_words(self, seat: int) -> tuple[str, str]:
        """What plays ``seat``: its badge's kind and its name (Pad 2, Mouse, Bot)."""
        pads = devices()
        holder = pads.holder(seat)
        if seat in self.settings.bots:
            return "bot", tr("Bot")
        if seat in self.settings.remote:
            return "remote", tr("Online")
        if holder is not None:
            return "pad", tr("Pad {n}", n=pads.number(holder))
        return "mouse", tr("Mouse")

    def _device(self, screen: pygame.Surface, seat: int) -> None:
        """The seat's badge and device's name, on its button."""
        assets, rect = self.assets, self.buttons[f"device{seat}"].rect
        kind, words = self.device_words(seat)
        colour = YORDLE_COLOURS[self.settings.yordles[seat]] if kind == "pad" else theme.TEXT
        size = rect.height - assets.px(12)
        icon = pygame.Rect(rect.x + assets.px(6), rect.y + assets.px(6), size, size)
        badge(screen, kind, icon, colour)
        room = rect.right - icon.right - assets.px(12)
        at = (icon.right + assets.px(6), rect.centery)
        holder = devices().holder(seat)
        floor = assets.font(least_size(assets, theme.SMALL))
        if kind == "pad" and holder is not None and floor.size(words)[0] > room:
            words = str(devices().number(holder))  # beside the pad's picture: "Pad 2", said short
        fitted(screen, assets, words, theme.SMALL, theme.TEXT, room, midleft=at)

    def _pads_line(self, screen: pygame.Surface) -> None:
        """How pads join (with their buttons' glyphs), or what just happened to one."""
        pads = devices()
        b = glyph(pads.face_for(Kind.BACK) or "b")
        if self.note is not None:
            words, colour = self.note.replace("{b}", b), theme.ACCENT
        elif pads.devices:
            a = glyph(pads.face_for(Kind.PICK) or "a")
            words = tr(
                "Pads: {a} or {start} takes a seat · {b} gives it back",
                a=a,
                b=b,
                start=glyph("start"),
            )
            colour = theme.TEXT
        else:
            words = tr("Each player may hold a pad: plug one in and press {a}.", a=glyph("a"))
            colour = theme.MUTED
        glyph_words(
            screen, self.assets, words, theme.BODY, colour, center=self.stage.point(*SETUP_PADS)
        )

    def _coach(self, screen: pygame.Surface) -> None:
        """The Tutorial's first lesson: below the seats when there is room, else in the
        corner beside the title."""
        lesson, stage, assets = lessons().setup, self.stage, self.assets
        view = CoachView(tr(lesson.title), tr(lesson.says), tr("Tutorial"), ())
        below = seat_row(stage, len(self.settings.yordles) - 1)
        room = stage.rect(*SETUP_BACK).top - below.bottom - stage.px(40)
        size = coach_panel.panel_size(assets, view, below.width)
        if size[1] <= room:
            rect = pygame.Rect((below.x, below.bottom + stage.px(20)), size)
        else:
            corner = stage.rect(24, 20, 560, 0)
            rect = pygame.Rect(corner.topleft, coach_panel.panel_size(assets, view, corner.width))
        coach_panel.draw_panel(screen, assets, rect, view, self.mouse)
