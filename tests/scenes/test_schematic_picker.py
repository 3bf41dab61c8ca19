"""The briefing's Schematic picker when it is crowded: every title whole at every seat
count, mission, window, language and text size (rows while they hold them, else a tab per
seat), and picking by mouse, keys and pads over the tabs."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.assets import Assets, Lettering
from game.input import devices, pad
from game.rules import Yordle
from game.scenes import campaign_data
from game.scenes.briefing import BriefingScene
from game.scenes.play import PlayScene
from game.scenes.settings import Settings
from game.scenes.setup import SetupScene
from game.screen import Screen
from tests.scenes.test_pads import LEFT, RIGHT, UP, A, Pads

MISSIONS = [m.id for m in campaign_data.missions()]  # the Tutorial (no chips) to Mission 10
CASES = [(4, m) for m in MISSIONS] + [
    (seats, m) for seats in (1, 2, 3) for m in ("mission-1", "mission-5", "mission-7", "mission-10")
]
LOOKS = [  # window, text size, TV safe area
    ((1920, 1080), 100, False),
    ((1280, 720), 100, False),
    ((1920, 1080), 150, False),
    ((1920, 1080), 150, True),
    ((1280, 720), 125, True),
    ((3840, 2160), 100, False),
]


def seat_drawn(scene: BriefingScene, assets: Assets, seat: int) -> list[Lettering]:
    """The words the picker draws with ``seat``'s chips shown (its tab opened, if tabs)."""
    if scene.layout.is_tabbed:
        scene._open(seat)
    assets.records = []
    try:
        scene.draw(pygame.Surface(assets.screen.size))
        return [r for r in assets.records if scene.picker.colliderect(r.rect)]
    finally:
        assets.records = None


def title_problems(scene: BriefingScene, assets: Assets, seat: int) -> list[str]:
    """What is wrong with the picker's words with ``seat``'s chips shown: a chip's title
    not drawn whole (cut, broken with a hyphen, missing) or taller than its chip, words cut
    short or sticking out of their box, a label under 20 px at 1920x1080."""
    drawn = seat_drawn(scene, assets, seat)
    problems = [f"cut {r.words!r}" for r in drawn if r.is_cut]
    problems += [f"sticks out {r.words!r}" for r in drawn if r.overflows]
    if assets.window.height == 1080:
        problems += [f"{r.size} px {r.words!r}" for r in drawn if r.size < 20]
    for info in scene.choices[seat]:
        rect, title = scene.chip_rect(seat, info.spec.name), i18n.tr(info.spec.title)
        lines = sorted(
            (r for r in drawn if rect.collidepoint(r.rect.center) and not r.words.isdigit()),
            key=lambda r: r.rect.y,
        )
        if " ".join(r.words for r in lines) != title:
            problems.append(f"{title!r} drawn as {[r.words for r in lines]}")
        if any(r.size + 4 > rect.height for r in lines):  # a sliver of a chip
            problems.append(f"{title!r} taller than its chip ({rect.height} px)")
    return problems


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize(
    ("size", "text_size", "tv_safe"),
    LOOKS,
    ids=[f"{w}x{h}-{pct}{'-tv' if tv else ''}" for (w, h), pct, tv in LOOKS],
)
def test_every_schematic_title_is_drawn_whole_at_every_seat_count_and_mission(
    assets, language, size, text_size, tv_safe
):
    assets.text_size, assets.is_tv_safe = text_size, tv_safe
    assets.fit(Screen(*size))
    i18n.use(language)
    problems, tabbed = [], 0
    try:
        for seats, mission in CASES:
            settings = Settings(mission_id=mission, yordles=tuple(Yordle)[:seats])
            scene = BriefingScene(assets, settings, seed=1)
            offered = len(scene.choices[0])
            assert offered == campaign_data.missions()[MISSIONS.index(mission)].number
            tabbed += scene.layout.is_tabbed
            for seat in range(seats):
                problems += [
                    f"{mission} at {seats} seats, seat {seat}: {p}"
                    for p in title_problems(scene, assets, seat)
                ]
    finally:
        i18n.use(i18n.ENGLISH)
    assert problems == []
    assert tabbed > 0  # the crowded cases (Mission 10 at four seats) did take the tabs


def test_the_uncrowded_picker_keeps_its_rows_and_mission_10_at_four_seats_has_tabs(assets):
    assets.fit(Screen(1920, 1080))
    three = Settings(mission_id="mission-5", yordles=tuple(Yordle)[:3])
    assert not BriefingScene(assets, three).layout.is_tabbed
    four = Settings(mission_id="mission-10", yordles=tuple(Yordle)[:4])
    scene = BriefingScene(assets, four)
    assert scene.layout.is_tabbed and scene.open_seat == 0
    assert len(scene.layout.chips[0]) == 10 and scene.layout.chips[1:] == ((), (), ())


