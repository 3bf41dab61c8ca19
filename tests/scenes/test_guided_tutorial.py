"""The guided Tutorial, played as a new group would: from the title, doing only what the coach
lights up (a click on a lit part, or a drag of the lit card onto a lit place), reading every
lesson to the end with its Next button, and skipping animations with Space."""

from __future__ import annotations

import random

from conftest import FRAME

from game.content import lessons
from game.content.lessons import Gesture
from game.scenes.play import PlayScene
from game.scenes.play.input_gate import GRACE
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene


def follow_the_coach(driver, play, rng, limit=3000):  # type: ignore[no-untyped-def]
    """Do what the coach asks until the mission ends; returns the lessons shown, in order."""
    shown: list[str] = []
    for _ in range(limit):
        if driver.top is not play:
            return shown
        driver.frame(GRACE + FRAME)  # look at the screen before clicking on it
        spot = play.coach.spotlight(play)
        assert spot is not None, "the coach left the players without a way forward"
        if spot.lesson is not None and (not shown or shown[-1] != spot.lesson.id):
            shown.append(spot.lesson.id)
        if spot.gesture is Gesture.READ:
            driver.click(play.coach.button_rect(play, "next").center)
        elif spot.gesture is Gesture.WATCH:
            driver.frame(0.25)  # watch: lessons about the replay hold it as it gets there
        elif spot.gesture is Gesture.CLICK:
            assert spot.lit, f"nothing lit to click ({spot.lesson})"
            driver.click(spot.lit[0].center)
        else:
            assert len(spot.lit) >= 2, f"nothing lit to drag onto ({spot.lesson})"
            driver.drag(spot.lit[0].center, rng.choice(spot.lit[1:]).center)
    raise AssertionError(f"the Tutorial did not end; lessons shown: {shown}")


def test_a_new_group_finishes_the_guided_tutorial_doing_only_what_the_coach_lights(drive, assets):
    driver = drive(TitleScene(assets))
    driver.click(driver.top.buttons["new"].rect.center)
    driver.click(driver.top.buttons["count2"].rect.center)
    driver.click(driver.top.buttons["next"].rect.center)
    driver.top.seed = 11
    driver.click(driver.top.buttons["start"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene) and play.settings.is_guided
    shown = follow_the_coach(driver, play, random.Random(5))
    results = driver.top
    assert isinstance(results, ResultsScene) and results.is_won
    taught = lessons().tutorial
    in_order = [lesson.id for lesson in taught if lesson.id in shown]
    for must in ("welcome", "place_mechs", "draft", "slot", "ready", "kaboom", "damage"):
        assert must in shown, f"the lesson {must!r} never showed"
    for must in ("minion_phase", "minion_move", "scrap"):
        assert must in shown, f"the lesson {must!r} never showed"
    first = [shown.index(x) for x in in_order[:6]]
    assert first == sorted(first), "the opening lessons come in the rulebook's order"
