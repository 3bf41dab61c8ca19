"""The input adapter: events in, intents out; pads, their seats, hot-plug, the stick."""

from __future__ import annotations

import pygame
import pytest

from game.input import (
    KEYBOARD,
    MOUSE,
    Devices,
    Direction,
    FaceButton,
    Intent,
    Kind,
    PadInfo,
    pad,
)
from game.input.devices import REPEAT_DELAY, REPEAT_EVERY


def event(kind: int, **data: object) -> pygame.event.Event:
    return pygame.event.Event(kind, data)


def button(instance_id: int, which: int, down: bool = True) -> pygame.event.Event:
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    return event(kind, button=which, instance_id=instance_id)


def axis(instance_id: int, which: int, value: int) -> pygame.event.Event:
    return event(pygame.CONTROLLERAXISMOTION, axis=which, value=value, instance_id=instance_id)


def kinds(intents: list[Intent]) -> list[Kind]:
    return [i.kind for i in intents]


class Shelf:
    """Pretend devices: what each SDL device index opens as."""

    def __init__(self, infos: dict[int, PadInfo], controllers: bool = True) -> None:
        self.infos, self.controllers = infos, controllers

    def open(self, index: int, as_controller: bool) -> PadInfo | None:
        return self.infos.get(index)

    def is_controller(self, index: int) -> bool:
        return self.controllers


def test_every_face_and_middle_button_means_its_intent_for_the_seat_the_pad_holds():
    devices = Devices()
    expected = {
        pygame.CONTROLLER_BUTTON_A: Kind.PICK,
        pygame.CONTROLLER_BUTTON_B: Kind.BACK,
        pygame.CONTROLLER_BUTTON_X: Kind.SCRAP,
        pygame.CONTROLLER_BUTTON_Y: Kind.ENLARGE,
        pygame.CONTROLLER_BUTTON_START: Kind.MENU,
        pygame.CONTROLLER_BUTTON_BACK: Kind.GUIDE,
    }
    for which, kind in expected.items():
        assert devices.read(button(3, which)) == [Intent(kind, pad(3))]
        assert devices.read(button(3, which, down=False)) == []
    assert devices.assign(pad(3), 2)
    assert devices.read(button(3, pygame.CONTROLLER_BUTTON_A)) == [Intent(Kind.PICK, pad(3), 2)]


def test_a_remap_changes_what_the_face_buttons_mean():
    devices = Devices()
    devices.faces = {
        FaceButton.A: Kind.BACK,
        FaceButton.B: Kind.PICK,
        FaceButton.X: Kind.SCRAP,
        FaceButton.Y: Kind.ENLARGE,
    }
    assert kinds(devices.read(button(1, pygame.CONTROLLER_BUTTON_A))) == [Kind.BACK]
    assert kinds(devices.read(button(1, pygame.CONTROLLER_BUTTON_B))) == [Kind.PICK]
    assert devices.face_for(Kind.PICK) is FaceButton.B


def test_the_keyboard_and_the_mouse_speak_for_no_seat():
    devices = Devices()
    key = event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
    assert devices.read(key) == [Intent(Kind.MOVE, KEYBOARD, direction=Direction.LEFT)]
    enter = event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    escape = event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    assert kinds(devices.read(enter) + devices.read(escape)) == [Kind.PICK, Kind.BACK]
    delete = event(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0, unicode="", scancode=0)
    zoom = event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z", scancode=0)
    assert kinds(devices.read(delete) + devices.read(zoom)) == [Kind.SCRAP, Kind.ENLARGE]
    letter = event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    assert devices.read(letter) == []
    motion = event(pygame.MOUSEMOTION, pos=(5, 7), rel=(1, 1), buttons=(0, 0, 0))
    assert devices.read(motion) == [Intent(Kind.POINT, MOUSE, pos=(5, 7))]


