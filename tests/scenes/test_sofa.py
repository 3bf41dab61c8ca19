"""Readable from the sofa (issue 22, items 4-8), each driven through real scenes with real
mouse and key events: rows that name their cards and keep up with the replay, overlays
that hide nothing they talk about, whole messages beside the drop, and a language switched
mid-question rewording everything at once."""

from __future__ import annotations

import pygame
import text_audit
from staging import stage

from game import i18n
from game.rules import Command, Prompt, Yordle
from game.scenes.play import PlayScene
from game.scenes.settings import Settings


def start(drive, assets, player, yordles=(Yordle.CORKI,), mission="tutorial", seed=5, bots=()):  # type: ignore[no-untyped-def]
    settings = Settings(mission_id=mission, yordles=tuple(yordles), seed=seed, bots=bots)
    driver = drive(PlayScene(assets, settings))
    player(driver).settle()
    return driver, driver.top


def drawn(driver, assets) -> list[text_audit.Seen]:  # type: ignore[no-untyped-def]
    """Every text the next frame draws, the panels drawn afresh."""
    for scene in driver.stack.scenes:
        if isinstance(scene, PlayScene):
            scene.redraw()
    assets.records = []
    driver.frame()
    seen = [text_audit.Seen("play", r) for r in assets.records]
    assets.records = None
    return seen


def open_column(play: PlayScene) -> tuple[int, int]:
    game = play.game
    for x in range(game.board.width):
        if all(game.is_free((x, y)) for y in range(4)):
            return (x, 3)
    raise AssertionError("no open column")


def switch_language_by_mouse(driver) -> None:  # type: ignore[no-untyped-def]
    """Esc, the pause menu's Options, the language button, Esc twice: as a player does it."""
    play = driver.top
    driver.key(pygame.K_ESCAPE)
    driver.frame()
    assert driver.top is not play
    driver.click(driver.top.buttons["options"].rect.center)
    driver.click(driver.top.buttons["language"].rect.center)
    driver.frame()
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    driver.frame()
    assert driver.top is play


# --- 8: a language switched mid-question rewords everything at once -------------------------


def test_8_switching_to_spanish_mid_question_rewords_answers_rows_and_banners(
    drive, assets, player
):
    driver, play = start(drive, assets, player, yordles=(Yordle.CORKI, Yordle.HEIMERDINGER))
    stage(play, Command.OMNISTOMP, 1, (open_column(play), (0, 0)))
    player(driver).settle()
    assert play.game.pending is not None and play.game.pending.prompt is Prompt.DIRECTION
    driver.click(play.layout.hint.center)  # the Hint's banner, over the board
    for _ in range(300):
        if play.bot_seats.shown_hint(play) is not None:
            break
        driver.frame()
        play.update(0)
    english = {s.text.words for s in drawn(driver, assets)}
    assert any(w.startswith("Forward") for w in english), "the answers, in English first"
    assert any(w.startswith("Hint for Corki") for w in english), "the Hint's banner"
    try:
        switch_language_by_mouse(driver)
        assert i18n.language() == "es"
        seen = drawn(driver, assets)
        foreign = text_audit.foreign(seen, text_audit.vocabulary("es"))
        assert sorted({s.text.words for s in foreign}) == []
        words = {s.text.words for s in seen}
        assert any(w.startswith("Adelante") for w in words)
        assert not any("ninguno" in w for w in words), "rows read Sistema ninguno"
    finally:
        i18n.use(i18n.ENGLISH)


# --- 5: the rows keep up with the replay -----------------------------------------------------


def watch(driver, play, check, limit: int = 3000) -> None:  # type: ignore[no-untyped-def]
    """Let the replay run frame by frame (no skipping), calling ``check`` at each; close
    the round summary and read the coach's lessons with clicks, as a player does."""
    from game.scenes.play.input_gate import GRACE

    for _ in range(limit):
        if play.summary is not None:
            driver.frame(GRACE + 1 / 30)
            driver.click(play.camera.rect.center)
            continue
        read = play.coach.button_rect(play, "next")
        if read is not None:
            driver.frame(GRACE + 1 / 30)
            driver.click(read.center)
            continue
        if not play.is_replaying:
            driver.frame(GRACE + 1 / 30)
            return
        check()
        driver.frame()
    raise AssertionError("the replay never ended")


