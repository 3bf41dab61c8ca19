"""The play screen's panels that stay put between frames (its "chrome"), one function each.

A panel yields its parts (``chrome.Part``): where it goes in the layout (``game.ui.layout``),
the key of what it shows and how to draw it; ``CHROME`` lists them in drawing order. The
table has a module of its own (``table``). While programming, the prompt's place may hold
the scrap bin (when the dock is full).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from game import names as said
from game.i18n import N_, tr
from game.rules import EndProgramming, queries
from game.scenes.play import pad_words, table, views
from game.scenes.play.chrome import Part, hovered
from game.scenes.play.model import Mode
from game.ui import theme
from game.ui.command_line import SeatView, draw_seat
from game.ui.layout import SeatLayout
from game.ui.mission_panel import draw_mission_panel
from game.ui.schematic_chips import use_rect
from game.ui.text import draw_fitted, fitted, paragraph
from game.ui.top_bar import TopBarInfo, draw_top_bar
from game.ui.widgets import Button, corner, panel
from game.view.director import PHASE_TITLES

if TYPE_CHECKING:
    from game.scenes.play.screen import PanelsView

Panel = Callable[["PanelsView"], Iterator[Part]]

PROGRAM_HELP = N_(
    "Everyone at once: drag each card in hand onto a slot, or onto the scrap bin. The same "
    "element stacks up to Power 3; another element replaces the stack. Then Ready."
)
PULSE_FPS = 30  # redraws a second of a pulsing warning


def top_bar(scene: PanelsView) -> Iterator[Part]:
    """The mission, round, phase, First Player, kills, Team Gears, Doom and Rune Shields."""
    hud = scene.hud
    timer = scene.drafting.timer(scene.game) if scene.mode is Mode.DRAFTING else None
    info = TopBarInfo(
        tr(scene.mission.title),
        hud.round,
        hud.phase,
        scene.names[hud.first_player],
        scene.colours[hud.first_player],
        hud.kills,
        hud.gears,
        hud.doom,
        hud.inactive_runes,
        timer,
        views.doom_words(scene.mission),
        scene.game.boss is not None,
        views.gear_marks(scene.game, scene.colours),
        hud.is_setting_up,
        is_untimed=scene.mode is Mode.DRAFTING and scene.drafting.is_held(scene.game),
    )
    seconds = None if timer is None else (math.ceil(timer), timer < 10)  # as the clock shows
    bar, assets = scene.layout.top_bar, scene.assets
    left = pygame.Rect(bar.x, bar.y, scene.layout.help.x - bar.x - assets.px(8), bar.height)
    key = (replace(info, timer=None), seconds)
    place = bar.inflate(0, 4).move(0, 2)  # its edge line is drawn just under it

    def draw(screen: pygame.Surface) -> None:
        pygame.draw.rect(screen, theme.PANEL_DARK, bar)  # under the "?" button too
        pygame.draw.line(screen, theme.EDGE, bar.bottomleft, (bar.right, bar.bottom - 1), 2)
        draw_top_bar(screen, assets, left, info)

    yield Part("top_bar", place, key, draw)


def prompt(scene: PanelsView) -> Iterator[Part]:
    """Who acts now and how, in a few words (or the scrap bin, while programming, when the
    seats fill the dock)."""
    box = scene.layout.prompt
    if scene.mode is Mode.PROGRAMMING and scene.layout.scrap_bin == box:
        key = table.scrap_bin_key(scene, box)
        yield Part("prompt", box, key, lambda screen: table.scrap_bin(scene, screen, box))
        return
    mode, game, settings = scene.mode, scene.game, scene.settings
    drafting = game.draft.pick_order[:1] if mode is Mode.DRAFTING else ()
    asking = game.pending if mode is Mode.ANSWERING else None
    key = (mode, scene.hud.phase, drafting, asking, settings.speed, settings.is_stepping)
    key += (pad_words.prompt_line(scene),)
    hints = scene.bot_seats.hints_within(scene, box)

    def draw(screen: pygame.Surface) -> None:
        draw_fitted(screen, scene.assets, ("prompt", *key, tuple(box)), lambda s: _prompt(scene, s))
        _draw_buttons(scene, screen, hints)

    rounded = corner(scene.assets.scale)  # ``_prompt`` opens with its panel
    yield Part("prompt", box, (key, _buttons_key(scene, hints)), draw, rounded=rounded)


def _buttons_key(scene: PanelsView, buttons: list[Button]) -> tuple[object, ...]:
    """What a panel's own buttons show: their words, places and which the pointer is on."""
    return tuple((b.text, tuple(b.rect), b.rect.collidepoint(scene.mouse)) for b in buttons)


