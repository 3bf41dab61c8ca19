"""Controllers: the pads plugged in (and the seat each holds), and what the face buttons
mean. Each meaning (pick, take back, scrap, show large) takes one of A, B, X and Y; giving
it another swaps the two, so every meaning keeps a button. Remembered in settings.json."""

from __future__ import annotations

import pygame

from game.assets import Assets
from game.i18n import N_, tr
from game.input import DEFAULT_FACES, REMAPPABLE, FaceButton, Kind, devices
from game.scenes.base import ButtonScreen, Pop, Transition
from game.ui import theme
from game.ui.glyphs import draw_glyph, glyph, glyph_words
from game.ui.layout.menus import (
    PADS_BACK,
    PADS_FACES,
    PADS_LIST,
    PADS_RESET,
    Stage,
    face_rect,
)
from game.ui.text import fitted, label
from game.ui.widgets import Button, Buttons, panel

MEANINGS = {
    Kind.PICK: N_("Pick, place, press"),
    Kind.BACK: N_("Back out, take back"),
    Kind.SCRAP: N_("Scrap a card"),
    Kind.ENLARGE: N_("Show the card large"),
}
FACE_ORDER = tuple(FaceButton)


def swapped(faces: dict[FaceButton, Kind], kind: Kind, face: FaceButton) -> dict[FaceButton, Kind]:
    """``faces`` with ``face`` meaning ``kind``; the face that meant it takes over what
    ``face`` meant."""
    changed = dict(faces)
    old = next(f for f, k in faces.items() if k == kind)
    changed[old], changed[face] = faces[face], kind
    return changed


class PadsScene(ButtonScreen):
    covers_screen = True

    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self.mouse = (0, 0)
        self.buttons = Buttons(assets, steered=True)
        self.resize()

    def resize(self) -> None:
        self.stage = Stage(self.assets.screen)
        self.buttons = Buttons(self.assets, self.buttons, steered=True)
        for row, kind in enumerate(REMAPPABLE):
            self.buttons.add(f"face:{kind.value}", Button(face_rect(self.stage, row), ""))
        self.buttons.add("reset", Button(self.stage.rect(*PADS_RESET), tr("As made")))
        self.buttons.add("back", Button(self.stage.rect(*PADS_BACK), tr("Back")))
        self.buttons.first = f"face:{Kind.PICK.value}"

    def _press(self, name: str | None) -> Transition | None:
        pads = devices()
        if name == "back":
            return Pop()
        if name == "reset":
            pads.faces = dict(DEFAULT_FACES)
        elif name is not None and name.startswith("face:"):
            kind = Kind(name[5:])
            now = pads.face_for(kind) or FaceButton.A
            following = FACE_ORDER[(FACE_ORDER.index(now) + 1) % len(FACE_ORDER)]
            pads.faces = swapped(pads.faces, kind, following)
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill(theme.BACKGROUND)
        stage, assets, px = self.stage, self.assets, self.assets.px
        label(screen, assets, tr("Controllers"), 56, theme.ACCENT, midtop=stage.point(960, 40))
        box = stage.rect(*PADS_LIST)
        panel(screen, box, theme.PANEL, scale=assets.scale)
        pads = devices()
        x, y = box.x + px(32), box.y + px(28)
        shown = pads.devices
        if not shown:
            words = tr("No pad plugged in: plug one in and it shows here.")
            label(screen, assets, words, theme.BODY, theme.MUTED, topleft=(x, y))
        for device in shown[:5]:
            number, seat = pads.number(device), pads.seat_of(device)
            name = pads.pads[device.id].info.name
            held = tr("Mech {n}", n=seat + 1) if seat is not None else tr("no seat yet")
            line = tr("Pad {n}", n=number) + " · " + held
            room = box.width - px(64)
            ours = fitted(screen, assets, line, theme.BODY, theme.TEXT, room, topleft=(x, y))
            if name:  # as SDL names the pad: a quote, in no language of ours
                at, left = (ours.right + px(16), y), room - ours.width - px(16)
                fitted(screen, assets, name, theme.BODY, theme.MUTED, left, "quote", topleft=at)
            y += px(48)
        words = tr(
            "{a} picks · {b} backs out · {start} pause menu · {back} field guide",
            a=glyph(self._face(Kind.PICK)),
            b=glyph(self._face(Kind.BACK)),
            start=glyph("start"),
            back=glyph("back"),
        )
        glyph_words(
            screen,
            assets,
            words,
            theme.BODY,
            theme.TEXT,
            midbottom=(box.centerx, box.bottom - px(20)),
        )
        head = stage.point(*PADS_FACES)
        label(screen, assets, tr("Face buttons"), theme.HEADING, theme.ACCENT, midleft=head)
        for row, kind in enumerate(REMAPPABLE):
            rect = face_rect(stage, row)
            where = (stage.point(460, 0)[0], rect.centery)
            label(screen, assets, tr(MEANINGS[kind]), theme.BODY, theme.TEXT, midleft=where)
        self.buttons.draw(screen, assets, self.mouse)
        for row, kind in enumerate(REMAPPABLE):
            rect = face_rect(stage, row)
            draw_glyph(screen, assets, self._face(kind), rect.center, rect.height - px(22))

    @staticmethod
    def _face(kind: Kind) -> str:
        face = devices().face_for(kind)
        return face.value if face is not None else "a"
