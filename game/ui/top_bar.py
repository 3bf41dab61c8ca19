"""The strip across the top: round, phase, First Player, kills, Team Gears, Doom, Rune Coins.

It is packed from end to end, two lines in a fixed height: its words keep their design size
whatever the players' text size (the panels below grow). Each field is as wide as its words,
and the gaps between the fields share out the rest of the bar."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.assets import Assets
from game.i18n import N_, ctr, tr
from game.palette import INK, draw_rune, legible
from game.rules import Phase, Rune
from game.rules.queries import KILLS_PER_GEAR, MAX_GEARS, is_overdrive_on
from game.ui import theme
from game.ui.overdrive import OVERDRIVE, bolt
from game.ui.text import fitted, label

PHASE_BANNERS = {
    Phase.DRAFT: (N_("Player Phase · Draft"), (74, 120, 200)),
    Phase.PROGRAM: (N_("Player Phase · Program"), (60, 150, 110)),
    Phase.EXECUTE: (N_("Player Phase · Execute"), (200, 120, 50)),
    Phase.MINIONS: (N_("Minion Phase"), (140, 90, 190)),
    Phase.DANGER: (N_("Danger Phase"), (200, 60, 60)),
    Phase.OVER: (N_("Mission over"), (90, 90, 100)),
}
SETUP_BANNER = (N_("Mission setup"), (96, 110, 130))


@dataclass
class TopBarInfo:
    mission: str
    round: int
    phase: Phase
    first_name: str
    first_colour: tuple[int, int, int]
    kills: int
    gears: int
    doom: int | None
    inactive_runes: frozenset[Rune]
    timer: float | None = None
    doom_label: str = ""  # what Doom counts in this mission
    has_shields: bool = False  # a Boss mission: each active Rune Coin is a raised shield
    gear_marks: tuple[tuple[int, tuple[int, int, int]], ...] = ()  # (gears, seat colour)
    is_setting_up: bool = False  # players are still placing their Mechs
    is_untimed: bool = False  # the rules time this draft, the house rule keeps the glass still


def _gear(
    surface: pygame.Surface, centre: tuple[int, int], r: int, colour: tuple[int, int, int]
) -> None:
    points = [
        (
            centre[0] + math.cos(math.tau * i / 12) * (r if i % 2 else r * 0.72),
            centre[1] + math.sin(math.tau * i / 12) * (r if i % 2 else r * 0.72),
        )
        for i in range(12)
    ]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.circle(surface, theme.PANEL_DARK, centre, max(1, r // 3))


def _gear_marks(surface: pygame.Surface, assets: Assets, info: TopBarInfo, x: int, y: int) -> None:
    """Under the Team Gear track: a tick in a seat's colour where a Schematic switches on."""
    px = assets.px
    stacked: dict[int, int] = {}
    for gears, colour in sorted(info.gear_marks):
        i = max(1, min(MAX_GEARS, gears)) - 1
        row = stacked.get(i, 0)
        stacked[i] = row + 1
        cx, top = x + px(9) + i * px(18), y + px(10) + row * px(4)
        points = [(cx, top - 1), (cx + px(6), top + px(8)), (cx - px(6), top + px(8))]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, INK, points, 1)


def _overdrive_gear(surface: pygame.Surface, centre: tuple[int, int], r: int, is_on: bool) -> None:
    """The last gear of the track switches every Overdrive on: a bolt in an orange ring."""
    pygame.draw.circle(surface, OVERDRIVE if is_on else (64, 70, 90), centre, r)
    pygame.draw.circle(surface, OVERDRIVE, centre, r + 1, 2)
    bolt(surface, centre, round(r * 1.6))


def draw_top_bar(
    surface: pygame.Surface, assets: Assets, bar: pygame.Rect, info: TopBarInfo
) -> None:
    with assets.text_room(1.0):
        _draw_top_bar(surface, assets, bar, info)


