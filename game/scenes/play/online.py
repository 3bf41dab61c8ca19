"""The play screen online: the one seam between a networked game (``game.net.online``)
and the play screen.

Online, the rules are the host's: every action of this window goes to the table (the host
plays it, a guest proposes it) and comes back as news with everyone else's, which the
assembler applies and animates as it would a click (``hear``). People here act only for
the seats this window holds (``holds``); a guest's seat waits for the host's word on its
last move before its next. Every seat played from another home wears a tag saying so, and
whether its player is connected or away; while one is away, the host chooses here whether
the game waits for them or the bot plays their Mech until they are back (by mouse, or by a
pad's or the keyboard's focus: ``steering`` asks ``choice_buttons``). A card a player in
another window holds is ringed in their hand, in their Mech's colour. A move of this window
the host did not take (the game had moved on before it arrived, say) is said for a few
seconds beside the piece it concerned, never over it.

Offline (``online`` None) every seat is held and nothing is drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, tr
from game.net.news import News, Refusal
from game.net.online import OnlineGame, Where
from game.rules import (
    Action,
    DraftCard,
    EndProgramming,
    InstallSchematic,
    PlaceCard,
    ScrapCard,
    UseSchematic,
)
from game.ui import theme
from game.ui.glyphs import badge
from game.ui.layout import hand_rects
from game.ui.text import fitted, paragraph, paragraph_height
from game.ui.widgets import Button, panel

if TYPE_CHECKING:
    from game.scenes.play.screen import Screen, TableView

TAGS = {
    Where.HERE: N_("you"),
    Where.HOST: N_("at the host"),
    Where.ONLINE: N_("online"),
    Where.AWAY: N_("away"),
}
AWAY = N_(
    "{name}'s player is away. The game waits for them, or the bot plays for them until"
    " they are back."
)
BOT_AWAY = N_("{name}'s player is away: the bot plays for them until they are back.")
REFUSAL_W = 560  # design pixels: the widest line of a move not taken
REFUSAL_SECS = 4.0  # how long a move the host did not take is said
REFUSALS = {  # what a refusal of the host's says here, by its key; else NOT_TAKEN
    "not_now": N_("The host did not take that move: the game had already moved on."),
    "nothing_back": N_("Nothing to take back: the host's game had already moved on."),
}
NOT_TAKEN = N_("The host did not take that move: {why}.")
NOT_NOW = N_("That move cannot be made now.")


class OnlineSeats:
    def __init__(self, online: OnlineGame | None) -> None:
        self.online = online
        self.refusal: Refusal | None = None  # the last move not taken, while it is said
        self.refusal_left = 0.0  # seconds it is said for yet

    def holds(self, seat: int | None) -> bool:
        """Whether people at this window may act for ``seat`` now."""
        return self.online is None or self.online.holds(seat)

    def stand_ins(self) -> frozenset[int]:
        """The away seats the host handed to this window's bot."""
        online = self.online
        if online is None or online.host is None:
            return frozenset()
        return frozenset(s for s in online.remote if online.bot_stands_in(s))

    def elsewhere(self, seats: int) -> frozenset[int]:
        """The seats played in another window (no buttons for them here)."""
        online = self.online
        if online is None:
            return frozenset()
        if online.host is not None:
            return online.remote
        return frozenset(s for s in range(seats) if online.where(s) is not Where.HERE)

    def locked(self, seats: int) -> frozenset[int]:
        """The seats whose cards no pointer here may take."""
        return frozenset(s for s in range(seats) if not self.holds(s))

    # --- the table ------------------------------------------------------------------------

    def hear(self) -> list[News]:
        """What the table played since the last frame (this window's own moves too)."""
        if self.online is None:
            return []
        self.online.poll()
        return self.online.take_news()

    def refused(self, refusal: Refusal) -> None:
        """A move of this window not taken: said a while beside its piece."""
        self.refusal, self.refusal_left = refusal, REFUSAL_SECS

    def tick(self, dt: float) -> None:
        self.refusal_left -= dt
        if self.refusal_left <= 0:
            self.refusal = None

    def play(self, action: Action) -> None:
        assert self.online is not None
        self.online.play(action)

    def take_back(self, seat: int) -> None:
        assert self.online is not None
        self.online.take_back(seat)

    @property
    def stopped(self) -> str:
        """Why the online game ended for this window before its end (the host closed it),
        in the players' language."""
        return self.online.said if self.online is not None and self.online.stopped else ""

    def follow(self, held: tuple[int, int] | None) -> None:
        """Tell the other windows which card a player here holds (``held``: seat and card
        id, None when nothing is held)."""
        online = self.online
        if online is None:
            return
        focus = {held[0]: f"card {held[1]}"} if held is not None else {}
        for seat in set(online.pointed) | set(focus):
            online.point(seat, focus.get(seat, ""))

    def held_elsewhere(self, scene: Screen, seat: int) -> int | None:
        """The card a player in another window holds from this seat's hand, if any."""
        online = self.online
        if online is None or seat not in self.elsewhere(len(scene.layouts)):
            return None
        kind, _, number = online.focus(seat).partition(" ")
        if kind != "card" or not number.isdigit():
            return None
        hand = [card.id for card in scene.shown.mech(seat).hand]
        return int(number) if int(number) in hand else None

    def close(self) -> None:
        if self.online is not None:
            self.online.close()

    # --- the host's choice for an away seat --------------------------------------------------

    def asking(self) -> int | None:
        """The away seat the host is asked about (its player gone, the game waiting)."""
        online = self.online
        if online is None or online.host is None or online.game.result is not None:
            return None  # nothing more to wait for once the mission is over
        away = sorted(online.away)
        return away[0] if away else None

    def choice_buttons(self, scene: Screen) -> dict[str, Button]:
        """The host's Wait and Bot plays buttons, under the words about the away seat."""
        seat = self.asking()
        if seat is None:
            return {}
        box = self._box(scene, seat)
        px = scene.assets.px
        w, h = (box.width - px(48)) // 2, px(52)
        y = box.bottom - h - px(14)
        stands_in = self.online is not None and self.online.bot_stands_in(seat)
        wait = Button(
            pygame.Rect(box.x + px(16), y, w, h),
            tr("Wait for them"),
            is_selected=not stands_in,
            size=theme.SMALL,
        )
        bot = Button(
            pygame.Rect(box.right - px(16) - w, y, w, h),
            tr("The bot plays"),
            is_selected=stands_in,
            size=theme.SMALL,
        )
        return {"wait": wait, "bot": bot}

    def _words(self, scene: Screen, seat: int) -> str:
        stands_in = self.online is not None and self.online.bot_stands_in(seat)
        return tr(BOT_AWAY if stands_in else AWAY, name=scene.names[seat])

    def _box(self, scene: Screen, seat: int) -> pygame.Rect:
        px, board = scene.assets.px, scene.layout.board
        width = min(board.width - px(40), px(620))
        words = paragraph_height(scene.assets, self._words(scene, seat), theme.BODY, width - px(32))
        height = words + px(100)
        return pygame.Rect(board.centerx - width // 2, board.y + px(12), width, height)

    def choose(self, is_bot: bool) -> None:
        """The host's choice for the away seat asked about: the bot plays it, or the game
        waits (a pad's or the keyboard's press on its button)."""
        seat = self.asking()
        if seat is not None and self.online is not None:
            self.online.let_bot_play(seat, is_bot)

    def handle(self, scene: Screen, event: pygame.event.Event) -> bool:
        """A click on the host's choice for an away seat."""
        seat = self.asking()
        if seat is None or self.online is None:
            return False
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        for name, button in self.choice_buttons(scene).items():
            if button.rect.collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONUP:
                    self.choose(name == "bot")
                    scene.assets.play("click")
                return True
        return self._box(scene, seat).collidepoint(event.pos)

    # --- drawing --------------------------------------------------------------------------

    def draw(self, scene: TableView, screen: pygame.Surface) -> list[pygame.Rect]:
        """Each seat's tag (where it is played from) and the host's choice for an away seat;
        where drawn."""
        online = self.online
        if online is None:
            return []
        assets, drawn = scene.assets, []
        for seat, layout in enumerate(scene.layouts):
            held = self.held_elsewhere(scene, seat)
            if held is not None and layout.is_open:  # their card in hand, lifted
                hand = [card.id for card in scene.shown.mech(seat).hand]
                rect = hand_rects(layout, len(hand))[hand.index(held)]
                ring = rect.inflate(assets.px(10), assets.px(10))
                pygame.draw.rect(
                    screen, scene.colours[seat], ring, assets.px(5), border_radius=assets.px(10)
                )
                drawn.append(ring)
            where = online.where(seat)
            if where is Where.HERE and online.host is not None:
                continue  # the host's own seats are as on the couch
            words = tr(TAGS[where])
            size = theme.SMALL
            h = assets.px(30)
            w = assets.font(size).size(words)[0] + h + assets.px(18)
            tag = pygame.Rect(layout.panel.right - w - assets.px(6), layout.panel.y - h // 2, w, h)
            colour = {Where.AWAY: theme.BAD, Where.ONLINE: theme.GOOD}.get(where, theme.ACCENT)
            panel(screen, tag, theme.PANEL, colour, 2, radius=15, scale=assets.scale)
            drawn.append(tag)
            icon = pygame.Rect(
                tag.x + assets.px(6), tag.y + assets.px(3), h - assets.px(6), h - assets.px(6)
            )
            badge(
                screen,
                "remote" if where in (Where.ONLINE, Where.AWAY) else "mouse",
                icon,
                scene.colours[seat],
            )
            fitted(
                screen,
                assets,
                words,
                size,
                colour,
                w - h - assets.px(8),
                midleft=(icon.right + assets.px(6), tag.centery),
            )
        away = self.asking()
        if away is not None:
            box = self._box(scene, away)
            panel(screen, box, theme.PANEL, theme.BAD, 3, scale=assets.scale)
            inner = box.inflate(-assets.px(32), 0)
            inner.y, inner.height = box.y + assets.px(12), box.height - assets.px(90)
            paragraph(
                screen,
                assets,
                self._words(scene, away),
                theme.BODY,
                theme.TEXT,
                inner,
                centred=True,
            )
            for button in self.choice_buttons(scene).values():
                button.draw(screen, assets, scene.mouse)
                drawn.append(button.rect)
            drawn.append(box)
        if self.refusal is not None:
            self._draw_refusal(scene, screen, self.refusal)
            drawn.append(screen.get_rect())  # beside the move refused, wherever it was
        return drawn

    # --- a move not taken ----------------------------------------------------------------

    def refusal_words(self, refusal: Refusal) -> str:
        """What a move not taken says, in the players' language."""
        refused = refusal.refused
        if refused is None:
            return tr(NOT_NOW)
        if refused.key in REFUSALS:
            return tr(REFUSALS[refused.key])
        return tr(NOT_TAKEN, why=refused.words().rstrip("."))

    def piece(self, scene: TableView, refusal: Refusal) -> pygame.Rect:
        """Where the move not taken was made: its card, slot, button or seat."""
        action, seat = refusal.action, refusal.seat
        layouts = scene.layouts
        if seat is None or not 0 <= seat < len(layouts):
            return scene.layout.board
        layout = layouts[seat]
        match action:
            case None:
                return layout.undo if layout.undo.width else layout.panel
            case DraftCard(card=card):
                placed = dict((c.id, r) for c, r in scene.drafting.placed(scene.game))
                rect: pygame.Rect = placed.get(card, scene.layout.table)
                return rect
            case PlaceCard(slot=slot) | InstallSchematic(slot=slot):
                return layout.slots[slot] if slot < len(layout.slots) else layout.panel
            case ScrapCard():
                return scene.layout.scrap_bin
            case EndProgramming():
                return layout.ready if layout.ready.width else layout.panel
            case UseSchematic(name=name):
                names = scene.game.mech(seat).schematics
                if name in names and names.index(name) < len(layout.schematics):
                    return layout.schematics[names.index(name)]
        return layout.panel

    def refusal_box(self, scene: TableView, refusal: Refusal) -> pygame.Rect:
        """The words' box: above the piece, else below, left or right of it, on screen."""
        assets, px = scene.assets, scene.assets.px
        words = self.refusal_words(refusal)
        width = min(assets.font(theme.BODY).size(words)[0], px(REFUSAL_W))
        box = pygame.Rect(0, 0, width + px(28), paragraph_height(assets, words, theme.BODY, width))
        box.height += px(16)
        piece, room, gap = self.piece(scene, refusal), scene.layout.below_top_bar, px(12)
        places = (
            ("midbottom", (piece.centerx, piece.top - gap)),
            ("midtop", (piece.centerx, piece.bottom + gap)),
            ("midright", (piece.left - gap, piece.centery)),
            ("midleft", (piece.right + gap, piece.centery)),
        )
        tries = []
        for side, at in places:
            spot = box.copy()
            setattr(spot, side, at)
            spot.clamp_ip(room)
            if not spot.colliderect(piece):
                return spot
            tries.append(spot)
        return tries[0]

    def _draw_refusal(self, scene: TableView, screen: pygame.Surface, refusal: Refusal) -> None:
        assets, px = scene.assets, scene.assets.px
        box = self.refusal_box(scene, refusal)
        pygame.draw.rect(screen, (110, 40, 40), box, border_radius=px(10))
        pygame.draw.rect(screen, theme.BAD, box, px(2), border_radius=px(10))
        words = self.refusal_words(refusal)
        paragraph(screen, assets, words, theme.BODY, theme.TEXT, box.inflate(-px(28), -px(16)))
