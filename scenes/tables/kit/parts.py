"""Making a table's still parts (scenes/widgets/still.py) cheaply: lines of words
measured without drawing them, badges, and groups of parts made again only when what
they show changes.  Most frames change nothing, and every frame asks for the parts."""

from __future__ import annotations

from functools import partial

import pygame

from scenes.widgets import theme
from scenes.widgets.badge import Badge, draw_badge
from scenes.widgets.still import Part

MEASURED_KEPT = 1000  # text sizes remembered before the cache starts again
WRAPPED_KEPT = 500


class PartMaker:
    def __init__(self, text):
        self.text = text
        self._groups: dict[str, tuple] = {}  # group -> (key, parts)
        self._sizes: dict[tuple, tuple[int, int]] = {}  # (words, size, bold) -> size
        self._wrapped: dict[tuple, list[str]] = {}

    def kept(self, group: str, key, build) -> list[Part]:
        """The parts `build` makes, made again only when `key` (all they show) changes."""
        kept = self._groups.get(group)
        if kept is None or kept[0] != key:
            kept = (key, build())
            self._groups[group] = kept
        return kept[1]

    def text_room(self, words: str, pos, size: int, anchor: str = "topleft",
                  bold: bool = False) -> pygame.Rect:
        """Room for words as `text.draw` puts them (shadow aside), measured without
        drawing them (that waits for their part's turn): 2 px to spare all round."""
        style = (words, size, bold)
        if style not in self._sizes:
            if len(self._sizes) > MEASURED_KEPT:
                self._sizes.clear()
            self._sizes[style] = self.text.font(size, bold).size(words)
        rect = pygame.Rect((0, 0), self._sizes[style])
        setattr(rect, anchor, pos)
        return rect.inflate(4, 4)

    def line(self, name: str, words: str, pos, size: int, colour, anchor: str = "topleft",
             bold: bool = False) -> Part:
        """One line of words as a part, where `text.draw` puts them."""
        return Part(name, self.text_room(words, pos, size, anchor, bold),
                    (words, pos, size, colour, anchor, bold),
                    partial(self._draw_words, words=words, pos=pos, size=size, colour=colour,
                            anchor=anchor, bold=bold))

    def _draw_words(self, surface, words: str, pos, size: int, colour, anchor: str,
                    bold: bool) -> None:
        if words:
            self.text.draw(surface, words, pos, size, colour, bold=bold, anchor=anchor)

    def badge(self, name: str, rect: pygame.Rect, badge: Badge, clock: float) -> Part:
        """A seat's badge as a still part: only its thinking dots change with time."""
        dots = int(clock * 3) % 3 if badge.thinking else 0
        return Part(name, rect.inflate(2, 2), (badge.key(), dots),
                    partial(draw_badge, text=self.text, rect=rect, badge=badge, time=dots / 3))

    def wrap(self, words: str, width: int, size: int = theme.SMALL_SIZE - 2) -> list[str]:
        """`words` split into lines of at most `width` pixels, worked out once."""
        key = (words, width, size)
        if key not in self._wrapped:
            if len(self._wrapped) > WRAPPED_KEPT:
                self._wrapped.clear()
            self._wrapped[key] = self.text.wrap(words, size, width)
        return self._wrapped[key]
