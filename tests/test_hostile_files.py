"""Hostile files, round two (issue 25): whatever a content folder, a save or the translation
cache holds, the game does bounded work, reads nothing outside its folder and nothing but
regular files, refuses nonsense with a clear error, and never loses a mission."""

from __future__ import annotations

import base64
import gzip
import os
import re
import struct
import threading
import time
import zlib
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from fuzz import zeros_packed  # tools/fuzz.py

from game import i18n, paths, storage
from game.content import ContentError
from game.content.guide import load_guide
from game.content.maps import check_tileset, load_face
from game.content.missions import load_missions
from game.content.reader import Reader, shown
from game.preferences import PreferencesFile
from game.progress import SaveFile
from game.record import RecordError, Setup, Standing, from_text, record_actions, to_text
from game.rules import Yordle
from game.saves import KeptBack, MissionSave, prune_replays, replay_path

ROOT = paths.ROOT
HAS_FIFO = hasattr(os, "mkfifo")


def finishes(work: Callable[[], Any], seconds: float = 10.0) -> Any:
    """``work()``'s value (or the exception it raised, returned), failing the test if it
    takes longer than ``seconds``: a hang must fail, not stall the suite."""
    done: dict[str, Any] = {}

    def run() -> None:
        try:
            done["value"] = work()
        except BaseException as error:  # noqa: BLE001 -- handed to the test
            done["value"] = error

    thread = threading.Thread(target=run, daemon=True)
    started = time.perf_counter()
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still working after {seconds} s"
    assert time.perf_counter() - started < seconds
    return done["value"]


def unblock(fifo: Path) -> None:
    """Free a reader a FIFO holds (before the fix, a test's thread would wait forever)."""
    try:
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
    except OSError:
        pass


# --- YAML: bounded work, nonsense refused ---------------------------------------------------


def nested_aliases(depth: int = 9) -> str:
    """Each level a list of ten aliases of the one before: 10**depth values, in 300 bytes."""
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in range(1, depth + 1):
        aliases = ", ".join([f"*a{level - 1}"] * 10)
        lines.append(f"a{level}: &a{level} [{aliases}]")
    return "\n".join(lines) + "\n"


def load_yaml(tmp_path: Path, text: str, name: str = "guide.yaml") -> Any:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return Reader(name).load(path)


def test_nested_aliases_are_refused_before_any_value_is_made(tmp_path):
    error = finishes(lambda: load_yaml(tmp_path, nested_aliases()))
    assert isinstance(error, ContentError)
    assert str(error).startswith("guide.yaml: line ")
    assert "values once its aliases are expanded" in str(error)


def test_nested_aliases_in_the_field_guide_are_a_clear_error_quickly(tmp_path):
    own = (ROOT / "guide.yaml").read_text(encoding="utf-8")
    path = tmp_path / "guide.yaml"
    path.write_text(own + "\n" + nested_aliases(), encoding="utf-8")
    error = finishes(lambda: load_guide(path), seconds=5)
    assert isinstance(error, ContentError), error
    assert "aliases are expanded" in str(error)


def test_an_alias_that_holds_itself_is_refused(tmp_path):
    with pytest.raises(ContentError, match=r"line 1: an alias stands for a value that holds it"):
        load_yaml(tmp_path, "a: &a [1, *a]\n")


@pytest.mark.parametrize(
    "text, line",
    [
        ("version: 1\nmissions: []\nversion: 2\n", 3),
        ("a:\n  b: 1\n  c: 2\n  b: 3\n", 4),
        ("a: [{k: 1, k: 2}]\n", 1),
    ],
    ids=["top level", "nested", "in a flow mapping"],
)
def test_a_key_given_twice_is_refused_at_any_depth(tmp_path, text, line):
    with pytest.raises(
        ContentError,
        match=rf"line {line}: the key '\w' is given twice|"
        rf"line {line}: the key 'version' is given twice",
    ):
        load_yaml(tmp_path, text)


