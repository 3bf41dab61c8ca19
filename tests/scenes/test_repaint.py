"""A live frame of the play screen puts back only what changed (``repaint``): every frame so
drawn must be, pixel for pixel, the frame drawn whole from the panels' picture. The audit
plays real games by mouse with every frame checked, so a painter that draws somewhere it
does not report (or a panel that changes unreported) fails here, whichever it is."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest
from staging import follow_coach

from game.rules import Yordle
from game.scenes.play import Mode, PlayScene, draw, panels
from game.scenes.play import scene as play_scene
from game.scenes.play.chrome import Part
from game.scenes.play.repaint import Repaint, within
from game.scenes.settings import Settings, Speed
from game.ui import theme
from game.ui.layout import hand_rects
from game.ui.layout import play as play_layout
from game.ui.term_tips import probe_with


class Audit:
    """Checks every play frame drawn over the one before against one drawn whole."""

    def __init__(self) -> None:
        self.frames = self.partial = 0  # frames checked; of them, put back in part
        self.restored = (0, 0)  # the last restore: pixels copied, of the screen's
        self.within: list[str] = []  # panels redrawn this frame only where they changed
        self.redrawn_within: Counter[str] = Counter()  # such redraws checked, by panel
        self.pictures = self.checked_pictures = 0  # frames; panels' pictures checked whole

    def draw(self, scene: PlayScene, screen: pygame.Surface) -> None:
        self.restored, self.within = (0, 0), []
        DRAW_PLAY(scene, screen)
        self.check_within(scene)
        self.check_picture(scene)
        copied, whole = self.restored
        if not copied:
            return  # the last frame held while a new layout is drawn
        self.frames += 1
        self.partial += copied < whole
        expected = scene.chrome.surface.copy()
        draw.overlays(scene, expected)
        if pygame.image.tobytes(screen, "RGB") != pygame.image.tobytes(expected, "RGB"):
            same = pygame.mask.from_threshold(screen, (0, 0, 0), (1, 1, 1, 255), expected)
            same.invert()
            wrong = same.get_bounding_rects()
            where = wrong[0].unionall(wrong[1:])
            pytest.fail(f"frame {self.frames} ({scene.mode.name}) differs from whole in {where}")

    def check_picture(self, scene: PlayScene) -> None:
        """Every few frames, the panels' picture, kept and redrawn a part at a time, is the
        picture drawn afresh, every part on the background."""
        self.pictures += 1
        chrome = scene.chrome
        if self.pictures % 7 or chrome.later or not chrome.is_whole or chrome.surface is None:
            return
        fresh = chrome.surface.copy()
        # The parts still as drawn (the rest change next frame); not the board while the
        # trails' next picture is drawn but not yet counted as shown (``ProgramPreview``).
        ahead = scene.preview._is_new
        for part in panels.parts(scene):
            if chrome.drawn.get(part.name) == (part.place, part.key):
                if part.name == "board" and ahead:
                    continue
                fresh.set_clip(part.place)
                fresh.fill(theme.BACKGROUND)
                part.draw(fresh)
        fresh.set_clip(None)
        got, want = chrome.surface, fresh
        if pygame.image.tobytes(got, "RGB") != pygame.image.tobytes(want, "RGB"):
            same = pygame.mask.from_threshold(got, (0, 0, 0), (1, 1, 1, 255), want)
            same.invert()
            wrong = same.get_bounding_rects()
            where = wrong[0].unionall(wrong[1:])
            names = [p.name for p in panels.parts(scene) if p.place.colliderect(where)]
            pytest.fail(f"the panels' picture differs from one drawn afresh in {where} {names}")
        self.checked_pictures += 1

    def check_within(self, scene: PlayScene) -> None:
        """A panel redrawn only where it changed (``Part.within``) is the panel drawn whole."""
        if not self.within:
            return
        picture = scene.chrome.surface
        whole = picture.copy()
        for part in panels.parts(scene):
            if part.name in self.within:
                whole.set_clip(part.place)
                whole.fill(theme.BACKGROUND)
                part.draw(whole)
                whole.set_clip(None)
                got = picture.subsurface(part.place)
                want = whole.subsurface(part.place)
                if pygame.image.tobytes(got, "RGB") != pygame.image.tobytes(want, "RGB"):
                    pytest.fail(f"{part.name} redrawn where it changed differs from it whole")
                self.redrawn_within[part.name] += 1

    def changed_since(self):  # type: ignore[no-untyped-def]
        """``Part.changed_since``, noting the parts redrawn in part."""

        def changed_since(part: Part, key: object) -> list[pygame.Rect]:
            places = CHANGED_SINCE(part, key)
            if places != [part.place]:
                self.within.append(part.name)
            return places

        return changed_since

    def restorer(self):  # type: ignore[no-untyped-def]
        """``Repaint.restore``, noting what each frame put back."""

        def restore(repaint: Repaint, screen: pygame.Surface, *args: object) -> int:
            copied = RESTORE(repaint, screen, *args)
            self.restored = (copied, screen.get_width() * screen.get_height())
            return copied

        return restore


DRAW_PLAY, RESTORE, CHANGED_SINCE = draw.draw_play, Repaint.restore, Part.changed_since


@pytest.fixture
def audit(assets, monkeypatch):  # type: ignore[no-untyped-def]
    """Frames as the game's loop draws them, each checked; every frame has time to finish."""
    checked = Audit()
    monkeypatch.setattr(assets, "is_live", True)
    monkeypatch.setattr(type(assets), "has_time", lambda self, budget: True)
    monkeypatch.setattr(play_scene, "draw_play", checked.draw)
    monkeypatch.setattr(Repaint, "restore", checked.restorer())
    monkeypatch.setattr(Part, "changed_since", checked.changed_since())
    return checked


