"""Every import in game/, resolved to the full name of the module it reaches, for the tests
that hold the layers to the dependency rule (test_layers.py, test_boundaries.py).

Relative imports are resolved from the importing module; ``from game.rules import events``
reaches the module ``game.rules.events``. Imports inside functions count like any other;
those under ``if TYPE_CHECKING:`` are marked, as they never run.
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
    is_for_types: bool = False  # under "if TYPE_CHECKING:"

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
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for_types = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING")
        for inner in ast.walk(node)
    }
    found = []
    for node in ast.walk(tree):
        is_for_types = id(node) in for_types
        if isinstance(node, ast.Import):
            for alias in node.names:
                name = alias.name
                found.append(Import(module, name, None, name, node.lineno, is_for_types))
        elif isinstance(node, ast.ImportFrom):
            source = _resolve(node, module, is_package)
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                target = submodule if submodule in game_modules() else source
                found.append(Import(module, source, alias.name, target, node.lineno, is_for_types))
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


def cycles(modules: set[str]) -> list[list[str]]:
    """Groups of these modules that import one another at run time (Tarjan's algorithm)."""
    graph = {
        m: {i.target for i in imports_of(m) if i.target in modules and not i.is_for_types}
        for m in modules
    }
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for other in graph[module]:
            if other not in order:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], order[other])
        if low[module] == order[module]:
            group = []
            while not group or group[-1] != module:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(modules):
        if module not in order:
            visit(module)
    return found
