"""The felt background, with a few card backs drifting across it on menu screens.

The cards drift behind the screen's panels: a screen names the rects its text sits on
and they are drawn over the cards, so nothing passes across what is to be read.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.core import canvas, draw
from scenes.widgets import theme
from scenes.widgets.card_art import card_back_art


def felt_surface() -> canvas.Canvas:
    """The felt for the window as it is now, made once per size (a few milliseconds)
    and shared by every screen: never draw on it."""
    return _felt(*canvas.window())


@lru_cache(maxsize=2)
def _felt(window, factor, offset) -> canvas.Canvas:
    """A lamp's pool of light over the middle of the table, darker to the edges, and
    the cloth's fine grain over all of it, to the window's edges."""
    surface = canvas.window_layer()
    pixels = surface.surface
    pixels.fill(theme.FELT_DARK)
    centre = (window[0] // 2, window[1] // 2)
    reach = max(window[0], window[1] * 16 / 9) / theme.WIDTH
    for radius in range(900, 300, -30):
        shade = 1 - (radius - 300) / 1400
        colour = tuple(int(c * shade + d * (1 - shade))
                       for c, d in zip(theme.FELT, theme.FELT_DARK))
        pygame.draw.circle(pixels, colour, centre, round(radius * reach))
    _weave(pixels)
    return surface


def _weave(pixels: pygame.Surface) -> None:
    """The cloth's grain: two small tiles of darker specks, of sizes that share no
    factor, laid over each other so that no repeat shows."""
    for size, seed in ((97, 5), (61, 11)):
        grain = pygame.Surface((size, size)).convert()
        grain.fill((255, 255, 255))
        rng = random.Random(seed)
        for _ in range(size * size // 2):
            tone = 255 - rng.choice((6, 10, 14, 18))
            grain.set_at((rng.randrange(size), rng.randrange(size)), (tone, tone, tone))
        for x in range(0, pixels.get_width(), size):
            for y in range(0, pixels.get_height(), size):
                pixels.blit(grain, (x, y), special_flags=pygame.BLEND_RGB_MULT)


def card_back(size=(70, 100)) -> canvas.Canvas:
    """A card's back (`card_art`), drawn for the display's scale, once."""
    return _card_back(tuple(size), canvas.scale())


@lru_cache(maxsize=32)
def _card_back(size, factor) -> canvas.Canvas:
    return canvas.drawn_at(size, card_back_art)


class Backdrop:
    def __init__(self, drifting_cards: int = 7, seed: int = 3):
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
        surface.blit(felt_surface(), (0, 0))
        self._draw_cards(surface)
        for rect in panels:
            if rect is not None:
                self._draw_panel(surface, rect)

    def _draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        key = (rect.size, canvas.scale())
        shade = self.panels.get(key)
        if shade is None:
            shade = canvas.layer(rect.size)
            draw.rect(shade, (*theme.PANEL, 235), shade.get_rect(), border_radius=12)
            self.panels[key] = shade
        surface.blit(shade, rect)
        draw.rect(surface, theme.FELT_LIGHT, rect, 2, border_radius=12)

    def _draw_cards(self, surface: pygame.Surface) -> None:
        for x, y, _, _, phase in self.cards:
            angle = int(math.degrees(math.sin(self.time * 0.3 + phase)) * 0.4) // 3 * 3
            key = (angle, canvas.scale())
            image = self.rotated.get(key)
            if image is None:
                image = canvas.rotate(card_back(), angle)
                image.set_alpha(50)
                self.rotated[key] = image
            surface.blit(image, image.get_rect(center=(x - 100, y - 100)))
