"""Hovering a card shows the words cards.yaml gives it: every Damage Card (those Mission 2
adds too) and every Command Card at each Power, the Fuel Tank's detonation included."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.content import cards
from game.rules import Command, DamageCard, Yordle
from game.rules.state import Slot
from game.scenes.play import PlayScene, zoom
from game.scenes.settings import Settings


def hover(driver, pos) -> None:  # type: ignore[no-untyped-def]
    driver.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    driver.frame()


def test_every_damage_card_shows_its_own_text_on_hover(drive, assets, monkeypatch):
    settings = Settings(mission_id="mission-2", yordles=(Yordle.CORKI,), seed=1)
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    play.finish_showing()
    shown: list[str] = []
    original = zoom.draw_damage
    monkeypatch.setattr(
        zoom,
        "draw_damage",
        lambda screen, assets, rect, title, kind, text="", *rest: (
            shown.append(text),
            original(screen, assets, rect, title, kind, text, *rest),
        ),
    )
    slot = play.layouts[0].slots[0]
    for info in cards().damage:
        mech = play.game.mech(0)
        card = DamageCard(9000, info.spec.name)
        slots = (replace(Slot(), damage=card), *mech.slots[1:])
        play.stage(play.game.with_mech(replace(mech, slots=slots)))
        shown.clear()
        hover(driver, slot.center)
        assert shown, f"hovering {info.spec.name} showed no card"
        assert shown[-1].startswith(info.text), f"{info.spec.name} shows {shown[-1]!r}"


def test_command_cards_show_their_text_at_each_power_and_the_fuel_tank_can_blow(
    drive, assets, monkeypatch
):
    settings = Settings(mission_id="mission-1", yordles=(Yordle.CORKI,), seed=1)
    driver = drive(PlayScene(assets, settings))
    play = driver.top
    play.finish_showing()
    said = []
    original = zoom.draw_command
    monkeypatch.setattr(
        zoom,
        "draw_command",
        lambda screen, assets, rect, command, power=None, mark=None, words=None: (
            said.append((command, words)),
            original(screen, assets, rect, command, power, mark, words),
        ),
    )
    slot = play.layouts[0].slots[0]
    for command in Command:
        card = next(c for c in play.game.decks.command if c.command is command)
        mech = play.game.mech(0)
        slots = (Slot(cards=(card,)), *mech.slots[1:])
        play.stage(play.game.with_mech(replace(mech, slots=slots)))
        said.clear()
        hover(driver, slot.center)
        shown = next(w for c, w in said if c is command and w is not None)
        info = cards().command(command)
        assert [shown.at(p) for p in (1, 2, 3)] == list(info.texts)
        assert shown.scrap == info.scrap
    fuel_tank = cards().command(Command.FUEL_TANK)
    assert all("damage" in text and "Blow" in text for text in fuel_tank.texts)
