"""Playing cards and seat markers, drawn in code and cached as surfaces.

Colour is never the only signal: suits keep their shapes, and with colour-blind
patterns on, red cards also carry a hatched face and an "R" tag.  Seat markers
always carry a pattern of their own.
"""

from __future__ import annotations

import pygame

from scenes.widgets import theme
from scenes.widgets.backdrop import card_back

SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
CARD_SIZE = (72, 100)


class CardArt:
    def __init__(self, text, size=CARD_SIZE):
        self.text = text
        self.size = size
        self._faces: dict = {}
        self._back = card_back(size)
        self._slot = self._make_slot()

    def back(self) -> pygame.Surface:
        return self._back

    def slot(self) -> pygame.Surface:
        return self._slot

    def face(self, label: str, suit: str, red: bool, patterns: bool) -> pygame.Surface:
        key = (label, suit, red, patterns)
        if key not in self._faces:
            self._faces[key] = self._make_face(label, suit, red, patterns)
        return self._faces[key]

    def _make_face(self, label, suit, red, patterns) -> pygame.Surface:
        w, h = self.size
        surface = pygame.Surface(self.size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, theme.CARD_FACE, rect, border_radius=8)
        ink = theme.RED_SUIT if red else theme.BLACK_SUIT
        if red and patterns:
            hatch = pygame.Surface(self.size, pygame.SRCALPHA)
            for x in range(-h, w, 9):
                pygame.draw.line(hatch, (*theme.RED_SUIT, 55), (x, h), (x + h, 0), 3)
            surface.blit(hatch, (0, 0))
            self.text.draw(surface, "R", (w - 8, h - 6), 22, ink, bold=True,
                           anchor="bottomright")
        pygame.draw.rect(surface, (120, 120, 110), rect, 1, border_radius=8)
        symbol = SUIT_SYMBOLS.get(suit, suit)
        self.text.draw(surface, label, (8, 4), 34, ink, bold=True)
        self.text.draw(surface, symbol, (9, 32), 28, ink)
        self.text.draw(surface, symbol, (w // 2 + 8, h // 2 + 10), 62, ink, anchor="center")
        return surface

    def _make_slot(self) -> pygame.Surface:
        surface = pygame.Surface(self.size, pygame.SRCALPHA)
        pygame.draw.rect(surface, (255, 255, 255, 40), surface.get_rect(), 2, border_radius=8)
        return surface


def draw_marker(surface, center, radius: int, seat: int) -> None:
    """A seat's marker: its colour plus its pattern (stripes, dots, ...)."""
    colour, pattern = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    x, y = center
    pygame.draw.circle(surface, colour, center, radius)
    light = tuple(min(255, c + 90) for c in colour)
    dark = tuple(max(0, c - 90) for c in colour)
    r = radius
    if pattern == "stripes":
        for dx in range(-r, r + 1, max(4, r // 3)):
            half = int((r * r - dx * dx) ** 0.5 * 0.8)
            pygame.draw.line(surface, light, (x + dx, y - half), (x + dx, y + half), 2)
    elif pattern == "dots":
        for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1), (0, 0)):
            pygame.draw.circle(surface, light, (x + dx * r // 2, y + dy * r // 2), max(2, r // 6))
    elif pattern == "cross":
        pygame.draw.line(surface, light, (x - r // 2, y - r // 2), (x + r // 2, y + r // 2), 3)
        pygame.draw.line(surface, light, (x - r // 2, y + r // 2), (x + r // 2, y - r // 2), 3)
    elif pattern == "ring":
        pygame.draw.circle(surface, light, center, r // 2, 3)
    elif pattern == "diamond":
        d = r // 2
        pygame.draw.polygon(surface, light, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
    pygame.draw.circle(surface, dark, center, radius, 2)
