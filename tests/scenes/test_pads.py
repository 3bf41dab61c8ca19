"""Every screen around play without a mouse: pads join seats in the setup and drive the
menus with events posted to pygame's queue; the keyboard alone walks the same screens."""

from __future__ import annotations

import pygame

from game.input import PadInfo, devices, pad
from game.scenes.briefing import BriefingScene
from game.scenes.campaign import CampaignScene
from game.scenes.confirm import ConfirmScene
from game.scenes.pads import PadsScene
from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.scenes.settings import Settings
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene

A, B = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B
START = pygame.CONTROLLER_BUTTON_START
UP, DOWN = pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class Pads:
    """Posts controller events to pygame's queue and hands the queue to the driver, as the
    app's loop does; counts any mouse event that reached the game."""

    def __init__(self, driver) -> None:  # type: ignore[no-untyped-def]
        self.driver = driver
        self.mouse_events = 0
        pygame.event.clear()

    def pump(self) -> None:
        for event in pygame.event.get():
            self.mouse_events += event.type in MOUSE_EVENTS
            self.driver.stack.handle(event)
        self.driver.frame()

    def press(self, instance_id: int, *buttons: int) -> None:
        for which in buttons:
            for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, button=which, instance_id=instance_id))
            self.pump()

    def post(self, kind: int, **data: object) -> None:
        pygame.event.post(pygame.event.Event(kind, data))
        self.pump()


def test_two_pads_join_in_the_setup_and_start_the_tutorial_without_the_mouse(drive, assets):
    driver = drive(TitleScene(assets))
    pads = Pads(driver)
    pads.press(1, A)  # the first press shows the ring, on Campaign
    assert driver.top.buttons.focused() == "campaign"
    pads.press(1, DOWN, A)  # New game (the Tutorial), below Campaign on the left
    setup = driver.top
    assert isinstance(setup, SetupScene)
    pads.press(1, A)
    pads.press(2, START)  # Start joins too
    assert len(setup.settings.yordles) == 2  # the second pad brought a second Mech
    assert devices().holder(0) == pad(1) and devices().holder(1) == pad(2)
    assert [setup.device_words(s)[1] for s in (0, 1)] == ["Pad 1", "Pad 2"]
    before = setup.settings.yordles
    assert setup.buttons.focused(1) == f"pick1:{before[1].value}"
    pads.press(2, RIGHT, A)  # pad 2 picks another Yordle for its own Mech
    after = setup.settings.yordles
    assert after[0] == before[0] and after[1] != before[1]
    pads.press(1, START)  # Start goes on
    briefing = driver.top
    assert isinstance(briefing, BriefingScene)
    briefing.seed = 5
    assert briefing.buttons.focused(1) == "start"  # pad 2's ring, there at once
    pads.press(2, A)
    assert isinstance(driver.top, PlayScene)
    assert len(driver.top.game.mechs) == 2
    assert pads.mouse_events == 0


def test_a_pad_reaches_only_its_own_seats_buttons_and_the_shared_ones(drive, assets):
    driver = drive(SetupScene(assets, Settings()))
    pads = Pads(driver)
    pads.press(1, A)
    pads.press(2, A)
    setup = driver.top
    seen = set()
    for way in (UP, UP, UP, LEFT, LEFT, LEFT, LEFT, DOWN, DOWN, DOWN, RIGHT, RIGHT, RIGHT, RIGHT):
        pads.press(2, way)
        seen.add(setup.buttons.focused(1))
    assert seen and all(not n.startswith(("pick0", "pilot0", "device")) for n in seen)
    assert any(n.startswith("count") for n in seen)  # the shared buttons
    yordle = setup.settings.yordles[0]
    setup.buttons.put(1, f"pick0:{yordle.value}")  # even with its ring there by force
    pads.press(2, A)
    assert setup.settings.yordles[0] == yordle


