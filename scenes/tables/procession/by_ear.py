"""Procession by ear: the Ask key's answer for the table (nothing is hidden, so there is
no hand to ask about), from the viewer's View alone."""

from __future__ import annotations

from game.procession.runs import run_lengths, say_runs


def table_words(table) -> str:
    """The row digit by digit, its runs, and the moves made."""
    view = table.view
    digits = " ".join(str(digit) for digit in view.row)
    return (f"The row, {len(view.row)} digits from the left: {digits}. "
            f"Its runs: {say_runs(run_lengths(view.row))}. Flips made: {len(view.movers)}.")