def test_5_damage_shows_in_the_rows_as_it_is_drawn_not_after_the_round(drive, assets, player):
    from game.rules import events as ev
    from game.scenes.play.panels import seat_view
    from game.scenes.settings import Speed

    settings = Settings(mission_id="mission-1", yordles=(Yordle.CORKI,), seed=3, speed=Speed.FAST)
    driver = drive(PlayScene(assets, settings))
    play, bot = driver.top, player(driver, 3)
    checked: list[ev.Event] = []
    before: dict[int, tuple[object, ...]] = {}

    last: list[object] = [None]

    def check() -> None:
        started = play.director.played[-1] if play.director.played else None
        if started is last[0]:
            return
        last[0] = started
        if isinstance(started, ev.SlotsSwapped) and started.seat in before:
            slots, was = seat_view(play, started.seat).mech.slots, before[started.seat]
            if was[started.a] != was[started.b]:
                assert (slots[started.a], slots[started.b]) == (was[started.b], was[started.a])
        if isinstance(started, ev.DamageSlotted):
            slot = seat_view(play, started.seat).mech.slots[started.slot]
            assert slot.damage == started.card, f"slot {started.slot + 1} shows no {started}"
            checked.append(started)
        elif isinstance(started, ev.DamageKept):
            assert started.card in seat_view(play, started.seat).mech.system_damage
            checked.append(started)
        elif isinstance(started, ev.SlotsSwapped):
            checked.append(started)
        before.update({m.seat: seat_view(play, m.seat).mech.slots for m in play.game.mechs})

    watch(driver, play, check)
    for _ in range(400):
        if play.game.result is not None or len(checked) >= 6:
            break
        bot.play_one()
        watch(driver, play, check)
    assert len(checked) >= 3, "no damage drawn in the game"


# --- 7: whole words where they belong -----------------------------------------------------------


def to_programming(driver, play, bot) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.play import Mode

    bot.settle()
    while play.mode is not Mode.PROGRAMMING:
        bot.play_one()
        bot.settle()


def test_7_a_refused_drop_says_why_whole_beside_the_drop(drive, assets, player):
    driver, play = start(drive, assets, player, yordles=(Yordle.CORKI, Yordle.HEIMERDINGER))
    bot = player(driver)
    to_programming(driver, play, bot)
    card = play.game.mech(0).hand[0]
    drop = play.layouts[1].slots[0].center  # Heimerdinger's line
    driver.drag(bot._hand_pos(0, card.id), drop)
    message = play.programming.message
    assert message is not None and "belongs to Corki" in message.text
    seen = [s.text for s in drawn(driver, assets) if s.text.background == (110, 40, 40)]
    assert seen and not any(t.is_cut for t in seen)
    assert " ".join(t.words for t in sorted(seen, key=lambda t: t.rect.y)) == message.text
    box = seen[0].rect.unionall([t.rect for t in seen])
    far = max(abs(box.centerx - drop[0]), abs(box.centery - drop[1]))
    assert far <= play.assets.px(260), f"the words are {far} px from the drop"
    assert not box.collidepoint(drop), "the words cover the slot dropped on"


def test_7_the_bot_seats_ready_button_is_labelled_as_the_bot_presses_it(drive, assets, player):
    import time

    from game import rules
    from game.scenes.play import Mode

    two = (Yordle.CORKI, Yordle.HEIMERDINGER)
    driver, play = start(drive, assets, player, yordles=two, seed=11, bots=(1,))
    person = player(driver, 4)
    end, pressed = time.monotonic() + 120, False
    while not pressed:
        assert time.monotonic() < end, "the bot never readied"
        move = play.bot_seats.move
        if move is not None and isinstance(move.decision.action, rules.EndProgramming):
            ready = play.layouts[1].ready
            words = [s.text.words for s in drawn(driver, assets) if ready.contains(s.text.rect)]
            assert words == ["Ready"], "the bot's Ready button has no label"
            pressed = True
        elif play.mode is Mode.DRAFTING and play.game.draft.pick_order[0] == 0:
            person.settle()  # a look at the new screen before clicking
            person.play_one()
        elif play.is_replaying or play.summary is not None:
            person.settle()
        else:
            driver.frame()
            time.sleep(0.001)


