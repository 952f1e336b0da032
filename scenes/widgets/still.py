"""What stays put on a table between changes, drawn once and kept.

A table names its parts: each with the rect it draws inside, a key of everything its
look depends on, and how to draw it.  The layer keeps them on one opaque copy of the
backdrop and draws a part again only when its key or rect changes: the backdrop is
put back in the old and new rects, and every part there is drawn again, clipped to
them (so parts may overlap, and drawing order is kept).  A frame then costs one blit
of the layer; what moves (sprites, the cursor, a pulsing glow) is drawn on top.

Keys must be values (tuples, strings, numbers, frozen dataclasses), never a list or
object that changes in place: a key is compared with the one kept from the last draw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import pygame


@dataclass
class Part:
    name: str
    rect: pygame.Rect  # nothing of the part is drawn outside it
    key: Hashable
    draw: Callable[[pygame.Surface], None]


class StillLayer:
    def __init__(self, backdrop: pygame.Surface):
        self.backdrop = backdrop
        self.surface = backdrop.copy()
        self.drawn: dict[str, tuple[pygame.Rect, Hashable]] = {}
        self.repaints = 0  # rects drawn again (tests read it)

    def forget(self) -> None:
        """Draw every part again next time (the screen was resized, the art changed)."""
        self.drawn.clear()
        self.surface.blit(self.backdrop, (0, 0))

    def compose(self, screen: pygame.Surface, parts: list[Part]) -> None:
        """Bring the kept parts up to date and show them: the frame's first blit."""
        dirty = self._changed(parts)
        for rect in _merged(dirty):
            self._repaint(rect, parts)
        self.drawn = {part.name: (part.rect, part.key) for part in parts}
        screen.blit(self.surface, (0, 0))

    def _changed(self, parts: list[Part]) -> list[pygame.Rect]:
        dirty = []
        for part in parts:
            was = self.drawn.get(part.name)
            if was is None:
                dirty.append(part.rect)
            elif was[0] != part.rect or was[1] != part.key:
                dirty.append(part.rect)
                if was[0] != part.rect:
                    dirty.append(was[0])
        names = {part.name for part in parts}
        dirty += [rect for name, (rect, _) in self.drawn.items() if name not in names]
        return [rect for rect in dirty if rect.width > 0 and rect.height > 0]

    def _repaint(self, rect: pygame.Rect, parts: list[Part]) -> None:
        surface = self.surface
        rect = rect.clip(surface.get_rect())
        surface.blit(self.backdrop, rect, rect)
        surface.set_clip(rect)
        try:
            for part in parts:
                if part.rect.colliderect(rect):
                    part.draw(surface)
        finally:
            surface.set_clip(None)
        self.repaints += 1


def _merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rects joined, so no part is drawn twice over the same pixels."""
    merged: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.copy()
        joined = True
        while joined:
            joined = False
            for other in merged:
                if other.colliderect(rect):
                    merged.remove(other)
                    rect.union_ip(other)
                    joined = True
                    break
        merged.append(rect)
    return merged
