"""Every import in game/, resolved to the full name of the module it reaches, for the tests
that hold the layers to the dependency rule (test_layers.py, test_boundaries.py).

Relative imports are resolved from the importing module; ``from game.rules import events``
reaches the module ``game.rules.events``. Imports inside functions count like any other.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"


@dataclass(frozen=True)
class Import:
    module: str  # the importing module: "game.view.director"
    source: str  # the module the statement names: "game.rules" in "from .. import rules"
    name: str | None  # what is taken from it ("events"), None for "import x.y"
    target: str  # the module reached: "game.rules.events", or the source itself
    line: int

    def __str__(self) -> str:
        taken = f" ({self.name})" if self.name else ""
        return f"{self.module}:{self.line} imports {self.target}{taken}"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def game_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(GAME.rglob("*.py"))}


def _resolve(node: ast.ImportFrom, module: str, is_package: bool) -> str:
    if node.level == 0:
        return node.module or ""
    package = module.split(".") if is_package else module.split(".")[:-1]
    base = package[: len(package) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


@cache
def imports_of(module: str) -> tuple[Import, ...]:
    path = game_modules()[module]
    is_package = path.name == "__init__.py"
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [Import(module, a.name, None, a.name, node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            source = _resolve(node, module, is_package)
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                target = submodule if submodule in game_modules() else source
                found.append(Import(module, source, alias.name, target, node.lineno))
    return tuple(found)


def all_imports(prefix: str = "game") -> list[Import]:
    """The imports of every module whose name is ``prefix`` or starts with ``prefix.``."""
    return [
        found
        for module in game_modules()
        if module == prefix or module.startswith(prefix + ".")
        for found in imports_of(module)
    ]


def all_of(module: str) -> frozenset[str] | None:
    """The names a module lists in ``__all__`` (None when it has none)."""
    tree = ast.parse(game_modules()[module].read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            return frozenset(ast.literal_eval(node.value))
    return None
