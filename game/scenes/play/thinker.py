"""The planning bot thinking off the frame loop: one question at a time on a thread of its
own, so the frames go on while it plans (it may take a second) and no click waits for it.

One ``Planner`` serves the whole match, bot seats and hints alike (it keeps the team's plan
between calls); only the thinking thread touches it, and games are immutable values, so
nothing else is shared. A job asked again for the same game and seat is the same job.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass

from game import rules
from game.bots import Decision, Planner
from game.rules import Game

log = logging.getLogger(__name__)

LOST = "lost"  # a reason of the scene's own (bot_words): the planner failed, a move is made


@dataclass(eq=False)
class Job:
    """A question for the bot: what ``seat`` does next in ``game``."""

    game: Game
    seat: int
    decision: Decision | None = None  # set (last) by the thinking thread
    is_dropped: bool = False  # a newer question about the seat came first: never answered

    @property
    def is_done(self) -> bool:
        return self.decision is not None


class Thinker:
    def __init__(self) -> None:
        self.planner = Planner()
        self.waiting: list[Job] = []
        self.running: Job | None = None

    def ask(self, game: Game, seat: int) -> Job:
        """The job answering what ``seat`` does in ``game`` (asked once, kept while wanted)."""
        for job in (self.running, *self.waiting):
            if job is not None and job.game is game and job.seat == seat:
                return job
        for older in self.waiting:
            older.is_dropped |= older.seat == seat  # an older position: not worth thinking
        self.waiting = [j for j in self.waiting if not j.is_dropped]
        job = Job(game, seat)
        self.waiting.append(job)
        self.poll()
        return job

    def poll(self) -> None:
        """Start the next question once the last is answered."""
        if self.running is not None and not self.running.is_done:
            return
        self.running = None
        if self.waiting:
            self.running = self.waiting.pop(0)
            threading.Thread(target=self._think, args=(self.running,), daemon=True).start()

    @property
    def is_idle(self) -> bool:
        return (self.running is None or self.running.is_done) and not self.waiting

    def _think(self, job: Job) -> None:
        """On the thinking thread. A bot that fails still moves: a seat must never stall."""
        try:
            decision = self.planner.decide(job.game, job.seat)
        except Exception:
            log.exception("the planner failed for seat %d", job.seat)
            legal = rules.legal_actions(job.game)
            mine = [a for a in legal if getattr(a, "seat", None) == job.seat]
            ready = [a for a in mine if isinstance(a, rules.EndProgramming)]
            decision = Decision((ready or mine)[0], LOST)
        job.decision = decision