def test_the_mouse_opens_seat_4s_tab_and_picks_two_schematics_for_it(drive, assets):
    settings = Settings(mission_id="mission-10", yordles=tuple(Yordle)[:4])
    driver = drive(BriefingScene(assets, settings, seed=5))
    briefing = driver.top
    names = [s.spec.name for s in briefing.choices[3]]
    with pytest.raises(LookupError):
        briefing.chip_rect(3, names[0])  # behind its tab
    tab = briefing.tab_rect(3)
    assert tab is not None
    driver.click(tab.center)
    assert briefing.open_seat == 3 and "picked no Schematic" in briefing.detail
    for name in (names[2], names[7], names[4]):
        driver.click(briefing.chip_rect(3, name).center)
    assert briefing.loadout(3) == (names[2], names[7]), "a third pick was taken"
    assert "Two at most" in briefing.detail
    first, second = (i18n.tr(campaign_data.schematic(n).spec.title) for n in names[2:8:5])
    driver.send(pygame.MOUSEMOTION, pos=briefing.chip_rect(3, names[5]).center, rel=(0, 0))
    assert i18n.tr(campaign_data.schematic(names[5]).spec.title) in briefing.detail
    driver.send(pygame.MOUSEMOTION, pos=briefing.tab_rect(3).center, rel=(0, 0))
    assert briefing.detail == f"Ziggs brings {first} and {second}."
    driver.click(briefing.tab_rect(0).center)  # another seat's tab: seat 4 keeps its picks
    assert briefing.open_seat == 0 and briefing.loadout(3) == (names[2], names[7])
    driver.click(briefing.buttons["start"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene)
    assert play.game.mech(3).schematics == (names[2], names[7])
    assert play.game.mech(0).schematics == ()


def seated_briefing(drive, assets):  # type: ignore[no-untyped-def]
    """Mission 10's briefing with four pads, pad n holding seat n - 1."""
    setup = drive(SetupScene(assets, Settings()))
    joining = Pads(setup)
    for instance_id in (1, 2, 3, 4):
        joining.press(instance_id, A)
    assert [devices().holder(s) for s in range(4)] == [pad(1), pad(2), pad(3), pad(4)]
    settings = Settings(mission_id="mission-10", yordles=tuple(Yordle)[:4])
    driver = drive(BriefingScene(assets, settings, seed=5))
    return driver, Pads(driver)


def reach(pads: Pads, briefing: BriefingScene, hand: int, target: str) -> list[str]:
    """Pad ``hand`` goes up, then left, until its ring is on ``target``; where it went."""
    went = []
    for button in [UP] * 8 + [LEFT] * 4:
        pads.press(hand, button)
        went.append(briefing.buttons.focused(hand - 1))
        if went[-1] == target:
            return went
    raise AssertionError(f"pad {hand} never reached {target}: {went}")


def test_each_pad_opens_its_own_tab_and_picks_over_its_own_chips(drive, assets):
    driver, pads = seated_briefing(drive, assets)
    briefing = driver.top
    went = reach(pads, briefing, 3, "tab:2")  # pad 3 up from Start onto its seat's tab
    assert briefing.open_seat == 2, "moving onto a seat's tab opens it"
    assert not any(w.startswith(("chip:0", "chip:1", "chip:3")) for w in went if w)
    pads.press(3, RIGHT)
    focus = briefing.buttons.focused(2)
    assert focus is not None and focus.startswith("chip:2:")
    assert i18n.tr(campaign_data.schematic(focus.split(":")[2]).spec.title) in briefing.detail
    pads.press(3, A, RIGHT, A)
    assert len(briefing.loadout(2)) == 2 and briefing.loadout(2)[0] == focus.split(":")[2]
    reach(pads, briefing, 1, "tab:0")  # pad 1 opens its own: pad 3's ring goes to its tab
    assert briefing.open_seat == 0 and briefing.buttons.focused(2) == "tab:2"
    pads.press(3, A)  # A on its tab: open again, and onto its first chip
    assert briefing.open_seat == 2
    assert briefing.buttons.focused(2) == f"chip:2:{briefing.choices[2][0].spec.name}"
    pads.press(1, A)  # pad 1's ring is on its own tab: A reopens it
    assert briefing.open_seat == 0 and briefing.buttons.focused(2) == "tab:2"
    pads.press(3, RIGHT)  # moving from its tab opens its seat again, into its chips
    focus = briefing.buttons.focused(2)
    assert briefing.open_seat == 2 and focus is not None and focus.startswith("chip:2:")
    assert len(briefing.loadout(2)) == 2 and briefing.loadout(0) == ()
    assert pads.mouse_events == 0


def test_the_keys_walk_the_tabs_and_pick_for_any_seat(drive, assets):
    settings = Settings(mission_id="mission-10", yordles=tuple(Yordle)[:4])
    driver = drive(BriefingScene(assets, settings, seed=5))
    briefing = driver.top
    for _ in range(12):
        driver.key(pygame.K_LEFT if briefing.buttons.focused() == "story page" else pygame.K_UP)
        if (briefing.buttons.focused() or "").startswith("tab:"):
            break
    seat = int(briefing.buttons.focused()[4:])
    assert briefing.open_seat == seat
    for _ in range(3 - seat):
        driver.key(pygame.K_DOWN)
    assert briefing.buttons.focused() == "tab:3" and briefing.open_seat == 3
    driver.key(pygame.K_RIGHT)  # into seat 4's chips, beside its tab
    focus = briefing.buttons.focused() or ""
    assert focus.startswith("chip:3:")
    driver.key(pygame.K_RETURN)
    assert briefing.loadout(3) == (focus.split(":")[2],)
    driver.key(pygame.K_UP)
    driver.key(pygame.K_RETURN)  # the keyboard picks for any seat: a second for seat 4
    assert len(briefing.loadout(3)) == 2 and briefing.open_seat == 3


def test_the_audit_finds_the_titles_the_crowded_rows_cut(assets, monkeypatch):
    """Rows taken whatever they hold (as before the tabs): Mission 10 at four seats cuts
    'Gatling Sweep' short, and the audit above says so."""
    from game.ui import schematic_picker

    monkeypatch.setattr(schematic_picker, "_holds", lambda *_: True)
    assets.fit(Screen(1920, 1080))
    settings = Settings(mission_id="mission-10", yordles=tuple(Yordle)[:4])
    scene = BriefingScene(assets, settings, seed=1)
    assert not scene.layout.is_tabbed
    problems = title_problems(scene, assets, 0)
    assert "cut 'Gatling Swe…'" in problems
    assert "'Gatling Sweep' drawn as ['Gatling Swe…']" in problems
