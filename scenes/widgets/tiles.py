"""Tiles drawn in code and cached: Peeper's numbered tiles (the X golden) and
Procession's 0 and 1 digits.  Colour is never the only signal: a wild tile is
hatched with patterns on, and a 1 digit is dark with a raised bar, a 0 light and
hollow."""

from __future__ import annotations

import pygame

from scenes.widgets import theme

IVORY = (246, 238, 214)
GOLDEN = (250, 214, 120)
SLATE = (44, 52, 70)
NAVY = (40, 58, 112)  # a tile's back: face down, as it is dealt to another player
EDGE = (90, 80, 60)


class TileArt:
    def __init__(self, text, size: tuple[int, int] = (50, 72)):
        self.text = text
        self.size = size
        self.cache: dict = {}

    def image(self, label: str, wild: bool = False, patterns: bool = False) -> pygame.Surface:
        """A numbered tile; a wild one is golden (and hatched with patterns on)."""
        key = ("tile", label, wild, patterns)
        if key not in self.cache:
            self.cache[key] = self._numbered(label, wild, patterns)
        return self.cache[key]

    def digit(self, value: int) -> pygame.Surface:
        """A 0 or 1 of Procession's row."""
        key = ("digit", value)
        if key not in self.cache:
            self.cache[key] = self._digit(value)
        return self.cache[key]

    def back(self) -> pygame.Surface:
        """A tile face down."""
        if "back" not in self.cache:
            surface, rect = self._base(NAVY)
            pygame.draw.rect(surface, IVORY, rect, 2, border_radius=max(6, self.size[0] // 7))
            self.cache["back"] = surface
        return self.cache["back"]

    def _base(self, face) -> tuple[pygame.Surface, pygame.Rect]:
        surface = pygame.Surface(self.size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, face, rect, border_radius=max(6, self.size[0] // 7))
        # a lighter top edge and darker bottom: a tile with some thickness
        pygame.draw.line(surface, (255, 255, 255), (6, 3), (rect.right - 7, 3), 2)
        return surface, rect

    def _numbered(self, label: str, wild: bool, patterns: bool) -> pygame.Surface:
        w, h = self.size
        surface, rect = self._base(GOLDEN if wild else IVORY)
        if wild and patterns:
            for x in range(-h, w, 8):
                pygame.draw.line(surface, (210, 160, 60), (x, h), (x + h, 0), 2)
        pygame.draw.rect(surface, EDGE, rect, 2, border_radius=max(6, w // 7))
        colour = (150, 40, 30) if wild else (30, 30, 36)
        self.text.draw(surface, label, rect.center, int(h * 0.55), colour, bold=True,
                       anchor="center")
        return surface

    def _digit(self, value: int) -> pygame.Surface:
        w, h = self.size
        surface, rect = self._base(SLATE if value else IVORY)
        ink = theme.GOLD if value else (40, 40, 46)
        pygame.draw.rect(surface, EDGE, rect, 3, border_radius=max(6, w // 7))
        if value:  # a raised bar along the bottom: a 1 reads without colour
            pygame.draw.rect(surface, theme.GOLD, (8, h - 14, w - 16, 6), border_radius=3)
        self.text.draw(surface, str(value), (rect.centerx, rect.centery - 4), int(h * 0.6), ink,
                       bold=True, anchor="center")
        return surface
