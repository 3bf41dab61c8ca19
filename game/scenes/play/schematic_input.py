"""Schematics during programming, by mouse: a Hack's Use button, a Slot Schematic dragged
onto a slot. Only ``UseSchematic`` and ``InstallSchematic`` actions the rules list are sent.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game import names as said
from game import rules
from game.i18n import tr
from game.rules import Action, Game, InstallSchematic, UseSchematic
from game.ui.layout import PlayLayout
from game.ui.schematic_chips import use_rect


@dataclass
class ChipDrag:
    seat: int
    name: str
    grab: tuple[int, int]
    pos: tuple[int, int]

    @property
    def topleft(self) -> tuple[int, int]:
        return (self.pos[0] - self.grab[0], self.pos[1] - self.grab[1])


class SchematicInput:
    def __init__(
        self,
        where: Callable[[], PlayLayout],
        reason: Callable[[Action], str],
        say: Callable[[str], None],
    ) -> None:
        self.where, self.reason, self.say = where, reason, say
        self.drag: ChipDrag | None = None
        self.pressed: UseSchematic | None = None

    def reset(self) -> None:
        self.drag, self.pressed = None, None

    def chip_rect(self, game: Game, seat: int, name: str) -> pygame.Rect | None:
        names = game.mech(seat).schematics
        rects = self.where().seats[seat].schematics
        if name not in names or names.index(name) >= len(rects):
            return None
        return rects[names.index(name)]

    def chip_at(self, game: Game, pos: tuple[int, int]) -> tuple[int, str, pygame.Rect] | None:
        for seat, layout in enumerate(self.where().seats):
            for name, rect in zip(game.mech(seat).schematics, layout.schematics, strict=False):
                if rect.collidepoint(pos):
                    return seat, name, rect
        return None

    def slot_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        for seat, layout in enumerate(self.where().seats):
            for i, rect in enumerate(layout.slots):
                if rect.collidepoint(pos):
                    return seat, i
        return None

    def lit_slots(self, game: Game, seat: int) -> frozenset[int]:
        """While a Slot Schematic is dragged: the slots the rules would take it in."""
        if self.drag is None or self.drag.seat != seat:
            return frozenset()
        return frozenset(
            a.slot
            for a in rules.legal_actions(game)
            if isinstance(a, InstallSchematic) and a.seat == seat and a.name == self.drag.name
        )

    def handle(self, event: pygame.event.Event, game: Game) -> tuple[bool, Action | None]:
        """Whether the event was about a Schematic, and the action it makes, if any."""
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.pos = event.pos
            return True, None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos, game)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag is not None:
                drag, self.drag = self.drag, None
                return True, self._drop(drag, event.pos, game)
            if self.pressed is not None:
                pressed, self.pressed = self.pressed, None
                rect = self.chip_rect(game, pressed.seat, pressed.name)
                is_over = rect is not None and use_rect(rect).collidepoint(event.pos)
                if is_over and pressed in rules.legal_actions(game):
                    return True, pressed
                return True, None
        return False, None

    def _press(self, pos: tuple[int, int], game: Game) -> tuple[bool, Action | None]:
        found = self.chip_at(game, pos)
        if found is None:
            return False, None
        seat, name, rect = found
        legal = rules.legal_actions(game)
        use = UseSchematic(seat, name)
        if use in legal and use_rect(rect).collidepoint(pos):
            self.pressed = use
        elif any(
            isinstance(a, InstallSchematic) and a.seat == seat and a.name == name for a in legal
        ):
            self.drag = ChipDrag(seat, name, (pos[0] - rect.x, pos[1] - rect.y), pos)
        return True, None

    def _drop(self, drag: ChipDrag, pos: tuple[int, int], game: Game) -> Action | None:
        spot = self.slot_at(pos)
        if spot is None:
            return None
        seat, slot = spot
        action = InstallSchematic(drag.seat, drag.name, slot)
        if seat != drag.seat:
            self.say(tr("A Schematic goes into its own Mech's Command Line."))
            return None
        if action in rules.legal_actions(game):
            return action
        self.say(tr("Not there: {why}.", why=said.cause(self.reason(action))))
        return None
