"""Teaching on screen, tried with real mouse and key events: the coach never blocks a move,
folds away and stops when asked; the campaign's introductions show once and are saved;
lessons are read again from the pause menu; the field guide opens from the title, the
pause menu, F1 and the "?" button, searches by name and plays its boards with the real
rules; rule terms explain themselves when the pointer rests on them."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
from conftest import FRAME

from game import rules
from game.content import lessons
from game.progress import SaveFile
from game.rules import PieceId, PlaceCard, Yordle
from game.scenes.guide import GuideScene
from game.scenes.lessons_menu import LessonsScene
from game.scenes.pause import PauseScene
from game.scenes.play import Mode, PlayScene, panels
from game.scenes.play import scene as scene_module
from game.scenes.play.input_gate import GRACE
from game.scenes.settings import Settings, Speed
from game.scenes.title import TitleScene
from game.ui.coach_panel import tab_rect
from game.ui.layout import hand_rects
from game.view.effects import DamageReveal


def guided(drive, assets, yordles=(Yordle.CORKI,), seed=4):  # type: ignore[no-untyped-def]
    settings = Settings(yordles=yordles, seed=seed, is_guided=True, is_placing=True)
    driver = drive(PlayScene(assets, settings))
    driver.frame()  # the first lesson shows
    return driver, driver.top


def look(driver) -> None:  # type: ignore[no-untyped-def]
    driver.frame(GRACE + FRAME)


def read_until(driver, play, lesson_id: str) -> None:  # type: ignore[no-untyped-def]
    """Follow the coach (first lit choice each time) until ``lesson_id`` shows."""
    for _ in range(400):
        look(driver)
        spot = play.coach.spotlight(play)
        if spot.lesson is not None and spot.lesson.id == lesson_id:
            return
        if spot.gesture.value == "read":
            driver.click(play.coach.button_rect(play, "next").center)
        elif spot.gesture.value == "watch":
            driver.frame(0.25)
        elif spot.gesture.value == "click":
            driver.click(spot.lit[0].center)
        else:
            driver.drag(spot.lit[0].center, spot.lit[1].center)
    raise AssertionError(f"{lesson_id} never showed")


def test_the_coach_waits_for_what_it_asks_but_any_legal_move_still_works(drive, assets):
    driver, play = guided(drive, assets)
    read_until(driver, play, "slot")
    spot = play.coach.spotlight(play)
    mech = play.game.mech(0)
    lit_card = hand_rects(play.layouts[0], len(mech.hand))[0]
    assert spot.lit[0] == lit_card and len(spot.lit) > 1
    driver.frame(5.0)
    assert play.coach.current.id == "slot", "the lesson waits however long it takes"
    other = mech.hand[-1]  # not the lit card, and onto the last slot, lit or not
    where = hand_rects(play.layouts[0], len(mech.hand))[-1].center
    driver.drag(where, play.layouts[0].slots[5].center)
    assert play.history[-1] == PlaceCard(0, other.id, 5), "a move the coach did not ask for"
    look(driver)
    assert "slot" in play.coach.done, "placing any card is what the lesson asked"


def test_a_click_on_the_coach_folds_it_and_its_tab_opens_it_again(drive, assets):
    driver, play = guided(drive, assets)
    look(driver)
    view = play.coach.view(play)
    panel = play.coach.panel_rect(play, view, play.coach.spotlight(play).lit)
    driver.click((panel.x + 12, panel.centery))  # on its words
    assert play.coach.is_folded and play.coach.button_rect(play, "next") is None
    assert play.history == [], "the click was the coach's, not the game's"
    driver.click(tab_rect(assets, panel).center)
    assert not play.coach.is_folded and play.coach.button_rect(play, "next") is not None


def test_stop_lessons_leaves_the_players_alone(drive, assets):
    driver, play = guided(drive, assets)
    look(driver)
    driver.click(play.coach.button_rect(play, "stop").center)
    assert play.coach.spotlight(play) is None and play.coach.view(play) is None
    driver.frame(2.0)
    assert play.coach.spotlight(play) is None
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.top.buttons["lessons"].rect.center)
    driver.click(driver.top.buttons["welcome"].rect.center)
    look(driver)
    assert play.coach.current.id == "welcome", "a lesson is read again even after stopping"
    driver.click(play.coach.button_rect(play, "next").center)
    look(driver)
    assert play.coach.spotlight(play) is None, "and the lessons stay stopped"


def test_lessons_are_read_again_from_the_pause_menu(drive, assets):
    driver, play = guided(drive, assets)
    read_until(driver, play, "draft")
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    driver.click(pause.buttons["lessons"].rect.center)
    menu = driver.top
    assert isinstance(menu, LessonsScene)
    assert [x.id for x in menu.lessons] == [x.id for x in lessons().tutorial]
    driver.click(menu.buttons["objective"].rect.center)
    assert driver.top is play
    look(driver)
    assert play.coach.current.id == "objective" and play.coach.current.do.value == "read"
    lit = play.coach.spotlight(play).lit
    shards = {play.camera.cell_rect(s.cell).center for s in play.game.shards}
    assert {r.center for r in lit} == shards, "the lesson's picture is on the board again"
    driver.click(play.coach.button_rect(play, "next").center)
    look(driver)
    assert play.coach.current.id == "draft", "back to the lesson under way"


def campaign_mission(drive, assets, mission_id: str):  # type: ignore[no-untyped-def]
    settings = Settings(mission_id=mission_id, yordles=(Yordle.ZIGGS,), is_campaign=True)
    driver = drive(PlayScene(assets, settings))
    while driver.top.is_replaying:  # the mission's setup plays out first
        driver.key(pygame.K_SPACE)
        driver.frame()
    return driver, driver.top


def read_introductions(driver, play) -> list[str]:  # type: ignore[no-untyped-def]
    read = []
    for _ in range(40):
        look(driver)
        button = play.coach.button_rect(play, "next")
        if button is None:
            return read
        read.append(play.coach.current.id)
        driver.click(button.center)
    raise AssertionError("the introductions never ended")


def introduced_while_playing(driver, play, person, rounds: int = 1) -> list[str]:  # type: ignore[no-untyped-def]
    """Play by mouse for ``rounds`` rounds, reading each introduction as it comes (the
    player's settle reads the coach); the introductions in the order they showed."""
    while play.game.round <= rounds and play.game.result is None:
        person.settle()
        if play.mode in (Mode.DRAFTING, Mode.PROGRAMMING, Mode.ANSWERING):
            person.play_one()
    person.settle()
    return list(play.coach.order)


def test_each_introduction_shows_once_in_the_campaign_and_is_saved(drive, assets, save_dir, player):
    driver, play = campaign_mission(drive, assets, "mission-1")
    first = introduced_while_playing(driver, play, player(driver, seed=2))
    assert {"bomb", "towing", "rune_spaces", "double_draft"} <= set(first)
    assert "boss" not in first, "only what Mission 1 brings"
    assert SaveFile(save_dir).read().introduced == set(first)
    driver, again = campaign_mission(drive, assets, "mission-1")
    assert read_introductions(driver, again) == [], "already read: not shown again"
    driver, boss = campaign_mission(drive, assets, "mission-3")
    later = introduced_while_playing(driver, boss, player(driver, seed=2))
    assert {"boss", "rune_shields", "doom_cannon"} <= set(later)
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.top.buttons["lessons"].rect.center)
    names = [x.id for x in driver.top.lessons]
    assert "bomb" in names and "boss" in names, "every introduction read can be read again"


