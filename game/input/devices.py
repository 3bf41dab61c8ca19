"""The one input adapter: pygame events from the keyboard, the mouse and every pad in,
intents out (``game.input.intents``), and which seat each pad holds.

Pads are SDL GameControllers (``pygame._sdl2.controller``: SDL's mapping database names
their buttons the same on every make); a joystick SDL has no mapping for is read as one
by the usual layout (``pygame.joystick``). SDL sends a joystick's events too for every
GameController: they are ignored for the pads opened as controllers, so one press is one
intent. A pad plugged in mid-game is opened when its ``CONTROLLERDEVICEADDED`` arrives;
one unplugged lets go of its seat, which waits for it (by its GUID) and is taken back
when it returns. The stick navigates like the d-pad: past a dead zone it moves once, and
held it repeats after a delay (``tick``).

Everything but the opening of a device is pure (an event in, intents out), so tests drive
it by posting events; ``Devices(opener=...)`` opens pretend devices.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

import pygame

from game.input.intents import (
    DEFAULT_FACES,
    KEYBOARD,
    MOUSE,
    Device,
    Direction,
    FaceButton,
    Intent,
    Kind,
    pad,
)

log = logging.getLogger(__name__)

DEAD_ZONE = 0.5  # of the stick's reach: pushed past it, the stick points a way
RELEASE = 0.3  # back under it, the stick is let go (between the two, nothing changes)
REPEAT_DELAY = 0.4  # seconds held before a MOVE repeats
REPEAT_EVERY = 0.12  # seconds between repeats
AXIS_MAX = 32767

# SDL GameController buttons by what they are to us (Xbox names: the buttons' places).
FACES = {
    pygame.CONTROLLER_BUTTON_A: FaceButton.A,
    pygame.CONTROLLER_BUTTON_B: FaceButton.B,
    pygame.CONTROLLER_BUTTON_X: FaceButton.X,
    pygame.CONTROLLER_BUTTON_Y: FaceButton.Y,
}
MIDDLE = {pygame.CONTROLLER_BUTTON_START: Kind.MENU, pygame.CONTROLLER_BUTTON_BACK: Kind.GUIDE}
DPAD = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: Direction.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Direction.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Direction.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Direction.RIGHT,
}
# A joystick without a mapping: the numbering most pads (XInput's) use.
JOY_FACES = {0: FaceButton.A, 1: FaceButton.B, 2: FaceButton.X, 3: FaceButton.Y}
JOY_MIDDLE = {7: Kind.MENU, 6: Kind.GUIDE}
KEYS = {
    pygame.K_UP: Direction.UP,
    pygame.K_DOWN: Direction.DOWN,
    pygame.K_LEFT: Direction.LEFT,
    pygame.K_RIGHT: Direction.RIGHT,
}
KEY_KINDS = {  # the pad's X and Y on the keyboard: Delete scraps, Z zooms to the card large
    pygame.K_RETURN: Kind.PICK,
    pygame.K_KP_ENTER: Kind.PICK,
    pygame.K_ESCAPE: Kind.BACK,
    pygame.K_DELETE: Kind.SCRAP,
    pygame.K_z: Kind.ENLARGE,
}


@dataclass(frozen=True)
class PadInfo:
    """A pad SDL opened: its instance id (events name it), name and GUID (a make and
    model: what a seat remembers it by)."""

    instance_id: int
    name: str = ""  # as SDL names it ("" for a pad known only by its events)
    guid: str = ""
    is_controller: bool = True  # False: a joystick read by the usual layout
    handle: object = field(default=None, compare=False)  # the open device, kept alive


Opener = Callable[[int, bool], PadInfo | None]


def open_device(device_index: int, as_controller: bool) -> PadInfo | None:
    """Open the device SDL numbers ``device_index``: as a GameController, or (when SDL has
    no mapping for it) as a joystick; None when it cannot be opened."""
    try:
        if as_controller:
            from pygame._sdl2 import controller

            if not controller.get_init():
                controller.init()
            opened = controller.Controller(device_index)
            joystick = opened.as_joystick()
            handle: object = opened
        else:
            joystick = pygame.joystick.Joystick(device_index)
            handle = joystick
        return PadInfo(
            joystick.get_instance_id(),
            joystick.get_name(),
            joystick.get_guid(),
            as_controller,
            handle,
        )
    except (pygame.error, ImportError) as error:
        log.info("pad %d could not be opened: %s", device_index, error)
        return None


def is_controller(device_index: int) -> bool:
    """Whether SDL has a GameController mapping for this device."""
    try:
        from pygame._sdl2 import controller

        return bool(controller.is_controller(device_index))
    except (pygame.error, ImportError):
        return False


@dataclass
class Pad:
    info: PadInfo
    number: int  # "Pad 1", "Pad 2": the lowest number free when it was plugged in

    @property
    def device(self) -> Device:
        return pad(self.info.instance_id)


@dataclass
class Held:
    """A direction held on a pad (stick or d-pad) and the time to its next repeat."""

    direction: Direction
    wait: float = REPEAT_DELAY


class Devices:
    """The pads open now, the seat each holds, the face buttons' meanings, and the events
    of all devices turned into intents."""

    def __init__(
        self, opener: Opener = open_device, controller_test: Callable[[int], bool] = is_controller
    ) -> None:
        self.opener, self.controller_test = opener, controller_test
        self.pads: dict[int, Pad] = {}  # by instance id
        self.seats: dict[int, int] = {}  # instance id → the seat that pad holds
        self.waiting: dict[str, int] = {}  # a GUID → the seat kept for that pad
        self.faces: dict[FaceButton, Kind] = dict(DEFAULT_FACES)
        self.held: dict[tuple[int, str], Held] = {}  # (pad, "stick"|"dpad") → held
        self.sticks: dict[int, tuple[float, float]] = {}
        # The seats steering by buttons now (None: the keyboard, or a pad not seated): a
        # new screen shows their focus at once. The mouse moving takes the keyboard's out.
        self.steering: set[int | None] = set()

    def start(self) -> None:
        """Ready SDL's GameController module (the app, once): SDL then announces each pad
        plugged in, already or later, with a ``CONTROLLERDEVICEADDED``."""
        try:
            from pygame._sdl2 import controller

            if not controller.get_init():
                controller.init()
        except (pygame.error, ImportError) as error:
            log.info("no game controllers: %s", error)

    # --- the pads and their seats ------------------------------------------------------------

    @property
    def devices(self) -> list[Device]:
        """The pads plugged in, in the order of their numbers."""
        return [p.device for p in sorted(self.pads.values(), key=lambda p: p.number)]

    def number(self, device: Device) -> int | None:
        """A pad's number as the screens show it (Pad 1...), while it is plugged in."""
        found = self.pads.get(device.id) if device.is_pad else None
        return found.number if found is not None else None

    def seat_of(self, device: Device) -> int | None:
        return self.seats.get(device.id) if device.is_pad else None

    def holder(self, seat: int) -> Device | None:
        """The pad that holds ``seat``, if any (else the seat is the mouse's, or a bot's)."""
        for instance_id, held in self.seats.items():
            if held == seat:
                return pad(instance_id)
        return None

    def assign(self, device: Device, seat: int, force: bool = False) -> bool:
        """Give ``seat`` to a pad; refused (False) when another pad holds it, unless
        ``force`` (reassigning in the setup), which unseats that pad."""
        if not device.is_pad or device.id not in self.pads:
            return False
        other = self.holder(seat)
        if other is not None and other != device:
            if not force:
                return False
            del self.seats[other.id]
        self.seats[device.id] = seat
        guid = self.pads[device.id].info.guid
        self.waiting = {g: s for g, s in self.waiting.items() if s != seat and g != guid}
        return True

    def release(self, device: Device) -> int | None:
        """The pad leaves its seat (B in the setup); returns the seat it held."""
        seat = self.seats.pop(device.id, None) if device.is_pad else None
        if seat is not None and device.id in self.pads:
            guid = self.pads[device.id].info.guid
            self.waiting.pop(guid, None)
        return seat

    def keep_seats(self, count: int) -> None:
        """Fewer Mechs: pads holding a seat beyond ``count`` let go of it."""
        self.seats = {i: s for i, s in self.seats.items() if s < count}
        self.waiting = {g: s for g, s in self.waiting.items() if s < count}

    def remembered_seats(self) -> dict[str, int]:
        """The seats to remember between runs, by the GUID of the pad holding (or owed)
        each."""
        seats = dict(self.waiting)
        for instance_id, seat in self.seats.items():
            guid = self.pads[instance_id].info.guid if instance_id in self.pads else ""
            if guid:
                seats[guid] = seat
        return seats

    def remember(self, seats: Mapping[str, int], faces: Mapping[FaceButton, Kind]) -> None:
        """What the settings file kept: seats owed to pads by GUID, and the face buttons."""
        self.waiting = dict(seats)
        self.faces = dict(faces)

    def face_for(self, kind: Kind) -> FaceButton | None:
        """The face button that means ``kind`` now (for the glyph a screen shows)."""
        return next((f for f, k in self.faces.items() if k == kind), None)

    def reset(self) -> None:
        """No pads, no seats, the face buttons as made (a test's clean start)."""
        self.pads, self.seats, self.waiting = {}, {}, {}
        self.faces = dict(DEFAULT_FACES)
        self.held, self.sticks = {}, {}
        self.steering = set()

    # --- events in, intents out ------------------------------------------------------------

    def read(self, event: pygame.event.Event) -> list[Intent]:
        """The intents one event means (none, for most)."""
        intents = self._read(event)
        for intent in intents:
            if intent.kind is Kind.POINT:
                self.steering.discard(None)
            elif intent.kind not in (Kind.PLUGGED, Kind.UNPLUGGED):
                self.steering.add(intent.seat)
        return intents

    def _read(self, event: pygame.event.Event) -> list[Intent]:
        kind = event.type
        if kind == pygame.KEYDOWN:
            return self._key(event.key)
        if kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            return [Intent(Kind.POINT, MOUSE, pos=tuple(event.pos))]
        if kind == pygame.CONTROLLERDEVICEADDED:
            return self._plugged(event.device_index, as_controller=True)
        if kind == pygame.JOYDEVICEADDED:
            if self.controller_test(event.device_index):
                return []  # its CONTROLLERDEVICEADDED opens it
            return self._plugged(event.device_index, as_controller=False)
        if kind in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            return self._unplugged(event.instance_id, kind == pygame.CONTROLLERDEVICEREMOVED)
        if kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            found = self._controller(event.instance_id)
            is_down = kind == pygame.CONTROLLERBUTTONDOWN
            return self._button(found, FACES, MIDDLE, DPAD, event.button, is_down)
        if kind == pygame.CONTROLLERAXISMOTION:
            found = self._controller(event.instance_id)
            if event.axis in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
                return self._axis(found, event.axis == pygame.CONTROLLER_AXIS_LEFTX, event.value)
            return []
        joystick = self._joystick(getattr(event, "instance_id", None))
        if joystick is None:
            return []
        if kind in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            is_down = kind == pygame.JOYBUTTONDOWN
            return self._button(joystick, JOY_FACES, JOY_MIDDLE, {}, event.button, is_down)
        if kind == pygame.JOYHATMOTION and event.hat == 0:
            return self._hat(joystick, event.value)
        if kind == pygame.JOYAXISMOTION and event.axis in (0, 1):
            return self._axis(joystick, event.axis == 0, event.value)
        return []

    def tick(self, dt: float) -> list[Intent]:
        """The MOVEs a held stick or d-pad repeats in ``dt`` seconds."""
        intents = []
        for (instance_id, _), held in self.held.items():
            held.wait -= dt
            while held.wait <= 0:
                held.wait += REPEAT_EVERY
                intents.append(self._move(pad(instance_id), held.direction, is_repeat=True))
        return intents

    def _key(self, key: int) -> list[Intent]:
        if key in KEYS:
            return [Intent(Kind.MOVE, KEYBOARD, direction=KEYS[key])]
        if key in KEY_KINDS:
            return [Intent(KEY_KINDS[key], KEYBOARD)]
        return []

    def _intent(self, kind: Kind, device: Device) -> Intent:
        return Intent(kind, device, seat=self.seat_of(device))

    def _move(self, device: Device, direction: Direction, is_repeat: bool = False) -> Intent:
        return Intent(
            Kind.MOVE, device, self.seat_of(device), direction=direction, is_repeat=is_repeat
        )

    def _add(self, info: PadInfo) -> Pad:
        taken = {p.number for p in self.pads.values()}
        number = next(n for n in range(1, len(taken) + 2) if n not in taken)
        found = self.pads[info.instance_id] = Pad(info, number)
        return found

    def _controller(self, instance_id: int) -> Device:
        """The pad an event names; one SDL announced before we listened is taken on."""
        if instance_id not in self.pads:
            self._add(PadInfo(instance_id))
        return pad(instance_id)

    def _joystick(self, instance_id: int | None) -> Device | None:
        """A pad read as a joystick, None for a GameController (its own events count)."""
        found = self.pads.get(instance_id) if instance_id is not None else None
        if found is None or found.info.is_controller:
            return None
        return found.device

    def _plugged(self, device_index: int, as_controller: bool) -> list[Intent]:
        info = self.opener(device_index, as_controller)
        if info is None:
            return []
        if info.instance_id in self.pads:  # already taken on from its first event
            self.pads[info.instance_id].info = info
        else:
            self._add(info)
        device = pad(info.instance_id)
        owed = self.waiting.get(info.guid) if info.guid else None
        if owed is not None and device.id not in self.seats and self.holder(owed) is None:
            self.seats[device.id] = owed
            del self.waiting[info.guid]
        return [self._intent(Kind.PLUGGED, device)]

    def _unplugged(self, instance_id: int, as_controller: bool) -> list[Intent]:
        found = self.pads.get(instance_id)
        if found is None or found.info.is_controller != as_controller:
            return []
        seat = self.seats.pop(instance_id, None)
        if seat is not None and found.info.guid:
            self.waiting[found.info.guid] = seat
        del self.pads[instance_id]
        self.held = {k: h for k, h in self.held.items() if k[0] != instance_id}
        self.sticks.pop(instance_id, None)
        self.steering.discard(seat)
        return [Intent(Kind.UNPLUGGED, found.device, seat)]

    def _button(
        self,
        device: Device,
        faces: Mapping[int, FaceButton],
        middle: Mapping[int, Kind],
        dpad: Mapping[int, Direction],
        button: int,
        is_down: bool,
    ) -> list[Intent]:
        if button in dpad:
            direction, key = dpad[button], (device.id, "dpad")
            if is_down:
                self.held[key] = Held(direction)
                return [self._move(device, direction)]
            if key in self.held and self.held[key].direction == direction:
                del self.held[key]
            return []
        if not is_down:
            return []
        if button in faces:
            return [self._intent(self.faces[faces[button]], device)]
        if button in middle:
            return [self._intent(middle[button], device)]
        return []

    def _hat(self, device: Device, value: Iterable[int]) -> list[Intent]:
        x, y = tuple(value)
        key = (device.id, "dpad")
        if (x, y) == (0, 0):
            self.held.pop(key, None)
            return []
        if x:
            direction = Direction.RIGHT if x > 0 else Direction.LEFT
        else:
            direction = Direction.UP if y > 0 else Direction.DOWN  # a hat's y points up
        self.held[key] = Held(direction)
        return [self._move(device, direction)]

    def _axis(self, device: Device, is_x: bool, value: int) -> list[Intent]:
        x, y = self.sticks.get(device.id, (0.0, 0.0))
        amount = max(-1.0, min(1.0, value / AXIS_MAX))
        x, y = (amount, y) if is_x else (x, amount)
        self.sticks[device.id] = (x, y)
        key, reach = (device.id, "stick"), max(abs(x), abs(y))
        if reach < RELEASE:
            self.held.pop(key, None)
            return []
        if reach < DEAD_ZONE:
            return []
        if abs(x) >= abs(y):
            direction = Direction.RIGHT if x > 0 else Direction.LEFT
        else:
            direction = Direction.DOWN if y > 0 else Direction.UP
        held = self.held.get(key)
        if held is not None and held.direction == direction:
            return []
        self.held[key] = Held(direction)
        return [self._move(device, direction)]


_devices = Devices()


def devices() -> Devices:
    """The devices of this process (SDL's pads are the process's, like the window)."""
    return _devices
