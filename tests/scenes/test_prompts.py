"""Questions on screen: one asked mid-step shows what the step already did (and never replays
it), and a question with many answers keeps them all on the table, by pages if need be."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from staging import stage

from game import names, rules
from game.rules import Facing, PieceId, Prompt, Yordle
from game.rules import events as ev
from game.rules.requests import NO_TOW, SystemDamage
from game.rules.state import Minion
from game.scenes.play import Mode, PlayScene
from game.scenes.settings import Settings
from game.ui.layout.table import choice_area, choice_grid

AROUND = tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0))


def open_spot(game: rules.Game) -> tuple[int, int]:
    """A free space whose eight neighbours are free too."""
    for x, y in sorted(game.board.cells()):
        around = [(x + dx, y + dy) for dx, dy in AROUND]
        if game.is_free((x, y)) and all(game.is_free(c) for c in around):
            return x, y
    raise AssertionError("no open spot on the board")


def stage_scythe(play: PlayScene, offsets: tuple[tuple[int, int], ...]) -> None:
    """Corki with Scythe at Power 1 in slot 1, Minions at ``offsets``; the slot starts."""
    x, y = open_spot(play.game)
    minions = tuple(Minion(500 + i, (x + dx, y + dy)) for i, (dx, dy) in enumerate(offsets))
    stage(play, rules.Command.SCYTHE, 1, ((x, y),), minions)


def scene(drive, assets, player):  # type: ignore[no-untyped-def]
    driver = drive(PlayScene(assets, Settings(yordles=(Yordle.CORKI,), seed=5)))
    player(driver).settle()
    return driver, driver.top


def test_a_question_asked_mid_step_shows_the_turn_already_made_and_never_replays_it(
    drive, assets, player
):
    driver, play = scene(drive, assets, player)
    stage_scythe(play, ((-1, -1), (1, -1)))
    bot = player(driver)
    bot.settle(skip=False)
    assert play.mode is Mode.ANSWERING and play.game.pending.prompt is Prompt.TURN
    left = next(t for t in play.answering.targets(play.game) if t.option is rules.Turn.LEFT)
    driver.click(play.answering.arrow_rect(play.game, left).center)
    asked = play.game.pending
    assert asked.prompt is Prompt.TARGET
    bot.settle(skip=False)
    sprite = play.board_view.mech(0)
    assert play.game.mech(0).facing is Facing.N, "the rules wait for the target"
    assert round(sprite.angle) % 360 == Facing.W.degrees, "the sprite does not show the turn"
    assert play.board_view.drift(play.game) == []
    assert play.shown.mech(0).facing is Facing.W
    turned = [e for e in play.director.played if isinstance(e, ev.MechTurned)]
    assert len(turned) == 1
    target = play.answering.targets(play.game)[0]
    assert target.end == play.game.mech(0).cell and target.facing is Facing.W
    driver.click(play.camera.cell_rect(target.cell).center)
    assert play.game.pending is None or play.game.pending is not asked
    bot.settle(skip=False)
    assert play.board_view.drift(play.game) == []
    turned = [e for e in play.director.played if isinstance(e, ev.MechTurned)]
    assert len(turned) == 1, "the turn was replayed after the target was chosen"
    started = [e for e in play.director.played if isinstance(e, ev.SlotStarted)]
    assert len(started) == 1
    assert sum(isinstance(e, ev.MinionKilled) for e in play.director.played) == 1


def test_a_tow_question_shows_the_mech_already_walked_and_lights_the_mech_behind(
    drive, assets, player
):
    yordles = (Yordle.CORKI, Yordle.ZIGGS)
    driver = drive(PlayScene(assets, Settings(yordles=yordles, seed=5)))
    play = driver.top
    bot = player(driver)
    bot.settle()
    x, y = open_spot(play.game)
    stage(play, rules.Command.BLAZE, 2, ((x, y), (x, y + 1)))
    bot.settle(skip=False)
    request = play.game.pending
    assert request.prompt is Prompt.TOW and (x, y + 1) in request.options
    assert play.game.mech(0).cell == (x, y), "the rules wait for the answer"
    assert play.board_view.drift(play.game) == []
    sprite = play.board_view.mech(0)
    assert play.camera.cell_at(play.camera.to_screen(sprite.x, sprite.y)) == (x, y - 1)
    targets = play.answering.targets(play.game)
    tow = next(t for t in targets if t.option == (x, y + 1))
    assert tow.label == "Tow Ziggs"
    walk_on = next(t for t in targets if t.option == NO_TOW)
    assert (tow.end, walk_on.end) == ((x, y - 1), (x, y - 2)), "ghosts from where it stands"
    assert walk_on.path == ((x, y - 1), (x, y - 2)) and not walk_on.carried
    assert tow.carried == ((PieceId.mech(1), ((x, y + 1), (x, y))),)
    driver.click(play.camera.cell_rect((x, y + 1)).center)
    bot.settle(skip=False)
    assert play.board_view.drift(play.game) == []
    assert play.game.mech(0).cell == (x, y - 1) and play.game.mech(1).cell == (x, y)
    walked = [e for e in play.director.played if isinstance(e, ev.PieceMoved) and e.piece.is_mech]
    assert [(e.piece, e.path) for e in walked] == [
        (PieceId.mech(0), ((x, y), (x, y - 1))),
        (PieceId.mech(1), ((x, y + 1), (x, y))),
    ], "the walk was replayed, or the tow not shown"


def test_eight_targets_fit_on_the_table_and_the_board(drive, assets, player):
    driver, play = scene(drive, assets, player)
    stage_scythe(play, AROUND)
    bot = player(driver)
    bot.settle()
    bot.play_one()  # the turn
    bot.settle()
    request = play.game.pending
    assert request.prompt is Prompt.TARGET and len(request.options) == 8
    panel = play.answering.panel(play.game)
    assert_fits(panel.rects(), panel.table, panel.scale)
    assert panel.grid.pages == 1
    driver.frame()
    bot.play_one()
    bot.settle()
    assert play.board_view.drift(play.game) == []


TABLE = pygame.Rect(300, 560, 1100, 340)  # a table as the layout places it at 1920×1080


def assert_fits(
    rects: tuple[pygame.Rect, ...], table: pygame.Rect = TABLE, scale: float = 1.0
) -> None:
    room = choice_area(table, scale)
    for i, rect in enumerate(rects):
        assert room.contains(rect), f"button {i} leaves the table: {rect}"
        for other in rects[i + 1 :]:
            assert not rect.colliderect(other), f"buttons overlap: {rect} {other}"


@pytest.mark.parametrize("count", [1, 3, 4, 8, 12, 15, 16, 20, 21, 40, 61])
def test_any_number_of_answers_stays_on_the_table(count):
    first = choice_grid(TABLE, count, 0, 1.0)
    seen = 0
    for page in range(first.pages):
        grid = choice_grid(TABLE, count, page, 1.0)
        buttons = [r for r in (grid.back, grid.forward) if r is not None]
        assert_fits(grid.rects + tuple(buttons))
        assert grid.first == seen
        seen += len(grid.rects)
    assert seen == count
    if count <= 15:
        assert first.pages == 1 and min(r.width for r in first.rects) >= 180


def test_many_repair_choices_page_and_each_can_be_clicked(drive, assets, player):
    from game.rules.state import DamageCard

    driver, play = scene(drive, assets, player)
    bot = player(driver)
    while play.mode is not Mode.PROGRAMMING:
        bot.settle()
        bot.play_one()
    game = play.game
    fire = next(c for c in game.decks.command if c.element.can_repair)
    broken = tuple(DamageCard(900 + i, game.decks.damage[0].name) for i in range(60))
    mech = replace(game.mech(0), hand=(fire, *game.mech(0).hand), system_damage=broken)
    # stage 1: after the Kaboom, once the Tutorial has taught scrapping
    play.stage(replace(game, mechs=(mech,), progress=replace(game.progress, stage=1)))
    driver.frame()
    driver.drag(bot._hand_pos(0, fire.id), play.layout.scrap_bin.center)
    panel = play.programming.panel(play.game)
    assert panel is not None and len(panel.options) == 62 and panel.grid.pages > 1
    assert_fits(panel.rects(), panel.table, panel.scale)
    last = SystemDamage(broken[-1].id)
    assert panel.page_of(last) > 0, "the last Damage Card needs a page turned"
    bot.click_option(lambda: play.programming.panel(play.game), last)
    assert play.programming.page == panel.grid.pages - 1 or play.programming.scrap is None
    assert broken[-1] not in play.game.mech(0).system_damage
    assert len(play.game.mech(0).system_damage) == len(broken) - 1


def test_a_second_turn_in_one_program_offers_arrows_from_the_facing_it_is_asked_at(
    drive, assets, player
):
    """Memory Core turns Corki south, then Scythe asks again: its arrows stand east (left)
    and west (right) of a Mech facing south, and the east arrow turns it left, to the east."""
    from game.rules import Command, Phase, Turn
    from game.rules.state import Slot

    driver, play = scene(drive, assets, player)
    game = play.game
    x, y = open_spot(game)

    def cards(command: Command) -> tuple[rules.Card, ...]:
        return tuple(c for c in game.decks.command if c.command is command)[:1]

    core, scythe = cards(Command.MEMORY_CORE), cards(Command.SCYTHE)
    line = (Slot(cards=core), Slot(), Slot(cards=scythe), Slot(), Slot(), Slot())
    corki = replace(game.mech(0), cell=(x, y), facing=Facing.E, hand=(), slots=line)
    deck = tuple(c for c in game.decks.command if c not in core + scythe)
    minions = (Minion(500, (x - 1, y - 1)), Minion(501, (x + 1, y + 1)))
    staged = replace(
        game.with_mech(corki),
        minions=minions,
        decks=replace(game.decks, command=deck),
        draft=replace(game.draft, row=(), pick_order=()),
        phase=Phase.PROGRAM,
        agenda=(),
    )
    play.finish_showing()
    play.stage(staged)
    bot = player(driver)
    bot.settle(skip=False)
    bot.settle(skip=False)  # a look at the new screen before clicking on it
    driver.click(play.layouts[0].ready.center)
    bot.settle(skip=False)
    assert play.history[-1:] == [rules.EndProgramming(0)], (play.mode, play.history[-3:])

    def arrows() -> dict[Facing, object]:
        asked = play.game.pending
        assert asked is not None and asked.prompt is Prompt.TURN
        return {t.side: t.option for t in play.answering.targets(play.game)}

    assert arrows() == {Facing.N: Turn.LEFT, Facing.S: Turn.RIGHT}, "facing east"
    south = next(t for t in play.answering.targets(play.game) if t.side is Facing.S)
    driver.click(play.answering.arrow_rect(play.game, south).center)
    bot.settle(skip=False)
    assert play.shown.mech(0).facing is Facing.S, "Memory Core turned Corki south"
    assert "Scythe" in play.game.pending.reason
    assert arrows() == {Facing.E: Turn.LEFT, Facing.W: Turn.RIGHT}, "from the facing asked at"
    east = next(t for t in play.answering.targets(play.game) if t.side is Facing.E)
    rect = play.answering.arrow_rect(play.game, east)
    centre = play.camera.cell_rect((x, y)).center
    assert rect.centerx > centre[0], "the east arrow is drawn east of Corki"
    driver.click(rect.center)
    bot.settle(skip=False)
    turned = [e for e in play.director.played if isinstance(e, ev.MechTurned)]
    assert [e.after for e in turned] == [Facing.S, Facing.E], "the east arrow turned it left"


def test_an_answer_that_does_nothing_in_its_slot_is_not_foreseen_from_the_next_slot():
    """An answer whose own slot does nothing more (a Speed that cannot move) left the next
    slot's events first in line: the preview read the next slot's turn as the answer's."""
    from game.rules.events import Source, SourceKind
    from game.scenario import build
    from game.scenes.play.answering import Target, foresee

    game = build({"board": ".  .  .\n.  0^ .\n.  .  ."}).game
    next_slot = ev.SlotStarted("slot 2", 0, 1, Source(SourceKind.DAMAGE, "stuck_turn_left", "x"))
    turned = ev.MechTurned("Stuck Controls", 0, Facing.N, Facing.W)
    target = Target(1, "Move 1")
    foresee(game, 0, (next_slot, turned), target)
    assert (target.end, target.facing) == ((1, 1), Facing.N)


