"""Which lessons a match gets: the guided Tutorial's, or, from Mission 1 on, the introductions
of what the campaign has not shown the team yet (remembered in the campaign save once read).
"""

from __future__ import annotations

import logging
from dataclasses import replace

from game.content import lessons
from game.content.lessons import Lesson
from game.i18n import N_
from game.progress import SaveFile
from game.scenes.play.coach import Coach
from game.scenes.settings import Settings
from game.storage import BadFile
from game.ui.term_tips import Meaning, TermTips

log = logging.getLogger(__name__)


def coach_for(settings: Settings) -> Coach:
    """The coach of a match: the guided Tutorial, the campaign's introductions, or none."""
    if settings.is_guided and settings.mission.number == 0:
        return Coach(lessons().tutorial, guides_moves=True, kicker=N_("Tutorial"))
    if not settings.is_campaign or settings.mission.number == 0:
        return Coach()
    seen = SaveFile().peek().introduced
    fresh = tuple(t for t in lessons().topics if t.id not in seen)
    return Coach(fresh, kicker=N_("New in the campaign"), on_done=remember)


def remember(lesson: Lesson) -> None:
    """Note in the campaign save that the team has read an introduction, never writing over a
    save that cannot be read."""
    store = SaveFile()
    try:
        saved = store.read()
    except (OSError, BadFile) as error:
        log.info("introduction of %s not saved: %s", lesson.id, error)
        return
    if lesson.id not in saved.introduced:
        store.save(replace(saved, introduced=saved.introduced | {lesson.id}))


def rereadable(settings: Settings) -> tuple[Lesson, ...]:
    """The lessons the pause menu offers to read again: the Tutorial's in the Tutorial, else
    every introduction the campaign has shown (each is saved as it is read)."""
    found = lessons()
    if settings.mission.number == 0:
        return found.tutorial
    seen = SaveFile().peek().introduced
    return tuple(t for t in found.topics if t.id in seen)


def term_tips() -> TermTips:
    """Hovering a rule term explains it: the glossary of lessons.yaml."""
    return TermTips(tuple(Meaning(t.term, t.means, t.forms) for t in lessons().glossary))
