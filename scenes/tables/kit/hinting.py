"""Hints at a table: what a good player would do now, and why in one sentence.

The game's teaching agent (`GameInfo.hint_agent`) is asked from the viewer's View and
legal moves alone, so a hint never knows more than the player.  It is worked out in a
thread, so no frame waits for it (headless tests ask at once, for deterministic frames).
"""

from __future__ import annotations

import math
import random
import threading
from functools import lru_cache

import pygame

from game.core import Hint
from game.registry import get_game, hint_agent, hint_for
from scenes.widgets import theme
from scenes.widgets.cards import SUGGEST
from scenes.widgets.panel import draw_panel

PULSE_PER_SECOND = 1.2
LINE = 26


@lru_cache(maxsize=None)
def _teaches(game_id: str, agent_name: str) -> bool:
    return callable(getattr(hint_agent(get_game(game_id)), "hint", None))


def teaches(info) -> bool:
    """Does this game's hint agent give hints?"""
    return _teaches(info.id, info.hint_agent)


class HintAsk:
    """A hint being worked out; poll `done()`, then read `hint` (or `error`)."""

    def __init__(self, info, view, legal: list, seed: str, in_thread: bool):
        self.hint: Hint | None = None
        self.error: Exception | None = None
        self._args = (info, view, list(legal), random.Random(seed))
        self._thread = None
        if in_thread:
            self._thread = threading.Thread(target=self._work, name="hint", daemon=True)
            self._thread.start()
        else:
            self._work()

    def _work(self) -> None:
        try:
            self.hint = hint_for(*self._args)
        except Exception as error:  # noqa: BLE001 - a failed hint is said, not raised
            self.error = error

    def done(self) -> bool:
        return self._thread is None or not self._thread.is_alive()



def draw_glow(surface, rect: pygame.Rect, clock: float) -> None:
    """A cool frame round a hinted target, breathing in and out."""
    pulse = (1 + math.sin(clock * PULSE_PER_SECOND * 2 * math.pi)) / 2
    pygame.draw.rect(surface, SUGGEST, rect.inflate(12, 12), 4, border_radius=12)
    outer = rect.inflate(20 + int(10 * pulse), 20 + int(10 * pulse))
    shade = tuple(int(c * (0.45 + 0.55 * pulse)) for c in SUGGEST)
    pygame.draw.rect(surface, shade, outer, 2, border_radius=14)


def panel_height(lines: int) -> int:
    return 38 + LINE * lines


def panel_beside(bar: pygame.Rect, buttons: list, lines: int) -> pygame.Rect:
    """In a button bar's row, after its last button, to the bar's end, standing on
    the bar's floor."""
    left = max((b.rect.right for b in buttons if b.rect is not None), default=bar.x) + 16
    height = panel_height(lines)
    return pygame.Rect(left, bar.bottom - height, bar.right - left, height)


def draw_reason(surface, text, rect: pygame.Rect, lines: list[str]) -> None:
    draw_panel(surface, rect, 255, border=SUGGEST, radius=10)
    text.draw(surface, "Hint", (rect.x + 14, rect.y + 6), theme.SMALL_SIZE, SUGGEST, bold=True)
    for i, line in enumerate(lines):
        text.draw(surface, line, (rect.x + 14, rect.y + 30 + LINE * i), theme.SMALL_SIZE + 2,
                  theme.INK)
