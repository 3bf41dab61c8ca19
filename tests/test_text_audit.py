"""Text for a TV: on every screen at 1920×1080, no label under 20 px, no sentence under
24 px, nothing under 4.5:1 contrast against what lies behind it (tools/text_audit.py)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import text_audit  # noqa: E402


def test_every_text_on_every_screen_reads_from_the_sofa_at_1920_by_1080(monkeypatch, tmp_path):
    monkeypatch.setenv("MVM_SAVE_DIR", str(tmp_path))
    seen = text_audit.audit(text_audit.TV, seats=4)
    screens = {s.screen for s in seen}
    assert {"title", "draft", "programming", "boss", "lava", "results", "confirm"} <= screens
    assert {"board_tip", "prompt_distance", "campaign", "briefing"} <= screens
    problems = [f"{s.screen}: {p}: {s.text.words!r}" for s in seen if (p := s.problem())]
    assert problems == []
    assert text_audit.smallest(seen).text.size >= 20
    body = [s for s in seen if s.text.role == "body"]
    assert body and min(s.text.size for s in body) >= 24


def test_the_audit_catches_small_text_and_poor_contrast():
    import pygame

    from game.assets import Lettering

    rect = pygame.Rect(0, 0, 10, 10)
    small = text_audit.Seen("x", Lettering("tiny", 18, "label", (255, 255, 255), (0, 0, 0), rect))
    sentence = text_audit.Seen("x", Lettering("a b", 22, "body", (255, 255, 255), (0, 0, 0), rect))
    grey = text_audit.Seen("x", Lettering("dim", 30, "label", (120, 120, 120), (90, 90, 90), rect))
    fine = text_audit.Seen("x", Lettering("ok", 24, "body", (255, 255, 255), (0, 0, 0), rect))
    assert small.problem() and sentence.problem() and grey.problem()
    assert fine.problem() is None
