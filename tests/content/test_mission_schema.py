"""missions.yaml and the Tiled maps against their schema: nonsense numbers, names that are
not defined and files that are not maps are clear errors with their file and place."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.content import ContentError, cards
from game.content.missions import load_missions
from game.paths import MAPS, MISSIONS_FILE


def load_changed(tmp_path: Path, old: str, new: str, maps: Path = MAPS) -> None:
    text = MISSIONS_FILE.read_text(encoding="utf-8")
    assert old in text, f"missions.yaml no longer holds {old!r}: update this test"
    path = tmp_path / "missions.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    load_missions(path, maps, cards())


NONSENSE = {
    "negative Minion steps": (
        "params: {target: bomb, steps: 1,",
        "params: {target: bomb, steps: -1,",
        r"minions\.move\.params\.steps: -1 is out of range \(1 to 6\)",
    ),
    "astronomical Minion steps": (
        "params: {target: bomb, steps: 1,",
        "params: {target: bomb, steps: 1000000000,",
        r"\.steps: 1000000000 is out of range",
    ),
    "negative spawn rows": (
        "params: {prefix: spawn_, rows: 1}",
        "params: {prefix: spawn_, rows: -4}",
        r"minions\.spawn\.params\.rows: -4 is out of range",
    ),
    "Doom start 0": (
        "start: 5, ez: 7}",
        "start: 0, ez: 7}",
        r"missions\[\d+\]\.doom\.start: 0 is out of range \(1 to 30\)",
    ),
    "an unknown phase": (
        "{phase: minions}",
        "{phase: minons}",
        r"params\.phase: expected one of .* \(did you mean 'minions'\?\)",
    ),
    "an unknown Rune colour": (
        "prefer: [blue, green]",
        "prefer: [blue, gren]",
        r"params\.prefer\[1\]: expected one of .* \(did you mean 'green'\?\)",
    ),
    "an unknown chase target": (
        "params: {target: bomb,",
        "params: {target: bmob,",
        r"params\.target: expected one of \['bomb', 'zone'\] \(did you mean 'bomb'\?\)",
    ),
    "a Map Tile far away": ("at: [6, 0]", "at: [600000, 0]", r"lies beyond 64 spaces"),
    "a negative seat count": ("board:", "seats: {min: -1}\n    board:", r"seats\.min: -1"),
    "fewer seats than the least": (
        "board:",
        "seats: {min: 3, max: 2}\n    board:",
        r"seats: min is more than max",
    ),
    "a lava speed of a million": ("speed: 1", "speed: 1000000", r"lava\.speed: 1000000 is"),
    "an empty title": ("title: Fire Drill", 'title: ""', r"\.title: is empty"),
    "two missions of one number": ("number: 2", "number: 3", r"the number 3 is used twice"),
    "a mission id that is not a name": ("id: mission-2", "id: Mission Two", r"is not a name"),
    "an overlay outside the maps folder": (
        "overlay: missions/mission-2.tmx",
        "overlay: ../../../../etc/hostname",
        r"\.overlay: the overlay must lie in the maps folder",
    ),
}


@pytest.mark.parametrize("change", NONSENSE.values(), ids=NONSENSE.keys())
def test_nonsense_is_refused_with_its_place(tmp_path, change):
    old, new, message = change
    with pytest.raises(ContentError) as error:
        load_changed(tmp_path, old, new)
    assert str(error.value).startswith("missions.yaml: "), str(error.value)
    assert re.search(message, str(error.value)), str(error.value)


def copy_maps(tmp_path: Path) -> Path:
    import shutil

    maps = tmp_path / "maps"
    shutil.copytree(MAPS, maps)
    return maps


@pytest.mark.parametrize(
    ("size", "message"),
    [
        ("6400000000", r"^tutorial\.tmx: object 'school': width: '6400000000' is out of range"),
        ("64000", r"^tutorial\.tmx: zone 'school' reaches off the 6×6 board"),
        ("nan", r"^tutorial\.tmx: object 'school': width: 'nan' is out of range"),
    ],
)
def test_a_huge_object_in_an_overlay_is_an_error_not_a_memory_error(tmp_path, size, message):
    maps = copy_maps(tmp_path)
    overlay = maps / "missions" / "tutorial.tmx"
    overlay.write_text(
        overlay.read_text().replace(
            'name="school" type="zone" x="128" y="128" width="128" height="128"',
            f'name="school" type="zone" x="128" y="128" width="{size}" height="{size}"',
        )
    )
    with pytest.raises(ContentError, match=message):
        load_changed(tmp_path, "version: 1", "version: 1", maps)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('value="lava"', 'value="lvaa"', r"terrain\.tsx: tile \d+, property 'terrain': expected"),
        ('name="rune"', 'name="runes"', r"property 'runes': unknown property \(did you mean"),
        ('value="N"', 'value="north"', r"property 'edge': expected one of \['N', 'E', 'S', 'W'\]"),
        ('<tile id="3">', '<tile id="300">', r"terrain\.tsx: a tile's id: 300 is out of range"),
    ],
)
def test_a_tileset_error_names_the_tileset_not_the_map_using_it(tmp_path, old, new, message):
    maps = copy_maps(tmp_path)
    tsx = maps / "terrain.tsx"
    assert old in tsx.read_text()
    tsx.write_text(tsx.read_text().replace(old, new, 1))
    with pytest.raises(ContentError) as error:
        load_changed(tmp_path, "version: 1", "version: 1", maps)
    assert str(error.value).startswith("terrain.tsx: "), str(error.value)
    assert re.search(message, str(error.value)), str(error.value)
    assert "NoneType" not in str(error.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("<map/>", r"forest-1\.tmx: <map> width: expected a whole number, got None"),
        ("<tileset/>", r"forest-1\.tmx: not a Tiled map \(it holds <'tileset'>\)"),
        (
            '<map width="6" height="6" tilewidth="64" tileheight="64">'
            '<tileset firstgid="1" source="nowhere.tsx"/></map>',
            r"forest-1\.tmx: tileset 'nowhere\.tsx': no such tileset file",
        ),
        (
            '<map width="100000" height="6" tilewidth="64" tileheight="64"/>',
            r"forest-1\.tmx: <map> width: 100000 is out of range",
        ),
        (
            '<map width="6" height="6" tilewidth="64" tileheight="64"></map>',
            r"forest-1\.tmx: no tile layer named 'ground'",
        ),
        (
            '<?xml version="1.0" encoding="UTF--1"?><map/>',
            r"forest-1\.tmx: line 1: an unknown text encoding \(use UTF-8\)",
        ),
    ],
)
def test_a_map_that_is_not_a_tiled_map_is_named_in_words(tmp_path, text, message):
    maps = copy_maps(tmp_path)
    (maps / "tiles" / "forest-1.tmx").write_text(text)
    with pytest.raises(ContentError) as error:
        load_changed(tmp_path, "version: 1", "version: 1", maps)
    assert re.match(message, str(error.value)), str(error.value)
    assert "NoneType" not in str(error.value) and "findall" not in str(error.value)
