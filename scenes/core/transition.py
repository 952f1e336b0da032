"""A short sweep when the screen changes: the menu, setup, a table and its results
each come in from the left under the last frame of the one before, which is swept off
to the right behind a soft edge.

Only the picture moves.  The new screen is on top, takes input and runs from its
first frame, and says its title at once: nothing waits for the sweep.  The speed
setting scales it; "instant" shows the new screen at once.  Overlays over a screen
(pause, a question, a notice) open at once, and a screen that hides the table (the
hand-off) is never swept into: the table's hand must be gone on its first frame."""

from __future__ import annotations

import weakref

import pygame

from scenes.core import canvas
from scenes.core.canvas import Canvas

FADE_SECONDS = 0.25
EDGE_SHARE = 0.06  # the sweep's soft edge, a share of the window's width
EDGE_ALPHAS = (40, 90, 140, 190, 230)  # its strips, from the new screen to the old


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
        self.leaving: Canvas | None = None  # the last frame of the screen left
        self._copy: Canvas | None = None  # where it is kept
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
        self.leaving = self._kept_copy(screen) if fades else None
        self.elapsed = 0.0
        self._shown = weakref.ref(shown) if shown is not None else None

    def _kept_copy(self, screen):
        """The frame shown, copied onto one surface kept for it: a window-sized
        surface made anew at each change of screen costs more than the copy."""
        pixels = screen.surface
        if self._copy is None or self._copy.surface.get_size() != pixels.get_size():
            self._copy = canvas.window_layer()
        self._copy.surface.set_alpha(None)
        self._copy.surface.blit(pixels, (0, 0))
        return self._copy

    def update(self, dt: float, speed: float) -> None:
        """A frame went by: the fade moves on (drawing again does not move it)."""
        if self.leaving is None:
            return
        self.step = dt * speed
        self.elapsed += self.step
        if speed <= 0 or self.elapsed >= self.seconds:
            self.leaving = None

    def end(self, screen: pygame.Surface) -> None:
        """After the scenes draw: the screen left, swept off to the right over them
        (a frame on already: the new screen shows from the first frame it is drawn)."""
        done = (self.elapsed + self.step) / self.seconds
        if self.leaving is None or done >= 1:
            return
        sweep_over(screen.surface, self.leaving.surface, ease_out(done))


def ease_out(share: float) -> float:
    return 1 - (1 - share) ** 2


def sweep_over(window: pygame.Surface, leaving: pygame.Surface, done: float) -> None:
    """What is left of the screen left, from the sweep's edge to the right: plain,
    with a soft edge of a few fading strips.  A sweep costs at most one plain copy of
    the window a frame; a whole-window fade would blend every pixel every frame."""
    width, height = window.get_size()
    edge = round(width * done)
    strip = max(1, round(width * EDGE_SHARE / len(EDGE_ALPHAS)))
    x = edge
    for alpha in EDGE_ALPHAS:
        leaving.set_alpha(alpha)
        window.blit(leaving, (x, 0), pygame.Rect(x, 0, strip, height))
        x += strip
    leaving.set_alpha(None)
    if x < width:
        window.blit(leaving, (x, 0), pygame.Rect(x, 0, width - x, height))
