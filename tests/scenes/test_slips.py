"""Regression tests, with real mouse events, for two slips a new player made:

- bug 4: the repair prompt says "click the Damage Card", and clicking it on the Command
  Line (or the System Damage beside it) must repair it;
- bug 5: a late click at the end of a round picked the next round's draft card: a click
  aimed at one screen must not act on the next one's buttons.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.rules import Card, Command, DamageCard, DamagedSlot, Slot, SystemDamage, Yordle
from game.rules.cards import DamageKind
from game.scenes.play import Mode, PlayScene
from game.scenes.play.input_gate import GRACE
from game.scenes.settings import Settings
from game.ui.command_line import system_chips
from game.ui.layout import hand_rects

FRAME = 1 / 30
# Mission 1: scrapping is open from the start (the Tutorial teaches it after its Kaboom).
SCRAPPING = Settings(mission_id="mission-1", yordles=(Yordle.CORKI,), seed=5)


def damaged(driver, player) -> PlayScene:  # type: ignore[no-untyped-def]
    """Into the Program Phase by mouse, holding two Fire cards, with Slot Damage on slot 3
    and a System Damage card."""
    play = driver.top
    bot = player(driver)
    while play.mode is not Mode.PROGRAMMING:
        bot.settle()
        if play.mode is Mode.DRAFTING:
            bot.play_one()
    game = play.game
    specs = game.mission.damage_specs
    slot_spec = next(s for s in specs if s.kind is DamageKind.SLOT)
    system_spec = next(s for s in specs if s.kind is DamageKind.SYSTEM)
    slots = list((Slot(),) * 6)
    slots[2] = Slot(damage=DamageCard(950, slot_spec.name))
    mech = replace(
        game.mech(0),
        hand=(Card(960, Command.BLAZE), Card(961, Command.FLAMESPITTER)),
        slots=tuple(slots),
        system_damage=(DamageCard(951, system_spec.name),),
    )
    play.stage(game.with_mech(mech))
    driver.frame(GRACE + FRAME)
    return play


def scrap(driver, play: PlayScene, card_id: int) -> None:  # type: ignore[no-untyped-def]
    hand = play.game.mech(0).hand
    rect = hand_rects(play.layouts[0], len(hand))[[c.id for c in hand].index(card_id)]
    driver.drag(rect.center, play.layout.scrap_bin.center)
    panel = play.programming.panel(play.game)
    assert panel is not None and "repair" in panel.title
    slots = play.game.mech(0).slots
    lit = play.programming.lit_slots(play.game, 0)
    assert lit == {i for i, s in enumerate(slots) if s.damage}, "damaged slots are not lit"


def test_clicking_the_damage_card_on_the_command_line_repairs_it(drive, assets, player):
    driver = drive(PlayScene(assets, SCRAPPING))
    play = damaged(driver, player)
    scrap(driver, play, 960)
    driver.click(play.layouts[0].slots[2].center)
    assert play.game.mech(0).slots[2].damage is None, "the click on the card did not repair it"
    assert play.history[-1].repair == DamagedSlot(2)
    assert play.programming.scrap is None

    player(driver).settle()  # the "Repaired" note plays, then programming goes on
    scrap(driver, play, 961)
    chip = system_chips(play.layouts[0], 1, play.assets.scale)[0]
    driver.click(chip.center)
    assert play.game.mech(0).system_damage == ()
    assert play.history[-1].repair == SystemDamage(951)


def test_clicking_an_undamaged_slot_while_repairing_does_nothing(drive, assets, player):
    driver = drive(PlayScene(assets, SCRAPPING))
    play = damaged(driver, player)
    scrap(driver, play, 960)
    before = len(play.history)
    driver.click(play.layouts[0].slots[0].center)
    assert len(play.history) == before and play.programming.scrap is not None


def to_replay_end(driver, play: PlayScene) -> None:  # type: ignore[no-untyped-def]
    """Run frames until the replay under way is over, and not a moment more."""
    for _ in range(30 * 60):
        if not play.is_replaying and play.summary is None:
            return
        if play.summary is not None:
            return
        driver.frame(FRAME)
    raise AssertionError("the replay never ended")


def test_a_click_queued_as_the_replay_ends_does_not_draft_but_one_after_a_look_does(drive, assets):
    driver = drive(PlayScene(assets, Settings(yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=5)))
    play = driver.top
    assert play.is_replaying, "the game opens with its setup replayed"
    to_replay_end(driver, play)
    assert play.mode is Mode.DRAFTING
    card = play.layout.draft_cards(len(play.game.draft.row))[0].center
    driver.click(card)  # pressed while the old screen still showed
    assert play.history == [], "a late click drafted a card"
    driver.frame(GRACE + FRAME)
    driver.click(card)
    assert len(play.history) == 1, "a deliberate click must still draft"


def test_a_press_begun_during_the_replay_and_released_after_it_does_nothing(drive, assets):
    driver = drive(PlayScene(assets, Settings(yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=5)))
    play = driver.top
    driver.frame(GRACE + FRAME)
    card = play.layout.draft_cards(5)[0].center
    driver.send(pygame.MOUSEBUTTONDOWN, pos=card, button=1)
    assert play.is_replaying
    to_replay_end(driver, play)
    driver.frame(GRACE + FRAME)
    driver.send(pygame.MOUSEBUTTONUP, pos=card, button=1)
    assert play.history == []


def test_a_double_click_on_the_round_summary_does_not_pick_the_next_rounds_card(
    drive, assets, player
):
    driver = drive(PlayScene(assets, Settings(yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=5)))
    play = driver.top
    bot = player(driver, seed=2)
    for _ in range(500):
        if play.summary is not None:
            break
        if play.is_replaying:
            driver.key(pygame.K_SPACE)
            driver.frame(FRAME)
            continue
        driver.frame(GRACE + FRAME)
        bot.play_one()
    assert play.summary is not None
    picks = len(play.history)
    driver.frame(GRACE + FRAME)
    row = play.game.draft.row
    spot = play.layout.draft_cards(len(row))[len(row) // 2].center
    driver.click(spot)
    assert play.summary is None
    driver.key(pygame.K_SPACE)  # skip the draft's banner at once, as an eager player would
    driver.click(spot)
    assert len(play.history) == picks, "the second click of a double click picked a card"