@pytest.mark.parametrize("later", [{}, {2: "charge"}])
def test_a_boss_drag_asks_which_way_the_dragged_mech_goes_and_lights_where_it_lands(later):
    """Mech Magnet drags Heimerdinger (seat 1) diagonally toward the Boss: the First Player
    (Corki) picks the way. The question names the Mech dragged, not a stomp of Corki's;
    each answer names the compass way (not a turn from Corki's facing) and lights the
    space the rules then drag Heimerdinger to. A Charge in a later Boss slot moves the Boss
    after the answer, not by it: the question stays the drag's."""
    import screen_truth

    from game.scenario import build
    from game.scenes.play.answering import destination_tags, question

    board = "X  X  .  .\nX  X  .  .\n.  .  .  1^\n0^ .  .  ."
    game = build(
        {
            "board": board,
            "mission": {"dangers": ["boss"]},
            "phase": "danger",
            "until": "draft",
            "boss": {"slots": {1: "mech_magnet", **later}},
        }
    ).game
    request = game.pending
    assert request is not None and request.seat == 0 and request.prompt is Prompt.DIRECTION
    answering = screen_truth.answer_input()
    targets = answering.targets(game)
    assert question(request, targets) == "which way is seat 1 dragged?"
    assert [t.label for t in targets] == ["seat 1 goes north", "seat 1 goes west"]
    own = [replace(t, mover=0) for t in targets]  # as if Corki, who answers, were dragged
    assert question(request, own) == "which way is your Mech dragged?"
    for target in targets:
        events = rules.apply(game, rules.Choose(0, target.option)).events
        drag = next(e for e in events if isinstance(e, ev.PieceMoved) and e.piece.is_mech)
        assert drag.piece == PieceId.mech(1) and drag.path == ((3, 2), target.cell)
        assert target.path == drag.path, "what the Boss's later slots do is not this answer's"
    tally = screen_truth.Tally()  # the checker reads the dragged Mech too
    screen_truth.check_answers(game, answering, tally, "Mech Magnet")
    assert tally.checked >= len(targets) and tally.found == []
    # The hovered answer's tag on its space is the compass word: the label ("seat 1 goes
    # west") spilled over the next space, over the very Mech dragged.
    for target in targets:
        assert destination_tags(Prompt.DIRECTION, targets, target) == [
            ((target.cell,), names.facing(target.option))
        ]
