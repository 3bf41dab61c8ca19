"""Command-line tools: ``python -m game check``, ``simulate`` and ``replay``.

Each takes ``--content DIR`` to work on another content folder (its own missions.yaml,
cards.yaml and maps/), as a person making custom missions would.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game import paths, rules
from game.bots import Planner, acting_seats
from game.content import ContentError, MissionInfo, campaign, cards, guide, lessons
from game.content.guide import play_demo
from game.content.maps import load_face
from game.content.trial import try_mission
from game.record import Setup, reason_line, reasons_path, record_actions, to_text
from game.rules.engine import DEFAULT_YORDLES
from game.rules.invariants import Census, broken, census
from game.saves import check_replay, problem_with
from game.storage import BadFile, write_atomically


def _content_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--content", type=Path, help="a folder with its own missions.yaml, cards.yaml and maps/"
    )


def check(argv: list[str]) -> int:
    """Load and cross-check every piece of content, play a few seeded rounds of every
    mission at each seat count, and print one summary line."""
    parser = argparse.ArgumentParser(prog="python -m game check")
    _content_argument(parser)
    args = parser.parse_args(argv)
    if args.content is not None:
        paths.use_content(args.content)
    folder = paths.content()
    started = time.perf_counter()
    try:
        faces = sorted((folder.maps / "tiles").glob("*.tmx"))
        for path in faces:
            load_face(path)
        deck = cards()
        missions = campaign()
        for mission in missions:
            try_mission(mission, deck, folder.missions.name)
        taught = lessons()
        demos = play_guide_demos()
    except ContentError as error:
        print(f"content error: {error}", file=sys.stderr)
        return 1
    command_cards = sum(copies for _, copies in deck.command_deck)
    damage_cards = sum(d.copies for d in deck.damage)
    boss_cards = sum(b.copies for b in deck.boss_cards)
    schematics, overdrives = len(deck.schematics), len(deck.overdrives)
    lesson_count = len(taught.tutorial) + len(taught.topics)
    print(
        f"content ok: {len(missions)} missions, {len(faces)} tile faces, "
        f"{command_cards} command cards, {damage_cards} damage cards, {boss_cards} boss cards, "
        f"{schematics} schematics, {overdrives} overdrives, {lesson_count} lessons, "
        f"{demos} field guide demos; every mission played "
        f"at each seat count in {time.perf_counter() - started:.1f} s"
    )
    return check_translations()


def check_translations() -> int:
    """Print one line per language: every message translated, not fuzzy, its placeholders
    whole, and the catalogue as new as its sources (1 if any is not)."""
    from babel.messages.pofile import PoFileError  # Babel only for the check

    from game import catalogues, i18n

    sources, status = catalogues.template(), 0
    for language in (code for code in i18n.LANGUAGES if code != i18n.ENGLISH):
        try:
            report = catalogues.check(language, sources)
        except (OSError, ValueError, PoFileError) as error:  # unreadable, or not UTF-8
            print(f"translation error: {language}: {error}", file=sys.stderr)
            status = 1
            continue
        for problem in report.problems:
            print(f"translation error: {language}: {problem}", file=sys.stderr)
        if report.problems:
            status = 1
        else:
            print(report.line)
    return status


def play_guide_demos() -> int:
    """Play every small board of the field guide through the rules; how many there are."""
    book = guide()
    played = 0
    for command, demo, answers in book.command_demos:
        for power, scripted in enumerate(answers, start=1):
            play_demo(demo, (command.value,) * power, scripted)
            played += 1
    for section in book.sections:
        for entry in section.entries:
            if entry.demo is not None:
                play_demo(entry.demo)
                played += 1
    return played


@dataclass(frozen=True, slots=True)
class Played:
    mission: str
    seats: int
    seed: int
    verdict: str
    rounds: int
    actions: tuple[rules.Action, ...] = ()
    reasons: tuple[str, ...] = ()  # the planner's, one line an action, where it explained


class InvariantBroken(Exception):
    """A rules invariant failed in a simulated game; the message says how to reproduce it."""


Bot = Callable[[rules.Game], rules.Action]


def random_bot(seed: int) -> Bot:
    """Picks uniformly among legal actions, answering every question."""
    chooser = random.Random(seed)
    return lambda game: chooser.choice(rules.legal_actions(game))


def planner_bot(seed: int) -> Bot:
    """Every seat played by the planning bot (game.bots), the first acting seat first."""
    planner = Planner()
    return lambda game: planner.next_action(game, acting_seats(game)[0])


BOTS: dict[str, Callable[[int], Bot]] = {"random": random_bot, "planner": planner_bot}


def explaining_planner() -> tuple[Bot, list[str]]:
    """The planning bot as ``planner_bot``, writing down each action as it takes it: the
    round, the phase, the seat's Yordle, the action in the replay's notation and the
    reason in the words the play screen shows, so a replay can be read beside its
    reasons."""
    from game.scenes.play import bot_words  # the words (with the play screen's modules)

    planner, said = Planner(), []

    def choose(game: rules.Game) -> rules.Action:
        seat = acting_seats(game)[0]
        decision = planner.decide(game, seat)
        names = {m.seat: m.yordle.value.title() for m in game.mechs}
        words = bot_words.reason(decision, names=names)
        said.append(reason_line(game, names[seat], decision.action, words))
        return decision.action

    return choose, said


def play(
    mission: MissionInfo,
    seats: int,
    seed: int,
    is_ez: bool,
    cap: int,
    is_checked: bool = False,
    bot: str = "random",
    is_explained: bool = False,
) -> Played:
    """One game played by a bot (``BOTS``); with ``is_checked`` the rules' invariants are
    checked after every action; ``is_explained``: the planner says why it took each."""
    said: list[str] = []
    if is_explained and bot == "planner":
        choose, said = explaining_planner()
    else:
        choose = BOTS[bot](seed)
    game = rules.new_game(mission.rules_for(is_ez), mission.board, seats=seats, seed=seed).game
    start, before = census(game), None
    taken: list[rules.Action] = []
    while game.result is None and game.round <= cap:
        if is_checked:
            _check_invariants(game, start, before, mission, seats, seed, is_ez, taken)
        action = choose(game)
        taken.append(action)
        before, game = game, rules.apply(game, action).game
    if is_checked:
        _check_invariants(game, start, before, mission, seats, seed, is_ez, taken)
    if game.result is None:
        verdict = "cap"
    elif game.result.is_won:
        verdict = "win"
    else:
        verdict = f"loss ({mission.defeat_text(game.result)})"
    return Played(mission.id, seats, seed, verdict, min(game.round, cap), tuple(taken), tuple(said))


def _check_invariants(
    game: rules.Game,
    start: Census,
    before: rules.Game | None,
    mission: MissionInfo,
    seats: int,
    seed: int,
    is_ez: bool,
    taken: list[rules.Action],
) -> None:
    problems = broken(game, start, before)
    if not problems:
        return
    ez = " --ez" if is_ez else ""
    actions = "\n".join(f"  {i + 1}. {action!r}" for i, action in enumerate(taken))
    raise InvariantBroken(
        f"invariant broken in {mission.id}, {seats} seats, seed {seed}, round {game.round}, "
        f"after {len(taken)} actions: {'; '.join(problems)}\n"
        f"reproduce: python -m game simulate --mission {mission.id} --players {seats} "
        f"--games 1 --seed {seed}{ez} --check\nactions:\n{actions}\nstate:\n{game}"
    )


def simulate(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game simulate")
    parser.add_argument("--mission", default="all", help="a mission id, or all")
    parser.add_argument("--players", type=int, default=2, choices=range(1, 5))
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=30, help="round cap per game")
    parser.add_argument("--ez", action="store_true", help="play the EZ-mode values")
    parser.add_argument(
        "--check", action="store_true", help="check the rules' invariants after every action"
    )
    parser.add_argument("--record", type=Path, help="write each game's replay into this folder")
    parser.add_argument("--bot", default="random", choices=sorted(BOTS), help="who plays")
    _content_argument(parser)
    args = parser.parse_args(argv)
    if args.content is not None:
        paths.use_content(args.content)
    try:
        missions = [m for m in campaign() if args.mission in ("all", m.id)]
    except ContentError as error:
        print(f"content error: {error}", file=sys.stderr)
        return 1
    if not missions:
        known = ", ".join(m.id for m in campaign())
        print(f"no mission {args.mission!r}; known: {known}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    results = []
    for mission in missions:
        for index in range(args.games):
            seed = args.seed + index
            try:
                played = play(
                    mission,
                    args.players,
                    seed,
                    args.ez,
                    args.rounds,
                    args.check,
                    args.bot,
                    is_explained=args.record is not None,
                )
            except InvariantBroken as error:
                print(error, file=sys.stderr)
                return 1
            results.append(played)
            if args.record is not None:
                record_played(args.record, played, args.ez)
            print(
                f"{played.mission:<12} seats={played.seats} seed={played.seed:<6} "
                f"{played.verdict:<28} rounds={played.rounds}"
            )
    elapsed = max(time.perf_counter() - started, 1e-9)
    for mission in missions:
        games = [r for r in results if r.mission == mission.id]
        won = sum(r.verdict == "win" for r in games)
        mean = sum(r.rounds for r in games) / len(games)
        print(f"{mission.id}: {won}/{len(games)} won, mean {mean:.1f} rounds")
    wins = sum(r.verdict == "win" for r in results)
    caps = sum(r.verdict == "cap" for r in results)
    mean_rounds = sum(r.rounds for r in results) / len(results)
    checked = ", invariants held after every action" if args.check else ""
    print(
        f"{len(results)} games: {wins} wins, {len(results) - wins - caps} losses, {caps} caps, "
        f"mean {mean_rounds:.1f} rounds, {len(results) / elapsed:.1f} games/s{checked}"
    )
    return 0


def record_played(folder: Path, played: Played, is_ez: bool) -> Path:
    """Write a simulated game's replay, named by its mission, seats and seed, and beside
    it the planner's reason for each action, where it gave them; the replay's path."""
    setup = Setup(played.mission, DEFAULT_YORDLES[: played.seats], played.seed, is_ez)
    ez = "_ez" if is_ez else ""
    replay = folder / f"{played.mission}_seats{played.seats}_seed{played.seed}{ez}.txt"
    write_atomically(replay, to_text(record_actions(setup, played.actions)))
    if played.reasons:
        write_atomically(reasons_path(replay), "".join(f"{r}\n" for r in played.reasons))
    return replay


def replay(argv: list[str]) -> int:
    """Watch a replay file in the window, or (``--verify``) play files back headless,
    checking every round's digest: one line per file, non-zero if any fails."""
    parser = argparse.ArgumentParser(prog="python -m game replay")
    parser.add_argument("files", type=Path, nargs="+", metavar="FILE")
    parser.add_argument(
        "--verify", action="store_true", help="check each file headless instead of watching"
    )
    parser.add_argument("--size", help="the window's size, e.g. 1280x720")
    _content_argument(parser)
    args = parser.parse_args(argv)
    if args.content is not None:
        paths.use_content(args.content)
    if not args.verify and len(args.files) > 1:
        parser.error("watch one file at a time (or check several with --verify)")
    failed = 0
    for path in args.files:
        try:
            checked = check_replay(path)
        except (BadFile, OSError) as error:
            failed += 1
            print(f"FAIL {problem_with(path, error)}", file=sys.stderr if not args.verify else None)
            continue
        if args.verify:
            game, setup = checked.played.game, checked.record.setup
            print(
                f"ok   {path}: {setup.mission_id}, {len(setup.yordles)} seats, "
                f"{len(checked.played.actions)} actions, round {game.round}, "
                f"{checked.record.ending}"
            )
    if args.verify:
        print(f"{len(args.files)} replays: {len(args.files) - failed} verified, {failed} failed")
        return 1 if failed else 0
    if failed:
        return 1
    from game.app import main

    window = ["--size", args.size] if args.size else []
    return main(window, watch=args.files[0])
