"""The move log: each move in plain words, as its mover saw it and as everyone else
may, newest last; undo drops a move's lines with it.  It reads like a story: a hand's
last line says how it ended, and a heading opens the next one."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from scenes.widgets import theme
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part

LINE_HEIGHT = 22
HEADING_ROOM = 30  # "What happened" above the lines
HEADING = "What happened"
TOLD = -1  # the seat of a line that is no one's move: how a hand ended, the next one's start


@dataclass
class LogLine:
    """One move in the log: as its mover saw it, and as everyone else may."""

    seat: int
    mine: str
    public: str
    move: int = -1  # how many moves had been made before it: undo drops it with its move

    def text_for(self, viewer: int | None) -> str:
        return self.mine if viewer == self.seat else self.public


class MoveLog(list):
    """The lines of the log (a list of LogLine), and how they are shown."""

    def __init__(self, lines=()):
        super().__init__(lines)
        self._shown: tuple = (None, [])  # (what `shown` read, the lines it gave)

    def tell(self, words: str, move: int) -> None:
        """A line that is no one's move (everyone reads it the same), made by move `move`."""
        self.append(LogLine(TOLD, words, words, move))

    def drop_moves_from(self, move: int) -> None:
        """Undo: the lines of moves `move` and later go."""
        self[:] = [line for line in self if line.move < move]

    def shown(self, viewer, rect, wrap, lines: int = 12) -> list[str]:
        """The last moves' words as `viewer` may read them, wrapped to `rect` by
        `wrap(words, width)`: at most `lines`, whole moves only, never a move's tail."""
        room = max(1, min(lines, (rect.height - HEADING_ROOM) // LINE_HEIGHT))
        key = (room, viewer, rect.width, tuple(self[-room:]))  # every line shown is in these
        if self._shown[0] != key:
            shown: list[str] = []
            for line in reversed(self):  # newest last, wrapped to the panel's width
                wrapped = wrap(line.text_for(viewer), rect.width - 20)
                if len(shown) + len(wrapped) > room:
                    shown = shown or wrapped[:room]
                    break
                shown = wrapped + shown
            self._shown = (key, shown)
        return list(self._shown[1])

    def part(self, text, rect, shown: list[str]) -> Part:
        """The log's panel as a still part."""
        return Part("log", rect, tuple(shown), partial(draw_lines, text=text, rect=rect,
                                                       shown=tuple(shown)))


def heading_rect(text, rect) -> pygame.Rect:
    """Where the log at `rect` writes its heading."""
    width, height = text.font(theme.SMALL_SIZE).size(HEADING)
    return pygame.Rect(rect.x + 10, rect.y + 6, width, height)


def draw_lines(surface, text, rect, shown) -> None:
    draw_panel(surface, rect, 170)
    text.draw(surface, HEADING, (rect.x + 10, rect.y + 6), theme.SMALL_SIZE, theme.GOLD)
    for i, words in enumerate(shown):
        newest = i == len(shown) - 1
        text.draw(surface, words, (rect.x + 10, rect.y + HEADING_ROOM + i * LINE_HEIGHT),
                  theme.SMALL_SIZE - 2, theme.INK if newest else theme.INK_DIM)
