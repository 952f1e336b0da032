"""Targets: what a player can point at on a table, and what choosing it does.

A table lists its targets from the View and the legal moves (`TableScene.targets`):
each is a rect on screen with either a whole move (`action`) or one step of a choice
made in several steps (`on_choose`: pick a card, then a pile).  A target that cannot
be chosen now carries the reason (`refusal`), so pointing at it explains itself.

`Targets` keeps the cursor.  The mouse hovers and clicks; the arrows and the d-pad
move the cursor to the nearest target in that direction; NEXT / PREV step through
the targets in order, and through the entries only they reach (`ring_only`: the
table's buttons, Peeper's plays on offer), so that a player who plays by ear reaches
every choice with two keys.  No table writes hit-testing of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import pygame

from scenes.core.input import Intent, IntentEvent

DIRECTIONS = {Intent.LEFT: (-1, 0), Intent.RIGHT: (1, 0), Intent.UP: (0, -1),
              Intent.DOWN: (0, 1)}
# Off-axis distance counts this many times the on-axis one: the cursor prefers the
# target straight ahead to a nearer one off to the side.
OFF_AXIS_WEIGHT = 2.5


@dataclass
class Target:
    key: Hashable  # names the target across rebuilds, so the cursor stays on it
    rect: pygame.Rect
    action: object | None = None  # the move confirming plays
    on_choose: Callable[[], None] | None = None  # or a step of a several-step choice
    preview: str = ""  # what confirming would do, in words
    refusal: str = ""  # why it can't be chosen now; empty if it can
    group: str = ""  # targets of one kind ("hand", "pile"), for tables that draw them
    # reached by NEXT / PREV alone: the mouse and the arrows pass it by (a button has a
    # click of its own; a play on offer has no place of its own on the table)
    ring_only: bool = False

    @property
    def allowed(self) -> bool:
        return not self.refusal


@dataclass(frozen=True)
class Handled:
    """What `Targets.handle` made of an intent."""

    used: bool = False  # the intent moved the cursor or hovered a target
    chosen: Target | None = None  # confirmed: the table acts on it


class Targets:
    def __init__(self) -> None:
        self.items: list[Target] = []  # the targets on the table
        self.ring: list[Target] = []  # what NEXT / PREV step through: those and the rest
        self.cursor_key: Hashable | None = None
        self.stepped = False  # the cursor came where it is by NEXT / PREV

    def set(self, items: list[Target], prefer_allowed: bool = False) -> None:
        """New targets; the cursor stays on the same key if it is still there, else
        moves to the first target that can be chosen.  With `prefer_allowed` (the
        table changed under the cursor), a cursor left on a target that can no longer
        be chosen moves to the nearest one that can.  `items` are in the order NEXT
        steps through them; those `ring_only` are not on the table's list (`items`)."""
        here = self.focused
        old_rect = here.rect if here is not None else None
        self.ring = items
        self.items = [t for t in items if not t.ring_only]
        here = self.focused
        # the cursor starts on the table, where the arrows start from too
        allowed = [t for t in self.items if t.allowed] or [t for t in items if t.allowed]
        if here is None:
            first = allowed[0] if allowed else (items[0] if items else None)
            self.cursor_key = first.key if first else None
            self.stepped = False
        elif prefer_allowed and not here.allowed and allowed:
            x, y = (old_rect or here.rect).center
            nearest = min(allowed, key=lambda t: (t.rect.centerx - x) ** 2 +
                          (t.rect.centery - y) ** 2)
            self.cursor_key = nearest.key

    @property
    def focused(self) -> Target | None:
        """What the cursor is on: a target on the table or an entry of the ring."""
        for target in self.ring:
            if target.key == self.cursor_key:
                return target
        return None

    @property
    def current(self) -> Target | None:
        """The target on the table under the cursor (None while it is on a button)."""
        target = self.focused
        return None if target is None or target.ring_only else target

    def at(self, pos) -> Target | None:
        """The target under a point; the last listed is drawn on top, so it wins."""
        for target in reversed(self.items):
            if target.rect.collidepoint(pos):
                return target
        return None

    def uncovered(self, target: Target) -> pygame.Rect:
        """The part of `target` left in view: a fanned card's right side lies under the
        next card, listed (and drawn) after it.  A frame round the whole card ran over
        that one."""
        rect = target.rect.copy()
        if target not in self.items:  # a button in the ring: nothing lies over it
            return rect
        for later in self.items[self.items.index(target) + 1:]:
            fanned = later.rect.size == target.rect.size and later.rect.top == rect.top
            if fanned and rect.left < later.rect.left < rect.right:
                rect.width = later.rect.left - rect.left
        return rect

    def find(self, key: Hashable) -> Target | None:
        return next((t for t in self.items if t.key == key), None)

    def point_at(self, key: Hashable) -> None:
        self.cursor_key = key
        self.stepped = False

    def handle(self, event: IntentEvent) -> Handled:
        intent = event.intent
        if event.pos is not None and intent in (Intent.POINT, Intent.CONFIRM):
            hit = self.at(event.pos)
            if hit is None:
                return Handled()
            self.cursor_key, self.stepped = hit.key, False
            return Handled(True, hit if intent == Intent.CONFIRM else None)
        if not self.ring:
            return Handled()
        if intent in DIRECTIONS:
            return Handled(self.move(DIRECTIONS[intent]))
        if intent in (Intent.NEXT, Intent.PREV):
            self.step(1 if intent == Intent.NEXT else -1)
            return Handled(True)
        if intent == Intent.CONFIRM and event.pos is None:
            return Handled(True, self.focused)
        return Handled()

    def step(self, by: int) -> None:
        keys = [t.key for t in self.ring]
        index = keys.index(self.cursor_key) if self.cursor_key in keys else -by
        self.cursor_key = keys[(index + by) % len(keys)]
        self.stepped = True

    def move(self, direction: tuple[int, int]) -> bool:
        """Move to the nearest target in `direction`; at the edge, wrap round to the
        far side of the same row or column.  False if there is nowhere to go."""
        here = self.focused
        if here is None:
            self.set(self.ring)
            return self.focused is not None
        best = self._nearest(here, direction) or self._wrapped(here, direction)
        if best is None or best is here:
            return False
        self.cursor_key, self.stepped = best.key, False
        return True

    def _nearest(self, here: Target, direction) -> Target | None:
        dx, dy = direction
        cx, cy = here.rect.center
        best, best_score = None, None
        for target in self.items:
            if target is here:
                continue
            tx, ty = target.rect.center
            ahead = (tx - cx) * dx + (ty - cy) * dy
            if ahead <= 0:
                continue
            aside = abs((tx - cx) * dy) + abs((ty - cy) * dx)
            score = ahead + OFF_AXIS_WEIGHT * aside
            if best_score is None or score < best_score:
                best, best_score = target, score
        return best

    def _wrapped(self, here: Target, direction) -> Target | None:
        """Past the last target of a row, the first one of it (the farthest behind,
        nearest the same line)."""
        dx, dy = direction
        cx, cy = here.rect.center
        best, best_score = None, None
        for target in self.items:
            tx, ty = target.rect.center
            behind = (cx - tx) * dx + (cy - ty) * dy
            if target is here or behind <= 0:
                continue
            aside = abs((tx - cx) * dy) + abs((ty - cy) * dx)
            score = aside * 1000 - behind
            if best_score is None or score < best_score:
                best, best_score = target, score
        return best
