"""The table in the dock: the question's answers, the scrap choice, the dealt cards, the
scrap bin while programming, or the slot that runs and the mission's reminders."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game import names as said
from game.assets import Assets
from game.i18n import N_, tr
from game.input import Kind
from game.rules import Card, Command, Game, Phase, queries
from game.scenes.play import pad_words
from game.scenes.play.chrome import Part
from game.scenes.play.model import Mode
from game.scenes.play.pacing import skip_hint
from game.scenes.play.repaint import Repaint, within
from game.scenes.play.views import command_words
from game.ui import theme
from game.ui.card_view import CardWords, draw_draft, has_draft_face
from game.ui.prompt_panel import ChoicePanel
from game.ui.text import fitted, least_size, paragraph, paragraph_height
from game.ui.widgets import corner, panel
from game.view.director import PHASE_TITLES

if TYPE_CHECKING:
    from game.scenes.play.screen import TableView

SCRAP_HELP = N_("Fire or Metal: repair a Damage Card. Electric or Computery: swap two slots.")
SCRAP_CLOSED = N_("Closed for now: scrapping comes later in this mission. Slot every card.")
PROGRAM_TIPS = N_(
    "Hover over any card to read it. Lit slots take the card you drag; hovering one "
    "shows the stack it would make."
)


_NEEDS: dict[tuple[object, ...], int] = {}
SLACK = 10  # design pixels: a paragraph's last line is drawn a little taller than its step


def scrap_bin_need(assets: Assets, width: int, names: tuple[str, ...]) -> int:
    """How tall (window pixels) a scrap bin ``width`` wide must be for its heading and its
    longest words (every seat Ready) at the text size now: the layout gives it that much
    where it shares the prompt's place."""
    key = (assets.looks, assets.text_scale, i18n.language(), width, names)
    if key not in _NEEDS:
        px = assets.px
        ready = " " + tr("Ready: {names}.", names=", ".join(names))
        with assets.text_room(1.0):  # as small as its words may be: ``scrap_bin`` grows them
            words = max(
                paragraph_height(assets, tr(text) + ready, theme.BODY, width - px(28))
                for text in (SCRAP_HELP, SCRAP_CLOSED)
            )
        head = assets.font(theme.SMALL).get_linesize()
        if len(_NEEDS) > 64:
            _NEEDS.clear()
        _NEEDS[key] = px(8) + head + px(4) + words + px(6) + SLACK * px(1)
    return _NEEDS[key]


def table_panel(scene: TableView) -> Iterator[Part]:
    """The table as a panel of the chrome (``chrome.Part``)."""
    layout = scene.layout
    key = (layout.choices, layout.scrap_bin, _key(scene))  # where its parts go, what they show
    # It opens with its panel, unless answers (or nothing, too small) take its place.
    has_panel = not is_asking(scene) and layout.table.height >= scene.assets.px(40)
    rounded = corner(scene.assets.scale) if has_panel else None

    def within(old: tuple[Any, ...]) -> list[pygame.Rect] | None:
        """While the same answers are asked, only the buttons whose light changed and the
        note are drawn again (at 4K the whole table is 2 million pixels)."""
        was, now = old[2], key[2]
        if old[:2] != key[:2] or was[0] != "asked" or was[:2] != now[:2] or was[3] != now[3]:
            return None
        choices = asked_panel(scene)
        return None if choices is None else choices.changed(was[2], now[2], scene.assets, now[3])

    yield Part(
        "table",
        layout.table,
        key,
        lambda screen: draw_table(scene, screen),
        within,
        rounded=rounded,
    )


def _key(scene: TableView) -> tuple[Any, ...]:
    """What the table shows now: what ``draw_table`` reads, the pointer as what it hovers."""
    mode, game, layout, mouse = scene.mode, scene.shown, scene.layout, scene.mouse
    if is_asking(scene):
        if layout.choices != layout.table:
            return ("drawn over the board",)
        choices = asked_panel(scene)
        if choices is None:
            return ("asked", None, None, None)
        return ("asked", mode, choices.look(mouse), choices.room(scene.assets, mouse))
    if layout.table.height < scene.assets.px(40):
        return ("none",)
    if game.draft.row:
        return ("dealt", mode, game)
    if mode is Mode.PROGRAMMING:
        if layout.scrap_bin == layout.table:
            return scrap_bin_key(scene, layout.table)
        return ("tips",)
    hud = scene.hud
    stack = None
    if hud.active_slot is not None and hud.phase is Phase.EXECUTE:
        seat, index = hud.active_slot
        stack = game.mech(seat).slots[index]
    is_hinting = scene.is_replaying and scene.summary is None
    return ("running", hud.active_slot, hud.phase, stack, is_hinting, scene.is_stepping)


