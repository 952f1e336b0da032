"""Tiles as the tables show them: Peeper's engraved numbered tiles (the X golden, a
played X with the value it stands for, the marked 1 ringed) and Procession's thick 0
and 1 digits, drawn by `tile_art` for the pixels they cover and kept per scale.
Colour is never the only signal: a wild tile is hatched with patterns on, and a 1
digit is dark with a raised bar, a 0 light and hollow."""

from __future__ import annotations

from scenes.core import canvas, draw
from scenes.widgets.tile_art import peeper_tile, procession_digit

IVORY = (246, 238, 214)
NAVY = (40, 58, 112)  # a tile's back: face down, as it is dealt to another player


class TileArt:
    def __init__(self, text, size: tuple[int, int] = (50, 72)):
        self.text = text
        self.size = size
        self.cache: dict = {}

    def image(self, label: str, wild: bool = False, patterns: bool = False,
              marked: bool = False, stands_for: str | None = None) -> canvas.Canvas:
        """A numbered tile; a wild one is golden (and hatched with patterns on), with
        the value it stands for once played; the marked 1 ringed."""
        return self._kept(("tile", label, wild, patterns, marked, stands_for),
                          lambda pixels: peeper_tile(pixels, label, wild=wild, marked=marked,
                                                     stands_for=stands_for, patterns=patterns))

    def digit(self, value: int) -> canvas.Canvas:
        """A 0 or 1 of Procession's row."""
        return self._kept(("digit", value), lambda pixels: procession_digit(pixels, value))

    def back(self) -> canvas.Canvas:
        """A tile face down."""
        key = ("back", canvas.scale())
        if key not in self.cache:
            surface = canvas.layer(self.size)
            rect = surface.get_rect()
            radius = max(6, self.size[0] // 7)
            draw.rect(surface, NAVY, rect, border_radius=radius)
            draw.rect(surface, IVORY, rect, 2, border_radius=radius)
            draw.rect(surface, IVORY, rect.inflate(-self.size[0] // 3, -self.size[1] // 3), 1,
                      border_radius=radius // 2)
            self.cache[key] = surface
        return self.cache[key]

    def _kept(self, key: tuple, draw_art) -> canvas.Canvas:
        key = (*key, canvas.scale())
        image = self.cache.get(key)
        if image is None:
            image = self.cache[key] = canvas.drawn_at(self.size, draw_art)
        return image
