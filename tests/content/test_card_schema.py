"""cards.yaml against its schema: every effect parameter declared, every number bounded,
every name defined once; a bad file is a clear error naming the file, the place and the
problem, never a traceback and never silently accepted."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from game.content import ContentError
from game.content.cards import load_cards
from game.paths import CARDS_FILE
from game.rules.abilities import BOOSTS, Boost
from game.rules.boss import BOSS_EFFECTS
from game.rules.cards import Lasting
from game.rules.damage import DAMAGE_EFFECTS
from game.rules.schematics import SCHEMATIC_EFFECTS

RULES = Path(__file__).resolve().parents[2] / "game" / "rules"


def load_changed(tmp_path: Path, old: str, new: str) -> None:
    text = CARDS_FILE.read_text(encoding="utf-8")
    assert old in text, f"cards.yaml no longer holds {old!r}: update this test"
    path = tmp_path / "cards.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    load_cards(path)


TYPOS = {
    "a Schematic's range": (
        "effect: blast, params: {range: 1}",
        "effect: blast, params: {rnage: 1}",
        r"schematics\.cards\[\d+\]\.params\.rnage: blast takes no such parameter "
        r"\(did you mean 'range'\?\)",
    ),
    "a Damage Card's slot": (
        "params: {a: 1, b: 2}",
        "params: {a: 1, bb: 2}",
        r"damage_cards\[\d+\]\.params\.bb: swap_slots takes no such parameter "
        r"\(did you mean 'b'\?\)",
    ),
    "a Boss Card's damage": (
        "levels: [{range: 1, damage: 1}",
        "levels: [{range: 1, damgae: 1}",
        r"boss_cards\[\d+\]\.levels\[0\]\.damgae: boss_blast takes no such parameter "
        r"\(did you mean 'damage'\?\)",
    ),
    "a Boss slot's count": (
        "params: {count: 1}\n      text: Roll the Rune Die",
        "params: {cuont: 1}\n      text: Roll the Rune Die",
        r"boss_slots\.slots\[\d+\]\.params\.cuont: boss_shields takes no such parameter "
        r"\(did you mean 'count'\?\)",
    ),
    "an Overdrive's range": (
        "effect: end_blast, params: {range: 1}",
        "effect: end_blast, params: {ragne: 1}",
        r"overdrives\.cards\[\d+\]\.params\.ragne: end_blast takes no such parameter "
        r"\(did you mean 'range'\?\)",
    ),
    "a Boost's amount": (
        "effect: move_bonus, params: {amount: 1}",
        "effect: move_bonus, params: {amuont: 1}",
        r"schematics\.cards\[\d+\]\.params\.amuont: move_bonus takes no such parameter "
        r"\(did you mean 'amount'\?\)",
    ),
}


@pytest.mark.parametrize("change", TYPOS.values(), ids=TYPOS.keys())
def test_a_typo_in_any_effect_parameter_is_an_error_with_a_suggestion(tmp_path, change):
    old, new, message = change
    with pytest.raises(ContentError) as error:
        load_changed(tmp_path, old, new)
    assert re.fullmatch(r"cards\.yaml: " + message, str(error.value)), str(error.value)


NONSENSE = {
    "a billion copies": ("copies: 4\n", "copies: 1000000000\n", r"copies: 1000000000 is out of"),
    "negative copies": ("copies: 4\n", "copies: -2\n", r"copies: -2 is out of range"),
    "a billion Command Cards": ("    blaze: 8", "    blaze: 1000000000", r"blaze: 1000000000 is"),
    "negative Gears": ("gears: 2,", "gears: -1,", r"\.gears: -1 is out of range \(0 to 15\)"),
    "astronomical Gears": ("gears: 2,", "gears: 99999,", r"\.gears: 99999 is out of range"),
    "a negative range": ("{range: 1}", "{range: -3}", r"\.range: -3 is out of range"),
    "an astronomical range": ("{range: 1}", "{range: 100000}", r"\.range: 100000 is out of"),
    "Boss damage of 10**40": (
        "levels: [{damage: 1}",
        "levels: [{damage: " + "1" + "0" * 40 + "}",
        r"levels\[0\]\.damage: 1000000000000000000000000000000000000\.\.\. is out of range",
    ),
    "no Boss slots": (
        "boss_slots:\n  designed: true\n  slots:\n",
        "boss_slots:\n  designed: true\n  slots: []\n  old_slots:\n",
        r"boss_slots\.old_slots: unknown key",
    ),
    "a missing parameter": ("params: {distance: 2}\n", "\n", r"haywire_move needs the parameter"),
    "an unknown turn": (
        "params: {turn: around}",
        "params: {turn: aroudn}",
        r"did you mean 'around'",
    ),
    "a Boost effect on a Hack": (
        "type: hack, gears: 4, effect: blast",
        "type: hack, gears: 4, effect: move_bonus",
        r"\.effect: unknown hack effect 'move_bonus'",
    ),
    "a Hack effect on a Boost": (
        "type: boost, gears: 2, effect: move_bonus",
        "type: boost, gears: 2, effect: blast",
        r"\.effect: unknown boost effect 'blast'",
    ),
    "lasting damage on a Glitch": (
        "kind: system\n    effect: diagonal_attacks",
        "kind: glitch\n    effect: diagonal_attacks",
        r"diagonal_attacks lasts only on System Damage",
    ),
    "a Glitch swapping a slot with itself": ("{a: 1, b: 2}", "{a: 2, b: 2}", r"two different"),
    "an empty Schematic title": ("title: Afterburners,", 'title: " ",', r"\.title: is empty"),
    "a 10,000-character card text": (
        "text: Swap everything in slots 1 and 2.",
        "text: " + "x" * 10_000,
        r"\.text: 10000 characters \(at most 2000\)",
    ),
    "a control character in a text": (
        "text: Swap everything in slots 1 and 2.",
        'text: "Swap everything\\u0007 in slots 1 and 2."',
        r"\.text: holds the control character '\\x07'",
    ),
    "a Schematic name that is not a name": (
        "name: afterburners,",
        "name: After Burners,",
        r"'After Burners' is not a name",
    ),
    "an unknown version": ("version: 1", "version: 7", r"version: unknown version 7"),
    "two Overdrives for one Yordle": (
        'yordle: ziggs, title: "Overdrive',
        'yordle: corki, title: "Overdrive',
        r"overdrives: corki has more than one Overdrive",
    ),
}


@pytest.mark.parametrize("change", NONSENSE.values(), ids=NONSENSE.keys())
def test_nonsense_values_are_refused_with_their_place(tmp_path, change):
    old, new, message = change
    with pytest.raises(ContentError) as error:
        load_changed(tmp_path, old, new)
    assert str(error.value).startswith("cards.yaml: ")
    assert re.search(message, str(error.value)), str(error.value)
    assert len(str(error.value)) < 300


def test_a_command_deck_too_thin_for_four_players_is_refused(tmp_path):
    text = re.sub(r"(\n    [a-z_]+): 8\b", r"\1: 7", CARDS_FILE.read_text(encoding="utf-8"))
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError, match=r"84 cards in all; a four-player game needs at least"):
        load_cards(path)


def test_the_boss_needs_its_four_slots(tmp_path):
    text = CARDS_FILE.read_text(encoding="utf-8")
    start = text.index("boss_slots:")
    end = text.index("\nboss_cards:")
    path = tmp_path / "cards.yaml"
    path.write_text(text[:start] + "boss_slots: {slots: []}\n" + text[end:], encoding="utf-8")
    with pytest.raises(ContentError, match=r"boss_slots\.slots: the Boss has 4 slots"):
        load_cards(path)


def test_two_boss_cards_of_one_name_are_refused(tmp_path):
    with pytest.raises(ContentError, match=r"boss_cards: the name 'flame_nova' is used twice"):
        load_changed(tmp_path, "name: fire_storm", "name: flame_nova")


@pytest.mark.parametrize("fraction", [0.25, 0.5, 0.75, 0.9])
def test_a_file_cut_off_partway_is_never_content_ok(tmp_path, fraction):
    data = CARDS_FILE.read_bytes()
    path = tmp_path / "cards.yaml"
    path.write_bytes(data[: int(len(data) * fraction)])
    with pytest.raises(ContentError, match=r"^cards\.yaml: "):
        load_cards(path)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"version: 1\ncommand_deck: \xff\xfe\n", r"cards\.yaml: byte 25: not UTF-8 text"),
        (bytes(range(256)), r"cards\.yaml: byte 128: not UTF-8 text"),
        ("version: 1\n".encode("utf-16"), r"cards\.yaml: byte \d+: not UTF-8 text"),
        (b"[" * 5000 + b"]" * 5000, r"cards\.yaml: .*"),
        (b"[" * 200_000 + b"]" * 200_000, r"cards\.yaml: nested too deeply"),
        (b"- " * 200_000 + b"x", r"cards\.yaml: nested too deeply"),
        (b"- " + b"9" * 100_000, r"cards\.yaml: line 1: a number of 100000 characters"),
        (b"", r"cards\.yaml: top level: expected a mapping, got NoneType"),
        (b"x" * 2_000_000, r"cards\.yaml: larger than 1024 KB"),
    ],
    ids=[
        "bad UTF-8",
        "random bytes",
        "UTF-16",
        "deep nesting",
        "flow nesting past libyaml's stack",
        "block nesting past libyaml's stack",
        "huge number",
        "empty",
        "huge",
    ],
)
def test_bytes_that_are_not_content_are_a_clear_error(tmp_path, data, message):
    path = tmp_path / "cards.yaml"
    path.write_bytes(data)
    with pytest.raises(ContentError) as error:
        load_cards(path)
    assert re.match(message, str(error.value)), str(error.value)


def test_every_passive_effect_is_declared_with_its_parameters():
    assert set(Boost) <= set(BOOSTS.entries)
    assert set(Lasting) <= set(DAMAGE_EFFECTS.entries)
    assert dict(BOOSTS[Boost.AURA_ARMOR].params) == {"range": int}


def test_defaults_come_from_the_declaration():
    _, snipe = SCHEMATIC_EFFECTS.bound("snipe", ())
    assert (snipe.number("range"), snipe.number("targets")) == (3, 1)
    _, aimed = SCHEMATIC_EFFECTS.bound("snipe", (("targets", 2),))
    assert (aimed.number("range"), aimed.number("targets")) == (3, 2)
    _, line = BOSS_EFFECTS.bound("boss_line", ())
    assert (line.number("range"), line.number("damage")) == (0, 1)


def test_no_effect_reads_a_parameter_with_a_default_of_its_own():
    for path in RULES.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\bp\.get\(", text), f"{path.name} reads p.get(...)"


def test_the_game_s_own_files_are_read_by_the_fast_loader_where_installed():
    """PyYAML's C loader reads a content file in a few milliseconds instead of tens."""
    from game.content.reader import FAST_LOADER, CheckedSafeLoader, loader_for
    from game.paths import MISSIONS_FILE

    c_loader = getattr(yaml, "CSafeLoader", None)
    assert (FAST_LOADER is None) == (c_loader is None)
    if c_loader is not None:
        assert FAST_LOADER is not None and issubclass(FAST_LOADER, c_loader)
    for path in (CARDS_FILE, MISSIONS_FILE):
        expected = FAST_LOADER or CheckedSafeLoader
        assert loader_for(path.read_text(encoding="utf-8")) is expected
