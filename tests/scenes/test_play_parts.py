"""The play screen is made of parts: only the module assembling it knows ``PlayScene``; each
part reads the screen through a read-only view and asks for changes with intents."""

import ast
import inspect
from pathlib import Path

import game.scenes.play
from game.scenes.play import screen

PLAY = Path(game.scenes.play.__file__).parent


def test_only_the_assembling_module_names_the_play_scene():
    naming = sorted(p.name for p in PLAY.glob("*.py") if "PlayScene" in p.read_text())
    assert naming == ["__init__.py", "scene.py"]
    package = ast.parse((PLAY / "__init__.py").read_text())
    statements = [type(node).__name__ for node in package.body]
    assert statements == ["Expr", "ImportFrom", "Assign"], "the package only re-exports"


def test_no_part_imports_the_assembling_module():
    importing = []
    for path in PLAY.glob("*.py"):
        if path.name in ("scene.py", "__init__.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "game.scenes.play.scene":
                importing.append(path.name)
    assert importing == []


def test_every_view_is_read_only():
    views = [
        cls
        for _, cls in inspect.getmembers(screen, inspect.isclass)
        if cls.__module__ == screen.__name__ and getattr(cls, "_is_protocol", False)
    ]
    assert len(views) >= 10
    for view in views:
        own = {
            name: value
            for name, value in vars(view).items()
            if not name.startswith("_") and name not in ("__annotations__",)
        }
        settable = [name for name in getattr(view, "__annotations__", {}) if name != "return"]
        assert settable == [], f"{view.__name__}: {settable} may be written (use a property)"
        for name, value in own.items():
            assert isinstance(value, property) or inspect.isfunction(value), (view, name)
            if isinstance(value, property):
                assert value.fset is None, f"{view.__name__}.{name} may be set"


def test_intents_are_values():
    from game.rules import EndProgramming

    assert screen.Perform(EndProgramming(0)) == screen.Perform(EndProgramming(0))
    assert screen.CloseSummary() == screen.CloseSummary()
    assert hash(screen.Perform(EndProgramming(1))) == hash(screen.Perform(EndProgramming(1)))
