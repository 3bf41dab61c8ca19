"""Screenshots of the campaign and the later missions, for ``tools/screenshots.py``.

The campaign map (and a broken save's dialog), the Schematic choice in a briefing (and
Mission 10's at four seats, a tab per seat), a Boss mission, a Lava Wall mission and
Schematics in play. Progress comes from a throwaway save
directory, never the player's own.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from game import rules
from game.progress import SAVE_NAME, Progress, SaveFile
from game.rules import Yordle
from game.rules.state import BossCard
from game.scenes import campaign_data
from game.scenes.briefing import BriefingScene
from game.scenes.campaign import CampaignScene
from game.scenes.play import Mode, PlayScene
from game.scenes.settings import Settings
from game.ui.schematic_chips import use_rect

FRAME = 1 / 30


def motion(pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def progress_after(last_won: int) -> Progress:
    """The campaign after winning the Tutorial and Missions 1..``last_won``."""
    won = frozenset(m.id for m in campaign_data.missions() if m.number <= last_won)
    names = frozenset(s.spec.name for s in campaign_data.schematics() if s.spec.mission <= last_won)
    return Progress(won, names)


def campaign(shooter: Any, save_dir: Path) -> None:
    SaveFile(save_dir).save(progress_after(4))
    scene = CampaignScene(shooter.assets)
    scene.handle(motion(scene.stop_rect("mission-6").center))
    scene.update(0.3)
    shooter.shoot("campaign", scene)
    (save_dir / SAVE_NAME).write_text('{"version": 1, "won": [', encoding="utf-8")
    broken = CampaignScene(shooter.assets)
    shooter.shoot("campaign_broken_save", broken)
    SaveFile(save_dir).save(progress_after(4))


def campaign_win(shooter: Any) -> None:
    from game.rules import Ending, Result
    from game.scenes.results import ResultsScene

    settings = Settings(mission_id="mission-5", yordles=(Yordle.ZIGGS,), is_campaign=True)
    won = replace(settings.new_game().game, result=Result(Ending.NO_SHARDS))
    shooter.shoot(
        "results_campaign", ResultsScene(shooter.assets, settings, won, settings.mission.title)
    )


def schematic_choice(shooter: Any) -> None:
    yordles = (Yordle.CORKI, Yordle.HEIMERDINGER, Yordle.ZIGGS)
    settings = Settings(mission_id="mission-5", yordles=yordles, is_campaign=True)
    scene = BriefingScene(shooter.assets, settings, seed=1)
    for seat, name in ((0, "barrel_roll"), (0, "carpet_bomb"), (2, "short_fuse")):
        open_tab(scene, seat)  # a tab per seat when the rows do not hold every title whole
        click(scene, scene.chip_rect(seat, name))
    open_tab(scene, 1)
    scene.handle(motion(scene.chip_rect(1, "patch_kit").center))
    shooter.shoot("briefing_schematics", scene)
    crowded_choice(shooter)


def crowded_choice(shooter: Any) -> None:
    """Mission 10 at four seats: ten Schematics each, a tab per seat. The first and the
    last seat have picked (by clicks on the tabs and chips); the last one's are open, one of
    its chips under the pointer."""
    settings = Settings(mission_id="mission-10", yordles=tuple(Yordle)[:4], is_campaign=True)
    scene = BriefingScene(shooter.assets, settings, seed=1)
    click(scene, scene.chip_rect(0, "gatling_sweep"))
    open_tab(scene, 3)
    for name in ("satchel_charge", "bouncing_bomb"):
        click(scene, scene.chip_rect(3, name))
    scene.handle(motion(scene.chip_rect(3, "bomb_thrower").center))
    shooter.shoot("briefing_schematics_crowded", scene)


def click(scene: BriefingScene, rect: pygame.Rect) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle(pygame.event.Event(kind, pos=rect.center, button=1))


def open_tab(scene: BriefingScene, seat: int) -> None:
    """Click ``seat``'s tab, if the picker has a tab per seat."""
    tab = scene.tab_rect(seat)
    if tab is not None:
        click(scene, tab)
        assert scene.open_seat == seat


