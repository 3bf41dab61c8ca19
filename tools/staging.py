"""Stage a Command Card mid-game on a live play scene: for tests and screenshots alike."""

from __future__ import annotations

from dataclasses import replace

from game import rules
from game.rules import Facing, Phase
from game.rules.engine import proceed
from game.rules.state import Minion, Slot
from game.rules.steps import RunSlot
from game.scenes.play import PlayScene


def stage(
    play: PlayScene,
    command: rules.Command,
    power: int,
    cells: tuple[tuple[int, int], ...],
    minions: tuple[Minion, ...] = (),
) -> None:
    """Seat 0 runs ``command`` at ``power`` from slot 1; the Mechs stand on ``cells`` facing
    North, their hands empty."""
    game = play.game
    cards = tuple(c for c in game.decks.command if c.command is command)[:power]
    mechs = tuple(
        replace(m, cell=cell, facing=Facing.N, hand=(), slots=(Slot(),) * 6)
        for m, cell in zip(game.mechs, cells, strict=True)
    )
    mechs = (replace(mechs[0], slots=(Slot(cards=cards),) + (Slot(),) * 5), *mechs[1:])
    game = replace(
        game,
        mechs=mechs,
        minions=minions,
        decks=replace(game.decks, command=tuple(c for c in game.decks.command if c not in cards)),
        draft=replace(game.draft, row=(), pick_order=()),
        phase=Phase.EXECUTE,
        agenda=(RunSlot(0, 0),),
    )
    outcome = proceed(game)
    play.director.finish()
    play.model.stage(outcome.game)
    play.board_view.sync(play.game)
    play.hud.sync(play.game)
    play.director.play(outcome.events)
    play.director.update(0)
