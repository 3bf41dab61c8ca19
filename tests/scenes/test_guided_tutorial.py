"""The guided Tutorial, played as a new group would: from the title, doing only what the coach
lights up (a click on a lit part, or a drag of the lit card onto a lit place), reading every
lesson to the end with its Next button, and watching the replay."""

from __future__ import annotations

import random
import time

from staging import follow_coach

from game.content import lessons
from game.scenes.play import Mode, PlayScene
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene


class MouseHands:
    """The follower's clicks and drags as real mouse events, and time as frames."""

    def __init__(self, driver) -> None:  # type: ignore[no-untyped-def]
        self.driver = driver

    def click(self, pos: tuple[int, int]) -> None:
        self.driver.click(pos)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.driver.drag(start, end)

    def wait(self, secs: float) -> None:
        self.driver.frame(secs)


def test_a_new_group_finishes_the_guided_tutorial_doing_only_what_the_coach_lights(drive, assets):
    driver = drive(TitleScene(assets))
    driver.click(driver.top.buttons["new"].rect.center)
    driver.click(driver.top.buttons["count2"].rect.center)
    driver.click(driver.top.buttons["next"].rect.center)
    driver.top.seed = 11
    driver.click(driver.top.buttons["speed"].rect.center)  # fast: the group has seen enough
    driver.click(driver.top.buttons["start"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene) and play.settings.is_guided
    shown = follow_coach(play, MouseHands(driver), random.Random(5).choice)
    driver.frame()
    results = driver.top
    assert isinstance(results, ResultsScene) and results.is_won
    taught = [lesson.id for lesson in lessons().tutorial]
    assert set(shown) == set(taught), "every lesson of the Tutorial showed"
    opening = [x for x in shown if x in taught[:7]]
    assert opening == taught[:7], "the opening lessons come in the rulebook's order"
    assert shown.index("kaboom") < shown.index("damage") < shown.index("scrap")


def test_a_person_beside_a_bot_is_taught_their_own_mech(drive, assets):
    """With Corki's seat set to Bot, every lesson that asks for a move lights Ziggs's cards
    and slots: following only what the coach lights still wins the Tutorial."""
    driver = drive(TitleScene(assets))
    driver.click(driver.top.buttons["new"].rect.center)
    driver.click(driver.top.buttons["count2"].rect.center)
    driver.click(driver.top.buttons["pilot0:bot"].rect.center)
    driver.click(driver.top.buttons["next"].rect.center)
    driver.top.seed = 11
    driver.click(driver.top.buttons["speed"].rect.center)
    driver.click(driver.top.buttons["start"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene) and play.settings.bots == (0,)
    spoken_to: set[int] = set()

    def heard(lesson: str) -> None:
        if play.mode is Mode.PROGRAMMING:
            spoken_to.add(play.coach.seat(play))

    follow_coach(play, SlowHands(driver), random.Random(5).choice, heard)
    driver.frame()
    assert isinstance(driver.top, ResultsScene) and driver.top.is_won
    assert spoken_to == {1}, "the programming lessons speak to the person, not the bot"


class SlowHands(MouseHands):
    """A person's pace: the bot beside them thinks on its own thread between their moves."""

    def wait(self, secs: float) -> None:
        time.sleep(0.002)
        super().wait(secs)
