"""A QR code drawn for the TV: the seat's address, dark modules on white with the quiet
zone the standard asks for, each module a whole number of pixels."""

from __future__ import annotations

from functools import lru_cache

import pygame
import segno

QUIET_MODULES = 4
DARK, LIGHT = (20, 20, 24), (250, 250, 250)


@lru_cache(maxsize=32)
def qr_surface(text: str, largest: int) -> pygame.Surface:
    """`text` as a QR code at most `largest` pixels wide."""
    matrix = segno.make(text, error="m", micro=False).matrix
    modules = len(matrix) + 2 * QUIET_MODULES
    scale = max(1, largest // modules)
    surface = pygame.Surface((modules * scale, modules * scale))
    surface.fill(LIGHT)
    for row, line in enumerate(matrix):
        for col, dark in enumerate(line):
            if dark:
                surface.fill(DARK, ((col + QUIET_MODULES) * scale,
                                    (row + QUIET_MODULES) * scale, scale, scale))
    return surface
