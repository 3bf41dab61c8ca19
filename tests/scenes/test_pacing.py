"""The Minion and Danger Phases in beats, step mode, and the round summary, driven with real
mouse and keyboard events."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame

from game.rules import Phase, Slot, Yordle
from game.rules.state import Minion
from game.scenes.pause import PauseScene
from game.scenes.play import Mode, PlayScene
from game.scenes.play.input_gate import GRACE
from game.scenes.settings import Settings, Speed
from game.view.beats import Kind
from game.view.director import BEAT_SECS

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"
FRAME = 1 / 30


def surrounded(driver, player) -> PlayScene:  # type: ignore[no-untyped-def]
    """Draft by mouse into the Program Phase, then stage every Mech with an empty Command
    Line and Minions on each side, so the Minion Phase rolls, moves and attacks."""
    play = driver.top
    bot = player(driver)
    while play.mode is not Mode.PROGRAMMING:
        bot.settle()
        if play.mode is Mode.DRAFTING:
            bot.play_one()
    game = play.game
    minions: list[Minion] = []
    mechs = []
    for mech in game.mechs:
        x, y = mech.cell
        for cell in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            taken = cell in {m.cell for m in minions}
            if game.board.contains(cell) and game.is_free(cell) and not taken:
                minions.append(Minion(game.next_id + len(minions), cell))
        mechs.append(replace(mech, hand=(), slots=(Slot(),) * 6))
    staged = replace(
        game, mechs=tuple(mechs), minions=tuple(minions), next_id=game.next_id + len(minions)
    )
    play.stage(staged)
    driver.frame(GRACE + FRAME)
    return play


def ready_all(driver, play: PlayScene) -> None:  # type: ignore[no-untyped-def]
    for mech in play.game.mechs:
        driver.click(play.layouts[mech.seat].ready.center)
    assert play.game.phase is not Phase.PROGRAM and play.is_replaying


def start(drive, assets, **options) -> object:  # type: ignore[no-untyped-def]
    settings = Settings(yordles=(Yordle.CORKI, Yordle.ZIGGS), seed=5, **options)
    return drive(PlayScene(assets, settings))


def beat_openings(driver, play: PlayScene) -> list[tuple[float, list[Kind]]]:  # type: ignore[no-untyped-def]
    """Run time frame by frame until the round summary; when each paced beat opened."""
    seen, opened = play.director.beats.count, []
    for _ in range(30 * 120):
        driver.frame(FRAME)
        if play.summary is not None:
            return opened
        beats = play.director.beats
        if beats.count != seen and play.director.is_paced:
            opened.append((play.clock, beats.kinds))  # the beat's own list: it fills on
        seen = beats.count
    raise AssertionError("the round never ended")


def test_each_beat_of_the_minion_phase_holds_a_second_and_slow_doubles_it(drive, assets, player):
    for speed, least in ((Speed.NORMAL, BEAT_SECS), (Speed.SLOW, 2 * BEAT_SECS)):
        driver = start(drive, assets, speed=speed)
        play = surrounded(driver, player)
        ready_all(driver, play)
        opened = beat_openings(driver, play)
        kinds = [k for _, ks in opened for k in ks]
        assert kinds.index(Kind.DIE) < kinds.index(Kind.MOVE) < kinds.index(Kind.ATTACK)
        assert Kind.CARD in kinds
        gaps = [b - a for (a, _), (b, _) in zip(opened, opened[1:], strict=False)]
        assert len(gaps) >= 3 and min(gaps) >= least - 1e-6, (speed, gaps)


def test_step_mode_is_chosen_in_the_pause_menu_and_steps_one_beat_per_space_or_click(
    drive, assets, player
):
    driver = start(drive, assets)
    play = surrounded(driver, player)
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    driver.click(pause.buttons["step"].rect.center)
    assert pause.buttons["step"].text == "Step mode: on"
    driver.click(pause.buttons["resume"].rect.center)
    assert driver.top is play and play.is_stepping and play.settings.is_stepping
    driver.frame(GRACE + FRAME)
    ready_all(driver, play)
    SHOTS.mkdir(exist_ok=True)
    shots: dict[Kind, str] = {Kind.DIE: "die", Kind.MOVE: "move", Kind.CARD: "damage-card"}
    steps = 0
    for _ in range(60):
        for _ in range(90):  # three seconds: the beat plays, then waits however long it takes
            driver.frame(FRAME)
        if play.summary is not None:
            break
        assert play.director.waiting, "step mode did not stop between beats"
        count = play.director.beats.count
        for kind, name in list(shots.items()):
            if kind in play.director.beats.kinds:
                pygame.image.save(driver.screen, str(SHOTS / f"beat-{name}.png"))
                del shots[kind]
        if steps % 2:
            driver.key(pygame.K_SPACE)
        else:
            driver.click(play.camera.rect.center)
        driver.frame(FRAME)
        assert play.director.beats.count == count + 1, "one step did not open exactly one beat"
        steps += 1
    assert play.summary is not None and steps >= 4
    assert not shots, f"no beat showed {list(shots)}"


def test_enter_skips_to_the_end_in_step_mode(drive, assets, player):
    driver = start(drive, assets, is_stepping=True)
    play = surrounded(driver, player)
    ready_all(driver, play)
    for _ in range(90):
        driver.frame(FRAME)
    assert play.director.waiting
    driver.key(pygame.K_RETURN)
    assert not play.is_replaying
    assert play.summary is not None, "the summary still comes after a skip"


def test_the_round_summary_waits_for_a_click_and_stays_in_the_log(drive, assets, player):
    driver = start(drive, assets)
    play = surrounded(driver, player)
    ready_all(driver, play)
    beat_openings(driver, play)
    summary = play.summary
    assert summary is not None and summary.round == 1
    for mech in summary.damage:
        assert mech.amount == len(mech.cards), "each point of damage draws one Damage Card"
    assert sum(m.amount for m in summary.damage) >= 1
    pygame.image.save(driver.screen, str(SHOTS / "round-summary.png"))
    logged = [entry.text for entry in play.log.entries]
    assert "— Round 1 summary —" in logged
    assert any(text.startswith("Corki took") for text in logged)
    for _ in range(300):  # ten seconds: the summary stays, the draft waits
        driver.frame(FRAME)
    assert play.summary is not None and play.is_replaying
    row, before = play.game.draft.row, len(play.history)
    driver.click(play.layout.draft_cards(len(row))[0].center)
    assert play.summary is None, "a click closes the summary"
    assert len(play.history) == before, "and does nothing else"
    assert "— Round 1 summary —" in [entry.text for entry in play.log.entries]


def test_the_round_summary_covers_no_seats_panel_in_any_layout(assets):
    """The round summary's card lies over the board's place, at every seat count and
    window size: beside the narrow Tutorial board at four seats it covered the seats'
    names and the First Player's tag."""
    from game.scenes.play.pacing import summary_bounds
    from game.screen import Screen
    from game.ui.layout.overlays import round_summary

    yordles = (Yordle.CORKI, Yordle.HEIMERDINGER, Yordle.TRISTANA, Yordle.ZIGGS)
    checked = 0
    for mission in ("tutorial", "mission-10"):
        for seats in (1, 2, 4):
            settings = Settings(mission, yordles[:seats], seed=5)
            play = PlayScene(assets, settings, is_saving=False)
            for size in ((1280, 720), (1920, 1080), (2560, 1080), (3840, 2160)):
                assets.fit(Screen(*size))
                play.resize()
                for rows in (5, 9):  # a round of a few lines, and of many
                    card = round_summary(
                        play.camera.rect, rows, assets.screen, summary_bounds(play.layout)
                    )
                    panels = [s.panel for s in play.layout.seats]
                    assert card.collidelist(panels) == -1, (mission, seats, size, rows)
                    assert card.width >= assets.px(480), "too narrow to read"
                    checked += 1
    assert checked == 48
