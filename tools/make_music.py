"""Make the menu and table music loop: assets/sounds/parlor-loop.ogg.

A soft pad and a plucked arpeggio over four chords, 24 seconds, made from sine waves
here (no samples).  Run it again to change the music:

    python tools/make_music.py && sox parlor-loop.wav assets/sounds/parlor-loop.ogg
"""

from __future__ import annotations

import array
import math
import wave

RATE = 22050
BEAT = 60 / 84  # seconds per beat at 84 beats a minute
CHORDS = [  # (root MIDI note, intervals): A minor, F major, C major, G major
    (57, (0, 3, 7)), (53, (0, 4, 7)), (48, (0, 4, 7)), (55, (0, 4, 7)),
]
BEATS_PER_CHORD = 8


def frequency(note: int) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


def pad(samples: list, start: float, seconds: float, notes) -> None:
    """Soft sustained chord with slow attack and release."""
    first, count = int(start * RATE), int(seconds * RATE)
    for note in notes:
        f = frequency(note)
        for i in range(count):
            t = i / RATE
            envelope = min(1.0, t / 1.2, (seconds - t) / 1.2)
            value = math.sin(2 * math.pi * f * t) + 0.3 * math.sin(2 * math.pi * f * 1.003 * t)
            samples[first + i] += 0.05 * envelope * value


def pluck(samples: list, start: float, note: int, loud: float = 0.12) -> None:
    """A short plucked note: quick attack, exponential decay."""
    first, f = int(start * RATE), frequency(note)
    for i in range(int(1.4 * RATE)):
        if first + i >= len(samples):
            break
        t = i / RATE
        envelope = min(1.0, t / 0.005) * math.exp(-t * 3.2)
        value = math.sin(2 * math.pi * f * t) + 0.25 * math.sin(4 * math.pi * f * t)
        samples[first + i] += loud * envelope * value


def compose() -> list[float]:
    total = len(CHORDS) * BEATS_PER_CHORD * BEAT
    samples = [0.0] * int(total * RATE + RATE)
    for index, (root, intervals) in enumerate(CHORDS):
        start = index * BEATS_PER_CHORD * BEAT
        pad(samples, start, BEATS_PER_CHORD * BEAT + 0.6, [root - 12 + i for i in intervals])
        pattern = [0, 1, 2, 1, 2, 0, 1, 2]
        for beat, step in enumerate(pattern):
            note = root + intervals[step] + (12 if beat in (2, 6) else 0)
            pluck(samples, start + beat * BEAT, note)
    # fold the tail back onto the start so the loop is seamless
    loop = int(total * RATE)
    for i in range(len(samples) - loop):
        samples[i] += samples[loop + i]
    return samples[:loop]


def main() -> None:
    samples = compose()
    peak = max(abs(s) for s in samples) or 1.0
    data = array.array("h", (int(s / peak * 0.6 * 32767) for s in samples))
    with wave.open("parlor-loop.wav", "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


if __name__ == "__main__":
    main()