def test_the_stick_moves_past_its_dead_zone_once_then_repeats_while_held():
    devices, x = Devices(), pygame.CONTROLLER_AXIS_LEFTX
    assert devices.read(axis(4, x, 9000)) == []  # inside the dead zone
    moved = devices.read(axis(4, x, 24000))
    assert moved == [Intent(Kind.MOVE, pad(4), direction=Direction.RIGHT)]
    assert devices.read(axis(4, x, 30000)) == []  # still the same way: no new move
    assert devices.tick(REPEAT_DELAY - 0.01) == []
    repeats = devices.tick(0.02) + devices.tick(REPEAT_EVERY)
    assert [i.direction for i in repeats] == [Direction.RIGHT, Direction.RIGHT]
    assert all(i.is_repeat for i in repeats)
    assert devices.read(axis(4, x, 13000)) == []  # between release and dead zone: held
    assert len(devices.tick(REPEAT_EVERY)) == 1
    assert devices.read(axis(4, x, 2000)) == []  # let go
    assert devices.tick(5.0) == []
    down = devices.read(axis(4, pygame.CONTROLLER_AXIS_LEFTY, 32767))
    assert [i.direction for i in down] == [Direction.DOWN]
    right_stick = devices.read(axis(4, pygame.CONTROLLER_AXIS_RIGHTX, 32767))
    assert right_stick == []


def test_the_dpad_moves_and_repeats_until_let_go():
    devices = Devices()
    up = pygame.CONTROLLER_BUTTON_DPAD_UP
    assert [i.direction for i in devices.read(button(2, up))] == [Direction.UP]
    assert len(devices.tick(REPEAT_DELAY + REPEAT_EVERY * 2 + 0.001)) == 3
    assert devices.read(button(2, up, down=False)) == []
    assert devices.tick(5.0) == []


def test_a_pad_cannot_take_a_seat_another_pad_holds_unless_reassigned():
    devices = Devices()
    devices.read(button(1, pygame.CONTROLLER_BUTTON_A))
    devices.read(button(2, pygame.CONTROLLER_BUTTON_A))
    assert devices.assign(pad(1), 0)
    assert not devices.assign(pad(2), 0)
    assert devices.holder(0) == pad(1) and devices.seat_of(pad(2)) is None
    assert devices.assign(pad(2), 0, force=True)
    assert devices.holder(0) == pad(2) and devices.seat_of(pad(1)) is None
    assert not devices.assign(KEYBOARD, 1) and not devices.assign(pad(99), 1)
    assert [devices.number(d) for d in devices.devices] == [1, 2]


