"""The felt background, with a few card backs drifting across it on menu screens.

The cards drift behind the screen's panels: a screen names the rects its text sits on
and they are drawn over the cards, so nothing passes across what is to be read.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.widgets import theme


@lru_cache(maxsize=1)
def felt_surface() -> pygame.Surface:
    """The felt, made once (a few milliseconds) and shared by every screen: never
    draw on it."""
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT)).convert()
    surface.fill(theme.FELT)
    centre = (theme.WIDTH // 2, theme.HEIGHT // 2)
    for radius in range(900, 300, -60):
        shade = 1 - (radius - 300) / 1400
        colour = tuple(int(c * shade + d * (1 - shade))
                       for c, d in zip(theme.FELT, theme.FELT_DARK))
        pygame.draw.circle(surface, colour, centre, radius)
    return surface


def card_back(size=(70, 100)) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, theme.CARD_FACE, rect, border_radius=8)
    inner = rect.inflate(-10, -10)
    pygame.draw.rect(surface, theme.CARD_BACK, inner, border_radius=5)
    for x in range(inner.left - inner.height, inner.right, 10):
        pygame.draw.line(surface, (150, 60, 66), (x, inner.bottom - 1),
                         (x + inner.height, inner.top), 2)
    pygame.draw.rect(surface, theme.GOLD, inner, 2, border_radius=5)
    return surface


class Backdrop:
    def __init__(self, drifting_cards: int = 7, seed: int = 3):
        self.felt = felt_surface()
        self.back = card_back()
        rng = random.Random(seed)
        self.cards = [[rng.uniform(0, theme.WIDTH), rng.uniform(0, theme.HEIGHT),
                       rng.uniform(-25, 25), rng.uniform(12, 30), rng.uniform(0, 6.28)]
                      for _ in range(drifting_cards)]
        self.rotated = {}
        self.panels: dict[tuple[int, int], pygame.Surface] = {}
        self.time = 0.0

    def update(self, dt: float) -> None:
        self.time += dt
        for card in self.cards:
            card[0] = (card[0] + card[3] * dt) % (theme.WIDTH + 200)
            card[1] = (card[1] + card[2] * dt * 0.3) % (theme.HEIGHT + 200)

    def draw(self, surface: pygame.Surface, panels=()) -> None:
        surface.blit(self.felt, (0, 0))
        self._draw_cards(surface)
        for rect in panels:
            if rect is not None:
                self._draw_panel(surface, rect)

    def _draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        shade = self.panels.get(rect.size)
        if shade is None:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (*theme.PANEL, 235), shade.get_rect(), border_radius=12)
            self.panels[rect.size] = shade
        surface.blit(shade, rect)
        pygame.draw.rect(surface, theme.FELT_LIGHT, rect, 2, border_radius=12)

    def _draw_cards(self, surface: pygame.Surface) -> None:
        for x, y, _, _, phase in self.cards:
            angle = int(math.degrees(math.sin(self.time * 0.3 + phase)) * 0.4) // 3 * 3
            image = self.rotated.get(angle)
            if image is None:
                image = pygame.transform.rotate(self.back, angle)
                image.set_alpha(50)
                self.rotated[angle] = image
            surface.blit(image, image.get_rect(center=(x - 100, y - 100)))
