"""A seat's badge: its marker (colour and pattern), name, AI level, score, a line of
its own, and whether it is that seat's turn or it is thinking."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.core import draw
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
    """Fits any rect 44 px high or more; a taller one gives the detail a line of its
    own (a shorter one adds it to the line under the name), and one taller still puts
    the score at the bottom when the name would not fit beside it.  Words too long for
    a narrow badge are cut at its edge, never drawn over its neighbour."""
    outside = surface.get_clip()
    surface.set_clip(rect.clip(outside))
    try:
        _draw_badge(surface, text, rect, badge, time)
    finally:
        surface.set_clip(outside)


def _draw_badge(surface, text, rect: pygame.Rect, badge: Badge, time: float) -> None:
    border = theme.GOLD if badge.on_turn else theme.FELT_LIGHT
    draw_panel(surface, rect, 200)
    draw.rect(surface, border, rect, 3 if badge.on_turn else 1, border_radius=12)
    radius = min(16, rect.height // 3)
    draw_marker(surface, (rect.x + 10 + radius, rect.y + 8 + radius), radius, badge.seat)
    x = rect.x + 20 + 2 * radius
    size = theme.BODY_SIZE if rect.height >= 60 else theme.SMALL_SIZE
    small = theme.SMALL_SIZE - 2
    inside = rect.bottom - 3  # clear of the turn's thick border
    line_y = rect.y + 6 + size + 2
    detail_y = line_y + theme.SMALL_SIZE
    detail_apart = detail_y + text.font(small).get_height() <= inside
    score_width = _width(text, badge.score, size, True) + 10 if badge.score else 0
    room = rect.right - 6 - score_width - x  # the name ends before the score
    score_low = (score_width and _width(text, badge.name, size - 4, badge.on_turn) > room
                 and detail_y + theme.SMALL_SIZE + text.font(size, True).get_height()
                 <= inside - 4)
    if score_low:  # five badges in a row: "Yellow" over "100 pts", not "Y… 100 pts"
        room = rect.right - 6 - x
    name = badge.name + (" (you)" if badge.you else "")
    you_below = badge.you and _width(text, name, size, badge.on_turn) > room
    if you_below:  # "Red & Yellow (you)" beside "0 pts": the name alone, "you" below
        name = badge.name
    name_size = size
    while _width(text, name, name_size, badge.on_turn) > room and name_size > size - 4:
        name_size -= 2  # a little smaller before any of it is cut
    text.draw(surface, _fitted(text, name, name_size, badge.on_turn, room),
              (x, rect.y + 6 + (size - name_size) // 2), name_size,
              theme.GOLD if badge.on_turn else theme.INK, bold=badge.on_turn)
    below = badge.level
    if badge.thinking:
        dots = "." * (1 + int(time * 3) % 3)
        below = f"thinking{dots}"
    elif badge.on_turn and not badge.level:
        below = "to play"
    if you_below:
        below = "your turn" if below == "to play" else f"you \u00b7 {below}" if below else "you"
    if badge.detail and not detail_apart:  # no third line: "Normal AI · 8 markers left"
        below = f"{below} \u00b7 {badge.detail}" if below else badge.detail
    if below and line_y + theme.SMALL_SIZE <= rect.bottom:
        text.draw(surface, _fitted(text, below, small, False, rect.right - 6 - x),
                  (x, line_y), small,
                  theme.GOLD if badge.thinking or badge.on_turn else theme.INK_DIM)
    if score_low:
        text.draw(surface, badge.score, (rect.right - 10, inside - 4), size, theme.GOLD,
                  bold=True, anchor="bottomright")
    elif badge.score:
        text.draw(surface, badge.score, (rect.right - 10, rect.y + 6), size, theme.GOLD,
                  bold=True, anchor="topright")
    if badge.detail and detail_apart:
        text.draw(surface, _fitted(text, badge.detail, small, False, rect.width - 16),
                  (rect.x + 10, detail_y), small, theme.INK)


def _width(text, words: str, size: int, bold: bool) -> int:
    """Measured, not rendered: the cut-short trials would fill the text cache."""
    return text.font(size, bold).size(words)[0]


def _fitted(text, name: str, size: int, bold: bool, room: int) -> str:
    """The name, cut short with an ellipsis where it would reach the score."""
    if _width(text, name, size, bold) <= room:
        return name
    while len(name) > 1 and _width(text, name + "\u2026", size, bold) > room:
        name = name[:-1]
    return name.rstrip() + "\u2026"
