"""Small motions every table uses: a pause that holds play while the table shows
something, and a frame pulsing round what a move touched without moving it."""

from __future__ import annotations

import math

import pygame

from scenes.core import draw
from scenes.core.anim import Sprite, Tween
from scenes.tables.kit.chrome import CURSOR_MARGIN
from scenes.widgets import theme

FLASH_SECONDS = 0.45


def hold(anim, seconds: float) -> None:
    """Keep play (and results) waiting `seconds` while the table shows something."""
    anim.add(Sprite(Tween(0.0, 1.0, seconds), lambda surface, value, progress: None))


def flash(anim, rect: pygame.Rect, delay: float = 0.0, colour=theme.GOLD,
          seconds: float = FLASH_SECONDS) -> None:
    """A frame pulsing twice round `rect`: what a move touched without moving it (a
    card looked at, a player who passed), so that no move goes unseen."""
    frame = rect.inflate(2 * CURSOR_MARGIN, 2 * CURSOR_MARGIN)

    def pulse(surface, value, progress):
        width = 2 + round(3 * abs(math.sin(progress * math.pi * 2)))
        draw.rect(surface, colour, frame, width, border_radius=10)
    anim.add(Sprite(Tween(0.0, 1.0, seconds, delay=delay), pulse))
