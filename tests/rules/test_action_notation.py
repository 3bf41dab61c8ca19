"""Every legal action, in every mission, reads back from its line exactly; digests agree."""

import random
import subprocess
import sys

import pytest

from game import rules
from game.content.catalogue import load_mission, mission_ids
from game.rules.notation import ActionTextError, digest, format_action, read_action


@pytest.mark.parametrize("mission", mission_ids())
def test_every_legal_action_reads_back_from_its_line(mission):
    info = load_mission(mission)
    chooser = random.Random(mission)
    game = rules.new_game(info.rules, info.board, seats=3, seed=4).game
    for _ in range(150):
        actions = rules.legal_actions(game)
        if not actions:
            break
        for action in actions:
            line = format_action(game, action)
            assert read_action(game, line) == action, line
        game = rules.apply(game, chooser.choice(actions)).game


def test_a_second_copy_of_a_card_is_named_by_its_id():
    info = load_mission("tutorial")
    game = rules.new_game(info.rules, info.board, seats=1, seed=3).game
    row = game.draft.row
    twins = [c for c in row if sum(o.command is c.command for o in row) > 1]
    assert twins, "this seed deals two cards of one command"
    later = twins[-1]
    line = format_action(game, rules.DraftCard(0, later.id))
    assert line == f"draft 0 {later.command.value}#{later.id}"


@pytest.mark.parametrize(
    "line", ["", "fly 0", "draft x speed", "draft 0 warp_drive", "choose 0 N", "scrap 0 speed x"]
)
def test_a_line_that_names_no_action_says_so(line):
    info = load_mission("tutorial")
    game = rules.new_game(info.rules, info.board, seats=1, seed=3).game
    with pytest.raises(ActionTextError):
        read_action(game, line)


def test_the_digest_is_the_same_in_another_process():
    code = (
        "from game import rules; from game.content.catalogue import load_mission;"
        "from game.rules.notation import digest;"
        "i = load_mission('mission-7');"
        "print(digest(rules.new_game(i.rules, i.board, seats=4, seed=2).game))"
    )
    other = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    info = load_mission("mission-7")
    here = digest(rules.new_game(info.rules, info.board, seats=4, seed=2).game)
    assert other == here
    assert digest(rules.new_game(info.rules, info.board, seats=4, seed=3).game) != here