def test_a_duplicate_top_level_key_in_missions_yaml_does_not_drop_missions(tmp_path):
    own = (ROOT / "missions.yaml").read_text(encoding="utf-8")
    path = tmp_path / "missions.yaml"
    path.write_text(own + "\nmissions: []\n", encoding="utf-8")
    with pytest.raises(
        ContentError, match=r"missions\.yaml: line \d+: the key 'missions' is given"
    ):
        load_missions(path, ROOT / "maps", None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "number",
    ["0x" + "f" * 5000, "0" + "7" * 5000, ":".join(["59"] * 2000), "9" * 5000],
    ids=["hex", "octal", "base 60", "decimal"],
)
def test_a_number_of_thousands_of_digits_is_refused_with_its_line(tmp_path, number):
    with pytest.raises(ContentError, match=r"line 2: a number of \d+ characters"):
        load_yaml(tmp_path, f"version: 1\nmissions: {number}\n", "missions.yaml")


def test_shown_never_fails_on_a_huge_number():
    assert "digits" in shown(1 << 20_000)  # repr() raises ValueError past 4,300 digits
    assert shown([1 << 20_000]).startswith("a list")
    assert shown(10**40).endswith("...")


def test_a_text_longer_than_anything_the_game_uses_is_refused(tmp_path):
    with pytest.raises(ContentError, match=r"line 1: a text of 30000 characters"):
        load_yaml(tmp_path, "- " + "x" * 30_000 + "\n")


# --- Tiled maps: bounded work, files inside the folder ----------------------------------------

FACE = ROOT / "maps" / "tiles" / "forest-1.tmx"


def face_with_layer(folder: Path, data: str, name: str = "bomb.tmx") -> Path:
    """The forest-1 face with its ground layer's data replaced by ``data``."""
    text = FACE.read_text(encoding="utf-8")
    start = text.index('<layer id="1" name="ground"')
    begin, end = text.index("<data", start), text.index("</data>", start) + len("</data>")
    path = folder / "maps" / "tiles" / name
    path.write_text(text[:begin] + data + text[end:], encoding="utf-8")
    return path


def base64_layer(gids: list[int], compression: str | None = None) -> str:
    raw = struct.pack(f"<{len(gids)}I", *gids)
    if compression == "zlib":
        raw = zlib.compress(raw)
    elif compression == "gzip":
        raw = gzip.compress(raw)
    attribute = f' compression="{compression}"' if compression else ""
    return f'<data encoding="base64"{attribute}>{base64.b64encode(raw).decode()}</data>'


@pytest.mark.parametrize("compression", ["zlib", "gzip"])
def test_a_layer_inflating_past_four_bytes_a_space_stops_there(content_copy, compression):
    packed = zeros_packed(100 * 1024 * 1024, compression)  # 100 MB of zero gids in 100 KB
    data = f'<data encoding="base64" compression="{compression}">'
    path = face_with_layer(content_copy, data + base64.b64encode(packed).decode() + "</data>")
    error = finishes(lambda: load_face(path), seconds=5)
    assert isinstance(error, ContentError), error
    assert "layer 'ground': the tile data inflates past 144 bytes" in str(error)


@pytest.mark.parametrize(
    "gids, message",
    [
        ([5000] * 36, "5000 is out of range"),
        ([0xFFFFFFFF] * 36, "4294967295 is out of range"),
        ([1] * 35, "35 tiles for 36 spaces"),
        ([1] * 37, "37 tiles for 36 spaces|inflates past 144 bytes"),
        ([41] * 36, "tile 41 is in no tileset"),
    ],
    ids=["gid 5000", "gid 0xFFFFFFFF", "35 gids", "37 gids", "a gid past the tileset"],
)
@pytest.mark.parametrize("compression", [None, "zlib", "gzip"])
def test_base64_layers_get_the_checks_csv_layers_get(content_copy, gids, message, compression):
    path = face_with_layer(content_copy, base64_layer(gids, compression))
    with pytest.raises(ContentError, match="layer 'ground'") as error:
        load_face(path)
    assert re.search(message, str(error.value)), str(error.value)


