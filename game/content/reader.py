"""Strict reading of YAML content, keeping the path of every value for error messages.

Every value is checked against a type and the bounds in ``schema``; whatever the bytes in
the file, reading ends in values or a ContentError naming the file, the place and the
problem.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Mapping
from enum import Enum
from pathlib import Path
from typing import Any

import yaml

from game import paths
from game.rules import RuleRef
from game.rules.board import Rune
from game.rules.registry import RuleGroup, declared_rules

from . import schema
from .errors import ContentError


def hint(word: str, choices: Any) -> str:
    close = difflib.get_close_matches(word[: schema.MAX_TITLE], [str(c) for c in choices], n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def shown(value: Any) -> str:
    """A value from the file as a message quotes it: never more than a few words, and never
    an error (a number of 5,000 digits has no ``repr``, a nest too deep none either)."""
    return _cut(_written(value, repr))


def key_text(key: Any) -> str:
    """A mapping key as a YAML path shows it, cut short."""
    return _cut(_written(key, str))


def _written(value: Any, write: Any) -> str:
    if isinstance(value, int) and value.bit_length() > 8192:  # some 2,500 digits
        return f"a number of some {value.bit_length() * 3 // 10} digits"
    try:
        return str(write(value))
    except (ValueError, RecursionError):
        return f"a {type(value).__name__} too large to show"


def _cut(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."


def type_name(kind: Any) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join(k.__name__ for k in kinds)


def is_a(value: Any, kind: Any) -> bool:
    """``isinstance``, except that True and False are not whole numbers."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        return False
    return isinstance(value, kinds)


