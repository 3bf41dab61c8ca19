"""Zhonya's Minuteglass runs whenever the rules time the draft (Mission 1 once the Bomb
leaves the School, Missions 2 on from the start) unless the group chose untimed drafts as a
house rule; the briefing and the top bar say which."""

from __future__ import annotations

import re
from dataclasses import replace

from game import rules
from game.record import Setup, Standing, Transcript, from_text, record_of, to_text
from game.rules import Phase, Yordle
from game.rules import events as ev
from game.rules.engine import proceed
from game.scenes.briefing import BriefingScene
from game.scenes.play import PlayScene
from game.scenes.settings import Settings


def bomb_out_of_the_school(play: PlayScene) -> tuple[ev.Event, ...]:
    """The Bomb set down outside the School in the draft: the rules' escalation fires."""
    game = play.game
    school = game.board.zone("school")
    cell = next(c for c in sorted(game.board.cells()) if c not in school and game.is_free(c))
    outcome = proceed(replace(game, bomb=cell))
    play.finish_showing()
    play.stage(outcome.game)
    return outcome.events


def written(driver, play: PlayScene) -> list[str]:  # type: ignore[no-untyped-def]
    assets = play.assets
    assets.records = []
    play.redraw()  # the whole picture drawn again
    play.draw(driver.screen)
    words = [r.words for r in assets.records]
    assets.records = None
    return words


def mission_1(drive, assets, player, **choices):  # type: ignore[no-untyped-def]
    settings = Settings(mission_id="mission-1", yordles=(Yordle.CORKI,), seed=3, **choices)
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    player(driver).settle()
    assert play.game.phase is Phase.DRAFT
    assert play.drafting.timer(play.game) is None, "the School's drafts are untimed"
    events = bomb_out_of_the_school(play)
    assert any(isinstance(e, ev.DraftTimed) for e in events), "the escalation fired"
    assert rules.TimeRanOut() in rules.legal_actions(play.game)
    driver.frame()
    return driver, play


def test_after_the_bomb_leaves_the_school_the_minuteglass_runs_by_default(drive, assets, player):
    driver, play = mission_1(drive, assets, player)
    left = play.drafting.timer(play.game)
    assert left is not None and 35 <= left <= 40, "about 40 seconds, as the box"
    driver.frame(2.0)
    assert play.drafting.timer(play.game) < left, "the sand runs"
    words = written(driver, play)
    assert any(re.fullmatch(r"(Minuteglass )?0:3\d", w) for w in words), " | ".join(words)


def test_untimed_drafts_as_a_house_rule_keep_the_glass_still_and_the_top_bar_says_so(
    drive, assets, player
):
    driver, play = mission_1(drive, assets, player, untimed_drafts=True)
    assert play.drafting.timer(play.game) is None
    driver.frame(60.0)
    assert play.game.phase is Phase.DRAFT, "no time ran out"
    words = written(driver, play)
    assert "Untimed draft" in words and "house rule" in words, " | ".join(words)
    assert not any(re.fullmatch(r"(Minuteglass )?\d:\d\d", w) for w in words)


def test_the_briefing_offers_the_glass_as_the_mission_says_every_draft_or_off(drive, assets):
    driver = drive(BriefingScene(assets, Settings(mission_id="mission-1", yordles=(Yordle.CORKI,))))
    briefing = driver.top
    seen = []
    for _ in range(4):
        s = briefing.settings
        seen.append((s.has_minuteglass, s.untimed_drafts, briefing.buttons["glass"].text))
        driver.click(briefing.buttons["glass"].rect.center)
    assert seen == [
        (False, False, "When timed"),
        (True, False, "Every draft"),
        (False, True, "Off"),
        (False, False, "When timed"),
    ]
    driver.click(briefing.buttons["glass"].rect.center)  # every draft, then off
    assets.records = []
    briefing.draw(driver.screen)
    words = [r.words for r in assets.records]
    assets.records = None
    assert "house rule: untimed drafts" in words, " | ".join(words)
    assert briefing.settings.setup.is_untimed


def test_a_record_keeps_the_house_rule():
    setup = Setup("mission-1", (Yordle.CORKI,), 5, is_untimed=True)
    game = setup.new_game().game
    text = to_text(record_of(setup, Transcript(), game, Standing.UNFINISHED))
    assert "untimed yes" in text
    assert from_text(text).setup.is_untimed
    plain = replace(setup, is_untimed=False)
    assert "untimed" not in to_text(record_of(plain, Transcript(), game, Standing.UNFINISHED))
