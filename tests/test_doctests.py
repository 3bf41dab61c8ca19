"""Every doctest in ``game/`` runs with the suite and passes (as ``pytest --doctest-modules
game`` runs them): an example in a docstring is a test, never a stale promise."""

import doctest
import importlib
import pkgutil
from types import ModuleType

import pytest

import game


def _modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages(game.__path__, "game."))


def _examples(module: ModuleType) -> list[doctest.DocTest]:
    tests = doctest.DocTestFinder().find(module, module.__name__)
    return [t for t in tests if t.examples]


WITH_DOCTESTS = [name for name in _modules() if _examples(importlib.import_module(name))]


def test_the_doctests_found_include_the_rules_and_the_screens():
    assert {"game.rules.engine", "game.rules.notation", "game.rules.phases"} <= set(WITH_DOCTESTS)
    assert len(WITH_DOCTESTS) >= 14


@pytest.mark.parametrize("name", WITH_DOCTESTS)
def test_the_doctests_of_each_module_pass(name: str) -> None:
    module = importlib.import_module(name)
    runner = doctest.DocTestRunner()
    for test in _examples(module):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0, f"{name}: {result.failed} failed"
