"""Tweens: values that move from A to B over time, frame-rate independent.

Durations are in seconds at normal speed; the animation-speed setting scales them
and "instant" (factor 0) finishes every tween on its first update.
"""

from __future__ import annotations

import math
from typing import Callable


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles: a pop."""
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def lerp(a, b, t: float):
    if isinstance(a, (tuple, list)):
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


class Tween:
    def __init__(self, start, end, duration: float, easing: Callable = ease_out_cubic,
                 delay: float = 0.0, on_done: Callable[[], None] | None = None):
        self.start, self.end = start, end
        self.duration = max(duration, 1e-6)
        self.easing = easing
        self.delay = delay
        self.elapsed = 0.0
        self.on_done = on_done
        self.done = False

    def update(self, dt: float, speed: float = 1.0) -> None:
        if self.done:
            return
        if speed <= 0:
            self.elapsed = self.delay + self.duration
        else:
            self.elapsed += dt * speed
        if self.elapsed >= self.delay + self.duration:
            self.done = True
            if self.on_done:
                self.on_done()

    @property
    def progress(self) -> float:
        t = (self.elapsed - self.delay) / self.duration
        return min(1.0, max(0.0, t))

    @property
    def value(self):
        return lerp(self.start, self.end, self.easing(self.progress))


class Sprite:
    """Something drawn at a tweened position: a card in flight, a popping marker.

    `draw_fn(surface, pos, progress)` draws it; `hold` keeps it on screen after the
    tween ends until the table removes it.
    """

    def __init__(self, tween: Tween, draw_fn, hold: bool = False):
        self.tween = tween
        self.draw_fn = draw_fn
        self.hold = hold

    def draw(self, surface) -> None:
        if self.tween.elapsed >= self.tween.delay:
            self.draw_fn(surface, self.tween.value, self.tween.progress)


class Animator:
    """The animations in flight on a table.  `busy` while any is running."""

    def __init__(self):
        self.sprites: list[Sprite] = []
        self.speed = 1.0

    @property
    def busy(self) -> bool:
        return any(not s.tween.done for s in self.sprites)

    def add(self, sprite: Sprite) -> Sprite:
        self.sprites.append(sprite)
        if self.speed <= 0:  # "instant": nothing waits a frame
            sprite.tween.update(0.0, 0.0)
            self.sprites = [s for s in self.sprites if not s.tween.done or s.hold]
        return sprite

    def update(self, dt: float) -> None:
        for sprite in list(self.sprites):
            sprite.tween.update(dt, self.speed)
        self.sprites = [s for s in self.sprites if not s.tween.done or s.hold]

    def clear(self) -> None:
        self.sprites.clear()

    def draw(self, surface) -> None:
        for sprite in self.sprites:
            sprite.draw(surface)
