"""Mutate copies of every content and save file and load each in its own process.

    python tools/fuzz.py --cases 300 --seed 1

Each case copies the content folder (missions.yaml, cards.yaml, guide.yaml, maps/), a
campaign save, a mission save and a settings file, then breaks one file (bytes, encodings,
types, ranges, deletions, duplicates, truncation) or plants a hostile one (bombs that
inflate or expand to gigabytes, names leading outside the folder, FIFOs and loops of
links, a broken translation cache, nonsense a loader might swallow), and runs
``python -m game check --content DIR`` (or loads the saves) in a separate process with a
time and memory limit. A clear error or an accepted file is as it should be (a settings
file that cannot be used is set aside for the defaults: accepted); a traceback or a hang
is a surprise, printed on a line of its own with the command that repeats it. The last
line is ``N cases: C clear errors, A accepted, T tracebacks, H hangs``.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import random
import re
import resource
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's game package, whatever is installed
SAVE_NAME = "campaign.json"
MISSION_SAVE = "mission.txt"  # the mission under way, for Continue
SETTINGS = "settings.json"
SAVES = (SAVE_NAME, MISSION_SAVE, SETTINGS)
TIMEOUT = 60.0  # seconds a case may take: check itself takes about two
MEMORY = 1024 * 1024 * 1024  # bytes of address space a case may use

CLEAR, ACCEPTED, TRACEBACK, HANG = "clear error", "accepted", "traceback", "hang"


@dataclass(frozen=True)
class Case:
    number: int
    target: str  # the file broken, relative to the content folder (or the save's name)
    mutation: str  # what was done to it, in words

    @property
    def is_save(self) -> bool:
        return self.target in SAVES


@dataclass(frozen=True)
class Verdict:
    case: Case
    kind: str
    detail: str = ""

    @property
    def is_found_in_play(self) -> bool:
        """A clear error only the trial games found: the loader let the file through."""
        return self.kind == CLEAR and " Mechs" in self.detail and ": mission '" in self.detail


# --- what to break ---------------------------------------------------------------------------


@cache
def a_mission_save() -> str:
    """A mission save as the autosave writes one: Mission 3, three Mechs, a few rounds in."""
    from game import rules
    from game.record import Setup, record_actions, to_text

    setup = Setup("mission-3", tuple(rules.Yordle)[:3], 7, minuteglass=40, is_placing=True)
    game, actions, chooser = setup.new_game().game, [], random.Random(7)
    while game.result is None and game.round <= 3:
        actions.append(chooser.choice(rules.legal_actions(game)))
        game = rules.apply(game, actions[-1]).game
    return to_text(record_actions(setup, actions))


def a_settings_file() -> str:
    from game.preferences import Preferences, to_json

    return to_json(Preferences(speed="fast", yordles=("ziggs", "corki"), window=(1600, 900)))


def targets() -> list[str]:
    maps = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "maps").rglob("*.t[ms]x"))
    # The two YAML files hold most of the schema: they get most of the cases.
    saves = [SAVE_NAME] * 3 + [MISSION_SAVE] * 3 + [SETTINGS]
    return ["missions.yaml"] * 4 + ["cards.yaml"] * 4 + maps + saves


def a_save() -> str:
    """A campaign save as the game writes one, well into the campaign."""
    data = {
        "version": 1,
        "won": ["tutorial", "mission-1", "mission-2", "mission-3"],
        "schematics": ["afterburners", "barrel_roll", "short_fuse", "field_wrench"],
        "loadouts": {"corki": ["afterburners", "barrel_roll"], "ziggs": ["short_fuse"]},
    }
    return json.dumps(data, indent=2) + "\n"


# --- mutations: bytes and text ---------------------------------------------------------------

HUGE = "9" * 5000
STRANGE_TEXT = ["", " ", "x" * 10_000, "\u0000", "💥", "../../../etc/hostname", "null", "NaN"]
STRANGE_NUMBERS: list[Any] = [-1, 0, -(10**9), 10**9, 10**40, 2**63, 1.5, float("inf")]
OTHER_TYPES: list[Any] = [None, True, 0, -7, 2.5, "", "word", [], {}, [1, "two"], {"a": 1}]


def flip_bytes(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        out[rng.randrange(len(out))] = rng.randrange(256)
    return bytes(out), "random bytes changed"


def insert_bytes(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    at = rng.randrange(len(data) + 1)
    junk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
    return data[:at] + junk + data[at:], f"random bytes inserted at {at}"


def truncate(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    at = rng.randrange(len(data))
    return data[:at], f"cut off at byte {at} of {len(data)}"


def delete_range(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    lines = data.split(b"\n")
    start = rng.randrange(len(lines))
    end = min(len(lines), start + rng.randint(1, 6))
    return b"\n".join(lines[:start] + lines[end:]), f"lines {start + 1}-{end} deleted"


def duplicate_range(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    lines = data.split(b"\n")
    start = rng.randrange(len(lines))
    end = min(len(lines), start + rng.randint(1, 8))
    return b"\n".join(lines[:end] + lines[start:end] + lines[end:]), (
        f"lines {start + 1}-{end} duplicated"
    )


def re_encode(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    text = data.decode("utf-8", errors="replace")
    choice = rng.choice(["utf-16", "utf-32", "latin-1", "bom", "invalid", "nul"])
    if choice == "bom":
        return b"\xef\xbb\xbf" + data, "a byte-order mark added"
    if choice == "invalid":
        at = rng.randrange(len(data) + 1)
        return data[:at] + b"\xc3\x28\xff" + data[at:], f"invalid UTF-8 at byte {at}"
    if choice == "nul":
        at = rng.randrange(len(data) + 1)
        return data[:at] + b"\x00" * 4 + data[at:], f"NUL bytes at byte {at}"
    if choice == "latin-1":
        return (text + "\n# café déjà vu\n").encode("latin-1", errors="replace"), "Latin-1"
    return text.encode(choice), f"re-encoded as {choice.upper()}"


def text_number(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """A number in the text becomes an extreme one."""
    spots = [m for m in re.finditer(rb"(?<![\w.])-?\d+(?![\w.])", data)]
    if not spots:
        return truncate(data, rng)
    spot = rng.choice(spots)
    value = rng.choice(["-1", "0", "1000000000", "-1000000000", str(10**40), HUGE, "1e999"])
    return data[: spot.start()] + value.encode() + data[spot.end() :], (
        f"the number at byte {spot.start()} set to {value[:12]}"
    )


def deep_nesting(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    depth = rng.choice([100, 5000, 50_000])
    at = rng.randrange(len(data) + 1)
    return data[:at] + b"[" * depth + b"]" * depth + data[at:], f"{depth}-deep nesting"


BYTE_MUTATIONS: list[Callable[[bytes, random.Random], tuple[bytes, str]]] = [
    flip_bytes,
    insert_bytes,
    truncate,
    delete_range,
    duplicate_range,
    re_encode,
    text_number,
    deep_nesting,
]


# --- mutations: structure (YAML, JSON, XML) ---------------------------------------------------


def paths_in(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += paths_in(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found += paths_in(value, (*path, i))
    return found


def get(node: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        node = node[step]
    return node


def typo(word: str, rng: random.Random) -> str:
    if len(word) < 2:
        return word + "x"
    i = rng.randrange(len(word) - 1)
    return word[:i] + word[i + 1] + word[i] + word[i + 2 :]


def mutate_tree(document: Any, rng: random.Random) -> str:
    """Change one node of a parsed YAML or JSON document in place; what was done."""
    where = rng.choice([p for p in paths_in(document) if p]) if paths_in(document)[1:] else ()
    if not where:
        return "nothing to change"
    parent, last = get(document, where[:-1]), where[-1]
    value = parent[last]
    place = ".".join(str(p) for p in where)
    operation = rng.choice(["type", "range", "delete", "duplicate", "rename", "typo"])
    if operation == "type":
        parent[last] = rng.choice([v for v in OTHER_TYPES if type(v) is not type(value)])
        return f"{place} set to {parent[last]!r}"
    if operation == "range":
        if isinstance(value, str):
            parent[last] = rng.choice(STRANGE_TEXT)
        else:
            parent[last] = rng.choice(STRANGE_NUMBERS)
        return f"{place} set to {str(parent[last])[:12]!r}"
    if operation == "delete":
        del parent[last]
        return f"{place} deleted"
    if operation == "duplicate":
        if isinstance(parent, list):
            parent.insert(last, json.loads(json.dumps(value, default=str)))
            return f"{place} duplicated"
        siblings = [k for k in parent if k != last]
        if siblings:
            parent[last] = parent[rng.choice(siblings)]
            return f"{place} given a sibling's value"
        del parent[last]
        return f"{place} deleted"
    if operation == "rename" and isinstance(parent, dict) and isinstance(last, str):
        parent[typo(last, rng)] = parent.pop(last)
        return f"{place} renamed"
    misspelt = typo(value, rng) if isinstance(value, str) else value
    if misspelt != value:
        parent[last] = misspelt
        return f"{place} misspelt"
    parent[last] = rng.choice([v for v in OTHER_TYPES if type(v) is not type(value)])
    return f"{place} set to {parent[last]!r}"


def mutate_yaml(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    document = yaml.safe_load(data)
    what = mutate_tree(document, rng)
    return yaml.safe_dump(document, allow_unicode=True, sort_keys=False).encode(), what


def mutate_json(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    document = json.loads(data)
    what = mutate_tree(document, rng)
    return json.dumps(document).encode(), what


def mutate_xml(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    root = ET.fromstring(data)
    elements = list(root.iter())
    element = rng.choice(elements)
    operation = rng.choice(["attribute", "attribute", "delete", "duplicate", "text"])
    if operation == "attribute" and element.attrib:
        name = rng.choice(sorted(element.attrib))
        value = rng.choice(["", "-1", "0", "100000", str(10**40), "nan", "x", typo(name, rng)])
        element.set(name, value)
        what = f"<{element.tag}> {name} set to {value[:12]!r}"
    elif operation == "delete" and element is not root:
        parent = next(p for p in elements if element in list(p))
        parent.remove(element)
        what = f"a <{element.tag}> deleted"
    elif operation == "duplicate" and element is not root:
        parent = next(p for p in elements if element in list(p))
        parent.append(element)
        what = f"a <{element.tag}> duplicated"
    else:
        element.text = rng.choice(["", "x" * 5000, "1,2,3", "-5,-5", HUGE])
        what = f"the text of a <{element.tag}> replaced"
    return ET.tostring(root), what


def mutate(target: str, data: bytes, rng: random.Random) -> tuple[bytes, str]:
    structured = {".yaml": mutate_yaml, ".json": mutate_json, ".tmx": mutate_xml}
    suffix = Path(target).suffix
    structure = structured.get(suffix, mutate_xml if suffix == ".tsx" else None)
    if structure is not None and rng.random() < 0.6:
        return structure(data, rng)
    return rng.choice(BYTE_MUTATIONS)(data, rng)


# --- hostile files: bombs, outside paths, FIFOs, caches, nonsense ----------------------------

FACE = "maps/tiles/forest-1.tmx"
TSX = "maps/terrain.tsx"
GUIDE = "guide.yaml"
CACHE = "translation cache"  # the compiled Spanish catalogue in the data folder
REPLAY = "replays/2026-01-01_10-00-00_mission-1_won.txt"


def _replace_layer(text: str, data: str) -> str:
    start = text.index('name="ground"')
    begin, end = text.index("<data", start), text.index("</data>", start) + len("</data>")
    return text[:begin] + data + text[end:]


@cache
def zeros_packed(size: int, compression: str) -> bytes:
    """``size`` zero bytes compressed, a megabyte at a time (never all of them in memory)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 31 if compression == "gzip" else 15)
    chunk, parts = bytes(1024 * 1024), []
    for _ in range(size // len(chunk)):
        parts.append(packer.compress(chunk))
    return b"".join([*parts, packer.flush()])


def _layer_bomb(folder: Path, rng: random.Random) -> str:
    compression = rng.choice(["zlib", "gzip"])
    size = rng.choice([1, 16, 400]) * 1024 * 1024
    packed = zeros_packed(size, compression)
    data = f'<data encoding="base64" compression="{compression}">'
    data += base64.b64encode(packed).decode() + "</data>"
    path = folder / FACE
    path.write_text(_replace_layer(path.read_text(encoding="utf-8"), data), encoding="utf-8")
    return f"a {compression} layer inflating to {size // (1024 * 1024)} MB"


def _base64_nonsense(folder: Path, rng: random.Random) -> str:
    gids = rng.choice([[5000] * 36, [0xFFFFFFFF] * 36, [1] * 35, [1] * 37, [99] * 36])
    raw = struct.pack(f"<{len(gids)}I", *gids)
    data = f'<data encoding="base64">{base64.b64encode(raw).decode()}</data>'
    path = folder / FACE
    path.write_text(_replace_layer(path.read_text(encoding="utf-8"), data), encoding="utf-8")
    return f"a base64 layer of {len(gids)} gids {gids[0]}"


def _tiny_tiles(folder: Path, rng: random.Random) -> str:
    side = rng.choice([3000, 100_000])
    if rng.random() < 0.5:
        path = folder / TSX
        text = path.read_text(encoding="utf-8")
        text = text.replace('tilewidth="64" tileheight="64"', 'tilewidth="1" tileheight="1"')
        path.write_text(text.replace('width="512" height="320"', f'width="{side}" height="{side}"'))
        return f"1-px tiles over a {side}x{side} image in the .tsx"
    inline = (
        '<tileset firstgid="1" name="t" tilewidth="1" tileheight="1" tilecount="40" columns="8">'
        f'<image source="../../assets/tiles/terrain.png" width="{side}" height="{side}"/>'
        "</tileset>"
    )
    path = folder / FACE
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('<tileset firstgid="1" source="../terrain.tsx"/>', inline))
    return f"1-px tiles over a {side}x{side} image, inline"


