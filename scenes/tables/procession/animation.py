"""What happens at the Procession table, in motion: a flipped digit's tile lifts and
turns over, the newest multiset made glows for a moment and the flip's news stands in
the banner; the last row stays in view a while before the results; the starting row
is laid tile by tile."""

from __future__ import annotations

import math

import pygame

from game.core import MatchEnded
from game.procession.events import DigitFlipped
from scenes.core.anim import Sprite, Tween, ease_in_out
from scenes.tables.kit.animation import Animation
from scenes.tables.kit.dealing import DealtCard
from scenes.widgets.cards import draw_flip

FLIP_SECONDS = 0.4
END_HOLD_SECONDS = 2.0  # the last row stays in view before the results
NEWEST_GLOW_SECONDS = 1.5


class ProcessionAnimation(Animation):
    def __init__(self, table):
        super().__init__(table)
        self._flipping: set[int] = set()  # 0-based positions drawn by a flip sprite
        self.newest_glow = 0.0  # seconds the newest multiset stays lit

    def on_events(self, events) -> None:
        news = self.table.words.news(events)
        if news:
            self.table.chrome.announce(news)
        for event in events:
            if isinstance(event, DigitFlipped):
                self._animate_flip(event)
            elif isinstance(event, MatchEnded):
                self.table.hold(END_HOLD_SECONDS)

    @property
    def flipping(self) -> set[int]:
        """0-based positions a sprite draws now: a flip, or a tile being laid."""
        return self._flipping | {group[1] for group in self.table.dealing.waiting_groups()}

    def deal_places(self):
        """The starting row is laid a tile at a time from the middle of the row, each
        face up in its place (everybody sees the row)."""
        table = self.table
        rects = table.geometry.tile_rects()
        row = table.view.row
        deck = pygame.Rect((0, 0), table.geometry.tile_size)
        deck.center = table.layout["row"].center
        return deck, [DealtCard(rect, table.tiles.digit(digit), group=("tile", index))
                      for index, (digit, rect) in enumerate(zip(row, rects))]

    def update(self, dt: float) -> None:
        self.newest_glow = max(0.0, self.newest_glow - dt)

    def _animate_flip(self, event: DigitFlipped) -> None:
        table = self.table
        index = event.position - 1
        rect = table.geometry.tile_rects()[index]
        before = table.tiles.digit(1 - event.row[index])
        after = table.tiles.digit(event.row[index])
        self._flipping.add(index)
        self.newest_glow = NEWEST_GLOW_SECONDS
        made = len(table.view.history)
        table.glow([table.drawing.history_entry_rect(0, made)], FLIP_SECONDS,
                   NEWEST_GLOW_SECONDS - FLIP_SECONDS)

        def draw(surface, value, progress):
            lift = int(24 * math.sin(progress * math.pi))
            draw_flip(surface, before, after, (rect.x, rect.y - lift), progress)

        def land():
            self._flipping.discard(index)
            table.app.sounds.play("clack")
        table.app.sounds.play("flip")
        table.anim.add(Sprite(Tween(0.0, 1.0, FLIP_SECONDS, ease_in_out, on_done=land), draw))
