"""The rules engine stays pure: standard library only, and no pygame when imported."""

import ast
import subprocess
import sys
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "game" / "rules"


def test_rules_import_only_the_standard_library():
    for path in RULES.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top in sys.stdlib_module_names or name.startswith("game.rules"), (
                    f"{path.name} imports {name}"
                )


def test_importing_the_rules_loads_no_pygame_pytmx_or_yaml():
    code = (
        "import sys, game.rules; "
        "print(sorted(m for m in ('pygame', 'pytmx', 'yaml') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