def test_a_good_base64_layer_reads_as_its_csv(content_copy):
    ground = [3, 1, 1, 3, 1, 1, 3, 2, 2, 1, 1, 3, 3, 1, 4, 4, 3, 1]
    ground += [2, 2, 4, 4, 1, 3, 1, 3, 3, 1, 1, 3, 1, 1, 1, 3, 1, 3]
    for compression in (None, "zlib", "gzip"):
        path = face_with_layer(
            content_copy, base64_layer(ground, compression), f"b-{compression}.tmx"
        )
        assert load_face(path).spaces == load_face(FACE).spaces


def test_a_csv_gid_no_tileset_has_is_refused(content_copy):
    path = face_with_layer(
        content_copy, '<data encoding="csv">' + ",".join(["50"] * 36) + "</data>"
    )
    with pytest.raises(ContentError, match="tile 50 is in no tileset"):
        load_face(path)


TSX = (ROOT / "maps" / "terrain.tsx").read_text(encoding="utf-8")


def write_tileset(folder: Path, text: str) -> None:
    (folder / "maps" / "terrain.tsx").write_text(text, encoding="utf-8")
    check_tileset.cache_clear()


def inline_face(folder: Path, tileset: str) -> Path:
    text = FACE.read_text(encoding="utf-8")
    text = text.replace('<tileset firstgid="1" source="../terrain.tsx"/>', tileset)
    path = folder / "maps" / "tiles" / "inline.tmx"
    path.write_text(text, encoding="utf-8")
    return path


ONE_PIXEL_TILES = (
    '<tileset firstgid="1" name="t" tilewidth="1" tileheight="1" tilecount="40" columns="8">'
    '<image source="../../assets/tiles/terrain.png" width="{side}" height="{side}"/>'
    "</tileset>"
)


@pytest.mark.parametrize("side", [100_000, 3000])
def test_one_pixel_tiles_over_a_huge_image_are_refused_inline(content_copy, side):
    path = inline_face(content_copy, ONE_PIXEL_TILES.format(side=side))
    error = finishes(lambda: load_face(path), seconds=5)
    assert isinstance(error, ContentError), error
    assert str(error).startswith("inline.tmx: ")


@pytest.mark.parametrize("side", [100_000, 3000])
def test_one_pixel_tiles_over_a_huge_image_are_refused_in_a_tsx(content_copy, side):
    text = TSX.replace('tilewidth="64" tileheight="64"', 'tilewidth="1" tileheight="1"')
    text = text.replace('width="512" height="320"', f'width="{side}" height="{side}"')
    write_tileset(content_copy, text)
    error = finishes(lambda: load_face(content_copy / "maps" / "tiles" / "forest-1.tmx"), 5)
    assert isinstance(error, ContentError), error
    assert str(error).startswith("terrain.tsx: ")


def png_header(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    chunk = struct.pack(">I", len(ihdr)) + b"IHDR" + ihdr
    return b"\x89PNG\r\n\x1a\n" + chunk + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))


def test_an_image_s_pixels_are_counted_from_its_header_before_decoding(content_copy):
    image = content_copy / "assets" / "tiles" / "terrain.png"
    image.parent.mkdir(parents=True)
    image.write_bytes(png_header(20_000, 20_000) + bytes(100))
    write_tileset(content_copy, TSX)  # the image's size is said to be 512×320
    with pytest.raises(ContentError, match=r"the image is 20000×20000 pixels, the tileset says"):
        load_face(content_copy / "maps" / "tiles" / "forest-1.tmx")
    text = TSX.replace('width="512" height="320"', 'width="20000" height="20000"')
    write_tileset(content_copy, text)
    with pytest.raises(ContentError, match=r"terrain\.tsx: <image>: width: 20000 is out of range"):
        load_face(content_copy / "maps" / "tiles" / "forest-1.tmx")


