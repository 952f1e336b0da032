"""Short sound effects, synthesised at start-up, and the music loop (made here by
tools/make_music.py).

If the mixer can't start (no audio device), every call is silently a no-op.
"""

from __future__ import annotations

import array
import math
from pathlib import Path

import pygame

RATE = 22050
MUSIC = Path(__file__).resolve().parent.parent / "assets" / "sounds" / "parlor-loop.ogg"
MUSIC_LEVEL = 0.45  # the loop at 100% sits under the effects

# name -> list of (frequency Hz, seconds, loudness 0..1) notes, played in sequence
EFFECTS = {
    "move": [(660, 0.035, 0.35)],
    "select": [(880, 0.05, 0.4)],
    "back": [(440, 0.06, 0.35)],
    "card": [(220, 0.03, 0.5), (180, 0.04, 0.3)],
    "mark": [(523, 0.05, 0.5), (784, 0.08, 0.45)],
    "score": [(523, 0.08, 0.5), (659, 0.08, 0.5), (784, 0.14, 0.55)],
    "error": [(196, 0.12, 0.5)],
    "buzz": [(330, 0.06, 0.6), (494, 0.1, 0.6)],
    "bomb": [(90, 0.25, 0.8)],
}


def _tone(notes, rate: int = RATE) -> bytes:
    samples = array.array("h")
    for freq, seconds, loud in notes:
        count = int(rate * seconds)
        for i in range(count):
            fade = min(1.0, (count - i) / (rate * 0.01), i / (rate * 0.003) + 0.01)
            value = math.sin(2 * math.pi * freq * i / rate) * loud * fade
            samples.append(int(value * 32767 * 0.6))
    return samples.tobytes()


class Sounds:
    """Effects are synthesised the first time each is played (a few milliseconds),
    so start-up doesn't wait for all of them."""

    def __init__(self, volume_percent: int = 80, music_percent: int = 0):
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.volume = volume_percent / 100.0
        self.music_playing = False
        self.channels = 0
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 1, 512)
            self.channels = pygame.mixer.get_init()[2]
        except pygame.error:
            self.channels = 0
        self.set_music_volume(music_percent)

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self.sounds and name in EFFECTS and self.channels:
            data = _tone(EFFECTS[name], pygame.mixer.get_init()[0])
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
            if percent > 0 and not self.music_playing:
                pygame.mixer.music.load(str(MUSIC))
                pygame.mixer.music.play(-1)
                self.music_playing = True
            pygame.mixer.music.set_volume(MUSIC_LEVEL * percent / 100.0)
        except pygame.error:
            self.music_playing = False

    def set_volume(self, percent: int) -> None:
        self.volume = percent / 100.0

    def play(self, name: str) -> None:
        if self.volume <= 0:
            return
        sound = self._sound(name)
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()