def test_7_the_kaboom_banner_reads_dark_behind_its_words_and_says_the_mission_goes_on(
    drive, assets, player
):
    from game.palette import contrast
    from game.rules import events as ev

    driver, play = start(drive, assets, player, yordles=(Yordle.CORKI, Yordle.HEIMERDINGER))
    play.director.play((ev.StageCompleted("no_shards", 0),))
    banner = None
    for _ in range(60):  # fading in, then at full strength
        driver.frame()
        shown = [e for e in play.board_view.effects if type(e).__name__ == "Banner"]
        if shown and shown[0].t > 0.45:
            banner = shown[0]
            break
    assert banner is not None
    assert banner.text == "New objective!", "the Tutorial goes on: no objective is won yet"
    assert banner.sub.startswith("Kaboom!")
    assets.records = []
    driver.frame(0)
    title = next(r for r in assets.records if r.words == banner.text)
    assets.records = None
    rect, screen = title.rect, driver.screen
    pixels = [
        tuple(screen.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right, 3)
        for y in range(rect.top, rect.bottom, 3)
    ]
    inked = sum(contrast(p, banner.colour) < 1.5 for p in pixels) / len(pixels)
    assert inked < 0.5, f"{inked:.0%} of the words' box is their own ink: a band, not letters"
    behind = [p for p in pixels if contrast(p, banner.colour) >= 1.5]
    assert sum(contrast(banner.colour, p) >= 4.5 for p in behind) / len(behind) > 0.9


