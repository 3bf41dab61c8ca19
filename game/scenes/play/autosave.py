"""The mission under way, saved after every action; its replay kept when it ends.

Each save is written off the frame loop (``MissionSave.write_soon``); leaving asks
``is_saved``, which waits for the save under way. A new mission first makes way: the
mission saved before becomes an abandoned replay. A mission resumed from its save goes on
writing the same save. When the disk says no, the play goes on and ``problem`` says what
went wrong (leaving the mission then asks first).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from game.i18n import tr
from game.record import Online, Setup, ending_of, record_of
from game.saves import MissionSave
from game.scenes.play.model import PlayModel

log = logging.getLogger(__name__)


class Autosave:
    def __init__(
        self,
        setup: Setup,
        model: PlayModel,
        timer: Callable[[], float | None],
        is_resumed: bool = False,
        is_on: bool = True,
        online: Callable[[], Online | None] = lambda: None,
    ) -> None:
        """With ``is_on`` false nothing is written (a replay being watched). ``online``: the
        room and its remote seats now, for a game hosted online (Continue reopens it)."""
        self.setup, self.model, self.timer, self.online = setup, model, timer, online
        self.problem: str | None = None
        self.replay: Path | None = None  # the finished mission's replay, once kept
        self.store: MissionSave | None = None
        if not is_on:
            return
        try:
            self.store = MissionSave()
            if not is_resumed:
                self.store.retire()
        except OSError as error:
            self._failed(tr("the save folder cannot be used"), error)
        model.changed = self.save

    @property
    def is_saved(self) -> bool:
        """Whether leaving now loses nothing: the position is on disk (waits for the save
        under way, a few milliseconds)."""
        if self.store is not None:
            self._heard(self.store.settle())
        return self.problem is None and self.store is not None and self.model.is_recorded

    def save(self) -> None:
        """Write the position now (after an action), or the replay once the mission ended."""
        model, store = self.model, self.store
        if store is None or not model.is_recorded or self.replay is not None:
            return
        ending = ending_of(model.game)
        left = self.timer()
        timer = None if left is None else max(0, round(left))
        online = self.online()
        record = record_of(self.setup, model.transcript, model.game, ending, timer, online)
        if model.game.result is None:  # written off the frame loop: the disk can be slow
            store.write_soon(record)
            self._heard(store.failure())
            return
        try:
            self.replay = store.finish(record)
        except OSError as error:
            self._failed(tr("{file} cannot be written", file=store.path), error)
            return
        self.problem = None

    def _heard(self, failure: OSError | None) -> None:
        """What the last save written says: a failure is a problem until a save succeeds."""
        if failure is None:
            self.problem = None
        elif self.store is not None:
            self._failed(tr("{file} cannot be written", file=self.store.path), failure)

    def _failed(self, what: str, error: OSError) -> None:
        why = error.strerror or error
        self.problem = tr("The game could not be saved: {what} ({why}).", what=what, why=why)
        log.warning("%s", self.problem)