def hover_about(driver, play: PlayScene, chooser: random.Random, stops: int) -> None:  # type: ignore[no-untyped-def]
    """The pointer rests on cards, slots and the board long enough for large cards and tips."""
    places = [rect for seat in play.layouts for rect in (*seat.slots, *seat.hand)]
    board = play.camera.rect.inflate(-2, -2)
    for _ in range(stops):
        if chooser.random() < 0.7 and places:
            pos = chooser.choice(places).center
        else:
            pos = (board.x + chooser.randrange(board.w), board.y + chooser.randrange(board.h))
        driver.send(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        for _ in range(12):
            driver.frame()


def play_rounds(driver, player, rounds: int, seed: int) -> PlayScene:  # type: ignore[no-untyped-def]
    """People play by mouse, looking about before each move; the director's rounds play out
    frame by frame, effects and all."""
    play, bot, chooser = driver.top, player(driver, seed=seed), random.Random(seed)
    while isinstance(driver.top, PlayScene) and play.game.round <= rounds:
        bot.settle(skip=False)
        if not isinstance(driver.top, PlayScene):
            break
        if play.mode in (Mode.DRAFTING, Mode.PROGRAMMING, Mode.ANSWERING):
            if chooser.random() < 0.3:
                hover_about(driver, play, chooser, 2)
                bot.settle(skip=False)
            bot.play_one()
    return play


FOUR = tuple(Yordle)


@pytest.mark.parametrize(
    ("mission", "seats"), [("mission-1", 4), ("mission-9", 2), ("mission-10", 4)]
)
def test_every_frame_drawn_over_the_last_is_the_frame_drawn_whole(
    drive, assets, player, audit, mission, seats
):  # type: ignore[no-untyped-def]
    settings = Settings(mission_id=mission, yordles=FOUR[:seats], seed=4, speed=Speed.FAST)
    driver = drive(PlayScene(assets, settings))
    play = play_rounds(driver, player, rounds=2, seed=7)
    assert play.game.round > 1, "a whole round was played"
    assert audit.frames > 200 and audit.partial > audit.frames // 2, (
        f"{audit.partial} of {audit.frames} frames put back only a part"
    )
    assert play.repaint.kept > 0, "a card shown large while the pointer rested stayed on screen"
    assert play.repaint.mended > 0, "and was drawn again only where something changed under it"
    assert audit.checked_pictures > 20, "the panels' picture held to one drawn afresh"
    if seats == 4:  # four hands drop often enough for trails to change with pieces still
        assert audit.redrawn_within["board"] > 0, "a drop redrew the board where trails changed"
    if mission == "mission-10":  # its rounds ask which enemy to hit, with the board hovered
        assert audit.redrawn_within["table"] > 0, "a hovered answer redrew only what it lit"