def _png_header(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    crc = struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(ihdr)) + b"IHDR" + ihdr + crc


def _huge_png(folder: Path, rng: random.Random) -> str:
    image = folder / "assets" / "tiles" / "terrain.png"
    image.parent.mkdir(parents=True, exist_ok=True)
    side = rng.choice([20_000, 65_535])
    image.write_bytes(_png_header(side, side) + bytes(64))
    if rng.random() < 0.5:
        path = folder / TSX
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace('width="512" height="320"', f'width="{side}" height="{side}"'))
    return f"a {side}x{side} PNG as the tileset image"


def _outside(folder: Path, rng: random.Random) -> str:
    source = rng.choice(["../../../../../../etc/passwd", "/etc/passwd", "/dev/zero", "/dev/stdin"])
    if rng.random() < 0.5:
        path = folder / FACE
        path.write_text(path.read_text(encoding="utf-8").replace("../terrain.tsx", source))
        return f"the tileset source {source}"
    path = folder / TSX
    path.write_text(path.read_text(encoding="utf-8").replace("../assets/tiles/terrain.png", source))
    return f"the tileset image source {source}"


def _link_out(folder: Path, rng: random.Random) -> str:
    target = rng.choice(["maps/tiles/forest-2.tmx", "missions.yaml", TSX])
    path = folder / target
    path.unlink()
    if rng.random() < 0.5:
        path.symlink_to("/etc/passwd")
        return f"{target} linked to /etc/passwd"
    path.symlink_to(path)
    return f"{target} a loop of links"


