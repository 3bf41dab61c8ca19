"""The translations, the way Python projects keep them: messages extracted with Babel from
the code and the content files, a Spanish catalogue that translates every one of them with
its placeholders whole, ``python -m game check`` saying so, and the language chosen from
the system's unless a player picked one."""

from __future__ import annotations

import functools
import re
import shutil
from pathlib import Path

import pytest
from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po

from game import catalogues, commands, i18n, paths
from game.preferences import Preferences, from_json, to_json


def keys(catalog):  # type: ignore[no-untyped-def]
    return {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalog if m.id}


def test_pybabel_extract_with_babel_cfg_finds_the_messages_of_the_code_and_the_content(
    tmp_path, monkeypatch
):
    monkeypatch.chdir(paths.ROOT)
    out = tmp_path / "mvm.pot"
    CommandLineInterface().run(["pybabel", "-q", "extract", "-F", "babel.cfg", "-o", str(out), "."])
    with out.open("rb") as pot:
        extracted = read_po(pot)
    assert keys(extracted) == keys(catalogues.template())
    files = {where.split(":")[0] for m in extracted for where, _ in m.locations}
    assert {"missions.yaml", "cards.yaml", "lessons.yaml", "guide.yaml"} <= files
    found = keys(extracted)
    assert ("Tutorial: Target Practice", None) in found  # a mission's title
    assert ("The Bomb exploded.", None) in found  # a defeat
    assert ("Blaze", None) in found  # a Command Card's name
    assert ("Choose your pilots", None) in found  # a lesson
    assert ("{n} choice", None) in found  # a plural, from the code
    assert ("Command Card|Command Cards", "glossary") in found
    with catalogues.TEMPLATE.open("rb") as pot:  # the template in the repository is current
        assert keys(read_po(pot)) == found


def test_every_message_the_code_writes_in_words_is_extracted():
    """A ``tr("...")`` Babel does not see (inside another call's arguments, say) would be
    drawn in English in every language."""
    found = {message for message, _ in keys(catalogues.template())}
    literal = re.compile(r'\b(?:tr|N_)\(\s*"((?:[^"\\]|\\.)*)"\s*[,)]')
    missed = [
        f"{path.relative_to(paths.ROOT)}: {words!r}"
        for path in sorted((paths.ROOT / "game").rglob("*.py"))
        for words in literal.findall(path.read_text(encoding="utf-8"))
        if words not in found
    ]
    assert missed == []


def test_the_spanish_catalogue_translates_every_message():
    report = catalogues.check("es")
    assert report.problems == ()
    assert report.translated == report.total > 1000
    assert report.line == f"translations ok: es {report.total}/{report.total} messages"


def test_check_prints_the_translations_line_second(capsys):
    assert commands.check([]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("content ok: ")
    assert re.fullmatch(r"translations ok: es (\d+)/\1 messages", lines[1])


sources = functools.cache(catalogues.template)


def broken_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, old: str, new: str) -> None:
    """A copy of the catalogues with ``old`` replaced by ``new`` in the Spanish one (the
    sources' messages extracted once)."""
    monkeypatch.setattr(catalogues, "template", sources)
    locale = tmp_path / "locale"
    shutil.copytree(i18n.LOCALE_DIR, locale)
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale)
    po = i18n.po_file("es")
    text = po.read_text(encoding="utf-8")
    assert old in text
    po.write_bytes(text.replace(old, new, 1).encode("utf-8", "surrogateescape"))


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ('msgid "Ready"\nmsgstr "Listo"', 'msgid "Ready"\nmsgstr ""', "not translated: 'Ready'"),
        ('msgid "Ready"\n', '#, fuzzy\nmsgid "Ready"\n', "fuzzy: 'Ready'"),
        ('msgstr "Ronda {n}"', 'msgstr "Ronda {m}"', "broken placeholder (m, n): 'Round {n}'"),
        ('msgstr "Ronda {n}"', 'msgstr "Ronda {n"', "broken placeholder (unmatched brace)"),
        ('msgstr[1] "{n} opciones"', 'msgstr[1] "{count} opciones"', "broken placeholder"),
        ('msgid "Undo"\nmsgstr "Deshacer"', "", "older than its sources): 'Undo'"),
        ('msgid "Undo"', 'msgid "Undone"', "no longer in the sources: 'Undone'"),
    ],
    ids=["missing", "fuzzy", "renamed", "brace", "plural", "older", "stale"],
)
def test_check_fails_on_a_catalogue_that_is_not_sound(
    tmp_path, monkeypatch, capsys, old, new, problem
):
    broken_catalogue(tmp_path, monkeypatch, old, new)
    assert commands.check_translations() == 1
    out, err = capsys.readouterr()
    assert "translations ok" not in out
    assert problem in err


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({"LANGUAGE": "es"}, "es"),
        ({"LANG": "es_AR.UTF-8"}, "es"),
        ({"LC_ALL": "es_ES@euro", "LANG": "en_GB.UTF-8"}, "es"),
        ({"LANGUAGE": "es:en", "LANG": "de_DE.UTF-8"}, "es"),
        ({"LC_MESSAGES": "fr_FR.UTF-8", "LANG": "es_ES.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_system_language_is_spanish_only_when_the_system_says_so(environ, language):
    assert i18n.system_language(environ) == language


def test_a_chosen_language_is_remembered_and_checked():
    assert from_json(to_json(Preferences(language="es"))).language == "es"
    assert from_json(to_json(Preferences())).language is None  # the system's, then
    with pytest.raises(Exception, match="'language' should be one of en, es"):
        from_json(to_json(Preferences()).replace('"language": null', '"language": "xx"'))


def test_spanish_words_counts_and_placeholders():
    i18n.use("es")
    assert i18n.tr("Ready") == "Listo"
    assert i18n.tr("Round {n}", n=3) == "Ronda 3"
    assert i18n.ntr("{n} choice", "{n} choices", 1) == "1 opción"
    assert i18n.ntr("{n} choice", "{n} choices", 3) == "3 opciones"
    assert i18n.ctr("card kind", "Move") == "Mover"
    i18n.use("en")
    assert i18n.ntr("{n} choice", "{n} choices", 3) == "3 choices"
    assert i18n.tr("Ready") == "Ready"


def test_an_unknown_language_or_an_unreadable_catalogue_leaves_english(tmp_path, monkeypatch):
    i18n.use("xx")
    assert i18n.language() == "en" and i18n.tr("Ready") == "Ready"
    broken_catalogue(tmp_path, monkeypatch, 'msgstr "Listo"', 'msgstr "Listo\udcff"')
    monkeypatch.setattr(i18n, "_loaded", {})
    i18n.use("es")
    assert i18n.language() == "en" and i18n.tr("Ready") == "Ready"
