"""A dimmed panel drawn over the scene below, shared by the overlay scenes."""

from __future__ import annotations

import pygame

from scenes.core import draw
from scenes.widgets import theme


def dim(surface: pygame.Surface, alpha: int = 160) -> None:
    """Darken what is below as black laid over it at `alpha` would: each colour
    multiplied down, in one pass, with no screen-sized surface made every frame."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)


def panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    draw.rect(surface, theme.PANEL, rect, border_radius=14)
    draw.rect(surface, theme.GOLD, rect, 3, border_radius=14)