def test_unplugged_a_pad_lets_go_of_its_seat_and_takes_it_back_when_it_returns():
    shelf = Shelf({0: PadInfo(10, "Pad", "abc"), 1: PadInfo(11, "Pad", "abc")})
    devices = Devices(shelf.open, shelf.is_controller)
    plugged = devices.read(event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    assert plugged == [Intent(Kind.PLUGGED, pad(10))]
    assert devices.assign(pad(10), 2)
    gone = devices.read(event(pygame.CONTROLLERDEVICEREMOVED, instance_id=10))
    assert gone == [Intent(Kind.UNPLUGGED, pad(10), 2)]
    assert devices.holder(2) is None and devices.devices == []
    assert devices.remembered_seats() == {"abc": 2}
    back = devices.read(event(pygame.CONTROLLERDEVICEADDED, device_index=1))
    assert back == [Intent(Kind.PLUGGED, pad(11), 2)]  # SDL gives it a new instance id
    assert devices.holder(2) == pad(11)


def test_a_seat_kept_for_a_pad_is_not_taken_back_once_another_pad_holds_it():
    shelf = Shelf({0: PadInfo(10, "Pad", "abc"), 1: PadInfo(12, "Other", "def")})
    devices = Devices(shelf.open, shelf.is_controller)
    devices.remember({"abc": 0}, devices.faces)
    devices.read(event(pygame.CONTROLLERDEVICEADDED, device_index=1))
    assert devices.assign(pad(12), 0)
    devices.read(event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    assert devices.holder(0) == pad(12) and devices.seat_of(pad(10)) is None


def test_a_joystick_without_a_mapping_is_a_pad_and_a_controllers_own_joystick_events_are_not():
    shelf = Shelf({0: PadInfo(7, "Stick", "j1", is_controller=False)}, controllers=False)
    devices = Devices(shelf.open, shelf.is_controller)
    assert kinds(devices.read(event(pygame.JOYDEVICEADDED, device_index=0))) == [Kind.PLUGGED]
    joy = event(pygame.JOYBUTTONDOWN, button=0, instance_id=7, joy=7)
    assert devices.read(joy) == [Intent(Kind.PICK, pad(7))]
    hat = event(pygame.JOYHATMOTION, hat=0, value=(0, 1), instance_id=7, joy=7)
    assert [i.direction for i in devices.read(hat)] == [Direction.UP]
    centre = event(pygame.JOYHATMOTION, hat=0, value=(0, 0), instance_id=7, joy=7)
    assert devices.read(centre) == [] and devices.tick(5.0) == []
    devices.read(button(3, pygame.CONTROLLER_BUTTON_A))  # a GameController: pad 3
    twin = event(pygame.JOYBUTTONDOWN, button=0, instance_id=3, joy=3)
    assert devices.read(twin) == []  # SDL's joystick event for the same press
    assert devices.read(event(pygame.JOYDEVICEREMOVED, instance_id=3)) == []
    assert 3 in devices.pads
    removed = devices.read(event(pygame.JOYDEVICEREMOVED, instance_id=7))
    assert kinds(removed) == [Kind.UNPLUGGED] and 7 not in devices.pads


def test_a_controller_device_announced_goes_to_the_controller_path_not_the_joystick_one():
    opened: list[tuple[int, bool]] = []

    def opener(index: int, as_controller: bool) -> PadInfo:
        opened.append((index, as_controller))
        return PadInfo(5, "Pad", "x", as_controller)

    devices = Devices(opener, lambda index: True)
    assert devices.read(event(pygame.JOYDEVICEADDED, device_index=0)) == []
    devices.read(event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    assert opened == [(0, True)]


def test_events_posted_to_the_queue_come_back_as_intents():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    pygame.event.clear()
    devices = Devices()
    pygame.event.post(button(8, pygame.CONTROLLER_BUTTON_START))
    pygame.event.post(axis(8, pygame.CONTROLLER_AXIS_LEFTY, -32768))
    intents = [i for e in pygame.event.get() for i in devices.read(e)]
    assert intents == [
        Intent(Kind.MENU, pad(8)),
        Intent(Kind.MOVE, pad(8), direction=Direction.UP),
    ]


@pytest.mark.parametrize("seat", [0, 3])
def test_fewer_mechs_free_the_seats_beyond_them(seat: int):
    devices = Devices()
    devices.read(button(1, pygame.CONTROLLER_BUTTON_A))
    devices.assign(pad(1), seat)
    devices.keep_seats(2)
    assert (devices.seat_of(pad(1)) is None) == (seat >= 2)


def test_the_settings_file_keeps_pads_seats_and_face_buttons_and_refuses_bad_ones():
    from dataclasses import replace

    from game.preferences import Preferences, from_json, to_json
    from game.storage import BadFile

    kept = replace(
        Preferences(),
        pad_seats=(("030000005e0400", 1),),
        pad_faces=(("a", "back"), ("b", "pick"), ("x", "scrap"), ("y", "enlarge")),
    )
    assert from_json(to_json(kept)) == kept
    wrong = [
        '"pad_seats": [["abc", 4]]',
        '"pad_seats": [["a b", 0]]',
        '"pad_seats": [["abc", 0], ["def", 0]]',
        '"pad_seats": [["abc", true]]',
        '"pad_faces": [["a", "pick"]]',
        '"pad_faces": [["a", "pick"], ["b", "pick"], ["x", "scrap"], ["y", "enlarge"]]',
        '"pad_faces": [["a", "fire"], ["b", "back"], ["x", "scrap"], ["y", "enlarge"]]',
    ]
    for value in wrong:
        with pytest.raises(BadFile, match="pad_"):
            from_json('{"version": 1, ' + value + "}")


def test_the_app_remembers_the_seat_a_pad_took_and_the_remap_and_gives_them_back(tmp_path):
    from game.app import restore_pads, scene_stack
    from game.assets import Assets
    from game.input import devices
    from game.preferences import PreferencesFile
    from game.scenes.session import Session
    from game.scenes.title import TitleScene

    pygame.display.init()
    pygame.display.set_mode((320, 180))
    shelf = Shelf({0: PadInfo(40, "Pad", "abc123")})
    devices().opener = shelf.open
    session = Session(PreferencesFile(tmp_path))
    stack = scene_stack(TitleScene(Assets(has_sound=False)), Assets(has_sound=False), session)
    stack.handle(event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    devices().assign(pad(40), 2)
    devices().faces = {
        FaceButton.A: Kind.BACK,
        FaceButton.B: Kind.PICK,
        FaceButton.X: Kind.SCRAP,
        FaceButton.Y: Kind.ENLARGE,
    }
    stack.update(0.01)
    again = PreferencesFile(tmp_path).load()
    assert again.pad_seats == (("abc123", 2),)
    assert dict(again.pad_faces)["a"] == "back"
    devices().reset()
    restore_pads(again)
    assert devices().faces[FaceButton.A] is Kind.BACK
    stack.handle(event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    assert devices().holder(2) == pad(40)  # the pad takes its seat back on the next run
