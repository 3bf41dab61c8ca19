"""Overdrive on screen: at 15 Team Gears each seat panel names its Yordle's Overdrive, a tip
tells what it does, and the Team Gear track marks the gear that switches it on."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.rules import Yordle
from game.scenes.play import PlayScene
from game.scenes.play import tips as play_tips
from game.scenes.play.panels import seat_view
from game.scenes.settings import Settings
from game.ui import overdrive


def test_every_seat_shows_its_overdrive_at_fifteen_team_gears(drive, assets, player):
    yordles = (Yordle.CORKI, Yordle.HEIMERDINGER, Yordle.TRISTANA, Yordle.ZIGGS)
    driver = drive(PlayScene(assets, Settings(yordles=yordles, seed=2)))
    play = driver.top
    player(driver).settle()
    play.stage(replace(play.game, trackers=replace(play.game.trackers, gears=14)))
    assert all(seat_view(play, seat).overdrive is None for seat in range(4))
    play.stage(replace(play.game, trackers=replace(play.game.trackers, gears=15)))
    titles = [seat_view(play, seat).overdrive.title for seat in range(4)]
    assert titles == [
        "Overdrive: Full Throttle",
        "Overdrive: Hextech Mender",
        "Overdrive: Rapid Fire",
        "Overdrive: Chain Reaction",
    ]
    view = seat_view(play, 3).overdrive
    assert "every enemy within 1 space" in view.text
    tag = overdrive.tag_rect(assets, play.layouts[3], play.names[3], view)
    assert play.layouts[3].header.contains(tag)
    driver.send(pygame.MOUSEMOTION, pos=tag.center, rel=(0, 0), buttons=(0, 0, 0))
    driver.frame()
    assert driver.screen.get_at((tag.x + 4, tag.centery))[:3] == overdrive.OVERDRIVE
    assert play_tips.draw_tips(play, driver.screen), "no tip over the Overdrive tag"
    driver.send(pygame.MOUSEMOTION, pos=(tag.x - 40, tag.centery), rel=(0, 0), buttons=(0, 0, 0))
    assert not play_tips.draw_tips(play, driver.screen)