def test_a_picture_blitted_faded_blits_see_through_ever_after(assets):
    """The class of the Kaboom banner's bands: kept words and stamped faces drawn faded
    once must keep their see-through pixels when drawn at full strength again."""
    for words, rimmed in (("Faded once", False), ("Faded rimmed", True)):
        for alpha in (120, 255):
            surface = pygame.Surface((400, 120))
            surface.fill((0, 0, 255))
            rect = assets.write(surface, words, 40, (250, 214, 74), rimmed=rimmed, alpha=alpha)
        assert tuple(surface.get_at((rect.right - 1, rect.top)))[:3] == (0, 0, 255), words

    def paint(layer: pygame.Surface, at: pygame.Rect) -> None:
        pygame.draw.circle(layer, (255, 255, 255), at.center, at.width // 4)

    box = pygame.Rect(10, 10, 80, 80)
    for alpha in (150, 255):
        surface = pygame.Surface((100, 100))
        surface.fill((0, 0, 255))
        assets.stamp(surface, box, ("faded once",), paint, alpha)
    assert tuple(surface.get_at(box.topleft))[:3] == (0, 0, 255)


# --- 6: nothing covers what it talks about -----------------------------------------------------


def pieces_of(play: PlayScene) -> tuple[pygame.Rect, ...]:
    from game.view.placement import key_rects

    return key_rects(play.board_view.sprites.values(), play.camera)


def hidden(rect: pygame.Rect, play: PlayScene) -> list[pygame.Rect]:
    return [r for r in pieces_of(play) if r.colliderect(rect)]


def test_6_no_coach_panel_hides_a_mech_in_any_lesson_of_the_guided_tutorial(drive, assets, player):
    from staging import follow_coach

    settings = Settings(yordles=(Yordle.CORKI, Yordle.HEIMERDINGER), seed=11, is_guided=True)
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    covering: list[str] = []

    class Hands:
        def click(self, pos):  # type: ignore[no-untyped-def]
            look()
            driver.click(pos)

        def drag(self, start, end):  # type: ignore[no-untyped-def]
            look()
            driver.drag(start, end)

        def wait(self, secs):  # type: ignore[no-untyped-def]
            driver.frame(secs)

    def look() -> None:
        view = play.coach.view(play)
        spot = play.coach.spotlight(play)
        if view is None or spot is None or play.coach.is_folded or spot.lesson is None:
            return
        rect = play.coach.panel_rect(play, view, tuple(spot.lit))
        if hidden(rect, play):
            covering.append(spot.lesson.id)

    shown = follow_coach(play, Hands(), __import__("random").Random(5).choice)
    assert len(shown) > 20
    assert sorted(set(covering)) == [], "lessons whose panel hides a Mech"


def bot_plays_until(play: PlayScene, asked) -> None:  # type: ignore[no-untyped-def]
    """The bot plays every seat until a question waits that ``asked`` accepts."""
    from game import rules
    from game.bots import Planner, acting_seats

    planner = Planner()
    for _ in range(200):
        game = play.game
        if game.pending is not None and asked(game):
            return
        play.stage(rules.apply(game, planner.next_action(game, acting_seats(game)[0])).game)
    raise AssertionError("no such question in 200 actions")


def boss_way_question(play: PlayScene) -> None:
    """Mission 6, one seat, seed 5: the bot plays until the Boss's way is asked."""
    from game import rules

    bot_plays_until(play, lambda game: game.pending.prompt is Prompt.DIRECTION)
    assert play.game.phase is rules.Phase.DANGER


def test_6_a_boss_way_hint_hides_none_of_the_spaces_the_boss_would_step_onto(assets):
    """Asked which way the Boss goes (Mission 6, one seat), the Hint's banner keeps off the
    spaces the Boss would step onto, at every window size: the Hint talks about them. (It
    lay over the board's top row, over them.)"""
    from game.scenes.play.bot_seats import banner_place
    from game.screen import Screen

    play = PlayScene(assets, Settings("mission-6", (Yordle.CORKI,), seed=5), is_saving=False)
    boss_way_question(play)
    for size in SIZES:
        assets.fit(Screen(*size))
        play.finish_showing()
        cells = {c for t in play.answering.targets(play.game) for c in t.spaces}
        spaces = [play.camera.cell_rect(c) for c in cells]
        assert len(spaces) >= 4  # the Boss's footprint, each way
        banner = banner_place(play, (assets.px(900), assets.px(60)))
        assert banner.collidelist(spaces) == -1, size


def test_6_the_beats_caption_keeps_clear_of_a_bots_why(assets, monkeypatch):
    """A bot's banner (its why, still being read as the Danger Phase replays) and the
    beat's caption both go under the board first: the caption, drawn after, keeps clear of
    the banner instead of covering it (every window size, the Tutorial at two seats)."""
    from game.scenes.play import bot_seats, draw, pacing
    from game.screen import Screen
    from game.ui.beat_bar import BeatBarView

    play = PlayScene(assets, Settings("tutorial", tuple(Yordle)[:2], seed=3), is_saving=False)
    shown: list[pygame.Rect] = []
    bars: list[pygame.Rect] = []
    draw_bar = pacing.draw_beat_bar
    monkeypatch.setattr(pacing, "beat_view", lambda scene: BeatBarView("The Minions step"))
    monkeypatch.setattr(pacing, "draw_beat_bar", lambda *a: bars.append(draw_bar(*a)) or bars[-1])
    monkeypatch.setattr(bot_seats, "draw_bots", lambda scene, screen, taken: list(shown))
    under = 0
    for size in SIZES:
        assets.fit(Screen(*size))
        play.resize()
        play.finish_showing()
        wide = play.camera.rect.width - assets.px(40)  # as wide as a banner grows
        shown[:] = [bot_seats.banner_place(play, (wide, assets.px(60)))]
        draw.overlays(play, pygame.Surface(size))
        assert bars and not bars[-1].colliderect(shown[0]), size
        under += not shown[0].colliderect(play.camera.rect)
    assert under >= 1  # a layout where both would go under the board


def test_6_a_hint_while_programming_keeps_off_the_trails_where_it_can(assets):
    """While the Mechs are programmed, the Hint's banner hides no space a program's trail
    marks wherever a place over the board hides no piece and no trail (Mission 10, two
    seats, round 3, every window size). It lay over Tristana's trail, a row above her."""
    from game import rules
    from game.bots import Planner, acting_seats
    from game.scenes.play.bot_seats import banner_place
    from game.screen import Screen

    play = PlayScene(assets, Settings("mission-10", tuple(Yordle)[:2], seed=203), is_saving=False)
    planner = Planner()
    while not (play.game.round >= 3 and play.game.phase is rules.Phase.PROGRAM):
        play.stage(
            rules.apply(play.game, planner.next_action(play.game, acting_seats(play.game)[0])).game
        )
    checked = 0
    for size in SIZES:
        assets.fit(Screen(*size))
        play.finish_showing()
        play.preview.update(play.game)
        marked = [play.camera.cell_rect(c) for c in play.preview.marked(play.game)]
        assert len(marked) >= 4  # two Mechs' trails, cards slotted
        banner = banner_place(play, (assets.px(900), assets.px(60)))
        board, step = play.camera.rect, max(1, play.camera.cell // 8)
        could = any(
            not hidden(box, play) and box.collidelist(marked) == -1
            for y in range(board.y, board.bottom - banner.height + 1, step)
            for x in range(board.x, board.right - banner.width + 1, step)
            if (box := pygame.Rect((x, y), banner.size))
        )
        if could and not play.layout.room_below(board.bottom).contains(banner):
            checked += 1
            assert not hidden(banner, play) and banner.collidelist(marked) == -1, size
    assert checked >= 1  # a layout where the banner lies over the board, and a place is free


def test_a_boss_way_is_answered_by_a_click_on_a_space_it_steps_onto_and_says_so(
    drive, assets, player
):  # type: ignore[no-untyped-def]
    """The spaces the Boss would step onto are lit, the panel says to click one, and a click
    on either of a way's two spaces sends the Boss that way; a question no space or arrow
    answers (the Boss's card to keep) says to choose on the table."""
    from game import names
    from game.rules import Facing
    from game.scenes.play.answering import destination_tags
    from game.scenes.play.panels import _prompt
    from game.view import overlays

    def words() -> str:
        assets.records = []
        _prompt(play, pygame.Surface((1280, 720)))
        said = " ".join(r.words for r in assets.records)
        assets.records = None
        return said + " " + play.answering.panel(play.game).hint

    driver = drive(PlayScene(assets, Settings("mission-6", (Yordle.CORKI,), seed=5)))
    play, hands = driver.top, player(driver)
    boss_way_question(play)
    hands.settle()
    assert "choose on the board or the table." in words() and "click a lit space" in words()
    targets = play.answering.targets(play.game)
    west = next(t for t in targets if t.option is Facing.W)
    assert len(west.boss_steps_onto) == 2
    # hovered, the way's compass word sits between the two spaces, not on the first
    tags = destination_tags(Prompt.DIRECTION, targets, west)
    assert tags == [(west.boss_steps_onto, names.facing(Facing.W))]
    screen = pygame.Surface(assets.screen.size)
    tag = overlays.cell_tag(screen, play.camera, assets, *tags[0])
    first, second = (play.camera.cell_rect(c) for c in west.boss_steps_onto)
    assert tag.center == first.union(second).center
    boss = play.game.boss
    assert boss is not None
    driver.click(play.camera.cell_rect(west.boss_steps_onto[-1]).center)
    moved = play.game.boss
    assert moved is not None and moved.cell == (boss.cell[0] - 1, boss.cell[1])
    bot_plays_until(play, lambda game: not play.answering.is_on_board(game))  # the table only
    hands.settle()
    assert "choose on the table." in words() and "board" not in words()


SIZES = ((1280, 720), (1920, 1080), (2560, 1080))
MISSIONS = ("tutorial", "mission-1", "mission-5", "mission-10")


def test_6_banners_dice_hints_and_tips_hide_no_mech_shard_bomb_or_boss_in_any_layout(assets):
    """Every overlay over the board (the round summary and a pad-unplugged box among them),
    in every layout (windows, boards, seat counts), with
    the pieces where each mission starts them and moved about: none hides a Mech, a Shard,
    the Bomb or the Boss while a place for it exists that hides none (found by a scan of
    its own)."""
    import random
    from dataclasses import replace

    from game.rules import Rune
    from game.scenes.play.board_tips import tip_place
    from game.scenes.play.bot_seats import banner_place
    from game.scenes.play.pacing import beat_bar_place, summary_bounds, summary_place
    from game.screen import Screen
    from game.ui.layout.overlays import beat_bar, round_summary
    from game.view.effects import Banner, RuneDie
    from game.view.placement import MINIONS, covered, key_rects

    def could(area: pygame.Rect, size: tuple[int, int], play: PlayScene, also=()) -> bool:  # type: ignore[no-untyped-def]
        """Whether a box of ``size`` fits somewhere in ``area`` hiding no key piece."""
        step = max(1, play.camera.cell // 8)
        for y in range(area.y, area.bottom - size[1] + 1, step):
            for x in range(area.x, area.right - size[0] + 1, step):
                box = pygame.Rect((x, y), size)
                if not hidden(box, play) and not any(box.colliderect(a) for a in also):
                    return True
        return False

    rng = random.Random(22)
    found: list[str] = []
    overlays = under = under_bar = shy = 0
    for size in SIZES:
        assets.fit(Screen(*size))
        surface = pygame.Surface(size)
        for mission in MISSIONS:
            for seats in (1, 2, 4):
                settings = Settings(mission, tuple(Yordle)[:seats], seed=3)
                play = PlayScene(assets, settings, is_saving=False)
                play.finish_showing()
                game = play.game
                free = [c for c in game.board.cells() if game.is_free(c)]
                for trial in range(3):
                    if trial:  # the Mechs somewhere else on the board
                        cells = rng.sample(free, len(game.mechs))
                        moved = zip(game.mechs, cells, strict=True)
                        play.stage(replace(game, mechs=tuple(replace(m, cell=c) for m, c in moved)))
                        play.board_view.sync(play.game)
                    where = f"{size} {mission} {seats} seats trial {trial}"
                    board, frame = play.camera.rect, play.camera.frame
                    for effect, area in (
                        (Banner(text="New objective!", sub="Kaboom! " * 12), board),
                        (RuneDie(rune=Rune.RED), frame),
                    ):
                        play.director.show(effect, 1.0)
                        effect.t = 0.5
                        effect.draw(surface, play.camera, assets)
                        drawn = effect.drawn
                        assert drawn is not None
                        overlays += 1
                        if hidden(drawn, play) and could(area.union(drawn), drawn.size, play):
                            found.append(f"{where}: {type(effect).__name__}")
                        # The Minions stay in sight where a place hides none: one the die
                        # misses by its own step (a quarter space) is not counted.
                        minions = key_rects(play.board_view.sprites.values(), play.camera, MINIONS)
                        pad = 2 * max(1, play.camera.cell // 4)
                        roomy = (drawn.width + pad, drawn.height + pad)
                        if covered(drawn, minions) and could(area, roomy, play, minions):
                            found.append(f"{where}: {type(effect).__name__} over a Minion")
                        shy += bool(minions) and not covered(drawn, minions)
                    foot = beat_bar(board, 1, assets.screen)
                    bar = beat_bar_place(play)(foot)
                    top = foot.move(0, board.top + board.bottom - foot.bottom - foot.top)
                    overlays += 1
                    if play.layout.room_below(board.bottom).contains(bar):
                        under_bar += 1  # under the board: it hides no space
                    elif hidden(bar, play) and not (hidden(foot, play) and hidden(top, play)):
                        found.append(f"{where}: the beat's caption")
                    banner = banner_place(play, (assets.px(900), assets.px(90)))
                    overlays += 1
                    if hidden(banner, play) and could(board, banner.size, play):
                        found.append(f"{where}: the Hint's banner")
                    room = play.layout.room_below(board.bottom + assets.px(8))
                    if room.width >= banner.width and room.height >= banner.height:
                        under += 1  # then it hides no space at all, and meets no panel
                        if banner.colliderect(board) or not room.contains(banner):
                            found.append(f"{where}: the banner over the board, room under it")
                    layout = play.layout
                    panels = [layout.prompt, layout.log, layout.dock, layout.top_bar]
                    panels += [s.panel for s in layout.seats] + [layout.mission or pygame.Rect()]
                    if room.collidelist(panels) >= 0 or not layout.screen.bounds.contains(room):
                        found.append(f"{where}: the room under the board meets a panel")
                    for away in ([0], [0, seats - 1]) if seats > 1 else ([0],):
                        play.steering.away.clear()
                        for seat in away:  # its pad unplugged
                            play.steering.unplugged(seat, 0.0)
                        boxes = play.steering.away_boxes(play)
                        for seat, box in boxes.items():
                            overlays += 1
                            others = [b for s, b in boxes.items() if s < seat]
                            can = could(board, box.size, play, others)
                            if hidden(box, play) and can and not room.contains(box):
                                found.append(f"{where}: seat {seat}'s pad-unplugged box")
                        taken = list(boxes.values())
                        bar = beat_bar_place(play, taken)(beat_bar(board, 1, assets.screen))
                        roomy = (bar.width, bar.height + pad)
                        if bar.collidelist(taken) >= 0 and could(board, roomy, play, taken):
                            found.append(f"{where}: the beat's caption over a pad's box")
                        hint = banner_place(play, (assets.px(900), assets.px(90)), taken)
                        roomy = (hint.width + pad, hint.height + pad)
                        if hint.collidelist(taken) >= 0 and could(board, roomy, play, taken):
                            found.append(f"{where}: the Hint's banner over a pad's box")
                    play.steering.away.clear()
                    bounds = summary_bounds(play.layout)
                    for rows in (3, 8):  # a round of a few lines, and of many
                        centred = round_summary(board, rows, assets.screen, bounds)
                        card = summary_place(play, bounds)(centred)
                        overlays += 1
                        if hidden(card, play) and could(board, card.size, play):
                            found.append(f"{where}: the round summary of {rows} lines")
                    for mech in play.game.mechs:
                        x, y = mech.cell
                        for cell in ((x + 1, y), (x, y + 1), (x - 1, y)):
                            if not play.game.board.contains(cell):
                                continue
                            anchor = play.camera.cell_rect(cell)
                            tip = tip_place(play, (assets.px(420), assets.px(160)), anchor)
                            overlays += 1
                            bad = hidden(tip, play) or tip.colliderect(anchor.inflate(-2, -2))
                            room = play.layout.below_top_bar
                            if bad and could(room, tip.size, play, (anchor.inflate(-2, -2),)):
                                found.append(f"{where}: the tip beside {cell}")
    assert overlays > 500
    assert under_bar >= 6 and shy >= 20  # under the board where it can; clear of Minions
    assert under >= 6  # the layouts with room under the board (a wide banner) use it
    assert found == [], "\n".join(found)


def test_4_the_field_guide_gives_each_card_the_short_name_the_rows_use():
    from game.content import cards
    from game.rules import Command
    from game.scenes.guide_pages import damage_pages
    from game.scenes.play import views

    leads = " ".join(shown.page.lead for shown in damage_pages())
    for info in cards().damage:
        if info.short != info.spec.title:
            assert f"“{info.short}”" in leads, info.spec.name
    from game.scenes.guide_pages import command_page

    for command in Command:
        short = views.command_short(command)
        page = command_page(command).page
        assert (f"“{short}”" in page.lead) == (short != command.title), command
