"""Build the game players download: one folder with the program and everything it reads.

    python3 -m pip install -e '.[build]'      # PyInstaller, once
    python3 tools/build_app.py [--smoke]

Makes ``dist/mechs-vs-minions/`` with PyInstaller (folder mode: it starts at once, nothing
is unpacked at each start) and ``dist/mechs-vs-minions-<version>-<system>-<machine>.tar.gz``
of it. The content (missions.yaml, cards.yaml, lessons.yaml, guide.yaml, maps/, assets/) and
the translations (game/locale) go in with the repository's layout, where ``game.paths`` and
``game.i18n`` look for them in a built copy; saves and settings go to the platform's folders
as when run from the source. On Linux the folder also holds a desktop entry, its icon, and
``install-desktop-entry.sh`` to put both in the player's menus. The same command builds on
Windows (``mechs-vs-minions.exe``, no console window) and macOS (``mechs-vs-minions.app``
beside the folder), each on its own system: PyInstaller does not cross-build. With
``--smoke`` the built program is then run once headless (``--smoke``), with no Python on
its PATH.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the Babel hook reads the languages from game.i18n
NAME = "mechs-vs-minions"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
APP = DIST / NAME
# What the game reads, as (source in the repository, folder in the build): a file goes into
# the folder named, a folder's contents into the folder named (PyInstaller's --add-data).
CONTENT = (
    ("missions.yaml", "."),
    ("cards.yaml", "."),
    ("lessons.yaml", "."),
    ("guide.yaml", "."),
    ("maps", "maps"),
    ("assets", "assets"),
    ("game/locale", "game/locale"),
)
# Never needed by the game; some are installed beside it for the tests.
EXCLUDED = ("tkinter", "pytest", "_pytest", "hypothesis", "mypy", "numpy", "IPython")
ICON = ROOT / "assets" / "icon.png"  # game.paths.ICON
ICONS = {"Windows": ROOT / "assets" / "icon.ico", "Darwin": ROOT / "assets" / "icon.icns"}
DESKTOP_ENTRY = f"""[Desktop Entry]
Type=Application
Version=1.0
Name=Mechs vs. Minions
GenericName=Cooperative board game
Comment=The cooperative Mechs vs. Minions campaign on one screen
Comment[es]=La campaña cooperativa de Mechs vs. Minions en una sola pantalla
Exec={NAME}
Icon={NAME}
Terminal=false
Categories=Game;BoardGame;StrategyGame;
Keywords=board;cooperative;programming;
StartupWMClass={NAME}
"""
INSTALL_SCRIPT = f"""#!/bin/sh
# Put Mechs vs. Minions in this user's application menu (run it from anywhere; run it
# again if the folder moves). Removing: delete the two files it names.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${{XDG_DATA_HOME:-$HOME/.local/share}}/applications"
icons="${{XDG_DATA_HOME:-$HOME/.local/share}}/icons/hicolor/256x256/apps"
mkdir -p "$apps" "$icons"
cp "$here/{NAME}.png" "$icons/{NAME}.png"
sed "s|^Exec=.*|Exec=\\"$here/{NAME}\\"|" "$here/{NAME}.desktop" > "$apps/{NAME}.desktop"
echo "installed $apps/{NAME}.desktop and $icons/{NAME}.png"
"""


def version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as file:
        found: str = tomllib.load(file)["project"]["version"]
    return found


def pyinstaller_arguments(system: str) -> list[str]:
    """PyInstaller's command line for this system (``platform.system()``)."""
    entry = WORK / "entry.py"
    arguments = [
        str(entry),
        "--name",
        NAME,
        "--onedir",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(WORK),
        "--specpath",
        str(WORK),
        "--paths",
        str(ROOT),
        "--collect-submodules",
        "game",  # scenes and subcommands imported when first used
        "--additional-hooks-dir",
        str(ROOT / "tools" / "pyinstaller_hooks"),
    ]
    for source, target in CONTENT:
        arguments += ["--add-data", f"{ROOT / source}{os.pathsep}{target}"]
    for module in EXCLUDED:
        arguments += ["--exclude-module", module]
    if system in ICONS:
        arguments += ["--icon", str(ICONS[system]), "--windowed"]
    if system == "Darwin":
        arguments += ["--osx-bundle-identifier", "org.mechs-vs-minions.game"]
    return arguments


def build(system: str) -> Path:
    """Make the folder and its archive; the archive's path."""
    try:
        import PyInstaller.__main__
    except ImportError:
        sys.exit("PyInstaller is missing: python3 -m pip install -e '.[build]'")
    for source, _ in CONTENT + (("assets/icon.png", "."),):
        if not (ROOT / source).exists():
            sys.exit(f"{source} is missing: the build would lack it")
    WORK.mkdir(parents=True, exist_ok=True)
    (WORK / "entry.py").write_text("from game.__main__ import cli\n\ncli()\n", encoding="utf-8")
    shutil.rmtree(APP, ignore_errors=True)
    PyInstaller.__main__.run(pyinstaller_arguments(system))
    if system == "Linux":
        (APP / f"{NAME}.desktop").write_text(DESKTOP_ENTRY, encoding="utf-8")
        shutil.copyfile(ICON, APP / f"{NAME}.png")
        script = APP / "install-desktop-entry.sh"
        script.write_text(INSTALL_SCRIPT, encoding="utf-8")
        script.chmod(0o755)
    return archive(system)


def archive(system: str) -> Path:
    """``dist/<name>-<version>-<system>-<machine>.tar.gz`` of the folder."""
    machine = platform.machine().lower() or "unknown"
    out = DIST / f"{NAME}-{version()}-{system.lower()}-{machine}.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(APP, arcname=NAME)
    return out


def program(system: str) -> Path:
    return APP / (f"{NAME}.exe" if system == "Windows" else NAME)


def smoke(system: str) -> int:
    """Run the built program's ``--smoke`` with no Python on its PATH (nor its variables)."""
    python_dirs = {Path(sys.executable).resolve().parent, Path(sys.executable).parent}
    path = [
        entry
        for entry in os.environ.get("PATH", "").split(os.pathsep)
        if entry
        and Path(entry) not in python_dirs
        and not any((Path(entry) / name).exists() for name in ("python", "python3", "python.exe"))
    ]
    environ = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    environ["PATH"] = os.pathsep.join(path)
    started = time.perf_counter()
    result = subprocess.run([str(program(system)), "--smoke"], env=environ, check=False)
    print(f"smoke of the build: exit {result.returncode} in {time.perf_counter() - started:.1f} s")
    return result.returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="run the build's --smoke after")
    args = parser.parse_args()
    system = platform.system()
    started = time.perf_counter()
    out = build(system)
    size = sum(f.stat().st_size for f in APP.rglob("*") if f.is_file()) / 2**20
    print(f"built {APP} ({size:.0f} MB) and {out} in {time.perf_counter() - started:.0f} s")
    return smoke(system) if args.smoke else 0


if __name__ == "__main__":
    sys.exit(main())
