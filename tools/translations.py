"""Bring the translations up to date with the sources, the way Babel projects do.

    python tools/translations.py [LANG ...]

Extracts every message from the code and the content files (as ``pybabel extract -F
babel.cfg`` would) into ``game/locale/mvm.pot``, merges it into each language's
``game/locale/LANG/LC_MESSAGES/mvm.po`` (every language the game has, unless named: a new
language's catalogue is started), then prints what is left to translate and, last, the line
``python -m game check`` prints: ``translations ok: es N/N messages``.

Translate the new (empty) and changed (fuzzy) messages in the ``.po`` with any PO editor;
the game compiles the catalogue itself when it starts.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import catalogues, i18n  # noqa: E402


def main(argv: list[str]) -> int:
    languages = argv or [code for code in i18n.LANGUAGES if code != i18n.ENGLISH]
    sources = catalogues.update(languages)
    status = 0
    for language in languages:
        report = catalogues.check(language, sources)
        for problem in report.problems[:20]:
            print(f"  {language}: {problem}")
        if len(report.problems) > 20:
            print(f"  {language}: ... and {len(report.problems) - 20} more")
        print(report.line)
        status = status or int(bool(report.problems))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
