"""The translations as files: extracting the messages, checking a catalogue, updating it.

``template()`` collects every message from the sources in memory, exactly as
``pybabel extract -F babel.cfg`` does (the code's ``tr``/``ntr``/``ctr``/``N_`` and the
content files' words, ``game.content.messages``). ``check`` compares a language's ``.po``
with it: every message there, translated, not fuzzy, with the same placeholders, and
nothing the sources no longer hold. ``update`` writes ``game/locale/mvm.pot`` and merges it
into each ``.po`` (``python tools/translations.py``).
"""

from __future__ import annotations

import io
import string
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

from game import i18n, paths

CONFIG = paths.ROOT / "babel.cfg"
TEMPLATE = i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot"
PROJECT = "mechs-vs-minions"
PO_WIDTH = 100


def template(root: Path = paths.ROOT) -> Catalog:
    """Every message the sources hold now, as ``pybabel extract -F babel.cfg`` finds them."""
    with CONFIG.open(encoding="utf-8") as config:
        method_map, options_map = parse_mapping_cfg(config, str(CONFIG))  # type: ignore[no-untyped-call]
    catalog = Catalog(project=PROJECT, fuzzy=False)
    found = extract_from_dir(str(root), method_map, options_map, keywords=DEFAULT_KEYWORDS)
    for filename, line, message, comments, context in found:
        catalog.add(message, None, [(filename, line)], auto_comments=comments, context=context)
    return catalog


def read(language: str) -> Catalog:
    with i18n.po_file(language).open("rb") as po:
        return read_po(po, locale=language, abort_invalid=True)


@dataclass(frozen=True)
class Report:
    language: str
    translated: int
    total: int
    problems: tuple[str, ...]

    @property
    def line(self) -> str:
        verdict = "not ok" if self.problems else "ok"
        return f"translations {verdict}: {self.language} {self.translated}/{self.total} messages"


def check(language: str, sources: Catalog | None = None) -> Report:
    """How complete and sound ``language``'s catalogue is against the sources."""
    sources = sources or template()
    catalogue = read(language)
    problems: list[str] = []
    translated = 0
    for message in _messages(sources):
        found = catalogue.get(message.id, message.context)
        shown = _shown(message)
        if found is None:
            problems.append(f"not in the catalogue (older than its sources): {shown}")
        elif found.fuzzy:
            problems.append(f"fuzzy: {shown}")
        elif not _is_translated(found):
            problems.append(f"not translated: {shown}")
        elif (broken := placeholder_problem(found, catalogue.num_plurals)) is not None:
            problems.append(f"{broken}: {shown}")
        else:
            translated += 1
    wanted = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in _messages(sources)}
    for message in _messages(catalogue):
        key = (message.id if isinstance(message.id, str) else message.id[0], message.context)
        if key not in wanted:
            problems.append(f"no longer in the sources: {_shown(message)}")
    return Report(language, translated, len(list(_messages(sources))), tuple(problems))


def update(languages: Iterable[str]) -> Catalog:
    """Write the template and merge it into each language's catalogue (new messages empty,
    changed ones fuzzy, gone ones dropped)."""
    sources = template()
    _write(TEMPLATE, sources)
    for language in languages:
        if i18n.po_file(language).exists():
            catalogue = read(language)
        else:
            catalogue = Catalog(locale=language, project=PROJECT, fuzzy=False)
        catalogue.update(sources)
        _write(i18n.po_file(language), catalogue)
    return sources


def _write(path: Path, catalog: Catalog) -> None:
    for message in catalog:
        if not message.fuzzy:
            message.previous_id = []  # the English it had before: kept while still fuzzy
    out = io.BytesIO()
    write_po(out, catalog, width=PO_WIDTH, ignore_obsolete=True, include_previous=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(out.getvalue())


def _messages(catalog: Catalog) -> Iterable[Message]:
    return (m for m in catalog if m.id)


def _shown(message: Message) -> str:
    words = message.id if isinstance(message.id, str) else message.id[0]
    context = f"[{message.context}] " if message.context else ""
    return context + repr(words if len(words) <= 60 else words[:57] + "...")


def _is_translated(message: Message) -> bool:
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return all(strings)


def placeholders(words: str) -> set[str] | None:
    """The ``{names}`` a message fills (None: its braces do not parse)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(words) if name is not None}
    except ValueError:
        return None


def placeholder_problem(message: Message, plurals: int) -> str | None:
    """What is wrong with a translation's placeholders, if anything: it must fill the
    same names as the English (a plural form may leave out the count ``n``)."""
    ids = (message.id,) if isinstance(message.id, str) else tuple(message.id)
    strings = (message.string,) if isinstance(message.string, str) else tuple(message.string or ())
    if len(ids) > 1 and len(strings) != plurals:
        return f"{len(strings)} plural forms (the language has {plurals})"
    wanted: set[str] = set()
    for words in ids:
        names = placeholders(words)
        if names is None:
            return None  # not a format string in English: braces are just braces
        wanted |= names
    for words in strings:
        names = placeholders(words)
        if names is None:
            return "broken placeholder (unmatched brace)"
        extra, lost = names - wanted, wanted - names - ({"n"} if len(ids) > 1 else set())
        if extra or lost:
            return f"broken placeholder ({', '.join(sorted(extra | lost))})"
    return None
