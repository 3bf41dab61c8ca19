import os
import tempfile

# Before anything imports pygame: CI has no display and no sound card.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Never touch the player's own saves or settings: each test gets folders of its own below.
os.environ["MVM_SAVE_DIR"] = tempfile.mkdtemp(prefix="mvm-tests-")
# English unless a test asks for another language, whatever the machine speaks.
os.environ["LANGUAGE"] = "en"

import shutil  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def save_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh, empty folder for saves, replays and settings, for each test."""
    folder = tmp_path / "save"
    monkeypatch.setenv("MVM_SAVE_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def saves_read_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every record the game writes (a mission's save, a replay) reads back, in whatever
    state a test plays it to: a save its own reader refuses is a mission lost."""
    from game import record, saves

    def checked(written: record.Record) -> str:
        text = record.to_text(written)
        try:
            record.from_text(text)
        except record.RecordError as error:
            pytest.fail(f"the game wrote a record it cannot read: {error}\n{text[:600]}")
        return text

    monkeypatch.setattr(saves, "to_text", checked)


@pytest.fixture(autouse=True)
def full_motion() -> Iterator[None]:
    """Motion as by default (not reduced), before and after each test (one may reduce it)."""
    from game import motion

    motion.reduce(False)
    yield
    motion.reduce(False)


@pytest.fixture(autouse=True)
def no_pads() -> Iterator[None]:
    """No pads plugged in nor seated, the face buttons as made, before and after each test
    (the devices are the process's, like SDL's)."""
    from game.input import devices

    devices().reset()
    yield
    devices().reset()


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Words in English, before and after each test (a test may switch language)."""
    from game import i18n

    i18n.use("en")
    yield
    i18n.use("en")


@pytest.fixture
def content_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the game's content folder (missions.yaml, cards.yaml, maps/) to break; the
    content folder in play is restored afterwards."""
    from game import paths

    monkeypatch.setattr(paths, "_content", paths.content())
    folder = tmp_path / "content"
    folder.mkdir()
    for name in ("missions.yaml", "cards.yaml"):
        shutil.copy(ROOT / name, folder / name)
    shutil.copytree(ROOT / "maps", folder / "maps")
    return folder
