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


def _tone(notes) -> bytes:
    samples = array.array("h")
    for freq, seconds, loud in notes:
        count = int(RATE * seconds)
        for i in range(count):
            fade = min(1.0, (count - i) / (RATE * 0.01), i / (RATE * 0.003) + 0.01)
            value = math.sin(2 * math.pi * freq * i / RATE) * loud * fade
            samples.append(int(value * 32767 * 0.6))
    return samples.tobytes()


class Sounds:
    def __init__(self, volume_percent: int = 80, music_percent: int = 0):
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.volume = volume_percent / 100.0
        self.music_playing = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 1, 512)
            mono = pygame.mixer.get_init()[2] == 1
            for name, notes in EFFECTS.items():
                data = _tone(notes)
                if not mono:
                    stereo = array.array("h")
                    for s in array.array("h", data):
                        stereo.extend((s, s))
                    data = stereo.tobytes()
                self.sounds[name] = pygame.mixer.Sound(buffer=data)
        except pygame.error:
            self.sounds = {}
        self.set_music_volume(music_percent)

    def set_music_volume(self, percent: int) -> None:
        """Music at this volume; it starts with the first volume above zero."""
        if not pygame.mixer.get_init():
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
        sound = self.sounds.get(name)
        if sound is not None and self.volume > 0:
            sound.set_volume(self.volume)
            sound.play()
