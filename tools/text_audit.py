"""Every word on every screen, measured: its size in pixels and its contrast, headless.

    python tools/text_audit.py [--size WxH ...]

Renders every screen ``tools/screenshots.py`` shoots (menus, each phase of play, the later
missions, questions, tips), at 1280x720 and 1920x1080 unless told other sizes, while
``Assets.write`` records each text it draws with the colour behind it. Prints, per size,
the smallest text and the lowest contrast with their screens, then every text that breaks
the TV rules at 1920x1080 (labels under 20 px, sentences under 24 px, contrast under
4.5:1), and last one line: ``smallest text: N px at 1920x1080 (SCREEN)``.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Never the player's own saves or settings: a folder of its own, left in the temp folder.
os.environ["MVM_SAVE_DIR"] = tempfile.mkdtemp(prefix="mvm-text-audit-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from screenshots import Shooter, shoot_everything, window_size  # noqa: E402

from game import catalogues, i18n  # noqa: E402
from game.assets import Lettering  # noqa: E402
from game.palette import contrast  # noqa: E402
from game.rules import Yordle  # noqa: E402
from game.scenes.settings import Settings  # noqa: E402

LABEL_LEAST, BODY_LEAST, CONTRAST_LEAST = 20, 24, 4.5
TV = (1920, 1080)  # the size the rules are kept at


@dataclass(frozen=True)
class Seen:
    """A text as one screen drew it."""

    screen: str
    text: Lettering

    @property
    def contrast(self) -> float | None:
        background = self.text.background
        return None if background is None else contrast(self.text.colour, background)

    def overflow(self) -> str | None:
        """Whether its words do not fit their box: sticking out, or cut short where the
        design does not expect it."""
        text = self.text
        if text.overflows:
            return f"sticks out of its box {tuple(text.box or ())}: {tuple(text.rect)}"
        if text.is_cut and not text.may_cut:
            return "cut short to fit"
        return None

    def problem(self) -> str | None:
        """What is wrong with it on a TV, if anything."""
        text, least = self.text, BODY_LEAST if self.text.role == "body" else LABEL_LEAST
        if text.size < least:
            return f"{text.size} px {text.role} (at least {least})"
        ratio = self.contrast
        if ratio is not None and ratio < CONTRAST_LEAST:
            return f"contrast {ratio:.2f}:1 (at least {CONTRAST_LEAST}:1)"
        return None


class AuditShooter(Shooter):
    """Draws each screen as the screenshots tool does, recording its words (no files)."""

    def __init__(self, folder: Path, size: tuple[int, int]) -> None:
        super().__init__(folder, size)
        self.seen: list[Seen] = []

    def open(self, size: tuple[int, int]) -> pygame.Surface:
        """An off-screen surface: the window (if any) keeps its size."""
        if pygame.display.get_surface() is None:
            pygame.display.set_mode(size)
        return pygame.Surface(size)

    def shoot(self, name: str, *scenes: object) -> None:
        if name in self.taken:
            return
        self.assets.records = []
        for scene in scenes:
            chrome = getattr(scene, "chrome", None)
            if chrome is not None:
                chrome.surface = None  # draw every panel afresh: every word gets counted
                scene.board_view.resize()  # type: ignore[attr-defined]  # zone names too
            scene.draw(self.screen)  # type: ignore[attr-defined]
        self.seen.extend(Seen(name, text) for text in self.assets.records)
        self.assets.records = None
        self.taken.add(name)


def audit(
    size: tuple[int, int], seats: int = 2, seed: int = 12, language: str = i18n.ENGLISH
) -> list[Seen]:
    """Every text of every screen at ``size``, in ``language``."""
    pygame.init()
    i18n.use(language)
    settings = Settings(yordles=tuple(Yordle)[:seats], seed=seed)
    with tempfile.TemporaryDirectory(prefix="mvm-audit-") as folder:
        shooter = AuditShooter(Path(folder), size)
        shoot_everything(shooter, settings)
    return shooter.seen


WORD = re.compile(r"[^\W\d_]+")


def vocabulary(language: str) -> set[str]:
    """Every word the language's translations use (small letters), and the names and
    numbers that stay as they are: what a screen in that language may show."""
    catalogue = catalogues.read(language)
    words: set[str] = set()
    for message in catalogue:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            words.update(w.lower() for w in WORD.findall(text or ""))
    words.update(y.value for y in Yordle)  # the players' names
    for name in i18n.LANGUAGES.values():  # each language in its own words
        words.update(w.lower() for w in WORD.findall(name))
    return words


FILE_NAME = re.compile(r"\S*[/\\]\S*|\S+\.(?:json|txt|bad\d*|yaml|tmx)\b")  # as the disk has it


def foreign(seen: list[Seen], words: set[str]) -> list[Seen]:
    """Texts with a word the language does not use: English left untranslated, most likely.
    A word cut short ("Cyclo…", "Escupe-") counts when some word begins or ends with it;
    words quoted as a file has them (``role="quote"``) are what they are."""
    found = []
    for text in seen:
        if text.text.role == "quote":
            continue
        for word in WORD.findall(FILE_NAME.sub(" ", text.text.words)):
            low = word.lower()
            if low in words or len(low) == 1:
                continue
            if any(w.startswith(low) or w.endswith(low) for w in words):
                continue
            found.append(text)
            break
    return found


def smallest(seen: list[Seen]) -> Seen:
    return min(seen, key=lambda s: s.text.size)


def summary(size: tuple[int, int], seen: list[Seen]) -> list[str]:
    low = min((s for s in seen if s.contrast is not None), key=lambda s: s.contrast or 0.0)
    least = smallest(seen)
    screens = len({s.screen for s in seen})
    body = [s for s in seen if s.text.role == "body"]
    lines = [
        f"{size[0]}x{size[1]}: {len(seen)} texts on {screens} screens",
        f"  smallest: {least.text.size} px ({least.screen}: {least.text.words!r})",
        f"  lowest contrast: {low.contrast:.2f}:1 ({low.screen}: {low.text.words!r})",
    ]
    if body:
        small = smallest(body)
        lines.append(f"  smallest sentence: {small.text.size} px ({small.screen})")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=window_size, action="append", help="WxH (repeatable)")
    args = parser.parse_args()
    sizes = args.size or [(1280, 720), TV]
    if TV not in sizes:
        sizes.append(TV)
    found = {size: audit(size) for size in sizes}
    for size, seen in found.items():
        print("\n".join(summary(size, seen)))
    problems = [(s, p) for s in found[TV] if (p := s.problem()) is not None]
    for seen, problem in problems:
        print(f"  1920x1080 {seen.screen}: {problem}: {seen.text.words!r}")
    least = smallest(found[TV])
    print(f"smallest text: {least.text.size} px at 1920x1080 ({least.screen})")


if __name__ == "__main__":
    main()
