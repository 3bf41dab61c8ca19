"""The language the words are drawn in: English as the code and content write it, or a
translation from a gettext catalogue (``game/locale/<lang>/LC_MESSAGES/mvm.po``).

Words are translated when they are drawn, so switching language (``use``) needs no
restart: the next frame reads the new catalogue. Placeholders are ``str.format`` names,
filled after translating, so a translation may move them::

    tr("{name} is ready", name="Corki")
    ntr("{n} Minion", "{n} Minions", count)      # plural forms; ``n`` is the count
    ctr("card kind", "Move")                     # one English word, two meanings
    N_("the draft")                              # marked for extraction, translated later

A catalogue is compiled from its ``.po`` with Babel the first time it is used and kept in
the data folder (under the ``.po``'s fingerprint); if that folder cannot be written, it is
compiled in memory each run. ``pybabel extract -F babel.cfg`` collects the messages from
the code and, with ``game.content.messages``, from the content files.
"""

from __future__ import annotations

import gettext
import hashlib
import io
import logging
import os
import string
from collections.abc import Mapping
from pathlib import Path

from game import paths

log = logging.getLogger(__name__)

DOMAIN = "mvm"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
ENGLISH = "en"
# Each language in its own words, as the language button shows it.
LANGUAGES = {"en": "English", "es": "Español"}
# Where the system says its language, most telling first (as gettext reads them).
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_language = ENGLISH
_catalogue: gettext.NullTranslations = gettext.NullTranslations()
_loaded: dict[str, gettext.NullTranslations] = {}


