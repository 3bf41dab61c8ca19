"""Strict reading of YAML content, keeping the path of every value for error messages."""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any

import yaml

from game.rules import RuleRef
from game.rules.registry import RuleGroup, declared_rules

from .errors import ContentError


def hint(word: str, choices: Any) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def type_name(kind: Any) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join(k.__name__ for k in kinds)


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
                raise self.fail(f"{where}.{key}", "unknown key" + hint(str(key), keys))
            if not isinstance(item, keys[key]) or (keys[key] is int and isinstance(item, bool)):
                raise self.fail(
                    f"{where}.{key}", f"expected {type_name(keys[key])}, got {type(item).__name__}"
                )
        for key in required:
            if key not in value:
                raise self.fail(where, f"missing key {key!r}")
        return value

    def rule(self, value: Any, where: str, registry: str) -> RuleRef:
        if isinstance(value, str):
            value = {"kind": value}
        spec = self.mapping(value, where, {"kind": str, "params": dict, "says": str}, ("kind",))
        known = declared_rules(RuleGroup(registry))
        kind = spec["kind"]
        if kind not in known:
            raise self.fail(
                f"{where}.kind", f"unknown {registry} rule {kind!r}" + hint(kind, known)
            )
        declared = known[kind]
        params = {
            name: tuple(given) if isinstance(given, list) else given
            for name, given in spec.get("params", {}).items()
        }
        for name, given in params.items():
            if name not in declared.params:
                close = hint(name, declared.params)
                raise self.fail(f"{where}.params.{name}", f"{kind} takes no such parameter{close}")
            wanted = declared.params[name]
            is_names = wanted is tuple and all(isinstance(n, str) for n in given)
            if not (isinstance(given, wanted) and (wanted is not tuple or is_names)) or (
                wanted is int and isinstance(given, bool)
            ):
                raise self.fail(
                    f"{where}.params.{name}", f"expected {wanted.__name__}, got {given!r}"
                )
        for name in declared.params:
            if name not in params and name not in declared.defaults:
                raise self.fail(f"{where}.params", f"{kind} needs the parameter {name!r}")
        return RuleRef.of(kind, **params)

    def rules(self, value: Any, where: str, registry: str) -> tuple[RuleRef, ...]:
        if not isinstance(value, list):
            raise self.fail(where, "expected a list")
        return tuple(self.rule(item, f"{where}[{i}]", registry) for i, item in enumerate(value))

    def load(self, path: Path) -> Any:
        try:
            return yaml.safe_load(path.read_text(encoding="utf-8"))
        except OSError as error:
            raise ContentError(f"{self.file}: cannot be read ({error.strerror})") from None
        except yaml.YAMLError as error:
            mark = getattr(error, "problem_mark", None)
            where = f"line {mark.line + 1}" if mark else "somewhere"
            raise ContentError(f"{self.file}: {where}: not valid YAML") from None
