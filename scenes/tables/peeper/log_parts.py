"""The Peeper table's move log as still parts: its panel and heading, which never
change, and its lines of words, LOG_GROUP lines a part, so that a move draws again
only the words, not the whole panel, in parts small enough to share a frame."""

from __future__ import annotations

from functools import partial

from scenes.widgets import theme
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part

LOG_GROUP = 4  # lines of the log kept as one part


class GroupedLog:
    def __init__(self, table):
        self.table = table

    def parts(self, lines: int) -> list[Part]:
        shown = tuple(self.table.log_lines(lines))
        return self.table.parts.kept("log", shown, partial(self._make_parts, shown))

    def _make_parts(self, shown: tuple[str, ...]) -> list[Part]:
        area = self.table.layout["log"]
        newest = len(shown) - 1
        lines = tuple((words, (area.x + 10, area.y + 30 + i * 22),
                       theme.INK if i == newest else theme.INK_DIM)
                      for i, words in enumerate(shown))
        return [Part("log", area, (), self._draw_panel),
                *(self._lines_part(f"log:{start}", lines[start:start + LOG_GROUP])
                  for start in range(0, len(lines), LOG_GROUP))]

    def _lines_part(self, name: str, lines: tuple) -> Part:
        """A few lines of the log: (words, where, colour) each, cut at the panel's edge."""
        table = self.table
        area = table.layout["log"]
        size = theme.SMALL_SIZE - 2
        rooms = [table.parts.text_room(words, at, size) for words, at, _ in lines]
        return Part(name, rooms[0].unionall(rooms[1:]).clip(area), lines,
                    partial(self._draw_group, lines=lines))

    def _draw_group(self, surface, lines: tuple) -> None:
        outside = surface.get_clip()
        surface.set_clip(outside.clip(self.table.layout["log"]))
        try:
            for words, at, colour in lines:
                self.table.app.text.draw(surface, words, at, theme.SMALL_SIZE - 2, colour)
        finally:
            surface.set_clip(outside)

    def _draw_panel(self, surface) -> None:
        """The log's panel and heading, as the kit's `log.draw_lines` draws them under
        its lines."""
        area = self.table.layout["log"]
        draw_panel(surface, area, 170)
        self.table.app.text.draw(surface, "What happened", (area.x + 10, area.y + 6),
                                 theme.SMALL_SIZE, theme.GOLD)
