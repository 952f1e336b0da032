"""Where cards and tiles go: a centred row that overlaps to fit, and rows that wrap."""

from __future__ import annotations

import pygame


def fan(area: pygame.Rect, count: int, size: tuple[int, int], gap: int = 12) -> list[pygame.Rect]:
    """`count` rects of `size` centred in `area` on one line, spaced by `gap`, or
    overlapping as much as needed so the row never leaves the area."""
    if count <= 0:
        return []
    width, height = size
    step = width + gap
    if count > 1 and (count - 1) * step + width > area.width:
        step = max(8, (area.width - width) // (count - 1))
    total = (count - 1) * step + width
    x0 = area.centerx - total // 2
    y = area.centery - height // 2
    return [pygame.Rect(x0 + i * step, y, width, height) for i in range(count)]


def wrapped(area: pygame.Rect, count: int, size: tuple[int, int], gap: int = 8,
            line_gap: int = 10) -> list[pygame.Rect]:
    """`count` rects left to right from the area's top-left, wrapping onto new lines."""
    width, height = size
    per_line = max(1, (area.width + gap) // (width + gap))
    rects = []
    for i in range(count):
        line, col = divmod(i, per_line)
        rects.append(pygame.Rect(area.x + col * (width + gap),
                                 area.y + line * (height + line_gap), width, height))
    return rects
