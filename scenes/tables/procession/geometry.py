"""Where everything stands on the Procession table: the seats' badges along the top,
the row of digits as big tiles, the turn panel with its small preview of a flip, and
a hint's reason beside the Hint button."""

from __future__ import annotations

import pygame

from scenes.tables.kit.hinting import panel_beside
from scenes.widgets.rows import fan

TILE_GAP = 12
PREVIEW_TILE = (38, 52)
PREVIEW_GAP = 6
SEAT_GAP = 10  # between the seats' badges
HINT_GAP = 8  # pixels between the turn panel and a hint under it
TURN_WORDS_HEIGHT = 95  # the turn panel's headline and the line under it


class Geometry:
    """The rects of a row of `n` digits in `layout`."""

    def __init__(self, layout, n: int):
        self.layout = layout
        self.n = n
        row = layout["row"]
        width = min(96, (row.width - (n - 1) * TILE_GAP) // n)
        self.tile_size = (width, min(row.height - 20, int(width * 1.35)))

    def tile_rects(self) -> list[pygame.Rect]:
        return fan(self.layout["row"], self.n, self.tile_size, TILE_GAP)

    def seat_rect(self, seat: int, count: int) -> pygame.Rect:
        """Seat `seat`'s badge, the `count` seats sharing the top row."""
        area = self.layout["seats"]
        width = (area.width - SEAT_GAP * (count - 1)) // count
        return pygame.Rect(area.x + seat * (width + SEAT_GAP), area.y, width, area.height)

    def turn_words(self) -> pygame.Rect:
        """The turn panel's words: whose move, who won and why."""
        area = self.layout["turn"]
        return pygame.Rect(area.x, area.y, area.width, TURN_WORDS_HEIGHT)

    def preview_rects(self) -> list[pygame.Rect]:
        """The row as a flip would leave it, small, under the turn panel's words."""
        area = self.layout["turn"]
        strip = pygame.Rect(area.x, area.y + 100, area.width, 56)
        return fan(strip, self.n, PREVIEW_TILE, PREVIEW_GAP)

    def hint_area(self, buttons, lines: int) -> pygame.Rect:
        """A hint's reason beside the Hint button, under the row it is about; never
        over the turn panel and its preview of the flip, however many lines it takes."""
        area = panel_beside(self.layout["buttons"], buttons, lines)
        area.top = max(area.top, self.layout["turn"].bottom + HINT_GAP)
        return area
