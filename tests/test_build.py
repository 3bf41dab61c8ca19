"""The downloadable build: ``--smoke`` draws every screen headless, a built copy finds its
bundled files, and ``tools/build_app.py`` bundles every file the game reads."""

from __future__ import annotations

import configparser
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import build_app
import pygame
import pytest

from game import i18n, paths, smoke

ROOT = Path(__file__).resolve().parent.parent


def test_smoke_draws_every_screen_and_leaves_the_players_folder_alone(save_dir: Path) -> None:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}  # it sets them
    result = subprocess.run(
        [sys.executable, "-m", "game", "--smoke"],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    lines = result.stdout.strip().splitlines()
    found = re.fullmatch(r"smoke ok: (\d+) screens", lines[-1])
    assert found is not None, result.stdout[-2000:]
    drawn = next(line for line in lines if line.startswith("screens: "))[9:].split(" | ")
    assert int(found.group(1)) == len(drawn) >= 60
    kinds = {name.split()[0] for name in drawn}
    expected = {"title", "campaign", "setup", "briefing", "play", "pause", "lessons", "confirm"}
    expected |= {"guide", "round", "results", "replay", "broken"}
    assert expected <= kinds, expected - kinds
    for phase in ("draft", "program", "execute", "minions"):
        assert any(name.startswith(f"play {phase} ") for name in drawn), phase
    for code in i18n.LANGUAGES:
        assert f"title {code}" in drawn
    assert len([name for name in drawn if name.startswith("guide ")]) >= 30
    assert not save_dir.exists() or not any(save_dir.iterdir())  # its own folder, removed


def test_a_failed_smoke_says_what_failed_and_exits_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], save_dir: Path
) -> None:
    def broken(say: object) -> list[str]:
        raise smoke.SmokeFailed("the title screen drew nothing in the middle")

    monkeypatch.setattr(smoke, "run", broken)
    assert smoke.main() == 1
    err = capsys.readouterr().err
    assert "smoke failed: SmokeFailed: the title screen drew nothing" in err
    assert os.environ[paths.SAVE_DIR_ENV] == str(save_dir)  # given back as it was


def test_a_screen_that_draws_nothing_fails_the_smoke() -> None:
    class Blank:
        covers_screen = True

        def handle(self, event: pygame.event.Event) -> None:
            return None

        def update(self, dt: float) -> None:
            return None

        def draw(self, screen: pygame.Surface) -> None:
            pass

    screens = smoke.Screens(pygame.Surface(smoke.SIZE))
    with pytest.raises(smoke.SmokeFailed, match="blank"):
        screens.draw("blank", Blank())
    assert screens.drawn == []


def test_a_built_copy_reads_its_files_from_its_own_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    assert paths.bundle_root() is None  # from the source
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.bundle_root() == tmp_path.resolve()


def _bundled(path: Path) -> bool:
    """Whether the build takes ``path`` (a file or folder of the repository) along."""
    relative = path.resolve().relative_to(ROOT)
    return any(
        relative == Path(source) or Path(source) in relative.parents
        for source, _ in build_app.CONTENT
    )


def test_the_build_bundles_every_file_the_game_reads_where_it_reads_it() -> None:
    for source, target in build_app.CONTENT:  # each where it lies in the repository
        assert (ROOT / source).exists(), source
        where = Path(source) if (ROOT / source).is_dir() else Path(source).parent
        assert Path(target) == where, (source, target)
    read = [value for value in vars(paths).values() if isinstance(value, Path)]
    read = [p for p in read if p != paths.ROOT and p != paths.SCREENSHOTS]  # screenshots: ours
    assert len(read) >= 10
    for path in [*read, i18n.LOCALE_DIR, i18n.po_file("es")]:
        assert _bundled(path), f"{path} is read by the game but not in tools/build_app.py"


def test_files_are_found_through_paths_and_i18n_only() -> None:
    """A module finding files by its own ``__file__`` would look outside a built copy's
    bundle: only game.paths (the root) and game.i18n (its catalogues, bundled) do."""
    users = {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "game").rglob("*.py")
        if re.search(r"\b(?<!pygame\.)__file__\b", path.read_text(encoding="utf-8"))
    }
    assert users == {"game/paths.py", "game/i18n.py"}


def test_each_system_gets_its_icon_and_no_console() -> None:
    windows = build_app.pyinstaller_arguments("Windows")
    assert windows[windows.index("--icon") + 1].endswith("icon.ico")
    assert "--windowed" in windows
    mac = build_app.pyinstaller_arguments("Darwin")
    assert mac[mac.index("--icon") + 1].endswith("icon.icns")
    linux = build_app.pyinstaller_arguments("Linux")
    assert "--onedir" in linux and "--onefile" not in linux
    assert "--windowed" not in linux  # the console keeps --smoke's words
    for source, _ in build_app.CONTENT:
        assert any(a.startswith(str(ROOT / source) + os.pathsep) for a in linux), source


def test_the_icons_are_ours_and_readable() -> None:
    icon = pygame.image.load(str(build_app.ICON))
    assert icon.get_size() == (256, 256)
    assert build_app.ICONS["Windows"].read_bytes()[:4] == b"\0\0\1\0"
    assert build_app.ICONS["Darwin"].read_bytes()[:4] == b"icns"


def test_the_desktop_entry_names_the_program_and_its_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read_string(build_app.DESKTOP_ENTRY)
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"] == build_app.NAME == section["Icon"]
    assert section["Categories"].endswith(";") and "Game" in section["Categories"].split(";")
    assert section["Terminal"] == "false"
    assert "$here/" + build_app.NAME in build_app.INSTALL_SCRIPT


def test_the_babel_hook_keeps_only_the_languages_spoken() -> None:
    pytest.importorskip("PyInstaller")
    hook = ROOT / "tools" / "pyinstaller_hooks" / "hook-babel.py"
    spec = importlib.util.spec_from_file_location("hook_babel", hook)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    stems = {Path(source).stem for source, _ in module.datas if "locale-data" in source}
    assert stems == {"root", *i18n.LANGUAGES}
    assert any(Path(source).name == "global.dat" for source, _ in module.datas)


def test_the_icon_is_the_one_tools_draw_icon_draws() -> None:
    import draw_icon

    pygame.init()
    drawn = draw_icon.icon()
    assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(draw_icon.icon(), "RGBA")
    kept = pygame.image.load(str(build_app.ICON))
    assert kept.get_size() == drawn.get_size()
    a, b = pygame.image.tobytes(drawn, "RGBA"), pygame.image.tobytes(kept, "RGBA")
    assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a) < 2  # rounding aside
    assert drawn.get_at((128, 128)).a == 255 and drawn.get_at((0, 0)).a < 40  # a badge
