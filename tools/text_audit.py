"""Every word on every screen, measured: its size in pixels and its contrast, headless.

    python tools/text_audit.py [--size WxH ...]

Renders every screen ``tools/screenshots.py`` shoots (menus, each phase of play, the later
missions, questions, tips), at 1280x720 and 1920x1080 unless told other sizes, while
``Assets.write`` records each text it draws with the colour behind it. Then the seats'
rows (``rows``): every seat count, in both languages, folded and open, on boards of every
shape, at windows from 1280x720 to 4K, with every Command Card and Damage Card dealt into
them, checking that each card in a row names itself whole (its title or short name).
Prints, per size, the smallest text and the lowest contrast with their screens, then every
text that breaks the TV rules at 1920x1080 (labels under 20 px, sentences under 24 px,
contrast under 4.5:1), every card named cut or not at all, and last the lines
``smallest text: N px at 1920x1080 (SCREEN)``, ``smallest text: M px at 1280x720
(SCREEN)`` and ``cut or missing names: K``.
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
from game import names as said  # noqa: E402
from game.assets import Assets, Lettering  # noqa: E402
from game.palette import contrast  # noqa: E402
from game.rules import Command, Game, Yordle, queries  # noqa: E402
from game.scenes.base import SAFE_BORDER, framed  # noqa: E402
from game.scenes.play import PlayScene  # noqa: E402
from game.scenes.settings import Settings  # noqa: E402
from game.ui.layout import hand_rects  # noqa: E402

LABEL_LEAST, BODY_LEAST, CONTRAST_LEAST = 20, 24, 4.5
TV = (1920, 1080)  # the size the rules are kept at


@dataclass(frozen=True)
class Seen:
    """A text as one screen drew it."""

    screen: str
    text: Lettering
    layer: int = 0  # which of the scenes drawn for the screen (an overlay is drawn over)

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

    def __init__(
        self, folder: Path, size: tuple[int, int], text_size: int = 100, tv_safe: bool = False
    ) -> None:
        super().__init__(folder, size)
        self.seen: list[Seen] = []
        self.unsafe: list[str] = []  # screens that drew in the TV safe area's margin
        self.assets.text_size = text_size
        self.window = self.screen
        if tv_safe:
            self.assets.use_tv_safe(True)
            self.screen = framed(self.window, self.assets)

    def open(self, size: tuple[int, int]) -> pygame.Surface:
        """An off-screen surface: the window (if any) keeps its size."""
        if pygame.display.get_surface() is None:
            pygame.display.set_mode(size)
        return pygame.Surface(size)

    def shoot(self, name: str, *scenes: object) -> None:
        if name in self.taken:
            return
        self.assets.records = []
        if self.screen is not self.window:  # the TV safe area, as the scene stack frames it
            self.window.fill(MARGIN_PAINT)
            self.screen = framed(self.window, self.assets)
        for layer, scene in enumerate(scenes):
            drawn = len(self.assets.records)
            chrome = getattr(scene, "chrome", None)
            if chrome is not None:
                chrome.surface = None  # draw every panel afresh: every word gets counted
                scene.board_view.resize()  # type: ignore[attr-defined]  # zone names too
            scene.draw(self.screen)  # type: ignore[attr-defined]
            self.seen.extend(Seen(name, text, layer) for text in self.assets.records[drawn:])
        self.assets.records = None
        self.taken.add(name)
        if self.screen is not self.window and drawn_in_margin(self.window, self.assets):
            self.unsafe.append(name)


MARGIN_PAINT = (255, 0, 255)  # painted on the window first: the safe area's frame covers it


def drawn_in_margin(window: pygame.Surface, assets: Assets) -> bool:
    """Whether anything but the blank frame lies outside the safe area (or the frame was
    not drawn): every pixel of the margin must be ``SAFE_BORDER``."""
    inner = assets.safe_area
    bands = (
        pygame.Rect(0, 0, window.get_width(), inner.top),
        pygame.Rect(0, inner.bottom, window.get_width(), window.get_height() - inner.bottom),
        pygame.Rect(0, inner.top, inner.left, inner.height),
        pygame.Rect(inner.right, inner.top, window.get_width() - inner.right, inner.height),
    )
    for band in bands:
        if band.width < 1 or band.height < 1:
            return True  # no margin at all
        part = window.subsurface(band)
        blank = pygame.mask.from_threshold(part, SAFE_BORDER, (1, 1, 1, 255))
        if blank.count() != band.width * band.height:
            return True
    return False


def audit(
    size: tuple[int, int],
    seats: int = 2,
    seed: int = 12,
    language: str = i18n.ENGLISH,
    text_size: int = 100,
    tv_safe: bool = False,
) -> list[Seen]:
    """Every text of every screen at ``size``, in ``language``, at the players' text size
    (per cent), in the TV safe area if ``tv_safe`` (see ``audit_safely``)."""
    return audit_safely(size, seats, seed, language, text_size, tv_safe)[0]


def audit_safely(
    size: tuple[int, int],
    seats: int = 2,
    seed: int = 12,
    language: str = i18n.ENGLISH,
    text_size: int = 100,
    tv_safe: bool = False,
) -> tuple[list[Seen], list[str], int]:
    """``audit``, and with the TV safe area on, the screens that drew anything in its
    margin (the outer ``SAFE_MARGIN`` of the window) and how many screens were checked."""
    pygame.init()
    i18n.use(language)
    settings = Settings(yordles=tuple(Yordle)[:seats], seed=seed)
    with tempfile.TemporaryDirectory(prefix="mvm-audit-") as folder:
        shooter = AuditShooter(Path(folder), size, text_size, tv_safe)
        shoot_everything(shooter, settings)
    return shooter.seen, shooter.unsafe, len(shooter.taken)


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


def overlapping(seen: list[Seen]) -> set[tuple[str, int, str, str]]:
    """Each screen's pairs of different words drawn over each other (by a real part of the
    smaller one: more than a fifth of it, and 4 pixels deep) on one surface by one scene
    (an overlay's words lie over the scene below by design), as (screen, scene, words,
    words)."""
    by_screen: dict[tuple[str, int], list[Lettering]] = {}
    for s in seen:
        by_screen.setdefault((s.screen, s.layer), []).append(s.text)
    found = set()
    for (screen, layer), texts in by_screen.items():
        for i, a in enumerate(texts):
            for b in texts[i + 1 :]:
                if a.words == b.words or a.surface != b.surface:
                    continue
                both = a.rect.clip(b.rect)
                least = min(a.rect.width * a.rect.height, b.rect.width * b.rect.height)
                if min(both.width, both.height) >= 4 and both.width * both.height * 5 > least:
                    first, second = sorted((a.words, b.words))
                    found.add((screen, layer, first, second))
    return found


# The screens whose scenes are menus, words laid out on a page (the play screen's panels,
# tips and board are drawn on layers of their own: words there may lie over one another
# by design), and the overlays drawn over play (their scene is not the first).
MENUS = ("title", "options", "setup", "briefing", "campaign", "results", "guide_", "lessons")
OVERLAYS = ("pause", "options_in_play", "confirm", "confirm_restart", "lessons_menu")
DIALOGS = ("campaign_broken_save",)  # a message drawn over the map, by design


def crowded(seen: list[Seen], plain: list[Seen]) -> list[tuple[str, int, str, str]]:
    """Words of a menu (or of an overlay over play) drawn over each other at a larger text
    size (``seen``) that were apart at 100 % (``plain``): what growing the text made
    collide."""

    def is_menu(screen: str, layer: int) -> bool:
        if screen in DIALOGS:
            return False
        if screen in OVERLAYS:
            return layer > 0
        return screen.startswith(MENUS)

    grown = {o for o in overlapping(seen) if is_menu(o[0], o[1])}
    return sorted(grown - overlapping(plain))


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


# --- the rows: every card names itself --------------------------------------------------

SMALL_WINDOW = (1280, 720)
ROW_SIZES = (SMALL_WINDOW, (1366, 768), (1690, 950), TV, (2560, 1080), (3840, 2160))
ROW_MISSIONS = ("tutorial", "mission-1", "mission-5", "mission-10")  # square, long, lava, Boss


@dataclass(frozen=True)
class Miss:
    """A card in a row that does not name itself whole."""

    screen: str
    place: str
    names: tuple[str, ...]
    drawn: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.screen} {self.place}: {' / '.join(self.names)} shows {self.drawn}"


def dealt_lines(game: Game, deal: int) -> Game:
    """Every seat's Command Line, System and hand filled from the card lists, ``deal``
    turning which cards go where, so that a few deals show every card in every place."""
    from dataclasses import replace

    from game.rules.cards import Card, DamageCard
    from game.rules.state import Slot

    commands = list(Command)
    damage = sorted({name for name, _ in game.mission.damage_deck})
    places = len(game.mechs) * 6
    mechs = []
    for seat, mech in enumerate(game.mechs):
        slots, base = [], (deal * places + seat * 6) % len(commands)
        for i in range(6):
            command = commands[(base + i) % len(commands)]
            cards = tuple(Card(5000 + seat * 100 + i * 4 + k, command) for k in range(1 + i % 3))
            slots.append(Slot(cards=cards))
        hurt = (deal * 2 * len(game.mechs) + 2 * seat) % len(damage)
        at = (seat + deal) % 6
        slots[at] = replace(slots[at], damage=DamageCard(6000 + seat, damage[hurt]))
        system = tuple(
            DamageCard(6100 + seat * 10 + k, damage[(hurt + 1 + k) % len(damage)])
            for k in range(1 + (seat + deal) % 2)
        )
        hand = tuple(
            Card(7000 + seat * 10 + k, commands[(base + 6 + k) % len(commands)])
            for k in range(min(2, queries.hand_room(game)))
        )
        mechs.append(replace(mech, slots=tuple(slots), system_damage=system, hand=hand))
    return replace(game, mechs=tuple(mechs))


def joined(lines: list[str]) -> str:
    """Lines read as one: a word hyphenated at a line's end joins the next line's."""
    text = ""
    for line in lines:
        if text.endswith("-") and len(text) > 1 and text[-2].isalpha():
            text = text[:-1] + line
        else:
            text = f"{text} {line}".strip()
    return text


def row_misses(scene: PlayScene, screen: str, records: list[Lettering]) -> list[Miss]:
    """The cards in the scene's rows that its words do not name whole: each chip's words
    (top to bottom) must hold the card's title or its short name, none cut short."""
    from game.scenes.play import views
    from game.ui.command_line import system_chips

    game, misses = scene.shown, []
    for seat, layout in enumerate(scene.layouts):
        mech = game.mech(seat)
        places: list[tuple[str, pygame.Rect, tuple[str, ...]]] = []
        for i, slot in enumerate(mech.slots):
            if slot.damage is not None:
                title = views.damage_info(game, slot.damage)[0]
                places.append(
                    (
                        f"seat {seat} slot {i + 1}",
                        layout.slots[i],
                        (title, views.damage_short(slot.damage)),
                    )
                )
            elif slot.top is not None:
                command = slot.top.command
                names = (said.command(command), views.command_short(command))
                places.append((f"seat {seat} slot {i + 1}", layout.slots[i], names))
        chips = system_chips(layout, len(mech.system_damage), scene.assets.scale)
        for k, card in enumerate(mech.system_damage):
            chip = chips[k] if len(chips) == len(mech.system_damage) else layout.system
            names = (views.damage_info(game, card)[0], views.damage_short(card))
            places.append((f"seat {seat} system {k + 1}", chip, names))
        for k, (card, rect) in enumerate(
            zip(mech.hand, hand_rects(layout, len(mech.hand)), strict=True)
        ):
            names = (said.command(card.command), views.command_short(card.command))
            places.append((f"seat {seat} hand {k + 1}", rect, names))
        for place, rect, names in places:
            inside = sorted(  # the words in the chip, but the Power in its stripe
                (r for r in records if rect.collidepoint(r.rect.center) and not r.words.isdigit()),
                key=lambda r: (r.rect.y, r.rect.x),
            )
            lines = [r.words for r in inside]
            runs = {
                joined(lines[a:b]) for a in range(len(lines)) for b in range(a + 1, len(lines) + 1)
            }
            if any(r.is_cut for r in inside) or not runs & {n for n in names if n}:
                misses.append(Miss(screen, place, names, tuple(lines)))
    return misses


