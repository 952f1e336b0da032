"""Why a Procession move is refused, in players' words, from the mover's View alone."""

from __future__ import annotations

from game.core import turn_refusal
from game.procession.actions import Flip
from game.procession.runs import why_not


def refusal(view, action) -> str:
    """Why the view's seat may not make `action` now ("" if it may): the match is over,
    it is not their turn, the digit is not in the row, or the flip would repeat a
    multiset of runs ("3 · 1 · 1 was made on move 1.")."""
    return turn_refusal(view) or _flip_refusal(view, action)


def _flip_refusal(view, action) -> str:
    if type(action) is not Flip or not isinstance(action.position, int):
        return f"Choose a digit from 1 to {view.n}."
    return why_not(view.history, action.position)