def _draw_buttons(scene: PanelsView, screen: pygame.Surface, buttons: list[Button]) -> None:
    for button in buttons:
        button.draw(screen, scene.assets, scene.mouse)


def _prompt(scene: PanelsView, screen: pygame.Surface) -> None:
    assets, mode, game, layout = scene.assets, scene.mode, scene.game, scene.layout
    box, px = layout.prompt, assets.px
    panel(screen, box, theme.PANEL_DARK, scale=assets.scale)
    colour, heading, text = theme.ACCENT, tr(PHASE_TITLES[scene.hud.phase]), ""
    if mode is Mode.DRAFTING and game.draft.pick_order:
        seat = game.draft.pick_order[0]
        colour, heading = scene.colours[seat], tr("{name} drafts", name=scene.names[seat])
        text = tr("Click a card on the table. Picks go round from the First Player.")
        if scene.bot_seats.is_bot(seat):
            text = tr("The bot picks for {name}; watch the card it takes.", name=scene.names[seat])
    elif mode is Mode.PROGRAMMING:
        heading, text = tr("Program"), tr(PROGRAM_HELP)
    elif mode is Mode.ANSWERING and game.pending is not None:
        request = game.pending
        name = scene.names[request.seat]
        colour, heading = scene.colours[request.seat], tr("{name} decides", name=name)
        why = said.cause(request.reason)
        text = tr("{why}: choose on the board or the table.", why=why)
        if not scene.answering.is_on_board(game):
            text = tr("{why}: choose on the table.", why=why)
        if scene.bot_seats.is_bot(request.seat):
            text = tr("{why}: the bot chooses for {name}.", why=why, name=name)
    else:
        speed = scene.settings.speed.words
        text = tr("Watch the board. Space: skip. Esc: menu. Speed: {speed}.", speed=speed)
        if scene.settings.is_stepping:
            text = tr(
                "One beat at a time: click or Space for the next. Esc: menu. Speed: {speed}.",
                speed=speed,
            )
    pads = pad_words.prompt_line(scene)
    if pads is not None and mode is not Mode.WATCHING:
        text = ""  # the seat to act plays with a pad: its buttons, not the mouse's words
    room = box.width - px(28)
    if scene.bot_seats.has_prompt_hint(scene):
        room = layout.hint.x - box.x - px(22)
    head = fitted(
        screen,
        assets,
        heading,
        30,
        colour,
        room,
        topleft=(box.x + px(14), box.y + px(8)),
    )
    body = pygame.Rect(box.x + px(14), head.bottom + px(4), box.width - px(28), 0)
    body.height = box.bottom - px(6) - body.y
    if pads is not None:
        line = pad_words.draw_line(screen, assets, pads, body)
        body.y = line.bottom + px(2)
        body.height = box.bottom - px(6) - body.y
    if text:
        paragraph(screen, assets, text, theme.BODY, theme.TEXT, body)


def log(scene: PanelsView) -> Iterator[Part]:
    box, assets, entries = scene.layout.log, scene.assets, scene.log
    key = (entries.version, entries.scroll)

    def draw(screen: pygame.Surface) -> None:
        entries.draw(screen, assets, box)  # it opens with its panel

    yield Part("log", box, key, draw, rounded=corner(assets.scale))


def mission(scene: PanelsView) -> Iterator[Part]:
    """The objective, and the Boss's Command Line or the Lava Wall, where there is room."""
    layout = scene.layout
    box = layout.mission
    if box is None:
        return
    view, clock, assets = views.mission_view(scene), scene.clock, scene.assets
    key = (view, layout.objective_h, _cannon_pulse(scene))

    def draw(screen: pygame.Surface) -> None:
        draw_mission_panel(screen, assets, box, view, clock, layout.objective_h)

    yield Part("mission", box, key, draw, rounded=corner(assets.scale))  # opens with its panel


