"""A vertical list of choices, driven by any device.

Items are plain labels that act on CONFIRM, or settings rows whose value changes with
LEFT/RIGHT (and CONFIRM, which steps forward).  The mouse hovers and clicks.  The last
`pinned` items stay put below the scrolling rows (a Start button that never scrolls
out of sight).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from scenes.core import canvas, draw
from scenes.core.input import Intent, IntentEvent
from scenes.widgets import theme


@dataclass
class MenuItem:
    label: str
    on_confirm: Callable[[], None] | None = None
    value: Callable[[], str] | None = None  # a settings row shows its current value
    on_change: Callable[[int], None] | None = None  # step -1 / +1
    enabled: Callable[[], bool] = lambda: True
    hint: str = ""
    detail: Callable[[], str] | None = None  # a second, smaller line under the label


class MenuList:
    def __init__(self, items: list[MenuItem], topleft: tuple[int, int], width: int = 420,
                 row_height: int = 50, size: int = theme.BODY_SIZE + 4,
                 visible_rows: int | None = None, pinned: int = 0,
                 pinned_topleft: tuple[int, int] | None = None):
        self.items = items
        self.pinned = pinned
        self.pinned_topleft = pinned_topleft
        self.visible_rows = visible_rows or len(items)
        self.offset = 0
        self.topleft = topleft
        self.width = width
        self.row_height = row_height
        self.size = size
        self.index = self._first_enabled()
        self.rects: list[pygame.Rect] = []
        self.pulse = 0.0
        self.focused = True  # False: another column has the focus; the choice shows dimly
        self._layout()

    def _layout(self) -> None:
        """Place the rows, scrolled so that the current one is visible."""
        scrolling = len(self.items) - self.pinned
        if self.index < scrolling:
            if self.index < self.offset:
                self.offset = self.index
            elif self.index >= self.offset + self.visible_rows:
                self.offset = self.index - self.visible_rows + 1
        self.offset = max(0, min(self.offset, scrolling - self.visible_rows))
        x, y = self.topleft
        off_screen = pygame.Rect(-1000, -1000, 0, 0)
        self.rects = [
            pygame.Rect(x, y + (i - self.offset) * self.row_height, self.width,
                        self.row_height - 6)
            if self.offset <= i < self.offset + self.visible_rows else off_screen
            for i in range(scrolling)]
        px, py = self.pinned_topleft or (x, y + self.visible_rows * self.row_height + 24)
        self.rects += [pygame.Rect(px, py + k * (self.row_height + 8), self.width,
                                   self.row_height + 2) for k in range(self.pinned)]

    def set_items(self, items: list[MenuItem]) -> None:
        self.items = items
        self.index = min(self.index, len(items) - 1)
        if items and not self.current.enabled():
            self.move(1)
        self._layout()

    def select(self, label: str) -> bool:
        """Make the item so labelled the current one, if there is one."""
        for i, item in enumerate(self.items):
            if item.label == label:
                self.index = i
                self._layout()
                return True
        return False

    def _first_enabled(self) -> int:
        for i, item in enumerate(self.items):
            if item.enabled():
                return i
        return 0

    @property
    def current(self) -> MenuItem:
        return self.items[self.index]

    def move(self, step: int) -> None:
        for _ in range(len(self.items)):
            self.index = (self.index + step) % len(self.items)
            if self.items[self.index].enabled():
                break
        self._layout()

    def handle(self, event: IntentEvent) -> bool:
        """React to an intent; True if the menu used it."""
        intent = event.intent
        if event.pos is not None and intent in (Intent.POINT, Intent.CONFIRM):
            hit = self.item_at(event.pos)
            if hit is None:
                return False
            self.index = hit
            if intent == Intent.POINT:
                return True
        if intent in (Intent.UP, Intent.PREV):  # PREV / NEXT: the mouse wheel too
            self.move(-1)
        elif intent in (Intent.DOWN, Intent.NEXT):
            self.move(1)
        elif intent in (Intent.LEFT, Intent.RIGHT) and self.current.on_change:
            self.current.on_change(-1 if intent == Intent.LEFT else 1)
        elif intent == Intent.CONFIRM:
            item = self.current
            if not item.enabled():
                return True
            if item.on_confirm:
                item.on_confirm()
            elif item.on_change:
                item.on_change(1)
        else:
            return False
        self._layout()
        return True

    def item_at(self, pos) -> int | None:
        for i, rect in enumerate(self.rects):
            if rect.collidepoint(pos) and self.items[i].enabled():
                return i
        return None

    def update(self, dt: float) -> None:
        self.pulse = (self.pulse + dt) % 1.0

    def draw(self, surface: pygame.Surface, text) -> None:
        import math
        glow = 0.5 + 0.5 * math.sin(self.pulse * 2 * math.pi)
        scrolling = len(self.items) - self.pinned
        for i, (item, rect) in enumerate(zip(self.items, self.rects)):
            if rect.x < 0:
                continue
            if i >= scrolling:
                self._draw_button(surface, text, item, rect, i == self.index, glow)
            else:
                self._draw_row(surface, text, item, rect, i == self.index, glow)
        if self.offset > 0:
            text.draw(surface, "\u25b2 more", (self.topleft[0] + self.width // 2,
                      self.topleft[1] - 4), theme.SMALL_SIZE, theme.INK_DIM, anchor="midbottom")
        if self.offset + self.visible_rows < scrolling:
            bottom = self.topleft[1] + self.visible_rows * self.row_height
            text.draw(surface, "\u25bc more", (self.topleft[0] + self.width // 2, bottom),
                      theme.SMALL_SIZE, theme.INK_DIM, anchor="midtop")

    def _draw_row(self, surface, text, item, rect, selected, glow) -> None:
        enabled = item.enabled()
        if selected and self.focused:
            band = canvas.layer(rect.size)
            band.fill((*theme.GOLD, int(50 + 40 * glow)))
            surface.blit(band, rect)
            draw.rect(surface, theme.GOLD, rect, 2, border_radius=6)
            text.draw(surface, "\u25b6", (rect.x + 10, rect.centery), self.size - 8,
                      theme.GOLD, anchor="midleft")
        colour = theme.INK if enabled else theme.INK_DIM
        detail = item.detail() if item.detail else ""
        label_y = rect.y + rect.height * 0.34 if detail else rect.centery
        text.draw(surface, item.label, (rect.x + 34, label_y), self.size,
                  theme.GOLD if selected and not self.focused else colour,
                  bold=selected, anchor="midleft")
        if detail:
            text.draw(surface, detail, (rect.x + 36, rect.y + rect.height * 0.78),
                      theme.SMALL_SIZE, theme.GOLD if selected else theme.INK_DIM,
                      anchor="midleft")
        if item.value is not None:
            arrows = selected and item.on_change is not None
            shown = f"\u25c0 {item.value()} \u25b6" if arrows else item.value()
            text.draw(surface, shown, (rect.right - 12, rect.centery), self.size,
                      theme.GOLD if selected else colour, anchor="midright")

    def _draw_button(self, surface, text, item, rect, selected, glow) -> None:
        """A pinned item: a filled button, brighter when chosen."""
        fill = theme.GOLD if selected else theme.PANEL
        draw.rect(surface, fill, rect, border_radius=10)
        draw.rect(surface, theme.GOLD, rect.inflate(int(4 * glow), int(4 * glow))
                         if selected else rect, 3, border_radius=10)
        colour = theme.PANEL if selected else theme.GOLD
        text.draw(surface, item.label, rect.center, self.size + 4, colour, bold=True,
                  anchor="center")