def po_file(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The system's language when the game speaks it (``LANGUAGE=es``, ``LANG=es_AR.UTF-8``),
    else English."""
    environ = os.environ if environ is None else environ
    for variable in LANGUAGE_VARIABLES:
        value = environ.get(variable, "")
        if not value:
            continue
        first = value.split(":")[0]
        code = first.split(".")[0].split("@")[0].split("_")[0].lower()
        return code if code in LANGUAGES else ENGLISH
    return ENGLISH


def language() -> str:
    """The language words are drawn in now."""
    return _language


def use(code: str) -> None:
    """Draw words in ``code`` from now on (an unknown code, or a catalogue that cannot be
    read, leaves English, with a line in the log and ``trouble`` saying why)."""
    global _language, _catalogue, trouble
    if code not in LANGUAGES:
        log.warning("no language %r; English is used", code)
        code = ENGLISH
    try:
        catalogue, trouble = translations(code), None
    except (OSError, CatalogueError) as error:
        trouble = f"The {LANGUAGES[code]} words cannot be read ({error}); English is used."
        log.warning("%s", trouble)
        code, catalogue = ENGLISH, gettext.NullTranslations()
    _language, _catalogue = code, catalogue


# Why the language asked for is not the one in use (English instead), in words; or None.
trouble: str | None = None


class CatalogueError(ValueError):
    """A catalogue that cannot be used, even compiled afresh from its ``.po``."""


def next_language(code: str) -> str:
    """The language after ``code`` in the language button's round."""
    codes = list(LANGUAGES)
    return codes[(codes.index(code) + 1) % len(codes)] if code in codes else ENGLISH


def translations(code: str) -> gettext.NullTranslations:
    """The catalogue of ``code`` (compiled once a run). Raises OSError or CatalogueError."""
    if code == ENGLISH:
        return gettext.NullTranslations()
    if code not in _loaded:
        catalogue = _catalogue_of(po_file(code))
        catalogue.add_fallback(_Missing())
        _loaded[code] = catalogue
    return _loaded[code]


# Messages asked for that the catalogue in use lacks (drawn in English): the check and the
# tests make sure none is; a player's log notes each once.
missing: set[str] = set()


class _Missing(gettext.NullTranslations):
    """Where a catalogue sends what it has no translation for: noted, then left English."""

    def gettext(self, message: str) -> str:
        _note(message)
        return message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        _note(msgid1)
        return msgid1 if n == 1 else msgid2

    def pgettext(self, context: str, message: str) -> str:
        _note(f"[{context}] {message}")
        return message


def _note(message: str) -> None:
    if message and message not in missing:
        missing.add(message)
        log.info("no %s translation: %r", _language, message)


MAX_PO_BYTES = 16 * 1024 * 1024  # a catalogue, as text or compiled


def cache_path(po: Path, source: bytes) -> Path:
    """Where the ``.mo`` compiled from ``source`` is kept: named by its fingerprint."""
    fingerprint = hashlib.sha256(source).hexdigest()[:16]
    return paths.data_dir() / "translations" / f"{po.parent.parent.name}-{fingerprint}.mo"


def _catalogue_of(po: Path) -> gettext.GNUTranslations:
    """The catalogue of ``po``: the cached ``.mo`` when it reads and every message in it
    is sound, else compiled afresh (and kept). Whatever the cache holds (nothing, bytes cut
    short, a broken index, a placeholder the English does not fill, a FIFO), the cache is
    never the reason a catalogue is not used."""
    source = _source(po)
    cached = cache_path(po, source)
    try:
        data: bytes | None = paths.read_regular(cached, MAX_PO_BYTES)
    except OSError:
        data = None  # not compiled before, or not a file: compiled again below
    if data is not None:
        catalogue, problem = parsed(data)
        if catalogue is not None:
            return catalogue
        log.warning("the compiled catalogue %s is broken (%s): compiled again", cached, problem)
    try:
        data = compile_po(source, po.parent.parent.name)
    except Exception as error:  # Babel's own errors: PoFileError, ValueError and more
        raise CatalogueError(f"{po.name}: {error}") from None
    catalogue, problem = parsed(data)
    if catalogue is None:
        raise CatalogueError(f"{po.name}: {problem}")
    _keep(cached, data)
    return catalogue


def _source(po: Path) -> bytes:
    source = paths.read_regular(po, MAX_PO_BYTES)
    if len(source) > MAX_PO_BYTES:
        raise CatalogueError(f"{po.name}: larger than {MAX_PO_BYTES // (1024 * 1024)} MB")
    return source


def _keep(cached: Path, data: bytes) -> None:
    """Keep a compiled catalogue, written atomically (a crash leaves the old one or none)."""
    try:
        paths.write_atomically(cached, data)
    except OSError as error:
        log.info("compiled catalogue not kept (%s): %s", cached, error)


def parsed(data: bytes) -> tuple[gettext.GNUTranslations | None, str]:
    """A compiled catalogue read and checked; or None and what is wrong with it."""
    try:
        catalogue = gettext.GNUTranslations(io.BytesIO(data))
        for n in range(200):  # a plural rule that fails for some count fails here
            catalogue.plural(n)  # type: ignore[attr-defined]
    except Exception as error:  # struct.error, OSError, UnicodeError, KeyError, ValueError...
        return None, f"it cannot be read: {type(error).__name__}"
    for key, words in catalogue._catalog.items():  # type: ignore[attr-defined]
        english = key if isinstance(key, str) else key[0]
        english = english.rpartition(CONTEXT_MARK)[2]
        if not fills_only(str(words), english, plural=not isinstance(key, str)):
            return None, f"a broken placeholder in the translation of {english[:40]!r}"
    return catalogue, ""


CONTEXT_MARK = "\x04"  # between a message's context and its English, in a .mo


def fills_only(words: str, english: str, plural: bool = False) -> bool:
    """Whether ``words`` can be filled wherever ``english`` is: its braces parse and each
    placeholder is one the English has, written the same way (``n`` too, in a plural)."""
    wanted = _fields(english)
    if wanted is None:
        return True  # braces that are just braces: the words are not filled
    if plural:
        wanted.add(("n", "", None))
    found = _fields(words)
    return found is not None and found <= wanted


def _fields(words: str) -> set[tuple[str, str, str | None]] | None:
    try:
        return {
            (name, spec or "", conversion)
            for _, name, spec, conversion in string.Formatter().parse(words)
            if name is not None
        }
    except ValueError:
        return None


def compile_po(source: bytes, locale: str) -> bytes:
    """A ``.po`` file's text compiled to a ``.mo``; fuzzy entries are left out."""
    from babel.messages.mofile import write_mo  # Babel only when a catalogue is compiled
    from babel.messages.pofile import read_po

    catalog = read_po(io.BytesIO(source), locale=locale, abort_invalid=True)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


# --- words ------------------------------------------------------------------------------


def tr(message: str, /, **values: object) -> str:
    """``message`` in the current language, its ``{placeholders}`` filled from ``values``."""
    words = _catalogue.gettext(message)
    return _filled(words, message, values) if values else words


def ntr(singular: str, plural: str, n: int, /, **values: object) -> str:
    """The form of ``singular``/``plural`` for ``n`` in the current language; ``{n}`` is
    the count."""
    english = singular if n == 1 else plural
    return _filled(_catalogue.ngettext(singular, plural, n), english, {"n": n, **values})


def ctr(context: str, message: str, /, **values: object) -> str:
    """``message`` meant in ``context`` (an English word with two meanings)."""
    words = _catalogue.pgettext(context, message)
    return _filled(words, message, values) if values else words


def _filled(words: str, english: str, values: dict[str, object]) -> str:
    """``words`` filled; the English filled instead if a translation cannot be (the
    catalogues are checked when read, so this is only ever a last resort)."""
    try:
        return words.format(**values)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        if words == english:
            raise
        log.warning("a broken placeholder in the translation of %r", english[:60])
        return english.format(**values)


# A glossary term is one message: the forms it is printed in, joined by "|" (context
# "glossary"); a translation gives as many forms as its language needs, the first shown.
GLOSSARY = "glossary"
FORMS_SEPARATOR = "|"


def join_forms(forms: list[str] | tuple[str, ...]) -> str:
    return FORMS_SEPARATOR.join(forms)


def split_forms(message: str) -> tuple[str, ...]:
    return tuple(f.strip() for f in message.split(FORMS_SEPARATOR) if f.strip())


def N_(message: str) -> str:  # noqa: N802  # the name gettext tools know
    """``message`` itself, marked for extraction: it is translated where it is drawn."""
    return message