def _fifo(folder: Path, rng: random.Random) -> str:
    target = rng.choice(["missions.yaml", "cards.yaml", FACE, TSX, GUIDE])
    path = folder / target
    path.unlink(missing_ok=True)
    os.mkfifo(path)
    return f"{target} a FIFO"


def _yaml_bomb(folder: Path, rng: random.Random) -> str:
    target = rng.choice([GUIDE, "missions.yaml", "cards.yaml"])
    depth = rng.choice([6, 9, 12])
    lines = ["bomb0: &b0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"bomb{i}: &b{i} [{', '.join([f'*b{i - 1}'] * 10)}]" for i in range(1, depth + 1)]
    path = folder / target
    path.write_text(path.read_text(encoding="utf-8") + "\n" + "\n".join(lines) + "\n")
    return f"aliases nested {depth} deep at the end of {target}"


def _huge_yaml_number(folder: Path, rng: random.Random) -> str:
    target = rng.choice([GUIDE, "missions.yaml", "cards.yaml"])
    number = rng.choice(["0x" + "f" * 5000, "0" + "7" * 5000, ":".join(["59"] * 2000)])
    path = folder / target
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("version: 1", f"version: {number}", 1))
    return f"a {len(number)}-character number as the version of {target}"


def _duplicate_key(folder: Path, rng: random.Random) -> str:
    target = rng.choice(["missions.yaml", "cards.yaml", GUIDE])
    path = folder / target
    path.write_text(path.read_text(encoding="utf-8") + "\nversion: 1\n")
    return f"a second top-level 'version' in {target}"