def scrap_bin_key(scene: TableView, box: pygame.Rect) -> tuple[Any, ...]:
    """What the scrap bin shows: lit while a card is dragged, redder under it, who is Ready."""
    is_dragging = scene.programming.drag is not None
    is_over = is_dragging and box.collidepoint(scene.mouse)
    return ("bin", is_dragging, is_over, scene.game, pad_words.prompt_line(scene))


def draw_table(scene: TableView, screen: pygame.Surface) -> None:
    assets, mode, game, table = scene.assets, scene.mode, scene.shown, scene.layout.table
    if is_asking(scene):
        choices = asked_panel(scene) if scene.layout.choices == table else None
        if choices is not None:
            choices.draw(screen, assets, scene.mouse)
        return
    if table.height < assets.px(40):
        return
    panel(screen, table, theme.PANEL_DARK, scale=assets.scale)
    if game.draft.row:
        _dealt_cards(scene, screen)
    elif mode is Mode.PROGRAMMING:
        if scene.layout.scrap_bin == table:
            scrap_bin(scene, screen, table)
        else:
            box = table.inflate(-assets.px(40), -assets.px(30))
            paragraph(screen, assets, tr(PROGRAM_TIPS), theme.BODY, theme.TEXT, box, centred=True)
    else:
        _running(scene, screen)


def is_asking(scene: TableView) -> bool:
    """A question's answers are on show: the rules ask, or a scrap asks what to do."""
    if scene.mode is Mode.ANSWERING:
        return True
    return scene.mode is Mode.PROGRAMMING and scene.programming.scrap is not None


def asked_panel(scene: TableView) -> ChoicePanel | None:
    """The answers on show: the question's (the one hovered on the board lit) or a scrap's."""
    if scene.mode is not Mode.ANSWERING:
        return scene.programming.panel(scene.game)
    choices = scene.answering.panel(scene.game)
    hover = scene.answering.at(scene.game, scene.mouse)  # on the board, say
    choices.lit = hover.option if hover is not None else None
    return choices


def draw_choices(scene: TableView, screen: pygame.Surface, repaint: Repaint) -> list[pygame.Rect]:
    """The answers over the board (where the layout puts them, when the table is small),
    kept on screen while they look the same (``Repaint.keeps``); where they are."""
    choices, mouse = asked_panel(scene), scene.mouse
    if choices is None:
        return []
    again = repaint.keeps("choices", choices.look(mouse), choices.table, screen)
    within(screen, again, lambda: choices.draw(screen, scene.assets, mouse))
    return [choices.table]


def _title(
    scene: TableView, screen: pygame.Surface, words: str, colour: tuple[int, int, int]
) -> None:
    table, px = scene.layout.table, scene.assets.px
    where = (table.centerx, table.y + px(10))
    fitted(screen, scene.assets, words, 30, colour, table.width - px(24), midtop=where)


def _dealt_cards(scene: TableView, screen: pygame.Surface) -> None:
    game = scene.shown
    picker = game.draft.pick_order[0] if game.draft.pick_order else None
    title, colour = tr("Cards dealt face up"), theme.TEXT
    if picker is not None and scene.mode is Mode.DRAFTING:
        who = scene.names[picker]
        title = tr("{name} picks: each card shows its Power for {name}", name=who)
        colour = scene.colours[picker]
    _title(scene, screen, title, colour)
    assets, is_drawing = scene.assets, False
    for card, rect in scene.drafting.placed(game):
        face = _dealt_face(game, picker, card)
        if not has_draft_face(assets, rect.size, *face):  # a face to draw, not blit
            if is_drawing and not assets.has_time(FACES):
                assets.put_off()  # shown a frame or two later
                continue
            is_drawing = True
        draw_draft(screen, assets, rect, *face)


FACES = 0.004  # seconds of a live frame spent when the table leaves new faces to the next


def _dealt_face(game: Game, picker: int | None, card: Card) -> tuple[Command, int, str, CardWords]:
    """What a dealt card's face shows for ``picker``: its Power and the stack it joins."""
    power, slot = (1, None) if picker is None else queries.draft_power(game, picker, card)
    note = tr("joins slot {n}", n=slot + 1) if slot is not None else tr("a new stack")
    return card.command, power, note, command_words(card.command)