def _draw_top_bar(
    surface: pygame.Surface, assets: Assets, bar: pygame.Rect, info: TopBarInfo
) -> None:
    px = assets.px
    pygame.draw.rect(surface, theme.PANEL_DARK, bar)
    pygame.draw.line(surface, theme.EDGE, bar.bottomleft, (bar.right, bar.bottom - 1), 2)
    head_y, value_y = bar.y + px(4), bar.y + px(42)
    small, body = assets.font(theme.SMALL), assets.font(theme.BODY)
    round_words = tr("Round {n}", n=info.round)
    text, colour = SETUP_BANNER if info.is_setting_up else PHASE_BANNERS[info.phase]
    is_overdrive = is_overdrive_on(info.gears)
    gears = tr("Team Gears {gears}/{most}", gears=info.gears, most=MAX_GEARS)
    if is_overdrive:
        gears = tr("OVERDRIVE! {gears}/{most}", gears=info.gears, most=MAX_GEARS)
    doom = (info.doom_label or tr("Doom")) if info.doom is not None else ""
    shields, coins_ = ctr("top bar", "Rune Shields"), ctr("top bar", "Rune Coins")
    runes = shields if info.has_shields else coins_
    # Each field as wide as its words (or its marks) need, then the bar's room shared out
    # as the gaps between them: no field has a fixed width its words may outgrow.
    mission_w = min(
        px(330),
        max(assets.font(26).size(info.mission)[0], small.size(round_words)[0]),
    )
    chip_w = min(px(330), max(px(240), assets.font(28).size(tr(text))[0] + px(28)))
    first_w = max(small.size(tr("First Player"))[0], px(24) + body.size(info.first_name)[0])
    kills_w = max(small.size(tr("Minion kills"))[0], KILLS_PER_GEAR * px(24))
    gears_w = max(small.size(gears)[0], MAX_GEARS * px(18))
    doom_w = 0
    if info.doom is not None:
        number = assets.font(theme.HEADING).size(str(info.doom))[0]
        doom_w = max(px(64), small.size(doom)[0], number)
    runes_w = max(small.size(runes)[0], len(Rune) * px(34) - px(8))
    has_box = info.timer is not None or info.is_untimed
    box_w = px(170) if has_box else 0
    widths = [mission_w, chip_w, first_w, kills_w, gears_w, doom_w, runes_w, box_w]
    shown = [w for w in widths if w]
    room = bar.width - 2 * px(14) - sum(shown)
    gap = max(px(10), min(px(28), room // max(1, len(shown) - 1)))
    spare = max(0, room - gap * (len(shown) - 1))  # what is left goes to the Minuteglass
    if room < gap * (len(shown) - 1):  # too little room: the mission's name gives way
        mission_w = max(px(120), mission_w - (gap * (len(shown) - 1) - room))
    x = bar.x + px(14)
    fitted(surface, assets, info.mission, 26, theme.TEXT, mission_w, midleft=(x, bar.y + px(20)))
    words = round_words
    fitted(surface, assets, words, theme.SMALL, theme.MUTED, mission_w, midleft=(x, value_y))
    x += mission_w + gap
    chip = pygame.Rect(x, bar.y + px(10), chip_w, bar.height - px(20))
    fill, ink = legible(colour)
    pygame.draw.rect(surface, fill, chip, border_radius=chip.height // 2)
    pygame.draw.rect(surface, INK, chip, 2, border_radius=chip.height // 2)
    fitted(surface, assets, tr(text), 28, ink, chip.width - px(20), center=chip.center)
    x = chip.right + gap
    fitted(
        surface, assets, tr("First Player"), theme.SMALL, theme.MUTED, first_w, topleft=(x, head_y)
    )
    pygame.draw.circle(surface, info.first_colour, (x + px(9), value_y), px(9))
    fitted(
        surface,
        assets,
        info.first_name,
        theme.BODY,
        theme.TEXT,
        first_w - px(24),
        midleft=(x + px(24), value_y),
    )
    x += first_w + gap
    words = tr("Minion kills")
    fitted(surface, assets, words, theme.SMALL, theme.MUTED, kills_w, topleft=(x, head_y))
    for i in range(KILLS_PER_GEAR):
        centre = (x + px(10) + i * px(24), value_y)
        lit = (214, 90, 80) if i < info.kills else (64, 70, 90)
        pygame.draw.circle(surface, lit, centre, px(9))
        pygame.draw.circle(surface, INK, centre, px(9), 2)
    x += kills_w + gap
    ink = OVERDRIVE if is_overdrive else theme.MUTED
    fitted(surface, assets, gears, theme.SMALL, ink, gears_w, topleft=(x, head_y))
    for i in range(MAX_GEARS - 1):
        lit = OVERDRIVE if is_overdrive else theme.ACCENT
        _gear(
            surface,
            (x + px(9) + i * px(18), value_y - px(2)),
            px(8),
            lit if i < info.gears else (64, 70, 90),
        )
    last = (x + px(9) + (MAX_GEARS - 1) * px(18), value_y - px(2))
    _overdrive_gear(surface, last, px(9), is_overdrive)
    _gear_marks(surface, assets, info, x, value_y)
    x += gears_w + gap
    if info.doom is not None:
        fitted(surface, assets, doom, theme.SMALL, theme.MUTED, doom_w, topleft=(x, head_y))
        label(surface, assets, str(info.doom), theme.HEADING, theme.BAD, midleft=(x, value_y))
        x += doom_w + gap
    fitted(surface, assets, runes, theme.SMALL, theme.MUTED, runes_w, topleft=(x, head_y))
    for i, rune in enumerate(Rune):
        centre = (x + px(14) + i * px(34), value_y)
        is_up = rune not in info.inactive_runes
        draw_rune(surface, rune, centre, px(26), is_up)
        if info.has_shields and is_up:
            pygame.draw.circle(surface, (190, 230, 255), centre, px(16), 2)
    x += runes_w + gap
    if not has_box:
        return
    box = pygame.Rect(x, bar.y + px(8), box_w + spare, bar.height - px(16))
    box.right = min(box.right, bar.right - px(14))
    if info.timer is None:  # an untimed draft (house rule)
        pygame.draw.rect(surface, (50, 60, 90), box, border_radius=px(10))
        upper = (box.centerx, box.centery - px(11))
        lower = (box.centerx, box.centery + px(11))
        room = box.width - px(12)
        fitted(surface, assets, tr("Untimed draft"), theme.SMALL, theme.TEXT, room, center=upper)
        fitted(surface, assets, tr("house rule"), theme.SMALL, theme.MUTED, room, center=lower)
        return
    urgent = info.timer < 10
    pygame.draw.rect(surface, (120, 40, 40) if urgent else (50, 60, 90), box, border_radius=px(10))
    pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=px(10))
    secs = max(0, math.ceil(info.timer))
    time = f"{secs // 60}:{secs % 60:02d}"
    words_ = tr("Minuteglass {time}", time=time)
    if assets.font(theme.SMALL).size(words_)[0] > box.width - px(12):
        words_ = time  # the time matters more than its name
    fitted(surface, assets, words_, theme.BODY, theme.TEXT, box.width - px(12), center=box.center)
