"""Short sound effects, synthesised at start-up, and the music loop (made here by
tools/make_music.py).

If the mixer can't start (no audio device), every call is silently a no-op.
"""

from __future__ import annotations

import array
import math
import random
import threading
import time

import pygame

from scenes.core.assets import asset

RATE = 22050
MUSIC = asset("sounds", "parlor-loop.ogg")
CLOSE_WAIT_SECONDS = 1.0  # longer than the longest effect
MUSIC_LEVEL = 0.45  # the loop at 100% sits under the effects

# Each effect is built from parts, mixed in sequence: ("tone", Hz, seconds, loudness)
# for the musical ones, and shaped noise for the table's own sounds: ("noise",
# seconds, loudness, brightness 0..1, attack share) is a burst of filtered noise (a
# card sliding on felt, a rumble), ("knock", Hz, seconds, loudness) a struck ring
# that dies away fast (a tile's clack, a chip's click).
EFFECTS = {
    "move": [("knock", 1900, 0.025, 0.25)],
    "select": [("knock", 1400, 0.03, 0.35), ("knock", 2300, 0.025, 0.25)],
    "back": [("knock", 900, 0.04, 0.3)],
    "card": [("noise", 0.09, 0.45, 0.35, 0.6), ("noise", 0.018, 0.7, 0.9, 0.05)],
    "slide": [("noise", 0.12, 0.4, 0.3, 0.7)],
    "snap": [("noise", 0.02, 0.8, 0.95, 0.05)],
    "flip": [("noise", 0.03, 0.4, 0.7, 0.2), ("noise", 0.025, 0.5, 0.9, 0.1)],
    "chip": [("knock", 2600, 0.05, 0.5), ("knock", 3100, 0.04, 0.35)],
    "mark": [("knock", 2600, 0.05, 0.5), ("knock", 3100, 0.04, 0.35)],
    "clack": [("noise", 0.006, 0.7, 1.0, 0.0), ("knock", 1150, 0.07, 0.55)],
    "score": [("tone", 523, 0.08, 0.5), ("tone", 659, 0.08, 0.5), ("tone", 784, 0.14, 0.55)],
    "error": [("noise", 0.07, 0.5, 0.1, 0.1), ("tone", 150, 0.09, 0.35)],
    "buzz": [("tone", 330, 0.06, 0.6), ("tone", 494, 0.1, 0.6)],
    "turn": [("tone", 440, 0.06, 0.35), ("tone", 587, 0.09, 0.4)],  # your turn, by ear
    "window": [("tone", 659, 0.05, 0.4), ("tone", 880, 0.05, 0.4),
               ("tone", 659, 0.05, 0.4), ("tone", 880, 0.07, 0.45)],  # a call may be made
    "bomb": [("noise", 0.35, 0.9, 0.06, 0.05)],
}


def _part(kind, args, rate: int, noise) -> list[float]:
    if kind == "tone":
        freq, seconds, loud = args
        count = int(rate * seconds)
        return [math.sin(2 * math.pi * freq * i / rate) * loud *
                min(1.0, (count - i) / (rate * 0.01), i / (rate * 0.003) + 0.01)
                for i in range(count)]
    if kind == "knock":
        freq, seconds, loud = args
        count = int(rate * seconds)
        decay = 5.0 / count
        return [(math.sin(2 * math.pi * freq * i / rate) * 0.8 + noise.uniform(-0.2, 0.2))
                * loud * math.exp(-decay * i) for i in range(count)]
    seconds, loud, bright, attack = args  # "noise": one-pole low-pass of white noise
    count = max(1, int(rate * seconds))
    rise = max(1, int(count * attack))
    level, out = 0.0, []
    alpha = 0.02 + 0.98 * bright
    for i in range(count):
        level += alpha * (noise.uniform(-1.0, 1.0) - level)
        envelope = i / rise if i < rise else math.exp(-4.0 * (i - rise) / max(1, count - rise))
        out.append(level * loud * envelope * (1.0 + (1.0 - bright) * 1.5))
    return out


def _tone(parts, rate: int = RATE) -> bytes:
    """The effect's samples, 16-bit mono.  The noise is seeded: every run sounds alike."""
    noise = random.Random(7)
    samples = array.array("h")
    for kind, *args in parts:
        for value in _part(kind, args, rate, noise):
            samples.append(int(max(-1.0, min(1.0, value)) * 32767 * 0.6))
    return samples.tobytes()


class Sounds:
    """Effects are synthesised on a background thread at start-up, so neither
    start-up nor a frame waits for them; one played before its turn is made then."""

    def __init__(self, volume_percent: int = 80, music_percent: int = 0,
                 stream_music: bool = True, device: bool = True):
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.stream_music = stream_music  # else the music's volume is set, never played
        self.volume = volume_percent / 100.0
        self.music_playing = False
        self.channels = 0  # none: every call is a no-op
        try:
            if device and not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 1, 512)
            if device:
                self.channels = pygame.mixer.get_init()[2]
        except pygame.error:
            self.channels = 0
        self.samples: dict[str, bytes] = {}  # filled by the synthesiser thread
        self.ready = threading.Event()  # set once every effect is synthesised
        if not self.channels:
            self.ready.set()
        else:
            rate = pygame.mixer.get_init()[0]
            threading.Thread(target=self._synthesise_all, args=(rate,), daemon=True,
                             name="sound-synthesis").start()
        self.set_music_volume(music_percent)

    def _synthesise_all(self, rate: int) -> None:
        for name, parts in EFFECTS.items():
            self.samples.setdefault(name, _tone(parts, rate))
        self.ready.set()

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self.sounds and name in EFFECTS and self.channels:
            data = self.samples.get(name) or _tone(EFFECTS[name], pygame.mixer.get_init()[0])
            if self.channels == 2:
                mono = array.array("h", data)
                stereo = array.array("h", bytes(len(data) * 2))
                stereo[0::2] = mono
                stereo[1::2] = mono
                data = stereo.tobytes()
            self.sounds[name] = pygame.mixer.Sound(buffer=data)
        return self.sounds.get(name)

    def set_music_volume(self, percent: int) -> None:
        """Music at this volume; it starts with the first volume above zero."""
        if not self.channels:
            return
        try:
            if percent > 0 and not self.music_playing and self.stream_music:
                pygame.mixer.music.load(str(MUSIC))
                pygame.mixer.music.play(-1)
                self.music_playing = True
            pygame.mixer.music.set_volume(MUSIC_LEVEL * percent / 100.0)
        except pygame.error:
            self.music_playing = False

    def close(self) -> None:
        """Let the effects still sounding finish, then close the mixer.  pygame's
        mixer can deadlock if an effect ends while it shuts down: the mixer thread's
        end-of-sound callback waits for the interpreter lock the closing thread
        holds.  Waiting here, lock released, lets every such callback run first."""
        if not self.channels or not pygame.mixer.get_init():
            return
        pygame.mixer.music.stop()
        deadline = time.monotonic() + CLOSE_WAIT_SECONDS
        while pygame.mixer.get_busy() and time.monotonic() < deadline:
            time.sleep(0.01)
        # An effect that has just stopped may still be in its end callback, waiting
        # for the lock: one more mixing period, asleep, lets it finish.
        time.sleep(0.05)
        if not pygame.mixer.get_busy():
            pygame.mixer.quit()

    def set_volume(self, percent: int) -> None:
        self.volume = percent / 100.0

    def play(self, name: str) -> None:
        if self.volume <= 0:
            return
        sound = self._sound(name)
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()
