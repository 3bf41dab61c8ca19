"""The campaign: missions open in order as they are won, progress survives a restart, a
broken save is set aside with a message, and each seat brings its own Schematics."""

from __future__ import annotations

import json
from dataclasses import replace

from game.progress import SAVE_NAME, Progress, SaveFile, from_json, to_json
from game.rules import Ending, Result, Yordle
from game.scenes import campaign_data
from game.scenes.briefing import BriefingScene
from game.scenes.campaign import CampaignScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.settings import Settings
from game.scenes.title import TitleScene


def win(drive, assets, mission_id: str, yordles=(Yordle.CORKI,)):  # type: ignore[no-untyped-def]
    """Finish a campaign mission as won and let the results screen save it."""
    settings = Settings(mission_id=mission_id, yordles=tuple(yordles), is_campaign=True)
    game = settings.new_game().game
    won = replace(game, result=Result(Ending.NO_SHARDS))
    return drive(ResultsScene(assets, settings, won, settings.mission.title))


def test_only_the_tutorial_and_mission_1_are_open_at_first(drive, assets):
    driver = drive(TitleScene(assets))
    driver.click(driver.top.buttons["campaign"].rect.center)
    campaign = driver.top
    assert campaign.open == {"tutorial", "mission-1"}
    driver.click(campaign.stop_rect("mission-2").center)
    assert campaign.selected == "mission-1", "a locked mission was selected"
    driver.click(campaign.stop_rect("tutorial").center)
    assert campaign.selected == "tutorial"
    driver.click(campaign.buttons["back"].rect.center)
    assert isinstance(driver.top, TitleScene)


def test_a_win_opens_the_next_mission_and_survives_a_restart(drive, assets, save_dir):
    results = win(drive, assets, "mission-1").top
    assert any("Mission 2 is open" in line for line in results.news)
    assert any("New Schematics" in line for line in results.news)
    assert (save_dir / SAVE_NAME).exists()
    assert not [p for p in save_dir.iterdir() if p.name != SAVE_NAME], "a temporary file stayed"
    driver = drive(CampaignScene(assets))
    campaign = driver.top
    assert campaign.message is None
    assert "mission-2" in campaign.open and "mission-3" not in campaign.open
    assert campaign.selected == "mission-2", "the map should point at the next mission"
    corki = campaign_data.offered_for("corki", 2, campaign.progress)
    assert [s.spec.name for s in corki] == ["afterburners", "barrel_roll"], (
        "Mission 2's envelope opens with Mission 2"
    )
    again = SaveFile().load()
    assert again == (campaign.progress, None)


def test_a_corrupt_save_is_set_aside_with_a_message_and_a_fresh_start(drive, assets, save_dir):
    save_dir.mkdir(parents=True)
    path = save_dir / SAVE_NAME
    path.write_text('{"version": 1, "won": ["mission-1"', encoding="utf-8")
    driver = drive(TitleScene(assets))
    driver.click(driver.top.buttons["campaign"].rect.center)
    campaign = driver.top
    assert isinstance(campaign, CampaignScene)
    assert campaign.message is not None
    assert str(path) in campaign.message and "not valid JSON" in campaign.message
    bad = save_dir / f"{SAVE_NAME}.bad"
    assert bad.read_text(encoding="utf-8").startswith('{"version": 1'), "the bad file was lost"
    assert not path.exists() and campaign.open == {"tutorial", "mission-1"}
    driver.frame()  # the dialog draws
    driver.click(campaign.stop_rect("tutorial").center)
    assert campaign.selected == "mission-1", "the map took clicks behind the dialog"
    driver.click(campaign.buttons["ok"].rect.center)
    assert campaign.message is None
    win(drive, assets, "mission-1")
    assert bad.exists() and "mission-1" in SaveFile().load()[0].won


def test_a_save_of_the_wrong_shape_or_unreadable_is_named_and_kept(save_dir):
    save_dir.mkdir(parents=True)
    path = save_dir / SAVE_NAME
    path.write_text(json.dumps({"version": 1, "won": "mission-1"}), encoding="utf-8")
    progress, message = SaveFile().load()
    assert progress == Progress() and "'won' should be a list" in message
    path.write_text("{}", encoding="utf-8")
    assert "unknown save version" in SaveFile().load()[1]
    path.mkdir()  # a directory where the file should be
    message = SaveFile().load()[1]
    assert message is not None and "cannot be read" in message
    kept = sorted(p.name for p in save_dir.iterdir())
    assert kept == [f"{SAVE_NAME}.bad", f"{SAVE_NAME}.bad1", f"{SAVE_NAME}.bad2"]


