"""Hints at a table: what a good player would do now, and why in one sentence.

The panel over the log where a hint's reason stands is also where the answer to the
Ask key stands (scenes/tables/kit/by_ear.py) for a few seconds: the log gives way to
either, so neither covers a card, a message or the log's lines.

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
from scenes.core import draw
from scenes.match.seats import with_seat_names
from scenes.widgets import theme
from scenes.widgets.cards import LIFT, SUGGEST
from scenes.widgets.panel import draw_panel

PULSE_PER_SECOND = 1.2
LINE = 26
ANSWER = "answer"  # the kind of message an Ask's answer is, in the chrome's notes
HINT_GAP = 8  # between a hint's reason and the log under it


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
    draw.rect(surface, SUGGEST, rect.inflate(12, 12), 4, border_radius=12)
    outer = rect.inflate(20 + int(10 * pulse), 20 + int(10 * pulse))
    shade = tuple(int(c * (0.45 + 0.55 * pulse)) for c in SUGGEST)
    draw.rect(surface, shade, outer, 2, border_radius=14)


def panel_height(lines: int) -> int:
    return 38 + LINE * lines


def panel_beside(bar: pygame.Rect, buttons: list, lines: int) -> pygame.Rect:
    """In a button bar's row, after its last button, to the bar's end, standing on
    the bar's floor."""
    left = max((b.rect.right for b in buttons if b.rect is not None), default=bar.x) + 16
    height = panel_height(lines)
    return pygame.Rect(left, bar.bottom - height, bar.right - left, height)


def draw_reason(surface, text, rect: pygame.Rect, lines: list[str], title: str = "Hint",
                colour=SUGGEST) -> None:
    draw_panel(surface, rect, 255, border=colour, radius=10)
    text.draw(surface, title, (rect.x + 14, rect.y + 6), theme.SMALL_SIZE, colour, bold=True)
    for i, line in enumerate(lines):
        text.draw(surface, line, (rect.x + 14, rect.y + 30 + LINE * i), theme.SMALL_SIZE + 2,
                  theme.INK)