def test_a_pad_cannot_take_a_seat_already_held(drive, assets):
    driver = drive(SetupScene(assets, Settings()))
    pads = Pads(driver)
    for instance_id in (1, 2, 3, 4):
        pads.press(instance_id, A)
    setup = driver.top
    held = [devices().holder(s) for s in range(4)]
    assert held == [pad(1), pad(2), pad(3), pad(4)]
    pads.press(5, A)  # a fifth pad: no seat left
    assert [devices().holder(s) for s in range(4)] == held
    assert devices().seat_of(pad(5)) is None
    assert setup.note is not None and "gives its seat back" in setup.note
    assert not devices().assign(pad(5), 2)
    pads.press(3, B)  # pad 3 gives its seat back; pad 5 takes it
    pads.press(5, A)
    assert devices().holder(2) == pad(5)
    pads.press(1, A, A)  # a seated pad's A presses; it does not join twice
    assert devices().seat_of(pad(1)) == 0


def test_a_pad_unplugged_in_the_setup_leaves_its_seat_waiting_and_takes_it_back(
    drive, assets, monkeypatch
):
    shelf = {0: PadInfo(20, "Pad", "abc"), 1: PadInfo(31, "Pad", "abc")}
    monkeypatch.setattr(devices(), "opener", lambda index, as_controller: shelf.get(index))
    driver = drive(SetupScene(assets, Settings()))
    pads = Pads(driver)
    pads.post(pygame.CONTROLLERDEVICEADDED, device_index=0)
    pads.press(20, A)
    setup = driver.top
    assert devices().holder(0) == pad(20)
    pads.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=20)
    assert devices().holder(0) is None and setup.device_words(0) == ("mouse", "Mouse")
    assert setup.note is not None and "Mech 1" in setup.note
    pads.post(pygame.CONTROLLERDEVICEADDED, device_index=1)
    assert devices().holder(0) == pad(31) and setup.device_words(0)[0] == "pad"
    assert setup.note is None


def test_the_mouse_passes_a_seat_from_pad_to_pad_and_back(drive, assets):
    driver = drive(SetupScene(assets, Settings()))
    pads = Pads(driver)
    pads.press(1, A)
    pads.press(2, A)
    setup = driver.top
    driver.click(setup.buttons["device0"].rect.center)
    assert devices().holder(0) == pad(2) and devices().holder(1) is None
    driver.click(setup.buttons["device0"].rect.center)
    assert devices().holder(0) is None
    driver.click(setup.buttons["pilot1:bot"].rect.center)
    assert setup.device_words(1) == ("bot", "Bot")


def test_the_keyboard_alone_walks_title_setup_briefing_play_and_the_pause_menu(drive, assets):
    driver = drive(TitleScene(assets))
    keys = Pads(driver)  # only to count mouse events
    driver.key(pygame.K_RETURN)  # the first press shows the ring, on Campaign
    assert driver.top.buttons.focused() == "campaign"
    driver.key(pygame.K_RETURN)
    campaign = driver.top
    assert isinstance(campaign, CampaignScene)
    assert campaign.buttons.focused() == "play"  # steering by keys: the ring shows at once
    driver.key(pygame.K_RETURN)
    setup = driver.top
    assert isinstance(setup, SetupScene) and setup.settings.is_campaign
    assert setup.buttons.focused() == "next"
    driver.key(pygame.K_UP)  # up into the seat above
    assert setup.buttons.focused() not in ("next", None)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, CampaignScene)
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, SetupScene)
    driver.key(pygame.K_RETURN)
    briefing = driver.top
    assert isinstance(briefing, BriefingScene)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, SetupScene)
    driver.key(pygame.K_RETURN)
    briefing = driver.top
    assert isinstance(briefing, BriefingScene)
    assert briefing.buttons.focused() == "start"
    briefing.seed = 9
    driver.key(pygame.K_RETURN)
    play = driver.top
    assert isinstance(play, PlayScene)
    driver.key(pygame.K_ESCAPE)  # one press, one thing: the pause menu opens and stays
    pause = driver.top
    assert isinstance(pause, PauseScene)
    assert pause.buttons.focused() == "resume"
    driver.key(pygame.K_DOWN)
    assert pause.buttons.focused() == "guide"
    driver.key(pygame.K_UP)
    driver.key(pygame.K_RETURN)
    assert driver.top is play
    keys.pump()
    assert keys.mouse_events == 0