def test_a_card_shown_large_stays_on_screen_among_four_seats_with_hint_buttons(
    drive, assets, player, audit
):  # type: ignore[no-untyped-def]
    """The Hint buttons are drawn with their seat panels, so a large card over the next
    seat is left on screen while the pointer rests, not drawn again every frame."""
    settings = Settings(mission_id="mission-1", yordles=FOUR, seed=4, speed=Speed.FAST)
    driver = drive(PlayScene(assets, settings))
    play, hands = driver.top, player(driver, seed=7)
    while play.mode is not Mode.PROGRAMMING:
        hands.settle(skip=False)
        hands.play_one()
    hints = play.bot_seats.hint_buttons(play)
    assert [seat for seat, _ in hints] == [0, 1, 2, 3]
    for seat, _ in hints:
        part = next(p for p in panels.parts(play) if p.name == f"seat:{seat}")
        written = probe_with(assets, assets.screen.size, part.draw)
        assert "Hint" in [w.words for w in written], f"seat {seat}'s panel draws its Hint"
    button = hints[2][1]
    inside = (button.x + button.width // 10, button.centery)  # its fill, not its word
    plain = driver.screen.get_at(inside)
    driver.send(pygame.MOUSEMOTION, pos=button.center, rel=(1, 1), buttons=(0, 0, 0))
    driver.frame()
    assert driver.screen.get_at(inside) != plain, "the Hint button lights under the pointer"
    card = hand_rects(play.layouts[1], len(play.game.mech(1).hand))[0]
    driver.send(pygame.MOUSEMOTION, pos=card.center, rel=(1, 1), buttons=(0, 0, 0))
    driver.frame()
    kept = play.repaint.kept
    for _ in range(20):
        driver.frame()
    assert play.repaint.kept - kept >= 18, "the large card stayed while the pointer rested"


def test_answers_over_the_board_stay_on_screen_over_the_pieces(
    drive, assets, player, audit, monkeypatch
):  # type: ignore[no-untyped-def]
    """Where the table is too small for a question's answers, they are drawn over the board
    and its pieces: kept on screen while they look the same, drawn again only where the
    pieces under them were drawn (each frame, while a question is asked)."""
    monkeypatch.setattr(play_layout, "ANSWERS_LEAST", (5000, 5000))  # never room on the table
    kinds: list[str] = []
    keeps = Repaint.keeps

    def noted(repaint, name, key, rect, screen):  # type: ignore[no-untyped-def]
        again = keeps(repaint, name, key, rect, screen)
        kinds.append(f"{name} {'whole' if again is None else 'again' if again else 'kept'}")
        return again

    monkeypatch.setattr(Repaint, "keeps", noted)
    settings = Settings(mission_id="mission-1", yordles=FOUR, seed=4, speed=Speed.FAST)
    driver = drive(PlayScene(assets, settings))
    play = play_rounds(driver, player, rounds=2, seed=7)
    assert play.layout.choices != play.layout.table
    assert "choices whole" in kinds, "the answers drawn over the board"
    assert "choices again" in kinds, "then kept, drawn again only where the pieces under them are"
    assert audit.frames > 200


def test_the_guided_tutorial_drawn_over_the_last_frame_is_drawn_whole(drive, assets, audit):  # type: ignore[no-untyped-def]
    """The coach's spotlight and panel, lessons coming and going, over the board."""

    class Hands:
        def click(self, pos: tuple[int, int]) -> None:
            driver.click(pos)

        def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
            driver.drag(start, end)

        def wait(self, secs: float) -> None:
            driver.frame(secs)

    settings = Settings(
        mission_id="tutorial", yordles=FOUR[:2], seed=11, speed=Speed.FAST, is_guided=True
    )
    driver = drive(PlayScene(assets, settings))
    follow_coach(driver.top, Hands(), random.Random(5).choice)
    assert audit.frames > 100 and audit.partial > 0


def test_a_frame_puts_back_only_where_the_last_drew_and_the_picture_changed() -> None:
    picture, screen = pygame.Surface((1000, 500)), pygame.Surface((1000, 500))
    picture.fill((10, 20, 30))
    repaint = Repaint()
    assert repaint.restore(screen, picture, [], follows=False) == 1000 * 500, "none to build on"
    repaint.drew(screen, 1, [pygame.Rect(0, 0, 10, 10)])
    assert repaint.follows(screen, 2) and not repaint.follows(screen, 3)
    screen.fill((255, 0, 0))
    copied = repaint.restore(screen, picture, [pygame.Rect(990, 490, 20, 20)], follows=True)
    assert copied == 10 * 10 + 10 * 10, "the last frame's overlay, the change clipped"
    assert screen.get_at((5, 5)) == screen.get_at((995, 495)) == (10, 20, 30)
    assert screen.get_at((500, 250)) == (255, 0, 0), "the rest is the last frame's"
    assert repaint.restore(screen, picture, None, follows=True) == 1000 * 500, "a new picture"
    big = [pygame.Rect(0, 0, 800, 500)]
    assert repaint.restore(screen, picture, big, follows=True) == 1000 * 500, "one blit is cheaper"
    repaint.drew(screen, 2, None)
    assert not repaint.follows(screen, 3), "a frame that may not be built on"


def test_after_frames_that_left_the_screen_standing_only_what_changed_is_put_back() -> None:
    """A new panel drawn behind the last frame (the picture not yet whole) leaves the
    screen as it was: the frame after it puts back the last overlays and what changed
    meanwhile, not the whole screen (at 4K, 4 ms a time)."""
    picture, screen = pygame.Surface((1000, 500)), pygame.Surface((1000, 500))
    picture.fill((10, 20, 30))
    repaint = Repaint()
    repaint.restore(screen, picture, None, follows=False)
    repaint.drew(screen, 1, [pygame.Rect(0, 0, 10, 10)])
    repaint.stood(screen, 2)
    repaint.stood(screen, 3)
    assert repaint.follows(screen, 4), "the screen still shows frame 1, built on at frame 4"
    changed = [pygame.Rect(100, 100, 30, 30), pygame.Rect(200, 100, 30, 30)]  # two frames'
    assert repaint.restore(screen, picture, changed, follows=True) == 100 + 2 * 900
    repaint.drew(screen, 4, None)
    repaint.stood(screen, 5)
    assert not repaint.follows(screen, 6), "nothing to build on stays so"
    repaint.drew(screen, 6, [])
    repaint.stood(screen, 8)
    assert not repaint.follows(screen, 9), "a frame missed between: not the screen shown"


def test_touching_rectangles_are_put_back_as_one_and_far_ones_apart() -> None:
    from game.scenes.play.repaint import merged

    minions = [pygame.Rect(100 + 50 * i, 200, 50, 50) for i in range(10)]
    assert merged(minions) == [pygame.Rect(100, 200, 500, 50)], "a row of pieces: one band"
    inside = [pygame.Rect(0, 0, 80, 80), pygame.Rect(10, 10, 20, 20)]
    assert merged(inside) == inside[:1], "what lies within another: once"
    far = [pygame.Rect(0, 0, 50, 50), pygame.Rect(3000, 1500, 50, 50), pygame.Rect(9, 9, 0, 5)]
    assert merged(far) == far[:2], "far apart: two blits; the empty: none"


def test_a_drawing_kept_on_screen_is_drawn_again_only_where_something_else_needs_its_place() -> (
    None
):
    picture, screen = pygame.Surface((400, 300)), pygame.Surface((400, 300))
    picture.fill((10, 20, 30))
    card, piece = pygame.Rect(100, 100, 80, 120), pygame.Rect(90, 90, 20, 20)
    repaint = Repaint()

    def frame(n: int, changed: list[pygame.Rect], key: str | None, first: pygame.Rect | None):  # type: ignore[no-untyped-def]
        """One frame: an overlay drawn first (a piece), then the card large (if ``key``):
        where the card was drawn again (None: whole), and where the overlays were."""
        repaint.restore(screen, picture, changed, follows=repaint.follows(screen, n))
        drawn = repaint.begin()
        if first is not None:
            screen.fill((0, 255, 0), first)
            drawn.append(first)
        again = None
        if key is not None:
            again = repaint.keeps("zoom", key, card, screen)
            within(screen, again, lambda: screen.fill((255, 0, 0), card))
            drawn.append(card)
        wiped = repaint.settle(screen)
        repaint.drew(screen, n, drawn)
        return again, wiped

    assert frame(1, [], "Blaze", None) == (None, None), "nothing on screen to keep yet"
    assert frame(2, [], "Blaze", None) == ([], None), "the same card in the same place"
    assert screen.get_at(card.center) == (255, 0, 0), "left on screen, not put back"
    assert frame(3, [], "Skewer", None) == (None, None), "another card is drawn"
    moved = card.move(10, 0)
    assert frame(4, [moved], "Skewer", None) == ([moved.clip(card)], None), "changed under it"
    assert screen.get_at(card.center) == screen.get_at(moved.topleft) == (255, 0, 0)
    assert screen.get_at(moved.midright) == (10, 20, 30), "the change beside it shows"
    assert frame(5, [], "Skewer", None) == ([], None)
    assert frame(6, [], "Skewer", piece) == ([piece.clip(card)], None), "a piece under it"
    assert screen.get_at(card.topleft) == (255, 0, 0), "drawn again over the piece"
    assert screen.get_at(piece.topleft) == (0, 255, 0), "the piece beside it shows"
    assert frame(7, [], "Skewer", None)[0] == [piece.clip(card)], "the piece gone from under it"
    whole = [pygame.Rect(0, 0, 400, 300)]
    assert frame(8, whole, "Skewer", None) == (None, None), "all put back: drawn whole again"
    assert screen.get_at(card.center) == (255, 0, 0)
    assert frame(9, [], None, None) == (None, None), "no card: it goes"
    assert screen.get_at(card.center) == (10, 20, 30), "put back where it was"
    assert repaint.kept == 5 and repaint.mended == 3