class Hints:
    """Hints at one table: asked for with HINT against the computer, shown as a glow
    on what to choose and a reason over the log, for as long as the viewer has not
    moved and the move is still legal."""

    def __init__(self, table):
        self.table = table
        self.session = table.session
        self.hint = None  # the Hint on show, while `_key` and its move hold
        self._key: tuple | None = None
        self._ask: HintAsk | None = None
        self.panel: tuple | None = None  # (rect, lines): the reason as last drawn
        self.answer: tuple[str, float] | None = None  # an Ask's answer, and when it goes

    def offered(self) -> bool:
        """Hints are for a human playing against AI, with hints on in Settings."""
        session = self.session
        return (self.table.app.prefs.hints and bool(session.agents) and bool(session.humans)
                and teaches(session.info) and self.table.mode.asks_moves)

    def refusal(self) -> str:
        """Why HINT can't give a hint now, in words; "" if it can."""
        session = self.session
        if not self.table.app.prefs.hints:
            return "Hints are off in Settings."
        if not session.agents or not session.humans:
            return "Hints are for games against the computer."
        if not teaches(session.info):
            return f"{session.info.title} gives no hints yet."
        if not self.table.my_turn():
            return "A hint waits for your turn."
        return ""

    def ask(self) -> None:
        """Ask the teaching agent what the viewer should do, from their View alone."""
        table = self.table
        refusal = self.refusal()
        if refusal:
            table.explain(refusal)
            return
        moment = self._moment()
        if self.shown() is not None:
            self.point_at()
            return
        if self._ask is not None and self._key == moment:
            return  # already being worked out
        session = self.session
        seed = f"{session.seed}/hint/{table.viewer}/{len(session.actions)}"
        self._key = moment
        self._ask = HintAsk(session.info, table.view, table.legal(), seed,
                            table.app.config.think_in_worker)
        self.collect()

    def collect(self) -> None:
        """Take the hint asked for once it is worked out."""
        ask, table = self._ask, self.table
        if ask is None or not ask.done():
            return
        self._ask = None
        if self._key != self._moment():
            return  # the table moved on while it was worked out
        if ask.hint is None or ask.hint.action not in table.legal():
            table.explain("No hint could be found for this position.")
            return
        self.hint = ask.hint
        self.session.count_hint(table.viewer)
        self.point_at()
        table.app.sounds.play("select")

    def _moment(self) -> tuple:
        """What a hint is good for: this viewer, until they move (or a move is undone).
        Others' moves that leave the hinted move legal (a letter written at the same
        time, say) leave the hint standing."""
        seat = self.table.viewer
        own = sum(1 for mover, _ in self.session.actions if mover == seat)
        return (id(self.session.state), seat, own)

    def shown(self):
        """The hint on show, while the viewer has not moved and it is still legal."""
        if self.hint is not None and self._key == self._moment() and \
                self.hint.action in self.table.legal():
            return self.hint
        return None

    def point_at(self) -> None:
        table = self.table
        targets = table.controls.refresh_targets()
        hint = self.shown()
        keys = table.choosing.hint_keys(hint.action) if hint else []
        first = next((k for k in keys if targets.find(k) is not None), None)
        if first is not None:
            targets.point_at(first)

    def rects(self) -> list[pygame.Rect]:
        """What the hinted move is chosen with: its targets and buttons."""
        hint, table = self.shown(), self.table
        if hint is None:
            return []
        targets = table.controls.refresh_targets()
        buttons = {("button", b.name): b.rect for b in table.buttons}
        rects = []
        for key in table.choosing.hint_keys(hint.action):
            target = targets.find(key)
            # a card under the cursor is lifted: the glow takes in both heights
            rect = target.rect.union(target.rect.move(0, -LIFT)) if target is not None \
                else buttons.get(key)
            if rect is not None:
                rects.append(rect)
        return rects

    def words(self) -> str:
        hint = self.shown()
        return with_seat_names(hint.reason, self.table.short_name,
                               self.session.state.num_seats) if hint else ""

    def show_answer(self, words: str, seconds: float) -> None:
        """An answer to the Ask key, standing in the panel for `seconds` (the next
        answer takes its place)."""
        self.answer = (words, self.table.clock + seconds)

    def answer_words(self) -> str:
        """The answer standing now ("" if none)."""
        if self.answer is None or self.table.clock >= self.answer[1]:
            return ""
        return self.answer[0]

    def panel_words(self) -> str:
        """What the panel over the log says now: an answer while it stands, else the
        hint's reason."""
        return self.answer_words() or self.words()

    def wrapped(self) -> list[str]:
        """The panel's words on show, in the lines it holds ([] for none)."""
        words, table = self.panel_words(), self.table
        return table.parts.wrap(words, table.hint_area(1).width - 28,
                                theme.SMALL_SIZE + 2) if words else []

    def lines_drawn(self) -> int:
        """How many lines the reason drawn this frame takes (0: none; none is drawn
        while something moves)."""
        return 0 if self.table.anim.busy else len(self.wrapped())

    def room_below(self, area: pygame.Rect) -> pygame.Rect:
        """What is left of `area` (the log's place) below the reason standing over
        its top, so that the reason covers none of what is there."""
        lines = self.wrapped()
        if not lines:
            return area
        top = self.table.hint_area(len(lines)).bottom + HINT_GAP
        return pygame.Rect(area.x, top, area.width, max(LINE, area.bottom - top))

    def draw(self, surface) -> None:
        table = self.table
        self.panel = None
        if table.anim.busy:
            return
        if self.words():
            for rect in self.rects():
                draw_glow(surface, rect, table.clock)
        answer, words = self.answer_words(), self.panel_words()
        if not words:
            return
        lines = self.wrapped()
        self.panel = (table.hint_area(len(lines)), lines)
        table.chrome.note(ANSWER if answer else "hint", words, self.panel[0])
        draw_reason(surface, table.app.text, *self.panel,
                    *(("You asked", theme.GOLD) if answer else ()))