def test_progress_round_trips_through_json():
    progress = Progress(
        frozenset({"mission-1"}), frozenset({"afterburners"}), (("corki", ("afterburners",)),)
    )
    assert from_json(to_json(progress)) == progress


def test_each_seat_picks_up_to_two_unlocked_schematics_in_the_briefing(drive, assets):
    store = SaveFile()
    names = {s.spec.name for s in campaign_data.schematics() if s.spec.mission <= 3}
    store.save(
        Progress(frozenset({"tutorial", "mission-1", "mission-2", "mission-3"}), frozenset(names))
    )
    settings = Settings(
        mission_id="mission-4", yordles=(Yordle.CORKI, Yordle.ZIGGS), is_campaign=True
    )
    driver = drive(BriefingScene(assets, settings, seed=3))
    briefing = driver.top
    assert [s.spec.name for s in briefing.choices[0]] == [
        "afterburners",
        "barrel_roll",
        "strafing_guns",
        "carpet_bomb",
    ], "Mission 4's own envelope is open in its briefing"
    for name in ("afterburners", "barrel_roll", "strafing_guns"):
        driver.click(briefing.chip_rect(0, name).center)
    assert briefing.loadout(0) == ("afterburners", "barrel_roll"), "a third pick was taken"
    assert "Two at most" in briefing.detail
    driver.click(briefing.chip_rect(0, "afterburners").center)
    driver.click(briefing.chip_rect(1, "short_fuse").center)
    assert briefing.loadout(0) == ("barrel_roll",) and briefing.loadout(1) == ("short_fuse",)
    driver.click(briefing.buttons["start"].rect.center)
    play = driver.top
    assert isinstance(play, PlayScene)
    assert play.game.mech(0).schematics == ("barrel_roll",)
    assert play.game.mech(1).schematics == ("short_fuse",)
    assert store.load()[0].loadout("ziggs") == ("short_fuse",), "the picks were not remembered"


def test_starting_a_mission_never_writes_over_an_unreadable_save(drive, assets, save_dir):
    save_dir.mkdir(parents=True)
    path = save_dir / SAVE_NAME
    path.write_text("not json", encoding="utf-8")
    settings = Settings(mission_id="mission-1", is_campaign=True)
    driver = drive(BriefingScene(assets, settings, seed=1))
    driver.click(driver.top.buttons["start"].rect.center)
    assert isinstance(driver.top, PlayScene)
    assert path.read_text(encoding="utf-8") == "not json"


def briefing_offers(drive, assets, mission_id: str, is_campaign: bool):  # type: ignore[no-untyped-def]
    yordles = (Yordle.CORKI, Yordle.HEIMERDINGER, Yordle.TRISTANA, Yordle.ZIGGS)
    settings = Settings(mission_id=mission_id, yordles=yordles, is_campaign=is_campaign)
    briefing = drive(BriefingScene(assets, settings, seed=1)).top
    return [[s.spec.mission for s in briefing.choices[seat]] for seat in range(4)]


def test_a_fresh_campaign_hands_each_yordle_its_first_schematic_at_the_start_of_mission_1(
    drive, assets
):
    assert briefing_offers(drive, assets, "mission-1", is_campaign=True) == [[1]] * 4


def test_mission_2_brings_a_second_schematic_and_mission_3_a_third(drive, assets):
    store = SaveFile()
    store.save(Progress(frozenset({"mission-1"})))
    assert briefing_offers(drive, assets, "mission-2", is_campaign=True) == [[1, 2]] * 4
    store.save(Progress(frozenset({"mission-1", "mission-2"})))
    assert briefing_offers(drive, assets, "mission-3", is_campaign=True) == [[1, 2, 3]] * 4


def test_quick_play_of_one_mission_offers_every_envelope_up_to_and_including_it(drive, assets):
    assert (
        briefing_offers(drive, assets, "mission-10", is_campaign=False) == [list(range(1, 11))] * 4
    )
    assert briefing_offers(drive, assets, "mission-5", is_campaign=False) == [[1, 2, 3, 4, 5]] * 4


def test_a_save_with_a_5000_digit_number_opens_the_campaign_with_a_message(drive, assets, save_dir):
    save_dir.mkdir(parents=True)
    (save_dir / SAVE_NAME).write_text('{"version": 1' + "0" * 5000 + "}", encoding="utf-8")
    campaign = drive(CampaignScene(assets)).top
    assert campaign.message is not None and "5001 digits" in campaign.message
    assert campaign.open == {"tutorial", "mission-1"}
    assert (save_dir / f"{SAVE_NAME}.bad").exists()
    assert drive(CampaignScene(assets)).top.message is None, "it crashes on every launch"
