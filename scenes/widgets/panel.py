"""See-through panels, made once per size and shade and reused every frame."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.core import canvas, draw
from scenes.widgets import theme


def translucent(size: tuple[int, int], alpha: int = 170, colour=theme.PANEL,
                radius: int = 12) -> canvas.Canvas:
    """A rounded panel of `colour` at `alpha`, made once for each size and scale."""
    return _translucent(tuple(size), alpha, tuple(colour), radius, canvas.scale())


@lru_cache(maxsize=64)
def _translucent(size, alpha, colour, radius, factor) -> canvas.Canvas:
    surface = canvas.layer(size)
    draw.rect(surface, (*colour, alpha), surface.get_rect(), border_radius=radius)
    return surface


def draw_panel(surface, rect: pygame.Rect, alpha: int = 170, colour=theme.PANEL,
               border=None, radius: int = 12) -> None:
    surface.blit(translucent(rect.size, alpha, colour, radius), rect)
    if border is not None:
        draw.rect(surface, border, rect, 2, border_radius=radius)
