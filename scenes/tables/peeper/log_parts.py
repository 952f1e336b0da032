"""The Peeper table's move log as still parts: its panel and heading, which change
only when a hint or the call box takes the foot of its column, and its lines of
words, LOG_GROUP lines a part, so that a move draws again only the words, not the
whole panel, in parts small enough to share a frame."""

from __future__ import annotations

from functools import partial

import pygame

from scenes.widgets import theme
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part

LOG_GROUP = 4  # lines of the log kept as one part


class GroupedLog:
    def __init__(self, table):
        self.table = table

    def parts(self, lines: int, area: pygame.Rect) -> list[Part]:
        """The log's panel at `area`, with as many of the last moves' lines as fit."""
        table = self.table
        shown = tuple(table.log.shown(table.viewer, area, table.parts.wrap, lines))
        return table.parts.kept("log", (shown, tuple(area)),
                                partial(self._make_parts, shown, area))

    def _make_parts(self, shown: tuple[str, ...], area: pygame.Rect) -> list[Part]:
        newest = len(shown) - 1
        lines = tuple((words, (area.x + 10, area.y + 30 + i * 22),
                       theme.INK if i == newest else theme.INK_DIM)
                      for i, words in enumerate(shown))
        return [Part("log", area, tuple(area), partial(self._draw_panel, area=area)),
                *(self._lines_part(f"log:{start}", lines[start:start + LOG_GROUP], area)
                  for start in range(0, len(lines), LOG_GROUP))]

    def _lines_part(self, name: str, lines: tuple, area: pygame.Rect) -> Part:
        """A few lines of the log: (words, where, colour) each, cut at the panel's edge."""
        table = self.table
        size = theme.SMALL_SIZE - 2
        rooms = [table.parts.text_room(words, at, size) for words, at, _ in lines]
        return Part(name, rooms[0].unionall(rooms[1:]).clip(area), lines,
                    partial(self._draw_group, lines=lines, area=area))

    def _draw_group(self, surface, lines: tuple, area: pygame.Rect) -> None:
        outside = surface.get_clip()
        surface.set_clip(outside.clip(area))
        try:
            for words, at, colour in lines:
                self.table.app.text.draw(surface, words, at, theme.SMALL_SIZE - 2, colour)
        finally:
            surface.set_clip(outside)

    def _draw_panel(self, surface, area: pygame.Rect) -> None:
        """The log's panel and heading, as the kit's `log.draw_lines` draws them under
        its lines."""
        draw_panel(surface, area, 170)
        self.table.app.text.draw(surface, "What happened", (area.x + 10, area.y + 6),
                                 theme.SMALL_SIZE, theme.GOLD)
