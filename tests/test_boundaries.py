"""The rules engine stays pure: the standard library only, no chance but its own seeded
generator, no clock, no files or other I/O, and no pygame when imported."""

import ast
import subprocess
import sys

import pytest
from import_graph import all_imports, game_modules

# Standard modules that would bring chance, time or I/O into the rules.
IMPURE = {
    "random",
    "secrets",
    "uuid",
    "time",
    "datetime",
    "os",
    "sys",
    "io",
    "pathlib",
    "shutil",
    "glob",
    "tempfile",
    "fileinput",
    "subprocess",
    "socket",
    "urllib",
    "http",
    "logging",
    "threading",
    "asyncio",
    "pickle",
    "shelve",
    "sqlite3",
    "json",
}
IMPURE_BUILTINS = {"open", "print", "input", "exec", "eval", "compile", "__import__", "breakpoint"}
RULES = [module for module in game_modules() if module.startswith("game.rules")]


def test_rules_import_only_the_standard_library_and_themselves():
    for found in all_imports("game.rules"):
        top = found.target.split(".")[0]
        is_rules = found.target == "game.rules" or found.target.startswith("game.rules.")
        assert is_rules or top in sys.stdlib_module_names, str(found)


def test_rules_import_nothing_that_brings_chance_time_or_io():
    for found in all_imports("game.rules"):
        assert found.target.split(".")[0] not in IMPURE, str(found)


@pytest.mark.parametrize("module", RULES)
def test_rules_call_no_builtin_that_reads_writes_or_runs_code(module):
    tree = ast.parse(game_modules()[module].read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in IMPURE_BUILTINS, f"{module}:{node.lineno} {node.func.id}"


def test_importing_the_rules_loads_no_pygame_pytmx_or_yaml():
    code = (
        "import sys, game.rules; "
        "print(sorted(m for m in ('pygame', 'pytmx', 'yaml') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_bots_import_only_the_standard_library_and_the_rules():
    for found in all_imports("game.bots"):
        top = found.target.split(".")[0]
        is_rules = found.target == "game.rules" or found.target.startswith("game.rules.")
        is_bots = found.target == "game.bots" or found.target.startswith("game.bots.")
        assert is_rules or is_bots or top in sys.stdlib_module_names, str(found)
