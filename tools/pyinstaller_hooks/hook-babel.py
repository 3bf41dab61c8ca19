"""PyInstaller's hook for Babel, taking only the locale data of the languages the game
speaks (Babel compiles the translations at start): 1 MB, where all of it is 35 MB.
``tools/build_app.py`` runs PyInstaller with this folder's hooks first."""

from pathlib import Path

from PyInstaller.utils.hooks import collect_data_files

from game.i18n import LANGUAGES

KEPT = {"root", *LANGUAGES}


def _kept(source: str) -> bool:
    path = Path(source)
    return path.parent.name != "locale-data" or path.stem in KEPT


datas = [(source, target) for source, target in collect_data_files("babel") if _kept(source)]
# As PyInstaller's own hook: unpickling locale-data/root.dat needs these modules.
hiddenimports = ["babel.dates", "babel.localedata", "babel.plural", "babel.numbers"]