def _cannon_pulse(scene: PanelsView) -> int:
    """The Doom Cannon warning pulses while a Boss slot stands at Power 3."""
    boss = scene.shown.boss
    is_armed = boss is not None and any(queries.arms_doom_cannon(len(s)) for s in boss.slots)
    return int(scene.clock * PULSE_FPS) if is_armed else 0


def board(scene: PanelsView) -> Iterator[Part]:
    """The board's frame and its ground, and its pieces while they keep still (else they
    are drawn every frame over it, ``has_pieces``), with the program preview over them
    while programming (``has_preview``)."""
    px, view = scene.assets.px, scene.board_view
    frame = scene.camera.rect.inflate(px(8), px(8))
    pieces = still_pieces(scene)
    trails = preview_shown(scene) if pieces is not None else None

    def draw(screen: pygame.Surface) -> None:
        pygame.draw.rect(screen, theme.PANEL_DARK, frame, border_radius=px(8))
        view.draw_ground(screen)
        if pieces is not None:
            view.draw_pieces(screen)
        if trails is not None:
            scene.preview.blit(screen, scene.game)

    key = (frame, view.ground, pieces, trails)

    def within(old: tuple[object, ...]) -> list[pygame.Rect] | None:
        """After a drop only the trails change: their old and new spaces are redrawn."""
        old_trails = old[3]
        if old[:3] != key[:3] or not isinstance(old_trails, int) or trails is None:
            return None
        changed = scene.preview.changed(old_trails, trails)
        return None if changed is None else [changed]

    yield Part("board", frame, key, draw, within, rounded=px(8))


def preview_shown(scene: PanelsView) -> int | None:
    """Which trails the program preview shows now (``ProgramPreview.shown``), or None."""
    if scene.mode is not Mode.PROGRAMMING:
        return None
    return scene.preview.shown(scene.game)


def still_pieces(scene: PanelsView) -> tuple[object, ...] | None:
    """The pieces, when nothing on the board moves and nothing is drawn under them (the
    marks of a question), so they may be drawn once with the ground."""
    if scene.is_replaying or scene.mode is Mode.ANSWERING:
        return None
    return scene.board_view.still_pieces()


def has_pieces(scene: PanelsView) -> bool:
    """Whether the panels' picture holds the pieces (drawn with the ground, ``board``)."""
    drawn = scene.chrome.drawn.get("board")
    return drawn is not None and drawn[1][2] is not None


def has_preview(scene: PanelsView) -> bool:
    """Whether the panels' picture holds the program preview (``board``; trails found
    since stand in for a frame or so, as any panel's last picture may)."""
    drawn = scene.chrome.drawn.get("board")
    return drawn is not None and drawn[1][3] is not None


def seats(scene: PanelsView) -> Iterator[Part]:
    """Each seat's Command Line, hand, Schematics and Damage."""
    assets, mouse, clock = scene.assets, scene.mouse, scene.clock
    for seat, layout in enumerate(scene.layouts):
        view = seat_view(scene, seat)
        buttons = (layout.undo, layout.ready, *map(use_rect, layout.schematics))
        hints = scene.bot_seats.hints_within(scene, layout.panel)
        is_on = hovered(buttons, mouse) if layout.is_open else None
        key = (layout, view, is_on, _buttons_key(scene, hints))

        def draw(
            screen: pygame.Surface,
            at: SeatLayout = layout,
            shows: SeatView = view,
            own: list[Button] = hints,
        ) -> None:
            draw_seat(screen, assets, at, shows, mouse, clock)
            _draw_buttons(scene, screen, own)

        yield Part(f"seat:{seat}", layout.panel, key, draw, rounded=assets.px(12))


