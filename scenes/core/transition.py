"""A short cross-fade when the screen changes: the menu, setup, a table and its
results each come in over the last frame of the one before, which fades away.

Only the picture fades.  The new screen is on top, takes input and runs from its
first frame, and says its title at once: nothing waits for the fade.  The speed
setting scales it; "instant" shows the new screen at once.  Overlays over a screen
(pause, a question, a notice) open at once, and a screen that hides the table (the
hand-off) is never faded into: the table's hand must be gone on its first frame."""

from __future__ import annotations

import weakref

import pygame

FADE_SECONDS = 0.25


def is_overlay(scene) -> bool:
    """An overlay (pause, a question, a notice) stands over a screen; it is no screen
    of its own.  (The results' see-through-ness changes as they come in: they are a
    screen.)"""
    return getattr(type(scene), "opaque", True) is False


def screen_of(scenes) -> object | None:
    """The screen shown: the top scene that is not an overlay."""
    return next((scene for scene in reversed(scenes) if not is_overlay(scene)), None)


class Transition:
    def __init__(self, seconds: float = FADE_SECONDS):
        self.seconds = seconds
        # The screen the last frame showed, weakly: a screen closed is not kept for it.
        self._shown: weakref.ref | None = None
        self.leaving: pygame.Surface | None = None  # the last frame of the screen left
        self.elapsed = 0.0
        self.step = 1 / 60  # how far the last frame moved a fade on

    @property
    def active(self) -> bool:
        """Whether a fade is on screen."""
        return self.leaving is not None

    def begin(self, screen: pygame.Surface, scenes, speed: float) -> None:
        """Before the scenes draw: if the screen changed, the display still holds the
        last frame of the one left, kept to fade out."""
        shown = screen_of(scenes)
        before = self._shown() if self._shown is not None else None
        if before is shown and shown is not None:
            return
        fades = (speed > 0 and self._shown is not None and shown is not None
                 and getattr(shown, "fades_in", True))
        self.leaving = screen.copy() if fades else None
        self.elapsed = 0.0
        self._shown = weakref.ref(shown) if shown is not None else None

    def update(self, dt: float, speed: float) -> None:
        """A frame went by: the fade moves on (drawing again does not move it)."""
        if self.leaving is None:
            return
        self.step = dt * speed
        self.elapsed += self.step
        if speed <= 0 or self.elapsed >= self.seconds:
            self.leaving = None

    def end(self, screen: pygame.Surface) -> None:
        """After the scenes draw: the screen left, fading out over them (a frame on
        already: the new screen shows through from the first frame it is drawn)."""
        left = 1 - (self.elapsed + self.step) / self.seconds
        if self.leaving is not None and left > 0:
            self.leaving.set_alpha(round(255 * left))
            screen.blit(self.leaving, (0, 0))
