"""The words a player reads in the content files, for the translators: a Babel extractor.

``babel.cfg`` names ``extract`` for missions.yaml, cards.yaml, lessons.yaml and guide.yaml,
so ``pybabel extract -F babel.cfg`` collects their names, card texts, briefings, banners,
objectives, defeats, lessons and field guide pages beside the code's own messages. Each
file's player-facing values are named below by their path in the YAML (``#`` a list
item, ``*`` any key or any depth); ids, rule names and numbers are not words. A message is
the text as the loaders read it: its spaces and line breaks folded into single spaces.

A glossary term is one message, its forms joined by ``|`` (context ``glossary``): a
translation gives as many forms as its language needs, the first being the term shown.
"""

from __future__ import annotations

from collections.abc import Iterator
from fnmatch import fnmatchcase
from pathlib import PurePath
from typing import IO, Any

import yaml

from game.i18n import GLOSSARY, join_forms
from game.rules import Command

WORDS = {
    "missions.yaml": (
        "missions.#.title",
        "missions.#.objective",
        "missions.#.briefing",
        "missions.#.debriefing",
        "missions.#.special_rules.#",
        "missions.#.zones.*",
        "missions.#.stages.#.goal",
        "missions.#.stages.#.zones.*",
        "missions.#.doom.meaning",
        "*.says",
    ),
    "cards.yaml": (
        "command_cards.#.text.#",
        "command_cards.#.scrap",
        "*.title",
        "*.text",
        "*.text.#",
    ),
    "lessons.yaml": ("*.title", "*.says", "glossary.#.means"),
    "guide.yaml": ("sections.#.title", "sections.#.entries.#.name", "*.text"),
}

# What Babel's extract() takes from an extractor: line, keyword, message(s), comments.
Found = tuple[int, str | None, str | tuple[str, str], list[str]]


def extract(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: dict[str, Any]
) -> Iterator[Found]:
    """Babel's extractor interface: the player-facing words of one content file."""
    name = PurePath(getattr(fileobj, "name", "")).name
    root = yaml.compose(fileobj.read().decode("utf-8"), Loader=yaml.SafeLoader)
    if root is None:
        return
    patterns = WORDS.get(name, ())
    for path, node in _scalars(root, ()):
        line, dotted = node.start_mark.line + 1, ".".join(path)
        if name == "cards.yaml" and dotted == "command_cards.#.name":
            yield line, None, Command(node.value).title, ["A Command Card's name."]
        elif any(fnmatchcase(dotted, pattern) for pattern in patterns):
            yield line, None, " ".join(node.value.split()), []  # as the loaders read it
    if name == "lessons.yaml":
        yield from _glossary(root)
    if name == "cards.yaml":
        yield from _shorts(root)


SHORT = "short name"  # the context of a card's short name, which a language may shorten


def _shorts(root: yaml.Node) -> Iterator[Found]:
    """Each Command and Damage Card's short name (its ``short``, else its title), with the
    context ``short name``: the compact rows' words, which a translation may shorten even
    where the English short name is the title itself."""
    comment = "A card's name in a folded seat's row: at most about 10 letters."
    for section in ("command_cards", "damage_cards"):
        items = _item(root, section)
        for entry in items.value if isinstance(items, yaml.SequenceNode) else ():
            short, title, card = _item(entry, "short"), _item(entry, "title"), _item(entry, "name")
            if isinstance(short, yaml.ScalarNode):
                words, line = short.value, short.start_mark.line + 1
            elif isinstance(title, yaml.ScalarNode):
                words, line = title.value, title.start_mark.line + 1
            elif isinstance(card, yaml.ScalarNode) and card.value in set(Command):
                words, line = Command(card.value).title, card.start_mark.line + 1
            else:
                continue
            yield line, "pgettext", (SHORT, " ".join(words.split())), [comment]


def _glossary(root: yaml.Node) -> Iterator[Found]:
    """Each glossary term with its forms, as one message: ``stack|stacks|stacked``."""
    for entry in _item(root, "glossary").value if isinstance(root, yaml.MappingNode) else ():
        term, forms = _item(entry, "term"), _item(entry, "forms")
        if not isinstance(term, yaml.ScalarNode):
            continue
        written = [term.value]
        if isinstance(forms, yaml.SequenceNode):
            written += [form.value for form in forms.value]
        comment = "A glossary term and the forms it is printed in, split by |."
        yield term.start_mark.line + 1, "pgettext", (GLOSSARY, join_forms(written)), [comment]


def _item(node: yaml.Node, key: str) -> Any:
    """The value under ``key`` in a mapping node (an empty sequence when there is none)."""
    if isinstance(node, yaml.MappingNode):
        for k, value in node.value:
            if k.value == key:
                return value
    return yaml.SequenceNode("tag:yaml.org,2002:seq", [])


def _scalars(node: yaml.Node, path: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], Any]]:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            yield from _scalars(value, (*path, str(key.value)))
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            yield from _scalars(item, (*path, "#"))
    elif isinstance(node, yaml.ScalarNode) and _is_words(node) and path:
        yield path, node


def _is_words(node: yaml.ScalarNode) -> bool:
    return node.tag == "tag:yaml.org,2002:str" and bool(node.value.strip())
