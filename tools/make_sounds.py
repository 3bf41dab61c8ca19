"""Synthesize the game's sound effects into assets/sounds/*.wav, with the standard library.

    python tools/make_sounds.py [--out DIR]

Every effect is our own: sine, square and saw tones, sweeps and filtered noise, shaped by
envelopes. Noise comes from ``random`` with a fixed seed per sound, so running the tool again
writes the same bytes. Mono, 16-bit, 22 050 Hz, each file under 50 KB.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import paths  # noqa: E402

RATE = 22050
PEAK = 0.6  # of full scale: effects sit under the players' own voices
MAX_BYTES = 50_000

Samples = list[float]


def times(secs: float) -> range:
    return range(round(secs * RATE))


def sine(phase: float) -> float:
    return math.sin(math.tau * phase)


def square(phase: float) -> float:
    return 1.0 if phase % 1 < 0.5 else -1.0


def saw(phase: float) -> float:
    return 2 * (phase % 1) - 1


def triangle(phase: float) -> float:
    return 4 * abs(phase % 1 - 0.5) - 1


def sweep(
    wave_fn: Callable[[float], float], secs: float, start: float, end: float, decay: float = 0.0
) -> Samples:
    """A tone gliding from ``start`` to ``end`` Hz, fading by ``decay`` per second (e-fold)."""
    out, phase, n = [], 0.0, round(secs * RATE)
    for i in range(n):
        t = i / RATE
        phase += (start + (end - start) * i / n) / RATE
        out.append(wave_fn(phase) * math.exp(-decay * t))
    return out


def noise(secs: float, rng: random.Random, smooth: float = 0.0, decay: float = 0.0) -> Samples:
    """White noise, low-passed by ``smooth`` (0 none, near 1 a deep rumble)."""
    out, last = [], 0.0
    for i in times(secs):
        last = last * smooth + rng.uniform(-1, 1) * (1 - smooth)
        out.append(last * math.exp(-decay * i / RATE))
    return out


def mix(*parts: tuple[Samples, float]) -> Samples:
    length = max(len(p) for p, _ in parts)
    out = [0.0] * length
    for samples, gain in parts:
        for i, s in enumerate(samples):
            out[i] += s * gain
    return out


def then(*parts: Samples) -> Samples:
    return [s for part in parts for s in part]


def envelope(samples: Samples, attack: float = 0.005, release: float = 0.02) -> Samples:
    """Fade in and out so no effect starts or stops with a click."""
    a, r, n = max(1, round(attack * RATE)), max(1, round(release * RATE)), len(samples)
    return [s * min(1.0, i / a, (n - 1 - i) / r) for i, s in enumerate(samples)]


def note(freq: float, secs: float, wave_fn: Callable[[float], float] = triangle) -> Samples:
    return envelope(sweep(wave_fn, secs, freq, freq, decay=2.5), 0.004, 0.04)


# --- the effects ---------------------------------------------------------------------------


def step(rng: random.Random) -> Samples:
    thump = sweep(sine, 0.1, 120, 55, decay=30)
    return mix((thump, 1.0), (noise(0.03, rng, 0.6, decay=80), 0.5))


def stomp(rng: random.Random) -> Samples:
    body = sweep(sine, 0.28, 95, 38, decay=12)
    crunch = noise(0.2, rng, 0.35, decay=18)
    return mix((body, 1.0), (crunch, 0.7))


def turn(rng: random.Random) -> Samples:
    whir = sweep(saw, 0.22, 260, 420)
    wobble = [s * (0.7 + 0.3 * sine(i / RATE * 38)) for i, s in enumerate(whir)]
    return mix((wobble, 0.35), (noise(0.22, rng, 0.8), 0.25))


def zap(rng: random.Random) -> Samples:
    out, phase, freq = [], 0.0, 0.0
    for i in times(0.3):
        if i % 180 == 0:  # a new jagged pitch every 8 ms: the crackle of an arc
            freq = 700 + 900 * rng.random()
        phase += freq / RATE
        out.append(square(phase) * math.exp(-7 * i / RATE))
    return mix((out, 0.6), (noise(0.3, rng, 0.0, decay=9), 0.4))


def burn(rng: random.Random) -> Samples:
    roar = noise(0.45, rng, 0.85)
    swell = [s * math.sin(math.pi * i / len(roar)) for i, s in enumerate(roar)]
    crackle = [rng.uniform(-1, 1) if rng.random() < 0.01 else 0.0 for _ in times(0.45)]
    return mix((swell, 1.6), (crackle, 0.6))


def damage(rng: random.Random) -> Samples:
    fall = sweep(square, 0.35, 480, 160, decay=5)
    return mix((fall, 0.5), (noise(0.35, rng, 0.5, decay=8), 0.5))


def spawn(rng: random.Random) -> Samples:
    return mix((sweep(sine, 0.26, 180, 620, decay=6), 1.0), (sweep(sine, 0.26, 360, 1240), 0.15))


def shield(rng: random.Random) -> Samples:
    ring = [sweep(sine, 0.4, f, f, decay=9) for f in (1180, 1790, 2630)]
    return mix((ring[0], 0.6), (ring[1], 0.35), (ring[2], 0.2))


def lava(rng: random.Random) -> Samples:
    rumble = noise(0.8, rng, 0.97)
    bubbles: Samples = [0.0] * len(rumble)
    for _ in range(7):
        at = rng.randrange(0, len(rumble) - 3000)
        pop = sweep(sine, 0.09, rng.uniform(150, 260), rng.uniform(400, 600), decay=30)
        for i, s in enumerate(pop):
            bubbles[at + i] += s
    return mix((rumble, 5.0), (bubbles, 0.4))


def boss(rng: random.Random) -> Samples:
    growl = mix((sweep(saw, 0.7, 72, 58), 0.5), (sweep(saw, 0.7, 75, 61), 0.5))
    swell = [s * math.sin(math.pi * i / len(growl)) ** 0.5 for i, s in enumerate(growl)]
    return mix((swell, 1.0), (noise(0.7, rng, 0.9), 0.8))


def click(rng: random.Random) -> Samples:
    return mix((sweep(sine, 0.04, 1600, 1200, decay=90), 1.0), (noise(0.01, rng), 0.2))


def win(rng: random.Random) -> Samples:
    c5, e5, g5, c6 = 523.25, 659.25, 783.99, 1046.5
    return then(note(c5, 0.16), note(e5, 0.16), note(g5, 0.16), note(c6, 0.5))


def lose(rng: random.Random) -> Samples:
    g4, eb4, c4 = 392.0, 311.13, 261.63
    return then(note(g4, 0.25), note(eb4, 0.25), note(c4, 0.5, saw))


EFFECTS: dict[str, Callable[[random.Random], Samples]] = {
    "step": step,
    "stomp": stomp,
    "turn": turn,
    "zap": zap,
    "burn": burn,
    "damage": damage,
    "spawn": spawn,
    "shield": shield,
    "lava": lava,
    "boss": boss,
    "click": click,
    "win": win,
    "lose": lose,
}


def write(path: Path, samples: Samples) -> int:
    """Normalise to PEAK, fade the ends, write 16-bit mono; returns the file's size."""
    samples = envelope(samples)
    loudest = max((abs(s) for s in samples), default=1.0) or 1.0
    return write_wav(path, samples, PEAK / loudest)


def write_wav(path: Path, samples: Sequence[float], gain: float) -> int:
    """``samples`` times ``gain``, clipped, as a 16-bit mono WAV; returns the file's size."""
    frames = b"".join(
        struct.pack("<h", round(max(-1.0, min(1.0, s * gain)) * 32767)) for s in samples
    )
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return path.stat().st_size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=paths.SOUNDS)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for seed, (name, make) in enumerate(EFFECTS.items()):
        size = write(args.out / f"{name}.wav", make(random.Random(1000 + seed)))
        if size > MAX_BYTES:
            raise SystemExit(f"{name}.wav is {size} bytes, over {MAX_BYTES}")
        print(f"{name}.wav  {size // 1024} KB")


if __name__ == "__main__":
    main()
