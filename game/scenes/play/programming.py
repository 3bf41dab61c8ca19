"""Programming by drag: hand cards onto Command Line slots or the scrap bin.

Legal slots light up (only from the ``PlaceCard`` actions in ``legal_actions``), an illegal
drop springs back with the rules' reason, and a scrap asks what to repair (click the Damage
Card itself, or its button) or which two slots to swap.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from game import names as said
from game import rules
from game.i18n import tr
from game.rules import (
    Action,
    Card,
    DamagedSlot,
    EndProgramming,
    Game,
    PlaceCard,
    RepairTarget,
    ScrapCard,
    Slot,
    SystemDamage,
)
from game.ui.command_line import system_chips
from game.ui.layout import PlayLayout, hand_rects
from game.ui.prompt_panel import ChoicePanel

NOTHING, CANCEL = "nothing", "cancel"
SAID_SECS = 4.0  # how long a refusal stays up


@dataclass(frozen=True)
class Said:
    """Why the rules refused a drop: the words, the seconds left, where it was dropped."""

    text: str
    left: float
    at: tuple[int, int] | None = None


@dataclass(frozen=True)
class UndoStep:
    seat: int


@dataclass
class Drag:
    seat: int
    card: Card
    grab: tuple[int, int]
    pos: tuple[int, int]

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.pos[0] - self.grab[0], self.pos[1] - self.grab[1], 0, 0)


@dataclass
class Spring:
    seat: int
    card: Card
    start: tuple[int, int]
    t: float = 0.0


@dataclass
class ScrapChoice:
    seat: int
    card: Card
    options: tuple[ScrapCard, ...]
    first: int | None = None

    @property
    def is_repair(self) -> bool:
        return self.card.element.can_repair


class ProgramInput:
    def __init__(
        self,
        where: Callable[[], PlayLayout],
        reason: Callable[[Action], str],
        names: dict[int, str],
        colours: dict[int, tuple[int, int, int]],
        damage_title: Callable[[Game, int, RepairTarget], str],
    ) -> None:
        self.where, self.reason, self.names, self.colours = where, reason, names, colours
        self.damage_title = damage_title
        self.drag: Drag | None = None
        self.springs: list[Spring] = []
        self.scrap: ScrapChoice | None = None
        self.message: Said | None = None  # why the rules refused, beside where it happened
        self.down: tuple[int, int] | None = None
        self.page = 0  # of the scrap panel, when its answers need more than one
        self.locked: frozenset[int] = frozenset()  # seats whose cards no pointer may take
        self._previews: dict[tuple[int, int, int], Slot] = {}
        self._previewed: Game | None = None
        self._legal: tuple[Game, tuple[Action, ...]] | None = None

    def legal(self, game: Game) -> tuple[Action, ...]:
        """The rules' legal actions in ``game`` (asked once per game: a drag asks often)."""
        if self._legal is None or self._legal[0] is not game:
            self._legal = (game, rules.legal_actions(game))
        return self._legal[1]

    def reset(self) -> None:
        self.drag, self.scrap, self.down = None, None, None
        self.page = 0
        self._previews.clear()

    def say(self, text: str, at: tuple[int, int] | None = None) -> None:
        """Show why for a few seconds, beside ``at`` (where the card was dropped; else the
        pointer where the message is drawn)."""
        self.message = Said(text, SAID_SECS, at)

    def update(self, dt: float) -> None:
        for spring in list(self.springs):
            spring.t += dt / 0.25
            if spring.t >= 1:
                self.springs.remove(spring)
        if self.message is not None:
            left = self.message.left - dt
            self.message = replace(self.message, left=left) if left > 0 else None

    # --- where things are ---------------------------------------------------------------

    def slot_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        for seat, layout in enumerate(self.where().seats):
            for i, rect in enumerate(layout.slots):
                if rect.collidepoint(pos):
                    return seat, i
        return None

    def hand_card_at(
        self, game: Game, pos: tuple[int, int]
    ) -> tuple[int, Card, pygame.Rect] | None:
        for seat, layout in enumerate(self.where().seats):
            if seat in self.locked:
                continue
            hand = game.mech(seat).hand
            for card, rect in reversed(list(zip(hand, hand_rects(layout, len(hand)), strict=True))):
                if rect.collidepoint(pos):
                    return seat, card, rect
        return None

    def button_at(
        self, game: Game, pos: tuple[int, int], can_undo: Callable[[int], bool]
    ) -> Action | UndoStep | None:
        legal = self.legal(game)
        for seat, layout in enumerate(self.where().seats):
            if layout.ready.collidepoint(pos) and EndProgramming(seat) in legal:
                return EndProgramming(seat)
            if layout.undo.collidepoint(pos) and can_undo(seat):
                return UndoStep(seat)
        return None

    def repair_at(self, game: Game, pos: tuple[int, int]) -> RepairTarget | None:
        """The Damage Card under the pointer on the scrapping seat's Command Line or beside
        it (System Damage), when the scrap may repair it."""
        if self.scrap is None or not self.scrap.is_repair:
            return None
        where = self.where()
        seat, layout = self.scrap.seat, where.seats[self.scrap.seat]
        mech = game.mech(seat)
        found: RepairTarget | None = None
        spot = self.slot_at(pos)
        if spot is not None and spot[0] == seat and mech.slots[spot[1]].damage is not None:
            found = DamagedSlot(spot[1])
        chips = system_chips(layout, len(mech.system_damage), where.screen.scale)
        for card, chip in zip(mech.system_damage, chips, strict=False):
            if chip.collidepoint(pos):
                found = SystemDamage(card.id)
        repairs = {o.repair for o in self.scrap.options}
        return found if found in repairs else None

    def lit_slots(self, game: Game, seat: int) -> frozenset[int]:
        if self.scrap is not None and self.scrap.seat == seat and self.scrap.is_repair:
            return frozenset(
                o.repair.slot for o in self.scrap.options if isinstance(o.repair, DamagedSlot)
            )
        if self.drag is not None and self.drag.seat == seat:
            return frozenset(
                a.slot
                for a in self.legal(game)
                if isinstance(a, PlaceCard) and a.seat == seat and a.card == self.drag.card.id
            )
        if self.scrap is not None and self.scrap.seat == seat and not self.scrap.is_repair:
            pairs = [o.swap for o in self.scrap.options if o.swap is not None]
            if self.scrap.first is None:
                return frozenset(i for pair in pairs for i in pair)
            first = self.scrap.first
            return frozenset(b if a == first else a for a, b in pairs if first in (a, b)) | {first}
        return frozenset()

    def preview(self, game: Game, seat: int) -> tuple[int, Slot] | None:
        """The stack a drop would make on the slot under the dragged card."""
        if self.drag is None or self.drag.seat != seat:
            return None
        spot = self.slot_at(self.drag.pos)
        if spot is None or spot[0] != seat:
            return None
        action = PlaceCard(seat, self.drag.card.id, spot[1])
        if action not in self.legal(game):
            return None
        if self._previewed is not game:
            self._previews.clear()
            self._previewed = game
        key = (seat, action.card, action.slot)
        if key not in self._previews:
            self._previews[key] = rules.apply(game, action).game.mech(seat).slots[spot[1]]
        return spot[1], self._previews[key]

    def hidden(self, seat: int) -> int | None:
        """The hand card not to draw in place: being dragged, springing back or scrapping."""
        if self.drag is not None and self.drag.seat == seat:
            return self.drag.card.id
        if self.scrap is not None and self.scrap.seat == seat:
            return self.scrap.card.id
        for spring in self.springs:
            if spring.seat == seat:
                return spring.card.id
        return None

    def panel(self, game: Game) -> ChoicePanel | None:
        if self.scrap is None:
            return None
        seat, card = self.scrap.seat, self.scrap.card
        colour = self.colours[seat]
        options: list[tuple[str, object]] = []
        if self.scrap.is_repair:
            title = tr("Scrap {card}: repair which Damage Card?", card=said.command(card.command))
            for option in self.scrap.options:
                if option.repair is not None:
                    options.append((self.damage_title(game, seat, option.repair), option.repair))
            hint = (
                tr("Click a lit Damage Card, or its button.")
                if options
                else tr("Nothing to repair.")
            )
        else:
            title = tr("Scrap {card}: swap which two slots?", card=said.command(card.command))
            hint = tr("Click two lit slots of your Command Line.")
            if self.scrap.first is not None:
                first = self.scrap.first + 1
                hint = tr("Slot {n} chosen: click the slot to swap it with.", n=first)
        options += [(tr("Scrap for nothing"), NOTHING), (tr("Cancel"), CANCEL)]
        layout = self.where()
        return ChoicePanel(
            title, colour, layout.choices, layout.screen.scale, options, hint, page=self.page
        )

    # --- input ----------------------------------------------------------------------------

    def handle(
        self, event: pygame.event.Event, game: Game, can_undo: Callable[[int], bool]
    ) -> Action | UndoStep | None:
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.pos = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.down = event.pos
            picked = self.hand_card_at(game, event.pos) if self.scrap is None else None
            if picked is not None:
                seat, card, rect = picked
                grab = (event.pos[0] - rect.x, event.pos[1] - rect.y)
                self.drag = Drag(seat, card, grab, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            down, self.down = self.down, None
            if self.drag is not None:
                drag, self.drag = self.drag, None
                drag.pos = event.pos
                return self._drop(game, drag)
            if down is None:
                return None
            if self.scrap is not None:
                return self._scrap_click(game, down, event.pos)
            pressed = self.button_at(game, down, can_undo)
            if pressed is not None and pressed == self.button_at(game, event.pos, can_undo):
                return pressed
        return None

    def _spring(self, drag: Drag, why: str | None) -> None:
        self.springs.append(Spring(drag.seat, drag.card, drag.rect.topleft))
        if why:
            self.say(why, drag.pos)

    def _drop(self, game: Game, drag: Drag) -> Action | None:
        legal = self.legal(game)
        if self.where().scrap_bin.collidepoint(drag.pos):
            why = self.open_scrap(game, drag.seat, drag.card.id)
            if why is not None:
                self._spring(drag, why)
            return None
        spot = self.slot_at(drag.pos)
        if spot is None:
            self._spring(drag, None)
            return None
        seat, slot = spot
        if seat != drag.seat:
            self._spring(
                drag,
                tr(
                    "That is {name}'s Command Line: {card} belongs to {owner}.",
                    name=self.names[seat],
                    card=said.command(drag.card.command),
                    owner=self.names[drag.seat],
                ),
            )
            return None
        action = PlaceCard(seat, drag.card.id, slot)
        if action in legal:
            return action
        self._spring(drag, tr("Not there: {why}.", why=said.cause(self.reason(action))))
        return None

    def open_scrap(self, game: Game, seat: int, card_id: int) -> str | None:
        """Scrap a hand card: the choice of what the scrap does opens; else why not."""
        card = next((c for c in game.mech(seat).hand if c.id == card_id), None)
        options = tuple(
            a
            for a in self.legal(game)
            if isinstance(a, ScrapCard) and a.seat == seat and a.card == card_id
        )
        if card is None or not options:
            return said.cause(self.reason(ScrapCard(seat, card_id)))
        self.scrap, self.page = ScrapChoice(seat, card, options), 0
        return None

    def _scrap_click(
        self, game: Game, down: tuple[int, int], pos: tuple[int, int]
    ) -> Action | None:
        assert self.scrap is not None
        panel = self.panel(game)
        if panel is not None:
            turn = panel.turn_at(pos)
            if turn and turn == panel.turn_at(down):
                return self.answer_scrap(game, turn=turn)
            value = panel.option_at(pos)
            if value is not None and value == panel.option_at(down):
                return self.answer_scrap(game, value)
        if self.scrap.is_repair:
            target = self.repair_at(game, pos)
            if target is None or target != self.repair_at(game, down):
                return None
            return self.answer_scrap(game, target)
        spot = self.slot_at(pos)
        if spot is None or spot != self.slot_at(down):
            return None
        seat, slot = spot
        if seat != self.scrap.seat:
            self.say(tr("Pick one of the lit slots."))
            return None
        return self.answer_scrap(game, slot=slot)

    def answer_scrap(
        self, game: Game, value: object = None, turn: int = 0, slot: int | None = None
    ) -> Action | None:
        """An answer to the open scrap choice, by click or by pad: a page turned, an
        option (Cancel, Scrap for nothing, a Damage Card to repair) or a slot to swap."""
        scrap = self.scrap
        if scrap is None:
            return None
        if turn:
            self.page += turn
            return None
        if value == CANCEL:
            self.scrap = None
            return None
        if value == NOTHING:
            return self._finish_scrap(ScrapCard(scrap.seat, scrap.card.id))
        if isinstance(value, DamagedSlot | SystemDamage):
            return self._finish_scrap(ScrapCard(scrap.seat, scrap.card.id, repair=value))
        if slot is None or scrap.is_repair:
            return None
        if slot not in self.lit_slots(game, scrap.seat):
            self.say(tr("Pick one of the lit slots."))
            return None
        if scrap.first is None or scrap.first == slot:
            scrap.first = None if scrap.first == slot else slot
            return None
        a, b = sorted((scrap.first, slot))
        return self._finish_scrap(ScrapCard(scrap.seat, scrap.card.id, swap=(a, b)))

    def _finish_scrap(self, action: ScrapCard) -> ScrapCard | None:
        if self.scrap is None or action not in self.scrap.options:
            self.say(tr("That scrap is not allowed now."))
            return None
        self.scrap = None
        return action
