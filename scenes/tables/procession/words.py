"""Procession in words: each flip for the log ("Red flipped digit 3: 4 · 2 · 1"), the
goal, whose move it is on the turn panel (or who won, and why), and each multiset of
run lengths made, as the history lists it."""

from __future__ import annotations

from game.procession.events import DigitFlipped
from game.procession.runs import run_lengths, say_runs
from scenes.tables.kit.words import Words
from scenes.widgets import theme

GOAL = ("Flip one digit. The new row's run lengths must never have been made before. "
        "The last player able to move wins.")


class ProcessionWords(Words):
    def __init__(self, table):
        super().__init__(table)
        self._entry_words: dict[tuple, str] = {}  # (move, row) -> its line in the history

    def describe_move(self, seat, action, events):
        made = next((e for e in events if isinstance(e, DigitFlipped)), None)
        if made is None:
            return None
        words = (f"{self.table.seat_name(seat)} flipped digit {made.position}: "
                 f"{say_runs(made.runs)}")
        return words, words

    def turn_words(self, view) -> tuple[str, str, tuple]:
        """The turn panel's headline, the line under it and that line's colour."""
        table = self.table
        moves = len(view.movers)
        if view.is_over:
            if not view.movers:
                return "No move was possible", "", theme.INK
            winner = table.seat_name(view.movers[-1])
            return (f"{winner} made the last move and wins!",
                    "No flip is left: each one would repeat run lengths already made.",
                    theme.INK)
        mover = view.to_act[0]
        if table.my_turn():
            target = table.targets.current
            if target is None:
                return f"Move {moves + 1}: your move", "Choose a digit to flip.", theme.INK
            if target.allowed:
                return f"Move {moves + 1}: your move", target.preview, theme.INK
            return f"Move {moves + 1}: your move", f"Refused: {target.refusal}", theme.ALERT
        waiting = "is thinking\u2026" if table.flow.thinking else "to move"
        last = table.log[-1].text_for(table.viewer) if table.log else ""
        return f"Move {moves + 1}: {table.seat_name(mover)} {waiting}", last, theme.INK_DIM

    def history_words(self, move: int, row) -> str:
        """A multiset made, as the history lists it ("3: 2 · 1 · 1"), worked out once."""
        if (move, row) not in self._entry_words:
            self._entry_words[move, row] = (f"{'start' if move == 0 else move}: "
                                            f"{say_runs(run_lengths(row))}")
        return self._entry_words[move, row]
