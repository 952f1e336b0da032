"""Where everything stands on the Procession table: the seats' badges along the top,
the row of digits as big tiles, the row as a flip would leave it (small, under the
run lengths made), and a hint's reason over the log's top, the log below it."""

from __future__ import annotations

import pygame

from scenes.tables.kit.hinting import panel_height
from scenes.widgets.rows import fan

TILE_GAP = 12
PREVIEW_TILE = (38, 52)  # the most a small tile of the preview takes
PREVIEW_GAP = 4
SEAT_GAP = 10  # between the seats' badges
ONE_ROW = 3  # the most seats whose badges share one row
HINT_GAP = 8  # between a hint's reason and the log under it


class Geometry:
    """The rects of a row of `n` digits in `layout`."""

    def __init__(self, layout, n: int):
        self.layout = layout
        self.n = n
        row = layout["row"]
        width = min(96, (row.width - (n - 1) * TILE_GAP) // n)
        self.tile_size = (width, min(row.height - 20, int(width * 1.35)))
        strip = layout["preview"].width - 20
        small = min(PREVIEW_TILE[0], (strip - (n - 1) * PREVIEW_GAP) // n)
        self.preview_tile = (small, min(PREVIEW_TILE[1], round(small * 1.37)))

    def tile_rects(self) -> list[pygame.Rect]:
        return fan(self.layout["row"], self.n, self.tile_size, TILE_GAP)

    def seat_rect(self, seat: int, count: int) -> pygame.Rect:
        """Seat `seat`'s badge, the `count` seats sharing the top: up to three in a row
        (a badge with a line each for its name, its turn or AI and its moves), from
        four on two rows of three at most (a badge wide enough for "Normal AI · 10
        moves made" under its name: six in a row cut every word short)."""
        area = self.layout["seats"]
        rows = 1 if count <= ONE_ROW else 2
        across = -(-count // rows)
        width = (area.width - SEAT_GAP * (across - 1)) // across
        height = (area.height - SEAT_GAP * (rows - 1)) // rows
        row, column = divmod(seat, across)
        return pygame.Rect(area.x + column * (width + SEAT_GAP),
                           area.y + row * (height + SEAT_GAP), width, height)

    def preview_rects(self) -> list[pygame.Rect]:
        """The row as a flip would leave it, small, under the preview panel's title."""
        area = self.layout["preview"]
        strip = pygame.Rect(area.x, area.y + 30, area.width, area.height - 34)
        return fan(strip, self.n, self.preview_tile, PREVIEW_GAP)

    def hint_area(self, lines: int) -> pygame.Rect:
        """A hint's reason, `lines` long, over the log's top."""
        log = self.layout["log"]
        return pygame.Rect(log.x, log.y, log.width, min(log.height, panel_height(lines)))

    def log_area(self, hint: pygame.Rect | None) -> pygame.Rect:
        """The log, below a hint's reason when one stands over its top."""
        log = self.layout["log"]
        if hint is None:
            return log
        top = min(hint.bottom + HINT_GAP, log.bottom - 30)
        return pygame.Rect(log.x, top, log.width, log.bottom - top)