def draw_ahead(scene: TableView) -> bool:
    """Draw one dealt card's face before the table shows it (each is drawn once and kept),
    in a frame with time to spare: the row the rules have dealt while the replay is still
    on its way there, and each card as the next seat to pick will see it (its Slots do not
    change in the draft). A new row or a pick then redraws the table from kept faces, not
    eight new ones in one frame. True when it drew one."""
    game, assets = scene.game, scene.assets
    row = game.draft.row
    if not row or scene.layout.table.height < assets.px(40):
        return False
    if all(card.id in scene.drafting.dealt for card in row):
        places = scene.drafting.placed(game)
    else:  # dealt, not yet shown: each in its place as it will be dealt
        places = list(zip(row, scene.layout.draft_cards(len(row)), strict=True))
    pickers: tuple[int | None, ...] = game.draft.pick_order[:2] or (None,)
    for picker in pickers:
        for card, rect in places:
            face = _dealt_face(game, picker, card)
            if not has_draft_face(assets, rect.size, *face):
                draw_draft(assets.scratch(assets.screen.size), assets, rect, *face)
                return True
    return False


def _running(scene: TableView, screen: pygame.Surface) -> None:
    """The slot that runs, in words; between slots, the phase and the mission's reminders."""
    assets, hud, table, px = scene.assets, scene.hud, scene.layout.table, scene.assets.px
    slot = hud.active_slot
    body = pygame.Rect(table.x + px(30), table.y + px(60), table.width - px(60), 0)
    body.height = table.bottom - px(44) - body.y
    if slot is not None and hud.phase is Phase.EXECUTE:
        seat, index = slot
        stack = scene.shown.mech(seat).slots[index]
        runs = tr("{name} runs slot {n}", name=scene.names[seat], n=index + 1)
        _title(scene, screen, runs, scene.colours[seat])
        if stack.damage is None and stack.top is not None:
            command = stack.top.command
            text = command_words(command).at(stack.power)
            words = tr(
                "{card}, Power {power}: {text}",
                card=said.command(command),
                power=stack.power,
                text=text,
            )
            paragraph(screen, assets, words, theme.BODY, theme.TEXT, body, centred=True)
    else:
        _title(scene, screen, tr(PHASE_TITLES[hud.phase]), theme.MUTED)
        reminders = " ".join(tr(rule) for rule in scene.mission.special_rules)
        if reminders:
            paragraph(screen, assets, reminders, theme.BODY, theme.TEXT, body, centred=True)
    if scene.is_replaying and scene.summary is None:
        where = (table.centerx, table.bottom - px(10))
        hint = skip_hint(scene.is_stepping)
        fitted(screen, assets, hint, theme.SMALL, theme.MUTED, table.width, midbottom=where)


def scrap_bin(scene: TableView, screen: pygame.Surface, box: pygame.Rect) -> None:
    """Where a card is dropped to scrap it, lit while a card is dragged, with what scrapping
    does and who is ready."""
    assets, px = scene.assets, scene.assets.px
    is_dragging = scene.programming.drag is not None
    is_over = is_dragging and box.collidepoint(scene.mouse)
    fill = (90, 50, 50) if is_over else (56, 44, 52)
    edge = theme.GLOW if is_dragging else theme.EDGE
    pygame.draw.rect(screen, fill, box, border_radius=px(12))
    pygame.draw.rect(screen, edge, box, px(3), border_radius=px(12))
    ready = [scene.names[m.seat] for m in scene.game.mechs if m.is_ready]
    text = tr(SCRAP_HELP) if queries.can_scrap(scene.game) else tr(SCRAP_CLOSED)
    if ready:
        text += " " + tr("Ready: {names}.", names=", ".join(ready))
    width = box.width - px(28)
    size = theme.BODY  # the heading's: a label's size when the words need its room
    with assets.text_room(1.0):
        least = paragraph_height(assets, text, theme.BODY, width)
    if assets.font(size).get_linesize() + px(18) + least + SLACK * px(1) > box.height:
        size = theme.SMALL
    heading = box.inflate(-px(20), 0)
    heading.top, heading.height = box.y + px(8), assets.font(size).get_linesize()
    tall = heading.height + px(4) + paragraph_height(assets, text, theme.BODY, width)
    heading.top += max(0, (box.height - px(14) - tall) // 2)  # in the middle of a tall bin
    if pad_words.prompt_line(scene) is not None:  # the pads' button for it, not the drop
        pads = tr("SCRAP BIN: {scrap} on a card in hand", scrap=pad_words.face(Kind.SCRAP))
        head = pad_words.draw_line(screen, assets, pads, heading, centred=True)
    else:
        words = tr("SCRAP BIN: drop a card here")
        if assets.font(least_size(assets, theme.SMALL)).size(words)[0] > heading.width:
            words = tr("SCRAP BIN")  # a narrow bin: what it is; its light says the rest
        head = fitted(screen, assets, words, size, theme.TEXT, heading.width, midtop=heading.midtop)
    body = pygame.Rect(box.x + px(14), head.bottom + px(4), width, 0)
    body.height = box.bottom - px(6) - body.y
    paragraph(screen, assets, text, theme.BODY, theme.TEXT, body, centred=True)
