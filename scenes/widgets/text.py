"""Rendered text, cached: the same string in the same style is drawn once.

Text is rendered at the size it shows (the display's scale) and handed back as a
canvas in the plan's units; `font` gives the plan's own font, for measuring."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from scenes.core import canvas
from scenes.core.assets import asset
from scenes.core.canvas import Canvas
from scenes.widgets import theme

FONT_DIR = asset("fonts")
FONT_FILES = {False: FONT_DIR / "DejaVuSans.ttf", True: FONT_DIR / "DejaVuSans-Bold.ttf"}
# Sizes in the code are design sizes (line heights); DejaVu Sans is drawn at this share.
POINT_SCALE = 0.72


class TextCache:
    def __init__(self, capacity: int = 800):
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._surfaces: OrderedDict = OrderedDict()
        self.capacity = capacity
        self.renders = 0  # how many times text was actually rendered (for tests/bench)

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The font of this design size in the plan's units: what text measures."""
        return self._font_of(round(size * POINT_SCALE), bold)

    def _font_of(self, points: int, bold: bool) -> pygame.font.Font:
        key = (max(1, points), bold)
        if key not in self._fonts:
            self._fonts[key] = pygame.font.Font(FONT_FILES[bold], key[0])
        return self._fonts[key]

    def _shown_font(self, size: int, bold: bool, factor: float) -> pygame.font.Font:
        return self._font_of(round(size * POINT_SCALE * factor), bold)

    def preload(self) -> None:
        """Open the fonts the screens use, so a new screen's first frame doesn't."""
        sizes = {theme.SMALL_SIZE + d for d in (-4, -2, 0, 2)} | {
            theme.BODY_SIZE + d for d in (-2, 0, 2, 4)} | {
            theme.HEADING_SIZE + d for d in (0, 4, 8)} | {22, theme.TITLE_SIZE}
        for size in sizes:
            for bold in (False, True):
                self.font(size, bold)
                self._shown_font(size, bold, canvas.scale())

    def render(self, text: str, size: int = theme.BODY_SIZE, colour=theme.INK,
               bold: bool = False, factor: float | None = None) -> Canvas:
        """`text` rendered for a canvas of `factor` (the display's scale by default)."""
        factor = canvas.scale() if factor is None else factor
        key = (text, size, tuple(colour), bold, factor)
        surface = self._surfaces.get(key)
        if surface is None:
            rendered = self._rendered(text, size, colour, bold, factor)
            surface = canvas.picture(rendered.convert_alpha(), factor)
            self.renders += 1
            self._surfaces[key] = surface
            if len(self._surfaces) > self.capacity:
                self._surfaces.popitem(last=False)
        else:
            self._surfaces.move_to_end(key)
        return surface

    def _rendered(self, text: str, size: int, colour, bold: bool,
                  factor: float) -> pygame.Surface:
        """The text at its shown size, never wider than it measures in the plan (the
        screens lay it out by that measure): a rounded-up font one point smaller."""
        points = round(size * POINT_SCALE * factor)
        rendered = self._font_of(points, bold).render(text, True, colour)
        if factor == 1.0:
            return rendered
        room = self.font(size, bold).size(text)[0] * factor + 1
        while rendered.get_width() > room and points > 6:
            points -= 1
            rendered = self._font_of(points, bold).render(text, True, colour)
        return rendered

    def draw(self, target: pygame.Surface, text: str, pos, size: int = theme.BODY_SIZE,
             colour=theme.INK, bold: bool = False, anchor: str = "topleft",
             shadow: bool = False) -> pygame.Rect:
        if not isinstance(target, Canvas):  # art drawn at its own size: units are pixels
            target = Canvas(target)
        surface = self.render(text, size, colour, bold, target.scale)
        rect = surface.get_rect(**{anchor: pos})
        if shadow:
            target.blit(self.render(text, size, theme.SHADOW, bold, target.scale),
                        rect.move(2, 2))
        target.blit(surface, rect)
        return rect

    def wrap(self, text: str, size: int, width: int) -> list[str]:
        """Split `text` into lines that fit `width` pixels."""
        font = self.font(size)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words, line = paragraph.split(" "), ""
            for word in words:
                trial = f"{line} {word}".strip()
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines


def counted(number: int, noun: str, plural: str = "") -> str:
    """"1 card", "3 cards": a count with its noun, plural where English wants it
    (`plural` where adding an s is not it: "matches")."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"