def test_introductions_come_two_at_most_between_moves_each_before_what_it_teaches(
    drive, assets, save_dir, player
):
    """Mission 1 brought eight pop-ups before the first move, the Double Draft's after the
    first pick: now at most two lessons to read show with no move between them, the Double
    Draft's before any pick, what changes a Mech's moves once the moves are planned."""
    from game.content.lessons import Gesture
    from game.scenes.play.coach_moments import BEFORE_MOVING

    driver, play = campaign_mission(drive, assets, "mission-1")
    shown = introduced_while_playing(driver, play, player(driver, seed=2))
    marks, coach = play.coach.marks, play.coach
    reads = [lesson for lesson in coach.lessons if lesson.id in marks]
    at = [marks[lesson.id].actions for lesson in reads if lesson.do is Gesture.READ]
    assert len(shown) >= 5 and max(at.count(n) for n in set(at)) <= 2, marks
    assert shown[0] == "double_draft" and marks["double_draft"].actions == 0
    drafted = next(i for i, a in enumerate(play.history) if not isinstance(a, rules.DraftCard))
    moving = [lesson.id for lesson in reads if lesson.when in BEFORE_MOVING]
    assert moving and all(marks[x].actions >= drafted for x in moving), "while programming"
    assert marks["towing"].actions >= drafted


