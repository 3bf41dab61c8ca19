"""Issue 22, item 12: the small things a new group saw, each driven by mouse events."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game import i18n
from game.content import load_mission
from game.scenes.briefing import BriefingScene
from game.scenes.play import PlayScene
from game.scenes.play.board_tips import REST
from game.scenes.play.views import mission_view
from game.scenes.settings import Settings


def drawn(driver, assets) -> list[str]:  # type: ignore[no-untyped-def]
    """Every text the next frame draws (the play screen's panels drawn afresh)."""
    for scene in driver.stack.scenes:
        if isinstance(scene, PlayScene):
            scene.redraw()
    assets.records = []
    driver.frame()
    words = [r.words for r in assets.records]
    assets.records = None
    return words


def rest_on(driver, pos: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """The pointer moves to ``pos`` and rests there long enough for the tips."""
    driver.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(int(REST * 30) + 25):
        driver.frame()


def tutorial_later_words() -> list[str]:
    """What the Tutorial brings only once its Shards are gone, in the language in use."""
    tutorial = load_mission("tutorial")
    later = [t for t in tutorial.stage_texts if t]
    return [i18n.tr(t) for t in later]


@pytest.mark.parametrize("language", ["en", "es"])
def test_12a_the_tutorial_briefing_keeps_the_kaboom_a_surprise(drive, assets, language):
    i18n.use(language)
    try:
        driver = drive(BriefingScene(assets, Settings(mission_id="tutorial")))
        driver.frame()
        words = " ".join(drawn(driver, assets)).lower()
    finally:
        i18n.use("en")
    assert words, "the briefing drew nothing"
    giveaways = ("kaboom", "kabum", "1 damage", "1 de daño", "pour in", "en tropel", "explo")
    for giveaway in giveaways:
        assert giveaway not in words, f"the briefing gives the surprise away: {giveaway!r}"
    for later in tutorial_later_words():
        assert later.lower() not in words


def test_12a_the_objective_in_play_follows_the_stage(drive, assets, player):
    driver = drive(PlayScene(assets, Settings(mission_id="tutorial", seed=5)))
    player(driver).settle()
    play = driver.top
    assert mission_view(play).objective == play.mission.objective == play.mission.objective_at(0)
    assert "Minion" not in play.mission.objective  # no hint of what comes after
    game = play.game
    play.stage(replace(game, shards=(), progress=replace(game.progress, stage=1)))
    driver.frame()
    assert mission_view(play).objective == "The Shards are gone. Scrap every last Minion."


def school_cell(play: PlayScene) -> tuple[int, int]:
    cells = dict(play.game.board.zones)["school"]
    mechs = {m.cell for m in play.game.mechs}
    return next(c for c in sorted(cells) if c not in mechs)


def test_12b_the_school_tip_says_the_shards_are_gone_once_they_are(drive, assets, player):
    driver = drive(PlayScene(assets, Settings(mission_id="tutorial", seed=5)))
    player(driver).settle()
    play = driver.top
    cell = school_cell(play)
    rest_on(driver, play.camera.cell_rect(cell).center)
    standing = " ".join(drawn(driver, assets))
    assert "Zone: School" in standing and "still standing" in standing
    game = play.game
    play.stage(replace(game, shards=(), progress=replace(game.progress, stage=1)))
    rest_on(driver, (5, 5))
    rest_on(driver, play.camera.cell_rect(cell).center)
    gone = " ".join(drawn(driver, assets))
    assert "Zone: School" in gone
    assert "still standing" not in gone and "stand here" not in gone
    assert "Shards are gone" in gone


def test_12g_watch_replay_from_the_tutorials_results_shows_no_coach(drive, assets, tmp_path):
    from conftest import Driver

    from game import rules
    from game.app import scene_stack
    from game.record import record_actions, to_text
    from game.scenes.replay import ReplayScene
    from game.scenes.results import ResultsScene
    from game.scenes.session import Session

    settings = Settings(mission_id="tutorial", seed=5, is_guided=True)
    game, actions = settings.setup.new_game().game, []
    while game.round <= 2 and game.result is None:
        actions.append(rules.legal_actions(game)[0])
        game = rules.apply(game, actions[-1]).game
    path = tmp_path / "tutorial.txt"
    path.write_text(to_text(record_actions(settings.setup, actions)), encoding="utf-8")
    session = Session()
    session.last = settings  # the Tutorial was set up this run, with its coach
    results = ResultsScene(assets, settings, game, "Tutorial", replay=path)
    driver = Driver(scene_stack(results, assets, session), driver_screen())
    driver.frame()
    driver.click(results.buttons["replay"].rect.center)
    viewer = driver.top
    assert isinstance(viewer, ReplayScene) and viewer.play is not None
    for _ in range(90):
        driver.frame()
        assert not viewer.play.coach.is_showing, "a coach box over the replay"
        assert viewer.play.coach.spotlight(viewer.play) is None
    assert viewer.next > 0, "the replay did not play"


def driver_screen() -> pygame.Surface:
    return pygame.display.get_surface()


def test_12e_rule_words_in_the_objective_explain_themselves(drive, assets, player):
    """Mission 1's objective, "Push or tow the Bomb onto the Repair Pad...": both rule
    words show their meaning, the one that begins the sentence too."""
    driver = drive(PlayScene(assets, Settings(mission_id="mission-1", seed=5)))
    player(driver).settle()
    play = driver.top
    assert play.layout.has_objective and play.layout.mission is not None
    play.redraw()
    assets.records = []
    driver.frame()
    line = next(r for r in assets.records if r.words.startswith("Push or tow"))
    assets.records = None
    assert play.layout.mission.contains(line.rect)
    font = assets.font(round(line.size / assets.scale))
    for word, term in (("Push", "push"), ("tow", "tow")):
        x = line.rect.x + font.size(line.words[: line.words.index(word)])[0] + 4
        rest_on(driver, (5, 5))
        rest_on(driver, (x, line.rect.centery))
        assert play.terms.found is not None, f"no tip on {word!r} in the objective"
        assert play.terms.found.term == term


def test_12f_the_field_guide_list_shows_a_scroll_mark_that_follows_the_wheel(drive, assets):
    from game.scenes.guide import GuideScene
    from game.ui.guide_page import SCROLL_MARK

    driver = drive(GuideScene(assets))
    guide = driver.top
    driver.frame()
    mark = guide.scroll_mark()
    assert mark is not None, "the list scrolls but shows no mark"
    track, thumb = mark
    assert thumb.top == track.top and thumb.height < track.height
    assert tuple(driver.screen.get_at(thumb.center))[:3] == SCROLL_MARK
    row = guide.rows()[0].rect
    driver.send(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(3):
        driver.send(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    driver.frame()
    assert guide.scroll > 0
    _, moved = guide.scroll_mark() or mark
    assert moved.top > thumb.top, "the mark does not follow the wheel"
    assert tuple(driver.screen.get_at(moved.center))[:3] == SCROLL_MARK
    for _ in range(200):  # to the end: the thumb reaches the track's foot
        driver.send(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    driver.frame()
    _, last = guide.scroll_mark() or mark
    assert last.bottom == track.bottom
    assert guide.rows()[-1].page is not None or len(guide.rows()) > 1


def test_12d_after_continue_the_rules_log_holds_the_saved_history(drive, assets, player):
    from game.app import close, opening_scene

    driver = drive(PlayScene(assets, Settings(mission_id="tutorial", seed=5)))
    play = driver.top
    bot = player(driver)
    while play.game.round < 2:
        bot.settle()
        bot.play_one()
    bot.settle()
    written = [entry_words(e) for e in play.log.entries]
    assert len(written) > 10
    close(driver.stack)
    driver = drive(opening_scene(assets))
    driver.click(driver.top.buttons["continue"].rect.center)
    resumed = driver.top
    assert isinstance(resumed, PlayScene) and resumed.game == play.game
    again = [entry_words(e) for e in resumed.log.entries]
    assert again[-1][1] == "Continue", "the log says where the save was picked up"
    assert again[:-1] == written, "the log after Continue is not the saved history"
    assert not resumed.is_replaying and resumed.summary is None
    words = " ".join(drawn(driver, assets))
    assert written[-1][0] in words or again[-1][0] in words


def entry_words(entry) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    from game.ui.log_panel import worded

    return worded(entry.text), worded(entry.cause)


def test_12c_placing_the_mechs_shows_only_those_placed_and_names_spaces_in_words(
    drive, assets, player, monkeypatch
):
    from game.rules import Prompt, Yordle
    from game.view.sprites import Sprite

    settings = Settings(
        mission_id="tutorial", yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=5, is_placing=True
    )
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    bot = player(driver)
    drawn_mechs: list[int] = []
    original = Sprite.draw

    def spy(sprite, surface, camera, assets_):  # type: ignore[no-untyped-def]
        if sprite.kind == "mech":
            drawn_mechs.append(
                next(k.seat for k, s in play.board_view.sprites.items() if s is sprite)
            )
        original(sprite, surface, camera, assets_)

    monkeypatch.setattr(Sprite, "draw", spy)
    placed: list[int] = []
    asked = 0
    bot.settle()
    while play.game.pending is not None and play.game.pending.prompt in (
        Prompt.START,
        Prompt.FACING,
    ):
        request = play.game.pending
        play.redraw()
        drawn_mechs.clear()
        play.board_view.still_pieces = lambda: None  # type: ignore[method-assign]
        driver.frame()
        if request.prompt is Prompt.START:
            asked += 1
            assert sorted(set(drawn_mechs)) == sorted(placed), "a Mech not placed yet is drawn"
            labels = [t.label for t in play.answering.targets(play.game)]
            assert len(labels) > 1
            for label in labels:
                assert not any(ch.isdigit() for ch in label), f"coordinates in {label!r}"
            assert len(set(labels)) == len(labels), "two start spaces named alike"
        else:
            assert request.seat in set(drawn_mechs), "the Mech being faced is not drawn"
            placed.append(request.seat)
        bot.play_one()
        bot.settle()
    assert asked == 2 and sorted(placed) == [0, 1]


def test_12h_two_mechs_paths_over_the_same_spaces_stay_apart_each_in_its_colour(
    drive, assets, player
):
    """Mission 1: two Mechs walking toward each other along one row, three Speeds each."""
    from game.rules import Card, Command, Facing, Slot, Terrain, Yordle
    from game.scenes.play import Mode

    settings = Settings(mission_id="mission-1", yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=5)
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    bot = player(driver)
    while play.mode is not Mode.PROGRAMMING:
        bot.settle()
        if play.mode is Mode.DRAFTING:
            bot.play_one()
    game = play.game
    board = game.board
    others = {p for p in (m.cell for m in game.mechs)}

    def open_cell(c: tuple[int, int]) -> bool:
        return (
            0 <= c[0] < board.width
            and (game.is_free(c) or c in others)
            and board.space(c).terrain is Terrain.EMPTY
        )

    row = next(
        (x, y)
        for y in range(board.height)
        for x in range(board.width - 4)
        if all(open_cell((x + i, y)) for i in range(5))
    )
    x, y = row
    speeds = [Slot(cards=(Card(900 + i, Command.SPEED),)) for i in range(6)]
    a = replace(
        game.mech(0), cell=(x, y), facing=Facing.E, hand=(), slots=(*speeds[:3], *[Slot()] * 3)
    )
    b = replace(
        game.mech(1), cell=(x + 4, y), facing=Facing.W, hand=(), slots=(*speeds[3:], *[Slot()] * 3)
    )
    play.stage(game.with_mech(a).with_mech(b))
    play.redraw()
    driver.frame()
    trails = play.preview.trails(play.game)
    play.redraw()
    driver.frame()  # drawn now that every trail is known
    walked = [{c for s in t.steps for c in s.path} for t in trails]
    ends = {t.end for t in trails}
    shared = (walked[0] & walked[1]) - ends
    assert shared, "the two paths share no space (the scenario is wrong)"
    camera = play.camera
    for cell in shared:  # a strip across the row between the dots, clear of the badges
        rect = camera.cell_rect(cell)
        x = rect.centerx + rect.width * 35 // 100
        strip = [
            tuple(driver.screen.get_at((x, y)))[:3]
            for y in range(rect.centery - rect.height // 4, rect.centery + rect.height // 4)
        ]
        for seat in (0, 1):
            colour = play.colours[seat]
            assert any(distance(p, colour) < 40 for p in strip), (
                f"{play.names[seat]}'s path is hidden under the other at {cell}"
            )
    assert play.preview.emblems == play.emblems  # each end ghost wears its Yordle's emblem


def cells_of(trail) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    return [trail.start, *(c for s in trail.steps for c in s.path[1:])]


def distance(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    return sum(abs(p - q) for p, q in zip(a, b, strict=True))
