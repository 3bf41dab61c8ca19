"""Synthesize the game's background music into assets/music/*.wav, with the standard library.

    python tools/make_music.py [--out DIR]

Two calm loops of our own: ``menus`` (the title screen and the screens around play: soft
pads under a slow bell tune, 84 beats a minute) and ``play`` (the match: a plucked
arpeggio over a round bass with a hushed beat, 100 a minute). Each is a whole number of
bars whose last notes ring on into its first, so it loops without a seam. Sine, triangle
and filtered noise, shaped by envelopes; the noise has a fixed seed, so running the tool
again writes the same bytes. Mono, 16-bit, 22 050 Hz, under 2 MB together
(``MAX_BYTES``).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from make_sounds import RATE as SOUND_RATE  # noqa: E402
from make_sounds import write_wav  # noqa: E402  (tools/make_sounds.py)

from game import paths  # noqa: E402

RATE = SOUND_RATE  # 22050, as the effects: one writer for both
PEAK = 0.5  # of full scale, at most: music sits under the effects and the players' voices
LOUDNESS = 0.1  # the tracks' mean level (root mean square), alike from one to the other
MAX_BYTES = 2_000_000  # both tracks together

Buffer = list[float]


def hz(name: str) -> float:
    """A note's pitch from its name and octave: "A4" is 440 Hz, "F#3", "Bb2"."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]]
    rest = name[1:]
    if rest.startswith("#"):
        semis, rest = semis + 1, rest[1:]
    elif rest.startswith("b"):
        semis, rest = semis - 1, rest[1:]
    return 440.0 * 2 ** ((semis + 12 * (int(rest) - 4)) / 12)


def triangle(phase: float) -> float:
    return 4 * abs(phase % 1 - 0.5) - 1


class Track:
    """A loop of ``bars`` bars of four beats; notes are added at a beat and may ring past
    the end, into the loop's start (``samples`` folds them back)."""

    def __init__(self, bpm: float, bars: int) -> None:
        self.beat = 60 / bpm
        self.length = round(bars * 4 * self.beat * RATE)
        self.buffer: Buffer = [0.0] * (self.length + 4 * RATE)  # room for tails

    def add(self, at_beat: float, voice: Buffer, gain: float) -> None:
        start = round(at_beat * self.beat * RATE)
        buffer = self.buffer
        for i, s in enumerate(voice):
            buffer[start + i] += s * gain

    def samples(self) -> Buffer:
        """The loop, with what rang past its end laid over its start."""
        out = self.buffer[: self.length]
        for i, s in enumerate(self.buffer[self.length :]):
            out[i % self.length] += s
        return out


def tone(
    freq: float,
    secs: float,
    attack: float,
    release: float,
    shape: Callable[[float], float] = lambda p: math.sin(math.tau * p),
    detune: float = 0.0,
) -> Buffer:
    """A held note: ``attack`` seconds in, held, ``release`` seconds out (two oscillators
    ``detune`` apart, for a slow shimmer)."""
    n, a, r = round(secs * RATE), max(1, round(attack * RATE)), max(1, round(release * RATE))
    out = []
    for i in range(n + r):
        t = i / RATE
        level = min(1.0, i / a) if i < n else max(0.0, 1 - (i - n) / r)
        wave_ = shape(freq * t)
        if detune:
            wave_ = 0.5 * (wave_ + shape(freq * (1 + detune) * t))
        out.append(wave_ * level)
    return out


def pluck(freq: float, secs: float, decay: float, bright: float = 0.5) -> Buffer:
    """A struck note dying away: a triangle softened by a one-pole low pass."""
    out, low, n = [], 0.0, round(secs * RATE)
    keep = 1 - bright
    for i in range(n):
        t = i / RATE
        low = low * keep + triangle(freq * t) * (1 - keep)
        out.append(low * math.exp(-decay * t) * min(1.0, i / 40))
    return out


def bell(freq: float, secs: float) -> Buffer:
    """A soft bell: a sine and two quieter overtones, each fading at its own pace."""
    out = []
    for i in range(round(secs * RATE)):
        t = i / RATE
        s = math.sin(math.tau * freq * t) * math.exp(-2.2 * t)
        s += 0.3 * math.sin(math.tau * freq * 2.0 * t) * math.exp(-4 * t)
        s += 0.12 * math.sin(math.tau * freq * 3.01 * t) * math.exp(-7 * t)
        out.append(s * min(1.0, i / 60))
    return out


def thump(secs: float = 0.35) -> Buffer:
    """A muffled low drum: a sine falling in pitch."""
    out, phase = [], 0.0
    for i in range(round(secs * RATE)):
        t = i / RATE
        phase += (48 + 60 * math.exp(-30 * t)) / RATE
        out.append(math.sin(math.tau * phase) * math.exp(-9 * t))
    return out