def test_the_guided_tutorial_numbers_its_lessons_in_the_order_they_come(drive, assets):
    """The counter read 7 then 10, and 22, 23, then 21: lessons come in the order their
    moments do, and are numbered so."""
    from staging import follow_coach

    from tests.scenes.test_guided_tutorial import MouseHands

    settings = Settings(yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=1, is_guided=True)
    driver = drive(PlayScene(assets, replace(settings, speed=Speed.FAST)))
    play = driver.top
    numbers: dict[str, int] = {}  # a lesson that comes back keeps its number

    def heard(lesson_id: str) -> None:
        kicker = play.coach.view(play).kicker
        number = int(kicker.split(" of ")[0].split()[-1])
        assert numbers.setdefault(lesson_id, number) == number

    follow_coach(play, MouseHands(driver), random.Random(1).choice, heard)
    assert list(numbers.values()) == list(range(1, len(numbers) + 1))
    assert len(numbers) >= 20


def test_a_question_in_the_execution_does_not_end_the_lesson_about_watching_it(drive, assets):
    """The Execute lesson lasts until the replay is over, and a question stops a replay
    midway: it was done the moment the first answer was asked for, before it could show."""
    from game.content.lessons import Moment
    from game.scenes.play import coach_moments

    driver, play = guided(drive, assets)
    assert play.mode is Mode.ANSWERING and not play.is_replaying  # where each Mech starts
    since = coach_moments.Mark(0, 0)
    said = coach_moments.concerns(Moment.REPLAYED, play, play.coach.replay, since)
    assert said is None, "a replay waiting on an answer is not over"


def test_an_old_save_gets_its_introductions_added_and_keeps_the_rest(drive, assets, save_dir):
    save_dir.mkdir(parents=True)
    (save_dir / "campaign.json").write_text('{"version": 1, "won": ["tutorial"]}')
    driver, play = campaign_mission(drive, assets, "mission-1")
    read = read_introductions(driver, play)
    saved = SaveFile(save_dir).read()
    assert saved.won == {"tutorial"} and saved.introduced == set(read)


def test_the_field_guide_opens_from_the_title_and_goes_back(drive, assets):
    driver = drive(TitleScene(assets))
    driver.click(driver.top.buttons["guide"].rect.center)
    guide = driver.top
    assert isinstance(guide, GuideScene)
    driver.click(guide.buttons["back"].rect.center)
    assert isinstance(driver.top, TitleScene)
    driver.key(pygame.K_F1)
    assert isinstance(driver.top, GuideScene)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TitleScene)


def test_during_play_f1_the_question_mark_and_the_pause_menu_open_this_missions_page(drive, assets):
    settings = Settings(mission_id="mission-3", yordles=(Yordle.CORKI,))
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    look(driver)
    driver.key(pygame.K_F1)
    guide = driver.top
    assert isinstance(guide, GuideScene) and guide.page.page.name == play.mission.title
    assert guide.page.page.section == "This mission"
    words = [line for block in guide.page.page.blocks for line in block.lines]
    assert play.mission.objective in words and "The Doom Cannon went off." in words
    driver.key(pygame.K_ESCAPE)
    assert driver.top is play
    look(driver)
    driver.click(play.help_rect.center)
    assert isinstance(driver.top, GuideScene)
    driver.click(driver.top.buttons["back"].rect.center)
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.top.buttons["guide"].rect.center)
    assert isinstance(driver.top, GuideScene)
    driver.click(driver.top.buttons["back"].rect.center)
    assert isinstance(driver.top, PauseScene), "back to the pause menu it came from"


