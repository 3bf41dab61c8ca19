"""cards.yaml: the decks the rules play with, and clear errors for broken card data."""

import pytest

from game.content import ContentError, cards
from game.content.cards import load_cards
from game.paths import CARDS_FILE


def test_the_decks_have_their_printed_sizes():
    deck = cards()
    assert sum(copies for _, copies in deck.command_deck) == 96
    assert sum(d.copies for d in deck.damage) == 55


def test_mission_two_adds_new_damage_cards():
    deck = cards()
    before = sum(copies for _, copies in deck.damage_deck(1))
    after = sum(copies for _, copies in deck.damage_deck(2))
    assert (before, after) == (39, 55)


def test_every_damage_card_has_text_in_our_words():
    assert all(d.text and d.spec.title for d in cards().damage)


def test_every_command_card_has_text_for_each_power_and_its_scrap():
    for info in cards().commands:
        assert len(info.texts) == 3 and all(info.texts) and info.scrap, info.command


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("effect: beam\n", "effect: beem\n"), "unknown effect 'beem' (did you mean 'beam'?)"),
        (("kind: system", "kind: systems"), "expected one of"),
        (("    blaze: 8", "    blaz: 8"), "command_deck.copies.blaz: no such Command Card"),
        (("copies: 3\n", "copies: three\n"), "copies: expected int, got str"),
        (("  - name: blaze\n    text:", "  - name: blase\n    text:"), "command_cards[0].name"),
        (("  - name: speed\n", "  - name: blaze\n"), "each Command Card needs its text once"),
    ],
)
def test_broken_card_data_names_the_place(tmp_path, change, message):
    path = tmp_path / "cards.yaml"
    path.write_text(CARDS_FILE.read_text().replace(*change, 1))
    with pytest.raises(ContentError) as error:
        load_cards(path)
    assert str(error.value).startswith("cards.yaml: ")
    assert message in str(error.value)


def test_every_yordle_has_ten_schematics_one_per_mission():
    schematics = cards().schematics
    assert len(schematics) == 40
    for yordle in ("corki", "heimerdinger", "tristana", "ziggs"):
        missions = sorted(s.spec.mission for s in schematics if s.spec.yordle == yordle)
        assert missions == list(range(1, 11)), yordle


def test_each_yordle_has_one_overdrive():
    assert sorted(o.spec.yordle for o in cards().overdrives) == [
        "corki",
        "heimerdinger",
        "tristana",
        "ziggs",
    ]


def test_there_are_24_boss_cards_for_four_slots():
    deck = cards()
    assert sum(b.copies for b in deck.boss_cards) == 24
    assert len({s.element for s in deck.boss_slots}) == 4
