"""Drawing the play scene: top bar, info, log, board, table, seat panels, drags, zoom."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import rules
from game.rules import Command, EndProgramming, Phase
from game.rules.program import can_scrap
from game.scenes import play_drag, play_tips, play_views
from game.ui import theme
from game.ui.card_view import draw_command, draw_damage
from game.ui.command_line import SeatView, draw_seat, system_chips, under_text
from game.ui.layout import SCRAP_BIN, SEATS, TABLE, draft_cards, hand_rects, zoom_rect
from game.ui.mission_panel import draw_mission_panel
from game.ui.text import fit_size, label, paragraph
from game.ui.top_bar import TopBarInfo, draw_top_bar
from game.ui.widgets import glow, panel
from game.view.director import PHASE_TITLES

if TYPE_CHECKING:
    from game.scenes.play import PlayScene

PROGRAM_HELP = (
    "Everyone programs at once. Drag each hand card onto a lit slot of its Command Line, or "
    "onto the scrap bin. The same element stacks (Power up to 3); another element replaces "
    "the stack. Press Ready when the hand is empty."
)


def draw_play(scene: PlayScene, screen: pygame.Surface) -> None:
    from game.scenes.play import Mode

    chrome = scene.chrome.get(scene, screen.get_size(), lambda surface: _chrome(scene, surface))
    screen.blit(chrome, (0, 0))
    _glows(scene, screen)
    if scene.mode is Mode.ANSWERING:
        scene.answering.draw_under(screen, scene.game, scene.mouse, scene.clock)
    scene.board_view.draw_pieces(screen)
    scene.board_view.draw_effects(screen)
    if scene.mode is Mode.ANSWERING:
        # After the panels: turn arrows of a Mech on the board's edge reach over them.
        scene.answering.draw(screen, scene.assets, scene.game, scene.mouse, scene.clock)
    play_drag.draw_dragged(scene, screen)
    if scene.programming.drag is None:
        _zoom(scene, screen)
    _toast(scene, screen)


def _glows(scene: PlayScene, screen: pygame.Surface) -> None:
    """Pulsing outlines around whoever must act now (drawn every frame, over the chrome)."""
    from game.scenes.play import Mode

    mode, game = scene.mode, scene.game
    seat = None
    if mode is Mode.DRAFTING and game.pick_order:
        seat = game.pick_order[0]
        if game.draft_row:
            glow(screen, TABLE, scene.colours[seat], scene.clock)
    elif mode is Mode.ANSWERING:
        seat = game.pending.seat
    if seat is not None:
        glow(screen, scene.layouts[seat].panel, scene.colours[seat], scene.clock)


def _chrome(scene: PlayScene, screen: pygame.Surface) -> None:
    """Everything that stays put between frames: bars, panels, seats, the table."""
    from game.scenes.play import Mode

    assets, hud, mode = scene.assets, scene.hud, scene.mode
    screen.fill(theme.BACKGROUND)
    timer = scene.drafting.timer(scene.game) if mode is Mode.DRAFTING else None
    draw_top_bar(
        screen,
        assets,
        TopBarInfo(
            scene.mission.title,
            hud.round,
            hud.phase,
            scene.names[hud.first_player],
            scene.colours[hud.first_player],
            hud.kills,
            hud.gears,
            hud.doom,
            hud.inactive_runes,
            timer,
            scene.mission.doom_meaning or "Doom",
            scene.game.boss is not None,
            play_views.gear_marks(scene.game, scene.colours),
            hud.is_setting_up,
        ),
    )
    frame = scene.frame
    _info(scene, screen)
    scene.log.draw(screen, assets, frame.log)
    if frame.mission is not None:
        view = play_views.mission_view(scene)
        draw_mission_panel(screen, assets, frame.mission, view, scene.clock)
    pygame.draw.rect(screen, theme.PANEL_DARK, scene.camera.rect.inflate(8, 8), border_radius=8)
    scene.board_view.draw_ground(screen)
    _table(scene, screen)
    for seat, layout in enumerate(scene.layouts):
        draw_seat(screen, assets, layout, seat_view(scene, seat), scene.mouse, scene.clock)


def seat_view(scene: PlayScene, seat: int) -> SeatView:
    from game.scenes.play import Mode, damage_info

    game, mode, hud = scene.shown, scene.mode, scene.hud
    mech = game.mech(seat)
    legal = rules.legal_actions(scene.game) if mode is Mode.PROGRAMMING else ()
    view = SeatView(
        scene.names[seat],
        scene.colours[seat],
        mech,
        damage_info=lambda card: damage_info(game, card),
        is_first=hud.first_player == seat,
        schematics=play_views.schematic_chips(game, seat, legal),
        carries_shard=mech.shard is not None,
        overdrive=play_views.overdrive_view(game, seat),
    )
    if mode is Mode.DRAFTING and game.pick_order and game.pick_order[0] == seat:
        view.is_turn, view.status = True, "picks a card from the table"
    elif mode is Mode.PROGRAMMING:
        view.is_programming = True
        view.status = "Ready!" if mech.is_ready else "programming…"
        view.lit_slots = scene.programming.lit_slots(game, seat) | scene.schematics.lit_slots(
            game, seat
        )
        drag = scene.schematics.drag
        view.dragged_schematic = drag.name if drag is not None and drag.seat == seat else None
        view.preview = scene.programming.preview(game, seat)
        view.dragged = scene.programming.hidden(seat)
        view.can_ready = EndProgramming(seat) in rules.legal_actions(game)
        view.can_undo = scene.can_undo(seat)
    elif mode is Mode.ANSWERING and scene.game.pending.seat == seat:
        view.is_turn, view.status = True, "decides…"
    if hud.active_slot is not None and hud.active_slot[0] == seat:
        view.active_slot = hud.active_slot[1]
        if mode is not Mode.ANSWERING:
            view.status = f"runs slot {hud.active_slot[1] + 1}"
    return view


def _info(scene: PlayScene, screen: pygame.Surface) -> None:
    from game.scenes.play import Mode

    assets, mode, game = scene.assets, scene.mode, scene.game
    info = scene.frame.info
    panel(screen, info, theme.PANEL_DARK)
    body = pygame.Rect(info.x + 14, info.y + 52, info.width - 28, info.height - 90)
    colour, heading, text = theme.ACCENT, PHASE_TITLES[scene.hud.phase], ""
    if mode is Mode.DRAFTING and game.pick_order:
        seat = game.pick_order[0]
        colour, heading = scene.colours[seat], f"{scene.names[seat]} drafts"
        text = (
            "Click one of the face-up cards on the table. Picks go round from the First "
            "Player until four cards are taken."
        )
    elif mode is Mode.PROGRAMMING:
        heading, text = "Program", PROGRAM_HELP
    elif mode is Mode.ANSWERING:
        request = game.pending
        colour, heading = scene.colours[request.seat], f"{scene.names[request.seat]} decides"
        text = f"{request.reason}: choose on the board or on the table below."
    else:
        text = "The rules are resolving. Watch the board, or press Space to skip the animations."
    label(
        screen,
        assets,
        heading,
        fit_size(assets, heading, 34, info.width - 28),
        colour,
        topleft=(info.x + 14, info.y + 12),
    )
    paragraph(screen, assets, text, theme.TINY + 1, theme.TEXT, body)
    label(
        screen,
        assets,
        f"Esc: menu · Space: skip · speed: {scene.settings.speed.value}",
        theme.TINY,
        theme.MUTED,
        bottomleft=(info.x + 14, info.bottom - 10),
    )


def _table(scene: PlayScene, screen: pygame.Surface) -> None:
    from game.scenes.play import Mode

    assets, mode, game = scene.assets, scene.mode, scene.shown
    if mode is Mode.ANSWERING:
        choices = scene.answering.panel(scene.game)
        hover = scene.answering.at(scene.game, scene.mouse)  # on the board, say
        choices.lit = hover.option if hover is not None else None
        choices.draw(screen, assets, scene.mouse)
        return
    if mode is Mode.PROGRAMMING and scene.programming.scrap is not None:
        scrap_panel = scene.programming.panel(scene.game)
        if scrap_panel is not None:
            scrap_panel.draw(screen, assets, scene.mouse)
        return
    panel(screen, TABLE, theme.PANEL_DARK)
    if game.draft_row:
        picker = game.pick_order[0] if game.pick_order else None
        title = "Cards dealt face up"
        colour = theme.TEXT
        if picker is not None and mode is Mode.DRAFTING:
            title, colour = f"{scene.names[picker]} picks: click a card", scene.colours[picker]
        label(screen, assets, title, 30, colour, midtop=(TABLE.centerx, TABLE.y + 10))
        for card, rect in zip(game.draft_row, draft_cards(len(game.draft_row)), strict=True):
            draw_command(screen, assets, rect, card.command)
        return
    if mode is Mode.PROGRAMMING:
        _scrap_bin(scene, screen)
        return
    slot = scene.hud.active_slot
    if slot is not None and scene.hud.phase is Phase.EXECUTE:
        seat, index = slot
        stack = game.mech(seat).slots[index]
        title = f"{scene.names[seat]} runs slot {index + 1}"
        label(screen, assets, title, 30, scene.colours[seat], midtop=(TABLE.centerx, TABLE.y + 12))
        if stack.damage is None and stack.top is not None:
            words = f"{stack.top.command.title}, Power {stack.power}: " + (
                play_views.command_words(stack.top.command).at(stack.power)
            )
            paragraph(
                screen,
                assets,
                words,
                theme.BODY,
                theme.TEXT,
                TABLE.inflate(-40, -70).move(0, 20),
                centred=True,
            )
    else:
        label(
            screen,
            assets,
            PHASE_TITLES[scene.hud.phase],
            30,
            theme.MUTED,
            midtop=(TABLE.centerx, TABLE.y + 12),
        )
        reminders = " ".join(getattr(scene.mission, "special_rules", ()))
        if reminders:
            box = pygame.Rect(TABLE.x + 30, TABLE.y + 56, TABLE.width - 60, TABLE.height - 100)
            paragraph(screen, assets, reminders, theme.SMALL, theme.TEXT, box, centred=True)
    if scene.director.busy:
        label(
            screen,
            assets,
            "Space: skip the animation",
            theme.SMALL,
            theme.MUTED,
            midbottom=(TABLE.centerx, TABLE.bottom - 10),
        )


def _scrap_bin(scene: PlayScene, screen: pygame.Surface) -> None:
    assets = scene.assets
    is_dragging = scene.programming.drag is not None
    is_over = is_dragging and SCRAP_BIN.collidepoint(scene.mouse)
    fill = (90, 50, 50) if is_over else (56, 44, 52)
    pygame.draw.rect(screen, fill, SCRAP_BIN, border_radius=12)
    pygame.draw.rect(
        screen, theme.GLOW if is_dragging else theme.EDGE, SCRAP_BIN, 3, border_radius=12
    )
    label(
        screen,
        assets,
        "SCRAP BIN",
        theme.HEADING - 4,
        theme.TEXT,
        midtop=(SCRAP_BIN.centerx, SCRAP_BIN.y + 16),
    )
    words = (
        "Drop a card here. Fire or Metal: repair a Damage Card. "
        "Electric or Computery: swap two slots."
        if can_scrap(scene.game)
        else "Closed for now: scrapping comes later in this mission. Slot every card."
    )
    paragraph(
        screen,
        assets,
        words,
        theme.TINY + 1,
        theme.MUTED,
        SCRAP_BIN.inflate(-24, -70).move(0, 22),
        centred=True,
    )
    tips = pygame.Rect(
        SCRAP_BIN.right + 20, TABLE.y + 20, TABLE.right - SCRAP_BIN.right - 36, TABLE.height - 40
    )
    ready = [scene.names[m.seat] for m in scene.game.mechs if m.is_ready]
    text = (
        "Hover over any card to read it. Lit slots take the card you drag; hovering one "
        "shows the stack it would make."
    )
    if ready:
        text += f"\n\nReady: {', '.join(ready)}."
    paragraph(screen, assets, text, theme.SMALL, theme.TEXT, tips)


def _zoom(scene: PlayScene, screen: pygame.Surface) -> None:
    """Hovering a card shows it large, with its text at every Power."""
    from game.scenes.play import damage_info

    game, pos, assets = scene.shown, scene.mouse, scene.assets
    if not (TABLE.collidepoint(pos) or SEATS.collidepoint(pos)):
        return
    if play_tips.draw_tips(scene, screen):
        return
    for card, rect in zip(game.draft_row, draft_cards(len(game.draft_row)), strict=True):
        if rect.collidepoint(pos):
            _big(screen, scene, rect, card.command, None, above=True)
            return
    for seat, layout in enumerate(scene.layouts):
        mech = game.mech(seat)
        for card, rect in zip(mech.hand, hand_rects(layout, len(mech.hand)), strict=True):
            if rect.collidepoint(pos):
                _big(screen, scene, rect, card.command, None)
                return
        for slot, rect in zip(mech.slots, layout.slots, strict=True):
            if not rect.collidepoint(pos):
                continue
            if slot.damage is not None:
                title, kind, text = damage_info(game, slot.damage)
                draw_damage(
                    screen, assets, zoom_rect(rect, 300), title, kind, text, under_text(slot)
                )
            elif slot.top is not None:
                _big(screen, scene, rect, slot.top.command, slot.power)
            return
        for card, chip in zip(
            mech.system_damage, system_chips(layout, len(mech.system_damage)), strict=False
        ):
            if chip.collidepoint(pos):
                title, kind, text = damage_info(game, card)
                draw_damage(screen, assets, zoom_rect(chip, 300), title, kind, text)
                return


def _big(
    screen: pygame.Surface,
    scene: PlayScene,
    anchor: pygame.Rect,
    command: Command,
    power: int | None,
    above: bool = False,
) -> None:
    rect = zoom_rect(anchor)
    if above:
        rect.midbottom = (anchor.centerx, anchor.top - 8)
        rect.clamp_ip(pygame.Rect(0, 64, 1600, 836))
    pygame.draw.rect(screen, (0, 0, 0), rect.move(8, 10), border_radius=20)
    draw_command(screen, scene.assets, rect, command, power, play_views.command_words(command))


def _toast(scene: PlayScene, screen: pygame.Surface) -> None:
    message = scene.programming.message
    if message is None:
        return
    text, _ = message
    font_size = fit_size(scene.assets, text, theme.BODY, 1000)
    image = scene.assets.text(text, font_size, theme.TEXT)
    board = scene.camera.rect
    box = image.get_rect(midbottom=(board.centerx, board.bottom - 16)).inflate(28, 18)
    box.clamp_ip(screen.get_rect())
    pygame.draw.rect(screen, (110, 40, 40), box, border_radius=10)
    pygame.draw.rect(screen, theme.BAD, box, 2, border_radius=10)
    screen.blit(image, image.get_rect(center=box.center))
