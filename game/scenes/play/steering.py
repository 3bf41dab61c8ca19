"""Pads and the keyboard on the play screen: a focus per seat, in the seat's colour.

Each seat a pad holds steers its own focus (``game.ui.widgets.Buttons``: the stick, the
d-pad and the arrows move it to the nearest place that way) over what that seat may touch
now: the dealt cards while drafting (every seat browses them; only the seat whose pick it
is may pick), its hand, Command Line, Schematics, Hint, Undo and Ready while programming,
and the answers of a question asked of it; online, never a seat played in another home, and
the host's choice for a friend away is shared. The keyboard (and a pad not seated) steers for
the seats no pad holds, as the mouse does. A picks or places (a hand card is lifted, then
put on a slot or in the scrap bin), B takes back, X scraps, Y shows the focused card large.

This is a controller like ``programming``: the assembler hands it intents and it answers
with what the screen should do (``Steered``); it never acts on the screen itself. The rules
never learn which device acted: a pad's pick is the same ``Action`` as a click.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Any

import pygame

from game import names as said
from game.i18n import tr
from game.input import Device, Intent, Kind, devices
from game.rules import (
    Action,
    Choose,
    DraftCard,
    EndProgramming,
    InstallSchematic,
    PlaceCard,
    UseSchematic,
)
from game.scenes.play.model import Mode
from game.scenes.play.programming import CANCEL, UndoStep
from game.scenes.play.screen import CloseSummary, Perform
from game.scenes.play.zoom import big
from game.ui import theme
from game.ui.card_view import draw_command
from game.ui.glyphs import glyph, glyph_words
from game.ui.layout import hand_rects
from game.ui.text import paragraph, paragraph_height
from game.ui.widgets import Button, Buttons, Hand, panel
from game.view.placement import edges_first, grid, key_rects, least_covering

if TYPE_CHECKING:
    from game.scenes.play.screen import SteerView

OFFER_SECS = 15.0  # a pad plugged in mid-game is offered a seat this long


# --- what a press asks the screen to do ---------------------------------------------------


@dataclass(frozen=True)
class OpenScrap:
    """Scrap this hand card: the scrap choice opens (or the scrap is made, if it is one)."""

    seat: int
    card: int


@dataclass(frozen=True)
class ScrapAnswer:
    """An answer of the open scrap choice: an option's value, a page turn, or a slot."""

    value: Any = None
    turn: int = 0
    slot: int | None = None


@dataclass(frozen=True)
class AnswerPage:
    turn: int


@dataclass(frozen=True)
class CoachButton:
    name: str


@dataclass(frozen=True)
class AskHint:
    seat: int


@dataclass(frozen=True)
class Skip:
    """On with the replay: the next beat in step mode (a pad's A, as a click), or to its
    end (Enter, as always)."""

    to_end: bool = False


@dataclass(frozen=True)
class Say:
    text: str
    at: tuple[int, int] | None = None


@dataclass(frozen=True)
class BotFor:
    """Let the bot play a seat whose pad left."""

    seat: int


@dataclass(frozen=True)
class AwaySeat:
    """Online, the host's choice for a friend's seat while they are away: the bot plays it
    (``is_bot``), or the game waits for them."""

    is_bot: bool


@dataclass(frozen=True)
class TakeSeat:
    """A pad not seated takes this seat."""

    device: Device
    seat: int


Steered = (
    Perform
    | CloseSummary
    | UndoStep
    | OpenScrap
    | ScrapAnswer
    | AnswerPage
    | CoachButton
    | AskHint
    | Skip
    | Say
    | BotFor
    | AwaySeat
    | TakeSeat
)


@dataclass(frozen=True)
class Held:
    """A hand card or a Schematic a seat has lifted, to place with its next pick."""

    card: int | None = None
    chip: str | None = None


@dataclass
class Away:
    """A seat whose pad was unplugged: it waits for it, or for the bot."""

    since: float = 0.0  # the scene's clock when it left


