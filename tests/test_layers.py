"""The presentation layers keep to the dependency rule: app → scenes → {view, ui} → rules."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parent.parent / "game"
FORBIDDEN = {
    "view": ("game.ui", "game.scenes", "game.app"),
    "ui": ("game.view", "game.scenes", "game.app"),
    "scenes": ("game.app",),
}


def imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_layer_imports_nothing_above_or_beside_it(layer):
    for path in (GAME / layer).rglob("*.py"):
        for name in imports(path):
            assert not name.startswith(FORBIDDEN[layer]), f"{path.name} imports {name}"


@pytest.mark.parametrize("layer", ["view", "ui"])
def test_only_scenes_call_the_rules_apply(layer):
    for path in (GAME / layer).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in ("apply", "new_game"):
                assert not (isinstance(node.value, ast.Name) and node.value.id == "rules"), (
                    path.name
                )
