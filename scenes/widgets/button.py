"""Buttons on a table, each labelled with the key or controller button that presses
it, read from the current bindings (a remapped key shows its new name)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

import pygame

from scenes.core import draw
from scenes.core.input import Intent
from scenes.widgets import theme


def binding_label(bindings, intent: Intent, device_kind: str = "keyboard") -> str:
    """The key (or, for "pad", the controller button) now bound to `intent`."""
    return bindings.label(intent, "pad" if device_kind == "pad" else "key")


@dataclass
class Button:
    """A table button: pressed by a click, or by its intent's key or pad button."""

    name: str  # identifies the button in tests and targets
    label: str
    on_press: Callable[[], None]
    intent: Intent | None = None
    enabled: bool = True
    rect: pygame.Rect | None = None  # placed by the table's button bar
    says: str = ""  # what pressing it does, said by ear where the label leaves it out
    in_ring: bool = True  # an entry of the NEXT / PREV ring (unless the table says not)

    def caption(self, bindings, device_kind: str) -> str:
        if self.intent is None or bindings is None:
            return self.label
        glyph = binding_label(bindings, self.intent, device_kind)
        return f"{self.label} ({glyph})" if glyph else self.label


def place_buttons(buttons: list[Button], area: pygame.Rect, text, captions: list[str],
                  gap: int = 12, size: int = theme.SMALL_SIZE + 2) -> None:
    """Lay buttons in `area`: left to right, each as wide as its caption needs, or,
    in an area taller than it is wide, one above the other at the area's width."""
    if area.height > area.width and buttons:
        height = min(52, (area.height - gap * (len(buttons) - 1)) // len(buttons))
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(area.x, area.y + i * (height + gap), area.width, height)
        return
    x = area.x
    font = text.font(size, True)
    for button, caption in zip(buttons, captions):
        width = max(120, caption_width(font, caption) + 40)
        button.rect = pygame.Rect(x, area.y, width, area.height)
        x += width + gap


@lru_cache(maxsize=512)
def caption_width(font, caption: str) -> int:
    """A caption's width in `font`: measured once (the bar is laid out every frame)."""
    return font.size(caption)[0]


FOCUS_FRAME = 4  # the cursor's frame on a button, inside its edge


def draw_button(surface, text, button: Button, caption: str, hovered: bool = False,
                size: int = theme.SMALL_SIZE + 2, focused: bool = False) -> None:
    """A button; `focused`: the cursor is on it (NEXT / PREV), ringed in light, then
    in gold (red where it can't be pressed now)."""
    rect = button.rect
    live = button.enabled
    fill = theme.FELT_LIGHT if (hovered or focused) and live else theme.PANEL
    draw.rect(surface, theme.SHADOW, rect.move(0, 3), border_radius=10)
    draw.rect(surface, fill, rect, border_radius=10)
    if focused:  # a light ring round a gold one: unlike any button not focused
        draw.rect(surface, theme.INK, rect, FOCUS_FRAME, border_radius=10)
        draw.rect(surface, theme.GOLD if live else theme.ALERT,
                         rect.inflate(-2 * FOCUS_FRAME, -2 * FOCUS_FRAME), 2, border_radius=8)
    else:
        draw.rect(surface, theme.GOLD if live else theme.INK_DIM, rect, 2,
                         border_radius=10)
    text.draw(surface, caption, rect.center, size, theme.INK if live else theme.INK_DIM,
              bold=live, anchor="center")
