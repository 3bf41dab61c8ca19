"""One table says what each rules event means on screen; every event is in it or silent."""

from __future__ import annotations

import pytest
from staging import stage

from game import rules
from game.rules import Yordle
from game.rules import events as ev
from game.rules.state import Minion
from game.scenes.play import PlayScene
from game.scenes.play.event_table import SHOWN, SILENT, EventTable
from game.scenes.settings import Settings
from game.view.cues import SOUNDS


def event_types() -> set[type[ev.Event]]:
    """Every Event subclass, as game.rules.events defines it (dataclasses with slots are
    classes made anew, so the module's names are the ones that count)."""
    found = {getattr(ev, kind.__name__) for kind in _subclasses(ev.Event)}
    assert all(issubclass(kind, ev.Event) for kind in found)
    return found


def _subclasses(kind: type) -> list[type]:
    return [k for sub in kind.__subclasses__() for k in (sub, *_subclasses(sub))]


def test_every_event_type_is_shown_or_listed_as_silent():
    kinds = event_types()
    assert kinds - set(SHOWN) - SILENT == set(), "events the screen ignores without saying so"
    assert set(SHOWN) & SILENT == set()
    assert set(SHOWN) | SILENT <= kinds


@pytest.mark.parametrize("kind", sorted(SHOWN, key=lambda k: k.__name__), ids=lambda k: k.__name__)
def test_each_shown_event_is_animated_sounded_or_logged(kind):
    row = SHOWN[kind]
    assert row.animate or row.sound or row.line
    assert not isinstance(row.sound, str) or row.sound in SOUNDS


def test_the_log_names_the_cause_except_for_phases_slots_and_ordinary_picks():
    table = EventTable()
    names = {0: "Corki"}
    card = rules.Card(7, rules.Command.BLAZE)
    assert table.line(ev.CardScrapped("scrap", 0, card), names) == (
        "Corki scrapped Blaze",
        "scrap",
    )
    assert table.line(ev.CardDrafted("draft pick", 0, card), names) == ("Corki drafted Blaze", "")
    timed = ev.CardDrafted("Zhonya's Minuteglass ran out", 0, card, is_random=True)
    assert table.line(timed, names) == ("Corki was dealt Blaze", timed.cause)
    assert table.line(ev.DeckReshuffled("the deck ran low", 9), names) is None


@pytest.mark.parametrize(("command", "sound"), [("blaze", "burn"), ("ripsaw", "zap")])
def test_an_attack_burns_when_a_fire_card_runs_and_zaps_otherwise(
    drive, assets, player, command, sound
):
    driver = drive(PlayScene(assets, Settings(yordles=(Yordle.CORKI,), seed=5)))
    play = driver.top
    player(driver).settle()
    heard: list[str] = []
    play.director.on_cue = heard.append
    x, y = next(c for c in sorted(play.game.board.cells()) if c[1] > 2 and play.game.is_free(c))
    target = rules.Command(command)
    in_reach = (x, y - 1) if target is rules.Command.RIPSAW else (x - 1, y - 1)
    stage(play, target, 1, ((x, y),), (Minion(900, in_reach),))
    player(driver).settle(skip=False)
    attacks = [e for e in play.director.played if isinstance(e, ev.CellsAttacked) and e.cells]
    assert attacks, "the card attacked no space"
    assert sound in heard and ({"burn", "zap"} - {sound}).isdisjoint(heard)