def test_the_mouse_moving_puts_the_keyboards_ring_away(drive, assets):
    driver = drive(TitleScene(assets))
    driver.key(pygame.K_DOWN)
    assert driver.top.buttons.focused() == "campaign"
    driver.send(pygame.MOUSEMOTION, pos=(3, 3), rel=(1, 1), buttons=(0, 0, 0))
    assert driver.top.buttons.focused() == "campaign"  # kept, but not shown
    assert None not in driver.top.buttons.shown
    driver.click(driver.top.buttons["campaign"].rect.center)
    assert driver.top.buttons.focused() is None  # a new screen, reached by the mouse


def test_start_and_b_leave_the_pause_menu_and_back_opens_the_field_guide(drive, assets):
    from game.scenes.guide import GuideScene

    driver = drive(PauseScene(assets, Settings()))
    pads = Pads(driver)
    pads.press(1, pygame.CONTROLLER_BUTTON_BACK)
    assert isinstance(driver.top, GuideScene)
    guide = driver.top
    first = guide.selected
    pads.press(1, DOWN)
    assert guide.selected != first
    pads.press(1, B)
    assert isinstance(driver.top, PauseScene)
    pads.press(1, START)
    assert not driver.stack.is_running  # the pause menu was alone on the stack


def test_the_remap_screen_swaps_face_buttons_and_the_pads_obey_at_once(drive, assets):
    from game.input import FaceButton, Kind

    driver = drive(TitleScene(assets))
    pads = Pads(driver)
    driver.click(driver.top.buttons["pads"].rect.center)
    remap = driver.top
    assert isinstance(remap, PadsScene)
    driver.click(remap.buttons["face:pick"].rect.center)  # Pick: from A to B
    assert devices().faces[FaceButton.B] is Kind.PICK
    assert devices().faces[FaceButton.A] is Kind.BACK  # B's meaning went to A
    assert len(set(devices().faces.values())) == 4
    pads.press(1, B)  # now picks: the ring shows
    assert remap.buttons.focused() == "face:pick"
    pads.press(1, A)  # now backs out
    assert isinstance(driver.top, TitleScene)


def test_words_with_glyphs_keep_each_glyph_where_each_language_puts_it(assets):
    import pytest

    from game import i18n
    from game.i18n import tr
    from game.ui.glyphs import glyph, glyph_words, pieces

    words = "Each player may hold a pad: plug one in and press {a}."
    assert pieces(tr(words, a=glyph("a"))) == [(False, words[:-4]), (True, "a"), (False, ".")]
    with pytest.raises(ValueError, match="no glyph named 'z'"):
        glyph("z")
    surface = pygame.Surface((1600, 200))
    for language in ("en", "es"):
        i18n.use(language)
        line = tr(
            "Pads: {a} or {start} takes a seat · {b} gives it back",
            a=glyph("a"),
            b=glyph("b"),
            start=glyph("start"),
        )
        assert [p for is_glyph, p in pieces(line) if is_glyph] == ["a", "start", "b"]
        assets.records = []
        rect = glyph_words(surface, assets, line, 24, (250, 250, 250), center=(800, 100))
        written = [r.words for r in assets.records]
        assert "A" in written and "B" in written and len(written) >= 5
        assert all(rect.contains(r.rect) for r in assets.records)
    assets.records = None
    i18n.use("en")


def test_a_pad_slipping_onto_the_titles_quit_is_asked_first(drive, assets):
    """Left from New game lands on Quit, the corner nearest that way: A there asks, the
    question's ring starts on Back, so a second A keeps the title."""
    driver = drive(TitleScene(assets))
    title = driver.top
    pads = Pads(driver)
    pads.press(1, A, DOWN)  # the ring shows on Campaign, then New game
    assert title.buttons.focused() == "new"
    pads.press(1, LEFT)
    assert title.buttons.focused() == "quit"
    pads.press(1, A)
    asked = driver.top
    assert isinstance(asked, ConfirmScene) and driver.stack.is_running
    assert asked.buttons.focused() == "no"  # the ring is there at once, on Back
    pads.press(1, A)
    assert driver.top is title and driver.stack.is_running
    pads.press(1, A, RIGHT, A)  # asked again: Close, beside Back, closes
    assert not driver.stack.is_running