def test_an_image_that_is_not_a_png_is_refused(content_copy):
    image = content_copy / "assets" / "tiles" / "terrain.png"
    image.parent.mkdir(parents=True)
    image.write_bytes(b"GIF89a" + bytes(100))
    write_tileset(content_copy, TSX)
    with pytest.raises(ContentError, match="not a PNG image"):
        load_face(content_copy / "maps" / "tiles" / "forest-1.tmx")


def test_the_game_s_own_tileset_image_passes_the_header_check():
    check_tileset.cache_clear()
    assert check_tileset(ROOT / "maps" / "terrain.tsx", "forest-1.tmx") == 40


@pytest.mark.parametrize(
    "source", ["../../../../../../etc/passwd", "/etc/passwd", "/dev/zero", "../../../x.tsx"]
)
def test_a_tileset_outside_the_content_folder_is_refused_before_it_is_opened(
    content_copy, source, monkeypatch
):
    opened: list[str] = []
    real_open = os.open

    def spy(path: Any, *args: Any, **kwargs: Any) -> int:
        opened.append(str(path))
        return real_open(path, *args, **kwargs)

    text = FACE.read_text(encoding="utf-8").replace("../terrain.tsx", source)
    path = content_copy / "maps" / "tiles" / "outside.tmx"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(os, "open", spy)
    error = finishes(lambda: load_face(path), seconds=5)
    assert isinstance(error, ContentError), error
    assert "lies outside the content folder" in str(error)
    assert not any(Path(p).name in ("passwd", "zero", "x.tsx") for p in opened)
    assert "root" not in str(error)


def test_an_image_outside_the_content_folder_is_refused(content_copy):
    write_tileset(content_copy, TSX.replace("../assets/tiles/terrain.png", "/etc/passwd"))
    with pytest.raises(ContentError, match=r"terrain\.tsx: <image>: '/etc/passwd': lies outside"):
        load_face(content_copy / "maps" / "tiles" / "forest-1.tmx")


def test_a_face_linked_to_a_file_outside_is_refused_without_quoting_it(content_copy):
    link = content_copy / "maps" / "tiles" / "linked.tmx"
    link.symlink_to("/etc/passwd")
    with pytest.raises(ContentError) as error:
        load_face(link)
    assert "lies outside the content folder" in str(error.value)
    assert "root" not in str(error.value)


def test_a_loop_of_symbolic_links_is_a_clear_error(content_copy):
    loop = content_copy / "maps" / "loop.tsx"
    loop.symlink_to(loop)
    text = FACE.read_text(encoding="utf-8").replace("../terrain.tsx", "../loop.tsx")
    path = content_copy / "maps" / "tiles" / "looped.tmx"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError, match="a loop of symbolic links"):
        load_face(path)
    overlay = content_copy / "maps" / "missions" / "loop.tmx"
    overlay.symlink_to(overlay)
    missions = (content_copy / "missions.yaml").read_text(encoding="utf-8")
    missions = missions.replace("overlay: missions/tutorial.tmx", "overlay: missions/loop.tmx")
    (content_copy / "missions.yaml").write_text(missions, encoding="utf-8")
    with pytest.raises(ContentError, match="overlay: cannot be read"):
        load_missions(content_copy / "missions.yaml", content_copy / "maps", _cards())


def test_a_content_folder_that_is_a_loop_of_links_is_named_as_given(tmp_path, content_copy):
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    paths.use_content(loop)  # Path.resolve() raised RuntimeError here
    assert paths.content().root.name == "loop"


def _cards() -> Any:
    from game.content import cards

    return cards(ROOT / "cards.yaml")


