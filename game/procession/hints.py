"""A Procession hint in words: the flip, the runs it makes, and the rule of thumb behind
it (the rules of thumb are named here; ai.py says which one chose a move)."""

from __future__ import annotations

from game.procession.runs import flip_row, run_lengths, say_runs
from game.procession.view import ProcessionView

FINISH, WIN, SAFE, ANY, ONLY = "finish", "win", "safe", "any", "only"


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th."""
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(
        number % 10, "th")
    return f"{number}{suffix}"


def hint_reason(view: ProcessionView, position: int, rule: str, lost: bool) -> str:
    """One sentence: the flip, the runs it makes, and the rule of thumb behind it."""
    runs = say_runs(run_lengths(flip_row(view.row, position)))
    rival = f"Player {(view.next_seat + 1) % view.num_seats + 1}"
    why = {
        FINISH: "and no flip is left after it, so the last move is yours",
        WIN: f"and whatever {rival} flips next, you still have a winning answer",
        SAFE: f"and it leaves {rival} no flip that ends the game",
        ANY: f"but every flip lets {rival} end the game; this one is as good as any",
        ONLY: f"the only flip left, though it lets {rival} end the game",
    }[rule]
    if lost and rule == SAFE:
        why += f" (with perfect play {rival} wins from here, so hope for a slip)"
    return f"Flip the {ordinal(position)} digit: runs {runs}, a pattern nobody has made, {why}."