class Steering:
    def __init__(self) -> None:
        self.buttons = Buttons(steered=True)
        self.held: dict[int, Held] = {}  # by seat
        self.enlarged: set[Hand] = set()  # the hands showing their focused card large
        self.away: dict[int, Away] = {}  # seats whose pad left
        self.offered: Device | None = None  # a pad plugged in mid-game, offered a seat
        self.offered_at = 0.0  # the scene's clock then
        self.read_focus: dict[Hand, str] | None = None  # the foci before a lesson's Next
        self.covered: set[int] = set()  # seats the bot plays while their pad is away

    # --- the places each seat may reach ---------------------------------------------------

    def targets(self, scene: SteerView) -> Buttons:
        """The places on screen now, each with the seat it belongs to (None: shared)."""
        buttons = Buttons(previous=self.buttons, steered=True)
        buttons.barred = frozenset(
            s for s in range(len(scene.game.mechs)) if devices().holder(s) is not None
        )
        for seat, colour in scene.colours.items():
            buttons.colours[seat] = colour

        def add(name: str, rect: pygame.Rect | None, seat: int | None) -> None:
            if rect is not None and rect.width > 0:
                buttons.add(name, Button(rect, "", seat=seat, is_drawn=False))

        for seat in sorted(self.away):
            add(f"bot:{seat}", self.offer_rect(scene, seat), None)
        for name, button in scene.online.choice_buttons(scene).items():
            add(f"online:{name}", button.rect, None)  # the host's: wait for a friend, or not
        mode, game = scene.mode, scene.game
        self._forget_stale(scene)
        if scene.summary is None and not scene.is_replaying:
            if mode is Mode.DRAFTING:
                for card, rect in scene.drafting.placed(game):
                    add(f"draft:{card.id}", rect, None)
                self._hints(scene, add)
            elif mode is Mode.PROGRAMMING:
                for seat in range(len(game.mechs)):
                    if not _played_elsewhere(scene, seat):
                        self._seat(scene, seat, add)
                self._hints(scene, add)
                add("bin", scene.layout.scrap_bin, None)
            elif mode is Mode.ANSWERING and game.pending is not None:
                seat = game.pending.seat
                if not _played_elsewhere(scene, seat):
                    choices = scene.answering.panel(game)
                    values = [value for _, value in choices.options]
                    for (_, value), rect in choices.shown():
                        add(f"answer:{values.index(value)}", rect, seat)
                    grid = choices.grid
                    if grid.page > 0:
                        add("answer:back", grid.back, seat)
                    if grid.page < grid.pages - 1:
                        add("answer:forward", grid.forward, seat)
                    self._hints(scene, add)
        for name in ("next", "skip", "stop"):
            add(f"coach:{name}", scene.coach.button_rect(scene, name), None)
        self._follow_lesson(buttons)
        self.buttons = buttons
        return buttons

    def _forget_stale(self, scene: SteerView) -> None:
        """A lifted card the seat no longer has (the mouse placed it, the phase ended)."""
        if scene.mode is not Mode.PROGRAMMING and not scene.is_replaying:
            self.held.clear()
        for seat, held in list(self.held.items()):
            mech = scene.game.mech(seat)
            has = any(c.id == held.card for c in mech.hand) or held.chip in mech.schematics
            if not has or mech.is_ready:
                del self.held[seat]

    def _hints(self, scene: SteerView, add: Any) -> None:
        for seat, rect in scene.bot_seats.hint_buttons(scene):
            add(f"hint:{seat}", rect, seat)

    def _seat(self, scene: SteerView, seat: int, add: Any) -> None:
        """One seat's places while programming: with a card lifted, where it may go."""
        game, layout = scene.game, scene.layouts[seat]
        mech = game.mech(seat)
        scrap = scene.programming.scrap
        if scrap is not None and scrap.seat == seat:
            choices = scene.programming.panel(game)
            if choices is not None:
                values = [value for _, value in choices.options]
                for (_, value), rect in choices.shown():
                    add(f"scrap:{values.index(value)}", rect, seat)
                grid = choices.grid
                if grid.page > 0:
                    add("scrap:back", grid.back, seat)
                if grid.page < grid.pages - 1:
                    add("scrap:forward", grid.forward, seat)
            if not scrap.is_repair:
                for i in sorted(scene.programming.lit_slots(game, seat)):
                    add(f"slot:{seat}:{i}", layout.slots[i], seat)
            return
        if seat in self.held:
            for i, rect in enumerate(layout.slots):
                add(f"slot:{seat}:{i}", rect, seat)
            return
        for card, rect in zip(mech.hand, hand_rects(layout, len(mech.hand)), strict=True):
            add(f"hand:{seat}:{card.id}", rect, seat)
        for i, rect in enumerate(layout.slots):
            add(f"slot:{seat}:{i}", rect, seat)
        for name, rect in zip(mech.schematics, layout.schematics, strict=False):
            add(f"chip:{seat}:{name}", rect, seat)
        if scene.can_undo(seat):
            add(f"undo:{seat}", layout.undo, seat)
        add(f"ready:{seat}", layout.ready, seat)

    def _follow_lesson(self, buttons: Buttons) -> None:
        """A lesson to read: every ring shown goes to its Next, and back once it is read."""
        if "coach:next" in buttons.items:
            buttons.first = "coach:next"  # a ring shown now starts there
            if self.read_focus is None:
                self.read_focus = dict(buttons.focus)
                for hand in buttons.shown:
                    buttons.focus[hand] = "coach:next"
        elif self.read_focus is not None:
            before, self.read_focus = self.read_focus, None
            for hand, name in before.items():
                buttons.focus[hand] = name

    def focused(self, scene: SteerView, hand: Hand) -> str | None:
        return self.targets(scene).focused(hand)

    # --- intents in, what to do out -------------------------------------------------------

    def act(self, scene: SteerView, intent: Intent) -> Steered | None:
        """What a pad's or the keyboard's intent asks the screen to do (None: nothing, or
        only the focus moved)."""
        hand = intent.seat
        if intent.kind is Kind.POINT:
            self.buttons.shown.discard(None)  # the mouse moves: the keyboard's ring steps aside
            return None
        if intent.device.is_pad and hand is None:
            return self._unseated(scene, intent)
        if intent.kind is Kind.PICK and scene.summary is not None:
            return CloseSummary()
        buttons = self.targets(scene)
        if intent.kind is Kind.PICK and scene.is_replaying and "coach:next" not in buttons.items:
            return Skip(to_end=not intent.device.is_pad)
        if intent.kind is Kind.MOVE:
            buttons.act(intent)
            return None
        if intent.kind is Kind.PICK:
            pressed = buttons.act(intent)
            return None if pressed is None else self._press(scene, pressed, hand)
        if intent.kind is Kind.BACK:
            return self._back(scene, hand)
        if intent.kind is Kind.SCRAP:
            return self._scrap(scene, buttons.focused(hand), hand)
        if intent.kind is Kind.ENLARGE:
            self.enlarged ^= {hand}
        return None

    def _unseated(self, scene: SteerView, intent: Intent) -> Steered | None:
        """A pad with no seat: plugged in mid-game, it is offered one; A takes it."""
        if intent.kind is Kind.PICK:
            seat = self.free_seat(scene)
            if seat is not None:
                return TakeSeat(intent.device, seat)
            return Say(tr("Every seat has a player: this pad may join next mission."))
        return None

    def free_seat(self, scene: SteerView) -> int | None:
        """The seat a pad joining now takes: one whose pad left (the bot may be playing
        it meanwhile), else one no pad holds."""
        for seat in sorted(self.away.keys() | self.covered):
            return seat
        for seat in range(len(scene.game.mechs)):
            if devices().holder(seat) is None and not _played_elsewhere(scene, seat):
                return seat
        return None

    def _acting(self, hand: Hand, seat: int) -> bool:
        """Whether ``hand`` may act for ``seat``: its own seat, or (the keyboard) one no
        pad holds."""
        return hand == seat if hand is not None else devices().holder(seat) is None

    def _press(self, scene: SteerView, name: str, hand: Hand) -> Steered | None:
        kind, _, rest = name.partition(":")
        game = scene.game
        if kind == "coach":
            return CoachButton(rest)
        if kind == "bot":
            return BotFor(int(rest))
        if kind == "online":
            return AwaySeat(is_bot=rest == "bot")
        if kind == "draft":
            return self._draft(scene, int(rest), hand)
        if kind == "hint":
            return AskHint(int(rest))
        if kind == "answer":
            if rest in ("back", "forward"):
                return AnswerPage(-1 if rest == "back" else 1)
            request = game.pending
            if request is None:
                return None
            choice = Choose(request.seat, request.options[int(rest)])
            return self._perform(scene, choice)
        if kind == "bin":
            return self._to_bin(scene, hand)
        seat_text, _, what = rest.partition(":")
        seat = int(seat_text) if seat_text.lstrip("-").isdigit() else -1
        if kind == "scrap":
            scrap = scene.programming.scrap
            if scrap is None:
                return None
            if seat_text in ("back", "forward"):
                return ScrapAnswer(turn=-1 if seat_text == "back" else 1)
            choices = scene.programming.panel(game)
            if choices is None:
                return None
            return ScrapAnswer(value=choices.options[int(seat_text)][1])
        if not self._acting(hand, seat):
            return None
        if kind == "hand":
            self.held[seat] = Held(card=int(what))
            self._lift(scene, hand, seat, int(what), None)
            return None
        if kind == "chip":
            use = UseSchematic(seat, what)
            if use in scene.legal:
                return Perform(use)
            if any(isinstance(a, InstallSchematic) and a.name == what for a in scene.legal):
                self.held[seat] = Held(chip=what)
                self._lift(scene, hand, seat, None, what)
                return None
            return Say(said.cause(scene.programming.reason(use)))
        if kind == "slot":
            return self._slot(scene, seat, int(what), hand)
        if kind == "undo":
            return UndoStep(seat)
        if kind == "ready":
            return self._perform(scene, EndProgramming(seat))
        return None

    def _perform(self, scene: SteerView, action: Action) -> Steered:
        if action in scene.legal:
            return Perform(action)
        return Say(tr("Not now: {why}.", why=said.cause(scene.programming.reason(action))))

    def _draft(self, scene: SteerView, card: int, hand: Hand) -> Steered | None:
        """Only the seat whose pick it is picks; the others may look."""
        order = scene.game.draft.pick_order
        if not order:
            return None
        picker = order[0]
        name = scene.names[picker]
        if scene.bot_seats.is_bot(picker):
            return Say(tr("The bot picks for {name}.", name=name))
        if picker in scene.bot_seats.elsewhere:
            words = tr("{name} picks in another home: look around, your turn comes.", name=name)
            return Say(words, self.buttons[f"draft:{card}"].rect.midtop)
        if not self._acting(hand, picker):
            words = tr("It is {name}'s pick: look around, your turn comes.", name=name)
            return Say(words, self.buttons[f"draft:{card}"].rect.midtop)
        return self._perform(scene, DraftCard(picker, card))

    def _lift(
        self, scene: SteerView, hand: Hand, seat: int, card: int | None, chip: str | None
    ) -> None:
        """A card lifted: the focus goes to the first slot that takes it."""
        buttons = self.targets(scene)
        for action in scene.legal:
            slot = None
            if isinstance(action, PlaceCard) and action.seat == seat and action.card == card:
                slot = action.slot
            if isinstance(action, InstallSchematic) and action.seat == seat and action.name == chip:
                slot = action.slot
            if slot is not None and f"slot:{seat}:{slot}" in buttons.items:
                buttons.put(hand, f"slot:{seat}:{slot}")
                return

    def _slot(self, scene: SteerView, seat: int, slot: int, hand: Hand) -> Steered | None:
        scrap = scene.programming.scrap
        if scrap is not None and scrap.seat == seat:
            return ScrapAnswer(slot=slot)
        held = self.held.get(seat)
        if held is None:
            self.enlarged ^= {hand}  # a slot's card, large (A on a card in place)
            return None
        action: Action
        if held.card is not None:
            action = PlaceCard(seat, held.card, slot)
        else:
            assert held.chip is not None
            action = InstallSchematic(seat, held.chip, slot)
        if action not in scene.legal:
            why = said.cause(scene.programming.reason(action))
            return Say(tr("Not there: {why}.", why=why), scene.layouts[seat].slots[slot].center)
        del self.held[seat]
        self.buttons.focus.pop(hand, None)  # back to the hand for the next card
        return Perform(action)

    def _to_bin(self, scene: SteerView, hand: Hand) -> Steered | None:
        seat = self._holding(hand)
        if seat is None:
            return None
        held = self.held.pop(seat)
        self.buttons.focus.pop(hand, None)
        if held.card is None:
            return None
        return OpenScrap(seat, held.card)

    def _holding(self, hand: Hand) -> int | None:
        """The seat whose lifted card ``hand`` holds."""
        if hand is not None:
            return hand if hand in self.held else None
        return next((s for s in self.held if devices().holder(s) is None), None)

    def _back(self, scene: SteerView, hand: Hand) -> Steered | None:
        """B: put a lifted card back, close the scrap choice, else take back a step."""
        seat = self._holding(hand)
        if seat is not None:
            del self.held[seat]
            return None
        scrap = scene.programming.scrap
        if scrap is not None and self._acting(hand, scrap.seat):
            return ScrapAnswer(value=CANCEL)
        if hand is not None and scene.mode is Mode.PROGRAMMING and scene.can_undo(hand):
            return UndoStep(hand)
        return None

    def _scrap(self, scene: SteerView, name: str | None, hand: Hand) -> Steered | None:
        """X: scrap the focused hand card (or the card lifted)."""
        seat = self._holding(hand)
        if seat is not None:
            return self._to_bin(scene, hand)
        if name is None or not name.startswith("hand:"):
            return None
        _, seat_text, card = name.split(":")
        if not self._acting(hand, int(seat_text)):
            return None
        return OpenScrap(int(seat_text), int(card))

    # --- seats whose pad left -------------------------------------------------------------

    def unplugged(self, seat: int, clock: float) -> None:
        self.away[seat] = Away(clock)
        self.held.pop(seat, None)

    def returned(self, seat: int) -> bool:
        """The seat's pad is back (or another took it): whether the bot covered for it."""
        self.away.pop(seat, None)
        self.offered = None
        was_covered = seat in self.covered
        self.covered.discard(seat)
        return was_covered

    def cover(self, seat: int) -> None:
        """The bot plays a seat whose pad left, until a pad takes it again."""
        self.away.pop(seat, None)
        self.covered.add(seat)

    def away_boxes(self, scene: SteerView) -> dict[int, pygame.Rect]:
        """Where each seat waiting for its pad says so: under the board where no panel
        sits there, else over it (an edge before the middle, then anywhere), hiding no
        Mech, Shard, Bomb or Boss where it can; never over another such box."""
        board, assets, px = scene.camera.rect, scene.assets, scene.assets.px
        width = min(board.width - px(24), px(760))
        avoid = list(key_rects(scene.board_view.sprites.values(), scene.camera))
        boxes: dict[int, pygame.Rect] = {}
        top, step = board.bottom + px(8), max(1, scene.camera.cell // 4)
        for seat in sorted(self.away):
            said = self.away_words(scene, seat)
            words = paragraph_height(assets, said, theme.BODY, width - px(36))
            size = (width, px(10) + words + px(6) + px(64) + px(16))
            under = scene.layout.box_below(board.centerx, top, size)
            if under is not None:
                boxes[seat], top = under, under.bottom + px(8)
                continue
            places = chain(edges_first(board, size, px(12)), grid(board, size, step))
            boxes[seat] = least_covering(places, [*avoid, *boxes.values()])
        return boxes

    def offer_rect(self, scene: SteerView, seat: int) -> pygame.Rect:
        """The button that lets the bot play a seat whose pad left."""
        box, px = self.away_boxes(scene)[seat], scene.assets.px
        rect = pygame.Rect(0, 0, min(box.width - px(40), px(440)), px(64))
        rect.midbottom = (box.centerx, box.bottom - px(16))
        return rect

    def away_words(self, scene: SteerView, seat: int) -> str:
        return tr(
            "{name}'s pad was unplugged: the seat waits for it, nothing is lost. "
            "Plug it back in, or let the bot play.",
            name=scene.names[seat],
        )

    def offer_words(self, scene: SteerView) -> str | None:
        """What a pad plugged in mid-game is offered."""
        if self.offered is None or devices().seat_of(self.offered) is not None:
            return None
        if scene.clock - self.offered_at > OFFER_SECS:
            self.offered = None
            return None
        seat = self.free_seat(scene)
        if seat is None:
            return None
        return tr(
            "A pad joined: press {a} on it to play {name}.", a=glyph("a"), name=scene.names[seat]
        )

    def is_away(self, seat: int) -> bool:
        return seat in self.away

    def lit_slots(self, legal: tuple[Action, ...], seat: int) -> frozenset[int]:
        """The slots that take the card or Schematic ``seat`` has lifted."""
        held = self.held.get(seat)
        if held is None:
            return frozenset()
        return frozenset(
            a.slot
            for a in legal
            if (isinstance(a, PlaceCard) and a.seat == seat and a.card == held.card)
            or (isinstance(a, InstallSchematic) and a.seat == seat and a.name == held.chip)
        )

    def key(self) -> tuple[Any, ...]:
        """What the steering changes on the panels (a lifted card leaves its hand)."""
        return tuple(sorted(self.held.items()))


def _played_elsewhere(scene: SteerView, seat: int) -> bool:
    """A seat no one here plays: the bot's, or (online) another home's."""
    return scene.bot_seats.is_bot(seat) or seat in scene.bot_seats.elsewhere


def hand_of(seat: int) -> Hand:
    """Who steers for ``seat``: its pad, else the keyboard."""
    return seat if devices().holder(seat) is not None else None


def draw_steering(scene: SteerView, screen: pygame.Surface) -> list[pygame.Rect]:
    """Each seat's ring in its colour, the cards lifted, the seats waiting for their pad,
    a pad offered a seat, and the cards shown large by Y; where drawn (rings may be
    anywhere: all of the screen)."""
    steering, assets, px = scene.steering, scene.assets, scene.assets.px
    if not (steering.buttons.shown or steering.away or steering.offered):
        return []  # nobody steers by buttons: nothing to draw (and nothing to lay out)
    buttons = steering.targets(scene)
    for seat, held in steering.held.items():
        name = buttons.focused(hand_of(seat))
        if name is None or held.card is None:
            continue
        mech = scene.game.mech(seat)
        card = next((c for c in mech.hand if c.id == held.card), None)
        if card is None:
            continue
        spot = buttons[name].rect
        rect = pygame.Rect((0, 0), scene.layouts[seat].hand[0].size)
        # beside and a little below its slot: the seat's name above it stays in sight
        rect.center = (spot.centerx + rect.width // 5, spot.centery + rect.height // 8)
        rect.clamp_ip(scene.layout.below_top_bar)
        pygame.draw.rect(screen, (0, 0, 0), rect.move(px(6), px(8)), border_radius=px(8))
        draw_command(screen, assets, rect, card.command, alpha=200)
    buttons.draw_focus(screen, assets)  # over a lifted card: whose it is stays in sight
    for seat in sorted(steering.away):
        _away(scene, screen, seat)
    offer = steering.offer_words(scene)
    if offer is not None:
        board = scene.camera.rect
        line = glyph_words(screen, assets, offer, theme.BODY, theme.TEXT, midtop=(0, 0))
        box = line.inflate(px(40), px(24))
        box.midtop = (board.centerx, board.y + px(20))
        panel(screen, box, theme.PANEL, theme.ACCENT, 3, scale=assets.scale)
        glyph_words(screen, assets, offer, theme.BODY, theme.TEXT, center=box.center)
    for hand in steering.enlarged:
        _enlarge(scene, screen, buttons.focused(hand))
    return [screen.get_rect()]


def _away(scene: SteerView, screen: pygame.Surface, seat: int) -> None:
    steering, assets, px = scene.steering, scene.assets, scene.assets.px
    box = steering.away_boxes(scene)[seat]
    button = steering.offer_rect(scene, seat)
    panel(screen, box, theme.PANEL, scene.colours[seat], 3, scale=assets.scale)
    words = pygame.Rect(box.x + px(18), box.y + px(10), box.width - px(36), 0)
    words.height = button.top - words.top - px(6)
    paragraph(screen, assets, steering.away_words(scene, seat), theme.BODY, theme.TEXT, words)
    text = tr("Let the bot play {name}", name=scene.names[seat])
    Button(button, text).draw(screen, assets, scene.mouse)


def _enlarge(scene: SteerView, screen: pygame.Surface, name: str | None) -> None:
    """The card under a ring, large (as the mouse's hover shows it)."""
    if name is None:
        return
    kind, _, rest = name.partition(":")
    game, rect = scene.shown, scene.steering.buttons[name].rect
    if kind == "draft":
        card = next((c for c in game.draft.row if c.id == int(rest)), None)
        if card is not None:
            big(screen, scene, rect, card.command, None, above=True)
    elif kind == "hand":
        seat, _, card_id = rest.partition(":")
        found = next((c for c in game.mech(int(seat)).hand if c.id == int(card_id)), None)
        if found is not None:
            big(screen, scene, rect, found.command, None)
    elif kind == "slot":
        seat, _, index = rest.partition(":")
        slot = game.mech(int(seat)).slots[int(index)]
        if slot.top is not None and slot.damage is None:
            big(screen, scene, rect, slot.top.command, slot.power)