def run(
    play: PlayScene,
    rng: random.Random,
    during: Callable[[PlayScene], None],
    idle: Callable[[PlayScene], bool],
    steps: int = 800,
) -> None:
    """Play random legal actions, replaying every animation; stop when ``idle`` says so."""
    for _ in range(steps):
        for _ in range(3000):
            if play.round_end.summary is not None:
                play.round_end.dismiss()  # as a click would
            if not play.director.busy:
                break
            play.update(FRAME)
            during(play)
        play.update(0)
        if play.game.result is not None or idle(play):
            return
        legal = rules.legal_actions(play.game)
        picks = [a for a in legal if not isinstance(a, rules.ScrapCard | rules.TimeRanOut)]
        play.perform(rng.choice(picks or list(legal)))


def boss(shooter: Any) -> None:
    settings = Settings(mission_id="mission-3", yordles=(Yordle.TRISTANA, Yordle.ZIGGS), seed=21)
    play = PlayScene(shooter.assets, settings)

    def during(play: PlayScene) -> None:
        shown = {type(e).__name__ for e in play.board_view.effects if 0.3 < e.t < 0.6}
        if play.hud.boss_slot is not None and "Banner" in shown:
            shooter.shoot("boss_slot", play)

    def idle(play: PlayScene) -> bool:
        pending = play.game.pending
        if pending is not None and pending.prompt is rules.Prompt.BOSS_CARD:
            rect = play.answering.panel(play.game).rects()[0]
            play.handle(motion(rect.center))
            shooter.shoot("boss_draft", play)
        if play.mode is Mode.PROGRAMMING and play.game.round >= 3:
            shooter.shoot("boss", play)
            return True
        return False

    run(play, random.Random(5), during, idle)
    armed = replace(
        play.game.boss, slots=((BossCard(990, "axe_strike"),) * 3, *play.game.boss.slots[1:])
    )
    play.model.stage(replace(play.game, boss=armed))
    play.update(0.25)
    shooter.shoot("boss_cannon", play)


def lava(shooter: Any) -> None:
    settings = Settings(mission_id="mission-9", yordles=tuple(Yordle), seed=2)
    play = PlayScene(shooter.assets, settings)

    def during(play: PlayScene) -> None:
        flashes = [e for e in play.board_view.effects if type(e).__name__ == "CellFlash"]
        if play.game.lava.rows >= 2 and play.hud.phase is rules.Phase.DANGER and flashes:
            shooter.shoot("lava_flowing", play)

    def idle(play: PlayScene) -> bool:
        if play.mode is Mode.DRAFTING and play.game.round >= 2:
            shooter.shoot("lava", play)
            return True
        return False

    run(play, random.Random(3), during, idle)


def schematics_in_play(shooter: Any) -> None:
    loadouts = (("barrel_roll", "rocket_pods"), ("patch_kit", "h28_turret"))
    settings = Settings(
        mission_id="mission-1",
        yordles=(Yordle.CORKI, Yordle.HEIMERDINGER),
        seed=4,
        loadouts=loadouts,
    )
    play = PlayScene(shooter.assets, settings)
    run(play, random.Random(1), lambda play: None, lambda play: play.mode is Mode.PROGRAMMING)
    play.model.stage(replace(play.game, trackers=replace(play.game.trackers, gears=5)))
    play.update(FRAME)
    chip = play.schematics.chip_rect(play.game, 0, "rocket_pods")
    target = play.layouts[0].slots[3].center
    play.handle(motion(chip.center))
    play.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=chip.center, button=1))
    play.handle(motion(target, (1, 0, 0)))
    hack = play.schematics.chip_rect(play.game, 1, "patch_kit")
    shooter.shoot("schematics_drag", play)
    play.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    for _ in range(30):
        play.update(FRAME)
    play.handle(motion(use_rect(hack).center))
    shooter.shoot("schematics", play)


def shoot_all(shooter: Any) -> None:
    with tempfile.TemporaryDirectory(prefix="mvm-shots-") as folder:
        import os

        os.environ["MVM_SAVE_DIR"] = folder
        campaign(shooter, Path(folder))
        schematic_choice(shooter)
        campaign_win(shooter)
        boss(shooter)
        lava(shooter)
        schematics_in_play(shooter)
