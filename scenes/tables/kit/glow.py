"""A brief gold glow round what a hand scored (a pair, a run, a line, a matched row):
a soft halo that lights at once and fades away, leaving nothing behind.

Glows are flourishes: a table adds them to its `flourish` animator, which plays them
at the animation speed ("instant": never shown) but never holds play, so a glow only
dresses a moment the table already shows."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.core import canvas, draw
from scenes.core.anim import Sprite, Tween, linear
from scenes.widgets import theme

GLOW_SECONDS = 0.8
HALO = 12  # pixels the halo reaches beyond what it glows round
LIGHT_SHARE = 0.15  # the share of its time a glow takes to light up; the rest, to fade


def strength(progress: float) -> float:
    """How bright a glow is, 0 to 1: up at once, then fading to nothing."""
    if progress <= 0 or progress >= 1:
        return 0.0
    if progress < LIGHT_SHARE:
        return progress / LIGHT_SHARE
    return ((1 - progress) / (1 - LIGHT_SHARE)) ** 1.5


def halo(size: tuple[int, int], colour=theme.GOLD) -> canvas.Canvas:
    """A rounded ring of light round a rect of `size`: brightest at the rect's edge,
    thinning out over HALO units, clear inside; made once per size and scale."""
    return _halo(tuple(size), tuple(colour), canvas.scale())


@lru_cache(maxsize=128)
def _halo(size: tuple[int, int], colour, factor: float) -> canvas.Canvas:
    width, height = size
    image = canvas.layer((width + 2 * HALO, height + 2 * HALO))
    inner = pygame.Rect(HALO, HALO, width, height)
    for step in range(HALO, 0, -1):
        alpha = round(60 + 170 * (1 - step / HALO))
        draw.rect(image, (*colour, alpha), inner.inflate(2 * step, 2 * step), 2,
                  border_radius=10 + step)
    draw.rect(image, (255, 236, 170, 255), inner.inflate(2, 2), 4, border_radius=10)
    return image


class Glow(Sprite):
    """A gold halo round each of `rects`, lighting up after `delay` seconds and gone
    `seconds` later."""

    def __init__(self, rects, seconds: float = GLOW_SECONDS, delay: float = 0.0,
                 colour=theme.GOLD):
        self.rects = [pygame.Rect(rect) for rect in rects]
        self.colour = colour
        super().__init__(Tween(0.0, 1.0, seconds, linear, delay), self._draw)

    def lit(self) -> bool:
        """Whether the glow shows now (started, not yet faded)."""
        tween = self.tween
        return not tween.done and tween.elapsed >= tween.delay

    def _draw(self, surface, value, progress) -> None:
        alpha = round(255 * strength(progress))
        if alpha <= 0:
            return
        for rect in self.rects:
            image = halo(rect.size, self.colour)
            image.set_alpha(alpha)
            surface.blit(image, (rect.x - HALO, rect.y - HALO))


def glows_round(anim) -> list[pygame.Rect]:
    """Every rect a glow lights now, on animator `anim` (what tests and the table ask)."""
    return [rect for sprite in anim.sprites if isinstance(sprite, Glow) and sprite.lit()
            for rect in sprite.rects]
