"""A seat's badge: its marker (colour and pattern), name, AI level, score, a line of
its own, and whether it is that seat's turn or it is thinking."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.widgets import theme
from scenes.widgets.cards import draw_marker
from scenes.widgets.panel import draw_panel

LEVEL_NAMES = {"random": "Random", "easy": "Easy AI", "normal": "Normal AI",
               "hard": "Hard AI", "perfect": "Perfect AI", "scripted": ""}  # a tutorial's seat: no level


def level_name(kind: str) -> str:
    """'hard:300' -> 'Hard AI'; a human seat has no level."""
    if kind == "human":
        return ""
    base = kind.split(":")[0]
    return LEVEL_NAMES.get(base, base.title())


@dataclass
class Badge:
    seat: int
    name: str
    level: str = ""  # "Hard AI", or "" for a human
    score: str = ""  # "14 pts", drawn large at the right
    detail: str = ""  # one more line: "7 cards", "2 skips owed"
    on_turn: bool = False
    thinking: bool = False
    you: bool = False

    def key(self) -> tuple:
        """All it shows, as a value (for a kept part's key)."""
        return (self.seat, self.name, self.level, self.score, self.detail, self.on_turn,
                self.thinking, self.you)


def draw_badge(surface, text, rect: pygame.Rect, badge: Badge, time: float = 0.0) -> None:
    """Fits any rect 44 px high or more; a taller one shows the detail line too.  Words
    too long for a narrow badge are cut at its edge, never drawn over its neighbour."""
    outside = surface.get_clip()
    surface.set_clip(rect.clip(outside))
    try:
        _draw_badge(surface, text, rect, badge, time)
    finally:
        surface.set_clip(outside)


def _draw_badge(surface, text, rect: pygame.Rect, badge: Badge, time: float) -> None:
    border = theme.GOLD if badge.on_turn else theme.FELT_LIGHT
    draw_panel(surface, rect, 200)
    pygame.draw.rect(surface, border, rect, 3 if badge.on_turn else 1, border_radius=12)
    radius = min(16, rect.height // 3)
    draw_marker(surface, (rect.x + 10 + radius, rect.y + 8 + radius), radius, badge.seat)
    x = rect.x + 20 + 2 * radius
    size = theme.BODY_SIZE if rect.height >= 60 else theme.SMALL_SIZE
    name = badge.name + (" (you)" if badge.you else "")
    text.draw(surface, name, (x, rect.y + 6), size, theme.GOLD if badge.on_turn else theme.INK,
              bold=badge.on_turn)
    below = badge.level
    if badge.thinking:
        dots = "." * (1 + int(time * 3) % 3)
        below = f"thinking{dots}"
    elif badge.on_turn and not badge.level:
        below = "to play"
    line_y = rect.y + 6 + size + 2
    if below and line_y + theme.SMALL_SIZE <= rect.bottom:
        text.draw(surface, below, (x, line_y), theme.SMALL_SIZE - 2,
                  theme.GOLD if badge.thinking or badge.on_turn else theme.INK_DIM)
    if badge.score:
        text.draw(surface, badge.score, (rect.right - 10, rect.y + 6), size, theme.GOLD,
                  bold=True, anchor="topright")
    detail_y = line_y + theme.SMALL_SIZE
    if badge.detail and detail_y + theme.SMALL_SIZE - 4 <= rect.bottom:
        text.draw(surface, badge.detail, (rect.x + 10, detail_y), theme.SMALL_SIZE - 2,
                  theme.INK)
