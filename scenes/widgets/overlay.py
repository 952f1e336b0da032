"""A dimmed panel drawn over the scene below, shared by the overlay scenes."""

from __future__ import annotations

import pygame

from scenes.widgets import theme


def dim(surface: pygame.Surface, alpha: int = 160) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


def panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=14)
    pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=14)
