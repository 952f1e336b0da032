"""Procession in words: each flip for the log ("Red flipped digit 3: 4 · 2 · 1"), the
goal, the chrome's lines (whose move it is and what to do, what the keys do, the news
of the last flip and of the match's end) and each multiset of run lengths made, as the
history lists it."""

from __future__ import annotations

from game.core import MatchEnded
from game.procession.events import DigitFlipped
from game.procession.runs import run_lengths, say_runs
from scenes.core.input import Intent
from scenes.tables.kit.words import Words

GOAL = ("Flip one digit. The new row's run lengths must never have been made before. "
        "The last player able to move wins.")
NO_FLIP_LEFT = "every flip left would repeat run lengths already made"


class ProcessionWords(Words):
    def __init__(self, table):
        super().__init__(table)
        self._entry_words: dict[tuple, str] = {}  # (move, row) -> its line in the history

    def describe_move(self, seat, action, events):
        made = next((e for e in events if isinstance(e, DigitFlipped)), None)
        if made is None:
            return None
        words = (f"{self.table.short_name(seat)} flipped digit {made.position}: "
                 f"{say_runs(made.runs)}")
        return words, words

    # -- the chrome's lines ------------------------------------------------------------------

    def status_line(self) -> str:
        """The move's number and whose it is (on the viewer's own, what to do); at the
        end, who won."""
        table = self.table
        view = table.view
        if view.is_over:
            if not view.movers:
                return "No move was possible."
            return f"{table.short_name(view.movers[-1])} made the last move and wins!"
        number = f"Move {len(view.movers) + 1}"
        if table.my_turn():
            return f"{number}: your move, {table.short_name(table.viewer)}. Flip a digit."
        mover = table.short_name(view.to_act[0])
        waiting = "is thinking\u2026" if table.flow.thinking else "to move"
        return f"{number}: {mover} {waiting}"

    def instruction(self) -> str:
        """What the keys do, on the viewer's turn."""
        table = self.table
        if not table.my_turn():
            return ""
        confirm = table.key_label(Intent.CONFIRM)
        return f"{table.controls.arrows()} to choose a digit, {confirm} to flip it."

    def news(self, events) -> str:
        """The flip just made, for the banner; the last one says why it ends the match."""
        made = next((e for e in events if isinstance(e, DigitFlipped)), None)
        if made is None:
            return ""
        name = self.table.short_name(made.seat)
        if any(isinstance(e, MatchEnded) for e in events):
            return f"{name} made the last move: {NO_FLIP_LEFT}."
        return f"{name} flipped digit {made.position}: {say_runs(made.runs)}"

    # -- the history -------------------------------------------------------------------------

    def history_words(self, move: int, row) -> str:
        """A multiset made, as the history lists it ("3: 2 · 1 · 1"), worked out once."""
        if (move, row) not in self._entry_words:
            self._entry_words[move, row] = (f"{'start' if move == 0 else move}: "
                                            f"{say_runs(run_lengths(row))}")
        return self._entry_words[move, row]