def audit_rows(
    sizes: tuple[tuple[int, int], ...] = ROW_SIZES,
    seats: tuple[int, ...] = (1, 2, 3, 4),
    languages: tuple[str, ...] = (i18n.ENGLISH, "es"),
    missions: tuple[str, ...] = ROW_MISSIONS,
    deals: int = 4,
) -> tuple[dict[tuple[int, int], list[Seen]], list[Miss]]:
    """Every text of the seats' rows, folded (the draft) and open (programming), and every
    card there that does not name itself whole."""
    from dataclasses import replace

    from game.assets import Assets
    from game.rules import Phase
    from game.screen import Screen

    pygame.init()
    found: dict[tuple[int, int], list[Seen]] = {size: [] for size in sizes}
    misses: list[Miss] = []
    if pygame.display.get_surface() is None:
        pygame.display.set_mode(sizes[0])
    try:
        for language in languages:
            i18n.use(language)
            for size in sizes:
                assets, surface = Assets(), pygame.Surface(size)
                assets.fit(Screen(*size))
                for mission in missions:
                    for count in seats:
                        settings = Settings(mission, tuple(Yordle)[:count], seed=12)
                        scene = PlayScene(assets, settings, is_saving=False)
                        scene.director.finish()
                        start = scene.game
                        for deal in range(deals):
                            for phase in (Phase.DRAFT, Phase.PROGRAM):
                                game = dealt_lines(start, deal)
                                if phase is Phase.PROGRAM:
                                    draft = replace(game.draft, row=(), pick_order=())
                                    game = replace(game, phase=phase, draft=draft, pending=None)
                                scene.model.stage(game)
                                scene.hud.sync(scene.game)
                                scene.chrome.surface = None
                                name = f"rows {language} {mission} {count} seats {phase.value}"
                                assets.records = []
                                scene.draw(surface)
                                records, assets.records = assets.records, None
                                found[size].extend(Seen(name, text) for text in records)
                                at = f"{name} {size[0]}x{size[1]} deal {deal}"
                                misses += row_misses(scene, at, records)
    finally:
        i18n.use(i18n.ENGLISH)
    return found, misses


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=window_size, action="append", help="WxH (repeatable)")
    args = parser.parse_args()
    sizes = args.size or [SMALL_WINDOW, TV]
    for needed in (SMALL_WINDOW, TV):
        if needed not in sizes:
            sizes.append(needed)
    found = {size: audit(size) for size in sizes}
    rows, misses = audit_rows(tuple(sorted(set(ROW_SIZES) | set(sizes))))
    for size, seen in rows.items():
        found.setdefault(size, []).extend(seen)
    for size, seen in found.items():
        print("\n".join(summary(size, seen)))
    problems = [(s, p) for s in found[TV] if (p := s.problem()) is not None]
    for seen, problem in problems:
        print(f"  1920x1080 {seen.screen}: {problem}: {seen.text.words!r}")
    for miss in misses:
        print(f"  {miss}")
    least = smallest(found[TV])
    print(f"smallest text: {least.text.size} px at 1920x1080 ({least.screen})")
    least = smallest(found[SMALL_WINDOW])
    print(f"smallest text: {least.text.size} px at 1280x720 ({least.screen})")
    print(f"cut or missing names: {len(misses)}")


if __name__ == "__main__":
    main()