def test_the_guide_finds_pages_by_name_as_you_type(drive, assets):
    driver = drive(GuideScene(assets))
    guide = driver.top
    for letter in "scy":
        driver.send(pygame.TEXTINPUT, text=letter)
    assert [s.page.name for _, s in guide.found] == ["Scythe"]
    assert guide.page.page.name == "Scythe"
    rows = guide.rows()
    assert [r.text for r in rows] == ["Command Cards", "Scythe"]
    driver.key(pygame.K_BACKSPACE)
    driver.key(pygame.K_BACKSPACE)
    driver.send(pygame.TEXTINPUT, text="l")
    driver.send(pygame.TEXTINPUT, text="o")
    found = [s.page for _, s in guide.found]
    assert "Slotting cards" in {page.name for page in found}
    assert all("slo" in f"{page.name} {page.section}".lower() for page in found)
    driver.key(pygame.K_ESCAPE)
    assert guide.query == "" and len(guide.found) == len(guide.pages)
    row = next(r for r in guide.rows() if r.text == "Blaze")
    driver.click(row.rect.center)
    assert guide.page.page.name == "Blaze"


def test_a_command_cards_page_plays_it_at_each_power_with_the_real_rules(drive, assets):
    driver = drive(GuideScene(assets))
    guide = driver.top
    driver.click(next(r for r in guide.rows() if r.text == "Blaze").rect.center)
    boards = guide.boards
    assert len(boards) == 3
    mech = PieceId.mech(0)
    starts = [b.view.sprite(mech).y for b in boards]
    for _ in range(40):
        driver.frame(0.05)
    moved = [start - b.view.sprite(mech).y for b, start in zip(boards, starts, strict=True)]
    tile = 64
    assert [round(m / tile) for m in moved] == [1, 2, 3], "Blaze moves 1, 2 and 3 forward"


def rest_on(driver, pos) -> None:  # type: ignore[no-untyped-def]
    driver.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    driver.frame(0.5)


def test_resting_on_a_rule_term_explains_it(drive, assets):
    driver = drive(PlayScene(assets, Settings(yordles=(Yordle.CORKI,), seed=3)))
    play = driver.top
    look(driver)
    bar = play.layout.top_bar
    found = None
    for x in range(bar.x, bar.right, 8):
        rest_on(driver, (x, bar.y + assets.px(14)))
        if play.terms.found is not None and play.terms.found.term == "Team Gear":
            found = play.terms.found
            break
    assert found is not None and "5 Minion kills" in found.means
    driver.send(pygame.MOUSEMOTION, pos=(5, 900), rel=(0, 0), buttons=(0, 0, 0))
    driver.frame(0.1)
    assert play.terms.found is None, "moving on forgets it"


def test_a_rest_reads_only_the_panels_under_the_pointer_and_only_once_each(
    drive, assets, monkeypatch
):
    """A rest reads the words of the panels it rests on; a panel whose picture has not
    changed is not drawn again to read them (reading them all cost a frame's worth)."""
    driver = drive(PlayScene(assets, Settings(yordles=(Yordle.CORKI,), seed=3)))
    play = driver.top
    while play.is_replaying:  # the mission's setup still plays out: let it end
        driver.frame(0.1)
    look(driver)
    drawn: list[str] = []
    real_parts = panels.parts

    def counting(scene):  # type: ignore[no-untyped-def]
        for part in real_parts(scene):
            yield replace(part, draw=lambda s, p=part: (drawn.append(p.name), p.draw(s)))

    monkeypatch.setattr(scene_module, "parts", counting)
    log, bar = play.layout.log, play.layout.top_bar
    rest_on(driver, log.center)
    assert drawn == ["log"], "a rest reads the panel under the pointer, no other"
    rest_on(driver, (log.centerx, log.centery + assets.px(20)))
    assert drawn == ["log"], f"nothing changed, yet {drawn[1:]} were drawn again"
    play.log.add("A new line in the log", "test")
    rest_on(driver, (bar.x + 40, bar.y + assets.px(14)))
    assert "log" not in drawn[1:], "the log changed, but the pointer is not on it"
    rest_on(driver, log.center)
    assert drawn.count("log") == 2 and drawn[-1] == "log", "back on the log, it is read anew"