def _string_start(folder: Path, rng: random.Random) -> str:
    path = folder / TSX
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace('name="start" type="bool" value="true"', 'name="start" value="false"')
    )
    return "a tileset start property as the string 'false'"


CONTENT_HOSTILE: list[Callable[[Path, random.Random], str]] = [
    _layer_bomb,
    _base64_nonsense,
    _tiny_tiles,
    _huge_png,
    _outside,
    _link_out,
    _fifo,
    _yaml_bomb,
    _huge_yaml_number,
    _duplicate_key,
    _string_start,
]


def _save_fifo(save: Path, rng: random.Random) -> str:
    target = rng.choice([SAVE_NAME, MISSION_SAVE, SETTINGS, REPLAY])
    path = save / target
    path.parent.mkdir(exist_ok=True)
    path.unlink(missing_ok=True)
    os.mkfifo(path)
    return f"{target} a FIFO"


def _replays_a_file(save: Path, rng: random.Random) -> str:
    (save / "replays").write_text("a file where the replays' folder should be\n")
    return "a file named replays"


def _record_nonsense(save: Path, rng: random.Random) -> str:
    path = save / MISSION_SAVE
    text = path.read_text(encoding="utf-8")
    change = rng.choice(
        [
            ("end unfinished", "end won"),
            ("end unfinished", "end lost"),
            ("minuteglass 40", "minuteglass 40\ntimer 999"),
            ("minuteglass 40", "minuteglass 0"),
            ("seed 7", "seed \u00b2"),
        ]
    )
    path.write_text(text.replace(*change, 1), encoding="utf-8")
    return f"mission.txt: {change[0]!r} made {change[1]!r}"


