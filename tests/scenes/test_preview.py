"""The program preview: each Mech's whole Command Line as a ghost trail, asked of the rules
again on every drop, and ending where execution then puts the Mech."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame

from game.rules import Card, Command, Phase, Slot, Yordle, queries
from game.rules import events as ev
from game.scenes.play import Mode, PlayScene
from game.scenes.settings import Settings
from game.ui import theme
from game.ui.layout import hand_rects

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"


def programming_with(driver, player, hand: list[Command]) -> PlayScene:  # type: ignore[no-untyped-def]
    """Draft by mouse into the Program Phase, then hold exactly these cards in hand."""
    play = driver.top
    bot = player(driver)
    while play.mode is not Mode.PROGRAMMING:
        bot.settle()
        if play.mode is Mode.DRAFTING:
            bot.play_one()
    mech = play.game.mech(0)
    cards = tuple(Card(900 + i, command) for i, command in enumerate(hand))
    play.stage(play.game.with_mech(replace(mech, hand=cards, slots=(Slot(),) * 6)))
    driver.frame()
    return play


def drop(driver, play: PlayScene, card: Card, slot: int) -> None:  # type: ignore[no-untyped-def]
    hand = play.game.mech(0).hand
    rects = hand_rects(play.layouts[0], len(hand))
    start = rects[[c.id for c in hand].index(card.id)].center
    driver.drag(start, play.layouts[0].slots[slot].center)
    assert play.game.mech(0).slots[slot].top == card, f"{card} did not land in slot {slot + 1}"


def test_the_trail_is_asked_again_on_every_drop_and_ends_where_execution_ends(
    drive, assets, player
):
    driver = drive(PlayScene(assets, Settings(yordles=(Yordle.CORKI,), seed=5)))
    hand = [Command.SKEWER, Command.BLAZE, Command.SKEWER, Command.FLAMESPITTER]
    play = programming_with(driver, player, hand)
    start = play.game.mech(0).cell
    for slot, card in zip((0, 1, 3, 4), play.game.mech(0).hand, strict=True):
        asked = play.preview.computed
        drop(driver, play, card, slot)
        assert play.preview.computed == asked + 1, "the drop did not ask the rules again"
        (trail,) = play.preview.trails(play.game)
        assert trail == queries.program_trail(play.game, 0)
    assert [s.slot for s in trail.steps][:2] == [0, 1]
    assert not any(s.is_guess for s in trail.steps)
    walked = [c for s in trail.steps for c in s.path[1:]]
    assert walked and trail.end != start
    SHOTS.mkdir(exist_ok=True)
    pygame.image.save(driver.screen, str(SHOTS / "preview-trail.png"))
    colour = play.colours[0]
    dot = play.camera.cell_rect(walked[0]).center
    assert tuple(driver.screen.get_at(dot))[:3] == colour, "no trail dot where the Mech walks"

    driver.click(play.layouts[0].ready.center)
    assert play.game.phase is not Phase.PROGRAM
    player(driver).settle()
    moved = [
        e.end
        for e in _execution(play)
        if isinstance(e, ev.PieceMoved) and e.piece == play.game.mech(0).piece
    ]
    assert moved[-1] == trail.end, "execution did not end where the trail said"


def _execution(play: PlayScene) -> list[ev.Event]:
    """The events replayed from the Execute Phase to the Minion Phase."""
    played, inside = [], False
    for event in play.director.played:
        if isinstance(event, ev.PhaseStarted):
            inside = event.phase is Phase.EXECUTE
        elif inside:
            played.append(event)
    return played


def test_a_card_that_asks_shows_its_first_option_and_a_question_mark(drive, assets, player):
    driver = drive(PlayScene(assets, Settings(yordles=(Yordle.CORKI,), seed=5)))
    play = programming_with(driver, player, [Command.SPEED])
    drop(driver, play, play.game.mech(0).hand[0], 2)
    (trail,) = play.preview.trails(play.game)
    (step,) = trail.steps
    assert step.asks == (trail.start,), "Speed asks how far, where the Mech stands"
    assert len(step.path) == 2, "the trail takes the first option: one space"
    driver.frame()
    mark = play.camera.cell_rect(trail.start)
    yellow = sum(
        1
        for x in range(mark.left, mark.right)
        for y in range(mark.top, mark.top + mark.height // 3)
        if tuple(driver.screen.get_at((x, y)))[:3] == theme.ACCENT
    )
    assert yellow > 40, "no '?' marker on the space where the card asks"


def test_no_trail_is_drawn_outside_programming(drive, assets, player):
    driver = drive(PlayScene(assets, Settings(yordles=(Yordle.CORKI,), seed=5)))
    play = driver.top
    player(driver).settle()
    assert play.mode is Mode.DRAFTING
    driver.frame()
    assert play.preview.computed == 0