def hush(rng: random.Random, secs: float = 0.08) -> Buffer:
    """A brushed tick: noise, high-passed by taking away its own low pass."""
    out, low = [], 0.0
    for i in range(round(secs * RATE)):
        white = rng.uniform(-1, 1)
        low = low * 0.7 + white * 0.3
        out.append((white - low) * math.exp(-45 * i / RATE))
    return out


# --- the tracks ------------------------------------------------------------------------


def menus(rng: random.Random) -> Buffer:
    """D major, slow: a pad for each bar's chord, a bass note, and a bell tune."""
    chords = [
        ("D3", ("D4", "F#4", "A4")),
        ("B2", ("B3", "D4", "F#4")),
        ("G2", ("G3", "B3", "D4")),
        ("A2", ("A3", "C#4", "E4")),
        ("E2", ("G3", "B3", "E4")),
        ("A2", ("A3", "C#4", "E4")),
    ]
    track = Track(84, len(chords))
    bar = 4 * track.beat
    for k, (root, notes) in enumerate(chords):
        for name in notes:
            track.add(4 * k, tone(hz(name), bar * 0.92, 0.6, 1.2, detune=0.004), 0.16)
        track.add(4 * k, tone(hz(root), bar * 0.7, 0.05, 0.9), 0.3)
    tune = [  # (beat, note): a few long notes, mostly from each chord
        (0, "A5"), (2, "F#5"), (4, "F#5"), (6, "D5"), (7, "E5"),
        (8, "D5"), (10, "B4"), (12, "C#5"), (14, "E5"),
        (16, "B4"), (18, "G5"), (20, "E5"), (22, "C#5"),
    ]  # fmt: skip
    for beat, name in tune:
        track.add(beat, bell(hz(name), 2.4), 0.22)
    return track.samples()


def play(rng: random.Random) -> Buffer:
    """A minor, moving along: eighth-note plucks over each chord, a bass on the beats,
    a soft drum and a brushed tick, and a pad far below it all."""
    chords = [
        ("A2", ("A3", "C4", "E4", "A4")),
        ("F2", ("F3", "A3", "C4", "F4")),
        ("C3", ("G3", "C4", "E4", "G4")),
        ("G2", ("G3", "B3", "D4", "G4")),
        ("A2", ("A3", "C4", "E4", "A4")),
        ("F2", ("F3", "A3", "C4", "F4")),
        ("D3", ("F3", "A3", "D4", "F4")),
        ("E2", ("E3", "G#3", "B3", "E4")),
    ]
    track = Track(100, len(chords))
    beat = track.beat
    order = (0, 1, 2, 3, 2, 1, 2, 3)  # which chord note each eighth plays
    for k, (root, notes) in enumerate(chords):
        start = 4 * k
        for e, which in enumerate(order):
            lift = 2 if k % 2 and e == 7 else 1  # an octave up now and then
            gain = 0.2 if e % 2 == 0 else 0.14
            track.add(start + e / 2, pluck(hz(notes[which]) * lift, 0.9, 4.5, 0.35), gain)
        for b in range(4):
            track.add(start + b, pluck(hz(root), beat * 0.95, 3.0, 0.15), 0.42)
        for name in notes[:3]:
            track.add(start, tone(hz(name), 4 * beat * 0.9, 0.4, 0.8, detune=0.003), 0.05)
        track.add(start, thump(), 0.35)
        track.add(start + 2, thump(), 0.25)
        for b in range(4):
            track.add(start + b + 0.5, hush(rng), 0.05)
    return track.samples()


TRACKS: dict[str, Callable[[random.Random], Buffer]] = {"menus": menus, "play": play}


def write(path: Path, samples: Buffer) -> int:
    """Bring to LOUDNESS (no peak over PEAK) and write 16-bit mono (no fade at the ends: it
    loops); returns the file's size."""
    loudest = max((abs(s) for s in samples), default=1.0) or 1.0
    mean = math.sqrt(sum(s * s for s in samples) / max(1, len(samples))) or 1.0
    return write_wav(path, samples, min(PEAK / loudest, LOUDNESS / mean))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=paths.MUSIC)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    total = 0
    for seed, (name, make) in enumerate(TRACKS.items()):
        size = write(args.out / f"{name}.wav", make(random.Random(2000 + seed)))
        total += size
        print(f"{name}.wav  {size // 1024} KB")
    if total > MAX_BYTES:
        raise SystemExit(f"the music is {total} bytes, over {MAX_BYTES}")
    print(f"music: {total // 1024} KB")


if __name__ == "__main__":
    main()