def _broken_cache(save: Path, rng: random.Random) -> str:
    from game import i18n, paths

    po = i18n.po_file("es")
    source = po.read_bytes()
    cache = save / i18n.cache_path(po, source).relative_to(paths.data_dir())
    cache.parent.mkdir(parents=True, exist_ok=True)
    good = i18n.compile_po(source, "es")
    kind = rng.choice(["empty", "cut", "index", "placeholder", "fifo", "zeros"])
    if kind == "fifo":
        os.mkfifo(cache)
    elif kind == "placeholder":
        words = "ocupa más de {n} KB".encode()
        cache.write_bytes(good.replace(words, "ocupa más de {x} KB".encode()))
    elif kind == "index":
        broken = bytearray(good)
        translations = struct.unpack("<I", good[16:20])[0]
        struct.pack_into("<II", broken, translations, 10**7, 10**7)
        cache.write_bytes(bytes(broken))
    else:
        data = {"empty": b"", "cut": good[: len(good) // 3], "zeros": bytes(4096)}[kind]
        cache.write_bytes(data)
    return f"the translation cache {kind}"


SAVE_HOSTILE: list[Callable[[Path, random.Random], str]] = [
    _save_fifo,
    _replays_a_file,
    _record_nonsense,
    _broken_cache,
]
HOSTILE_SHARE = 0.3  # of the cases: a hostile file instead of a mutation


# --- running one case ------------------------------------------------------------------------


def prepare(case_seed: str, number: int, folder: Path) -> Case:
    """Copy the content and a save into ``folder`` and break one file; the case made."""
    rng = random.Random(case_seed)
    target = rng.choice(targets())
    for name in ("missions.yaml", "cards.yaml", GUIDE):
        shutil.copy(ROOT / name, folder / name)
    shutil.copytree(ROOT / "maps", folder / "maps")
    (folder / "save").mkdir()
    save = folder / "save" / SAVE_NAME
    save.write_text(a_save(), encoding="utf-8")
    (folder / "save" / MISSION_SAVE).write_text(a_mission_save(), encoding="utf-8")
    (folder / "save" / SETTINGS).write_text(a_settings_file(), encoding="utf-8")
    if rng.random() < HOSTILE_SHARE:
        if target in SAVES:
            what = rng.choice(SAVE_HOSTILE)(folder / "save", rng)
        else:
            what = rng.choice(CONTENT_HOSTILE)(folder, rng)
            target = "content"
        return Case(number, target, what)
    path = folder / "save" / target if target in SAVES else folder / target
    data, what = mutate(target, path.read_bytes(), rng)
    path.write_bytes(data)
    return Case(number, target, what)


def limit() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run(case: Case, folder: Path) -> Verdict:
    if case.is_save:
        command = [sys.executable, str(Path(__file__).resolve()), "--load-save", str(folder)]
    else:
        command = [sys.executable, "-m", "game", "check", "--content", str(folder)]
    environment = {**os.environ, "MVM_SAVE_DIR": str(folder / "save")}
    try:
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=environment,
            timeout=TIMEOUT,
            preexec_fn=limit,
            errors="replace",
        )
    except subprocess.TimeoutExpired:
        return Verdict(case, HANG, f"no answer in {TIMEOUT:.0f} s")
    last = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
    if "Traceback" in done.stderr or done.returncode not in (0, 1):
        return Verdict(case, TRACEBACK, last[:300])
    if done.returncode == 0:
        return Verdict(case, ACCEPTED)
    expected = "save error: " if case.is_save else "content error: "
    said = [line for line in done.stderr.splitlines() if line.startswith(expected)]
    if not said:
        return Verdict(case, TRACEBACK, f"failed without a clear error: {last[:300]}")
    return Verdict(case, CLEAR, said[0])


def load_save(folder: Path) -> int:
    """The save-case child: load the saves as the Campaign and title screens do (and the
    settings as the app does), use what they give, and make sure the next launch starts
    clean."""
    from game import i18n, paths
    from game.content import campaign, cards
    from game.preferences import PreferencesFile
    from game.progress import SaveFile, highest_won, schematics_up_to, unlocked_missions
    from game.saves import MissionSave, check_replay, problem_with
    from game.storage import BadFile

    paths.use_content(folder)  # the save case leaves the content whole
    i18n.use("es")  # through the translation cache in the data folder, as the game starts
    if i18n.language() != "es":
        print(f"the Spanish words were lost: {i18n.trouble}", file=sys.stderr)
        return 3
    i18n.use("en")
    store = SaveFile(folder / "save")
    progress, message = store.load()
    numbers = {m.id: m.number for m in campaign()}
    unlocked_missions(numbers, progress)
    schematics_up_to([s.spec for s in cards().schematics], highest_won(numbers, progress))
    missions = MissionSave(folder / "save")
    saved, trouble = missions.load()
    message = message or trouble
    if saved is not None:  # a new mission makes way for itself, as the play scene does
        before = missions.path.read_bytes()
        try:
            missions.retire()
        except OSError as error:
            if missions.path.read_bytes() != before:
                print("the unfinished mission was changed", file=sys.stderr)
                return 3
            message = message or f"{missions.path}: {error.strerror or error}"
    replays = folder / "save" / "replays"
    for replay in sorted(replays.glob("*.txt")) if replays.is_dir() else []:
        try:
            check_replay(replay)
        except (BadFile, OSError) as error:
            message = message or problem_with(replay, error)
    PreferencesFile(folder / "save").load()
    again = SaveFile(folder / "save").load()[1] or MissionSave(folder / "save").load()[1]
    if again is not None:
        print(f"the next launch is not clean: {again}", file=sys.stderr)
        return 3
    if message is not None:
        print(f"save error: {message}", file=sys.stderr)
        return 1
    return 0


def one(seed: int, number: int, keep: Path | None) -> Verdict:
    with tempfile.TemporaryDirectory(prefix="mvm-fuzz-") as temp:
        folder = Path(temp) / "content"
        folder.mkdir()
        case = prepare(f"{seed}:{number}", number, folder)
        verdict = run(case, folder)
        if keep is not None and verdict.kind in (TRACEBACK, HANG):
            shutil.copytree(folder, keep / f"case-{number}", dirs_exist_ok=True)
    return verdict


def fuzz(cases: int, seed: int, jobs: int, keep: Path | None, only: int | None) -> list[Verdict]:
    numbers = [only] if only is not None else list(range(1, cases + 1))
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(lambda n: one(seed, n, keep), numbers))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2, help="cases run side by side")
    parser.add_argument("--case", type=int, help="run this one case only")
    parser.add_argument("--keep", type=Path, help="copy surprising cases into this folder")
    parser.add_argument("--verbose", action="store_true", help="a line for every case")
    parser.add_argument("--load-save", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.load_save is not None:
        return load_save(args.load_save)
    verdicts = fuzz(args.cases, args.seed, args.jobs, args.keep, args.case)
    for v in verdicts:
        if v.kind in (TRACEBACK, HANG) or v.is_found_in_play or args.verbose:
            print(
                f"case {v.case.number}: {v.case.target}: {v.case.mutation} -> {v.kind}"
                f"{' (found only in play)' if v.is_found_in_play else ''}"
                f"{': ' + v.detail if v.detail else ''}  "
                f"(repeat: python tools/fuzz.py --seed {args.seed} --case {v.case.number})"
            )
    count = {kind: sum(v.kind == kind for v in verdicts) for kind in (CLEAR, ACCEPTED)}
    count |= {kind: sum(v.kind == kind for v in verdicts) for kind in (TRACEBACK, HANG)}
    print(
        f"{len(verdicts)} cases: {count[CLEAR]} clear errors, {count[ACCEPTED]} accepted, "
        f"{count[TRACEBACK]} tracebacks, {count[HANG]} hangs"
    )
    return 1 if count[TRACEBACK] or count[HANG] else 0


if __name__ == "__main__":
    sys.exit(main())