class Reader:
    """Walks one YAML document, keeping the path for error messages."""

    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, where: str, message: str) -> ContentError:
        return ContentError(f"{self.file}: {where}: {message}")

    def mapping(
        self, value: Any, where: str, keys: dict[str, Any], required: tuple[str, ...] = ()
    ) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, f"expected a mapping, got {type(value).__name__}")
        for key, item in value.items():
            if key not in keys:
                raise self.fail(f"{where}.{key_text(key)}", "unknown key" + hint(str(key), keys))
            if not is_a(item, keys[key]):
                raise self.fail(
                    f"{where}.{key_text(key)}",
                    f"expected {type_name(keys[key])}, got {type(item).__name__}",
                )
            self.bounded(item, f"{where}.{key_text(key)}")
        for key in required:
            if key not in value:
                raise self.fail(where, f"missing key {key!r}")
        return value

    def bounded(self, value: Any, where: str) -> None:
        """No list or string longer than the game can use."""
        if isinstance(value, list) and len(value) > schema.MAX_ITEMS:
            raise self.fail(where, f"{len(value)} entries (at most {schema.MAX_ITEMS})")
        if isinstance(value, str) and len(value) > schema.MAX_TEXT:
            raise self.fail(where, f"{len(value)} characters (at most {schema.MAX_TEXT})")

    def text(self, value: str, where: str, limit: int = schema.MAX_LINE) -> str:
        """Words a player reads: not empty, at most ``limit`` characters."""
        if not value.strip():
            raise self.fail(where, "is empty")
        if len(value) > limit:
            raise self.fail(where, f"{len(value)} characters (at most {limit})")
        control = next((c for c in value if unicodedata.category(c) == "Cc" and c != "\n"), None)
        if control is not None:
            raise self.fail(where, f"holds the control character {control!r}")
        return value

    def name(self, value: str, where: str) -> str:
        """An id or card name: lower-case letters, digits, ``_`` and ``-``."""
        if len(value) > schema.MAX_TITLE or not schema.NAME.fullmatch(value):
            raise self.fail(
                where, f"{shown(value)} is not a name (lower-case letters, digits, _ and -)"
            )
        return value

    def number(self, value: int, where: str, low: int, high: int) -> int:
        if not low <= value <= high:
            raise self.fail(where, f"{shown(value)} is out of range ({low} to {high})")
        return value

    def words(self, value: Any, where: str) -> tuple[str, ...]:
        """A list of strings."""
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(where, "expected a list of words")
        self.bounded(value, where)
        return tuple(value)

    def choice(self, value: Any, where: str, choices: tuple[str, ...]) -> str:
        if value not in choices:
            raise self.fail(where, f"expected one of {list(choices)}" + hint(str(value), choices))
        return str(value)

    def params(
        self,
        given: Mapping[Any, Any],
        where: str,
        owner: str,
        types: Mapping[str, Any],
        defaults: Mapping[str, Any],
    ) -> dict[str, Any]:
        """A rule's or effect's parameters checked against its declaration: no unknown
        name, each of its declared type and within the schema's bounds, none missing."""
        for name, value in given.items():
            place = f"{where}.{key_text(name)}"
            if name not in types:
                raise self.fail(place, f"{owner} takes no such parameter" + hint(str(name), types))
            self.param(value, f"{where}.{name}", name, types[name])
        for name in types:
            if name not in given and name not in defaults:
                raise self.fail(where, f"{owner} needs the parameter {name!r}")
        return dict(given)

    def param(self, value: Any, where: str, name: str, wanted: Any) -> None:
        if wanted is tuple:  # the rules declare a list of names as a tuple, YAML writes a list
            wanted = list
        if isinstance(wanted, type) and issubclass(wanted, Enum):
            self.choice(value, where, tuple(str(m.value) for m in wanted))
            return
        if not is_a(value, wanted):
            raise self.fail(where, f"expected {wanted.__name__}, got {shown(value)}")
        self.bounded(value, where)
        if isinstance(value, int):
            self.number(value, where, *schema.NUMBER_BOUNDS.get(name, schema.DEFAULT_BOUNDS))
        elif isinstance(value, str) and name in schema.WORD_CHOICES:
            self.choice(value, where, schema.WORD_CHOICES[name])
        elif isinstance(value, str) and len(value) > schema.MAX_TITLE:
            raise self.fail(where, f"{len(value)} characters (at most {schema.MAX_TITLE})")
        elif isinstance(value, list):
            colours = tuple(r.value for r in Rune)
            for i, item in enumerate(self.words(value, where)):
                if name in schema.RUNE_LISTS:
                    self.choice(item, f"{where}[{i}]", colours)

    def rule(self, value: Any, where: str, registry: str) -> RuleRef:
        if isinstance(value, str):
            value = {"kind": value}
        spec = self.mapping(value, where, {"kind": str, "params": dict, "says": str}, ("kind",))
        known = declared_rules(RuleGroup(registry))
        kind = spec["kind"]
        if kind not in known:
            raise self.fail(
                f"{where}.kind", f"unknown {registry} rule {shown(kind)}" + hint(kind, known)
            )
        declared = known[kind]
        params = self.params(
            spec.get("params", {}), f"{where}.params", kind, declared.params, declared.defaults
        )
        if "says" in spec:
            self.text(spec["says"], f"{where}.says")
        names = {k: tuple(v) for k, v in params.items() if isinstance(v, list)}  # hashable
        return RuleRef.of(kind, **{**params, **names})

    def rules(self, value: Any, where: str, registry: str) -> tuple[RuleRef, ...]:
        if not isinstance(value, list):
            raise self.fail(where, "expected a list")
        self.bounded(value, where)
        return tuple(self.rule(item, f"{where}[{i}]", registry) for i, item in enumerate(value))

    def load(self, path: Path) -> Any:
        """The file's YAML document; any file too big, not UTF-8 or not YAML is an error."""
        text = read_text(path, self.file)
        try:
            return yaml.load(text, Loader=loader_for(text))  # a safe loader, see loader_for
        except Refused as refused:
            raise ContentError(f"{self.file}: line {refused.line}: {refused}") from None
        except yaml.YAMLError as error:
            mark = getattr(error, "problem_mark", None)
            where = f"line {mark.line + 1}" if mark else "somewhere"
            raise ContentError(f"{self.file}: {where}: not valid YAML") from None
        except RecursionError:
            raise ContentError(f"{self.file}: nested too deeply to be content") from None
        except ValueError:  # e.g. a number of thousands of digits
            raise ContentError(f"{self.file}: holds a value YAML cannot read") from None


# --- the YAML loaders: bounded work whatever the document -------------------------------------

MAX_VALUES = 200_000  # values in one document, each alias counted as all it stands for
MAX_NUMBER_CHARACTERS = 100  # a whole number's characters: any longer has no use, and past 4,300
# digits Python cannot even show it
MAX_SCALAR = 10 * schema.MAX_TEXT  # characters in any text, however it is used (the schema
# bounds each by its path, within this)
INT_TAG = "tag:yaml.org,2002:int"
MERGE_TAG = "tag:yaml.org,2002:merge"


class Refused(ValueError):
    """A document refused before its values are made: the line and what is wrong."""

    def __init__(self, node: yaml.Node, what: str) -> None:
        super().__init__(what)
        self.line = node.start_mark.line + 1


