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
    read, leaves English, with a line in the log)."""
    global _language, _catalogue
    if code not in LANGUAGES:
        log.warning("no language %r; English is used", code)
        code = ENGLISH
    try:
        catalogue = translations(code)
    except (OSError, ValueError) as error:
        log.warning("cannot read the %s catalogue: %s; English is used", code, error)
        code, catalogue = ENGLISH, gettext.NullTranslations()
    _language, _catalogue = code, catalogue


def next_language(code: str) -> str:
    """The language after ``code`` in the language button's round."""
    codes = list(LANGUAGES)
    return codes[(codes.index(code) + 1) % len(codes)] if code in codes else ENGLISH


def translations(code: str) -> gettext.NullTranslations:
    """The catalogue of ``code`` (compiled once a run)."""
    if code == ENGLISH:
        return gettext.NullTranslations()
    if code not in _loaded:
        catalogue = gettext.GNUTranslations(io.BytesIO(compiled(po_file(code))))
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


def compiled(po: Path) -> bytes:
    """The ``.mo`` of ``po``: from the data folder's cache when it was compiled before,
    else compiled with Babel now (and kept, when the folder can be written)."""
    source = po.read_bytes()
    fingerprint = hashlib.sha256(source).hexdigest()[:16]
    cached = paths.data_dir() / "translations" / f"{po.parent.parent.name}-{fingerprint}.mo"
    try:
        return cached.read_bytes()
    except OSError:
        pass
    data = compile_po(source, po.parent.parent.name)
    try:  # a cache, not a save: a temporary file renamed over it is enough
        cached.parent.mkdir(parents=True, exist_ok=True)
        temporary = cached.with_name(f".{cached.name}.{os.getpid()}.tmp")
        temporary.write_bytes(data)
        os.replace(temporary, cached)
    except OSError as error:
        log.info("compiled catalogue not kept (%s): %s", cached, error)
    return data


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
    return words.format(**values) if values else words


def ntr(singular: str, plural: str, n: int, /, **values: object) -> str:
    """The form of ``singular``/``plural`` for ``n`` in the current language; ``{n}`` is
    the count."""
    return _catalogue.ngettext(singular, plural, n).format(n=n, **values)


def ctr(context: str, message: str, /, **values: object) -> str:
    """``message`` meant in ``context`` (an English word with two meanings)."""
    words = _catalogue.pgettext(context, message)
    return words.format(**values) if values else words


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
