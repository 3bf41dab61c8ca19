"""Set up and play, or run the tests, with nothing installed but Python.

    python3 run.py            play (py run.py on Windows)
    python3 run.py test       run the tests (arguments after it go to pytest)
    python3 run.py build      build the download in dist/ and smoke it (tools/build_app.py)

The game lives in its own environment, `.venv` in this folder: a system Python that
forbids installing into itself (PEP 668, as on Debian and Ubuntu) is never touched. The
first run makes the environment and installs the game into it; later runs find it ready
and start at once, installing again only when pyproject.toml changes.

This file is read by whatever Python a player has, so it is written for old ones too:
the version check comes before anything a new Python alone understands.
"""

import hashlib
import json
import os
import shutil
import subprocess
import sys

NEEDS = (3, 11)
NEEDS_SENTENCE = (
    "Mechs vs. Minions needs Python 3.11 or newer with venv "
    "(on Debian and Ubuntu: sudo apt install python3-venv)."
)
ROOT = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(ROOT, ".venv")
STAMP = os.path.join(VENV, "mechs-vs-minions-installed.json")
EXTRAS = {"play": [], "test": ["test"], "build": ["build"]}


def too_old(version_info):
    """The sentence to stop with on a Python older than the game needs, else None."""
    if tuple(version_info[:2]) < NEEDS:
        found = ".".join(str(part) for part in version_info[:3])
        return NEEDS_SENTENCE + " This is Python " + found + "."
    return None


def venv_python():
    if os.name == "nt":
        return os.path.join(VENV, "Scripts", "python.exe")
    return os.path.join(VENV, "bin", "python")


def works(python):
    """Whether the environment's Python starts and is new enough (a moved or upgraded
    system can leave one behind that does not)."""
    if not os.path.exists(python):
        return False
    check = "import sys; sys.exit(0 if sys.version_info[:2] >= " + repr(NEEDS) + " else 1)"
    return subprocess.call([python, "-c", check]) == 0


def make_environment():
    if os.path.isdir(VENV):
        shutil.rmtree(VENV)
    print("Making the game's environment in .venv (once)...")
    made = subprocess.call([sys.executable, "-m", "venv", VENV]) == 0
    if not made or not works(venv_python()):
        shutil.rmtree(VENV, ignore_errors=True)
        stop(NEEDS_SENTENCE + " Making the environment in .venv failed (see above).")


def wanted(command):
    """What the environment must hold for a command: the project file it was installed
    from (by its digest) and the extras."""
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as project:
        digest = hashlib.sha256(project.read()).hexdigest()
    return {"pyproject": digest, "extras": EXTRAS[command]}


def installed():
    try:
        with open(STAMP) as stamp:
            return json.load(stamp)
    except (OSError, ValueError):
        return None


def ready_for(command):
    have = installed()
    need = wanted(command)
    return (
        isinstance(have, dict)
        and have.get("pyproject") == need["pyproject"]
        and set(need["extras"]) <= set(have.get("extras") or [])
    )


def install(command):
    have = installed() or {}
    extras = sorted(set(EXTRAS[command]) | set(have.get("extras") or []))
    target = "." + ("[" + ",".join(extras) + "]" if extras else "")
    print("Installing the game into .venv...")
    python = venv_python()
    step = [python, "-m", "pip", "install", "--quiet", "--editable", target]
    if subprocess.call(step, cwd=ROOT) != 0:
        stop("Installing into .venv failed (see above); run the same command to try again.")
    need = wanted(command)
    need["extras"] = extras
    with open(STAMP, "w") as stamp:
        json.dump(need, stamp)


def pytest_arguments(rest):
    """The whole suite runs on every core (pytest-xdist, a file to a worker so a file's
    cached audits are made once); tests named on the command line run as asked."""
    if rest:
        return ["-q"] + rest
    return ["-q", "-n", "auto", "--dist", "loadfile"]


def stop(sentence):
    sys.stderr.write(sentence + "\n")
    sys.exit(1)


def run(arguments):
    """Start the command in the environment, as this process where the system allows it,
    so Ctrl-C and the exit status are the game's own."""
    command = [venv_python()] + arguments
    if os.name == "nt":
        sys.exit(subprocess.call(command, cwd=ROOT))
    os.chdir(ROOT)
    os.execv(command[0], command)


def main(argv):
    sentence = too_old(sys.version_info)
    if sentence:
        stop(sentence)
    command = argv[0] if argv[:1] in (["test"], ["build"]) else "play"
    rest = argv if command == "play" else argv[1:]
    if not works(venv_python()):
        make_environment()
    if not ready_for(command):
        install(command)
    if command == "test":
        run(["-m", "pytest"] + pytest_arguments(rest))
    if command == "build":
        run([os.path.join("tools", "build_app.py"), "--smoke"] + rest)
    run(["-m", "game"] + rest)


if __name__ == "__main__":
    main(sys.argv[1:])