def test_a_start_property_that_is_a_string_is_refused(content_copy):
    write_tileset(
        content_copy,
        TSX.replace('name="start" type="bool" value="true"', 'name="start" value="false"', 1),
    )
    with pytest.raises(ContentError, match=r"property 'start': must be of type bool"):
        load_face(content_copy / "maps" / "tiles" / "forest-1.tmx")


# --- only regular files ------------------------------------------------------------------------

needs_fifo = pytest.mark.skipif(not HAS_FIFO, reason="no FIFOs here")


@needs_fifo
@pytest.mark.parametrize("name", ["missions.yaml", "cards.yaml", "maps/tiles/forest-1.tmx"])
def test_a_fifo_in_the_content_folder_is_refused_without_blocking(content_copy, name):
    fifo = content_copy / name
    fifo.unlink()
    os.mkfifo(fifo)
    try:
        if name.endswith(".tmx"):
            error = finishes(lambda: load_face(fifo), seconds=5)
        else:
            error = finishes(lambda: Reader(name).load(fifo), seconds=5)
    finally:
        unblock(fifo)
    assert isinstance(error, ContentError), error
    assert "pipe (FIFO)" in str(error) or "no such map file" in str(error)


@needs_fifo
def test_the_content_fingerprint_does_not_wait_on_a_fifo(content_copy):
    from game.record import _fingerprint

    fifo = content_copy / "maps" / "tiles" / "pipe.tmx"
    os.mkfifo(fifo)
    try:
        value = finishes(lambda: _fingerprint(content_copy), seconds=5)
    finally:
        unblock(fifo)
    assert isinstance(value, str) and len(value) == 16


@needs_fifo
@pytest.mark.parametrize("name", ["mission.txt", "campaign.json", "settings.json", "replay"])
def test_a_fifo_as_a_save_is_set_aside_without_blocking(save_dir, name):
    save_dir.mkdir(parents=True, exist_ok=True)
    fifo = save_dir / (
        "replays/2026-01-01_10-00-00_mission-1_won.txt" if name == "replay" else name
    )
    fifo.parent.mkdir(exist_ok=True)
    os.mkfifo(fifo)
    try:
        if name == "mission.txt":
            saved, message = finishes(lambda: MissionSave(save_dir).load(), seconds=5)
            assert saved is None and message is not None and "pipe (FIFO)" in message
        elif name == "campaign.json":
            _, message = finishes(lambda: SaveFile(save_dir).load(), seconds=5)
            assert message is not None and "pipe (FIFO)" in message
        elif name == "settings.json":
            finishes(lambda: PreferencesFile(save_dir).load(), seconds=5)
        else:
            from game.saves import check_replay

            error = finishes(lambda: check_replay(fifo), seconds=5)
            assert isinstance(error, storage.BadFile) and "pipe (FIFO)" in str(error)
    finally:
        unblock(fifo)
    if name != "replay":
        assert not fifo.exists() and (save_dir / f"{name}.bad").exists()


# --- saves: never lost, nonsense refused, no litter ----------------------------------------------

SETUP = Setup("mission-1", (Yordle.CORKI,), 7)


def unfinished() -> str:
    return to_text(record_actions(SETUP, ()))


def test_an_unfinished_mission_is_never_written_over_while_it_cannot_be_set_aside(save_dir):
    save_dir.mkdir(parents=True)
    store = MissionSave(save_dir)
    store.path.write_text(unfinished(), encoding="utf-8")
    before = store.path.read_bytes()
    (save_dir / "replays").write_text("a file where the replays' folder should be")
    new = replace(record_actions(Setup("tutorial", (Yordle.ZIGGS,), 3), ()), round=1)
    with pytest.raises(KeptBack, match="cannot be kept as a replay"):
        store.retire()
    store.write_soon(new)
    assert isinstance(store.settle(), KeptBack), "the player must be told, every time"
    assert isinstance(store.failure(), KeptBack)
    with pytest.raises(OSError):
        store.write(new)
    with pytest.raises(OSError):
        store.finish(replace(new, ending=Standing.LOST))
    MissionSave.settle()
    assert store.path.read_bytes() == before


