"""Every Tiled map opens, uses only known tiles, and (when Tiled is installed) exports."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # before anything imports pygame
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import functools  # noqa: E402
import importlib.util  # noqa: E402
import json  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from types import ModuleType  # noqa: E402

import pytest  # noqa: E402
import pytmx  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
MAPS = sorted((ROOT / "maps").rglob("*.tmx"))
FACES = sorted((ROOT / "maps" / "tiles").glob("*.tmx"))

VOCABULARY: dict[str, set[object]] = {
    "terrain": {"empty", "boulder", "oil", "lava", "repair_pad"},
    "rune": {"red", "yellow", "blue", "green"},
    "start": {True, False},
    "edge": {"N", "E", "S", "W"},
    "feature": {"spike", "gate"},
}
# Keys pytmx adds to every tile's property dict on its own.
PYTMX_KEYS = {"id", "width", "height", "frames", "type", "class", "source", "trans"}
LAYERS = ["ground", "features", "edges", "units"]
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def own_properties(tmx: pytmx.TiledMap, gid: int) -> dict[str, object]:
    props = tmx.get_tile_properties_by_gid(gid) or {}
    return {k: v for k, v in props.items() if k not in PYTMX_KEYS}


def tile_layers(tmx: pytmx.TiledMap) -> dict[str, pytmx.TiledTileLayer]:
    return {layer.name: layer for layer in tmx.layers if isinstance(layer, pytmx.TiledTileLayer)}


def test_there_are_ten_faces() -> None:
    names = {p.stem for p in FACES}
    assert names == {f"{side}-{n}" for side in ("forest", "magma") for n in range(1, 6)}


@pytest.mark.parametrize("path", MAPS, ids=lambda p: str(p.relative_to(ROOT)))
def test_map_loads_and_every_tile_is_known(path: Path) -> None:
    tmx = pytmx.TiledMap(str(path))
    for layer in tile_layers(tmx).values():
        for x, y, gid in layer:
            if gid == 0:
                continue
            where = f"{path.name}:{layer.name}({x},{y})"
            image = tmx.images[gid]
            assert image is not None, f"{where}: gid {gid} has no image"
            assert Path(image[0]).is_file(), f"{where}: missing image {image[0]}"
            props = own_properties(tmx, gid)
            assert props, f"{where}: gid {gid} has no properties"
            for key, value in props.items():
                assert key in VOCABULARY, f"{where}: unknown property {key!r}"
                assert value in VOCABULARY[key], f"{where}: {key}={value!r} is not allowed"


@pytest.mark.parametrize("path", FACES, ids=lambda p: p.stem)
def test_face_layers_follow_the_convention(path: Path) -> None:
    tmx = pytmx.TiledMap(str(path))
    assert [layer.name for layer in tmx.layers] == LAYERS
    assert (tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight) == (6, 6, 64, 64)
    units = tmx.get_layer_by_name("units")
    assert isinstance(units, pytmx.TiledObjectGroup)
    layers = tile_layers(tmx)
    for x, y, gid in layers["ground"]:
        assert gid and own_properties(tmx, gid) == {"terrain": "empty"}, (x, y)
    for x, y, gid in layers["features"]:
        assert not gid or "edge" not in own_properties(tmx, gid), (x, y)
    blocked = {
        (x, y)
        for x, y, gid in layers["features"]
        if gid and own_properties(tmx, gid).get("terrain") == "boulder"
    }
    for x, y, gid in layers["edges"]:
        if not gid:
            continue
        props = own_properties(tmx, gid)
        assert {"edge", "feature"} <= props.keys(), (x, y)
        dx, dy = STEP[str(props["edge"])]
        other = (x + dx, y + dy)
        assert 0 <= other[0] < 6 and 0 <= other[1] < 6, f"{path.stem}: edge off the face"
        assert (x, y) not in blocked, f"{path.stem}: edge tile on a boulder at {(x, y)}"
        if props["feature"] == "spike":
            assert other in blocked, f"{path.stem}: spike at {(x, y)} faces no boulder"
        else:
            assert other not in blocked, f"{path.stem}: gate at {(x, y)} opens onto a boulder"
            assert props.get("rune") in VOCABULARY["rune"]


@functools.cache
def load_draw_tileset() -> ModuleType:
    """Import tools/draw_tileset.py, which is a script and not part of a package."""
    spec = importlib.util.spec_from_file_location(
        "draw_tileset", ROOT / "tools" / "draw_tileset.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


def test_drawing_is_deterministic() -> None:
    import pygame

    draw = load_draw_tileset()
    first, second = draw.draw_all(), draw.draw_all()
    assert first.keys() == second.keys()
    for key in first:
        assert pygame.image.tobytes(first[key], "RGBA") == pygame.image.tobytes(
            second[key], "RGBA"
        ), key


def test_tileset_file_matches_the_script() -> None:
    draw = load_draw_tileset()
    expected = draw.tileset_xml(draw.tile_specs())
    assert (ROOT / "maps" / "terrain.tsx").read_text(encoding="utf-8") == expected, (
        "maps/terrain.tsx is stale: run tools/draw_tileset.py"
    )


@pytest.mark.skipif(shutil.which("tiled") is None, reason="the Tiled editor is not installed")
@pytest.mark.parametrize("path", MAPS, ids=lambda p: str(p.relative_to(ROOT)))
def test_tiled_exports_the_map(path: Path, tmp_path: Path) -> None:
    out = tmp_path / f"{path.stem}.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        ["tiled", "--export-map", str(path), str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    exported = json.loads(out.read_text(encoding="utf-8"))
    expected = LAYERS if path in FACES else ["zones", "marks"]
    assert [layer["name"] for layer in exported["layers"]] == expected
