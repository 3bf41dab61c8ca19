"""The input layer: every device's events as the same intents, and the seat each pad holds
(``devices``). Screens read intents (``Intent``), never a device's own buttons."""

from game.input.devices import Devices, PadInfo, devices
from game.input.intents import (
    DEFAULT_FACES,
    KEYBOARD,
    MOUSE,
    REMAPPABLE,
    Device,
    DeviceKind,
    Direction,
    FaceButton,
    Intent,
    Kind,
    pad,
)

__all__ = [
    "DEFAULT_FACES",
    "KEYBOARD",
    "MOUSE",
    "REMAPPABLE",
    "Device",
    "DeviceKind",
    "Devices",
    "Direction",
    "FaceButton",
    "Intent",
    "Kind",
    "PadInfo",
    "devices",
    "pad",
]