def seat_view(scene: PanelsView, seat: int) -> SeatView:
    game, mode, hud = scene.shown, scene.mode, scene.hud
    asking = scene.game.pending
    mech = game.mech(seat)
    if scene.is_replaying:  # the line as the replay has got to (the events so far)
        mech = hud.mechs.get(seat, mech)
    legal = scene.legal if mode is Mode.PROGRAMMING else ()
    view = SeatView(
        scene.names[seat],
        scene.colours[seat],
        mech,
        damage_info=lambda card: views.damage_info(game, card),
        is_first=hud.first_player == seat,
        schematics=views.schematic_chips(game, seat, legal),
        carries_shard=mech.shard is not None,
        overdrive=views.overdrive_view(game, seat),
        emblem=scene.emblems[seat],
        command_short=views.command_short,
        damage_short=views.damage_short,
    )
    if mode is Mode.DRAFTING and game.draft.pick_order and game.draft.pick_order[0] == seat:
        view.is_turn, view.status = True, tr("picks a card")
    elif mode is Mode.PROGRAMMING:
        view.is_programming = True
        view.status = tr("Ready!") if mech.is_ready else tr("programming…")
        view.is_ready = mech.is_ready
        view.lit_slots = (
            scene.programming.lit_slots(game, seat)
            | scene.schematics.lit_slots(game, seat)
            | scene.steering.lit_slots(scene.legal, seat)
        )
        chip = scene.schematics.drag
        view.dragged_schematic = chip.name if chip is not None and chip.seat == seat else None
        view.preview = scene.programming.preview(game, seat)
        view.dragged = scene.programming.hidden(seat)
        held = scene.steering.held.get(seat)
        if view.dragged is None and held is not None:
            view.dragged = held.card  # lifted by a pad: drawn over where it would go
        view.can_ready = EndProgramming(seat) in scene.legal
        view.can_undo = scene.can_undo(seat)
    elif mode is Mode.ANSWERING and asking is not None and asking.seat == seat:
        view.is_turn, view.status = True, tr("decides…")
    if hud.active_slot is not None and hud.active_slot[0] == seat:
        view.active_slot = hud.active_slot[1]
        if mode is not Mode.ANSWERING:
            view.status = tr("runs slot {n}", n=hud.active_slot[1] + 1)
            view.status_short = tr("slot {n}", n=hud.active_slot[1] + 1)
    scene.bot_seats.dress(scene, seat, view)
    return view


CHROME: tuple[Panel, ...] = (top_bar, prompt, log, mission, board, table.table_panel, seats)


def parts(scene: PanelsView) -> Iterator[Part]:
    """Every panel's parts, in drawing order."""
    for panel_parts in CHROME:
        yield from panel_parts(scene)


def glance(scene: PanelsView) -> tuple[Any, ...]:
    """A cheap key over everything any panel reads (coarser than theirs: the pointer's
    place, not what it hovers): while it holds, no panel is even asked for its parts."""
    mode, hud, programming, settings = scene.mode, scene.hud, scene.programming, scene.settings
    key: tuple[Any, ...] = (
        scene.layout,
        scene.shown,
        scene.game,
        mode,
        (hud.round, hud.phase, hud.first_player, hud.kills, hud.gears, hud.doom),
        (hud.inactive_runes, hud.active_slot, hud.boss_slot, hud.is_setting_up),
        tuple(hud.mechs.values()) if scene.is_replaying else (),
        (scene.log.version, scene.log.scroll),
        round(scene.board_view.lava_rows),
        scene.board_view.ground,
        still_pieces(scene),
        preview_shown(scene),
        scene.is_replaying,
        scene.summary is None,
        (settings.speed, settings.is_stepping),
        _cannon_pulse(scene),
        scene.bot_seats.key(),
    )
    if mode is Mode.WATCHING:
        return key
    timer = scene.drafting.timer(scene.game) if mode is Mode.DRAFTING else None
    drag, chip, scrap = programming.drag, scene.schematics.drag, programming.scrap
    return (
        *key,
        scene.mouse,
        None if timer is None else (math.ceil(timer), timer < 10),
        None if drag is None else (drag.card.id, drag.pos),
        None if chip is None else (chip.name, chip.pos),
        tuple(spring.card.id for spring in programming.springs),
        None if scrap is None else (scrap.card.id, scrap.first),
        (programming.page, scene.answering.page),
        scene.steering.key(),
    )
