"""What stays put on a table between changes, drawn once and kept.

A table names its parts: each with the rect it draws inside, a key of everything its
look depends on, and how to draw it.  The layer keeps them on one opaque copy of the
backdrop and draws a part again only when its key or rect changes: the backdrop is
put back in the old and new rects, and every part there is drawn again, clipped to
them (so parts may overlap, and drawing order is kept).  A frame then costs one blit
of the layer; what moves (sprites, the cursor, a pulsing glow) is drawn on top.  When
many parts change at once (a move), they are drawn again over a few frames, in the
order the table lists them (those left waiting first), within a small share of each
frame.

Keys must be values (tuples, strings, numbers, frozen dataclasses), never a list or
object that changes in place: a key is compared with the one kept from the last draw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import pygame

# Pixels a frame may draw again (an eighth of the screen): drawing costs about in step
# with the area drawn, and a count of pixels, unlike a clock, gives the same frames on
# every machine, so that tests can compare screens.
REPAINT_AREA = 1280 * 720 // 8
JOIN_WASTE = 1.25  # two rects to draw over are joined if that adds at most a quarter
DRAWN_EARLY = object()  # the key of a part drawn before its own turn: never equal to one


@dataclass
class Part:
    name: str
    rect: pygame.Rect  # nothing of the part is drawn outside it
    key: Hashable
    draw: Callable[[pygame.Surface], None]


class StillLayer:
    def __init__(self, backdrop: pygame.Surface, budget: int = REPAINT_AREA):
        self.backdrop = backdrop
        self.surface = backdrop.copy()
        self.budget = budget
        self.drawn: dict[str, tuple[pygame.Rect, Hashable]] = {}
        self.pending = False  # parts left to bring up to date on the next frames
        # Their names: drawn first next frame, so that a part changing every frame (a
        # word being written) never keeps a part after it waiting.
        self.waiting: set[str] = set()
        self.repaints = 0  # parts drawn again (tests read it)

    def _scale(self) -> float:
        """Pixels of the layer per unit: a frame's share is counted in pixels, since
        drawing costs with the pixels drawn, so a larger window draws fewer units a
        frame.  (Not the square: a move's parts would then take too many frames.)"""
        return getattr(self.surface, "scale", 1.0)

    def forget(self) -> None:
        """Draw every part again, all at once, next time."""
        self.drawn.clear()
        self.surface.blit(self.backdrop, (0, 0))

    def show_kept(self, screen: pygame.Surface) -> bool:
        """Show the parts as kept, none drawn again, and leave them to bring up to date
        next frame (the frame that applies a move has work enough).  False, showing
        nothing, if nothing is kept yet."""
        if not self.drawn:
            return False
        self.pending = True
        screen.blit(self.surface, (0, 0))
        return True

    def compose(self, screen: pygame.Surface, parts: list[Part]) -> None:
        """Bring the kept parts up to date and show them: the frame's first blit.

        Changed parts are drawn again in the order given while this frame's share of
        pixels (`budget`) lasts, and at least one; the rest follow on the next frames,
        so a move that changes the whole table is not paid for in one frame.  A first
        draw (or one after `forget`) is whole at once."""
        if not self.drawn:
            self._draw_whole(screen, parts)
            return
        names = {part.name for part in parts}
        gone = [self.drawn.pop(name)[0] for name in list(self.drawn) if name not in names]
        if gone:  # at once: many small parts going together are drawn over in a few rects
            self._repaint(gone, parts)
        area, drawn_now = 0, 0
        self.pending = False
        waited = self.waiting  # left over from the last frame: their turn comes first
        order = [part for part in parts if part.name in waited] + [
            part for part in parts if part.name not in waited] if waited else parts
        self.waiting = set()
        for index, part in enumerate(order):
            was = self.drawn.get(part.name)
            if was == (part.rect, part.key):
                continue
            rects = [part.rect] if was is None or was[0] == part.rect else [part.rect, was[0]]
            area += sum(rect.width * rect.height for rect in rects)
            if drawn_now and area > self.budget / self._scale():
                self.pending = True
                self.waiting = {later.name for later in order[index:]}
                break
            self._repaint(rects, parts)
            self.drawn[part.name] = (part.rect, part.key)
            drawn_now += 1
        screen.blit(self.surface, (0, 0))

    def _draw_whole(self, screen: pygame.Surface, parts: list[Part]) -> None:
        """Every part, each once, in order, each clipped to its own rect."""
        surface = self.surface
        surface.blit(self.backdrop, (0, 0))
        try:
            for part in parts:
                surface.set_clip(part.rect)
                part.draw(surface)
                self.drawn[part.name] = (part.rect, part.key)
        finally:
            surface.set_clip(None)
        self.pending, self.waiting = False, set()
        self.repaints += 1
        screen.blit(surface, (0, 0))

    def _note_early(self, part: Part) -> None:
        """A changed part drawn in another part's rect before its own turn: it must
        still be drawn again in its turn, over every place it was drawn, even if its
        key goes back to the one kept, its rect moves or it goes."""
        was = self.drawn.get(part.name)
        if was != (part.rect, part.key):
            where = part.rect if was is None else was[0].union(part.rect)
            self.drawn[part.name] = (where, DRAWN_EARLY)

    def _repaint(self, rects: list[pygame.Rect], parts: list[Part]) -> None:
        """The backdrop put back in `rects`, and every part there drawn again over it."""
        surface = self.surface
        rects_of_parts = [part.rect for part in parts]
        for rect in _merged(rects):
            rect = rect.clip(surface.get_rect())
            if not rect.width or not rect.height:
                continue
            surface.blit(self.backdrop, rect, rect)
            surface.set_clip(rect)
            try:
                for index in rect.collidelistall(rects_of_parts):
                    part = parts[index]
                    part.draw(surface)
                    self._note_early(part)
            finally:
                surface.set_clip(None)
        self.repaints += 1


def _merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rects joined, so no part is drawn twice over the same pixels; and
    near ones, where the rect holding both is little bigger than the two (each rect
    costs a pass over the parts under it, so a row of small ones is drawn over in one)."""
    merged: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.copy()
        joined = True
        while joined:
            joined = False
            for other in merged:
                if other.colliderect(rect) or _near(other, rect):
                    merged.remove(other)
                    rect.union_ip(other)
                    joined = True
                    break
        merged.append(rect)
    return merged


def _near(one: pygame.Rect, other: pygame.Rect) -> bool:
    """Whether the rect holding both is at most JOIN_WASTE times their two areas."""
    both = one.union(other)
    return (both.width * both.height <=
            JOIN_WASTE * (one.width * one.height + other.width * other.height))