def test_the_autosave_keeps_saying_the_mission_is_not_saved(save_dir):
    from game.scenes.play.autosave import Autosave
    from game.scenes.play.model import PlayModel

    save_dir.mkdir(parents=True, exist_ok=True)
    (save_dir / "mission.txt").write_text(unfinished(), encoding="utf-8")
    before = (save_dir / "mission.txt").read_bytes()
    (save_dir / "replays").write_text("not a folder")
    setup = Setup("tutorial", (Yordle.ZIGGS,), 3)
    model = PlayModel(setup.new_game())
    autosave = Autosave(setup, model, lambda: None)
    autosave.save()
    MissionSave.settle()
    assert autosave.problem is not None and "not saved" in autosave.problem
    assert (save_dir / "mission.txt").read_bytes() == before


def test_a_saved_mission_claiming_a_win_it_did_not_reach_is_set_aside(save_dir):
    save_dir.mkdir(parents=True)
    store = MissionSave(save_dir)
    text = unfinished().replace("end unfinished", "end won")
    store.path.write_text(text, encoding="utf-8")
    saved, message = store.load()
    assert saved is None and message is not None
    assert "it says the mission won, but it is unfinished" in message
    assert not (save_dir / "replays").exists(), "no replay of a win that never was"
    assert (save_dir / "mission.txt.bad").exists()


@pytest.mark.parametrize(
    "change, message",
    [
        (
            ("minuteglass off", "minuteglass 40\ntimer 999"),
            "999 seconds left on a Minuteglass of 40",
        ),
        (  # the Tutorial never times a draft
            (
                "mission-1\nyordles corki\nez no\nminuteglass off",
                "tutorial\nyordles corki\nez no\nminuteglass off\ntimer 5",
            ),
            "the Minuteglass is off",
        ),
        (("minuteglass off", "minuteglass 0"), "the Minuteglass runs 1 to 600 seconds"),
        (("seed 7", "seed ²"), "the seed should be a whole number"),
        (("round 1\nactions", "round ٣\nactions"), "the round should be a whole number"),
    ],
    ids=["timer 999", "timer without a Minuteglass", "a Minuteglass of 0", "seed ²", "round ٣"],
)
def test_record_numbers_out_of_reason_are_refused(change, message):
    text = unfinished()
    assert change[0] in text
    with pytest.raises(RecordError, match=message):
        from_text(text.replace(*change, 1))


def old(path: Path, seconds: float = 3600) -> Path:
    then = time.time() - seconds
    os.utime(path, (then, then))
    return path


def test_interrupted_settings_and_replay_writes_are_cleaned_at_start(save_dir):
    replays = save_dir / "replays"
    replays.mkdir(parents=True)
    stale_settings = save_dir / ".settings-abc123_x.tmp"
    stale_settings.touch()
    old(stale_settings)
    stale_replay = replays / ".2026-01-01_10-00-00_mission-1_won-k9_zq2ab.tmp"
    stale_replay.touch()
    old(stale_replay)
    fresh_replay = replays / ".2026-01-01_10-00-01_mission-1_lost-aaaa1111.tmp"
    fresh_replay.touch()
    someone_elses = replays / ".notes-1234.tmp"
    someone_elses.touch()
    old(someone_elses)
    PreferencesFile(save_dir)
    MissionSave(save_dir)
    assert not stale_settings.exists() and not stale_replay.exists()
    assert fresh_replay.exists(), "a write may still be under way"
    assert someone_elses.exists(), "not a replay's: not ours to delete"


