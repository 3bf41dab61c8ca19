"""What a player means, whatever device they hold: the intents every screen reads.

An ``Intent`` says what (``Kind``), from which ``Device`` and for which seat: a pad that
joined a seat speaks for it; the keyboard and the mouse (and a pad not yet seated) speak
for nobody in particular (``seat`` None), as the one mouse always has.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    MOVE = "move"  # the stick, the d-pad or an arrow key: ``direction`` says where
    PICK = "pick"  # A, Enter: press the focused thing, pick or place
    BACK = "back"  # B, Esc: back out, take back
    SCRAP = "scrap"  # X
    ENLARGE = "enlarge"  # Y: show the card large
    MENU = "menu"  # Start: the pause menu
    GUIDE = "guide"  # Back (View): the field guide
    POINT = "point"  # the mouse moved or pressed: ``pos``
    PLUGGED = "plugged"  # a pad arrived (``seat``: the seat it takes back, if any)
    UNPLUGGED = "unplugged"  # a pad left (``seat``: the seat it held, if any)


class Direction(StrEnum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"

    @property
    def step(self) -> tuple[int, int]:
        """The direction as a unit step on the screen (y grows downwards)."""
        return {
            Direction.UP: (0, -1),
            Direction.DOWN: (0, 1),
            Direction.LEFT: (-1, 0),
            Direction.RIGHT: (1, 0),
        }[self]


class DeviceKind(StrEnum):
    PAD = "pad"  # an SDL GameController, or a joystick read as one
    KEYBOARD = "keyboard"
    MOUSE = "mouse"


@dataclass(frozen=True)
class Device:
    kind: DeviceKind
    id: int = 0  # a pad's SDL instance id (unique while it stays plugged in)

    @property
    def is_pad(self) -> bool:
        return self.kind is DeviceKind.PAD


KEYBOARD = Device(DeviceKind.KEYBOARD)
MOUSE = Device(DeviceKind.MOUSE)


def pad(instance_id: int) -> Device:
    return Device(DeviceKind.PAD, instance_id)


@dataclass(frozen=True)
class Intent:
    kind: Kind
    device: Device
    seat: int | None = None  # the seat the device holds; None: the shared mouse and keyboard
    direction: Direction | None = None  # MOVE
    pos: tuple[int, int] | None = None  # POINT
    is_repeat: bool = False  # a MOVE repeated while the stick or d-pad is held


class FaceButton(StrEnum):
    """The four face buttons a player may remap, by the Xbox names SDL uses for positions
    (A at the bottom, B right, X left, Y top), whatever is printed on them."""

    A = "a"
    B = "b"
    X = "x"
    Y = "y"


# What each face button means unless the players remapped them.
DEFAULT_FACES: dict[FaceButton, Kind] = {
    FaceButton.A: Kind.PICK,
    FaceButton.B: Kind.BACK,
    FaceButton.X: Kind.SCRAP,
    FaceButton.Y: Kind.ENLARGE,
}
REMAPPABLE = (Kind.PICK, Kind.BACK, Kind.SCRAP, Kind.ENLARGE)