def test_the_guide_explains_the_terms_on_its_pages(drive, assets):
    driver = drive(GuideScene(assets))
    guide = driver.top
    guide._open(guide.page_named("Stacking and Power"))
    driver.frame()
    meanings = set()
    area = guide.stage.rect(524, 250, 1348, 120)
    for y in range(area.y, area.bottom, 12):
        for x in range(area.x, area.right, 24):
            rest_on(driver, (x, y))
            if guide.terms.found is not None:
                meanings.add(guide.terms.found.term)
    assert {"stack", "Power"} <= meanings


def test_the_guided_tutorial_starts_from_the_title_and_its_setup_speaks(drive, assets):
    driver = drive(TitleScene(assets))
    assert driver.top.buttons["new"].text == "Tutorial"
    driver.click(driver.top.buttons["new"].rect.center)
    setup = driver.top
    assert setup.settings.is_guided
    assets.records = []
    setup.draw(driver.screen)
    written = " ".join(r.words for r in assets.records)
    assets.records = None
    assert lessons().setup.title in written
    driver.click(setup.buttons["next"].rect.center)
    driver.click(driver.top.buttons["start"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene) and play.coach.guides_moves
    look(driver)
    assert play.coach.current.id == "welcome"


def test_the_question_mark_leaves_room_for_the_minuteglass_and_the_rune_shields(drive, assets):
    settings = Settings(mission_id="mission-3", yordles=(Yordle.CORKI,), has_minuteglass=True)
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    play.finish_showing()
    driver.frame()
    assets.records = []
    play.redraw()
    play.draw(driver.screen)
    written, assets.records = assets.records, None
    timer = next(t.rect for t in written if t.words.endswith(":40"))
    shields = next(t.rect for t in written if t.words == "Rune Shields")
    runes_end = shields.left + assets.px(4 * 34)  # four Rune Coins under their label
    assert timer.left > runes_end, "the time sits right of the shields"
    assert not timer.colliderect(play.help_rect)


def test_reading_an_introduction_costs_no_sand_in_the_minuteglass(drive, assets):
    settings = Settings(
        mission_id="mission-1", yordles=(Yordle.ZIGGS,), is_campaign=True, has_minuteglass=True
    )
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    while play.is_replaying:
        driver.key(pygame.K_SPACE)
        driver.frame()
    driver.frame()
    assert play.coach.is_read_to
    left = play.drafting.timer(play.game)
    assert left is not None
    driver.frame(5.0)
    assert play.drafting.timer(play.game) == left, "the sand waits while a lesson is read"
    read_introductions(driver, play)
    driver.frame(5.0)
    assert play.drafting.timer(play.game) < left


def test_a_damage_card_shows_its_words_even_when_a_lesson_holds_it_as_it_turns_up(drive, assets):
    """The Damage Cards lesson holds the board at the card's first frames: its words are
    there from the first frame, not a blank plate."""
    driver = drive(PlayScene(assets, Settings(seed=3)))
    play = driver.top
    cell = play.game.mech(0).cell
    for t in (0.01, 0.1, 0.5):
        reveal = DamageReveal(cell=cell, title="Haywire", kind="glitch", words=("Haywire",), t=t)
        assets.records = []
        reveal.draw(driver.screen, play.camera, assets)
        words = [r.words for r in assets.records]
        assets.records = None
        assert "Haywire" in words, t
