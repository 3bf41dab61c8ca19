"""README's two commands are the ones CI runs, and run.py keeps its promises to a player
whose Python is old or whose environment is already made."""

import ast
import importlib.util
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load_run_py():
    spec = importlib.util.spec_from_file_location("run_py", ROOT / "run.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def readme_command(heading: str) -> str:
    """The one line of the sh block after the README line that begins with ``heading``."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(re.escape(heading) + r"[^\n]*\n\s*```sh\n(.*?)\n```", text, re.S)
    assert found, f"README.md has no sh block after {heading!r}"
    lines = found.group(1).strip().splitlines()
    assert len(lines) == 1, f"the command after {heading!r} is not one line: {lines}"
    return lines[0]


def test_readme_opens_with_the_play_and_test_commands_before_any_section():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    first_section = text.index("\n## ")
    for heading in ("Set up and play:", "Run the tests:"):
        assert text.index(heading) < first_section
    assert readme_command("Set up and play:") == "python3 run.py"
    assert readme_command("Run the tests:") == "python3 run.py test"
    assert readme_command("Build the download") == "python3 run.py build"


def test_ci_runs_exactly_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = readme_command("Run the tests:")
    runs = [line.split("||")[0].strip() for line in ci.splitlines() if "status=$?" in line]
    assert runs[0] == command, f".ci/run runs {runs[0]!r} first, README says {command!r}"
    assert runs.count(command) == 1 and all("test" not in run for run in runs[1:])
    assert "pytest" not in ci.replace("pytest collected", ""), "pytest beside README's command"
    assert readme_command("Build the download") in runs, "CI builds as README says"


def test_an_old_python_is_told_what_is_needed_in_one_sentence():
    run_py = load_run_py()
    said = run_py.too_old((3, 9, 2, "final", 0))
    assert said is not None
    assert "Python 3.11 or newer" in said and "apt install python3-venv" in said
    assert "3.9.2" in said
    assert run_py.too_old((3, 11, 0, "final", 0)) is None
    assert run_py.too_old((3, 13, 1, "final", 0)) is None


def test_run_py_parses_on_old_pythons_far_enough_to_say_so():
    """An old Python must reach the version check, not stop on syntax it cannot read."""
    source = (ROOT / "run.py").read_bytes()
    assert source.isascii(), "Python 2 reads only ASCII without a coding line"
    too_new = (ast.JoinedStr, ast.NamedExpr, ast.Match, ast.AnnAssign)
    tree = ast.parse(source)
    found = [type(node).__name__ for node in ast.walk(tree) if isinstance(node, too_new)]
    assert not found, f"run.py uses syntax old Pythons cannot parse: {found}"
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            assert node.returns is None and all(a.annotation is None for a in node.args.args)


def test_a_second_run_reuses_the_environment_until_the_project_file_changes(tmp_path, monkeypatch):
    run_py = load_run_py()
    project = tmp_path / "pyproject.toml"
    project.write_text("[project]\nname = 'x'\n")
    stamp = tmp_path / "stamp.json"
    monkeypatch.setattr(run_py, "ROOT", str(tmp_path))
    monkeypatch.setattr(run_py, "STAMP", str(stamp))
    assert not run_py.ready_for("play"), "nothing installed yet"

    stamp.write_text(json.dumps(run_py.wanted("play")))
    assert run_py.ready_for("play")
    assert not run_py.ready_for("test"), "the tests need the test extras too"

    stamp.write_text(json.dumps(run_py.wanted("test")))
    assert run_py.ready_for("test") and run_py.ready_for("play")

    project.write_text("[project]\nname = 'x'\nversion = '2'\n")
    assert not run_py.ready_for("play"), "a changed pyproject.toml installs again"

    stamp.write_text("{not json")
    assert not run_py.ready_for("play")


def test_the_whole_suite_runs_on_every_core_and_named_tests_run_as_asked():
    run_py = load_run_py()
    whole = run_py.pytest_arguments([])
    assert whole[whole.index("-n") + 1] == "auto" and "loadfile" in whole
    assert run_py.pytest_arguments(["tests/test_record.py", "-x"]) == [
        "-q",
        "tests/test_record.py",
        "-x",
    ]
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"pytest-xdist' in pyproject, "the test extra installs what -n needs"