class _Checked:
    """A safe loader that checks the composed document before making any value of it: each
    string at most ``schema.MAX_TEXT`` characters, each number short enough to read and
    show, no key given twice in a mapping, no alias that holds itself, and at most
    ``MAX_VALUES`` values with aliases expanded (nine nested aliases stand for billions)."""

    def get_single_data(self) -> Any:
        node = self.get_single_node()  # type: ignore[attr-defined]
        if node is None:
            return None
        check_document(node)
        return self.construct_document(node)  # type: ignore[attr-defined]


def check_document(root: yaml.Node) -> None:
    """Raise ``Refused`` at the first node of ``root`` the game will not make a value of."""
    sizes: dict[int, int] = {}
    open_nodes: set[int] = set()  # the nodes being counted: their children are below them
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, is_counted = stack.pop()
        key = id(node)
        if is_counted:
            open_nodes.discard(key)
            total = 1 + sum(sizes[id(child)] for child in _children(node))
            if total > MAX_VALUES:
                raise Refused(
                    node,
                    f"it holds more than {MAX_VALUES} values once its aliases are expanded",
                )
            sizes[key] = total
            continue
        if key in sizes:
            continue
        _check_node(node)
        open_nodes.add(key)
        stack.append((node, True))
        for child in _children(node):
            if id(child) in open_nodes:
                raise Refused(child, "an alias stands for a value that holds it")
            if id(child) not in sizes:
                stack.append((child, False))


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return []


def _check_node(node: yaml.Node) -> None:
    if isinstance(node, yaml.ScalarNode):
        if node.tag == INT_TAG and len(node.value) > MAX_NUMBER_CHARACTERS:
            raise Refused(
                node, f"a number of {len(node.value)} characters (at most {MAX_NUMBER_CHARACTERS})"
            )
        if len(node.value) > MAX_SCALAR:
            raise Refused(node, f"a text of {len(node.value)} characters (at most {MAX_SCALAR})")
    elif isinstance(node, yaml.MappingNode):
        seen: set[tuple[str, str]] = set()
        for key, _ in node.value:
            if not isinstance(key, yaml.ScalarNode) or key.tag == MERGE_TAG:
                continue
            if (key.tag, key.value) in seen:
                raise Refused(key, f"the key {shown(key.value)} is given twice")
            seen.add((key.tag, key.value))


class CheckedSafeLoader(_Checked, yaml.SafeLoader):
    """PyYAML's own safe loader, checked."""


_C_LOADER: Any = getattr(yaml, "CSafeLoader", None)
FAST_LOADER: type[yaml.SafeLoader] | None = (
    type("CheckedCSafeLoader", (_Checked, _C_LOADER), {}) if _C_LOADER is not None else None
)
# PyYAML's C loader (libyaml) reads a file about ten times faster than the Python one, but
# nests in C: tens of thousands of levels overflow the stack and end the process. Each
# level takes a "[", "{", "-" or "?" (or ever deeper indentation, which the file's size
# bounds), so a file with few of them is read in C, any other by the Python loader, which
# ends a deep nest in a RecursionError.
FAST_NESTING_LEAST = 2000  # nesting marks a file may hold to be read in C (libyaml copes
# with 20,000 levels; the game's own files hold about 450 marks each)


def loader_for(text: str) -> type[yaml.SafeLoader]:
    """The fastest checked safe YAML loader that can read ``text`` without risk."""
    marks = sum(text.count(mark) for mark in "[{-?")
    if FAST_LOADER is not None and marks <= FAST_NESTING_LEAST:
        return FAST_LOADER
    return CheckedSafeLoader


def read_text(path: Path, file: str) -> str:
    """A content file as text, refusing anything too large or not UTF-8."""
    data = read_bytes(path, file)
    if len(data) > schema.MAX_FILE_BYTES:
        raise ContentError(f"{file}: larger than {schema.MAX_FILE_BYTES // 1024} KB")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ContentError(
            f"{file}: byte {error.start}: not UTF-8 text (save it as UTF-8)"
        ) from None


def read_bytes(path: Path, file: str, root: Path | None = None) -> bytes:
    """A content file's bytes, refusing before it is opened anything outside ``root`` (by
    default the folder it is named in: a link leading out, say) and anything but a regular
    file, and after at most ``schema.MAX_FILE_BYTES`` bytes anything larger."""
    try:
        if not paths.is_inside(path, root or path.parent):
            raise ContentError(f"{file}: lies outside the content folder")
        data = paths.read_regular(path, schema.MAX_FILE_BYTES)
    except OSError as error:
        raise ContentError(f"{file}: cannot be read ({error.strerror or error})") from None
    if len(data) > schema.MAX_FILE_BYTES:
        raise ContentError(f"{file}: larger than {schema.MAX_FILE_BYTES // 1024} KB")
    return data