def test_pruning_never_deletes_through_a_symlinked_replays_folder(tmp_path, save_dir):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    names = [f"2026-01-{day:02}_10-00-00_mission-1_won.txt" for day in range(1, 6)]
    for name in names:
        (elsewhere / name).write_text("x")
    save_dir.mkdir(parents=True, exist_ok=True)
    (save_dir / "replays").symlink_to(elsewhere, target_is_directory=True)
    new = replay_path(save_dir / "replays", record_actions(SETUP, ()))
    assert prune_replays(save_dir / "replays", new, keep=1) == []
    assert sorted(p.name for p in elsewhere.iterdir()) == names


# --- the translation cache -----------------------------------------------------------------------


def cached_catalogue() -> Path:
    po = i18n.po_file("es")
    return i18n.cache_path(po, po.read_bytes())


def good_mo() -> bytes:
    return i18n.compile_po(i18n.po_file("es").read_bytes(), "es")


def broken_placeholder() -> bytes:
    """A sound .mo whose Spanish for one message fills a placeholder the English lacks."""
    from io import BytesIO

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    catalog = read_po(BytesIO(i18n.po_file("es").read_bytes()), locale="es")
    message = catalog.get("it is larger than {n} KB")
    assert message is not None
    message.string = "ocupa más de {nada} KB"
    out = BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def bad_index(data: bytes) -> bytes:
    """The .mo with its table of translations pointing past the end of the file."""
    magic, version, count, originals, translations = struct.unpack("<5I", data[:20])
    broken = bytearray(data)
    struct.pack_into("<II", broken, translations, 10_000_000, 10_000_000)
    return bytes(broken)


CACHES: dict[str, Callable[[], bytes]] = {
    "empty": lambda: b"",
    "truncated": lambda: good_mo()[:100],
    "badly indexed": lambda: bad_index(good_mo()),
    "a broken placeholder": broken_placeholder,
    "not a catalogue": lambda: b"\x00" * 4096,
}


@pytest.fixture
def fresh_catalogues(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_loaded", {})


@pytest.mark.parametrize("kind", list(CACHES))
def test_a_broken_translation_cache_is_compiled_again(save_dir, fresh_catalogues, kind):
    cache = cached_catalogue()
    cache.parent.mkdir(parents=True, exist_ok=True)
    cache.write_bytes(CACHES[kind]())
    i18n.use("es")
    assert i18n.language() == "es"
    assert i18n.tr("it is larger than {n} KB", n=3) == "ocupa más de 3 KB"
    assert cache.read_bytes() == good_mo(), "the cache is written again, whole"


@needs_fifo
def test_a_fifo_as_the_translation_cache_does_not_block(save_dir, fresh_catalogues):
    cache = cached_catalogue()
    cache.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(cache)
    try:
        finishes(lambda: i18n.use("es"), seconds=10)
    finally:
        unblock(cache)
    assert i18n.language() == "es"


def test_a_catalogue_that_cannot_be_compiled_leaves_english_with_a_message(
    tmp_path, fresh_catalogues, monkeypatch
):
    po = tmp_path / "es" / "LC_MESSAGES" / "mvm.po"
    po.parent.mkdir(parents=True)
    po.write_bytes(b'msgid "x"\nmsgstr "{broken"\n\nmsgid "\xff')
    monkeypatch.setattr(i18n, "po_file", lambda code: po)
    i18n.use("es")
    assert i18n.language() == "en"
    assert i18n.trouble is not None and "English is used" in i18n.trouble


def test_the_cache_is_written_atomically(save_dir, fresh_catalogues, monkeypatch):
    written: list[Path] = []
    real = paths.write_atomically

    def spy(path: Path, text: str | bytes) -> None:
        written.append(path)
        real(path, text)

    monkeypatch.setattr(paths, "write_atomically", spy)
    i18n.use("es")
    assert written == [cached_catalogue()]


def test_a_translation_that_cannot_be_filled_falls_back_to_english(monkeypatch):
    class Broken(i18n.gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return "{nada}"

    monkeypatch.setattr(i18n, "_catalogue", Broken())
    assert i18n.tr("it is larger than {n} KB", n=3) == "it is larger than 3 KB"
